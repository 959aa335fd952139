"""Calls the four tools beyond the reference through the official MCP Python SDK over stdio
(`structured.py COMMAND ARG...`: the server process it starts) and checks their structured
results: each declares an outputSchema (the seven of v1 none), and every page it answers
carries structuredContent that the SDK validates against that schema (its call_tool raises
on a mismatch), that jsonschema validates again here, and that equals the page's text read
as JSON. Pages are followed to the end. Prints one line per call; exits 1 on the first
failure."""

import asyncio
import json
import sys

import jsonschema
from mcp import ClientSession
from mcp.client.stdio import StdioServerParameters, stdio_client

ADDITIVE = {"check_query", "find_join_path", "find_tables", "find_value"}
CALLS = [
    ("find_tables", {"question": "which customers ordered the most", "limit": 50}),
    ("find_tables", {"question": "orders shipped to customers", "detail": True}),
    ("find_value", {"value": "shipped", "question": "orders that shipped"}),
    ("find_join_path", {"from": "shop.support.ticket", "to": "shop.sales.customer"}),
    ("find_join_path", {"tables": ["sales.orders", "sales.customer", "support.ticket"]}),
    ("check_query", {"sql": "SELECT o.order_id FROM sales.orders AS o WHERE o.status = 'shiped'"}),
]


def field(model, *names):
    """The first of `names` the SDK's model has (its field names changed across versions)."""
    for name in names:
        if name in type(model).model_fields:
            return getattr(model, name)
    return None


async def main(command, args):
    params = StdioServerParameters(command=command, args=args)
    async with stdio_client(params) as (read, write):
        async with ClientSession(read, write) as s:
            await s.initialize()
            tools = {t.name: t for t in (await s.list_tools()).tools}
            for name, tool in tools.items():
                declared = field(tool, "output_schema", "outputSchema") is not None
                if declared != (name in ADDITIVE):
                    print(f"{name}: outputSchema declared {declared}")
                    return 1
            for name, arguments in CALLS:
                schema = field(tools[name], "output_schema", "outputSchema")
                pages, cursor = 0, None
                while True:
                    asked = dict(arguments, **({"cursor": cursor} if cursor else {}))
                    result = await s.call_tool(name, asked)
                    if field(result, "is_error", "isError"):
                        print(f"{name}: failed: {result.content}")
                        return 1
                    data = field(result, "structured_content", "structuredContent")
                    jsonschema.validate(data, schema)
                    if data != json.loads(result.content[0].text):
                        print(f"{name}: structuredContent is not the page's text")
                        return 1
                    pages += 1
                    cursor = data.get("next_cursor")
                    if not cursor:
                        break
                print(f"{name}: {pages} page(s), structuredContent valid")
    return 0


if __name__ == "__main__":
    sys.exit(asyncio.run(main(sys.argv[1], sys.argv[2:])))
