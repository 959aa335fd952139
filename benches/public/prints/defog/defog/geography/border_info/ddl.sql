CREATE TABLE geography.border_info(state_name VARCHAR, border VARCHAR);
