CREATE TABLE academic.domain_conference(cid BIGINT NOT NULL, did BIGINT NOT NULL);
