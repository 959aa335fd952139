CREATE TABLE atis.flight_fare(flight_id BIGINT, fare_id BIGINT);
