CREATE TABLE restaurants."location"(restaurant_id BIGINT, house_number BIGINT, street_name VARCHAR, city_name VARCHAR);
