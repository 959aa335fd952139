"""Differential check of our YAML reader against PyYAML's safe_load.

Random values are dumped by PyYAML's safe_dump under random emitter settings (flow or block,
allow_unicode, width, indent), written as a print's manifest.yaml under an `extra` key, read
back through `dbprint serve`'s get_manifest, and compared with what PyYAML reads from the
same text: with libyaml's safe loader (`--loader c`, the default, what the reference server
reads artifacts with) or the pure-Python one `yaml.safe_load` uses (`--loader python`). Run with a Python that has PyYAML (the reference venv does), after
`cargo build --release`:

    ~/.cache/dbprint-ref/venv/bin/python scripts/yaml_vs_pyyaml.py --seed 1 --iterations 500
"""

from __future__ import annotations

import argparse
import datetime
import json
import math
import os
import random
import subprocess
import tempfile
from pathlib import Path

import yaml

from comparable import comparable

ATOMS = [
    "\r", "a\r\nb", " \n ", "\u2029", "\ufeff", "\xa0", "\u00ad", "x\n ", "\n\n\n", "yes", "no",
    "on", "off", "y", "n", "~", "null", "NULL", "1e-05", "1.0e-05", "1e5", ".5", "0x1F", "0o17",
    "017", "0b101", "1_000", "12:30", "190:20:30", "-0", "+1", ".inf", "-.Inf", ".NaN",
    "2026-12-01", "2026-12-01T10:00:00Z", "2026-12-01 10:00:00.5 +02:00", "2001-1-1", "=", "<<",
    "#x", "a #b", "a: b", "- x", "[a]", "{a}", '"q"', "'q'", "*a", "&a", "!tag", "%x", "@x", "`x",
    "", "  lead", "trail  ", "tab\there", "line1\nline2", "line\n\nbreaks\n", "é", "日本", "😀",
    "\u2028x", "\x85", "\t", "\\back", 'caf\u00e9 "q"', "x" * 100, "word " * 30, "true", "False",
    "0.1", "1.", "-1.5e+3", "3.14159265358979", "1_0.5", "0:0", "+.5",
]


def text(rng: random.Random) -> str:
    return "".join(rng.choice(ATOMS) for _ in range(rng.randint(1, 3)))


def scalar(rng: random.Random):
    pick = rng.random()
    if pick < 0.55:
        return text(rng)
    if pick < 0.7:
        return rng.choice([0, 1, -1, 7, 2**63, -(2**64), 10**30])
    if pick < 0.85:
        return rng.choice([0.0, -0.0, 1.5, 1e-05, 1e16, 1e300, math.inf, -math.inf, 0.1, 1e22])
    if pick < 0.95:
        return rng.choice([True, False, None])
    return rng.choice([datetime.date(2026, 1, 2), datetime.datetime(2026, 1, 2, 3, 4, 5, 120000)])


def value(rng: random.Random, depth: int = 0):
    pick = rng.random()
    if depth < 4 and pick < 0.25:
        return [value(rng, depth + 1) for _ in range(rng.randint(0, 4))]
    if depth < 4 and pick < 0.5:
        keys = [text(rng) if rng.random() < 0.8 else rng.choice([1, 0, True, None, 1.5]) for _ in range(rng.randint(0, 4))]
        return {k: value(rng, depth + 1) for k in keys}
    return scalar(rng)



def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--iterations", type=int, default=500)
    ap.add_argument("--loader", choices=["c", "python"], default="c")
    ap.add_argument("--binary", default=str(Path(__file__).resolve().parent.parent / "target/release/dbprint"))
    args = ap.parse_args()
    rng = random.Random(args.seed)
    loader = yaml.CSafeLoader if args.loader == "c" else yaml.SafeLoader
    root = Path(tempfile.mkdtemp(prefix="dbprint-yaml-"))
    (root / "prints/c").mkdir(parents=True)
    (root / ".dbprint.yaml").write_text("connections:\n  c:\n    adapter: duckdb\n    output: prints\n")
    manifest = root / "prints/c/manifest.yaml"
    server = subprocess.Popen([args.binary, "serve", "--project", str(root)], stdin=subprocess.PIPE,
                              stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    ids = iter(range(1, 10**9))

    def call(method: str, params: dict) -> dict:
        n = next(ids)
        server.stdin.write(json.dumps({"jsonrpc": "2.0", "id": n, "method": method, "params": params}) + "\n")
        server.stdin.flush()
        while True:
            reply = json.loads(server.stdout.readline())
            if reply.get("id") == n:
                return reply

    call("initialize", {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "diff", "version": "1"}})
    failures = 0
    for _ in range(args.iterations):
        settings = dict(default_flow_style=rng.choice([False, True, None]), allow_unicode=rng.choice([True, False]),
                        width=rng.choice([20, 80, 10**9]), indent=rng.choice([2, 4]), sort_keys=rng.choice([True, False]))
        written = yaml.safe_dump({"format_version": 1, "connection": "c", "tables": {}, "extra": value(rng)}, **settings)
        fresh = manifest.with_suffix(".tmp")
        fresh.write_text(written, encoding="utf-8")
        os.replace(fresh, manifest)
        expected = json.loads(json.dumps(yaml.load(written, Loader=loader)["extra"], default=str))
        result = call("tools/call", {"name": "get_manifest", "arguments": {}})["result"]
        body = result["content"][0]["text"]
        failed = bool(result.get("isError"))
        got = body if failed else json.loads(body)["extra"]
        if failed or comparable(got) != comparable(expected):
            failures += 1
            if failures <= 5:
                print(f"differs under {settings}\n  text: {written!r}\n  ours: {got!r}\n  pyyaml: {expected!r}")
    server.stdin.close()
    server.wait()
    print(f"seed {args.seed}: {args.iterations} documents, {failures} read differently")


if __name__ == "__main__":
    main()
