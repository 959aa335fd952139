CREATE TABLE employees.department_people(emp_no INTEGER, dept_no VARCHAR, PRIMARY KEY(emp_no, dept_no));
