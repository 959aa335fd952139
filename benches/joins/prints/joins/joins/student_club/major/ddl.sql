CREATE TABLE student_club.major(major_id VARCHAR PRIMARY KEY, major_name VARCHAR, department VARCHAR, college VARCHAR);
