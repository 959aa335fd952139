CREATE TABLE life_expectancy(recorded_year DATE, age DECIMAL(6,2));
