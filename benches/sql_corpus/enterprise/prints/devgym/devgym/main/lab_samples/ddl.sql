CREATE TABLE lab_samples(sample_id INTEGER DEFAULT(nextval('lab_samples_seq')), date_taken TIMESTAMP);
