CREATE TABLE Production.ProductDescription(ProductDescriptionID INTEGER, Description VARCHAR NOT NULL, rowguid UUID NOT NULL, ModifiedDate TIMESTAMP NOT NULL, PRIMARY KEY(ProductDescriptionID));
