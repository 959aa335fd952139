"""A project of many large connections as a new user meets it, two phases over one cache:

1. cold: `serve` with the warm-up on an empty cache, left alone until every connection's
   archive and discovery companions are kept (or --cold-limit seconds), sampling the
   process's resident memory (anonymous, and file-backed: the mapped archives) every 100 ms;
2. fresh: a new `serve` (no warm-up) over the compiled archives asked one `find_tables`
   on each connection in turn, the whole run timed, then its resident memory while all are
   held.

    python3 scripts/connections_at_scale.py --bin target/release/dbprint --project P [--cache DIR]

P is a project of several connections (../shared/bench/scale_print.py --connections 10).
"""

import argparse
import json
import os
import shutil
import subprocess
import tempfile
import threading
import time


def resident(pid):
    """(anonymous, file-backed, peak) resident MiB of process `pid`, from /proc."""
    fields = {}
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            key, _, value = line.partition(":")
            if key in ("RssAnon", "RssFile", "VmHWM"):
                fields[key] = int(value.split()[0]) / 1024
    return fields.get("RssAnon", 0), fields.get("RssFile", 0), fields.get("VmHWM", 0)


class Server:
    def __init__(self, binary, project, cache, warm):
        args = [binary, "serve", "--project", project] + ([] if warm else ["--no-warm"])
        self.process = subprocess.Popen(
            args, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
            env=dict(os.environ, DBPRINT_CACHE_DIR=cache))
        self.next = 0
        self.request("initialize", {"protocolVersion": "2025-06-18", "capabilities": {},
                                    "clientInfo": {"name": "scale", "version": "1"}})
        self.send({"jsonrpc": "2.0", "method": "notifications/initialized"})

    def send(self, message):
        self.process.stdin.write((json.dumps(message) + "\n").encode())
        self.process.stdin.flush()

    def request(self, method, params):
        self.next += 1
        self.send({"jsonrpc": "2.0", "id": self.next, "method": method, "params": params})
        while True:
            reply = json.loads(self.process.stdout.readline())
            if reply.get("id") == self.next:
                return reply

    def stop(self):
        self.process.kill()
        self.process.wait()


def kept(cache):
    home = os.path.join(cache, "dbprint-index")
    names = os.listdir(home) if os.path.isdir(home) else []
    ours = [n for n in names if not n.startswith(".")]
    return tuple(sum(n.endswith(s) for n in ours) for s in (".dbpi", ".find", ".values"))


def connections(project):
    names, inside = [], False
    with open(os.path.join(project, ".dbprint.yaml")) as config:
        for line in config:
            if line.startswith("connections:"):
                inside = True
            elif inside and line.startswith("  ") and not line.startswith("   ") and line.strip().endswith(":"):
                names.append(line.strip()[:-1])
            elif inside and line.strip() and not line.startswith(" "):
                inside = False
    return names


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--bin", required=True)
    ap.add_argument("--project", required=True)
    ap.add_argument("--cache")
    ap.add_argument("--cold-limit", type=float, default=1200)
    args = ap.parse_args()
    names = connections(args.project)
    cache = args.cache or tempfile.mkdtemp(prefix="dbprint-scale-")
    try:
        server = Server(args.bin, args.project, cache, warm=True)
        began, most_anon, most_file = time.perf_counter(), 0.0, 0.0
        while time.perf_counter() - began < args.cold_limit:
            anon, mapped, _ = resident(server.process.pid)
            most_anon, most_file = max(most_anon, anon), max(most_file, mapped)
            if min(kept(cache)) >= len(names):
                break
            time.sleep(0.1)
        cold = time.perf_counter() - began
        _, _, peak = resident(server.process.pid)
        server.stop()
        print(f"cold: {len(names)} connections compiled with their companions in {cold:.1f} s; "
              f"resident peak {peak:.0f} MiB (anonymous at most {most_anon:.0f} MiB, "
              f"file-backed at most {most_file:.0f} MiB); kept {kept(cache)}")
        fresh = Server(args.bin, args.project, cache, warm=False)
        began = time.perf_counter()
        for name in names:
            reply = fresh.request("tools/call", {"name": "find_tables", "arguments": {
                "question": "which accessions were collected in the garden", "connection": name}})
            if reply["result"].get("isError"):
                raise SystemExit(f"{name}: {reply}")
        took = time.perf_counter() - began
        anon, mapped, peak = resident(fresh.process.pid)
        fresh.stop()
        print(f"fresh: one find_tables on each of {len(names)} connections in {took:.2f} s; "
              f"resident then {anon:.0f} MiB anonymous + {mapped:.0f} MiB file-backed "
              f"(peak {peak:.0f} MiB)")
    finally:
        if not args.cache:
            shutil.rmtree(cache, ignore_errors=True)


if __name__ == "__main__":
    main()
