-- Schema `university`: the university schema of Silberschatz, Korth and Sudarshan, "Database
-- System Concepts" (db-book.com), its eleven tables and column names (ID, s_ID, i_ID,
-- dept_name, tot_cred, time_slot_id ...). Departments and buildings follow the book's sample
-- data, course ids its small data set's spelling ('CS-101', 'BIO-301'); the time slots are
-- the book's. Instructors, students, sections, enrolments and advisors are generated
-- deterministically (range() and modular arithmetic).

CREATE SCHEMA university;

CREATE TABLE university.classroom (
    building    VARCHAR(15),
    room_number VARCHAR(7),
    capacity    NUMERIC(4, 0),
    PRIMARY KEY (building, room_number)
);
INSERT INTO university.classroom
SELECT b, r, CAST(([10, 15, 20, 25, 30, 40, 50, 60, 80, 100, 120, 150, 250, 400, 500])[((k * 7) % 15) + 1] AS NUMERIC(4, 0))
FROM (
    SELECT row_number() OVER () AS k, b, r
    FROM (VALUES ('Packard'), ('Painter'), ('Taylor'), ('Watson'), ('Saucon'), ('Lamberton'), ('Main'),
                 ('Whitman'), ('Palmer'), ('Chandler'), ('Candlestick'), ('Bronfman'), ('Rauch'),
                 ('Lambeau'), ('Linderman'), ('Mercer'), ('Thompson'), ('Wrigley'), ('Fairchild'),
                 ('Gates'), ('Polya'), ('Stabler'), ('Garfield'), ('Nassau')) bs(b),
         (VALUES ('100'), ('101'), ('120'), ('3128'), ('514')) rs(r)
) x;

CREATE TABLE university.department (
    dept_name VARCHAR(20) PRIMARY KEY,
    building  VARCHAR(15),
    budget    NUMERIC(12, 2) CHECK (budget > 0)
);
INSERT INTO university.department VALUES
    ('Accounting', 'Saucon', 441840.92), ('Astronomy', 'Taylor', 617253.94), ('Athletics', 'Bronfman', 734550.70),
    ('Biology', 'Watson', 647610.55), ('Civil Eng.', 'Chandler', 255041.46), ('Comp. Sci.', 'Taylor', 106378.69),
    ('Cybernetics', 'Mercer', 794541.46), ('Elec. Eng.', 'Taylor', 276527.61), ('English', 'Palmer', 611042.66),
    ('Finance', 'Painter', 866831.75), ('Geology', 'Palmer', 406557.93), ('History', 'Painter', 699140.86),
    ('Languages', 'Linderman', 601283.60), ('Marketing', 'Lambeau', 210627.58), ('Math', 'Main', 777605.11),
    ('Mech. Eng.', 'Rauch', 520350.65), ('Music', 'Packard', 591628.94), ('Physics', 'Watson', 801540.32),
    ('Pol. Sci.', 'Whitman', 573745.09), ('Psychology', 'Thompson', 848175.04), ('Statistics', 'Taylor', 395051.34);

CREATE TABLE university.course (
    course_id VARCHAR(8) PRIMARY KEY,
    title     VARCHAR(50),
    dept_name VARCHAR(20) REFERENCES university.department (dept_name),
    credits   NUMERIC(2, 0) CHECK (credits > 0)
);
CREATE TEMP TABLE tmp_course AS
SELECT row_number() OVER (ORDER BY d, n) AS k, * FROM (VALUES
    ('Accounting', 'ACC', 1, 'Financial Accounting'), ('Accounting', 'ACC', 2, 'Managerial Accounting'),
    ('Accounting', 'ACC', 3, 'Auditing'), ('Accounting', 'ACC', 4, 'Taxation'), ('Accounting', 'ACC', 5, 'Cost Accounting'),
    ('Astronomy', 'AST', 1, 'Intro. to Astronomy'), ('Astronomy', 'AST', 2, 'Stellar Astrophysics'),
    ('Astronomy', 'AST', 3, 'Cosmology'), ('Astronomy', 'AST', 4, 'Planetary Science'),
    ('Athletics', 'ATH', 1, 'Sports Medicine'), ('Athletics', 'ATH', 2, 'Coaching Theory'),
    ('Athletics', 'ATH', 3, 'Exercise Physiology'),
    ('Biology', 'BIO', 1, 'Intro. to Biology'), ('Biology', 'BIO', 2, 'Genetics'),
    ('Biology', 'BIO', 3, 'Computational Biology'), ('Biology', 'BIO', 4, 'Microbiology'),
    ('Biology', 'BIO', 5, 'Ecology'), ('Biology', 'BIO', 6, 'Cell Biology'), ('Biology', 'BIO', 7, 'Neurobiology'),
    ('Civil Eng.', 'CE', 1, 'Statics'), ('Civil Eng.', 'CE', 2, 'Structural Analysis'),
    ('Civil Eng.', 'CE', 3, 'Geotechnical Engineering'), ('Civil Eng.', 'CE', 4, 'Transportation Engineering'),
    ('Comp. Sci.', 'CS', 1, 'Intro. to Computer Science'), ('Comp. Sci.', 'CS', 2, 'Game Design'),
    ('Comp. Sci.', 'CS', 3, 'Robotics'), ('Comp. Sci.', 'CS', 4, 'Image Processing'),
    ('Comp. Sci.', 'CS', 5, 'Database System Concepts'), ('Comp. Sci.', 'CS', 6, 'Operating Systems'),
    ('Comp. Sci.', 'CS', 7, 'Compilers'), ('Comp. Sci.', 'CS', 8, 'Machine Learning'),
    ('Comp. Sci.', 'CS', 9, 'Computer Networks'), ('Comp. Sci.', 'CS', 10, 'Algorithms'),
    ('Cybernetics', 'CYB', 1, 'Control Systems'), ('Cybernetics', 'CYB', 2, 'Systems Theory'),
    ('Cybernetics', 'CYB', 3, 'Feedback and Information'),
    ('Elec. Eng.', 'EE', 1, 'Intro. to Digital Systems'), ('Elec. Eng.', 'EE', 2, 'Circuits'),
    ('Elec. Eng.', 'EE', 3, 'Signals and Systems'), ('Elec. Eng.', 'EE', 4, 'Electromagnetics'),
    ('Elec. Eng.', 'EE', 5, 'VLSI Design'),
    ('English', 'ENG', 1, 'Composition'), ('English', 'ENG', 2, 'Shakespeare'),
    ('English', 'ENG', 3, 'The Novel'), ('English', 'ENG', 4, 'Creative Writing'), ('English', 'ENG', 5, 'Poetry'),
    ('Finance', 'FIN', 1, 'Investment Banking'), ('Finance', 'FIN', 2, 'Corporate Finance'),
    ('Finance', 'FIN', 3, 'Derivatives'), ('Finance', 'FIN', 4, 'Portfolio Management'),
    ('Geology', 'GEO', 1, 'Physical Geology'), ('Geology', 'GEO', 2, 'Mineralogy'),
    ('Geology', 'GEO', 3, 'Petrology'), ('Geology', 'GEO', 4, 'Plate Tectonics'),
    ('History', 'HIS', 1, 'World History'), ('History', 'HIS', 2, 'European History'),
    ('History', 'HIS', 3, 'The Ancient World'), ('History', 'HIS', 4, 'American History'),
    ('History', 'HIS', 5, 'History of Science'), ('History', 'HIS', 6, 'Medieval Europe'),
    ('Languages', 'LAN', 1, 'Elementary French'), ('Languages', 'LAN', 2, 'Elementary Spanish'),
    ('Languages', 'LAN', 3, 'Japanese Conversation'), ('Languages', 'LAN', 4, 'Latin'),
    ('Languages', 'LAN', 5, 'Linguistics'),
    ('Marketing', 'MKT', 1, 'Principles of Marketing'), ('Marketing', 'MKT', 2, 'Consumer Behavior'),
    ('Marketing', 'MKT', 3, 'Market Research'), ('Marketing', 'MKT', 4, 'Advertising'),
    ('Math', 'MTH', 1, 'Calculus I'), ('Math', 'MTH', 2, 'Calculus II'), ('Math', 'MTH', 3, 'Linear Algebra'),
    ('Math', 'MTH', 4, 'Differential Equations'), ('Math', 'MTH', 5, 'Topology'), ('Math', 'MTH', 6, 'Number Theory'),
    ('Mech. Eng.', 'ME', 1, 'Thermodynamics'), ('Mech. Eng.', 'ME', 2, 'Fluid Mechanics'),
    ('Mech. Eng.', 'ME', 3, 'Heat Transfer'), ('Mech. Eng.', 'ME', 4, 'Machine Design'),
    ('Music', 'MU', 1, 'Music Video Production'), ('Music', 'MU', 2, 'Music Theory'),
    ('Music', 'MU', 3, 'Orchestration'), ('Music', 'MU', 4, 'Jazz History'),
    ('Physics', 'PHY', 1, 'Physical Principles'), ('Physics', 'PHY', 2, 'Mechanics'),
    ('Physics', 'PHY', 3, 'Quantum Mechanics'), ('Physics', 'PHY', 4, 'Optics'),
    ('Physics', 'PHY', 5, 'Solid State Physics'), ('Physics', 'PHY', 6, 'Particle Physics'),
    ('Pol. Sci.', 'POL', 1, 'Comparative Politics'), ('Pol. Sci.', 'POL', 2, 'International Relations'),
    ('Pol. Sci.', 'POL', 3, 'Political Theory'), ('Pol. Sci.', 'POL', 4, 'Public Policy'),
    ('Psychology', 'PSY', 1, 'Intro. to Psychology'), ('Psychology', 'PSY', 2, 'Cognitive Psychology'),
    ('Psychology', 'PSY', 3, 'Developmental Psychology'), ('Psychology', 'PSY', 4, 'Social Psychology'),
    ('Psychology', 'PSY', 5, 'Abnormal Psychology'),
    ('Statistics', 'STA', 1, 'Probability'), ('Statistics', 'STA', 2, 'Statistical Inference'),
    ('Statistics', 'STA', 3, 'Regression Analysis'), ('Statistics', 'STA', 4, 'Bayesian Statistics')
) t(d, p, n, title);
INSERT INTO university.course
SELECT p || '-' || CAST(100 * ((n + 1) // 2) + CASE WHEN n % 2 = 0 THEN 90 ELSE 1 END + (k % 10) AS VARCHAR),
       title, d, CAST(CASE WHEN k % 5 = 0 THEN 4 WHEN k % 7 = 0 THEN 2 ELSE 3 END AS NUMERIC(2, 0))
FROM tmp_course;

CREATE TABLE university.instructor (
    ID        VARCHAR(5) PRIMARY KEY,
    name      VARCHAR(20) NOT NULL,
    dept_name VARCHAR(20) REFERENCES university.department (dept_name),
    salary    NUMERIC(8, 2) CHECK (salary > 29000)
);
INSERT INTO university.instructor
SELECT CAST(10000 + i * 937 AS VARCHAR),
       (['Srinivasan', 'Wu', 'Mozart', 'Einstein', 'El Said', 'Gold', 'Katz', 'Califieri', 'Singh', 'Crick',
         'Brandt', 'Kim', 'Lembr', 'Bawa', 'Yazdi', 'Wieland', 'Liley', 'Atanassov', 'Moreira', 'Gustafsson',
         'Bourrier', 'Bondi', 'Soisalon', 'Morris', 'Arias', 'Murata', 'Tung', 'Luo', 'Vicentino', 'Romero',
         'Lent', 'Sarkar', 'Shuming', 'Bietzk', 'Choll', 'Kean', 'Pingr', 'Mahmoud', 'Ullman', 'Valtchev',
         'Sakurai', 'Dale', 'Jaekel', 'McKinnon', 'Hau', 'Voronina', 'Konstantinides', 'DAgostino', 'Queiroz',
         'Levine', 'Mingoz', 'Ye', 'Frank', 'Franklin', 'Sullivan', 'Rannou', 'Pimenta', 'Okaf', 'Dusserre', 'Wilkins'])[i],
       d.dept_name,
       CAST(40000 + (i * 7919) % 85000 AS NUMERIC(8, 2))
FROM range(1, 61) t(i)
JOIN (SELECT row_number() OVER (ORDER BY dept_name) - 1 AS j, dept_name FROM university.department) d
  ON d.j = (i * 5) % 21;

CREATE TABLE university.time_slot (
    time_slot_id VARCHAR(4),
    day          VARCHAR(1),
    start_hr     NUMERIC(2) CHECK (start_hr >= 0 AND start_hr < 24),
    start_min    NUMERIC(2) CHECK (start_min >= 0 AND start_min < 60),
    end_hr       NUMERIC(2) CHECK (end_hr >= 0 AND end_hr < 24),
    end_min      NUMERIC(2) CHECK (end_min >= 0 AND end_min < 60),
    PRIMARY KEY (time_slot_id, day, start_hr, start_min)
);
INSERT INTO university.time_slot VALUES
    ('A', 'M', 8, 0, 8, 50), ('A', 'W', 8, 0, 8, 50), ('A', 'F', 8, 0, 8, 50),
    ('B', 'M', 9, 0, 9, 50), ('B', 'W', 9, 0, 9, 50), ('B', 'F', 9, 0, 9, 50),
    ('C', 'M', 11, 0, 11, 50), ('C', 'W', 11, 0, 11, 50), ('C', 'F', 11, 0, 11, 50),
    ('D', 'M', 13, 0, 13, 50), ('D', 'W', 13, 0, 13, 50), ('D', 'F', 13, 0, 13, 50),
    ('E', 'T', 10, 30, 11, 45), ('E', 'R', 10, 30, 11, 45),
    ('F', 'T', 14, 30, 15, 45), ('F', 'R', 14, 30, 15, 45),
    ('G', 'M', 16, 0, 16, 50), ('G', 'W', 16, 0, 16, 50), ('G', 'F', 16, 0, 16, 50),
    ('H', 'W', 10, 0, 12, 30);

CREATE TABLE university.section (
    course_id    VARCHAR(8) REFERENCES university.course (course_id),
    sec_id       VARCHAR(8),
    semester     VARCHAR(6) CHECK (semester IN ('Fall', 'Winter', 'Spring', 'Summer')),
    year         NUMERIC(4, 0) CHECK (year > 1701 AND year < 2100),
    building     VARCHAR(15),
    room_number  VARCHAR(7),
    time_slot_id VARCHAR(4),
    PRIMARY KEY (course_id, sec_id, semester, year),
    FOREIGN KEY (building, room_number) REFERENCES university.classroom (building, room_number)
);
INSERT INTO university.section
SELECT c.course_id, CAST(s AS VARCHAR),
       (['Fall', 'Spring', 'Fall', 'Spring', 'Summer', 'Winter'])[((k * 3 + s) % 6) + 1],
       CAST(2015 + (k * 7 + s * 3) % 10 AS NUMERIC(4, 0)),
       r.building, r.room_number,
       (['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'])[((k * 5 + s) % 8) + 1]
FROM (SELECT row_number() OVER (ORDER BY course_id) AS k, course_id FROM university.course) c
CROSS JOIN range(1, 4) t(s)
JOIN (SELECT row_number() OVER (ORDER BY building, room_number) - 1 AS j, building, room_number
      FROM university.classroom) r ON r.j = (c.k * 11 + s * 17) % 120
WHERE s = 1 OR (s = 2 AND k % 2 = 0) OR (s = 3 AND k % 5 = 0);

CREATE TABLE university.teaches (
    ID        VARCHAR(5) REFERENCES university.instructor (ID),
    course_id VARCHAR(8),
    sec_id    VARCHAR(8),
    semester  VARCHAR(6),
    year      NUMERIC(4, 0),
    PRIMARY KEY (ID, course_id, sec_id, semester, year),
    FOREIGN KEY (course_id, sec_id, semester, year) REFERENCES university.section (course_id, sec_id, semester, year)
);
-- Each section is taught by an instructor of the course's own department where it has one.
INSERT INTO university.teaches
SELECT DISTINCT ON (s.course_id, s.sec_id, s.semester, s.year)
       i.ID, s.course_id, s.sec_id, s.semester, s.year
FROM university.section s
JOIN university.course c USING (course_id)
JOIN (SELECT ID, dept_name, row_number() OVER (PARTITION BY dept_name ORDER BY ID) AS r,
             count(*) OVER (PARTITION BY dept_name) AS n FROM university.instructor) i
  ON i.dept_name = c.dept_name
 AND i.r = (CAST(s.year AS INTEGER) + CAST(s.sec_id AS INTEGER)) % i.n + 1
ORDER BY s.course_id, s.sec_id, s.semester, s.year;

CREATE TABLE university.student (
    ID        VARCHAR(5) PRIMARY KEY,
    name      VARCHAR(20) NOT NULL,
    dept_name VARCHAR(20) REFERENCES university.department (dept_name),
    tot_cred  NUMERIC(3, 0) CHECK (tot_cred >= 0)
);
INSERT INTO university.student
SELECT lpad(CAST(i * 97 AS VARCHAR), 5, '0'),
       (['Zhang', 'Shankar', 'Brandt', 'Chavez', 'Peltier', 'Levy', 'Williams', 'Sanchez', 'Snow', 'Brown',
         'Aoi', 'Bourikas', 'Tanaka', 'Schrefl', 'Rumat', 'Miliko', 'Moszkowski', 'Prieto', 'Marcol', 'Quimby',
         'Vulp', 'Kaminsky', 'Cordt', 'Fung', 'Nakajima', 'Juan', 'Dage', 'Vries', 'Ahmed', 'Holt', 'Okabe',
         'Gierl', 'Kerr', 'Lo', 'Amann', 'Duan', 'Rzecz', 'Yamashita', 'Ladd', 'Sorensen'])[(i % 40) + 1],
       d.dept_name,
       CAST((i * 7) % 131 AS NUMERIC(3, 0))
FROM range(1, 1001) t(i)
JOIN (SELECT row_number() OVER (ORDER BY dept_name) - 1 AS j, dept_name FROM university.department) d
  ON d.j = (i * 5) % 21;

CREATE TABLE university.takes (
    ID        VARCHAR(5) REFERENCES university.student (ID),
    course_id VARCHAR(8),
    sec_id    VARCHAR(8),
    semester  VARCHAR(6),
    year      NUMERIC(4, 0),
    grade     VARCHAR(2),
    PRIMARY KEY (ID, course_id, sec_id, semester, year),
    FOREIGN KEY (course_id, sec_id, semester, year) REFERENCES university.section (course_id, sec_id, semester, year)
);
INSERT INTO university.takes
SELECT st.ID, s.course_id, s.sec_id, s.semester, s.year,
       CASE WHEN s.year = 2024 AND j % 2 = 0 THEN NULL
            ELSE (['A', 'A-', 'B+', 'B', 'B-', 'C+', 'C', 'C-', 'F', 'A', 'B+', 'B'])[((j * 7) % 12) + 1] END
FROM range(1, 2001) t(j)
JOIN (SELECT row_number() OVER (ORDER BY ID) - 1 AS r, ID FROM university.student) st ON st.r = j % 1000
JOIN (SELECT row_number() OVER (ORDER BY course_id, sec_id, semester, year) - 1 AS r, *
      FROM university.section) s ON s.r = (j * 7) % (SELECT count(*) FROM university.section);

CREATE TABLE university.advisor (
    s_ID VARCHAR(5) PRIMARY KEY REFERENCES university.student (ID),
    i_ID VARCHAR(5) REFERENCES university.instructor (ID)
);
INSERT INTO university.advisor
SELECT st.ID, i.ID
FROM university.student st
JOIN (SELECT ID, dept_name, row_number() OVER (PARTITION BY dept_name ORDER BY ID) AS r,
             count(*) OVER (PARTITION BY dept_name) AS n FROM university.instructor) i
  ON i.dept_name = st.dept_name AND i.r = CAST(st.ID AS INTEGER) % i.n + 1
WHERE CAST(st.ID AS INTEGER) % 10 <> 0;

CREATE TABLE university.prereq (
    course_id VARCHAR(8) REFERENCES university.course (course_id),
    prereq_id VARCHAR(8) REFERENCES university.course (course_id),
    PRIMARY KEY (course_id, prereq_id)
);
-- Within a department, each later course requires the department's first (and some the second).
INSERT INTO university.prereq
SELECT c.course_id, f.course_id
FROM (SELECT course_id, dept_name, row_number() OVER (PARTITION BY dept_name ORDER BY course_id) AS r FROM university.course) c
JOIN (SELECT course_id, dept_name, row_number() OVER (PARTITION BY dept_name ORDER BY course_id) AS r FROM university.course) f
  ON f.dept_name = c.dept_name AND (f.r = 1 OR (f.r = 2 AND c.r % 2 = 0)) AND c.r > f.r;

DROP TABLE tmp_course;
