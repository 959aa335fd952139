#!/usr/bin/env bash
# Rebuild benches/sql_corpus/benchmarks/prints/ with the reference producer (dbprint 0.15.0).
#
#   benches/sql_corpus/benchmarks/regenerate.sh
#
# For each connection (tpch, tpcds, tpcds_bq): build a DuckDB file from schemas/<conn>.sql in a temp dir
# and run `dbprint generate`. tpcds_bq is schemas/tpcds.sql run inside the schema
# tpcds_2t_baseline, the BigQuery dataset the training-data-analyst queries name. schemas/*.sql are written by tools/gen_schema.py (see its header);
# this script only reads them. The .duckdb files never leave the temp dir.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
expected_exits="0 3"   # ok, drift
# shellcheck source=../../../fixtures/producer.sh
. "$here/../../../fixtures/producer.sh"

rm -rf "$here/prints"
{ printf 'CREATE SCHEMA tpcds_2t_baseline;\nUSE tpcds_2t_baseline;\n\n'; cat "$here/schemas/tpcds.sql"; } \
  > "$work/tpcds_bq.sql"
for conn in tpch tpcds tpcds_bq; do
  db="$work/$conn.duckdb"
  sql="$here/schemas/$conn.sql"
  [ "$conn" = tpcds_bq ] && sql="$work/tpcds_bq.sql"
  run_sql "$db" "$sql"
  export "DBPRINT_${conn^^}_DATABASE=$db"
  generate "$here" "$conn"
done
# Hand edit, as fixtures/regenerate.sh does: the producer's reading.md is the reference's own
# text; ours replaces it.
for conn in tpch tpcds tpcds_bq; do
  cp "$here/../../../docs/guide.md" "$here/prints/$conn/reading.md"
done
rm -rf "$here/prints/.dbprint-run"

# Offline validation of each print.
for conn in tpch tpcds tpcds_bq; do
  rc=0
  "$dbprint" check "$conn" --project "$here" --no-tui --quiet || rc=$?
  echo "dbprint check $conn: exit $rc"
done
