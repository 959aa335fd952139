CREATE TABLE geography.city(city_name VARCHAR, population BIGINT, country_name VARCHAR DEFAULT(CAST('' AS text)) NOT NULL, state_name VARCHAR);
