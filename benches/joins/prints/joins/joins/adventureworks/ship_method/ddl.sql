CREATE TABLE adventureworks.ship_method(ship_method_id INTEGER PRIMARY KEY, "name" VARCHAR NOT NULL, ship_base DECIMAL(19,4) NOT NULL, ship_rate DECIMAL(19,4) NOT NULL);
