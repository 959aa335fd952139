CREATE TABLE public.tmpcustomer(customer_id INTEGER PRIMARY KEY);
