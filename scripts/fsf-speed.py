#!/usr/bin/env python3
"""Perft speed of our engine against Fairy-Stockfish itself, measured in one run.

usage: fsf-speed.py OUR_PERFT_BINARY [--fsf /usr/games/fairy-stockfish] [--seconds S]
                    [--definition INI] [NAME...]

For every variant both engines know (Fairy-Stockfish's `UCI_Variant` list, Debian's
package 11.1, against our catalogue: names our perft binary accepts), each engine counts
perft from the variant's start position at the same depth: the smallest depth at which
Fairy-Stockfish needs at least S seconds (default 1), found by Fairy-Stockfish's own
runs. The two runs of a variant alternate (ours, theirs, ours, theirs) and the faster of
each engine's two is kept, so that a busy moment hurts neither more. Prints a table of
nodes per second for each and their ratio, and notes a variant whose counts differ (the
Debian build is older than pyffish 0.0.90: a rule may have changed since; such a line's
speed is still shown, marked). Our side is timed around the whole process, start-up and
the catalogue's build included. With --definition, our side of NAME is the section of
that name of the ini file (crates/engine/src/fairy/fsf-builtins.ini: Fairy-Stockfish's
built-ins as our importer reads them), as `pigeonpost-perft --definition` takes it.
"""
import argparse
import re
import subprocess
import sys
import time


class Fsf:
    """One Fairy-Stockfish process spoken to over UCI."""

    def __init__(self, path):
        self.p = subprocess.Popen([path], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  text=True, bufsize=1)
        self.send("uci")
        self.variants = []
        for line in self.until("uciok"):
            if line.startswith("option name UCI_Variant"):
                self.variants = line.split(" var ")[1:]
                self.variants = [v.strip() for v in self.variants]

    def send(self, text):
        self.p.stdin.write(text + "\n")
        self.p.stdin.flush()

    def until(self, prefix):
        lines = []
        while True:
            line = self.p.stdout.readline()
            if not line:
                raise RuntimeError("fairy-stockfish ended")
            line = line.rstrip("\n")
            lines.append(line)
            if line.startswith(prefix):
                return lines

    def perft(self, variant, depth):
        self.send(f"setoption name UCI_Variant value {variant}")
        self.send("position startpos")
        self.send("isready")
        self.until("readyok")
        start = time.perf_counter()
        self.send(f"go perft {depth}")
        lines = self.until("Nodes searched")
        elapsed = time.perf_counter() - start
        nodes = int(lines[-1].split(":")[1])
        return nodes, elapsed

    def close(self):
        self.send("quit")
        self.p.wait(timeout=10)


def ours(binary, variant, depth, definition=None):
    args = [binary, "perft", variant, str(depth)]
    if definition:
        args += ["--definition", definition]
    start = time.perf_counter()
    run = subprocess.run(args, capture_output=True, text=True, timeout=1800)
    elapsed = time.perf_counter() - start
    if run.returncode != 0:
        raise RuntimeError((run.stderr or run.stdout).strip().splitlines()[-1])
    last = run.stdout.strip().splitlines()[-1]
    m = re.match(r"total:\s*(\d+)", last)
    if not m:
        raise RuntimeError(f"unexpected output: {last}")
    return int(m.group(1)), elapsed


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("binary")
    ap.add_argument("--fsf", default="/usr/games/fairy-stockfish")
    ap.add_argument("--seconds", type=float, default=1.0)
    ap.add_argument("--definition")
    ap.add_argument("names", nargs="*")
    a = ap.parse_intermixed_args()
    fsf = Fsf(a.fsf)
    names = a.names or fsf.variants
    rows = []
    for name in names:
        if name not in fsf.variants:
            print(f"{name}: Fairy-Stockfish {a.fsf} does not know it", file=sys.stderr)
            continue
        try:
            ours(a.binary, name, 1, a.definition)
        except Exception as e:  # not in our catalogue (yet): said, not measured
            rows.append((name, None, None, None, None, None, f"not ours: {e}"))
            continue
        depth, (nodes, t) = 1, fsf.perft(name, 1)
        while t < a.seconds and depth < 12:
            depth += 1
            nodes, t = fsf.perft(name, depth)
        best_ours = best_fsf = None
        our_nodes = None
        for _ in range(2):
            n, t_ours = ours(a.binary, name, depth, a.definition)
            our_nodes = n
            best_ours = t_ours if best_ours is None else min(best_ours, t_ours)
            _, t_fsf = fsf.perft(name, depth)
            best_fsf = t_fsf if best_fsf is None else min(best_fsf, t_fsf)
        note = "" if our_nodes == nodes else f"counts differ: ours {our_nodes}, theirs {nodes}"
        rows.append((name, depth, nodes, nodes / best_fsf, our_nodes / best_ours,
                     (our_nodes / best_ours) / (nodes / best_fsf), note))
        # Each row as it is measured, so that a run cut short keeps what it measured.
        print(f"{name}: depth {depth}, {nodes} nodes, theirs {nodes / best_fsf / 1e6:.1f}"
              f" M/s, ours {our_nodes / best_ours / 1e6:.1f} M/s, ratio "
              f"{(our_nodes / best_ours) / (nodes / best_fsf):.2f} {note}",
              file=sys.stderr, flush=True)
    fsf.close()
    print(f"| variant | depth | nodes | Fairy-Stockfish M nodes/s | ours M nodes/s | ours / theirs | note |")
    print("|---|---|---|---|---|---|---|")
    for name, depth, nodes, theirs, mine, ratio, note in rows:
        if depth is None:
            print(f"| {name} | | | | | | {note} |")
        else:
            print(f"| {name} | {depth} | {nodes} | {theirs / 1e6:.1f} | {mine / 1e6:.1f} | "
                  f"{ratio:.2f} | {note} |")
    measured = [r for r in rows if r[1] is not None]
    slower = [r[0] for r in measured if r[5] < 1.0]
    print(f"\n{len(measured)} measured, {len(measured) - len(slower)} at least as fast"
          + (f"; slower: {' '.join(slower)}" if slower else ""))


if __name__ == "__main__":
    sys.exit(main())
