CREATE TABLE analytics.japan_menu_item_sales_feb_2022(menu_item_name VARCHAR, date DATE, order_total DECIMAL(38,4));
