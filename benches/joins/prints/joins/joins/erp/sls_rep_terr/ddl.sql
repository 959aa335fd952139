CREATE TABLE erp.sls_rep_terr(sls_rep_id INTEGER, terr_id INTEGER, eff_dt DATE, end_dt DATE, PRIMARY KEY(sls_rep_id, terr_id, eff_dt));
