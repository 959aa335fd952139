CREATE TABLE university.department(dept_name VARCHAR PRIMARY KEY, building VARCHAR, budget DECIMAL(12,2), CHECK((budget > 0)));
