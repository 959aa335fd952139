-- Schema `tpch`: the TPC-H benchmark schema (TPC Benchmark H, Standard Specification, clause
-- 1.4), its eight tables and column names as the specification writes them, at a tiny scale.
-- Enumerations are the specification's own (market segments, order priorities, ship modes,
-- ship instructions, part types and containers, the 25 nations and 5 regions). Data is
-- deterministic: range() and modular arithmetic only.

CREATE SCHEMA tpch;

CREATE TABLE tpch.region (
    r_regionkey INTEGER PRIMARY KEY,
    r_name      VARCHAR(25) NOT NULL,
    r_comment   VARCHAR(152)
);
INSERT INTO tpch.region VALUES
    (0, 'AFRICA', 'lar deposits. blithely final packages cajole. regular waters are final requests'),
    (1, 'AMERICA', 'hs use ironic, even requests. s'),
    (2, 'ASIA', 'ges. thinly even pinto beans ca'),
    (3, 'EUROPE', 'ly final courts cajole furiously final excuse'),
    (4, 'MIDDLE EAST', 'uickly special accounts cajole carefully blithely close requests');

CREATE TABLE tpch.nation (
    n_nationkey INTEGER PRIMARY KEY,
    n_name      VARCHAR(25) NOT NULL,
    n_regionkey INTEGER NOT NULL REFERENCES tpch.region (r_regionkey),
    n_comment   VARCHAR(152)
);
INSERT INTO tpch.nation
SELECT k, name, reg,
       (['furiously regular deposits', 'carefully final packages', 'slyly express requests',
         'blithely ironic accounts', 'quickly even theodolites'])[(k % 5) + 1]
       || ' ' || (['sleep', 'nag', 'haggle', 'wake', 'cajole'])[((k * 3) % 5) + 1]
FROM (VALUES
    (0, 'ALGERIA', 0), (1, 'ARGENTINA', 1), (2, 'BRAZIL', 1), (3, 'CANADA', 1), (4, 'EGYPT', 4),
    (5, 'ETHIOPIA', 0), (6, 'FRANCE', 3), (7, 'GERMANY', 3), (8, 'INDIA', 2), (9, 'INDONESIA', 2),
    (10, 'IRAN', 4), (11, 'IRAQ', 4), (12, 'JAPAN', 2), (13, 'JORDAN', 4), (14, 'KENYA', 0),
    (15, 'MOROCCO', 0), (16, 'MOZAMBIQUE', 0), (17, 'PERU', 1), (18, 'CHINA', 2), (19, 'ROMANIA', 3),
    (20, 'SAUDI ARABIA', 4), (21, 'VIETNAM', 2), (22, 'RUSSIA', 3), (23, 'UNITED KINGDOM', 3),
    (24, 'UNITED STATES', 1)
) t(k, name, reg);

CREATE TABLE tpch.supplier (
    s_suppkey   INTEGER PRIMARY KEY,
    s_name      VARCHAR(25) NOT NULL,
    s_address   VARCHAR(40) NOT NULL,
    s_nationkey INTEGER NOT NULL REFERENCES tpch.nation (n_nationkey),
    s_phone     VARCHAR(15) NOT NULL,
    s_acctbal   DECIMAL(15, 2) NOT NULL,
    s_comment   VARCHAR(101)
);
INSERT INTO tpch.supplier
SELECT i,
       'Supplier#' || lpad(CAST(i AS VARCHAR), 9, '0'),
       (['N kD4on9OM Ipw3', 'x5Ct3IL0f lGm', '9Z4kQ DUa 2 jf', 'WbT0uV,LqB', 'r6 Hp8T hgK1'])[(i % 5) + 1]
           || CAST((i * 97) % 1000 AS VARCHAR),
       (i * 7) % 25,
       CAST(10 + (i * 7) % 25 AS VARCHAR) || '-' || CAST(100 + (i * 37) % 900 AS VARCHAR) || '-'
           || CAST(100 + (i * 53) % 900 AS VARCHAR) || '-' || CAST(1000 + (i * 71) % 9000 AS VARCHAR),
       CAST(((i * 7919) % 1099998) / 100.0 - 999.99 AS DECIMAL(15, 2)),
       CASE WHEN i % 20 = 0 THEN 'carefully Customer regular Complaints among the packages'
            ELSE (['each slyly above the careful', 'blithely bold requests boost',
                   'furiously even instructions', 'final deposits are quickly'])[(i % 4) + 1]
                 || ' ' || (['accounts', 'foxes', 'pinto beans', 'theodolites', 'dependencies'])[((i * 3) % 5) + 1]
       END
FROM range(1, 101) t(i);

CREATE TABLE tpch.customer (
    c_custkey    INTEGER PRIMARY KEY,
    c_name       VARCHAR(25) NOT NULL,
    c_address    VARCHAR(40) NOT NULL,
    c_nationkey  INTEGER NOT NULL REFERENCES tpch.nation (n_nationkey),
    c_phone      VARCHAR(15) NOT NULL,
    c_acctbal    DECIMAL(15, 2) NOT NULL,
    c_mktsegment VARCHAR(10) NOT NULL,
    c_comment    VARCHAR(117)
);
INSERT INTO tpch.customer
SELECT i,
       'Customer#' || lpad(CAST(i AS VARCHAR), 9, '0'),
       (['IVhzIApeRb ot,c,E', 'XSTf4,NCwDVaWNe6tEgvwfmRchLXak', 'MG9kdTD2WBHm', 'XxVSJsLAGtn',
         'KvpyuHCplrB84WgAiGV6sYpZq7Tj', 'sKZz0CsnMD7mp4Xd0YrBvx'])[(i % 6) + 1] || CAST(i AS VARCHAR),
       (i * 11) % 25,
       CAST(10 + (i * 11) % 25 AS VARCHAR) || '-' || CAST(100 + (i * 41) % 900 AS VARCHAR) || '-'
           || CAST(100 + (i * 59) % 900 AS VARCHAR) || '-' || CAST(1000 + (i * 67) % 9000 AS VARCHAR),
       CAST(((i * 104729) % 1099998) / 100.0 - 999.99 AS DECIMAL(15, 2)),
       (['AUTOMOBILE', 'BUILDING', 'FURNITURE', 'HOUSEHOLD', 'MACHINERY'])[((i * 3) % 5) + 1],
       (['ironic requests', 'regular accounts', 'special packages', 'pending deposits', 'even asymptotes'])[(i % 5) + 1]
           || ' ' || (['detect slyly', 'wake quickly', 'are furiously', 'haggle carefully'])[((i * 7) % 4) + 1]
FROM range(1, 1501) t(i);

CREATE TABLE tpch.part (
    p_partkey     INTEGER PRIMARY KEY,
    p_name        VARCHAR(55) NOT NULL,
    p_mfgr        VARCHAR(25) NOT NULL,
    p_brand       VARCHAR(10) NOT NULL,
    p_type        VARCHAR(25) NOT NULL,
    p_size        INTEGER NOT NULL,
    p_container   VARCHAR(10) NOT NULL,
    p_retailprice DECIMAL(15, 2) NOT NULL,
    p_comment     VARCHAR(23)
);
INSERT INTO tpch.part
SELECT i,
       list_extract(c, (i % 30) + 1) || ' ' || list_extract(c, ((i * 7) % 30) + 1) || ' '
           || list_extract(c, ((i * 11) % 30) + 1) || ' ' || list_extract(c, ((i * 13) % 30) + 1) || ' '
           || list_extract(c, ((i * 17) % 30) + 1),
       'Manufacturer#' || CAST((i % 5) + 1 AS VARCHAR),
       'Brand#' || CAST((i % 5) + 1 AS VARCHAR) || CAST(((i // 5) % 5) + 1 AS VARCHAR),
       (['STANDARD', 'SMALL', 'MEDIUM', 'LARGE', 'ECONOMY', 'PROMO'])[(i % 6) + 1] || ' '
           || (['ANODIZED', 'BURNISHED', 'PLATED', 'POLISHED', 'BRUSHED'])[((i // 6) % 5) + 1] || ' '
           || (['TIN', 'NICKEL', 'BRASS', 'STEEL', 'COPPER'])[((i // 30) % 5) + 1],
       ((i * 7) % 50) + 1,
       (['SM', 'LG', 'MED', 'JUMBO', 'WRAP'])[((i * 3) % 5) + 1] || ' '
           || (['CASE', 'BOX', 'BAG', 'JAR', 'PKG', 'PACK', 'CAN', 'DRUM'])[((i // 5) % 8) + 1],
       CAST((90000 + ((i // 10) % 20001) + 100 * (i % 1000)) / 100.0 AS DECIMAL(15, 2)),
       (['ironic foxes', 'final ideas', 'bold pinto beans', 'even platelets', 'quick dolphins'])[((i * 3) % 5) + 1]
FROM range(1, 501) t(i),
     (SELECT ['almond', 'antique', 'aquamarine', 'azure', 'beige', 'bisque', 'black', 'blanched',
              'blue', 'blush', 'brown', 'burlywood', 'chartreuse', 'chiffon', 'chocolate', 'coral',
              'cornflower', 'cornsilk', 'cream', 'cyan', 'dark', 'deep', 'dim', 'dodger', 'drab',
              'firebrick', 'forest', 'frosted', 'gainsboro', 'ghost'] AS c) colours;

CREATE TABLE tpch.partsupp (
    ps_partkey    INTEGER NOT NULL REFERENCES tpch.part (p_partkey),
    ps_suppkey    INTEGER NOT NULL REFERENCES tpch.supplier (s_suppkey),
    ps_availqty   INTEGER NOT NULL,
    ps_supplycost DECIMAL(15, 2) NOT NULL,
    ps_comment    VARCHAR(199),
    PRIMARY KEY (ps_partkey, ps_suppkey)
);
-- The specification's supplier spread: ps_suppkey = (p + k * (S/4 + (p-1)/S)) mod S + 1.
INSERT INTO tpch.partsupp
SELECT p, ((p + k * (25 + (p - 1) // 100)) % 100) + 1,
       ((p * 31 + k * 977) % 9999) + 1,
       CAST((((p * 13 + k * 101) % 99900) + 100) / 100.0 AS DECIMAL(15, 2)),
       (['blithely regular requests', 'carefully ironic deposits', 'furiously final accounts'])[((p + k) % 3) + 1]
           || ' ' || (['nag', 'sleep', 'integrate', 'use'])[((p * k) % 4) + 1] || ' along the '
           || (['packages', 'instructions', 'asymptotes'])[(k % 3) + 1]
FROM range(1, 501) a(p), range(0, 4) b(k);

CREATE TEMP TABLE tmp_orders AS
SELECT o AS orderkey,
       CASE WHEN ((o * 13) % 1500 + 1) % 3 = 0 THEN (o * 13) % 1500 + 2 ELSE (o * 13) % 1500 + 1 END AS custkey,
       DATE '1992-01-01' + CAST((o * 2557) % 2400 AS INTEGER) AS orderdate
FROM range(1, 501) t(o);

CREATE TEMP TABLE tmp_lines AS
SELECT o.orderkey, ln,
       ((o.orderkey * 31 + ln * 17) % 500) + 1 AS partkey,
       (o.orderkey + ln) % 4 AS k,
       ((o.orderkey * 7 + ln * 11) % 50) + 1 AS quantity,
       o.orderdate + CAST(1 + (o.orderkey * ln * 13) % 121 AS INTEGER) AS shipdate,
       o.orderdate + CAST(30 + (o.orderkey + ln * 7) % 61 AS INTEGER) AS commitdate
FROM tmp_orders o, range(1, 8) t(ln)
WHERE ln <= 1 + (o.orderkey * 5) % 7;

CREATE TEMP TABLE tmp_lineitem AS
SELECT l.orderkey AS l_orderkey,
       l.partkey AS l_partkey,
       ((l.partkey + l.k * (25 + (l.partkey - 1) // 100)) % 100) + 1 AS l_suppkey,
       l.ln AS l_linenumber,
       CAST(l.quantity AS DECIMAL(15, 2)) AS l_quantity,
       CAST(l.quantity * p.p_retailprice AS DECIMAL(15, 2)) AS l_extendedprice,
       CAST(((l.orderkey + l.ln) % 11) / 100.0 AS DECIMAL(15, 2)) AS l_discount,
       CAST(((l.orderkey * 3 + l.ln) % 9) / 100.0 AS DECIMAL(15, 2)) AS l_tax,
       CASE WHEN l.shipdate + CAST(1 + (l.orderkey + l.ln) % 30 AS INTEGER) <= DATE '1995-06-17'
            THEN (['R', 'A'])[((l.orderkey + l.ln) % 2) + 1] ELSE 'N' END AS l_returnflag,
       CASE WHEN l.shipdate > DATE '1995-06-17' THEN 'O' ELSE 'F' END AS l_linestatus,
       l.shipdate AS l_shipdate,
       l.commitdate AS l_commitdate,
       l.shipdate + CAST(1 + (l.orderkey + l.ln) % 30 AS INTEGER) AS l_receiptdate,
       (['DELIVER IN PERSON', 'COLLECT COD', 'NONE', 'TAKE BACK RETURN'])[((l.orderkey * 3 + l.ln) % 4) + 1] AS l_shipinstruct,
       (['REG AIR', 'AIR', 'RAIL', 'SHIP', 'TRUCK', 'MAIL', 'FOB'])[((l.orderkey * 7 + l.ln * 3) % 7) + 1] AS l_shipmode,
       (['slyly bold', 'quickly final', 'carefully even', 'furiously pending'])[((l.orderkey + l.ln * 5) % 4) + 1]
           || ' ' || (['deposits', 'requests', 'accounts', 'ideas', 'warhorses'])[((l.orderkey * l.ln) % 5) + 1] AS l_comment
FROM tmp_lines l JOIN tpch.part p ON p.p_partkey = l.partkey;

CREATE TABLE tpch.orders (
    o_orderkey      INTEGER PRIMARY KEY,
    o_custkey       INTEGER NOT NULL REFERENCES tpch.customer (c_custkey),
    o_orderstatus   VARCHAR(1) NOT NULL,
    o_totalprice    DECIMAL(15, 2) NOT NULL,
    o_orderdate     DATE NOT NULL,
    o_orderpriority VARCHAR(15) NOT NULL,
    o_clerk         VARCHAR(15) NOT NULL,
    o_shippriority  INTEGER NOT NULL,
    o_comment       VARCHAR(79)
);
INSERT INTO tpch.orders
SELECT o.orderkey, o.custkey,
       CASE WHEN bool_and(l.l_linestatus = 'F') THEN 'F'
            WHEN bool_and(l.l_linestatus = 'O') THEN 'O' ELSE 'P' END,
       CAST(sum(l.l_extendedprice * (1 + l.l_tax) * (1 - l.l_discount)) AS DECIMAL(15, 2)),
       o.orderdate,
       (['1-URGENT', '2-HIGH', '3-MEDIUM', '4-NOT SPECIFIED', '5-LOW'])[((o.orderkey * 7) % 5) + 1],
       'Clerk#' || lpad(CAST(((o.orderkey * 17) % 100) + 1 AS VARCHAR), 9, '0'),
       0,
       (['furiously special foxes', 'carefully final requests', 'quickly ironic packages',
         'slyly regular deposits', 'blithely even accounts'])[((o.orderkey * 3) % 5) + 1]
           || ' ' || (['haggle', 'sleep', 'boost', 'detect'])[(o.orderkey % 4) + 1]
FROM tmp_orders o JOIN tmp_lineitem l ON l.l_orderkey = o.orderkey
GROUP BY o.orderkey, o.custkey, o.orderdate;

CREATE TABLE tpch.lineitem (
    l_orderkey      INTEGER NOT NULL REFERENCES tpch.orders (o_orderkey),
    l_partkey       INTEGER NOT NULL,
    l_suppkey       INTEGER NOT NULL,
    l_linenumber    INTEGER NOT NULL,
    l_quantity      DECIMAL(15, 2) NOT NULL,
    l_extendedprice DECIMAL(15, 2) NOT NULL,
    l_discount      DECIMAL(15, 2) NOT NULL,
    l_tax           DECIMAL(15, 2) NOT NULL,
    l_returnflag    VARCHAR(1) NOT NULL,
    l_linestatus    VARCHAR(1) NOT NULL,
    l_shipdate      DATE NOT NULL,
    l_commitdate    DATE NOT NULL,
    l_receiptdate   DATE NOT NULL,
    l_shipinstruct  VARCHAR(25) NOT NULL,
    l_shipmode      VARCHAR(10) NOT NULL,
    l_comment       VARCHAR(44),
    PRIMARY KEY (l_orderkey, l_linenumber),
    FOREIGN KEY (l_partkey, l_suppkey) REFERENCES tpch.partsupp (ps_partkey, ps_suppkey)
);
INSERT INTO tpch.lineitem SELECT * FROM tmp_lineitem ORDER BY l_orderkey, l_linenumber;

DROP TABLE tmp_lineitem;
DROP TABLE tmp_lines;
DROP TABLE tmp_orders;
