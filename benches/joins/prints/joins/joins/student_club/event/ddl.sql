CREATE TABLE student_club."event"(event_id VARCHAR PRIMARY KEY, event_name VARCHAR, event_date VARCHAR, "type" VARCHAR, notes VARCHAR, "location" VARCHAR, status VARCHAR);
