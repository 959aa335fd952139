CREATE TABLE scholar.dataset(datasetid BIGINT NOT NULL, datasetname VARCHAR);
