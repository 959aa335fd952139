CREATE TABLE Categories(category_id INTEGER PRIMARY KEY, category_name VARCHAR NOT NULL);
