CREATE TABLE sakila.actor(actor_id USMALLINT PRIMARY KEY, first_name VARCHAR NOT NULL, last_name VARCHAR NOT NULL, last_update TIMESTAMP NOT NULL);
