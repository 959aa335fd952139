CREATE TABLE adventureworks."location"(location_id INTEGER PRIMARY KEY, "name" VARCHAR NOT NULL, cost_rate DECIMAL(10,4) NOT NULL, availability DECIMAL(8,2) NOT NULL);
