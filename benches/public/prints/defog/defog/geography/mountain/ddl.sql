CREATE TABLE geography.mountain(mountain_name VARCHAR, mountain_altitude BIGINT, country_name VARCHAR DEFAULT(CAST('' AS text)) NOT NULL, state_name VARCHAR);
