"""Copies a project with its prints cut down to names and types: what a warehouse's print
holds when nothing but its catalogue was read (no descriptions, no notes, no relationships,
no value lists, no annotations). Scoring a labelled set on the copy tells how far the ranking
carries where the print says little (docs/discovery.md, "Names only").

    python3 scripts/names_only.py benches/discovery OUT_DIR

Every connection's manifest keeps each table's `statistics` and `ddl` artifacts only; each
statistics.yaml keeps its header and, per column, `sql_type` and `nullable`; every other file
of a table is left behind. Connection-level files other than the manifest are not copied.
Needs PyYAML (the reference producer's venv has it). OUT_DIR must not exist.
"""

import argparse
import os
import shutil
import sys

import yaml

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from discovery_set import connection_prints, load_yaml  # noqa: E402

KEPT_ARTIFACTS = ("statistics", "ddl")
KEPT_HEADER = ("format_version", "table", "type", "profiled_at", "row_count", "row_count_method")
KEPT_COLUMN = ("sql_type", "nullable")


def dump(doc, path):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        yaml.safe_dump(doc, f, sort_keys=False, allow_unicode=True)


def statistics_names_only(doc):
    if not isinstance(doc, dict):
        return doc
    out = {k: doc[k] for k in KEPT_HEADER if k in doc}
    columns = doc.get("columns") or {}
    out["columns"] = {
        name: {k: v for k, v in (spec or {}).items() if k in KEPT_COLUMN}
        for name, spec in columns.items()
    }
    return out


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("project")
    parser.add_argument("out")
    args = parser.parse_args()
    if os.path.exists(args.out):
        sys.exit(f"{args.out} exists; name a new directory")
    config, prints = connection_prints(args.project)
    os.makedirs(args.out)
    for name in os.listdir(args.project):
        path = os.path.join(args.project, name)
        if os.path.isfile(path):
            shutil.copy2(path, os.path.join(args.out, name))
    for _, _, root, manifest in prints:
        into = os.path.join(args.out, os.path.relpath(root, args.project))
        for entry in (manifest.get("tables") or {}).values():
            artifacts = entry.get("artifacts") or {}
            entry["artifacts"] = {k: v for k, v in artifacts.items() if k in KEPT_ARTIFACTS}
            for kind, file in entry["artifacts"].items():
                source = os.path.join(root, entry["path"], file)
                target = os.path.join(into, entry["path"], file)
                if kind == "statistics":
                    dump(statistics_names_only(load_yaml(source)), target)
                else:
                    os.makedirs(os.path.dirname(target), exist_ok=True)
                    shutil.copy2(source, target)
        dump(manifest, os.path.join(into, "manifest.yaml"))
    print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
