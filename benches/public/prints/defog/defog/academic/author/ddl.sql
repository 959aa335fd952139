CREATE TABLE academic.author(aid BIGINT NOT NULL, homepage VARCHAR, "name" VARCHAR, oid BIGINT);
