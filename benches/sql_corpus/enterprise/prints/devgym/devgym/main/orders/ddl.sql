CREATE TABLE orders(order_id INTEGER, status_date DATE, status VARCHAR);
