"""Writes queries/oracle-db-examples-analytics.yaml (and the sh.sales ones to a list for
queries/oracle-db-examples-sh.yaml): every SELECT of sql/analytical-sql-examples/*.sql, deduplicated,
except those over objects we do not reproduce (all_objects copies, dictionary views, PL/SQL strings)
and the one the script shows as an error (an analytic function in WHERE, ORA-30483)."""
import re, sys, yaml
sys.path.insert(0, "tools")
from stmts import show, statements
import subprocess
git = sys.argv[1]
commit = subprocess.run(["git", "--git-dir", git, "rev-parse", "HEAD"], capture_output=True, text=True).stdout.strip()
files = subprocess.run(["git", "--git-dir", git, "ls-tree", "-r", "HEAD", "--name-only", "sql/analytical-sql-examples/"],
                       capture_output=True, text=True).stdout.split()
skip_words = ["approx_", "all_objects", "database_properties", "dbms_xplan", "approx_count"]
seen, dev, sh = set(), [], []
for f in files:
    if not f.endswith(".sql"):
        continue
    slug = re.sub(r"^analytics-", "", f.split("/")[-1][:-4]).lower()
    slug = re.sub(r"[^a-z0-9]+", "-", slug).strip("-")[:40]
    n = 0
    if "approx_count" in f:
        continue   # its table t is a copy of all_objects
    for line, sql in statements(show(git, commit, f)):
        if not re.match(r"(?is)\s*(select|with)\b", sql):
            continue
        low = sql.lower()
        if any(w in low for w in skip_words):
            continue
        if re.search(r"(?is)where.*\band\s+row_number\(\)", sql):
            continue   # shown in the script as the wrong way (ORA-30483)
        key = re.sub(r"\s+", " ", low).strip()
        if key in seen:
            continue
        seen.add(key)
        n += 1
        e = {"name": f"devgym-{slug}-{n}", "connection": "devgym", "dialect": "oracle",
             "source": f"https://github.com/oracle-samples/oracle-db-examples/blob/{commit}/{f}#L{line}",
             "licence": "Apache-2.0", "edits": "one statement picked out of the script; trailing spaces at line ends dropped", "sql": sql + "\n"}
        if "sh." in low:
            e["connection"] = "sh"; e["name"] = e["name"].replace("devgym-", "sh-devgym-")
            sh.append(e)
        else:
            dev.append(e)
class D(yaml.SafeDumper): pass
def str_rep(d, s):
    return d.represent_scalar("tag:yaml.org,2002:str", s, style="|" if "\n" in s else None)
D.add_representer(str, str_rep)
yaml.dump(dev, open("queries/oracle-db-examples-analytics.yaml", "w"), Dumper=D, sort_keys=False, width=1000, allow_unicode=True)
yaml.dump(sh, open("queries/oracle-db-examples-sh.yaml", "w"), Dumper=D, sort_keys=False, width=1000, allow_unicode=True)
print(len(dev), len(sh))
