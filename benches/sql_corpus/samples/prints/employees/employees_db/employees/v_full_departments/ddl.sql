CREATE VIEW employees.v_full_departments AS SELECT dept_no, dept_name, current_manager(dept_no) AS manager FROM employees.departments;
