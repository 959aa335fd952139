-- Schema `student_club`: the `student_club` database of the BIRD text-to-SQL benchmark's dev set
-- (bird-bench.github.io, CC BY-SA 4.0): a university club's members, majors, events, event
-- attendance, budgets, expenses and income, with BIRD's names, including its `link_to_*`
-- foreign-key columns that name neither the referenced table's key nor its table in full.
-- Keys are text ids beginning `rec`, as in the original. Event types, budget categories,
-- positions, t-shirt sizes and income sources are the original's vocabularies; zip codes are a
-- few hundred real US ones (Maryland, Virginia, DC, Pennsylvania); members, events and money
-- rows are generated (range() and modular arithmetic, no random()). Keys declared as BIRD
-- declares them.

CREATE SCHEMA student_club;

CREATE TABLE student_club.event (
    event_id   VARCHAR PRIMARY KEY,
    event_name VARCHAR,
    event_date VARCHAR,
    type       VARCHAR,
    notes      VARCHAR,
    location   VARCHAR,
    status     VARCHAR
);
INSERT INTO student_club.event
SELECT 'rec' || upper(substr(md5('event' || i), 1, 14)),
       CASE t WHEN 'Meeting' THEN (['October Meeting', 'November Meeting', 'Officers meeting - January', 'February Meeting', 'March Meeting', 'April Meeting', 'Spring Budget Review', 'September Meeting'])[i % 8 + 1]
              WHEN 'Game' THEN (['Women''s Soccer', 'Football game', 'Basketball game', 'Volleyball game', 'Baseball game'])[i % 5 + 1]
              WHEN 'Guest Speaker' THEN (['Career Panel', 'Alumni Speaker Night', 'Internship Talk', 'Research Showcase'])[i % 4 + 1]
              WHEN 'Social' THEN (['Laugh Out Loud', 'Yearly Kickoff', 'Pizza Night', 'Game Night', 'Bowling Outing', 'Movie Night'])[i % 6 + 1]
              WHEN 'Community Service' THEN (['Park Cleanup', 'Food Drive', 'Tutoring Day'])[i % 3 + 1]
              WHEN 'Election' THEN 'Officer Election'
              ELSE 'Registration Table' END || ' ' || CAST(2019 + i // 30 AS VARCHAR),
       strftime(TIMESTAMP '2019-09-03 12:00:00' + INTERVAL (i * 11) DAY, '%Y-%m-%dT%H:%M:%S'),
       t,
       CASE WHEN i % 4 = 0 THEN 'Bring snacks; sign-in sheet at the door.' END,
       (['MU 215', 'Campus Soccer/Lacrosse stadium', 'Campus Football stadium', 'Campus Basketball arena', '900 E. Washington St.', 'Student Center Ballroom', 'Library Room 301'])[(i * 3) % 7 + 1],
       CASE WHEN i > 52 THEN 'Open' WHEN i % 13 = 0 THEN 'Cancelled' ELSE 'Closed' END
FROM (SELECT i, (['Meeting', 'Game', 'Social', 'Guest Speaker', 'Meeting', 'Community Service', 'Game', 'Social', 'Election', 'Registration'])[i % 10 + 1] AS t
      FROM range(1, 61) r(i));

CREATE TABLE student_club.major (
    major_id   VARCHAR PRIMARY KEY,
    major_name VARCHAR,
    department VARCHAR,
    college    VARCHAR
);
INSERT INTO student_club.major
SELECT 'rec' || upper(substr(md5('major' || name), 1, 14)), name, dept, college
FROM (VALUES
    ('Accounting', 'School of Accountancy', 'Jon M. Huntsman School of Business'),
    ('Business Administration', 'Management Department', 'Jon M. Huntsman School of Business'),
    ('Economics', 'Economics and Finance Department', 'Jon M. Huntsman School of Business'),
    ('Finance', 'Economics and Finance Department', 'Jon M. Huntsman School of Business'),
    ('Marketing', 'Management Department', 'Jon M. Huntsman School of Business'),
    ('Management Information Systems', 'Data Analytics and Information Systems', 'Jon M. Huntsman School of Business'),
    ('Computer Science', 'Computer Science Department', 'College of Engineering'),
    ('Civil Engineering', 'Civil and Environmental Engineering Department', 'College of Engineering'),
    ('Mechanical Engineering', 'Mechanical and Aerospace Engineering Department', 'College of Engineering'),
    ('Electrical Engineering', 'Electrical and Computer Engineering Department', 'College of Engineering'),
    ('Biological Engineering', 'Biological Engineering Department', 'College of Engineering'),
    ('Biology', 'Biology Department', 'College of Science'),
    ('Chemistry', 'Chemistry and Biochemistry Department', 'College of Science'),
    ('Physics', 'Physics Department', 'College of Science'),
    ('Mathematics', 'Mathematics and Statistics Department', 'College of Science'),
    ('Statistics', 'Mathematics and Statistics Department', 'College of Science'),
    ('Geology', 'Geology Department', 'College of Science'),
    ('English', 'English Department', 'College of Humanities and Social Sciences'),
    ('History', 'History Department', 'College of Humanities and Social Sciences'),
    ('Political Science', 'Political Science Department', 'College of Humanities and Social Sciences'),
    ('Psychology', 'Psychology Department', 'Emma Eccles Jones College of Education and Human Services'),
    ('Sociology', 'Sociology, Social Work and Anthropology Department', 'College of Humanities and Social Sciences'),
    ('Journalism', 'Journalism and Communication Department', 'College of Humanities and Social Sciences'),
    ('Music', 'Caine College of the Arts Music Department', 'Caine College of the Arts'),
    ('Art', 'Art and Design Department', 'Caine College of the Arts'),
    ('Theatre Arts', 'Theatre Arts Department', 'Caine College of the Arts'),
    ('Nutrition Science', 'Nutrition, Dietetics and Food Sciences Department', 'College of Agriculture and Applied Sciences'),
    ('Environmental Studies', 'Environment and Society Department', 'Quinney College of Natural Resources'),
    ('Special Education', 'Special Education and Rehabilitation Department', 'Emma Eccles Jones College of Education and Human Services'),
    ('Elementary Education', 'Teacher Education and Leadership Department', 'Emma Eccles Jones College of Education and Human Services')
) t(name, dept, college);

CREATE TABLE student_club.zip_code (
    zip_code    INTEGER PRIMARY KEY,
    type        VARCHAR,
    city        VARCHAR,
    county      VARCHAR,
    state       VARCHAR,
    short_state VARCHAR
);
INSERT INTO student_club.zip_code
SELECT base + k * step,
       CASE WHEN k % 11 = 0 THEN 'PO Box' WHEN k % 17 = 0 THEN 'Unique' ELSE 'Standard' END,
       (cities)[k % len(cities) + 1], (counties)[k % len(counties) + 1], state, short
FROM (VALUES
    (20601, 7, 'Maryland', 'MD', ['Waldorf', 'Annapolis', 'Bethesda', 'Rockville', 'Silver Spring', 'Laurel', 'Columbia', 'Frederick'],
        ['Charles County', 'Anne Arundel County', 'Montgomery County', 'Howard County', 'Frederick County', 'Prince George''s County']),
    (22001, 9, 'Virginia', 'VA', ['Arlington', 'Alexandria', 'Fairfax', 'Reston', 'Manassas', 'Leesburg', 'Herndon'],
        ['Arlington County', 'Fairfax County', 'Loudoun County', 'Prince William County']),
    (20001, 3, 'District of Columbia', 'DC', ['Washington'], ['District of Columbia']),
    (15001, 11, 'Pennsylvania', 'PA', ['Pittsburgh', 'Harrisburg', 'Lancaster', 'York', 'Altoona'],
        ['Allegheny County', 'Dauphin County', 'Lancaster County', 'York County', 'Blair County'])
) s(base, step, state, short, cities, counties), range(0, 75) t(k);

CREATE TABLE student_club.member (
    member_id     VARCHAR PRIMARY KEY,
    first_name    VARCHAR,
    last_name     VARCHAR,
    email         VARCHAR,
    position      VARCHAR,
    t_shirt_size  VARCHAR,
    phone         VARCHAR,
    zip           INTEGER REFERENCES student_club.zip_code (zip_code),
    link_to_major VARCHAR REFERENCES student_club.major (major_id)
);
INSERT INTO student_club.member
SELECT 'rec' || upper(substr(md5('member' || i), 1, 14)), fn, ln,
       lower(fn) || '.' || lower(ln) || '@lpu.edu',
       CASE i WHEN 1 THEN 'President' WHEN 2 THEN 'Vice President' WHEN 3 THEN 'Treasurer' WHEN 4 THEN 'Secretary'
              WHEN 5 THEN 'Inactive' ELSE (CASE WHEN i % 9 = 0 THEN 'Inactive' ELSE 'Member' END) END,
       (['Small', 'Medium', 'Large', 'X-Large', 'Medium', 'Large'])[(i * 5) % 6 + 1],
       '(' || CAST(200 + (i * 37) % 700 AS VARCHAR) || ') ' || CAST(200 + (i * 53) % 800 AS VARCHAR) || '-' || lpad(CAST((i * 7919) % 10000 AS VARCHAR), 4, '0'),
       z.zip_code, m.major_id
FROM (SELECT i,
             (['Angela', 'Grant', 'Luisa', 'Edwardo', 'Elijah', 'Keith', 'Tyler', 'Phillip', 'Garrett', 'Adela', 'Maya', 'Kevin', 'Sherri', 'Trent', 'Emily', 'Dean', 'Christof', 'Amy', 'Connor', 'Vincent'])[i % 20 + 1] AS fn,
             (['Sanders', 'Gilmour', 'Guidi', 'Ing', 'Allen', 'Dunlop', 'Hewitt', 'Cullen', 'Gerke', 'O''Gallagher', 'Mclean', 'Beasley', 'Ramsey', 'Cruz', 'Jaramillo', 'Kinnear', 'Nielson', 'Firth', 'Lilly', 'Blair', 'Nash', 'Mohamed', 'Webb'])[(i * 7) % 23 + 1] AS ln,
             (i * 7) % 300 AS zk, (i * 11) % 30 AS mk
      FROM range(1, 121) r(i)) p
JOIN (SELECT zip_code, row_number() OVER (ORDER BY zip_code) - 1 AS zk FROM student_club.zip_code) z USING (zk)
JOIN (SELECT major_id, row_number() OVER (ORDER BY major_name) - 1 AS mk FROM student_club.major) m USING (mk);

CREATE TABLE student_club.attendance (
    link_to_event  VARCHAR REFERENCES student_club.event (event_id),
    link_to_member VARCHAR REFERENCES student_club.member (member_id),
    PRIMARY KEY (link_to_event, link_to_member)
);
INSERT INTO student_club.attendance
SELECT DISTINCT e.event_id, m.member_id
FROM (SELECT event_id, row_number() OVER (ORDER BY event_date) AS ek FROM student_club.event WHERE status <> 'Open') e
JOIN (SELECT member_id, row_number() OVER (ORDER BY member_id) AS mk FROM student_club.member) m
  ON (e.ek * 7 + m.mk * 3) % 4 = 0 AND m.mk % 10 <> 0;

CREATE TABLE student_club.budget (
    budget_id      VARCHAR PRIMARY KEY,
    category       VARCHAR,
    spent          REAL,
    remaining      REAL,
    amount         INTEGER,
    event_status   VARCHAR,
    link_to_event  VARCHAR REFERENCES student_club.event (event_id)
);
INSERT INTO student_club.budget
SELECT 'rec' || upper(substr(md5('budget' || e.event_id || c.cat), 1, 14)), c.cat,
       round(amt * (CASE WHEN e.status = 'Open' THEN 0 ELSE ((e.ek * 7 + c.ck * 13) % 110) / 100.0 END), 2),
       round(amt - amt * (CASE WHEN e.status = 'Open' THEN 0 ELSE ((e.ek * 7 + c.ck * 13) % 110) / 100.0 END), 2),
       amt,
       e.status, e.event_id
FROM (SELECT event_id, status, row_number() OVER (ORDER BY event_date) AS ek FROM student_club.event) e
JOIN (VALUES (1, 'Advertisement'), (2, 'Food'), (3, 'Speaker Gifts'), (4, 'Parking'), (5, 'Club T-Shirts')) c(ck, cat)
  ON c.ck <= 2 + e.ek % 4
CROSS JOIN LATERAL (SELECT (CASE c.cat WHEN 'Food' THEN 150 WHEN 'Advertisement' THEN 75 WHEN 'Club T-Shirts' THEN 500 ELSE 50 END) + (e.ek % 5) * 10 AS amt) a;

CREATE TABLE student_club.expense (
    expense_id          VARCHAR PRIMARY KEY,
    expense_description VARCHAR,
    expense_date        VARCHAR,
    cost                REAL,
    approved            VARCHAR,
    link_to_member      VARCHAR REFERENCES student_club.member (member_id),
    link_to_budget      VARCHAR REFERENCES student_club.budget (budget_id)
);
INSERT INTO student_club.expense
SELECT 'rec' || upper(substr(md5('expense' || b.budget_id || k), 1, 14)),
       CASE b.category WHEN 'Food' THEN (['Pizza', 'Snacks', 'Water, chips, cookies', 'Catering', 'Sandwiches'])[(b.bk + k) % 5 + 1]
                       WHEN 'Advertisement' THEN (['Posters', 'Flyers', 'Social media ads'])[(b.bk + k) % 3 + 1]
                       WHEN 'Speaker Gifts' THEN 'Speaker gift card'
                       WHEN 'Parking' THEN 'Parking pass'
                       ELSE 'T-shirt order' END,
       strftime(DATE '2019-09-01' + CAST((b.bk * 5 + k) % 900 AS INTEGER), '%Y-%m-%d'),
       round(b.spent / 2 + k * 3.5, 2),
       CASE WHEN (b.bk + k) % 11 = 0 THEN 'false' ELSE 'true' END,
       m.member_id, b.budget_id
FROM (SELECT budget_id, category, spent, row_number() OVER (ORDER BY budget_id) AS bk FROM student_club.budget WHERE spent > 0) b
CROSS JOIN range(0, 2) t(k)
JOIN (SELECT member_id, row_number() OVER (ORDER BY member_id) AS mk FROM student_club.member WHERE position <> 'Inactive') m
  ON m.mk = 1 + (b.bk * 3 + k * 7) % 12
WHERE k = 0 OR b.bk % 3 = 0;

CREATE TABLE student_club.income (
    income_id      VARCHAR PRIMARY KEY,
    date_received  VARCHAR,
    amount         INTEGER,
    source         VARCHAR,
    notes          VARCHAR,
    link_to_member VARCHAR REFERENCES student_club.member (member_id)
);
INSERT INTO student_club.income
SELECT 'rec' || upper(substr(md5('income' || i), 1, 14)),
       strftime(DATE '2019-09-01' + CAST((i * 7) % 900 AS INTEGER), '%Y-%m-%d'),
       CASE src WHEN 'Dues' THEN 50 WHEN 'Fundraising' THEN 100 + (i * 37) % 400 WHEN 'School Appropration' THEN 3000 ELSE 500 + (i % 4) * 250 END,
       src,
       CASE WHEN src = 'Sponsorship' THEN 'Annual sponsorship from a local business' WHEN src = 'Fundraising' THEN 'Bake sale proceeds' END,
       m.member_id
FROM (SELECT i, CASE WHEN i % 25 = 0 THEN 'School Appropration' WHEN i % 9 = 0 THEN 'Sponsorship' WHEN i % 5 = 0 THEN 'Fundraising' ELSE 'Dues' END AS src
      FROM range(1, 151) r(i)) p
JOIN (SELECT member_id, row_number() OVER (ORDER BY member_id) AS mk FROM student_club.member) m
  ON m.mk = 1 + (i * 13) % 120;
