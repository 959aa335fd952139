CREATE TABLE users(creation DATE NOT NULL, lastlogin DATE NOT NULL, username VARCHAR NOT NULL, "password" VARCHAR NOT NULL, permissions INTEGER NOT NULL, "comment" VARCHAR);
