CREATE TABLE superhero.publisher(id INTEGER PRIMARY KEY, publisher_name VARCHAR);
