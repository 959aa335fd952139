CREATE TABLE geography.river(river_name VARCHAR, length BIGINT, country_name VARCHAR DEFAULT(CAST('' AS text)) NOT NULL, traverse VARCHAR);
