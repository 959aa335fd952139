-- northwind: the Northwind sample database of microsoft/sql-server-samples (MIT),
-- samples/databases/northwind-pubs/instnwnd.sql: the eight tables its views and procedures read,
-- columns as the script declares them (int -> INTEGER, nvarchar/nchar -> VARCHAR, money ->
-- DECIMAL(19,4), real -> REAL, bit -> BOOLEAN (Discontinued is a flag), datetime -> TIMESTAMP,
-- image -> BLOB, ntext -> VARCHAR), primary and foreign keys as declared. Tables live in the
-- default schema (the script creates them unqualified). Rows are ours; orders fall in 1996-1998.
-- The views other views read ("Order Details Extended", "Order Subtotals", "Product Sales for
-- 1997") are created too, with DuckDB bodies.
CREATE TABLE "Employees" (
  "EmployeeID" INTEGER NOT NULL PRIMARY KEY, "LastName" VARCHAR(20) NOT NULL, "FirstName" VARCHAR(10) NOT NULL,
  "Title" VARCHAR(30), "TitleOfCourtesy" VARCHAR(25), "BirthDate" TIMESTAMP, "HireDate" TIMESTAMP,
  "Address" VARCHAR(60), "City" VARCHAR(15), "Region" VARCHAR(15), "PostalCode" VARCHAR(10), "Country" VARCHAR(15),
  "HomePhone" VARCHAR(24), "Extension" VARCHAR(4), "Photo" BLOB, "Notes" VARCHAR, "ReportsTo" INTEGER,
  "PhotoPath" VARCHAR(255));
CREATE TABLE "Categories" (
  "CategoryID" INTEGER NOT NULL PRIMARY KEY, "CategoryName" VARCHAR(15) NOT NULL, "Description" VARCHAR, "Picture" BLOB);
CREATE TABLE "Customers" (
  "CustomerID" VARCHAR(5) NOT NULL PRIMARY KEY, "CompanyName" VARCHAR(40) NOT NULL, "ContactName" VARCHAR(30),
  "ContactTitle" VARCHAR(30), "Address" VARCHAR(60), "City" VARCHAR(15), "Region" VARCHAR(15),
  "PostalCode" VARCHAR(10), "Country" VARCHAR(15), "Phone" VARCHAR(24), "Fax" VARCHAR(24));
CREATE TABLE "Shippers" (
  "ShipperID" INTEGER NOT NULL PRIMARY KEY, "CompanyName" VARCHAR(40) NOT NULL, "Phone" VARCHAR(24));
CREATE TABLE "Suppliers" (
  "SupplierID" INTEGER NOT NULL PRIMARY KEY, "CompanyName" VARCHAR(40) NOT NULL, "ContactName" VARCHAR(30),
  "ContactTitle" VARCHAR(30), "Address" VARCHAR(60), "City" VARCHAR(15), "Region" VARCHAR(15),
  "PostalCode" VARCHAR(10), "Country" VARCHAR(15), "Phone" VARCHAR(24), "Fax" VARCHAR(24), "HomePage" VARCHAR);
CREATE TABLE "Orders" (
  "OrderID" INTEGER NOT NULL PRIMARY KEY,
  "CustomerID" VARCHAR(5) REFERENCES "Customers" ("CustomerID"),
  "EmployeeID" INTEGER REFERENCES "Employees" ("EmployeeID"),
  "OrderDate" TIMESTAMP, "RequiredDate" TIMESTAMP, "ShippedDate" TIMESTAMP,
  "ShipVia" INTEGER REFERENCES "Shippers" ("ShipperID"),
  "Freight" DECIMAL(19,4) DEFAULT 0, "ShipName" VARCHAR(40), "ShipAddress" VARCHAR(60), "ShipCity" VARCHAR(15),
  "ShipRegion" VARCHAR(15), "ShipPostalCode" VARCHAR(10), "ShipCountry" VARCHAR(15));
CREATE TABLE "Products" (
  "ProductID" INTEGER NOT NULL PRIMARY KEY, "ProductName" VARCHAR(40) NOT NULL,
  "SupplierID" INTEGER REFERENCES "Suppliers" ("SupplierID"),
  "CategoryID" INTEGER REFERENCES "Categories" ("CategoryID"),
  "QuantityPerUnit" VARCHAR(20), "UnitPrice" DECIMAL(19,4) DEFAULT 0 CHECK ("UnitPrice" >= 0),
  "UnitsInStock" SMALLINT DEFAULT 0, "UnitsOnOrder" SMALLINT DEFAULT 0, "ReorderLevel" SMALLINT DEFAULT 0,
  "Discontinued" BOOLEAN NOT NULL DEFAULT false);
CREATE TABLE "Order Details" (
  "OrderID" INTEGER NOT NULL REFERENCES "Orders" ("OrderID"),
  "ProductID" INTEGER NOT NULL REFERENCES "Products" ("ProductID"),
  "UnitPrice" DECIMAL(19,4) NOT NULL DEFAULT 0, "Quantity" SMALLINT NOT NULL DEFAULT 1, "Discount" REAL NOT NULL DEFAULT 0,
  PRIMARY KEY ("OrderID", "ProductID"));

INSERT INTO "Employees"
SELECT i, 'Last' || i, 'First' || i, 'Sales Representative', 'Ms.', TIMESTAMP '1960-01-01' + to_days(CAST(i * 400 AS INTEGER)),
       TIMESTAMP '1992-05-01' + to_days(CAST(i * 60 AS INTEGER)), i || ' Main St', CASE WHEN i % 2 = 0 THEN 'London' ELSE 'Seattle' END,
       CASE WHEN i % 2 = 0 THEN NULL ELSE 'WA' END, '9812' || i, CASE WHEN i % 2 = 0 THEN 'UK' ELSE 'USA' END,
       '(206) 555-98' || lpad(i::VARCHAR, 2, '0'), '54' || i, NULL, 'Notes ' || i, CASE WHEN i > 1 THEN 1 END, 'http://example.com/e' || i || '.bmp'
FROM generate_series(1, 9) t(i);
INSERT INTO "Categories" VALUES
 (1, 'Beverages', 'Soft drinks, coffees, teas, beers, and ales', NULL),
 (2, 'Condiments', 'Sweet and savory sauces, relishes, spreads, and seasonings', NULL),
 (3, 'Confections', 'Desserts, candies, and sweet breads', NULL),
 (4, 'Dairy Products', 'Cheeses', NULL),
 (5, 'Grains/Cereals', 'Breads, crackers, pasta, and cereal', NULL),
 (6, 'Meat/Poultry', 'Prepared meats', NULL),
 (7, 'Produce', 'Dried fruit and bean curd', NULL),
 (8, 'Seafood', 'Seaweed and fish', NULL);
INSERT INTO "Customers"
SELECT ['ALFKI', 'ANATR', 'ANTON', 'AROUT', 'BERGS', 'BLAUS', 'BLONP', 'BOLID', 'BONAP', 'BOTTM', 'BSBEV', 'CACTU'][i],
       'Company ' || i, 'Contact ' || i, 'Owner', i || ' Obere Str.', ['Berlin', 'London', 'Madrid', 'Seattle'][(i % 4) + 1],
       NULL, '1220' || i, ['Germany', 'UK', 'Spain', 'USA'][(i % 4) + 1], '030-00743' || i, NULL
FROM generate_series(1, 12) t(i);
INSERT INTO "Shippers" VALUES (1, 'Speedy Express', '(503) 555-9831'), (2, 'United Package', '(503) 555-3199'), (3, 'Federal Shipping', '(503) 555-9931');
INSERT INTO "Suppliers"
SELECT i, 'Supplier ' || i, 'Contact ' || i, 'Sales Manager', i || ' Gilbert St.', ['London', 'Berlin', 'Tokyo'][(i % 3) + 1],
       NULL, 'EC1 4SD', ['UK', 'Germany', 'Japan'][(i % 3) + 1], '(171) 555-22' || i, NULL, NULL
FROM generate_series(1, 6) t(i);
INSERT INTO "Orders"
SELECT 10247 + i, ['ALFKI', 'ANATR', 'ANTON', 'AROUT', 'BERGS', 'BLAUS', 'BLONP', 'BOLID', 'BONAP', 'BOTTM', 'BSBEV', 'CACTU'][(i % 12) + 1],
       (i % 9) + 1, TIMESTAMP '1996-07-04' + to_days(CAST(i * 14 AS INTEGER)), TIMESTAMP '1996-08-01' + to_days(CAST(i * 14 AS INTEGER)),
       CASE WHEN i % 10 = 0 THEN NULL ELSE TIMESTAMP '1996-07-10' + to_days(CAST(i * 14 AS INTEGER)) END,
       (i % 3) + 1, 10.5 * (i % 7 + 1), 'Ship ' || i, i || ' Ship St', ['Berlin', 'London', 'Madrid', 'Seattle'][(i % 4) + 1],
       NULL, '1220' || i, ['Germany', 'UK', 'Spain', 'USA'][(i % 4) + 1]
FROM generate_series(1, 60) t(i);
INSERT INTO "Products"
SELECT i, 'Product ' || i, (i % 6) + 1, (i % 8) + 1, '10 boxes x 20 bags', 4.5 + i * 3.25, (i * 7) % 120, (i * 3) % 40, (i % 4) * 5, i % 5 = 0
FROM generate_series(1, 30) t(i);
INSERT INTO "Order Details"
SELECT 10247 + o, ((o * 7 + l) % 30) + 1, 4.5 + (((o * 7 + l) % 30) + 1) * 3.25, ((o + l) % 9 + 1) * 10, CASE WHEN l = 2 THEN 0.05 ELSE 0 END
FROM generate_series(1, 60) a(o), generate_series(1, 3) b(l);
CREATE VIEW "Order Details Extended" AS
SELECT od."OrderID", od."ProductID", p."ProductName", od."UnitPrice", od."Quantity", od."Discount",
       CAST(od."UnitPrice" * od."Quantity" * (1 - od."Discount") AS DECIMAL(19,4)) AS "ExtendedPrice"
FROM "Products" p JOIN "Order Details" od ON p."ProductID" = od."ProductID";
CREATE VIEW "Order Subtotals" AS
SELECT "OrderID", SUM(CAST("UnitPrice" * "Quantity" * (1 - "Discount") AS DECIMAL(19,4))) AS "Subtotal"
FROM "Order Details" GROUP BY "OrderID";
CREATE VIEW "Product Sales for 1997" AS
SELECT c."CategoryName", p."ProductName", SUM(CAST(od."UnitPrice" * od."Quantity" * (1 - od."Discount") AS DECIMAL(19,4))) AS "ProductSales"
FROM "Categories" c JOIN "Products" p ON c."CategoryID" = p."CategoryID"
JOIN "Order Details" od ON p."ProductID" = od."ProductID" JOIN "Orders" o ON o."OrderID" = od."OrderID"
WHERE o."ShippedDate" BETWEEN TIMESTAMP '1997-01-01' AND TIMESTAMP '1997-12-31'
GROUP BY c."CategoryName", p."ProductName";
