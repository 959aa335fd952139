CREATE TABLE geography.lake(lake_name VARCHAR, area DOUBLE, country_name VARCHAR DEFAULT(CAST('' AS text)) NOT NULL, state_name VARCHAR);
