"""Chooses the ranking's measured constants (crates/discover/src/tuning.rs) on the training half
of the labelled sets, one constant at a time, and prints every trial, so the choice can be
re-run and read (docs/discovery.md, "How the constants were chosen").

    python3 scripts/tune_discovery.py --bin target/release/dbprint \
        --project benches/discovery --project benches/joins \
        [--project NAMES_ONLY_COPY ...] [--jobs 2] [--rounds 1]

Only the questions `discovery_eval.in_split` puts in the training half are asked; the held-out
half and the public set (benches/public) are never read here. Each trial sets DBPRINT_TUNING
(`name=value,...`) for every `BIN find` it runs. A trial's score is the mean, over the
projects, of recall@10 (micro) plus the share of questions with every gold table in the top 10;
a candidate replaces the value in force only when it scores higher by more than `--margin`
(ties keep the value in force) and costs no project more than `--tolerance` of its own
recall@10 plus every-gold share (a constant that lifts the names-only copies by costing the
full prints is refused: the first run of 2026-12-07, scoring the mean alone, took such
changes, and they cost the joins set on both halves). Trials start from `START`; candidates are the values of `GRID`,
set before any trial. Prints the chosen values as a DBPRINT_TUNING line at the end.

Needs only the Python standard library and PyYAML.
"""

import argparse
import concurrent.futures
import json
import os
import subprocess
import sys

import yaml

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from discovery_eval import in_split, ranked_tables  # noqa: E402

# Each constant with the values tried (the one in force skipped).
GRID = {
    "meaning_weight": [0.1, 0.25, 0.4, 0.5],
    "meaning_floor": [0.1, 0.2, 0.3],
    "meaning_rank_k": [2.0, 5.0, 10.0],
    "name_floor": [0.5, 0.6, 0.7, 0.8],
    "name_weight": [0.3, 0.6, 0.8],
    "meant_said": ["true", "false"],
    "lift_direct": [0.2, 0.35, 0.5],
    "outside": [0.5, 0.75, 1.0],
    "apart": [0.3, 0.5, 0.7],
    "hops_per_table": [2.6, 3.6, 4.6],
    "two_letters_start": ["true", "false"],
}
# Where the trials start: the values earlier work chose by looking at the whole sets, before
# they were split (tuning.rs `CHOSEN` holds what this script chose from them on 2026-12-07).
START = {
    "meaning_weight": 0.25,
    "meaning_floor": 0.2,
    "meaning_rank_k": 5.0,
    "name_floor": 0.6,
    "name_weight": 0.6,
    "meant_said": "true",
    "lift_direct": 0.35,
    "outside": 0.75,
    "apart": 0.5,
    "hops_per_table": 3.6,
    "two_letters_start": "true",
}


def training_questions(project):
    path = os.path.join(project, "questions.yaml")
    with open(path, encoding="utf-8") as f:
        questions = yaml.safe_load(f) or []
    return [q for q in questions if in_split(q, "train")]


def spec(values):
    return ",".join(f"{k}={v}" for k, v in values.items())


def found(args, project, question, values):
    """(gold tables in the top 10, gold tables, whether all are) for one question."""
    env = dict(os.environ, DBPRINT_TUNING=spec(values), RUST_LOG="error")
    argv = [args.bin, "find", question["question"], "--project", project, "--format", "json", "--limit", "10"]
    try:
        done = subprocess.run(argv, capture_output=True, text=True, timeout=args.timeout, env=env)
        reply, error = (json.loads(done.stdout), None) if done.returncode == 0 else (None, done.stderr)
    except (subprocess.TimeoutExpired, json.JSONDecodeError) as exc:
        reply, error = None, str(exc)
    gold = [t.lower() for t in question["tables"]]
    if not gold:
        raise SystemExit(f"{question.get('id')}: no gold tables")
    top = [t.lower() for t in ranked_tables(reply)[:10]] if error is None else []
    hits = sum(1 for t in gold if t in top)
    return hits, len(gold), hits == len(gold)


def score(args, sets, values):
    """The trial's score and its per-project (recall@10, every gold) figures."""
    per = []
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        for project, questions in sets:
            rows = list(pool.map(lambda q: found(args, project, q, values), questions))
            recall = sum(r[0] for r in rows) / sum(r[1] for r in rows)
            every = sum(1 for r in rows if r[2]) / len(rows)
            per.append((recall, every))
    return sum(r + e for r, e in per) / len(per), per


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--bin", required=True)
    ap.add_argument("--project", action="append", required=True, help="a labelled project (repeatable)")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--rounds", type=int, default=1, help="passes over the constants (default 1)")
    ap.add_argument("--margin", type=float, default=0.002, help="least gain a candidate needs (default 0.002)")
    ap.add_argument("--tolerance", type=float, default=0.01,
                    help="most a candidate may cost any one project's recall@10 + every-gold (default 0.01)")
    ap.add_argument("--timeout", type=float, default=120.0)
    ap.add_argument("--only", action="append", help="tune only these constants (repeatable)")
    args = ap.parse_args()

    sets = [(os.path.abspath(p), training_questions(p)) for p in args.project]
    for project, questions in sets:
        print(f"{project}: {len(questions)} training questions", flush=True)
    values = dict(START)
    best, held = score(args, sets, values)
    print(f"in force: {best:.4f} {[(round(r, 3), round(e, 3)) for r, e in held]}", flush=True)
    for _ in range(args.rounds):
        for name, candidates in GRID.items():
            if args.only and name not in args.only:
                continue
            for candidate in candidates:
                if str(candidate) == str(values[name]):
                    continue
                trial = dict(values, **{name: candidate})
                got, per = score(args, sets, trial)
                print(f"{name}={candidate}: {got:.4f} {[(round(r, 3), round(e, 3)) for r, e in per]}", flush=True)
                costs = max(r0 + e0 - r - e for (r0, e0), (r, e) in zip(held, per))
                if got > best + args.margin and costs <= args.tolerance:
                    best, values, held = got, trial, per
                    print(f"  -> {name}={candidate} taken", flush=True)
    print(f"chosen: {best:.4f}")
    print(f"DBPRINT_TUNING={spec(values)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
