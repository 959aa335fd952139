CREATE TABLE Person.BusinessEntity(BusinessEntityID INTEGER, rowguid UUID NOT NULL, ModifiedDate TIMESTAMP NOT NULL, PRIMARY KEY(BusinessEntityID));
