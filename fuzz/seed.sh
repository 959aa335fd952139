#!/usr/bin/env bash
# Fills fuzz/corpus/<target> with seeds from the project's own fixtures: every YAML file of
# the bundled prints (and the schemas' example documents under fixtures/), resource URIs the
# fixture serves, tool argument objects, and a compiled archive of the fixture's `shop`.
#   fuzz/seed.sh            (then: cargo +nightly fuzz run <target>)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/.." && pwd)"
corpus="$here/corpus"
mkdir -p "$corpus"/{yaml_reader,yaml_fast_path,scalar_resolvers,artifact_views,resource_uri,tool_arguments,cursor_decoding,archive_reader,fuzzed_print,sql_check,discovery_arguments,question_analyzer}
# sql_check: every query of the check_query corpus, after a byte that picks the dialect.
python3 - "$root/tests/check_query" "$corpus/sql_check" <<'PY'
import pathlib, re, sys
out = pathlib.Path(sys.argv[2])
n = 0
for f in sorted(pathlib.Path(sys.argv[1]).glob("*.yaml")):
    for block in re.findall(r"  sql: \|\n((?:    .*\n)+)", f.read_text()):
        n += 1
        sql = "".join(line[4:] + "\n" for line in block.splitlines())
        (out / f"query-{n}").write_bytes(bytes([n % 15]) + sql.encode())
# Long and deep shapes (tests/deep_sql.rs) at 10^3 to 10^5 elements, past the check's bounds
# at the largest: run the target with -max_len=600000 for libFuzzer to keep and grow them.
t = "inventory.category"
shapes = {
    "sum": lambda n: f"SELECT {' + '.join(['category_id'] * n)} FROM {t}",
    "or": lambda n: f"SELECT 1 FROM {t} WHERE " + " OR ".join(f"name = 'x{i}'" for i in range(n)),
    "concat": lambda n: f"SELECT {' || '.join(['name'] * n)} FROM {t}",
    "casts": lambda n: f"SELECT category_id{'::INTEGER' * n} FROM {t}",
    "union": lambda n: " UNION ALL ".join(["SELECT 1"] * n),
    "in_list": lambda n: f"SELECT 1 FROM {t} WHERE category_id IN ({','.join(map(str, range(n)))})",
    "case_nest": lambda n: "SELECT " + "CASE WHEN category_id = 1 THEN 1 ELSE " * n + "0" + " END" * n,
    "calls": lambda n: "SELECT " + "abs(" * n + "category_id" + ")" * n + f" FROM {t}",
    "subqueries": lambda n: "SELECT " + "(SELECT " * n + "1" + ")" * n,
}
for name, make in shapes.items():
    for n in (1_000, 10_000, 100_000):
        (out / f"deep-{name}-{n}").write_bytes(b"\x04" + make(n).encode()[:600_000])
PY
n=0
while IFS= read -r -d '' file; do
  n=$((n + 1))
  for target in yaml_reader yaml_fast_path artifact_views fuzzed_print; do
    cp "$file" "$corpus/$target/fixture-$n.yaml"
  done
  grep -h -o ': [^ ].*' "$file" | head -200 | sed 's/^: //' > "$corpus/scalar_resolvers/fixture-$n.txt" || true
done < <(find "$root/fixtures" -name '*.yaml' -print0)
# yaml_fast_path: every print file of the benches' prints too, and, with a Python that has
# PyYAML (DBPRINT_SEED_PYTHON), the damaged copies of yaml_mutations.py (both kinds of damage,
# three seeds) and the documents PyYAML's safe_dump writes in yaml_dump_vs_pyyaml.py.
while IFS= read -r -d '' file; do
  n=$((n + 1)); cp "$file" "$corpus/yaml_fast_path/print-$n.yaml"
done < <(find "$root/benches" -path '*/prints/*' -name '*.yaml' -print0)
if [ -n "${DBPRINT_SEED_PYTHON:-}" ]; then
  for seed in 1 2 3; do
    for damage in random print; do
      "$DBPRINT_SEED_PYTHON" "$root/scripts/yaml_mutations.py" --seed "$seed" --documents 2000 \
        --damage "$damage" --keep "$corpus/yaml_fast_path" >/dev/null
    done
    "$DBPRINT_SEED_PYTHON" "$root/scripts/yaml_dump_vs_pyyaml.py" --seed "$seed" --iterations 2000 \
      --keep "$corpus/yaml_fast_path" >/dev/null
  done
fi
for uri in "dbprint://shop/manifest" "dbprint://shop/shop.sales.orders/statistics" \
  "dbprint://shop/shop.sales.orders/statistics?page=2&version=abc" "dbprint:///reference/spec" \
  "dbprint://shop/shop.sales.orders/relationships_annotations" "dbprint://shop/diff" \
  "dbprint://shop/%2e%2e/%2fetc/passwd/ddl" "dbprint://shop/shop.sales.orders/description?page=0"; do
  n=$((n + 1)); printf '%s' "$uri" > "$corpus/resource_uri/uri-$n"
done
i=0
for args in '{"detail": true}' '{"pattern": "*_id", "cursor": "x"}' '{"table": "shop.sales.orders", "purpose": "query"}' \
  '{"table": "shop.support.ticket", "column": "priority", "text": "urgent"}' '{"document": "spec", "section": "2.2.4"}' \
  '{"classification": "categ*", "candidate_key": true}' '{"table": "../../etc/passwd"}'; do
  for pick in 0 1 2 3 4 5 6; do
    i=$((i + 1)); { printf "\\x$(printf %02x $pick)"; printf '%s' "$args"; } > "$corpus/tool_arguments/args-$i"
  done
done
# discovery_arguments and question_analyzer: every question of the labelled discovery set,
# as a question (and, for discovery_arguments, after a byte sending it to find_tables as the
# question, to find_value as the value or beside one, or as the schema glob), and argument
# objects with a long question, a long value and odd characters.
python3 - "$root/benches/discovery/questions.yaml" "$corpus" <<'PY'
import pathlib, re, sys
out = pathlib.Path(sys.argv[2])
questions = re.findall(r"question: (.+)", pathlib.Path(sys.argv[1]).read_text())
for n, q in enumerate(questions):
    q = q.strip().strip("'\"")
    (out / "question_analyzer" / f"q-{n}").write_bytes(q.encode())
    (out / "discovery_arguments" / f"q-{n}").write_bytes(bytes([2 + 4 * (n % 3)]) + q.encode())
    (out / "discovery_arguments" / f"v-{n}").write_bytes(bytes([3 + 4 * (n % 2)]) + q.encode())
words = " ".join(f"w{n}x" for n in range(3000))
for name, data in [("long", words), ("odd", "rooms\u0000\u202egnidliub\u2066\r\n")]:
    (out / "question_analyzer" / name).write_bytes(data.encode())
    (out / "discovery_arguments" / name).write_bytes(b"\x02" + data.encode())
(out / "discovery_arguments" / "object").write_bytes(b'\x00{"question": "rooms per building", "limit": 3, "schema": "campus.*"}')
PY
# cursor_decoding: an even first byte makes a cursor from the bytes after it; an odd one offers
# the text after it as a cursor.
for seed in '\x00\x2a\0\0\0\0\0\0\0\x03\0\0\0\0\0\0\0{"pattern": "*"}' '\x02\xff\xff\xff\xff\xff\xff\xff\xff' \
  '\x01ZGJwMTpsaXN0X3RhYmxlczowMDAwMDAwMDAwLjAwMDAwMDphYmM6ZGVmOjEyMw' '\x01not a cursor' '\x01'; do
  n=$((n + 1)); printf "$seed" > "$corpus/cursor_decoding/seed-$n"
done
cache="$(mktemp -d)"
DBPRINT_CACHE_DIR="$cache" "$root/target/release/dbprint" serve shop --project "$root/fixtures/project" < <(
  printf '%s\n' '{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"seed","version":"1"}}}' \
    '{"jsonrpc":"2.0","method":"notifications/initialized"}' \
    '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"search_columns","arguments":{"pattern":"*"}}}'
  sleep 2
) > /dev/null 2>&1 || true
find "$cache" -name '*.dbpi' -exec cp {} "$corpus/archive_reader/" \;
rm -rf "$cache"
echo "seeded $(find "$corpus" -type f | wc -l) files under $corpus"
