#!/usr/bin/env python3
"""Checks the JSON API against its own OpenAPI document with schemathesis.

Starts the real server (the binary given as the first argument) on a fresh SQLite
database in a temporary folder, registers two players through the pages as a browser
would, makes a `play` token for one on the account page, starts a game between them (so
that some ids name something), and runs

    schemathesis run http://127.0.0.1:PORT/api/v1/openapi.json -H "Authorization: Bearer ..."

with a bounded number of examples per operation. Exits non-zero when schemathesis finds
a failure: a 5xx, a status, content type, header or body the document does not
describe, a request the schema forbids that was accepted, an operation that answers
without a token, a method it does not list that is not refused with 405 (see CHECKS).

The event stream (`/games/{id}/events`) is left out: it never ends, and schemathesis
reads every answer to its end. The HTTP suite tests it (tests/http/api.rs).

Usage: api-schema-check.py PATH/TO/pigeonpost [SCHEMATHESIS] [EXTRA SCHEMATHESIS ARGS...]
"""

import html
import http.cookiejar
import os
import re
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.parse
import urllib.request

# Examples per operation: enough to try every operation's refusals and a few of its
# documents, within about two minutes on two cores.
MAX_EXAMPLES = int(os.environ.get("PIGEONPOST_SCHEMA_EXAMPLES", "150"))
# Every check but one: `positive_data_acceptance` expects any request the schema allows
# to succeed, but a schema-valid move is most often illegal, and schema-valid time
# controls may be out of the ranges the form allows (which depend on the kind): both are
# rightly refused with 422, which the document says.
CHECKS = os.environ.get("PIGEONPOST_SCHEMA_CHECKS", "all")
EXCLUDED = os.environ.get("PIGEONPOST_SCHEMA_EXCLUDED", "positive_data_acceptance")


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Browser:
    """A cookie-keeping client that posts forms with the page's anti-forgery token."""

    def __init__(self, base):
        self.base = base
        self.opener = urllib.request.build_opener(
            urllib.request.HTTPCookieProcessor(http.cookiejar.CookieJar())
        )
        self.csrf = None

    def get(self, path):
        with self.opener.open(self.base + path, timeout=30) as r:
            body = r.read().decode()
        self._token(body)
        return body

    def post(self, path, fields):
        data = urllib.parse.urlencode([("csrf", self.csrf)] + list(fields.items()))
        request = urllib.request.Request(self.base + path, data=data.encode())
        with self.opener.open(request, timeout=30) as r:
            body = r.read().decode()
            url = r.geturl()
        self._token(body)
        return url, body

    def _token(self, body):
        m = re.search(r'name="csrf" value="([^"]+)"', body)
        if m:
            self.csrf = m.group(1)


def wait_ready(base, server):
    # Two minutes: CI starts it beside the test suite, on a busy machine.
    deadline = time.time() + 120
    while time.time() < deadline:
        if server.poll() is not None:
            sys.exit(f"the server exited with {server.returncode}")
        try:
            with urllib.request.urlopen(base + "/api/v1/openapi.json", timeout=2):
                return
        except OSError:
            time.sleep(0.1)
    sys.exit("the server did not answer within 120 s")


def register(base, name):
    b = Browser(base)
    b.get("/register")
    b.post(
        "/register",
        {"username": name, "email": f"{name}@example.org", "password": "correct horse"},
    )
    return b


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    binary = os.path.abspath(sys.argv[1])
    schemathesis = sys.argv[2] if len(sys.argv) > 2 else shutil.which("schemathesis")
    extra = sys.argv[3:]
    if not schemathesis:
        sys.exit("schemathesis not found: give its path as the second argument")
    work = tempfile.mkdtemp(prefix="pigeonpost-schema-")
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    server = subprocess.Popen(
        [
            binary,
            "serve",
            "--addr",
            f"127.0.0.1:{port}",
            "--database",
            os.path.join(work, "schema.db"),
            "--base-url",
            base,
            "--mail-dir",
            os.path.join(work, "mail"),
            # schemathesis sends thousands of requests with one token, and creates
            # games: neither limit is what is being checked here.
            "--api-requests-per-minute",
            "1000000",
            "--api-burst",
            "1000000",
            "--invitations-per-hour",
            "100000",
        ],
        stdout=open(os.path.join(work, "server.log"), "w"),
        stderr=subprocess.STDOUT,
    )
    try:
        wait_ready(base, server)
        alice = register(base, "alice")
        bob = register(base, "bob")
        _, page = alice.post("/account/tokens", {"name": "schemathesis", "scope": "play"})
        m = re.search(r'id="token-secret">([^<]+)</code>', page)
        if not m:
            sys.exit("no token on the account page after making one")
        token = html.unescape(m.group(1))
        url, _ = alice.post(
            "/games", {"variant": "chess", "color": "white", "opponent": "bob"}
        )
        game = url.rsplit("/", 1)[-1]
        bob.post(f"/games/{game}/accept", {})
        command = [
            schemathesis,
            "run",
            f"{base}/api/v1/openapi.json",
            "--header",
            f"Authorization: Bearer {token}",
            "--checks",
            CHECKS,
            "--exclude-checks",
            EXCLUDED,
            "--max-examples",
            str(MAX_EXAMPLES),
            "--exclude-path-regex",
            "/events$",
            "--phases",
            "examples,coverage,fuzzing",
            "--request-timeout",
            "20",
            "--seed",
            os.environ.get("PIGEONPOST_SCHEMA_SEED", "19"),
            "--no-color",
            "--warnings",
            "off",
            *extra,
        ]
        print("$", " ".join(c if "Bearer" not in c else "Authorization: Bearer ..." for c in command), flush=True)
        result = subprocess.run(command, cwd=work)
        if server.poll() is not None:
            print(f"the server exited during the run ({server.returncode})")
            result.returncode = result.returncode or 1
        if result.returncode != 0:
            with open(os.path.join(work, "server.log")) as log:
                tail = log.read()[-4000:]
            print("--- server log (tail) ---\n" + tail)
        return result.returncode
    finally:
        server.terminate()
        try:
            server.wait(timeout=30)
        except subprocess.TimeoutExpired:
            server.kill()
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
