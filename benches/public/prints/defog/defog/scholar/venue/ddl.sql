CREATE TABLE scholar.venue(venueid BIGINT NOT NULL, venuename VARCHAR);
