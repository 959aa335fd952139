-- Schema `sakila`: MySQL's Sakila DVD rental sample (also ported to PostgreSQL as Pagila), its
-- fifteen base tables and their column names. Categories, languages, ratings, special features
-- and the two staff members and stores are the sample's own; countries are a subset of its
-- list, cities a subset of its cities; film titles are built from words the sample's titles use.
-- Row counts are cut to at most 2,000 (rental, payment). Deterministic: range() and modular
-- arithmetic only. MySQL's ENUM/SET columns (rating, special_features) are VARCHARs holding
-- the same strings; the staff picture BLOB is left out.

CREATE SCHEMA sakila;

CREATE TABLE sakila.language (
    language_id SMALLINT PRIMARY KEY,
    name        CHAR(20) NOT NULL,
    last_update TIMESTAMP NOT NULL
);
INSERT INTO sakila.language
SELECT id, name, TIMESTAMP '2006-02-15 05:02:19'
FROM (VALUES (1, 'English'), (2, 'Italian'), (3, 'Japanese'), (4, 'Mandarin'), (5, 'French'), (6, 'German')) t(id, name);

CREATE TABLE sakila.category (
    category_id SMALLINT PRIMARY KEY,
    name        VARCHAR(25) NOT NULL,
    last_update TIMESTAMP NOT NULL
);
INSERT INTO sakila.category
SELECT id, name, TIMESTAMP '2006-02-15 04:46:27'
FROM (VALUES (1, 'Action'), (2, 'Animation'), (3, 'Children'), (4, 'Classics'), (5, 'Comedy'),
             (6, 'Documentary'), (7, 'Drama'), (8, 'Family'), (9, 'Foreign'), (10, 'Games'),
             (11, 'Horror'), (12, 'Music'), (13, 'New'), (14, 'Sci-Fi'), (15, 'Sports'), (16, 'Travel')) t(id, name);

CREATE TABLE sakila.country (
    country_id  SMALLINT PRIMARY KEY,
    country     VARCHAR(50) NOT NULL,
    last_update TIMESTAMP NOT NULL
);
INSERT INTO sakila.country
SELECT row_number() OVER (ORDER BY name), name, TIMESTAMP '2006-02-15 04:44:00'
FROM (VALUES ('Afghanistan'), ('Algeria'), ('Argentina'), ('Australia'), ('Austria'), ('Bangladesh'),
             ('Brazil'), ('Canada'), ('Chile'), ('China'), ('Colombia'), ('Egypt'), ('Finland'), ('France'),
             ('Germany'), ('Greece'), ('India'), ('Indonesia'), ('Iran'), ('Israel'), ('Italy'), ('Japan'),
             ('Kenya'), ('Malaysia'), ('Mexico'), ('Morocco'), ('Netherlands'), ('Nigeria'), ('Pakistan'),
             ('Peru'), ('Philippines'), ('Poland'), ('Russian Federation'), ('Saudi Arabia'), ('South Africa'),
             ('South Korea'), ('Spain'), ('Sweden'), ('Switzerland'), ('Taiwan'), ('Thailand'), ('Turkey'),
             ('Ukraine'), ('United Kingdom'), ('United States'), ('Venezuela'), ('Vietnam')) t(name);

CREATE TABLE sakila.city (
    city_id     SMALLINT PRIMARY KEY,
    city        VARCHAR(50) NOT NULL,
    country_id  SMALLINT NOT NULL REFERENCES sakila.country (country_id),
    last_update TIMESTAMP NOT NULL
);
INSERT INTO sakila.city
SELECT row_number() OVER (ORDER BY c.city), c.city, k.country_id, TIMESTAMP '2006-02-15 04:45:25'
FROM (VALUES
    ('Kabul', 'Afghanistan'), ('Batna', 'Algeria'), ('Bchar', 'Algeria'), ('Bahía Blanca', 'Argentina'),
    ('Córdoba', 'Argentina'), ('Tandil', 'Argentina'), ('Woodridge', 'Australia'), ('Graz', 'Austria'),
    ('Linz', 'Austria'), ('Dhaka', 'Bangladesh'), ('Jamalpur', 'Bangladesh'), ('Alvorada', 'Brazil'),
    ('Belém', 'Brazil'), ('Boa Vista', 'Brazil'), ('Santo André', 'Brazil'), ('Lethbridge', 'Canada'),
    ('London', 'Canada'), ('Richmond Hill', 'Canada'), ('Vancouver', 'Canada'), ('Antofagasta', 'Chile'),
    ('Coquimbo', 'Chile'), ('Baicheng', 'China'), ('Daxian', 'China'), ('Shanwei', 'China'),
    ('Xiangfan', 'China'), ('Zhoushan', 'China'), ('Dos Quebradas', 'Colombia'), ('Sincelejo', 'Colombia'),
    ('Bilbays', 'Egypt'), ('Idfu', 'Egypt'), ('Oulu', 'Finland'), ('Brest', 'France'), ('Le Mans', 'France'),
    ('Toulon', 'France'), ('Erlangen', 'Germany'), ('Halle/Saale', 'Germany'), ('Saarbrücken', 'Germany'),
    ('Athenai', 'Greece'), ('Patras', 'Greece'), ('Ambattur', 'India'), ('Bhopal', 'India'),
    ('Kanchrapara', 'India'), ('Mysore', 'India'), ('Cianjur', 'Indonesia'), ('Jakarta', 'Indonesia'),
    ('Esfahan', 'Iran'), ('Qomsheh', 'Iran'), ('Ashdod', 'Israel'), ('Bergamo', 'Italy'), ('Brindisi', 'Italy'),
    ('Akishima', 'Japan'), ('Fukuyama', 'Japan'), ('Nagasaki', 'Japan'), ('Okayama', 'Japan'),
    ('Kisumu', 'Kenya'), ('Ipoh', 'Malaysia'), ('Kuching', 'Malaysia'), ('Acuña', 'Mexico'),
    ('Celaya', 'Mexico'), ('Jalapa', 'Mexico'), ('Tampico', 'Mexico'), ('Beni-Mellal', 'Morocco'),
    ('Amersfoort', 'Netherlands'), ('Apeldoorn', 'Netherlands'), ('Abuja', 'Nigeria'), ('Ilorin', 'Nigeria'),
    ('Kaduna', 'Nigeria'), ('Mandi Bahauddin', 'Pakistan'), ('Okara', 'Pakistan'), ('Callao', 'Peru'),
    ('Cuzco', 'Peru'), ('Bayugan', 'Philippines'), ('Cabuyao', 'Philippines'), ('Iligan', 'Philippines'),
    ('Bydgoszcz', 'Poland'), ('Czestochowa', 'Poland'), ('Balaiha', 'Russian Federation'),
    ('Kamyin', 'Russian Federation'), ('Kursk', 'Russian Federation'), ('Abha', 'Saudi Arabia'),
    ('Tabuk', 'Saudi Arabia'), ('Botshabelo', 'South Africa'), ('Johannesburg', 'South Africa'),
    ('Cheju', 'South Korea'), ('Uijongbu', 'South Korea'), ('A Coruña (La Coruña)', 'Spain'),
    ('Donostia-San Sebastián', 'Spain'), ('Malmö', 'Sweden'), ('Basel', 'Switzerland'), ('Lausanne', 'Switzerland'),
    ('Changhwa', 'Taiwan'), ('Tanza', 'Taiwan'), ('Nakhon Sawan', 'Thailand'), ('Adana', 'Turkey'),
    ('Eskisehir', 'Turkey'), ('Kamjanets-Podilskyi', 'Ukraine'), ('Bradford', 'United Kingdom'),
    ('London', 'United Kingdom'), ('Southport', 'United Kingdom'), ('Aurora', 'United States'),
    ('Dallas', 'United States'), ('Lincoln', 'United States'), ('Peoria', 'United States'),
    ('San Bernardino', 'United States'), ('Maracaíbo', 'Venezuela'), ('Valencia', 'Venezuela'),
    ('Haiphong', 'Vietnam'), ('Nam Dinh', 'Vietnam')
) c(city, country)
JOIN sakila.country k ON k.country = c.country;

CREATE TABLE sakila.address (
    address_id  SMALLINT PRIMARY KEY,
    address     VARCHAR(50) NOT NULL,
    address2    VARCHAR(50),
    district    VARCHAR(20) NOT NULL,
    city_id     SMALLINT NOT NULL REFERENCES sakila.city (city_id),
    postal_code VARCHAR(10),
    phone       VARCHAR(20) NOT NULL,
    last_update TIMESTAMP NOT NULL
);
INSERT INTO sakila.address VALUES
    (1, '47 MySakila Drive', NULL, 'Alberta', (SELECT city_id FROM sakila.city WHERE city = 'Lethbridge'), NULL, '', TIMESTAMP '2006-02-15 04:45:30'),
    (2, '28 MySQL Boulevard', NULL, 'QLD', (SELECT city_id FROM sakila.city WHERE city = 'Woodridge'), NULL, '', TIMESTAMP '2006-02-15 04:45:30'),
    (3, '23 Workhaven Lane', NULL, 'Alberta', (SELECT city_id FROM sakila.city WHERE city = 'Lethbridge'), NULL, '14033335568', TIMESTAMP '2006-02-15 04:45:30'),
    (4, '1411 Lillydale Drive', NULL, 'QLD', (SELECT city_id FROM sakila.city WHERE city = 'Woodridge'), NULL, '6172235589', TIMESTAMP '2006-02-15 04:45:30');
INSERT INTO sakila.address
SELECT i,
       CAST(1 + (i * 7919) % 1999 AS VARCHAR) || ' ' || (['Abu Dhabi', 'Adana', 'Allende', 'Baku', 'Bandar Seri Begawan',
           'Bucuresti', 'Cam Ranh', 'Cape Coral', 'Carmen', 'Ciomas', 'Dadu', 'Elista', 'Emmen', 'Florencia',
           'Ife', 'Jaffna', 'Kilis', 'Kitwe', 'Lapu-Lapu', 'Lubumbashi', 'Mosul', 'Nagareyama', 'Pangkal Pinang',
           'Saint Louis', 'Tallahassee', 'Usolje-Sibirskoje', 'Yangor', 'Zanzibar'])[(i % 28) + 1] || ' '
           || (['Street', 'Avenue', 'Drive', 'Boulevard', 'Way', 'Lane', 'Parkway', 'Place', 'Loop', 'Manor'])[((i * 3) % 10) + 1],
       CASE WHEN i % 50 = 0 THEN '' END,
       (['Buenos Aires', 'California', 'Shandong', 'West Bengali', 'Uttar Pradesh', 'England', 'São Paulo',
         'Texas', 'Nagasaki', 'Southern Tagalog', 'Gujarat', 'Punjab', 'Ontario', 'Alberta', 'QLD',
         'Kanagawa', 'Maharashtra', 'Hubei', 'Tamil Nadu', 'Rio Grande do Sul', 'Zhejiang', 'Guanajuato',
         'Michoacán de Ocampo', 'Central Java', 'Sichuan', 'Osaka', 'Saitama', 'Hiroshima', 'Kaduna',
         'Mekka', 'Ohio', 'Gauteng', 'Moscow (City)', 'Île-de-France', 'Bayern', 'Lombardia', 'Nordrhein-Westfalen',
         'Attika', 'Baja California', 'Zulia'])[((i * 7) % 40) + 1],
       CAST((i * 13) % (SELECT count(*) FROM sakila.city) + 1 AS SMALLINT),
       lpad(CAST((i * 104729) % 99999 AS VARCHAR), 5, '0'),
       CAST(100000000000 + (i * 7919 * 7907) % 899999999999 AS VARCHAR),
       TIMESTAMP '2006-02-15 04:45:30'
FROM range(5, 604) t(i);

CREATE TABLE sakila.staff (
    staff_id    SMALLINT PRIMARY KEY,
    first_name  VARCHAR(45) NOT NULL,
    last_name   VARCHAR(45) NOT NULL,
    address_id  SMALLINT NOT NULL REFERENCES sakila.address (address_id),
    email       VARCHAR(50),
    store_id    SMALLINT NOT NULL,
    active      BOOLEAN NOT NULL,
    username    VARCHAR(16) NOT NULL,
    password    VARCHAR(40),
    last_update TIMESTAMP NOT NULL
);
INSERT INTO sakila.staff VALUES
    (1, 'Mike', 'Hillyer', 3, 'Mike.Hillyer@sakilastaff.com', 1, true, 'Mike', '8cb2237d0679ca88db6464eac60da96345513964', TIMESTAMP '2006-02-15 03:57:16'),
    (2, 'Jon', 'Stephens', 4, 'Jon.Stephens@sakilastaff.com', 2, true, 'Jon', NULL, TIMESTAMP '2006-02-15 03:57:16');

-- Sakila's store <-> staff keys form a cycle; DuckDB declares one direction (store -> staff).
CREATE TABLE sakila.store (
    store_id         SMALLINT PRIMARY KEY,
    manager_staff_id SMALLINT NOT NULL REFERENCES sakila.staff (staff_id),
    address_id       SMALLINT NOT NULL REFERENCES sakila.address (address_id),
    last_update      TIMESTAMP NOT NULL
);
INSERT INTO sakila.store VALUES (1, 1, 1, TIMESTAMP '2006-02-15 04:57:12'), (2, 2, 2, TIMESTAMP '2006-02-15 04:57:12');

CREATE TABLE sakila.actor (
    actor_id    SMALLINT PRIMARY KEY,
    first_name  VARCHAR(45) NOT NULL,
    last_name   VARCHAR(45) NOT NULL,
    last_update TIMESTAMP NOT NULL
);
INSERT INTO sakila.actor
SELECT i,
       (['PENELOPE', 'NICK', 'ED', 'JENNIFER', 'JOHNNY', 'BETTE', 'GRACE', 'MATTHEW', 'JOE', 'CHRISTIAN',
         'ZERO', 'KARL', 'UMA', 'VIVIEN', 'CUBA', 'FRED', 'HELEN', 'DAN', 'BOB', 'LUCILLE', 'KIRSTEN',
         'ELVIS', 'SANDRA', 'CAMERON', 'KEVIN', 'RIP', 'JULIA', 'WOODY', 'ALEC', 'SISSY', 'TIM', 'MILLA',
         'AUDREY', 'JUDY', 'BURT', 'VAL', 'TOM', 'GOLDIE', 'MERYL', 'GRETA'])[(i % 40) + 1],
       (['GUINESS', 'WAHLBERG', 'CHASE', 'DAVIS', 'LOLLOBRIGIDA', 'NICHOLSON', 'MOSTEL', 'JOHANSSON',
         'SWANK', 'GABLE', 'CAGE', 'BERRY', 'WOOD', 'BERGEN', 'OLIVIER', 'COSTNER', 'VOIGHT', 'TORN',
         'FAWCETT', 'TRACY', 'PALTROW', 'MARX', 'KILMER', 'STREEP', 'BLOOM', 'CRAWFORD', 'MCQUEEN',
         'HOFFMAN', 'WAYNE', 'PECK', 'SOBIESKI', 'HACKMAN', 'DEPP', 'DEGENERES', 'HOPKINS', 'KEITEL',
         'HARRIS', 'TEMPLE', 'ALLEN', 'AKROYD', 'DENCH', 'WILLIS', 'MALDEN', 'BAILEY', 'GARLAND', 'WEST',
         'DUKAKIS', 'BALE', 'CRUZ', 'ZELLWEGER'])[((i * 7) % 50) + 1],
       TIMESTAMP '2006-02-15 04:34:33'
FROM range(1, 201) t(i);

CREATE TABLE sakila.film (
    film_id              SMALLINT PRIMARY KEY,
    title                VARCHAR(128) NOT NULL,
    description          TEXT,
    release_year         INTEGER,
    language_id          SMALLINT NOT NULL REFERENCES sakila.language (language_id),
    original_language_id SMALLINT REFERENCES sakila.language (language_id),
    rental_duration      SMALLINT NOT NULL,
    rental_rate          DECIMAL(4, 2) NOT NULL,
    length               SMALLINT,
    replacement_cost     DECIMAL(5, 2) NOT NULL,
    rating               VARCHAR(5),
    special_features     VARCHAR(60),
    last_update          TIMESTAMP NOT NULL
);
INSERT INTO sakila.film
SELECT i,
       (['ACADEMY', 'ACE', 'ADAPTATION', 'AFFAIR', 'AFRICAN', 'AGENT', 'AIRPLANE', 'AIRPORT', 'ALABAMA',
         'ALADDIN', 'ALAMO', 'ALASKA', 'ALI', 'ALICE', 'ALIEN', 'ALLEY', 'ALONE', 'ALTER', 'AMADEUS',
         'AMELIE', 'AMERICAN', 'AMISTAD', 'ANACONDA', 'ANALYZE', 'ANGELS', 'ANNIE', 'ANONYMOUS', 'ANTHEM',
         'ANTITRUST', 'ANYTHING', 'APACHE', 'APOCALYPSE', 'APOLLO', 'ARABIA', 'ARACHNOPHOBIA', 'ARGONAUTS',
         'ARIZONA', 'ARK', 'ARMAGEDDON', 'ARMY'])[((i - 1) % 40) + 1] || ' '
           || (['DINOSAUR', 'GOLDFINGER', 'DECEIT', 'PRIDE', 'EGG', 'CORRUPTION', 'SIEGE', 'HOLOCAUST',
                'CALENDAR', 'FURY', 'EXPRESS', 'DARKNESS', 'MOON', 'HORROR', 'MADNESS', 'TROUBLE', 'HUNTER',
                'CENTER', 'ROCKY', 'JEOPARDY', 'CHINATOWN', 'DRIVER', 'NIGHTMARE', 'CONFIDENTIAL', 'DOGMA',
                'GILMORE', 'HARPER', 'CIRCUS', 'SONG', 'WIZARD'])[(((i - 1) // 40) % 30) + 1],
       'A ' || (['Epic', 'Astounding', 'Fanciful', 'Intrepid', 'Boring', 'Thoughtful', 'Action-Packed',
                 'Beautiful', 'Emotional', 'Touching', 'Unbelieveable', 'Awe-Inspiring', 'Insightful',
                 'Lacklusture', 'Taut', 'Stunning'])[(i % 16) + 1] || ' '
           || (['Drama', 'Documentary', 'Story', 'Saga', 'Reflection', 'Character Study', 'Display',
                'Panorama', 'Yarn', 'Tale', 'Epistle', 'Drama'])[((i * 5) % 12) + 1] || ' of a '
           || (['Feminist', 'Mad Scientist', 'Dentist', 'Moose', 'Crocodile', 'Technical Writer', 'Explorer',
                'Squirrel', 'Pastry Chef', 'Boat', 'Hunter', 'Lumberjack', 'Robot', 'Teacher'])[((i * 3) % 14) + 1]
           || ' And a ' || (['Cat', 'Dog', 'Astronaut', 'Butler', 'Composer', 'Database Administrator',
                'Frisbee', 'Girl', 'Husband', 'Monkey', 'Sumo Wrestler', 'Woman', 'Student'])[((i * 7) % 13) + 1]
           || ' who must ' || (['Battle', 'Chase', 'Defeat', 'Discover', 'Find', 'Fight', 'Outgun', 'Outrace',
                'Overcome', 'Pursue', 'Reach', 'Redeem', 'Sink', 'Succumb'])[((i * 11) % 14) + 1] || ' a '
           || (['Boy', 'Cow', 'Car', 'Forensic Psychologist', 'Hunter', 'Pioneer', 'Waitress', 'Mad Cow',
                'Secret Agent', 'Shark', 'Man'])[((i * 13) % 11) + 1] || ' in '
           || (['The Canadian Rockies', 'A Jet Boat', 'Ancient China', 'Soviet Georgia', 'The Gulf of Mexico',
                'A Baloon', 'An Abandoned Fun House', 'A MySQL Convention', 'The Outback', 'Berlin',
                'Nigeria', 'A Shark Tank', 'Ancient India', 'The Sahara Desert', 'A Manhattan Penthouse'])[((i * 17) % 15) + 1],
       2006,
       1,
       CASE WHEN i % 7 = 0 THEN CAST((i // 7) % 5 + 2 AS SMALLINT) END,
       CAST(3 + (i * 3) % 5 AS SMALLINT),
       CAST((['0.99', '2.99', '4.99'])[((i * 5) % 3) + 1] AS DECIMAL(4, 2)),
       CAST(46 + (i * 37) % 140 AS SMALLINT),
       CAST(9.99 + (i * 11) % 21 AS DECIMAL(5, 2)),
       (['G', 'PG', 'PG-13', 'R', 'NC-17'])[((i * 3) % 5) + 1],
       (['Deleted Scenes,Behind the Scenes', 'Trailers,Deleted Scenes', 'Commentaries,Behind the Scenes',
         'Trailers', 'Commentaries', 'Behind the Scenes', 'Trailers,Commentaries',
         'Trailers,Commentaries,Behind the Scenes', 'Deleted Scenes', 'Commentaries,Deleted Scenes,Behind the Scenes',
         'Trailers,Deleted Scenes,Behind the Scenes', 'Trailers,Commentaries,Deleted Scenes'])[((i * 7) % 12) + 1],
       TIMESTAMP '2006-02-15 05:03:42'
FROM range(1, 1001) t(i);

CREATE TABLE sakila.film_actor (
    actor_id    SMALLINT NOT NULL REFERENCES sakila.actor (actor_id),
    film_id     SMALLINT NOT NULL REFERENCES sakila.film (film_id),
    last_update TIMESTAMP NOT NULL,
    PRIMARY KEY (actor_id, film_id)
);
INSERT INTO sakila.film_actor
SELECT CASE WHEN k = 0 THEN (f * 7) % 200 + 1 ELSE (f * 13 + 5) % 200 + 1 END, f, TIMESTAMP '2006-02-15 05:05:03'
FROM range(1, 1001) a(f), range(0, 2) b(k);

CREATE TABLE sakila.film_category (
    film_id     SMALLINT NOT NULL REFERENCES sakila.film (film_id),
    category_id SMALLINT NOT NULL REFERENCES sakila.category (category_id),
    last_update TIMESTAMP NOT NULL,
    PRIMARY KEY (film_id, category_id)
);
INSERT INTO sakila.film_category
SELECT f, CAST((f * 3) % 16 + 1 AS SMALLINT), TIMESTAMP '2006-02-15 05:07:09' FROM range(1, 1001) t(f);

CREATE TABLE sakila.customer (
    customer_id SMALLINT PRIMARY KEY,
    store_id    SMALLINT NOT NULL REFERENCES sakila.store (store_id),
    first_name  VARCHAR(45) NOT NULL,
    last_name   VARCHAR(45) NOT NULL,
    email       VARCHAR(50),
    address_id  SMALLINT NOT NULL REFERENCES sakila.address (address_id),
    active      BOOLEAN NOT NULL,
    create_date TIMESTAMP NOT NULL,
    last_update TIMESTAMP
);
INSERT INTO sakila.customer
SELECT i, CAST(i % 2 + 1 AS SMALLINT), fn, ln, fn || '.' || ln || '@sakilacustomer.org',
       CAST(i + 4 AS SMALLINT), i % 40 <> 0, TIMESTAMP '2006-02-14 22:04:36', TIMESTAMP '2006-02-15 04:57:20'
FROM (
    SELECT i,
           (['MARY', 'PATRICIA', 'LINDA', 'BARBARA', 'ELIZABETH', 'JENNIFER', 'MARIA', 'SUSAN', 'MARGARET',
             'DOROTHY', 'LISA', 'NANCY', 'KAREN', 'BETTY', 'HELEN', 'SANDRA', 'DONNA', 'CAROL', 'RUTH',
             'SHARON', 'MICHELLE', 'LAURA', 'SARAH', 'KIMBERLY', 'DEBORAH', 'JESSICA', 'SHIRLEY', 'CYNTHIA',
             'ANGELA', 'MELISSA', 'JAMES', 'JOHN', 'ROBERT', 'MICHAEL', 'WILLIAM', 'DAVID', 'RICHARD',
             'CHARLES', 'JOSEPH', 'THOMAS'])[(i % 40) + 1] AS fn,
           (['SMITH', 'JOHNSON', 'WILLIAMS', 'JONES', 'BROWN', 'DAVIS', 'MILLER', 'WILSON', 'MOORE', 'TAYLOR',
             'ANDERSON', 'THOMAS', 'JACKSON', 'WHITE', 'HARRIS', 'MARTIN', 'THOMPSON', 'GARCIA', 'MARTINEZ',
             'ROBINSON', 'CLARK', 'RODRIGUEZ', 'LEWIS', 'LEE', 'WALKER', 'HALL', 'ALLEN', 'YOUNG', 'HERNANDEZ',
             'KING', 'WRIGHT', 'LOPEZ', 'HILL', 'SCOTT', 'GREEN', 'ADAMS', 'BAKER', 'GONZALEZ', 'NELSON',
             'CARTER', 'MITCHELL', 'PEREZ', 'ROBERTS', 'TURNER', 'PHILLIPS', 'CAMPBELL', 'PARKER', 'EVANS',
             'EDWARDS', 'COLLINS'])[((i * 7) % 50) + 1] AS ln
    FROM range(1, 600) t(i)
) x;

CREATE TABLE sakila.inventory (
    inventory_id INTEGER PRIMARY KEY,
    film_id      SMALLINT NOT NULL REFERENCES sakila.film (film_id),
    store_id     SMALLINT NOT NULL REFERENCES sakila.store (store_id),
    last_update  TIMESTAMP NOT NULL
);
INSERT INTO sakila.inventory
SELECT i, CAST((i - 1) // 2 + 1 AS SMALLINT), CAST((i * 3) % 2 + 1 AS SMALLINT), TIMESTAMP '2006-02-15 05:09:17'
FROM range(1, 2001) t(i);

CREATE TABLE sakila.rental (
    rental_id    INTEGER PRIMARY KEY,
    rental_date  TIMESTAMP NOT NULL,
    inventory_id INTEGER NOT NULL REFERENCES sakila.inventory (inventory_id),
    customer_id  SMALLINT NOT NULL REFERENCES sakila.customer (customer_id),
    return_date  TIMESTAMP,
    staff_id     SMALLINT NOT NULL REFERENCES sakila.staff (staff_id),
    last_update  TIMESTAMP NOT NULL
);
INSERT INTO sakila.rental
SELECT i,
       TIMESTAMP '2005-05-24 22:53:30' + INTERVAL (i * 3947) MINUTE,
       (i * 7919) % 1700 + 1,
       CAST((i * 31) % 599 + 1 AS SMALLINT),
       CASE WHEN i > 1950 AND i % 3 = 0 THEN NULL
            ELSE TIMESTAMP '2005-05-24 22:53:30' + INTERVAL (i * 3947) MINUTE + INTERVAL (1 + (i * 7) % 9) DAY END,
       CAST(i % 2 + 1 AS SMALLINT),
       TIMESTAMP '2006-02-15 21:30:53'
FROM range(1, 2001) t(i);

CREATE TABLE sakila.payment (
    payment_id   SMALLINT PRIMARY KEY,
    customer_id  SMALLINT NOT NULL REFERENCES sakila.customer (customer_id),
    staff_id     SMALLINT NOT NULL REFERENCES sakila.staff (staff_id),
    rental_id    INTEGER REFERENCES sakila.rental (rental_id),
    amount       DECIMAL(5, 2) NOT NULL,
    payment_date TIMESTAMP NOT NULL,
    last_update  TIMESTAMP
);
INSERT INTO sakila.payment
SELECT r.rental_id, r.customer_id, r.staff_id, r.rental_id,
       CAST(f.rental_rate + CASE WHEN (r.rental_id * 7) % 9 + 1 > f.rental_duration
                                 THEN (r.rental_id * 7) % 9 + 1 - f.rental_duration ELSE 0 END AS DECIMAL(5, 2)),
       r.rental_date, TIMESTAMP '2006-02-15 22:12:30'
FROM sakila.rental r
JOIN sakila.inventory i USING (inventory_id)
JOIN sakila.film f USING (film_id);
