-- Schema `facilities`: an enterprise data-warehouse schema of a university's space, people and
-- course offerings, named the way such warehouses name things: UPPER-CASE quoted identifiers,
-- subject-area prefixes (FCLT_, FAC_, SIS_, BLDG_), surrogate *_KEY columns and the usual
-- abbreviations (BLDG, ADDR, DEPT, ORG, NUM, QTY, AMT, DT, CD, DESC, SQ_FT). It is modelled on
-- the published data-warehouse tables of university facilities offices (buildings, floors,
-- rooms, organizations, space usage codes of the FICM classification, a people directory,
-- course catalog and offerings), not copied from any. Deterministic: range() and modular
-- arithmetic only.

CREATE SCHEMA facilities;

CREATE TABLE facilities."FCLT_BUILDING" (
    "FCLT_BUILDING_KEY"   VARCHAR(10) PRIMARY KEY,
    "BUILDING_NUMBER"     VARCHAR(10) NOT NULL,
    "BUILDING_NAME"       VARCHAR(60) NOT NULL,
    "BLDG_STREET_ADDR"    VARCHAR(80),
    "BLDG_CITY"           VARCHAR(40),
    "BLDG_STATE_CD"       VARCHAR(2),
    "BLDG_ZIP_CD"         VARCHAR(10),
    "CAMPUS_SECTOR"       VARCHAR(20),
    "BUILDING_TYPE_DESC"  VARCHAR(30),
    "OWNERSHIP_TYPE_CD"   VARCHAR(10),
    "YEAR_BUILT"          INTEGER,
    "GROSS_SQ_FT"         INTEGER,
    "ASSIGNABLE_SQ_FT"    INTEGER,
    "NUM_OF_FLOORS"       INTEGER,
    "BLDG_STATUS_CD"      VARCHAR(10),
    "WAREHOUSE_LOAD_DATE" DATE
);
INSERT INTO facilities."FCLT_BUILDING"
SELECT 'B' || lpad(CAST(k AS VARCHAR), 4, '0'), num, name,
       CAST(10 + (k * 37) % 390 AS VARCHAR) || ' ' || street,
       'Cambridge', 'MA', (['02139', '02142', '02138'])[(k % 3) + 1],
       sector, btype,
       CASE WHEN k % 11 = 0 THEN 'LEASED' ELSE 'OWNED' END,
       1916 + (k * 37) % 105,
       20000 + (k * 7919) % 380000,
       CAST((20000 + (k * 7919) % 380000) * (0.55 + ((k * 3) % 20) / 100.0) AS INTEGER),
       floors,
       CASE WHEN k IN (17, 44) THEN 'INACTIVE' WHEN k = 58 THEN 'DEMOLISHED' ELSE 'ACTIVE' END,
       DATE '2025-06-30'
FROM (VALUES
    (1, '1', 'Pierce Engineering Hall', 'Massachusetts Ave', 'Main Group', 'Academic', 5),
    (2, '2', 'Mathematics Building', 'Massachusetts Ave', 'Main Group', 'Academic', 4),
    (3, '3', 'Maclaurin Building', 'Massachusetts Ave', 'Main Group', 'Administrative', 5),
    (4, '4', 'Physics Building', 'Massachusetts Ave', 'Main Group', 'Academic', 5),
    (5, '5', 'Pratt Chemistry Laboratory', 'Massachusetts Ave', 'Main Group', 'Research', 4),
    (6, '6', 'Eastman Laboratories', 'Massachusetts Ave', 'Main Group', 'Research', 4),
    (7, '7', 'Rogers Building', 'Massachusetts Ave', 'Main Group', 'Academic', 4),
    (8, '8', 'Materials Science Building', 'Massachusetts Ave', 'Main Group', 'Research', 4),
    (9, '9', 'Urban Planning Building', 'Massachusetts Ave', 'Main Group', 'Academic', 4),
    (10, '10', 'Main Library', 'Massachusetts Ave', 'Main Group', 'Library', 6),
    (11, '13', 'Vannevar Bush Building', 'Vassar St', 'Main Group', 'Research', 5),
    (12, '14', 'Humanities Library', 'Memorial Dr', 'Main Group', 'Library', 4),
    (13, '16', 'Dorrance Laboratory', 'Ames St', 'Main Group', 'Research', 5),
    (14, '18', 'Dreyfus Chemistry Building', 'Ames St', 'Main Group', 'Research', 6),
    (15, '24', 'Nuclear Engineering Building', 'Vassar St', 'Main Group', 'Research', 4),
    (16, '26', 'Compton Laboratories', 'Vassar St', 'Main Group', 'Research', 6),
    (17, '31', 'Sloan Automotive Laboratory', 'Vassar St', 'Main Group', 'Research', 3),
    (18, '32', 'Computer Science Center', 'Vassar St', 'Main Group', 'Academic', 9),
    (19, '33', 'Guggenheim Aeronautical Laboratory', 'Vassar St', 'Main Group', 'Research', 4),
    (20, '34', 'Electrical Engineering Building', 'Vassar St', 'Main Group', 'Academic', 5),
    (21, '35', 'Sloan Laboratories', 'Vassar St', 'Main Group', 'Research', 4),
    (22, '36', 'Fairchild Electronics Building', 'Vassar St', 'Main Group', 'Research', 8),
    (23, '37', 'Space Research Center', 'Vassar St', 'Main Group', 'Research', 7),
    (24, '39', 'Brown Building', 'Vassar St', 'Main Group', 'Research', 6),
    (25, '46', 'Brain and Cognitive Sciences Complex', 'Vassar St', 'Main Group', 'Research', 7),
    (26, '48', 'Parsons Laboratory', 'Vassar St', 'Main Group', 'Research', 3),
    (27, '50', 'Walker Memorial', 'Memorial Dr', 'East Campus', 'Student Life', 3),
    (28, '54', 'Earth Sciences Tower', 'Ames St', 'East Campus', 'Academic', 21),
    (29, '56', 'Whitaker Building', 'Ames St', 'East Campus', 'Research', 6),
    (30, '62', 'East Campus Residence', 'Ames St', 'East Campus', 'Residential', 5),
    (31, '66', 'Landau Chemical Engineering Building', 'Ames St', 'East Campus', 'Academic', 6),
    (32, '68', 'Koch Biology Building', 'Ames St', 'East Campus', 'Research', 7),
    (33, '76', 'Cancer Research Institute', 'Main St', 'East Campus', 'Research', 7),
    (34, 'E14', 'Media Arts Building', 'Ames St', 'East Campus', 'Academic', 6),
    (35, 'E15', 'Wiesner Building', 'Ames St', 'East Campus', 'Academic', 4),
    (36, 'E17', 'Mudd Building', 'Amherst St', 'East Campus', 'Academic', 4),
    (37, 'E18', 'Ford Building', 'Amherst St', 'East Campus', 'Administrative', 5),
    (38, 'E19', 'Health Services Building', 'Amherst St', 'East Campus', 'Health Care', 5),
    (39, 'E23', 'Medical Center', 'Carleton St', 'East Campus', 'Health Care', 4),
    (40, 'E25', 'Whitaker College Building', 'Carleton St', 'East Campus', 'Research', 5),
    (41, 'E40', 'Muckley Building', 'Wadsworth St', 'East Campus', 'Administrative', 5),
    (42, 'E51', 'Tang Center', 'Wadsworth St', 'East Campus', 'Academic', 4),
    (43, 'E52', 'Economics Building', 'Memorial Dr', 'East Campus', 'Academic', 6),
    (44, 'E53', 'Hermann Building', 'Memorial Dr', 'East Campus', 'Academic', 5),
    (45, 'E62', 'Management School Building', 'Main St', 'East Campus', 'Academic', 6),
    (46, 'W11', 'Religious Activities Center', 'Massachusetts Ave', 'West Campus', 'Student Life', 2),
    (47, 'W16', 'Kresge Auditorium', 'Massachusetts Ave', 'West Campus', 'Assembly', 2),
    (48, 'W20', 'Student Center', 'Massachusetts Ave', 'West Campus', 'Student Life', 5),
    (49, 'W31', 'Du Pont Athletic Gymnasium', 'Massachusetts Ave', 'West Campus', 'Athletic', 3),
    (50, 'W34', 'Johnson Athletic Center', 'Vassar St', 'West Campus', 'Athletic', 2),
    (51, 'W35', 'Zesiger Sports and Fitness Center', 'Vassar St', 'West Campus', 'Athletic', 4),
    (52, 'W18', 'Music and Theater Arts Building', 'Massachusetts Ave', 'West Campus', 'Academic', 3),
    (53, 'W7', 'Baker House', 'Memorial Dr', 'West Campus', 'Residential', 6),
    (54, 'W85', 'Westgate Residence', 'Amesbury St', 'West Campus', 'Residential', 16),
    (55, 'NW10', 'Edgerton House', 'Albany St', 'North Campus', 'Residential', 6),
    (56, 'NW21', 'Plasma Science Laboratory', 'Albany St', 'North Campus', 'Research', 3),
    (57, 'NW61', 'Central Utility Plant', 'Albany St', 'North Campus', 'Utility', 3),
    (58, 'NW30', 'Warehouse Annex', 'Albany St', 'North Campus', 'Support', 2),
    (59, 'N52', 'Facilities Operations Center', 'Massachusetts Ave', 'North Campus', 'Support', 4),
    (60, 'N51', 'Museum Building', 'Massachusetts Ave', 'North Campus', 'Assembly', 4)
) t(k, num, name, street, sector, btype, floors);

CREATE TABLE facilities."FAC_FLOOR" (
    "FLOOR_KEY"         INTEGER PRIMARY KEY,
    "FCLT_BUILDING_KEY" VARCHAR(10) NOT NULL REFERENCES facilities."FCLT_BUILDING" ("FCLT_BUILDING_KEY"),
    "FLOOR_CD"          VARCHAR(4) NOT NULL,
    "FLOOR_DESC"        VARCHAR(30),
    "FLOOR_SQ_FT"       INTEGER
);
INSERT INTO facilities."FAC_FLOOR"
SELECT row_number() OVER (ORDER BY b."FCLT_BUILDING_KEY", f),
       b."FCLT_BUILDING_KEY",
       CASE WHEN f = 0 THEN 'B1' ELSE lpad(CAST(f AS VARCHAR), 2, '0') END,
       CASE WHEN f = 0 THEN 'Basement' WHEN f = 1 THEN 'Ground Floor'
            ELSE (['Second', 'Third', 'Fourth', 'Fifth', 'Sixth', 'Seventh', 'Eighth', 'Ninth', 'Tenth'])[LEAST(f - 1, 9)]
                 || ' Floor' END,
       b."GROSS_SQ_FT" // (b."NUM_OF_FLOORS" + 1)
FROM facilities."FCLT_BUILDING" b, range(0, 22) t(f)
WHERE f <= b."NUM_OF_FLOORS" AND (f > 0 OR b."NUM_OF_FLOORS" >= 4);

CREATE TABLE facilities."SPACE_USAGE" (
    "SPACE_USAGE_CD"      VARCHAR(4) PRIMARY KEY,
    "SPACE_USAGE_DESC"    VARCHAR(60) NOT NULL,
    "SPACE_CATEGORY_CD"   VARCHAR(4) NOT NULL,
    "SPACE_CATEGORY_DESC" VARCHAR(60) NOT NULL,
    "IS_ASSIGNABLE_FLAG"  VARCHAR(1) NOT NULL
);
INSERT INTO facilities."SPACE_USAGE"
SELECT cd, descr, cat,
       CASE cat WHEN '100' THEN 'Classroom Facilities' WHEN '200' THEN 'Laboratory Facilities'
                WHEN '300' THEN 'Office Facilities' WHEN '400' THEN 'Study Facilities'
                WHEN '500' THEN 'Special Use Facilities' WHEN '600' THEN 'General Use Facilities'
                WHEN '700' THEN 'Support Facilities' WHEN '800' THEN 'Health Care Facilities'
                WHEN '900' THEN 'Residential Facilities' ELSE 'Nonassignable Area' END,
       CASE WHEN cat = 'NA' THEN 'N' ELSE 'Y' END
FROM (VALUES
    ('110', 'Classroom', '100'), ('115', 'Classroom Service', '100'),
    ('210', 'Class Laboratory', '200'), ('215', 'Class Laboratory Service', '200'),
    ('220', 'Open Laboratory', '200'), ('250', 'Research/Nonclass Laboratory', '200'),
    ('255', 'Research/Nonclass Laboratory Service', '200'),
    ('310', 'Office', '300'), ('315', 'Office Service', '300'), ('350', 'Conference Room', '300'),
    ('355', 'Conference Room Service', '300'),
    ('410', 'Study Room', '400'), ('420', 'Stack', '400'), ('430', 'Open-Stack Study Room', '400'),
    ('440', 'Processing Room', '400'), ('455', 'Study Service', '400'),
    ('520', 'Athletic or Physical Education', '500'), ('530', 'Media Production', '500'),
    ('570', 'Animal Facilities', '500'),
    ('610', 'Assembly', '600'), ('620', 'Exhibition', '600'), ('630', 'Food Facility', '600'),
    ('650', 'Lounge', '600'), ('670', 'Recreation', '600'), ('680', 'Meeting Room', '600'),
    ('710', 'Central Computer or Telecommunications', '700'), ('720', 'Shop', '700'),
    ('730', 'Central Storage', '700'), ('750', 'Central Service', '700'), ('760', 'Hazardous Materials', '700'),
    ('850', 'Health Care Office', '800'), ('910', 'Sleep/Study Without Toilet or Bath', '900'),
    ('920', 'Sleep/Study With Toilet or Bath', '900'),
    ('WWW', 'Circulation Area', 'NA'), ('XXX', 'Building Service Area', 'NA'), ('YYY', 'Mechanical Area', 'NA')
) t(cd, descr, cat);

CREATE TABLE facilities."FCLT_ORGANIZATION" (
    "ORG_UNIT_KEY"        INTEGER PRIMARY KEY,
    "ORG_UNIT_ID"         VARCHAR(10) NOT NULL,
    "DEPT_CODE"           VARCHAR(8) NOT NULL,
    "DEPT_NAME"           VARCHAR(60) NOT NULL,
    "SCHOOL_AREA"         VARCHAR(60),
    "ORG_LEVEL_CD"        VARCHAR(4),
    "IS_ACADEMIC_FLAG"    VARCHAR(1) NOT NULL,
    "SPACE_PLANNER_NAME"  VARCHAR(40)
);
INSERT INTO facilities."FCLT_ORGANIZATION"
SELECT k, '1000' || lpad(CAST(k * 37 AS VARCHAR), 4, '0'), cd, name, school,
       CASE WHEN acad = 'Y' THEN 'DEPT' ELSE 'OFFC' END, acad,
       (['Linda Marsh', 'Raj Patel', 'Grace Oduya', 'Tom Kelleher', 'Mei Chen'])[(k % 5) + 1]
FROM (VALUES
    (1, 'AERO', 'Aeronautics and Astronautics', 'School of Engineering', 'Y'),
    (2, 'ANTH', 'Anthropology', 'School of Humanities, Arts, and Social Sciences', 'Y'),
    (3, 'ARCH', 'Architecture', 'School of Architecture and Planning', 'Y'),
    (4, 'BIOL', 'Biology', 'School of Science', 'Y'),
    (5, 'BE', 'Biological Engineering', 'School of Engineering', 'Y'),
    (6, 'BCS', 'Brain and Cognitive Sciences', 'School of Science', 'Y'),
    (7, 'CHEME', 'Chemical Engineering', 'School of Engineering', 'Y'),
    (8, 'CHEM', 'Chemistry', 'School of Science', 'Y'),
    (9, 'CEE', 'Civil and Environmental Engineering', 'School of Engineering', 'Y'),
    (10, 'CMS', 'Comparative Media Studies', 'School of Humanities, Arts, and Social Sciences', 'Y'),
    (11, 'EAPS', 'Earth, Atmospheric and Planetary Sciences', 'School of Science', 'Y'),
    (12, 'ECON', 'Economics', 'School of Humanities, Arts, and Social Sciences', 'Y'),
    (13, 'EECS', 'Electrical Engineering and Computer Science', 'School of Engineering', 'Y'),
    (14, 'HIST', 'History', 'School of Humanities, Arts, and Social Sciences', 'Y'),
    (15, 'LING', 'Linguistics and Philosophy', 'School of Humanities, Arts, and Social Sciences', 'Y'),
    (16, 'LIT', 'Literature', 'School of Humanities, Arts, and Social Sciences', 'Y'),
    (17, 'MSE', 'Materials Science and Engineering', 'School of Engineering', 'Y'),
    (18, 'MATH', 'Mathematics', 'School of Science', 'Y'),
    (19, 'MECHE', 'Mechanical Engineering', 'School of Engineering', 'Y'),
    (20, 'MUS', 'Music and Theater Arts', 'School of Humanities, Arts, and Social Sciences', 'Y'),
    (21, 'NSE', 'Nuclear Science and Engineering', 'School of Engineering', 'Y'),
    (22, 'PHYS', 'Physics', 'School of Science', 'Y'),
    (23, 'POLS', 'Political Science', 'School of Humanities, Arts, and Social Sciences', 'Y'),
    (24, 'DUSP', 'Urban Studies and Planning', 'School of Architecture and Planning', 'Y'),
    (25, 'MGMT', 'Management', 'School of Management', 'Y'),
    (26, 'FAC', 'Facilities', 'Administration', 'N'),
    (27, 'REG', 'Registrar', 'Administration', 'N'),
    (28, 'LIB', 'Libraries', 'Administration', 'N'),
    (29, 'DAPER', 'Athletics, Physical Education and Recreation', 'Administration', 'N'),
    (30, 'SL', 'Student Life', 'Administration', 'N'),
    (31, 'HR', 'Human Resources', 'Administration', 'N'),
    (32, 'POL', 'Campus Police', 'Administration', 'N'),
    (33, 'IST', 'Information Systems and Technology', 'Administration', 'N'),
    (34, 'VPF', 'Office of the Vice President for Finance', 'Administration', 'N'),
    (35, 'ADM', 'Admissions', 'Administration', 'N'),
    (36, 'DINE', 'Dining Services', 'Administration', 'N'),
    (37, 'EHS', 'Environment, Health and Safety', 'Administration', 'N'),
    (38, 'MED', 'Medical', 'Administration', 'N'),
    (39, 'HOUS', 'Housing and Residential Services', 'Administration', 'N')
) t(k, cd, name, school, acad);

CREATE TABLE facilities."FCLT_ROOMS" (
    "FCLT_ROOM_KEY"     INTEGER PRIMARY KEY,
    "FCLT_BUILDING_KEY" VARCHAR(10) NOT NULL REFERENCES facilities."FCLT_BUILDING" ("FCLT_BUILDING_KEY"),
    "FLOOR_KEY"         INTEGER REFERENCES facilities."FAC_FLOOR" ("FLOOR_KEY"),
    "ROOM_NUM"          VARCHAR(10) NOT NULL,
    "ROOM_FULL_NAME"    VARCHAR(20) NOT NULL,
    "ORG_UNIT_KEY"      INTEGER REFERENCES facilities."FCLT_ORGANIZATION" ("ORG_UNIT_KEY"),
    "ROOM_USAGE_TYPE"   VARCHAR(20),
    "SPACE_USAGE_CD"    VARCHAR(4) REFERENCES facilities."SPACE_USAGE" ("SPACE_USAGE_CD"),
    "ROOM_AREA_SQ_FT"   INTEGER,
    "ROOM_CAPACITY"     INTEGER,
    "ACCESS_TYPE_CD"    VARCHAR(10),
    "IS_LEASED_FLAG"    VARCHAR(1)
);
-- Rooms are dealt round-robin over floors; a room's use decides its space code and size.
INSERT INTO facilities."FCLT_ROOMS"
SELECT r,
       fl."FCLT_BUILDING_KEY", fl."FLOOR_KEY",
       CASE WHEN fl."FLOOR_CD" = 'B1' THEN '0' ELSE CAST(CAST(fl."FLOOR_CD" AS INTEGER) AS VARCHAR) END
           || lpad(CAST((r * 7) % 90 + 1 AS VARCHAR), 2, '0')
           || CASE WHEN r % 13 = 0 THEN 'A' ELSE '' END,
       b."BUILDING_NUMBER" || '-'
           || CASE WHEN fl."FLOOR_CD" = 'B1' THEN '0' ELSE CAST(CAST(fl."FLOOR_CD" AS INTEGER) AS VARCHAR) END
           || lpad(CAST((r * 7) % 90 + 1 AS VARCHAR), 2, '0')
           || CASE WHEN r % 13 = 0 THEN 'A' ELSE '' END,
       CASE WHEN u.use IN ('CIRCULATION', 'MECHANICAL', 'RESTROOM') THEN NULL
            WHEN b."BUILDING_TYPE_DESC" IN ('Academic', 'Research') THEN (r * 7) % 25 + 1
            ELSE (r * 7) % 14 + 26 END,
       u.use, u.cd,
       u.base + (r * 31) % u.base,
       CASE WHEN u.use IN ('CLASSROOM', 'TEACHING LAB', 'CONFERENCE', 'LOUNGE', 'STUDY') THEN (u.base + (r * 31) % u.base) // 18 END,
       (['PUBLIC', 'CARD', 'KEY', 'RESTRICTED'])[((r * 3) % 4) + 1],
       CASE WHEN b."OWNERSHIP_TYPE_CD" = 'LEASED' THEN 'Y' ELSE 'N' END
FROM range(1, 2001) t(r)
JOIN (SELECT row_number() OVER (ORDER BY "FLOOR_KEY") - 1 AS j, * FROM facilities."FAC_FLOOR") fl
  ON fl.j = (r * 7) % (SELECT count(*) FROM facilities."FAC_FLOOR")
JOIN facilities."FCLT_BUILDING" b ON b."FCLT_BUILDING_KEY" = fl."FCLT_BUILDING_KEY"
JOIN (VALUES (0, 'OFFICE', '310', 120), (1, 'OFFICE', '310', 150), (2, 'RESEARCH LAB', '250', 600),
             (3, 'CLASSROOM', '110', 700), (4, 'TEACHING LAB', '210', 800), (5, 'CONFERENCE', '350', 300),
             (6, 'STORAGE', '730', 100), (7, 'STUDY', '410', 250), (8, 'LOUNGE', '650', 400),
             (9, 'MECHANICAL', 'YYY', 200), (10, 'RESTROOM', 'XXX', 120), (11, 'CIRCULATION', 'WWW', 500),
             (12, 'OFFICE', '315', 90), (13, 'RESEARCH LAB', '255', 200), (14, 'RESIDENCE', '920', 180),
             (15, 'ATHLETIC', '520', 3000), (16, 'LIBRARY', '420', 1500), (17, 'FOOD SERVICE', '630', 900))
     u(n, use, cd, base)
  ON u.n = CASE WHEN b."BUILDING_TYPE_DESC" = 'Residential' AND r % 3 <> 0 THEN 14
                WHEN b."BUILDING_TYPE_DESC" = 'Athletic' AND r % 3 = 0 THEN 15
                WHEN b."BUILDING_TYPE_DESC" = 'Library' AND r % 2 = 0 THEN 16
                WHEN b."BUILDING_TYPE_DESC" = 'Student Life' AND r % 4 = 0 THEN 17
                ELSE (r * 11) % 14 END;

CREATE TABLE facilities."EMPLOYEE_DIRECTORY" (
    "PERSON_KEY"        INTEGER PRIMARY KEY,
    "USER_NAME"         VARCHAR(12) NOT NULL,
    "FULL_NAME"         VARCHAR(60) NOT NULL,
    "FIRST_NAME"        VARCHAR(30),
    "LAST_NAME"         VARCHAR(30),
    "DEPT_NAME"         VARCHAR(60),
    "ORG_UNIT_KEY"      INTEGER REFERENCES facilities."FCLT_ORGANIZATION" ("ORG_UNIT_KEY"),
    "JOB_TITLE"         VARCHAR(60),
    "EMPLOYEE_TYPE"     VARCHAR(30),
    "OFFICE_LOCATION"   VARCHAR(20),
    "OFFICE_PHONE"      VARCHAR(20),
    "EMAIL_ADDR"        VARCHAR(60),
    "HIRE_DT"           DATE
);
INSERT INTO facilities."EMPLOYEE_DIRECTORY"
SELECT p,
       lower(substr(fn, 1, 1) || substr(ln, 1, 7)) || CAST(p % 97 AS VARCHAR),
       fn || ' ' || ln, fn, ln,
       o."DEPT_NAME", o."ORG_UNIT_KEY",
       CASE WHEN o."IS_ACADEMIC_FLAG" = 'Y' THEN
                (['Professor', 'Associate Professor', 'Assistant Professor', 'Lecturer', 'Research Scientist',
                  'Postdoctoral Associate', 'Administrative Assistant', 'Technical Instructor',
                  'Department Administrator', 'Research Engineer', 'Graduate Research Assistant'])[((p * 7) % 11) + 1]
            ELSE (['Program Manager', 'Systems Administrator', 'Facilities Manager', 'Custodian',
                   'HVAC Technician', 'Electrician', 'Financial Analyst', 'Librarian', 'Police Officer',
                   'Admissions Counselor', 'Coach', 'Administrative Assistant'])[((p * 7) % 12) + 1] END,
       CASE WHEN o."IS_ACADEMIC_FLAG" = 'Y' THEN
                (['Faculty', 'Faculty', 'Faculty', 'Other Academic', 'Research Staff', 'Postdoc', 'Staff',
                  'Other Academic', 'Staff', 'Research Staff', 'Graduate Student'])[((p * 7) % 11) + 1]
            ELSE 'Staff' END,
       rm."ROOM_FULL_NAME",
       '617-' || CAST(200 + (p * 13) % 800 AS VARCHAR) || '-' || lpad(CAST((p * 7919) % 10000 AS VARCHAR), 4, '0'),
       lower(substr(fn, 1, 1) || substr(ln, 1, 7)) || CAST(p % 97 AS VARCHAR) || '@univ.example.edu',
       DATE '1985-01-01' + CAST((p * 3571) % 14000 AS INTEGER)
FROM (
    SELECT p,
           (['James', 'Maria', 'Wei', 'Priya', 'David', 'Sofia', 'Ahmed', 'Emily', 'Kenji', 'Olga', 'Carlos',
             'Aisha', 'Michael', 'Hannah', 'Luis', 'Fatima', 'John', 'Yuki', 'Peter', 'Grace', 'Samuel',
             'Elena', 'Daniel', 'Nadia', 'Robert'])[(p % 25) + 1] AS fn,
           (['Smith', 'Garcia', 'Chen', 'Patel', 'Cohen', 'Rossi', 'Hassan', 'Johnson', 'Tanaka', 'Ivanova',
             'Lopez', 'Okafor', 'Brown', 'Muller', 'Fernandez', 'Khan', 'Murphy', 'Sato', 'Novak', 'Kim',
             'Williams', 'Petrov', 'Nguyen', 'Haddad', 'Anderson', 'Silva', 'Larsen', 'Moreau', 'Gupta',
             'OBrien'])[((p * 7) % 30) + 1] AS ln
    FROM range(1, 1501) t(p)
) x
JOIN facilities."FCLT_ORGANIZATION" o ON o."ORG_UNIT_KEY" = (p * 17) % 39 + 1
LEFT JOIN (SELECT row_number() OVER (PARTITION BY "ORG_UNIT_KEY" ORDER BY "FCLT_ROOM_KEY") AS j,
                  count(*) OVER (PARTITION BY "ORG_UNIT_KEY") AS n, "ORG_UNIT_KEY", "ROOM_FULL_NAME"
           FROM facilities."FCLT_ROOMS" WHERE "ROOM_USAGE_TYPE" IN ('OFFICE', 'RESEARCH LAB')) rm
  ON rm."ORG_UNIT_KEY" = o."ORG_UNIT_KEY" AND rm.j = p % rm.n + 1;

CREATE TABLE facilities."FCLT_ROOM_ASSIGNMENT" (
    "ROOM_ASSIGN_KEY" INTEGER PRIMARY KEY,
    "FCLT_ROOM_KEY"   INTEGER NOT NULL REFERENCES facilities."FCLT_ROOMS" ("FCLT_ROOM_KEY"),
    "PERSON_KEY"      INTEGER NOT NULL REFERENCES facilities."EMPLOYEE_DIRECTORY" ("PERSON_KEY"),
    "ASSIGN_START_DT" DATE NOT NULL,
    "ASSIGN_END_DT"   DATE,
    "PCT_OCCUPIED"    DECIMAL(5, 2)
);
INSERT INTO facilities."FCLT_ROOM_ASSIGNMENT"
SELECT row_number() OVER (ORDER BY e."PERSON_KEY"), rm."FCLT_ROOM_KEY", e."PERSON_KEY",
       greatest(e."HIRE_DT", DATE '2015-07-01') + CAST((e."PERSON_KEY" * 17) % 200 AS INTEGER),
       CASE WHEN e."PERSON_KEY" % 9 = 0 THEN DATE '2024-06-30' END,
       CAST((['100', '100', '50', '100', '25', '100', '33.33'])[(e."PERSON_KEY" % 7) + 1] AS DECIMAL(5, 2))
FROM facilities."EMPLOYEE_DIRECTORY" e
JOIN facilities."FCLT_ROOMS" rm ON rm."ROOM_FULL_NAME" = e."OFFICE_LOCATION"
QUALIFY row_number() OVER (PARTITION BY e."PERSON_KEY" ORDER BY rm."FCLT_ROOM_KEY") = 1;

CREATE TABLE facilities."SIS_COURSE_DESC" (
    "SIS_COURSE_DESC_KEY" INTEGER PRIMARY KEY,
    "SUBJECT_ID"          VARCHAR(10) NOT NULL,
    "SUBJECT_CODE"        VARCHAR(6) NOT NULL,
    "SUBJECT_NUMBER"      VARCHAR(6) NOT NULL,
    "COURSE_TITLE_LONG"   VARCHAR(100) NOT NULL,
    "COURSE_DESC"         VARCHAR(400),
    "DEPT_CODE"           VARCHAR(8),
    "TOTAL_UNITS"         INTEGER,
    "COURSE_LEVEL_CD"     VARCHAR(1),
    "GIR_ATTRIBUTE_DESC"  VARCHAR(60),
    "EFFECTIVE_TERM_CD"   VARCHAR(6)
);
INSERT INTO facilities."SIS_COURSE_DESC"
SELECT k, code || '.' || num, code, num, title,
       'Covers ' || lower(title) || ' with '
           || (['weekly problem sets', 'laboratory exercises', 'a term project', 'case discussions', 'readings and essays'])[(k % 5) + 1]
           || '. ' || CASE WHEN lvl = 'G' THEN 'Graduate subject; permission of instructor required.'
                           ELSE 'Open to undergraduates.' END,
       dept, (['12', '12', '9', '6', '12', '15'])[(k % 6) + 1]::INTEGER, lvl,
       CASE WHEN lvl = 'U' AND k % 4 = 0 THEN (['Science Requirement', 'Humanities, Arts, and Social Sciences',
            'Laboratory Requirement', 'Communication Intensive'])[(k // 4 % 4) + 1] END,
       (['2023FA', '2024FA', '2024SP', '2025SP'])[(k % 4) + 1]
FROM (
    SELECT row_number() OVER (ORDER BY o.k, n) AS k, o.code, o.dept,
           CASE WHEN n <= 6 THEN lpad(CAST(n AS VARCHAR), 2, '0') || '0' ELSE CAST(800 + n AS VARCHAR) END AS num,
           CASE WHEN n <= 6 THEN 'U' ELSE 'G' END AS lvl,
           o.name || ': ' || (['Introduction', 'Foundations', 'Methods', 'Laboratory', 'Seminar', 'Special Topics',
                               'Advanced Topics', 'Graduate Seminar', 'Research Methods', 'Thesis Preparation'])[n] AS title
    FROM (SELECT row_number() OVER (ORDER BY "ORG_UNIT_KEY") AS k, "DEPT_CODE" AS dept, "DEPT_NAME" AS name,
                 CAST("ORG_UNIT_KEY" AS VARCHAR) AS code
          FROM facilities."FCLT_ORGANIZATION" WHERE "IS_ACADEMIC_FLAG" = 'Y') o,
         range(1, 11) t(n)
) x;

CREATE TABLE facilities."SIS_SUBJECT_OFFERED" (
    "SUBJECT_OFFERED_KEY"      INTEGER PRIMARY KEY,
    "TERM_CODE"                VARCHAR(6) NOT NULL,
    "SIS_COURSE_DESC_KEY"      INTEGER NOT NULL REFERENCES facilities."SIS_COURSE_DESC" ("SIS_COURSE_DESC_KEY"),
    "SECTION_ID"               VARCHAR(4) NOT NULL,
    "SECTION_TYPE_CD"          VARCHAR(3),
    "MEETING_DAYS"             VARCHAR(5),
    "MEETING_START_TIME"       VARCHAR(5),
    "MEETING_END_TIME"         VARCHAR(5),
    "MEETING_PLACE"            VARCHAR(20),
    "FCLT_ROOM_KEY"            INTEGER REFERENCES facilities."FCLT_ROOMS" ("FCLT_ROOM_KEY"),
    "RESPONSIBLE_FACULTY_NAME" VARCHAR(60),
    "NUM_ENROLLED"             INTEGER,
    "ENROLLMENT_CAP"           INTEGER
);
INSERT INTO facilities."SIS_SUBJECT_OFFERED"
SELECT row_number() OVER (ORDER BY c."SIS_COURSE_DESC_KEY", t.term, s.sec),
       t.term, c."SIS_COURSE_DESC_KEY", s.sec, s.typ,
       (['MW', 'TR', 'MWF', 'F', 'T', 'R'])[((c."SIS_COURSE_DESC_KEY" + s.n) % 6) + 1],
       (['09:00', '10:00', '11:00', '13:00', '14:30', '16:00'])[((c."SIS_COURSE_DESC_KEY" * 7 + s.n) % 6) + 1],
       (['10:30', '11:30', '12:30', '14:30', '16:00', '17:30'])[((c."SIS_COURSE_DESC_KEY" * 7 + s.n) % 6) + 1],
       rm."ROOM_FULL_NAME", rm."FCLT_ROOM_KEY",
       f."FULL_NAME",
       (c."SIS_COURSE_DESC_KEY" * 13 + s.n * 7) % 80 + 5,
       90
FROM facilities."SIS_COURSE_DESC" c
CROSS JOIN (VALUES ('2024FA'), ('2025SP'), ('2025FA')) t(term)
CROSS JOIN (VALUES (1, 'L01', 'LEC'), (2, 'R01', 'REC'), (3, 'B01', 'LAB')) s(n, sec, typ)
JOIN (SELECT row_number() OVER (ORDER BY "FCLT_ROOM_KEY") - 1 AS j, * FROM facilities."FCLT_ROOMS"
      WHERE "ROOM_USAGE_TYPE" IN ('CLASSROOM', 'TEACHING LAB')) rm
  ON rm.j = (c."SIS_COURSE_DESC_KEY" * 7 + s.n * 3 + length(t.term)) % (SELECT count(*) FROM facilities."FCLT_ROOMS" WHERE "ROOM_USAGE_TYPE" IN ('CLASSROOM', 'TEACHING LAB'))
LEFT JOIN (SELECT row_number() OVER (PARTITION BY "DEPT_NAME" ORDER BY "PERSON_KEY") AS j,
                  count(*) OVER (PARTITION BY "DEPT_NAME") AS n, * FROM facilities."EMPLOYEE_DIRECTORY"
           WHERE "EMPLOYEE_TYPE" = 'Faculty') f
  ON f."DEPT_NAME" = (SELECT "DEPT_NAME" FROM facilities."FCLT_ORGANIZATION" WHERE "DEPT_CODE" = c."DEPT_CODE")
 AND f.j = c."SIS_COURSE_DESC_KEY" % f.n + 1
WHERE (s.n = 1 OR (s.n = 2 AND c."SIS_COURSE_DESC_KEY" % 2 = 0) OR (s.n = 3 AND c."SIS_COURSE_DESC_KEY" % 5 = 0))
  AND (t.term <> '2025FA' OR c."SIS_COURSE_DESC_KEY" % 3 = 0);

CREATE TABLE facilities."FCLT_WORK_ORDER" (
    "WORK_ORDER_KEY"       INTEGER PRIMARY KEY,
    "WORK_ORDER_NUM"       VARCHAR(16) NOT NULL,
    "FCLT_BUILDING_KEY"    VARCHAR(10) NOT NULL REFERENCES facilities."FCLT_BUILDING" ("FCLT_BUILDING_KEY"),
    "FCLT_ROOM_KEY"        INTEGER REFERENCES facilities."FCLT_ROOMS" ("FCLT_ROOM_KEY"),
    "WORK_ORDER_TYPE_CD"   VARCHAR(4) NOT NULL,
    "WORK_ORDER_TYPE_DESC" VARCHAR(30) NOT NULL,
    "PROBLEM_DESC"         VARCHAR(60),
    "PRIORITY_CD"          VARCHAR(16),
    "STATUS_CD"            VARCHAR(12) NOT NULL,
    "SHOP_NAME"            VARCHAR(20),
    "REQUEST_DT"           DATE NOT NULL,
    "COMPLETION_DT"        DATE,
    "LABOR_HRS"            DECIMAL(6, 2),
    "MATERIAL_COST_AMT"    DECIMAL(10, 2)
);
INSERT INTO facilities."FCLT_WORK_ORDER"
SELECT w, 'WO-' || CAST(2022 + w // 700 AS VARCHAR) || '-' || lpad(CAST(w AS VARCHAR), 6, '0'),
       rm."FCLT_BUILDING_KEY", CASE WHEN w % 6 = 0 THEN NULL ELSE rm."FCLT_ROOM_KEY" END,
       ty.cd, ty.descr, pr.problem, pr.prio,
       st.status, pr.shop,
       DATE '2022-01-03' + CAST((w * 1061) % 1270 AS INTEGER),
       CASE WHEN st.status = 'COMPLETED' THEN DATE '2022-01-03' + CAST((w * 1061) % 1270 + 1 + w % 20 AS INTEGER) END,
       CAST(0.5 + (w * 7) % 40 / 2.0 AS DECIMAL(6, 2)),
       CASE WHEN w % 3 = 0 THEN 0 ELSE CAST(((w * 7919) % 250000) / 100.0 AS DECIMAL(10, 2)) END
FROM range(1, 2001) t(w)
JOIN (SELECT row_number() OVER (ORDER BY "FCLT_ROOM_KEY") - 1 AS j, * FROM facilities."FCLT_ROOMS") rm ON rm.j = (w * 13) % 2000
JOIN (VALUES (0, 'CM', 'Corrective Maintenance'), (1, 'PM', 'Preventive Maintenance'), (2, 'CM', 'Corrective Maintenance'),
             (3, 'EM', 'Emergency'), (4, 'CM', 'Corrective Maintenance'), (5, 'PRJ', 'Project')) ty(n, cd, descr)
  ON ty.n = (w * 5) % 6
JOIN (VALUES (0, 'Leak - water', 'Plumbing', '2-URGENT'), (1, 'Clogged drain', 'Plumbing', '3-ROUTINE'),
             (2, 'Too hot', 'HVAC', '3-ROUTINE'), (3, 'Too cold', 'HVAC', '3-ROUTINE'),
             (4, 'Light out', 'Electrical', '3-ROUTINE'), (5, 'Power outage', 'Electrical', '1-EMERGENCY'),
             (6, 'Door lock broken', 'Locksmith', '2-URGENT'), (7, 'Key request', 'Locksmith', '4-SCHEDULED'),
             (8, 'Paint touch-up', 'Paint', '4-SCHEDULED'), (9, 'Furniture repair', 'Carpentry', '3-ROUTINE'),
             (10, 'Ceiling tile damaged', 'Carpentry', '3-ROUTINE'), (11, 'Spill cleanup', 'Custodial', '2-URGENT'),
             (12, 'Trash removal', 'Custodial', '4-SCHEDULED'), (13, 'Elevator out of service', 'Elevator', '1-EMERGENCY'),
             (14, 'Snow removal', 'Grounds', '2-URGENT'), (15, 'Pest control', 'Custodial', '3-ROUTINE'),
             (16, 'Fume hood alarm', 'HVAC', '1-EMERGENCY'), (17, 'Filter change', 'HVAC', '4-SCHEDULED'))
     pr(n, problem, shop, prio)
  ON pr.n = (w * 7) % 18
JOIN (VALUES (0, 'COMPLETED'), (1, 'COMPLETED'), (2, 'COMPLETED'), (3, 'OPEN'), (4, 'COMPLETED'),
             (5, 'IN PROGRESS'), (6, 'COMPLETED'), (7, 'ON HOLD'), (8, 'COMPLETED'), (9, 'CANCELLED')) st(n, status)
  ON st.n = (w * 3) % 10;

CREATE TABLE facilities."BLDG_UTILITY_USAGE" (
    "UTILITY_USAGE_KEY" INTEGER PRIMARY KEY,
    "FCLT_BUILDING_KEY" VARCHAR(10) NOT NULL REFERENCES facilities."FCLT_BUILDING" ("FCLT_BUILDING_KEY"),
    "FISCAL_YEAR"       INTEGER NOT NULL,
    "FISCAL_PERIOD"     INTEGER NOT NULL,
    "UTILITY_TYPE_CD"   VARCHAR(6) NOT NULL,
    "USAGE_QTY"         DECIMAL(14, 2),
    "UNIT_OF_MEASURE"   VARCHAR(8),
    "COST_AMT"          DECIMAL(12, 2)
);
INSERT INTO facilities."BLDG_UTILITY_USAGE"
SELECT row_number() OVER (ORDER BY b."FCLT_BUILDING_KEY", p, u.cd),
       b."FCLT_BUILDING_KEY", 2025, p, u.cd,
       CAST(b."GROSS_SQ_FT" * u.rate * (1 + ((p * 7 + b."YEAR_BUILT") % 9) / 20.0) AS DECIMAL(14, 2)),
       u.uom,
       CAST(b."GROSS_SQ_FT" * u.rate * (1 + ((p * 7 + b."YEAR_BUILT") % 9) / 20.0) * u.price AS DECIMAL(12, 2))
FROM facilities."FCLT_BUILDING" b
CROSS JOIN range(1, 13) t(p)
CROSS JOIN (VALUES ('ELEC', 'KWH', 1.6, 0.14), ('STEAM', 'KLBS', 0.004, 32.0), ('CHW', 'TON-HR', 0.3, 0.19),
                   ('WATER', 'KGAL', 0.002, 16.5), ('GAS', 'THERM', 0.05, 1.2)) u(cd, uom, rate, price)
WHERE b."BLDG_STATUS_CD" = 'ACTIVE' AND (u.cd IN ('ELEC', 'WATER') OR (CAST(substr(b."FCLT_BUILDING_KEY", 2) AS INTEGER) + p) % 2 = 0)
  AND b."FCLT_BUILDING_KEY" <= 'B0040';

CREATE TABLE facilities."PARKING_FACILITY" (
    "PARKING_FACILITY_KEY" INTEGER PRIMARY KEY,
    "LOT_CD"               VARCHAR(8) NOT NULL,
    "LOT_NAME"             VARCHAR(40) NOT NULL,
    "LOT_TYPE"             VARCHAR(20),
    "PERMIT_TYPE"          VARCHAR(20),
    "NUM_SPACES"           INTEGER,
    "NUM_EV_CHARGERS"      INTEGER,
    "HOURLY_RATE_AMT"      DECIMAL(6, 2),
    "FCLT_BUILDING_KEY"    VARCHAR(10) REFERENCES facilities."FCLT_BUILDING" ("FCLT_BUILDING_KEY")
);
INSERT INTO facilities."PARKING_FACILITY"
SELECT k, (['WST', 'EST', 'NTH', 'ALB', 'VAS', 'AMS', 'MAI', 'KND'])[(k % 8) + 1] || '-' || lpad(CAST(k AS VARCHAR), 2, '0'),
       (['West Lot', 'East Garage', 'North Garage', 'Albany Street Lot', 'Vassar Street Lot', 'Ames Street Garage',
         'Main Street Lot', 'Kendall Garage'])[(k % 8) + 1] || CASE WHEN k > 8 THEN ' ' || CAST((k - 1) // 8 + 1 AS VARCHAR) ELSE '' END,
       (['Surface Lot', 'Garage', 'Garage', 'Surface Lot', 'Surface Lot', 'Garage', 'Street', 'Garage'])[(k % 8) + 1],
       (['Commuter', 'Resident', 'Visitor', 'Faculty/Staff', 'Reserved', 'Accessible'])[((k * 5) % 6) + 1],
       20 + (k * 37) % 600,
       (k * 3) % 12,
       CASE WHEN (k * 5) % 6 = 2 THEN CAST(2.5 + (k % 4) * 0.5 AS DECIMAL(6, 2)) END,
       CASE WHEN k % 3 = 0 THEN 'B' || lpad(CAST((k * 7) % 60 + 1 AS VARCHAR), 4, '0') END
FROM range(1, 51) t(k);

CREATE TABLE facilities."FCLT_ROOM_EQUIPMENT" (
    "ROOM_EQUIP_KEY"     INTEGER PRIMARY KEY,
    "FCLT_ROOM_KEY"      INTEGER NOT NULL REFERENCES facilities."FCLT_ROOMS" ("FCLT_ROOM_KEY"),
    "EQUIPMENT_TYPE"     VARCHAR(40) NOT NULL,
    "EQUIP_QTY"          INTEGER NOT NULL,
    "INSTALL_DT"         DATE,
    "LAST_INSPECTION_DT" DATE
);
INSERT INTO facilities."FCLT_ROOM_EQUIPMENT"
SELECT row_number() OVER (ORDER BY rm."FCLT_ROOM_KEY", e.n), rm."FCLT_ROOM_KEY", e.kind,
       1 + (rm."FCLT_ROOM_KEY" + e.n) % 3,
       DATE '2008-08-15' + CAST((rm."FCLT_ROOM_KEY" * 97 + e.n * 31) % 5800 AS INTEGER),
       CASE WHEN e.n IN (7, 8, 9) THEN DATE '2024-01-08' + CAST((rm."FCLT_ROOM_KEY" * 13) % 500 AS INTEGER) END
FROM facilities."FCLT_ROOMS" rm
JOIN (VALUES (1, 'Projector', 'CLASSROOM'), (2, 'Document Camera', 'CLASSROOM'), (3, 'Lecture Capture', 'CLASSROOM'),
             (4, 'Assistive Listening System', 'CLASSROOM'), (5, 'Interactive Whiteboard', 'TEACHING LAB'),
             (6, 'Video Conferencing', 'CONFERENCE'), (7, 'Fume Hood', 'RESEARCH LAB'), (8, 'Autoclave', 'RESEARCH LAB'),
             (9, 'Emergency Eyewash', 'TEACHING LAB'), (10, 'Chalkboard', 'CLASSROOM'), (11, 'Display Screen', 'CONFERENCE'))
     e(n, kind, use)
  ON e.use = rm."ROOM_USAGE_TYPE" AND (rm."FCLT_ROOM_KEY" + e.n) % 3 <> 0;
