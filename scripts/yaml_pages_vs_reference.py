"""Byte-for-byte comparison of get_table_context's format: "yaml" pages, ours against the
reference server's (dbprint 0.15.0 from PyPI), on every table of every connection of a
project (a server pair per connection, each serving it by name), under both purposes, following each `# next_cursor:` comment to the last page.
Cursors are each server's own, so every server follows its own; the page texts less their
cursor line, and the cursor lines' presence, are compared.

Run from the project's root after `cargo build --release`, with the reference venv's Python
(shared/conformance/run.sh builds it):

    ~/.cache/dbprint-ref/venv/bin/python scripts/yaml_pages_vs_reference.py --project fixtures/oddities
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

import yaml

CURSOR = re.compile(r"# next_cursor: (\S+)\n\Z")


def pages(server, arguments: dict) -> list[str]:
    """Every page's text, its cursor line replaced by a bare marker."""
    texts, cursor = [], None
    while True:
        call = dict(arguments, **({"cursor": cursor} if cursor else {}))
        result = server.call_tool("get_table_context", call)["result"]
        text = result["content"][0]["text"]
        found = CURSOR.search(text)
        texts.append(CURSOR.sub("# next_cursor:\n", text) if found else text)
        if result.get("isError") or not found:
            return texts
        cursor = found.group(1)


def tables(server, connection: str) -> list[str]:
    """Every table name list_tables gives, through its pages."""
    names, cursor = [], None
    while True:
        call = {"connection": connection, **({"cursor": cursor} if cursor else {})}
        page = yaml.safe_load(server.call_tool("list_tables", call)["result"]["content"][0]["text"])
        names += page["tables"]
        cursor = page.get("next_cursor")
        if not cursor:
            return names


def main() -> None:
    root = Path(__file__).resolve().parent.parent
    ap = argparse.ArgumentParser()
    ap.add_argument("--project", required=True)
    ap.add_argument("--ref", default=str(Path.home() / ".cache/dbprint-ref/venv/bin/dbprint"))
    ap.add_argument("--ours", default=str(root / "target/release/dbprint"))
    ap.add_argument("--conformance", default=str(root.parent / "shared/conformance"))
    args = ap.parse_args()
    sys.path.insert(0, args.conformance)
    from mcpwire import Server

    project = Path(args.project).resolve()
    connections = list(yaml.safe_load((project / ".dbprint.yaml").read_text())["connections"])
    total = same = pages_total = pages_same = 0
    for connection in connections:
        servers = [Server([binary, "serve", connection, "--project", str(project)])
                   for binary in (args.ref, args.ours)]
        for server in servers:
            server.initialize()
        for table in tables(servers[0], connection):
            for purpose in ("profile", "query"):
                arguments = {"table": table, "connection": connection, "purpose": purpose, "format": "yaml"}
                theirs, ours = (pages(server, arguments) for server in servers)
                total += 1
                pages_total += len(theirs)
                pages_same += sum(a == b for a, b in zip(theirs, ours))
                if theirs == ours:
                    same += 1
                else:
                    print(f"differs: {connection} {table} {purpose}: {len(theirs)} pages vs {len(ours)}")
        for server in servers:
            server.close()
    print(f"{project.name}: {same}/{total} replies and {pages_same}/{pages_total} reference pages byte-identical")


if __name__ == "__main__":
    main()
