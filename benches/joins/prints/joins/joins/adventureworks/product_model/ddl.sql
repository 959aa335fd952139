CREATE TABLE adventureworks.product_model(product_model_id INTEGER PRIMARY KEY, "name" VARCHAR NOT NULL);
