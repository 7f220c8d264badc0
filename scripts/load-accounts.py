#!/usr/bin/env python3
"""Fires many registrations and logins at once at a Pigeonpost server and reports how each
was answered and how much memory the server used (issue 14, finding 1).

Every answer must be 2xx/3xx, 4xx (429 included) or 503: any other 5xx, or a request left
unanswered, fails the run (exit status 1). The server's resident memory is sampled from
/proc/PID/status while the load runs; the target is a peak under 300 MB.

    scripts/load-accounts.py --binary target/release/pigeonpost [--clients 1000]
        starts that server on a fresh database in a temporary folder, loads it, stops it;
    scripts/load-accounts.py --base http://127.0.0.1:8080 [--pid PID]
        loads a server that is already running (memory only with --pid).

Each client connects from its own loopback address (127.0.x.y; Linux routes all of
127.0.0.0/8 locally) so that the per-address limits treat them as separate clients, as
clients on the internet would be. Against a non-loopback server, --same-address sends all
from one. Only the Python standard library is needed.
"""

import argparse
import http.client
import os
import re
import socket
import subprocess
import sys
import tempfile
import threading
import time
import urllib.parse

CSRF_INPUT = re.compile(r'name="csrf" value="([0-9a-f]{64})"')


def client_address(i):
    return "127.0.%d.%d" % (1 + i // 250, 1 + i % 250)


def rss_kb(pid, field="VmRSS"):
    try:
        with open("/proc/%d/status" % pid) as f:
            for line in f:
                if line.startswith(field + ":"):
                    return int(line.split()[1])
    except OSError:
        pass
    return 0


class Sampler(threading.Thread):
    """Samples the server's VmRSS every 20 ms and keeps the peak."""

    def __init__(self, pid):
        super().__init__(daemon=True)
        self.pid, self.peak, self.running = pid, 0, True

    def run(self):
        while self.running:
            self.peak = max(self.peak, rss_kb(self.pid))
            time.sleep(0.02)


def one_client(i, args, ready, go, results):
    """GET /login for the CSRF cookie and token, wait for everyone, then POST."""
    url = urllib.parse.urlsplit(args.base)
    source = None if args.same_address else (client_address(i), 0)
    try:
        conn = http.client.HTTPConnection(url.hostname, url.port or 80, timeout=120,
                                          source_address=source)
        conn.request("GET", "/login")
        page = conn.getresponse()
        body = page.read().decode("utf-8", "replace")
        cookies = [c.split(";")[0] for c in page.headers.get_all("Set-Cookie") or []]
        token = CSRF_INPUT.search(body).group(1)
        kind = i % 4
        if kind < 2:
            path, form = "/register", {"username": "lo_%d" % i,
                                       "email": "lo_%d@example.org" % i,
                                       "password": "correct horse"}
        else:
            # Half the logins right, half wrong, on two accounts made beforehand.
            path = "/login"
            form = {"name": "lo_alice" if kind == 2 else "lo_bob",
                    "password": "correct horse" if kind == 2 else "wrong password"}
        form["csrf"] = token
        data = urllib.parse.urlencode(form)
        headers = {"Content-Type": "application/x-www-form-urlencoded",
                   "Cookie": "; ".join(cookies)}
    except Exception as e:  # noqa: BLE001 - any failure to prepare is reported
        ready.wait()
        results[i] = ("prepare failed: %s" % e, 0.0)
        return
    ready.wait()
    go.wait()
    start = time.monotonic()
    try:
        conn.request("POST", path, body=data, headers=headers)
        answer = conn.getresponse()
        answer.read()
        results[i] = (answer.status, time.monotonic() - start)
    except Exception as e:  # noqa: BLE001
        results[i] = ("failed: %s" % e, time.monotonic() - start)
    finally:
        conn.close()


def make_accounts(args):
    """Registers lo_alice and lo_bob from an address of their own."""
    url = urllib.parse.urlsplit(args.base)
    for name in ("lo_alice", "lo_bob"):
        source = None if args.same_address else ("127.0.250.%d" % (1 + len(name) % 200), 0)
        conn = http.client.HTTPConnection(url.hostname, url.port or 80, timeout=60,
                                          source_address=source)
        conn.request("GET", "/register")
        page = conn.getresponse()
        body = page.read().decode()
        cookies = [c.split(";")[0] for c in page.headers.get_all("Set-Cookie") or []]
        form = urllib.parse.urlencode({"csrf": CSRF_INPUT.search(body).group(1),
                                       "username": name, "email": name + "@example.org",
                                       "password": "correct horse"})
        conn.request("POST", "/register", body=form,
                     headers={"Content-Type": "application/x-www-form-urlencoded",
                              "Cookie": "; ".join(cookies)})
        answer = conn.getresponse()
        answer.read()
        if answer.status not in (200, 303, 409):
            sys.exit("could not register %s: %d" % (name, answer.status))
        conn.close()


def start_server(binary, workdir):
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    base = "http://127.0.0.1:%d" % port
    env = dict(os.environ,
               PIGEONPOST_ADDR="127.0.0.1:%d" % port,
               PIGEONPOST_DATABASE=os.path.join(workdir, "load.db"),
               PIGEONPOST_BASE_URL=base,
               PIGEONPOST_MAIL_DIR=os.path.join(workdir, "mail"),
               RUST_LOG="pigeonpost=warn")
    static = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "crates", "web", "static")
    env.setdefault("PIGEONPOST_STATIC_DIR", static)
    server = subprocess.Popen([binary], env=env, stdout=subprocess.DEVNULL)
    for _ in range(200):
        try:
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
            return server, base
        except OSError:
            time.sleep(0.05)
    server.kill()
    sys.exit("the server did not start listening")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--binary", help="start this pigeonpost binary on a fresh database")
    parser.add_argument("--base", help="URL of a running server")
    parser.add_argument("--pid", type=int, help="process id of the running server")
    parser.add_argument("--clients", type=int, default=1000)
    parser.add_argument("--same-address", action="store_true")
    args = parser.parse_args()
    if bool(args.binary) == bool(args.base):
        parser.error("give either --binary or --base")

    server, workdir = None, None
    if args.binary:
        workdir = tempfile.TemporaryDirectory()
        server, args.base = start_server(args.binary, workdir.name)
        args.pid = server.pid
    try:
        make_accounts(args)
        before = rss_kb(args.pid) if args.pid else 0
        sampler = Sampler(args.pid) if args.pid else None
        results = [None] * args.clients
        ready = threading.Barrier(args.clients + 1)
        go = threading.Event()
        threads = [threading.Thread(target=one_client, args=(i, args, ready, go, results))
                   for i in range(args.clients)]
        for t in threads:
            t.start()
        ready.wait()
        if sampler:
            sampler.start()
        started = time.monotonic()
        go.set()
        for t in threads:
            t.join()
        elapsed = time.monotonic() - started
        time.sleep(0.5)
        after = rss_kb(args.pid) if args.pid else 0
        if sampler:
            sampler.running = False
            sampler.join()
    finally:
        if server:
            server.terminate()
            server.wait()

    counts, bad = {}, []
    for status, _ in results:
        counts[status] = counts.get(status, 0) + 1
        if not isinstance(status, int) or (status >= 500 and status != 503):
            bad.append(status)
    latencies = sorted(t for _, t in results)
    print("%d parallel registrations and logins in %.2f s" % (args.clients, elapsed))
    print("answers: %s" % ", ".join("%s: %d" % kv for kv in sorted(counts.items(), key=str)))
    print("latency p50 %.0f ms, p99 %.0f ms, max %.0f ms" % (
        1000 * latencies[len(latencies) // 2], 1000 * latencies[len(latencies) * 99 // 100],
        1000 * latencies[-1]))
    if args.pid:
        print("server resident memory: %.1f MB before, peak %.1f MB, %.1f MB after" % (
            before / 1024, sampler.peak / 1024, after / 1024))
    if bad:
        print("FAIL: %d answers were neither 2xx/3xx, 4xx nor 503: %s" % (len(bad), bad[:5]))
        return 1
    if args.pid and sampler.peak > 300 * 1024:
        print("FAIL: the server's peak resident memory is over 300 MB")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
