"""Times a call's cold build of one connection with the warm-up building another meanwhile,
against the same build alone: a fresh cache each run, `serve` started, then one
`search_columns` on CONNECTION (not the first the warm-up builds) timed to its answer.
`alone` starts the server with --no-warm; `warm` without. Alternate them, several runs each.

    python3 scripts/warm_yield.py --bin target/release/dbprint --project P --connection C [-n 4]

P is a project of two or more large connections (../shared/bench/scale_print.py
--connections 2 grows one).
"""

import argparse
import json
import os
import shutil
import subprocess
import tempfile
import time


def one(binary, project, connection, warm):
    cache = tempfile.mkdtemp(prefix="dbprint-warm-yield-")
    try:
        args = [binary, "serve", "--project", project] + ([] if warm else ["--no-warm"])
        server = subprocess.Popen(
            args,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            env=dict(os.environ, DBPRINT_CACHE_DIR=cache),
        )

        def send(message):
            server.stdin.write((json.dumps(message) + "\n").encode())
            server.stdin.flush()

        send({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
            "protocolVersion": "2025-06-18", "capabilities": {},
            "clientInfo": {"name": "warm_yield", "version": "1"}}})
        server.stdout.readline()
        send({"jsonrpc": "2.0", "method": "notifications/initialized"})
        time.sleep(0.3)
        began = time.perf_counter()
        send({"jsonrpc": "2.0", "id": 2, "method": "tools/call", "params": {
            "name": "search_columns",
            "arguments": {"pattern": "zzz_matches_nothing", "connection": connection}}})
        while json.loads(server.stdout.readline()).get("id") != 2:
            pass
        took = time.perf_counter() - began
        server.kill()
        server.wait()
        return took
    finally:
        shutil.rmtree(cache, ignore_errors=True)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--bin", required=True)
    ap.add_argument("--project", required=True)
    ap.add_argument("--connection", required=True)
    ap.add_argument("-n", type=int, default=4)
    args = ap.parse_args()
    runs = {"alone": [], "warm": []}
    for _ in range(args.n):
        for mode in runs:
            runs[mode].append(one(args.bin, args.project, args.connection, mode == "warm"))
    for mode, times in runs.items():
        times.sort()
        print(f"{mode}: median {times[len(times) // 2]:.2f} s "
              f"(least {times[0]:.2f}, most {times[-1]:.2f}) over {len(times)}")
    alone = sorted(runs["alone"])[args.n // 2]
    warm = sorted(runs["warm"])[args.n // 2]
    print(f"warm / alone: {warm / alone:.2f}x")


if __name__ == "__main__":
    main()
