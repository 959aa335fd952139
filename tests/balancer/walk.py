"""Walks every page of every paged call through one MCP endpoint with the official Python SDK
(Streamable HTTP), and prints or checks what it read.

    walk.py URL --save FILE            # walk once, write every page to FILE (JSON)
    walk.py URL --check FILE [--walks N] [--retries R] [--kill PID --at K]
                                       # walk N times, each walk compared with FILE

The calls are found from the print behind URL: every resource page (resources/list), every
list_tables page (bare and detailed), search_columns by name, by text and by filter,
get_table_context of the first tables in every format and purpose, get_manifest, get_diff and
get_reference's spec. A page's `now` and `age_days` (the server's clock) are blanked, and the
detailed list_tables is compared entry by entry (where its pages end moves with the clock). With
--retries, a request that fails (a replica gone mid-request) is sent again, up to R times in a
walk, at the same cursor. With --kill, process PID (a replica) is killed once the first walk has
read K pages, so the rest of that walk goes on without it. Exits 1 on the first walk that
differs or cannot finish.
"""

import argparse
import asyncio
import json
import os
import re
import signal
import sys
import time

from mcp import ClientSession, types
from mcp.client.streamable_http import streamable_http_client

CLOCK = re.compile(r'"(now|age_days)": [^,\n}]*')
MD_CURSOR = re.compile(r"\n<!-- next_cursor: (\S+) -->\s*$")
YAML_CURSOR = re.compile(r"\n# next_cursor: (\S+)\s*$")
TIMEOUT = 60.0


def next_cursor(text):
    """The cursor a page of any format carries, or None on the last page."""
    try:
        page = json.loads(text)
    except ValueError:
        page = None
    if isinstance(page, dict):
        return page.get("next_cursor")
    for pattern in (MD_CURSOR, YAML_CURSOR):
        found = pattern.search(text)
        if found:
            return found.group(1)
    return None


def gone(pid, seconds=5.0):
    """Waits until process `pid` has died (gone, or a zombie its parent has yet to reap), so
    the next request meets a dead replica rather than one dying with a response half sent
    (which the SDK's transport cannot hand back to a retry)."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        try:
            with open(f"/proc/{pid}/stat") as stat:
                if stat.read().rsplit(")", 1)[-1].split()[0] in ("Z", "X"):
                    return
        except FileNotFoundError:
            return
        time.sleep(0.01)


class Walker:
    def __init__(self, session, retries, kill=None):
        self.session = session
        self.retries = retries
        self.retried = 0
        self.pages = 0
        self.kill = kill  # (pid, after so many pages), once

    def read_one(self):
        self.pages += 1
        if self.kill and self.pages == self.kill[1]:
            os.kill(self.kill[0], signal.SIGKILL)
            gone(self.kill[0])
            print(f"  killed {self.kill[0]} after {self.pages} pages", file=sys.stderr)
            self.kill = None

    async def attempt(self, make):
        while True:
            try:
                return await make()
            except Exception as e:  # a replica gone mid-request, or a balancer's 502
                if self.retried >= self.retries:
                    raise
                self.retried += 1
                print(f"  retried after: {leaf(e)}", file=sys.stderr)

    async def tool(self, name, arguments):
        pages, cursor = [], None
        while True:
            args = dict(arguments, **({"cursor": cursor} if cursor else {}))
            result = await self.attempt(
                lambda: self.session.call_tool(name, args, read_timeout_seconds=TIMEOUT)
            )
            text = "".join(getattr(c, "text", "") for c in result.content)
            if getattr(result, "is_error", False) or getattr(result, "isError", False):
                # a tool's own error (a print without a diff, say) is its answer, compared too
                pages.append(f"isError: {text}")
                self.read_one()
                return pages
            pages.append(CLOCK.sub(r'"\1": null', text))
            self.read_one()
            cursor = next_cursor(text)
            if not cursor:
                return pages

    async def resources(self):
        pages, cursor = [], None
        while True:
            params = types.PaginatedRequestParams(cursor=cursor) if cursor else None
            listed = await self.attempt(lambda: self.session.list_resources(params=params))
            pages.append([str(r.uri) for r in listed.resources])
            self.read_one()
            cursor = listed.next_cursor
            if not cursor:
                return pages


async def walk(url, retries, kill=None):
    """Every page of every call, as {call: [page, ...]}; how many requests were retried, and
    how many pages were read."""
    async with streamable_http_client(url) as streams:
        async with ClientSession(streams[0], streams[1]) as session:
            await session.initialize()
            walker = Walker(session, retries, kill)
            read = {"resources/list": await walker.resources()}
            tables = json.loads((await walker.tool("list_tables", {}))[0])["tables"]
            calls = [
                ("list_tables", {}),
                ("list_tables", {"detail": True}),
                ("search_columns", {"pattern": "*"}),
                ("search_columns", {"text": "id"}),
                ("search_columns", {"pattern": "*_id", "classification": "*"}),
                ("get_manifest", {}),
                ("get_diff", {}),
                ("get_reference", {"document": "spec"}),
            ]
            for table in tables[:3]:
                for fmt in ("md", "json", "yaml"):
                    for purpose in ("query", "profile"):
                        calls.append(
                            ("get_table_context", {"table": table, "format": fmt, "purpose": purpose})
                        )
            for name, arguments in calls:
                key = f"{name} {json.dumps(arguments, sort_keys=True)}"
                pages = await walker.tool(name, arguments)
                if arguments.get("detail"):
                    # each entry's age moves with the clock, and with it where pages end:
                    # the entries themselves, clock blanked, are what every walk must equal
                    pages = [entry for page in pages for entry in json.loads(page)["tables"]]
                read[key] = pages
            return read, walker.retried, walker.pages


def leaf(e):
    """The exception itself, out of the task groups the SDK wraps it in."""
    while isinstance(e, BaseExceptionGroup) and e.exceptions:
        e = e.exceptions[0]
    return f"{type(e).__name__}: {e}"


def differences(expected, got):
    for key in sorted(set(expected) | set(got)):
        a, b = expected.get(key), got.get(key)
        if a != b:
            pages = (len(a) if a else 0, len(b) if b else 0)
            yield f"{key}: {pages[0]} pages expected, {pages[1]} read" + (
                "" if pages[0] != pages[1] else
                f"; page {next(i for i, (x, y) in enumerate(zip(a, b)) if x != y) + 1} differs"
            )


async def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("url")
    ap.add_argument("--save")
    ap.add_argument("--check")
    ap.add_argument("--walks", type=int, default=1)
    ap.add_argument("--retries", type=int, default=0)
    ap.add_argument("--kill", type=int, help="a replica's pid, killed during the first walk")
    ap.add_argument("--at", type=int, default=10, help="after so many pages")
    args = ap.parse_args()
    kill = (args.kill, args.at) if args.kill else None
    if args.save:
        read, _, pages = await walk(args.url, args.retries)
        with open(args.save, "w") as out:
            json.dump(read, out)
        print(f"saved {len(read)} calls, {pages} pages")
        return 0
    with open(args.check) as f:
        expected = json.load(f)
    for n in range(1, args.walks + 1):
        try:
            read, retried, pages = await walk(args.url, args.retries, kill if n == 1 else None)
        except Exception as e:
            print(f"walk {n}: did not finish: {leaf(e)}")
            return 1
        wrong = list(differences(expected, read))
        if wrong:
            print(f"walk {n}: differs from one replica's walk:")
            for line in wrong[:10]:
                print(f"  {line}")
            return 1
        print(f"walk {n}: {pages} pages equal one replica's" + (f" ({retried} retried)" if retried else ""))
    return 0


if __name__ == "__main__":
    sys.exit(asyncio.run(main()))
