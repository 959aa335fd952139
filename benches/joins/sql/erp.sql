-- Schema `erp`: an industrial distributor's ERP tables as an enterprise warehouse lands them,
-- with the abbreviated names such systems use (cust_mstr, ord_hdr, ord_ln, itm_mstr, whse,
-- inv_bal, vnd_mstr, vnd_itm, po_hdr, po_ln, emp_asgn, prj_asgn, sls_rep_terr, *_sts, *_cd,
-- *_amt, *_qty, *_dt, *_flg). No single original: it is modelled on the order-to-cash,
-- procure-to-pay, inventory, HR-assignment and project-time subject areas common to ERP
-- systems, and copies none. Only primary keys are declared, as in a warehouse landing zone: no
-- foreign key is, so every join a print holds comes from the producer's name inference
-- (`<table>_id` naming a table with a one-column primary key: terr_id, emp_id, whse_id,
-- ord_sts_id ...) or from value containment (ord_hdr.cust_id in cust_mstr.cust_id,
-- ord_ln.itm_id in itm_mstr.itm_id ...). Each entity has its own id range (customers from
-- 100001, items from 200001, vendors from 300001, customer addresses from 400001, orders from
-- 5000001, purchase orders from 6000001, employees from 7001), so containment between
-- unrelated keys does not happen. Deterministic: range() and modular arithmetic only, at most
-- 2,000 rows a table.

CREATE SCHEMA erp;

CREATE TABLE erp.rgn (
    rgn_id INTEGER PRIMARY KEY,
    rgn_cd VARCHAR(4) NOT NULL,
    rgn_nm VARCHAR(30) NOT NULL
);
INSERT INTO erp.rgn VALUES (1, 'NE', 'NORTHEAST'), (2, 'SE', 'SOUTHEAST'), (3, 'MW', 'MIDWEST'), (4, 'W', 'WEST'), (5, 'CAN', 'CANADA');

CREATE TABLE erp.terr (
    terr_id INTEGER PRIMARY KEY,
    terr_cd VARCHAR(6) NOT NULL,
    terr_nm VARCHAR(40) NOT NULL,
    rgn_id  INTEGER NOT NULL
);
INSERT INTO erp.terr VALUES
    (1, 'NE01', 'NEW ENGLAND', 1), (2, 'NE02', 'NY METRO', 1), (3, 'NE03', 'MID-ATLANTIC', 1),
    (4, 'SE01', 'CAROLINAS', 2), (5, 'SE02', 'FLORIDA', 2), (6, 'SE03', 'GULF COAST', 2),
    (7, 'MW01', 'GREAT LAKES', 3), (8, 'MW02', 'OHIO VALLEY', 3), (9, 'MW03', 'PLAINS', 3),
    (10, 'W01', 'PACIFIC NW', 4), (11, 'W02', 'NORCAL', 4), (12, 'W03', 'SOCAL', 4), (13, 'W04', 'MOUNTAIN', 4),
    (14, 'CA01', 'ONTARIO-QUEBEC', 5);

CREATE TABLE erp.pay_trm (
    pay_trm_id   INTEGER PRIMARY KEY,
    pay_trm_cd   VARCHAR(10) NOT NULL,
    pay_trm_desc VARCHAR(40) NOT NULL,
    net_days     INTEGER NOT NULL,
    disc_pct     DECIMAL(5, 2) NOT NULL,
    disc_days    INTEGER NOT NULL
);
INSERT INTO erp.pay_trm VALUES
    (1, 'NET30', 'NET 30 DAYS', 30, 0, 0), (2, 'NET45', 'NET 45 DAYS', 45, 0, 0), (3, 'NET60', 'NET 60 DAYS', 60, 0, 0),
    (4, '2/10N30', '2% 10 DAYS, NET 30', 30, 2.00, 10), (5, 'COD', 'CASH ON DELIVERY', 0, 0, 0), (6, 'PREPAY', 'PREPAYMENT REQUIRED', 0, 0, 0);

CREATE TABLE erp.cust_mstr (
    cust_id      INTEGER PRIMARY KEY,
    cust_no      VARCHAR(10) NOT NULL,
    cust_nm      VARCHAR(60) NOT NULL,
    cust_typ_cd  VARCHAR(4) NOT NULL,
    terr_id      INTEGER NOT NULL,
    pay_trm_id   INTEGER NOT NULL,
    crdt_lmt_amt DECIMAL(12, 2) NOT NULL,
    actv_flg     VARCHAR(1) NOT NULL,
    crt_dt       DATE NOT NULL
);
INSERT INTO erp.cust_mstr
SELECT 100000 + i, 'C' || lpad(CAST(i * 7 AS VARCHAR), 5, '0'),
       (['ALLIED', 'APEX', 'BADGER', 'CAPITOL', 'CENTRAL', 'COASTAL', 'CROWN', 'DELTA', 'EAGLE', 'EMPIRE', 'FRONTIER', 'GATEWAY', 'GRANITE', 'HARBOR', 'KEYSTONE', 'LAKESIDE', 'LIBERTY', 'MERIDIAN', 'NORTHSTAR', 'PACIFIC', 'PIONEER', 'PRAIRIE', 'SUMMIT', 'TRI-STATE', 'UNITED'])[(i * 7) % 25 + 1]
         || ' ' || (['MACHINE', 'PACKAGING', 'FOODS', 'PLASTICS', 'FABRICATION', 'ELECTRIC', 'MOTORS', 'CONSTRUCTION', 'MILLWORK', 'CHEMICAL', 'FOUNDRY', 'AEROSPACE', 'MARINE', 'PAPER', 'TEXTILE', 'HEALTH SYSTEM', 'SCHOOL DISTRICT', 'WATER AUTHORITY', 'MINING', 'LOGISTICS', 'AUTO PARTS', 'BREWING', 'PHARMA', 'STEEL'])[(i * 11) % 24 + 1]
         || ' ' || (['INC', 'LLC', 'CO', 'CORP', 'LTD'])[i % 5 + 1],
       (['OEM', 'DIST', 'MRO', 'MRO', 'GOVT', 'EDU', 'MRO', 'OEM'])[(i * 3) % 8 + 1],
       CASE WHEN i % 9 = 0 THEN 14 ELSE 1 + (i * 5) % 13 END,
       CASE WHEN i % 23 = 0 THEN 6 WHEN i % 19 = 0 THEN 5 ELSE 1 + (i * 3) % 4 END,
       (5 + (i * 7) % 20) * 5000,
       CASE WHEN i % 17 = 0 THEN 'N' ELSE 'Y' END,
       DATE '2012-01-03' + CAST((i * 11) % 3600 AS INTEGER)
FROM range(1, 601) t(i);

-- Every customer but the 20 newest has a billing address and one to three contacts; every third
-- also a separate ship-to address.
CREATE TABLE erp.cust_addr (
    cust_addr_id INTEGER PRIMARY KEY,
    cust_id      INTEGER NOT NULL,
    addr_typ_cd  VARCHAR(4) NOT NULL,
    addr_ln_1    VARCHAR(60) NOT NULL,
    city_nm      VARCHAR(40) NOT NULL,
    st_cd        VARCHAR(2) NOT NULL,
    pstl_cd      VARCHAR(10) NOT NULL,
    cntry_cd     VARCHAR(2) NOT NULL,
    dflt_flg     VARCHAR(1) NOT NULL
);
CREATE TEMP TABLE erp_city AS
SELECT * FROM (VALUES
    (1, ['BOSTON', 'WORCESTER', 'PROVIDENCE', 'HARTFORD'], ['MA', 'MA', 'RI', 'CT'], '02'),
    (2, ['NEW YORK', 'NEWARK', 'STAMFORD', 'LONG ISLAND CITY'], ['NY', 'NJ', 'CT', 'NY'], '10'),
    (3, ['PHILADELPHIA', 'BALTIMORE', 'WILMINGTON', 'ALLENTOWN'], ['PA', 'MD', 'DE', 'PA'], '19'),
    (4, ['CHARLOTTE', 'RALEIGH', 'GREENVILLE', 'COLUMBIA'], ['NC', 'NC', 'SC', 'SC'], '28'),
    (5, ['MIAMI', 'TAMPA', 'ORLANDO', 'JACKSONVILLE'], ['FL', 'FL', 'FL', 'FL'], '33'),
    (6, ['HOUSTON', 'NEW ORLEANS', 'MOBILE', 'BATON ROUGE'], ['TX', 'LA', 'AL', 'LA'], '77'),
    (7, ['CHICAGO', 'MILWAUKEE', 'DETROIT', 'GRAND RAPIDS'], ['IL', 'WI', 'MI', 'MI'], '60'),
    (8, ['COLUMBUS', 'CINCINNATI', 'LOUISVILLE', 'INDIANAPOLIS'], ['OH', 'OH', 'KY', 'IN'], '43'),
    (9, ['KANSAS CITY', 'OMAHA', 'WICHITA', 'DES MOINES'], ['MO', 'NE', 'KS', 'IA'], '64'),
    (10, ['SEATTLE', 'PORTLAND', 'TACOMA', 'SPOKANE'], ['WA', 'OR', 'WA', 'WA'], '98'),
    (11, ['OAKLAND', 'SAN JOSE', 'SACRAMENTO', 'FREMONT'], ['CA', 'CA', 'CA', 'CA'], '94'),
    (12, ['LOS ANGELES', 'SAN DIEGO', 'ANAHEIM', 'ONTARIO'], ['CA', 'CA', 'CA', 'CA'], '90'),
    (13, ['DENVER', 'SALT LAKE CITY', 'PHOENIX', 'BOISE'], ['CO', 'UT', 'AZ', 'ID'], '80'),
    (14, ['TORONTO', 'MISSISSAUGA', 'MONTREAL', 'OTTAWA'], ['ON', 'ON', 'QC', 'ON'], 'M5')
) t(terr_id, cities, states, zip);
INSERT INTO erp.cust_addr
SELECT 400000 + (c.cust_id - 100000) * 2 - (CASE WHEN k = 0 THEN 1 ELSE 0 END),
       c.cust_id, CASE WHEN k = 0 THEN 'BILL' ELSE 'SHIP' END,
       CAST(100 + ((c.cust_id + k) * 37) % 9800 AS VARCHAR) || ' ' || (['INDUSTRIAL PKWY', 'COMMERCE DR', 'MAIN ST', 'RIVER RD', 'AIRPORT BLVD', 'TECHNOLOGY WAY', 'CORPORATE CIR', 'MILL ST'])[((c.cust_id + k) * 3) % 8 + 1],
       ec.cities[((c.cust_id + k) * 5) % 4 + 1], ec.states[((c.cust_id + k) * 5) % 4 + 1],
       ec.zip || lpad(CAST(((c.cust_id + k) * 71) % 1000 AS VARCHAR), 3, '0'),
       CASE WHEN c.terr_id = 14 THEN 'CA' ELSE 'US' END,
       CASE WHEN k = 0 THEN 'Y' ELSE 'N' END
FROM erp.cust_mstr c JOIN erp_city ec ON ec.terr_id = c.terr_id, range(0, 2) t(k)
WHERE c.cust_id <= 100580 AND (k = 0 OR c.cust_id % 3 = 0);

CREATE TABLE erp.cust_cntct (
    cust_cntct_id INTEGER PRIMARY KEY,
    cust_id       INTEGER NOT NULL,
    cntct_fst_nm  VARCHAR(30) NOT NULL,
    cntct_lst_nm  VARCHAR(30) NOT NULL,
    cntct_role_cd VARCHAR(6) NOT NULL,
    email_addr    VARCHAR(80),
    phn_no        VARCHAR(20)
);
INSERT INTO erp.cust_cntct
SELECT 450000 + row_number() OVER (ORDER BY c.cust_id, k), c.cust_id, fn, ln,
       (['PURCH', 'AP', 'OPS', 'EXEC'])[k + 1],
       lower(substr(fn, 1, 1) || ln) || '@' || lower(replace(split_part(c.cust_nm, ' ', 1), '-', '')) || '.com',
       CAST(200 + (c.cust_id * 7) % 800 AS VARCHAR) || '-555-' || lpad(CAST((c.cust_id * 31 + k) % 10000 AS VARCHAR), 4, '0')
FROM erp.cust_mstr c, range(0, 3) t(k)
CROSS JOIN LATERAL (SELECT (['JAMES', 'MARIA', 'ROBERT', 'LINDA', 'DAVID', 'SUSAN', 'CARLOS', 'KAREN', 'WEI', 'PRIYA', 'THOMAS', 'NANCY'])[(c.cust_id * 5 + k * 7) % 12 + 1] AS fn,
                               (['SMITH', 'JOHNSON', 'GARCIA', 'MILLER', 'DAVIS', 'NGUYEN', 'PATEL', 'KOWALSKI', 'OBRIEN', 'MULLER', 'TANAKA', 'HERNANDEZ', 'BROWN'])[(c.cust_id * 3 + k * 11) % 13 + 1] AS ln) n
WHERE k < 1 + c.cust_id % 3 AND c.cust_id <= 100580;

CREATE TABLE erp.cost_ctr (
    cost_ctr_id INTEGER PRIMARY KEY,
    cost_ctr_cd VARCHAR(8) NOT NULL,
    cost_ctr_nm VARCHAR(40) NOT NULL,
    co_cd       VARCHAR(4) NOT NULL
);
INSERT INTO erp.cost_ctr VALUES
    (1, '1000', 'CORPORATE G&A', 'US01'), (2, '2000', 'SALES - NORTH AMERICA', 'US01'), (3, '2100', 'SALES - CANADA', 'CA01'),
    (4, '3000', 'OPERATIONS - DISTRIBUTION', 'US01'), (5, '3100', 'OPERATIONS - MANUFACTURING', 'US01'), (6, '4000', 'PROCUREMENT', 'US01'),
    (7, '5000', 'ENGINEERING SERVICES', 'US01'), (8, '6000', 'INFORMATION TECHNOLOGY', 'US01'), (9, '7000', 'FINANCE', 'US01'),
    (10, '7100', 'HUMAN RESOURCES', 'US01'), (11, '8000', 'CUSTOMER SERVICE', 'US01'), (12, '3200', 'OPERATIONS - CANADA', 'CA01');

CREATE TABLE erp.dept (
    dept_id     INTEGER PRIMARY KEY,
    dept_cd     VARCHAR(6) NOT NULL,
    dept_nm     VARCHAR(40) NOT NULL,
    cost_ctr_id INTEGER NOT NULL
);
INSERT INTO erp.dept VALUES
    (1, 'EXEC', 'EXECUTIVE OFFICE', 1), (2, 'SLSNA', 'INSIDE SALES', 2), (3, 'SLSFLD', 'FIELD SALES', 2), (4, 'SLSCA', 'SALES CANADA', 3),
    (5, 'WHSOPS', 'WAREHOUSE OPERATIONS', 4), (6, 'TRANS', 'TRANSPORTATION', 4), (7, 'MFG', 'KITTING AND ASSEMBLY', 5),
    (8, 'PURCH', 'PURCHASING', 6), (9, 'ENGSVC', 'APPLICATION ENGINEERING', 7), (10, 'IT', 'INFORMATION TECHNOLOGY', 8),
    (11, 'ACCTG', 'ACCOUNTING', 9), (12, 'CREDIT', 'CREDIT AND COLLECTIONS', 9), (13, 'HR', 'HUMAN RESOURCES', 10),
    (14, 'CSR', 'CUSTOMER SERVICE', 11), (15, 'WHSCA', 'WAREHOUSE CANADA', 12);

CREATE TABLE erp.job (
    job_id    INTEGER PRIMARY KEY,
    job_cd    VARCHAR(8) NOT NULL,
    job_titl  VARCHAR(40) NOT NULL,
    job_grd   VARCHAR(3) NOT NULL,
    exmpt_flg VARCHAR(1) NOT NULL
);
INSERT INTO erp.job VALUES
    (1, 'CEO', 'CHIEF EXECUTIVE OFFICER', 'E1', 'Y'), (2, 'VPSLS', 'VP SALES', 'E2', 'Y'), (3, 'VPOPS', 'VP OPERATIONS', 'E2', 'Y'),
    (4, 'CFO', 'CHIEF FINANCIAL OFFICER', 'E1', 'Y'), (5, 'SLSMGR', 'SALES MANAGER', 'M2', 'Y'), (6, 'ACCTMGR', 'ACCOUNT MANAGER', 'P3', 'Y'),
    (7, 'ISR', 'INSIDE SALES REP', 'P1', 'N'), (8, 'WHSMGR', 'WAREHOUSE MANAGER', 'M1', 'Y'), (9, 'WHSLEAD', 'WAREHOUSE LEAD', 'H3', 'N'),
    (10, 'PICKER', 'ORDER PICKER', 'H1', 'N'), (11, 'FLTOP', 'FORKLIFT OPERATOR', 'H2', 'N'), (12, 'DRVR', 'DELIVERY DRIVER', 'H2', 'N'),
    (13, 'ASMTECH', 'ASSEMBLY TECHNICIAN', 'H2', 'N'), (14, 'BUYER', 'BUYER', 'P2', 'Y'), (15, 'SRBUYER', 'SENIOR BUYER', 'P3', 'Y'),
    (16, 'APPENG', 'APPLICATION ENGINEER', 'P3', 'Y'), (17, 'PM', 'PROJECT MANAGER', 'M1', 'Y'), (18, 'SYSADM', 'SYSTEMS ADMINISTRATOR', 'P2', 'Y'),
    (19, 'DEVL', 'SOFTWARE DEVELOPER', 'P2', 'Y'), (20, 'ACCT', 'ACCOUNTANT', 'P2', 'Y'), (21, 'APCLK', 'AP CLERK', 'H2', 'N'),
    (22, 'CRANL', 'CREDIT ANALYST', 'P1', 'Y'), (23, 'HRGEN', 'HR GENERALIST', 'P2', 'Y'), (24, 'CSR', 'CUSTOMER SERVICE REP', 'H2', 'N'),
    (25, 'MGR', 'DEPARTMENT MANAGER', 'M1', 'Y');

CREATE TABLE erp.emp (
    emp_id      INTEGER PRIMARY KEY,
    emp_no      VARCHAR(8) NOT NULL,
    emp_fst_nm  VARCHAR(30) NOT NULL,
    emp_lst_nm  VARCHAR(30) NOT NULL,
    emp_typ_cd  VARCHAR(3) NOT NULL,
    emp_sts_cd  VARCHAR(1) NOT NULL,
    hire_dt     DATE NOT NULL,
    term_dt     DATE,
    mgr_emp_id  INTEGER
);
-- The department an employee works in (and the job), used below for emp_asgn.
CREATE TEMP TABLE erp_staff AS
SELECT e, 7000 + e AS emp_id,
       CASE WHEN e <= 3 THEN 1 WHEN e <= 23 THEN 2 WHEN e <= 38 THEN 3 WHEN e <= 45 THEN 4 WHEN e <= 110 THEN 5
            WHEN e <= 125 THEN 6 WHEN e <= 150 THEN 7 WHEN e <= 162 THEN 8 WHEN e <= 175 THEN 9 WHEN e <= 190 THEN 10
            WHEN e <= 202 THEN 11 WHEN e <= 208 THEN 12 WHEN e <= 214 THEN 13 WHEN e <= 232 THEN 14 ELSE 15 END AS dept_id
FROM range(1, 251) t(e);
ALTER TABLE erp_staff ADD COLUMN job_id INTEGER;
UPDATE erp_staff SET job_id = CASE
    WHEN e = 1 THEN 1 WHEN e = 2 THEN 4 WHEN e = 3 THEN 3
    WHEN dept_id IN (2, 3, 4) AND e IN (4, 24, 39) THEN (CASE WHEN e = 4 THEN 2 ELSE 5 END)
    WHEN dept_id = 2 THEN 7 WHEN dept_id IN (3, 4) THEN 6
    WHEN dept_id IN (5, 15) THEN (CASE WHEN e IN (46, 233) THEN 8 WHEN e % 10 = 0 THEN 9 WHEN e % 3 = 0 THEN 11 ELSE 10 END)
    WHEN dept_id = 6 THEN (CASE WHEN e = 111 THEN 25 ELSE 12 END)
    WHEN dept_id = 7 THEN (CASE WHEN e = 126 THEN 25 ELSE 13 END)
    WHEN dept_id = 8 THEN (CASE WHEN e = 151 THEN 25 WHEN e % 3 = 0 THEN 15 ELSE 14 END)
    WHEN dept_id = 9 THEN (CASE WHEN e IN (163, 168, 172) THEN 17 ELSE 16 END)
    WHEN dept_id = 10 THEN (CASE WHEN e = 176 THEN 25 WHEN e % 2 = 0 THEN 19 ELSE 18 END)
    WHEN dept_id = 11 THEN (CASE WHEN e = 191 THEN 25 WHEN e % 3 = 0 THEN 21 ELSE 20 END)
    WHEN dept_id = 12 THEN 22 WHEN dept_id = 13 THEN (CASE WHEN e = 209 THEN 25 ELSE 23 END)
    ELSE 24 END;
INSERT INTO erp.emp
SELECT s.emp_id, 'E' || lpad(CAST(s.e * 13 AS VARCHAR), 5, '0'),
       (['JOHN', 'MARY', 'MICHAEL', 'PATRICIA', 'ANTHONY', 'JENNIFER', 'KEVIN', 'ELIZABETH', 'JOSE', 'SANDRA', 'DANIEL', 'ASHLEY', 'MIGUEL', 'KIMBERLY', 'RAJ', 'EMILY', 'STEVEN', 'DONNA', 'ANDREW', 'MICHELLE'])[(s.e * 7) % 20 + 1],
       (['ANDERSON', 'THOMPSON', 'MARTINEZ', 'ROBINSON', 'CLARK', 'RODRIGUEZ', 'LEWIS', 'LEE', 'WALKER', 'HALL', 'ALLEN', 'YOUNG', 'KING', 'WRIGHT', 'LOPEZ', 'HILL', 'SCOTT', 'GREEN', 'ADAMS', 'BAKER', 'SINGH', 'CHEN'])[(s.e * 11) % 22 + 1],
       CASE WHEN s.e % 29 = 0 THEN 'CTR' WHEN s.e % 13 = 0 THEN 'PT' ELSE 'FT' END,
       CASE WHEN s.e > 240 THEN 'T' WHEN s.e % 41 = 0 THEN 'L' ELSE 'A' END,
       DATE '2008-02-04' + CAST((s.e * 53) % 5000 AS INTEGER),
       CASE WHEN s.e > 240 THEN DATE '2024-06-28' END,
       CASE WHEN s.e = 1 THEN NULL WHEN s.e <= 3 THEN 7001 ELSE 7000 + (CASE s.dept_id WHEN 1 THEN 1 WHEN 2 THEN 24 WHEN 3 THEN 4 WHEN 4 THEN 39 WHEN 5 THEN 46
            WHEN 6 THEN 111 WHEN 7 THEN 126 WHEN 8 THEN 151 WHEN 9 THEN 163 WHEN 10 THEN 176 WHEN 11 THEN 191 WHEN 12 THEN 191
            WHEN 13 THEN 209 WHEN 14 THEN 215 ELSE 233 END) END
FROM erp_staff s;
UPDATE erp.emp SET mgr_emp_id = 7002 WHERE emp_id IN (7004, 7046, 7191, 7209) OR mgr_emp_id = emp_id;
UPDATE erp.emp SET mgr_emp_id = 7003 WHERE emp_id IN (7111, 7126, 7151, 7163, 7176, 7215, 7233);

-- Assignments: every current employee has one primary assignment; every eighth an earlier
-- one in another department; the ten who left keep only their ended assignment.
CREATE TABLE erp.emp_asgn (
    emp_asgn_id   INTEGER PRIMARY KEY,
    emp_id        INTEGER NOT NULL,
    dept_id       INTEGER NOT NULL,
    job_id        INTEGER NOT NULL,
    eff_dt        DATE NOT NULL,
    end_dt        DATE,
    prim_asgn_flg VARCHAR(1) NOT NULL,
    fte_pct       DECIMAL(5, 2) NOT NULL
);
INSERT INTO erp.emp_asgn
SELECT 60000 + row_number() OVER (ORDER BY emp_id, eff_dt), emp_id, dept_id, job_id, eff_dt, end_dt, prim, fte
FROM (
    SELECT s.emp_id, s.dept_id, s.job_id,
           CASE WHEN s.e % 8 = 0 THEN e2.hire_dt + 400 ELSE e2.hire_dt END AS eff_dt,
           e2.term_dt AS end_dt, 'Y' AS prim,
           CASE WHEN e2.emp_typ_cd = 'PT' THEN 50.00 ELSE 100.00 END AS fte
    FROM erp_staff s JOIN erp.emp e2 ON e2.emp_id = s.emp_id
    UNION ALL
    SELECT s.emp_id, CASE WHEN s.dept_id = 5 THEN 14 WHEN s.dept_id = 14 THEN 2 ELSE 5 END,
           CASE WHEN s.dept_id = 5 THEN 24 WHEN s.dept_id = 14 THEN 7 ELSE 10 END,
           e2.hire_dt, e2.hire_dt + 399, 'Y', 100.00
    FROM erp_staff s JOIN erp.emp e2 ON e2.emp_id = s.emp_id
    WHERE s.e % 8 = 0
    UNION ALL
    SELECT s.emp_id, 9, 16, e2.hire_dt + 800, NULL, 'N', 20.00
    FROM erp_staff s JOIN erp.emp e2 ON e2.emp_id = s.emp_id
    WHERE s.dept_id = 10 AND s.e % 4 = 1
);

CREATE TABLE erp.sls_rep (
    sls_rep_id INTEGER PRIMARY KEY,
    sls_rep_cd VARCHAR(4) NOT NULL,
    emp_id     INTEGER NOT NULL,
    comm_rt    DECIMAL(5, 4) NOT NULL,
    quota_amt  DECIMAL(12, 2) NOT NULL
);
INSERT INTO erp.sls_rep
SELECT r, 'R' || lpad(CAST(r AS VARCHAR), 3, '0'),
       7000 + CASE WHEN r <= 14 THEN 24 + r ELSE 39 + (r - 14) END,
       0.0200 + (r % 4) * 0.0050, 400000 + (r * 37) % 8 * 50000
FROM range(1, 21) t(r);

CREATE TABLE erp.sls_rep_terr (
    sls_rep_id INTEGER NOT NULL,
    terr_id    INTEGER NOT NULL,
    eff_dt     DATE NOT NULL,
    end_dt     DATE,
    PRIMARY KEY (sls_rep_id, terr_id, eff_dt)
);
INSERT INTO erp.sls_rep_terr
SELECT r, CASE WHEN r <= 14 THEN r ELSE 14 END, DATE '2021-01-01', NULL FROM range(1, 21) t(r)
UNION ALL
SELECT r, 1 + (r * 5) % 13, DATE '2019-01-01', DATE '2020-12-31' FROM range(1, 21) t(r) WHERE r % 3 = 0
UNION ALL
SELECT r, 1 + (r + 6) % 13, DATE '2022-07-01', NULL FROM range(1, 15) t(r) WHERE r % 5 = 0;

CREATE TABLE erp.fscl_prd (
    fscl_prd_id  INTEGER PRIMARY KEY,
    fscl_yr      INTEGER NOT NULL,
    fscl_qtr     INTEGER NOT NULL,
    fscl_mo      INTEGER NOT NULL,
    prd_strt_dt  DATE NOT NULL,
    prd_end_dt   DATE NOT NULL,
    prd_clsd_flg VARCHAR(1) NOT NULL
);
INSERT INTO erp.fscl_prd
SELECT y * 100 + m, y, (m - 1) // 3 + 1, m,
       make_date(CAST(y AS INTEGER), CAST(m AS INTEGER), 1),
       CAST(make_date(CAST(y AS INTEGER), CAST(m AS INTEGER), 1) + INTERVAL 1 MONTH - INTERVAL 1 DAY AS DATE),
       CASE WHEN y < 2024 OR m < 10 THEN 'Y' ELSE 'N' END
FROM range(2022, 2025) a(y), range(1, 13) b(m);

CREATE TABLE erp.sls_tgt (
    sls_rep_id  INTEGER NOT NULL,
    fscl_prd_id INTEGER NOT NULL,
    tgt_amt     DECIMAL(12, 2) NOT NULL,
    PRIMARY KEY (sls_rep_id, fscl_prd_id)
);
INSERT INTO erp.sls_tgt
SELECT r.sls_rep_id, p.fscl_prd_id, round(r.quota_amt / 12 * (0.8 + (p.fscl_mo % 4) * 0.1), 2)
FROM erp.sls_rep r, erp.fscl_prd p WHERE p.fscl_yr >= 2023;

CREATE TABLE erp.whse (
    whse_id     INTEGER PRIMARY KEY,
    whse_cd     VARCHAR(4) NOT NULL,
    whse_nm     VARCHAR(40) NOT NULL,
    whse_typ_cd VARCHAR(5) NOT NULL,
    city_nm     VARCHAR(40) NOT NULL,
    st_cd       VARCHAR(2) NOT NULL,
    mgr_emp_id  INTEGER
);
INSERT INTO erp.whse VALUES
    (1, 'ATL', 'ATLANTA DC', 'DC', 'ATLANTA', 'GA', 7046), (2, 'CHI', 'CHICAGO DC', 'DC', 'ELK GROVE VILLAGE', 'IL', 7046),
    (3, 'DAL', 'DALLAS DC', 'DC', 'GRAND PRAIRIE', 'TX', 7046), (4, 'NJY', 'NEW JERSEY DC', 'DC', 'EDISON', 'NJ', 7046),
    (5, 'RNO', 'RENO DC', 'DC', 'SPARKS', 'NV', 7046), (6, 'TOR', 'TORONTO DC', 'DC', 'MISSISSAUGA', 'ON', 7233),
    (7, 'CLE', 'CLEVELAND KITTING PLANT', 'PLANT', 'CLEVELAND', 'OH', 7126), (8, 'MEM', 'MEMPHIS 3PL', '3PL', 'MEMPHIS', 'TN', NULL);

CREATE TABLE erp.itm_cat (
    itm_cat_id   INTEGER PRIMARY KEY,
    itm_cat_cd   VARCHAR(6) NOT NULL,
    itm_cat_desc VARCHAR(40) NOT NULL
);
INSERT INTO erp.itm_cat VALUES
    (1, 'FAST', 'FASTENERS'), (2, 'BRG', 'BEARINGS'), (3, 'HYD', 'HYDRAULICS'), (4, 'PNEU', 'PNEUMATICS'), (5, 'ELEC', 'ELECTRICAL'),
    (6, 'SAFE', 'SAFETY'), (7, 'ABR', 'ABRASIVES'), (8, 'CUT', 'CUTTING TOOLS'), (9, 'HAND', 'HAND TOOLS'), (10, 'PTX', 'POWER TRANSMISSION'),
    (11, 'LUBE', 'LUBRICANTS'), (12, 'JAN', 'JANITORIAL'), (13, 'PKG', 'PACKAGING'), (14, 'WELD', 'WELDING'), (15, 'FILT', 'FILTRATION');

CREATE TABLE erp.uom (
    uom_id   INTEGER PRIMARY KEY,
    uom_cd   VARCHAR(3) NOT NULL,
    uom_desc VARCHAR(20) NOT NULL
);
INSERT INTO erp.uom VALUES (1, 'EA', 'EACH'), (2, 'BX', 'BOX'), (3, 'CS', 'CASE'), (4, 'PR', 'PAIR'), (5, 'FT', 'FOOT'),
    (6, 'GAL', 'GALLON'), (7, 'RL', 'ROLL'), (8, 'PK', 'PACK');

CREATE TABLE erp.vnd_mstr (
    vnd_id      INTEGER PRIMARY KEY,
    vnd_no      VARCHAR(8) NOT NULL,
    vnd_nm      VARCHAR(60) NOT NULL,
    vnd_typ_cd  VARCHAR(4) NOT NULL,
    pay_trm_id  INTEGER NOT NULL,
    cntry_cd    VARCHAR(2) NOT NULL,
    actv_flg    VARCHAR(1) NOT NULL,
    mnrty_flg   VARCHAR(1) NOT NULL
);
INSERT INTO erp.vnd_mstr
SELECT 300000 + v, 'V' || lpad(CAST(v * 17 AS VARCHAR), 5, '0'),
       (['ATLAS', 'BRADLEY', 'CONTINENTAL', 'DYNAMIC', 'EVEREST', 'FALCON', 'GENERAL', 'HERITAGE', 'IRONWOOD', 'JUPITER', 'KINGSTON', 'LANDMARK', 'MIDWEST', 'NATIONAL', 'OMEGA', 'PRECISION', 'QUALITY', 'REGAL', 'STERLING', 'TITAN', 'UNIVERSAL', 'VANGUARD', 'WESTERN', 'ZENITH'])[(v * 5) % 24 + 1]
         || ' ' || (['FASTENER', 'BEARING', 'HYDRAULIC', 'PNEUMATIC', 'ELECTRIC SUPPLY', 'SAFETY PRODUCTS', 'ABRASIVES', 'TOOL', 'DRIVES', 'LUBRICANTS', 'PAPER', 'PACKAGING', 'WELDING SUPPLY', 'FILTER'])[(v * 3) % 14 + 1]
         || ' ' || (['CO', 'INC', 'CORP', 'LLC', 'MFG'])[v % 5 + 1],
       (['MFR', 'DIST', 'MFR', 'IMPT'])[(v * 7) % 4 + 1],
       1 + (v * 5) % 4,
       CASE WHEN v % 15 = 0 THEN 'CN' WHEN v % 11 = 0 THEN 'CA' WHEN v % 13 = 0 THEN 'MX' WHEN v % 19 = 0 THEN 'DE' ELSE 'US' END,
       CASE WHEN v > 110 THEN 'N' ELSE 'Y' END,
       CASE WHEN v % 9 = 0 THEN 'Y' ELSE 'N' END
FROM range(1, 121) t(v);

CREATE TABLE erp.itm_mstr (
    itm_id       INTEGER PRIMARY KEY,
    itm_no       VARCHAR(12) NOT NULL,
    itm_desc     VARCHAR(60) NOT NULL,
    itm_cat_id   INTEGER NOT NULL,
    uom_id       INTEGER NOT NULL,
    std_cost_amt DECIMAL(12, 4) NOT NULL,
    list_prc_amt DECIMAL(12, 2) NOT NULL,
    itm_sts_cd   VARCHAR(3) NOT NULL,
    wgt_lbs      DECIMAL(8, 2),
    prim_vnd_id  INTEGER
);
INSERT INTO erp.itm_mstr
SELECT 200000 + i, c.itm_cat_cd || '-' || lpad(CAST(i * 37 % 100000 AS VARCHAR), 5, '0'),
       CASE c.itm_cat_id
           WHEN 1 THEN (['HEX BOLT', 'SOCKET CAP SCREW', 'FLAT WASHER', 'NYLON LOCK NUT', 'ANCHOR BOLT'])[i % 5 + 1] || ' ' || (['1/4-20 X 1', '3/8-16 X 1-1/2', '1/2-13 X 2', 'M8 X 25', 'M10 X 40'])[(i * 3) % 5 + 1] || ' ' || (['ZINC', 'SS', 'GR8'])[i % 3 + 1]
           WHEN 2 THEN (['BALL BEARING', 'TAPERED ROLLER BRG', 'PILLOW BLOCK', 'NEEDLE BEARING'])[i % 4 + 1] || ' ' || (['6204-2RS', '6205-ZZ', '30206', 'UCP205-16', 'NK20/16'])[(i * 3) % 5 + 1]
           WHEN 3 THEN (['HYD HOSE ASSY', 'HYD CYLINDER', 'HYD FITTING', 'GEAR PUMP'])[i % 4 + 1] || ' ' || (['1/4 X 24', '1/2 X 36', '3/4 X 48', '2 BORE 8 STRK'])[(i * 3) % 4 + 1]
           WHEN 4 THEN (['AIR CYLINDER', 'SOLENOID VALVE', 'PUSH-TO-CONNECT FTG', 'FRL UNIT'])[i % 4 + 1] || ' ' || (['1/4 NPT', '3/8 NPT', '1/2 NPT'])[(i * 3) % 3 + 1]
           WHEN 5 THEN (['CONTACTOR', 'MOTOR STARTER', 'PROX SENSOR', 'TERMINAL BLOCK', 'CORD GRIP'])[i % 5 + 1] || ' ' || (['24VDC', '120VAC', '480V 3PH', 'M12 4PIN'])[(i * 3) % 4 + 1]
           WHEN 6 THEN (['NITRILE GLOVE', 'SAFETY GLASSES', 'EAR PLUGS', 'HARD HAT', 'HI-VIS VEST'])[i % 5 + 1] || ' ' || (['SZ L', 'SZ XL', 'CLEAR', 'CLASS 2'])[(i * 3) % 4 + 1]
           WHEN 7 THEN (['FLAP DISC', 'CUTOFF WHEEL', 'SANDING BELT', 'GRINDING WHEEL'])[i % 4 + 1] || ' ' || (['4-1/2 X 7/8 60G', '6 X .045', '2 X 72 80G', '7 X 1/4'])[(i * 3) % 4 + 1]
           WHEN 8 THEN (['JOBBER DRILL', 'END MILL', 'TAP', 'CARBIDE INSERT'])[i % 4 + 1] || ' ' || (['1/4 HSS', '1/2 4FL CARB', '3/8-16 PLUG', 'CNMG 432'])[(i * 3) % 4 + 1]
           WHEN 9 THEN (['COMBINATION WRENCH SET', 'SOCKET SET', 'TORQUE WRENCH', 'SCREWDRIVER SET'])[i % 4 + 1] || ' ' || (['SAE', 'METRIC', '1/2 DR', '3/8 DR'])[(i * 3) % 4 + 1]
           WHEN 10 THEN (['V-BELT', 'ROLLER CHAIN', 'SPROCKET', 'JAW COUPLING'])[i % 4 + 1] || ' ' || (['A48', '#40 10FT', '40B18', 'L-100'])[(i * 3) % 4 + 1]
           WHEN 11 THEN (['MULTIPURPOSE GREASE', 'HYDRAULIC OIL AW46', 'CUTTING FLUID', 'PENETRATING OIL'])[i % 4 + 1] || ' ' || (['14 OZ', '5 GAL', '1 GAL', '55 GAL'])[(i * 3) % 4 + 1]
           WHEN 12 THEN (['TRASH LINER', 'PAPER TOWEL', 'FLOOR CLEANER', 'ABSORBENT PAD'])[i % 4 + 1] || ' ' || (['55 GAL', 'ROLL', '1 GAL', '15X19'])[(i * 3) % 4 + 1]
           WHEN 13 THEN (['STRETCH FILM', 'CARTON TAPE', 'CORRUGATED BOX', 'POLY BAG'])[i % 4 + 1] || ' ' || (['18 IN 80GA', '2 IN X 110YD', '12X12X12', '6X9 2MIL'])[(i * 3) % 4 + 1]
           WHEN 14 THEN (['MIG WIRE', 'TIG ROD', 'WELDING GLOVES', 'STICK ELECTRODE'])[i % 4 + 1] || ' ' || (['ER70S-6 .035', 'ER308L 1/16', 'SZ L', 'E7018 1/8'])[(i * 3) % 4 + 1]
           ELSE (['HYD FILTER ELEMENT', 'AIR FILTER', 'BAG FILTER', 'PLEATED FILTER'])[i % 4 + 1] || ' ' || (['10 MIC', '20X20X2', '25 MIC', '16X25X1'])[(i * 3) % 4 + 1] END,
       c.itm_cat_id,
       CASE WHEN c.itm_cat_id IN (1, 13) THEN 2 WHEN c.itm_cat_id IN (6, 14) AND i % 2 = 0 THEN 4 WHEN c.itm_cat_id = 11 THEN 6
            WHEN c.itm_cat_id = 12 THEN 3 WHEN c.itm_cat_id = 10 AND i % 4 = 1 THEN 5 ELSE 1 END,
       round(1.25 + ((i * 7919) % 40000) / 100.0, 4),
       round((1.25 + ((i * 7919) % 40000) / 100.0) * 1.45, 2),
       CASE WHEN i % 20 = 0 THEN 'OBS' WHEN i > 385 THEN 'NEW' ELSE 'ACT' END,
       round(0.1 + ((i * 37) % 500) / 10.0, 2),
       CASE WHEN i <= 360 THEN 300000 + 1 + (i * 7) % 100 END
FROM range(1, 401) t(i) JOIN erp.itm_cat c ON c.itm_cat_id = 1 + (i * 7) % 15;

CREATE TABLE erp.vnd_itm (
    vnd_id        INTEGER NOT NULL,
    itm_id        INTEGER NOT NULL,
    vnd_itm_no    VARCHAR(20) NOT NULL,
    lead_tm_days  INTEGER NOT NULL,
    last_cost_amt DECIMAL(12, 4) NOT NULL,
    pref_flg      VARCHAR(1) NOT NULL,
    PRIMARY KEY (vnd_id, itm_id)
);
INSERT INTO erp.vnd_itm
SELECT DISTINCT 300000 + 1 + (i * 7 + j * 13) % 100, 200000 + i,
       upper(substr(md5('vi' || i || '-' || j), 1, 8)),
       5 + (i + j * 3) % 6 * 5,
       round((1.25 + ((i * 7919) % 40000) / 100.0) * (0.95 + j * 0.04), 4),
       CASE WHEN j = 0 THEN 'Y' ELSE 'N' END
FROM range(1, 361) t(i), range(0, 2) u(j)
WHERE j = 0 OR i % 3 = 0;

CREATE TABLE erp.buyer (
    buyer_id        INTEGER PRIMARY KEY,
    buyer_cd        VARCHAR(4) NOT NULL,
    emp_id          INTEGER NOT NULL,
    apprvl_lmt_amt  DECIMAL(12, 2) NOT NULL
);
INSERT INTO erp.buyer
SELECT b, 'B' || lpad(CAST(b AS VARCHAR), 2, '0'), 7151 + b, CASE WHEN (151 + b) % 3 = 0 THEN 100000 ELSE 25000 END
FROM range(1, 9) t(b);

CREATE TABLE erp.po_sts (
    po_sts_id   INTEGER PRIMARY KEY,
    po_sts_cd   VARCHAR(4) NOT NULL,
    po_sts_desc VARCHAR(30) NOT NULL
);
INSERT INTO erp.po_sts VALUES (1, 'DRFT', 'DRAFT'), (2, 'OPEN', 'OPEN - SENT TO VENDOR'), (3, 'PRCV', 'PARTIALLY RECEIVED'),
    (4, 'CLSD', 'CLOSED - FULLY RECEIVED'), (5, 'CANC', 'CANCELLED');

CREATE TABLE erp.po_hdr (
    po_id      INTEGER PRIMARY KEY,
    po_no      VARCHAR(10) NOT NULL,
    vnd_id     INTEGER NOT NULL,
    buyer_id   INTEGER NOT NULL,
    whse_id    INTEGER NOT NULL,
    po_dt      DATE NOT NULL,
    po_sts_id  INTEGER NOT NULL,
    curr_cd    VARCHAR(3) NOT NULL,
    po_tot_amt DECIMAL(14, 2)
);
INSERT INTO erp.po_hdr
SELECT 6000000 + p, 'PO' || CAST(80000 + p * 3 AS VARCHAR),
       300000 + 1 + (p * 7) % 97, 1 + (p * 3) % 8, 1 + (p * 5) % 8,
       DATE '2022-01-03' + CAST(p * 2 AS INTEGER),
       CASE WHEN p % 25 = 0 THEN 5 WHEN p > 490 THEN 1 WHEN p > 460 THEN 2 WHEN p > 420 THEN 3 ELSE 4 END,
       CASE WHEN 1 + (p * 5) % 8 = 6 THEN 'CAD' ELSE 'USD' END,
       NULL
FROM range(1, 501) t(p);

CREATE TABLE erp.po_ln (
    po_id         INTEGER NOT NULL,
    po_ln_no      INTEGER NOT NULL,
    itm_id        INTEGER NOT NULL,
    ord_qty       INTEGER NOT NULL,
    rcvd_qty      INTEGER NOT NULL,
    unit_cost_amt DECIMAL(12, 4) NOT NULL,
    due_dt        DATE NOT NULL,
    ln_sts_cd     VARCHAR(4) NOT NULL,
    PRIMARY KEY (po_id, po_ln_no)
);
INSERT INTO erp.po_ln
SELECT h.po_id, vi.k, vi.itm_id, q,
       CASE h.po_sts_id WHEN 4 THEN q WHEN 3 THEN (CASE WHEN vi.k = 1 THEN q ELSE q // 2 END) ELSE 0 END,
       vi.last_cost_amt, h.po_dt + CAST(14 + vi.k AS INTEGER),
       CASE h.po_sts_id WHEN 4 THEN 'CLSD' WHEN 3 THEN (CASE WHEN vi.k = 1 THEN 'CLSD' ELSE 'OPEN' END) ELSE 'OPEN' END
FROM erp.po_hdr h
JOIN (SELECT vnd_id, itm_id, last_cost_amt, row_number() OVER (PARTITION BY vnd_id ORDER BY itm_id) AS k FROM erp.vnd_itm) vi
  ON vi.vnd_id = h.vnd_id AND vi.k <= 1 + (h.po_id * 7) % 4
CROSS JOIN LATERAL (SELECT 10 * (1 + (h.po_id * vi.k * 7) % 30) AS q) qq
WHERE h.po_sts_id <> 5;
UPDATE erp.po_hdr h SET po_tot_amt = s.amt
FROM (SELECT po_id, round(sum(ord_qty * unit_cost_amt), 2) AS amt FROM erp.po_ln GROUP BY po_id) s
WHERE s.po_id = h.po_id;

CREATE TABLE erp.rcpt (
    rcpt_id        INTEGER PRIMARY KEY,
    po_id          INTEGER NOT NULL,
    rcpt_dt        DATE NOT NULL,
    whse_id        INTEGER NOT NULL,
    rcvd_by_emp_id INTEGER,
    pkg_cnt        INTEGER NOT NULL,
    dock_door_no   VARCHAR(4)
);
INSERT INTO erp.rcpt
SELECT 6500000 + row_number() OVER (ORDER BY h.po_id), h.po_id, h.po_dt + 12, h.whse_id,
       7000 + 47 + (h.po_id * 7) % 60, 1 + h.po_id % 9, 'D' || CAST(1 + h.po_id % 12 AS VARCHAR)
FROM erp.po_hdr h WHERE h.po_sts_id IN (3, 4);

CREATE TABLE erp.crrr (
    crrr_id    INTEGER PRIMARY KEY,
    crrr_cd    VARCHAR(6) NOT NULL,
    crrr_nm    VARCHAR(40) NOT NULL,
    svc_lvl_cd VARCHAR(6) NOT NULL
);
INSERT INTO erp.crrr VALUES
    (1, 'UPSG', 'UPS', 'GRND'), (2, 'UPS2', 'UPS', '2DAY'), (3, 'FDXN', 'FEDEX', 'NXTDAY'), (4, 'XPO', 'XPO LOGISTICS', 'LTL'),
    (5, 'ODFL', 'OLD DOMINION FREIGHT LINE', 'LTL'), (6, 'CPU', 'CUSTOMER PICKUP', 'WILL'), (7, 'OWN', 'COMPANY TRUCK', 'LOCAL');

CREATE TABLE erp.ord_sts (
    ord_sts_id   INTEGER PRIMARY KEY,
    ord_sts_cd   VARCHAR(4) NOT NULL,
    ord_sts_desc VARCHAR(30) NOT NULL
);
INSERT INTO erp.ord_sts VALUES (1, 'ENT', 'ENTERED'), (2, 'HLD', 'CREDIT HOLD'), (3, 'REL', 'RELEASED TO WAREHOUSE'),
    (4, 'PICK', 'PICKING'), (5, 'SHIP', 'SHIPPED'), (6, 'INV', 'INVOICED'), (7, 'CANC', 'CANCELLED');

-- 900 orders from 560 of the 600 customers; the last 50 (entered, on hold, cancelled) have no lines.
CREATE TABLE erp.ord_hdr (
    ord_id         INTEGER PRIMARY KEY,
    ord_no         VARCHAR(10) NOT NULL,
    cust_id        INTEGER NOT NULL,
    sls_rep_id     INTEGER NOT NULL,
    whse_id        INTEGER NOT NULL,
    ord_dt         DATE NOT NULL,
    req_shp_dt     DATE NOT NULL,
    ord_sts_id     INTEGER NOT NULL,
    shp_to_addr_id INTEGER,
    crrr_id        INTEGER NOT NULL,
    ord_src_cd     VARCHAR(5) NOT NULL,
    cust_po_no     VARCHAR(20),
    ord_tot_amt    DECIMAL(14, 2),
    curr_cd        VARCHAR(3) NOT NULL
);
INSERT INTO erp.ord_hdr
SELECT 5000000 + o, 'SO' || CAST(700000 + o * 7 AS VARCHAR), c.cust_id,
       CASE WHEN c.terr_id = 14 THEN 15 + o % 6 ELSE c.terr_id END,
       CASE WHEN c.terr_id = 14 THEN 6 WHEN c.terr_id IN (10, 11, 12, 13) THEN 5 WHEN c.terr_id IN (4, 5, 6) THEN (CASE WHEN o % 4 = 0 THEN 8 ELSE 1 END)
            WHEN c.terr_id IN (7, 9) THEN 2 WHEN c.terr_id = 8 THEN (CASE WHEN o % 5 = 0 THEN 7 ELSE 2 END) WHEN c.terr_id = 3 AND o % 2 = 0 THEN 3 ELSE 4 END,
       DATE '2022-01-03' + CAST((o * 1.2) AS INTEGER),
       DATE '2022-01-03' + CAST((o * 1.2) AS INTEGER) + CAST(3 + o % 5 AS INTEGER),
       CASE WHEN o > 850 THEN (CASE WHEN o % 3 = 0 THEN 7 WHEN o % 3 = 1 THEN 2 ELSE 1 END)
            WHEN o > 830 THEN 3 WHEN o > 815 THEN 4 WHEN o > 790 THEN 5 ELSE 6 END,
       coalesce((SELECT max(a.cust_addr_id) FROM erp.cust_addr a WHERE a.cust_id = c.cust_id), NULL),
       CASE WHEN c.terr_id = 14 THEN 4 ELSE 1 + (o * 3) % 7 END,
       (['EDI', 'WEB', 'PHONE', 'EMAIL', 'EDI', 'WEB', 'FAX'])[(o * 5) % 7 + 1],
       CASE WHEN o % 4 <> 0 THEN 'PO-' || CAST(10000 + (o * 7919) % 89999 AS VARCHAR) END,
       NULL,
       CASE WHEN c.terr_id = 14 THEN 'CAD' ELSE 'USD' END
FROM range(1, 901) t(o) JOIN erp.cust_mstr c ON c.cust_id = 100000 + 1 + (o * 7) % 560;

CREATE TABLE erp.ord_ln (
    ord_id       INTEGER NOT NULL,
    ln_no        INTEGER NOT NULL,
    itm_id       INTEGER NOT NULL,
    ord_qty      INTEGER NOT NULL,
    shp_qty      INTEGER NOT NULL,
    unit_prc_amt DECIMAL(12, 2) NOT NULL,
    disc_pct     DECIMAL(5, 2) NOT NULL,
    ln_sts_cd    VARCHAR(4) NOT NULL,
    PRIMARY KEY (ord_id, ln_no)
);
INSERT INTO erp.ord_ln
SELECT h.ord_id, k + 1, i.itm_id, q,
       CASE WHEN h.ord_sts_id IN (5, 6) THEN q ELSE 0 END,
       i.list_prc_amt, CASE WHEN c.cust_typ_cd = 'DIST' THEN 15.00 WHEN c.cust_typ_cd = 'OEM' THEN 10.00 WHEN c.cust_typ_cd IN ('GOVT', 'EDU') THEN 5.00 ELSE 0.00 END,
       CASE WHEN h.ord_sts_id IN (5, 6) THEN 'SHPD' WHEN h.ord_sts_id = 4 THEN 'PICK' ELSE 'OPEN' END
FROM erp.ord_hdr h JOIN erp.cust_mstr c ON c.cust_id = h.cust_id, range(0, 3) t(k)
JOIN erp.itm_mstr i ON i.itm_id = 200000 + 1 + ((h.ord_id - 5000000) * 7 + k * 31) % 380
CROSS JOIN LATERAL (SELECT 1 + ((h.ord_id - 5000000) * (k + 3)) % 48 AS q) qq
WHERE h.ord_id <= 5000850 AND k < 1 + (h.ord_id * 5) % 3;
UPDATE erp.ord_hdr h SET ord_tot_amt = s.amt
FROM (SELECT ord_id, round(sum(ord_qty * unit_prc_amt * (1 - disc_pct / 100)), 2) AS amt FROM erp.ord_ln GROUP BY ord_id) s
WHERE s.ord_id = h.ord_id;

CREATE TABLE erp.shpmt (
    shpmt_id  INTEGER PRIMARY KEY,
    ord_id    INTEGER NOT NULL,
    whse_id   INTEGER NOT NULL,
    crrr_id   INTEGER NOT NULL,
    shp_dt    DATE NOT NULL,
    trk_no    VARCHAR(30),
    frt_amt   DECIMAL(10, 2) NOT NULL,
    pkg_cnt   INTEGER NOT NULL
);
INSERT INTO erp.shpmt
SELECT 8000000 + row_number() OVER (ORDER BY h.ord_id), h.ord_id, h.whse_id, h.crrr_id, h.req_shp_dt - 1,
       CASE WHEN h.crrr_id IN (1, 2) THEN '1Z' || upper(substr(md5('t' || h.ord_id), 1, 16))
            WHEN h.crrr_id = 3 THEN CAST(700000000000 + (CAST(h.ord_id AS BIGINT) * 7919) % 99999999999 AS VARCHAR)
            WHEN h.crrr_id IN (4, 5) THEN 'PRO' || CAST(100000 + h.ord_id % 900000 AS VARCHAR) END,
       CASE WHEN h.crrr_id IN (6, 7) THEN 0 ELSE round(12.5 + (h.ord_id * 37) % 400 / 3.0, 2) END,
       1 + h.ord_id % 6
FROM erp.ord_hdr h WHERE h.ord_sts_id IN (5, 6);

CREATE TABLE erp.ar_inv (
    ar_inv_id   INTEGER PRIMARY KEY,
    inv_no      VARCHAR(10) NOT NULL,
    ord_id      INTEGER NOT NULL,
    cust_id     INTEGER NOT NULL,
    inv_dt      DATE NOT NULL,
    due_dt      DATE NOT NULL,
    inv_amt     DECIMAL(14, 2) NOT NULL,
    bal_due_amt DECIMAL(14, 2) NOT NULL,
    ar_sts_cd   VARCHAR(4) NOT NULL
);
INSERT INTO erp.ar_inv
SELECT 9000000 + row_number() OVER (ORDER BY h.ord_id), 'IN' || CAST(300000 + (h.ord_id - 5000000) * 3 AS VARCHAR), h.ord_id, h.cust_id,
       h.req_shp_dt, h.req_shp_dt + t.net_days,
       h.ord_tot_amt,
       CASE WHEN h.ord_id % 7 = 0 THEN h.ord_tot_amt WHEN h.ord_id % 11 = 0 THEN round(h.ord_tot_amt / 2, 2) WHEN h.ord_id % 97 = 0 THEN h.ord_tot_amt ELSE 0 END,
       CASE WHEN h.ord_id % 97 = 0 THEN 'WO' WHEN h.ord_id % 7 = 0 THEN 'OPEN' WHEN h.ord_id % 11 = 0 THEN 'PART' ELSE 'PAID' END
FROM erp.ord_hdr h JOIN erp.cust_mstr c ON c.cust_id = h.cust_id JOIN erp.pay_trm t ON t.pay_trm_id = c.pay_trm_id
WHERE h.ord_sts_id = 6;

CREATE TABLE erp.ar_pmt (
    ar_pmt_id    INTEGER PRIMARY KEY,
    ar_inv_id    INTEGER NOT NULL,
    pmt_dt       DATE NOT NULL,
    pmt_amt      DECIMAL(14, 2) NOT NULL,
    pmt_mthd_cd  VARCHAR(4) NOT NULL,
    chk_no       VARCHAR(10)
);
INSERT INTO erp.ar_pmt
SELECT 9500000 + row_number() OVER (ORDER BY ar_inv_id), ar_inv_id, due_dt - CAST(ar_inv_id % 20 AS INTEGER), inv_amt - bal_due_amt,
       (['ACH', 'CHK', 'ACH', 'WIRE', 'CC'])[ar_inv_id % 5 + 1],
       CASE WHEN ar_inv_id % 5 = 1 THEN CAST(10000 + ar_inv_id % 90000 AS VARCHAR) END
FROM erp.ar_inv WHERE ar_sts_cd IN ('PAID', 'PART');

CREATE TABLE erp.rtrn_rsn (
    rtrn_rsn_id   INTEGER PRIMARY KEY,
    rtrn_rsn_cd   VARCHAR(4) NOT NULL,
    rtrn_rsn_desc VARCHAR(40) NOT NULL
);
INSERT INTO erp.rtrn_rsn VALUES (1, 'DMG', 'DAMAGED IN TRANSIT'), (2, 'WRNG', 'WRONG ITEM SHIPPED'), (3, 'DEF', 'DEFECTIVE'),
    (4, 'NOTN', 'NO LONGER NEEDED'), (5, 'LATE', 'ARRIVED TOO LATE'), (6, 'OVSH', 'OVERSHIPMENT');

CREATE TABLE erp.rtrn (
    rtrn_id     INTEGER PRIMARY KEY,
    rma_no      VARCHAR(10) NOT NULL,
    ord_id      INTEGER NOT NULL,
    itm_id      INTEGER NOT NULL,
    rtrn_dt     DATE NOT NULL,
    rtrn_qty    INTEGER NOT NULL,
    rtrn_rsn_id INTEGER NOT NULL,
    crdt_amt    DECIMAL(12, 2) NOT NULL
);
INSERT INTO erp.rtrn
SELECT 8500000 + row_number() OVER (ORDER BY l.ord_id, l.ln_no), 'RMA' || CAST(20000 + (l.ord_id - 5000000) AS VARCHAR),
       l.ord_id, l.itm_id, h.req_shp_dt + CAST(10 + l.ord_id % 20 AS INTEGER), greatest(1, l.shp_qty // 4),
       1 + (l.ord_id * 3 + l.ln_no) % 6, round(greatest(1, l.shp_qty // 4) * l.unit_prc_amt * (1 - l.disc_pct / 100), 2)
FROM erp.ord_ln l JOIN erp.ord_hdr h ON h.ord_id = l.ord_id
WHERE h.ord_sts_id IN (5, 6) AND (l.ord_id * 7 + l.ln_no) % 11 = 0;

CREATE TABLE erp.inv_bal (
    whse_id      INTEGER NOT NULL,
    itm_id       INTEGER NOT NULL,
    on_hnd_qty   INTEGER NOT NULL,
    alloc_qty    INTEGER NOT NULL,
    reord_pt_qty INTEGER NOT NULL,
    bin_loc      VARCHAR(10),
    last_cnt_dt  DATE,
    PRIMARY KEY (whse_id, itm_id)
);
INSERT INTO erp.inv_bal
SELECT w.whse_id, i.itm_id, (i.itm_id * 37 + w.whse_id * 101) % 900, (i.itm_id * 13 + w.whse_id) % 60,
       25 + (i.itm_id * 7) % 10 * 25,
       chr(65 + CAST((i.itm_id + w.whse_id) % 20 AS INTEGER)) || '-' || lpad(CAST((i.itm_id * 3) % 40 AS VARCHAR), 2, '0') || '-' || CAST(1 + i.itm_id % 5 AS VARCHAR),
       DATE '2024-01-15' + CAST((i.itm_id + w.whse_id * 17) % 300 AS INTEGER)
FROM erp.whse w JOIN erp.itm_mstr i ON i.itm_sts_cd <> 'OBS' AND (i.itm_id + w.whse_id) % 8 < 5
WHERE w.whse_id <> 8 OR i.itm_id % 2 = 0;

CREATE TABLE erp.inv_txn (
    inv_txn_id INTEGER PRIMARY KEY,
    itm_id     INTEGER NOT NULL,
    whse_id    INTEGER NOT NULL,
    txn_typ_cd VARCHAR(4) NOT NULL,
    txn_qty    INTEGER NOT NULL,
    txn_dt     DATE NOT NULL,
    ref_doc_no VARCHAR(12)
);
INSERT INTO erp.inv_txn
SELECT 7700000 + n, 200000 + 1 + (n * 17) % 390, 1 + (n * 5) % 7,
       (['RCPT', 'SHIP', 'SHIP', 'ADJ', 'XFER', 'SHIP', 'RCPT', 'CCNT'])[n % 8 + 1],
       CASE WHEN n % 8 IN (1, 2, 5) THEN -(1 + n % 40) WHEN n % 8 = 3 THEN (n % 7) - 3 ELSE 1 + (n * 7) % 200 END,
       DATE '2024-01-02' + CAST(n // 6 AS INTEGER),
       CASE n % 8 WHEN 0 THEN 'PO' || CAST(80000 + (n % 500) * 3 AS VARCHAR) WHEN 6 THEN 'PO' || CAST(80000 + (n % 500) * 3 AS VARCHAR)
                  WHEN 1 THEN 'SO' || CAST(700000 + (n % 900) * 7 AS VARCHAR) WHEN 2 THEN 'SO' || CAST(700000 + (n % 900) * 7 AS VARCHAR)
                  WHEN 5 THEN 'SO' || CAST(700000 + (n % 900) * 7 AS VARCHAR) END
FROM range(1, 1501) t(n);

CREATE TABLE erp.prj_sts (
    prj_sts_id   INTEGER PRIMARY KEY,
    prj_sts_cd   VARCHAR(4) NOT NULL,
    prj_sts_desc VARCHAR(30) NOT NULL
);
INSERT INTO erp.prj_sts VALUES (1, 'PROP', 'PROPOSED'), (2, 'ACTV', 'ACTIVE'), (3, 'HOLD', 'ON HOLD'), (4, 'CMPL', 'COMPLETED'), (5, 'CANC', 'CANCELLED');

-- Engineering-services projects sold to customers (line-side kitting, vending, automation).
CREATE TABLE erp.prj (
    prj_id         INTEGER PRIMARY KEY,
    prj_cd         VARCHAR(10) NOT NULL,
    prj_nm         VARCHAR(60) NOT NULL,
    cust_id        INTEGER NOT NULL,
    dept_id        INTEGER NOT NULL,
    prj_mgr_emp_id INTEGER NOT NULL,
    prj_sts_id     INTEGER NOT NULL,
    strt_dt        DATE NOT NULL,
    end_dt         DATE,
    bdgt_amt       DECIMAL(12, 2) NOT NULL
);
INSERT INTO erp.prj
SELECT p, 'PRJ-' || lpad(CAST(p * 11 AS VARCHAR), 4, '0'),
       (['VENDING MACHINE ROLLOUT', 'LINE-SIDE KITTING', 'TOOL CRIB AUDIT', 'COMPRESSED AIR LEAK SURVEY', 'LUBRICATION PROGRAM', 'SAFETY STOCK REVIEW', 'CONVEYOR RETROFIT', 'VMI SETUP', 'HYDRAULIC SYSTEM REBUILD', 'EDI ONBOARDING'])[(p * 3) % 10 + 1]
         || ' - ' || split_part(c.cust_nm, ' ', 1) || ' ' || split_part(c.cust_nm, ' ', 2),
       c.cust_id, CASE WHEN p % 5 = 0 THEN 10 ELSE 9 END,
       CASE WHEN p % 5 = 0 THEN 7176 ELSE ([7163, 7168, 7172])[p % 3 + 1] END,
       CASE WHEN p % 13 = 0 THEN 5 WHEN p % 7 = 0 THEN 3 WHEN p <= 45 THEN 4 WHEN p > 72 THEN 1 ELSE 2 END,
       DATE '2022-02-01' + CAST(p * 11 AS INTEGER),
       CASE WHEN p <= 45 THEN DATE '2022-02-01' + CAST(p * 11 + 90 + p % 60 AS INTEGER) END,
       (10 + (p * 7) % 30) * 2500
FROM range(1, 81) t(p) JOIN erp.cust_mstr c ON c.cust_id = 100000 + 1 + (p * 13) % 600;

CREATE TABLE erp.prj_asgn (
    prj_id    INTEGER NOT NULL,
    emp_id    INTEGER NOT NULL,
    role_cd   VARCHAR(4) NOT NULL,
    alloc_pct DECIMAL(5, 2) NOT NULL,
    strt_dt   DATE NOT NULL,
    end_dt    DATE,
    PRIMARY KEY (prj_id, emp_id)
);
INSERT INTO erp.prj_asgn
SELECT p.prj_id, p.prj_mgr_emp_id, 'PM', 25.00, p.strt_dt, p.end_dt FROM erp.prj p
UNION ALL
SELECT DISTINCT p.prj_id, e.emp_id, e.role_cd, e.alloc, p.strt_dt, p.end_dt
FROM erp.prj p, range(0, 4) t(k)
CROSS JOIN LATERAL (
    SELECT CASE WHEN k = 0 THEN 7000 + 164 + (p.prj_id * 3) % 12
                WHEN k = 1 THEN 7000 + 177 + (p.prj_id * 5) % 13
                WHEN k = 2 THEN 7000 + 25 + (p.prj_id * 7) % 14
                ELSE 7000 + 47 + (p.prj_id * 11) % 60 END AS emp_id,
           (['ENG', 'DEV', 'SLS', 'TECH'])[k + 1] AS role_cd,
           CASE k WHEN 0 THEN 50.00 WHEN 1 THEN 40.00 WHEN 2 THEN 10.00 ELSE 20.00 END AS alloc) e
WHERE e.emp_id NOT IN (7163, 7168, 7172, 7176) AND (k < 2 OR p.prj_id % 2 = 0);

CREATE TABLE erp.tm_sht (
    tm_sht_id INTEGER PRIMARY KEY,
    emp_id    INTEGER NOT NULL,
    prj_id    INTEGER NOT NULL,
    wk_end_dt DATE NOT NULL,
    hrs_qty   DECIMAL(5, 2) NOT NULL,
    bill_flg  VARCHAR(1) NOT NULL,
    aprv_flg  VARCHAR(1) NOT NULL
);
INSERT INTO erp.tm_sht
SELECT 900000 + row_number() OVER (ORDER BY a.prj_id, a.emp_id, w), a.emp_id, a.prj_id,
       a.strt_dt + CAST(7 * w + 6 - dayofweek(a.strt_dt) AS INTEGER),
       round(a.alloc_pct * 0.4 * (0.75 + ((a.emp_id + w) % 6) / 10.0), 2),
       CASE WHEN a.role_cd = 'SLS' THEN 'N' ELSE 'Y' END,
       CASE WHEN w < 6 OR a.prj_id % 3 <> 0 THEN 'Y' ELSE 'N' END
FROM erp.prj_asgn a, range(0, 8) t(w)
WHERE w < 2 + a.prj_id % 7;

DROP TABLE erp_city;
DROP TABLE erp_staff;
