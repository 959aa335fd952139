CREATE TABLE academic."publication"(abstract VARCHAR, cid BIGINT, citation_num BIGINT, jid BIGINT, pid BIGINT NOT NULL, reference_num BIGINT, title VARCHAR, "year" BIGINT);
