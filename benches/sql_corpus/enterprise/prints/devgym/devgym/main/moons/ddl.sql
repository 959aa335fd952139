CREATE TABLE moons(planet_name VARCHAR, "name" VARCHAR PRIMARY KEY, radius DECIMAL(12,2), FOREIGN KEY (planet_name) REFERENCES planets("name"));
