CREATE TABLE Person.CountryRegion(CountryRegionCode VARCHAR, "Name" VARCHAR NOT NULL, ModifiedDate TIMESTAMP NOT NULL, PRIMARY KEY(CountryRegionCode));
