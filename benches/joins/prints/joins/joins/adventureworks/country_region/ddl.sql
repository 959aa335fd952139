CREATE TABLE adventureworks.country_region(country_region_code VARCHAR PRIMARY KEY, "name" VARCHAR NOT NULL);
