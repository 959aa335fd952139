CREATE TABLE movies(year_of_release DECIMAL(4,0), "name" VARCHAR PRIMARY KEY, gross_sales DECIMAL(12,0));
