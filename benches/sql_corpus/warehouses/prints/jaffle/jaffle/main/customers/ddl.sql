CREATE TABLE customers(customer_id INTEGER, first_name VARCHAR, last_name VARCHAR, first_order DATE, most_recent_order DATE, number_of_orders BIGINT, customer_lifetime_value DOUBLE);
