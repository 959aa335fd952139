CREATE TABLE scholar.keyphrase(keyphraseid BIGINT NOT NULL, keyphrasename VARCHAR);
