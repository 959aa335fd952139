CREATE TABLE restaurants.restaurant(id BIGINT, "name" VARCHAR, food_type VARCHAR, city_name VARCHAR, rating FLOAT);
