CREATE TABLE SessionEvents(session_id VARCHAR, user_id INTEGER, "event" VARCHAR, event_time VARCHAR);
