CREATE TABLE Categories(CategoryID INTEGER PRIMARY KEY, CategoryName VARCHAR NOT NULL, Description VARCHAR, Picture BLOB);
