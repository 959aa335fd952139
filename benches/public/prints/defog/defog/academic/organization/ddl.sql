CREATE TABLE academic.organization(continent VARCHAR, homepage VARCHAR, "name" VARCHAR, oid BIGINT NOT NULL);
