CREATE TABLE harmonized.ingredient(ingredient_name VARCHAR, menu_ids JSON);
