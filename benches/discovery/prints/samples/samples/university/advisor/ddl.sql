CREATE TABLE university.advisor(s_ID VARCHAR PRIMARY KEY, i_ID VARCHAR, FOREIGN KEY (s_ID) REFERENCES university.student(ID), FOREIGN KEY (i_ID) REFERENCES university.instructor(ID));
