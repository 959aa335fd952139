CREATE TABLE raw_pos.country(country_id DECIMAL(18,0), country VARCHAR, iso_currency VARCHAR, iso_country VARCHAR, city_id DECIMAL(19,0), city VARCHAR, city_population VARCHAR);
