CREATE TABLE academic.publication_keyword(pid BIGINT NOT NULL, kid BIGINT NOT NULL);
