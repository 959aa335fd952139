CREATE TABLE ewallet.wallet_merchant_balance_daily(merchant_id BIGINT, balance DECIMAL(10,2) NOT NULL, updated_at TIMESTAMP NOT NULL);
