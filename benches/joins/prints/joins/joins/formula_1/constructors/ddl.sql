CREATE TABLE formula_1.constructors(constructorId INTEGER PRIMARY KEY, constructorRef VARCHAR NOT NULL, "name" VARCHAR NOT NULL, nationality VARCHAR, url VARCHAR);
