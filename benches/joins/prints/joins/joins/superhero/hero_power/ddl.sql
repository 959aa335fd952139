CREATE TABLE superhero.hero_power(hero_id INTEGER, power_id INTEGER, FOREIGN KEY (hero_id) REFERENCES superhero.superhero(id), FOREIGN KEY (power_id) REFERENCES superhero.superpower(id));
