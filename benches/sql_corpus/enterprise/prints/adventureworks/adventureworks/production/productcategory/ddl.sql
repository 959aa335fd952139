CREATE TABLE Production.ProductCategory(ProductCategoryID INTEGER, "Name" VARCHAR NOT NULL, rowguid UUID NOT NULL, ModifiedDate TIMESTAMP NOT NULL, PRIMARY KEY(ProductCategoryID));
