CREATE TABLE ewallet.wallet_user_balance_daily(user_id BIGINT, balance DECIMAL(10,2) NOT NULL, updated_at TIMESTAMP NOT NULL);
