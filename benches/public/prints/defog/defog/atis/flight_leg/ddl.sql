CREATE TABLE atis.flight_leg(flight_id BIGINT, leg_number BIGINT, leg_flight BIGINT);
