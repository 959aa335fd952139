-- co: the Customer Orders (CO) schema of oracle-samples/db-sample-schemas (MIT),
-- customer_orders/co_create.sql. Oracle types mapped to DuckDB (NUMBER -> DECIMAL,
-- VARCHAR2 -> VARCHAR, BLOB -> BLOB, identity columns -> INTEGER). Rows are ours.
CREATE SCHEMA IF NOT EXISTS co;
SET schema = 'co';
CREATE TABLE customers (
  customer_id INTEGER PRIMARY KEY,
  email_address VARCHAR(255) NOT NULL UNIQUE,
  full_name VARCHAR(255) NOT NULL);
CREATE TABLE stores (
  store_id INTEGER PRIMARY KEY,
  store_name VARCHAR(255) NOT NULL UNIQUE,
  web_address VARCHAR(100),
  physical_address VARCHAR(512),
  latitude DECIMAL(9,6),
  longitude DECIMAL(9,6),
  logo BLOB,
  logo_mime_type VARCHAR(512),
  logo_filename VARCHAR(512),
  logo_charset VARCHAR(512),
  logo_last_updated DATE,
  CHECK (web_address IS NOT NULL OR physical_address IS NOT NULL));
CREATE TABLE products (
  product_id INTEGER PRIMARY KEY,
  product_name VARCHAR(255) NOT NULL,
  unit_price DECIMAL(10,2),
  product_details BLOB,
  product_image BLOB,
  image_mime_type VARCHAR(512),
  image_filename VARCHAR(512),
  image_charset VARCHAR(512),
  image_last_updated DATE);
CREATE TABLE orders (
  order_id INTEGER PRIMARY KEY,
  order_tms TIMESTAMP NOT NULL,
  customer_id INTEGER NOT NULL REFERENCES customers (customer_id),
  order_status VARCHAR(10) NOT NULL CHECK (order_status IN ('CANCELLED','COMPLETE','OPEN','PAID','REFUNDED','SHIPPED')),
  store_id INTEGER NOT NULL REFERENCES stores (store_id));
CREATE TABLE shipments (
  shipment_id INTEGER PRIMARY KEY,
  store_id INTEGER NOT NULL REFERENCES stores (store_id),
  customer_id INTEGER NOT NULL REFERENCES customers (customer_id),
  delivery_address VARCHAR(512) NOT NULL,
  shipment_status VARCHAR(100) NOT NULL CHECK (shipment_status IN ('CREATED','SHIPPED','IN-TRANSIT','DELIVERED')));
CREATE TABLE order_items (
  order_id INTEGER NOT NULL REFERENCES orders (order_id),
  line_item_id INTEGER NOT NULL,
  product_id INTEGER NOT NULL REFERENCES products (product_id),
  unit_price DECIMAL(10,2) NOT NULL,
  quantity INTEGER NOT NULL,
  shipment_id INTEGER REFERENCES shipments (shipment_id),
  PRIMARY KEY (order_id, line_item_id),
  UNIQUE (product_id, order_id));
CREATE TABLE inventory (
  inventory_id INTEGER PRIMARY KEY,
  store_id INTEGER NOT NULL REFERENCES stores (store_id),
  product_id INTEGER NOT NULL REFERENCES products (product_id),
  product_inventory INTEGER NOT NULL,
  UNIQUE (store_id, product_id));

INSERT INTO customers
SELECT i, 'customer' || i || '@example.com', 'Customer ' || i FROM generate_series(1, 40) t(i);
INSERT INTO stores VALUES
 (1, 'Online', 'https://www.example.com', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL),
 (2, 'San Francisco', NULL, '1 Market St, San Francisco, CA 94105', 37.794, -122.395, NULL, NULL, NULL, NULL, NULL),
 (3, 'New York City', NULL, '1 Wall St, New York, NY 10005', 40.707, -74.011, NULL, NULL, NULL, NULL, NULL),
 (4, 'Chicago', NULL, '233 S Wacker Dr, Chicago, IL 60606', 41.878, -87.636, NULL, NULL, NULL, NULL, NULL),
 (5, 'Seattle', 'https://seattle.example.com', '400 Broad St, Seattle, WA 98109', 47.620, -122.349, NULL, NULL, NULL, NULL, NULL);
INSERT INTO products
SELECT i,
       ['Boy''s Shirt (White)', 'Women''s Shirt (Green)', 'Boy''s Sweater (Green)', 'Men''s Jeans (Blue)', 'Girl''s Coat (Red)'][(i - 1) % 5 + 1] || ' ' || i,
       10 + i * 1.5,
       encode('{"colour":"white","brand":"COMTOURS","reviews":[{"rating":' || (i % 5 + 1) || ',"review":"Review ' || i || '"}]}'),
       NULL, NULL, NULL, NULL, NULL
FROM generate_series(1, 20) t(i);
INSERT INTO orders
SELECT i, TIMESTAMP '2021-02-04 13:20:22' + i * INTERVAL 3 DAY, (i % 40) + 1,
       ['CANCELLED','COMPLETE','OPEN','PAID','REFUNDED','SHIPPED'][(i % 6) + 1], (i % 5) + 1
FROM generate_series(1, 60) t(i);
INSERT INTO shipments
SELECT i, (i % 5) + 1, (i % 40) + 1, 'Address ' || i, ['CREATED','SHIPPED','IN-TRANSIT','DELIVERED'][(i % 4) + 1]
FROM generate_series(1, 30) t(i);
INSERT INTO order_items
SELECT o, l, ((o + l) % 20) + 1, 10 + ((o + l) % 20) * 1.5, (o % 4) + 1, CASE WHEN o <= 30 THEN o END
FROM generate_series(1, 60) a(o), generate_series(1, 2) b(l);
INSERT INTO inventory
SELECT (s - 1) * 20 + p, s, p, (s * p) % 50 FROM generate_series(1, 5) a(s), generate_series(1, 20) b(p);
