CREATE TABLE northwind.categories(category_id SMALLINT PRIMARY KEY, category_name VARCHAR NOT NULL, description VARCHAR);
