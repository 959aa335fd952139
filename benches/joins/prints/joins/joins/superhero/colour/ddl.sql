CREATE TABLE superhero.colour(id INTEGER PRIMARY KEY, colour VARCHAR);
