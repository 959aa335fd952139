CREATE TABLE ship_mode(sm_ship_mode_sk INTEGER, sm_ship_mode_id VARCHAR NOT NULL, sm_type VARCHAR, sm_code VARCHAR, sm_carrier VARCHAR, sm_contract VARCHAR, PRIMARY KEY(sm_ship_mode_sk));
