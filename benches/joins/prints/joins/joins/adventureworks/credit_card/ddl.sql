CREATE TABLE adventureworks.credit_card(credit_card_id INTEGER PRIMARY KEY, card_type VARCHAR NOT NULL, card_number VARCHAR NOT NULL, exp_month INTEGER NOT NULL, exp_year INTEGER NOT NULL);
