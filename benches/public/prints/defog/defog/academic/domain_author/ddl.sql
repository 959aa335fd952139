CREATE TABLE academic.domain_author(aid BIGINT NOT NULL, did BIGINT NOT NULL);
