CREATE TABLE atis."days"(days_code VARCHAR, day_name VARCHAR);
