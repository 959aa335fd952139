"""Writes a built bundle's SHA-256 into server.json's mcpb package entry (fileSha256), as the
release workflow does for the bundle it attaches, and checks server.json against the MCP
Registry's schema (packaging/server.schema.json, see packaging/README.md).

    python3 packaging/stamp.py --check [SERVER_JSON]
    python3 packaging/stamp.py --bundle FILE.mcpb [SERVER_JSON] [--out PATH]

Needs the jsonschema package. Exits 1 when server.json does not validate.
"""

import argparse
import hashlib
import json
import os
import sys

import jsonschema

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)


def validate(server):
    with open(os.path.join(HERE, "server.schema.json"), encoding="utf-8") as f:
        schema = json.load(f)
    jsonschema.validate(server, schema)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("server_json", nargs="?", default=os.path.join(ROOT, "server.json"))
    ap.add_argument("--bundle")
    ap.add_argument("--out")
    ap.add_argument("--check", action="store_true")
    args = ap.parse_args()
    with open(args.server_json, encoding="utf-8") as f:
        server = json.load(f)
    if args.bundle:
        with open(args.bundle, "rb") as f:
            digest = hashlib.sha256(f.read()).hexdigest()
        bundles = [p for p in server["packages"] if p["registryType"] == "mcpb"]
        if len(bundles) != 1:
            sys.exit(f"server.json has {len(bundles)} mcpb packages; expected one")
        bundles[0]["fileSha256"] = digest
        with open(args.out or args.server_json, "w", encoding="utf-8") as f:
            json.dump(server, f, indent=2, ensure_ascii=False)
            f.write("\n")
        print(f"fileSha256 {digest} ({os.path.basename(args.bundle)})")
    try:
        validate(server)
    except jsonschema.ValidationError as e:
        print(f"server.json does not validate: {e.message} at {list(e.absolute_path)}", file=sys.stderr)
        return 1
    print("server.json validates against the registry's schema")
    return 0


if __name__ == "__main__":
    sys.exit(main())
