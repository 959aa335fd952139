CREATE TABLE chinook.playlist(playlist_id INTEGER PRIMARY KEY, "name" VARCHAR);
