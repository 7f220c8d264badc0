#!/usr/bin/env python3
"""Checks crates/engine/src/fairy/fsf-builtins.ini against Fairy-Stockfish itself.

usage: fsf-builtins-check.py [--games N] [--depth D] [--budget NODES] [NAME...]

The file describes each of Fairy-Stockfish's built-in variants (the names
`pyffish.variants()` lists) as an ini section. This script loads the file into pyffish
with every section renamed `pp-NAME` (its parent renamed alike), then compares each
`pp-NAME` with the built-in NAME:

- the file has one section per built-in name, and no other;
- the start positions are the same text;
- the game trees from the start position to depth D (3 unless given; lower where the
  tree would need more than NODES positions above its leaves, 5000 unless given, each
  pyffish question costing about 2 ms): at every node above the leaves the legal move
  lists (as pyffish writes them) are the same, and where no move is left, the verdicts
  of `is_immediate_game_end` and `game_result`; so perft agrees at every depth up to D;
- N seeded random games per variant (20 unless given, of varied lengths up to 120
  plies): at every ply the same comparisons, plus `is_optional_game_end` and
  `gives_check`, and every 40 plies and at the end, the position text (`get_fen`).

A section with a line `# not expressible: WHY` is expected to differ (the built-in uses
a setting no documented option writes): it is reported as such, and the check fails if
it agrees after all, so that the mark never outlives its reason. Any other difference
fails the check (exit 1), naming the variant, the position (start FEN and moves) and
what differs. The whole run takes about an hour (66 minutes here on a busy 2-core
machine: pyffish spends about 2 ms on every question); name variants to check a few.
"""
import argparse
import os
import random
import re
import sys
import time

import pyffish as sf

HERE = os.path.dirname(os.path.abspath(__file__))
INI = os.path.join(HERE, "..", "crates", "engine", "src", "fairy", "fsf-builtins.ini")
PREFIX = "pp-"
HEADER = re.compile(r"^\[([^\]:]+)(?::([^\]]+))?\]\s*$")


def read_sections(text):
    """(names in order, names marked not expressible, text with every section renamed)."""
    names, marked, out = [], set(), []
    for line in text.splitlines():
        m = HEADER.match(line)
        if m:
            name, parent = m.group(1).strip(), m.group(2)
            names.append(name)
            head = f"[{PREFIX}{name}" + (f":{PREFIX}{parent.strip()}" if parent else "") + "]"
            out.append(head)
            continue
        if line.startswith("# not expressible:") and names:
            marked.add(names[-1])
        out.append(line)
    return names, marked, "\n".join(out) + "\n"


class Difference(Exception):
    pass


class Pair:
    """One built-in and its section, asked the same questions."""

    def __init__(self, name):
        self.ours = PREFIX + name
        self.theirs = name
        self.nodes = 0

    def same(self, what, fen, moves, f):
        a = f(self.theirs)
        b = f(self.ours)
        if a != b:
            raise Difference(
                f"{what} differs at {fen!r} after {moves}: built-in {short(a)}, section {short(b)}"
            )
        return a

    def node(self, fen, moves, full):
        """Compares one position (a FEN and moves played from it); its legal moves. Where
        no move is left, why (`is_immediate_game_end`, `game_result`); where `full`, also
        `is_optional_game_end` and `gives_check`."""
        self.nodes += 1
        legal = self.same("legal moves", fen, moves, lambda v: sorted(sf.legal_moves(v, fen, moves)))
        if not legal:
            self.same("is_immediate_game_end", fen, moves,
                      lambda v: sf.is_immediate_game_end(v, fen, moves))
            self.same("game_result", fen, moves, lambda v: sf.game_result(v, fen, moves))
        if full:
            self.same("is_optional_game_end", fen, moves,
                      lambda v: sf.is_optional_game_end(v, fen, moves))
            self.same("gives_check", fen, moves, lambda v: sf.gives_check(v, fen, moves))
        return legal

    def after(self, fen, moves):
        return self.same("position", fen, moves, lambda v: sf.get_fen(v, fen, moves))

    def tree(self, fen, moves, depth):
        """The leaf count (perft) to `depth` below the position, comparing every node
        above the leaves. (Within three plies of the start no optional ending can arise:
        those are compared along the games.)"""
        legal = self.node(fen, moves, full=False)
        if depth == 1:
            return len(legal)
        return sum(self.tree(fen, moves + [m], depth - 1) for m in legal)

    def game(self, rng, plies):
        """One random game from the start, compared at every ply. The moves since a
        recent position (40 plies at most) are passed with it, so that repetitions
        within that window count while the cost of each question stays bounded; the
        position text is compared at every such step."""
        base = sf.start_fen(self.theirs)
        window = []
        for _ in range(plies):
            legal = self.node(base, window, full=True)
            if not legal:
                return
            window.append(rng.choice(legal))
            if len(window) >= 40:
                base = self.after(base, window)
                window = []
        self.node(base, window, full=True)
        self.after(base, window)


def short(x):
    s = repr(x)
    return s if len(s) < 400 else s[:400] + "..."


def choose_depth(pair, fen, want, budget):
    """The deepest depth up to `want` whose tree has at most about `budget` positions
    above its leaves, judged by the branching at the start."""
    first = len(sf.legal_moves(pair.theirs, fen, []))
    if want <= 1 or first == 0:
        return 1
    depth = 1
    while depth < want and first ** depth <= budget:
        depth += 1
    return depth


def check(name, games, want_depth, budget):
    pair = Pair(name)
    fen = pair.same("start position", "startpos", [], lambda v: sf.start_fen(v))
    depth = choose_depth(pair, fen, want_depth, budget)
    count = pair.tree(fen, [], depth)
    for i in range(games):
        rng = random.Random(f"{name}:{i}")
        pair.game(rng, rng.randint(8, 120))
    return depth, count, pair.nodes


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--depth", type=int, default=3)
    ap.add_argument("--budget", type=int, default=5000)
    ap.add_argument("--ini", default=INI)
    ap.add_argument("names", nargs="*")
    args = ap.parse_args()

    with open(args.ini) as f:
        names, marked, text = read_sections(f.read())
    builtins = sorted(v for v in sf.variants() if not v.startswith(PREFIX))
    sf.load_variant_config(text)
    failures = []
    missing = sorted(set(builtins) - set(names))
    extra = sorted(set(names) - set(builtins))
    doubled = sorted({n for n in names if names.count(n) > 1})
    loaded = set(sf.variants())
    unloaded = sorted(n for n in names if PREFIX + n not in loaded)
    for what, which in (("no section for", missing), ("a section that is no built-in:", extra),
                        ("more than one section for", doubled), ("pyffish did not load", unloaded)):
        for n in which:
            failures.append(f"{what} {n}")
            print(f"FAIL {what} {n}")
    agreed = expected = 0
    started = time.time()
    for name in args.names or builtins:
        if name not in names or name in unloaded:
            continue
        t = time.time()
        try:
            depth, count, nodes = check(name, args.games, args.depth, args.budget)
        except Difference as e:
            if name in marked:
                expected += 1
                print(f"not expressible (differs as marked) {name}: {e}")
            else:
                failures.append(name)
                print(f"FAIL {name}: {e}")
            continue
        if name in marked:
            failures.append(name)
            print(f"FAIL {name}: marked not expressible, yet agrees in every comparison")
            continue
        agreed += 1
        print(f"ok   {name}: start position, perft({depth}) = {count}, "
              f"{args.games} games, {nodes} positions compared ({time.time() - t:.1f} s)")
    print(f"{agreed} sections agree with their built-in, {expected} differ as marked "
          f"(not expressible), {len(failures)} failed ({time.time() - started:.0f} s)")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
