CREATE TABLE geography.highlow(state_name VARCHAR, highest_elevation VARCHAR, lowest_point VARCHAR, highest_point VARCHAR, lowest_elevation VARCHAR);
