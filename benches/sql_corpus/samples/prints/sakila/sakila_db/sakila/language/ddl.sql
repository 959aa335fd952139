CREATE TABLE sakila."language"(language_id UTINYINT PRIMARY KEY, "name" VARCHAR NOT NULL, last_update TIMESTAMP NOT NULL);
