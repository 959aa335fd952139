CREATE TABLE ewallet.user_sessions(user_id BIGINT NOT NULL, session_start_ts TIMESTAMP NOT NULL, session_end_ts TIMESTAMP, device_type VARCHAR, device_id VARCHAR);
