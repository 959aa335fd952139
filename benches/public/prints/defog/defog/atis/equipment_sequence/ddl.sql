CREATE TABLE atis.equipment_sequence(aircraft_code_sequence VARCHAR, aircraft_code VARCHAR);
