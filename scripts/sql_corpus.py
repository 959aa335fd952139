"""Runs `dbprint check-query` over the real-world SQL corpus of benches/sql_corpus (see its
README.md): every query as its source wrote it, then faulty twins planted from it.

    python3 scripts/sql_corpus.py --bin target/release/dbprint [--corpus benches/sql_corpus]
        [--jobs 2] [--json OUT] [--show N] [--only REGEX]

Each group under the corpus directory is a project (.dbprint.yaml, prints/) with queries in
queries/*.yaml (entries: name, connection, dialect, source, licence, edits, sql). For each
query it reports whether `check-query` answered an error finding: on correct SQL that is a
false alarm. Then it plants, where the query allows, one fault of each kind and asks again:

- renamed column: one unquoted reference to a column of a table the query reads (by the
  print; not an alias, a function's name or a step of a `obj:key` path) loses its first underscore or gains `_x`, a name no table read holds;
  found when an `unknown_column` (or `unknown_table`) error is answered;
- misspelled value: one string literal compared with `=` or opening an `IN (` list that the
  print stores in a column of a table the query reads has two letters swapped; found when a
  `literal_not_stored` or `literal_not_in_domain` finding is answered;
- join without a key: in one `a.x = b.y` equality between columns of two tables the print
  joins by an edge, `b.y` becomes another column of the same table with the same type and no
  edge; found when a join finding (`join_without_edge`, `join_partial_edge`) is answered
  beyond those of the correct query.

Which occurrence is planted is fixed by the query's name (a hash), so runs repeat. Prints per
dialect: queries, false alarms, and planted/found per kind; --show lists the false alarms and
the faults not found. Needs Python 3 and PyYAML.
"""

import argparse
import collections
import concurrent.futures
import hashlib
import json
import os
import re
import subprocess
import sys
import tempfile

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_CORPUS = os.path.join(HERE, "..", "benches", "sql_corpus")
FOUND_BY = {
    "renamed_column": {"unknown_column", "unknown_table"},
    "misspelled_value": {"literal_not_stored", "literal_not_in_domain"},
    "join_without_key": {"join_without_edge", "join_partial_edge"},
}


# --- the print ----------------------------------------------------------------------------


class Table:
    def __init__(self, fqn, columns, edges, keys):
        self.fqn = fqn
        self.columns = columns  # name -> {"type": str, "values": set of str}
        self.edges = edges  # set of (column, other fqn, other column)
        self.keys = keys  # set of column names in a key


def read_table(directory):
    with open(os.path.join(directory, "statistics.yaml"), encoding="utf-8") as f:
        stats = yaml.safe_load(f) or {}
    columns = {}
    for name, block in (stats.get("columns") or {}).items():
        block = block or {}
        values = {str(v.get("value")) for v in block.get("values") or [] if isinstance(v, dict)}
        columns[name] = {"type": str(block.get("sql_type", "")), "values": values}
    keys = {c for k in (stats.get("grain") or {}).get("keys") or [] for c in k.get("columns") or []}
    edges = set()
    path = os.path.join(directory, "relationships.yaml")
    if os.path.exists(path):
        with open(path, encoding="utf-8") as f:
            rel = yaml.safe_load(f) or {}
        for e in rel.get("refers_to") or []:
            for mine, theirs in zip(e.get("column") or [], e.get("target_column") or []):
                edges.add((mine, e.get("target_table"), theirs))
        for e in rel.get("referenced_by") or []:
            for mine, theirs in zip(e.get("column") or [], e.get("referencer_column") or []):
                edges.add((mine, e.get("referencer_table"), theirs))
    return Table(stats.get("table", ""), columns, edges, keys)


class Print:
    """The tables of every connection of one group, read lazily."""

    def __init__(self, group):
        with open(os.path.join(group, ".dbprint.yaml"), encoding="utf-8") as f:
            config = yaml.safe_load(f) or {}
        self.tables = {}
        for name, settings in (config.get("connections") or {}).items():
            root = os.path.join(group, (settings or {}).get("output", "prints"), name)
            for dirpath, _, files in os.walk(root):
                if "statistics.yaml" in files:
                    table = read_table(dirpath)
                    self.tables[table.fqn] = table


# --- planting ---------------------------------------------------------------------------------

STRING = re.compile(r"'(?:[^']|'')*'")
COMMENT = re.compile(r"--[^\n]*|/\*.*?\*/", re.S)
WORD = re.compile(r"(?<![\w$@.\"`\[])([A-Za-z_][A-Za-z0-9_]*)(?![\w\"`\]])")
QUALIFIED = re.compile(r"\b([A-Za-z_]\w*)\.([A-Za-z_]\w*)\b")


def masked(sql):
    """The SQL with strings and comments blanked (same length), so patterns skip them."""
    out = COMMENT.sub(lambda m: " " * len(m.group(0)), sql)
    return STRING.sub(lambda m: "'" + " " * (len(m.group(0)) - 2) + "'", out)


def pick(name, kind, items):
    if not items:
        return None
    digest = hashlib.sha256(f"{name}/{kind}".encode()).digest()
    return items[int.from_bytes(digest[:4], "big") % len(items)]


def columns_of(tables):
    names = {}
    for t in tables:
        for c in t.columns:
            names.setdefault(c.lower(), []).append(t)
    return names


# Words after which a name is a column reference, not an alias given without AS.
LEADING = {
    "select", "where", "and", "or", "on", "by", "having", "when", "then", "else", "not", "in",
    "distinct", "case", "between", "like", "is", "using", "set", "over", "partition", "all",
    "any", "exists", "return", "returning", "qualify", "top", "asc", "desc", "from", "join",
}


def aliases(text, tables):
    """The table each name a FROM or JOIN clause gives (alias or table name) stands for."""
    by_name = {}
    for t in tables:
        by_name.setdefault(t.fqn.split(".")[-1].lower(), t)
    found = {}
    for m in re.finditer(r"\b(?:from|join)\s+([\w.\[\]\"`]+)(?:\s+(?:as\s+)?(\w+))?|,\s*([\w.]+)(?:\s+(?:as\s+)?(\w+))?", text, re.I):
        name = (m.group(1) or m.group(3) or "").split(".")[-1].strip('[]"`').lower()
        alias = (m.group(2) or m.group(4) or "").lower()
        if name in by_name:
            found[name] = by_name[name]
            if alias and alias not in LEADING and alias not in ("where", "on", "join", "left", "inner", "group", "order"):
                found[alias] = by_name[name]
    return found


def renamed_column(entry, tables):
    text = masked(entry["sql"])
    names = columns_of(tables)
    spots = []
    for m in WORD.finditer(text):
        word = m.group(1)
        before = text[: m.start()].rstrip()
        if word.lower() not in names or re.search(r"\bAS$", before, re.I):
            continue
        if text[m.end():].lstrip().startswith("(") or before.endswith(":"):
            continue  # a function's name, or a step of a semi-structured path (`obj:key`)
        previous = re.search(r"([\w)\]'\"`]+)$", before)
        if previous and previous.group(1).lower() not in LEADING:
            continue  # an alias given without AS
        spots.append((m.start(), m.end(), word))
    spot = pick(entry["name"], "renamed_column", spots)
    if spot is None:
        return None
    start, end, word = spot
    new = word.replace("_", "", 1) if "_" in word else word + "_x"
    if new.lower() in names:
        new = word + "_x"
    return entry["sql"][:start] + new + entry["sql"][end:], f"{word} -> {new}"


def swapped(value):
    letters = [i for i in range(len(value) - 1) if value[i].isalpha() and value[i + 1].isalpha() and value[i] != value[i + 1]]
    if not letters:
        return None
    i = letters[len(letters) // 2]
    return value[:i] + value[i + 1] + value[i] + value[i + 2 :]


def misspelled_value(entry, tables):
    sql = entry["sql"]
    text = masked(sql)
    stored = {}
    for t in tables:
        for c, block in t.columns.items():
            for v in block["values"]:
                stored.setdefault(v, set()).add(c.lower())
    spots = []
    for m in STRING.finditer(sql):
        if text[m.start() : m.end()] != "'" + " " * (m.end() - m.start() - 2) + "'":
            continue  # inside a comment
        before = text[: m.start()].rstrip()
        if not (before.endswith("=") and not before.endswith(("<=", ">=", "!=")) or re.search(r"\bIN\s*\($", before, re.I)):
            continue
        value = m.group(0)[1:-1].replace("''", "'")
        if value not in stored:
            continue
        wrong = swapped(value)
        if wrong is None or wrong in stored:
            continue
        spots.append((m.start(), m.end(), value, wrong))
    spot = pick(entry["name"], "misspelled_value", spots)
    if spot is None:
        return None
    start, end, value, wrong = spot
    return sql[:start] + "'" + wrong.replace("'", "''") + "'" + sql[end:], f"'{value}' -> '{wrong}'"


def join_without_key(entry, tables):
    sql = entry["sql"]
    text = masked(sql)
    owners = columns_of(tables)
    named = aliases(text, tables)
    pattern = re.compile(r"\b(?:(\w+)\.)?(\w+)\s*=\s*(?:(\w+)\.)?(\w+)\b")
    spots = []

    def side(qualifier, column):
        if qualifier:
            t = named.get(qualifier.lower())
            return [t] if t is not None and column in {c.lower() for c in t.columns} else []
        holders = owners.get(column, [])
        return holders if len(holders) == 1 else []

    for m in pattern.finditer(text):
        left, right = m.group(2).lower(), m.group(4).lower()
        for lt in side(m.group(1), left):
            for rt in side(m.group(3), right):
                if lt.fqn == rt.fqn:
                    continue
                real = {c.lower() for c in rt.columns}
                if not any(c.lower() == right and o == lt.fqn and oc.lower() == left for c, o, oc in rt.edges):
                    continue
                kind = rt.columns[next(c for c in rt.columns if c.lower() == right)]["type"]
                edged = {c.lower() for c, _, _ in rt.edges} | {k.lower() for k in rt.keys}
                others = sorted(
                    c for c, b in rt.columns.items()
                    if c.lower() != right and c.lower() not in edged and b["type"] == kind and c.lower() in real
                    and c.lower() not in owners.keys() - {c.lower() for c in rt.columns}
                )
                if others:
                    spots.append((m.start(4), m.end(4), m.group(4), others))
    spot = pick(entry["name"], "join_without_key", spots)
    if spot is None:
        return None
    start, end, word, others = spot
    new = pick(entry["name"], "join_other", others)
    return sql[:start] + new + sql[end:], f"{word} -> {new}"


PLANTERS = {
    "renamed_column": renamed_column,
    "misspelled_value": misspelled_value,
    "join_without_key": join_without_key,
}


# --- running ----------------------------------------------------------------------------------


def check(binary, group, entry, sql):
    with tempfile.NamedTemporaryFile("w", suffix=".sql", delete=False, encoding="utf-8") as f:
        f.write(sql)
        path = f.name
    try:
        run = subprocess.run(
            [binary, "check-query", path, "--project", group, "--connection", entry["connection"],
             "--dialect", entry["dialect"], "--format", "json"],
            capture_output=True, text=True, timeout=60,
        )
    finally:
        os.unlink(path)
    try:
        return json.loads(run.stdout)
    except json.JSONDecodeError:
        return {"failed": run.stderr.strip()[-500:] or f"exit {run.returncode}"}


def findings(reply):
    return [(f.get("severity"), f.get("kind"), f.get("message", "")) for f in reply.get("findings") or []]


def judge(binary, group, prints, entry):
    reply = check(binary, group, entry, entry["sql"])
    record = {"name": entry["name"], "dialect": entry["dialect"], "group": os.path.basename(group)}
    if "failed" in reply:
        record["failed"] = reply["failed"]
        record["errors"] = [("error", "failed", reply["failed"])]
        record["faults"] = []
        return record
    got = findings(reply)
    record["errors"] = [f for f in got if f[0] == "error"]
    record["not_checked"] = any(f[1] == "not_checked" for f in got)
    tables = [prints.tables[t] for t in reply.get("tables") or [] if t in prints.tables]
    record["faults"] = []
    if record["errors"] or record["not_checked"]:
        return record
    base_joins = sum(1 for f in got if f[1] in FOUND_BY["join_without_key"])
    for kind, planter in PLANTERS.items():
        planted = planter(entry, tables)
        if planted is None:
            continue
        sql, how = planted
        answer = findings(check(binary, group, entry, sql))
        hits = [f for f in answer if f[1] in FOUND_BY[kind]]
        found = len(hits) > base_joins if kind == "join_without_key" else bool(hits)
        record["faults"].append({"kind": kind, "how": how, "found": found,
                                 "answer": [f"{s} {k}" for s, k, _ in answer]})
    return record


def entries(corpus, only):
    for group in sorted(os.listdir(corpus)):
        path = os.path.join(corpus, group)
        queries = os.path.join(path, "queries")
        if not os.path.isdir(queries):
            continue
        for name in sorted(os.listdir(queries)):
            if not name.endswith(".yaml"):
                continue
            with open(os.path.join(queries, name), encoding="utf-8") as f:
                for entry in yaml.safe_load(f) or []:
                    if only and not re.search(only, entry["name"]):
                        continue
                    yield path, entry


def report(records, show, out):
    by = collections.OrderedDict()
    for r in sorted(records, key=lambda r: r["dialect"]):
        d = by.setdefault(r["dialect"], collections.Counter())
        d["queries"] += 1
        d["false_alarms"] += bool(r["errors"])
        d["not_checked"] += bool(r.get("not_checked"))
        for f in r["faults"]:
            d[f["kind"]] += 1
            d[f["kind"] + "_found"] += f["found"]
    kinds = list(PLANTERS)
    print(f"{'dialect':10}{'queries':>8}{'errors':>8}{'unparsed':>9}" + "".join(f"{k:>20}" for k in kinds) + f"{'recall':>8}", file=out)
    total = collections.Counter()
    for dialect, d in list(by.items()) + [("all", None)]:
        if d is None:
            d = total
        else:
            total.update(d)
        planted = sum(d[k] for k in kinds)
        found = sum(d[k + "_found"] for k in kinds)
        recall = f"{found / planted:.3f}" if planted else "-"
        print(f"{dialect:10}{d['queries']:>8}{d['false_alarms']:>8}{d['not_checked']:>9}"
              + "".join(f"{str(d[k + '_found']) + '/' + str(d[k]):>20}" for k in kinds) + f"{recall:>8}", file=out)
    if show:
        alarms = [r for r in records if r["errors"]]
        print(f"\nerror findings on correct queries ({len(alarms)}):", file=out)
        for r in alarms[:show]:
            for s, k, m in r["errors"]:
                print(f"- {r['group']}/{r['name']} ({r['dialect']}): {k}: {m[:200]}", file=out)
        missed = [(r, f) for r in records for f in r["faults"] if not f["found"]]
        print(f"\nplanted faults not found ({len(missed)}):", file=out)
        for r, f in missed[:show]:
            print(f"- {r['group']}/{r['name']} ({r['dialect']}): {f['kind']} {f['how']}: {f['answer']}", file=out)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--bin", default=os.path.join(HERE, "..", "target", "release", "dbprint"))
    ap.add_argument("--corpus", default=DEFAULT_CORPUS)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--json")
    ap.add_argument("--show", type=int, default=0)
    ap.add_argument("--only")
    args = ap.parse_args()
    binary = os.path.abspath(args.bin)
    prints = {}
    work = []
    for group, entry in entries(args.corpus, args.only):
        if group not in prints:
            prints[group] = Print(group)
        work.append((group, entry))
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        records = list(pool.map(lambda w: judge(binary, w[0], prints[w[0]], w[1]), work))
    report(records, args.show, sys.stdout)
    if args.json:
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump(records, f, indent=1)
    return 1 if any(r["errors"] for r in records) else 0


if __name__ == "__main__":
    sys.exit(main())
