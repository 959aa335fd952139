CREATE TABLE erp.prj_sts(prj_sts_id INTEGER PRIMARY KEY, prj_sts_cd VARCHAR NOT NULL, prj_sts_desc VARCHAR NOT NULL);
