CREATE TABLE superhero.superpower(id INTEGER PRIMARY KEY, power_name VARCHAR);
