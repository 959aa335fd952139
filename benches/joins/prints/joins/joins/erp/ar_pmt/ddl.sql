CREATE TABLE erp.ar_pmt(ar_pmt_id INTEGER PRIMARY KEY, ar_inv_id INTEGER NOT NULL, pmt_dt DATE NOT NULL, pmt_amt DECIMAL(14,2) NOT NULL, pmt_mthd_cd VARCHAR NOT NULL, chk_no VARCHAR);
