-- Tables of SimonWaldherr/sql-examples (MIT), SQLite examples that create their own tables:
-- 05_ecommerce/00_schema.sql (Customers, Categories, Products, Orders, OrderItems) and the
-- self-contained examples of 01_beginner, 02_advanced, 03_dates, 04_login and 06_analytics
-- whose table names do not clash with the e-commerce ones (Animals, Contacts, Account, People,
-- Sales + view SalesSummary, Expenses, Employees of 18_cte.sql, MonthlyRevenue, calendar,
-- "type", entries, users, DailySales, UserActivity, SessionEvents). Examples whose tables
-- clash (Orders/Products/Sales/Employees defined differently elsewhere) are not used.
-- Data: the rows the example files insert themselves, with the ids SQLite would assign.
-- Types: TEXT -> VARCHAR, REAL -> DOUBLE, DATE stays, JSON stays (DuckDB's JSON type).

CREATE TABLE Customers (
    customer_id   INTEGER PRIMARY KEY,
    name          VARCHAR NOT NULL,
    email         VARCHAR UNIQUE NOT NULL,
    country       VARCHAR,
    registered_at VARCHAR
);
CREATE TABLE Categories (
    category_id   INTEGER PRIMARY KEY,
    category_name VARCHAR NOT NULL
);
CREATE TABLE Products (
    product_id  INTEGER PRIMARY KEY,
    name        VARCHAR NOT NULL,
    category_id INTEGER REFERENCES Categories(category_id),
    price       DOUBLE  NOT NULL,
    stock       INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE Orders (
    order_id    INTEGER PRIMARY KEY,
    customer_id INTEGER REFERENCES Customers(customer_id),
    order_date  VARCHAR NOT NULL,
    status      VARCHAR NOT NULL DEFAULT 'pending'
);
CREATE TABLE OrderItems (
    item_id    INTEGER PRIMARY KEY,
    order_id   INTEGER REFERENCES Orders(order_id),
    product_id INTEGER REFERENCES Products(product_id),
    quantity   INTEGER NOT NULL,
    unit_price DOUBLE  NOT NULL
);
INSERT INTO Customers VALUES
    (1, 'Alice',   'alice@example.com',   'US', '2022-01-15'),
    (2, 'Bob',     'bob@example.com',     'UK', '2022-03-20'),
    (3, 'Carol',   'carol@example.com',   'DE', '2022-06-05'),
    (4, 'David',   'david@example.com',   'US', '2023-01-10'),
    (5, 'Eva',     'eva@example.com',     'FR', '2023-04-22');
INSERT INTO Categories VALUES (1, 'Electronics'), (2, 'Clothing'), (3, 'Books'), (4, 'Home & Garden');
INSERT INTO Products VALUES
    (1, 'Laptop',          1, 999.99,  15),
    (2, 'Wireless Mouse',  1,  29.99,  80),
    (3, 'USB-C Hub',       1,  49.99,  50),
    (4, 'T-Shirt',         2,  19.99, 200),
    (5, 'Jeans',           2,  59.99, 100),
    (6, 'SQL for Beginners',3, 34.99,  60),
    (7, 'Garden Hose',     4,  24.99,  40);
INSERT INTO Orders VALUES
    (1, 1, '2023-02-01', 'delivered'),
    (2, 1, '2023-05-15', 'delivered'),
    (3, 2, '2023-03-10', 'delivered'),
    (4, 3, '2023-03-25', 'cancelled'),
    (5, 1, '2023-07-04', 'delivered'),
    (6, 4, '2023-07-20', 'shipped'),
    (7, 2, '2023-08-01', 'delivered'),
    (8, 5, '2023-09-12', 'pending');
INSERT INTO OrderItems VALUES
    (1, 1, 1, 1, 999.99), (2, 1, 2, 2, 29.99), (3, 2, 6, 1, 34.99), (4, 3, 4, 3, 19.99),
    (5, 3, 5, 1, 59.99), (6, 4, 7, 2, 24.99), (7, 5, 3, 1, 49.99), (8, 6, 1, 1, 999.99),
    (9, 7, 2, 1, 29.99), (10, 7, 6, 2, 34.99), (11, 8, 4, 2, 19.99);

-- 01_beginner/09_distinct.sql
CREATE TABLE Animals (id INTEGER PRIMARY KEY, species VARCHAR, name VARCHAR);
INSERT INTO Animals VALUES (1, 'Dog', 'Rex'), (2, 'Cat', 'Whiskers'), (3, 'Dog', 'Buddy'),
    (4, 'Bird', 'Tweety'), (5, 'Cat', 'Luna'), (6, 'Dog', 'Max');
-- 01_beginner/12_null.sql
CREATE TABLE Contacts (id INTEGER PRIMARY KEY, name VARCHAR NOT NULL, phone VARCHAR, email VARCHAR);
INSERT INTO Contacts VALUES (1, 'Alice', '555-0101', 'alice@example.com'), (2, 'Bob', NULL, 'bob@example.com'),
    (3, 'Carol', '555-0303', NULL), (4, 'David', NULL, NULL);
-- 02_advanced/10_transaction.sql
CREATE TABLE Account (account_id INTEGER PRIMARY KEY, account_name VARCHAR, balance INTEGER);
INSERT INTO Account VALUES (1, 'Alice', 900), (2, 'Bob', 600);
-- 02_advanced/15_json.sql
CREATE TABLE People (id INTEGER PRIMARY KEY, data JSON);
INSERT INTO People VALUES
   (1, '{"name": "Alice", "age": 30, "hobbies": ["reading", "hiking"]}'),
   (2, '{"name": "Bob", "age": 25, "hobbies": ["cooking", "cycling"], "active": 1}'),
   (3, '{"name": "Carol", "age": 27, "hobbies": ["swimming", "traveling"]}');
-- 02_advanced/16_views.sql
CREATE TABLE Sales (SaleID INTEGER PRIMARY KEY, Product VARCHAR, SaleDate DATE, Quantity INTEGER, UnitPrice DOUBLE);
INSERT INTO Sales VALUES (1, 'Widget', '2023-01-15', 10, 2.50), (2, 'Widget', '2023-01-20', 5, 2.50),
  (3, 'Gadget', '2023-02-01', 7, 3.00), (4, 'Widget', '2023-02-05', 8, 2.50), (5, 'Gadget', '2023-02-15', 3, 3.00);
CREATE VIEW SalesSummary AS
SELECT Product, COUNT(*) AS SalesCount, SUM(Quantity) AS TotalQuantity,
       ROUND(SUM(Quantity * UnitPrice), 2) AS TotalRevenue
FROM Sales GROUP BY Product;
-- 02_advanced/17_cumulative.sql
CREATE TABLE Expenses (ExpenseDate DATE, Amount DOUBLE);
INSERT INTO Expenses VALUES ('2023-01-01', 10.0), ('2023-01-02', 15.0), ('2023-01-03', 20.0),
  ('2023-01-04', 5.0), ('2023-01-05', 12.0);
-- 02_advanced/18_cte.sql
CREATE TABLE Employees (id INTEGER PRIMARY KEY, name VARCHAR, department VARCHAR, salary DOUBLE);
INSERT INTO Employees VALUES (1, 'Alice', 'Engineering', 90000), (2, 'Bob', 'Engineering', 85000),
  (3, 'Carol', 'Marketing', 70000), (4, 'David', 'Marketing', 75000), (5, 'Eve', 'Engineering', 95000),
  (6, 'Frank', 'HR', 60000);
-- 02_advanced/19_windowfunctions.sql
CREATE TABLE MonthlyRevenue (month VARCHAR, revenue DOUBLE);
INSERT INTO MonthlyRevenue VALUES ('2023-01', 12000), ('2023-02', 15000), ('2023-03', 11000),
  ('2023-04', 18000), ('2023-05', 21000), ('2023-06', 19500);
-- 03_dates/02_calendar.sql .. 04_joincalendar.sql (a temporary table there)
CREATE TABLE calendar ("date" DATE UNIQUE NOT NULL, "dow" INT NOT NULL);
INSERT INTO calendar SELECT CAST(d AS DATE), (CAST(strftime(d, '%w') AS INT) + 6) % 7
  FROM generate_series(TIMESTAMP '2024-01-01', TIMESTAMP '2027-12-31', INTERVAL 1 DAY) AS g(d);
-- 03_dates/05_workingtime.sql (temporary tables there)
CREATE TABLE "type" ("status" VARCHAR UNIQUE NOT NULL, "work" INT NOT NULL, "comment" VARCHAR NULL);
CREATE TABLE "entries" ("date" DATE NOT NULL, "type" VARCHAR NOT NULL, "user" VARCHAR NOT NULL, "comment" VARCHAR NULL);
INSERT INTO "type" VALUES ('work', 1, 'clock in'), ('end of work', 0, 'clock out'), ('break', 0, 'clock out'),
  ('clean up', 1, 'additional activities');
INSERT INTO "entries" VALUES ('2022-04-11', 'work', 'JohnDoe', ''), ('2022-04-11', 'end of work', 'JohnDoe', ''),
  ('2022-04-12', 'work', 'JohnDoe', ''), ('2022-04-13', 'end of work', 'JohnDoe', ''),
  ('2022-04-14', 'work', 'JohnDoe', ''), ('2022-04-14', 'end of work', 'JohnDoe', ''),
  ('2022-04-15', 'work', 'JohnDoe', ''), ('2022-04-15', 'break', 'JohnDoe', ''),
  ('2022-04-15', 'work', 'JohnDoe', ''), ('2022-04-15', 'end of work', 'JohnDoe', '');
-- 04_login/00_login.sql
CREATE TABLE "users" ("creation" DATE NOT NULL, "lastlogin" DATE NOT NULL, "username" VARCHAR NOT NULL,
  "password" VARCHAR NOT NULL, "permissions" INT NOT NULL, "comment" VARCHAR NULL);
INSERT INTO "users" VALUES ('2026-01-01', '2026-01-01', 'JohnDoe', 'do-not-save-passwords-use-hash-functions', 3, NULL);
-- 06_analytics/00_movingaverage.sql
CREATE TABLE DailySales (sale_date VARCHAR PRIMARY KEY, revenue DOUBLE);
INSERT INTO DailySales VALUES ('2023-07-01', 840), ('2023-07-02', 1200), ('2023-07-03', 760), ('2023-07-04', 980),
  ('2023-07-05', 1350), ('2023-07-06', 620), ('2023-07-07', 1100), ('2023-07-08', 930), ('2023-07-09', 1480),
  ('2023-07-10', 870), ('2023-07-11', 1050), ('2023-07-12', 790), ('2023-07-13', 1230), ('2023-07-14', 1010);
-- 06_analytics/01_cohort.sql
CREATE TABLE UserActivity (user_id INTEGER, activity_date VARCHAR);
INSERT INTO UserActivity VALUES
    (1, '2023-01-05'), (1, '2023-02-10'), (1, '2023-03-15'), (1, '2023-04-01'), (2, '2023-01-12'), (2, '2023-02-20'),
    (3, '2023-01-20'), (4, '2023-02-02'), (4, '2023-03-08'), (4, '2023-04-10'), (5, '2023-02-14'), (5, '2023-03-14'),
    (6, '2023-02-25'), (7, '2023-03-01'), (7, '2023-04-05'), (8, '2023-03-10'), (9, '2023-03-22'), (9, '2023-04-22');
-- 06_analytics/02_funnel.sql
CREATE TABLE SessionEvents (session_id VARCHAR, user_id INTEGER, event VARCHAR, event_time VARCHAR);
INSERT INTO SessionEvents VALUES
    ('s01', 1, 'landing', '2023-10-01 09:00:00'), ('s01', 1, 'product_view', '2023-10-01 09:02:00'),
    ('s01', 1, 'add_to_cart', '2023-10-01 09:05:00'), ('s01', 1, 'checkout', '2023-10-01 09:08:00'),
    ('s01', 1, 'purchase', '2023-10-01 09:10:00'), ('s02', 2, 'landing', '2023-10-01 10:00:00'),
    ('s02', 2, 'product_view', '2023-10-01 10:03:00'), ('s02', 2, 'add_to_cart', '2023-10-01 10:06:00'),
    ('s02', 2, 'checkout', '2023-10-01 10:09:00'), ('s02', 2, 'purchase', '2023-10-01 10:12:00'),
    ('s03', 3, 'landing', '2023-10-02 11:00:00'), ('s03', 3, 'product_view', '2023-10-02 11:04:00'),
    ('s03', 3, 'add_to_cart', '2023-10-02 11:07:00'), ('s03', 3, 'checkout', '2023-10-02 11:11:00'),
    ('s04', 4, 'landing', '2023-10-02 14:00:00'), ('s04', 4, 'product_view', '2023-10-02 14:02:00'),
    ('s04', 4, 'add_to_cart', '2023-10-02 14:05:00'), ('s05', 5, 'landing', '2023-10-03 08:30:00'),
    ('s05', 5, 'product_view', '2023-10-03 08:33:00'), ('s06', 6, 'landing', '2023-10-03 12:00:00');
