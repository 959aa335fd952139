CREATE TABLE erp.rcpt(rcpt_id INTEGER PRIMARY KEY, po_id INTEGER NOT NULL, rcpt_dt DATE NOT NULL, whse_id INTEGER NOT NULL, rcvd_by_emp_id INTEGER, pkg_cnt INTEGER NOT NULL, dock_door_no VARCHAR);
