CREATE TABLE advising.comment_instructor(instructor_id BIGINT DEFAULT(CAST('0' AS BIGINT)) NOT NULL, student_id BIGINT DEFAULT(CAST('0' AS BIGINT)) NOT NULL, score BIGINT, comment_text VARCHAR);
