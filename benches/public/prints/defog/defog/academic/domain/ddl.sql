CREATE TABLE academic."domain"(did BIGINT NOT NULL, "name" VARCHAR);
