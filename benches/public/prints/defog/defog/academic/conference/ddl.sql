CREATE TABLE academic.conference(cid BIGINT NOT NULL, homepage VARCHAR, "name" VARCHAR);
