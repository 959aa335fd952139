CREATE TABLE reason(r_reason_sk INTEGER, r_reason_id VARCHAR NOT NULL, r_reason_desc VARCHAR, PRIMARY KEY(r_reason_sk));
