"""Mutation check of the YAML reader against PyYAML on hand-written-style damage.

Takes the small YAML files of fixtures/ (and ../shared/reference-prints when present), damages
each copy with a few random edits (YAML indicators, tags, anchors, breaks, BOMs, indentation),
reads every copy with examples/yaml_to_json and with PyYAML, and counts the copies read
differently: a different value, accepted where PyYAML refuses, or refused where it accepts.
Run with a Python that has PyYAML after `cargo build --release --example yaml_to_json`:

    ~/.cache/dbprint-ref/venv/bin/python tools/yaml_mutations.py --seed 1 --documents 2000
"""

from __future__ import annotations

import argparse
import glob
import json
import os
import random
import subprocess
import tempfile
from pathlib import Path

import yaml

from comparable import comparable

ROOT = Path(__file__).resolve().parent.parent
TOKENS = [
    ":", ": ", " ", "\n", "- ", "#", "# c\n", "&a ", "*a", "!!str ", "!!int ", "!!float ", "!!binary ",
    "!!timestamp ", "!!set ", "!!omap ", '"', "'", "|", "|-\n", ">", ">+\n", "? ", "{", "}", "[", "]",
    ",", "\t", "  ", "yes", "~", "---\n", "...\n", "%YAML 1.1\n", "%TAG ! tag:x,2000:\n", "\\", "@",
    "`", "<<: *a\n", "<<: [*a]\n", "\u2028", "\x85", "\r", "\ufeff", "0x1F", "1_000", "12:30:00",
    "2026-01-01 10:00:00", ".nan", "-.inf", "null", '"\\u00e9"', '"\\x41"', "'it''s'", "\n  ",
    "\n    - ", "=", "!", "!!", "&", "*",
]


def damaged(rng: random.Random, text: str) -> str:
    for _ in range(rng.randint(1, 3)):
        pick, at = rng.random(), rng.randrange(len(text) + 1)
        lines = text.split("\n")
        line = rng.randrange(len(lines))
        if pick < 0.5:
            text = text[:at] + rng.choice(TOKENS) + text[at:]
        elif pick < 0.7:
            text = text[:at] + text[at + rng.randint(1, 8):]
        elif pick < 0.85:
            lines.insert(line, lines[line])
            text = "\n".join(lines)
        else:
            lines[line] = " " * rng.randint(1, 4) + lines[line] if rng.random() < 0.5 else lines[line].lstrip()
            text = "\n".join(lines)
    return text



def first_difference(a, b, path: str = "$") -> str:
    if isinstance(a, dict) and isinstance(b, dict):
        for key in list(a) + [k for k in b if k not in a]:
            if key not in a or key not in b:
                return f"{path}.{key}: only on one side"
            if a[key] != b[key]:
                return first_difference(a[key], b[key], f"{path}.{key}")
    if isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
        for n, (x, y) in enumerate(zip(a, b)):
            if x != y:
                return first_difference(x, y, f"{path}[{n}]")
    return f"{path}: ours {a!r:.120}, pyyaml {b!r:.120}"


def pyyaml_reading(text: str, loader) -> dict:
    try:
        return {"ok": json.loads(json.dumps(yaml.load(text, Loader=loader), default=str))}
    except yaml.YAMLError as error:
        return {"error": str(error)}
    except Exception as error:  # a constructor PyYAML itself fails in
        return {"error": repr(error)}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--documents", type=int, default=2000)
    ap.add_argument("--loader", choices=["c", "python"], default="c")
    ap.add_argument("--show", type=int, default=3, help="examples to print per kind of difference")
    args = ap.parse_args()
    rng = random.Random(args.seed)
    loader = yaml.CSafeLoader if args.loader == "c" else yaml.SafeLoader
    sources = glob.glob(str(ROOT / "fixtures/**/*.yaml"), recursive=True)
    sources += glob.glob(str(ROOT.parent / "shared/reference-prints/**/*.yaml"), recursive=True)
    corpus = [Path(p).read_text(encoding="utf-8") for p in sources if os.path.getsize(p) < 8000]
    folder = Path(tempfile.mkdtemp(prefix="dbprint-yaml-mutations-"))
    texts = [damaged(rng, rng.choice(corpus)) for _ in range(args.documents)]
    paths = []
    for n, text in enumerate(texts):
        path = folder / f"{n}.yaml"
        path.write_text(text, encoding="utf-8", newline="")
        paths.append(str(path))
    lines = subprocess.run([str(ROOT / "target/release/examples/yaml_to_json"), *paths],
                           capture_output=True, text=True, check=True).stdout.splitlines()
    kinds: dict[str, int] = {}
    for text, line in zip(texts, lines):
        ours, theirs = json.loads(line), pyyaml_reading(text, loader)
        if "ok" in ours and "ok" in theirs:
            kind = None if comparable(ours["ok"]) == comparable(theirs["ok"]) else "value"
        elif "ok" in ours:
            kind = "accepted, PyYAML refuses"
        elif "ok" in theirs:
            kind = "refused, PyYAML accepts"
        else:
            kind = None
        if kind:
            kinds[kind] = kinds.get(kind, 0) + 1
            if kinds[kind] <= args.show and kind == "value":
                print(f"[{kind}] {first_difference(comparable(ours['ok']), comparable(theirs['ok']))}")
            elif kinds[kind] <= args.show:
                print(f"[{kind}] {text!r:.300}\n  ours:   {str(ours)[:200]}\n  pyyaml: {str(theirs)[:200]}")
    print(f"seed {args.seed}: {args.documents} damaged documents; read differently: {kinds or 'none'}")


if __name__ == "__main__":
    main()
