CREATE TABLE hospital_1.Department(DepartmentID INTEGER PRIMARY KEY, "Name" VARCHAR NOT NULL, Head INTEGER NOT NULL, FOREIGN KEY (Head) REFERENCES hospital_1.Physician(EmployeeID));
