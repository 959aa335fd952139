CREATE TABLE erp.sls_tgt(sls_rep_id INTEGER, fscl_prd_id INTEGER, tgt_amt DECIMAL(12,2) NOT NULL, PRIMARY KEY(sls_rep_id, fscl_prd_id));
