CREATE TABLE CustomerCustomerDemo(Id VARCHAR, CustomerTypeId VARCHAR, PRIMARY KEY(Id));
