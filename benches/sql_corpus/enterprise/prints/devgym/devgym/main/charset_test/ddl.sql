CREATE TABLE charset_test(col1 VARCHAR, col2 VARCHAR);
