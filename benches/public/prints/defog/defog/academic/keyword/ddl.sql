CREATE TABLE academic.keyword(keyword VARCHAR, kid BIGINT NOT NULL);
