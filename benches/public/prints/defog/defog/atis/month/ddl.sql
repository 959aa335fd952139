CREATE TABLE atis."month"(month_number BIGINT, month_name VARCHAR);
