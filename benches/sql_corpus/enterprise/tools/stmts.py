"""Split a SQL script from a git mirror into statements, with their first line numbers.
A statement ends at a line ending in ';' (or '/' alone, or 'GO' alone) or at a blank line.
Leading comment lines (--, REM) are not part of a statement."""
import re, subprocess

def show(git, commit, path):
    return subprocess.run(["git", "--git-dir", git, "show", f"{commit}:{path}"],
                          capture_output=True, check=True).stdout.decode("utf-8-sig", "replace")

def statements(text):
    out, cur, start = [], [], None
    def flush():
        nonlocal cur, start
        if cur:
            out.append((start, "\n".join(cur).rstrip()))
        cur, start = [], None
    for i, line in enumerate(text.splitlines(), 1):
        s = line.strip()
        if not cur and (s.startswith("--") or re.match(r"(?i)rem\b", s) or not s):
            continue
        if not s or re.fullmatch(r"(?i)go|/", s):
            flush(); continue
        if start is None:
            start = i
        cur.append(line.rstrip())
        if s.endswith(";"):
            cur[-1] = cur[-1].rstrip()[:-1].rstrip()
            flush()
    flush()
    return out
