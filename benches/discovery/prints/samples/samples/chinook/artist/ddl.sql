CREATE TABLE chinook.artist(artist_id INTEGER PRIMARY KEY, "name" VARCHAR);
