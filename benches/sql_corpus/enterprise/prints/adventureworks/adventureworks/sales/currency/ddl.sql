CREATE TABLE Sales.Currency(CurrencyCode VARCHAR, "Name" VARCHAR NOT NULL, ModifiedDate TIMESTAMP NOT NULL, PRIMARY KEY(CurrencyCode));
