"""Write corpus entries as YAML with the SQL in a literal block, byte for byte."""
import yaml

def q(s):
    return '"' + s.replace('\\', '\\\\').replace('"', '\\"') + '"'

def write(path, entries, header=""):
    lines = [header.rstrip("\n")] if header else []
    for e in entries:
        lines.append(f"- name: {e['name']}")
        for k in ("connection", "dialect", "source", "licence"):
            lines.append(f"  {k}: {q(e[k])}")
        lines.append(f"  edits: {q(e.get('edits', ''))}")
        lines.append("  sql: |-")
        for l in e["sql"].split("\n"):
            lines.append(("    " + l) if l else "")
    text = "\n".join(lines) + "\n"
    open(path, "w").write(text)
    back = yaml.safe_load(open(path))
    for e, b in zip(entries, back):
        want = e["sql"]
        assert b["sql"] == want, (e["name"], repr(b["sql"][:200]), repr(want[:200]))
    assert len(back) == len(entries)
