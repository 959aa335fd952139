CREATE TABLE superhero.gender(id INTEGER PRIMARY KEY, gender VARCHAR);
