"""Checks the layering ARCHITECTURE.md draws: the workspace's crates in one order, each
depending only on crates below it, and within every crate no two sibling modules that use each
other, directly or round a longer loop. Exits 1, naming each breach.

    python3 tools/layers_check.py        # from the project root

Module edges are read from the source: `crate::m` from anywhere in a crate is an edge to its
top-level module `m`, and `super::m` (as many `super::` as the file is deep) an edge to the
sibling `m`. A `#[cfg(test)] mod tests` block at the end of a file is left out: a test may use
what it likes.
"""

import json
import os
import re
import subprocess
import sys

# Lowest first: a crate may depend only on crates earlier in this list.
LAYERS = ["dbprint-yaml", "dbprint-base", "dbprint-print", "dbprint-index", "dbprint-values", "dbprint-discover", "dbprint-tools", "dbprint", "dbprint-mcp"]


def crate_breaches(metadata):
    ours = {p["name"]: p for p in metadata["packages"]}
    breaches = []
    missing = set(LAYERS) - set(ours)
    if missing:
        breaches.append(f"no such workspace crate: {', '.join(sorted(missing))}")
    strays = set(ours) - set(LAYERS)
    if strays:
        breaches.append(f"a workspace crate with no layer: {', '.join(sorted(strays))}")
    for name, package in ours.items():
        if name not in LAYERS:
            continue
        level = LAYERS.index(name)
        for dep in package["dependencies"]:
            if dep["name"] in LAYERS and dep.get("kind") != "dev" and LAYERS.index(dep["name"]) >= level:
                breaches.append(f"{name} depends on {dep['name']}, which is not below it")
    return breaches


def without_tests(text):
    cut = text.find("#[cfg(test)]\nmod tests")
    text = text if cut < 0 else text[:cut]
    return re.sub(r"(?m)^\s*//.*$", "", text)


def sibling_edges(directory):
    """Edges between the modules directly under `directory` (files and folders)."""
    edges = {}
    for entry in sorted(os.listdir(directory)):
        path = os.path.join(directory, entry)
        if os.path.isdir(path):
            name, files = entry, [
                os.path.join(root, f) for root, _, fs in os.walk(path) for f in fs if f.endswith(".rs")
            ]
        elif entry.endswith(".rs") and entry not in ("mod.rs", "lib.rs", "main.rs"):
            name, files = entry[:-3], [path]
        else:
            continue
        targets = edges.setdefault(name, set())
        for file in files:
            depth = os.path.relpath(file, directory).count(os.sep)
            if os.path.basename(file) == "mod.rs":
                depth -= 1
            text = without_tests(open(file, encoding="utf-8").read())
            for match in re.finditer(r"\b" + "super::" * (depth + 1) + r"(\w+)", text):
                if match.group(1) not in (name, "super"):
                    targets.add(match.group(1))
            if directory.endswith(os.sep + "src") or directory == "src":
                for match in re.finditer(r"\bcrate::(\w+)", text):
                    if match.group(1) != name:
                        targets.add(match.group(1))
    return edges


def cycles(edges):
    """Every loop among `edges`, as the strongly connected components of more than one."""
    index, low, stack, on, found, counter = {}, {}, [], set(), [], [0]

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in edges.get(v, ()):
            if w not in edges:
                continue
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for v in sorted(edges):
        if v not in index:
            visit(v)
    return found


def module_breaches(metadata):
    breaches = []
    for package in metadata["packages"]:
        source = os.path.join(os.path.dirname(package["manifest_path"]), "src")
        for directory, _, _ in os.walk(source):
            for loop in cycles(sibling_edges(directory)):
                breaches.append(f"{os.path.relpath(directory)}: {' <-> '.join(loop)} use each other")
    return breaches


def main():
    metadata = json.loads(
        subprocess.run(
            ["cargo", "metadata", "--format-version", "1", "--no-deps", "--locked"],
            check=True,
            capture_output=True,
            text=True,
        ).stdout
    )
    breaches = crate_breaches(metadata) + module_breaches(metadata)
    for breach in breaches:
        print(breach)
    if breaches:
        return 1
    print(f"layers hold: {' <- '.join(LAYERS)}; no module cycles")
    return 0


if __name__ == "__main__":
    sys.exit(main())
