CREATE TABLE chinook.album(album_id INTEGER PRIMARY KEY, title VARCHAR NOT NULL, artist_id INTEGER NOT NULL, FOREIGN KEY (artist_id) REFERENCES chinook.artist(artist_id));
