CREATE TABLE raw_payments(id INTEGER PRIMARY KEY, order_id INTEGER, payment_method VARCHAR, amount INTEGER);
