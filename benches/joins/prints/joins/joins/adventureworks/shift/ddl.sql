CREATE TABLE adventureworks.shift(shift_id INTEGER PRIMARY KEY, "name" VARCHAR NOT NULL, start_time TIME NOT NULL, end_time TIME NOT NULL);
