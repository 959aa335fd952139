CREATE TABLE restaurants.geographic(city_name VARCHAR, county VARCHAR, region VARCHAR);
