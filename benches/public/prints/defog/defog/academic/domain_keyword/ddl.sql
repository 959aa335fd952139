CREATE TABLE academic.domain_keyword(did BIGINT NOT NULL, kid BIGINT NOT NULL);
