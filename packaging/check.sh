#!/usr/bin/env bash
# The install routes, tried as a user would (run by .ci/run; any failure exits non-zero):
#
#   packaging/check.sh SDK_PYTHON
#
# 1. The wheel: built with maturin in release mode, installed into a fresh virtual environment,
#    started from its installed `dbprint-mcp` command with PATH stripped of any Rust toolchain,
#    and called over stdio by the official Python SDK (tests/clients/sdk_client.py: tools/list,
#    every tool, a resource).
# 2. The bundle: packaging/mcpb/manifest.json with that binary, validated and packed with the
#    bundle tool from the npm registry (@anthropic-ai/mcpb), unpacked into a temp dir, and its
#    binary started and called the same way.
# 3. server.json: validated against the MCP Registry's schema, as committed and stamped with
#    the bundle just built (packaging/stamp.py).
# The binary carries the Apache-2.0 embedding table (NOTICE), so the wheel and the bundle must
# each declare "MIT AND Apache-2.0" (the wheel's METADATA, the bundle's manifest) and ship
# NOTICE and the Apache text as committed; either lacking exits 1 saying which.
# Prints the wheel's and the bundle's sizes and each start-to-first-answer time.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/.." && pwd)"
sdk="${1:?usage: packaging/check.sh SDK_PYTHON}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
version="$(sed -n 's/^version = "\(.*\)"/\1/p' "$root/Cargo.toml" | head -1)"
project="$root/fixtures/project"
apache="$root/crates/embed/model/LICENSE-APACHE-2.0"

# ARTEFACT DECLARED DIR: ARTEFACT declares the licence DECLARED, and DIR (the wheel's
# .dist-info, the unpacked bundle) holds LICENSE-MIT, NOTICE and LICENSE-APACHE-2.0 as committed.
licences() {
  local artefact="$1" declared="$2" dir="$3" name found
  echo "$artefact: licence \"$declared\""
  if [ "$declared" != "MIT AND Apache-2.0" ]; then
    echo "$artefact declares \"$declared\", not \"MIT AND Apache-2.0\": the binary carries the Apache-2.0 model (NOTICE)" >&2
    exit 1
  fi
  for committed in "$root/LICENSE-MIT" "$root/NOTICE" "$apache"; do
    name="$(basename "$committed")"
    found="$(find "$dir" -type f -name "$name" -print -quit)"
    if [ -z "$found" ] || ! cmp -s "$committed" "$found"; then
      echo "$artefact lacks $name (${committed#"$root"/}) as committed${found:+ (its ${found#"$dir"/} differs)}" >&2
      exit 1
    fi
    echo "$artefact: ${found#"$dir"/}"
  done
}

python3 -m venv "$work/build"
"$work/build/bin/pip" install -q "maturin>=1.9,<2" "jsonschema>=4"
(cd "$root" && "$work/build/bin/maturin" build --release --out "$work/wheels" --quiet)
wheel="$(ls "$work"/wheels/dbprint_mcp-"$version"-*.whl)"
echo "wheel: $(basename "$wheel"), $(du -k "$wheel" | cut -f1) KiB"
python3 -m zipfile -e "$wheel" "$work/wheel"
licences wheel "$(sed -n 's/^License-Expression: //p' "$work"/wheel/*.dist-info/METADATA)" "$work"/wheel/*.dist-info

python3 -m venv "$work/user"
"$work/user/bin/pip" install -q "$wheel"
bare="$work/user/bin:/usr/bin:/bin"
if env PATH="$bare" sh -c 'command -v cargo || command -v rustc' >/dev/null; then
  echo "PATH still reaches a Rust toolchain: the wheel test would prove nothing" >&2
  exit 1
fi
env PATH="$bare" "$sdk" "$root/tests/clients/sdk_client.py" stdio \
  "$work/user/bin/dbprint-mcp" serve --project "$project" shop

npm install --silent --prefix "$work/mcpb" @anthropic-ai/mcpb@2.1.2 >/dev/null
mcpb="$work/mcpb/node_modules/.bin/mcpb"
stage="$work/stage"
mkdir -p "$stage/server"
sed "s/\"version\": \"[^\"]*\"/\"version\": \"$version\"/" "$here/mcpb/manifest.json" > "$stage/manifest.json"
cp "$work/user/bin/dbprint-mcp" "$stage/server/dbprint-mcp"
cp "$root/LICENSE-MIT" "$root/NOTICE" "$apache" "$stage/"
"$mcpb" validate "$stage/manifest.json"
bundle="$work/dbprint-mcp-$version-linux-x86_64.mcpb"
"$mcpb" pack "$stage" "$bundle" >/dev/null
echo "bundle: $(basename "$bundle"), $(du -k "$bundle" | cut -f1) KiB"
"$mcpb" unpack "$bundle" "$work/unpacked" >/dev/null
licences bundle "$(python3 -c 'import json, sys; print(json.load(open(sys.argv[1])).get("license", ""))' "$work/unpacked/manifest.json")" "$work/unpacked"
chmod +x "$work/unpacked/server/dbprint-mcp"
env PATH="$bare" "$sdk" "$root/tests/clients/sdk_client.py" stdio \
  "$work/unpacked/server/dbprint-mcp" serve --project "$project" shop

"$work/build/bin/python" "$here/stamp.py" --check "$root/server.json"
"$work/build/bin/python" "$here/stamp.py" --bundle "$bundle" "$root/server.json" --out "$work/server.json"
