#!/usr/bin/env bash
# Rebuild benches/joins/prints/ with the reference producer (dbprint 0.15.0, Python).
#
#   benches/joins/regenerate.sh
#
# One connection, `joins`: build joins.duckdb in a temp dir from sql/*.sql (one DuckDB
# schema per file, applied in the order below), run `dbprint generate`, copy the hand-written
# files from authored/joins/ into the print, then run `dbprint generate --force` so the
# manifest declares them (the database does not change between the runs, so diff.yaml records
# no change). Our reading guide replaces the producer's reading.md, and an offline
# `dbprint check` runs. See README.md.
#
# Needs the reference venv (DBPRINT_REF_VENV, default ~/.cache/dbprint-ref/venv) with
# `dbprint[duckdb]==0.15.0`. The .duckdb file never leaves the temp dir.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
project="$here"
conn=joins
schemas="financial superhero formula_1 student_club hospital_1 adventureworks erp"
expected_exits="0 3"   # ok, drift (every table is new on the first run)
# shellcheck source=../../fixtures/producer.sh
. "$root/fixtures/producer.sh"

sqls=()
for schema in $schemas; do
  sqls+=("$here/sql/$schema.sql")     # the database file's stem is the FQN's first part
done
print_from_sql "$project" "$conn" "${sqls[@]}"
du -sh "$project/prints/$conn" | sed 's/^/print size: /'
