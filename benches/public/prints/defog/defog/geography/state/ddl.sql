CREATE TABLE geography.state(state_name VARCHAR, population BIGINT, area DOUBLE, country_name VARCHAR DEFAULT(CAST('' AS text)) NOT NULL, capital VARCHAR, density DOUBLE);
