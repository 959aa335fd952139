CREATE TABLE atis.food_service(meal_code VARCHAR, meal_number BIGINT, compartment VARCHAR, meal_description VARCHAR);
