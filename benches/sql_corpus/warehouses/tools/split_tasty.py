#!/usr/bin/env python3
"""One-off: take the SELECTs and the view / dynamic-table bodies out of the Zero to Snowflake
scripts (fetched to /tmp/wh/tb/) into queries/zero-to-snowflake.yaml."""
import re, sys, pathlib
sys.path.insert(0, str(pathlib.Path(__file__).parent))
from yamlout import write
root = pathlib.Path(__file__).resolve().parent.parent
COMMIT = "a78d406577ef48097055b6ac4d155148066cfe1a"
BASE = f"https://github.com/Snowflake-Labs/sfguide-getting-started-from-zero-to-snowflake/blob/{COMMIT}/scripts/"
SKIP = {"vignette-5.sql", "vignette-3-copilot.sql"}   # weather Marketplace data / no SQL we can run
entries = []
for f in ["setup.sql", "vignette-1.sql", "vignette-2.sql", "vignette-3-aisql.sql", "vignette-4.sql"]:
    t = open(f"/tmp/wh/tb/{f}").read()
    blank = re.sub(r"/\*.*?\*/", lambda m: re.sub(r"[^\n]", " ", m.group(0)), t, flags=re.S)
    blank = re.sub(r"--[^\n]*", lambda m: " " * len(m.group(0)), blank)
    pos = 0
    n = 0
    for stmt in blank.split(";"):
        start, end = pos, pos + len(stmt)
        pos = end + 1
        s = stmt.lstrip()
        off = start + (len(stmt) - len(s))
        kind = None
        m = re.match(r"(?is)(select|with)\b", s)
        if m:
            body_at, kind = off, "select"
        else:
            m = re.match(r"(?is)create\s+or\s+replace\s+(view|dynamic\s+table)\s+([\w.]+)(.*?)\bas\b\s*(?=select|with|\()", s)
            if m:
                body_at, kind = off + m.end(), "%s %s" % (re.sub(r"\s+", " ", m.group(1).lower()), m.group(2))
        if not kind:
            continue
        sql = t[body_at:end].rstrip()
        line = t[:body_at].count("\n") + 1
        n += 1
        stem = f.replace(".sql", "").replace("vignette-", "v")
        if kind == "select":
            edits = "took the SELECT statement out of the script; dropped the trailing ';'"
        else:
            edits = f"took the SELECT body of CREATE OR REPLACE {kind.upper()} out of the script; dropped the trailing ';'"
        entries.append(dict(name=f"tb101-{stem}-l{line}", connection="tb_101", dialect="snowflake",
                            source=f"{BASE}{f}#L{line}", licence="Apache-2.0", edits=edits, sql=sql))
drop = {"tb101-v4-l243"}  # INFORMATION_SCHEMA.TAG_REFERENCES_ALL_COLUMNS: a table function we cannot define
entries = [e for e in entries if e["name"] not in drop]
write(root / "queries/zero-to-snowflake.yaml", entries,
      "# Snowflake queries from the Tasty Bytes \"Zero to Snowflake\" quickstart (database tb_101).\n")
print(len(entries))
