CREATE TABLE countries("name" VARCHAR, continent VARCHAR, population INTEGER);
