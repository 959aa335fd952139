CREATE TABLE adventureworks.sales_reason(sales_reason_id INTEGER PRIMARY KEY, "name" VARCHAR NOT NULL, reason_type VARCHAR NOT NULL);
