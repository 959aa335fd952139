CREATE TABLE adventureworks.department(department_id INTEGER PRIMARY KEY, "name" VARCHAR NOT NULL, group_name VARCHAR NOT NULL);
