CREATE TABLE atis.airport(airport_code VARCHAR, airport_name VARCHAR, airport_location VARCHAR, state_code VARCHAR, country_name VARCHAR, time_zone_code VARCHAR, minimum_connect_time BIGINT);
