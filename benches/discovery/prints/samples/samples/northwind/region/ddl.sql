CREATE TABLE northwind.region(region_id SMALLINT PRIMARY KEY, region_description VARCHAR NOT NULL);
