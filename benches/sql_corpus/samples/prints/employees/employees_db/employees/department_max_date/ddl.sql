CREATE TABLE employees.department_max_date(emp_no INTEGER PRIMARY KEY, dept_from_date DATE NOT NULL, dept_to_date DATE NOT NULL);
