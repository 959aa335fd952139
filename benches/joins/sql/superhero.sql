-- Schema `superhero`: the `superhero` database of the BIRD text-to-SQL benchmark's dev set
-- (bird-bench.github.io, CC BY-SA 4.0): ten tables, their names and columns as BIRD has them.
-- Every lookup table keys on `id`; superhero refers to colour three times (eyes, hair, skin).
-- The lookup vocabularies (alignments, genders, attributes, publishers, races, colours, power
-- names) are the original's or a subset of them; the heroes are a subset of its names, and
-- which hero has which colour, race, power or attribute value is generated (range() and
-- modular arithmetic, no random()). Primary and foreign keys as BIRD declares them.

CREATE SCHEMA superhero;

CREATE TABLE superhero.alignment (
    id        INTEGER PRIMARY KEY,
    alignment VARCHAR
);
INSERT INTO superhero.alignment VALUES (1, 'Good'), (2, 'Bad'), (3, 'Neutral'), (4, 'N/A');

CREATE TABLE superhero.attribute (
    id             INTEGER PRIMARY KEY,
    attribute_name VARCHAR
);
INSERT INTO superhero.attribute VALUES
    (1, 'Intelligence'), (2, 'Strength'), (3, 'Speed'), (4, 'Durability'), (5, 'Power'), (6, 'Combat');

CREATE TABLE superhero.colour (
    id     INTEGER PRIMARY KEY,
    colour VARCHAR
);
INSERT INTO superhero.colour VALUES
    (1, 'No Colour'), (2, 'Amber'), (3, 'Auburn'), (4, 'Black'), (5, 'Black/Blue'), (6, 'Blond'),
    (7, 'Blue'), (8, 'Brown'), (9, 'Gold'), (10, 'Green'), (11, 'Grey'), (12, 'Hazel'), (13, 'Orange'),
    (14, 'Pink'), (15, 'Purple'), (16, 'Red'), (17, 'Silver'), (18, 'Strawberry Blond'), (19, 'White'),
    (20, 'Yellow'), (21, 'Violet'), (22, 'Indigo');

CREATE TABLE superhero.gender (
    id     INTEGER PRIMARY KEY,
    gender VARCHAR
);
INSERT INTO superhero.gender VALUES (1, 'Male'), (2, 'Female'), (3, 'N/A');

CREATE TABLE superhero.publisher (
    id             INTEGER PRIMARY KEY,
    publisher_name VARCHAR
);
INSERT INTO superhero.publisher VALUES
    (1, ''), (2, 'ABC Studios'), (3, 'Dark Horse Comics'), (4, 'DC Comics'), (5, 'George Lucas'),
    (6, 'Hanna-Barbera'), (7, 'HarperCollins'), (8, 'Icon Comics'), (9, 'IDW Publishing'), (10, 'Image Comics'),
    (11, 'J. K. Rowling'), (12, 'J. R. R. Tolkien'), (13, 'Marvel Comics'), (14, 'Microsoft'), (15, 'NBC - Heroes'),
    (16, 'Rebellion'), (17, 'Shueisha'), (18, 'Sony Pictures'), (19, 'South Park'), (20, 'Star Trek'),
    (21, 'Team Epic TV'), (22, 'Titan Books'), (23, 'Universal Studios'), (24, 'Wildstorm');

CREATE TABLE superhero.race (
    id   INTEGER PRIMARY KEY,
    race VARCHAR
);
INSERT INTO superhero.race VALUES
    (1, '-'), (2, 'Alien'), (3, 'Amazon'), (4, 'Android'), (5, 'Animal'), (6, 'Asgardian'), (7, 'Atlantean'),
    (8, 'Cosmic Entity'), (9, 'Cyborg'), (10, 'Demon'), (11, 'God / Eternal'), (12, 'Human'),
    (13, 'Human / Radiation'), (14, 'Inhuman'), (15, 'Kryptonian'), (16, 'Martian'), (17, 'Metahuman'),
    (18, 'Mutant'), (19, 'Saiyan'), (20, 'Symbiote'), (21, 'Vampire'), (22, 'Zombie');

CREATE TABLE superhero.superpower (
    id         INTEGER PRIMARY KEY,
    power_name VARCHAR
);
INSERT INTO superhero.superpower
SELECT row_number() OVER (ORDER BY name), name
FROM (VALUES ('Agility'), ('Accelerated Healing'), ('Lantern Power Ring'), ('Dimensional Awareness'),
             ('Cold Resistance'), ('Durability'), ('Stealth'), ('Energy Absorption'), ('Flight'), ('Danger Sense'),
             ('Underwater breathing'), ('Marksmanship'), ('Weapons Master'), ('Power Augmentation'),
             ('Animal Attributes'), ('Longevity'), ('Intelligence'), ('Super Strength'), ('Cryokinesis'),
             ('Telepathy'), ('Energy Armor'), ('Energy Blasts'), ('Duplication'), ('Size Changing'),
             ('Density Control'), ('Stamina'), ('Astral Travel'), ('Audio Control'), ('Dexterity'),
             ('Omnitrix'), ('Super Speed'), ('Possession'), ('Animal Oriented Powers'), ('Weapon-based Powers'),
             ('Electrokinesis'), ('Darkforce Manipulation'), ('Death Touch'), ('Teleportation'),
             ('Enhanced Senses'), ('Telekinesis'), ('Energy Beams'), ('Magic'), ('Hyperkinesis'), ('Jump'),
             ('Clairvoyance'), ('Invisibility'), ('Vision - Telescopic'), ('Vision - X-Ray'), ('Vision - Heat'),
             ('Shapeshifting'), ('Invulnerability'), ('Radiation Immunity'), ('Web Creation'), ('Power Suit'),
             ('Wallcrawling'), ('Psionic Powers'), ('Phasing'), ('Fire Control'), ('Reflexes'),
             ('Molecular Manipulation'), ('Time Travel'), ('Healing Factor')) t(name);

CREATE TABLE superhero.superhero (
    id             INTEGER PRIMARY KEY,
    superhero_name VARCHAR,
    full_name      VARCHAR,
    gender_id      INTEGER REFERENCES superhero.gender (id),
    eye_colour_id  INTEGER REFERENCES superhero.colour (id),
    hair_colour_id INTEGER REFERENCES superhero.colour (id),
    skin_colour_id INTEGER REFERENCES superhero.colour (id),
    race_id        INTEGER REFERENCES superhero.race (id),
    publisher_id   INTEGER REFERENCES superhero.publisher (id),
    alignment_id   INTEGER REFERENCES superhero.alignment (id),
    height_cm      INTEGER,
    weight_kg      INTEGER
);
INSERT INTO superhero.superhero
SELECT id, name, full_name, g,
       ([7, 8, 4, 10, 12, 16, 20, 1, 11, 7, 8, 2, 15, 19, 7, 8])[(id * 5) % 16 + 1],
       ([4, 8, 6, 16, 1, 19, 3, 4, 8, 11, 18, 15, 4, 6, 10, 17])[(id * 3) % 16 + 1],
       CASE WHEN r IN (2, 4, 10, 16, 20) THEN ([10, 11, 16, 17, 15, 19, 7])[(id % 7) + 1] ELSE 1 END,
       r, p, a,
       CASE WHEN id % 10 = 0 THEN 0 ELSE 150 + (id * 37) % 80 END,
       CASE WHEN id % 10 = 0 THEN 0 ELSE 45 + (id * 53) % 190 END
FROM (
    SELECT row_number() OVER (ORDER BY name) AS id, name, full_name, p, g, a,
           CASE WHEN rc IS NOT NULL THEN rc ELSE ([12, 18, 12, 17, 2, 12, 18, 11, 12, 4, 9, 14])[(row_number() OVER (ORDER BY name) * 7) % 12 + 1] END AS r
    FROM (VALUES
        ('A-Bomb', 'Richard Milhouse Jones', 13, 1, 1, 13), ('Abe Sapien', 'Abraham Sapien', 3, 1, 1, NULL),
        ('Abin Sur', NULL, 4, 1, 1, 2), ('Abomination', 'Emil Blonsky', 13, 1, 2, 13),
        ('Absorbing Man', 'Carl Creel', 13, 1, 2, 12), ('Adam Strange', 'Adam Strange', 4, 1, 1, 12),
        ('Agent Bob', 'Bob', 13, 1, 1, 12), ('Air-Walker', 'Gabriel Lan', 13, 1, 2, NULL),
        ('Alan Scott', 'Alan Ladd Wellington Scott', 4, 1, 1, 12), ('Alfred Pennyworth', 'Alfred Thaddeus Crane Pennyworth', 4, 1, 1, 12),
        ('Angel', 'Warren Kenneth Worthington III', 13, 1, 1, 18), ('Ant-Man', 'Hank Pym', 13, 1, 1, 12),
        ('Anti-Venom', 'Eddie Brock', 13, 1, 1, 20), ('Apocalypse', 'En Sabah Nur', 13, 1, 2, 18),
        ('Aquaman', 'Orin', 4, 1, 1, 7), ('Archangel', 'Warren Kenneth Worthington III', 13, 1, 1, 18),
        ('Ares', NULL, 13, 1, 3, 11), ('Arsenal', 'Roy William Harper, Jr.', 4, 1, 1, 12),
        ('Atom', 'Ray Palmer', 4, 1, 1, 12), ('Azazel', NULL, 13, 1, 2, 18),
        ('Bane', NULL, 4, 1, 2, 12), ('Banshee', 'Sean Cassidy', 13, 1, 1, 18),
        ('Batgirl', 'Barbara Gordon', 4, 2, 1, 12), ('Batman', 'Bruce Wayne', 4, 1, 1, 12),
        ('Beast', 'Henry Philip McCoy', 13, 1, 1, 18), ('Beast Boy', 'Garfield Mark Logan', 4, 1, 1, 12),
        ('Big Barda', 'Barda Free', 4, 2, 1, 11), ('Bishop', 'Lucas Bishop', 13, 1, 1, 18),
        ('Black Adam', 'Teth-Adam', 4, 1, 2, NULL), ('Black Canary', 'Dinah Laurel Lance', 4, 2, 1, 17),
        ('Black Panther', 'T''Challa', 13, 1, 1, 12), ('Black Widow', 'Natasha Romanoff', 13, 2, 1, 12),
        ('Blade', 'Eric Brooks', 13, 1, 1, 21), ('Blink', 'Clarice Ferguson', 13, 2, 1, 18),
        ('Blue Beetle', 'Jaime Reyes', 4, 1, 1, 12), ('Booster Gold', 'Michael Jon Carter', 4, 1, 1, 12),
        ('Brainiac', NULL, 4, 1, 2, 4), ('Bullseye', NULL, 13, 1, 2, 12),
        ('Cable', 'Nathan Christopher Charles Summers', 13, 1, 1, 18), ('Cannonball', 'Samuel Zachary Guthrie', 13, 1, 1, 18),
        ('Captain America', 'Steve Rogers', 13, 1, 1, 12), ('Captain Atom', 'Nathaniel Christopher Adam', 4, 1, 1, 13),
        ('Captain Marvel', 'Carol Danvers', 13, 2, 1, 12), ('Carnage', 'Cletus Kasady', 13, 1, 2, 20),
        ('Catwoman', 'Selina Kyle', 4, 2, 3, 12), ('Cheetah', 'Barbara Ann Minerva', 4, 2, 2, 12),
        ('Colossus', 'Piotr Nikolaievitch Rasputin', 13, 1, 1, 18), ('Cyborg', 'Victor Stone', 4, 1, 1, 9),
        ('Cyclops', 'Scott Summers', 13, 1, 1, 18), ('Daredevil', 'Matt Murdock', 13, 1, 1, 12),
        ('Darkseid', 'Uxas', 4, 1, 2, 11), ('Darth Vader', 'Anakin Skywalker', 5, 1, 2, 9),
        ('Deadpool', 'Wade Winston Wilson', 13, 1, 3, 18), ('Deathstroke', 'Slade Wilson', 4, 1, 2, 12),
        ('Doctor Doom', 'Victor von Doom', 13, 1, 2, 12), ('Doctor Octopus', 'Otto Octavius', 13, 1, 2, 12),
        ('Doctor Strange', 'Stephen Vincent Strange', 13, 1, 1, 12), ('Domino', 'Neena Thurman', 13, 2, 1, 18),
        ('Doomsday', NULL, 4, 1, 2, 2), ('Elektra', 'Elektra Natchios', 13, 2, 1, 12),
        ('Enchantress', 'June Moone', 4, 2, 1, 12), ('Falcon', 'Sam Wilson', 13, 1, 1, 12),
        ('Firestorm', 'Ronald Raymond', 4, 1, 1, 12), ('Flash', 'Barry Allen', 4, 1, 1, 12),
        ('Gambit', 'Remy Etienne LeBeau', 13, 1, 1, 18), ('Gamora', 'Gamora Zen Whoberi Ben Titan', 13, 2, 1, 2),
        ('Ghost Rider', 'Johnny Blaze', 13, 1, 1, 10), ('Green Arrow', 'Oliver Queen', 4, 1, 1, 12),
        ('Green Goblin', 'Norman Osborn', 13, 1, 2, 12), ('Green Lantern', 'Hal Jordan', 4, 1, 1, 12),
        ('Groot', NULL, 13, 1, 1, 2), ('Han Solo', NULL, 5, 1, 1, 12),
        ('Harley Quinn', 'Harleen Frances Quinzel', 4, 2, 2, 12), ('Hawkeye', 'Clinton Francis Barton', 13, 1, 1, 12),
        ('Hawkgirl', 'Shiera Sanders Hall', 4, 2, 1, NULL), ('Hellboy', 'Anung Un Rama', 3, 1, 1, 10),
        ('Hulk', 'Bruce Banner', 13, 1, 1, 13), ('Human Torch', 'Jonathan Lowell Spencer Storm', 13, 1, 1, 13),
        ('Iceman', 'Robert Louis Drake', 13, 1, 1, 18), ('Invisible Woman', 'Susan Storm', 13, 2, 1, 13),
        ('Iron Fist', 'Daniel Thomas Rand K''ai', 13, 1, 1, 12), ('Iron Man', 'Tony Stark', 13, 1, 1, 12),
        ('Jean Grey', 'Jean Grey-Summers', 13, 2, 1, 18), ('Joker', 'Jack Napier', 4, 1, 2, 12),
        ('Juggernaut', 'Cain Marko', 13, 1, 3, 12), ('Kang', 'Nathaniel Richards', 13, 1, 2, NULL),
        ('Killer Croc', 'Waylon Jones', 4, 1, 2, 17), ('Kitty Pryde', 'Katherine Anne Pryde', 13, 2, 1, 18),
        ('Lex Luthor', 'Alexander Joseph Luthor', 4, 1, 2, 12), ('Loki', 'Loki Laufeyson', 13, 1, 2, 6),
        ('Luke Cage', 'Carl Lucas', 13, 1, 1, 12), ('Luke Skywalker', NULL, 5, 1, 1, 12),
        ('Magneto', 'Max Eisenhardt', 13, 1, 2, 18), ('Martian Manhunter', 'J''onn J''onzz', 4, 1, 1, 16),
        ('Mister Fantastic', 'Reed Richards', 13, 1, 1, 13), ('Mystique', 'Raven Darkholme', 13, 2, 2, 18),
        ('Nightcrawler', 'Kurt Wagner', 13, 1, 1, 18), ('Nova', 'Richard Rider', 13, 1, 1, 12),
        ('Poison Ivy', 'Pamela Lillian Isley', 4, 2, 2, 12), ('Professor X', 'Charles Francis Xavier', 13, 1, 1, 18),
        ('Psylocke', 'Elisabeth Braddock', 13, 2, 1, 18), ('Punisher', 'Frank Castle', 13, 1, 3, 12),
        ('Quicksilver', 'Pietro Maximoff', 13, 1, 1, 18), ('Raven', 'Rachel Roth', 4, 2, 1, NULL),
        ('Red Skull', 'Johann Shmidt', 13, 1, 2, 12), ('Rogue', 'Anna Marie', 13, 2, 1, 18),
        ('Sandman', 'William Baker', 13, 1, 2, 12), ('Scarlet Witch', 'Wanda Maximoff', 13, 2, 1, 18),
        ('She-Hulk', 'Jennifer Walters', 13, 2, 1, 13), ('Silver Surfer', 'Norrin Radd', 13, 1, 1, 2),
        ('Spider-Man', 'Peter Parker', 13, 1, 1, 13), ('Starfire', 'Koriand''r', 4, 2, 1, 2),
        ('Storm', 'Ororo Munroe', 13, 2, 1, 18), ('Superboy', 'Conner Kent', 4, 1, 1, NULL),
        ('Supergirl', 'Kara Zor-El', 4, 2, 1, 15), ('Superman', 'Clark Kent', 4, 1, 1, 15),
        ('Thanos', NULL, 13, 1, 2, 11), ('Thing', 'Benjamin Jacob Grimm', 13, 1, 1, 13),
        ('Thor', 'Thor Odinson', 13, 1, 1, 6), ('Venom', 'Eddie Brock', 13, 1, 2, 20),
        ('Vision', NULL, 13, 1, 1, 4), ('Wolverine', 'Logan', 13, 1, 1, 18),
        ('Wonder Woman', 'Diana Prince', 4, 2, 1, 3), ('Yoda', NULL, 5, 1, 1, NULL),
        ('Goku', 'Kakarot', 17, 1, 1, 19), ('Vegeta', NULL, 17, 1, 3, 19),
        ('Hiro Nakamura', NULL, 15, 1, 1, 12), ('Claire Bennet', NULL, 15, 2, 1, 12),
        ('Spawn', 'Albert Francis Simmons', 10, 1, 1, 10), ('Invincible', 'Mark Grayson', 10, 1, 1, NULL),
        ('Judge Dredd', 'Joseph Dredd', 16, 1, 1, 12), ('Harry Potter', NULL, 11, 1, 1, 12),
        ('Gandalf', NULL, 12, 1, 1, 11), ('Master Chief', 'John-117', 14, 1, 1, 9),
        ('Spock', NULL, 20, 1, 1, NULL), ('Ben 10', 'Ben Tennyson', 21, 1, 1, 12),
        ('Midnighter', 'Lucas Trent', 24, 1, 1, 12), ('Space Ghost', NULL, 6, 1, 1, 12)
    ) t(name, full_name, p, g, a, rc)
);

CREATE TABLE superhero.hero_attribute (
    hero_id         INTEGER REFERENCES superhero.superhero (id),
    attribute_id    INTEGER REFERENCES superhero.attribute (id),
    attribute_value INTEGER
);
INSERT INTO superhero.hero_attribute
SELECT h.id, a.id, 5 + ((h.id * 37 + a.id * 11) % 20) * 5
FROM superhero.superhero h CROSS JOIN superhero.attribute a;

CREATE TABLE superhero.hero_power (
    hero_id  INTEGER REFERENCES superhero.superhero (id),
    power_id INTEGER REFERENCES superhero.superpower (id)
);
INSERT INTO superhero.hero_power
SELECT DISTINCT h.id, 1 + (h.id * 7 + k * 13 + (h.id * k) % 5) % 62
FROM superhero.superhero h, range(0, 8) t(k)
WHERE k < 3 + h.id % 6;
