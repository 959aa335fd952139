CREATE TABLE erp.po_sts(po_sts_id INTEGER PRIMARY KEY, po_sts_cd VARCHAR NOT NULL, po_sts_desc VARCHAR NOT NULL);
