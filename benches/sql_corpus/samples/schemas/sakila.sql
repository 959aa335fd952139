-- The MySQL Sakila sample database (sakila-mv-schema.sql in datacharmer/test_db, BSD licence,
-- Oracle Corporation), tables only, in a DuckDB schema named `sakila` because MySQL's
-- database is its schema and the actor_info view names `sakila.film` etc.
-- Type mapping: SMALLINT/TINYINT UNSIGNED -> USMALLINT/UTINYINT, MEDIUMINT UNSIGNED -> UINTEGER,
-- BOOLEAN (MySQL's TINYINT(1)) -> TINYINT, YEAR -> SMALLINT, ENUM -> a DuckDB ENUM,
-- SET(...) -> VARCHAR, TEXT -> VARCHAR, BLOB -> BLOB, DATETIME/TIMESTAMP -> TIMESTAMP.
-- The table rewards_report's procedure creates (tmpCustomer) is here too so its SELECTs resolve.
-- One foreign key of the source is left out: staff.store_id -> store (store and staff reference
-- each other, which DuckDB cannot create). The data is ours: small and generated.
CREATE SCHEMA sakila;
CREATE TYPE sakila_rating AS ENUM ('G', 'PG', 'PG-13', 'R', 'NC-17');

CREATE TABLE sakila.actor (
  actor_id USMALLINT NOT NULL PRIMARY KEY,
  first_name VARCHAR NOT NULL,
  last_name VARCHAR NOT NULL,
  last_update TIMESTAMP NOT NULL
);
CREATE TABLE sakila.country (
  country_id USMALLINT NOT NULL PRIMARY KEY,
  country VARCHAR NOT NULL,
  last_update TIMESTAMP NOT NULL
);
CREATE TABLE sakila.city (
  city_id USMALLINT NOT NULL PRIMARY KEY,
  city VARCHAR NOT NULL,
  country_id USMALLINT NOT NULL REFERENCES sakila.country (country_id),
  last_update TIMESTAMP NOT NULL
);
CREATE TABLE sakila.address (
  address_id USMALLINT NOT NULL PRIMARY KEY,
  address VARCHAR NOT NULL,
  address2 VARCHAR,
  district VARCHAR NOT NULL,
  city_id USMALLINT NOT NULL REFERENCES sakila.city (city_id),
  postal_code VARCHAR,
  phone VARCHAR NOT NULL,
  last_update TIMESTAMP NOT NULL
);
CREATE TABLE sakila.category (
  category_id UTINYINT NOT NULL PRIMARY KEY,
  name VARCHAR NOT NULL,
  last_update TIMESTAMP NOT NULL
);
CREATE TABLE sakila.language (
  language_id UTINYINT NOT NULL PRIMARY KEY,
  name VARCHAR NOT NULL,
  last_update TIMESTAMP NOT NULL
);
CREATE TABLE sakila.film (
  film_id USMALLINT NOT NULL PRIMARY KEY,
  title VARCHAR NOT NULL,
  description VARCHAR,
  release_year SMALLINT,
  language_id UTINYINT NOT NULL REFERENCES sakila.language (language_id),
  original_language_id UTINYINT REFERENCES sakila.language (language_id),
  rental_duration UTINYINT NOT NULL DEFAULT 3,
  rental_rate DECIMAL(4,2) NOT NULL DEFAULT 4.99,
  length USMALLINT,
  replacement_cost DECIMAL(5,2) NOT NULL DEFAULT 19.99,
  rating sakila_rating DEFAULT 'G',
  special_features VARCHAR,
  last_update TIMESTAMP NOT NULL
);
CREATE TABLE sakila.film_actor (
  actor_id USMALLINT NOT NULL REFERENCES sakila.actor (actor_id),
  film_id USMALLINT NOT NULL REFERENCES sakila.film (film_id),
  last_update TIMESTAMP NOT NULL,
  PRIMARY KEY (actor_id, film_id)
);
CREATE TABLE sakila.film_category (
  film_id USMALLINT NOT NULL REFERENCES sakila.film (film_id),
  category_id UTINYINT NOT NULL REFERENCES sakila.category (category_id),
  last_update TIMESTAMP NOT NULL,
  PRIMARY KEY (film_id, category_id)
);
CREATE TABLE sakila.film_text (
  film_id SMALLINT NOT NULL PRIMARY KEY,
  title VARCHAR NOT NULL,
  description VARCHAR
);
CREATE TABLE sakila.staff (
  staff_id UTINYINT NOT NULL PRIMARY KEY,
  first_name VARCHAR NOT NULL,
  last_name VARCHAR NOT NULL,
  address_id USMALLINT NOT NULL REFERENCES sakila.address (address_id),
  picture BLOB,
  email VARCHAR,
  store_id UTINYINT NOT NULL,
  active TINYINT NOT NULL DEFAULT 1,
  username VARCHAR NOT NULL,
  password VARCHAR,
  last_update TIMESTAMP NOT NULL
);
CREATE TABLE sakila.store (
  store_id UTINYINT NOT NULL PRIMARY KEY,
  manager_staff_id UTINYINT NOT NULL UNIQUE REFERENCES sakila.staff (staff_id),
  address_id USMALLINT NOT NULL REFERENCES sakila.address (address_id),
  last_update TIMESTAMP NOT NULL
);
CREATE TABLE sakila.customer (
  customer_id USMALLINT NOT NULL PRIMARY KEY,
  store_id UTINYINT NOT NULL REFERENCES sakila.store (store_id),
  first_name VARCHAR NOT NULL,
  last_name VARCHAR NOT NULL,
  email VARCHAR,
  address_id USMALLINT NOT NULL REFERENCES sakila.address (address_id),
  active TINYINT NOT NULL DEFAULT 1,
  create_date TIMESTAMP NOT NULL,
  last_update TIMESTAMP
);
CREATE TABLE sakila.inventory (
  inventory_id UINTEGER NOT NULL PRIMARY KEY,
  film_id USMALLINT NOT NULL REFERENCES sakila.film (film_id),
  store_id UTINYINT NOT NULL REFERENCES sakila.store (store_id),
  last_update TIMESTAMP NOT NULL
);
CREATE TABLE sakila.rental (
  rental_id INTEGER NOT NULL PRIMARY KEY,
  rental_date TIMESTAMP NOT NULL,
  inventory_id UINTEGER NOT NULL REFERENCES sakila.inventory (inventory_id),
  customer_id USMALLINT NOT NULL REFERENCES sakila.customer (customer_id),
  return_date TIMESTAMP,
  staff_id UTINYINT NOT NULL REFERENCES sakila.staff (staff_id),
  last_update TIMESTAMP NOT NULL
);
CREATE TABLE sakila.payment (
  payment_id USMALLINT NOT NULL PRIMARY KEY,
  customer_id USMALLINT NOT NULL REFERENCES sakila.customer (customer_id),
  staff_id UTINYINT NOT NULL REFERENCES sakila.staff (staff_id),
  rental_id INTEGER REFERENCES sakila.rental (rental_id),
  amount DECIMAL(5,2) NOT NULL,
  payment_date TIMESTAMP NOT NULL,
  last_update TIMESTAMP
);
-- Created by the rewards_report procedure (CREATE TEMPORARY TABLE tmpCustomer ...).
CREATE TABLE sakila.tmpCustomer (
  customer_id USMALLINT NOT NULL PRIMARY KEY
);

-- Data (ours).
INSERT INTO sakila.language VALUES
  (1, 'English', TIMESTAMP '2006-02-15 05:02:19'), (2, 'Italian', TIMESTAMP '2006-02-15 05:02:19'),
  (3, 'Japanese', TIMESTAMP '2006-02-15 05:02:19'), (4, 'Mandarin', TIMESTAMP '2006-02-15 05:02:19'),
  (5, 'French', TIMESTAMP '2006-02-15 05:02:19'), (6, 'German', TIMESTAMP '2006-02-15 05:02:19');
INSERT INTO sakila.category
  SELECT i, name, TIMESTAMP '2006-02-15 04:46:27'
  FROM (VALUES (1, 'Action'), (2, 'Animation'), (3, 'Children'), (4, 'Classics'), (5, 'Comedy'),
               (6, 'Documentary'), (7, 'Drama'), (8, 'Family'), (9, 'Foreign'), (10, 'Games'),
               (11, 'Horror'), (12, 'Music'), (13, 'New'), (14, 'Sci-Fi'), (15, 'Sports'),
               (16, 'Travel')) AS t(i, name);
INSERT INTO sakila.country
  SELECT i, c, TIMESTAMP '2006-02-15 04:44:00'
  FROM (VALUES (1, 'Afghanistan'), (2, 'Algeria'), (3, 'Argentina'), (4, 'Australia'),
               (5, 'Brazil'), (6, 'Canada'), (7, 'China'), (8, 'France'), (9, 'Germany'),
               (10, 'India')) AS t(i, c);
INSERT INTO sakila.city
  SELECT i, 'City ' || i, 1 + (i % 10), TIMESTAMP '2006-02-15 04:45:25' FROM generate_series(1, 20) AS g(i);
INSERT INTO sakila.address
  SELECT i, i || ' Main Street', NULL, 'District ' || (i % 5), 1 + (i % 20), lpad(CAST(10000 + i AS VARCHAR), 5, '0'),
         '555-01' || lpad(CAST(i AS VARCHAR), 2, '0'), TIMESTAMP '2006-02-15 04:45:30'
  FROM generate_series(1, 30) AS g(i);
INSERT INTO sakila.actor
  SELECT i, ['PENELOPE', 'NICK', 'ED', 'JENNIFER', 'JOHNNY', 'BETTE', 'GRACE', 'MATTHEW', 'JOE', 'CHRISTIAN'][1 + (i % 10)],
         ['GUINESS', 'WAHLBERG', 'CHASE', 'DAVIS', 'LOLLOBRIGIDA', 'NICHOLSON', 'MOSTEL', 'JOHANSSON', 'SWANK', 'GABLE', 'WOOD', 'BERRY'][1 + (i % 12)],
         TIMESTAMP '2006-02-15 04:34:33'
  FROM generate_series(1, 20) AS g(i);
INSERT INTO sakila.film
  SELECT i, 'FILM TITLE ' || i, 'A description of film ' || i, 2006, 1, NULL, 3 + (i % 5),
         [0.99, 2.99, 4.99][1 + (i % 3)], 46 + i * 7, [9.99, 14.99, 19.99, 24.99][1 + (i % 4)],
         CAST(['G', 'PG', 'PG-13', 'R', 'NC-17'][1 + (i % 5)] AS sakila_rating),
         ['Trailers', 'Commentaries', 'Deleted Scenes', 'Behind the Scenes', 'Trailers,Deleted Scenes'][1 + (i % 5)],
         TIMESTAMP '2006-02-15 05:03:42'
  FROM generate_series(1, 20) AS g(i);
INSERT INTO sakila.film_text SELECT film_id, title, description FROM sakila.film;
INSERT INTO sakila.film_actor
  SELECT DISTINCT 1 + (i % 20), 1 + ((i * 7) % 20), TIMESTAMP '2006-02-15 05:05:03' FROM generate_series(0, 59) AS g(i);
INSERT INTO sakila.film_category
  SELECT i, 1 + (i % 16), TIMESTAMP '2006-02-15 05:07:09' FROM generate_series(1, 20) AS g(i);
INSERT INTO sakila.staff VALUES
  (1, 'Mike', 'Hillyer', 3, NULL, 'Mike.Hillyer@sakilastaff.com', 1, 1, 'Mike', '8cb2237d0679ca88db6464eac60da96345513964', TIMESTAMP '2006-02-15 04:57:16'),
  (2, 'Jon', 'Stephens', 4, NULL, 'Jon.Stephens@sakilastaff.com', 2, 1, 'Jon', NULL, TIMESTAMP '2006-02-15 04:57:16');
INSERT INTO sakila.store VALUES
  (1, 1, 1, TIMESTAMP '2006-02-15 04:57:12'), (2, 2, 2, TIMESTAMP '2006-02-15 04:57:12');
INSERT INTO sakila.customer
  SELECT i, 1 + (i % 2), ['MARY', 'PATRICIA', 'LINDA', 'BARBARA', 'ELIZABETH', 'JENNIFER', 'MARIA', 'SUSAN'][1 + (i % 8)],
         ['SMITH', 'JOHNSON', 'WILLIAMS', 'JONES', 'BROWN', 'DAVIS', 'MILLER'][1 + (i % 7)],
         'customer' || i || '@sakilacustomer.org', 5 + i, CASE WHEN i % 6 = 0 THEN 0 ELSE 1 END,
         TIMESTAMP '2006-02-14 22:04:36', TIMESTAMP '2006-02-15 04:57:20'
  FROM generate_series(1, 25) AS g(i);
INSERT INTO sakila.inventory
  SELECT i, 1 + (i % 20), 1 + (i % 2), TIMESTAMP '2006-02-15 05:09:17' FROM generate_series(1, 40) AS g(i);
INSERT INTO sakila.rental
  SELECT i, TIMESTAMP '2005-05-24 22:53:30' + i * INTERVAL 1 DAY, 1 + (i % 40), 1 + (i % 25),
         CASE WHEN i % 9 = 0 THEN NULL ELSE TIMESTAMP '2005-05-24 22:53:30' + (i + 2 + i % 7) * INTERVAL 1 DAY END,
         1 + (i % 2), TIMESTAMP '2006-02-15 21:30:53'
  FROM generate_series(1, 80) AS g(i);
INSERT INTO sakila.payment
  SELECT i, 1 + (i % 25), 1 + (i % 2), i, [0.99, 2.99, 4.99, 5.99, 9.99][1 + (i % 5)],
         TIMESTAMP '2005-05-25 11:30:37' + i * INTERVAL 1 DAY, TIMESTAMP '2006-02-15 22:12:30'
  FROM generate_series(1, 80) AS g(i);
INSERT INTO sakila.tmpCustomer SELECT customer_id FROM sakila.customer WHERE customer_id <= 5;
