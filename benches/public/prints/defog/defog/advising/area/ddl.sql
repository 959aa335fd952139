CREATE TABLE advising.area(course_id BIGINT, area VARCHAR);
