#!/usr/bin/env python3
"""List, per column name, the literals the group's queries compare it with (=, <>, IN, LIKE),
so tools/gen_schema.py can store every one of them. Prints JSON {column: [literals]}."""
import json
import re
import sys
from pathlib import Path

import yaml

Q = Path(__file__).resolve().parent.parent / "queries"
LIT = r"(?:'[^']*'|-?\d+(?:\.\d+)?)"
found = {}


def add(col, lit):
    col = col.lower()
    found.setdefault(col, set()).add(lit)


for f in sorted(Q.glob("*.yaml")):
    for e in yaml.safe_load(f.read_text()):
        sql = re.sub(r"--[^\n]*", "", e["sql"])
        sql = re.sub(r"/\*.*?\*/", "", sql, flags=re.S)
        for m in re.finditer(rf"(?<![\w.'])(?:\w+\.)?([a-z]+_\w+)\s*(?:=|<>|!=)\s*({LIT})(?!\s*[-+*/|]|\w)", sql, re.I):
            add(m.group(1), m.group(2))
        for m in re.finditer(rf"({LIT})\s*=\s*(?:\w+\.)?([a-z]+_\w+)\b", sql, re.I):
            add(m.group(2), m.group(1))
        for m in re.finditer(r"(?<![\w.'])(?:\w+\.)?([a-z]+_\w+)\s+(?:not\s+)?in\s*\(([^()]*)\)", sql, re.I):
            items = [x.strip() for x in m.group(2).split(",")]
            if items and all(re.fullmatch(LIT, x) for x in items):
                for x in items:
                    add(m.group(1), x)
        for m in re.finditer(r"(?<![\w.'])(?:\w+\.)?([a-z]+_\w+)\s+(?:not\s+)?like\s*('[^']*')", sql, re.I):
            add(m.group(1), "LIKE " + m.group(2))
json.dump({k: sorted(v) for k, v in sorted(found.items())}, sys.stdout, indent=1)
