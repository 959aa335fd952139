"""Checks that Cargo.toml's rust-version is the true minimum: no locked package needs a newer
Rust, and the toolchain this runs under is that very version (so the build CI makes is a
build on the stated minimum). Exits 1, saying which, when either fails.

    python3 scripts/msrv_check.py        # from the project root
"""

import json
import re
import subprocess
import sys


def version(text):
    return tuple(int(part) for part in text.split(".")[:3]) + (0,) * (3 - len(text.split(".")[:3]))


def main():
    manifest = open("Cargo.toml", encoding="utf-8").read()
    stated = re.search(r'^rust-version\s*=\s*"([0-9.]+)"', manifest, re.M)
    if not stated:
        print("Cargo.toml states no rust-version")
        return 1
    ours = version(stated.group(1))
    metadata = json.loads(
        subprocess.run(
            ["cargo", "metadata", "--format-version", "1", "--locked"],
            check=True,
            capture_output=True,
            text=True,
        ).stdout
    )
    resolved = {node["id"] for node in metadata["resolve"]["nodes"]}
    needs = [
        (version(p["rust_version"]), p["name"], p["version"])
        for p in metadata["packages"]
        if p["id"] in resolved and p.get("rust_version")
    ]
    newer = [n for n in needs if n[0] > ours]
    if newer:
        for need, name, v in sorted(newer):
            print(f"{name} {v} needs Rust {'.'.join(map(str, need))}, past rust-version {stated.group(1)}")
        return 1
    highest = max(needs)
    rustc = subprocess.run(["rustc", "--version"], check=True, capture_output=True, text=True).stdout
    running = version(re.search(r"rustc ([0-9.]+)", rustc).group(1))
    if running[:2] != ours[:2]:
        print(f"this toolchain is {rustc.strip()}, not the stated minimum {stated.group(1)}: the build does not prove it")
        return 1
    print(
        f"rust-version {stated.group(1)}: no locked package needs more "
        f"(the most: {highest[1]} {highest[2]}, Rust {'.'.join(map(str, highest[0]))}), "
        f"and this build runs on {rustc.strip()}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
