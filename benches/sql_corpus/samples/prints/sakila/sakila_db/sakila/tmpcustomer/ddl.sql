CREATE TABLE sakila.tmpCustomer(customer_id USMALLINT PRIMARY KEY);
