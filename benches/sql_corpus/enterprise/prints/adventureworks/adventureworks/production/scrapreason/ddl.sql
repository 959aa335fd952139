CREATE TABLE Production.ScrapReason(ScrapReasonID SMALLINT, "Name" VARCHAR NOT NULL, ModifiedDate TIMESTAMP NOT NULL, PRIMARY KEY(ScrapReasonID));
