CREATE TABLE scholar.author(authorid BIGINT NOT NULL, authorname VARCHAR);
