CREATE TABLE stg_customers(customer_id INTEGER, first_name VARCHAR, last_name VARCHAR);
