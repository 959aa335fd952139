#!/usr/bin/env bash
# Rebuild benches/sql_corpus/enterprise/prints/ with the reference producer (dbprint 0.15.0).
#
#   benches/sql_corpus/enterprise/regenerate.sh [connection ...]   # default: every connection
#
# For each connection: build a DuckDB file from schemas/<connection>.sql in a temp dir (the file's
# stem is the FQN's first part), export DBPRINT_<CONNECTION>_DATABASE, run `dbprint generate`.
# The schema scripts devgym.sql and hr.sql are themselves generated (tools/build_devgym.py,
# tools/build_hr.py) from the source repositories; see SOURCES.md.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
expected_exits="0 3"   # ok, drift
# shellcheck source=../../../fixtures/producer.sh
. "$here/../../../fixtures/producer.sh"

conns=("$@")
[ ${#conns[@]} -gt 0 ] || conns=(devgym hr co sh oe adventureworks northwind)
for conn in "${conns[@]}"; do
  upper="$(echo "$conn" | tr '[:lower:]' '[:upper:]')"
  db="$work/$conn.duckdb"
  run_sql "$db" "$here/schemas/$conn.sql"
  export "DBPRINT_${upper}_DATABASE=$db"
  rm -rf "$here/prints/$conn"
  generate "$here" "$conn"
  # The producer's reading.md is the reference's own text; ours replaces it.
  cp "$here/../../../docs/guide.md" "$here/prints/$conn/reading.md"
done
rm -rf "$here/prints/.dbprint-run"
