CREATE TABLE external_emp(seq INTEGER, empno DECIMAL(4,0), ename VARCHAR, job VARCHAR, mgr DECIMAL(4,0), hiredate DATE, sal DECIMAL(7,2), comm DECIMAL(7,2), deptno DECIMAL(2,0));
