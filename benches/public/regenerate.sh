#!/usr/bin/env bash
# Rebuild benches/public/prints/ with the reference producer (dbprint 0.15.0, Python).
#
#   benches/public/regenerate.sh
#
# One connection, `defog`: build defog.duckdb in a temp dir from sql/*.sql (one DuckDB schema
# per defog-data database, applied in the order below), run `dbprint generate`, then
# `dbprint generate --force` as every bench print is made (fixtures/producer.sh's
# print_from_sql). Nothing hand-written is added: this set takes the upstream schemas and data as
# they are, so the authored directory print_from_sql copies in is an empty one in the temp dir.
# Our reading guide replaces the producer's reading.md, and an offline `dbprint check` runs.
# See README.md. sql/ itself is made by make_sql.py from defog-data; questions.yaml by
# make_questions.py from sql-eval.
#
# Needs the reference venv (DBPRINT_REF_VENV, default ~/.cache/dbprint-ref/venv) with
# `dbprint[duckdb]==0.15.0`. The .duckdb file never leaves the temp dir.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
project="$here"
conn=defog
schemas="academic advising atis broker car_dealership derm_treatment ewallet geography restaurants scholar yelp"
expected_exits="0 3"   # ok, drift (every table is new on the first run)
# shellcheck source=../../fixtures/producer.sh
. "$root/fixtures/producer.sh"

sqls=()
for schema in $schemas; do
  sqls+=("$here/sql/$schema.sql")     # the database file's stem is the FQN's first part
done
mkdir -p "$work/authored/$conn"       # no hand-written files
here="$work" print_from_sql "$project" "$conn" "${sqls[@]}"
du -sh "$project/prints/$conn" | sed 's/^/print size: /'
