"""Grows a real print into a large one for scale runs: every table of the source project's first
connection is copied COPIES times, each copy's schema renamed `<schema>_<n>` (files, manifest
paths and names, and relationship targets follow), into each of CONNECTIONS connections named
`<connection>NN`. Files are otherwise copied as they are, so the result reads like the source.

    python3 scripts/grow_print.py SOURCE_PROJECT OUT_DIR --copies 100 [--connections 3]

Needs PyYAML (the dbprint profiler's environment has it). OUT_DIR must not exist.
"""

import argparse
import os
import re
import shutil
import sys

import yaml


def renamer(schemas, copy):
    """A function renaming every `<schema>.` of the source, as a word, to its copy's."""
    pattern = re.compile(r"\b(" + "|".join(re.escape(s) for s in sorted(schemas, key=len, reverse=True)) + r")\.")
    return lambda text: pattern.sub(lambda m: f"{m.group(1)}_{copy:04d}.", text)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("source")
    ap.add_argument("out")
    ap.add_argument("--copies", type=int, default=100)
    ap.add_argument("--connections", type=int, default=1)
    args = ap.parse_args()
    if os.path.exists(args.out):
        sys.exit(f"grow_print: {args.out} exists; name a new directory")
    with open(os.path.join(args.source, ".dbprint.yaml"), encoding="utf-8") as f:
        config = yaml.safe_load(f)
    name, settings = next(iter(config["connections"].items()))
    root = os.path.join(args.source, settings.get("output", "prints"), name)
    with open(os.path.join(root, "manifest.yaml"), encoding="utf-8") as f:
        manifest = yaml.safe_load(f)
    entries = manifest["tables"]
    schemas = {fqn.split(".")[-2] for fqn in entries}
    connections = {}
    for k in range(args.connections):
        grown = f"{name}{k:02d}"
        connections[grown] = dict(settings, output="prints")
        out_root = os.path.join(args.out, "prints", grown)
        tables = {}
        for copy in range(1, args.copies + 1):
            rename = renamer(schemas, copy)
            for fqn, entry in entries.items():
                new_fqn = rename(fqn)
                new_entry = dict(entry)
                path = entry["path"].split("/")
                path[-2] = f"{path[-2]}_{copy:04d}"
                new_entry["path"] = "/".join(path)
                tables[new_fqn] = new_entry
                source_dir = os.path.join(root, entry["path"])
                target_dir = os.path.join(out_root, new_entry["path"])
                os.makedirs(target_dir)
                for file in os.listdir(source_dir):
                    with open(os.path.join(source_dir, file), encoding="utf-8") as f:
                        text = f.read()
                    with open(os.path.join(target_dir, file), "w", encoding="utf-8") as f:
                        f.write(rename(text) if file.endswith((".yaml", ".sql", ".md")) else text)
        for file in os.listdir(root):
            source = os.path.join(root, file)
            if os.path.isfile(source) and file != "manifest.yaml":
                shutil.copy(source, os.path.join(out_root, file))
        grown_manifest = dict(manifest, connection=grown, tables=tables)
        with open(os.path.join(out_root, "manifest.yaml"), "w", encoding="utf-8") as f:
            yaml.safe_dump(grown_manifest, f, sort_keys=False, allow_unicode=True)
        print(f"{grown}: {len(tables)} tables", file=sys.stderr)
    with open(os.path.join(args.out, ".dbprint.yaml"), "w", encoding="utf-8") as f:
        yaml.safe_dump(dict(config, connections=connections), f, sort_keys=False)
    return 0


if __name__ == "__main__":
    sys.exit(main())
