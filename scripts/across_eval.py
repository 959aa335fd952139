"""Scores discovery asked of every connection at once (`dbprint find` without --connection on
a project of several connections, none the default): the three labelled sets' prints served
together as three connections (benches/discovery `samples`, benches/joins `joins`,
benches/public `defog`), each question asked of all three. A question's own set names the
connection holding its answer.

    python3 scripts/across_eval.py --bin target/release/dbprint [--split held-out] [--jobs 2]

Prints, per set and in all: the share of questions whose own connection comes first in
`connections`, the share where it is among the first two, and the recall of the gold tables
in the listed `tables` (at most 10, shared among the connections) next to the same question
asked of its own connection alone (`--connection`). No constant of the rule was chosen on any
of these sets (docs/discovery.md, "Across connections").
"""

import argparse
import concurrent.futures
import json
import os
import subprocess
import sys
import tempfile

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, ".."))
sys.path.insert(0, HERE)
from discovery_eval import in_split  # noqa: E402

SETS = (("discovery", "samples"), ("joins", "joins"), ("public", "defog"))


def project(into):
    """A project in `into` serving the three sets' prints, linked, every one `auto`."""
    os.makedirs(os.path.join(into, "prints"))
    connections = {}
    for bench, name in SETS:
        os.symlink(os.path.join(ROOT, "benches", bench, "prints", name),
                   os.path.join(into, "prints", name))
        connections[name] = {"adapter": "duckdb", "auto": True}
    config = {"defaults": {"profile": {"freshness": {"max_age_days": 3650}}},
              "connections": connections}
    with open(os.path.join(into, ".dbprint.yaml"), "w", encoding="utf-8") as f:
        yaml.safe_dump(config, f)


def find(binary, at, question, connection=None):
    args = [binary, "find", question, "--project", at, "--format", "json", "--limit", "10"]
    if connection:
        args += ["--connection", connection]
    out = subprocess.run(args, capture_output=True, text=True, timeout=120)
    try:
        return json.loads(out.stdout)
    except ValueError:
        print(f"{question!r}: {out.stderr.strip()}", file=sys.stderr)
        return {}


def score(binary, at, name, item):
    gold = set(item["tables"])
    across = find(binary, at, item["question"])
    order = [c.get("connection") for c in across.get("connections", [])]
    listed = {t.get("table") for t in across.get("tables", [])}
    alone = find(binary, at, item["question"], name)
    alone_listed = {t.get("table") for t in alone.get("tables", [])}
    return {
        "first": order[:1] == [name],
        "top2": name in order[:2],
        "recall": len(gold & listed) / len(gold),
        "alone": len(gold & alone_listed) / len(gold),
    }


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--bin", required=True)
    ap.add_argument("--split", default="held-out", choices=("all", "train", "held-out"))
    ap.add_argument("--jobs", type=int, default=2)
    args = ap.parse_args()
    binary = os.path.abspath(args.bin)
    with tempfile.TemporaryDirectory(prefix="dbprint-across-") as at:
        project(at)
        rows, every = [], []
        for bench, name in SETS:
            with open(os.path.join(ROOT, "benches", bench, "questions.yaml"), encoding="utf-8") as f:
                items = [q for q in yaml.safe_load(f) if in_split(q, args.split)]
            with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
                scored = list(pool.map(lambda q: score(binary, at, name, q), items))
            every += scored
            rows.append((f"{bench} ({name})", scored))
        rows.append(("all", every))
        print(f"split {args.split}: connection first / in the first two / gold tables listed "
              f"across (asked of its own connection alone)")
        for label, scored in rows:
            n = len(scored) or 1
            mean = lambda key: sum(s[key] for s in scored) / n  # noqa: E731
            print(f"  {label}: {len(scored)} q, {mean('first'):.3f} / {mean('top2'):.3f} / "
                  f"{mean('recall'):.3f} ({mean('alone'):.3f})")


if __name__ == "__main__":
    main()
