CREATE TABLE advising."program"(program_id BIGINT NOT NULL, "name" VARCHAR, college VARCHAR, introduction VARCHAR);
