CREATE TABLE Production.UnitMeasure(UnitMeasureCode VARCHAR, "Name" VARCHAR NOT NULL, ModifiedDate TIMESTAMP NOT NULL, PRIMARY KEY(UnitMeasureCode));
