CREATE TABLE yelp.tip(tip_id BIGINT, business_id VARCHAR, "text" VARCHAR, user_id VARCHAR, likes BIGINT, "year" BIGINT, "month" VARCHAR);
