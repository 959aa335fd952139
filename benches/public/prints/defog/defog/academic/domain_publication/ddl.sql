CREATE TABLE academic.domain_publication(did BIGINT NOT NULL, pid BIGINT NOT NULL);
