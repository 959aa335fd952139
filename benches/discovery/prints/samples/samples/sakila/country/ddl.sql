CREATE TABLE sakila.country(country_id SMALLINT PRIMARY KEY, country VARCHAR NOT NULL, last_update TIMESTAMP NOT NULL);
