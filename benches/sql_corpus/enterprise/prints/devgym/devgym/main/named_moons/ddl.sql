CREATE VIEW named_moons AS SELECT p."name" AS planet, p."class", m."name" AS moon, m.radius FROM (planets AS p LEFT JOIN moons AS m ON (((p."name" = m.planet_name) AND (m."name" !~~ 'S/%'))));
