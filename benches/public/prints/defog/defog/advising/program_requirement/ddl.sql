CREATE TABLE advising.program_requirement(program_id BIGINT NOT NULL, category VARCHAR NOT NULL, min_credit BIGINT, additional_req VARCHAR);
