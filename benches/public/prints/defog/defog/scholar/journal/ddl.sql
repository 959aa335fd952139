CREATE TABLE scholar.journal(journalid BIGINT NOT NULL, journalname VARCHAR);
