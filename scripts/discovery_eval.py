"""Scores table discovery (`dbprint find`) and value lookup (`dbprint find-value`) against the
labelled questions of benches/discovery (see benches/discovery/README.md).

    python3 scripts/discovery_eval.py --bin target/release/dbprint --project benches/discovery \
        [--questions benches/discovery/questions.yaml] [--json OUT] [--jobs 2] [--worst 20] \
        [--split train|held-out]

For each question it runs `BIN find "<question>" --project DIR --format json --limit 10` and
reads `tables` (objects with `table`, an FQN, and `rank`; best first), and for each literal
`BIN find-value "<value>" --project DIR --format json` (alone, then with `--question`) and
reads `columns` (objects with `table` and `column`; best first). A command that fails, times out or prints something that is
not that JSON counts as an empty answer (a miss); its stderr is shown.

Prints recall@5 and recall@10 of the gold tables (micro: over all gold tables; macro: the mean
of each question's share), the share of questions with every gold table in the top 10, the mean
reciprocal rank of the first gold table, and for find-value the share of literals whose first
answer is the gold column (and whose top 5 hold it); then the same per schema, and the worst
questions (to stderr, or to --worst-file).

    python3 scripts/discovery_eval.py --check --project benches/discovery

checks the questions instead: every gold table is in the print's manifest, every gold column in
its table's statistics.yaml, and every literal in that column's `values` list.

Needs only the Python standard library and PyYAML.
"""

import argparse
import concurrent.futures
import hashlib
import json
import os
import subprocess
import sys
import time

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_QUESTIONS = os.path.join(HERE, "..", "benches", "discovery", "questions.yaml")


# --- the print --------------------------------------------------------------------------------


def print_roots(project):
    """(connection, print directory) for every connection of the project's .dbprint.yaml."""
    with open(os.path.join(project, ".dbprint.yaml"), encoding="utf-8") as f:
        config = yaml.safe_load(f) or {}
    roots = []
    for name, settings in (config.get("connections") or {}).items():
        output = (settings or {}).get("output", "prints")
        roots.append((name, os.path.normpath(os.path.join(project, output, name))))
    return roots


class Print:
    """The tables of every connection of a project: FQN -> statistics columns, read lazily."""

    def __init__(self, project):
        self.entries = {}
        for _, root in print_roots(project):
            path = os.path.join(root, "manifest.yaml")
            if not os.path.exists(path):
                continue
            with open(path, encoding="utf-8") as f:
                manifest = yaml.safe_load(f) or {}
            for fqn, entry in (manifest.get("tables") or {}).items():
                self.entries[fqn] = (root, entry)
        self._columns = {}

    def columns(self, fqn):
        if fqn not in self._columns:
            root, entry = self.entries[fqn]
            name = (entry.get("artifacts") or {}).get("statistics", "statistics.yaml")
            path = os.path.join(root, entry.get("path", fqn.replace(".", "/")), name)
            with open(path, encoding="utf-8") as f:
                self._columns[fqn] = (yaml.safe_load(f) or {}).get("columns") or {}
        return self._columns[fqn]


def split_column(fqcn):
    table, _, column = fqcn.rpartition(".")
    return table, column


def spelled(value):
    """A stored value as a question's literal spells it."""
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def check(questions, project):
    """Problems with the labels, as lines; empty when all hold."""
    the_print = Print(project)
    problems, warnings = [], []
    seen = set()
    for q in questions:
        qid = q.get("id", "?")
        if qid in seen:
            problems.append(f"{qid}: duplicate id")
        seen.add(qid)
        if not str(q.get("question", "")).strip():
            problems.append(f"{qid}: no question text")
        tables = q.get("tables") or []
        if not tables:
            problems.append(f"{qid}: no gold tables")
        for fqn in tables:
            if fqn not in the_print.entries:
                problems.append(f"{qid}: table {fqn} is not in the manifest")
        for fqcn in q.get("columns") or []:
            table, column = split_column(fqcn)
            if table not in the_print.entries:
                problems.append(f"{qid}: column {fqcn}: table not in the manifest")
            elif column not in the_print.columns(table):
                problems.append(f"{qid}: column {fqcn} is not in {table}'s statistics.yaml")
            if table not in tables:
                warnings.append(f"{qid}: column {fqcn} is outside the gold tables")
        for lit in q.get("literals") or []:
            value, fqcn = str(lit.get("value")), lit.get("column", "")
            table, column = split_column(fqcn)
            if table not in the_print.entries or column not in the_print.columns(table):
                problems.append(f"{qid}: literal {value!r}: column {fqcn} not in the print")
                continue
            listed = [spelled(v.get("value")) for v in the_print.columns(table)[column].get("values") or []]
            if value not in listed:
                problems.append(f"{qid}: literal {value!r} is not in the values of {fqcn}")
            if fqcn not in (q.get("columns") or []):
                warnings.append(f"{qid}: literal column {fqcn} is not among the gold columns")
            if value.casefold() not in str(q.get("question", "")).casefold():
                warnings.append(f"{qid}: literal {value!r} does not appear in the question text")
    return problems, warnings


# --- running the binary -----------------------------------------------------------------------


def run_json(argv, timeout):
    """(parsed JSON or None, error text or None, seconds)."""
    start = time.monotonic()
    try:
        done = subprocess.run(argv, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None, f"timed out after {timeout}s", time.monotonic() - start
    except OSError as exc:
        return None, f"could not run: {exc}", time.monotonic() - start
    seconds = time.monotonic() - start
    if done.returncode != 0:
        return None, f"exit {done.returncode}: {done.stderr.strip()[:2000]}", seconds
    try:
        return json.loads(done.stdout), None, seconds
    except json.JSONDecodeError as exc:
        return None, f"stdout is not JSON ({exc}): {done.stdout.strip()[:300]!r}", seconds


def ranked_tables(reply):
    """The answer's table FQNs, best first."""
    if not isinstance(reply, dict) or not isinstance(reply.get("tables"), list):
        raise ValueError("no `tables` list in the reply")
    rows = [(i, r) for i, r in enumerate(reply["tables"]) if isinstance(r, dict) and isinstance(r.get("table"), str)]
    rows.sort(key=lambda ir: (ir[1]["rank"] if isinstance(ir[1].get("rank"), (int, float)) else float("inf"), ir[0]))
    out = []
    for _, row in rows:
        if row["table"] not in out:
            out.append(row["table"])
    return out


def ranked_columns(reply):
    """The answer's (table FQN, column) pairs, best first."""
    if not isinstance(reply, dict) or not isinstance(reply.get("columns"), list):
        raise ValueError("no `columns` list in the reply")
    out = []
    for row in reply["columns"]:
        if isinstance(row, dict) and isinstance(row.get("table"), str) and isinstance(row.get("column"), str):
            out.append((row["table"], row["column"]))
    return out


def same_name(a, b):
    return a.casefold() == b.casefold()


def evaluate_question(q, args):
    extra = list(args.extra_arg or [])
    record = {"id": q["id"], "question": q["question"], "schema": schema_of(q), "gold_tables": list(q["tables"])}
    argv = [args.bin, "find", q["question"], "--project", args.project, "--format", "json",
            "--limit", str(args.limit)] + extra
    reply, error, seconds = run_json(argv, args.timeout)
    answer = []
    if error is None:
        try:
            answer = ranked_tables(reply)
        except ValueError as exc:
            error = str(exc)
    record["seconds"] = round(seconds, 4)
    record["error"] = error
    record["answer"] = answer[: args.limit]
    ranks = {}
    for fqn in q["tables"]:
        hit = next((i + 1 for i, t in enumerate(answer) if same_name(t, fqn)), None)
        ranks[fqn] = hit
    record["gold_ranks"] = ranks
    n = len(q["tables"])
    record["hits5"] = sum(1 for r in ranks.values() if r is not None and r <= 5)
    record["hits10"] = sum(1 for r in ranks.values() if r is not None and r <= 10)
    record["recall5"] = record["hits5"] / n
    record["recall10"] = record["hits10"] / n
    found = [r for r in ranks.values() if r is not None and r <= args.limit]
    record["first_gold_rank"] = min(found) if found else None
    record["literals"] = []
    for lit in q.get("literals") or []:
        gold_table, gold_column = split_column(lit["column"])
        entry = {"value": lit["value"], "gold": lit["column"]}
        base = [args.bin, "find-value", str(lit["value"]), "--project", args.project, "--format", "json"] + extra
        for suffix, argv in (("", base), ("_in_question", base + ["--question", q["question"]])):
            reply, error, seconds = run_json(argv, args.timeout)
            columns = []
            if error is None:
                try:
                    columns = ranked_columns(reply)
                except ValueError as exc:
                    error = str(exc)
            rank = next((i + 1 for i, (t, c) in enumerate(columns) if same_name(t, gold_table) and same_name(c, gold_column)), None)
            entry.update({
                "rank" + suffix: rank, "error" + suffix: error, "seconds" + suffix: round(seconds, 4),
                "answer" + suffix: [f"{t}.{c}" for t, c in columns[:5]],
            })
        record["literals"].append(entry)
    return record


def schema_of(q):
    parts = q["tables"][0].split(".")
    return parts[-2] if len(parts) >= 2 else "?"


# --- scoring ----------------------------------------------------------------------------------


def summarize(records):
    gold = sum(len(r["gold_tables"]) for r in records)
    lits = [lit for r in records for lit in r["literals"]]
    out = {
        "questions": len(records),
        "gold_tables": gold,
        "recall5_micro": sum(r["hits5"] for r in records) / gold if gold else 0.0,
        "recall10_micro": sum(r["hits10"] for r in records) / gold if gold else 0.0,
        "recall5_macro": sum(r["recall5"] for r in records) / len(records) if records else 0.0,
        "recall10_macro": sum(r["recall10"] for r in records) / len(records) if records else 0.0,
        "all_gold_in_top10": sum(1 for r in records if r["hits10"] == len(r["gold_tables"])) / len(records) if records else 0.0,
        "mrr_first_gold": sum(1.0 / r["first_gold_rank"] for r in records if r["first_gold_rank"]) / len(records) if records else 0.0,
        "find_failures": sum(1 for r in records if r["error"]),
        "literals": len(lits),
        "value_top1": sum(1 for lit in lits if lit["rank"] == 1) / len(lits) if lits else None,
        "value_top5": sum(1 for lit in lits if lit["rank"] is not None and lit["rank"] <= 5) / len(lits) if lits else None,
        "value_failures": sum(1 for lit in lits if lit["error"]),
        "value_top1_in_question": sum(1 for lit in lits if lit["rank_in_question"] == 1) / len(lits) if lits else None,
        "value_top5_in_question": sum(1 for lit in lits if lit["rank_in_question"] is not None and lit["rank_in_question"] <= 5) / len(lits) if lits else None,
        "value_failures_in_question": sum(1 for lit in lits if lit["error_in_question"]),
    }
    return out


def fmt(x):
    return "  -  " if x is None else f"{x:.3f}"


def report(records, args, out):
    total = summarize(records)
    print(f"questions {total['questions']}, gold tables {total['gold_tables']}, literals {total['literals']}", file=out)
    print(f"find:       recall@5 micro {fmt(total['recall5_micro'])} macro {fmt(total['recall5_macro'])}   "
          f"recall@10 micro {fmt(total['recall10_micro'])} macro {fmt(total['recall10_macro'])}", file=out)
    print(f"            all gold in top 10 {fmt(total['all_gold_in_top10'])}   MRR(first gold) {fmt(total['mrr_first_gold'])}   "
          f"failed commands {total['find_failures']}", file=out)
    print(f"find-value: first answer is gold {fmt(total['value_top1'])}   gold in top 5 {fmt(total['value_top5'])}   "
          f"failed commands {total['value_failures']}   (the value alone)", file=out)
    print(f"            first answer is gold {fmt(total['value_top1_in_question'])}   gold in top 5 {fmt(total['value_top5_in_question'])}   "
          f"failed commands {total['value_failures_in_question']}   (with --question)", file=out)
    print("", file=out)
    print(f"{'schema':<12}{'qs':>4}{'r@5':>8}{'r@10':>8}{'r@10m':>8}{'all@10':>8}{'mrr':>8}{'lits':>6}{'v@1':>8}{'vq@1':>8}", file=out)
    by_schema = {}
    for r in records:
        by_schema.setdefault(r["schema"], []).append(r)
    per_schema = {}
    for schema in sorted(by_schema):
        s = summarize(by_schema[schema])
        per_schema[schema] = s
        print(f"{schema:<12}{s['questions']:>4}{fmt(s['recall5_micro']):>8}{fmt(s['recall10_micro']):>8}"
              f"{fmt(s['recall10_macro']):>8}{fmt(s['all_gold_in_top10']):>8}{fmt(s['mrr_first_gold']):>8}"
              f"{s['literals']:>6}{fmt(s['value_top1']):>8}{fmt(s['value_top1_in_question']):>8}", file=out)
    times = sorted(r["seconds"] for r in records)
    if times:
        print(f"\nfind latency: median {times[len(times) // 2]:.3f}s, max {times[-1]:.3f}s", file=out)
    return total, per_schema


def worst(records, n, out):
    def badness(r):
        first = r["first_gold_rank"] or 10**6
        return (r["recall10"], r["recall5"], -first)
    print(f"\nworst {n} questions (recall@10, then recall@5, then first gold rank):", file=out)
    for r in sorted(records, key=badness)[:n]:
        missing = [t for t, rank in r["gold_ranks"].items() if rank is None]
        ranks = ", ".join(f"{t.split('.', 1)[-1]}={rank if rank else '-'}" for t, rank in r["gold_ranks"].items())
        print(f"- {r['id']} r@10={r['recall10']:.2f}: {r['question']}", file=out)
        print(f"    gold ranks: {ranks}", file=out)
        if missing:
            print(f"    missing: {', '.join(missing)}", file=out)
        print(f"    top 5: {', '.join(r['answer'][:5]) or '(empty)'}", file=out)
        if r["error"]:
            print(f"    error: {r['error']}", file=out)
    for suffix, how in (("_in_question", "with --question"), ("", "the value alone")):
        misses = [(r["id"], lit) for r in records for lit in r["literals"] if lit["rank" + suffix] != 1]
        if misses:
            print(f"\nfind-value literals whose first answer is not the gold column, {how} ({len(misses)}):", file=out)
        for qid, lit in misses:
            answer, error = lit["answer" + suffix], lit["error" + suffix]
            got = answer[0] if answer else "(empty)"
            rank = lit["rank" + suffix] or "-"
            print(f"- {qid} {lit['value']!r}: gold {lit['gold']} at {rank}; first {got}"
                  + (f"; error: {error}" if error else ""), file=out)


def scorer_arguments(doc, questions, example_prefix):
    """The arguments both scorers take (this one and joins_eval.py), on a parser to extend."""
    ap = argparse.ArgumentParser(description=doc.split("\n\n")[0])
    ap.add_argument("--bin", help="the dbprint binary to score")
    ap.add_argument("--project", required=True, help="project directory (holds .dbprint.yaml)")
    ap.add_argument("--questions", default=questions)
    ap.add_argument("--json", help="write the summary and every question's result here")
    ap.add_argument("--limit", type=int, default=10, help="tables asked of `find` (default 10)")
    ap.add_argument("--jobs", type=int, default=1, help="questions whose commands run at once (default 1)")
    ap.add_argument("--timeout", type=float, default=120.0, help="seconds per command or request (default 120)")
    ap.add_argument("--worst", type=int, default=15, help="how many worst questions to list (default 15)")
    ap.add_argument("--worst-file", help="write the worst-question list here instead of stderr")
    ap.add_argument("--only", help=f"only question ids starting with this prefix (e.g. {example_prefix})")
    ap.add_argument("--extra-arg", action="append", help="an argument appended to every command (repeatable)")
    ap.add_argument("--check", action="store_true", help="check the labels against the print and exit")
    ap.add_argument("--split", choices=SPLITS, default="all",
                    help="score one half of the questions: train (constants are chosen there), "
                         "held-out (figures are reported there) or all (default)")
    return ap


SPLITS = ("all", "train", "held-out")


def in_split(question, split):
    """Whether `question` belongs to `split`: a question is in the training half when the first
    byte of the SHA-256 of its id is even, else in the held-out half; fixed by the id alone,
    never by a result."""
    if split == "all":
        return True
    even = hashlib.sha256(str(question.get("id", "")).encode("utf-8")).digest()[0] % 2 == 0
    return even == (split == "train")


def main():
    ap = scorer_arguments(__doc__, DEFAULT_QUESTIONS, "fac-")
    args = ap.parse_args()

    with open(args.questions, encoding="utf-8") as f:
        questions = yaml.safe_load(f) or []
    if args.only:
        questions = [q for q in questions if str(q.get("id", "")).startswith(args.only)]
    questions = [q for q in questions if in_split(q, args.split)]

    if args.check:
        problems, warnings = check(questions, args.project)
        for w in warnings:
            print(f"warning: {w}", file=sys.stderr)
        for p in problems:
            print(f"problem: {p}", file=sys.stderr)
        n_lit = sum(len(q.get("literals") or []) for q in questions)
        n_tab = sum(len(q.get("tables") or []) for q in questions)
        n_col = sum(len(q.get("columns") or []) for q in questions)
        print(f"{len(questions)} questions, {n_tab} gold tables, {n_col} gold columns, {n_lit} literals: "
              f"{len(problems)} problems, {len(warnings)} warnings")
        return 1 if problems else 0

    if not args.bin:
        ap.error("--bin is required unless --check")
    args.project = os.path.abspath(args.project)
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        records = list(pool.map(lambda q: evaluate_question(q, args), questions))

    total, per_schema = report(records, args, sys.stdout)
    failures = [r for r in records if r["error"]] + [lit for r in records for lit in r["literals"] if lit["error"]]
    failures += [{"error": lit["error_in_question"]} for r in records for lit in r["literals"] if lit["error_in_question"]]
    if failures:
        print(f"\n{len(failures)} commands failed; the first: {failures[0]['error']}", file=sys.stderr)
    if args.worst_file:
        with open(args.worst_file, "w", encoding="utf-8") as f:
            worst(records, args.worst, f)
    else:
        worst(records, args.worst, sys.stderr)
    if args.json:
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump({"summary": total, "per_schema": per_schema, "questions": records}, f, indent=2, ensure_ascii=False)
    return 0


if __name__ == "__main__":
    sys.exit(main())
