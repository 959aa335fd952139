CREATE TABLE CustomerDemographic(Id VARCHAR, CustomerDesc VARCHAR, PRIMARY KEY(Id));
