CREATE TABLE erp.cost_ctr(cost_ctr_id INTEGER PRIMARY KEY, cost_ctr_cd VARCHAR NOT NULL, cost_ctr_nm VARCHAR NOT NULL, co_cd VARCHAR NOT NULL);
