CREATE TABLE HumanResources.Department(DepartmentID SMALLINT, "Name" VARCHAR NOT NULL, GroupName VARCHAR NOT NULL, ModifiedDate TIMESTAMP NOT NULL, PRIMARY KEY(DepartmentID));
