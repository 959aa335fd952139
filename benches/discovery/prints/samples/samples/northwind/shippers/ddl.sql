CREATE TABLE northwind.shippers(shipper_id SMALLINT PRIMARY KEY, company_name VARCHAR NOT NULL, phone VARCHAR);
