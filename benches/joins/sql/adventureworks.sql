-- Schema `adventureworks`: a subset of Microsoft's AdventureWorks OLTP sample (the
-- microsoft/sql-server-samples repository, MIT licence): 42 of its tables from the Person,
-- HumanResources, Sales, Purchasing and Production schemas, folded into one schema with the
-- table and column names in lower snake case (SalesOrderHeader -> sales_order_header,
-- BusinessEntityID -> business_entity_id). The original's shape is kept: business_entity is
-- the supertype of person, store and vendor; employee extends person and sales_person extends
-- employee, each keyed by business_entity_id; business_entity_address, person_credit_card,
-- employee_department_history, sales_territory_history, product_vendor, special_offer_product
-- and sales_order_header_sales_reason are association tables; sales_order_detail refers to
-- special_offer_product by the composite (special_offer_id, product_id). Lookup vocabularies
-- (territories, departments, shifts, address and phone types, ship methods, special offers,
-- sales reasons, product categories, subcategories and models, locations, scrap reasons, card
-- types, vendor names, part names) are the sample's or a subset of them; people, addresses,
-- orders, purchases, inventory and work orders are generated (range() and modular arithmetic,
-- no random()), at most 2,000 rows a table. Id ranges follow the sample's (customers from
-- 11000, sales orders from 43659, finished goods from 680). Keys declared as the sample
-- declares them; rowguid and modified_date columns are left out.

CREATE SCHEMA adventureworks;

CREATE TABLE adventureworks.country_region (
    country_region_code VARCHAR(3) PRIMARY KEY,
    name                VARCHAR(50) NOT NULL
);
INSERT INTO adventureworks.country_region VALUES
    ('AU', 'Australia'), ('CA', 'Canada'), ('DE', 'Germany'), ('FR', 'France'), ('GB', 'United Kingdom'), ('US', 'United States');

CREATE TABLE adventureworks.sales_territory (
    territory_id        INTEGER PRIMARY KEY,
    name                VARCHAR(50) NOT NULL,
    country_region_code VARCHAR(3) NOT NULL REFERENCES adventureworks.country_region (country_region_code),
    "group"             VARCHAR(50) NOT NULL,
    sales_ytd           DECIMAL(19, 4) NOT NULL,
    sales_last_year     DECIMAL(19, 4) NOT NULL,
    cost_ytd            DECIMAL(19, 4) NOT NULL
);
INSERT INTO adventureworks.sales_territory VALUES
    (1, 'Northwest', 'US', 'North America', 7887186.7882, 3298694.4938, 0), (2, 'Northeast', 'US', 'North America', 2402176.8476, 3607148.9371, 0),
    (3, 'Central', 'US', 'North America', 3072175.1180, 3205014.0767, 0), (4, 'Southwest', 'US', 'North America', 10510853.8739, 5366575.7098, 0),
    (5, 'Southeast', 'US', 'North America', 2538667.2515, 3925071.4318, 0), (6, 'Canada', 'CA', 'North America', 6771829.1376, 5693988.8600, 0),
    (7, 'France', 'FR', 'Europe', 4772398.3078, 2396539.7601, 0), (8, 'Germany', 'DE', 'Europe', 3805202.3478, 1307949.7917, 0),
    (9, 'Australia', 'AU', 'Pacific', 5977814.9154, 2278548.9776, 0), (10, 'United Kingdom', 'GB', 'Europe', 5012905.3656, 1635823.3967, 0);

CREATE TABLE adventureworks.state_province (
    state_province_id           INTEGER PRIMARY KEY,
    state_province_code         VARCHAR(3) NOT NULL,
    country_region_code         VARCHAR(3) NOT NULL REFERENCES adventureworks.country_region (country_region_code),
    is_only_state_province_flag BOOLEAN NOT NULL,
    name                        VARCHAR(50) NOT NULL,
    territory_id                INTEGER NOT NULL REFERENCES adventureworks.sales_territory (territory_id)
);
CREATE TEMP TABLE aw_state AS
SELECT * FROM (VALUES
    (1, 'WA', 'US', 'Washington', 1, ['Seattle', 'Redmond', 'Bellevue', 'Bothell', 'Spokane'], '98'),
    (2, 'OR', 'US', 'Oregon', 1, ['Portland', 'Salem', 'Beaverton'], '97'),
    (3, 'ID', 'US', 'Idaho', 1, ['Boise'], '83'),
    (4, 'MT', 'US', 'Montana', 1, ['Billings'], '59'),
    (5, 'WY', 'US', 'Wyoming', 1, ['Cheyenne'], '82'),
    (6, 'NY', 'US', 'New York', 2, ['New York', 'Rochester'], '10'),
    (7, 'MA', 'US', 'Massachusetts', 2, ['Boston', 'Worcester'], '02'),
    (8, 'ME', 'US', 'Maine', 2, ['Portland', 'Augusta'], '04'),
    (9, 'NH', 'US', 'New Hampshire', 2, ['Nashua'], '03'),
    (10, 'CT', 'US', 'Connecticut', 2, ['Hartford'], '06'),
    (11, 'IL', 'US', 'Illinois', 3, ['Chicago'], '60'),
    (12, 'MN', 'US', 'Minnesota', 3, ['Minneapolis'], '55'),
    (13, 'OH', 'US', 'Ohio', 3, ['Columbus'], '43'),
    (14, 'MI', 'US', 'Michigan', 3, ['Detroit'], '48'),
    (15, 'WI', 'US', 'Wisconsin', 3, ['Madison'], '53'),
    (16, 'CA', 'US', 'California', 4, ['Los Angeles', 'San Diego', 'San Francisco', 'Berkeley'], '94'),
    (17, 'AZ', 'US', 'Arizona', 4, ['Phoenix'], '85'),
    (18, 'NV', 'US', 'Nevada', 4, ['Las Vegas'], '89'),
    (19, 'UT', 'US', 'Utah', 4, ['Salt Lake City'], '84'),
    (20, 'TX', 'US', 'Texas', 4, ['Dallas', 'Austin', 'Houston'], '75'),
    (21, 'FL', 'US', 'Florida', 5, ['Miami', 'Orlando'], '33'),
    (22, 'GA', 'US', 'Georgia', 5, ['Atlanta'], '30'),
    (23, 'NC', 'US', 'North Carolina', 5, ['Charlotte'], '28'),
    (24, 'VA', 'US', 'Virginia', 5, ['Richmond'], '23'),
    (25, 'TN', 'US', 'Tennessee', 5, ['Nashville', 'Memphis'], '37'),
    (26, 'BC', 'CA', 'British Columbia', 6, ['Vancouver', 'Victoria', 'Burnaby'], 'V6'),
    (27, 'AB', 'CA', 'Alberta', 6, ['Calgary', 'Edmonton'], 'T2'),
    (28, 'ON', 'CA', 'Ontario', 6, ['Toronto', 'Ottawa'], 'M4'),
    (29, 'QC', 'CA', 'Quebec', 6, ['Montreal', 'Quebec'], 'H3'),
    (30, '75', 'FR', 'Seine (Paris)', 7, ['Paris'], '75'),
    (31, '59', 'FR', 'Nord', 7, ['Lille', 'Roubaix'], '59'),
    (32, '45', 'FR', 'Loiret', 7, ['Orléans'], '45'),
    (33, '78', 'FR', 'Yveline', 7, ['Versailles', 'Saint Germain en Laye'], '78'),
    (34, 'HH', 'DE', 'Hamburg', 8, ['Hamburg'], '20'),
    (35, 'BY', 'DE', 'Bayern', 8, ['München', 'Augsburg'], '80'),
    (36, 'HE', 'DE', 'Hessen', 8, ['Frankfurt am Main', 'Darmstadt'], '60'),
    (37, 'NW', 'DE', 'Nordrhein-Westfalen', 8, ['Köln', 'Düsseldorf', 'Essen'], '50'),
    (38, 'NSW', 'AU', 'New South Wales', 9, ['Sydney', 'Newcastle'], '20'),
    (39, 'VIC', 'AU', 'Victoria', 9, ['Melbourne', 'Geelong'], '30'),
    (40, 'QLD', 'AU', 'Queensland', 9, ['Brisbane'], '40'),
    (41, 'SA', 'AU', 'South Australia', 9, ['Adelaide'], '50'),
    (42, 'ENG', 'GB', 'England', 10, ['London', 'Birmingham', 'Oxford', 'Cambridge', 'Liverpool', 'Manchester'], 'W1')
) t(id, code, country, name, territory, cities, postal);
INSERT INTO adventureworks.state_province
SELECT id, code, country, country = 'GB', name, territory FROM aw_state;

CREATE TABLE adventureworks.address_type (
    address_type_id INTEGER PRIMARY KEY,
    name            VARCHAR(50) NOT NULL
);
INSERT INTO adventureworks.address_type VALUES
    (1, 'Billing'), (2, 'Home'), (3, 'Main Office'), (4, 'Primary'), (5, 'Shipping'), (6, 'Archive');

CREATE TABLE adventureworks.phone_number_type (
    phone_number_type_id INTEGER PRIMARY KEY,
    name                 VARCHAR(50) NOT NULL
);
INSERT INTO adventureworks.phone_number_type VALUES (1, 'Cell'), (2, 'Home'), (3, 'Work');

-- Business entities: 1-120 employees, 121-1100 individual customers, 1101-1250 store
-- contacts (all persons), 1301-1400 stores, 1451-1500 vendors.
CREATE TABLE adventureworks.business_entity (
    business_entity_id INTEGER PRIMARY KEY
);
INSERT INTO adventureworks.business_entity
SELECT i FROM range(1, 1251) t(i)
UNION ALL SELECT i FROM range(1301, 1401) t(i)
UNION ALL SELECT i FROM range(1451, 1501) t(i);

CREATE TABLE adventureworks.person (
    business_entity_id INTEGER PRIMARY KEY REFERENCES adventureworks.business_entity (business_entity_id),
    person_type        VARCHAR(2) NOT NULL,
    title              VARCHAR(8),
    first_name         VARCHAR(50) NOT NULL,
    middle_name        VARCHAR(50),
    last_name          VARCHAR(50) NOT NULL,
    suffix             VARCHAR(10),
    email_promotion    INTEGER NOT NULL
);
INSERT INTO adventureworks.person
SELECT i,
       CASE WHEN i BETWEEN 3 AND 18 THEN 'SP' WHEN i <= 120 THEN 'EM' WHEN i <= 1100 THEN 'IN' ELSE 'SC' END,
       CASE WHEN i % 23 = 0 THEN 'Mr.' WHEN i % 29 = 0 THEN 'Ms.' END,
       (['Ken', 'Terri', 'Roberto', 'Rob', 'Gail', 'Jossef', 'Dylan', 'Diane', 'Gigi', 'Michael', 'Ovidiu', 'Thierry', 'Janice', 'Jun', 'Linda', 'Amy', 'Syed', 'Lynn', 'Rachel', 'Jae', 'Ranjit', 'Tete', 'José', 'Shu', 'Stephen', 'David', 'Jillian', 'Garrett', 'Pamela', 'Tsvi', 'Hazem', 'Paula', 'Mei', 'Carlos', 'Anna', 'Eugene', 'Kim', 'Laura', 'Naomi', 'Sofia'])[(i * 7) % 40 + 1],
       CASE WHEN i % 3 = 0 THEN (['J', 'A', 'L', 'M', 'R', 'E', 'B'])[(i * 5) % 7 + 1] END,
       (['Sánchez', 'Duffy', 'Tamburello', 'Walters', 'Erickson', 'Goldberg', 'Miller', 'Margheim', 'Matthew', 'Raheem', 'Cracium', 'D''Hers', 'Galvin', 'Cao', 'Meisner', 'Alberts', 'Abbas', 'Tsoflias', 'Valdez', 'Pak', 'Varkey Chudukatil', 'Mensa-Annan', 'Saraiva', 'Ito', 'Jiang', 'Campbell', 'Carson', 'Vargas', 'Ansman-Wolfe', 'Reiter', 'Blythe', 'Mitchell', 'Nguyen', 'Kumar', 'Fischer', 'Dubois', 'Rossi', 'Novak'])[(i * 11) % 38 + 1],
       CASE WHEN i % 97 = 0 THEN 'Jr.' END,
       (i * 3) % 3
FROM range(1, 1251) t(i);

CREATE TABLE adventureworks.email_address (
    business_entity_id INTEGER NOT NULL REFERENCES adventureworks.person (business_entity_id),
    email_address_id   INTEGER NOT NULL,
    email_address      VARCHAR(50),
    PRIMARY KEY (business_entity_id, email_address_id)
);
INSERT INTO adventureworks.email_address
SELECT business_entity_id, business_entity_id,
       lower(replace(first_name, ' ', '')) || CAST(business_entity_id % 100 AS VARCHAR) || '@adventure-works.com'
FROM adventureworks.person;

CREATE TABLE adventureworks.person_phone (
    business_entity_id   INTEGER NOT NULL REFERENCES adventureworks.person (business_entity_id),
    phone_number         VARCHAR(25) NOT NULL,
    phone_number_type_id INTEGER NOT NULL REFERENCES adventureworks.phone_number_type (phone_number_type_id),
    PRIMARY KEY (business_entity_id, phone_number, phone_number_type_id)
);
INSERT INTO adventureworks.person_phone
SELECT i, CAST(100 + (i * 37) % 900 AS VARCHAR) || '-555-' || lpad(CAST((i * 7919) % 10000 AS VARCHAR), 4, '0'),
       CASE WHEN i <= 120 THEN 3 WHEN i % 2 = 0 THEN 1 ELSE 2 END
FROM range(1, 1251) t(i);

-- Addresses: 1-1100 the persons' homes, 1101-1200 stores' main offices, 1201-1225 stores'
-- shipping docks, 1251-1300 vendors' main offices.
CREATE TEMP TABLE aw_addr AS
SELECT a, CASE WHEN a <= 120 THEN (CASE WHEN a % 10 = 0 THEN 2 ELSE 1 END)
               WHEN a <= 1100 THEN 1 + (a * 7) % 42
               WHEN a <= 1200 THEN 0 ELSE 1 + (a * 11) % 42 END AS sp
FROM (SELECT i AS a FROM range(1, 1226) t(i) UNION ALL SELECT i FROM range(1251, 1301) t(i));
-- a store's office lies in its sales person's territory (see store below)
CREATE TEMP TABLE aw_tstate AS
SELECT territory, id, row_number() OVER (PARTITION BY territory ORDER BY id) - 1 AS k,
       count(*) OVER (PARTITION BY territory) AS n
FROM aw_state;
UPDATE aw_addr SET sp = (
    SELECT ts.id FROM aw_tstate ts
    WHERE ts.territory = 1 + ((6 + ((aw_addr.a - 1100) * 7) % 13) - 6) % 10 AND ts.k = (aw_addr.a * 3) % ts.n)
WHERE a BETWEEN 1101 AND 1200;
UPDATE aw_addr SET sp = (SELECT x.sp FROM aw_addr x WHERE x.a = aw_addr.a - 100) WHERE a BETWEEN 1201 AND 1225;

CREATE TABLE adventureworks.address (
    address_id        INTEGER PRIMARY KEY,
    address_line1     VARCHAR(60) NOT NULL,
    address_line2     VARCHAR(60),
    city              VARCHAR(30) NOT NULL,
    state_province_id INTEGER NOT NULL REFERENCES adventureworks.state_province (state_province_id),
    postal_code       VARCHAR(15) NOT NULL
);
INSERT INTO adventureworks.address
SELECT a.a,
       CAST(1 + (a.a * 7919) % 9899 AS VARCHAR) || ' ' || (['Oak Street', 'Pine Avenue', 'Lakeview Drive', 'Hillcrest Road', 'Mission Boulevard', 'Cedar Lane', 'Park Place', 'Elm Court', 'Valley Way', 'Harbor Road', 'Kingsway', 'Rue de Rivoli', 'Hauptstraße', 'George Street'])[(a.a * 5) % 14 + 1],
       CASE WHEN a.a % 17 = 0 THEN 'Suite ' || CAST(100 + a.a % 400 AS VARCHAR) END,
       s.cities[(a.a * 3) % len(s.cities) + 1],
       s.id,
       s.postal || lpad(CAST((a.a * 37) % 1000 AS VARCHAR), 3, '0')
FROM aw_addr a JOIN aw_state s ON s.id = a.sp;

CREATE TABLE adventureworks.business_entity_address (
    business_entity_id INTEGER NOT NULL REFERENCES adventureworks.business_entity (business_entity_id),
    address_id         INTEGER NOT NULL REFERENCES adventureworks.address (address_id),
    address_type_id    INTEGER NOT NULL REFERENCES adventureworks.address_type (address_type_id),
    PRIMARY KEY (business_entity_id, address_id, address_type_id)
);
INSERT INTO adventureworks.business_entity_address
SELECT i, i, 2 FROM range(1, 1101) t(i)
UNION ALL SELECT 1200 + i, 1000 + i, 3 FROM range(101, 201) t(i)
UNION ALL SELECT 1300 + i, 1200 + i, 5 FROM range(1, 26) t(i)
UNION ALL SELECT 200 + i, i, 3 FROM range(1251, 1301) t(i);

CREATE TABLE adventureworks.department (
    department_id INTEGER PRIMARY KEY,
    name          VARCHAR(50) NOT NULL,
    group_name    VARCHAR(50) NOT NULL
);
INSERT INTO adventureworks.department VALUES
    (1, 'Engineering', 'Research and Development'), (2, 'Tool Design', 'Research and Development'),
    (3, 'Sales', 'Sales and Marketing'), (4, 'Marketing', 'Sales and Marketing'),
    (5, 'Purchasing', 'Inventory Management'), (6, 'Research and Development', 'Research and Development'),
    (7, 'Production', 'Manufacturing'), (8, 'Production Control', 'Manufacturing'),
    (9, 'Human Resources', 'Executive General and Administration'), (10, 'Finance', 'Executive General and Administration'),
    (11, 'Information Services', 'Executive General and Administration'), (12, 'Document Control', 'Quality Assurance'),
    (13, 'Quality Assurance', 'Quality Assurance'), (14, 'Facilities and Maintenance', 'Executive General and Administration'),
    (15, 'Shipping and Receiving', 'Inventory Management'), (16, 'Executive', 'Executive General and Administration');

CREATE TABLE adventureworks.shift (
    shift_id   INTEGER PRIMARY KEY,
    name       VARCHAR(50) NOT NULL,
    start_time TIME NOT NULL,
    end_time   TIME NOT NULL
);
INSERT INTO adventureworks.shift VALUES
    (1, 'Day', TIME '07:00:00', TIME '15:00:00'), (2, 'Evening', TIME '15:00:00', TIME '23:00:00'), (3, 'Night', TIME '23:00:00', TIME '07:00:00');

CREATE TEMP TABLE aw_emp AS
SELECT e,
       CASE WHEN e = 1 THEN 16 WHEN e <= 18 THEN 3 WHEN e <= 25 THEN 4 WHEN e <= 35 THEN 5 WHEN e <= 45 THEN 1
            WHEN e <= 50 THEN 2 WHEN e <= 55 THEN 6 WHEN e <= 95 THEN 7 WHEN e <= 100 THEN 8 WHEN e <= 104 THEN 9
            WHEN e <= 109 THEN 10 WHEN e <= 113 THEN 11 WHEN e <= 115 THEN 12 WHEN e <= 117 THEN 13 WHEN e = 118 THEN 14
            ELSE 15 END AS dept,
       CASE WHEN e = 1 THEN 'Chief Executive Officer' WHEN e = 2 THEN 'Vice President of Sales'
            WHEN e = 3 THEN 'North American Sales Manager' WHEN e = 4 THEN 'European Sales Manager' WHEN e = 5 THEN 'Pacific Sales Manager'
            WHEN e <= 18 THEN 'Sales Representative' WHEN e = 19 THEN 'Marketing Manager' WHEN e <= 25 THEN 'Marketing Specialist'
            WHEN e = 26 THEN 'Purchasing Manager' WHEN e <= 35 THEN (CASE WHEN e % 2 = 0 THEN 'Buyer' ELSE 'Purchasing Assistant' END)
            WHEN e = 36 THEN 'Vice President of Engineering' WHEN e <= 45 THEN (CASE WHEN e % 3 = 0 THEN 'Senior Design Engineer' ELSE 'Design Engineer' END)
            WHEN e <= 50 THEN 'Tool Designer' WHEN e <= 55 THEN 'Research and Development Engineer'
            WHEN e <= 58 THEN 'Production Supervisor' WHEN e <= 95 THEN (['Production Technician - WC10', 'Production Technician - WC20', 'Production Technician - WC30', 'Production Technician - WC40', 'Production Technician - WC50', 'Production Technician - WC60'])[e % 6 + 1]
            WHEN e <= 100 THEN 'Production Control Manager' WHEN e <= 104 THEN (CASE WHEN e = 101 THEN 'Human Resources Manager' ELSE 'Human Resources Administrative Assistant' END)
            WHEN e <= 109 THEN (CASE WHEN e = 105 THEN 'Chief Financial Officer' ELSE 'Accountant' END)
            WHEN e <= 113 THEN (CASE WHEN e = 110 THEN 'Information Services Manager' ELSE 'Network Administrator' END)
            WHEN e <= 115 THEN 'Document Control Assistant' WHEN e <= 117 THEN 'Quality Assurance Technician'
            WHEN e = 118 THEN 'Facilities Manager' ELSE 'Shipping and Receiving Clerk' END AS job_title
FROM range(1, 121) t(e);

CREATE TABLE adventureworks.employee (
    business_entity_id INTEGER PRIMARY KEY REFERENCES adventureworks.person (business_entity_id),
    national_id_number VARCHAR(15) NOT NULL,
    login_id           VARCHAR(256) NOT NULL,
    job_title          VARCHAR(50) NOT NULL,
    birth_date         DATE NOT NULL,
    marital_status     VARCHAR(1) NOT NULL,
    gender             VARCHAR(1) NOT NULL,
    hire_date          DATE NOT NULL,
    salaried_flag      BOOLEAN NOT NULL,
    vacation_hours     INTEGER NOT NULL,
    sick_leave_hours   INTEGER NOT NULL,
    current_flag       BOOLEAN NOT NULL
);
INSERT INTO adventureworks.employee
SELECT e.e, CAST(10000000 + (e.e * 7919 * 31) % 89999999 AS VARCHAR),
       'adventure-works\' || lower(replace(p.first_name, ' ', '')) || CAST(e.e % 10 AS VARCHAR),
       e.job_title,
       DATE '1955-01-01' + CAST((e.e * 2713) % 14000 AS INTEGER),
       CASE WHEN e.e % 2 = 0 THEN 'M' ELSE 'S' END,
       CASE WHEN (e.e * 3) % 5 < 2 THEN 'F' ELSE 'M' END,
       DATE '2007-01-01' + CAST((e.e * 97) % 2500 AS INTEGER),
       e.dept NOT IN (7, 15) OR e.job_title LIKE '%Supervisor%',
       (e.e * 13) % 100, 20 + (e.e * 7) % 60,
       true
FROM aw_emp e JOIN adventureworks.person p ON p.business_entity_id = e.e;

CREATE TABLE adventureworks.employee_department_history (
    business_entity_id INTEGER NOT NULL REFERENCES adventureworks.employee (business_entity_id),
    department_id      INTEGER NOT NULL REFERENCES adventureworks.department (department_id),
    shift_id           INTEGER NOT NULL REFERENCES adventureworks.shift (shift_id),
    start_date         DATE NOT NULL,
    end_date           DATE,
    PRIMARY KEY (business_entity_id, start_date, department_id, shift_id)
);
INSERT INTO adventureworks.employee_department_history
SELECT e.e, e.dept, CASE WHEN e.dept = 7 THEN 1 + e.e % 3 ELSE 1 END,
       CASE WHEN e.e % 8 = 0 THEN emp.hire_date + INTERVAL 700 DAY ELSE emp.hire_date END, NULL
FROM aw_emp e JOIN adventureworks.employee emp ON emp.business_entity_id = e.e
UNION ALL
SELECT e.e, CASE WHEN e.dept = 7 THEN 8 WHEN e.dept = 3 THEN 4 ELSE 1 + (e.e * 5) % 16 END, 1,
       emp.hire_date, emp.hire_date + INTERVAL 699 DAY
FROM aw_emp e JOIN adventureworks.employee emp ON emp.business_entity_id = e.e
WHERE e.e % 8 = 0;

CREATE TABLE adventureworks.employee_pay_history (
    business_entity_id INTEGER NOT NULL REFERENCES adventureworks.employee (business_entity_id),
    rate_change_date   DATE NOT NULL,
    rate               DECIMAL(19, 4) NOT NULL,
    pay_frequency      INTEGER NOT NULL,
    PRIMARY KEY (business_entity_id, rate_change_date)
);
INSERT INTO adventureworks.employee_pay_history
SELECT emp.business_entity_id, emp.hire_date,
       CASE WHEN emp.business_entity_id = 1 THEN 125.50 WHEN emp.salaried_flag THEN 25.0 + (emp.business_entity_id * 7) % 40 ELSE 9.5 + (emp.business_entity_id * 3) % 8 END,
       CASE WHEN emp.salaried_flag THEN 2 ELSE 1 END
FROM adventureworks.employee emp
UNION ALL
SELECT emp.business_entity_id, emp.hire_date + INTERVAL 730 DAY,
       CASE WHEN emp.salaried_flag THEN 28.0 + (emp.business_entity_id * 7) % 40 ELSE 11.0 + (emp.business_entity_id * 3) % 8 END,
       CASE WHEN emp.salaried_flag THEN 2 ELSE 1 END
FROM adventureworks.employee emp WHERE emp.business_entity_id % 4 = 0;

CREATE TABLE adventureworks.sales_person (
    business_entity_id INTEGER PRIMARY KEY REFERENCES adventureworks.employee (business_entity_id),
    territory_id       INTEGER REFERENCES adventureworks.sales_territory (territory_id),
    sales_quota        DECIMAL(19, 4),
    bonus              DECIMAL(19, 4) NOT NULL,
    commission_pct     DECIMAL(10, 4) NOT NULL,
    sales_ytd          DECIMAL(19, 4) NOT NULL,
    sales_last_year    DECIMAL(19, 4) NOT NULL
);
INSERT INTO adventureworks.sales_person
SELECT e, CASE WHEN e <= 5 THEN NULL ELSE 1 + (e - 6) % 10 END,
       CASE WHEN e <= 5 THEN NULL ELSE 250000 + ((e * 7) % 4) * 50000 END,
       CASE WHEN e <= 5 THEN 0 ELSE 500 + (e * 1373) % 5000 END,
       CASE WHEN e <= 5 THEN 0 ELSE 0.010 + ((e * 3) % 10) / 1000.0 END,
       500000 + (e * 104729) % 4000000, 400000 + (e * 7919) % 2000000
FROM range(3, 19) t(e);

CREATE TABLE adventureworks.sales_territory_history (
    business_entity_id INTEGER NOT NULL REFERENCES adventureworks.sales_person (business_entity_id),
    territory_id       INTEGER NOT NULL REFERENCES adventureworks.sales_territory (territory_id),
    start_date         DATE NOT NULL,
    end_date           DATE,
    PRIMARY KEY (business_entity_id, start_date, territory_id)
);
INSERT INTO adventureworks.sales_territory_history
SELECT business_entity_id, territory_id, DATE '2012-05-30', NULL
FROM adventureworks.sales_person WHERE territory_id IS NOT NULL
UNION ALL
SELECT business_entity_id, 1 + (territory_id + 4) % 10, DATE '2011-05-31', DATE '2012-05-29'
FROM adventureworks.sales_person WHERE territory_id IS NOT NULL AND business_entity_id % 3 = 0;

CREATE TABLE adventureworks.store (
    business_entity_id INTEGER PRIMARY KEY REFERENCES adventureworks.business_entity (business_entity_id),
    name               VARCHAR(50) NOT NULL,
    sales_person_id    INTEGER REFERENCES adventureworks.sales_person (business_entity_id)
);
INSERT INTO adventureworks.store
SELECT 1300 + s,
       (['Next-Door', 'Professional', 'Riders', 'Valley', 'Nationwide', 'Area', 'Metropolitan', 'Trailblazing', 'Urban', 'Coastal', 'Mountain', 'Eastside', 'Westside', 'Global', 'Neighborhood', 'Downtown', 'Golden', 'Frontier', 'Summit', 'Rapid'])[(s - 1) % 20 + 1]
         || ' ' || (['Bike Store', 'Sales and Service', 'Cycle Shop', 'Bicycle Specialists', 'Sporting Goods', 'Bike Outlet', 'Cycles', 'Bike Works', 'Wheels and Gear', 'Bike Supply'])[((s - 1) // 20 + (s * 3)) % 10 + 1],
       6 + (s * 7) % 13
FROM range(1, 101) t(s);

CREATE TABLE adventureworks.customer (
    customer_id    INTEGER PRIMARY KEY,
    person_id      INTEGER REFERENCES adventureworks.person (business_entity_id),
    store_id       INTEGER REFERENCES adventureworks.store (business_entity_id),
    territory_id   INTEGER REFERENCES adventureworks.sales_territory (territory_id),
    account_number VARCHAR(10) NOT NULL
);
INSERT INTO adventureworks.customer
SELECT s, 1100 + s, 1300 + s, sp.territory_id, 'AW' || lpad(CAST(s AS VARCHAR), 8, '0')
FROM range(1, 101) t(s)
JOIN adventureworks.address a ON a.address_id = 1100 + s
JOIN adventureworks.state_province sp ON sp.state_province_id = a.state_province_id
UNION ALL
SELECT 11000 + p - 121, p, NULL, sp.territory_id, 'AW' || lpad(CAST(11000 + p - 121 AS VARCHAR), 8, '0')
FROM range(121, 1101) t(p)
JOIN adventureworks.address a ON a.address_id = p
JOIN adventureworks.state_province sp ON sp.state_province_id = a.state_province_id;

CREATE TABLE adventureworks.credit_card (
    credit_card_id INTEGER PRIMARY KEY,
    card_type      VARCHAR(50) NOT NULL,
    card_number    VARCHAR(25) NOT NULL,
    exp_month      INTEGER NOT NULL,
    exp_year       INTEGER NOT NULL
);
INSERT INTO adventureworks.credit_card
SELECT p - 120, (['SuperiorCard', 'Distinguish', 'ColonialVoice', 'Vista'])[(p * 3) % 4 + 1],
       CAST(11110000000000 + (p * 7919 * 7907) % 8888888888888 AS VARCHAR),
       1 + (p * 5) % 12, 2005 + (p * 7) % 4
FROM range(121, 1101) t(p) WHERE p % 10 <> 0;

CREATE TABLE adventureworks.person_credit_card (
    business_entity_id INTEGER NOT NULL REFERENCES adventureworks.person (business_entity_id),
    credit_card_id     INTEGER NOT NULL REFERENCES adventureworks.credit_card (credit_card_id),
    PRIMARY KEY (business_entity_id, credit_card_id)
);
INSERT INTO adventureworks.person_credit_card
SELECT credit_card_id + 120, credit_card_id FROM adventureworks.credit_card;

CREATE TABLE adventureworks.ship_method (
    ship_method_id INTEGER PRIMARY KEY,
    name           VARCHAR(50) NOT NULL,
    ship_base      DECIMAL(19, 4) NOT NULL,
    ship_rate      DECIMAL(19, 4) NOT NULL
);
INSERT INTO adventureworks.ship_method VALUES
    (1, 'XRQ - TRUCK GROUND', 3.95, 0.99), (2, 'ZY - EXPRESS', 9.95, 1.99), (3, 'OVERSEAS - DELUXE', 29.95, 2.99),
    (4, 'OVERNIGHT J-FAST', 21.95, 1.29), (5, 'CARGO TRANSPORT 5', 8.99, 1.49);

CREATE TABLE adventureworks.product_category (
    product_category_id INTEGER PRIMARY KEY,
    name                VARCHAR(50) NOT NULL
);
INSERT INTO adventureworks.product_category VALUES (1, 'Bikes'), (2, 'Components'), (3, 'Clothing'), (4, 'Accessories');

CREATE TABLE adventureworks.product_subcategory (
    product_subcategory_id INTEGER PRIMARY KEY,
    product_category_id    INTEGER NOT NULL REFERENCES adventureworks.product_category (product_category_id),
    name                   VARCHAR(50) NOT NULL
);
INSERT INTO adventureworks.product_subcategory VALUES
    (1, 1, 'Mountain Bikes'), (2, 1, 'Road Bikes'), (3, 1, 'Touring Bikes'), (4, 2, 'Handlebars'), (5, 2, 'Bottom Brackets'),
    (6, 2, 'Brakes'), (7, 2, 'Chains'), (8, 2, 'Cranksets'), (9, 2, 'Derailleurs'), (10, 2, 'Forks'), (11, 2, 'Headsets'),
    (12, 2, 'Mountain Frames'), (13, 2, 'Pedals'), (14, 2, 'Road Frames'), (15, 2, 'Saddles'), (16, 2, 'Touring Frames'),
    (17, 2, 'Wheels'), (18, 3, 'Bib-Shorts'), (19, 3, 'Caps'), (20, 3, 'Gloves'), (21, 3, 'Jerseys'), (22, 3, 'Shorts'),
    (23, 3, 'Socks'), (24, 3, 'Tights'), (25, 3, 'Vests'), (26, 4, 'Bike Racks'), (27, 4, 'Bike Stands'),
    (28, 4, 'Bottles and Cages'), (29, 4, 'Cleaners'), (30, 4, 'Fenders'), (31, 4, 'Helmets'), (32, 4, 'Hydration Packs'),
    (33, 4, 'Lights'), (34, 4, 'Locks'), (35, 4, 'Panniers'), (36, 4, 'Pumps'), (37, 4, 'Tires and Tubes');

CREATE TEMP TABLE aw_model AS
SELECT * FROM (VALUES
    (1, 'Mountain-100', 1, 'M', 'H', 'U', 3399.99, ['Silver', 'Black'], ['38', '42', '44', '48']),
    (2, 'Mountain-200', 1, 'M', 'H', 'U', 2294.99, ['Silver', 'Black'], ['38', '42', '46']),
    (3, 'Mountain-300', 1, 'M', 'M', 'U', 1079.99, ['Black'], ['38', '40', '44', '48']),
    (4, 'Mountain-400-W', 1, 'M', 'M', 'W', 769.49, ['Silver'], ['38', '40', '42', '46']),
    (5, 'Mountain-500', 1, 'M', 'L', 'U', 539.99, ['Silver', 'Black'], ['40', '42', '44', '48', '52']),
    (6, 'Road-150', 2, 'R', 'H', 'U', 3578.27, ['Red'], ['44', '48', '52', '56', '62']),
    (7, 'Road-250', 2, 'R', 'H', 'U', 2443.35, ['Red', 'Black'], ['44', '48', '52', '58']),
    (8, 'Road-350-W', 2, 'R', 'M', 'W', 1700.99, ['Yellow'], ['40', '42', '44', '48']),
    (9, 'Road-550-W', 2, 'R', 'M', 'W', 1120.49, ['Yellow'], ['38', '40', '42', '44', '48']),
    (10, 'Road-650', 2, 'R', 'L', 'U', 782.99, ['Red', 'Black'], ['44', '48', '52', '58', '60', '62']),
    (11, 'Road-750', 2, 'R', 'L', 'U', 539.99, ['Black'], ['44', '48', '52', '58']),
    (12, 'Touring-1000', 3, 'T', 'H', 'U', 2384.07, ['Yellow', 'Blue'], ['46', '50', '54', '60']),
    (13, 'Touring-2000', 3, 'T', 'M', 'U', 1214.85, ['Blue'], ['46', '50', '54', '60']),
    (14, 'Touring-3000', 3, 'T', 'L', 'U', 742.35, ['Yellow', 'Blue'], ['44', '50', '54', '58', '62']),
    (15, 'HL Mountain Frame', 12, 'M', 'H', 'U', 1364.50, ['Silver', 'Black'], ['38', '42', '44', '46', '48']),
    (16, 'LL Mountain Frame', 12, 'M', 'L', 'U', 249.79, ['Silver', 'Black'], ['40', '42', '44', '48', '52']),
    (17, 'HL Road Frame', 14, 'R', 'H', 'U', 1431.50, ['Red', 'Black'], ['44', '48', '52', '58', '62']),
    (18, 'LL Road Frame', 14, 'R', 'L', 'U', 337.22, ['Red', 'Black'], ['44', '48', '52', '58', '60', '62']),
    (19, 'HL Touring Frame', 16, 'T', 'H', 'U', 1003.91, ['Yellow', 'Blue'], ['46', '50', '54', '60']),
    (20, 'LL Touring Frame', 16, 'T', 'L', 'U', 333.42, ['Yellow', 'Blue'], ['44', '50', '54', '58', '62']),
    (21, 'HL Mountain Handlebars', 4, 'M', 'H', NULL, 120.27, [NULL], [NULL]),
    (22, 'ML Road Handlebars', 4, 'R', 'M', NULL, 61.92, [NULL], [NULL]),
    (23, 'HL Bottom Bracket', 5, NULL, 'H', NULL, 121.49, [NULL], [NULL]),
    (24, 'Rear Brakes', 6, NULL, NULL, NULL, 106.50, ['Silver'], [NULL]),
    (25, 'Front Brakes', 6, NULL, NULL, NULL, 106.50, ['Silver'], [NULL]),
    (26, 'Chain', 7, NULL, NULL, NULL, 20.24, ['Silver'], [NULL]),
    (27, 'HL Crankset', 8, NULL, 'H', NULL, 404.99, ['Black'], [NULL]),
    (28, 'Front Derailleur', 9, NULL, NULL, NULL, 91.49, ['Silver'], [NULL]),
    (29, 'HL Fork', 10, NULL, 'H', NULL, 229.49, [NULL], [NULL]),
    (30, 'HL Headset', 11, NULL, 'H', NULL, 124.73, [NULL], [NULL]),
    (31, 'HL Mountain Pedal', 13, 'M', 'H', NULL, 80.99, ['Silver/Black'], [NULL]),
    (32, 'ML Road Pedal', 13, 'R', 'M', NULL, 62.09, ['Silver/Black'], [NULL]),
    (33, 'HL Mountain Seat/Saddle', 15, 'M', 'H', NULL, 52.64, [NULL], [NULL]),
    (34, 'HL Mountain Front Wheel', 17, 'M', 'H', NULL, 300.22, ['Black'], [NULL]),
    (35, 'LL Road Rear Wheel', 17, 'R', 'L', NULL, 112.57, ['Black'], [NULL]),
    (36, 'Long-Sleeve Logo Jersey', 21, 'S', NULL, 'U', 49.99, ['Multi'], ['S', 'M', 'L', 'XL']),
    (37, 'Short-Sleeve Classic Jersey', 21, 'S', NULL, 'U', 53.99, ['Yellow'], ['S', 'M', 'L', 'XL']),
    (38, 'Men''s Bib-Shorts', 18, 'S', NULL, 'M', 89.99, ['Multi'], ['S', 'M', 'L']),
    (39, 'Cycling Cap', 19, 'S', NULL, 'U', 8.99, ['Multi'], [NULL]),
    (40, 'Half-Finger Gloves', 20, 'S', NULL, 'U', 24.49, ['Black'], ['S', 'M', 'L']),
    (41, 'Full-Finger Gloves', 20, 'M', NULL, 'U', 37.99, ['Black'], ['S', 'M', 'L']),
    (42, 'Men''s Sports Shorts', 22, 'S', NULL, 'M', 59.99, ['Black'], ['S', 'M', 'L', 'XL']),
    (43, 'Women''s Mountain Shorts', 22, 'M', NULL, 'W', 69.99, ['Black'], ['S', 'M', 'L']),
    (44, 'Racing Socks', 23, 'R', NULL, 'U', 8.99, ['White'], ['M', 'L']),
    (45, 'Women''s Tights', 24, 'S', NULL, 'W', 74.99, ['Black'], ['S', 'M', 'L']),
    (46, 'Classic Vest', 25, 'S', NULL, 'U', 63.50, ['Blue'], ['S', 'M', 'L']),
    (47, 'Hitch Rack - 4-Bike', 26, 'S', NULL, NULL, 120.00, [NULL], [NULL]),
    (48, 'All-Purpose Bike Stand', 27, 'M', NULL, NULL, 159.00, [NULL], [NULL]),
    (49, 'Water Bottle - 30 oz.', 28, 'S', NULL, NULL, 4.99, [NULL], [NULL]),
    (50, 'Mountain Bottle Cage', 28, 'M', NULL, NULL, 9.99, [NULL], [NULL]),
    (51, 'Bike Wash - Dissolver', 29, 'S', NULL, NULL, 7.95, [NULL], [NULL]),
    (52, 'Fender Set - Mountain', 30, 'M', NULL, NULL, 21.98, [NULL], [NULL]),
    (53, 'Sport-100 Helmet', 31, 'S', NULL, NULL, 34.99, ['Red', 'Black', 'Blue'], [NULL]),
    (54, 'Hydration Pack - 70 oz.', 32, 'S', NULL, NULL, 54.99, ['Silver'], [NULL]),
    (55, 'Taillights - Battery-Powered', 33, 'R', NULL, NULL, 13.99, [NULL], [NULL]),
    (56, 'Headlights - Weatherproof', 33, 'R', NULL, NULL, 44.99, [NULL], [NULL]),
    (57, 'Cable Lock', 34, 'S', NULL, NULL, 25.00, [NULL], [NULL]),
    (58, 'Touring-Panniers, Large', 35, 'T', NULL, NULL, 125.00, ['Grey'], [NULL]),
    (59, 'Minipump', 36, 'S', NULL, NULL, 19.99, [NULL], [NULL]),
    (60, 'Mountain Tire Tube', 37, 'M', NULL, NULL, 4.99, [NULL], [NULL]),
    (61, 'HL Mountain Tire', 37, 'M', 'H', NULL, 35.00, [NULL], [NULL]),
    (62, 'Road Tire Tube', 37, 'R', NULL, NULL, 3.99, [NULL], [NULL]),
    (63, 'Patch Kit/8 Patches', 37, 'S', NULL, NULL, 2.29, [NULL], [NULL])
) t(model_id, name, subcat, line, class, style, price, colors, sizes);

CREATE TABLE adventureworks.product_model (
    product_model_id INTEGER PRIMARY KEY,
    name             VARCHAR(50) NOT NULL
);
INSERT INTO adventureworks.product_model SELECT model_id, name FROM aw_model;

CREATE TABLE adventureworks.product (
    product_id             INTEGER PRIMARY KEY,
    name                   VARCHAR(50) NOT NULL,
    product_number         VARCHAR(25) NOT NULL,
    make_flag              BOOLEAN NOT NULL,
    finished_goods_flag    BOOLEAN NOT NULL,
    color                  VARCHAR(15),
    safety_stock_level     INTEGER NOT NULL,
    reorder_point          INTEGER NOT NULL,
    standard_cost          DECIMAL(19, 4) NOT NULL,
    list_price             DECIMAL(19, 4) NOT NULL,
    size                   VARCHAR(5),
    weight                 DECIMAL(8, 2),
    days_to_manufacture    INTEGER NOT NULL,
    product_line           VARCHAR(2),
    class                  VARCHAR(2),
    style                  VARCHAR(2),
    product_subcategory_id INTEGER REFERENCES adventureworks.product_subcategory (product_subcategory_id),
    product_model_id       INTEGER REFERENCES adventureworks.product_model (product_model_id),
    sell_start_date        DATE NOT NULL,
    sell_end_date          DATE,
    discontinued_date      DATE
);
-- 30 parts (ids 1-30, no subcategory), then the finished goods from 680 on.
INSERT INTO adventureworks.product
SELECT i, name, num, name IN ('Blade', 'Chain Stays', 'Down Tube', 'Fork End', 'Metal Plate 1'), false, NULL,
       1000, 750, 0, 0, NULL, NULL, CASE WHEN name IN ('Blade', 'Chain Stays', 'Down Tube', 'Fork End', 'Metal Plate 1') THEN 1 ELSE 0 END,
       NULL, NULL, NULL, NULL, NULL, DATE '2008-04-30', NULL, NULL
FROM (SELECT row_number() OVER (ORDER BY num) AS i, name, num FROM (VALUES
    ('Adjustable Race', 'AR-5381'), ('Bearing Ball', 'BA-8327'), ('BB Ball Bearing', 'BE-2349'), ('Headset Ball Bearings', 'BE-2908'),
    ('Blade', 'BL-2036'), ('LL Crankarm', 'CA-5965'), ('ML Crankarm', 'CA-6738'), ('HL Crankarm', 'CA-7457'),
    ('Chainring Bolts', 'CB-2903'), ('Chainring Nut', 'CN-6137'), ('Chainring', 'CR-7833'), ('Crown Race', 'CR-9981'),
    ('Chain Stays', 'CS-2812'), ('Decal 1', 'DC-8732'), ('Decal 2', 'DC-9824'), ('Down Tube', 'DT-2377'),
    ('Mountain End Caps', 'EC-M092'), ('Road End Caps', 'EC-R098'), ('Touring End Caps', 'EC-T209'), ('Fork End', 'FE-3760'),
    ('Freewheel', 'FH-2981'), ('Flat Washer 1', 'FW-1000'), ('Flat Washer 6', 'FW-1200'), ('Flat Washer 2', 'FW-1400'),
    ('Hex Nut 1', 'HN-1024'), ('Hex Nut 2', 'HN-1032'), ('Thin-Jam Hex Nut 9', 'HJ-1213'), ('Lock Washer 1', 'LW-1000'),
    ('Lock Nut 1', 'LN-1024'), ('Metal Plate 1', 'MP-2066')) t(name, num));
INSERT INTO adventureworks.product
SELECT 679 + row_number() OVER (ORDER BY m.model_id, ci, si),
       CASE WHEN m.subcat IN (1, 2, 3) THEN m.name || ' ' || m.colors[ci] || ', ' || m.sizes[si]
            WHEN m.subcat IN (12, 14, 16) THEN m.name || ' - ' || m.colors[ci] || ', ' || m.sizes[si]
            ELSE m.name || CASE WHEN len(m.colors) > 1 THEN ', ' || m.colors[ci] ELSE '' END || coalesce(', ' || m.sizes[si], '') END,
       (CASE WHEN m.subcat <= 3 THEN 'BK' WHEN m.subcat IN (12, 14, 16) THEN 'FR' WHEN m.subcat <= 17 THEN 'CO'
             WHEN m.subcat <= 25 THEN 'CL' ELSE 'AC' END)
         || '-' || upper(substr(replace(m.name, ' ', ''), 1, 1)) || lpad(CAST(m.model_id AS VARCHAR), 2, '0')
         || coalesce(upper(substr(m.colors[ci], 1, 1) || substr(m.colors[ci], -1, 1)), '') || coalesce('-' || m.sizes[si], ''),
       m.subcat <= 17 AND m.subcat NOT IN (5, 6, 7, 9, 11, 13, 15),
       true, m.colors[ci],
       CASE WHEN m.subcat <= 3 THEN 100 WHEN m.subcat <= 17 THEN 500 ELSE 4 END,
       CASE WHEN m.subcat <= 3 THEN 75 WHEN m.subcat <= 17 THEN 375 ELSE 3 END,
       round(m.price * 0.55 + (si - 1) * 0.5, 4), m.price,
       m.sizes[si],
       CASE WHEN m.subcat <= 3 THEN 20.0 + si * 0.4 + ci * 0.1 WHEN m.subcat IN (12, 14, 16) THEN 2.5 + si * 0.1 END,
       CASE WHEN m.subcat <= 3 THEN 4 WHEN m.subcat <= 17 AND m.subcat NOT IN (5, 6, 7, 9, 11, 13, 15) THEN 1 ELSE 0 END,
       m.line, m.class, m.style, m.subcat, m.model_id,
       DATE '2011-05-31' + CAST(((m.model_id * 7) % 2) * 365 AS INTEGER),
       CASE WHEN m.model_id IN (1, 5, 11, 16) AND si = 1 THEN DATE '2013-05-29' END,
       NULL
FROM aw_model m, range(1, len(m.colors) + 1) c(ci), range(1, len(m.sizes) + 1) s(si);

CREATE TABLE adventureworks.product_review (
    product_review_id INTEGER PRIMARY KEY,
    product_id        INTEGER NOT NULL REFERENCES adventureworks.product (product_id),
    reviewer_name     VARCHAR(50) NOT NULL,
    review_date       DATE NOT NULL,
    email_address     VARCHAR(50) NOT NULL,
    rating            INTEGER NOT NULL,
    comments          VARCHAR(3850)
);
INSERT INTO adventureworks.product_review
SELECT i, p.product_id,
       (['John Smith', 'David', 'Jill', 'Laura Norman', 'Alex Chen', 'Priya', 'Marco', 'Ingrid'])[i % 8 + 1],
       DATE '2013-09-18' + CAST(i * 5 AS INTEGER),
       lower(replace((['John Smith', 'David', 'Jill', 'Laura Norman', 'Alex Chen', 'Priya', 'Marco', 'Ingrid'])[i % 8 + 1], ' ', '')) || '@fourthcoffee.com',
       1 + (i * 7) % 5,
       (['I can''t believe I''m singing the praises of a pair of socks.', 'A little on the heavy side, but overall the entry-level bike is comfortable.',
         'Maybe it''s just because I''m new to mountain biking, but I had a terrible time getting use to these pedals.',
         'The Road-550-W from Adventure Works Cycles is everything it''s advertised to be.', 'Good value for the price; would buy again.',
         'Fit was smaller than expected.'])[i % 6 + 1]
FROM range(1, 61) t(i)
JOIN (SELECT product_id, row_number() OVER (ORDER BY product_id) AS k FROM adventureworks.product WHERE finished_goods_flag) p
  ON p.k = 1 + (i * 37) % 213;

CREATE TABLE adventureworks.special_offer (
    special_offer_id INTEGER PRIMARY KEY,
    description      VARCHAR(255) NOT NULL,
    discount_pct     DECIMAL(10, 4) NOT NULL,
    type             VARCHAR(50) NOT NULL,
    category         VARCHAR(50) NOT NULL,
    start_date       DATE NOT NULL,
    end_date         DATE NOT NULL,
    min_qty          INTEGER NOT NULL,
    max_qty          INTEGER
);
INSERT INTO adventureworks.special_offer VALUES
    (1, 'No Discount', 0.00, 'No Discount', 'No Discount', DATE '2011-05-01', DATE '2014-11-30', 0, NULL),
    (2, 'Volume Discount 11 to 14', 0.02, 'Volume Discount', 'Reseller', DATE '2011-05-31', DATE '2014-05-30', 11, 14),
    (3, 'Volume Discount 15 to 24', 0.05, 'Volume Discount', 'Reseller', DATE '2011-05-31', DATE '2014-05-30', 15, 24),
    (4, 'Volume Discount 25 to 40', 0.10, 'Volume Discount', 'Reseller', DATE '2011-05-31', DATE '2014-05-30', 25, 40),
    (5, 'Volume Discount 41 to 60', 0.15, 'Volume Discount', 'Reseller', DATE '2011-05-31', DATE '2014-05-30', 41, 60),
    (6, 'Volume Discount over 60', 0.20, 'Volume Discount', 'Reseller', DATE '2011-05-31', DATE '2014-05-30', 61, NULL),
    (7, 'Mountain-100 Clearance Sale', 0.35, 'Discontinued Product', 'Reseller', DATE '2012-04-13', DATE '2012-05-29', 0, NULL),
    (8, 'Sport Helmet Discount-2002', 0.10, 'Seasonal Discount', 'Reseller', DATE '2012-05-30', DATE '2012-06-29', 0, NULL),
    (9, 'Road-650 Overstock', 0.30, 'Excess Inventory', 'Reseller', DATE '2012-05-30', DATE '2012-07-30', 0, NULL),
    (10, 'Mountain Tire Sale', 0.50, 'Excess Inventory', 'Customer', DATE '2013-05-14', DATE '2013-07-29', 0, NULL),
    (11, 'Sport Helmet Discount-2003', 0.15, 'Seasonal Discount', 'Reseller', DATE '2013-05-30', DATE '2013-06-29', 0, NULL),
    (12, 'LL Road Frame Sale', 0.35, 'Excess Inventory', 'Reseller', DATE '2013-05-30', DATE '2013-07-14', 0, NULL),
    (13, 'Touring-3000 Promotion', 0.15, 'New Product', 'Reseller', DATE '2013-05-30', DATE '2013-08-29', 0, NULL),
    (14, 'Touring-1000 Promotion', 0.20, 'New Product', 'Reseller', DATE '2013-05-30', DATE '2013-08-29', 0, NULL),
    (15, 'Half-Price Pedal Sale', 0.50, 'Seasonal Discount', 'Customer', DATE '2013-07-14', DATE '2013-08-14', 0, NULL),
    (16, 'Mountain-500 Silver Clearance Sale', 0.40, 'Discontinued Product', 'Reseller', DATE '2014-03-31', DATE '2014-05-30', 0, NULL);

CREATE TABLE adventureworks.special_offer_product (
    special_offer_id INTEGER NOT NULL REFERENCES adventureworks.special_offer (special_offer_id),
    product_id       INTEGER NOT NULL REFERENCES adventureworks.product (product_id),
    PRIMARY KEY (special_offer_id, product_id)
);
INSERT INTO adventureworks.special_offer_product
SELECT 1, product_id FROM adventureworks.product WHERE finished_goods_flag
UNION ALL
SELECT o.o, p.product_id FROM adventureworks.product p, range(2, 7) o(o)
WHERE p.finished_goods_flag AND p.product_subcategory_id IN (1, 2, 3, 12, 14, 16, 18, 20, 21, 22, 31)
UNION ALL
SELECT CASE pm.name WHEN 'Mountain-100' THEN 7 WHEN 'Road-650' THEN 9 WHEN 'LL Road Frame' THEN 12 WHEN 'Touring-3000' THEN 13
                    WHEN 'Touring-1000' THEN 14 WHEN 'HL Mountain Tire' THEN 10 WHEN 'Mountain Tire Tube' THEN 10 END, p.product_id
FROM adventureworks.product p JOIN adventureworks.product_model pm ON pm.product_model_id = p.product_model_id
WHERE pm.name IN ('Mountain-100', 'Road-650', 'LL Road Frame', 'Touring-3000', 'Touring-1000', 'HL Mountain Tire', 'Mountain Tire Tube')
UNION ALL
SELECT o.o, p.product_id FROM adventureworks.product p, range(8, 12, 3) o(o) WHERE p.product_subcategory_id = 31
UNION ALL
SELECT 15, product_id FROM adventureworks.product WHERE product_subcategory_id = 13
UNION ALL
SELECT 16, product_id FROM adventureworks.product WHERE product_model_id = 5 AND color = 'Silver';

CREATE TABLE adventureworks.sales_reason (
    sales_reason_id INTEGER PRIMARY KEY,
    name            VARCHAR(50) NOT NULL,
    reason_type     VARCHAR(50) NOT NULL
);
INSERT INTO adventureworks.sales_reason VALUES
    (1, 'Price', 'Other'), (2, 'On Promotion', 'Promotion'), (3, 'Magazine Advertisement', 'Marketing'),
    (4, 'Television  Advertisement', 'Marketing'), (5, 'Manufacturer', 'Other'), (6, 'Review', 'Other'),
    (7, 'Demo Event', 'Marketing'), (8, 'Sponsorship', 'Marketing'), (9, 'Quality', 'Other'), (10, 'Other', 'Other');

-- 800 orders: 300 placed by stores through their sales person, 500 online by individuals.
CREATE TABLE adventureworks.sales_order_header (
    sales_order_id         INTEGER PRIMARY KEY,
    revision_number        INTEGER NOT NULL,
    order_date             DATE NOT NULL,
    due_date               DATE NOT NULL,
    ship_date              DATE,
    status                 INTEGER NOT NULL,
    online_order_flag      BOOLEAN NOT NULL,
    sales_order_number     VARCHAR(25) NOT NULL,
    purchase_order_number  VARCHAR(25),
    account_number         VARCHAR(15),
    customer_id            INTEGER NOT NULL REFERENCES adventureworks.customer (customer_id),
    sales_person_id        INTEGER REFERENCES adventureworks.sales_person (business_entity_id),
    territory_id           INTEGER REFERENCES adventureworks.sales_territory (territory_id),
    bill_to_address_id     INTEGER NOT NULL REFERENCES adventureworks.address (address_id),
    ship_to_address_id     INTEGER NOT NULL REFERENCES adventureworks.address (address_id),
    ship_method_id         INTEGER NOT NULL REFERENCES adventureworks.ship_method (ship_method_id),
    credit_card_id         INTEGER REFERENCES adventureworks.credit_card (credit_card_id),
    sub_total              DECIMAL(19, 4) NOT NULL,
    tax_amt                DECIMAL(19, 4) NOT NULL,
    freight                DECIMAL(19, 4) NOT NULL,
    total_due              DECIMAL(19, 4) NOT NULL
);
INSERT INTO adventureworks.sales_order_header
SELECT 43658 + i, CASE WHEN reseller THEN 8 ELSE 2 END,
       DATE '2011-05-31' + CAST(i * 1.3 AS INTEGER),
       DATE '2011-05-31' + CAST(i * 1.3 AS INTEGER) + 12,
       CASE WHEN st IN (1, 2, 3) OR st = 6 THEN NULL ELSE DATE '2011-05-31' + CAST(i * 1.3 AS INTEGER) + 7 END,
       st, NOT reseller, 'SO' || CAST(43658 + i AS VARCHAR),
       CASE WHEN reseller THEN 'PO' || CAST(1000000 + (i * 7919) % 9000000 AS VARCHAR) END,
       '10-4020-' || lpad(CAST(c.customer_id % 1000000 AS VARCHAR), 6, '0'),
       c.customer_id, st2.sales_person_id, c.territory_id,
       CASE WHEN reseller THEN c.store_id - 200 ELSE c.person_id END,
       CASE WHEN reseller AND c.store_id <= 1325 THEN c.store_id - 100 WHEN reseller THEN c.store_id - 200 ELSE c.person_id END,
       CASE WHEN reseller THEN 5 WHEN c.territory_id >= 7 THEN 3 WHEN i % 9 = 0 THEN 2 ELSE 1 END,
       CASE WHEN NOT reseller THEN pcc.credit_card_id END,
       0, 0, 0, 0
FROM (SELECT i, i % 8 < 3 AS reseller,
             CASE WHEN i % 50 = 0 THEN 6 WHEN i % 37 = 0 THEN 4 WHEN i > 780 THEN 1 + i % 3 ELSE 5 END AS st,
             CASE WHEN i % 8 < 3 THEN 1 + (i * 7) % 100 ELSE 11000 + (i * 13) % 980 END AS cid
      FROM range(1, 801) t(i)) o
JOIN adventureworks.customer c ON c.customer_id = o.cid
LEFT JOIN adventureworks.store st2 ON st2.business_entity_id = c.store_id
LEFT JOIN adventureworks.person_credit_card pcc ON pcc.business_entity_id = c.person_id;

CREATE TABLE adventureworks.sales_order_detail (
    sales_order_id           INTEGER NOT NULL REFERENCES adventureworks.sales_order_header (sales_order_id),
    sales_order_detail_id    INTEGER NOT NULL,
    carrier_tracking_number  VARCHAR(25),
    order_qty                INTEGER NOT NULL,
    product_id               INTEGER NOT NULL,
    special_offer_id         INTEGER NOT NULL,
    unit_price               DECIMAL(19, 4) NOT NULL,
    unit_price_discount      DECIMAL(19, 4) NOT NULL,
    line_total               DECIMAL(38, 6) NOT NULL,
    PRIMARY KEY (sales_order_id, sales_order_detail_id),
    FOREIGN KEY (special_offer_id, product_id) REFERENCES adventureworks.special_offer_product (special_offer_id, product_id)
);
INSERT INTO adventureworks.sales_order_detail
SELECT h.sales_order_id, 110000 + row_number() OVER (ORDER BY h.sales_order_id, k),
       CASE WHEN NOT h.online_order_flag AND h.ship_date IS NOT NULL THEN upper(substr(md5('trk' || h.sales_order_id), 1, 4)) || '-' || upper(substr(md5('trk' || h.sales_order_id), 5, 4)) || '-' || upper(substr(md5('trk' || h.sales_order_id), 9, 2)) END,
       q.qty, p.product_id,
       coalesce(sop.special_offer_id, 1),
       round(p.list_price * CASE WHEN h.online_order_flag THEN 1.0 ELSE 0.6 END, 4),
       coalesce(so.discount_pct, 0),
       round(q.qty * p.list_price * CASE WHEN h.online_order_flag THEN 1.0 ELSE 0.6 END * (1 - coalesce(so.discount_pct, 0)), 6)
FROM adventureworks.sales_order_header h
CROSS JOIN range(0, 4) t(k)
CROSS JOIN LATERAL (SELECT CASE WHEN h.online_order_flag THEN 1 + (h.sales_order_id * (k + 1)) % 3 ELSE 1 + (h.sales_order_id * (k + 3) * 7) % 70 END AS qty) q
JOIN (SELECT product_id, list_price, product_subcategory_id, row_number() OVER (ORDER BY product_id) AS r FROM adventureworks.product WHERE finished_goods_flag) p
  ON p.r = 1 + (h.sales_order_id * 7 + k * 53) % 213
LEFT JOIN adventureworks.special_offer_product sop
  ON sop.product_id = p.product_id
 AND sop.special_offer_id = CASE WHEN h.online_order_flag AND p.product_subcategory_id = 13 THEN 15
                                 WHEN h.online_order_flag AND p.product_subcategory_id = 37 THEN 10
                                 WHEN h.online_order_flag THEN 1
                                 WHEN q.qty > 60 THEN 6 WHEN q.qty > 40 THEN 5 WHEN q.qty > 24 THEN 4 WHEN q.qty > 14 THEN 3 WHEN q.qty > 10 THEN 2
                                 ELSE 1 END
LEFT JOIN adventureworks.special_offer so ON so.special_offer_id = sop.special_offer_id
WHERE k < 1 + (h.sales_order_id * 3) % 4;

UPDATE adventureworks.sales_order_header h SET
    sub_total = d.s, tax_amt = round(d.s * 0.08, 4), freight = round(d.s * 0.025, 4),
    total_due = d.s + round(d.s * 0.08, 4) + round(d.s * 0.025, 4)
FROM (SELECT sales_order_id, sum(line_total) AS s FROM adventureworks.sales_order_detail GROUP BY sales_order_id) d
WHERE d.sales_order_id = h.sales_order_id;

CREATE TABLE adventureworks.sales_order_header_sales_reason (
    sales_order_id  INTEGER NOT NULL REFERENCES adventureworks.sales_order_header (sales_order_id),
    sales_reason_id INTEGER NOT NULL REFERENCES adventureworks.sales_reason (sales_reason_id),
    PRIMARY KEY (sales_order_id, sales_reason_id)
);
INSERT INTO adventureworks.sales_order_header_sales_reason
SELECT sales_order_id, ([1, 2, 6, 9, 5, 3, 4, 7, 8, 10, 1, 2])[sales_order_id % 12 + 1]
FROM adventureworks.sales_order_header WHERE online_order_flag
UNION
SELECT sales_order_id, 1 FROM adventureworks.sales_order_header WHERE online_order_flag AND sales_order_id % 3 = 0;

CREATE TABLE adventureworks.vendor (
    business_entity_id        INTEGER PRIMARY KEY REFERENCES adventureworks.business_entity (business_entity_id),
    account_number            VARCHAR(15) NOT NULL,
    name                      VARCHAR(50) NOT NULL,
    credit_rating             INTEGER NOT NULL,
    preferred_vendor_status   BOOLEAN NOT NULL,
    active_flag               BOOLEAN NOT NULL,
    purchasing_web_service_url VARCHAR(1024)
);
INSERT INTO adventureworks.vendor
SELECT 1450 + v, upper(substr(regexp_replace(name, '[^A-Za-z]', '', 'g'), 1, 8)) || '0001', name,
       CASE WHEN v % 11 = 0 THEN 5 WHEN v % 7 = 0 THEN 3 WHEN v % 5 = 0 THEN 2 ELSE 1 END,
       v % 6 <> 0, v % 13 <> 0,
       CASE WHEN v % 4 = 0 THEN 'www.' || lower(regexp_replace(name, '[^A-Za-z]', '', 'g')) || '.com/' END
FROM (SELECT row_number() OVER (ORDER BY name) AS v, name FROM (VALUES
    ('Australia Bike Retailer'), ('Allenson Cycles'), ('Advanced Bicycles'), ('Trikes, Inc.'), ('Morgan Bike Accessories'),
    ('Cycling Master'), ('Chicago Rent-All'), ('Greenwood Athletic Company'), ('Compete Enterprises, Inc'), ('International'),
    ('Light Speed'), ('Training Systems'), ('Gardner Touring Cycles'), ('International Trek Center'), ('G & K Bicycle Corp.'),
    ('First National Sport Co.'), ('Recreation Place'), ('International Bicycles'), ('Image Makers Bike Center'), ('Comfort Road Bicycles'),
    ('Knopfler Cycles'), ('Ready Rentals'), ('Cruger Bike Company'), ('Vista Road Bikes'), ('Bergeron Bike Company'),
    ('Hill''s Bicycle Service'), ('Circuit Cycles'), ('Green Lake Bike Company'), ('Consumer Cycles'), ('Fitness Association'),
    ('Jeff''s Sporting Goods'), ('Bike Satellite Inc.'), ('Premier Sport, Inc.'), ('Proseware, Inc.'), ('Superior Bicycles'),
    ('SUPERSALES INC.'), ('Mountain Works'), ('Wood Fitness'), ('Signature Cycles'), ('Electronic Bike Repair & Supplies'),
    ('American Bicycles and Wheels'), ('Integrated Sport Products'), ('Team Athletic Co.'), ('Sport Fan Co.'), ('Bicycle Specialists'),
    ('Inner City Bikes'), ('Custom Frames, Inc.'), ('Expert Bike Co'), ('Crowley Sport'), ('Speed Corporation')) t(name));

CREATE TABLE adventureworks.product_vendor (
    product_id         INTEGER NOT NULL REFERENCES adventureworks.product (product_id),
    business_entity_id INTEGER NOT NULL REFERENCES adventureworks.vendor (business_entity_id),
    average_lead_time  INTEGER NOT NULL,
    standard_price     DECIMAL(19, 4) NOT NULL,
    last_receipt_cost  DECIMAL(19, 4),
    last_receipt_date  DATE,
    min_order_qty      INTEGER NOT NULL,
    max_order_qty      INTEGER NOT NULL,
    on_order_qty       INTEGER,
    PRIMARY KEY (product_id, business_entity_id)
);
INSERT INTO adventureworks.product_vendor
SELECT DISTINCT p.product_id, 1451 + (p.r * 7 + j * 11) % 46,
       15 + (p.r + j) % 4 * 5,
       CASE WHEN p.list_price > 0 THEN round(p.list_price * 0.4, 4) ELSE round(0.2 + (p.r * 7) % 50 / 10.0, 4) END,
       CASE WHEN p.list_price > 0 THEN round(p.list_price * 0.42, 4) ELSE round(0.21 + (p.r * 7) % 50 / 10.0, 4) END,
       DATE '2013-08-01' + CAST((p.r * 13 + j) % 200 AS INTEGER),
       CASE WHEN p.list_price > 0 THEN 1 ELSE 100 END, CASE WHEN p.list_price > 0 THEN 5 ELSE 1000 END,
       CASE WHEN (p.r + j) % 4 = 0 THEN 300 END
FROM (SELECT product_id, list_price, row_number() OVER (ORDER BY product_id) AS r FROM adventureworks.product WHERE NOT make_flag) p,
     range(0, 3) t(j)
WHERE j < 1 + p.r % 3;

CREATE TABLE adventureworks.purchase_order_header (
    purchase_order_id INTEGER PRIMARY KEY,
    revision_number   INTEGER NOT NULL,
    status            INTEGER NOT NULL,
    employee_id       INTEGER NOT NULL REFERENCES adventureworks.employee (business_entity_id),
    vendor_id         INTEGER NOT NULL REFERENCES adventureworks.vendor (business_entity_id),
    ship_method_id    INTEGER NOT NULL REFERENCES adventureworks.ship_method (ship_method_id),
    order_date        DATE NOT NULL,
    ship_date         DATE,
    sub_total         DECIMAL(19, 4) NOT NULL,
    tax_amt           DECIMAL(19, 4) NOT NULL,
    freight           DECIMAL(19, 4) NOT NULL,
    total_due         DECIMAL(19, 4) NOT NULL
);
INSERT INTO adventureworks.purchase_order_header
SELECT i, 4, CASE WHEN i % 19 = 0 THEN 3 WHEN i > 380 THEN 1 WHEN i > 360 THEN 2 ELSE 4 END,
       ([27, 28, 29, 30, 31, 32, 33, 34, 35, 26])[(i * 3) % 10 + 1],
       v.vendor_id, 1 + (i * 7) % 5,
       DATE '2011-04-16' + CAST(i * 3 AS INTEGER),
       CASE WHEN i > 360 THEN NULL ELSE DATE '2011-04-16' + CAST(i * 3 + 9 AS INTEGER) END,
       0, 0, 0, 0
FROM range(1, 401) t(i)
JOIN (SELECT business_entity_id AS vendor_id, row_number() OVER (ORDER BY business_entity_id) - 1 AS r,
             count(*) OVER () AS n
      FROM (SELECT DISTINCT business_entity_id FROM adventureworks.product_vendor)) v
  ON v.r = (i * 7) % v.n;

CREATE TABLE adventureworks.purchase_order_detail (
    purchase_order_id        INTEGER NOT NULL REFERENCES adventureworks.purchase_order_header (purchase_order_id),
    purchase_order_detail_id INTEGER NOT NULL,
    due_date                 DATE NOT NULL,
    order_qty                INTEGER NOT NULL,
    product_id               INTEGER NOT NULL REFERENCES adventureworks.product (product_id),
    unit_price               DECIMAL(19, 4) NOT NULL,
    line_total               DECIMAL(19, 4) NOT NULL,
    received_qty             DECIMAL(8, 2) NOT NULL,
    rejected_qty             DECIMAL(8, 2) NOT NULL,
    stocked_qty              DECIMAL(8, 2) NOT NULL,
    PRIMARY KEY (purchase_order_id, purchase_order_detail_id)
);
INSERT INTO adventureworks.purchase_order_detail
SELECT h.purchase_order_id, 1000 + row_number() OVER (ORDER BY h.purchase_order_id, pv.k),
       h.order_date + 14, q, pv.product_id, pv.standard_price, q * pv.standard_price,
       CASE WHEN h.status = 4 THEN q ELSE 0 END,
       CASE WHEN h.status = 4 AND (h.purchase_order_id + pv.k) % 9 = 0 THEN q // 10 ELSE 0 END,
       CASE WHEN h.status = 4 THEN q - CASE WHEN (h.purchase_order_id + pv.k) % 9 = 0 THEN q // 10 ELSE 0 END ELSE 0 END
FROM adventureworks.purchase_order_header h
JOIN (SELECT business_entity_id, product_id, standard_price, row_number() OVER (PARTITION BY business_entity_id ORDER BY product_id) AS k
      FROM adventureworks.product_vendor) pv
  ON pv.business_entity_id = h.vendor_id AND pv.k <= 1 + h.purchase_order_id % 4
CROSS JOIN LATERAL (SELECT CASE WHEN pv.standard_price > 30 THEN 3 + (h.purchase_order_id * pv.k) % 5 ELSE 50 + (h.purchase_order_id * pv.k * 7) % 500 END AS q) qq;

UPDATE adventureworks.purchase_order_header h SET
    sub_total = d.s, tax_amt = round(d.s * 0.08, 4), freight = round(d.s * 0.025, 4),
    total_due = d.s + round(d.s * 0.08, 4) + round(d.s * 0.025, 4)
FROM (SELECT purchase_order_id, sum(line_total) AS s FROM adventureworks.purchase_order_detail GROUP BY purchase_order_id) d
WHERE d.purchase_order_id = h.purchase_order_id;

CREATE TABLE adventureworks.location (
    location_id  INTEGER PRIMARY KEY,
    name         VARCHAR(50) NOT NULL,
    cost_rate    DECIMAL(10, 4) NOT NULL,
    availability DECIMAL(8, 2) NOT NULL
);
INSERT INTO adventureworks.location VALUES
    (1, 'Tool Crib', 0, 0), (2, 'Sheet Metal Racks', 0, 0), (3, 'Paint Shop', 0, 0), (4, 'Paint Storage', 0, 0),
    (5, 'Metal Storage', 0, 0), (6, 'Miscellaneous Storage', 0, 0), (7, 'Finished Goods Storage', 0, 0),
    (10, 'Frame Forming', 22.50, 96.00), (20, 'Frame Welding', 25.00, 108.00), (30, 'Debur and Polish', 14.50, 120.00),
    (40, 'Paint', 15.75, 120.00), (45, 'Specialized Paint', 18.00, 80.00), (50, 'Subassembly', 12.25, 120.00),
    (60, 'Final Assembly', 12.25, 120.00);

CREATE TABLE adventureworks.product_inventory (
    product_id  INTEGER NOT NULL REFERENCES adventureworks.product (product_id),
    location_id INTEGER NOT NULL REFERENCES adventureworks.location (location_id),
    shelf       VARCHAR(10) NOT NULL,
    bin         INTEGER NOT NULL,
    quantity    INTEGER NOT NULL,
    PRIMARY KEY (product_id, location_id)
);
INSERT INTO adventureworks.product_inventory
SELECT DISTINCT p.product_id,
       CASE WHEN p.finished_goods_flag THEN ([7, 60, 50])[j + 1] ELSE ([1, 6, 5])[(p.product_id + j) % 3 + 1] END,
       (['A', 'B', 'C', 'D', 'E', 'F', 'N/A'])[(p.product_id + j * 3) % 7 + 1],
       (p.product_id * 7 + j) % 60,
       (p.product_id * 37 + j * 101) % 900
FROM adventureworks.product p, range(0, 3) t(j)
WHERE j < 1 + p.product_id % 3;

CREATE TABLE adventureworks.scrap_reason (
    scrap_reason_id INTEGER PRIMARY KEY,
    name            VARCHAR(50) NOT NULL
);
INSERT INTO adventureworks.scrap_reason
SELECT row_number() OVER (ORDER BY name), name FROM (VALUES
    ('Brake assembly not as ordered'), ('Color incorrect'), ('Drill pattern incorrect'), ('Drill size too large'),
    ('Drill size too small'), ('Gouge in metal'), ('Handling damage'), ('Paint process failed'), ('Primer process failed'),
    ('Seat assembly not as ordered'), ('Stress test failed'), ('Thermoform temperature too high'),
    ('Thermoform temperature too low'), ('Trim length too long'), ('Trim length too short'), ('Wheel misaligned')) t(name);

CREATE TABLE adventureworks.work_order (
    work_order_id   INTEGER PRIMARY KEY,
    product_id      INTEGER NOT NULL REFERENCES adventureworks.product (product_id),
    order_qty       INTEGER NOT NULL,
    stocked_qty     INTEGER NOT NULL,
    scrapped_qty    INTEGER NOT NULL,
    start_date      DATE NOT NULL,
    end_date        DATE,
    due_date        DATE NOT NULL,
    scrap_reason_id INTEGER REFERENCES adventureworks.scrap_reason (scrap_reason_id)
);
INSERT INTO adventureworks.work_order
SELECT i, p.product_id, q, q - s, s,
       DATE '2011-06-03' + CAST(i AS INTEGER),
       CASE WHEN i > 980 THEN NULL ELSE DATE '2011-06-03' + CAST(i + 10 + i % 5 AS INTEGER) END,
       DATE '2011-06-03' + CAST(i + 11 AS INTEGER),
       CASE WHEN s > 0 THEN 1 + (i * 7) % 16 END
FROM range(1, 1001) t(i)
JOIN (SELECT product_id, row_number() OVER (ORDER BY product_id) - 1 AS r, count(*) OVER () AS n
      FROM adventureworks.product WHERE make_flag) p ON p.r = (i * 13) % p.n
CROSS JOIN LATERAL (SELECT 4 + (i * 7) % 40 AS q) qq
CROSS JOIN LATERAL (SELECT CASE WHEN i % 12 = 0 THEN 1 + i % 3 ELSE 0 END AS s) ss;

DROP TABLE aw_state;
DROP TABLE aw_addr;
DROP TABLE aw_tstate;
DROP TABLE aw_emp;
DROP TABLE aw_model;
