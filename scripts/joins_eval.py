"""Scores multi-table discovery and join trees against the labelled questions of benches/joins
(see benches/joins/README.md).

    python3 scripts/joins_eval.py --bin target/release/dbprint --project benches/joins \
        [--questions benches/joins/questions.yaml] [--jobs 2] [--json OUT] [--worst 20] \
        [--only PREFIX] [--no-mcp] [--split train|held-out]

Per question it measures three things:

1. Table recall: `BIN find "<question>" --project DIR --format json --limit 10`, reading
   `tables` (objects with `table`, an FQN, and `rank`; a `bridge` field changes nothing).
   Recall@5 and recall@10 of the gold tables (micro over all gold tables, macro per question),
   the share of questions with every gold table in the top 10, the MRR of the first gold table.
2. Answer size as an agent sees it: one `BIN serve --project DIR` process (stdio,
   newline-delimited JSON-RPC 2.0), `tools/call find_tables {question, limit: 10}`, following
   `next_cursor` (the reply's JSON key; the `<!-- next_cursor: ... -->` / `# next_cursor: ...`
   line of a Markdown or YAML page) until the last page. Characters over all pages, pages,
   characters per returned table, and the pages needed to see 10 tables (or all returned).
   Skipped with --no-mcp.
3. Join trees (with --pairwise: the first routes of `BIN join-path A B` from each gold table to the
   next, chained, as an agent holding only two-table routes builds them):
   `BIN join-path T1 T2 ... --project DIR --format json` with the gold tables in
   question order, reading `trees` (best first), each with `steps` of {from, from_columns, to,
   to_columns}. The first tree is compared with the gold joins as a set of unordered edges;
   a tree that is not there, a command that fails or prints other JSON is a miss.

Then the same per schema and per number of gold tables, and the worst questions (to stderr, or
--worst-file). --json writes the summary and every question's result.

    python3 scripts/joins_eval.py --check --project benches/joins

checks the labels instead: every gold table in the manifest, at least three per question,
len(tables) - 1 gold joins forming a tree over exactly the gold tables, every join column in
its table's statistics.yaml, and every gold join an edge of some relationships.yaml
`refers_to` list (either direction) that no relationships.annotations.yaml rejects. Exits 1
on a problem.

Needs only the Python standard library and PyYAML.
"""

import concurrent.futures
import io
import json
import os
import queue
import re
import statistics as stats
import subprocess
import sys
import tempfile
import threading
import time

import yaml

from discovery_eval import in_split, print_roots, ranked_tables, run_json, same_name, scorer_arguments

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_QUESTIONS = os.path.join(HERE, "..", "benches", "joins", "questions.yaml")
PROTOCOL_VERSION = "2025-06-18"


# --- the print --------------------------------------------------------------------------------




def edge_key(table_a, cols_a, table_b, cols_b):
    """An unordered join edge: frozenset of two (table, column tuple) ends."""
    return frozenset({(table_a, tuple(cols_a)), (table_b, tuple(cols_b))})


def show_edge(edge):
    ends = sorted(edge)
    if len(ends) == 1:                       # a self-join on the same columns
        ends = ends * 2
    return " = ".join(f"{t.split('.', 1)[-1]}({','.join(c)})" for t, c in ends)


class Print:
    """Tables, their statistics columns and the join edges of every connection of a project."""

    def __init__(self, project):
        self.entries = {}          # FQN -> (root, manifest entry)
        self.edges = {}            # edge_key -> detection
        self.rejected = set()      # edge_keys a relationships.annotations.yaml rejects
        self._columns = {}
        for _, root in print_roots(project):
            path = os.path.join(root, "manifest.yaml")
            if not os.path.exists(path):
                continue
            with open(path, encoding="utf-8") as f:
                manifest = yaml.safe_load(f) or {}
            for fqn, entry in (manifest.get("tables") or {}).items():
                self.entries[fqn] = (root, entry or {})
        for fqn in self.entries:
            self._read_relationships(fqn)

    def _artifact(self, fqn, kind, default):
        root, entry = self.entries[fqn]
        name = (entry.get("artifacts") or {}).get(kind)
        if name is None and kind not in ("statistics", "relationships"):
            return None
        return os.path.join(root, entry.get("path", fqn.replace(".", "/")), name or default)

    def _read_relationships(self, fqn):
        path = self._artifact(fqn, "relationships", "relationships.yaml")
        if path and os.path.exists(path):
            with open(path, encoding="utf-8") as f:
                doc = yaml.safe_load(f) or {}
            for ref in doc.get("refers_to") or []:
                try:
                    key = edge_key(fqn, ref["column"], ref["target_table"], ref["target_column"])
                except (KeyError, TypeError):
                    continue
                self.edges.setdefault(key, ref.get("detection", "?"))
        path = self._artifact(fqn, "relationships_annotations", "relationships.annotations.yaml")
        if path is None:
            root, entry = self.entries[fqn]
            path = os.path.join(root, entry.get("path", fqn.replace(".", "/")), "relationships.annotations.yaml")
        if os.path.exists(path):
            with open(path, encoding="utf-8") as f:
                doc = yaml.safe_load(f) or {}
            for ref in doc.get("refers_to") or []:
                if ref.get("verdict") == "rejected":
                    try:
                        self.rejected.add(edge_key(fqn, ref["column"], ref["target_table"], ref["target_column"]))
                    except (KeyError, TypeError):
                        pass

    def columns(self, fqn):
        if fqn not in self._columns:
            path = self._artifact(fqn, "statistics", "statistics.yaml")
            cols = {}
            if path and os.path.exists(path):
                with open(path, encoding="utf-8") as f:
                    cols = (yaml.safe_load(f) or {}).get("columns") or {}
            self._columns[fqn] = cols
        return self._columns[fqn]


# --- the labels -------------------------------------------------------------------------------


def gold_edges(q):
    """The question's gold joins as edge keys (malformed entries are skipped; --check reports them)."""
    out = []
    for j in q.get("joins") or []:
        if isinstance(j, list) and len(j) == 4 and isinstance(j[1], list) and isinstance(j[3], list):
            out.append(edge_key(j[0], j[1], j[2], j[3]))
    return out


def schema_of(q):
    tables = q.get("tables") or ["?"]
    parts = str(tables[0]).split(".")
    return parts[-2] if len(parts) >= 2 else "?"


def size_band(n):
    return "3" if n <= 3 else "4" if n == 4 else "5-7"


def check(questions, project):
    """(problems, warnings, counts) for the labels."""
    the_print = Print(project)
    problems, warnings = [], []
    seen = set()
    table_names = {fqn.rsplit(".", 1)[-1] for fqn in the_print.entries}
    for q in questions:
        qid = q.get("id", "?")
        if qid in seen:
            problems.append(f"{qid}: duplicate id")
        seen.add(qid)
        text = str(q.get("question", "")).strip()
        if not text:
            problems.append(f"{qid}: no question text")
        tables = q.get("tables") or []
        if len(tables) < 3:
            problems.append(f"{qid}: {len(tables)} gold tables; every question needs at least 3")
        if len(set(tables)) != len(tables):
            problems.append(f"{qid}: a gold table is listed twice")
        for fqn in tables:
            if fqn not in the_print.entries:
                problems.append(f"{qid}: table {fqn} is not in the manifest")
        joins = q.get("joins") or []
        if len(joins) != len(set(tables)) - 1:
            problems.append(f"{qid}: {len(joins)} gold joins for {len(set(tables))} tables; a tree has {len(set(tables)) - 1}")
        parent = {t: t for t in tables}

        def find(t):
            while parent[t] != t:
                parent[t] = parent[parent[t]]
                t = parent[t]
            return t

        for j in joins:
            if not (isinstance(j, list) and len(j) == 4 and isinstance(j[1], list) and isinstance(j[3], list)
                    and j[1] and len(j[1]) == len(j[3])):
                problems.append(f"{qid}: join {j!r} is not [table, [columns], table, [columns]] with as many columns each side")
                continue
            a, ca, b, cb = j
            for t, cols in ((a, ca), (b, cb)):
                if t not in tables:
                    problems.append(f"{qid}: join {show_edge(edge_key(a, ca, b, cb))} names {t}, not a gold table")
                elif t in the_print.entries:
                    missing = [c for c in cols if c not in the_print.columns(t)]
                    if missing:
                        problems.append(f"{qid}: column(s) {', '.join(missing)} not in {t}'s statistics.yaml")
            key = edge_key(a, ca, b, cb)
            if key not in the_print.edges:
                problems.append(f"{qid}: join {show_edge(key)} is no edge of the print's relationships.yaml")
            elif key in the_print.rejected:
                problems.append(f"{qid}: join {show_edge(key)} is rejected in a relationships.annotations.yaml")
            if a in parent and b in parent:
                ra, rb = find(a), find(b)
                if ra == rb:
                    problems.append(f"{qid}: join {show_edge(key)} closes a cycle; the gold joins must form a tree")
                else:
                    parent[ra] = rb
        if tables and all(t in parent for t in tables):
            roots = {find(t) for t in tables}
            if len(roots) > 1:
                problems.append(f"{qid}: the gold joins leave the tables in {len(roots)} unconnected parts")
        lowered = text.casefold()
        for name in sorted(table_names):
            if "_" in name and re.search(r"(?<![a-z0-9_])" + re.escape(name) + r"(?![a-z0-9_])", lowered):
                warnings.append(f"{qid}: the question spells out the table name {name!r}")
    counts = {
        "questions": len(questions),
        "gold_tables": sum(len(q.get("tables") or []) for q in questions),
        "gold_joins": sum(len(q.get("joins") or []) for q in questions),
        "by_size": {band: sum(1 for q in questions if size_band(len(q.get("tables") or [])) == band)
                    for band in ("3", "4", "5-7")},
        "by_schema": {},
        "print_tables": len(the_print.entries),
        "print_edges": len(the_print.edges),
    }
    for q in questions:
        counts["by_schema"][schema_of(q)] = counts["by_schema"].get(schema_of(q), 0) + 1
    return problems, warnings, counts


# --- running the binary -----------------------------------------------------------------------






def tree_edges(tree):
    """A returned tree's steps as edge keys; ValueError when the shape is not the expected one."""
    if not isinstance(tree, dict) or not isinstance(tree.get("steps"), list):
        raise ValueError("a tree without a `steps` list")
    edges = []
    for step in tree["steps"]:
        if not isinstance(step, dict):
            raise ValueError("a step that is not an object")
        try:
            a, ca, b, cb = step["from"], step["from_columns"], step["to"], step["to_columns"]
        except KeyError as exc:
            raise ValueError(f"a step without {exc.args[0]!r}") from None
        if not (isinstance(a, str) and isinstance(b, str) and isinstance(ca, list) and isinstance(cb, list)):
            raise ValueError("a step whose from/to/columns have the wrong types")
        edges.append(edge_key(a, [str(c) for c in ca], b, [str(c) for c in cb]))
    return edges




def norm_edge(edge):
    return frozenset((t.casefold(), tuple(c.casefold() for c in cols)) for t, cols in edge)


def chained_routes(gold, args, extra):
    """What an agent builds from two-table routes alone (`--pairwise`): the first route from
    each gold table to the next, in question order, their steps joined into one tree, as a
    reply's `trees` holds it; an edge met twice counts once."""
    steps, seen, spent = [], set(), 0.0
    for a, b in zip(gold, gold[1:]):
        argv = [args.bin, "join-path", a, b, "--project", args.project, "--format", "json"] + extra
        reply, error, seconds = run_json(argv, args.timeout)
        spent += seconds
        if error is not None:
            return [], error, spent
        paths = reply.get("paths") if isinstance(reply, dict) else None
        if not paths:
            return [], f"no route from {a} to {b}", spent
        for step in paths[0].get("steps", []):
            key = norm_edge(edge_key(step["from"], step["from_columns"], step["to"], step["to_columns"]))
            if key not in seen:
                seen.add(key)
                steps.append(step)
    return [{"steps": steps}], None, spent


def evaluate_question(q, args):
    """The CLI half of a question's record: find and join-path."""
    extra = list(args.extra_arg or [])
    gold = list(q["tables"])
    record = {"id": q["id"], "question": q["question"], "schema": schema_of(q), "gold_tables": gold,
              "gold_joins": [sorted([list(e) for e in edge]) for edge in gold_edges(q)]}
    # 1. find
    argv = [args.bin, "find", q["question"], "--project", args.project, "--format", "json",
            "--limit", str(args.limit)] + extra
    reply, error, seconds = run_json(argv, args.timeout)
    answer = []
    if error is None:
        try:
            answer = ranked_tables(reply)
        except ValueError as exc:
            error = str(exc)
    record["find_seconds"] = round(seconds, 4)
    record["find_error"] = error
    record["answer"] = answer[: args.limit]
    ranks = {fqn: next((i + 1 for i, t in enumerate(answer) if same_name(t, fqn)), None) for fqn in gold}
    record["gold_ranks"] = ranks
    n = len(gold)
    record["hits5"] = sum(1 for r in ranks.values() if r is not None and r <= 5)
    record["hits10"] = sum(1 for r in ranks.values() if r is not None and r <= 10)
    record["recall5"] = record["hits5"] / n
    record["recall10"] = record["hits10"] / n
    found = [r for r in ranks.values() if r is not None and r <= args.limit]
    record["first_gold_rank"] = min(found) if found else None
    # 3. join-path
    if args.pairwise:
        trees, error, seconds = chained_routes(gold, args, extra)
        reply = {"trees": trees}
    else:
        argv = [args.bin, "join-path"] + gold + ["--project", args.project, "--format", "json"] + extra
        reply, error, seconds = run_json(argv, args.timeout)
    record["tree_seconds"] = round(seconds, 4)
    trees = []
    if error is None:
        try:
            if not isinstance(reply, dict) or not isinstance(reply.get("trees"), list):
                raise ValueError("no `trees` list in the reply")
            for tree in reply["trees"]:
                trees.append(tree_edges(tree))
        except ValueError as exc:
            error = str(exc)
            trees = []
    record["tree_error"] = error
    want = {norm_edge(e) for e in gold_edges(q)}
    got_sets = [{norm_edge(e) for e in t} for t in trees]
    record["trees_returned"] = len(trees)
    record["tree_first_exact"] = bool(got_sets) and got_sets[0] == want
    record["gold_tree_rank"] = next((i + 1 for i, s in enumerate(got_sets) if s == want), None)
    first = got_sets[0] if got_sets else set()
    record["tree_first_edges_right"] = len(first & want)
    record["tree_first_edges"] = len(first)
    record["tree_first"] = [show_edge(e) for e in (trees[0] if trees else [])]
    record["tree_missing"] = sorted(show_edge(e) for e in gold_edges(q) if norm_edge(e) not in first)
    record["tree_extra"] = sorted(show_edge(e) for e in (trees[0] if trees else []) if norm_edge(e) not in want)
    return record


# --- the MCP client ---------------------------------------------------------------------------


class McpError(Exception):
    pass


class McpClient:
    """One `BIN serve` over stdio; newline-delimited JSON-RPC 2.0, one request at a time."""

    def __init__(self, argv, timeout):
        self.timeout = timeout
        self.stderr = tempfile.TemporaryFile(mode="w+b")
        self.proc = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=self.stderr)
        self.lines = queue.Queue()
        self.next_id = 0
        threading.Thread(target=self._pump, daemon=True).start()

    def _pump(self):
        for line in self.proc.stdout:
            self.lines.put(line)
        self.lines.put(None)

    def stderr_tail(self, n=1500):
        self.stderr.flush()
        self.stderr.seek(0)
        return self.stderr.read().decode("utf-8", "replace")[-n:]

    def send(self, message):
        try:
            self.proc.stdin.write((json.dumps(message) + "\n").encode("utf-8"))
            self.proc.stdin.flush()
        except (BrokenPipeError, OSError) as exc:
            raise McpError(f"the server closed its input ({exc}); stderr: {self.stderr_tail()}") from None

    def request(self, method, params):
        self.next_id += 1
        rid = self.next_id
        self.send({"jsonrpc": "2.0", "id": rid, "method": method, "params": params})
        deadline = time.monotonic() + self.timeout
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                raise McpError(f"no answer to {method} within {self.timeout}s")
            try:
                line = self.lines.get(timeout=left)
            except queue.Empty:
                continue
            if line is None:
                raise McpError(f"the server exited (code {self.proc.poll()}); stderr: {self.stderr_tail()}")
            line = line.strip()
            if not line:
                continue
            try:
                message = json.loads(line)
            except json.JSONDecodeError:
                raise McpError(f"a line that is not JSON on stdout: {line[:200]!r}") from None
            if not isinstance(message, dict) or message.get("id") != rid:
                continue                     # a notification, or a reply to something else
            if "error" in message:
                raise McpError(f"{method}: JSON-RPC error {json.dumps(message['error'])[:500]}")
            return message.get("result")

    def start(self):
        self.request("initialize", {"protocolVersion": PROTOCOL_VERSION, "capabilities": {},
                                    "clientInfo": {"name": "joins_eval", "version": "1"}})
        self.send({"jsonrpc": "2.0", "method": "notifications/initialized"})

    def close(self):
        try:
            self.proc.stdin.close()
        except OSError:
            pass
        try:
            self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
        self.stderr.close()


MD_CURSOR = re.compile(r"<!--\s*next_cursor:\s*(\S+)\s*-->\s*$")
YAML_CURSOR = re.compile(r"^#\s*next_cursor:\s*(\S+)\s*$", re.M)


def page_facts(text, known_tables):
    """(tables on this page, next cursor or None) of one find_tables page."""
    try:
        doc = json.loads(text)
    except json.JSONDecodeError:
        doc = None
    if isinstance(doc, dict):
        count = 0
        for row in doc.get("tables") or []:
            if not isinstance(row, dict):
                continue
            if isinstance(row.get("table"), str):
                count += 1
            elif "part" in row and "parts" in row and row.get("part") == row.get("parts"):
                count += 1               # an item sent in parts counts once, on its last part
        cursor = doc.get("next_cursor")
        return count, cursor if isinstance(cursor, str) and cursor else None
    cursor = None
    m = MD_CURSOR.search(text.rstrip())
    if m:
        cursor = m.group(1)
    else:
        m = YAML_CURSOR.search(text)
        if m:
            cursor = m.group(1)
    lowered = text.casefold()
    return sum(1 for fqn in known_tables if fqn.casefold() in lowered), cursor


def mcp_measure(client, q, args, known_tables):
    """Pages, characters and tables of one find_tables call followed to its last page."""
    rec = {"mcp_error": None, "mcp_pages": 0, "mcp_chars": 0, "mcp_tables": 0,
           "mcp_chars_per_table": None, "mcp_pages_to_10": None, "mcp_first_page_fits": False,
           "mcp_page_tables": []}
    arguments = {"question": q["question"], "limit": args.limit}
    cursor = None
    seen_cursors = set()
    start = time.monotonic()
    try:
        while True:
            call = dict(arguments)
            if cursor:
                call["cursor"] = cursor
            result = client.request("tools/call", {"name": "find_tables", "arguments": call})
            if not isinstance(result, dict):
                raise McpError("tools/call returned no result object")
            content = result.get("content") or []
            text = content[0].get("text", "") if content and isinstance(content[0], dict) else ""
            if result.get("isError"):
                raise McpError(f"isError: {text[:500]}")
            n, cursor = page_facts(text, known_tables)
            rec["mcp_pages"] += 1
            rec["mcp_chars"] += len(text)
            rec["mcp_tables"] += n
            rec["mcp_page_tables"].append(n)
            if not cursor:
                break
            if cursor in seen_cursors or rec["mcp_pages"] >= args.max_pages:
                raise McpError(f"paging did not end after {rec['mcp_pages']} pages")
            seen_cursors.add(cursor)
    except McpError as exc:
        rec["mcp_error"] = str(exc)
    rec["mcp_seconds"] = round(time.monotonic() - start, 4)
    if rec["mcp_tables"]:
        rec["mcp_chars_per_table"] = rec["mcp_chars"] / rec["mcp_tables"]
        target = min(args.limit, rec["mcp_tables"])
        running = 0
        for i, n in enumerate(rec["mcp_page_tables"]):
            running += n
            if running >= target:
                rec["mcp_pages_to_10"] = i + 1
                break
        rec["mcp_first_page_fits"] = rec["mcp_page_tables"][0] >= target
    return rec


# --- scoring ----------------------------------------------------------------------------------


def median(xs):
    return stats.median(xs) if xs else None


def pct(xs, p):
    """The p-th percentile (nearest rank) of xs."""
    if not xs:
        return None
    xs = sorted(xs)
    k = max(0, min(len(xs) - 1, int(round(p / 100.0 * len(xs) + 0.5)) - 1))
    return xs[k]


def summarize(records, with_mcp):
    n = len(records)
    gold = sum(len(r["gold_tables"]) for r in records)
    gold_edges_n = sum(len(r["gold_joins"]) for r in records)
    out = {
        "questions": n,
        "gold_tables": gold,
        "recall5_micro": sum(r["hits5"] for r in records) / gold if gold else 0.0,
        "recall10_micro": sum(r["hits10"] for r in records) / gold if gold else 0.0,
        "recall5_macro": sum(r["recall5"] for r in records) / n if n else 0.0,
        "recall10_macro": sum(r["recall10"] for r in records) / n if n else 0.0,
        "all_gold_in_top10": sum(1 for r in records if r["hits10"] == len(r["gold_tables"])) / n if n else 0.0,
        "mrr_first_gold": sum(1.0 / r["first_gold_rank"] for r in records if r["first_gold_rank"]) / n if n else 0.0,
        "find_failures": sum(1 for r in records if r["find_error"]),
        "tree_first_exact": sum(1 for r in records if r["tree_first_exact"]) / n if n else 0.0,
        "tree_any_exact": sum(1 for r in records if r["gold_tree_rank"]) / n if n else 0.0,
        "tree_edge_recall": sum(r["tree_first_edges_right"] for r in records) / gold_edges_n if gold_edges_n else 0.0,
        "tree_failures": sum(1 for r in records if r["tree_error"]),
    }
    if with_mcp:
        ok = [r for r in records if r.get("mcp_tables")]
        cpt = [r["mcp_chars_per_table"] for r in ok]
        out.update({
            "mcp_chars_per_table_median": median(cpt),
            "mcp_chars_per_table_p95": pct(cpt, 95),
            "mcp_chars_median": median([r["mcp_chars"] for r in ok]),
            "mcp_first_page_fits": sum(1 for r in records if r.get("mcp_first_page_fits")) / n if n else 0.0,
            "mcp_pages_to_10_median": median([r["mcp_pages_to_10"] for r in ok if r["mcp_pages_to_10"]]),
            "mcp_pages_median": median([r["mcp_pages"] for r in ok]),
            "mcp_failures": sum(1 for r in records if r.get("mcp_error")),
        })
    return out


def fmt(x, digits=3):
    return "  -  " if x is None else f"{x:.{digits}f}"


def num(x):
    return "-" if x is None else f"{x:.0f}"


def report(records, with_mcp, out):
    total = summarize(records, with_mcp)
    print(f"questions {total['questions']}, gold tables {total['gold_tables']}", file=out)
    print(f"find:       recall@5 micro {fmt(total['recall5_micro'])} macro {fmt(total['recall5_macro'])}   "
          f"recall@10 micro {fmt(total['recall10_micro'])} macro {fmt(total['recall10_macro'])}", file=out)
    print(f"            all gold in top 10 {fmt(total['all_gold_in_top10'])}   MRR(first gold) {fmt(total['mrr_first_gold'])}   "
          f"failed commands {total['find_failures']}", file=out)
    if with_mcp:
        print(f"find_tables over MCP: chars/table median {num(total['mcp_chars_per_table_median'])} "
              f"p95 {num(total['mcp_chars_per_table_p95'])}   chars/answer median {num(total['mcp_chars_median'])}   "
              f"10 tables on page 1 {fmt(total['mcp_first_page_fits'])}   pages to 10 median "
              f"{num(total['mcp_pages_to_10_median'])}   pages median {num(total['mcp_pages_median'])}   "
              f"failed {total['mcp_failures']}", file=out)
    print(f"join-path:  first tree is gold {fmt(total['tree_first_exact'])}   gold among trees {fmt(total['tree_any_exact'])}   "
          f"gold edges in first tree {fmt(total['tree_edge_recall'])}   failed commands {total['tree_failures']}", file=out)
    print("", file=out)
    head = f"{'':<16}{'qs':>4}{'r@5':>8}{'r@10':>8}{'r@10m':>8}{'all@10':>8}{'mrr':>8}{'tree@1':>8}{'tree@n':>8}{'edges':>8}"
    if with_mcp:
        head += f"{'c/tab':>7}{'pg1':>7}"
    groups = [("schema", lambda r: r["schema"]), ("tables", lambda r: size_band(len(r["gold_tables"])))]
    per = {}
    for title, key in groups:
        print(head.replace(" " * 16, f"{title:<16}", 1), file=out)
        buckets = {}
        for r in records:
            buckets.setdefault(key(r), []).append(r)
        per[title] = {}
        for name in sorted(buckets):
            s = summarize(buckets[name], with_mcp)
            per[title][name] = s
            line = (f"{name:<16}{s['questions']:>4}{fmt(s['recall5_micro']):>8}{fmt(s['recall10_micro']):>8}"
                    f"{fmt(s['recall10_macro']):>8}{fmt(s['all_gold_in_top10']):>8}{fmt(s['mrr_first_gold']):>8}"
                    f"{fmt(s['tree_first_exact']):>8}{fmt(s['tree_any_exact']):>8}{fmt(s['tree_edge_recall']):>8}")
            if with_mcp:
                line += f"{num(s['mcp_chars_per_table_median']):>7}{fmt(s['mcp_first_page_fits'], 2):>7}"
            print(line, file=out)
        print("", file=out)
    finds = sorted(r["find_seconds"] for r in records)
    trees = sorted(r["tree_seconds"] for r in records)
    if finds:
        print(f"latency: find median {median(finds):.3f}s max {finds[-1]:.3f}s; "
              f"join-path median {median(trees):.3f}s max {trees[-1]:.3f}s", file=out)
    return total, per


def worst(records, n, out):
    def badness(r):
        first = r["first_gold_rank"] or 10**6
        return (r["recall10"] + (1.0 if r["tree_first_exact"] else 0.0), r["recall10"], r["recall5"], -first)
    print(f"\nworst {n} questions (recall@10 plus a tree hit, then recall@10, recall@5, first gold rank):", file=out)
    for r in sorted(records, key=badness)[:n]:
        missing = [t for t, rank in r["gold_ranks"].items() if rank is None]
        ranks = ", ".join(f"{t.split('.', 1)[-1]}={rank if rank else '-'}" for t, rank in r["gold_ranks"].items())
        tree = "gold" if r["tree_first_exact"] else (f"gold is tree {r['gold_tree_rank']}" if r["gold_tree_rank"] else "miss")
        print(f"- {r['id']} r@10={r['recall10']:.2f} tree={tree}: {r['question']}", file=out)
        print(f"    gold ranks: {ranks}", file=out)
        if missing:
            print(f"    missing: {', '.join(missing)}", file=out)
        print(f"    top 5: {', '.join(a.split('.', 1)[-1] for a in r['answer'][:5]) or '(empty)'}", file=out)
        if r["find_error"]:
            print(f"    find error: {r['find_error']}", file=out)
        if not r["tree_first_exact"]:
            if r["tree_error"]:
                print(f"    join-path error: {r['tree_error']}", file=out)
            else:
                print(f"    first tree: {'; '.join(r['tree_first']) or '(none)'}", file=out)
                if r["tree_missing"]:
                    print(f"    gold edges missing: {'; '.join(r['tree_missing'])}", file=out)
                if r["tree_extra"]:
                    print(f"    edges not in gold: {'; '.join(r['tree_extra'])}", file=out)
        if r.get("mcp_error"):
            print(f"    find_tables over MCP: {r['mcp_error']}", file=out)


def main():
    ap = scorer_arguments(__doc__, DEFAULT_QUESTIONS, "erp-")
    ap.add_argument("--max-pages", type=int, default=200, help="give up on an answer after this many pages")
    ap.add_argument("--no-mcp", action="store_true", help="skip the answer-size measurement over `serve`")
    ap.add_argument("--pairwise", action="store_true",
                    help="score the tree an agent chains from two-table routes (join-path A B for each gold table and the next) instead of join-path of all the gold tables")
    args = ap.parse_args()

    with open(args.questions, encoding="utf-8") as f:
        questions = yaml.safe_load(f) or []
    if args.only:
        questions = [q for q in questions if str(q.get("id", "")).startswith(args.only)]
    questions = [q for q in questions if in_split(q, args.split)]

    if args.check:
        problems, warnings, counts = check(questions, args.project)
        for w in warnings:
            print(f"warning: {w}", file=sys.stderr)
        for p in problems:
            print(f"problem: {p}", file=sys.stderr)
        sizes = ", ".join(f"{k} tables: {v}" for k, v in counts["by_size"].items())
        schemas = ", ".join(f"{k} {v}" for k, v in sorted(counts["by_schema"].items()))
        print(f"print: {counts['print_tables']} tables, {counts['print_edges']} join edges")
        print(f"{counts['questions']} questions ({sizes}; {schemas}), {counts['gold_tables']} gold tables, "
              f"{counts['gold_joins']} gold joins: {len(problems)} problems, {len(warnings)} warnings")
        return 1 if problems else 0

    if not args.bin:
        ap.error("--bin is required unless --check")
    args.project = os.path.abspath(args.project)
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        records = list(pool.map(lambda q: evaluate_question(q, args), questions))

    with_mcp = not args.no_mcp
    if with_mcp:
        known = sorted(Print(args.project).entries)
        client = McpClient([args.bin, "serve", "--project", args.project], args.timeout)
        try:
            try:
                client.start()
                for r, q in zip(records, questions):
                    r.update(mcp_measure(client, q, args, known))
            except McpError as exc:
                for r in records:
                    if "mcp_error" not in r:
                        r.update({"mcp_error": f"no session: {exc}", "mcp_pages": 0, "mcp_chars": 0, "mcp_tables": 0,
                                  "mcp_chars_per_table": None, "mcp_pages_to_10": None,
                                  "mcp_first_page_fits": False, "mcp_page_tables": []})
        finally:
            client.close()

    buffer = io.StringIO()
    total, per = report(records, with_mcp, buffer)
    if args.json:
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump({"summary": total, "per_schema": per["schema"], "per_size": per["tables"], "questions": records},
                      f, indent=2, ensure_ascii=False)
    sys.stdout.write(buffer.getvalue())
    sys.stdout.flush()
    failures = [r["find_error"] for r in records if r["find_error"]]
    failures += [r["tree_error"] for r in records if r["tree_error"]]
    failures += [r["mcp_error"] for r in records if r.get("mcp_error")]
    if failures:
        print(f"\n{len(failures)} commands failed; the first: {failures[0]}", file=sys.stderr)
    if args.worst_file:
        with open(args.worst_file, "w", encoding="utf-8") as f:
            worst(records, args.worst, f)
    else:
        worst(records, args.worst, sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
