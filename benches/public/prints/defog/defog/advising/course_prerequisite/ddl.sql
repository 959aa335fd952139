CREATE TABLE advising.course_prerequisite(pre_course_id BIGINT NOT NULL, course_id BIGINT NOT NULL);
