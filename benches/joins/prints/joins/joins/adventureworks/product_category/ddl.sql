CREATE TABLE adventureworks.product_category(product_category_id INTEGER PRIMARY KEY, "name" VARCHAR NOT NULL);
