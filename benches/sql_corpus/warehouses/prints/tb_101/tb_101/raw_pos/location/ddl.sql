CREATE TABLE raw_pos."location"(location_id DECIMAL(19,0), placekey VARCHAR, "location" VARCHAR, city VARCHAR, region VARCHAR, iso_country_code VARCHAR, country VARCHAR);
