-- Schema `formula_1`: the `formula_1` database of the BIRD text-to-SQL benchmark's dev set
-- (bird-bench.github.io, CC BY-SA 4.0), built from the Ergast motor-racing data: its thirteen
-- tables with BIRD's camelCase names (lapTimes, pitStops, driverStandings, raceId, circuitId,
-- positionOrder, fastestLapSpeed ...). Circuits, constructors, drivers (names, codes, birth
-- dates, nationalities) and status texts are real ones of the 2010-2014 seasons; which driver
-- drove for which team, the calendar, every result, lap and pit stop are generated (range() and
-- modular arithmetic, no random()). Five seasons of 19 races with 20 cars each; lap times are
-- kept for two races only, pit stops from 2011 on, so every table stays at most 2,000 rows.
-- Primary and foreign keys as BIRD declares them.

CREATE SCHEMA formula_1;

CREATE TABLE formula_1.circuits (
    circuitId  INTEGER PRIMARY KEY,
    circuitRef VARCHAR NOT NULL,
    name       VARCHAR NOT NULL,
    location   VARCHAR,
    country    VARCHAR,
    lat        REAL,
    lng        REAL,
    alt        INTEGER,
    url        VARCHAR
);
INSERT INTO formula_1.circuits VALUES
    (1, 'albert_park', 'Albert Park Grand Prix Circuit', 'Melbourne', 'Australia', -37.8497, 144.968, 10, 'http://en.wikipedia.org/wiki/Melbourne_Grand_Prix_Circuit'),
    (2, 'sepang', 'Sepang International Circuit', 'Kuala Lumpur', 'Malaysia', 2.76083, 101.738, 18, 'http://en.wikipedia.org/wiki/Sepang_International_Circuit'),
    (3, 'bahrain', 'Bahrain International Circuit', 'Sakhir', 'Bahrain', 26.0325, 50.5106, 7, 'http://en.wikipedia.org/wiki/Bahrain_International_Circuit'),
    (4, 'catalunya', 'Circuit de Barcelona-Catalunya', 'Montmeló', 'Spain', 41.57, 2.26111, 109, 'http://en.wikipedia.org/wiki/Circuit_de_Barcelona-Catalunya'),
    (5, 'istanbul', 'Istanbul Park', 'Istanbul', 'Turkey', 40.9517, 29.405, 130, 'http://en.wikipedia.org/wiki/Istanbul_Park'),
    (6, 'monaco', 'Circuit de Monaco', 'Monte-Carlo', 'Monaco', 43.7347, 7.42056, 7, 'http://en.wikipedia.org/wiki/Circuit_de_Monaco'),
    (7, 'villeneuve', 'Circuit Gilles Villeneuve', 'Montreal', 'Canada', 45.5, -73.5228, 13, 'http://en.wikipedia.org/wiki/Circuit_Gilles_Villeneuve'),
    (8, 'valencia', 'Valencia Street Circuit', 'Valencia', 'Spain', 39.4589, -0.331667, 4, 'http://en.wikipedia.org/wiki/Valencia_Street_Circuit'),
    (9, 'silverstone', 'Silverstone Circuit', 'Silverstone', 'UK', 52.0786, -1.01694, 153, 'http://en.wikipedia.org/wiki/Silverstone_Circuit'),
    (10, 'hockenheimring', 'Hockenheimring', 'Hockenheim', 'Germany', 49.3278, 8.56583, 103, 'http://en.wikipedia.org/wiki/Hockenheimring'),
    (11, 'hungaroring', 'Hungaroring', 'Budapest', 'Hungary', 47.5789, 19.2486, 264, 'http://en.wikipedia.org/wiki/Hungaroring'),
    (12, 'spa', 'Circuit de Spa-Francorchamps', 'Spa', 'Belgium', 50.4372, 5.97139, 401, 'http://en.wikipedia.org/wiki/Circuit_de_Spa-Francorchamps'),
    (13, 'monza', 'Autodromo Nazionale di Monza', 'Monza', 'Italy', 45.6156, 9.28111, 162, 'http://en.wikipedia.org/wiki/Autodromo_Nazionale_Monza'),
    (14, 'marina_bay', 'Marina Bay Street Circuit', 'Marina Bay', 'Singapore', 1.2914, 103.864, 18, 'http://en.wikipedia.org/wiki/Marina_Bay_Street_Circuit'),
    (15, 'suzuka', 'Suzuka Circuit', 'Suzuka', 'Japan', 34.8431, 136.541, 45, 'http://en.wikipedia.org/wiki/Suzuka_Circuit'),
    (16, 'shanghai', 'Shanghai International Circuit', 'Shanghai', 'China', 31.3389, 121.22, 5, 'http://en.wikipedia.org/wiki/Shanghai_International_Circuit'),
    (17, 'interlagos', 'Autódromo José Carlos Pace', 'São Paulo', 'Brazil', -23.7036, -46.6997, 785, 'http://en.wikipedia.org/wiki/Aut%C3%B3dromo_Jos%C3%A9_Carlos_Pace'),
    (18, 'yas_marina', 'Yas Marina Circuit', 'Abu Dhabi', 'UAE', 24.4672, 54.6031, 3, 'http://en.wikipedia.org/wiki/Yas_Marina_Circuit'),
    (19, 'nurburgring', 'Nürburgring', 'Nürburg', 'Germany', 50.3356, 6.9475, 578, 'http://en.wikipedia.org/wiki/N%C3%BCrburgring'),
    (20, 'yeongam', 'Korean International Circuit', 'Yeongam County', 'Korea', 34.7333, 126.417, 0, 'http://en.wikipedia.org/wiki/Korean_International_Circuit'),
    (21, 'buddh', 'Buddh International Circuit', 'Uttar Pradesh', 'India', 28.3487, 77.5331, 194, 'http://en.wikipedia.org/wiki/Buddh_International_Circuit'),
    (22, 'americas', 'Circuit of the Americas', 'Austin', 'USA', 30.1328, -97.6411, 161, 'http://en.wikipedia.org/wiki/Circuit_of_the_Americas'),
    (23, 'red_bull_ring', 'Red Bull Ring', 'Spielberg', 'Austria', 47.2197, 14.7647, 678, 'http://en.wikipedia.org/wiki/Red_Bull_Ring'),
    (24, 'sochi', 'Sochi Autodrom', 'Sochi', 'Russia', 43.4057, 39.9578, 2, 'http://en.wikipedia.org/wiki/Sochi_Autodrom'),
    (25, 'rodriguez', 'Autódromo Hermanos Rodríguez', 'Mexico City', 'Mexico', 19.4042, -99.0907, 2227, 'http://en.wikipedia.org/wiki/Aut%C3%B3dromo_Hermanos_Rodr%C3%ADguez');

CREATE TABLE formula_1.constructors (
    constructorId  INTEGER PRIMARY KEY,
    constructorRef VARCHAR NOT NULL,
    name           VARCHAR NOT NULL,
    nationality    VARCHAR,
    url            VARCHAR
);
INSERT INTO formula_1.constructors VALUES
    (1, 'mclaren', 'McLaren', 'British', 'http://en.wikipedia.org/wiki/McLaren'),
    (2, 'red_bull', 'Red Bull', 'Austrian', 'http://en.wikipedia.org/wiki/Red_Bull_Racing'),
    (3, 'ferrari', 'Ferrari', 'Italian', 'http://en.wikipedia.org/wiki/Scuderia_Ferrari'),
    (4, 'mercedes', 'Mercedes', 'German', 'http://en.wikipedia.org/wiki/Mercedes-Benz_in_Formula_One'),
    (5, 'renault', 'Renault', 'French', 'http://en.wikipedia.org/wiki/Renault_in_Formula_One'),
    (6, 'lotus_f1', 'Lotus F1', 'British', 'http://en.wikipedia.org/wiki/Lotus_F1'),
    (7, 'williams', 'Williams', 'British', 'http://en.wikipedia.org/wiki/Williams_Grand_Prix_Engineering'),
    (8, 'force_india', 'Force India', 'Indian', 'http://en.wikipedia.org/wiki/Racing_Point_Force_India'),
    (9, 'toro_rosso', 'Toro Rosso', 'Italian', 'http://en.wikipedia.org/wiki/Scuderia_Toro_Rosso'),
    (10, 'sauber', 'Sauber', 'Swiss', 'http://en.wikipedia.org/wiki/Sauber'),
    (11, 'caterham', 'Caterham', 'Malaysian', 'http://en.wikipedia.org/wiki/Caterham_F1'),
    (12, 'marussia', 'Marussia', 'Russian', 'http://en.wikipedia.org/wiki/Marussia_F1');

CREATE TABLE formula_1.drivers (
    driverId    INTEGER PRIMARY KEY,
    driverRef   VARCHAR NOT NULL,
    number      INTEGER,
    code        VARCHAR,
    forename    VARCHAR NOT NULL,
    surname     VARCHAR NOT NULL,
    dob         DATE,
    nationality VARCHAR,
    url         VARCHAR
);
INSERT INTO formula_1.drivers
SELECT id, ref, num, code, forename, surname, dob, nationality, 'http://en.wikipedia.org/wiki/' || replace(forename || ' ' || surname, ' ', '_')
FROM (VALUES
    (1, 'hamilton', 44, 'HAM', 'Lewis', 'Hamilton', DATE '1985-01-07', 'British'),
    (2, 'vettel', 5, 'VET', 'Sebastian', 'Vettel', DATE '1987-07-03', 'German'),
    (3, 'alonso', 14, 'ALO', 'Fernando', 'Alonso', DATE '1981-07-29', 'Spanish'),
    (4, 'button', 22, 'BUT', 'Jenson', 'Button', DATE '1980-01-19', 'British'),
    (5, 'webber', NULL, 'WEB', 'Mark', 'Webber', DATE '1976-08-27', 'Australian'),
    (6, 'massa', 19, 'MAS', 'Felipe', 'Massa', DATE '1981-04-25', 'Brazilian'),
    (7, 'rosberg', 6, 'ROS', 'Nico', 'Rosberg', DATE '1985-06-27', 'German'),
    (8, 'michael_schumacher', NULL, 'MSC', 'Michael', 'Schumacher', DATE '1969-01-03', 'German'),
    (9, 'raikkonen', 7, 'RAI', 'Kimi', 'Räikkönen', DATE '1979-10-17', 'Finnish'),
    (10, 'kubica', NULL, 'KUB', 'Robert', 'Kubica', DATE '1984-12-07', 'Polish'),
    (11, 'petrov', NULL, 'PET', 'Vitaly', 'Petrov', DATE '1984-09-08', 'Russian'),
    (12, 'hulkenberg', 27, 'HUL', 'Nico', 'Hülkenberg', DATE '1987-08-19', 'German'),
    (13, 'barrichello', NULL, 'BAR', 'Rubens', 'Barrichello', DATE '1972-05-23', 'Brazilian'),
    (14, 'sutil', 99, 'SUT', 'Adrian', 'Sutil', DATE '1983-01-11', 'German'),
    (15, 'perez', 11, 'PER', 'Sergio', 'Pérez', DATE '1990-01-26', 'Mexican'),
    (16, 'kobayashi', 10, 'KOB', 'Kamui', 'Kobayashi', DATE '1986-09-13', 'Japanese'),
    (17, 'maldonado', 13, 'MAL', 'Pastor', 'Maldonado', DATE '1985-03-09', 'Venezuelan'),
    (18, 'grosjean', 8, 'GRO', 'Romain', 'Grosjean', DATE '1986-04-17', 'French'),
    (19, 'ricciardo', 3, 'RIC', 'Daniel', 'Ricciardo', DATE '1989-07-01', 'Australian'),
    (20, 'vergne', 25, 'VER', 'Jean-Éric', 'Vergne', DATE '1990-04-25', 'French'),
    (21, 'bottas', 77, 'BOT', 'Valtteri', 'Bottas', DATE '1989-08-28', 'Finnish'),
    (22, 'kovalainen', NULL, 'KOV', 'Heikki', 'Kovalainen', DATE '1981-10-19', 'Finnish'),
    (23, 'glock', NULL, 'GLO', 'Timo', 'Glock', DATE '1982-03-18', 'German'),
    (24, 'resta', NULL, 'DIR', 'Paul', 'di Resta', DATE '1986-04-16', 'British'),
    (25, 'buemi', NULL, 'BUE', 'Sébastien', 'Buemi', DATE '1988-10-31', 'Swiss'),
    (26, 'trulli', NULL, 'TRU', 'Jarno', 'Trulli', DATE '1974-07-13', 'Italian'),
    (27, 'jules_bianchi', 17, 'BIA', 'Jules', 'Bianchi', DATE '1989-08-03', 'French'),
    (28, 'kevin_magnussen', 20, 'MAG', 'Kevin', 'Magnussen', DATE '1992-10-05', 'Danish'),
    (29, 'kvyat', 26, 'KVY', 'Daniil', 'Kvyat', DATE '1994-04-26', 'Russian'),
    (30, 'gutierrez', 21, 'GUT', 'Esteban', 'Gutiérrez', DATE '1991-08-05', 'Mexican')
) t(id, ref, num, code, forename, surname, dob, nationality);

CREATE TABLE formula_1.seasons (
    year INTEGER PRIMARY KEY,
    url  VARCHAR NOT NULL
);
INSERT INTO formula_1.seasons
SELECT y, 'http://en.wikipedia.org/wiki/' || y || '_Formula_One_season' FROM range(2010, 2015) t(y);

CREATE TABLE formula_1.status (
    statusId INTEGER PRIMARY KEY,
    status   VARCHAR NOT NULL
);
INSERT INTO formula_1.status VALUES
    (1, 'Finished'), (2, 'Disqualified'), (3, 'Accident'), (4, 'Collision'), (5, 'Engine'), (6, 'Gearbox'),
    (7, 'Transmission'), (8, 'Clutch'), (9, 'Hydraulics'), (10, 'Electrical'), (11, '+1 Lap'), (12, '+2 Laps'),
    (13, '+3 Laps'), (20, 'Spun off'), (22, 'Suspension'), (23, 'Brakes'), (29, 'Puncture'), (31, 'Retired'),
    (36, 'Wheel'), (40, 'Overheating'), (54, 'Withdrew'), (81, 'Did not qualify'), (130, 'Collision damage'),
    (131, 'Power Unit');

CREATE TABLE formula_1.races (
    raceId    INTEGER PRIMARY KEY,
    year      INTEGER NOT NULL REFERENCES formula_1.seasons (year),
    round     INTEGER NOT NULL,
    circuitId INTEGER NOT NULL REFERENCES formula_1.circuits (circuitId),
    name      VARCHAR NOT NULL,
    date      DATE NOT NULL,
    time      VARCHAR,
    url       VARCHAR
);
INSERT INTO formula_1.races
SELECT 337 + (y - 2010) * 19 + rnd - 1, y, rnd, c,
       gp, DATE '2010-03-14' + CAST((y - 2010) * 364 + (rnd - 1) * 14 AS INTEGER),
       (['06:00:00', '08:00:00', '12:00:00', '13:00:00', '14:00:00'])[(rnd * 3) % 5 + 1],
       'http://en.wikipedia.org/wiki/' || y || '_' || replace(gp, ' ', '_')
FROM (
    SELECT y, rnd, c.circuitId AS c,
           CASE c.country WHEN 'UK' THEN 'British' WHEN 'USA' THEN 'United States' WHEN 'UAE' THEN 'Abu Dhabi'
                          WHEN 'Monaco' THEN 'Monaco' WHEN 'Spain' THEN (CASE WHEN c.circuitId = 8 THEN 'European' ELSE 'Spanish' END)
                          WHEN 'Germany' THEN 'German' WHEN 'Italy' THEN 'Italian' WHEN 'Japan' THEN 'Japanese'
                          WHEN 'China' THEN 'Chinese' WHEN 'Brazil' THEN 'Brazilian' WHEN 'Canada' THEN 'Canadian'
                          WHEN 'Australia' THEN 'Australian' WHEN 'Malaysia' THEN 'Malaysian' WHEN 'Bahrain' THEN 'Bahrain'
                          WHEN 'Turkey' THEN 'Turkish' WHEN 'Hungary' THEN 'Hungarian' WHEN 'Belgium' THEN 'Belgian'
                          WHEN 'Singapore' THEN 'Singapore' WHEN 'Korea' THEN 'Korean' WHEN 'India' THEN 'Indian'
                          WHEN 'Austria' THEN 'Austrian' WHEN 'Russia' THEN 'Russian' WHEN 'Mexico' THEN 'Mexican'
                          ELSE c.country END || ' Grand Prix' AS gp
    FROM range(2010, 2015) s(y), range(1, 20) r(rnd)
    JOIN formula_1.circuits c ON c.circuitId = 1 + (rnd - 1 + (y - 2010) * 3) % 25
);

-- Who drove for whom: season y's ten teams, two seats each; every driver moves on each year.
CREATE TEMP TABLE seat AS
SELECT y, slot * 2 + k AS seat,
       (CASE WHEN y = 2014 AND slot = 9 THEN [1, 2, 3, 4, 5, 7, 8, 9, 10, 12]
             WHEN y <= 2011 THEN [1, 2, 3, 4, 5, 7, 8, 9, 10, 11]
             ELSE [1, 2, 3, 4, 6, 7, 8, 9, 10, 11] END)[slot + 1] AS constructorId,
       1 + (slot * 2 + k + (y - 2010) * 3) % 30 AS driverId
FROM range(2010, 2015) a(y), range(0, 10) b(slot), range(0, 2) c(k);

CREATE TABLE formula_1.results (
    resultId        INTEGER PRIMARY KEY,
    raceId          INTEGER NOT NULL REFERENCES formula_1.races (raceId),
    driverId        INTEGER NOT NULL REFERENCES formula_1.drivers (driverId),
    constructorId   INTEGER NOT NULL REFERENCES formula_1.constructors (constructorId),
    number          INTEGER,
    grid            INTEGER NOT NULL,
    position        INTEGER,
    positionText    VARCHAR NOT NULL,
    positionOrder   INTEGER NOT NULL,
    points          REAL NOT NULL,
    laps            INTEGER NOT NULL,
    time            VARCHAR,
    milliseconds    INTEGER,
    fastestLap      INTEGER,
    rank            INTEGER,
    fastestLapTime  VARCHAR,
    fastestLapSpeed VARCHAR,
    statusId        INTEGER NOT NULL REFERENCES formula_1.status (statusId)
);
INSERT INTO formula_1.results
SELECT 20779 + (r.raceId - 337) * 20 + s.seat,
       r.raceId, s.driverId, s.constructorId,
       1 + s.seat + (CASE WHEN s.seat >= 12 THEN 2 ELSE 0 END),
       1 + (s.seat * 11 + r.raceId) % 20,
       CASE WHEN po <= 16 THEN po END,
       CASE WHEN po <= 16 THEN CAST(po AS VARCHAR) WHEN st = 2 THEN 'D' ELSE 'R' END,
       po,
       CASE WHEN po <= 10 THEN ([25, 18, 15, 12, 10, 8, 6, 4, 2, 1])[po] ELSE 0 END,
       CASE WHEN po <= 11 THEN 58 WHEN po <= 14 THEN 57 WHEN po <= 16 THEN 56 ELSE 10 + (r.raceId * po) % 40 END,
       CASE WHEN po = 1 THEN '1:' || lpad(CAST(25 + r.raceId % 30 AS VARCHAR), 2, '0') || ':' || lpad(CAST((r.raceId * 7) % 60 AS VARCHAR), 2, '0') || '.' || lpad(CAST((r.raceId * 37) % 1000 AS VARCHAR), 3, '0')
            WHEN po <= 11 THEN '+' || CAST(po * 3 + (r.raceId % 5) AS VARCHAR) || '.' || lpad(CAST((po * 131) % 1000 AS VARCHAR), 3, '0') END,
       CASE WHEN po <= 11 THEN 5100000 + (r.raceId % 30) * 60000 + po * 3100 END,
       CASE WHEN po <= 16 THEN 30 + (s.seat * 7 + r.raceId) % 28 END,
       CASE WHEN po <= 16 THEN 1 + (po * 3 + r.raceId) % 16 END,
       CASE WHEN po <= 16 THEN '1:' || lpad(CAST(28 + (po + r.raceId) % 12 AS VARCHAR), 2, '0') || '.' || lpad(CAST((po * 97 + r.raceId) % 1000 AS VARCHAR), 3, '0') END,
       CASE WHEN po <= 16 THEN CAST(190 + (po * 13 + r.raceId) % 40 AS VARCHAR) || '.' || lpad(CAST((po * 7 + r.raceId) % 1000 AS VARCHAR), 3, '0') END,
       st
FROM formula_1.races r
JOIN seat s ON s.y = r.year
CROSS JOIN LATERAL (SELECT 1 + (s.seat * 7 + r.raceId * 3) % 20 AS po) p
CROSS JOIN LATERAL (SELECT CASE WHEN po <= 11 THEN 1 WHEN po <= 14 THEN 11 WHEN po <= 16 THEN 12
                                ELSE ([3, 4, 5, 6, 20, 22, 23, 10, 7, 29, 9, 131, 2, 36, 40, 130])[(r.raceId + po) % 16 + 1] END AS st) q;

CREATE TABLE formula_1.qualifying (
    qualifyId     INTEGER PRIMARY KEY,
    raceId        INTEGER NOT NULL REFERENCES formula_1.races (raceId),
    driverId      INTEGER NOT NULL REFERENCES formula_1.drivers (driverId),
    constructorId INTEGER NOT NULL REFERENCES formula_1.constructors (constructorId),
    number        INTEGER NOT NULL,
    position      INTEGER,
    q1            VARCHAR,
    q2            VARCHAR,
    q3            VARCHAR
);
INSERT INTO formula_1.qualifying
SELECT 4000 + resultId - 20779, raceId, driverId, constructorId, number, grid,
       '1:' || lpad(CAST(20 + (raceId % 15) + grid // 7 AS VARCHAR), 2, '0') || '.' || lpad(CAST((grid * 53 + raceId) % 1000 AS VARCHAR), 3, '0'),
       CASE WHEN grid <= 16 THEN '1:' || lpad(CAST(20 + (raceId % 15) + grid // 8 AS VARCHAR), 2, '0') || '.' || lpad(CAST((grid * 29 + raceId) % 1000 AS VARCHAR), 3, '0') END,
       CASE WHEN grid <= 10 THEN '1:' || lpad(CAST(20 + (raceId % 15) AS VARCHAR), 2, '0') || '.' || lpad(CAST((grid * 71 + raceId) % 1000 AS VARCHAR), 3, '0') END
FROM formula_1.results;

CREATE TABLE formula_1.driverStandings (
    driverStandingsId INTEGER PRIMARY KEY,
    raceId            INTEGER NOT NULL REFERENCES formula_1.races (raceId),
    driverId          INTEGER NOT NULL REFERENCES formula_1.drivers (driverId),
    points            REAL NOT NULL,
    position          INTEGER,
    positionText      VARCHAR,
    wins              INTEGER NOT NULL
);
INSERT INTO formula_1.driverStandings
SELECT 9000 + row_number() OVER (ORDER BY raceId, driverId), raceId, driverId, pts,
       rank() OVER (PARTITION BY raceId ORDER BY pts DESC, wins DESC, driverId) AS pos,
       CAST(rank() OVER (PARTITION BY raceId ORDER BY pts DESC, wins DESC, driverId) AS VARCHAR),
       wins
FROM (
    SELECT r.raceId, r.driverId,
           sum(r.points) OVER (PARTITION BY ra.year, r.driverId ORDER BY ra.round) AS pts,
           sum(CASE WHEN r.positionOrder = 1 THEN 1 ELSE 0 END) OVER (PARTITION BY ra.year, r.driverId ORDER BY ra.round) AS wins
    FROM formula_1.results r JOIN formula_1.races ra ON ra.raceId = r.raceId
);

CREATE TABLE formula_1.constructorResults (
    constructorResultsId INTEGER PRIMARY KEY,
    raceId               INTEGER NOT NULL REFERENCES formula_1.races (raceId),
    constructorId        INTEGER NOT NULL REFERENCES formula_1.constructors (constructorId),
    points               REAL,
    status               VARCHAR
);
INSERT INTO formula_1.constructorResults
SELECT 13000 + row_number() OVER (ORDER BY raceId, constructorId), raceId, constructorId, sum(points),
       CASE WHEN (raceId * constructorId) % 97 = 0 THEN 'D' END
FROM formula_1.results GROUP BY raceId, constructorId;

CREATE TABLE formula_1.constructorStandings (
    constructorStandingsId INTEGER PRIMARY KEY,
    raceId                 INTEGER NOT NULL REFERENCES formula_1.races (raceId),
    constructorId          INTEGER NOT NULL REFERENCES formula_1.constructors (constructorId),
    points                 REAL NOT NULL,
    position               INTEGER,
    positionText           VARCHAR,
    wins                   INTEGER NOT NULL
);
INSERT INTO formula_1.constructorStandings
SELECT 24000 + row_number() OVER (ORDER BY raceId, constructorId), raceId, constructorId, pts,
       rank() OVER (PARTITION BY raceId ORDER BY pts DESC, constructorId),
       CAST(rank() OVER (PARTITION BY raceId ORDER BY pts DESC, constructorId) AS VARCHAR),
       wins
FROM (
    SELECT cr.raceId, cr.constructorId,
           sum(cr.points) OVER (PARTITION BY ra.year, cr.constructorId ORDER BY ra.round) AS pts,
           sum(w.won) OVER (PARTITION BY ra.year, cr.constructorId ORDER BY ra.round) AS wins
    FROM formula_1.constructorResults cr
    JOIN formula_1.races ra ON ra.raceId = cr.raceId
    JOIN (SELECT raceId, constructorId, max(CASE WHEN positionOrder = 1 THEN 1 ELSE 0 END) AS won
          FROM formula_1.results GROUP BY raceId, constructorId) w
      ON w.raceId = cr.raceId AND w.constructorId = cr.constructorId
);

-- Lap times of two races (the first of 2010 and the first of 2014), 50 laps each.
CREATE TABLE formula_1.lapTimes (
    raceId       INTEGER NOT NULL REFERENCES formula_1.races (raceId),
    driverId     INTEGER NOT NULL REFERENCES formula_1.drivers (driverId),
    lap          INTEGER NOT NULL,
    position     INTEGER,
    time         VARCHAR,
    milliseconds INTEGER,
    PRIMARY KEY (raceId, driverId, lap)
);
INSERT INTO formula_1.lapTimes
SELECT r.raceId, r.driverId, l,
       1 + (r.positionOrder - 1 + (l % 3 = 0 AND r.positionOrder % 2 = 0)::INTEGER) % 20,
       '1:' || lpad(CAST(29 + (l * 7 + r.positionOrder) % 5 AS VARCHAR), 2, '0') || '.' || lpad(CAST((l * 131 + r.positionOrder * 17) % 1000 AS VARCHAR), 3, '0'),
       60000 + (29 + (l * 7 + r.positionOrder) % 5) * 1000 + (l * 131 + r.positionOrder * 17) % 1000
FROM formula_1.results r, range(1, 51) t(l)
WHERE r.raceId IN (337, 413);

-- Pit stops from 2011 on: fifteen cars a race stop once.
CREATE TABLE formula_1.pitStops (
    raceId       INTEGER NOT NULL REFERENCES formula_1.races (raceId),
    driverId     INTEGER NOT NULL REFERENCES formula_1.drivers (driverId),
    stop         INTEGER NOT NULL,
    lap          INTEGER NOT NULL,
    time         VARCHAR NOT NULL,
    duration     VARCHAR,
    milliseconds INTEGER,
    PRIMARY KEY (raceId, driverId, stop)
);
INSERT INTO formula_1.pitStops
SELECT r.raceId, r.driverId, 1, 12 + (r.driverId * 3 + r.raceId) % 20,
       lpad(CAST(14 + r.raceId % 3 AS VARCHAR), 2, '0') || ':' || lpad(CAST((r.driverId * 7 + r.raceId) % 60 AS VARCHAR), 2, '0') || ':' || lpad(CAST((r.driverId * 13) % 60 AS VARCHAR), 2, '0'),
       CAST(20 + (r.driverId + r.raceId) % 6 AS VARCHAR) || '.' || lpad(CAST((r.driverId * 97 + r.raceId) % 1000 AS VARCHAR), 3, '0'),
       (20 + (r.driverId + r.raceId) % 6) * 1000 + (r.driverId * 97 + r.raceId) % 1000
FROM formula_1.results r JOIN formula_1.races ra ON ra.raceId = r.raceId
WHERE ra.year >= 2011 AND (r.resultId % 4) <> 3;

DROP TABLE seat;
