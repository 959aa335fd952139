CREATE TABLE adventureworks.scrap_reason(scrap_reason_id INTEGER PRIMARY KEY, "name" VARCHAR NOT NULL);
