#!/usr/bin/env bash
# Rebuild prints/ for the `warehouses` group with the reference producer (dbprint 0.15.0).
#
#   benches/sql_corpus/warehouses/regenerate.sh [connection...]
#
# For each connection: build a DuckDB file named after it from schemas/<conn>.sql in a temp
# dir (so the catalog name is the connection name, e.g. tb_101), then `dbprint generate`.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
expected_exits="0 3"   # ok, drift
# shellcheck source=../../../fixtures/producer.sh
. "$here/../../../fixtures/producer.sh"

if [ "$#" -gt 0 ]; then connections=("$@"); else connections=(tb_101 jaffle); fi

for conn in "${connections[@]}"; do
  rm -rf "$here/prints/$conn"
  db="$work/$conn.duckdb"
  run_sql "$db" "$here/schemas/$conn.sql"
  export "DBPRINT_${conn^^}_DATABASE=$db"
  generate "$here" "$conn"
  # The producer's reading.md is the reference's own text; ours replaces it.
  cp "$here/../../../docs/guide.md" "$here/prints/$conn/reading.md"
done
rm -rf "$here/prints/.dbprint-run"
