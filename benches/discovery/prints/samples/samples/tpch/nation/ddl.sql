CREATE TABLE tpch.nation(n_nationkey INTEGER PRIMARY KEY, n_name VARCHAR NOT NULL, n_regionkey INTEGER NOT NULL, n_comment VARCHAR, FOREIGN KEY (n_regionkey) REFERENCES tpch.region(r_regionkey));
