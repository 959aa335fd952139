CREATE TABLE atis.airline(airline_code VARCHAR, airline_name VARCHAR, note VARCHAR);
