CREATE TABLE raw_support.truck_reviews(order_id BIGINT, "language" VARCHAR, "source" VARCHAR, review VARCHAR, review_id BIGINT);
