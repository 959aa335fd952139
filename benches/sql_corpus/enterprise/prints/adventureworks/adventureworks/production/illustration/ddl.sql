CREATE TABLE Production.Illustration(IllustrationID INTEGER, Diagram VARCHAR, ModifiedDate TIMESTAMP NOT NULL, PRIMARY KEY(IllustrationID));
