"""Mutation check of the YAML reader against PyYAML on hand-written-style damage.

Takes the small YAML files of fixtures/ (and ../shared/reference-prints when present), damages
each copy with a few random edits (YAML indicators, tags, anchors, breaks, BOMs, indentation),
reads every copy with examples/yaml_to_json and with PyYAML, and counts the copies read
differently: a different value, accepted where PyYAML refuses, or refused where it accepts.
When both refuse, the error texts are compared too: a refusal spelled differently is an
"error text" difference, and the copies both refuse with the same text are counted. A copy
PyYAML itself fails on with a Python exception rather than a YAML error (an explicit `!!float`
or `!!timestamp` on text that is none: `ValueError`, `AttributeError`) is counted apart, with
how many of those we refuse (as a positioned error, which we do not reduce to Python's text).
Run with a Python that has PyYAML after `cargo build --release --example yaml_to_json`:

    ~/.cache/dbprint-ref/venv/bin/python scripts/yaml_mutations.py --seed 1 --documents 2000

`--damage print` instead damages whole print files (of any size) the way hand edits and cut-off
writes do, one class at a time (a key line dedented or indented wrong, a missing colon, an
unclosed quote or flow collection, a tab, a stray `- ` item in a mapping, truncation, a second
document marker), and reports the exact-error-text matches per class.
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


def _content_lines(lines: list[str]) -> list[int]:
    return [n for n, line in enumerate(lines) if line.strip() and not line.lstrip().startswith("#")]


def _key_lines(lines: list[str]) -> list[int]:
    return [n for n in _content_lines(lines) if ": " in lines[n] or lines[n].rstrip().endswith(":")]


def _dedent(rng, lines):
    picks = [n for n in _key_lines(lines) if lines[n].startswith(" ")]
    n = rng.choice(picks or _content_lines(lines))
    lines[n] = lines[n][rng.choice([1, 2, 4]):] if lines[n].startswith("  ") else lines[n].lstrip()


def _indent(rng, lines):
    n = rng.choice(_key_lines(lines) or _content_lines(lines))
    lines[n] = " " * rng.choice([1, 2, 3, 4]) + lines[n]


def _missing_colon(rng, lines):
    n = rng.choice(_key_lines(lines) or [0])
    line = lines[n]
    at = line.find(": ") if ": " in line else line.rfind(":")
    if at >= 0:
        lines[n] = line[:at] + line[at + 1:]


def _unclosed_quote(rng, lines):
    n = rng.choice(_content_lines(lines))
    line, quote = lines[n], rng.choice(["'", '"'])
    if quote in line and rng.random() < 0.5:
        lines[n] = line[:line.rfind(quote)] + line[line.rfind(quote) + 1:]
    elif ": " in line:
        at = line.find(": ") + 2
        lines[n] = line[:at] + quote + line[at:]
    else:
        lines[n] = line + " " + quote


def _unclosed_flow(rng, lines):
    n = rng.choice(_content_lines(lines))
    line, bracket = lines[n], rng.choice(["[", "{"])
    for close in "]}":
        if close in line and rng.random() < 0.5:
            lines[n] = line[:line.rfind(close)] + line[line.rfind(close) + 1:]
            return
    at = line.find(": ") + 2 if ": " in line else len(line) - len(line.lstrip())
    lines[n] = line[:at] + bracket + line[at:]


def _tab(rng, lines):
    n = rng.choice(_content_lines(lines))
    line = lines[n]
    body = line.lstrip(" ")
    width = len(line) - len(body)
    if width and rng.random() < 0.6:
        lines[n] = " " * (width - min(width, 2)) + "\t" + body
    else:
        at = rng.randrange(len(line) + 1)
        lines[n] = line[:at] + "\t" + line[at:]


def _stray_item(rng, lines):
    n = rng.choice(_key_lines(lines) or _content_lines(lines))
    line = lines[n]
    width = len(line) - len(line.lstrip())
    lines.insert(n + rng.choice([0, 1]), " " * width + "- " + rng.choice(["x", "a: 1", "", "'q'"]))


def _duplicate_marker(rng, lines):
    n = rng.randrange(len(lines) + 1)
    lines.insert(n, rng.choice(["---", "--- ", "...", "---\n---"]))
    if rng.random() < 0.3:
        lines.insert(0, "---")


DAMAGE = {
    "dedented key": _dedent,
    "indented key": _indent,
    "missing colon": _missing_colon,
    "unclosed quote": _unclosed_quote,
    "unclosed flow": _unclosed_flow,
    "tab": _tab,
    "stray item": _stray_item,
    "duplicate marker": _duplicate_marker,
}


def print_damaged(rng: random.Random, text: str) -> tuple[str, str]:
    """One print file damaged by one class of hand edit (or cut off), and that class's name."""
    kind = rng.choice([*DAMAGE, "truncated"])
    if kind == "truncated":
        return kind, text[:rng.randrange(1, max(2, len(text)))]
    lines = text.split("\n")
    DAMAGE[kind](rng, lines)
    return kind, "\n".join(lines)


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


def printable_keys(value):
    """`value` with each mapping key JSON cannot hold (bytes, a date) spelled as Python's
    str() spells it, which is how our reader keys it; values are left to `default=str`."""
    if isinstance(value, dict):
        return {
            (k if k is None or isinstance(k, (str, int, float, bool)) else str(k)): printable_keys(v)
            for k, v in value.items()
        }
    if isinstance(value, list):
        return [printable_keys(v) for v in value]
    return value


def pyyaml_reading(text: str, loader) -> dict:
    try:
        value = yaml.load(text, Loader=loader)
    except yaml.YAMLError as error:
        return {"error": str(error)}
    except Exception as error:  # PyYAML's constructor itself fails: no YAML error, no mark
        return {"crash": repr(error)}
    return {"ok": json.loads(json.dumps(printable_keys(value), default=str))}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--documents", type=int, default=2000)
    ap.add_argument("--loader", choices=["c", "python"], default="c")
    ap.add_argument("--damage", choices=["random", "print"], default="random")
    ap.add_argument("--show", type=int, default=3, help="examples to print per kind of difference")
    ap.add_argument("--keep", metavar="DIR", help="also write every damaged document into DIR (fuzz seeds)")
    args = ap.parse_args()
    rng = random.Random(args.seed)
    loader = yaml.CSafeLoader if args.loader == "c" else yaml.SafeLoader
    sources = glob.glob(str(ROOT / "fixtures/**/*.yaml"), recursive=True)
    sources += glob.glob(str(ROOT.parent / "shared/reference-prints/**/*.yaml"), recursive=True)
    if args.damage == "print":
        sources = [p for p in sources if "/prints/" in p]
    else:
        sources = [p for p in sources if os.path.getsize(p) < 8000]
    corpus = [Path(p).read_text(encoding="utf-8") for p in sorted(sources)]
    if args.damage == "print":
        classes, texts = zip(*(print_damaged(rng, rng.choice(corpus)) for _ in range(args.documents)))
    else:
        classes, texts = ("random",) * args.documents, [damaged(rng, rng.choice(corpus)) for _ in range(args.documents)]
    if args.keep:
        Path(args.keep).mkdir(parents=True, exist_ok=True)
        for n, text in enumerate(texts):
            (Path(args.keep) / f"{args.damage}-{args.seed}-{n}.yaml").write_text(text, encoding="utf-8", newline="")
    with tempfile.TemporaryDirectory(prefix="dbprint-yaml-mutations-") as scratch:
        paths = []
        for n, text in enumerate(texts):
            path = Path(scratch) / f"{n}.yaml"
            path.write_text(text, encoding="utf-8", newline="")
            paths.append(str(path))
        lines = subprocess.run([str(ROOT / "target/release/examples/yaml_to_json"), *paths],
                               capture_output=True, text=True, check=True).stdout.splitlines()
    kinds: dict[str, int] = {}
    refused: dict[str, list[int]] = {}  # per damage class: both refuse, of which the same text
    crashes: list[tuple[str, dict]] = []  # PyYAML failing with a Python exception; our reading
    for damage, text, line in zip(classes, texts, lines):
        ours, theirs = json.loads(line), pyyaml_reading(text, loader)
        if "crash" in theirs:
            crashes.append((theirs["crash"], ours))
            continue
        if "ok" in ours and "ok" in theirs:
            kind = None if comparable(ours["ok"]) == comparable(theirs["ok"]) else "value"
        elif "ok" in ours:
            kind = "accepted, PyYAML refuses"
        elif "ok" in theirs:
            kind = "refused, PyYAML accepts"
        else:
            counts = refused.setdefault(damage, [0, 0])
            counts[0] += 1
            same = ours["error"] == theirs["error"]
            counts[1] += same
            kind = None if same else f"error text ({damage})"
        if kind:
            kinds[kind] = kinds.get(kind, 0) + 1
            if kinds[kind] <= args.show and kind == "value":
                print(f"[{kind}] {first_difference(comparable(ours['ok']), comparable(theirs['ok']))}")
            elif kinds[kind] <= args.show and kind.startswith("error text"):
                print(f"[{kind}]\n  ours:   {ours['error']!r}\n  pyyaml: {theirs['error']!r}")
            elif kinds[kind] <= args.show:
                print(f"[{kind}] {text!r:.300}\n  ours:   {str(ours)[:200]}\n  pyyaml: {str(theirs)[:200]}")
    print(f"seed {args.seed}: {args.documents} damaged documents; read differently: {kinds or 'none'}")
    refused_too = sum("error" in ours for _, ours in crashes)
    print(f"PyYAML failed with a Python exception (not a YAML error, no mark): {len(crashes)}, "
          f"of which we refused {refused_too} with a positioned error")
    for crash, ours in crashes[: args.show]:
        print(f"  pyyaml: {crash:.120}\n  ours:   {str(ours):.160}")
    both = [sum(c[0] for c in refused.values()), sum(c[1] for c in refused.values())]
    print(f"refused by both: {both[0]}; same error text: {both[1]}")
    for damage, (total, same) in sorted(refused.items()):
        print(f"  {damage}: {same}/{total} same text")


if __name__ == "__main__":
    main()
