CREATE TABLE Person.PhoneNumberType(PhoneNumberTypeID INTEGER, "Name" VARCHAR NOT NULL, ModifiedDate TIMESTAMP NOT NULL, PRIMARY KEY(PhoneNumberTypeID));
