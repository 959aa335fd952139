CREATE TABLE stg_payments(payment_id INTEGER, order_id INTEGER, payment_method VARCHAR, amount DOUBLE);
