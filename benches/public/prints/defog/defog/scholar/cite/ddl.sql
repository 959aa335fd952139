CREATE TABLE scholar.cite(citingpaperid BIGINT NOT NULL, citedpaperid BIGINT NOT NULL);
