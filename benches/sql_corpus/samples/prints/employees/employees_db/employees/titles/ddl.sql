CREATE TABLE employees.titles(emp_no INTEGER, title VARCHAR, from_date DATE, to_date DATE, FOREIGN KEY (emp_no) REFERENCES employees.employees(emp_no), PRIMARY KEY(emp_no, title, from_date));
