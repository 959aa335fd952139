CREATE TABLE yelp.review(rid BIGINT, business_id VARCHAR, user_id VARCHAR, rating FLOAT, "text" VARCHAR, "year" BIGINT, "month" VARCHAR);
