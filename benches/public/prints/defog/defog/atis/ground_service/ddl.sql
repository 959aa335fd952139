CREATE TABLE atis.ground_service(city_code VARCHAR, airport_code VARCHAR, transport_type VARCHAR, ground_fare BIGINT);
