-- The MySQL `employees` sample database (datacharmer/test_db, CC BY-SA 3.0): employees.sql's
-- tables and views, objects.sql's views (their functions as DuckDB macros), the tables its
-- test scripts (test_employees_md5.sql / _sha.sql) create, and the temporary tables of the
-- show_departments procedure. DuckDB schema `employees` (MySQL's database).
-- Types: ENUM('M','F') -> a DuckDB ENUM, CHAR(n) -> VARCHAR. The data is ours: small, generated;
-- the nine departments carry the sample's real numbers and names.
CREATE SCHEMA employees;
CREATE TYPE employees_gender AS ENUM ('M', 'F');

CREATE TABLE employees.employees (
    emp_no      INT             NOT NULL PRIMARY KEY,
    birth_date  DATE            NOT NULL,
    first_name  VARCHAR         NOT NULL,
    last_name   VARCHAR         NOT NULL,
    gender      employees_gender NOT NULL,
    hire_date   DATE            NOT NULL
);
CREATE TABLE employees.departments (
    dept_no     VARCHAR         NOT NULL PRIMARY KEY,
    dept_name   VARCHAR         NOT NULL UNIQUE
);
CREATE TABLE employees.dept_manager (
   emp_no       INT             NOT NULL REFERENCES employees.employees (emp_no),
   dept_no      VARCHAR         NOT NULL REFERENCES employees.departments (dept_no),
   from_date    DATE            NOT NULL,
   to_date      DATE            NOT NULL,
   PRIMARY KEY (emp_no, dept_no)
);
CREATE TABLE employees.dept_emp (
    emp_no      INT             NOT NULL REFERENCES employees.employees (emp_no),
    dept_no     VARCHAR         NOT NULL REFERENCES employees.departments (dept_no),
    from_date   DATE            NOT NULL,
    to_date     DATE            NOT NULL,
    PRIMARY KEY (emp_no, dept_no)
);
CREATE TABLE employees.titles (
    emp_no      INT             NOT NULL REFERENCES employees.employees (emp_no),
    title       VARCHAR         NOT NULL,
    from_date   DATE            NOT NULL,
    to_date     DATE,
    PRIMARY KEY (emp_no, title, from_date)
);
CREATE TABLE employees.salaries (
    emp_no      INT             NOT NULL REFERENCES employees.employees (emp_no),
    salary      INT             NOT NULL,
    from_date   DATE            NOT NULL,
    to_date     DATE            NOT NULL,
    PRIMARY KEY (emp_no, from_date)
);
-- test_employees_md5.sql / test_employees_sha.sql
CREATE TABLE employees.expected_values (
    table_name varchar(30) not null primary key,
    recs int not null,
    crc_sha varchar(100) not null,
    crc_md5 varchar(100) not null
);
CREATE TABLE employees.found_values (
    table_name varchar(30) not null primary key,
    recs int not null,
    crc_sha varchar(100) not null,
    crc_md5 varchar(100) not null
);
CREATE TABLE employees.tchecksum (chk varchar(100));
-- objects.sql, procedure show_departments (temporary tables)
CREATE TABLE employees.department_max_date (
    emp_no int not null primary key,
    dept_from_date date not null,
    dept_to_date  date not null
);
CREATE TABLE employees.department_people (
    emp_no int not null,
    dept_no varchar not null,
    primary key (emp_no, dept_no)
);

INSERT INTO employees.departments VALUES
  ('d001', 'Marketing'), ('d002', 'Finance'), ('d003', 'Human Resources'), ('d004', 'Production'),
  ('d005', 'Development'), ('d006', 'Quality Management'), ('d007', 'Sales'), ('d008', 'Research'),
  ('d009', 'Customer Service');
INSERT INTO employees.employees
  SELECT 10000 + i, DATE '1953-09-02' + CAST((i * 211) % 4000 AS INT), ['Georgi', 'Bezalel', 'Parto', 'Chirstian', 'Kyoichi', 'Anneke', 'Tzvetan', 'Saniya', 'Sumant', 'Duangkaew'][1 + i % 10],
         ['Facello', 'Simmel', 'Bamford', 'Koblick', 'Maliniak', 'Preusig', 'Zielinski', 'Kalloufi', 'Peac', 'Piveteau'][1 + (i * 3) % 10],
         CAST(CASE WHEN i % 2 = 0 THEN 'F' ELSE 'M' END AS employees_gender), DATE '1985-01-01' + CAST((i * 97) % 3000 AS INT)
  FROM generate_series(1, 30) AS g(i);
INSERT INTO employees.dept_emp
  SELECT 10000 + i, 'd00' || (1 + i % 9), DATE '1986-06-26' + CAST(i * 30 AS INT), CASE WHEN i % 4 = 0 THEN DATE '1995-01-01' + CAST(i AS INT) ELSE DATE '9999-01-01' END
  FROM generate_series(1, 30) AS g(i);
INSERT INTO employees.dept_emp
  SELECT 10000 + i, 'd00' || (1 + (i + 4) % 9), DATE '1995-01-01' + CAST(i AS INT), DATE '9999-01-01'
  FROM generate_series(1, 30) AS g(i) WHERE i % 4 = 0;
INSERT INTO employees.dept_manager
  SELECT 10000 + i, 'd00' || i, DATE '1985-01-01' + CAST(i * 10 AS INT), DATE '9999-01-01' FROM generate_series(1, 9) AS g(i);
INSERT INTO employees.titles
  SELECT 10000 + i, ['Senior Engineer', 'Staff', 'Engineer', 'Senior Staff', 'Assistant Engineer', 'Technique Leader', 'Manager'][1 + i % 7],
         DATE '1986-06-26' + CAST(i * 30 AS INT), DATE '9999-01-01'
  FROM generate_series(1, 30) AS g(i);
INSERT INTO employees.salaries
  SELECT 10000 + i, 40000 + (i * 1733) % 60000, DATE '1986-06-26' + CAST(i * 30 + y * 365 AS INT), DATE '1986-06-26' + CAST(i * 30 + (y + 1) * 365 AS INT)
  FROM generate_series(1, 30) AS g(i), generate_series(0, 3) AS h(y);
INSERT INTO employees.expected_values VALUES
  ('employees', 300024, '4d4aa689914d8fd41db7e45c2168e7dcb9697359', '4ec56ab5ba37218d187cf6ab09ce1aa1'),
  ('departments', 9, '4b315afa0e35ca6649df897b958345bcb3d2b764', 'd1af5e170d2d1591d776d5638d71fc5f'),
  ('dept_manager', 24, '9687a7d6f93ca8847388a42a6d8d93982a841c6c', '8720e2f0853ac9096b689c14664f847e'),
  ('dept_emp', 331603, 'd95ab9fe07df0865f592574b3b33b9c741d9fd1b', 'ccf6fe516f990bdaa49713fc478701b7'),
  ('titles', 443308, 'd12d5f746b88f07e69b9e36675b6067abb01b60e', 'bfa016c472df68e70a03facafa1bc0a8'),
  ('salaries', 2844047, 'b5a1785c27d75e33a4173aaa22ccf41ebd7d4a9f', 'fd220654e95aea1b169624ffe3fca934');
INSERT INTO employees.found_values SELECT * FROM employees.expected_values;
INSERT INTO employees.tchecksum SELECT crc_md5 FROM employees.expected_values;
INSERT INTO employees.department_max_date
  SELECT emp_no, max(from_date), max(to_date) FROM employees.dept_emp GROUP BY emp_no;
INSERT INTO employees.department_people
  SELECT dmd.emp_no, dept_no FROM employees.department_max_date dmd
  INNER JOIN employees.dept_emp de ON dmd.dept_from_date = de.from_date AND dmd.dept_to_date = de.to_date AND dmd.emp_no = de.emp_no;

-- Views of employees.sql and objects.sql; objects.sql's stored functions become macros.
CREATE VIEW employees.dept_emp_latest_date AS
    SELECT emp_no, MAX(from_date) AS from_date, MAX(to_date) AS to_date
    FROM employees.dept_emp
    GROUP BY emp_no;
CREATE VIEW employees.current_dept_emp AS
    SELECT l.emp_no, dept_no, l.from_date, l.to_date
    FROM employees.dept_emp d
        INNER JOIN employees.dept_emp_latest_date l
        ON d.emp_no=l.emp_no AND d.from_date=l.from_date AND l.to_date = d.to_date;
CREATE MACRO emp_dept_id(employee_id) AS (
    SELECT dept_no FROM employees.dept_emp
    WHERE emp_no = employee_id
      AND from_date = (SELECT max(from_date) FROM employees.dept_emp WHERE emp_no = employee_id)
    LIMIT 1);
CREATE MACRO emp_dept_name(employee_id) AS (
    SELECT dept_name FROM employees.departments WHERE dept_no = emp_dept_id(employee_id));
CREATE MACRO emp_name(employee_id) AS (
    SELECT concat(first_name, ' ', last_name) FROM employees.employees WHERE emp_no = employee_id);
CREATE MACRO current_manager(dept_id) AS (
    SELECT emp_name(emp_no) FROM employees.dept_manager
    WHERE dept_no = dept_id
      AND from_date = (SELECT max(from_date) FROM employees.dept_manager WHERE dept_no = dept_id)
    LIMIT 1);
CREATE VIEW employees.v_full_employees AS
    SELECT emp_no, first_name, last_name, birth_date, gender, hire_date,
           emp_dept_name(emp_no) AS department
    FROM employees.employees;
CREATE VIEW employees.v_full_departments AS
    SELECT dept_no, dept_name, current_manager(dept_no) AS manager
    FROM employees.departments;
