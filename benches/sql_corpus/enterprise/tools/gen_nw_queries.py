"""Writes queries/sql-server-samples-northwind.yaml from microsoft/sql-server-samples (MIT)
samples/databases/northwind-pubs/instnwnd.sql: the SELECT of every view and of every stored
procedure that only reads."""
import re, sys, subprocess
sys.path.insert(0, "tools")
from views import dump
from stmts import show
git = sys.argv[1]
commit = subprocess.run(["git", "--git-dir", git, "rev-parse", "HEAD"], capture_output=True, text=True).stdout.strip()
path = "samples/databases/northwind-pubs/instnwnd.sql"
lines = show(git, commit, path).replace("\r", "").split("\n")
url = f"https://github.com/microsoft/sql-server-samples/blob/{commit}/{path}"
out = []
for k, l in enumerate(lines):
    m = re.match(r'(?i)create (view|procedure)\s+("([^"]+)"|(\w+))', l)
    if not m:
        continue
    kind, name = m.group(1).lower(), (m.group(3) or m.group(4))
    end = next(j for j in range(k + 1, len(lines)) if lines[j].strip().lower() == "go")
    i = next(j for j in range(k, end) if re.match(r"(?i)\s*SELECT\b", lines[j]) and not re.match(r"(?i)\s*SELECT @", lines[j]))
    body = lines[i:end]
    while body and not body[-1].strip():
        body.pop()
    edits = "the SELECT of the CREATE VIEW statement" if kind == "view" else "the SELECT statement of the stored procedure body (parameters left as @names)"
    slug = re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")
    out.append({"name": f"nw-{kind[:4]}-{slug}", "connection": "northwind", "dialect": "mssql",
                "source": f"{url}#L{i + 1}", "licence": "MIT", "edits": edits, "sql": "\n".join(body) + "\n"})
# Queries reading "Order Details" or the views named with spaces are left out: the producer
# rejects identifiers with a space, so their tables cannot be in the print.
out = [e for e in out if not any(n in e["sql"] for n in ("Order Details", "Order Subtotals", "Product Sales for 1997"))]
dump(out, "queries/sql-server-samples-northwind.yaml")
print(len(out))
