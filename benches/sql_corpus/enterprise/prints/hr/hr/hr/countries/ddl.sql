CREATE TABLE hr.countries(country_id VARCHAR PRIMARY KEY, country_name VARCHAR, region_id DECIMAL(38,0), FOREIGN KEY (region_id) REFERENCES hr.regions(region_id));
