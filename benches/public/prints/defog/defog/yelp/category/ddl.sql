CREATE TABLE yelp.category(id BIGINT, business_id VARCHAR, category_name VARCHAR);
