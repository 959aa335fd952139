CREATE TABLE adventureworks.phone_number_type(phone_number_type_id INTEGER PRIMARY KEY, "name" VARCHAR NOT NULL);
