CREATE TABLE DailySales(sale_date VARCHAR PRIMARY KEY, revenue DOUBLE);
