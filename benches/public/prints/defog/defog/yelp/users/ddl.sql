CREATE TABLE yelp.users(uid BIGINT, user_id VARCHAR, "name" VARCHAR);
