-- Schema `chinook`: the Chinook digital media store sample (Luis Rocha's alternative to
-- Northwind), with the snake_case table and column names of its PostgreSQL edition. Genres,
-- media types, playlists, employees and customers are the sample's own; artists and albums are
-- a subset of the sample's; track names, invoices and their lines are generated
-- deterministically (range() and modular arithmetic).

CREATE SCHEMA chinook;

CREATE TABLE chinook.genre (
    genre_id INTEGER PRIMARY KEY,
    name     VARCHAR(120)
);
INSERT INTO chinook.genre VALUES
    (1, 'Rock'), (2, 'Jazz'), (3, 'Metal'), (4, 'Alternative & Punk'), (5, 'Rock And Roll'),
    (6, 'Blues'), (7, 'Latin'), (8, 'Reggae'), (9, 'Pop'), (10, 'Soundtrack'), (11, 'Bossa Nova'),
    (12, 'Easy Listening'), (13, 'Heavy Metal'), (14, 'R&B/Soul'), (15, 'Electronica/Dance'),
    (16, 'World'), (17, 'Hip Hop/Rap'), (18, 'Science Fiction'), (19, 'TV Shows'),
    (20, 'Sci Fi & Fantasy'), (21, 'Drama'), (22, 'Comedy'), (23, 'Alternative'), (24, 'Classical'),
    (25, 'Opera');

CREATE TABLE chinook.media_type (
    media_type_id INTEGER PRIMARY KEY,
    name          VARCHAR(120)
);
INSERT INTO chinook.media_type VALUES
    (1, 'MPEG audio file'), (2, 'Protected AAC audio file'), (3, 'Protected MPEG-4 video file'),
    (4, 'Purchased AAC audio file'), (5, 'AAC audio file');

CREATE TABLE chinook.artist (
    artist_id INTEGER PRIMARY KEY,
    name      VARCHAR(120)
);
CREATE TEMP TABLE tmp_artist AS SELECT * FROM (VALUES
    (1, 'AC/DC', 1), (2, 'Accept', 1), (3, 'Aerosmith', 1), (4, 'Alanis Morissette', 1),
    (5, 'Alice In Chains', 1), (6, 'Antônio Carlos Jobim', 11), (7, 'Apocalyptica', 3),
    (8, 'Audioslave', 4), (9, 'BackBeat', 5), (10, 'Billy Cobham', 2), (11, 'Black Label Society', 3),
    (12, 'Black Sabbath', 3), (13, 'Body Count', 4), (14, 'Bruce Dickinson', 3), (15, 'Buddy Guy', 6),
    (16, 'Caetano Veloso', 7), (17, 'Chico Buarque', 7), (18, 'Chico Science & Nação Zumbi', 7),
    (19, 'Cidade Negra', 8), (20, 'Led Zeppelin', 1), (21, 'Metallica', 3), (22, 'Queen', 1),
    (23, 'Kiss', 1), (24, 'Spyro Gyra', 2), (25, 'Green Day', 4), (26, 'David Coverdale', 1),
    (27, 'Deep Purple', 1), (28, 'Santana', 1), (29, 'Pearl Jam', 1), (30, 'Nirvana', 1),
    (31, 'Guns N'' Roses', 1), (32, 'Iron Maiden', 13), (33, 'U2', 1), (34, 'Miles Davis', 2),
    (35, 'Eric Clapton', 6), (36, 'Jamiroquai', 15), (37, 'Amy Winehouse', 14), (38, 'Marvin Gaye', 14),
    (39, 'Elis Regina', 7), (40, 'Gilberto Gil', 7), (41, 'Vinícius De Moraes', 11),
    (42, 'Os Paralamas Do Sucesso', 7), (43, 'Marisa Monte', 7), (44, 'Red Hot Chili Peppers', 1),
    (45, 'R.E.M.', 4), (46, 'The Rolling Stones', 1), (47, 'Van Halen', 1), (48, 'Ozzy Osbourne', 3),
    (49, 'Motörhead', 3), (50, 'Lenny Kravitz', 1), (51, 'Jimi Hendrix', 1), (52, 'Frank Sinatra', 12),
    (53, 'Cássia Eller', 7), (54, 'Lost', 21), (55, 'The Office', 22), (56, 'Battlestar Galactica', 20),
    (57, 'Heroes', 21), (58, 'Berliner Philharmoniker & Herbert Von Karajan', 24), (59, 'Yo-Yo Ma', 24),
    (60, 'Luciano Pavarotti', 25), (61, 'Eugene Ormandy', 24), (62, 'Bob Marley', 8),
    (63, 'Planet Hemp', 17), (64, 'Various Artists', 9), (65, 'Temple of the Dog', 23),
    (66, 'Habib Koité and Bamada', 16), (67, 'Britney Spears', 9), (68, 'Battlestar Galactica (Classic)', 18),
    (69, 'Stevie Ray Vaughan & Double Trouble', 6), (70, 'Chris Cornell', 23), (71, 'Hans Zimmer', 10)
) t(artist_id, name, genre_id);
INSERT INTO chinook.artist SELECT artist_id, name FROM tmp_artist;

CREATE TABLE chinook.album (
    album_id  INTEGER PRIMARY KEY,
    title     VARCHAR(160) NOT NULL,
    artist_id INTEGER NOT NULL REFERENCES chinook.artist (artist_id)
);
INSERT INTO chinook.album
SELECT row_number() OVER (), title, artist_id FROM (VALUES
    ('For Those About To Rock We Salute You', 1), ('Let There Be Rock', 1), ('Balls to the Wall', 2),
    ('Restless and Wild', 2), ('Big Ones', 3), ('Jagged Little Pill', 4), ('Facelift', 5),
    ('Warner 25 Anos', 6), ('Chill: Brazil (Disc 2)', 6), ('Plays Metallica By Four Cellos', 7),
    ('Audioslave', 8), ('Out Of Exile', 8), ('BackBeat Soundtrack', 9), ('The Best Of Billy Cobham', 10),
    ('Alcohol Fueled Brewtality Live! [Disc 1]', 11), ('Black Sabbath', 12),
    ('Black Sabbath Vol. 4 (Remaster)', 12), ('Body Count', 13), ('Chemical Wedding', 14),
    ('The Best Of Buddy Guy - The Millenium Collection', 15), ('Prenda Minha', 16),
    ('Sozinho Remix Ao Vivo', 16), ('Minha Historia', 17), ('Afrociberdelia', 18),
    ('Acústico MTV', 19), ('Led Zeppelin I', 20), ('Led Zeppelin II', 20), ('Led Zeppelin III', 20),
    ('IV', 20), ('Houses Of The Holy', 20), ('Physical Graffiti [Disc 1]', 20), ('Presence', 20),
    ('Master Of Puppets', 21), ('Ride The Lightning', 21), ('...And Justice For All', 21),
    ('Metallica', 21), ('Load', 21), ('Kill ''Em All', 21), ('Garage Inc. (Disc 1)', 21),
    ('Greatest Hits I', 22), ('Greatest Hits II', 22), ('News Of The World', 22), ('Greatest Kiss', 23),
    ('Unplugged [Live]', 23), ('Morning Dance', 24), ('International Superhits', 25),
    ('American Idiot', 25), ('Into The Light', 26), ('Machine Head', 27), ('Deep Purple In Rock', 27),
    ('Stormbringer', 27), ('Come Taste The Band', 27), ('Supernatural', 28), ('Santana Live', 28),
    ('Ten', 29), ('Vs.', 29), ('Riot Act', 29), ('Nevermind', 30),
    ('From The Muddy Banks Of The Wishkah [Live]', 30), ('Use Your Illusion I', 31),
    ('Use Your Illusion II', 31), ('Appetite for Destruction', 31), ('The Number of The Beast', 32),
    ('Powerslave', 32), ('Fear Of The Dark', 32), ('Brave New World', 32),
    ('A Matter of Life and Death', 32), ('Achtung Baby', 33), ('All That You Can''t Leave Behind', 33),
    ('Rattle And Hum', 33), ('War', 33), ('Zooropa', 33), ('Kind of Blue', 34),
    ('The Essential Miles Davis [Disc 1]', 34), ('Unplugged', 35), ('The Cream Of Clapton', 35),
    ('Emergency On Planet Earth', 36), ('Synkronized', 36), ('Back to Black', 37), ('Frank', 37),
    ('What''s Going On', 38), ('Elis Regina-Minha História', 39), ('As Canções de Eu Tu Eles', 40),
    ('Quanta Gente Veio Ver (Live)', 40), ('Vinicius De Moraes - Sem Limite', 41),
    ('Arquivo Os Paralamas Do Sucesso', 42), ('Barulhinho Bom', 43), ('Mais Do Mesmo', 43),
    ('Blood Sugar Sex Magik', 44), ('By The Way', 44), ('Californication', 44),
    ('Out Of Time', 45), ('New Adventures In Hi-Fi', 45), ('Green', 45), ('Hot Rocks, 1964-1971 (Disc 1)', 46),
    ('No Security', 46), ('Voodoo Lounge', 46), ('Van Halen', 47), ('The Best Of Van Halen, Vol. I', 47),
    ('Tribute', 48), ('Diary of a Madman (Remastered)', 48), ('Ace Of Spades', 49),
    ('Greatest Hits', 50), ('Are You Experienced?', 51), ('My Way: The Best Of Frank Sinatra [Disc 1]', 52),
    ('Cássia Eller - Sem Limite [Disc 1]', 53), ('Lost, Season 1', 54), ('Lost, Season 2', 54),
    ('Lost, Season 3', 54), ('The Office, Season 1', 55), ('The Office, Season 2', 55),
    ('The Office, Season 3', 55), ('Battlestar Galactica: The Story So Far', 56),
    ('Battlestar Galactica, Season 3', 56), ('Heroes, Season 1', 57),
    ('Mozart: Symphonies Nos. 40 & 41', 58), ('Bach: The Cello Suites', 59),
    ('Pavarotti''s Opera Made Easy', 60), ('Holst: The Planets, Op. 32 & Vaughan Williams: Fantasies', 61),
    ('Legend', 62), ('Os Cães Ladram Mas A Caravana Não Pára', 63), ('Axé Bahia 2001', 64),
    ('Sambas De Enredo 2001', 64), ('Temple of the Dog', 65), ('Muso Ko', 66), ('In Your Honor [Disc 1]', 64),
    ('Britney Spears: Greatest Hits', 67), ('Battlestar Galactica (Classic), Season 1', 68),
    ('The Sky Is Crying', 69), ('Carry On', 70), ('Gladiator', 71), ('Pirates of the Caribbean', 71)
) t(title, artist_id);

CREATE TABLE chinook.track (
    track_id      INTEGER PRIMARY KEY,
    name          VARCHAR(200) NOT NULL,
    album_id      INTEGER REFERENCES chinook.album (album_id),
    media_type_id INTEGER NOT NULL REFERENCES chinook.media_type (media_type_id),
    genre_id      INTEGER REFERENCES chinook.genre (genre_id),
    composer      VARCHAR(220),
    milliseconds  INTEGER NOT NULL,
    bytes         INTEGER,
    unit_price    DECIMAL(10, 2) NOT NULL
);
-- Tracks are spread over the albums in album order; video albums (TV shows) carry episodes.
INSERT INTO chinook.track
SELECT t, nm, album_id, media, genre_id, composer, ms, CAST(ms * CASE WHEN video THEN 180 ELSE 33 END AS INTEGER),
       CAST(CASE WHEN video THEN 1.99 ELSE 0.99 END AS DECIMAL(10, 2))
FROM (
    SELECT t, a.album_id, ar.genre_id, ar.genre_id IN (18, 19, 20, 21, 22) AS video,
           CASE WHEN ar.genre_id IN (18, 19, 20, 21, 22) THEN
                    (['Pilot', 'The Return', 'Exodus', 'The Fire', 'Homecoming', 'Deus Ex Machina',
                      'Outcast', 'The Convoy', 'Diversity Day', 'Basketball', 'Hot Girl', 'The Dundies',
                      'Genesis', 'Don''t Look Back', 'Collision', 'Unexpected'])[(t % 16) + 1]
                    || CASE WHEN t % 3 = 0 THEN ', Pt. 1' WHEN t % 3 = 1 THEN ', Pt. 2' ELSE '' END
                ELSE (['Black', 'Midnight', 'Electric', 'Sweet', 'Broken', 'Golden', 'Wild', 'Lonely',
                       'Burning', 'Silent', 'Crazy', 'Blue', 'Little', 'Dirty', 'Holy', 'Cold', 'Samba de',
                       'Garota de', 'Lost', 'Highway'])[(t % 20) + 1] || ' '
                     || (['Heart', 'Road', 'Train', 'Rain', 'Love', 'Fire', 'Night', 'Dream', 'Angel',
                          'Child', 'Thunder', 'River', 'Highway', 'Sun', 'Moon', 'Eyes', 'Mountain'])[((t * 7) % 17) + 1]
           END AS nm,
           CASE WHEN ar.genre_id IN (18, 19, 20, 21, 22) THEN 3
                WHEN t % 10 = 3 THEN 2 WHEN t % 47 = 5 THEN 4 WHEN t % 61 = 7 THEN 5 ELSE 1 END AS media,
           CASE WHEN t % 4 = 0 OR ar.genre_id IN (18, 19, 20, 21, 22) THEN NULL
                ELSE (['Angus Young, Malcolm Young, Brian Johnson', 'Jimmy Page, Robert Plant',
                       'James Hetfield, Lars Ulrich', 'Steve Harris', 'Bono, The Edge',
                       'Antônio Carlos Jobim', 'Chico Buarque', 'Gilberto Gil', 'Freddie Mercury',
                       'Kurt Cobain', 'Eddie Vedder', 'Eric Clapton', 'Miles Davis',
                       'Wolfgang Amadeus Mozart', 'Johann Sebastian Bach', 'Giuseppe Verdi',
                       'Hans Zimmer', 'Bob Marley'])[((t * 5 + a.album_id) % 18) + 1] END AS composer,
           CASE WHEN ar.genre_id IN (18, 19, 20, 21, 22) THEN 1200000 + (t * 7919) % 1800000
                ELSE 120000 + (t * 7919) % 480000 END AS ms
    FROM range(1, 1801) r(t)
    JOIN chinook.album a ON a.album_id = (t - 1) * (SELECT count(*) FROM chinook.album) // 1800 + 1
    JOIN tmp_artist ar ON ar.artist_id = a.artist_id
) x;

CREATE TABLE chinook.playlist (
    playlist_id INTEGER PRIMARY KEY,
    name        VARCHAR(120)
);
INSERT INTO chinook.playlist VALUES
    (1, 'Music'), (2, 'Movies'), (3, 'TV Shows'), (4, 'Audiobooks'), (5, '90’s Music'), (6, 'Audiobooks'),
    (7, 'Movies'), (8, 'Music'), (9, 'Music Videos'), (10, 'TV Shows'), (11, 'Brazilian Music'),
    (12, 'Classical'), (13, 'Classical 101 - Deep Cuts'), (14, 'Classical 101 - Next Steps'),
    (15, 'Classical 101 - The Basics'), (16, 'Grunge'), (17, 'Heavy Metal Classic'), (18, 'On-The-Go 1');

CREATE TABLE chinook.playlist_track (
    playlist_id INTEGER NOT NULL REFERENCES chinook.playlist (playlist_id),
    track_id    INTEGER NOT NULL REFERENCES chinook.track (track_id),
    PRIMARY KEY (playlist_id, track_id)
);
INSERT INTO chinook.playlist_track
SELECT DISTINCT p, track_id FROM (
    SELECT track_id,
           CASE WHEN genre_id IN (18, 19, 20, 21, 22) THEN 3
                WHEN genre_id IN (24, 25) THEN 12
                WHEN track_id % 2 = 0 THEN 1 ELSE 8 END AS p
    FROM chinook.track WHERE track_id % 10 <> 0
    UNION ALL
    SELECT track_id,
           CASE WHEN genre_id IN (18, 19, 20, 21, 22) THEN 10
                WHEN genre_id IN (24, 25) THEN 13 + track_id % 3
                WHEN genre_id IN (7, 11) THEN 11
                WHEN genre_id IN (3, 13) THEN 17
                WHEN genre_id IN (4, 23) THEN 16
                WHEN track_id % 3 = 0 THEN 5
                WHEN track_id % 3 = 1 THEN 9 ELSE 18 END
    FROM chinook.track WHERE track_id % 5 = 0
) x;

CREATE TABLE chinook.employee (
    employee_id INTEGER PRIMARY KEY,
    last_name   VARCHAR(20) NOT NULL,
    first_name  VARCHAR(20) NOT NULL,
    title       VARCHAR(30),
    reports_to  INTEGER REFERENCES chinook.employee (employee_id),
    birth_date  TIMESTAMP,
    hire_date   TIMESTAMP,
    address     VARCHAR(70),
    city        VARCHAR(40),
    state       VARCHAR(40),
    country     VARCHAR(40),
    postal_code VARCHAR(10),
    phone       VARCHAR(24),
    fax         VARCHAR(24),
    email       VARCHAR(60)
);
INSERT INTO chinook.employee VALUES
    (1, 'Adams', 'Andrew', 'General Manager', NULL, TIMESTAMP '1962-02-18', TIMESTAMP '2002-08-14',
     '11120 Jasper Ave NW', 'Edmonton', 'AB', 'Canada', 'T5K 2N1', '+1 (780) 428-9482', '+1 (780) 428-3457', 'andrew@chinookcorp.com');
INSERT INTO chinook.employee VALUES
    (2, 'Edwards', 'Nancy', 'Sales Manager', 1, TIMESTAMP '1958-12-08', TIMESTAMP '2002-05-01',
     '825 8 Ave SW', 'Calgary', 'AB', 'Canada', 'T2P 2T3', '+1 (403) 262-3443', '+1 (403) 262-3322', 'nancy@chinookcorp.com'),
    (6, 'Mitchell', 'Michael', 'IT Manager', 1, TIMESTAMP '1973-07-01', TIMESTAMP '2003-10-17',
     '5827 Bowness Road NW', 'Calgary', 'AB', 'Canada', 'T3B 0C5', '+1 (403) 246-9887', '+1 (403) 246-9899', 'michael@chinookcorp.com');
INSERT INTO chinook.employee VALUES
    (3, 'Peacock', 'Jane', 'Sales Support Agent', 2, TIMESTAMP '1973-08-29', TIMESTAMP '2002-04-01',
     '1111 6 Ave SW', 'Calgary', 'AB', 'Canada', 'T2P 5M5', '+1 (403) 262-3443', '+1 (403) 262-6712', 'jane@chinookcorp.com'),
    (4, 'Park', 'Margaret', 'Sales Support Agent', 2, TIMESTAMP '1947-09-19', TIMESTAMP '2003-05-03',
     '683 10 Street SW', 'Calgary', 'AB', 'Canada', 'T2P 5G3', '+1 (403) 263-4423', '+1 (403) 263-4289', 'margaret@chinookcorp.com'),
    (5, 'Johnson', 'Steve', 'Sales Support Agent', 2, TIMESTAMP '1965-03-03', TIMESTAMP '2003-10-17',
     '7727B 41 Ave', 'Calgary', 'AB', 'Canada', 'T3B 1Y7', '1 (780) 836-9987', '1 (780) 836-9543', 'steve@chinookcorp.com'),
    (7, 'King', 'Robert', 'IT Staff', 6, TIMESTAMP '1970-05-29', TIMESTAMP '2004-01-02',
     '590 Columbia Boulevard West', 'Lethbridge', 'AB', 'Canada', 'T1K 5N8', '+1 (403) 456-9986', '+1 (403) 456-8485', 'robert@chinookcorp.com'),
    (8, 'Callahan', 'Laura', 'IT Staff', 6, TIMESTAMP '1968-01-09', TIMESTAMP '2004-03-04',
     '923 7 ST NW', 'Lethbridge', 'AB', 'Canada', 'T1H 1Y8', '+1 (403) 467-3351', '+1 (403) 467-8772', 'laura@chinookcorp.com');

CREATE TABLE chinook.customer (
    customer_id    INTEGER PRIMARY KEY,
    first_name     VARCHAR(40) NOT NULL,
    last_name      VARCHAR(20) NOT NULL,
    company        VARCHAR(80),
    address        VARCHAR(70),
    city           VARCHAR(40),
    state          VARCHAR(40),
    country        VARCHAR(40),
    postal_code    VARCHAR(10),
    phone          VARCHAR(24),
    fax            VARCHAR(24),
    email          VARCHAR(60) NOT NULL,
    support_rep_id INTEGER REFERENCES chinook.employee (employee_id)
);
INSERT INTO chinook.customer
SELECT id, fn, ln, company,
       CAST(10 + (id * 37) % 900 AS VARCHAR) || ' ' || (['Main Street', 'Rue Sherbrooke', 'Avenida Paulista',
           'Theodor-Heuss-Straße', 'Calle Lira', 'Klanova', 'Ullevålsveien', 'Rue de Rivoli', 'Via Degli Scipioni',
           'Lessingstraße', 'Bakerstraat'])[(id % 11) + 1],
       city, state, country, CAST(10000 + (id * 7919) % 89999 AS VARCHAR),
       '+' || CAST(1 + (id * 13) % 98 AS VARCHAR) || ' ' || CAST(100 + (id * 17) % 900 AS VARCHAR) || ' '
           || CAST(1000000 + (id * 104729) % 8999999 AS VARCHAR),
       CASE WHEN company IS NOT NULL THEN '+' || CAST(1 + (id * 13) % 98 AS VARCHAR) || ' '
           || CAST(100 + (id * 17) % 900 AS VARCHAR) || ' ' || CAST(1000000 + (id * 7907) % 8999999 AS VARCHAR) END,
       lower(fn) || '.' || lower(replace(ln, ' ', '')) || '@' || (['gmail.com', 'yahoo.com', 'apple.com', 'hotmail.com'])[(id % 4) + 1],
       3 + id % 3
FROM (VALUES
    (1, 'Luís', 'Gonçalves', 'Embraer - Empresa Brasileira de Aeronáutica S.A.', 'São José dos Campos', 'SP', 'Brazil'),
    (2, 'Leonie', 'Köhler', NULL, 'Stuttgart', NULL, 'Germany'),
    (3, 'François', 'Tremblay', NULL, 'Montréal', 'QC', 'Canada'),
    (4, 'Bjørn', 'Hansen', NULL, 'Oslo', NULL, 'Norway'),
    (5, 'František', 'Wichterlová', 'JetBrains s.r.o.', 'Prague', NULL, 'Czech Republic'),
    (6, 'Helena', 'Holý', NULL, 'Prague', NULL, 'Czech Republic'),
    (7, 'Astrid', 'Gruber', NULL, 'Vienne', NULL, 'Austria'),
    (8, 'Daan', 'Peeters', NULL, 'Brussels', NULL, 'Belgium'),
    (9, 'Kara', 'Nielsen', NULL, 'Copenhagen', NULL, 'Denmark'),
    (10, 'Eduardo', 'Martins', 'Woodstock Discos', 'São Paulo', 'SP', 'Brazil'),
    (11, 'Alexandre', 'Rocha', 'Banco do Brasil S.A.', 'São Paulo', 'SP', 'Brazil'),
    (12, 'Roberto', 'Almeida', 'Riotur', 'Rio de Janeiro', 'RJ', 'Brazil'),
    (13, 'Fernanda', 'Ramos', NULL, 'Brasília', 'DF', 'Brazil'),
    (14, 'Mark', 'Philips', 'Telus', 'Edmonton', 'AB', 'Canada'),
    (15, 'Jennifer', 'Peterson', 'Rogers Canada', 'Vancouver', 'BC', 'Canada'),
    (16, 'Frank', 'Harris', 'Google Inc.', 'Mountain View', 'CA', 'USA'),
    (17, 'Jack', 'Smith', 'Microsoft Corporation', 'Redmond', 'WA', 'USA'),
    (18, 'Michelle', 'Brooks', NULL, 'New York', 'NY', 'USA'),
    (19, 'Tim', 'Goyer', 'Apple Inc.', 'Cupertino', 'CA', 'USA'),
    (20, 'Dan', 'Miller', NULL, 'Mountain View', 'CA', 'USA'),
    (21, 'Kathy', 'Chase', NULL, 'Reno', 'NV', 'USA'),
    (22, 'Heather', 'Leacock', NULL, 'Orlando', 'FL', 'USA'),
    (23, 'John', 'Gordon', NULL, 'Boston', 'MA', 'USA'),
    (24, 'Frank', 'Ralston', NULL, 'Chicago', 'IL', 'USA'),
    (25, 'Victor', 'Stevens', NULL, 'Madison', 'WI', 'USA'),
    (26, 'Richard', 'Cunningham', NULL, 'Fort Worth', 'TX', 'USA'),
    (27, 'Patrick', 'Gray', NULL, 'Tucson', 'AZ', 'USA'),
    (28, 'Julia', 'Barnett', NULL, 'Salt Lake City', 'UT', 'USA'),
    (29, 'Robert', 'Brown', NULL, 'Toronto', 'ON', 'Canada'),
    (30, 'Edward', 'Francis', NULL, 'Ottawa', 'ON', 'Canada'),
    (31, 'Martha', 'Silk', NULL, 'Halifax', 'NS', 'Canada'),
    (32, 'Aaron', 'Mitchell', NULL, 'Winnipeg', 'MB', 'Canada'),
    (33, 'Ellie', 'Sullivan', NULL, 'Yellowknife', 'NT', 'Canada'),
    (34, 'João', 'Fernandes', NULL, 'Lisbon', NULL, 'Portugal'),
    (35, 'Madalena', 'Sampaio', NULL, 'Porto', NULL, 'Portugal'),
    (36, 'Hannah', 'Schneider', NULL, 'Berlin', NULL, 'Germany'),
    (37, 'Fynn', 'Zimmermann', NULL, 'Frankfurt', NULL, 'Germany'),
    (38, 'Niklas', 'Schröder', NULL, 'Berlin', NULL, 'Germany'),
    (39, 'Camille', 'Bernard', NULL, 'Paris', NULL, 'France'),
    (40, 'Dominique', 'Lefebvre', NULL, 'Paris', NULL, 'France'),
    (41, 'Marc', 'Dubois', NULL, 'Lyon', NULL, 'France'),
    (42, 'Wyatt', 'Girard', NULL, 'Bordeaux', NULL, 'France'),
    (43, 'Isabelle', 'Mercier', NULL, 'Dijon', NULL, 'France'),
    (44, 'Terhi', 'Hämäläinen', NULL, 'Helsinki', NULL, 'Finland'),
    (45, 'Ladislav', 'Kovács', NULL, 'Budapest', NULL, 'Hungary'),
    (46, 'Hugh', 'O''Reilly', NULL, 'Dublin', 'Dublin', 'Ireland'),
    (47, 'Lucas', 'Mancini', NULL, 'Rome', 'RM', 'Italy'),
    (48, 'Johannes', 'Van der Berg', NULL, 'Amsterdam', 'VV', 'Netherlands'),
    (49, 'Stanisław', 'Wójcik', NULL, 'Warsaw', NULL, 'Poland'),
    (50, 'Enrique', 'Muñoz', NULL, 'Madrid', NULL, 'Spain'),
    (51, 'Joakim', 'Johansson', NULL, 'Stockholm', NULL, 'Sweden'),
    (52, 'Emma', 'Jones', NULL, 'London', NULL, 'United Kingdom'),
    (53, 'Phil', 'Hughes', NULL, 'London', NULL, 'United Kingdom'),
    (54, 'Steve', 'Murray', NULL, 'Edinburgh ', NULL, 'United Kingdom'),
    (55, 'Mark', 'Taylor', NULL, 'Sidney', 'NSW', 'Australia'),
    (56, 'Diego', 'Gutiérrez', NULL, 'Buenos Aires', NULL, 'Argentina'),
    (57, 'Luis', 'Rojas', NULL, 'Santiago', NULL, 'Chile'),
    (58, 'Manoj', 'Pareek', NULL, 'Delhi', NULL, 'India'),
    (59, 'Puja', 'Srivastava', NULL, 'Bangalore', NULL, 'India')
) t(id, fn, ln, company, city, state, country);

-- Invoice i has the i-th count of the cycle 1, 2, 2, 4, 6, 9, 14 lines (the sample's own rhythm).
CREATE TEMP TABLE tmp_lines AS
SELECT i AS invoice_id, ln, ((i * 37 + ln * 101) % 1800) + 1 AS track_id
FROM range(1, 369) a(i), range(1, 15) b(ln)
WHERE ln <= ([1, 2, 2, 4, 6, 9, 14])[(i % 7) + 1];

CREATE TABLE chinook.invoice (
    invoice_id          INTEGER PRIMARY KEY,
    customer_id         INTEGER NOT NULL REFERENCES chinook.customer (customer_id),
    invoice_date        TIMESTAMP NOT NULL,
    billing_address     VARCHAR(70),
    billing_city        VARCHAR(40),
    billing_state       VARCHAR(40),
    billing_country     VARCHAR(40),
    billing_postal_code VARCHAR(10),
    total               DECIMAL(10, 2) NOT NULL
);
INSERT INTO chinook.invoice
SELECT i, c.customer_id, TIMESTAMP '2021-01-01' + INTERVAL (i * 5) DAY,
       c.address, c.city, c.state, c.country, c.postal_code,
       (SELECT sum(t.unit_price) FROM tmp_lines l JOIN chinook.track t USING (track_id) WHERE l.invoice_id = i)
FROM range(1, 369) a(i) JOIN chinook.customer c ON c.customer_id = (i * 23) % 59 + 1;

CREATE TABLE chinook.invoice_line (
    invoice_line_id INTEGER PRIMARY KEY,
    invoice_id      INTEGER NOT NULL REFERENCES chinook.invoice (invoice_id),
    track_id        INTEGER NOT NULL REFERENCES chinook.track (track_id),
    unit_price      DECIMAL(10, 2) NOT NULL,
    quantity        INTEGER NOT NULL
);
INSERT INTO chinook.invoice_line
SELECT row_number() OVER (ORDER BY l.invoice_id, l.ln), l.invoice_id, l.track_id, t.unit_price, 1
FROM tmp_lines l JOIN chinook.track t USING (track_id);

DROP TABLE tmp_lines;
DROP TABLE tmp_artist;
