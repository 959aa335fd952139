CREATE TABLE yelp.checkin(cid BIGINT, business_id VARCHAR, count BIGINT, "day" VARCHAR);
