CREATE TABLE superhero."attribute"(id INTEGER PRIMARY KEY, attribute_name VARCHAR);
