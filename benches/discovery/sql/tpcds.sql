-- Schema `tpcds`: a subset of the TPC-DS benchmark schema (TPC Benchmark DS, Standard
-- Specification, clause 2): the store_sales fact table and seven of its dimensions, with the
-- specification's column names (ss_sold_date_sk, i_category, cd_marital_status, ...) and a
-- subset of each table's columns. Enumerations follow the specification's value lists
-- (categories, education statuses, credit ratings, marital statuses, location types, store
-- hours). The specification's foreign keys are declared. Deterministic: range() and modular
-- arithmetic only.

CREATE SCHEMA tpcds;

CREATE TABLE tpcds.date_dim (
    d_date_sk      INTEGER PRIMARY KEY,
    d_date_id      CHAR(16) NOT NULL,
    d_date         DATE,
    d_month_seq    INTEGER,
    d_week_seq     INTEGER,
    d_year         INTEGER,
    d_dow          INTEGER,
    d_moy          INTEGER,
    d_dom          INTEGER,
    d_qoy          INTEGER,
    d_day_name     CHAR(9),
    d_quarter_name CHAR(6),
    d_holiday      CHAR(1),
    d_weekend      CHAR(1)
);
INSERT INTO tpcds.date_dim
SELECT 2451911 + n,
       'AAAAAAAA' || upper(lpad(to_hex(2451911 + n), 8, '0')),
       DATE '2001-01-01' + CAST(n AS INTEGER),
       1212 + (year(DATE '2001-01-01' + CAST(n AS INTEGER)) - 2001) * 12 + month(DATE '2001-01-01' + CAST(n AS INTEGER)) - 1,
       5270 + (n + 1) // 7,
       year(DATE '2001-01-01' + CAST(n AS INTEGER)),
       dayofweek(DATE '2001-01-01' + CAST(n AS INTEGER)),
       month(DATE '2001-01-01' + CAST(n AS INTEGER)),
       day(DATE '2001-01-01' + CAST(n AS INTEGER)),
       quarter(DATE '2001-01-01' + CAST(n AS INTEGER)),
       dayname(DATE '2001-01-01' + CAST(n AS INTEGER)),
       CAST(year(DATE '2001-01-01' + CAST(n AS INTEGER)) AS VARCHAR) || 'Q' || CAST(quarter(DATE '2001-01-01' + CAST(n AS INTEGER)) AS VARCHAR),
       CASE WHEN strftime(DATE '2001-01-01' + CAST(n AS INTEGER), '%m-%d') IN ('01-01', '07-04', '12-25', '11-22', '05-28', '09-03') THEN 'Y' ELSE 'N' END,
       CASE WHEN dayofweek(DATE '2001-01-01' + CAST(n AS INTEGER)) IN (0, 6) THEN 'Y' ELSE 'N' END
FROM range(0, 730) t(n);

CREATE TABLE tpcds.item (
    i_item_sk       INTEGER PRIMARY KEY,
    i_item_id       CHAR(16) NOT NULL,
    i_item_desc     VARCHAR(200),
    i_current_price DECIMAL(7, 2),
    i_brand         CHAR(50),
    i_class         CHAR(50),
    i_category      CHAR(50),
    i_manufact      CHAR(50),
    i_size          CHAR(20),
    i_color         CHAR(20),
    i_units         CHAR(10),
    i_product_name  CHAR(50)
);
INSERT INTO tpcds.item
SELECT k, 'AAAAAAAA' || upper(lpad(to_hex(k * 16 + 1), 8, '0')),
       (['Powerful', 'Deep', 'Different', 'Small', 'New', 'Great', 'Old', 'Only', 'Other', 'Important'])[(k % 10) + 1]
           || ' ' || (['years', 'plans', 'hands', 'children', 'months', 'rates', 'goods', 'ways'])[((k * 3) % 8) + 1]
           || ' ' || (['can make', 'should see', 'will need', 'might go', 'would look'])[((k * 7) % 5) + 1]
           || ' ' || (['quickly', 'still', 'now', 'probably', 'again'])[((k * 11) % 5) + 1] || '.',
       CAST(0.99 + (k * 7919) % 9900 / 100.0 AS DECIMAL(7, 2)),
       (['amalg', 'edu pack', 'export', 'import', 'scholar', 'brand', 'univ', 'corp', 'maxi', 'exporti'])[((k * 7) % 10) + 1]
           || (['amalg', 'edu pack', 'export', 'import', 'scholar', 'brand', 'univ', 'corp', 'maxi', 'exporti'])[(k % 10) + 1]
           || ' #' || CAST(k % 9 + 1 AS VARCHAR),
       cls, cat,
       (['ought', 'able', 'pri', 'ese', 'anti', 'cally', 'ation', 'eing', 'bar', 'n st'])[((k * 3) % 10) + 1]
           || (['ought', 'able', 'pri', 'ese', 'anti', 'cally', 'ation', 'eing', 'bar', 'n st'])[((k * 7) % 10) + 1],
       (['small', 'medium', 'large', 'extra large', 'economy', 'petite', 'N/A'])[((k * 5) % 7) + 1],
       (['almond', 'antique', 'aquamarine', 'azure', 'beige', 'bisque', 'black', 'blue', 'brown', 'burlywood',
         'chartreuse', 'chiffon', 'chocolate', 'coral', 'cornflower', 'cream', 'cyan', 'dark', 'deep', 'dim',
         'dodger', 'drab', 'firebrick', 'floral', 'forest', 'frosted', 'gainsboro', 'ghost', 'goldenrod', 'green',
         'grey', 'honeydew', 'hot', 'indian', 'ivory', 'khaki', 'lace', 'lavender', 'lawn', 'lemon', 'light',
         'lime', 'linen', 'magenta', 'maroon', 'medium', 'metallic', 'midnight', 'mint', 'misty', 'moccasin',
         'navajo', 'navy', 'olive', 'orange', 'orchid', 'pale', 'papaya', 'peach', 'peru', 'pink', 'plum',
         'powder', 'puff', 'purple', 'red', 'rose', 'rosy', 'royal', 'saddle', 'salmon', 'sandy', 'seashell',
         'sienna', 'sky', 'slate', 'smoke', 'snow', 'spring', 'steel', 'tan', 'thistle', 'tomato', 'turquoise',
         'violet', 'wheat', 'white', 'yellow'])[((k * 13) % 88) + 1],
       (['Each', 'Dozen', 'Case', 'Pound', 'Ounce', 'Oz', 'Lb', 'Gross', 'Bunch', 'Box', 'Pallet', 'Unknown',
         'Ton', 'Carton', 'Tsp', 'Tbl', 'Cup', 'Dram', 'Gram', 'N/A', 'Bundle'])[((k * 17) % 21) + 1],
       (['ought', 'able', 'pri', 'ese', 'anti', 'cally', 'ation', 'eing', 'bar', 'n st'])[(k % 10) + 1]
           || (['ought', 'able', 'pri', 'ese', 'anti', 'cally', 'ation', 'eing', 'bar', 'n st'])[((k // 10) % 10) + 1]
           || (['ought', 'able', 'pri', 'ese', 'anti', 'cally', 'ation', 'eing', 'bar', 'n st'])[((k // 100) % 10) + 1]
FROM range(1, 501) t(k)
JOIN (VALUES (0, 'Books', 'arts'), (1, 'Books', 'computers'), (2, 'Books', 'fiction'), (3, 'Children', 'infants'),
             (4, 'Children', 'toddlers'), (5, 'Electronics', 'audio'), (6, 'Electronics', 'cameras'),
             (7, 'Electronics', 'televisions'), (8, 'Home', 'furniture'), (9, 'Home', 'kids'),
             (10, 'Home', 'lighting'), (11, 'Jewelry', 'bracelets'), (12, 'Jewelry', 'diamonds'),
             (13, 'Men', 'accessories'), (14, 'Men', 'pants'), (15, 'Music', 'classical'), (16, 'Music', 'pop'),
             (17, 'Music', 'rock'), (18, 'Shoes', 'athletic'), (19, 'Shoes', 'mens'), (20, 'Sports', 'baseball'),
             (21, 'Sports', 'golf'), (22, 'Sports', 'outdoor'), (23, 'Women', 'dresses'), (24, 'Women', 'swimwear'))
     c(n, cat, cls) ON c.n = (k * 7) % 25;

CREATE TABLE tpcds.store (
    s_store_sk          INTEGER PRIMARY KEY,
    s_store_id          CHAR(16) NOT NULL,
    s_store_name        VARCHAR(50),
    s_number_employees  INTEGER,
    s_floor_space       INTEGER,
    s_hours             CHAR(20),
    s_manager           VARCHAR(40),
    s_market_id         INTEGER,
    s_city              VARCHAR(60),
    s_county            VARCHAR(30),
    s_state             CHAR(2),
    s_zip               CHAR(10),
    s_country           VARCHAR(20),
    s_tax_precentage    DECIMAL(5, 2)
);
INSERT INTO tpcds.store
SELECT k, 'AAAAAAAA' || upper(lpad(to_hex(k * 16 + 2), 8, '0')),
       (['ought', 'able', 'pri', 'ese', 'anti', 'cally', 'ation', 'eing', 'bar', 'n st', 'ought', 'able'])[k],
       200 + (k * 37) % 100, 5000000 + (k * 7919) % 5000000,
       (['8AM-4PM', '8AM-12AM', '8AM-8AM'])[(k % 3) + 1],
       (['William Ward', 'Scott Smith', 'Charles Bartley', 'David Thomas', 'Thomas Benton', 'Dana Cox',
         'Robert Thompson', 'Matthew Clifton', 'Keith Roberts', 'Edwin Adams', 'Jack Lee', 'Larry Mccray'])[k],
       (k * 7) % 10 + 1,
       (['Midway', 'Fairview', 'Midway', 'Fairview', 'Oak Grove', 'Five Points', 'Midway', 'Pleasant Hill',
         'Fairview', 'Midway', 'Riverside', 'Centerville'])[k],
       'Williamson County', 'TN', (['31904', '35709', '38101', '37014'])[(k % 4) + 1], 'United States',
       CAST((k % 12) / 100.0 AS DECIMAL(5, 2))
FROM range(1, 13) t(k);

CREATE TABLE tpcds.customer_demographics (
    cd_demo_sk            INTEGER PRIMARY KEY,
    cd_gender             CHAR(1),
    cd_marital_status     CHAR(1),
    cd_education_status   CHAR(20),
    cd_purchase_estimate  INTEGER,
    cd_credit_rating      CHAR(10),
    cd_dep_count          INTEGER,
    cd_dep_employed_count INTEGER,
    cd_dep_college_count  INTEGER
);
-- The specification's demographics are a cross product of the attribute lists; this walks it
-- in the same nesting, cut to 1,000 rows.
INSERT INTO tpcds.customer_demographics
SELECT k + 1,
       (['M', 'F'])[(k % 2) + 1],
       (['M', 'S', 'D', 'W', 'U'])[((k // 2) % 5) + 1],
       (['Primary', 'Secondary', 'College', '2 yr Degree', '4 yr Degree', 'Advanced Degree', 'Unknown'])[((k // 10) % 7) + 1],
       500 * (((k // 70) % 20) + 1),
       (['Good', 'Low Risk', 'High Risk', 'Unknown'])[((k // 140) % 4) + 1],
       (k // 7) % 7, (k * 3) % 7, (k * 5) % 7
FROM range(0, 1000) t(k);

CREATE TABLE tpcds.customer_address (
    ca_address_sk     INTEGER PRIMARY KEY,
    ca_address_id     CHAR(16) NOT NULL,
    ca_street_number  CHAR(10),
    ca_street_name    VARCHAR(60),
    ca_street_type    CHAR(15),
    ca_city           VARCHAR(60),
    ca_county         VARCHAR(30),
    ca_state          CHAR(2),
    ca_zip            CHAR(10),
    ca_country        VARCHAR(20),
    ca_gmt_offset     DECIMAL(5, 2),
    ca_location_type  CHAR(20)
);
INSERT INTO tpcds.customer_address
SELECT k, 'AAAAAAAA' || upper(lpad(to_hex(k * 16 + 3), 8, '0')),
       CAST(1 + (k * 7919) % 999 AS VARCHAR),
       (['Main', 'Oak', 'Park', 'Maple', 'Cedar', 'Elm', 'View', 'Lake', 'Hill', 'Washington', 'Second', 'Third',
         'Sunset', 'Lincoln', 'Jackson', 'Church', 'Spring', 'Ridge', 'Forest', 'Willow'])[(k % 20) + 1]
           || ' ' || (['1st', 'Johnson', 'Railroad', 'Wilson', 'Pine', 'Smith', 'Walnut', 'Hickory'])[((k * 3) % 8) + 1],
       (['Street', 'Ave', 'Blvd', 'Ct.', 'Dr.', 'Lane', 'Ln', 'Parkway', 'Pkwy', 'RD', 'Road', 'ST', 'Way', 'Wy', 'Cir.', 'Circle', 'Boulevard', 'Avenue', 'Drive', 'Court'])[((k * 7) % 20) + 1],
       (['Midway', 'Fairview', 'Oak Grove', 'Five Points', 'Pleasant Hill', 'Riverside', 'Centerville', 'Union',
         'Greenwood', 'Glendale', 'Salem', 'Franklin', 'Springfield', 'Clinton', 'Georgetown', 'Mount Zion'])[((k * 11) % 16) + 1],
       (['Williamson County', 'Ziebach County', 'Walker County', 'Franklin Parish', 'Jackson County', 'Huron County',
         'Orange County', 'Bronx County', 'Luce County', 'Barrow County'])[((k * 13) % 10) + 1],
       st, CAST(10000 + ((k * 37) % 600) * 131 AS VARCHAR), 'United States',
       CAST(CASE WHEN st IN ('CA', 'WA', 'OR', 'NV') THEN -8 WHEN st IN ('CO', 'NM', 'UT', 'MT', 'AZ') THEN -7
                 WHEN st IN ('TX', 'TN', 'IL', 'MN', 'MO', 'AL', 'IA', 'KS', 'OK') THEN -6 ELSE -5 END AS DECIMAL(5, 2)),
       (['single family', 'apartment', 'condo'])[((k * 7) % 3) + 1]
FROM (SELECT k, (['TX', 'GA', 'VA', 'KY', 'MO', 'IL', 'OH', 'NC', 'IN', 'IA', 'TN', 'MI', 'MS', 'KS', 'NE',
                  'AL', 'WI', 'PA', 'MN', 'AR', 'SD', 'OK', 'CA', 'FL', 'NY', 'WA', 'CO', 'OR', 'NM', 'UT'])[((k * 17) % 30) + 1] AS st
      FROM range(1, 1001) t(k)) x;

CREATE TABLE tpcds.customer (
    c_customer_sk          INTEGER PRIMARY KEY,
    c_customer_id          CHAR(16) NOT NULL,
    c_current_cdemo_sk     INTEGER REFERENCES tpcds.customer_demographics (cd_demo_sk),
    c_current_addr_sk      INTEGER REFERENCES tpcds.customer_address (ca_address_sk),
    c_first_name           CHAR(20),
    c_last_name            CHAR(30),
    c_preferred_cust_flag  CHAR(1),
    c_birth_year           INTEGER,
    c_birth_country        VARCHAR(20),
    c_email_address        CHAR(50)
);
INSERT INTO tpcds.customer
SELECT k, 'AAAAAAAA' || upper(lpad(to_hex(k * 16 + 4), 8, '0')),
       (k * 7) % 800 + 1, (k * 13) % 900 + 1, fn, ln,
       CASE WHEN k % 20 = 0 THEN NULL WHEN k % 2 = 0 THEN 'Y' ELSE 'N' END,
       1924 + (k * 37) % 69,
       (['UNITED STATES', 'CANADA', 'MEXICO', 'GERMANY', 'INDIA', 'CHINA', 'BRAZIL', 'NIGERIA', 'FRANCE', 'JAPAN',
         'PHILIPPINES', 'VIET NAM'])[((k * 5) % 12) + 1],
       fn || '.' || ln || '@' || (['Ol.com', 'k8Xb0.edu', 'Rq7s.org', 'Hi7XpZ1.com'])[(k % 4) + 1]
FROM (SELECT k,
             (['Javier', 'Amy', 'Latisha', 'Michael', 'Robert', 'Brunilda', 'Fonda', 'Ollie', 'Karl', 'Albert',
               'Betty', 'Margaret', 'Rodney', 'Jennifer', 'William', 'Mary'])[(k % 16) + 1] AS fn,
             (['Lewis', 'Moses', 'Hamilton', 'White', 'Moran', 'Sharp', 'Wiles', 'Shipman', 'Gilbert', 'Brunson',
               'Williams', 'Mcgee', 'Cole', 'Davis', 'Garcia', 'Burton', 'Keller'])[((k * 7) % 17) + 1] AS ln
      FROM range(1, 1001) t(k)) x;

CREATE TABLE tpcds.promotion (
    p_promo_sk        INTEGER PRIMARY KEY,
    p_promo_id        CHAR(16) NOT NULL,
    p_promo_name      CHAR(50),
    p_start_date_sk   INTEGER REFERENCES tpcds.date_dim (d_date_sk),
    p_end_date_sk     INTEGER REFERENCES tpcds.date_dim (d_date_sk),
    p_cost            DECIMAL(15, 2),
    p_channel_dmail   CHAR(1),
    p_channel_email   CHAR(1),
    p_channel_tv      CHAR(1),
    p_channel_radio   CHAR(1),
    p_channel_event   CHAR(1),
    p_purpose         CHAR(15),
    p_discount_active CHAR(1)
);
INSERT INTO tpcds.promotion
SELECT k, 'AAAAAAAA' || upper(lpad(to_hex(k * 16 + 5), 8, '0')),
       (['ought', 'able', 'pri', 'ese', 'anti', 'cally', 'ation', 'eing', 'bar', 'n st'])[(k % 10) + 1],
       2451911 + (k * 23) % 600, 2451911 + (k * 23) % 600 + 30 + k,
       1000.00,
       CASE WHEN k % 2 = 0 THEN 'Y' ELSE 'N' END, CASE WHEN k % 3 = 0 THEN 'Y' ELSE 'N' END,
       CASE WHEN k % 4 = 0 THEN 'Y' ELSE 'N' END, CASE WHEN k % 5 = 0 THEN 'Y' ELSE 'N' END,
       CASE WHEN k % 7 = 0 THEN 'Y' ELSE 'N' END,
       'Unknown', 'N'
FROM range(1, 31) t(k);

CREATE TABLE tpcds.store_sales (
    ss_sold_date_sk     INTEGER REFERENCES tpcds.date_dim (d_date_sk),
    ss_item_sk          INTEGER NOT NULL REFERENCES tpcds.item (i_item_sk),
    ss_customer_sk      INTEGER REFERENCES tpcds.customer (c_customer_sk),
    ss_cdemo_sk         INTEGER REFERENCES tpcds.customer_demographics (cd_demo_sk),
    ss_addr_sk          INTEGER REFERENCES tpcds.customer_address (ca_address_sk),
    ss_store_sk         INTEGER REFERENCES tpcds.store (s_store_sk),
    ss_promo_sk         INTEGER REFERENCES tpcds.promotion (p_promo_sk),
    ss_ticket_number    INTEGER NOT NULL,
    ss_quantity         INTEGER,
    ss_wholesale_cost   DECIMAL(7, 2),
    ss_list_price       DECIMAL(7, 2),
    ss_sales_price      DECIMAL(7, 2),
    ss_ext_sales_price  DECIMAL(7, 2),
    ss_net_paid         DECIMAL(7, 2),
    ss_net_profit       DECIMAL(7, 2),
    PRIMARY KEY (ss_item_sk, ss_ticket_number)
);
INSERT INTO tpcds.store_sales
SELECT 2451911 + (t * 37) % 730,
       i.i_item_sk,
       c.c_customer_sk, c.c_current_cdemo_sk, c.c_current_addr_sk,
       (t * 7) % 12 + 1,
       CASE WHEN line % 4 = 0 THEN (t * 3 + line) % 30 + 1 END,
       t,
       q,
       CAST(i.i_current_price * 0.6 AS DECIMAL(7, 2)),
       i.i_current_price,
       CAST(i.i_current_price * (1 - ((t + line) % 5) / 10.0) AS DECIMAL(7, 2)),
       CAST(q * i.i_current_price * (1 - ((t + line) % 5) / 10.0) AS DECIMAL(7, 2)),
       CAST(q * i.i_current_price * (1 - ((t + line) % 5) / 10.0) AS DECIMAL(7, 2)),
       CAST(q * i.i_current_price * (1 - ((t + line) % 5) / 10.0) - q * i.i_current_price * 0.6 AS DECIMAL(7, 2))
FROM (SELECT t, line, (t * 5 + line) % 20 + 1 AS q FROM range(1, 501) a(t), range(1, 5) b(line)) x
JOIN tpcds.item i ON i.i_item_sk = (t * 31 + line * 97) % 500 + 1
JOIN tpcds.customer c ON c.c_customer_sk = (t * 17) % 1000 + 1;
