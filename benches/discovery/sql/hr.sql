-- Schema `hr`: Oracle's Human Resources sample schema (HR, from Oracle's db-sample-schemas),
-- its seven tables with Oracle's upper-case identifiers, written quoted as Oracle's
-- dictionary holds them ("EMPLOYEES"."EMPLOYEE_ID"). Regions, countries, locations,
-- departments, jobs and the 107 employees (names, jobs, departments, managers) are the
-- sample's; e-mail, phone, hire dates and salaries are derived deterministically, and
-- JOB_HISTORY holds the sample's ten rows plus derived ones. Oracle also declares
-- DEPARTMENTS.MANAGER_ID -> EMPLOYEES, which closes a cycle DuckDB cannot declare; it is left
-- undeclared. NUMBER columns are DECIMALs.

CREATE SCHEMA hr;

CREATE TABLE hr."REGIONS" (
    "REGION_ID"   DECIMAL(10, 0) PRIMARY KEY,
    "REGION_NAME" VARCHAR(25)
);
INSERT INTO hr."REGIONS" VALUES (1, 'Europe'), (2, 'Americas'), (3, 'Asia'), (4, 'Middle East and Africa');

CREATE TABLE hr."COUNTRIES" (
    "COUNTRY_ID"   CHAR(2) PRIMARY KEY,
    "COUNTRY_NAME" VARCHAR(40),
    "REGION_ID"    DECIMAL(10, 0) REFERENCES hr."REGIONS" ("REGION_ID")
);
INSERT INTO hr."COUNTRIES" VALUES
    ('AR', 'Argentina', 2), ('AU', 'Australia', 3), ('BE', 'Belgium', 1), ('BR', 'Brazil', 2),
    ('CA', 'Canada', 2), ('CH', 'Switzerland', 1), ('CN', 'China', 3), ('DE', 'Germany', 1),
    ('DK', 'Denmark', 1), ('EG', 'Egypt', 4), ('FR', 'France', 1), ('IL', 'Israel', 4), ('IN', 'India', 3),
    ('IT', 'Italy', 1), ('JP', 'Japan', 3), ('KW', 'Kuwait', 4), ('ML', 'Malaysia', 3), ('MX', 'Mexico', 2),
    ('NG', 'Nigeria', 4), ('NL', 'Netherlands', 1), ('SG', 'Singapore', 3), ('UK', 'United Kingdom', 1),
    ('US', 'United States of America', 2), ('ZM', 'Zambia', 4), ('ZW', 'Zimbabwe', 4);

CREATE TABLE hr."LOCATIONS" (
    "LOCATION_ID"    DECIMAL(4, 0) PRIMARY KEY,
    "STREET_ADDRESS" VARCHAR(40),
    "POSTAL_CODE"    VARCHAR(12),
    "CITY"           VARCHAR(30) NOT NULL,
    "STATE_PROVINCE" VARCHAR(25),
    "COUNTRY_ID"     CHAR(2) REFERENCES hr."COUNTRIES" ("COUNTRY_ID")
);
INSERT INTO hr."LOCATIONS" VALUES
    (1000, '1297 Via Cola di Rie', '00989', 'Roma', NULL, 'IT'),
    (1100, '93091 Calle della Testa', '10934', 'Venice', NULL, 'IT'),
    (1200, '2017 Shinjuku-ku', '1689', 'Tokyo', 'Tokyo Prefecture', 'JP'),
    (1300, '9450 Kamiya-cho', '6823', 'Hiroshima', NULL, 'JP'),
    (1400, '2014 Jabberwocky Rd', '26192', 'Southlake', 'Texas', 'US'),
    (1500, '2011 Interiors Blvd', '99236', 'South San Francisco', 'California', 'US'),
    (1600, '2007 Zagora St', '50090', 'South Brunswick', 'New Jersey', 'US'),
    (1700, '2004 Charade Rd', '98199', 'Seattle', 'Washington', 'US'),
    (1800, '147 Spadina Ave', 'M5V 2L7', 'Toronto', 'Ontario', 'CA'),
    (1900, '6092 Boxwood St', 'YSW 9T2', 'Whitehorse', 'Yukon', 'CA'),
    (2000, '40-5-12 Laogianggen', '190518', 'Beijing', NULL, 'CN'),
    (2100, '1298 Vileparle (E)', '490231', 'Bombay', 'Maharashtra', 'IN'),
    (2200, '12-98 Victoria Street', '2901', 'Sydney', 'New South Wales', 'AU'),
    (2300, '198 Clementi North', '540198', 'Singapore', NULL, 'SG'),
    (2400, '8204 Arthur St', NULL, 'London', NULL, 'UK'),
    (2500, 'Magdalen Centre, The Oxford Science Park', 'OX9 9ZB', 'Oxford', 'Oxford', 'UK'),
    (2600, '9702 Chester Road', '09629850293', 'Stretford', 'Manchester', 'UK'),
    (2700, 'Schwanthalerstr. 7031', '80925', 'Munich', 'Bavaria', 'DE'),
    (2800, 'Rua Frei Caneca 1360 ', '01307-002', 'Sao Paulo', 'Sao Paulo', 'BR'),
    (2900, '20 Rue des Corps-Saints', '1730', 'Geneva', 'Geneve', 'CH'),
    (3000, 'Murtenstrasse 921', '3095', 'Bern', 'BE', 'CH'),
    (3100, 'Pieter Breughelstraat 837', '3029SK', 'Utrecht', 'Utrecht', 'NL'),
    (3200, 'Mariano Escobedo 9991', '11932', 'Mexico City', 'Distrito Federal,', 'MX');

CREATE TABLE hr."DEPARTMENTS" (
    "DEPARTMENT_ID"   DECIMAL(4, 0) PRIMARY KEY,
    "DEPARTMENT_NAME" VARCHAR(30) NOT NULL,
    "MANAGER_ID"      DECIMAL(6, 0),
    "LOCATION_ID"     DECIMAL(4, 0) REFERENCES hr."LOCATIONS" ("LOCATION_ID")
);
INSERT INTO hr."DEPARTMENTS" VALUES
    (10, 'Administration', 200, 1700), (20, 'Marketing', 201, 1800), (30, 'Purchasing', 114, 1700),
    (40, 'Human Resources', 203, 2400), (50, 'Shipping', 121, 1500), (60, 'IT', 103, 1400),
    (70, 'Public Relations', 204, 2700), (80, 'Sales', 145, 2500), (90, 'Executive', 100, 1700),
    (100, 'Finance', 108, 1700), (110, 'Accounting', 205, 1700), (120, 'Treasury', NULL, 1700),
    (130, 'Corporate Tax', NULL, 1700), (140, 'Control And Credit', NULL, 1700),
    (150, 'Shareholder Services', NULL, 1700), (160, 'Benefits', NULL, 1700),
    (170, 'Manufacturing', NULL, 1700), (180, 'Construction', NULL, 1700), (190, 'Contracting', NULL, 1700),
    (200, 'Operations', NULL, 1700), (210, 'IT Support', NULL, 1700), (220, 'NOC', NULL, 1700),
    (230, 'IT Helpdesk', NULL, 1700), (240, 'Government Sales', NULL, 1700), (250, 'Retail Sales', NULL, 1700),
    (260, 'Recruiting', NULL, 1700), (270, 'Payroll', NULL, 1700);

CREATE TABLE hr."JOBS" (
    "JOB_ID"     VARCHAR(10) PRIMARY KEY,
    "JOB_TITLE"  VARCHAR(35) NOT NULL,
    "MIN_SALARY" DECIMAL(6, 0),
    "MAX_SALARY" DECIMAL(6, 0)
);
INSERT INTO hr."JOBS" VALUES
    ('AD_PRES', 'President', 20080, 40000), ('AD_VP', 'Administration Vice President', 15000, 30000),
    ('AD_ASST', 'Administration Assistant', 3000, 6000), ('FI_MGR', 'Finance Manager', 8200, 16000),
    ('FI_ACCOUNT', 'Accountant', 4200, 9000), ('AC_MGR', 'Accounting Manager', 8200, 16000),
    ('AC_ACCOUNT', 'Public Accountant', 4200, 9000), ('SA_MAN', 'Sales Manager', 10000, 20080),
    ('SA_REP', 'Sales Representative', 6000, 12008), ('PU_MAN', 'Purchasing Manager', 8000, 15000),
    ('PU_CLERK', 'Purchasing Clerk', 2500, 5500), ('ST_MAN', 'Stock Manager', 5500, 8500),
    ('ST_CLERK', 'Stock Clerk', 2008, 5000), ('SH_CLERK', 'Shipping Clerk', 2500, 5500),
    ('IT_PROG', 'Programmer', 4000, 10000), ('MK_MAN', 'Marketing Manager', 9000, 15000),
    ('MK_REP', 'Marketing Representative', 4000, 9000), ('HR_REP', 'Human Resources Representative', 4000, 9000),
    ('PR_REP', 'Public Relations Representative', 4500, 10500);

CREATE TABLE hr."EMPLOYEES" (
    "EMPLOYEE_ID"    DECIMAL(6, 0) PRIMARY KEY,
    "FIRST_NAME"     VARCHAR(20),
    "LAST_NAME"      VARCHAR(25) NOT NULL,
    "EMAIL"          VARCHAR(25) NOT NULL UNIQUE,
    "PHONE_NUMBER"   VARCHAR(20),
    "HIRE_DATE"      DATE NOT NULL,
    "JOB_ID"         VARCHAR(10) NOT NULL REFERENCES hr."JOBS" ("JOB_ID"),
    "SALARY"         DECIMAL(8, 2) CHECK ("SALARY" > 0),
    "COMMISSION_PCT" DECIMAL(2, 2),
    "MANAGER_ID"     DECIMAL(6, 0) REFERENCES hr."EMPLOYEES" ("EMPLOYEE_ID"),
    "DEPARTMENT_ID"  DECIMAL(4, 0) REFERENCES hr."DEPARTMENTS" ("DEPARTMENT_ID")
);
CREATE TEMP TABLE tmp_emp (id INTEGER, fn VARCHAR, ln VARCHAR, job VARCHAR, dept INTEGER, mgr INTEGER, lvl INTEGER);
INSERT INTO tmp_emp VALUES
    (100, 'Steven', 'King', 'AD_PRES', 90, NULL, 0), (101, 'Neena', 'Kochhar', 'AD_VP', 90, 100, 1), (102, 'Lex', 'De Haan', 'AD_VP', 90, 100, 1),
    (103, 'Alexander', 'Hunold', 'IT_PROG', 60, 102, 2), (104, 'Bruce', 'Ernst', 'IT_PROG', 60, 103, 3), (105, 'David', 'Austin', 'IT_PROG', 60, 103, 3),
    (106, 'Valli', 'Pataballa', 'IT_PROG', 60, 103, 3), (107, 'Diana', 'Lorentz', 'IT_PROG', 60, 103, 3), (108, 'Nancy', 'Greenberg', 'FI_MGR', 100, 101, 2),
    (109, 'Daniel', 'Faviet', 'FI_ACCOUNT', 100, 108, 3), (110, 'John', 'Chen', 'FI_ACCOUNT', 100, 108, 3), (111, 'Ismael', 'Sciarra', 'FI_ACCOUNT', 100, 108, 3),
    (112, 'Jose Manuel', 'Urman', 'FI_ACCOUNT', 100, 108, 3), (113, 'Luis', 'Popp', 'FI_ACCOUNT', 100, 108, 3), (114, 'Den', 'Raphaely', 'PU_MAN', 30, 100, 1),
    (115, 'Alexander', 'Khoo', 'PU_CLERK', 30, 114, 2), (116, 'Shelli', 'Baida', 'PU_CLERK', 30, 114, 2), (117, 'Sigal', 'Tobias', 'PU_CLERK', 30, 114, 2),
    (118, 'Guy', 'Himuro', 'PU_CLERK', 30, 114, 2), (119, 'Karen', 'Colmenares', 'PU_CLERK', 30, 114, 2), (120, 'Matthew', 'Weiss', 'ST_MAN', 50, 100, 1),
    (121, 'Adam', 'Fripp', 'ST_MAN', 50, 100, 1), (122, 'Payam', 'Kaufling', 'ST_MAN', 50, 100, 1), (123, 'Shanta', 'Vollman', 'ST_MAN', 50, 100, 1),
    (124, 'Kevin', 'Mourgos', 'ST_MAN', 50, 100, 1), (125, 'Julia', 'Nayer', 'ST_CLERK', 50, 120, 2), (126, 'Irene', 'Mikkilineni', 'ST_CLERK', 50, 120, 2),
    (127, 'James', 'Landry', 'ST_CLERK', 50, 120, 2), (128, 'Steven', 'Markle', 'ST_CLERK', 50, 120, 2), (129, 'Laura', 'Bissot', 'ST_CLERK', 50, 121, 2),
    (130, 'Mozhe', 'Atkinson', 'ST_CLERK', 50, 121, 2), (131, 'James', 'Marlow', 'ST_CLERK', 50, 121, 2), (132, 'TJ', 'Olson', 'ST_CLERK', 50, 121, 2),
    (133, 'Jason', 'Mallin', 'ST_CLERK', 50, 122, 2), (134, 'Michael', 'Rogers', 'ST_CLERK', 50, 122, 2), (135, 'Ki', 'Gee', 'ST_CLERK', 50, 122, 2),
    (136, 'Hazel', 'Philtanker', 'ST_CLERK', 50, 122, 2), (137, 'Renske', 'Ladwig', 'ST_CLERK', 50, 123, 2), (138, 'Stephen', 'Stiles', 'ST_CLERK', 50, 123, 2),
    (139, 'John', 'Seo', 'ST_CLERK', 50, 123, 2), (140, 'Joshua', 'Patel', 'ST_CLERK', 50, 123, 2), (141, 'Trenna', 'Rajs', 'ST_CLERK', 50, 124, 2),
    (142, 'Curtis', 'Davies', 'ST_CLERK', 50, 124, 2), (143, 'Randall', 'Matos', 'ST_CLERK', 50, 124, 2), (144, 'Peter', 'Vargas', 'ST_CLERK', 50, 124, 2),
    (145, 'John', 'Russell', 'SA_MAN', 80, 100, 1), (146, 'Karen', 'Partners', 'SA_MAN', 80, 100, 1), (147, 'Alberto', 'Errazuriz', 'SA_MAN', 80, 100, 1),
    (148, 'Gerald', 'Cambrault', 'SA_MAN', 80, 100, 1), (149, 'Eleni', 'Zlotkey', 'SA_MAN', 80, 100, 1), (150, 'Peter', 'Tucker', 'SA_REP', 80, 145, 2),
    (151, 'David', 'Bernstein', 'SA_REP', 80, 145, 2), (152, 'Peter', 'Hall', 'SA_REP', 80, 145, 2), (153, 'Christopher', 'Olsen', 'SA_REP', 80, 145, 2),
    (154, 'Nanette', 'Cambrault', 'SA_REP', 80, 145, 2), (155, 'Oliver', 'Tuvault', 'SA_REP', 80, 145, 2), (156, 'Janette', 'King', 'SA_REP', 80, 146, 2),
    (157, 'Patrick', 'Sully', 'SA_REP', 80, 146, 2), (158, 'Allan', 'McEwen', 'SA_REP', 80, 146, 2), (159, 'Lindsey', 'Smith', 'SA_REP', 80, 146, 2),
    (160, 'Louise', 'Doran', 'SA_REP', 80, 146, 2), (161, 'Sarath', 'Sewall', 'SA_REP', 80, 146, 2), (162, 'Clara', 'Vishney', 'SA_REP', 80, 147, 2),
    (163, 'Danielle', 'Greene', 'SA_REP', 80, 147, 2), (164, 'Mattea', 'Marvins', 'SA_REP', 80, 147, 2), (165, 'David', 'Lee', 'SA_REP', 80, 147, 2),
    (166, 'Sundar', 'Ande', 'SA_REP', 80, 147, 2), (167, 'Amit', 'Banda', 'SA_REP', 80, 147, 2), (168, 'Lisa', 'Ozer', 'SA_REP', 80, 148, 2),
    (169, 'Harrison', 'Bloom', 'SA_REP', 80, 148, 2), (170, 'Tayler', 'Fox', 'SA_REP', 80, 148, 2), (171, 'William', 'Smith', 'SA_REP', 80, 148, 2),
    (172, 'Elizabeth', 'Bates', 'SA_REP', 80, 148, 2), (173, 'Sundita', 'Kumar', 'SA_REP', 80, 148, 2), (174, 'Ellen', 'Abel', 'SA_REP', 80, 149, 2),
    (175, 'Alyssa', 'Hutton', 'SA_REP', 80, 149, 2), (176, 'Jonathon', 'Taylor', 'SA_REP', 80, 149, 2), (177, 'Jack', 'Livingston', 'SA_REP', 80, 149, 2),
    (178, 'Kimberely', 'Grant', 'SA_REP', NULL, 149, 2), (179, 'Charles', 'Johnson', 'SA_REP', 80, 149, 2), (180, 'Winston', 'Taylor', 'SH_CLERK', 50, 120, 2),
    (181, 'Jean', 'Fleaur', 'SH_CLERK', 50, 120, 2), (182, 'Martha', 'Sullivan', 'SH_CLERK', 50, 120, 2), (183, 'Girard', 'Geoni', 'SH_CLERK', 50, 120, 2),
    (184, 'Nandita', 'Sarchand', 'SH_CLERK', 50, 121, 2), (185, 'Alexis', 'Bull', 'SH_CLERK', 50, 121, 2), (186, 'Julia', 'Dellinger', 'SH_CLERK', 50, 121, 2),
    (187, 'Anthony', 'Cabrio', 'SH_CLERK', 50, 121, 2), (188, 'Kelly', 'Chung', 'SH_CLERK', 50, 122, 2), (189, 'Jennifer', 'Dilly', 'SH_CLERK', 50, 122, 2),
    (190, 'Timothy', 'Gates', 'SH_CLERK', 50, 122, 2), (191, 'Randall', 'Perkins', 'SH_CLERK', 50, 122, 2), (192, 'Sarah', 'Bell', 'SH_CLERK', 50, 123, 2),
    (193, 'Britney', 'Everett', 'SH_CLERK', 50, 123, 2), (194, 'Samuel', 'McCain', 'SH_CLERK', 50, 123, 2), (195, 'Vance', 'Jones', 'SH_CLERK', 50, 123, 2),
    (196, 'Alana', 'Walsh', 'SH_CLERK', 50, 124, 2), (197, 'Kevin', 'Feeney', 'SH_CLERK', 50, 124, 2), (198, 'Donald', 'OConnell', 'SH_CLERK', 50, 124, 2),
    (199, 'Douglas', 'Grant', 'SH_CLERK', 50, 124, 2), (200, 'Jennifer', 'Whalen', 'AD_ASST', 10, 101, 2), (201, 'Michael', 'Hartstein', 'MK_MAN', 20, 100, 1),
    (202, 'Pat', 'Fay', 'MK_REP', 20, 201, 2), (203, 'Susan', 'Mavris', 'HR_REP', 40, 101, 2), (204, 'Hermann', 'Baer', 'PR_REP', 70, 101, 2),
    (205, 'Shelley', 'Higgins', 'AC_MGR', 110, 101, 2), (206, 'William', 'Gietz', 'AC_ACCOUNT', 110, 205, 3)
;
-- The manager reference is checked per statement: one level of the hierarchy at a time.
CREATE TEMP TABLE tmp_emp_rows AS
SELECT e.id, e.fn, e.ln,
       upper(substr(e.fn, 1, 1) || replace(replace(e.ln, ' ', ''), '''', '')) AS email,
       CASE WHEN e.job LIKE 'SA_%' THEN '011.44.1344.' || CAST(100000 + (e.id * 7919) % 900000 AS VARCHAR)
            ELSE CAST(515 + (e.id % 3) * 75 AS VARCHAR) || '.123.' || CAST(4000 + (e.id * 37) % 6000 AS VARCHAR) END AS phone,
       DATE '2011-01-13' + CAST((e.id * 2027) % 2900 AS INTEGER) AS hired,
       e.job,
       CAST(round((j."MIN_SALARY" + (j."MAX_SALARY" - j."MIN_SALARY") * ((e.id * 37) % 100) / 100.0) / 100) * 100 AS DECIMAL(8, 2)) AS salary,
       CASE WHEN e.job IN ('SA_MAN', 'SA_REP') THEN CAST(0.1 + ((e.id * 3) % 4) * 0.05 AS DECIMAL(2, 2)) END AS pct,
       e.mgr, e.dept, e.lvl
FROM tmp_emp e JOIN hr."JOBS" j ON j."JOB_ID" = e.job;
INSERT INTO hr."EMPLOYEES" SELECT id, fn, ln, email, phone, hired, job, salary, pct, mgr, dept FROM tmp_emp_rows WHERE lvl = 0;
INSERT INTO hr."EMPLOYEES" SELECT id, fn, ln, email, phone, hired, job, salary, pct, mgr, dept FROM tmp_emp_rows WHERE lvl = 1;
INSERT INTO hr."EMPLOYEES" SELECT id, fn, ln, email, phone, hired, job, salary, pct, mgr, dept FROM tmp_emp_rows WHERE lvl = 2;
INSERT INTO hr."EMPLOYEES" SELECT id, fn, ln, email, phone, hired, job, salary, pct, mgr, dept FROM tmp_emp_rows WHERE lvl = 3;

CREATE TABLE hr."JOB_HISTORY" (
    "EMPLOYEE_ID"   DECIMAL(6, 0) NOT NULL REFERENCES hr."EMPLOYEES" ("EMPLOYEE_ID"),
    "START_DATE"    DATE NOT NULL,
    "END_DATE"      DATE NOT NULL,
    "JOB_ID"        VARCHAR(10) NOT NULL REFERENCES hr."JOBS" ("JOB_ID"),
    "DEPARTMENT_ID" DECIMAL(4, 0) REFERENCES hr."DEPARTMENTS" ("DEPARTMENT_ID"),
    PRIMARY KEY ("EMPLOYEE_ID", "START_DATE"),
    CHECK ("END_DATE" > "START_DATE")
);
INSERT INTO hr."JOB_HISTORY" VALUES
    (102, DATE '2001-01-13', DATE '2006-07-24', 'IT_PROG', 60),
    (101, DATE '1997-09-21', DATE '2001-10-27', 'AC_ACCOUNT', 110),
    (101, DATE '2001-10-28', DATE '2005-03-15', 'AC_MGR', 110),
    (201, DATE '2004-02-17', DATE '2007-12-19', 'MK_REP', 20),
    (114, DATE '2006-03-24', DATE '2007-12-31', 'ST_CLERK', 50),
    (122, DATE '2007-01-01', DATE '2007-12-31', 'ST_CLERK', 50),
    (200, DATE '1995-09-17', DATE '2001-06-17', 'AD_ASST', 90),
    (176, DATE '2006-03-24', DATE '2006-12-31', 'SA_REP', 80),
    (176, DATE '2007-01-01', DATE '2007-12-31', 'SA_MAN', 80),
    (200, DATE '2002-07-01', DATE '2006-12-31', 'AC_ACCOUNT', 90);
-- Earlier posts of every third employee: the previous job on the same ladder, ending the day
-- before the hire date the employee holds now.
INSERT INTO hr."JOB_HISTORY"
SELECT "EMPLOYEE_ID",
       "HIRE_DATE" - CAST(400 + (CAST("EMPLOYEE_ID" AS INTEGER) * 53) % 1500 AS INTEGER),
       "HIRE_DATE" - 1,
       CASE "JOB_ID" WHEN 'SA_REP' THEN 'SH_CLERK' WHEN 'SH_CLERK' THEN 'ST_CLERK' WHEN 'ST_CLERK' THEN 'PU_CLERK'
                     WHEN 'IT_PROG' THEN 'FI_ACCOUNT' WHEN 'FI_ACCOUNT' THEN 'AC_ACCOUNT'
                     WHEN 'ST_MAN' THEN 'ST_CLERK' WHEN 'SA_MAN' THEN 'SA_REP' ELSE 'AD_ASST' END,
       CASE "JOB_ID" WHEN 'SA_REP' THEN 50 WHEN 'SH_CLERK' THEN 50 WHEN 'ST_CLERK' THEN 30
                     WHEN 'IT_PROG' THEN 100 WHEN 'FI_ACCOUNT' THEN 110
                     WHEN 'ST_MAN' THEN 50 WHEN 'SA_MAN' THEN 80 ELSE 10 END
FROM hr."EMPLOYEES"
WHERE CAST("EMPLOYEE_ID" AS INTEGER) % 3 = 0 AND "EMPLOYEE_ID" NOT IN (102, 101, 201, 114, 122, 200, 176);

DROP TABLE tmp_emp_rows;
DROP TABLE tmp_emp;
