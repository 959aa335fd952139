CREATE TABLE adventureworks.address_type(address_type_id INTEGER PRIMARY KEY, "name" VARCHAR NOT NULL);
