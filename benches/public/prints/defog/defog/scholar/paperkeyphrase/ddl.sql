CREATE TABLE scholar.paperkeyphrase(paperid BIGINT, keyphraseid BIGINT);
