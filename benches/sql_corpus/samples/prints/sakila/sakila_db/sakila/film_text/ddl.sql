CREATE TABLE sakila.film_text(film_id SMALLINT PRIMARY KEY, title VARCHAR NOT NULL, description VARCHAR);
