CREATE TABLE advising.offering_instructor(offering_instructor_id BIGINT DEFAULT(CAST('0' AS BIGINT)) NOT NULL, offering_id BIGINT, instructor_id BIGINT);
