CREATE TABLE employees.expected_values(table_name VARCHAR PRIMARY KEY, recs INTEGER NOT NULL, crc_sha VARCHAR NOT NULL, crc_md5 VARCHAR NOT NULL);
