"""Differential check of our PyYAML-defaults YAML writer (`yaml::to_yaml_default`) against
PyYAML's `yaml.safe_dump(doc, sort_keys=False, default_flow_style=False)`, byte for byte.

Random documents (long strings with spaces, non-ASCII, control characters, strings that look
like numbers, bools, dates or null, nested mappings and lists, big and small floats, keys of
every scalar type and of lengths around the simple-key limit) are handed to the
`yaml_dump` example as YAML text (one JSON string a line; our reader, itself checked by
scripts/yaml_vs_pyyaml.py, turns it into a Value) and its text is compared with PyYAML's.
Run with a Python that has PyYAML (the reference venv does), after
`cargo build --release --example yaml_dump`:

    ~/.cache/dbprint-ref/venv/bin/python scripts/yaml_dump_vs_pyyaml.py --seed 1 --iterations 5000
"""

from __future__ import annotations

import argparse
import json
import math
import random
import subprocess
from pathlib import Path

import yaml

AMBIGUOUS = [
    "yes", "No", "on", "OFF", "y", "~", "null", "Null", "", "true", "False", "1e-05", "1.0",
    "0x1F", "0o17", "017", "08", "0b101", "1_000", "12:30", "190:20:30", "-0", "+1", ".inf",
    "-.Inf", ".NaN", ".5", "2026-12-01", "2026-12-01 10:00:00", "2026-12-01T10:00:00Z", "=",
    "<<", "-", "?", ":", "- x", "? x", ": x", "-x", "?x", ":x", "a:", "a: b", "a:b", "#x",
    "a #b", "a#b", "[a]", "{a}", "a, b", "*a", "&a", "!t", "%x", "@x", "`x", "|", ">", "'q'",
    '"q"', "---", "--- x", "...", "... x", "---x",
]
PIECES = [
    " ", "  ", "\n", "\n\n", "\t", "\r", "\x00", "\x07", "\x1b", "\x7f", "\x85", "\xa0", "\xe9",
    "\u00ad", "\u2028", "\u2029", "\ufeff", "\u6771", "\U0001d518", "\U0010ffff", "'", '"',
    "\\", ":", "#", "-", ",", "?",
]


def word(rng: random.Random) -> str:
    return "".join(rng.choice("abcxyz019") for _ in range(rng.randint(1, 12)))


def text(rng: random.Random) -> str:
    pick = rng.random()
    if pick < 0.25:
        return rng.choice(AMBIGUOUS)
    parts = []
    for _ in range(rng.randint(1, 60 if pick < 0.7 else 8)):
        roll = rng.random()
        if roll < 0.55:
            parts.append(word(rng))
        elif roll < 0.8:
            parts.append(" ")
        elif roll < 0.95:
            parts.append(rng.choice(PIECES))
        else:
            parts.append(rng.choice(AMBIGUOUS))
    return "".join(parts)


def scalar(rng: random.Random):
    pick = rng.random()
    if pick < 0.6:
        return text(rng)
    if pick < 0.72:
        return rng.choice([0, 1, -1, 7, 2**63, -(2**64), 10**30, 123456789])
    if pick < 0.88:
        return rng.choice([0.0, -0.0, 1.5, 1e-07, 1e-05, 1e16, 1e300, 5e-324, math.inf, -math.inf,
                           math.nan, 0.1, 1e22, 123456.789, rng.random() * 10 ** rng.randint(-20, 20)])
    return rng.choice([True, False, None])


def key(rng: random.Random):
    pick = rng.random()
    if pick < 0.15:
        return "k" * rng.randint(118, 130)
    if pick < 0.25:
        return rng.choice([1, 0, -5, 10**30, True, False, None, 1.5, 1e-07, math.inf])
    return text(rng)


def value(rng: random.Random, depth: int = 0):
    pick = rng.random()
    if depth < 5 and pick < 0.25:
        return [value(rng, depth + 1) for _ in range(rng.randint(0, 4))]
    if depth < 5 and pick < 0.55:
        return {key(rng): value(rng, depth + 1) for _ in range(rng.randint(0, 4))}
    return scalar(rng)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--iterations", type=int, default=2000)
    ap.add_argument("--binary",
                    default=str(Path(__file__).resolve().parent.parent / "target/release/examples/yaml_dump"))
    ap.add_argument("--keep", metavar="DIR", help="also write every document PyYAML dumped into DIR (fuzz seeds)")
    args = ap.parse_args()
    keep = Path(args.keep) if args.keep else None
    if keep:
        keep.mkdir(parents=True, exist_ok=True)
    rng = random.Random(args.seed)
    ours = subprocess.Popen([args.binary], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    failures = 0
    for n in range(args.iterations):
        doc = value(rng) if rng.random() < 0.2 else {key(rng): value(rng) for _ in range(rng.randint(1, 6))}
        expected = yaml.safe_dump(doc, sort_keys=False, default_flow_style=False)
        source = yaml.safe_dump(doc, sort_keys=False, width=10**9)
        if keep:
            (keep / f"dump-{args.seed}-{n}.yaml").write_text(expected, encoding="utf-8", newline="")
            (keep / f"wide-{args.seed}-{n}.yaml").write_text(source, encoding="utf-8", newline="")
        ours.stdin.write(json.dumps(source) + "\n")
        ours.stdin.flush()
        reply = json.loads(ours.stdout.readline())
        got = reply.get("ok", reply.get("error"))
        if got != expected:
            failures += 1
            if failures <= 5:
                print(f"differs for {doc!r}\n  ours:   {got!r}\n  pyyaml: {expected!r}")
    ours.stdin.close()
    ours.wait()
    matched = args.iterations - failures
    print(f"seed {args.seed}: {matched}/{args.iterations} documents byte-identical")


if __name__ == "__main__":
    main()
