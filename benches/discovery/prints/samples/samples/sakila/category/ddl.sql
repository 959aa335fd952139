CREATE TABLE sakila.category(category_id SMALLINT PRIMARY KEY, "name" VARCHAR NOT NULL, last_update TIMESTAMP NOT NULL);
