CREATE TABLE tweets(dte DATE PRIMARY KEY, tweet_millions DECIMAL(16,6));
