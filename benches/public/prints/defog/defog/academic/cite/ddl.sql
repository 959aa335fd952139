CREATE TABLE academic.cite(cited BIGINT, citing BIGINT);
