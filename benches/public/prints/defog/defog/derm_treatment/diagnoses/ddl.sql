CREATE TABLE derm_treatment.diagnoses(diag_id INTEGER PRIMARY KEY, diag_code VARCHAR, diag_name VARCHAR, diag_desc VARCHAR);
