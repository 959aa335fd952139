CREATE TABLE atis.airport_service(city_code VARCHAR, airport_code VARCHAR, miles_distant BIGINT, direction VARCHAR, minutes_distant BIGINT);
