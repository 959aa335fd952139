CREATE TABLE co.customers(customer_id INTEGER PRIMARY KEY, email_address VARCHAR NOT NULL UNIQUE, full_name VARCHAR NOT NULL);
