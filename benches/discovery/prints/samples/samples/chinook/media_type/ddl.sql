CREATE TABLE chinook.media_type(media_type_id INTEGER PRIMARY KEY, "name" VARCHAR);
