CREATE TABLE scholar.paperfield(fieldid BIGINT, paperid BIGINT);
