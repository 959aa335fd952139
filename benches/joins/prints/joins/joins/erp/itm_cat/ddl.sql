CREATE TABLE erp.itm_cat(itm_cat_id INTEGER PRIMARY KEY, itm_cat_cd VARCHAR NOT NULL, itm_cat_desc VARCHAR NOT NULL);
