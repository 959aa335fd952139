CREATE TABLE pivoted_sales(prod_category VARCHAR, jan BIGINT, apr BIGINT, jul BIGINT, oct BIGINT);
