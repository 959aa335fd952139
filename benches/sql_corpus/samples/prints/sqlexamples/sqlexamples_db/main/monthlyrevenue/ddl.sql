CREATE TABLE MonthlyRevenue("month" VARCHAR, revenue DOUBLE);
