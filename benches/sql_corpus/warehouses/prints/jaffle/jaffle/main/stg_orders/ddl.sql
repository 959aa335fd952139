CREATE TABLE stg_orders(order_id INTEGER, customer_id INTEGER, order_date DATE, status VARCHAR);
