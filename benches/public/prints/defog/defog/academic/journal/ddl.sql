CREATE TABLE academic.journal(homepage VARCHAR, jid BIGINT NOT NULL, "name" VARCHAR);
