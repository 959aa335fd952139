CREATE TABLE atis.state(state_code VARCHAR, state_name VARCHAR, country_name VARCHAR);
