CREATE TABLE hr.jobs(job_id VARCHAR PRIMARY KEY, job_title VARCHAR NOT NULL, min_salary DECIMAL(6,0), max_salary DECIMAL(6,0));
