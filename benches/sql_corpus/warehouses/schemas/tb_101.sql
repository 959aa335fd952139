-- Tasty Bytes "Zero to Snowflake" database tb_101 (Snowflake-Labs/sfguide-getting-started-from-zero-to-snowflake,
-- scripts/setup.sql and vignette-2.sql, Apache-2.0). Tables as the setup script declares them
-- (NUMBER -> DECIMAL/BIGINT, VARCHAR(16777216) -> VARCHAR, VARIANT/OBJECT -> JSON,
-- TIMESTAMP_NTZ -> TIMESTAMP). The views and dynamic tables are materialised here as tables with
-- the columns their SELECTs produce. The data is ours.
CREATE SCHEMA raw_pos;
CREATE SCHEMA raw_customer;
CREATE SCHEMA raw_support;
CREATE SCHEMA harmonized;
CREATE SCHEMA analytics;
CREATE SCHEMA semantic_layer;
CREATE SCHEMA governance;

CREATE TABLE raw_pos.country (country_id DECIMAL(18,0), country VARCHAR, iso_currency VARCHAR(3), iso_country VARCHAR(2),
    city_id DECIMAL(19,0), city VARCHAR, city_population VARCHAR);
CREATE TABLE raw_pos.franchise (franchise_id BIGINT, first_name VARCHAR, last_name VARCHAR, city VARCHAR, country VARCHAR,
    e_mail VARCHAR, phone_number VARCHAR);
CREATE TABLE raw_pos.location (location_id DECIMAL(19,0), placekey VARCHAR, location VARCHAR, city VARCHAR, region VARCHAR,
    iso_country_code VARCHAR, country VARCHAR);
CREATE TABLE raw_pos.menu (menu_id DECIMAL(19,0), menu_type_id BIGINT, menu_type VARCHAR, truck_brand_name VARCHAR,
    menu_item_id BIGINT, menu_item_name VARCHAR, item_category VARCHAR, item_subcategory VARCHAR,
    cost_of_goods_usd DECIMAL(38,4), sale_price_usd DECIMAL(38,4), menu_item_health_metrics_obj JSON);
CREATE TABLE raw_pos.truck (truck_id BIGINT, menu_type_id BIGINT, primary_city VARCHAR, region VARCHAR, iso_region VARCHAR,
    country VARCHAR, iso_country_code VARCHAR, franchise_flag BIGINT, year BIGINT, make VARCHAR, model VARCHAR,
    ev_flag BIGINT, franchise_id BIGINT, truck_opening_date DATE, truck_build JSON);
CREATE TABLE raw_pos.order_header (order_id BIGINT, truck_id BIGINT, location_id DOUBLE, customer_id BIGINT,
    discount_id VARCHAR, shift_id BIGINT, shift_start_time TIME, shift_end_time TIME, order_channel VARCHAR,
    order_ts TIMESTAMP, served_ts VARCHAR, order_currency VARCHAR(3), order_amount DECIMAL(38,4),
    order_tax_amount VARCHAR, order_discount_amount VARCHAR, order_total DECIMAL(38,4));
CREATE TABLE raw_pos.order_detail (order_detail_id BIGINT, order_id BIGINT, menu_item_id BIGINT, discount_id VARCHAR,
    line_number BIGINT, quantity DECIMAL(5,0), unit_price DECIMAL(38,4), price DECIMAL(38,4),
    order_item_discount_amount VARCHAR);
CREATE TABLE raw_customer.customer_loyalty (customer_id BIGINT, first_name VARCHAR, last_name VARCHAR, city VARCHAR,
    country VARCHAR, postal_code VARCHAR, preferred_language VARCHAR, gender VARCHAR, favourite_brand VARCHAR,
    marital_status VARCHAR, children_count VARCHAR, sign_up_date DATE, birthday_date DATE, e_mail VARCHAR,
    phone_number VARCHAR);
CREATE TABLE raw_support.truck_reviews (order_id BIGINT, language VARCHAR, source VARCHAR, review VARCHAR, review_id BIGINT);

-- data
INSERT INTO raw_pos.country SELECT i, ['United States','Japan','Canada','France'][1 + i % 4], 'USD', 'US', i,
    ['Denver','Tokyo','Toronto','Paris'][1 + i % 4], '1000000' FROM range(1, 9) t(i);
INSERT INTO raw_pos.franchise SELECT i, 'First' || i, 'Last' || i, ['Denver','Tokyo'][1 + i % 2],
    ['United States','Japan'][1 + i % 2], 'f' || i || '@example.com', '555-010' || i FROM range(1, 6) t(i);
INSERT INTO raw_pos.location SELECT 1000 + i, 'pk' || i, 'Location ' || i, ['Denver','Tokyo','Toronto'][1 + i % 3],
    ['Colorado','Tokyo','Ontario'][1 + i % 3], ['US','JP','CA'][1 + i % 3], ['United States','Japan','Canada'][1 + i % 3]
    FROM range(1, 41) t(i);
INSERT INTO raw_pos.menu SELECT i, 1 + i % 15, ['Sandwiches','Ramen','Tacos'][1 + i % 3],
    ['Better Off Bread','Kitakata Ramen Bar','Guac n'' Roll'][1 + i % 3], i, 'Item ' || i,
    ['Main','Beverage','Snack','Dessert'][1 + i % 4], ['Hot Option','Cold Option'][1 + i % 2], 2.5 + i % 5, 8 + i % 7,
    json_object('menu_item_id', i, 'menu_item_health_metrics',
        json_array(json_object('ingredients', json_array('French Baguette','Pickled Daikon'),
            'is_healthy_flag', 'N', 'is_gluten_free_flag', 'N', 'is_dairy_free_flag', 'Y', 'is_nut_free_flag', 'Y')))
    FROM range(1, 31) t(i);
CREATE TABLE raw_pos.menu_staging AS SELECT * FROM raw_pos.menu;
INSERT INTO raw_pos.truck SELECT i, 1 + i % 15, ['Denver','Tokyo','Toronto'][1 + i % 3], ['Colorado','Tokyo','Ontario'][1 + i % 3],
    'R' || i % 3, ['United States','Japan','Canada'][1 + i % 3], ['US','JP','CA'][1 + i % 3], i % 2, 2010 + i % 10,
    ['Ford','Ford_','Freightliner','Nissan'][1 + i % 4], ['Step Van','NV200'][1 + i % 2], i % 2, 1 + i % 5,
    DATE '2019-01-01' + CAST(i * 11 AS INTEGER), NULL FROM range(1, 21) t(i);
UPDATE raw_pos.truck SET truck_build = json_object('year', year, 'make', make, 'model', model);
-- truck_details as setup.sql builds it (truck without year, make, model), plus the year, make, model
-- columns vignette 1 adds to its clone truck_dev and SWAPs into truck_details (its later queries read them).
CREATE TABLE raw_pos.truck_dev AS SELECT * EXCLUDE (year, make, model), year, make, model FROM raw_pos.truck;
CREATE TABLE raw_pos.truck_details AS SELECT * FROM raw_pos.truck_dev;
INSERT INTO raw_pos.order_header SELECT 459520400 + i, 1 + i % 20, 1001 + i % 40, 101500 + i % 50, NULL, 200322900 + i % 7,
    TIME '08:00:00', TIME '14:00:00', NULL, TIMESTAMP '2022-01-01 09:00:00' + INTERVAL (i * 7) HOUR, NULL, 'USD',
    10 + i % 40, '0', '0', 10 + i % 40 FROM range(1, 201) t(i);
INSERT INTO raw_pos.order_detail SELECT 900000 + i, 459520400 + 1 + i % 200, 1 + i % 30, NULL, 1 + i % 3, 1 + i % 4,
    3 + i % 9, 3 + i % 9 * (1 + i % 4), NULL FROM range(0, 200) t(i);
INSERT INTO raw_customer.customer_loyalty SELECT 101500 + i, 'First' || i, 'Last' || i, ['Denver','Tokyo','Toronto'][1 + i % 3],
    ['United States','Japan','Canada'][1 + i % 3], '8020' || i % 10, ['English','Japanese'][1 + i % 2],
    ['Male','Female','Undisclosed'][1 + i % 3], 'Better Off Bread', ['Married','Single','Undisclosed'][1 + i % 3],
    CAST(i % 4 AS VARCHAR), DATE '2020-01-01' + CAST(i * 5 AS INTEGER), DATE '1980-01-01' + CAST(i * 200 AS INTEGER), 'c' || i || '@example.com',
    '555-02' || i FROM range(0, 50) t(i);
INSERT INTO raw_support.truck_reviews SELECT 459520400 + 1 + i % 200, ['en','ja','fr'][1 + i % 3], ['app','web'][1 + i % 2],
    'Review text number ' || i || ' about the food, the price and the service at the truck.', i FROM range(1, 61) t(i);

-- harmonized / analytics / semantic_layer views, materialised
CREATE TABLE harmonized.orders_v AS
SELECT oh.order_id, oh.truck_id, oh.order_ts, od.order_detail_id, od.line_number, m.truck_brand_name, m.menu_type,
    t.primary_city, t.region, t.country, t.franchise_flag, t.franchise_id, f.first_name AS franchisee_first_name,
    f.last_name AS franchisee_last_name, l.location_id, cl.customer_id, cl.first_name, cl.last_name, cl.e_mail,
    cl.phone_number, cl.children_count, cl.gender, cl.marital_status, od.menu_item_id, m.menu_item_name, od.quantity,
    od.unit_price, od.price, oh.order_amount, oh.order_tax_amount, oh.order_discount_amount, oh.order_total
FROM raw_pos.order_detail od JOIN raw_pos.order_header oh ON od.order_id = oh.order_id
JOIN raw_pos.truck t ON oh.truck_id = t.truck_id JOIN raw_pos.menu m ON od.menu_item_id = m.menu_item_id
JOIN raw_pos.franchise f ON t.franchise_id = f.franchise_id JOIN raw_pos.location l ON oh.location_id = l.location_id
LEFT JOIN raw_customer.customer_loyalty cl ON oh.customer_id = cl.customer_id;
CREATE TABLE harmonized.customer_loyalty_metrics_v AS
SELECT cl.customer_id, cl.city, cl.country, cl.first_name, cl.last_name, cl.phone_number, cl.e_mail,
    SUM(oh.order_total) AS total_sales, ARRAY_AGG(DISTINCT oh.location_id) AS visited_location_ids_array
FROM raw_customer.customer_loyalty cl JOIN raw_pos.order_header oh ON cl.customer_id = oh.customer_id
GROUP BY ALL;
CREATE TABLE harmonized.truck_reviews_v AS
SELECT DISTINCT r.review_id, r.order_id, oh.truck_id, r.language, source, r.review, t.primary_city, oh.customer_id,
    CAST(oh.order_ts AS DATE) AS date, m.truck_brand_name
FROM raw_support.truck_reviews r JOIN raw_pos.order_header oh ON oh.order_id = r.order_id
JOIN raw_pos.truck t ON t.truck_id = oh.truck_id JOIN raw_pos.menu m ON m.menu_type_id = t.menu_type_id;
CREATE TABLE analytics.orders_v AS SELECT CAST(o.order_ts AS DATE) AS date, * FROM harmonized.orders_v o;
CREATE TABLE analytics.customer_loyalty_metrics_v AS SELECT * FROM harmonized.customer_loyalty_metrics_v;
CREATE TABLE analytics.truck_reviews_v AS SELECT * FROM harmonized.truck_reviews_v;
CREATE TABLE analytics.japan_menu_item_sales_feb_2022 AS
SELECT DISTINCT menu_item_name, date, order_total FROM analytics.orders_v WHERE country = 'Japan';
CREATE TABLE semantic_layer.orders_v AS
SELECT CAST(order_id AS VARCHAR) AS order_id, CAST(truck_id AS VARCHAR) AS truck_id, CAST(order_detail_id AS VARCHAR) AS order_detail_id,
    truck_brand_name, menu_type, primary_city, region, country, franchise_flag, CAST(franchise_id AS VARCHAR) AS franchise_id,
    CAST(location_id AS VARCHAR) AS location_id, CAST(customer_id AS VARCHAR) AS customer_id, gender, marital_status,
    CAST(menu_item_id AS VARCHAR) AS menu_item_id, menu_item_name, quantity, order_total, CAST(order_ts AS DATE) AS order_date
FROM harmonized.orders_v;
CREATE TABLE semantic_layer.customer_loyalty_metrics_v AS
SELECT CAST(customer_id AS VARCHAR) AS customer_id, city, country, total_sales, [] :: VARCHAR[] AS visited_location_ids_array
FROM harmonized.customer_loyalty_metrics_v;
-- vignette 2's dynamic tables
CREATE TABLE harmonized.ingredient (ingredient_name VARCHAR, menu_ids JSON);
INSERT INTO harmonized.ingredient VALUES ('French Baguette', '[1,2]'), ('Pickled Daikon', '[1,2]'), ('Mayonnaise', '[3]');
CREATE TABLE harmonized.ingredient_to_menu_lookup AS
SELECT ingredient_name, CAST(i AS BIGINT) AS menu_item_id FROM harmonized.ingredient, range(1, 31) t(i);
CREATE TABLE harmonized.ingredient_usage_by_truck (truck_id BIGINT, order_year BIGINT, order_month BIGINT,
    ingredient_name VARCHAR, total_ingredients_used DECIMAL(38,0));
INSERT INTO harmonized.ingredient_usage_by_truck SELECT 1 + i % 20, 2022, 1 + i % 12,
    ['French Baguette','Pickled Daikon','Mayonnaise'][1 + i % 3], i FROM range(0, 60) t(i);
