CREATE TABLE academic.domain_journal(did BIGINT NOT NULL, jid BIGINT NOT NULL);
