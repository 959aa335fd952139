-- Schema `hospital_1`: the `hospital_1` database of the Spider text-to-SQL benchmark
-- (yale-lily.github.io/spider, CC BY-SA 4.0), which takes its schema from the Wikibooks "SQL
-- Exercises/The Hospital" (CC BY-SA). Its fifteen tables keep Spider's CamelCase names, and
-- its foreign-key columns name the entity rather than the key (Appointment.Physician refers to
-- Physician.EmployeeID, Undergoes.Procedures to Procedures.Code, Prescribes.Medication to
-- Medication.Code); Room and On_Call refer to Block by the composite (BlockFloor, BlockCode).
-- Affiliated_With, Trained_In, Prescribes, Undergoes and On_Call are association tables.
-- Positions, procedure and medication names are in the original's style; the rows are
-- generated and scaled up (range() and modular arithmetic, no random()). Keys as Spider
-- declares them. "Start", "End" and "Date" are quoted, as in the original.

CREATE SCHEMA hospital_1;

CREATE TABLE hospital_1.Physician (
    EmployeeID INTEGER PRIMARY KEY,
    Name       VARCHAR(30) NOT NULL,
    Position   VARCHAR(30) NOT NULL,
    SSN        INTEGER NOT NULL
);
INSERT INTO hospital_1.Physician
SELECT i,
       (['John', 'Elliot', 'Christopher', 'Percival', 'Bob', 'Todd', 'Molly', 'Kevin', 'Carla', 'Jordan', 'Perry', 'Laverne', 'Ted', 'Lonnie', 'Doug', 'Denise'])[(i * 3) % 16 + 1]
         || ' ' || (['Dorian', 'Reid', 'Turk', 'Cox', 'Kelso', 'Quinlan', 'Clock', 'Casey', 'Espinosa', 'Sullivan', 'Roberts', 'Murphy', 'Wen', 'Beardface'])[(i * 5) % 14 + 1],
       CASE WHEN i = 1 THEN 'Chief of Medicine' WHEN i <= 4 THEN 'Head Chief of Medicine'
            ELSE (['Staff Internist', 'Attending Physician', 'Surgical Attending Physician', 'Senior Attending Physician', 'Resident', 'Attending Psychiatrist'])[(i * 7) % 6 + 1] END,
       111111111 * (i % 9 + 1) + i * 1013
FROM range(1, 31) t(i);

CREATE TABLE hospital_1.Department (
    DepartmentID INTEGER PRIMARY KEY,
    Name         VARCHAR(30) NOT NULL,
    Head         INTEGER NOT NULL REFERENCES hospital_1.Physician (EmployeeID)
);
INSERT INTO hospital_1.Department VALUES
    (1, 'General Medicine', 4), (2, 'Surgery', 7), (3, 'Psychiatry', 9), (4, 'Cardiology', 2),
    (5, 'Pediatrics', 3), (6, 'Oncology', 11), (7, 'Neurology', 13), (8, 'Emergency Medicine', 1);

CREATE TABLE hospital_1.Affiliated_With (
    Physician          INTEGER NOT NULL REFERENCES hospital_1.Physician (EmployeeID),
    Department         INTEGER NOT NULL REFERENCES hospital_1.Department (DepartmentID),
    PrimaryAffiliation BOOLEAN NOT NULL,
    PRIMARY KEY (Physician, Department)
);
INSERT INTO hospital_1.Affiliated_With
SELECT i, 1 + (i * 3) % 8, true FROM range(1, 31) t(i)
UNION ALL
SELECT i, 1 + (i * 3 + 1 + i % 3) % 8, false FROM range(1, 31) t(i) WHERE i % 3 = 0;

CREATE TABLE hospital_1.Procedures (
    Code INTEGER PRIMARY KEY,
    Name VARCHAR(30) NOT NULL,
    Cost REAL NOT NULL
);
INSERT INTO hospital_1.Procedures
SELECT row_number() OVER (ORDER BY name), name, cost
FROM (VALUES ('Reverse Rhinopodoplasty', 1500.0), ('Obtuse Pyloric Recombobulation', 3750.0),
             ('Folded Demiophtalmectomy', 4500.0), ('Complete Walletectomy', 10000.0),
             ('Obfuscated Dermogastrotomy', 4899.0), ('Reversible Pancreomyoplasty', 5600.0),
             ('Follicular Demiectomy', 25.0), ('Appendectomy', 7800.0), ('Knee Arthroscopy', 5200.0),
             ('Cardiac Catheterization', 9100.0), ('Colonoscopy', 2100.0), ('Cataract Surgery', 3400.0),
             ('Coronary Bypass', 38000.0), ('Hip Replacement', 29000.0), ('Tonsillectomy', 4300.0),
             ('Spinal Fusion', 41000.0), ('Lumbar Puncture', 1200.0), ('Skin Graft', 6100.0),
             ('Gallbladder Removal', 11500.0), ('Hernia Repair', 6700.0), ('Cesarean Section', 9800.0),
             ('Angioplasty', 14500.0), ('Bone Marrow Biopsy', 2600.0), ('Carpal Tunnel Release', 3900.0)) t(name, cost);

CREATE TABLE hospital_1.Trained_In (
    Physician            INTEGER NOT NULL REFERENCES hospital_1.Physician (EmployeeID),
    Treatment            INTEGER NOT NULL REFERENCES hospital_1.Procedures (Code),
    CertificationDate    DATE NOT NULL,
    CertificationExpires DATE NOT NULL,
    PRIMARY KEY (Physician, Treatment)
);
INSERT INTO hospital_1.Trained_In
SELECT DISTINCT i, 1 + (i * 5 + k * 7) % 24,
       DATE '2006-01-01' + CAST((i * 37 + k * 101) % 1500 AS INTEGER),
       DATE '2006-01-01' + CAST((i * 37 + k * 101) % 1500 AS INTEGER) + INTERVAL 5 YEAR
FROM range(1, 31) t(i), range(0, 4) u(k)
WHERE k < 1 + i % 4;

CREATE TABLE hospital_1.Patient (
    SSN         INTEGER PRIMARY KEY,
    Name        VARCHAR(30) NOT NULL,
    Address     VARCHAR(30) NOT NULL,
    Phone       VARCHAR(30) NOT NULL,
    InsuranceID INTEGER NOT NULL,
    PCP         INTEGER NOT NULL REFERENCES hospital_1.Physician (EmployeeID)
);
INSERT INTO hospital_1.Patient
SELECT 100000001 + i * 37,
       (['John', 'Grace', 'Random', 'Dennis', 'Alice', 'Omar', 'Priya', 'Walter', 'Hannah', 'Luis', 'Mei', 'Sofia'])[(i * 7) % 12 + 1] || ' '
         || (['Smith', 'Ritchie', 'J. Patient', 'Doe', 'Nakamura', 'Haddad', 'Kowalski', 'Okafor', 'Lindqvist', 'Moreno', 'Brennan'])[(i * 5) % 11 + 1],
       CAST(10 + (i * 37) % 980 AS VARCHAR) || ' ' || (['Foobar Lane', 'Foo Street', 'Blah Avenue', 'Elm Street', 'Maple Drive', 'Oak Court'])[i % 6 + 1],
       '555-' || lpad(CAST((i * 7919) % 10000 AS VARCHAR), 4, '0'),
       68476213 + i * 911,
       1 + (i * 7) % 30
FROM range(1, 301) t(i);

CREATE TABLE hospital_1.Nurse (
    EmployeeID INTEGER PRIMARY KEY,
    Name       VARCHAR(30) NOT NULL,
    Position   VARCHAR(30) NOT NULL,
    Registered BOOLEAN NOT NULL,
    SSN        INTEGER NOT NULL
);
INSERT INTO hospital_1.Nurse
SELECT 100 + i,
       (['Carla', 'Laverne', 'Paul', 'Jordan', 'Shirley', 'Nina', 'Ravi', 'Yolanda', 'Bette', 'Ana'])[(i * 3) % 10 + 1] || ' '
         || (['Espinosa', 'Roberts', 'Flowers', 'Tang', 'Kaplan', 'Ortiz', 'Hale', 'Ibsen', 'Quist'])[(i * 7) % 9 + 1],
       CASE WHEN i <= 4 THEN 'Head Nurse' ELSE 'Nurse' END,
       i % 5 <> 0,
       222222220 + i * 4099
FROM range(1, 41) t(i);

CREATE TABLE hospital_1.Appointment (
    AppointmentID  INTEGER PRIMARY KEY,
    Patient        INTEGER NOT NULL REFERENCES hospital_1.Patient (SSN),
    PrepNurse      INTEGER REFERENCES hospital_1.Nurse (EmployeeID),
    Physician      INTEGER NOT NULL REFERENCES hospital_1.Physician (EmployeeID),
    "Start"        TIMESTAMP NOT NULL,
    "End"          TIMESTAMP NOT NULL,
    ExaminationRoom VARCHAR NOT NULL
);
INSERT INTO hospital_1.Appointment
SELECT 13216584 + i * 7,
       100000001 + (1 + (i * 13) % 300) * 37,
       CASE WHEN i % 6 = 0 THEN NULL ELSE 100 + 1 + (i * 11) % 40 END,
       1 + (i * 17) % 30,
       TIMESTAMP '2008-04-24 10:00:00' + INTERVAL (i * 2) DAY + INTERVAL ((i % 8) * 60) MINUTE,
       TIMESTAMP '2008-04-24 11:00:00' + INTERVAL (i * 2) DAY + INTERVAL ((i % 8) * 60) MINUTE,
       (['A', 'B', 'C', 'D', 'E'])[(i * 3) % 5 + 1]
FROM range(1, 601) t(i);

CREATE TABLE hospital_1.Medication (
    Code        INTEGER PRIMARY KEY,
    Name        VARCHAR(30) NOT NULL,
    Brand       VARCHAR(30) NOT NULL,
    Description VARCHAR(30) NOT NULL
);
INSERT INTO hospital_1.Medication VALUES
    (1, 'Procrastin-X', 'X', 'N/A'), (2, 'Thesisin', 'Foo Labs', 'N/A'), (3, 'Awakin', 'Bar Laboratories', 'N/A'),
    (4, 'Crescavitin', 'Baz Industries', 'N/A'), (5, 'Melioraurin', 'Snafu Pharmaceuticals', 'N/A'),
    (6, 'Amoxicillin', 'Generic', 'Antibiotic'), (7, 'Atorvastatin', 'Lipitor', 'Cholesterol'),
    (8, 'Metformin', 'Glucophage', 'Diabetes'), (9, 'Lisinopril', 'Zestril', 'Blood pressure'),
    (10, 'Sertraline', 'Zoloft', 'Antidepressant'), (11, 'Ibuprofen', 'Advil', 'Pain relief'),
    (12, 'Warfarin', 'Coumadin', 'Anticoagulant'), (13, 'Albuterol', 'Ventolin', 'Asthma'),
    (14, 'Omeprazole', 'Prilosec', 'Acid reflux'), (15, 'Levothyroxine', 'Synthroid', 'Thyroid'),
    (16, 'Prednisone', 'Deltasone', 'Steroid'), (17, 'Gabapentin', 'Neurontin', 'Nerve pain'),
    (18, 'Insulin glargine', 'Lantus', 'Diabetes'), (19, 'Clopidogrel', 'Plavix', 'Anticoagulant'),
    (20, 'Lorazepam', 'Ativan', 'Anxiety');

CREATE TABLE hospital_1.Prescribes (
    Physician   INTEGER NOT NULL REFERENCES hospital_1.Physician (EmployeeID),
    Patient     INTEGER NOT NULL REFERENCES hospital_1.Patient (SSN),
    Medication  INTEGER NOT NULL REFERENCES hospital_1.Medication (Code),
    "Date"      TIMESTAMP NOT NULL,
    Appointment INTEGER REFERENCES hospital_1.Appointment (AppointmentID),
    Dose        VARCHAR(30) NOT NULL,
    PRIMARY KEY (Physician, Patient, Medication, "Date")
);
INSERT INTO hospital_1.Prescribes
SELECT a.Physician, a.Patient, 1 + (a.AppointmentID * 3 + k * 7) % 20, a."Start" + INTERVAL (k * 5) MINUTE,
       CASE WHEN k = 1 AND a.AppointmentID % 5 = 0 THEN NULL ELSE a.AppointmentID END,
       CAST(1 + (a.AppointmentID + k) % 10 AS VARCHAR)
FROM hospital_1.Appointment a, range(0, 2) t(k)
WHERE k = 0 OR a.AppointmentID % 3 = 0;

CREATE TABLE hospital_1.Block (
    BlockFloor INTEGER NOT NULL,
    BlockCode  INTEGER NOT NULL,
    PRIMARY KEY (BlockFloor, BlockCode)
);
INSERT INTO hospital_1.Block SELECT f, c FROM range(1, 5) a(f), range(1, 4) b(c);

CREATE TABLE hospital_1.Room (
    RoomNumber  INTEGER PRIMARY KEY,
    RoomType    VARCHAR(30) NOT NULL,
    BlockFloor  INTEGER NOT NULL,
    BlockCode   INTEGER NOT NULL,
    Unavailable BOOLEAN NOT NULL,
    FOREIGN KEY (BlockFloor, BlockCode) REFERENCES hospital_1.Block (BlockFloor, BlockCode)
);
INSERT INTO hospital_1.Room
SELECT f * 100 + c * 10 + n,
       (['Single', 'Double', 'Single', 'ICU', 'Suite'])[(f + c + n) % 5 + 1],
       f, c, (f * c + n) % 7 = 0
FROM range(1, 5) a(f), range(1, 4) b(c), range(1, 6) d(n);

CREATE TABLE hospital_1.On_Call (
    Nurse       INTEGER NOT NULL REFERENCES hospital_1.Nurse (EmployeeID),
    BlockFloor  INTEGER NOT NULL,
    BlockCode   INTEGER NOT NULL,
    OnCallStart TIMESTAMP NOT NULL,
    OnCallEnd   TIMESTAMP NOT NULL,
    PRIMARY KEY (Nurse, BlockFloor, BlockCode, OnCallStart, OnCallEnd),
    FOREIGN KEY (BlockFloor, BlockCode) REFERENCES hospital_1.Block (BlockFloor, BlockCode)
);
INSERT INTO hospital_1.On_Call
SELECT 100 + 1 + (d * 7 + s) % 40, 1 + (d + s) % 4, 1 + (d * 2 + s) % 3,
       TIMESTAMP '2008-11-04 11:00:00' + INTERVAL (d) DAY + INTERVAL (s * 8) HOUR,
       TIMESTAMP '2008-11-04 19:00:00' + INTERVAL (d) DAY + INTERVAL (s * 8) HOUR
FROM range(0, 80) a(d), range(0, 3) b(s);

CREATE TABLE hospital_1.Stay (
    StayID    INTEGER PRIMARY KEY,
    Patient   INTEGER NOT NULL REFERENCES hospital_1.Patient (SSN),
    Room      INTEGER NOT NULL REFERENCES hospital_1.Room (RoomNumber),
    StayStart TIMESTAMP NOT NULL,
    StayEnd   TIMESTAMP NOT NULL
);
INSERT INTO hospital_1.Stay
SELECT 3215 + i,
       100000001 + (1 + (i * 7) % 300) * 37,
       f * 100 + c * 10 + n,
       TIMESTAMP '2008-05-01 00:00:00' + INTERVAL (i) DAY,
       TIMESTAMP '2008-05-01 00:00:00' + INTERVAL (i + 1 + i % 6) DAY
FROM (SELECT i, 1 + (i * 3) % 4 AS f, 1 + (i * 5) % 3 AS c, 1 + (i * 7) % 5 AS n FROM range(1, 501) t(i));

CREATE TABLE hospital_1.Undergoes (
    Patient        INTEGER NOT NULL REFERENCES hospital_1.Patient (SSN),
    Procedures     INTEGER NOT NULL REFERENCES hospital_1.Procedures (Code),
    Stay           INTEGER NOT NULL REFERENCES hospital_1.Stay (StayID),
    DateUndergoes  TIMESTAMP NOT NULL,
    Physician      INTEGER NOT NULL REFERENCES hospital_1.Physician (EmployeeID),
    AssistingNurse INTEGER REFERENCES hospital_1.Nurse (EmployeeID),
    PRIMARY KEY (Patient, Procedures, Stay, DateUndergoes)
);
INSERT INTO hospital_1.Undergoes
SELECT s.Patient, 1 + (s.StayID * 5 + k * 11) % 24, s.StayID, s.StayStart + INTERVAL (k + 1) DAY,
       1 + (s.StayID * 3 + k) % 30,
       CASE WHEN (s.StayID + k) % 7 = 0 THEN NULL ELSE 100 + 1 + (s.StayID * 11 + k) % 40 END
FROM hospital_1.Stay s, range(0, 2) t(k)
WHERE k = 0 OR s.StayID % 2 = 0;
