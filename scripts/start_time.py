"""Times `dbprint serve` from its start to its `initialize` reply, as an editor starting a
new server process meets it: each start a new process over stdio (`--no-warm`, so nothing
but the start is measured), its median, least and most over N starts.

    python3 scripts/start_time.py --bin target/release/dbprint --project fixtures/project [-n 15]
"""

import argparse
import json
import subprocess
import time

INITIALIZE = {
    "jsonrpc": "2.0",
    "id": 1,
    "method": "initialize",
    "params": {
        "protocolVersion": "2025-06-18",
        "capabilities": {},
        "clientInfo": {"name": "start_time", "version": "1"},
    },
}


def one(binary, project):
    began = time.perf_counter()
    server = subprocess.Popen(
        [binary, "serve", "--project", project, "--no-warm"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
    )
    server.stdin.write((json.dumps(INITIALIZE) + "\n").encode())
    server.stdin.flush()
    reply = server.stdout.readline()
    took = (time.perf_counter() - began) * 1000
    server.stdin.close()
    server.wait()
    if b'"result"' not in reply:
        raise SystemExit(f"no initialize result: {reply!r}")
    return took


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--bin", required=True)
    ap.add_argument("--project", required=True)
    ap.add_argument("-n", type=int, default=15)
    args = ap.parse_args()
    times = sorted(one(args.bin, args.project) for _ in range(args.n))
    print(f"start + initialize over {args.n} starts: median {times[len(times) // 2]:.1f} ms, "
          f"least {times[0]:.1f} ms, most {times[-1]:.1f} ms")


if __name__ == "__main__":
    main()
