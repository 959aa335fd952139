CREATE TABLE sakila."language"(language_id SMALLINT PRIMARY KEY, "name" VARCHAR NOT NULL, last_update TIMESTAMP NOT NULL);
