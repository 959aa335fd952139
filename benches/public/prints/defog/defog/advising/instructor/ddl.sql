CREATE TABLE advising.instructor(instructor_id BIGINT DEFAULT(CAST('0' AS BIGINT)) NOT NULL, "name" VARCHAR, uniqname VARCHAR);
