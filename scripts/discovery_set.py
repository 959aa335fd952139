"""Builds the distractor project of the discovery set (benches/discovery/README.md): one
connection, `samples`, holding every table of the gold print plus at least N distractor tables
grown from the project's own fixture prints, so that table discovery is scored among thousands
of tables that do not answer the questions.

    python3 scripts/discovery_set.py benches/discovery OUT_DIR [--distractors 5000] \
        [--source fixtures/project --source fixtures/joins --source fixtures/oddities]

The gold print is copied as it is. Each distractor round copies every table of every source
connection (shop, warehouse, atlas, lab by default), the way scripts/grow_print.py grows a print:
the schema becomes `<schema>_NNNN` (NNNN the round), and the connection part of every FQN
becomes `samples`, in the manifest (names and paths), in the files' text (statistics.yaml
`table:`, relationship targets, annotation references, DDL and Markdown mentions of
`<schema>.<table>`) and in the directory layout (`samples/<schema>_NNNN/<table>/`). Sources are
added whole, one connection print at a time, until at least N distractors are in, so every copy
keeps its own join edges. Tables a source lists in `failed_tables` are left out. Connection-level
files (diff.yaml, reading.md, manifest.annotations.yaml) are the gold print's. The merged
manifest lists the tables sorted by FQN, as the producer writes them.

Needs PyYAML (the reference producer's venv has it). OUT_DIR must not exist; the sources are
only read.
"""

import argparse
import os
import re
import shutil
import sys

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, ".."))
DEFAULT_SOURCES = [os.path.join(ROOT, "fixtures", p) for p in ("project", "joins", "oddities")]
TEXT_SUFFIXES = (".yaml", ".yml", ".sql", ".md")


LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def load_yaml(path):
    with open(path, encoding="utf-8") as f:
        return yaml.load(f, Loader=LOADER)


def connection_prints(project):
    """(connection name, settings, print root, manifest) for every connection with a print."""
    config = load_yaml(os.path.join(project, ".dbprint.yaml")) or {}
    out = []
    for name, settings in (config.get("connections") or {}).items():
        settings = settings or {}
        root = os.path.normpath(os.path.join(project, settings.get("output", "prints"), name))
        manifest_path = os.path.join(root, "manifest.yaml")
        if os.path.exists(manifest_path):
            out.append((name, settings, root, load_yaml(manifest_path)))
    return config, out


def renamer(catalog, schemas, target, copy):
    """A function renaming `<catalog>.<schema>.` to `<target>.<schema>_NNNN.` and a bare
    `<schema>.` (as DDL and prose write it) to `<schema>_NNNN.`, each only where a name starts."""
    names = "|".join(re.escape(s) for s in sorted(schemas, key=len, reverse=True))
    pattern = re.compile(r"(?<![\w.])(?:(" + re.escape(catalog) + r")\.)?(" + names + r")\.(?=[\w\"`])")
    suffix = f"_{copy:04d}"

    def rename(text):
        return pattern.sub(lambda m: (f"{target}." if m.group(1) else "") + m.group(2) + suffix + ".", text)

    return rename


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("gold_project", help="the gold project (benches/discovery)")
    ap.add_argument("out", help="the project to write; must not exist")
    ap.add_argument("--distractors", type=int, default=5000, help="at least this many distractor tables (default 5000)")
    ap.add_argument("--source", action="append", help="a source project (repeatable); default: fixtures/project, joins, oddities")
    ap.add_argument("--connection", default="samples", help="the gold connection (default samples)")
    args = ap.parse_args()

    if os.path.exists(args.out):
        sys.exit(f"discovery_set: {args.out} exists; name a new directory")
    gold_config, gold_prints = connection_prints(args.gold_project)
    gold = [g for g in gold_prints if g[0] == args.connection]
    if not gold:
        sys.exit(f"discovery_set: no print for connection {args.connection!r} in {args.gold_project}")
    conn, gold_settings, gold_root, gold_manifest = gold[0]

    sources = []
    redact = []
    for project in args.source or DEFAULT_SOURCES:
        _, prints = connection_prints(project)
        for name, settings, root, manifest in prints:
            failed = set(manifest.get("failed_tables") or [])
            entries = {fqn: e for fqn, e in (manifest.get("tables") or {}).items() if fqn not in failed}
            if entries:
                sources.append((name, root, entries))
                schemas = {fqn.split(".")[-2] for fqn in entries}
                redact.extend(copied_redact_rules((settings.get("profile") or {}).get("redact") or [], schemas))
    if not sources:
        sys.exit("discovery_set: no source prints found")

    out_root = os.path.join(args.out, "prints", conn)
    shutil.copytree(gold_root, out_root, ignore=shutil.ignore_patterns(".dbprint-run"))
    tables = dict(gold_manifest.get("tables") or {})
    gold_count = len(tables)
    added = 0
    copy = 0
    per_source = {}
    while added < args.distractors:
        copy += 1
        for name, root, entries in sources:
            if added >= args.distractors:
                break
            catalogs = {fqn.split(".")[0] for fqn in entries}
            if len(catalogs) != 1:
                sys.exit(f"discovery_set: {name}: FQNs with several first parts: {sorted(catalogs)}")
            catalog = catalogs.pop()
            schemas = {fqn.split(".")[-2] for fqn in entries}
            rename = renamer(catalog, schemas, conn, copy)
            for fqn, entry in entries.items():
                parts = fqn.split(".")
                new_fqn = ".".join([conn] + parts[1:-2] + [f"{parts[-2]}_{copy:04d}", parts[-1]])
                if new_fqn in tables:
                    sys.exit(f"discovery_set: {new_fqn} would be written twice")
                path = entry.get("path") or "/".join(parts)
                segments = path.split("/")
                segments[0] = conn
                segments[-2] = f"{segments[-2]}_{copy:04d}"
                new_entry = dict(entry, path="/".join(segments))
                source_dir = os.path.join(root, path)
                target_dir = os.path.join(out_root, new_entry["path"])
                os.makedirs(target_dir)
                for file in sorted(os.listdir(source_dir)):
                    source_file = os.path.join(source_dir, file)
                    if not os.path.isfile(source_file):
                        continue
                    if file.endswith(TEXT_SUFFIXES):
                        with open(source_file, encoding="utf-8", newline="") as f:
                            text = f.read()
                        with open(os.path.join(target_dir, file), "w", encoding="utf-8", newline="") as f:
                            f.write(rename(text))
                    else:
                        shutil.copyfile(source_file, os.path.join(target_dir, file))
                tables[new_fqn] = new_entry
                added += 1
            per_source[name] = per_source.get(name, 0) + len(entries)

    merged = dict(gold_manifest, tables={fqn: tables[fqn] for fqn in sorted(tables)})
    with open(os.path.join(out_root, "manifest.yaml"), "w", encoding="utf-8") as f:
        yaml.safe_dump(merged, f, sort_keys=False, allow_unicode=True, width=2**31 - 1)
    settings = dict(gold_settings, output="prints")
    if redact:
        # The copies publish their sources' redacted columns as redacted; the same rules, with
        # the schema widened to every copy, keep `dbprint check` from flagging them as
        # published otherwise than the rules say (privacy.redaction-not-applied).
        profile = dict(settings.get("profile") or {})
        profile["redact"] = list(profile.get("redact") or []) + redact
        settings["profile"] = profile
    config = dict(gold_config, connections={conn: settings})
    with open(os.path.join(args.out, ".dbprint.yaml"), "w", encoding="utf-8") as f:
        f.write("# Written by scripts/discovery_set.py: the gold print of benches/discovery plus distractors.\n")
        yaml.safe_dump(config, f, sort_keys=False)

    problems = verify(out_root, merged)
    detail = ", ".join(f"{k} {v}" for k, v in per_source.items())
    print(f"{conn}: {gold_count} gold + {added} distractor tables = {len(tables)} ({copy} rounds; {detail})", file=sys.stderr)
    for p in problems[:20]:
        print(f"problem: {p}", file=sys.stderr)
    return 1 if problems else 0


def copied_redact_rules(rules, schemas):
    """A source connection's redact rules, each column glob's schema segment `<schema>`
    widened to `<schema>_[0-9][0-9][0-9][0-9]` so that it matches every copy."""
    names = "|".join(re.escape(s) for s in sorted(schemas, key=len, reverse=True))
    pattern = re.compile(r"(?<![\w])(" + names + r")\.")
    out = []
    for rule in rules:
        rule = dict(rule)
        if isinstance(rule.get("columns"), list):
            rule["columns"] = [pattern.sub(lambda m: m.group(1) + "_[0-9][0-9][0-9][0-9].", c) for c in rule["columns"]]
        out.append(rule)
    return out


def verify(root, manifest):
    """Every entry's directory and declared files exist, and each statistics.yaml and
    relationships.yaml names its own table and only tables of the manifest."""
    problems = []
    names = set(manifest["tables"])
    for fqn, entry in manifest["tables"].items():
        directory = os.path.join(root, entry["path"])
        for kind, file in (entry.get("artifacts") or {}).items():
            if not os.path.isfile(os.path.join(directory, file)):
                problems.append(f"{fqn}: {kind} {file} missing")
        stats = os.path.join(directory, (entry.get("artifacts") or {}).get("statistics", "statistics.yaml"))
        if os.path.isfile(stats):
            with open(stats, encoding="utf-8") as f:
                head = f.read(400)
            m = re.search(r"^table: (.+)$", head, re.M)
            if not m or m.group(1).strip() != fqn:
                problems.append(f"{fqn}: statistics.yaml names {m.group(1) if m else 'no table'}")
        rel = os.path.join(directory, (entry.get("artifacts") or {}).get("relationships", "relationships.yaml"))
        if os.path.isfile(rel):
            doc = load_yaml(rel) or {}
            for edge in doc.get("refers_to") or []:
                if edge.get("target_table") not in names:
                    problems.append(f"{fqn}: refers to {edge.get('target_table')}, not in the manifest")
            for edge in doc.get("referenced_by") or []:
                if edge.get("referencer_table") not in names:
                    problems.append(f"{fqn}: referenced by {edge.get('referencer_table')}, not in the manifest")
    return problems


if __name__ == "__main__":
    sys.exit(main())
