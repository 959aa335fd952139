-- oe: the Order Entry (OE) schema of oracle-samples/db-sample-schemas (MIT), order_entry/oe_cre.sql,
-- ccus_v3.sql, cwhs_v3.sql, cord_v3.sql: the tables the OE views read. Oracle object types become
-- DuckDB STRUCTs (cust_address_typ, SDO_GEOMETRY), the VARRAY phone_list_typ a VARCHAR list,
-- XMLTYPE and INTERVAL YEAR TO MONTH become VARCHAR and INTERVAL. OE reads hr.countries through a
-- synonym `countries`; here it is a table of this schema. FKs to hr.* are left out (another
-- connection). Rows are ours.
CREATE SCHEMA IF NOT EXISTS oe;
SET schema = 'oe';
CREATE TABLE countries (country_id CHAR(2) NOT NULL PRIMARY KEY, country_name VARCHAR(60), region_id DECIMAL(38,0));
CREATE TABLE customers (
  customer_id DECIMAL(6) PRIMARY KEY CHECK (customer_id > 0),
  cust_first_name VARCHAR(20) NOT NULL,
  cust_last_name VARCHAR(20) NOT NULL,
  cust_address STRUCT(street_address VARCHAR, postal_code VARCHAR, city VARCHAR, state_province VARCHAR, country_id VARCHAR),
  phone_numbers VARCHAR[],
  nls_language VARCHAR(3),
  nls_territory VARCHAR(30),
  credit_limit DECIMAL(9,2) CHECK (credit_limit <= 5000),
  cust_email VARCHAR(40),
  account_mgr_id DECIMAL(6),
  cust_geo_location STRUCT(sdo_gtype DECIMAL(38,0), sdo_srid DECIMAL(38,0), sdo_point STRUCT(x DOUBLE, y DOUBLE, z DOUBLE)));
CREATE TABLE warehouses (
  warehouse_id DECIMAL(3) PRIMARY KEY,
  warehouse_spec VARCHAR,
  warehouse_name VARCHAR(35),
  location_id DECIMAL(4),
  wh_geo_location STRUCT(sdo_gtype DECIMAL(38,0), sdo_srid DECIMAL(38,0), sdo_point STRUCT(x DOUBLE, y DOUBLE, z DOUBLE)));
CREATE TABLE orders (
  order_id DECIMAL(12) PRIMARY KEY,
  order_date TIMESTAMPTZ NOT NULL,
  order_mode VARCHAR(8) CHECK (order_mode IN ('direct', 'online')),
  customer_id DECIMAL(6) NOT NULL REFERENCES customers (customer_id),
  order_status DECIMAL(2),
  order_total DECIMAL(8,2) CHECK (order_total >= 0),
  sales_rep_id DECIMAL(6),
  promotion_id DECIMAL(6));
CREATE TABLE product_information (
  product_id DECIMAL(6) PRIMARY KEY,
  product_name VARCHAR(50),
  product_description VARCHAR(2000),
  category_id DECIMAL(2),
  weight_class DECIMAL(1),
  warranty_period INTERVAL,
  supplier_id DECIMAL(6),
  product_status VARCHAR(20) CHECK (product_status IN ('orderable', 'planned', 'under development', 'obsolete')),
  list_price DECIMAL(8,2),
  min_price DECIMAL(8,2),
  catalog_url VARCHAR(50));
CREATE TABLE product_descriptions (
  product_id DECIMAL(6) REFERENCES product_information (product_id),
  language_id VARCHAR(3),
  translated_name VARCHAR(50) NOT NULL,
  translated_description VARCHAR(2000) NOT NULL,
  PRIMARY KEY (product_id, language_id));
CREATE TABLE inventories (
  product_id DECIMAL(6) REFERENCES product_information (product_id),
  warehouse_id DECIMAL(3) NOT NULL REFERENCES warehouses (warehouse_id),
  quantity_on_hand DECIMAL(8) NOT NULL,
  PRIMARY KEY (product_id, warehouse_id));
CREATE TABLE order_items (
  order_id DECIMAL(12) REFERENCES orders (order_id),
  line_item_id DECIMAL(3) NOT NULL,
  product_id DECIMAL(6) NOT NULL REFERENCES product_information (product_id),
  unit_price DECIMAL(8,2),
  quantity DECIMAL(8),
  PRIMARY KEY (order_id, line_item_id),
  UNIQUE (order_id, product_id));

INSERT INTO countries VALUES ('US', 'United States of America', 20), ('CA', 'Canada', 20),
  ('AU', 'Australia', 30), ('IN', 'India', 30), ('DE', 'Germany', 10), ('CN', 'China', 30);
INSERT INTO customers
SELECT 100 + i, 'First' || i, 'Last' || i,
       {'street_address': i || ' Main St', 'postal_code': (10000 + i)::VARCHAR, 'city': 'City' || (i % 5),
        'state_province': 'ST' || (i % 3), 'country_id': ['US', 'CA', 'AU', 'IN', 'DE'][(i % 5) + 1]},
       ['+1 555 010' || i, '+1 555 020' || i],
       'us', 'AMERICA', 500 * ((i % 10) + 1), 'c' || i || '@example.com', 145 + (i % 5),
       {'sdo_gtype': 2001, 'sdo_srid': 8307, 'sdo_point': {'x': -100.0 + i, 'y': 40.0 + i / 10, 'z': NULL}}
FROM generate_series(1, 30) t(i);
INSERT INTO warehouses VALUES
 (1, NULL, 'Southlake, Texas', 1400, {'sdo_gtype': 2001, 'sdo_srid': 8307, 'sdo_point': {'x': -103.00195, 'y': 36.500374, 'z': NULL}}),
 (2, NULL, 'San Francisco', 1500, {'sdo_gtype': 2001, 'sdo_srid': 8307, 'sdo_point': {'x': -124.21014, 'y': 41.998016, 'z': NULL}}),
 (3, NULL, 'New Jersey', 1600, {'sdo_gtype': 2001, 'sdo_srid': 8307, 'sdo_point': {'x': -74.695305, 'y': 41.35733, 'z': NULL}}),
 (4, NULL, 'Seattle, Washington', 1700, {'sdo_gtype': 2001, 'sdo_srid': 8307, 'sdo_point': {'x': -123.61526, 'y': 46.257458, 'z': NULL}}),
 (5, NULL, 'Toronto', 1800, {'sdo_gtype': 2001, 'sdo_srid': 8307, 'sdo_point': {'x': -79.37, 'y': 43.65, 'z': NULL}}),
 (6, NULL, 'Sydney', 2200, {'sdo_gtype': 2001, 'sdo_srid': 8307, 'sdo_point': {'x': 151.2, 'y': -33.86, 'z': NULL}}),
 (7, NULL, 'Mexico City', 3200, {'sdo_gtype': 2001, 'sdo_srid': 8307, 'sdo_point': {'x': -99.13, 'y': 19.43, 'z': NULL}}),
 (8, NULL, 'Beijing', 2000, {'sdo_gtype': 2001, 'sdo_srid': 8307, 'sdo_point': {'x': 116.4, 'y': 39.9, 'z': NULL}}),
 (9, NULL, 'Bombay', 2100, {'sdo_gtype': 2001, 'sdo_srid': 8307, 'sdo_point': {'x': 72.88, 'y': 19.07, 'z': NULL}});
INSERT INTO orders
SELECT 2350 + i, TIMESTAMPTZ '2007-01-01 10:00:00+00' + i * INTERVAL 5 DAY, CASE WHEN i % 2 = 0 THEN 'direct' ELSE 'online' END,
       100 + (i % 30) + 1, i % 10, 100 * i, CASE WHEN i % 2 = 0 THEN 153 END, NULL
FROM generate_series(1, 40) t(i);
INSERT INTO product_information
SELECT 1700 + i, 'Product ' || i, 'Description of product ' || i, 10 + (i % 5) * 2, (i % 5) + 1,
       INTERVAL 1 YEAR * (i % 3), 102050 + i % 4, ['orderable', 'planned', 'under development', 'obsolete'][(i % 4) + 1],
       20 + i * 3, 15 + i * 3, 'www.example.com/p' || i
FROM generate_series(1, 40) t(i);
INSERT INTO product_descriptions
SELECT 1700 + i, l, 'Name ' || i || ' ' || l, 'Description ' || i || ' ' || l
FROM generate_series(1, 40) t(i), (VALUES ('US'), ('D'), ('F')) v(l);
INSERT INTO inventories
SELECT 1700 + i, w, (i * w) % 200 FROM generate_series(1, 40) t(i), generate_series(1, 9) s(w) WHERE (i + w) % 3 = 0;
INSERT INTO order_items
SELECT 2350 + o, l, 1700 + ((o + l) % 40) + 1, 20 + o, l * 2 FROM generate_series(1, 40) a(o), generate_series(1, 3) b(l);
-- The OE view `products` (order_entry/oe_views.sql) that the inventory views read, in DuckDB syntax.
CREATE VIEW products AS
SELECT i.product_id, d.language_id,
       CASE WHEN d.language_id IS NOT NULL THEN d.translated_name ELSE i.product_name END AS product_name,
       i.category_id,
       CASE WHEN d.language_id IS NOT NULL THEN d.translated_description ELSE i.product_description END AS product_description,
       i.weight_class, i.warranty_period, i.supplier_id, i.product_status, i.list_price, i.min_price, i.catalog_url
FROM product_information i LEFT JOIN product_descriptions d ON d.product_id = i.product_id AND d.language_id = 'US';
