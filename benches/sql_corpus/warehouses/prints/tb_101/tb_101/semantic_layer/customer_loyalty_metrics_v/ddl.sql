CREATE TABLE semantic_layer.customer_loyalty_metrics_v(customer_id VARCHAR, city VARCHAR, country VARCHAR, total_sales DECIMAL(38,4), visited_location_ids_array VARCHAR[]);
