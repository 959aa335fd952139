"""Converts defog-data's Postgres dumps into the DuckDB SQL of benches/public/sql/.

    python3 benches/public/make_sql.py --defog-data DIR [--commit 856295d8...]

DIR is a clone of github.com/defog-ai/defog-data (a work tree or a bare git directory); the
files are read with `git show COMMIT:defog_data/<db>/<db>.sql`, so the work tree's state does
not matter. Writes benches/public/sql/<db>.sql for each of the eleven databases, each one DuckDB
schema named after the database. The changes are mechanical and the same for every file (see
README.md):

- every table goes into the schema `<db>`: `CREATE TABLE`, `INSERT INTO` and `REFERENCES`
  names lose `public.` / `consumer_div.` (or had no schema) and gain `<db>.`; ewallet's
  `CREATE SCHEMA IF NOT EXISTS consumer_div;` is dropped;
- `SERIAL` becomes `INTEGER` (DuckDB has no SERIAL; every INSERT gives the ids);
- `CURRENT_DATE`, `NOW()` and `CURRENT_TIMESTAMP` become the fixed `DATE '2026-12-07'` /
  `TIMESTAMP '2026-12-07 00:00:00'`, so two builds hold the same rows;
- `TO_CHAR(x, fmt)` becomes `STRFTIME(x, fmt)` with the format the column means (FORMATS:
  broker's settlement string `yyyyMMdd HH:mm:ss`, yelp's month name);
- ewallet's notifications.user_id INT becomes BIGINT, the type of the key it references
  (DuckDB refuses a foreign key between different types);
- a header naming the source is added. Rows are kept as they are (the dumps are small).

String literals and `--` comments are copied untouched. Only the standard library is needed.
"""

import argparse
import os
import re
import subprocess
import sys

COMMIT = "856295d8f0aa8a0b0fb71b9623e86f363469797a"
DATABASES = [
    "academic", "advising", "atis", "broker", "car_dealership", "derm_treatment",
    "ewallet", "geography", "restaurants", "scholar", "yelp",
]
TODAY_DATE = "DATE '2026-12-07'"
TODAY_TS = "TIMESTAMP '2026-12-07 00:00:00'"

# Postgres TO_CHAR formats as the columns' comments say they are meant -> DuckDB strftime.
FORMATS = {
    "'%Y%m%d %H:%i:%s'": "'%Y%m%d %H:%M:%S'",   # broker: "yyyyMMdd HH:mm:ss"
    "'Month'": "'%B'",                           # yelp: the month's name, as the other rows spell it
}
# Per-file changes DuckDB needs.
FIXUPS = {
    # a foreign key's column must have the referenced key's type (users.uid is BIGINT)
    "ewallet": [("user_id INT NOT NULL REFERENCES ewallet.users(uid)",
                 "user_id BIGINT NOT NULL REFERENCES ewallet.users(uid)")],
}

HERE = os.path.dirname(os.path.abspath(__file__))


def upstream(repo, commit, path):
    git_dir = repo if os.path.exists(os.path.join(repo, "HEAD")) and not os.path.exists(os.path.join(repo, ".git")) else os.path.join(repo, ".git")
    return subprocess.run(["git", "--git-dir", git_dir, "show", f"{commit}:{path}"],
                          check=True, capture_output=True, text=True).stdout


def segments(sql):
    """(is_code, text) pieces: string literals ('...' with '' escapes) and -- comments are not code."""
    out, i, n, start = [], 0, len(sql), 0
    while i < n:
        c = sql[i]
        if c == "'" or sql.startswith("--", i):
            if start < i:
                out.append((True, sql[start:i]))
            if c == "'":
                j = i + 1
                while j < n:
                    if sql[j] == "'":
                        if j + 1 < n and sql[j + 1] == "'":
                            j += 2
                            continue
                        break
                    j += 1
                j += 1
            else:
                j = sql.find("\n", i)
                j = n if j < 0 else j
            out.append((False, sql[i:j]))
            i = start = j
        else:
            i += 1
    if start < n:
        out.append((True, sql[start:]))
    return out


def convert_code(code, db):
    code = re.sub(r"\bCREATE\s+SCHEMA\s+IF\s+NOT\s+EXISTS\s+consumer_div\s*;", "", code, flags=re.I)
    code = re.sub(r"\b(CREATE\s+TABLE|INSERT\s+INTO|REFERENCES)(\s+)(?:(?:public|consumer_div)\.)?(\w+)",
                  lambda m: f"{m.group(1)}{m.group(2)}{db}.{m.group(3)}", code, flags=re.I)
    code = re.sub(r"\bSERIAL\b", "INTEGER", code, flags=re.I)
    code = re.sub(r"\bCURRENT_DATE\b", TODAY_DATE, code, flags=re.I)
    code = re.sub(r"\bNOW\(\)", TODAY_TS, code, flags=re.I)
    code = re.sub(r"\bCURRENT_TIMESTAMP\b", TODAY_TS, code, flags=re.I)
    code = re.sub(r"\bTO_CHAR\(", "STRFTIME(", code, flags=re.I)
    for old, new in FIXUPS.get(db, []):
        code = code.replace(old, new)
    leftover = re.findall(r"\b(?:public|consumer_div)\.\w+", code)
    if leftover:
        raise SystemExit(f"{db}: qualified names left unconverted: {sorted(set(leftover))}")
    return code


def convert(sql, db, commit):
    pieces = segments(sql)
    body = ""
    for k, (is_code, text) in enumerate(pieces):
        if is_code:
            body += convert_code(text, db)
        elif body.rstrip().endswith(",") and "STRFTIME(" in body[body.rfind("\n"):]:
            # the format of a TO_CHAR now STRFTIME: Postgres patterns -> strftime ones
            body += FORMATS.get(text, text)
        else:
            body += text
    header = (
        f"-- benches/public: the `{db}` database of defog-ai/defog-data (Apache License 2.0; see\n"
        f"-- benches/public/LICENSE-defog), commit {commit},\n"
        f"-- file defog_data/{db}/{db}.sql, converted from Postgres to DuckDB by benches/public/make_sql.py:\n"
        f"-- tables moved into the schema {db}, SERIAL -> INTEGER, CURRENT_DATE/NOW()/CURRENT_TIMESTAMP\n"
        f"-- -> 2026-12-07, TO_CHAR -> STRFTIME (see make_sql.py). Every row of the original is kept.\n"
        f"-- Do not edit: rerun make_sql.py.\n\n"
        f"CREATE SCHEMA {db};\n"
    )
    return header + body.rstrip() + "\n"


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--defog-data", required=True, help="a clone of defog-ai/defog-data (work tree or bare)")
    ap.add_argument("--commit", default=COMMIT)
    ap.add_argument("--out", default=os.path.join(HERE, "sql"))
    args = ap.parse_args()
    os.makedirs(args.out, exist_ok=True)
    for db in DATABASES:
        sql = upstream(args.defog_data, args.commit, f"defog_data/{db}/{db}.sql")
        with open(os.path.join(args.out, f"{db}.sql"), "w", encoding="utf-8") as f:
            f.write(convert(sql, db, args.commit))
    print(f"wrote {len(DATABASES)} files to {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
