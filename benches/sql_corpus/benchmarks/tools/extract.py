#!/usr/bin/env python3
"""Extract the TPC-H and TPC-DS queries of this group from bare git mirrors into queries/*.yaml.

Run once by hand (the mirrors are not part of the project):
    python3 tools/extract.py /work/.mirror
The SQL text is copied verbatim; only the statement is cut out of its file and the trailing ';'
dropped. Every entry names the commit, the path and the statement's lines.
"""
import re
import subprocess
import sys
from pathlib import Path

import yaml

MIRRORS = Path(sys.argv[1] if len(sys.argv) > 1 else "/work/.mirror")
OUT = Path(__file__).resolve().parent.parent / "queries"


def git(repo, *args):
    return subprocess.run(["git", "--git-dir", str(MIRRORS / repo / "repo"), *args],
                          check=True, capture_output=True, text=True).stdout


def head(repo):
    return git(repo, "rev-parse", "HEAD").strip()


def statements(text):
    """(sql, first line, last line) for every ';'-terminated statement; comments and blank
    lines before a statement are not part of it. TPC texts hold no ';' inside strings."""
    out = []
    pos = 0
    for m in re.finditer(r";", text):
        chunk = text[pos:m.start()]
        start = pos
        pos = m.end()
        # drop leading blank lines and whole-line '--' comments
        lines = chunk.split("\n")
        skip = 0
        offset = 0
        while skip < len(lines) and (lines[skip].strip() == "" or lines[skip].strip().startswith("--")):
            offset += len(lines[skip]) + 1
            skip += 1
        body = chunk[offset:].rstrip()
        if not body.strip():
            continue
        first = text.count("\n", 0, start + offset) + 1
        last = text.count("\n", 0, m.start()) + 1
        out.append((body, first, last))
    return out


def emit(entries, path, header):
    lines = [header.rstrip(), ""]
    for e in entries:
        lines.append(f"- name: {e['name']}")
        for k in ("connection", "dialect", "source", "licence"):
            lines.append(f"  {k}: {e[k]}")
        lines.append(f"  edits: {yaml.safe_dump(e['edits'], default_style=None, width=1000).strip().removesuffix('...').strip()}"
                     if e["edits"] else "  edits:")
        sql = e["sql"]
        block = ["  sql: |"] + [("    " + l) if l else "" for l in sql.split("\n")]
        trial = "\n".join(block) + "\n"
        back = yaml.safe_load(trial)["sql"]
        if back.rstrip("\n") != sql or sql != sql.strip("\n"):
            lines.append("  sql: " + yaml.safe_dump(sql, default_style='"', width=10**9).strip())
        else:
            lines.extend(block)
        lines.append("")
    path.write_text("\n".join(lines))
    loaded = yaml.safe_load(path.read_text())
    assert [x["sql"].rstrip("\n") for x in loaded] == [e["sql"] for e in entries], path
    print(path, len(entries))


def duckdb():
    repo = "duckdb+duckdb"
    c = head(repo)
    for bench, folder, names, conn in (
        ("tpch", "extension/tpch/dbgen/queries", [f"q{i:02d}.sql" for i in range(1, 23)], "tpch"),
        ("tpcds", "extension/tpcds/dsdgen/queries", [f"{i:02d}.sql" for i in range(1, 100)], "tpcds"),
    ):
        entries = []
        for n in names:
            p = f"{folder}/{n}"
            text = git(repo, "show", f"{c}:{p}")
            st = statements(text)
            assert len(st) == 1, (p, len(st))
            sql, a, b = st[0]
            num = int(re.sub(r"\D", "", n))
            entries.append(dict(
                name=f"duckdb-{bench}-q{num:02d}", connection=conn, dialect="duckdb",
                source=f"https://github.com/duckdb/duckdb/blob/{c}/{p}#L{a}-L{b}",
                licence="MIT", edits="dropped the trailing ';'", sql=sql))
        emit(entries, OUT / f"duckdb-{bench}.yaml",
             f"# {bench.upper()} queries as DuckDB's {bench} extension ships them (parameters already\n"
             f"# substituted by DuckDB). duckdb/duckdb @ {c}, MIT.")


def redshift():
    repo = "awslabs+amazon-redshift-utils"
    c = head(repo)
    base = "src/CloudDataWarehouseBenchmark"
    # TPC-H: one stream file, 22 statements, each marked /* TPC-H Qn */.
    p = f"{base}/Cloud-DWB-Derived-from-TPCH/10GB/queries/query_0.sql"
    text = git(repo, "show", f"{c}:{p}")
    entries = []
    for sql, a, b in statements(text):
        num = int(re.search(r"/\* TPC-H Q(\d+) \*/", sql).group(1))
        entries.append(dict(
            name=f"redshift-tpch-q{num:02d}", connection="tpch", dialect="postgres",
            source=f"https://github.com/awslabs/amazon-redshift-utils/blob/{c}/{p}#L{a}-L{b}",
            licence="Apache-2.0",
            edits="picked this statement out of the stream file; dropped the trailing ';'",
            sql=sql))
    entries.sort(key=lambda e: e["name"])
    assert len(entries) == 22
    emit(entries, OUT / "redshift-tpch.yaml",
         "# TPC-H queries of Amazon's Cloud Data Warehouse Benchmark derived from TPC-H, written for\n"
         "# Amazon Redshift (a PostgreSQL dialect; checked with the postgres dialect), default\n"
         f"# substitutions. awslabs/amazon-redshift-utils @ {c}, Apache-2.0.")
    # TPC-DS: one stream file, 99 templates between '-- start template' / '-- end template'.
    p = f"{base}/Cloud-DWB-Derived-from-TPCDS/1TB/queries/query_0.sql"
    text = git(repo, "show", f"{c}:{p}")
    entries = []
    starts = [(m.start(), int(m.group(1))) for m in re.finditer(r"-- start template query(\d+)\.tpl", text)]
    for sql, a, b in statements(text):
        pos = sum(len(l) + 1 for l in text.split("\n")[:a - 1])
        tpl = [n for s, n in starts if s <= pos][-1]
        entries.append([tpl, sql, a, b])
    by = {}
    for tpl, sql, a, b in entries:
        by.setdefault(tpl, []).append((sql, a, b))
    assert sorted(by) == list(range(1, 100)), sorted(by)
    out = []
    for tpl in sorted(by):
        parts = by[tpl]
        for k, (sql, a, b) in enumerate(parts):
            suffix = "" if len(parts) == 1 else "ab"[k]
            edits = "picked this statement out of the stream file; dropped the trailing ';'"
            if len(parts) > 1:
                edits = f"picked statement {k + 1} of the {len(parts)} that template query{tpl}.tpl yields, out of the stream file; dropped the trailing ';'"
            out.append(dict(
                name=f"redshift-tpcds-q{tpl:02d}{suffix}", connection="tpcds", dialect="postgres",
                source=f"https://github.com/awslabs/amazon-redshift-utils/blob/{c}/{p}#L{a}-L{b}",
                licence="Apache-2.0", edits=edits, sql=sql))
    emit(out, OUT / "redshift-tpcds.yaml",
         "# TPC-DS queries of Amazon's Cloud Data Warehouse Benchmark derived from TPC-DS (1TB, stream 0),\n"
         "# written for Amazon Redshift (a PostgreSQL dialect; checked with the postgres dialect); the\n"
         "# template parameters were substituted by the benchmark's own query generator (stream 0).\n"
         f"# awslabs/amazon-redshift-utils @ {c}, Apache-2.0.")


def gotpc():
    repo = "pingcap+go-tpc"
    c = head(repo)
    p = "tpch/query.go"
    text = git(repo, "show", f"{c}:{p}")
    for suffix, dialect, label in (("", "mysql", "MySQL/TiDB"), ("pg", "postgres", "PostgreSQL")):
        entries = []
        for m in re.finditer(rf"\tq(\d+){suffix} = `\n(.*?)\n`", text, re.S):
            body = m.group(2)
            st = statements(body)
            assert len(st) == 1, (m.group(1), suffix)
            sql, a, b = st[0]
            first = text.count("\n", 0, m.start(2)) + a
            last = text.count("\n", 0, m.start(2)) + b
            num = int(m.group(1))
            entries.append(dict(
                name=f"gotpc-{dialect}-tpch-q{num:02d}", connection="tpch", dialect=dialect,
                source=f"https://github.com/pingcap/go-tpc/blob/{c}/{p}#L{first}-L{last}",
                licence="Apache-2.0",
                edits=f"took the body of the Go string constant q{num}{suffix}; dropped the trailing ';'",
                sql=sql))
        entries.sort(key=lambda e: e["name"])
        assert len(entries) == 22, len(entries)
        emit(entries, OUT / f"gotpc-{dialect}-tpch.yaml",
             f"# TPC-H queries of PingCAP's go-tpc benchmark tool, its {label} set (parameters fixed by\n"
             f"# go-tpc). pingcap/go-tpc @ {c}, Apache-2.0. Q15 of the MySQL set reads the view revenue0 that\n"
             f"# go-tpc creates before a run (cmd/go-tpc/misc.go); schemas/tpch.sql defines it.")


def bigquery():
    repo = "GoogleCloudPlatform+training-data-analyst"
    c = head(repo)
    p = "quests/bq-optimize/01_baseline_performance/solution/sql/99_baseline_queries.sql"
    text = git(repo, "show", f"{c}:{p}")
    starts = [(m.start(), int(m.group(1))) for m in re.finditer(r"-- start query \d+ in stream 0 using template query(\d+)\.tpl", text)]
    lines = text.split("\n")
    by = {}
    for sql, a, b in statements(text):
        pos = sum(len(l) + 1 for l in lines[:a - 1])
        tpl = [n for s, n in starts if s <= pos][-1]
        by.setdefault(tpl, []).append((sql, a, b))
    assert sorted(by) == list(range(1, 100)), sorted(by)
    out = []
    for tpl in sorted(by):
        for k, (sql, a, b) in enumerate(by[tpl]):
            suffix = "" if len(by[tpl]) == 1 else "ab"[k]
            out.append(dict(
                name=f"bigquery-tpcds-q{tpl:02d}{suffix}", connection="tpcds_bq", dialect="bigquery",
                source=f"https://github.com/GoogleCloudPlatform/training-data-analyst/blob/{c}/{p}#L{a}-L{b}",
                licence="Apache-2.0",
                edits="picked this statement out of the stream file; dropped the trailing ';'", sql=sql))
    emit(out, OUT / "bigquery-tpcds.yaml",
         "# TPC-DS queries written for BigQuery in Google Cloud's training-data-analyst repository (quest\n"
         "# bq-optimize, 99 baseline queries, stream 0: the template parameters were substituted by the\n"
         "# TPC-DS query generator). Tables are named by the dataset tpcds_2t_baseline, which is the\n"
         "# schema of connection tpcds_bq. GoogleCloudPlatform/training-data-analyst @ " + c + ", Apache-2.0.")


duckdb()
redshift()
gotpc()
bigquery()
