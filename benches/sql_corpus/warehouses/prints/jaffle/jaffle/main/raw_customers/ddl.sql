CREATE TABLE raw_customers(id INTEGER PRIMARY KEY, first_name VARCHAR, last_name VARCHAR);
