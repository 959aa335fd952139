"""Checks the layering ARCHITECTURE.md draws: the workspace's crates in one order, each
depending only on crates below it, and within every crate no two sibling modules that use each
other, directly or round a longer loop. Exits 1, naming each breach.

    python3 scripts/layers_check.py              # from the project root
    python3 scripts/layers_check.py --self-test  # it catches a planted loop, plain or grouped

Module edges are read from the source: `crate::m` from anywhere in a crate is an edge to its
top-level module `m`, and `super::m` (as many `super::` as the file is deep) an edge to the
sibling `m`; a group (`super::{a, b::c}`, `crate::{a, b}`) gives an edge to each item's first
name. A `#[cfg(test)] mod tests` block at the end of a file is left out: a test may use
what it likes.

It also holds that a crate's root makes a module `pub` only when another crate (or a test,
bench, example or fuzz target) names it, and where `unsafe` may be written: only in the files of `UNSAFE_HOMES` (the YAML
engine, the operating system calls, the worker pool's erased job, the archive's checked-once
access, the join tree's memory test's counting allocator), their unit tests included.
"""

import json
import os
import re
import subprocess
import sys

# Lowest first: a crate may depend only on crates earlier in this list.
LAYERS = ["dbprint-base", "dbprint-embed", "dbprint-yaml", "dbprint-print", "dbprint-index", "dbprint-values", "dbprint-discover", "dbprint-pager", "dbprint-context", "dbprint-resolve", "dbprint-sqlcheck", "dbprint-service", "dbprint", "dbprint-mcp"]


# The only files that may hold `unsafe` (ARCHITECTURE.md, "unsafe has five homes"): the last
# is a unit-test module (`#[cfg(test)]`), the counting allocator of the join tree's memory test.
UNSAFE_HOMES = {
    "crates/yaml/src/engine.rs",
    "crates/base/src/sys.rs",
    "crates/base/src/parallel.rs",
    "crates/index/src/container.rs",
    "crates/index/src/tree/memory_bound_tests.rs",
}


def unsafe_breaches(root="."):
    """Each `.rs` file of the crates' sources outside `UNSAFE_HOMES` that writes `unsafe` in
    code (the integration tests and benches under `tests/` and `benches/` are harnesses)."""
    breaches = []
    for top in ["src", "crates"]:
        for directory, _, files in os.walk(os.path.join(root, top)):
            for name in files:
                if not name.endswith(".rs"):
                    continue
                path = os.path.relpath(os.path.join(directory, name), root)
                if path in UNSAFE_HOMES:
                    continue
                with open(os.path.join(root, path), encoding="utf-8") as f:
                    code = re.sub(r"(?m)//.*$", "", f.read())
                if re.search(r"\bunsafe\b", code):
                    breaches.append(f"{path} writes unsafe outside its homes (UNSAFE_HOMES)")
    return breaches


def surface_breaches(root="."):
    """Each `pub mod` of a workspace crate's root that no other crate, test, bench, example or
    fuzz target names (`crate_name::module`): a module only its own crate uses is private."""
    sources = {}
    for top in ["src", "crates", "tests", "benches", "examples", "fuzz"]:
        for directory, _, files in os.walk(os.path.join(root, top)):
            if "target" in directory.split(os.sep):
                continue
            for name in files:
                if name.endswith(".rs"):
                    path = os.path.relpath(os.path.join(directory, name), root)
                    with open(os.path.join(root, path), encoding="utf-8") as f:
                        sources[path] = f.read()
    breaches = []
    crates_dir = os.path.join(root, "crates")
    for crate in sorted(os.listdir(crates_dir)) if os.path.isdir(crates_dir) else []:
        lib = os.path.join(crates_dir, crate, "src", "lib.rs")
        manifest = os.path.join(crates_dir, crate, "Cargo.toml")
        if not os.path.exists(lib) or not os.path.exists(manifest):
            continue
        with open(manifest, encoding="utf-8") as f:
            found = re.search(r'(?m)^name = "([^"]+)"', f.read())
        if not found:
            continue
        name = found.group(1).replace("-", "_")
        with open(lib, encoding="utf-8") as f:
            modules = re.findall(r"(?m)^pub mod (\w+);", f.read())
        own = os.path.join("crates", crate) + os.sep
        for module in modules:
            named = re.compile(rf"{name}::({module}\b|\{{[^}}]*\b{module}\b)")
            if not any(named.search(text) for path, text in sources.items() if not path.startswith(own)):
                breaches.append(f"{name}::{module} is pub but no other crate uses it")
    return breaches


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
            for used in named_under(text, "super::" * (depth + 1)):
                if used not in (name, "super"):
                    targets.add(used)
            if directory.endswith(os.sep + "src") or directory == "src":
                for used in named_under(text, "crate::"):
                    if used != name:
                        targets.add(used)
    return edges


def named_under(text, prefix):
    """The first names `text` reaches through `prefix` (`super::`, `crate::`...): `prefix name`,
    and each item of a group `prefix {a, b::c, self}` (nested groups inside an item count as
    that item's first name)."""
    found = set()
    pattern = re.compile(r"(?<![\w:])" + re.escape(prefix) + r"(\w+|\{)")
    for match in pattern.finditer(text):
        if match.group(1) != "{":
            found.add(match.group(1))
            continue
        depth, start, items, at = 1, match.end(), [], match.end()
        while at < len(text) and depth:
            if text[at] == "{":
                depth += 1
            elif text[at] == "}":
                depth -= 1
            elif text[at] == "," and depth == 1:
                items.append(text[start:at])
                start = at + 1
            at += 1
        items.append(text[start : at - 1])
        for item in items:
            first = re.match(r"\s*(\w+)", item)
            if first and first.group(1) != "self":
                found.add(first.group(1))
    return found


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


def self_test():
    """The check fails on what it exists to catch: two sibling modules that use each other by
    a plain `use super::sibling`, by a grouped `use super::{sibling, ...}`, or through
    `crate::{...}` at a crate's root."""
    import tempfile

    cases = {
        "plain": {"a.rs": "use super::b::Thing;\n", "b.rs": "use super::a;\n"},
        "grouped": {"a.rs": "use super::{c, b::Thing};\n", "b.rs": "use super::{\n    a::{X, Y},\n};\n", "c.rs": ""},
        "crate group": {"a.rs": "use crate::{b, c::Z};\n", "b.rs": "use crate::a::W;\n", "c.rs": ""},
    }
    failed = []
    for name, files in cases.items():
        with tempfile.TemporaryDirectory() as root:
            src = os.path.join(root, "src")
            os.mkdir(src)
            for file, text in files.items():
                with open(os.path.join(src, file), "w", encoding="utf-8") as f:
                    f.write(text)
            if cycles(sibling_edges(src)) != [["a", "b"]]:
                failed.append(name)
    with tempfile.TemporaryDirectory() as root:
        src = os.path.join(root, "src")
        os.mkdir(src)
        for file, text in {"a.rs": "use super::{b, self};\n", "b.rs": "use super::c;\n", "c.rs": ""}.items():
            with open(os.path.join(src, file), "w", encoding="utf-8") as f:
                f.write(text)
        if cycles(sibling_edges(src)):
            failed.append("a chain is no cycle")
    with tempfile.TemporaryDirectory() as root:
        os.makedirs(os.path.join(root, "crates", "x", "src"))
        with open(os.path.join(root, "crates", "x", "src", "lib.rs"), "w", encoding="utf-8") as f:
            f.write("// unsafe in a comment is fine\nfn f() { unsafe { g() } }\n")
        if unsafe_breaches(root) != ["crates/x/src/lib.rs writes unsafe outside its homes (UNSAFE_HOMES)"]:
            failed.append("unsafe outside its homes")
    with tempfile.TemporaryDirectory() as root:
        os.makedirs(os.path.join(root, "crates", "x", "src"))
        os.makedirs(os.path.join(root, "src"))
        with open(os.path.join(root, "crates", "x", "Cargo.toml"), "w", encoding="utf-8") as f:
            f.write('[package]\nname = "dbprint-x"\n')
        with open(os.path.join(root, "crates", "x", "src", "lib.rs"), "w", encoding="utf-8") as f:
            f.write("pub mod used;\npub mod alone;\n")
        with open(os.path.join(root, "src", "main.rs"), "w", encoding="utf-8") as f:
            f.write("use dbprint_x::used::Thing;\n")
        if surface_breaches(root) != ["dbprint_x::alone is pub but no other crate uses it"]:
            failed.append("a pub mod no other crate uses")
    for name in failed:
        print(f"self-test: the {name} case is not caught")
    if not failed:
        print("self-test: plain, grouped and crate-level cycles caught; a chain passes; stray unsafe caught; a needless pub mod caught")
    return 1 if failed else 0


def main():
    if sys.argv[1:] == ["--self-test"]:
        return self_test()
    metadata = json.loads(
        subprocess.run(
            ["cargo", "metadata", "--format-version", "1", "--no-deps", "--locked"],
            check=True,
            capture_output=True,
            text=True,
        ).stdout
    )
    breaches = crate_breaches(metadata) + module_breaches(metadata) + unsafe_breaches() + surface_breaches()
    for breach in breaches:
        print(breach)
    if breaches:
        return 1
    print(f"layers hold: {' <- '.join(LAYERS)}; no module cycles; unsafe only in its homes; every pub mod used by another crate")
    return 0


if __name__ == "__main__":
    sys.exit(main())
