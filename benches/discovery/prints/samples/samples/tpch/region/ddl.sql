CREATE TABLE tpch.region(r_regionkey INTEGER PRIMARY KEY, r_name VARCHAR NOT NULL, r_comment VARCHAR);
