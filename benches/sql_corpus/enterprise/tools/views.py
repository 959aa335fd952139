"""Pull the SELECT out of CREATE VIEW / CREATE MATERIALIZED VIEW statements of a script, and
helpers to write query YAML files."""
import re, yaml

def view_select(text, name, go_only=False):
    """(first line of the SELECT, the SELECT text) of view `name`. The statement ends at a line
    ending in ';' or a line 'GO'; trailing 'WITH READ ONLY' / 'WITH CHECK OPTION' is cut off."""
    lines = text.splitlines()
    pat = re.compile(r"(?i)^\s*CREATE\s+(OR\s+REPLACE\s+|OR\s+ALTER\s+)?(MATERIALIZED\s+)?VIEW\s+" + re.escape(name) + r"(\s|\(|$)")
    for i, l in enumerate(lines):
        if pat.search(l):
            break
    else:
        raise KeyError(name)
    body = []
    for l in lines[i:]:
        if re.fullmatch(r"(?i)\s*go\s*", l):
            break
        body.append(l.rstrip())
        if not go_only and l.rstrip().endswith(";"):
            break
    full = "\n".join(body)
    m = re.search(r"(?is)\bAS[ \t]*\n?(?=(?:[ \t]*--[^\n]*\n)*\s*(?:SELECT|WITH)\b)", full)
    start = full[:m.end()].count("\n")
    sql = full[m.end():]
    if go_only:
        sql = re.split(r";[ \t]*\n\s*(?=CREATE\b)", sql)[0]
    sql = re.sub(r"\s*;\s*$", "", sql)
    sql = re.sub(r"(?is)\s*WITH\s+(READ\s+ONLY|CHECK\s+OPTION)\s*$", "", sql)
    return i + 1 + start, sql.rstrip() + "\n"

class D(yaml.SafeDumper):
    pass
D.add_representer(str, lambda d, s: d.represent_scalar("tag:yaml.org,2002:str", s, style="|" if "\n" in s else None))

def dump(entries, path):
    with open(path, "w") as f:
        yaml.dump(entries, f, Dumper=D, sort_keys=False, width=1000, allow_unicode=True)
