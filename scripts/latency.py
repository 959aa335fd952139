"""Per-call latency of any `dbprint serve` over stdio, ours or the published one: each call's
first answer and its warm median over repeats, every page walked by following next_cursor.

    python3 scripts/latency.py --project DIR [--connection NAME] [--repeat 5] -- COMMAND...
    python3 scripts/latency.py --project fixtures/project -- target/release/dbprint serve shop

COMMAND is started in DIR (use {project} in it for DIR). Needs only Python's standard library.
Prints one line per call: first ms, warm median ms, warm worst ms, pages.
"""

import argparse
import json
import os
import statistics
import subprocess
import sys
import time


class Client:
    """A JSON-RPC client over a server's stdin/stdout; notifications are skipped."""

    def __init__(self, argv, cwd):
        self.proc = subprocess.Popen(
            argv, cwd=cwd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL
        )
        self.next_id = 0

    def request(self, method, params):
        self.next_id += 1
        message = {"jsonrpc": "2.0", "id": self.next_id, "method": method, "params": params}
        self.proc.stdin.write((json.dumps(message) + "\n").encode())
        self.proc.stdin.flush()
        while True:
            line = self.proc.stdout.readline()
            if not line:
                raise RuntimeError(f"the server closed stdout during {method}")
            reply = json.loads(line)
            if reply.get("id") == self.next_id:
                return reply

    def notify(self, method):
        self.proc.stdin.write((json.dumps({"jsonrpc": "2.0", "method": method}) + "\n").encode())
        self.proc.stdin.flush()

    def close(self):
        self.proc.stdin.close()
        self.proc.wait(timeout=30)


def next_cursor(text):
    """The cursor a page of JSON, Markdown or YAML carries, or None on the last page."""
    if text.startswith("{"):
        return json.loads(text).get("next_cursor")
    for marker, end in (("<!-- next_cursor: ", " -->"), ("# next_cursor: ", "\n")):
        at = text.rfind(marker)
        if at >= 0:
            return text[at + len(marker):].split(end)[0].strip()
    return None


def walk(client, name, arguments):
    """Every page of one call; the number of pages."""
    pages, args = 0, dict(arguments)
    while True:
        reply = client.request("tools/call", {"name": name, "arguments": args})
        pages += 1
        result = reply.get("result", {})
        text = "".join(c.get("text", "") for c in result.get("content", []))
        if result.get("isError") or "error" in reply:
            raise RuntimeError(f"{name} {arguments}: {text or reply.get('error')}"[:400])
        cursor = next_cursor(text)
        if not cursor:
            return pages
        args = dict(arguments, cursor=cursor)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--project", required=True)
    ap.add_argument("--connection")
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("command", nargs=argparse.REMAINDER)
    args = ap.parse_args()
    project = os.path.abspath(args.project)
    argv = [word.replace("{project}", project) for word in args.command if word != "--"]
    if argv and os.sep in argv[0]:
        argv[0] = os.path.abspath(argv[0])
    on = {"connection": args.connection} if args.connection else {}
    started = time.perf_counter()
    client = Client(argv, project)
    client.request(
        "initialize",
        {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "latency", "version": "1"}},
    )
    client.notify("notifications/initialized")
    print(f"{'start + initialize':36s} {1000 * (time.perf_counter() - started):9.1f} ms")
    listed = json.loads(
        client.request("tools/call", {"name": "list_tables", "arguments": on})["result"]["content"][0]["text"]
    )
    tables = listed.get("tables", [])
    middle = tables[len(tables) // 2] if tables else None
    calls = [
        ("search_columns text 'id'", "search_columns", {"text": "id", **on}),
        ("search_columns pattern *_id", "search_columns", {"pattern": "*_id", **on}),
        ("search_columns classification", "search_columns", {"classification": "categorical", **on}),
        ("list_tables detail", "list_tables", {"detail": True, **on}),
    ]
    if middle:
        calls += [
            ("get_table_context query md", "get_table_context", {"table": middle, "purpose": "query", **on}),
            ("get_table_context profile json", "get_table_context", {"table": middle, "format": "json", **on}),
        ]
    print(f"{'call':36s} {'first ms':>9s} {'warm med':>9s} {'warm max':>9s} {'pages':>6s}")
    for label, name, arguments in calls:
        try:
            began = time.perf_counter()
            pages = walk(client, name, arguments)
            first = time.perf_counter() - began
            warm = []
            for _ in range(args.repeat):
                began = time.perf_counter()
                walk(client, name, arguments)
                warm.append(time.perf_counter() - began)
        except RuntimeError as failed:
            print(f"{label:36s} failed: {failed}")
            continue
        print(
            f"{label:36s} {1000 * first:9.1f} {1000 * statistics.median(warm):9.1f} "
            f"{1000 * max(warm):9.1f} {pages:6d}"
        )
    client.close()


if __name__ == "__main__":
    sys.exit(main())
