CREATE TABLE superhero.alignment(id INTEGER PRIMARY KEY, alignment VARCHAR);
