CREATE TABLE employees.departments(dept_no VARCHAR PRIMARY KEY, dept_name VARCHAR NOT NULL UNIQUE);
