CREATE TABLE student_club.zip_code(zip_code INTEGER PRIMARY KEY, "type" VARCHAR, city VARCHAR, county VARCHAR, state VARCHAR, short_state VARCHAR);
