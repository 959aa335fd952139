CREATE TABLE region(r_regionkey INTEGER, r_name VARCHAR NOT NULL, r_comment VARCHAR NOT NULL, PRIMARY KEY(r_regionkey));
