CREATE TABLE erp.rtrn_rsn(rtrn_rsn_id INTEGER PRIMARY KEY, rtrn_rsn_cd VARCHAR NOT NULL, rtrn_rsn_desc VARCHAR NOT NULL);
