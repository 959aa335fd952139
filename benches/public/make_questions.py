"""Derives benches/public/questions.yaml from defog-ai/sql-eval's question files, mechanically.

    ~/.cache/dbprint-public/venv/bin/python benches/public/make_questions.py --sql-eval DIR [--commit ...]

DIR is a clone of github.com/defog-ai/sql-eval (a work tree or a bare git directory); files are
read with `git show COMMIT:data/<file>`. Needs sqlglot (pinned below) and PyYAML.

The set is every question of sql-eval's three Postgres question files, the ones its README runs
(`-q data/questions_gen_postgres.csv data/instruct_basic_postgres.csv
data/instruct_advanced_postgres.csv`), over the eleven defog-data databases they cover. For
each row:

- `question` is the row's `question` field as it is. The `instructions` column of the
  instruct files (hints such as "join the customer and transaction tables") is not used.
- `tables` are the tables the gold `query` names: sqlglot (Postgres dialect) parses it and every
  table reference that is not a CTE's name counts (of the first statement only: 34 rows hold
  several accepted queries separated by `;`, and in 11 of them the variants name other tables;
  the first is the gold one), in order of first appearance, mapped to the
  print's FQN `defog.<db_name>.<table, lower case>` (the schema a gold query writes, e.g.
  ewallet's `consumer_div.`, is dropped: make_sql.py put each database in its own schema). A
  name that is not in the print's manifest stops the script.
- Before parsing, sql-eval's column-alternative braces are undone: `{a.x, a.y}` becomes
  `a.x, a.y` and an empty `{}` (as in `GROUP BY {}`) becomes `1`.
- Rows whose question text repeats an earlier row of the same database (compared after
  collapsing white space) are dropped; the first is kept. A row whose gold query names no table
  would be dropped and counted (there is none at the pinned commit).
- `id` is `<db_name>-<file>-<NNN>`, file `gen`, `basic` or `adv`, NNN the row's position among
  that file's rows of that database (from 1), so ids stay put if another file changes.

No `columns` or `literals` are written. Nothing is chosen by how any search engine does.
"""

import argparse
import csv
import io
import os
import re
import subprocess
import sys

import sqlglot
from sqlglot import exp
import yaml

SQLGLOT_VERSION = "30.31.0"
COMMIT = "b83332416ea2d424b0cd12994a0a9ba100f4b4af"
FILES = [
    ("gen", "data/questions_gen_postgres.csv"),
    ("basic", "data/instruct_basic_postgres.csv"),
    ("adv", "data/instruct_advanced_postgres.csv"),
]
CONNECTION = "defog"

HERE = os.path.dirname(os.path.abspath(__file__))


def git_dir(repo):
    if os.path.exists(os.path.join(repo, ".git")):
        return os.path.join(repo, ".git")
    return repo


def upstream(repo, commit, path):
    return subprocess.run(["git", "--git-dir", git_dir(repo), "show", f"{commit}:{path}"],
                          check=True, capture_output=True, text=True).stdout


def unbrace(query):
    """sql-eval writes `{a, b}` where either column is accepted; any choice names the same tables."""
    query = re.sub(r"\{\s*\}", "1", query)
    return re.sub(r"\{([^{}]*)\}", r"\1", query)


def gold_tables(query):
    """Table names the query's first statement references, lower case, first appearance first;
    CTE names excluded. (sql-eval separates alternative accepted queries with `;`; the first is
    the gold query, the others variants.)"""
    trees = [tree for tree in sqlglot.parse(unbrace(query), read="postgres") if tree is not None]
    if not trees:
        return []
    tree = trees[0]
    ctes = {cte.alias_or_name.lower() for cte in tree.find_all(exp.CTE)}
    names = []
    for table in tree.find_all(exp.Table):
        name = table.name.lower()
        if not name or (name in ctes and not table.args.get("db")):
            continue
        if name not in names:
            names.append(name)
    return names


def manifest_tables(project):
    path = os.path.join(project, "prints", CONNECTION, "manifest.yaml")
    with open(path, encoding="utf-8") as f:
        return set((yaml.safe_load(f) or {}).get("tables") or {})


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--sql-eval", required=True, help="a clone of defog-ai/sql-eval (work tree or bare)")
    ap.add_argument("--commit", default=COMMIT)
    ap.add_argument("--project", default=HERE, help="the project whose print the FQNs must be in")
    ap.add_argument("--out", default=os.path.join(HERE, "questions.yaml"))
    args = ap.parse_args()
    if sqlglot.__version__ != SQLGLOT_VERSION:
        print(f"warning: sqlglot {sqlglot.__version__}, the set was made with {SQLGLOT_VERSION}", file=sys.stderr)

    known = manifest_tables(args.project)
    out, seen = [], set()
    dropped_dupes, dropped_empty, rows_read = [], [], 0
    for tag, path in FILES:
        rows = list(csv.DictReader(io.StringIO(upstream(args.sql_eval, args.commit, path))))
        position = {}
        for row in rows:
            rows_read += 1
            db = row["db_name"].strip()
            position[db] = position.get(db, 0) + 1
            qid = f"{db}-{tag}-{position[db]:03d}"
            question = " ".join(row["question"].split())
            key = (db, question.casefold())
            if key in seen:
                dropped_dupes.append(qid)
                continue
            seen.add(key)
            names = gold_tables(row["query"])
            if not names:
                dropped_empty.append(qid)
                continue
            fqns = [f"{CONNECTION}.{db}.{name}" for name in names]
            missing = [fqn for fqn in fqns if fqn not in known]
            if missing:
                raise SystemExit(f"{qid}: gold tables not in the print: {missing}\n  query: {row['query']}")
            out.append({"id": qid, "question": question, "tables": fqns})

    header = (
        "# Generated by benches/public/make_questions.py from defog-ai/sql-eval (Apache License 2.0),\n"
        f"# commit {args.commit}: {', '.join(p for _, p in FILES)}.\n"
        "# question: the upstream question as written; tables: the tables its gold query names.\n"
        "# Do not edit by hand: rerun the script. See benches/public/README.md.\n"
    )
    with open(args.out, "w", encoding="utf-8") as f:
        f.write(header)
        for q in out:
            f.write(yaml.safe_dump([q], sort_keys=False, allow_unicode=True, width=100000, default_flow_style=None))
    n_gold = sum(len(q["tables"]) for q in out)
    print(f"{rows_read} rows read; {len(dropped_dupes)} repeated questions dropped {dropped_dupes}; "
          f"{len(dropped_empty)} without a table dropped {dropped_empty}; "
          f"{len(out)} questions, {n_gold} gold tables -> {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
