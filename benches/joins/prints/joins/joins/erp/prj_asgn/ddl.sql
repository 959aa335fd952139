CREATE TABLE erp.prj_asgn(prj_id INTEGER, emp_id INTEGER, role_cd VARCHAR NOT NULL, alloc_pct DECIMAL(5,2) NOT NULL, strt_dt DATE NOT NULL, end_dt DATE, PRIMARY KEY(prj_id, emp_id));
