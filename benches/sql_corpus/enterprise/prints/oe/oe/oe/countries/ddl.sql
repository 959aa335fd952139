CREATE TABLE oe.countries(country_id VARCHAR PRIMARY KEY, country_name VARCHAR, region_id DECIMAL(38,0));
