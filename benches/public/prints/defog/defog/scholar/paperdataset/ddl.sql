CREATE TABLE scholar.paperdataset(paperid BIGINT, datasetid BIGINT);
