CREATE TABLE hr.regions(region_id DECIMAL(38,0) PRIMARY KEY, region_name VARCHAR);
