CREATE TABLE yelp.neighbourhood(id BIGINT, business_id VARCHAR, neighbourhood_name VARCHAR);
