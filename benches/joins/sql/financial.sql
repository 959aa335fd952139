-- Schema `financial`: the `financial` database of the BIRD text-to-SQL benchmark's dev set
-- (bird-bench.github.io, CC BY-SA 4.0), itself the Czech bank data of the PKDD'99 Discovery
-- Challenge. Its eight tables and their column names are kept as BIRD has them, cryptic ones
-- included: district's A2 .. A16 (name, region, inhabitants, municipality counts, cities,
-- urban ratio, average salary, unemployment 1995/1996, entrepreneurs per 1,000 inhabitants,
-- crimes 1995/1996), and the Czech codes of account.frequency, trans.type/operation/k_symbol
-- and order.k_symbol. The 77 district names and eight regions are the original's; every row is
-- generated (range() and modular arithmetic, no random()), and row counts are cut to at most
-- 2,000 per table. Ids are sparse, as in the original. Primary and foreign keys are declared
-- as BIRD's schema declares them. `order` is quoted (a reserved word), as in the original.

CREATE SCHEMA financial;

CREATE TABLE financial.district (
    district_id INTEGER PRIMARY KEY,
    A2  VARCHAR NOT NULL,
    A3  VARCHAR NOT NULL,
    A4  VARCHAR NOT NULL,
    A5  VARCHAR NOT NULL,
    A6  VARCHAR NOT NULL,
    A7  VARCHAR NOT NULL,
    A8  INTEGER NOT NULL,
    A9  INTEGER NOT NULL,
    A10 REAL NOT NULL,
    A11 INTEGER NOT NULL,
    A12 REAL,
    A13 REAL NOT NULL,
    A14 INTEGER NOT NULL,
    A15 INTEGER,
    A16 INTEGER NOT NULL
);
INSERT INTO financial.district
SELECT id, name, region,
       CAST(CASE WHEN id = 1 THEN 1204953 ELSE 42000 + (id * 7919) % 190000 END AS VARCHAR),
       CAST((id * 17) % 90 AS VARCHAR),
       CAST(5 + (id * 13) % 60 AS VARCHAR),
       CAST((id * 7) % 20 AS VARCHAR),
       (id * 3) % 6,
       CASE WHEN id = 1 THEN 1 ELSE 3 + (id * 5) % 10 END,
       CASE WHEN id = 1 THEN 100.0 ELSE 35.0 + ((id * 37) % 600) / 10.0 END,
       CASE WHEN id = 1 THEN 12541 ELSE 8110 + (id * 131) % 2400 END,
       CASE WHEN id = 69 THEN NULL ELSE 0.2 + ((id * 29) % 70) / 10.0 END,
       0.4 + ((id * 31) % 90) / 10.0,
       81 + (id * 11) % 80,
       CASE WHEN id = 69 THEN NULL ELSE 800 + (id * 433) % 9000 END,
       900 + (id * 389) % 9500
FROM (VALUES
    (1, 'Hl.m. Praha', 'Prague'),
    (2, 'Benesov', 'central Bohemia'), (3, 'Beroun', 'central Bohemia'), (4, 'Kladno', 'central Bohemia'),
    (5, 'Kolin', 'central Bohemia'), (6, 'Kutna Hora', 'central Bohemia'), (7, 'Melnik', 'central Bohemia'),
    (8, 'Mlada Boleslav', 'central Bohemia'), (9, 'Nymburk', 'central Bohemia'),
    (10, 'Praha - vychod', 'central Bohemia'), (11, 'Praha - zapad', 'central Bohemia'),
    (12, 'Pribram', 'central Bohemia'), (13, 'Rakovnik', 'central Bohemia'),
    (14, 'Ceske Budejovice', 'south Bohemia'), (15, 'Cesky Krumlov', 'south Bohemia'),
    (16, 'Jindrichuv Hradec', 'south Bohemia'), (17, 'Pelhrimov', 'south Bohemia'), (18, 'Pisek', 'south Bohemia'),
    (19, 'Prachatice', 'south Bohemia'), (20, 'Strakonice', 'south Bohemia'), (21, 'Tabor', 'south Bohemia'),
    (22, 'Domazlice', 'west Bohemia'), (23, 'Cheb', 'west Bohemia'), (24, 'Karlovy Vary', 'west Bohemia'),
    (25, 'Klatovy', 'west Bohemia'), (26, 'Plzen - mesto', 'west Bohemia'), (27, 'Plzen - jih', 'west Bohemia'),
    (28, 'Plzen - sever', 'west Bohemia'), (29, 'Rokycany', 'west Bohemia'), (30, 'Sokolov', 'west Bohemia'),
    (31, 'Tachov', 'west Bohemia'),
    (32, 'Ceska Lipa', 'north Bohemia'), (33, 'Decin', 'north Bohemia'), (34, 'Chomutov', 'north Bohemia'),
    (35, 'Jablonec n. Nisou', 'north Bohemia'), (36, 'Liberec', 'north Bohemia'), (37, 'Litomerice', 'north Bohemia'),
    (38, 'Louny', 'north Bohemia'), (39, 'Most', 'north Bohemia'), (40, 'Teplice', 'north Bohemia'),
    (41, 'Usti nad Labem', 'north Bohemia'),
    (42, 'Havlickuv Brod', 'east Bohemia'), (43, 'Hradec Kralove', 'east Bohemia'), (44, 'Chrudim', 'east Bohemia'),
    (45, 'Jicin', 'east Bohemia'), (46, 'Nachod', 'east Bohemia'), (47, 'Pardubice', 'east Bohemia'),
    (48, 'Rychnov nad Kneznou', 'east Bohemia'), (49, 'Semily', 'east Bohemia'), (50, 'Svitavy', 'east Bohemia'),
    (51, 'Trutnov', 'east Bohemia'), (52, 'Usti nad Orlici', 'east Bohemia'),
    (53, 'Blansko', 'south Moravia'), (54, 'Brno - mesto', 'south Moravia'), (55, 'Brno - venkov', 'south Moravia'),
    (56, 'Breclav', 'south Moravia'), (57, 'Hodonin', 'south Moravia'), (58, 'Jihlava', 'south Moravia'),
    (59, 'Kromeriz', 'south Moravia'), (60, 'Prostejov', 'south Moravia'), (61, 'Trebic', 'south Moravia'),
    (62, 'Uherske Hradiste', 'south Moravia'), (63, 'Vyskov', 'south Moravia'), (64, 'Zlin', 'south Moravia'),
    (65, 'Znojmo', 'south Moravia'), (66, 'Zdar nad Sazavou', 'south Moravia'),
    (67, 'Bruntal', 'north Moravia'), (68, 'Frydek - Mistek', 'north Moravia'), (69, 'Jesenik', 'north Moravia'),
    (70, 'Karvina', 'north Moravia'), (71, 'Novy Jicin', 'north Moravia'), (72, 'Olomouc', 'north Moravia'),
    (73, 'Opava', 'north Moravia'), (74, 'Ostrava - mesto', 'north Moravia'), (75, 'Prerov', 'north Moravia'),
    (76, 'Sumperk', 'north Moravia'), (77, 'Vsetin', 'north Moravia')
) t(id, name, region);

-- 1,000 accounts; ids 11 apart with a small offset, so they are sparse like the original's.
CREATE TABLE financial.account (
    account_id  INTEGER PRIMARY KEY,
    district_id INTEGER NOT NULL REFERENCES financial.district (district_id),
    frequency   VARCHAR NOT NULL,
    "date"      DATE NOT NULL
);
INSERT INTO financial.account
SELECT i * 11 + i % 7,
       CASE WHEN i % 9 = 0 THEN 1 ELSE 1 + (i * 37) % 77 END,
       CASE WHEN i % 13 = 0 THEN 'POPLATEK TYDNE' WHEN i % 17 = 0 THEN 'POPLATEK PO OBRATU' ELSE 'POPLATEK MESICNE' END,
       DATE '1993-01-01' + CAST((i * 13) % 2190 AS INTEGER)
FROM range(1, 1001) t(i);

-- 1,200 clients: the first 1,000 own one account each, the last 200 are second holders.
CREATE TABLE financial.client (
    client_id   INTEGER PRIMARY KEY,
    gender      VARCHAR NOT NULL,
    birth_date  DATE NOT NULL,
    district_id INTEGER NOT NULL REFERENCES financial.district (district_id)
);
INSERT INTO financial.client
SELECT i * 12 + i % 5,
       CASE WHEN (i * 7) % 2 = 0 THEN 'F' ELSE 'M' END,
       DATE '1920-01-01' + CAST((i * 7919) % 25000 AS INTEGER),
       CASE WHEN i <= 1000 AND i % 4 <> 0 THEN (CASE WHEN i % 9 = 0 THEN 1 ELSE 1 + (i * 37) % 77 END)
            ELSE 1 + (i * 23) % 77 END
FROM range(1, 1201) t(i);

CREATE TABLE financial.disp (
    disp_id    INTEGER PRIMARY KEY,
    client_id  INTEGER NOT NULL REFERENCES financial.client (client_id),
    account_id INTEGER NOT NULL REFERENCES financial.account (account_id),
    type       VARCHAR NOT NULL
);
INSERT INTO financial.disp
SELECT i * 12 + i % 5 + 3,
       i * 12 + i % 5,
       CASE WHEN i <= 1000 THEN i * 11 + i % 7
            ELSE ((i * 5) % 1000 + 1) * 11 + ((i * 5) % 1000 + 1) % 7 END,
       CASE WHEN i <= 1000 THEN 'OWNER' ELSE 'DISPONENT' END
FROM range(1, 1201) t(i);

-- Cards are issued to account owners only.
CREATE TABLE financial.card (
    card_id INTEGER PRIMARY KEY,
    disp_id INTEGER NOT NULL REFERENCES financial.disp (disp_id),
    type    VARCHAR NOT NULL,
    issued  DATE NOT NULL
);
INSERT INTO financial.card
SELECT 1000 + j * 3,
       i * 12 + i % 5 + 3,
       CASE WHEN j % 9 = 0 THEN 'gold' WHEN j % 5 = 0 THEN 'junior' ELSE 'classic' END,
       DATE '1994-01-01' + CAST((j * 19) % 1800 AS INTEGER)
FROM (SELECT j, 1 + (j * 7) % 1000 AS i FROM range(1, 401) t(j));

CREATE TABLE financial.loan (
    loan_id    INTEGER PRIMARY KEY,
    account_id INTEGER NOT NULL REFERENCES financial.account (account_id),
    "date"     DATE NOT NULL,
    amount     INTEGER NOT NULL,
    duration   INTEGER NOT NULL,
    payments   REAL NOT NULL,
    status     VARCHAR NOT NULL
);
INSERT INTO financial.loan
SELECT 4959 + j * 7,
       i * 11 + i % 7,
       DATE '1993-07-01' + CAST((j * 23) % 1990 AS INTEGER),
       amount, duration,
       round(amount / duration, 1),
       CASE WHEN j % 11 = 0 THEN 'B' WHEN j % 7 = 0 THEN 'D' WHEN j % 3 = 0 THEN 'C' ELSE 'A' END
FROM (SELECT j, 1 + (j * 3) % 1000 AS i,
             4980 + (j * 7919) % 585000 AS amount,
             ([12, 24, 36, 48, 60])[(j % 5) + 1] AS duration
      FROM range(1, 301) t(j));

CREATE TABLE financial."order" (
    order_id   INTEGER PRIMARY KEY,
    account_id INTEGER NOT NULL REFERENCES financial.account (account_id),
    bank_to    VARCHAR NOT NULL,
    account_to INTEGER NOT NULL,
    amount     REAL NOT NULL,
    k_symbol   VARCHAR NOT NULL
);
INSERT INTO financial."order"
SELECT 29401 + j * 4,
       i * 11 + i % 7,
       (['AB', 'CD', 'EF', 'GH', 'IJ', 'KL', 'MN', 'OP', 'QR', 'ST', 'UV', 'WX', 'YZ'])[(j * 5) % 13 + 1],
       10000000 + (j * 7919 * 31) % 89999999,
       round(100 + ((j * 104729) % 1400000) / 100.0, 1),
       (['SIPO', 'UVER', 'POJISTNE', 'LEASING', ' ', 'SIPO', 'SIPO'])[j % 7 + 1]
FROM (SELECT j, 1 + (j * 13) % 1000 AS i FROM range(1, 1501) t(j));

CREATE TABLE financial.trans (
    trans_id   INTEGER PRIMARY KEY,
    account_id INTEGER NOT NULL REFERENCES financial.account (account_id),
    "date"     DATE NOT NULL,
    type       VARCHAR NOT NULL,
    operation  VARCHAR,
    amount     INTEGER NOT NULL,
    balance    INTEGER NOT NULL,
    k_symbol   VARCHAR,
    bank       VARCHAR,
    account    INTEGER
);
INSERT INTO financial.trans
SELECT 100000 + j * 17,
       i * 11 + i % 7,
       DATE '1993-01-05' + CAST((j * 29) % 2180 AS INTEGER),
       CASE op WHEN 'VKLAD' THEN 'PRIJEM' WHEN 'PREVOD Z UCTU' THEN 'PRIJEM' WHEN 'VYBER' THEN (CASE WHEN j % 10 = 0 THEN 'VYBER' ELSE 'VYDAJ' END)
               WHEN 'interest' THEN 'PRIJEM' ELSE 'VYDAJ' END,
       CASE WHEN op = 'interest' THEN NULL ELSE op END,
       CASE WHEN op = 'interest' THEN 10 + j % 300 ELSE 100 + (j * 7919) % 60000 END,
       200 + (j * 104729) % 120000,
       CASE WHEN op = 'interest' THEN 'UROK'
            WHEN op = 'PREVOD NA UCET' THEN (['SIPO', 'POJISTNE', 'UVER', 'SIPO'])[j % 4 + 1]
            WHEN op = 'PREVOD Z UCTU' AND j % 3 = 0 THEN 'DUCHOD'
            WHEN op = 'VYBER' AND j % 29 = 0 THEN 'SANKC. UROK'
            WHEN op = 'VYBER KARTOU' THEN NULL
            WHEN j % 5 = 0 THEN 'SLUZBY' END,
       CASE WHEN op IN ('PREVOD NA UCET', 'PREVOD Z UCTU') THEN (['AB', 'CD', 'EF', 'GH', 'IJ', 'KL', 'MN', 'OP', 'QR', 'ST', 'UV', 'WX', 'YZ'])[(j * 3) % 13 + 1] END,
       CASE WHEN op IN ('PREVOD NA UCET', 'PREVOD Z UCTU') THEN 10000000 + (j * 7907 * 37) % 89999999 END
FROM (SELECT j, 1 + (j * 17) % 1000 AS i,
             (['VKLAD', 'VYBER', 'PREVOD NA UCET', 'VYBER', 'PREVOD Z UCTU', 'interest', 'VKLAD', 'VYBER KARTOU', 'VYBER'])[(j * 5) % 9 + 1] AS op
      FROM range(1, 2001) t(j));
