CREATE TABLE harmonized.ingredient_to_menu_lookup(ingredient_name VARCHAR, menu_item_id BIGINT);
