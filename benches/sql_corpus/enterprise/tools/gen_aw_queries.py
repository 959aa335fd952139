"""Writes queries/sql-server-samples-adventureworks.yaml from microsoft/sql-server-samples (MIT)
samples/databases/adventure-works/oltp-install-script/instawdb.sql: the SELECT of every view,
the SELECT (recursive CTE) of the four read-only stored procedures, and the SELECTs in the
scalar and table-valued functions."""
import re, sys, subprocess, textwrap
sys.path.insert(0, "tools")
from views import view_select, dump
from stmts import show
git = sys.argv[1]
commit = subprocess.run(["git", "--git-dir", git, "rev-parse", "HEAD"], capture_output=True, text=True).stdout.strip()
path = "samples/databases/adventure-works/oltp-install-script/instawdb.sql"
text = show(git, commit, path).replace("\r", "")
lines = text.split("\n")
url = f"https://github.com/microsoft/sql-server-samples/blob/{commit}/{path}"
out = []
def add(name, line, sql, edits):
    out.append({"name": name, "connection": "adventureworks", "dialect": "mssql", "source": f"{url}#L{line}",
                "licence": "MIT", "edits": edits, "sql": textwrap.dedent(sql).strip("\n") + "\n"})
for m in re.finditer(r"(?m)^CREATE VIEW (\[\w+\]\.\[(\w+)\])", text):
    line, sql = view_select(text, m.group(1), go_only=True)
    add(f"aw-view-{m.group(2)}", line, sql, "the SELECT of the CREATE VIEW statement")
for m in re.finditer(r"(?m)^CREATE PROCEDURE \[\w+\]\.\[(uspGet\w+)\]", text):
    start = text[:m.start()].count("\n")
    i = next(k for k in range(start, len(lines)) if lines[k].strip().startswith("WITH ["))
    j = next(k for k in range(i, len(lines)) if lines[k].strip().startswith("OPTION (MAXRECURSION"))
    add(f"aw-proc-{m.group(1)}", i + 1, "\n".join(lines[i:j + 1]),
        "the WITH ... SELECT statement of the stored procedure body (parameters left as @names)")
for m in re.finditer(r"(?m)^CREATE FUNCTION \[dbo\]\.\[(\w+)\]", text):
    start = text[:m.start()].count("\n")
    end = next(k for k in range(start, len(lines)) if lines[k].strip() == "GO")
    n = 0
    for k in range(start, end):
        s = lines[k].strip()
        if re.match(r"SELECT @\w+\s*=|SELECT @PersonID,|IF EXISTS\(SELECT", s):
            j = k
            if s.startswith("IF EXISTS("):
                # the subquery of IF EXISTS(...): up to the line ending in ')'
                while not lines[j].rstrip().endswith(")"):
                    j += 1
                sql = "\n".join(lines[k:j + 1]).replace("IF EXISTS(", "", 1)
                sql = sql.rstrip()[:-1]
                edits = "the subquery of an IF EXISTS(...) in the function body"
            else:
                while not lines[j].rstrip().split("--")[0].rstrip().endswith(";"):
                    j += 1
                sql = "\n".join(lines[k:j + 1])
                sql = re.sub(r";(\s*--[^\n]*)?\s*$", r"\1", sql.rstrip())
                edits = "one SELECT statement of the function body (parameters left as @names); trailing ; dropped"
            n += 1
            # align the first line with the rest
            first, *rest = sql.split("\n")
            sql = "\n".join([" " * (len(lines[k]) - len(lines[k].lstrip()) if not s.startswith("IF") else 0) + first.lstrip()] + rest) if not s.startswith("IF") else sql
            add(f"aw-func-{m.group(1)}-{n}", k + 1, sql, edits)
dump(out, "queries/sql-server-samples-adventureworks.yaml")
print(len(out))
