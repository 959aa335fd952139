CREATE TABLE scholar.writes(paperid BIGINT, authorid BIGINT);
