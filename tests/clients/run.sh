#!/usr/bin/env bash
# Real MCP clients against our HTTP endpoints: the official Python SDK's Streamable HTTP and
# SSE clients (sdk_client.py) and the MCP Inspector CLI (TypeScript SDK) over both, each
# listing the tools and calling every one on the bundled fixture project.
#
#   tests/clients/run.sh [BINARY] [PORT]
#
# Finds the SDK in $DBPRINT_SDK_PYTHON, else the reference venv, else python3; the Inspector
# in $MCP_INSPECTOR, else the conformance kit's install, else mcp-inspector on PATH. A client
# that is absent is skipped with a message (exit 0); any failure exits 1.
set -uo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
bin="${1:-$root/target/debug/dbprint}"
port="${2:-$((20000 + RANDOM % 20000))}"
project="$root/fixtures/project"

python=""
for candidate in "${DBPRINT_SDK_PYTHON:-}" "$HOME/.cache/dbprint-ref/venv/bin/python" python3; do
  if [ -n "$candidate" ] && "$candidate" -c 'import mcp.client.sse, mcp.client.streamable_http' 2>/dev/null; then
    python="$candidate"; break
  fi
done
inspector=""
for candidate in "${MCP_INSPECTOR:-}" "$HOME/.cache/dbprint-ref/inspector/node_modules/.bin/mcp-inspector" "$(command -v mcp-inspector || true)"; do
  if [ -n "$candidate" ] && [ -x "$candidate" ] && command -v node >/dev/null; then
    inspector="$candidate"; break
  fi
done
if [ -z "$python" ] && [ -z "$inspector" ]; then
  echo "skipped: neither the MCP Python SDK nor the MCP Inspector CLI is installed"
  exit 0
fi

log="$(mktemp)"
cache="$(mktemp -d)"
DBPRINT_CACHE_DIR="$cache" "$bin" serve shop --project "$project" --transport http --port "$port" 2>"$log" &
server=$!
trap 'kill "$server" 2>/dev/null; wait "$server" 2>/dev/null; rm -rf "$log" "$cache"' EXIT
for _ in $(seq 100); do
  grep -q "/mcp" "$log" && break
  sleep 0.1
done
if ! grep -q "/mcp" "$log"; then
  echo "the server did not start:"; cat "$log"; exit 1
fi
base="http://127.0.0.1:$port"
passed=0; failed=0

if [ -n "$python" ]; then
  for kind in "http $base/mcp" "sse $base/sse"; do
    set -- $kind
    if out="$(timeout 120 "$python" "$here/sdk_client.py" "$1" "$2" 2>&1)"; then
      passed=$((passed + 1)); echo "[pass] Python SDK over $1"
    else
      failed=$((failed + 1)); echo "[fail] Python SDK over $1:"; echo "$out" | tail -20
    fi
  done
else
  echo "skipped: the MCP Python SDK is not installed"
fi

inspect() { # label, transport, url, inspector args...
  local label="$1" transport="$2" url="$3"; shift 3
  local out
  if out="$(timeout 60 "$inspector" --cli "$url" --transport "$transport" "$@" 2>&1)" \
    && ! echo "$out" | grep -q '"isError": true'; then
    passed=$((passed + 1)); echo "[pass] Inspector over $transport: $label"
  else
    failed=$((failed + 1)); echo "[fail] Inspector over $transport: $label: $(echo "$out" | head -c 400)"
  fi
}
if [ -n "$inspector" ]; then
  for kind in "http $base/mcp" "sse $base/sse"; do
    set -- $kind
    inspect tools/list "$1" "$2" --method tools/list
    inspect list_tables "$1" "$2" --method tools/call --tool-name list_tables
    inspect get_manifest "$1" "$2" --method tools/call --tool-name get_manifest
    inspect search_columns "$1" "$2" --method tools/call --tool-name search_columns --tool-arg 'pattern=*_id'
    inspect get_table_context "$1" "$2" --method tools/call --tool-name get_table_context --tool-arg table=shop.sales.orders
    inspect resolve_value "$1" "$2" --method tools/call --tool-name resolve_value \
      --tool-arg table=shop.support.ticket --tool-arg column=priority --tool-arg text=urgent
    inspect get_diff "$1" "$2" --method tools/call --tool-name get_diff
    inspect get_reference "$1" "$2" --method tools/call --tool-name get_reference --tool-arg document=spec --tool-arg section=2.2.4
    inspect find_tables "$1" "$2" --method tools/call --tool-name find_tables --tool-arg 'question=which customers ordered the most'
    inspect find_value "$1" "$2" --method tools/call --tool-name find_value --tool-arg value=shipped
    inspect resources/read "$1" "$2" --method resources/read --uri dbprint://shop/manifest
  done
else
  echo "skipped: the MCP Inspector CLI is not installed"
fi
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
