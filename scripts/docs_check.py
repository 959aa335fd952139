"""Checks README.md and docs/*.md as a user meets them: every link to a file of the
repository resolves, and every shell block a user would type runs, so a renamed flag or a
moved fixture fails CI instead of a user.

    python3 scripts/docs_check.py --bin target/debug/dbprint [FILE.md ...]
    python3 scripts/docs_check.py --bin target/debug/dbprint --self-test

A block is a fenced ```sh block. Each runs on its own under `bash -e -o pipefail` from the
repository root, stdin closed, with `dbprint` on PATH as the binary given (`cargo run
--release --` stands for it too, so the README's first command runs without a second build).
The line before a block may say how to treat it:

    <!-- shell: skip, <why> -->      not run (it needs the network, another machine, a tool
                                     this repository does not install, or a long build)
    <!-- shell: until-stopped -->    a server: it must still be running after 3 s (or have
                                     exited 0); it is then stopped

A link is a Markdown link whose target is not a URL or an anchor; it must name a file or
directory that exists, relative to the document. Prints one line a block and a line a broken
link, and exits 1 when any block failed or any link is broken. --self-test plants a block
with a flag no command has and a link to a missing file and checks that each fails, and that
a good block passes.
"""

import argparse
import glob
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
MARK = re.compile(r"^<!--\s*shell:\s*(skip|until-stopped)\b(.*?)-->\s*$")
SERVER_SECONDS = 3.0
BLOCK_SECONDS = 300.0


def blocks(path):
    """(first line number, marker or None, text) of every ```sh block of a Markdown file."""
    lines = open(path, encoding="utf-8").read().split("\n")
    out, i = [], 0
    while i < len(lines):
        if lines[i].strip() == "```sh":
            before = next((lines[j] for j in range(i - 1, -1, -1) if lines[j].strip()), "")
            mark = MARK.match(before.strip())
            body, i = [], i + 1
            while i < len(lines) and lines[i].strip() != "```":
                body.append(lines[i])
                i += 1
            out.append((i - len(body), mark.group(1) if mark else None, "\n".join(body)))
        i += 1
    return out


def script(text):
    """The block as bash runs it: `cargo run --release --` is the binary on PATH."""
    return re.sub(r"cargo run --release --\s", "dbprint ", text)


def run(text, mark, env):
    """(passed, what happened) for one block."""
    if mark == "until-stopped":
        proc = subprocess.Popen(["bash", "-e", "-o", "pipefail", "-c", script(text)], cwd=ROOT, env=env,
                                stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                                start_new_session=True)
        try:
            code = proc.wait(timeout=SERVER_SECONDS)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, 15)
            proc.wait()
            return True, "ran until stopped"
        said = proc.stderr.read().decode(errors="replace").strip()[-600:]
        return code == 0, f"exited {code}: {said}"
    try:
        done = subprocess.run(["bash", "-e", "-o", "pipefail", "-c", script(text)], cwd=ROOT, env=env,
                              stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=BLOCK_SECONDS)
    except subprocess.TimeoutExpired:
        return False, f"still running after {BLOCK_SECONDS:.0f} s"
    said = (done.stderr or done.stdout).strip()[-600:]
    return done.returncode == 0, f"exit {done.returncode}" + (f": {said}" if done.returncode else "")


def environment(binary):
    """The environment blocks run in: `dbprint` on PATH is `binary`, a scratch cache."""
    bindir = tempfile.mkdtemp(prefix="shell-blocks-bin-")
    os.symlink(os.path.abspath(binary), os.path.join(bindir, "dbprint"))
    env = dict(os.environ)
    env["PATH"] = bindir + os.pathsep + env.get("PATH", "")
    env["DBPRINT_CACHE_DIR"] = tempfile.mkdtemp(prefix="shell-blocks-cache-")
    return env


LINK = re.compile(r"\[[^\]]*\]\(([^)\s]+)\)")


def broken_links(path):
    """The link targets of a Markdown file that name no file or directory of the repository."""
    text = open(path, encoding="utf-8").read()
    out = []
    for target in LINK.findall(text):
        if re.match(r"^[a-z]+:", target) or target.startswith("#"):
            continue
        local = os.path.join(os.path.dirname(path), target.split("#")[0])
        if not os.path.exists(local):
            out.append(target)
    return out


def check(files, binary):
    env = environment(binary)
    failed = ran = skipped = 0
    for path in files:
        for target in broken_links(path):
            failed += 1
            print(f"FAIL  {os.path.relpath(path, ROOT)}: the link {target} names no file")
    for path in files:
        for line, mark, text in blocks(path):
            where = f"{os.path.relpath(path, ROOT)}:{line}"
            if mark == "skip":
                skipped += 1
                print(f"skip  {where}")
                continue
            ok, what = run(text, mark, env)
            ran += 1
            failed += 0 if ok else 1
            print(f"{'ok   ' if ok else 'FAIL '} {where}  {what if not ok else ''}".rstrip())
    print(f"{ran} block(s) run, {skipped} skipped; {failed} failure(s)")
    return failed


def self_test(binary):
    """A planted bad flag fails; a good block passes; a skipped one is not run."""
    with tempfile.TemporaryDirectory() as scratch:
        bad = os.path.join(scratch, "bad.md")
        with open(bad, "w", encoding="utf-8") as f:
            f.write("```sh\ndbprint find --no-such-flag 'orders' --project fixtures/project\n```\n")
        good = os.path.join(scratch, "good.md")
        with open(good, "w", encoding="utf-8") as f:
            f.write("```sh\ndbprint tables --project fixtures/project\n```\n\n"
                    "<!-- shell: skip, planted -->\n```sh\nexit 1\n```\n")
        if check([bad], binary) != 1:
            print("self-test: the planted bad flag did not fail")
            return 1
        moved = os.path.join(scratch, "moved.md")
        with open(moved, "w", encoding="utf-8") as f:
            f.write("See [the guide](no-such-guide.md) and [the site](https://example.com).\n")
        if check([moved], binary) != 1:
            print("self-test: a link to a missing file did not fail")
            return 1
        if check([good], binary) != 0:
            print("self-test: a good block failed, or a skipped one ran")
            return 1
    print("self-test: a planted bad flag fails, a link to a missing file fails, a good block passes, a skipped one is not run")
    return 0


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--bin", required=True, help="the dbprint binary the blocks run")
    ap.add_argument("--self-test", action="store_true")
    ap.add_argument("files", nargs="*")
    args = ap.parse_args()
    if args.self_test:
        return self_test(args.bin)
    files = args.files or [os.path.join(ROOT, "README.md")] + sorted(glob.glob(os.path.join(ROOT, "docs", "*.md")))
    return 1 if check(files, args.bin) else 0


if __name__ == "__main__":
    sys.exit(main())
