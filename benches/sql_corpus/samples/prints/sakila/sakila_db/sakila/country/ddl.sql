CREATE TABLE sakila.country(country_id USMALLINT PRIMARY KEY, country VARCHAR NOT NULL, last_update TIMESTAMP NOT NULL);
