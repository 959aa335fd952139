CREATE TABLE Account(account_id INTEGER PRIMARY KEY, account_name VARCHAR, balance INTEGER);
