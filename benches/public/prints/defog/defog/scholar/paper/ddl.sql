CREATE TABLE scholar.paper(paperid BIGINT NOT NULL, title VARCHAR, venueid BIGINT, "year" BIGINT, numciting BIGINT, numcitedby BIGINT, journalid BIGINT);
