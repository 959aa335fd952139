-- Pagila, the PostgreSQL port of Sakila (devrimgunduz/pagila pagila-schema.sql, MIT-style licence
-- in LICENSE.txt): the tables the views and functions read, in a DuckDB schema `public` (the
-- dump qualifies every name with public.). Left out: film_embedding (pgvector) and the monthly
-- payment partitions (payment_pYYYY_MM, attached to payment). Types: text -> VARCHAR,
-- mpaa_rating -> a DuckDB ENUM, the domain year -> INTEGER, text[] -> VARCHAR[],
-- tsvector -> VARCHAR, bytea -> BLOB, uuid -> UUID, timestamp with time zone -> TIMESTAMPTZ.
-- film.length_hours (GENERATED ALWAYS AS round(length / 60.0, 2)) is a plain column here.
-- Keys as the dump declares them (ALTER TABLE ... ADD CONSTRAINT); staff.store_id -> store is
-- left out because store and staff reference each other. The data is ours: small, generated.
CREATE SCHEMA public;
CREATE TYPE mpaa_rating AS ENUM ('G', 'PG', 'PG-13', 'R', 'NC-17');

CREATE TABLE public.actor (
    actor_id integer NOT NULL PRIMARY KEY,
    first_name varchar NOT NULL,
    last_name varchar NOT NULL,
    last_update timestamptz NOT NULL
);
CREATE TABLE public.category (
    category_id integer NOT NULL PRIMARY KEY,
    name varchar NOT NULL,
    last_update timestamptz NOT NULL
);
CREATE TABLE public.language (
    language_id integer NOT NULL PRIMARY KEY,
    name varchar NOT NULL,
    last_update timestamptz NOT NULL
);
CREATE TABLE public.film (
    film_id integer NOT NULL PRIMARY KEY,
    title varchar NOT NULL,
    description varchar,
    release_year integer,
    language_id integer NOT NULL REFERENCES public.language (language_id),
    original_language_id integer REFERENCES public.language (language_id),
    rental_duration smallint DEFAULT 3 NOT NULL,
    rental_rate numeric(4,2) DEFAULT 4.99 NOT NULL,
    length smallint,
    replacement_cost numeric(5,2) DEFAULT 19.99 NOT NULL,
    rating mpaa_rating DEFAULT 'G',
    last_update timestamptz NOT NULL,
    special_features varchar[],
    fulltext varchar NOT NULL,
    length_hours numeric(4,2)
);
CREATE TABLE public.film_actor (
    actor_id integer NOT NULL REFERENCES public.actor (actor_id),
    film_id integer NOT NULL REFERENCES public.film (film_id),
    last_update timestamptz NOT NULL,
    PRIMARY KEY (actor_id, film_id)
);
CREATE TABLE public.film_category (
    film_id integer NOT NULL REFERENCES public.film (film_id),
    category_id integer NOT NULL REFERENCES public.category (category_id),
    last_update timestamptz NOT NULL,
    PRIMARY KEY (film_id, category_id)
);
CREATE TABLE public.country (
    country_id integer NOT NULL PRIMARY KEY,
    country varchar NOT NULL,
    last_update timestamptz NOT NULL
);
CREATE TABLE public.city (
    city_id integer NOT NULL PRIMARY KEY,
    city varchar NOT NULL,
    country_id integer NOT NULL REFERENCES public.country (country_id),
    last_update timestamptz NOT NULL
);
CREATE TABLE public.address (
    address_id integer NOT NULL PRIMARY KEY,
    address varchar NOT NULL,
    address2 varchar,
    district varchar NOT NULL,
    city_id integer NOT NULL REFERENCES public.city (city_id),
    postal_code varchar,
    phone varchar NOT NULL,
    last_update timestamptz NOT NULL
);
CREATE TABLE public.staff (
    staff_id integer NOT NULL PRIMARY KEY,
    first_name varchar NOT NULL,
    last_name varchar NOT NULL,
    address_id integer NOT NULL REFERENCES public.address (address_id),
    email varchar,
    store_id integer NOT NULL,
    active boolean DEFAULT true NOT NULL,
    username varchar NOT NULL,
    password varchar,
    last_update timestamptz NOT NULL,
    picture blob
);
CREATE TABLE public.store (
    store_id integer NOT NULL PRIMARY KEY,
    manager_staff_id integer NOT NULL REFERENCES public.staff (staff_id),
    address_id integer NOT NULL REFERENCES public.address (address_id),
    last_update timestamptz NOT NULL
);
CREATE TABLE public.customer (
    customer_id integer NOT NULL PRIMARY KEY,
    store_id integer NOT NULL REFERENCES public.store (store_id),
    first_name varchar NOT NULL,
    last_name varchar NOT NULL,
    email varchar,
    address_id integer NOT NULL REFERENCES public.address (address_id),
    activebool boolean DEFAULT true NOT NULL,
    create_date date NOT NULL,
    last_update timestamptz,
    active integer,
    uuid uuid NOT NULL
);
CREATE TABLE public.inventory (
    inventory_id integer NOT NULL PRIMARY KEY,
    film_id integer NOT NULL REFERENCES public.film (film_id),
    store_id integer NOT NULL REFERENCES public.store (store_id),
    last_update timestamptz NOT NULL
);
CREATE TABLE public.rental (
    rental_id integer NOT NULL PRIMARY KEY,
    rental_date timestamptz NOT NULL,
    inventory_id integer NOT NULL REFERENCES public.inventory (inventory_id),
    customer_id integer NOT NULL REFERENCES public.customer (customer_id),
    return_date timestamptz,
    staff_id integer NOT NULL REFERENCES public.staff (staff_id),
    last_update timestamptz NOT NULL,
    uuid uuid NOT NULL
);
CREATE TABLE public.payment (
    payment_id integer NOT NULL,
    customer_id integer NOT NULL REFERENCES public.customer (customer_id),
    staff_id integer NOT NULL REFERENCES public.staff (staff_id),
    rental_id integer NOT NULL REFERENCES public.rental (rental_id),
    amount numeric(5,2) NOT NULL,
    payment_date timestamptz NOT NULL,
    uuid uuid NOT NULL,
    PRIMARY KEY (payment_date, payment_id)
);
-- Created by the rewards_report function (CREATE TEMPORARY TABLE tmpCustomer ...); unquoted,
-- so PostgreSQL folds the name to lower case.
CREATE TABLE public.tmpcustomer (customer_id integer NOT NULL PRIMARY KEY);

-- Data (ours).
INSERT INTO public.language SELECT i, n, TIMESTAMPTZ '2022-02-15 10:02:19+00'
  FROM (VALUES (1, 'English'), (2, 'Italian'), (3, 'Japanese'), (4, 'Mandarin'), (5, 'French'), (6, 'German')) AS t(i, n);
INSERT INTO public.category SELECT i, n, TIMESTAMPTZ '2022-02-15 09:46:27+00'
  FROM (VALUES (1, 'Action'), (2, 'Animation'), (3, 'Children'), (4, 'Classics'), (5, 'Comedy'),
               (6, 'Documentary'), (7, 'Drama'), (8, 'Family'), (9, 'Foreign'), (10, 'Games'),
               (11, 'Horror'), (12, 'Music'), (13, 'New'), (14, 'Sci-Fi'), (15, 'Sports'), (16, 'Travel')) AS t(i, n);
INSERT INTO public.country SELECT i, c, TIMESTAMPTZ '2022-02-15 09:44:00+00'
  FROM (VALUES (1, 'Afghanistan'), (2, 'Algeria'), (3, 'Argentina'), (4, 'Australia'), (5, 'Brazil'),
               (6, 'Canada'), (7, 'China'), (8, 'France'), (9, 'Germany'), (10, 'India')) AS t(i, c);
INSERT INTO public.city SELECT i, 'City ' || i, 1 + (i % 10), TIMESTAMPTZ '2022-02-15 09:45:25+00' FROM generate_series(1, 20) AS g(i);
INSERT INTO public.address
  SELECT i, i || ' Main Street', NULL, 'District ' || (i % 5), 1 + (i % 20), CAST(10000 + i AS VARCHAR),
         '555-01' || lpad(CAST(i AS VARCHAR), 2, '0'), TIMESTAMPTZ '2022-02-15 09:45:30+00'
  FROM generate_series(1, 30) AS g(i);
INSERT INTO public.actor
  SELECT i, ['PENELOPE', 'NICK', 'ED', 'JENNIFER', 'JOHNNY', 'BETTE', 'GRACE', 'MATTHEW', 'JOE', 'CHRISTIAN'][1 + (i % 10)],
         ['GUINESS', 'WAHLBERG', 'CHASE', 'DAVIS', 'LOLLOBRIGIDA', 'NICHOLSON', 'MOSTEL', 'JOHANSSON', 'SWANK', 'GABLE', 'WOOD', 'BERRY'][1 + (i % 12)],
         TIMESTAMPTZ '2022-02-15 09:34:33+00'
  FROM generate_series(1, 20) AS g(i);
INSERT INTO public.film
  SELECT i, 'FILM TITLE ' || i, 'A description of film ' || i, 2006, 1, NULL, 3 + (i % 5),
         [0.99, 2.99, 4.99][1 + (i % 3)], 46 + i * 7, [9.99, 14.99, 19.99, 24.99][1 + (i % 4)],
         CAST(['G', 'PG', 'PG-13', 'R', 'NC-17'][1 + (i % 5)] AS mpaa_rating), TIMESTAMPTZ '2022-02-15 10:03:42+00',
         [['Trailers'], ['Commentaries'], ['Deleted Scenes'], ['Behind the Scenes'], ['Trailers', 'Deleted Scenes']][1 + (i % 5)],
         '''film'':1 ''title'':2', round((46 + i * 7) / 60.0, 2)
  FROM generate_series(1, 20) AS g(i);
INSERT INTO public.film_actor
  SELECT DISTINCT 1 + (i % 20), 1 + ((i * 7) % 20), TIMESTAMPTZ '2022-02-15 10:05:03+00' FROM generate_series(0, 59) AS g(i);
INSERT INTO public.film_category SELECT i, 1 + (i % 16), TIMESTAMPTZ '2022-02-15 10:07:09+00' FROM generate_series(1, 20) AS g(i);
INSERT INTO public.staff VALUES
  (1, 'Mike', 'Hillyer', 3, 'Mike.Hillyer@sakilastaff.com', 1, true, 'Mike', '8cb2237d0679ca88db6464eac60da96345513964', TIMESTAMPTZ '2022-05-16 16:13:11+00', NULL),
  (2, 'Jon', 'Stephens', 4, 'Jon.Stephens@sakilastaff.com', 2, true, 'Jon', '8cb2237d0679ca88db6464eac60da96345513964', TIMESTAMPTZ '2022-05-16 16:13:11+00', NULL);
INSERT INTO public.store VALUES (1, 1, 1, TIMESTAMPTZ '2022-02-15 09:57:12+00'), (2, 2, 2, TIMESTAMPTZ '2022-02-15 09:57:12+00');
INSERT INTO public.customer
  SELECT i, 1 + (i % 2), ['MARY', 'PATRICIA', 'LINDA', 'BARBARA', 'ELIZABETH', 'JENNIFER', 'MARIA', 'SUSAN'][1 + (i % 8)],
         ['SMITH', 'JOHNSON', 'WILLIAMS', 'JONES', 'BROWN', 'DAVIS', 'MILLER'][1 + (i % 7)],
         'customer' || i || '@sakilacustomer.org', 5 + i, i % 6 <> 0, DATE '2022-02-14', TIMESTAMPTZ '2022-02-15 09:57:20+00',
         CASE WHEN i % 6 = 0 THEN 0 ELSE 1 END, uuid()
  FROM generate_series(1, 25) AS g(i);
INSERT INTO public.inventory SELECT i, 1 + (i % 20), 1 + (i % 2), TIMESTAMPTZ '2022-02-15 10:09:17+00' FROM generate_series(1, 40) AS g(i);
INSERT INTO public.rental
  SELECT i, TIMESTAMPTZ '2022-05-24 22:53:30+00' + i * INTERVAL 1 DAY, 1 + (i % 40), 1 + (i % 25),
         CASE WHEN i % 9 = 0 THEN NULL ELSE TIMESTAMPTZ '2022-05-24 22:53:30+00' + (i + 2 + i % 7) * INTERVAL 1 DAY END,
         1 + (i % 2), TIMESTAMPTZ '2022-02-16 02:30:53+00', uuid()
  FROM generate_series(1, 80) AS g(i);
INSERT INTO public.payment
  SELECT i, 1 + (i % 25), 1 + (i % 2), i, [0.99, 2.99, 4.99, 5.99, 9.99][1 + (i % 5)],
         TIMESTAMPTZ '2022-05-25 11:30:37+00' + i * INTERVAL 1 DAY, uuid()
  FROM generate_series(1, 80) AS g(i);
INSERT INTO public.tmpcustomer SELECT customer_id FROM public.customer WHERE customer_id <= 5;
