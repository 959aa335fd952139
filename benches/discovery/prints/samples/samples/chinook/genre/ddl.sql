CREATE TABLE chinook.genre(genre_id INTEGER PRIMARY KEY, "name" VARCHAR);
