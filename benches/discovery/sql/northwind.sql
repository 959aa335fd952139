-- Schema `northwind`: Microsoft's Northwind Traders sample, with the table and column names of
-- its PostgreSQL port (northwind_psql: snake_case, order_details, employee_territories). The
-- companies, cities, countries, categories, shippers, regions, territories, products and the
-- nine employees are the sample's own; orders and their lines are generated deterministically
-- (range() and modular arithmetic). The sample's picture/photo BLOB columns are left out.

CREATE SCHEMA northwind;

CREATE TABLE northwind.categories (
    category_id   SMALLINT PRIMARY KEY,
    category_name VARCHAR(15) NOT NULL,
    description   TEXT
);
INSERT INTO northwind.categories VALUES
    (1, 'Beverages', 'Soft drinks, coffees, teas, beers, and ales'),
    (2, 'Condiments', 'Sweet and savory sauces, relishes, spreads, and seasonings'),
    (3, 'Confections', 'Desserts, candies, and sweet breads'),
    (4, 'Dairy Products', 'Cheeses'),
    (5, 'Grains/Cereals', 'Breads, crackers, pasta, and cereal'),
    (6, 'Meat/Poultry', 'Prepared meats'),
    (7, 'Produce', 'Dried fruit and bean curd'),
    (8, 'Seafood', 'Seaweed and fish');

CREATE TABLE northwind.region (
    region_id          SMALLINT PRIMARY KEY,
    region_description VARCHAR NOT NULL
);
INSERT INTO northwind.region VALUES (1, 'Eastern'), (2, 'Western'), (3, 'Northern'), (4, 'Southern');

CREATE TABLE northwind.territories (
    territory_id          VARCHAR(20) PRIMARY KEY,
    territory_description VARCHAR NOT NULL,
    region_id             SMALLINT NOT NULL REFERENCES northwind.region (region_id)
);
INSERT INTO northwind.territories VALUES
    ('01581', 'Westboro', 1), ('01730', 'Bedford', 1), ('01833', 'Georgetow', 1), ('02116', 'Boston', 1),
    ('02139', 'Cambridge', 1), ('02184', 'Braintree', 1), ('02903', 'Providence', 1), ('03049', 'Hollis', 3),
    ('03801', 'Portsmouth', 3), ('06897', 'Wilton', 1), ('07960', 'Morristown', 1), ('08837', 'Edison', 1),
    ('10019', 'New York', 1), ('10038', 'New York', 1), ('11747', 'Mellvile', 1), ('14450', 'Fairport', 1),
    ('19428', 'Philadelphia', 3), ('19713', 'Neward', 1), ('20852', 'Rockville', 1), ('27403', 'Greensboro', 1),
    ('27511', 'Cary', 1), ('29202', 'Columbia', 4), ('30346', 'Atlanta', 4), ('31406', 'Savannah', 4),
    ('32859', 'Orlando', 4), ('33607', 'Tampa', 4), ('40222', 'Louisville', 1), ('44122', 'Beachwood', 3),
    ('45839', 'Findlay', 3), ('48075', 'Southfield', 3), ('48084', 'Troy', 3), ('48304', 'Bloomfield Hills', 3),
    ('53404', 'Racine', 3), ('55113', 'Roseville', 3), ('55439', 'Minneapolis', 3), ('60179', 'Hoffman Estates', 2),
    ('60601', 'Chicago', 2), ('72716', 'Bentonville', 4), ('75234', 'Dallas', 4), ('78759', 'Austin', 4),
    ('80202', 'Denver', 2), ('80909', 'Colorado Springs', 2), ('85014', 'Phoenix', 2), ('85251', 'Scottsdale', 2),
    ('90405', 'Santa Monica', 2), ('94025', 'Menlo Park', 2), ('94105', 'San Francisco', 2), ('95008', 'Campbell', 2),
    ('95054', 'Santa Clara', 2), ('95060', 'Santa Cruz', 2), ('98004', 'Bellevue', 2), ('98052', 'Redmond', 2),
    ('98104', 'Seattle', 2);

CREATE TABLE northwind.employees (
    employee_id       SMALLINT PRIMARY KEY,
    last_name         VARCHAR(20) NOT NULL,
    first_name        VARCHAR(10) NOT NULL,
    title             VARCHAR(30),
    title_of_courtesy VARCHAR(25),
    birth_date        DATE,
    hire_date         DATE,
    address           VARCHAR(60),
    city              VARCHAR(15),
    region            VARCHAR(15),
    postal_code       VARCHAR(10),
    country           VARCHAR(15),
    home_phone        VARCHAR(24),
    extension         VARCHAR(4),
    notes             TEXT,
    reports_to        SMALLINT REFERENCES northwind.employees (employee_id),
    photo_path        VARCHAR(255)
);
-- The self-reference is checked per statement, so the manager goes in first.
INSERT INTO northwind.employees VALUES
    (2, 'Fuller', 'Andrew', 'Vice President, Sales', 'Dr.', DATE '1952-02-19', DATE '1992-08-14',
     '908 W. Capital Way', 'Tacoma', 'WA', '98401', 'USA', '(206) 555-9482', '3457',
     'Andrew received his BTS commercial and a Ph.D. in international marketing. He is fluent in French and Italian and reads German.',
     NULL, 'http://accweb/emmployees/fuller.bmp');
INSERT INTO northwind.employees VALUES
    (5, 'Buchanan', 'Steven', 'Sales Manager', 'Mr.', DATE '1955-03-04', DATE '1993-10-17',
     '14 Garrett Hill', 'London', NULL, 'SW1 8JR', 'UK', '(71) 555-4848', '3453',
     'Steven Buchanan graduated from St. Andrews University, Scotland. He joined the company as a sales representative and was promoted to sales manager.',
     2, 'http://accweb/emmployees/buchanan.bmp'),
    (1, 'Davolio', 'Nancy', 'Sales Representative', 'Ms.', DATE '1948-12-08', DATE '1992-05-01',
     '507 - 20th Ave. E. Apt. 2A', 'Seattle', 'WA', '98122', 'USA', '(206) 555-9857', '5467',
     'Education includes a BA in psychology from Colorado State University.',
     2, 'http://accweb/emmployees/davolio.bmp'),
    (3, 'Leverling', 'Janet', 'Sales Representative', 'Ms.', DATE '1963-08-30', DATE '1992-04-01',
     '722 Moss Bay Blvd.', 'Kirkland', 'WA', '98033', 'USA', '(206) 555-3412', '3355',
     'Janet has a BS degree in chemistry from Boston College. She has also completed a certificate program in food retailing management.',
     2, 'http://accweb/emmployees/leverling.bmp'),
    (4, 'Peacock', 'Margaret', 'Sales Representative', 'Mrs.', DATE '1937-09-19', DATE '1993-05-03',
     '4110 Old Redmond Rd.', 'Redmond', 'WA', '98052', 'USA', '(206) 555-8122', '5176',
     'Margaret holds a BA in English literature from Concordia College and an MA from the American Institute of Culinary Arts.',
     2, 'http://accweb/emmployees/peacock.bmp'),
    (8, 'Callahan', 'Laura', 'Inside Sales Coordinator', 'Ms.', DATE '1958-01-09', DATE '1994-03-05',
     '4726 - 11th Ave. N.E.', 'Seattle', 'WA', '98105', 'USA', '(206) 555-1189', '2344',
     'Laura received a BA in psychology from the University of Washington. She reads and writes French.',
     2, 'http://accweb/emmployees/callahan.bmp');
INSERT INTO northwind.employees VALUES
    (6, 'Suyama', 'Michael', 'Sales Representative', 'Mr.', DATE '1963-07-02', DATE '1993-10-17',
     'Coventry House Miner Rd.', 'London', NULL, 'EC2 7JR', 'UK', '(71) 555-7773', '428',
     'Michael is a graduate of Sussex University (MA, economics) and the University of California at Los Angeles (MBA, marketing).',
     5, 'http://accweb/emmployees/davolio.bmp'),
    (7, 'King', 'Robert', 'Sales Representative', 'Mr.', DATE '1960-05-29', DATE '1994-01-02',
     'Edgeham Hollow Winchester Way', 'London', NULL, 'RG1 9SP', 'UK', '(71) 555-5598', '465',
     'Robert King served in the Peace Corps and traveled extensively before completing his degree in English at the University of Michigan.',
     5, 'http://accweb/emmployees/davolio.bmp'),
    (9, 'Dodsworth', 'Anne', 'Sales Representative', 'Ms.', DATE '1966-01-27', DATE '1994-11-15',
     '7 Houndstooth Rd.', 'London', NULL, 'WG2 7LT', 'UK', '(71) 555-4444', '452',
     'Anne has a BA degree in English from St. Lawrence College. She is fluent in French and German.',
     5, 'http://accweb/emmployees/davolio.bmp');

CREATE TABLE northwind.employee_territories (
    employee_id  SMALLINT NOT NULL REFERENCES northwind.employees (employee_id),
    territory_id VARCHAR(20) NOT NULL REFERENCES northwind.territories (territory_id),
    PRIMARY KEY (employee_id, territory_id)
);
INSERT INTO northwind.employee_territories
SELECT CAST((row_number() OVER (ORDER BY territory_id) * 4) % 9 + 1 AS SMALLINT), territory_id
FROM northwind.territories;

CREATE TABLE northwind.shippers (
    shipper_id   SMALLINT PRIMARY KEY,
    company_name VARCHAR(40) NOT NULL,
    phone        VARCHAR(24)
);
INSERT INTO northwind.shippers VALUES
    (1, 'Speedy Express', '(503) 555-9831'),
    (2, 'United Package', '(503) 555-3199'),
    (3, 'Federal Shipping', '(503) 555-9931');

CREATE TABLE northwind.suppliers (
    supplier_id   SMALLINT PRIMARY KEY,
    company_name  VARCHAR(40) NOT NULL,
    contact_name  VARCHAR(30),
    contact_title VARCHAR(30),
    address       VARCHAR(60),
    city          VARCHAR(15),
    region        VARCHAR(15),
    postal_code   VARCHAR(10),
    country       VARCHAR(15),
    phone         VARCHAR(24),
    fax           VARCHAR(24),
    homepage      TEXT
);
INSERT INTO northwind.suppliers
SELECT id, name,
       (['Charlotte Cooper', 'Shelley Burke', 'Regina Murphy', 'Yoshi Nagase', 'Antonio del Valle Saavedra',
         'Mayumi Ohno', 'Ian Devling', 'Peter Wilson', 'Lars Peterson', 'Carlos Diaz'])[(id % 10) + 1],
       (['Purchasing Manager', 'Order Administrator', 'Sales Representative', 'Marketing Manager',
         'Export Administrator', 'Sales Manager', 'Accounting Manager', 'Regional Account Rep.'])[(id % 8) + 1],
       CAST(10 + id * 7 AS VARCHAR) || ' ' || (['Gilbert St.', 'Calle del Rosal', 'Sekimai Musashino-shi',
         'Tiergartenstraße', 'Viale Dante', 'Hatlevegen', 'Bogenallee', 'Rue Chavaray'])[(id % 8) + 1],
       city, region, CAST(10000 + id * 311 AS VARCHAR), country,
       '(0' || CAST(id % 9 + 1 AS VARCHAR) || ') 555-' || CAST(1000 + id * 173 AS VARCHAR),
       CASE WHEN id % 3 = 0 THEN '(0' || CAST(id % 9 + 1 AS VARCHAR) || ') 555-' || CAST(2000 + id * 71 AS VARCHAR) END,
       CASE WHEN id % 5 = 2 THEN name || '#http://www.example.com/' || CAST(id AS VARCHAR) || '#' END
FROM (VALUES
    (1, 'Exotic Liquids', 'London', NULL, 'UK'),
    (2, 'New Orleans Cajun Delights', 'New Orleans', 'LA', 'USA'),
    (3, 'Grandma Kelly''s Homestead', 'Ann Arbor', 'MI', 'USA'),
    (4, 'Tokyo Traders', 'Tokyo', NULL, 'Japan'),
    (5, 'Cooperativa de Quesos ''Las Cabras''', 'Oviedo', 'Asturias', 'Spain'),
    (6, 'Mayumi''s', 'Osaka', NULL, 'Japan'),
    (7, 'Pavlova, Ltd.', 'Melbourne', 'Victoria', 'Australia'),
    (8, 'Specialty Biscuits, Ltd.', 'Manchester', NULL, 'UK'),
    (9, 'PB Knäckebröd AB', 'Göteborg', NULL, 'Sweden'),
    (10, 'Refrescos Americanas LTDA', 'Sao Paulo', NULL, 'Brazil'),
    (11, 'Heli Süßwaren GmbH & Co. KG', 'Berlin', NULL, 'Germany'),
    (12, 'Plutzer Lebensmittelgroßmärkte AG', 'Frankfurt', NULL, 'Germany'),
    (13, 'Nord-Ost-Fisch Handelsgesellschaft mbH', 'Cuxhaven', NULL, 'Germany'),
    (14, 'Formaggi Fortini s.r.l.', 'Ravenna', NULL, 'Italy'),
    (15, 'Norske Meierier', 'Sandvika', NULL, 'Norway'),
    (16, 'Bigfoot Breweries', 'Bend', 'OR', 'USA'),
    (17, 'Svensk Sjöföda AB', 'Stockholm', NULL, 'Sweden'),
    (18, 'Aux joyeux ecclésiastiques', 'Paris', NULL, 'France'),
    (19, 'New England Seafood Cannery', 'Boston', 'MA', 'USA'),
    (20, 'Leka Trading', 'Singapore', NULL, 'Singapore'),
    (21, 'Lyngbysild', 'Lyngby', NULL, 'Denmark'),
    (22, 'Zaanse Snoepfabriek', 'Zaandam', NULL, 'Netherlands'),
    (23, 'Karkki Oy', 'Lappeenranta', NULL, 'Finland'),
    (24, 'G''day, Mate', 'Sydney', 'NSW', 'Australia'),
    (25, 'Ma Maison', 'Montréal', 'Québec', 'Canada'),
    (26, 'Pasta Buttini s.r.l.', 'Salerno', NULL, 'Italy'),
    (27, 'Escargots Nouveaux', 'Montceau', NULL, 'France'),
    (28, 'Gai pâturage', 'Annecy', NULL, 'France'),
    (29, 'Forêts d''érables', 'Ste-Hyacinthe', 'Québec', 'Canada')
) t(id, name, city, region, country);

CREATE TABLE northwind.products (
    product_id        SMALLINT PRIMARY KEY,
    product_name      VARCHAR(40) NOT NULL,
    supplier_id       SMALLINT REFERENCES northwind.suppliers (supplier_id),
    category_id       SMALLINT REFERENCES northwind.categories (category_id),
    quantity_per_unit VARCHAR(20),
    unit_price        REAL,
    units_in_stock    SMALLINT,
    units_on_order    SMALLINT,
    reorder_level     SMALLINT,
    discontinued      INTEGER NOT NULL
);
INSERT INTO northwind.products
SELECT id, name, sup, cat,
       (['10 boxes x 20 bags', '24 - 12 oz bottles', '12 - 550 ml bottles', '48 - 6 oz jars',
         '36 boxes', '12 - 8 oz jars', '18 - 500 g pkgs.', '1 kg pkg.', '10 - 500 g pkgs.',
         '2 kg box', '40 - 100 g pkgs.', '24 - 250 g pkgs.'])[(id % 12) + 1],
       CAST(round(4.5 + ((id * 37) % 120) + ((id * 13) % 4) * 0.25, 2) AS REAL),
       CAST((id * 29) % 125 AS SMALLINT),
       CAST(CASE WHEN id % 4 = 0 THEN ((id * 7) % 8) * 10 ELSE 0 END AS SMALLINT),
       CAST(((id * 3) % 6) * 5 AS SMALLINT),
       CASE WHEN id IN (5, 9, 17, 24, 28, 29, 42, 53) THEN 1 ELSE 0 END
FROM (VALUES
    (1, 'Chai', 1, 1), (2, 'Chang', 1, 1), (3, 'Aniseed Syrup', 1, 2),
    (4, 'Chef Anton''s Cajun Seasoning', 2, 2), (5, 'Chef Anton''s Gumbo Mix', 2, 2),
    (6, 'Grandma''s Boysenberry Spread', 3, 2), (7, 'Uncle Bob''s Organic Dried Pears', 3, 7),
    (8, 'Northwoods Cranberry Sauce', 3, 2), (9, 'Mishi Kobe Niku', 4, 6), (10, 'Ikura', 4, 8),
    (11, 'Queso Cabrales', 5, 4), (12, 'Queso Manchego La Pastora', 5, 4), (13, 'Konbu', 6, 8),
    (14, 'Tofu', 6, 7), (15, 'Genen Shouyu', 6, 2), (16, 'Pavlova', 7, 3), (17, 'Alice Mutton', 7, 6),
    (18, 'Carnarvon Tigers', 7, 8), (19, 'Teatime Chocolate Biscuits', 8, 3),
    (20, 'Sir Rodney''s Marmalade', 8, 3), (21, 'Sir Rodney''s Scones', 8, 3),
    (22, 'Gustaf''s Knäckebröd', 9, 5), (23, 'Tunnbröd', 9, 5), (24, 'Guaraná Fantástica', 10, 1),
    (25, 'NuNuCa Nuß-Nougat-Creme', 11, 3), (26, 'Gumbär Gummibärchen', 11, 3),
    (27, 'Schoggi Schokolade', 11, 3), (28, 'Rössle Sauerkraut', 12, 7),
    (29, 'Thüringer Rostbratwurst', 12, 6), (30, 'Nord-Ost Matjeshering', 13, 8),
    (31, 'Gorgonzola Telino', 14, 4), (32, 'Mascarpone Fabioli', 14, 4), (33, 'Geitost', 15, 4),
    (34, 'Sasquatch Ale', 16, 1), (35, 'Steeleye Stout', 16, 1), (36, 'Inlagd Sill', 17, 8),
    (37, 'Gravad lax', 17, 8), (38, 'Côte de Blaye', 18, 1), (39, 'Chartreuse verte', 18, 1),
    (40, 'Boston Crab Meat', 19, 8), (41, 'Jack''s New England Clam Chowder', 19, 8),
    (42, 'Singaporean Hokkien Fried Mee', 20, 5), (43, 'Ipoh Coffee', 20, 1), (44, 'Gula Malacca', 20, 2),
    (45, 'Rogede sild', 21, 8), (46, 'Spegesild', 21, 8), (47, 'Zaanse koeken', 22, 3),
    (48, 'Chocolade', 22, 3), (49, 'Maxilaku', 23, 3), (50, 'Valkoinen suklaa', 23, 3),
    (51, 'Manjimup Dried Apples', 24, 7), (52, 'Filo Mix', 24, 5), (53, 'Perth Pasties', 24, 6),
    (54, 'Tourtière', 25, 6), (55, 'Pâté chinois', 25, 6), (56, 'Gnocchi di nonna Alice', 26, 5),
    (57, 'Ravioli Angelo', 26, 5), (58, 'Escargots de Bourgogne', 27, 8),
    (59, 'Raclette Courdavault', 28, 4), (60, 'Camembert Pierrot', 28, 4), (61, 'Sirop d''érable', 29, 2),
    (62, 'Tarte au sucre', 29, 3), (63, 'Vegie-spread', 7, 2), (64, 'Wimmers gute Semmelknödel', 12, 5),
    (65, 'Louisiana Fiery Hot Pepper Sauce', 2, 2), (66, 'Louisiana Hot Spiced Okra', 2, 2),
    (67, 'Laughing Lumberjack Lager', 16, 1), (68, 'Scottish Longbreads', 8, 3),
    (69, 'Gudbrandsdalsost', 15, 4), (70, 'Outback Lager', 7, 1), (71, 'Flotemysost', 15, 4),
    (72, 'Mozzarella di Giovanni', 14, 4), (73, 'Röd Kaviar', 17, 8), (74, 'Longlife Tofu', 4, 7),
    (75, 'Rhönbräu Klosterbier', 12, 1), (76, 'Lakkalikööri', 23, 1),
    (77, 'Original Frankfurter grüne Soße', 12, 2)
) t(id, name, sup, cat);

CREATE TABLE northwind.customers (
    customer_id   VARCHAR(5) PRIMARY KEY,
    company_name  VARCHAR(40) NOT NULL,
    contact_name  VARCHAR(30),
    contact_title VARCHAR(30),
    address       VARCHAR(60),
    city          VARCHAR(15),
    region        VARCHAR(15),
    postal_code   VARCHAR(10),
    country       VARCHAR(15),
    phone         VARCHAR(24),
    fax           VARCHAR(24)
);
CREATE TEMP TABLE tmp_customers AS
SELECT * FROM (VALUES
    (1, 'ALFKI', 'Alfreds Futterkiste', 'Berlin', NULL, 'Germany'),
    (2, 'ANATR', 'Ana Trujillo Emparedados y helados', 'México D.F.', NULL, 'Mexico'),
    (3, 'ANTON', 'Antonio Moreno Taquería', 'México D.F.', NULL, 'Mexico'),
    (4, 'AROUT', 'Around the Horn', 'London', NULL, 'UK'),
    (5, 'BERGS', 'Berglunds snabbköp', 'Luleå', NULL, 'Sweden'),
    (6, 'BLAUS', 'Blauer See Delikatessen', 'Mannheim', NULL, 'Germany'),
    (7, 'BLONP', 'Blondesddsl père et fils', 'Strasbourg', NULL, 'France'),
    (8, 'BOLID', 'Bólido Comidas preparadas', 'Madrid', NULL, 'Spain'),
    (9, 'BONAP', 'Bon app''', 'Marseille', NULL, 'France'),
    (10, 'BOTTM', 'Bottom-Dollar Markets', 'Tsawassen', 'BC', 'Canada'),
    (11, 'BSBEV', 'B''s Beverages', 'London', NULL, 'UK'),
    (12, 'CACTU', 'Cactus Comidas para llevar', 'Buenos Aires', NULL, 'Argentina'),
    (13, 'CENTC', 'Centro comercial Moctezuma', 'México D.F.', NULL, 'Mexico'),
    (14, 'CHOPS', 'Chop-suey Chinese', 'Bern', NULL, 'Switzerland'),
    (15, 'COMMI', 'Comércio Mineiro', 'Sao Paulo', 'SP', 'Brazil'),
    (16, 'CONSH', 'Consolidated Holdings', 'London', NULL, 'UK'),
    (17, 'DRACD', 'Drachenblut Delikatessen', 'Aachen', NULL, 'Germany'),
    (18, 'DUMON', 'Du monde entier', 'Nantes', NULL, 'France'),
    (19, 'EASTC', 'Eastern Connection', 'London', NULL, 'UK'),
    (20, 'ERNSH', 'Ernst Handel', 'Graz', NULL, 'Austria'),
    (21, 'FAMIA', 'Familia Arquibaldo', 'Sao Paulo', 'SP', 'Brazil'),
    (22, 'FISSA', 'FISSA Fabrica Inter. Salchichas S.A.', 'Madrid', NULL, 'Spain'),
    (23, 'FOLIG', 'Folies gourmandes', 'Lille', NULL, 'France'),
    (24, 'FOLKO', 'Folk och fä HB', 'Bräcke', NULL, 'Sweden'),
    (25, 'FRANK', 'Frankenversand', 'München', NULL, 'Germany'),
    (26, 'FRANR', 'France restauration', 'Nantes', NULL, 'France'),
    (27, 'FRANS', 'Franchi S.p.A.', 'Torino', NULL, 'Italy'),
    (28, 'FURIB', 'Furia Bacalhau e Frutos do Mar', 'Lisboa', NULL, 'Portugal'),
    (29, 'GALED', 'Galería del gastrónomo', 'Barcelona', NULL, 'Spain'),
    (30, 'GODOS', 'Godos Cocina Típica', 'Sevilla', NULL, 'Spain'),
    (31, 'GOURL', 'Gourmet Lanchonetes', 'Campinas', 'SP', 'Brazil'),
    (32, 'GREAL', 'Great Lakes Food Market', 'Eugene', 'OR', 'USA'),
    (33, 'GROSR', 'GROSELLA-Restaurante', 'Caracas', 'DF', 'Venezuela'),
    (34, 'HANAR', 'Hanari Carnes', 'Rio de Janeiro', 'RJ', 'Brazil'),
    (35, 'HILAA', 'HILARION-Abastos', 'San Cristóbal', 'Táchira', 'Venezuela'),
    (36, 'HUNGC', 'Hungry Coyote Import Store', 'Elgin', 'OR', 'USA'),
    (37, 'HUNGO', 'Hungry Owl All-Night Grocers', 'Cork', 'Co. Cork', 'Ireland'),
    (38, 'ISLAT', 'Island Trading', 'Cowes', 'Isle of Wight', 'UK'),
    (39, 'KOENE', 'Königlich Essen', 'Brandenburg', NULL, 'Germany'),
    (40, 'LACOR', 'La corne d''abondance', 'Versailles', NULL, 'France'),
    (41, 'LAMAI', 'La maison d''Asie', 'Toulouse', NULL, 'France'),
    (42, 'LAUGB', 'Laughing Bacchus Wine Cellars', 'Vancouver', 'BC', 'Canada'),
    (43, 'LAZYK', 'Lazy K Kountry Store', 'Walla Walla', 'WA', 'USA'),
    (44, 'LEHMS', 'Lehmanns Marktstand', 'Frankfurt a.M.', NULL, 'Germany'),
    (45, 'LETSS', 'Let''s Stop N Shop', 'San Francisco', 'CA', 'USA'),
    (46, 'LILAS', 'LILA-Supermercado', 'Barquisimeto', 'Lara', 'Venezuela'),
    (47, 'LINOD', 'LINO-Delicateses', 'I. de Margarita', 'Nueva Esparta', 'Venezuela'),
    (48, 'LONEP', 'Lonesome Pine Restaurant', 'Portland', 'OR', 'USA'),
    (49, 'MAGAA', 'Magazzini Alimentari Riuniti', 'Bergamo', NULL, 'Italy'),
    (50, 'MAISD', 'Maison Dewey', 'Bruxelles', NULL, 'Belgium'),
    (51, 'MEREP', 'Mère Paillarde', 'Montréal', 'Québec', 'Canada'),
    (52, 'MORGK', 'Morgenstern Gesundkost', 'Leipzig', NULL, 'Germany'),
    (53, 'NORTS', 'North/South', 'London', NULL, 'UK'),
    (54, 'OCEAN', 'Océano Atlántico Ltda.', 'Buenos Aires', NULL, 'Argentina'),
    (55, 'OLDWO', 'Old World Delicatessen', 'Anchorage', 'AK', 'USA'),
    (56, 'OTTIK', 'Ottilies Käseladen', 'Köln', NULL, 'Germany'),
    (57, 'PARIS', 'Paris spécialités', 'Paris', NULL, 'France'),
    (58, 'PERIC', 'Pericles Comidas clásicas', 'México D.F.', NULL, 'Mexico'),
    (59, 'PICCO', 'Piccolo und mehr', 'Salzburg', NULL, 'Austria'),
    (60, 'PRINI', 'Princesa Isabel Vinhos', 'Lisboa', NULL, 'Portugal'),
    (61, 'QUEDE', 'Que Delícia', 'Rio de Janeiro', 'RJ', 'Brazil'),
    (62, 'QUEEN', 'Queen Cozinha', 'Sao Paulo', 'SP', 'Brazil'),
    (63, 'QUICK', 'QUICK-Stop', 'Cunewalde', NULL, 'Germany'),
    (64, 'RANCH', 'Rancho grande', 'Buenos Aires', NULL, 'Argentina'),
    (65, 'RATTC', 'Rattlesnake Canyon Grocery', 'Albuquerque', 'NM', 'USA'),
    (66, 'REGGC', 'Reggiani Caseifici', 'Reggio Emilia', NULL, 'Italy'),
    (67, 'RICAR', 'Ricardo Adocicados', 'Rio de Janeiro', 'RJ', 'Brazil'),
    (68, 'RICSU', 'Richter Supermarkt', 'Genève', NULL, 'Switzerland'),
    (69, 'ROMEY', 'Romero y tomillo', 'Madrid', NULL, 'Spain'),
    (70, 'SANTG', 'Santé Gourmet', 'Stavern', NULL, 'Norway'),
    (71, 'SAVEA', 'Save-a-lot Markets', 'Boise', 'ID', 'USA'),
    (72, 'SEVES', 'Seven Seas Imports', 'London', NULL, 'UK'),
    (73, 'SIMOB', 'Simons bistro', 'København', NULL, 'Denmark'),
    (74, 'SPECD', 'Spécialités du monde', 'Paris', NULL, 'France'),
    (75, 'SPLIR', 'Split Rail Beer & Ale', 'Lander', 'WY', 'USA'),
    (76, 'SUPRD', 'Suprêmes délices', 'Charleroi', NULL, 'Belgium'),
    (77, 'THEBI', 'The Big Cheese', 'Portland', 'OR', 'USA'),
    (78, 'THECR', 'The Cracker Box', 'Butte', 'MT', 'USA'),
    (79, 'TOMSP', 'Toms Spezialitäten', 'Münster', NULL, 'Germany'),
    (80, 'TORTU', 'Tortuga Restaurante', 'México D.F.', NULL, 'Mexico'),
    (81, 'TRADH', 'Tradição Hipermercados', 'Sao Paulo', 'SP', 'Brazil'),
    (82, 'TRAIH', 'Trail''s Head Gourmet Provisioners', 'Kirkland', 'WA', 'USA'),
    (83, 'VAFFE', 'Vaffeljernet', 'Århus', NULL, 'Denmark'),
    (84, 'VICTE', 'Victuailles en stock', 'Lyon', NULL, 'France'),
    (85, 'VINET', 'Vins et alcools Chevalier', 'Reims', NULL, 'France'),
    (86, 'WANDK', 'Die Wandernde Kuh', 'Stuttgart', NULL, 'Germany'),
    (87, 'WARTH', 'Wartian Herkku', 'Oulu', NULL, 'Finland'),
    (88, 'WELLI', 'Wellington Importadora', 'Resende', 'SP', 'Brazil'),
    (89, 'WHITC', 'White Clover Markets', 'Seattle', 'WA', 'USA'),
    (90, 'WILMK', 'Wilman Kala', 'Helsinki', NULL, 'Finland'),
    (91, 'WOLZA', 'Wolski Zajazd', 'Warszawa', NULL, 'Poland')
) t(n, id, name, city, region, country);
INSERT INTO northwind.customers
SELECT id, name,
       (['Maria', 'Ana', 'Antonio', 'Thomas', 'Christina', 'Hanna', 'Frédérique', 'Martín', 'Laurence',
         'Elizabeth', 'Victoria', 'Patricio', 'Francisco', 'Yang', 'Pedro'])[(n % 15) + 1] || ' '
           || (['Anders', 'Trujillo', 'Moreno', 'Hardy', 'Berglund', 'Moos', 'Citeaux', 'Sommer', 'Lebihan',
                'Lincoln', 'Ashworth', 'Simpson', 'Chang', 'Wang', 'Afonso', 'Müller', 'Rossi'])[((n * 7) % 17) + 1],
       (['Sales Representative', 'Owner', 'Order Administrator', 'Marketing Manager', 'Accounting Manager',
         'Sales Agent', 'Sales Associate', 'Sales Manager', 'Marketing Assistant',
         'Assistant Sales Agent'])[((n * 3) % 10) + 1],
       (['Obere Str.', 'Avda. de la Constitución', 'Mataderos', 'Hanover Sq.', 'Berguvsvägen', 'Forsterstr.',
         'place Kléber', 'C/ Araquil', 'rue des Bouchers', 'Fauntleroy Circus', 'Cerrito'])[(n % 11) + 1]
           || ' ' || CAST(1 + (n * 13) % 120 AS VARCHAR),
       city, region, CAST(1000 + (n * 7919) % 89000 AS VARCHAR), country,
       '(' || CAST(100 + (n * 31) % 800 AS VARCHAR) || ') 555-' || CAST(1000 + (n * 97) % 9000 AS VARCHAR),
       CASE WHEN n % 3 <> 0 THEN '(' || CAST(100 + (n * 31) % 800 AS VARCHAR) || ') 555-' || CAST(1000 + (n * 89) % 9000 AS VARCHAR) END
FROM tmp_customers;

CREATE TABLE northwind.orders (
    order_id         SMALLINT PRIMARY KEY,
    customer_id      VARCHAR(5) REFERENCES northwind.customers (customer_id),
    employee_id      SMALLINT REFERENCES northwind.employees (employee_id),
    order_date       DATE,
    required_date    DATE,
    shipped_date     DATE,
    ship_via         SMALLINT REFERENCES northwind.shippers (shipper_id),
    freight          REAL,
    ship_name        VARCHAR(40),
    ship_address     VARCHAR(60),
    ship_city        VARCHAR(15),
    ship_region      VARCHAR(15),
    ship_postal_code VARCHAR(10),
    ship_country     VARCHAR(15)
);
-- Customers 22 (FISSA) and 57 (PARIS) never order, as in the sample.
INSERT INTO northwind.orders
SELECT 10247 + o, c.customer_id, CAST((o * 5) % 9 + 1 AS SMALLINT),
       DATE '1996-07-04' + CAST((o * 671) // 800 AS INTEGER),
       DATE '1996-07-04' + CAST((o * 671) // 800 AS INTEGER) + CAST(CASE WHEN o % 10 = 0 THEN 14 ELSE 28 END AS INTEGER),
       CASE WHEN o > 779 AND o % 3 <> 0 THEN NULL
            ELSE DATE '1996-07-04' + CAST((o * 671) // 800 + 1 + (o * 7) % 30 AS INTEGER) END,
       CAST((o * 7) % 3 + 1 AS SMALLINT),
       CAST(round(((o * 7919) % 100000) / 100.0 * (1 + (o % 3)) / 3.0, 2) AS REAL),
       c.company_name, c.address, c.city, c.region, c.postal_code, c.country
FROM range(1, 801) t(o)
JOIN (SELECT row_number() OVER (ORDER BY customer_id) AS k, * FROM northwind.customers
      WHERE customer_id NOT IN ('FISSA', 'PARIS')) c
  ON c.k = (o * 37) % 89 + 1;

CREATE TABLE northwind.order_details (
    order_id   SMALLINT NOT NULL REFERENCES northwind.orders (order_id),
    product_id SMALLINT NOT NULL REFERENCES northwind.products (product_id),
    unit_price REAL NOT NULL,
    quantity   SMALLINT NOT NULL,
    discount   REAL NOT NULL,
    PRIMARY KEY (order_id, product_id)
);
INSERT INTO northwind.order_details
SELECT 10247 + o, p.product_id, p.unit_price,
       CAST(1 + (o * 7 + ln * 13) % 60 AS SMALLINT),
       CAST((['0', '0', '0', '0.05', '0.1', '0.15', '0.2', '0.25'])[((o * 3 + ln) % 8) + 1] AS REAL)
FROM range(1, 801) t(o) CROSS JOIN range(1, 5) u(ln)
JOIN northwind.products p ON p.product_id = (o * 13 + ln * 29) % 77 + 1
WHERE ln <= 1 + o % 4;

DROP TABLE tmp_customers;
