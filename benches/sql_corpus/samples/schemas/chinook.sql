-- Chinook (lerocha/chinook-database, MIT), the SQLite/MySQL spelling of its DDL
-- (ChinookDatabase/DataSources/Chinook_Sqlite.sql): PascalCase tables and columns, kept
-- quoted so their case survives (MySQL's table names are case-sensitive on Linux).
-- Types: NVARCHAR(n) -> VARCHAR, NUMERIC(10,2) -> DECIMAL(10,2), DATETIME -> TIMESTAMP.
-- Primary and foreign keys as declared. The data is ours: small, generated.
CREATE TABLE "Artist" ("ArtistId" INTEGER NOT NULL PRIMARY KEY, "Name" VARCHAR);
CREATE TABLE "Album" ("AlbumId" INTEGER NOT NULL PRIMARY KEY, "Title" VARCHAR NOT NULL,
  "ArtistId" INTEGER NOT NULL REFERENCES "Artist" ("ArtistId"));
CREATE TABLE "Employee" ("EmployeeId" INTEGER NOT NULL PRIMARY KEY, "LastName" VARCHAR NOT NULL,
  "FirstName" VARCHAR NOT NULL, "Title" VARCHAR, "ReportsTo" INTEGER REFERENCES "Employee" ("EmployeeId"),
  "BirthDate" TIMESTAMP, "HireDate" TIMESTAMP, "Address" VARCHAR, "City" VARCHAR, "State" VARCHAR,
  "Country" VARCHAR, "PostalCode" VARCHAR, "Phone" VARCHAR, "Fax" VARCHAR, "Email" VARCHAR);
CREATE TABLE "Customer" ("CustomerId" INTEGER NOT NULL PRIMARY KEY, "FirstName" VARCHAR NOT NULL,
  "LastName" VARCHAR NOT NULL, "Company" VARCHAR, "Address" VARCHAR, "City" VARCHAR, "State" VARCHAR,
  "Country" VARCHAR, "PostalCode" VARCHAR, "Phone" VARCHAR, "Fax" VARCHAR, "Email" VARCHAR NOT NULL,
  "SupportRepId" INTEGER REFERENCES "Employee" ("EmployeeId"));
CREATE TABLE "Genre" ("GenreId" INTEGER NOT NULL PRIMARY KEY, "Name" VARCHAR);
CREATE TABLE "MediaType" ("MediaTypeId" INTEGER NOT NULL PRIMARY KEY, "Name" VARCHAR);
CREATE TABLE "Playlist" ("PlaylistId" INTEGER NOT NULL PRIMARY KEY, "Name" VARCHAR);
CREATE TABLE "Track" ("TrackId" INTEGER NOT NULL PRIMARY KEY, "Name" VARCHAR NOT NULL,
  "AlbumId" INTEGER REFERENCES "Album" ("AlbumId"), "MediaTypeId" INTEGER NOT NULL REFERENCES "MediaType" ("MediaTypeId"),
  "GenreId" INTEGER REFERENCES "Genre" ("GenreId"), "Composer" VARCHAR, "Milliseconds" INTEGER NOT NULL,
  "Bytes" INTEGER, "UnitPrice" DECIMAL(10,2) NOT NULL);
CREATE TABLE "Invoice" ("InvoiceId" INTEGER NOT NULL PRIMARY KEY,
  "CustomerId" INTEGER NOT NULL REFERENCES "Customer" ("CustomerId"), "InvoiceDate" TIMESTAMP NOT NULL,
  "BillingAddress" VARCHAR, "BillingCity" VARCHAR, "BillingState" VARCHAR, "BillingCountry" VARCHAR,
  "BillingPostalCode" VARCHAR, "Total" DECIMAL(10,2) NOT NULL);
CREATE TABLE "InvoiceLine" ("InvoiceLineId" INTEGER NOT NULL PRIMARY KEY,
  "InvoiceId" INTEGER NOT NULL REFERENCES "Invoice" ("InvoiceId"), "TrackId" INTEGER NOT NULL REFERENCES "Track" ("TrackId"),
  "UnitPrice" DECIMAL(10,2) NOT NULL, "Quantity" INTEGER NOT NULL);
CREATE TABLE "PlaylistTrack" ("PlaylistId" INTEGER NOT NULL REFERENCES "Playlist" ("PlaylistId"),
  "TrackId" INTEGER NOT NULL REFERENCES "Track" ("TrackId"), PRIMARY KEY ("PlaylistId", "TrackId"));

INSERT INTO "Artist" SELECT i, 'Artist ' || i FROM generate_series(1, 10) AS g(i);
INSERT INTO "Album" SELECT i, 'Album ' || i, 1 + i % 10 FROM generate_series(1, 20) AS g(i);
INSERT INTO "Genre" VALUES (1, 'Rock'), (2, 'Jazz'), (3, 'Metal'), (4, 'Alternative & Punk'), (5, 'Rock And Roll');
INSERT INTO "MediaType" VALUES (1, 'MPEG audio file'), (2, 'Protected AAC audio file'), (3, 'Protected MPEG-4 video file');
INSERT INTO "Playlist" VALUES (1, 'Music'), (2, 'Movies'), (3, 'TV Shows'), (4, 'Audiobooks');
-- One statement a row: DuckDB checks the self-reference ReportsTo -> EmployeeId per statement.
INSERT INTO "Employee" VALUES (1, 'Adams', 'Andrew', 'General Manager', NULL, '1962-02-18', '2002-08-14', '11120 Jasper Ave NW', 'Edmonton', 'AB', 'Canada', 'T5K 2N1', '+1 (780) 428-9482', '+1 (780) 428-3457', 'andrew@chinookcorp.com');
INSERT INTO "Employee" VALUES (2, 'Edwards', 'Nancy', 'Sales Manager', 1, '1958-12-08', '2002-05-01', '825 8 Ave SW', 'Calgary', 'AB', 'Canada', 'T2P 2T3', '+1 (403) 262-3443', '+1 (403) 262-3322', 'nancy@chinookcorp.com');
INSERT INTO "Employee" VALUES (3, 'Peacock', 'Jane', 'Sales Support Agent', 2, '1973-08-29', '2002-04-01', '1111 6 Ave SW', 'Calgary', 'AB', 'Canada', 'T2P 5M5', '+1 (403) 262-3443', '+1 (403) 262-6712', 'jane@chinookcorp.com');
INSERT INTO "Customer"
  SELECT i, 'First' || i, 'Last' || i, NULL, i || ' Rua', 'City ' || (i % 5), NULL, ['Brazil', 'Germany', 'Canada', 'USA', 'France'][1 + i % 5],
         CAST(10000 + i AS VARCHAR), '+55 12 3923-' || (5555 + i), NULL, 'customer' || i || '@example.com', 3
  FROM generate_series(1, 20) AS g(i);
INSERT INTO "Track"
  SELECT i, 'Track ' || i, 1 + i % 20, 1 + i % 3, 1 + i % 5, 'Composer ' || (i % 7), 200000 + i * 1000, 6000000 + i * 100, 0.99
  FROM generate_series(1, 60) AS g(i);
INSERT INTO "PlaylistTrack" SELECT 1 + i % 4, i FROM generate_series(1, 60) AS g(i);
INSERT INTO "Invoice"
  SELECT i, 1 + i % 20, TIMESTAMP '2021-01-01 00:00:00' + i * INTERVAL 7 DAY, i || ' Rua', 'City ' || (i % 5), NULL,
         ['Brazil', 'Germany', 'Canada', 'USA', 'France'][1 + (1 + i % 20) % 5], CAST(10000 + i AS VARCHAR), 1.98
  FROM generate_series(1, 40) AS g(i);
INSERT INTO "InvoiceLine" SELECT i, 1 + (i - 1) // 2, 1 + i % 60, 0.99, 1 FROM generate_series(1, 80) AS g(i);
