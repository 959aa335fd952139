-- sh: the Sales History (SH) schema of oracle-samples/db-sample-schemas (MIT),
-- sales_history/sh_create.sql (partitioning dropped). Oracle types mapped to DuckDB.
-- Rows are ours: days of 2000 (the year the analytic examples query) and of 2019-2022 (the
-- years the current sample data covers). DuckDB wants a foreign key's column types to match the
-- referenced key's: sales.channel_id (NUMBER(1)) is DECIMAL(38,0) like channels.channel_id (NUMBER), and
-- costs.prod_id / costs.promo_id (NUMBER) are DECIMAL(6) like the keys they reference (NUMBER(6)).
CREATE SCHEMA IF NOT EXISTS sh;
SET schema = 'sh';
CREATE TABLE countries (
   country_id DECIMAL(38,0) NOT NULL PRIMARY KEY, country_iso_code CHAR(2) NOT NULL,
   country_name VARCHAR(40) NOT NULL, country_subregion VARCHAR(30) NOT NULL,
   country_subregion_id DECIMAL(38,0) NOT NULL, country_region VARCHAR(20) NOT NULL,
   country_region_id DECIMAL(38,0) NOT NULL, country_total VARCHAR(11) NOT NULL,
   country_total_id DECIMAL(38,0) NOT NULL);
CREATE TABLE customers (
   cust_id DECIMAL(38,0) NOT NULL PRIMARY KEY, cust_first_name VARCHAR(20) NOT NULL,
   cust_last_name VARCHAR(40) NOT NULL, cust_gender CHAR(1) NOT NULL,
   cust_year_of_birth DECIMAL(4) NOT NULL, cust_marital_status VARCHAR(20),
   cust_street_address VARCHAR(40) NOT NULL, cust_postal_code VARCHAR(10) NOT NULL,
   cust_city VARCHAR(30) NOT NULL, cust_city_id DECIMAL(38,0) NOT NULL,
   cust_state_province VARCHAR(40) NOT NULL, cust_state_province_id DECIMAL(38,0) NOT NULL,
   country_id DECIMAL(38,0) NOT NULL REFERENCES countries (country_id),
   cust_main_phone_number VARCHAR(25) NOT NULL, cust_income_level VARCHAR(30),
   cust_credit_limit DECIMAL(38,0), cust_email VARCHAR(50), cust_total VARCHAR(14) NOT NULL,
   cust_total_id DECIMAL(38,0) NOT NULL, cust_src_id DECIMAL(38,0), cust_eff_from DATE,
   cust_eff_to DATE, cust_valid VARCHAR(1));
CREATE TABLE promotions (
   promo_id DECIMAL(6) NOT NULL PRIMARY KEY, promo_name VARCHAR(30) NOT NULL,
   promo_subcategory VARCHAR(30) NOT NULL, promo_subcategory_id DECIMAL(38,0) NOT NULL,
   promo_category VARCHAR(30) NOT NULL, promo_category_id DECIMAL(38,0) NOT NULL,
   promo_cost DECIMAL(10,2) NOT NULL, promo_begin_date DATE NOT NULL, promo_end_date DATE NOT NULL,
   promo_total VARCHAR(15) NOT NULL, promo_total_id DECIMAL(38,0) NOT NULL);
CREATE TABLE products (
   prod_id DECIMAL(6) NOT NULL PRIMARY KEY, prod_name VARCHAR(50) NOT NULL,
   prod_desc VARCHAR(4000) NOT NULL, prod_subcategory VARCHAR(50) NOT NULL,
   prod_subcategory_id DECIMAL(38,0) NOT NULL, prod_subcategory_desc VARCHAR(2000) NOT NULL,
   prod_category VARCHAR(50) NOT NULL, prod_category_id DECIMAL(38,0) NOT NULL,
   prod_category_desc VARCHAR(2000) NOT NULL, prod_weight_class DECIMAL(3) NOT NULL,
   prod_unit_of_measure VARCHAR(20), prod_pack_size VARCHAR(30) NOT NULL,
   supplier_id DECIMAL(6) NOT NULL, prod_status VARCHAR(20) NOT NULL,
   prod_list_price DECIMAL(8,2) NOT NULL, prod_min_price DECIMAL(8,2) NOT NULL,
   prod_total VARCHAR(13) NOT NULL, prod_total_id DECIMAL(38,0) NOT NULL,
   prod_src_id DECIMAL(38,0), prod_eff_from DATE, prod_eff_to DATE, prod_valid VARCHAR(1));
CREATE TABLE times (
   time_id DATE NOT NULL PRIMARY KEY, day_name VARCHAR(9) NOT NULL,
   day_number_in_week DECIMAL(1) NOT NULL, day_number_in_month DECIMAL(2) NOT NULL,
   calendar_week_number DECIMAL(2) NOT NULL, fiscal_week_number DECIMAL(2) NOT NULL,
   week_ending_day DATE NOT NULL, week_ending_day_id DECIMAL(38,0) NOT NULL,
   calendar_month_number DECIMAL(2) NOT NULL, fiscal_month_number DECIMAL(2) NOT NULL,
   calendar_month_desc VARCHAR(8) NOT NULL, calendar_month_id DECIMAL(38,0) NOT NULL,
   fiscal_month_desc VARCHAR(8) NOT NULL, fiscal_month_id DECIMAL(38,0) NOT NULL,
   days_in_cal_month DECIMAL(38,0) NOT NULL, days_in_fis_month DECIMAL(38,0) NOT NULL,
   end_of_cal_month DATE NOT NULL, end_of_fis_month DATE NOT NULL,
   calendar_month_name VARCHAR(9) NOT NULL, fiscal_month_name VARCHAR(9) NOT NULL,
   calendar_quarter_desc CHAR(7) NOT NULL, calendar_quarter_id DECIMAL(38,0) NOT NULL,
   fiscal_quarter_desc CHAR(7) NOT NULL, fiscal_quarter_id DECIMAL(38,0) NOT NULL,
   days_in_cal_quarter DECIMAL(38,0) NOT NULL, days_in_fis_quarter DECIMAL(38,0) NOT NULL,
   end_of_cal_quarter DATE NOT NULL, end_of_fis_quarter DATE NOT NULL,
   calendar_quarter_number DECIMAL(1) NOT NULL, fiscal_quarter_number DECIMAL(1) NOT NULL,
   calendar_year DECIMAL(4) NOT NULL, calendar_year_id DECIMAL(38,0) NOT NULL,
   fiscal_year DECIMAL(4) NOT NULL, fiscal_year_id DECIMAL(38,0) NOT NULL,
   days_in_cal_year DECIMAL(38,0) NOT NULL, days_in_fis_year DECIMAL(38,0) NOT NULL,
   end_of_cal_year DATE NOT NULL, end_of_fis_year DATE NOT NULL);
CREATE TABLE channels (
   channel_id DECIMAL(38,0) NOT NULL PRIMARY KEY, channel_desc VARCHAR(20) NOT NULL,
   channel_class VARCHAR(20) NOT NULL, channel_class_id DECIMAL(38,0) NOT NULL,
   channel_total VARCHAR(13) NOT NULL, channel_total_id DECIMAL(38,0) NOT NULL);
CREATE TABLE sales (
   prod_id DECIMAL(6) NOT NULL REFERENCES products (prod_id),
   cust_id DECIMAL(38,0) NOT NULL REFERENCES customers (cust_id),
   time_id DATE NOT NULL REFERENCES times (time_id),
   channel_id DECIMAL(38,0) NOT NULL REFERENCES channels (channel_id),
   promo_id DECIMAL(6) NOT NULL REFERENCES promotions (promo_id),
   quantity_sold DECIMAL(3) NOT NULL, amount_sold DECIMAL(10,2) NOT NULL);
CREATE TABLE costs (
   prod_id DECIMAL(6) NOT NULL REFERENCES products (prod_id),
   time_id DATE NOT NULL REFERENCES times (time_id),
   promo_id DECIMAL(6) NOT NULL REFERENCES promotions (promo_id),
   channel_id DECIMAL(38,0) NOT NULL REFERENCES channels (channel_id),
   unit_cost DECIMAL(10,2) NOT NULL, unit_price DECIMAL(10,2) NOT NULL);

INSERT INTO countries VALUES
 (52790, 'US', 'United States of America', 'Northern America', 52797, 'Americas', 52801, 'World total', 52806),
 (52776, 'DE', 'Germany', 'Western Europe', 52799, 'Europe', 52803, 'World total', 52806),
 (52789, 'GB', 'United Kingdom', 'Western Europe', 52799, 'Europe', 52803, 'World total', 52806),
 (52774, 'AU', 'Australia', 'Australia', 52794, 'Oceania', 52805, 'World total', 52806),
 (52772, 'JP', 'Japan', 'Asia', 52793, 'Asia', 52802, 'World total', 52806);
INSERT INTO customers
SELECT i, 'First' || i, 'Last' || i, CASE WHEN i % 2 = 0 THEN 'M' ELSE 'F' END, 1950 + i,
       CASE WHEN i % 3 = 0 THEN 'married' ELSE 'single' END, i || ' Main St', (10000 + i)::VARCHAR,
       'City' || (i % 7), 51000 + i % 7, 'State' || (i % 4), 52500 + i % 4,
       [52790, 52776, 52789, 52774, 52772][(i % 5) + 1], '555-01' || i,
       'G: 130,000 - 149,999', 1500 * (i % 5 + 1), 'c' || i || '@example.com', 'Customer total', 52772,
       NULL, DATE '2019-01-01', NULL, 'A'
FROM generate_series(1, 50) t(i);
INSERT INTO promotions VALUES
 (999, 'NO PROMOTION #', 'NO PROMOTION', 999, 'NO PROMOTION', 999, 0, DATE '1999-01-01', DATE '9999-12-31', 'Promotion total', 1),
 (33, 'post promotion #20-33', 'downtown billboard', 17, 'post', 6, 5000, DATE '2000-01-01', DATE '2000-12-31', 'Promotion total', 1);
INSERT INTO products
SELECT i, 'Product ' || i, 'Description of product ' || i,
       ['Cameras', 'Accessories', 'Bulk Pack Diskettes', 'Operating Systems', 'Camcorders'][(i % 5) + 1], 2040 + i % 5,
       'Subcategory description', ['Photo', 'Peripherals and Accessories', 'Hardware', 'Software/Other', 'Electronics'][(i % 5) + 1],
       204 + i % 5, 'Category description', 1, 'U', 'P', 1, 'STATUS', 10 + i, 9 + i, 'TOTAL', 1, NULL,
       DATE '1998-01-01', NULL, 'A'
FROM generate_series(1, 25) t(i);
INSERT INTO times
SELECT d, dayname(d), isodow(d), day(d), week(d), week(d), d + CAST(7 - isodow(d) AS INTEGER), 1, month(d), month(d),
       strftime(d, '%Y-%m'), 1, strftime(d, '%Y-%m'), 1, 30, 30, last_day(d), last_day(d),
       monthname(d), monthname(d), year(d) || '-0' || quarter(d), 1, year(d) || '-0' || quarter(d), 1,
       91, 91, last_day(d), last_day(d), quarter(d), quarter(d), year(d), 1, year(d), 1, 365, 365,
       make_date(year(d), 12, 31), make_date(year(d), 12, 31)
FROM (SELECT CAST(d AS DATE) AS d FROM generate_series(DATE '2000-01-01', DATE '2000-12-31', INTERVAL 3 DAY) t(d)
      UNION ALL
      SELECT CAST(d AS DATE) FROM generate_series(DATE '2019-01-01', DATE '2022-12-01', INTERVAL 1 MONTH) t(d));
INSERT INTO channels VALUES
 (2, 'Partners', 'Others', 14, 'Channel total', 1),
 (3, 'Direct Sales', 'Direct', 12, 'Channel total', 1),
 (4, 'Internet', 'Indirect', 13, 'Channel total', 1),
 (9, 'Tele Sales', 'Direct', 12, 'Channel total', 1);
INSERT INTO sales
SELECT (i % 25) + 1, (i % 50) + 1, t.time_id, [2, 3, 4, 9][(i % 4) + 1], CASE WHEN i % 3 = 0 THEN 33 ELSE 999 END,
       (i % 5) + 1, 12.5 * ((i % 9) + 1)
FROM (SELECT time_id, row_number() OVER (ORDER BY time_id) AS i FROM times) t;
INSERT INTO costs
SELECT DISTINCT prod_id, time_id, promo_id, channel_id, 7.25, 12.5 FROM sales;
