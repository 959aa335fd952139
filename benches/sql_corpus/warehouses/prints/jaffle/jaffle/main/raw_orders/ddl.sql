CREATE TABLE raw_orders(id INTEGER PRIMARY KEY, user_id INTEGER, order_date DATE, status VARCHAR);
