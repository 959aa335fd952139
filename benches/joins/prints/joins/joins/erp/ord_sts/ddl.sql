CREATE TABLE erp.ord_sts(ord_sts_id INTEGER PRIMARY KEY, ord_sts_cd VARCHAR NOT NULL, ord_sts_desc VARCHAR NOT NULL);
