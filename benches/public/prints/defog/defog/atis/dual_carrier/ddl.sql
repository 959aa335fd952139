CREATE TABLE atis.dual_carrier(main_airline VARCHAR, low_flight_number BIGINT, high_flight_number BIGINT, dual_airline VARCHAR, service_name VARCHAR);
