CREATE TABLE harmonized.ingredient_usage_by_truck(truck_id BIGINT, order_year BIGINT, order_month BIGINT, ingredient_name VARCHAR, total_ingredients_used DECIMAL(38,0));
