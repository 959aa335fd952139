#!/bin/sh
# A stand-in for `dbprint` that prints canned answers, to test scripts/joins_eval.py's parsing
# and arithmetic without the real commands (benches/joins/README.md, "Testing the scorer"):
#
#   python3 scripts/joins_eval.py --bin benches/joins/test/fake_dbprint.sh \
#       --project benches/joins --only fin-00
#
# find:      ranks client 1, district 2, account 4, disp 7 (a bridge), card 12, whatever the
#            question (ranks out of order, to test sorting); exits 2 for questions naming
#            Prague, prints non-JSON for questions naming a pension.
# join-path: district+client+disp+card (fin-001): a wrong first tree, the gold tree second;
#            loan+account+district (fin-002, fin-009): the gold tree, steps written from the
#            referenced side (direction must not matter); client+disp+account+loan (fin-003):
#            a tree without `steps`; any set with `order` (fin-005, fin-011, fin-014): exit 2;
#            anything else: the two-table JSON shape (no `trees`).
# serve:     find_tables answers in two pages (8 tables, then 2) for most questions, one page
#            of 3 tables for questions naming women, isError for questions naming a pension.
cmd="$1"; shift
case "$cmd" in
  find)
    case "$1" in
      *Prague*) echo "error: no index for this project" >&2; exit 2 ;;
      *pension*) echo "not json"; exit 0 ;;
    esac
    cat <<'JSON'
{"tables": [
  {"table": "joins.financial.district", "rank": 2, "score": 0.8},
  {"table": "joins.financial.client", "rank": 1, "score": 0.9},
  {"table": "joins.financial.trans", "rank": 3, "score": 0.7},
  {"table": "joins.financial.account", "rank": 4, "score": 0.6},
  {"table": "joins.financial.loan", "rank": 5, "score": 0.5},
  {"table": "joins.financial.order", "rank": 6, "score": 0.4},
  {"table": "joins.financial.disp", "rank": 7, "score": 0.3, "bridge": true},
  {"table": "joins.superhero.colour", "rank": 8, "score": 0.2},
  {"table": "joins.superhero.race", "rank": 9, "score": 0.2},
  {"table": "joins.superhero.gender", "rank": 10, "score": 0.1},
  {"table": "joins.financial.card", "rank": 12, "score": 0.05}
]}
JSON
    ;;
  join-path)
    tables=" $* "
    case "$tables" in
      *" joins.financial.order "*) echo "error: no join tree connects these tables" >&2; exit 2 ;;
    esac
    case "$tables" in
      *" joins.financial.district joins.financial.client joins.financial.disp joins.financial.card "*)
        cat <<'JSON'
{"trees": [
  {"cost": 3.5, "steps": [
    {"from": "joins.financial.district", "from_columns": ["district_id"], "to": "joins.financial.account", "to_columns": ["district_id"]},
    {"from": "joins.financial.account", "from_columns": ["account_id"], "to": "joins.financial.disp", "to_columns": ["account_id"]},
    {"from": "joins.financial.disp", "from_columns": ["client_id"], "to": "joins.financial.client", "to_columns": ["client_id"]},
    {"from": "joins.financial.disp", "from_columns": ["disp_id"], "to": "joins.financial.card", "to_columns": ["disp_id"]}]},
  {"cost": 4.0, "steps": [
    {"from": "joins.financial.district", "from_columns": ["district_id"], "to": "joins.financial.client", "to_columns": ["district_id"]},
    {"from": "joins.financial.client", "from_columns": ["client_id"], "to": "joins.financial.disp", "to_columns": ["client_id"]},
    {"from": "joins.financial.disp", "from_columns": ["disp_id"], "to": "joins.financial.card", "to_columns": ["disp_id"]}]}
]}
JSON
        ;;
      *" joins.financial.loan joins.financial.account joins.financial.district "*)
        cat <<'JSON'
{"trees": [
  {"cost": 2.0, "steps": [
    {"from": "joins.financial.account", "from_columns": ["account_id"], "to": "joins.financial.loan", "to_columns": ["account_id"]},
    {"from": "joins.financial.district", "from_columns": ["district_id"], "to": "joins.financial.account", "to_columns": ["district_id"]}]}
]}
JSON
        ;;
      *" joins.financial.client joins.financial.disp joins.financial.account joins.financial.loan "*)
        echo '{"trees": [{"cost": 3.0, "stps": []}]}'
        ;;
      *)
        echo '{"from": "a", "to": "b", "paths": []}'
        ;;
    esac
    ;;
  serve)
    page1='{\n  \"tables\": [{\"table\": \"joins.financial.client\", \"rank\": 1}, {\"table\": \"joins.financial.district\", \"rank\": 2}, {\"table\": \"joins.financial.trans\", \"rank\": 3}, {\"table\": \"joins.financial.account\", \"rank\": 4}, {\"table\": \"joins.financial.loan\", \"rank\": 5}, {\"table\": \"joins.financial.order\", \"rank\": 6}, {\"table\": \"joins.financial.disp\", \"rank\": 7, \"bridge\": true}, {\"part\": 1, \"parts\": 2, \"text\": \"{\\\"table\\\": \\\"joins.financial.card\\\", \\\"rank\\\": 8, \\\"ev\"}],\n  \"total\": 10,\n  \"next_cursor\": \"c1\"\n}'
    page2='{\n  \"tables\": [{\"part\": 2, \"parts\": 2, \"text\": \"idence\\\": []}\"}, {\"table\": \"joins.superhero.race\", \"rank\": 9}, {\"table\": \"joins.superhero.gender\", \"rank\": 10}],\n  \"total\": 10\n}'
    short='{\n  \"tables\": [{\"table\": \"joins.financial.client\", \"rank\": 1}, {\"table\": \"joins.financial.disp\", \"rank\": 2}, {\"table\": \"joins.financial.account\", \"rank\": 3}],\n  \"total\": 3\n}'
    while IFS= read -r line; do
      id=$(printf '%s\n' "$line" | sed -n 's/^{"jsonrpc": *"2.0", *"id": *\([0-9][0-9]*\).*/\1/p')
      case "$line" in
        *'"method": "initialize"'*)
          printf '{"jsonrpc": "2.0", "id": %s, "result": {"protocolVersion": "2025-06-18", "capabilities": {"tools": {}}, "serverInfo": {"name": "fake", "version": "0"}}}\n' "$id" ;;
        *'"method": "tools/call"'*)
          case "$line" in
            *pension*) printf '{"jsonrpc": "2.0", "id": %s, "result": {"content": [{"type": "text", "text": "no index"}], "isError": true}}\n' "$id" ;;
            *women*) printf '{"jsonrpc": "2.0", "id": %s, "result": {"content": [{"type": "text", "text": "%s"}], "isError": false}}\n' "$id" "$short" ;;
            *'"cursor": "c1"'*) printf '{"jsonrpc": "2.0", "id": %s, "result": {"content": [{"type": "text", "text": "%s"}], "isError": false}}\n' "$id" "$page2" ;;
            *) printf '{"jsonrpc": "2.0", "method": "notifications/message", "params": {"level": "info", "data": "ranking"}}\n'
               printf '{"jsonrpc": "2.0", "id": %s, "result": {"content": [{"type": "text", "text": "%s"}], "isError": false}}\n' "$id" "$page1" ;;
          esac ;;
        *'"id":'*) printf '{"jsonrpc": "2.0", "id": %s, "error": {"code": -32601, "message": "method not found"}}\n' "$id" ;;
      esac
    done
    ;;
  *) echo "unknown command $cmd" >&2; exit 64 ;;
esac
