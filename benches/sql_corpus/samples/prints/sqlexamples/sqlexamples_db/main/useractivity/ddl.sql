CREATE TABLE UserActivity(user_id INTEGER, activity_date VARCHAR);
