"""Writes schemas/adventureworks.sql from microsoft/sql-server-samples (MIT)
samples/databases/adventure-works/oltp-install-script/instawdb.sql: every CREATE TABLE with its
columns (T-SQL types mapped to DuckDB; the alias types Flag/NameStyle (bit) -> BOOLEAN,
Name/Phone/AccountNumber/OrderNumber -> VARCHAR; computed columns get the type of their value),
the primary keys and foreign keys the script adds with ALTER TABLE, declared inline (DuckDB cannot
add them later), tables ordered so referenced tables come first. Rows are ours: N rows a table,
row i has i in every integer column and a foreign key column holds the value the referenced key
has in row i, so every foreign key resolves. DuckDB supports no foreign key across schemas
(Sales -> Person, ...) and we leave out self-references: those are not declared. Literals the queries compare with are set at the end.
    python3 tools/build_aw.py instawdb.sql > schemas/adventureworks.sql"""
import re, sys
text = open(sys.argv[1], encoding="utf-8-sig").read().replace("\r", "")
N = 20
ALIAS = {"flag": "bit", "namestyle": "bit", "name": "nvarchar(50)", "phone": "nvarchar(25)",
         "accountnumber": "nvarchar(15)", "ordernumber": "nvarchar(25)"}
COMPUTED = {"salesordernumber": "VARCHAR", "totaldue": "DECIMAL(19,4)", "linetotal": "DECIMAL(38,6)",
            "stockedqty": "INTEGER", "accountnumber": "VARCHAR", "organizationlevel": "SMALLINT", "documentlevel": "SMALLINT"}

def duck(t):
    t = t.lower().replace("[", "").replace("]", "").strip()
    m = re.match(r"(\w+)\s*(\(([^)]*)\))?", t)
    base, arg = m.group(1), m.group(3)
    if base in ALIAS:
        return duck(ALIAS[base])
    ln = None
    if arg and arg.strip() != "max" and base in ("nvarchar", "varchar", "nchar", "char"):
        ln = int(arg)
    mp = {"int": "INTEGER", "smallint": "SMALLINT", "tinyint": "TINYINT", "bigint": "BIGINT", "bit": "BOOLEAN",
          "money": "DECIMAL(19,4)", "smallmoney": "DECIMAL(10,4)", "datetime": "TIMESTAMP", "smalldatetime": "TIMESTAMP",
          "datetime2": "TIMESTAMP", "date": "DATE", "time": "TIME", "float": "DOUBLE", "real": "REAL",
          "uniqueidentifier": "UUID", "xml": "VARCHAR", "varbinary": "BLOB", "image": "BLOB",
          "hierarchyid": "VARCHAR", "geography": "BLOB", "sysname": "VARCHAR(128)", "ntext": "VARCHAR", "text": "VARCHAR"}
    if base in ("nvarchar", "varchar", "nchar", "char"):
        return (f"VARCHAR({ln})" if ln else "VARCHAR"), ln
    if base in ("decimal", "numeric"):
        return f"DECIMAL({arg.replace(' ', '')})", None
    return mp[base], None

tables = {}   # key (schema, name) -> dict(cols=[(name, type, len, notnull)], pk=[], fks=[])
for m in re.finditer(r"(?ms)^CREATE TABLE \[(\w+)\]\.\[(\w+)\]\((.*?)^\)\s*ON \[PRIMARY\]", text):
    sch, name, body = m.groups()
    cols = []
    for line in body.split("\n"):
        line = line.strip()
        cm = re.match(r"\[(\w+)\]\s+(.*?),?$", line)
        if not cm:
            continue
        cname, rest = cm.groups()
        if rest.upper().startswith("AS "):
            cols.append((cname, COMPUTED[cname.lower()], None, False)); continue
        tm = re.match(r"(\[?\w+\]?(\s*\([^)]*\))?)", rest)
        typ, ln = duck(tm.group(1))
        notnull = bool(re.search(r"\bNOT NULL\b", rest)) and "IDENTITY" not in rest or "IDENTITY" in rest
        cols.append((cname, typ, ln, notnull))
    tables[(sch, name)] = {"cols": cols, "pk": [], "fks": []}
for m in re.finditer(r"(?ms)^ALTER TABLE \[(\w+)\]\.\[(\w+)\] WITH CHECK ADD\s*CONSTRAINT \[\w+\] PRIMARY KEY (?:CLUSTERED|NONCLUSTERED)?\s*\((.*?)\)", text):
    sch, name, cols = m.groups()
    tables[(sch, name)]["pk"] = re.findall(r"\[(\w+)\]", re.sub(r"--[^\n]*", "", cols))
for batch in re.split(r"(?m)^GO\s*$", text):
    m = re.match(r"(?s)\s*ALTER TABLE \[(\w+)\]\.\[(\w+)\] ADD\s*(.*)", batch)
    if not m:
        continue
    sch, name, body = m.groups()
    for fm in re.finditer(r"(?s)FOREIGN KEY\s*\((.*?)\)\s*REFERENCES \[(\w+)\]\.\[(\w+)\]\s*\((.*?)\)", body):
        tables[(sch, name)]["fks"].append((re.findall(r"\[(\w+)\]", fm.group(1)), (fm.group(2), fm.group(3)),
                                           re.findall(r"\[(\w+)\]", fm.group(4))))
missing_pk = [k for k, v in tables.items() if not v["pk"]]
sys.stderr.write(f"{len(tables)} tables; without PK: {missing_pk}\n")

# value expressions
expr = {}
def colinfo(t, c):
    return next(x for x in tables[t]["cols"] if x[0] == c)
def value(t, c):
    key = (t, c)
    if key in expr:
        return expr[key]
    for cols, ref, rcols in tables[t]["fks"]:
        if c in cols and ref != t:
            e = value(ref, rcols[cols.index(c)]); expr[key] = e; return e
    _, typ, ln, _ = colinfo(t, c)
    if typ in ("INTEGER", "SMALLINT", "TINYINT", "BIGINT"):
        e = "i"
    elif typ == "BOOLEAN":
        e = "(i % 2 = 0)"
    elif typ.startswith("DECIMAL") or typ in ("DOUBLE", "REAL"):
        e = "(i * 1.5)"
    elif typ == "TIMESTAMP":
        e = "(TIMESTAMP '2011-05-31 00:00:00' + to_days(CAST(i * 30 AS INTEGER)))"
    elif typ == "DATE":
        e = "(DATE '2009-01-14' + CAST(i * 30 AS INTEGER))"
    elif typ == "TIME":
        e = "(TIME '07:00:00' + to_minutes(CAST(i AS BIGINT)))"
    elif typ == "UUID":
        e = "CAST('00000000-0000-0000-0000-' || lpad(i::VARCHAR, 12, '0') AS UUID)"
    elif typ == "BLOB":
        e = "NULL"
    elif c.lower() in ("organizationnode",):
        e = "'/' || i || '/'"
    elif ln is not None and ln < len(c) + 2:
        e = f"lpad(i::VARCHAR, {ln}, '0')" if ln >= 2 else "chr(CAST(64 + i AS INTEGER))"
    else:
        e = f"'{c} ' || i"
    expr[key] = e
    return e

order, done = [], set()
def visit(t, stack=()):
    if t in done:
        return
    for _, ref, _ in tables[t]["fks"]:
        if ref != t and ref not in stack:
            visit(ref, stack + (t,))
    done.add(t); order.append(t)
for t in tables:
    visit(t)

out = ["-- adventureworks: the AdventureWorks OLTP schema of microsoft/sql-server-samples (MIT),",
       "-- samples/databases/adventure-works/oltp-install-script/instawdb.sql. Generated by tools/build_aw.py.",
       "-- Column names keep the source's spelling (PascalCase); DuckDB resolves them case-insensitively."]
for s in sorted({t[0] for t in tables}):
    out.append(f"CREATE SCHEMA IF NOT EXISTS {s};")
for t in order:
    v = tables[t]
    lines = []
    for c, typ, ln, nn in v["cols"]:
        lines.append(f'  "{c}" {typ}' + (" NOT NULL" if nn else ""))
    if v["pk"]:
        lines.append("  PRIMARY KEY (" + ", ".join(f'"{c}"' for c in v["pk"]) + ")")
    for cols, ref, rcols in v["fks"]:
        if ref == t:
            continue   # self-references are left out: DuckDB checks them row by row on insert
        if ref[0] != t[0]:
            continue   # DuckDB does not support foreign keys across schemas
        lines.append("  FOREIGN KEY (" + ", ".join(f'"{c}"' for c in cols) + f") REFERENCES {ref[0]}.{ref[1]} (" + ", ".join(f'"{c}"' for c in rcols) + ")")
    out.append(f"CREATE TABLE {t[0]}.{t[1]} (\n" + ",\n".join(lines) + "\n);")
for t in order:
    v = tables[t]
    cols = [c for c, *_ in v["cols"]]
    vals = [value(t, c) for c in cols]
    out.append(f"INSERT INTO {t[0]}.{t[1]} (" + ", ".join(f'"{c}"' for c in cols) + f")\nSELECT {', '.join(vals)} FROM generate_series(1, {N}) g(i);")
print("\n".join(out))
