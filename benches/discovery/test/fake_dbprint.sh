#!/bin/sh
# A stand-in for `dbprint` that prints canned JSON, to test scripts/discovery_eval.py's parsing
# and scoring without the real commands (benches/discovery/README.md, "Testing the scorer"):
#
#   python3 scripts/discovery_eval.py --bin benches/discovery/test/fake_dbprint.sh \
#       --project benches/discovery --only tpch-00
#
# find: ranks region, nation, customer for any question (ranks out of order, to test sorting),
#       exits 2 for questions mentioning "clerk", prints non-JSON for "urgent".
# find-value: answers samples.tpch.customer.c_mktsegment first, then region.r_name; fails for
#       values containing "#".
cmd="$1"; arg="$2"
case "$cmd" in
  find)
    case "$arg" in
      *clerk*) echo "error: no index for this project" >&2; exit 2 ;;
      *urgent*) echo "not json"; exit 0 ;;
    esac
    cat <<'JSON'
{"tables": [
  {"table": "samples.tpch.nation", "rank": 2, "score": 0.8},
  {"table": "samples.tpch.region", "rank": 1, "score": 0.9},
  {"table": "samples.tpch.customer", "rank": 3, "score": 0.5},
  {"table": "samples.tpch.orders", "rank": 11, "score": 0.1}
]}
JSON
    ;;
  find-value)
    case "$arg" in
      *'#'*) echo "boom" >&2; exit 1 ;;
    esac
    cat <<'JSON'
{"columns": [
  {"table": "samples.tpch.customer", "column": "c_mktsegment", "count": 300},
  {"table": "samples.tpch.region", "column": "r_name", "count": 1}
]}
JSON
    ;;
  *) echo "unknown command $cmd" >&2; exit 64 ;;
esac
