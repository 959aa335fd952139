CREATE TABLE Employees(id INTEGER PRIMARY KEY, "name" VARCHAR, department VARCHAR, salary DOUBLE);
