CREATE TABLE scholar.field(fieldid BIGINT);
