CREATE TABLE advising.semester(semester_id BIGINT NOT NULL, semester VARCHAR, "year" BIGINT);
