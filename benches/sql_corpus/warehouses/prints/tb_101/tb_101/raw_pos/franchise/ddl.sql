CREATE TABLE raw_pos.franchise(franchise_id BIGINT, first_name VARCHAR, last_name VARCHAR, city VARCHAR, country VARCHAR, e_mail VARCHAR, phone_number VARCHAR);
