CREATE TABLE income_band(ib_income_band_sk INTEGER, ib_lower_bound INTEGER, ib_upper_bound INTEGER, PRIMARY KEY(ib_income_band_sk));
