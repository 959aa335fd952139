"""Lists the tools and calls every one of them through the official MCP Python SDK, over
Streamable HTTP (`http URL`), the legacy HTTP+SSE transport (`sse URL`), or stdio (`stdio
COMMAND ARG...`: a server process it starts, as a desktop client does), against the bundled
fixture project's `shop` connection. Prints one line per call, and for stdio the time from
starting the process to the first tool's answer; exits 1 on the first error."""

import asyncio
import sys
import time

from mcp import ClientSession

CALLS = [
    ("list_tables", {}),
    ("get_manifest", {}),
    ("search_columns", {"pattern": "*_id"}),
    ("get_table_context", {"table": "shop.sales.orders"}),
    ("resolve_value", {"table": "shop.support.ticket", "column": "priority", "text": "urgent"}),
    ("get_diff", {}),
    ("get_reference", {"document": "spec", "section": "2.2.4"}),
    ("check_query", {"sql": "SELECT o.order_id FROM sales.orders AS o WHERE o.status = 'shipped'"}),
    ("find_join_path", {"from": "shop.support.ticket", "to": "shop.sales.customer"}),
    ("find_tables", {"question": "which customers ordered the most"}),
    ("find_value", {"value": "shipped"}),
]


def transport(kind, url, rest=()):
    if kind == "stdio":
        from mcp.client.stdio import StdioServerParameters, stdio_client

        return stdio_client(StdioServerParameters(command=url, args=list(rest)))
    if kind == "http":
        from mcp.client.streamable_http import streamable_http_client

        return streamable_http_client(url)
    if kind == "sse":
        from mcp.client.sse import sse_client

        return sse_client(url)
    raise SystemExit(f"unknown transport {kind!r}: http or sse")


async def session(kind, url, rest=()):
    started = time.monotonic()
    async with transport(kind, url, rest) as streams:
        async with ClientSession(streams[0], streams[1]) as s:
            await s.initialize()
            first = await s.call_tool(*CALLS[0])
            if kind == "stdio":
                ms = (time.monotonic() - started) * 1000
                print(f"stdio: start to first answer {ms:.0f} ms ({CALLS[0][0]})")
            if getattr(first, "isError", None):
                print(f"{kind}: {CALLS[0][0]} failed: {first.content}")
                return 1
            names = sorted(t.name for t in (await s.list_tools()).tools)
            expected = sorted(name for name, _ in CALLS)
            if names != expected:
                print(f"{kind}: tools/list gave {names}, expected {expected}")
                return 1
            print(f"{kind}: tools/list ok ({len(names)} tools)")
            for name, arguments in CALLS:
                result = await s.call_tool(name, arguments)
                if getattr(result, "is_error", None) or getattr(result, "isError", None):
                    print(f"{kind}: {name} failed: {result.content}")
                    return 1
                print(f"{kind}: {name} ok")
            read = await s.read_resource("dbprint://shop/manifest")
            if not read.contents:
                print(f"{kind}: resources/read gave nothing")
                return 1
            print(f"{kind}: resources/read ok")
    return 0


if __name__ == "__main__":
    sys.exit(asyncio.run(session(sys.argv[1], sys.argv[2], sys.argv[3:])))
