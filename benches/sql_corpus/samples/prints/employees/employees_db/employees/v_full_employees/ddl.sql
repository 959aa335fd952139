CREATE VIEW employees.v_full_employees AS SELECT emp_no, first_name, last_name, birth_date, gender, hire_date, emp_dept_name(emp_no) AS department FROM employees.employees;
