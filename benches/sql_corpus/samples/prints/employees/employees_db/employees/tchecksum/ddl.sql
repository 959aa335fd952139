CREATE TABLE employees.tchecksum(chk VARCHAR);
