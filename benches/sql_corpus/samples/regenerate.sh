#!/usr/bin/env bash
# Rebuild benches/sql_corpus/samples/prints/ with the reference producer (dbprint 0.15.0).
#
#   benches/sql_corpus/samples/regenerate.sh [connection ...]   # default: every connection
#
# For each connection: build <connection>_db.duckdb in a temp dir from schemas/<connection>.sql,
# point DBPRINT_<CONNECTION>_DATABASE at it and run `dbprint generate <connection>`.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
expected_exits="0 3"   # ok, drift
# shellcheck source=../../../fixtures/producer.sh
. "$here/../../../fixtures/producer.sh"

conns=("$@")
[ ${#conns[@]} -gt 0 ] || conns=(sakila employees pagila clubdata chinook northwind sqlexamples)

for conn in "${conns[@]}"; do
  upper="$(echo "$conn" | tr '[:lower:]' '[:upper:]')"
  db="$work/${conn}_db.duckdb"   # the stem is the catalog; <conn>_db keeps it apart from a schema of the same name
  rm -f "$db"
  run_sql "$db" "$here/schemas/$conn.sql"
  export "DBPRINT_${upper}_DATABASE=$db"
  rm -rf "$here/prints/$conn"
  generate "$here" "$conn"
  # The producer's reading.md is the reference's own text; ours replaces it.
  cp "$here/../../../docs/guide.md" "$here/prints/$conn/reading.md"
  echo "generated $conn"
done
rm -rf "$here/prints/.dbprint-run"
