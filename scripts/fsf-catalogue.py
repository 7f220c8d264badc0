#!/usr/bin/env python3
"""Every Fairy-Stockfish built-in variant, counted by our engine and by Fairy-Stockfish.

usage:
  fsf-catalogue.py compare PIGEONPOST_BINARY [--sample N] [NAME...]
  fsf-catalogue.py generate [NAME...]
  fsf-catalogue.py divide NAME [--fen FEN] [--depth D] [--binary PIGEONPOST_BINARY]

Our side of every count is `PIGEONPOST_BINARY perft NAME DEPTH --definition
crates/engine/src/fairy/fsf-builtins.ini [--fen FEN]`: the built-in NAME as the ini
section of that name (see scripts/fsf-builtins-check.py, which checks the sections
against Fairy-Stockfish). Fairy-Stockfish's side is pyffish (0.0.90), counting as pyffish
does: a position where the game has ended has no legal moves, so it is a leaf.

`generate` asks pyffish, for every variant `pyffish.variants()` lists (121), the perft
from the start position at depth 3 (lower where the tree would need more than 6000
positions above its leaves: pyffish spends about 2 ms a position, whatever the variant),
and from 20 positions reached by seeded random play (1 to 80 plies; a game that ends
stops there) at depth 2, and writes them to crates/engine/tests/data/fairy/
fsf-catalogue.tsv. It took 28 minutes here on a busy 2-core machine; rerun it when
pyffish's version changes.

`compare` reads that file and counts each of its positions with our engine. Each
variant is then one of:
  agrees   every count equal;
  refused  our importer refuses the section (its first problem is printed);
  differs  a count differs (the variant, position, depth and both counts are printed);
  error    anything else (a crash, a timeout, a position text we cannot read, ...).
It prints one line per variant, a table by status and the closing line `N of 121
agree`, and exits 1 if any variant differs or errs (a wrong answer is worse than a
refusal), 0 if the rest are only refused. Since the file holds pyffish's answers, it
first checks them against pyffish itself: the variant list and every start position,
one seeded random position of every variant recomputed, and the start counts of N
seeded variants (4 unless given); a stale or wrong file fails the run.

`divide` prints, for one variant and position (its start unless --fen), pyffish's legal
moves (UCI as pyffish writes them) with the count below each at DEPTH-1 (DEPTH is 2
unless given), and with --binary our engine's own `perft --divide` beside, so that a
difference can be narrowed down move by move.
"""
import argparse
import os
import random
import subprocess
import sys
import time

import pyffish as sf

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..")
INI = os.path.join("crates", "engine", "src", "fairy", "fsf-builtins.ini")
DATA = os.path.join(ROOT, "crates", "engine", "tests", "data", "fairy", "fsf-catalogue.tsv")
START_BUDGET = 6000
POSITIONS = 20
POSITION_DEPTH = 2
OURS_TIMEOUT = 300


# ---------------------------------------------------------------- Fairy-Stockfish's side

def fsf_perft(variant, fen, depth, moves=()):
    """Leaf count below the position (FEN, then `moves`), as pyffish counts."""
    legal = sf.legal_moves(variant, fen, list(moves))
    if depth <= 1:
        return len(legal) if depth == 1 else 1
    return sum(fsf_perft(variant, fen, depth - 1, list(moves) + [m]) for m in legal)


def start_depth(variant, fen):
    """3, or less where the tree would need more than START_BUDGET positions above its
    leaves (the count at depth 2 is that number for depth 3)."""
    first = len(sf.legal_moves(variant, fen, []))
    if first > START_BUDGET:
        return 1
    if fsf_perft(variant, fen, 2) > START_BUDGET:
        return 2
    return 3


def random_positions(variant, fen):
    """POSITIONS positions reached by seeded random play from the start position."""
    out = []
    for i in range(POSITIONS):
        rng = random.Random(f"{variant}:{i}")
        moves = []
        for _ in range(rng.randint(1, 80)):
            legal = sf.legal_moves(variant, fen, moves)
            if not legal:
                break
            moves.append(rng.choice(legal))
        out.append(sf.get_fen(variant, fen, moves))
    return out


def generate(names):
    rows = read_data() if os.path.exists(DATA) else {}
    for name in names:
        t = time.time()
        fen = sf.start_fen(name)
        depth = start_depth(name, fen)
        entries = [("start", depth, fsf_perft(name, fen, depth), fen)]
        for i, pos in enumerate(random_positions(name, fen)):
            entries.append((f"random-{i}", POSITION_DEPTH, fsf_perft(name, pos, POSITION_DEPTH), pos))
        rows[name] = entries
        print(f"{name}: perft({depth}) = {entries[0][2]}, {POSITIONS} positions ({time.time() - t:.1f} s)",
              flush=True)
    with open(DATA, "w") as f:
        f.write("# pyffish 0.0.90's perft counts for every built-in variant: written by\n"
                "# `scripts/fsf-catalogue.py generate`, read by `scripts/fsf-catalogue.py compare`.\n"
                "# variant<TAB>position<TAB>depth<TAB>count<TAB>FEN\n")
        for name in sorted(rows):
            for kind, depth, count, fen in rows[name]:
                f.write(f"{name}\t{kind}\t{depth}\t{count}\t{fen}\n")


def read_data():
    rows = {}
    with open(DATA) as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            name, kind, depth, count, fen = line.rstrip("\n").split("\t")
            rows.setdefault(name, []).append((kind, int(depth), int(count), fen))
    return rows


def check_data(rows, sample, seed="catalogue"):
    """Problems with the stored counts, found by asking pyffish again: the variant list,
    every start position, one seeded random position of every variant, and `sample`
    seeded variants' start counts at their stored depth."""
    problems = []
    variants = sorted(sf.variants())
    if sorted(rows) != variants:
        missing = sorted(set(variants) - set(rows))
        extra = sorted(set(rows) - set(variants))
        problems.append(f"the stored variants are not pyffish's: missing {missing}, extra {extra}")
    rng = random.Random(seed)
    names = sorted(set(rows) & set(variants))
    whole = set(rng.sample(names, min(sample, len(names))))
    for name in names:
        start = rows[name][0]
        if start[0] != "start" or start[3] != sf.start_fen(name):
            problems.append(f"{name}: the stored start position is not pyffish's")
            continue
        picked = [rng.choice(rows[name][1:])] + ([start] if name in whole else [])
        for kind, depth, count, fen in picked:
            got = fsf_perft(name, fen, depth)
            if got != count:
                problems.append(f"{name} {kind} {fen}: stored perft({depth}) {count}, pyffish {got}")
    return problems


# ---------------------------------------------------------------- our side

class Refused(Exception):
    pass


class Failed(Exception):
    pass


def ours(binary, name, depth, fen=None, divide=False):
    args = [binary, "perft", name, str(depth), "--definition", INI]
    if fen is not None:
        args += ["--fen", fen]
    if divide:
        args.append("--divide")
    try:
        run = subprocess.run(args, capture_output=True, text=True, timeout=OURS_TIMEOUT, cwd=ROOT)
    except subprocess.TimeoutExpired:
        raise Failed(f"no answer within {OURS_TIMEOUT} s")
    if divide:
        return run.stdout + run.stderr
    words = (run.stderr or run.stdout).strip()
    if run.returncode != 0:
        # The import's problems name the file they come from; anything else (a panic, a
        # position text we cannot read) is an error of ours.
        first = words.splitlines()[0] if words else ""
        if fen is None and run.returncode != 101 and INI + ":" in first:
            raise Refused(first.removeprefix("error: "))
        raise Failed(f"exit {run.returncode}: {words.splitlines()[0] if words else ''}")
    try:
        return int(run.stdout.strip().splitlines()[-1].split(":")[1])
    except (IndexError, ValueError):
        raise Failed(f"unreadable answer: {run.stdout.strip()[:200]!r}")


def compare(binary, rows, names):
    results = {}
    for name in names:
        entries = rows[name]
        status, detail = "agrees", ""
        differing = []
        for kind, depth, count, fen in entries:
            try:
                got = ours(binary, name, depth, None if kind == "start" else fen)
            except Refused as e:
                status, detail = "refused", str(e)
                break
            except Failed as e:
                status, detail = "error", f"{kind} {fen}: {e}"
                break
            if got != count:
                differing.append(f"{kind} {fen}: perft({depth}) Fairy-Stockfish {count}, ours {got}")
        if status == "agrees" and differing:
            status = "differs"
            detail = differing[0] + (f" (and {len(differing) - 1} more positions)" if len(differing) > 1 else "")
        if status == "agrees":
            detail = f"perft({entries[0][1]}) = {entries[0][2]} and {len(entries) - 1} positions at depth {POSITION_DEPTH}"
        results[name] = (status, detail)
        print(f"{status:8} {name}: {detail}", flush=True)
    return results


def table(results, total):
    order = ["agrees", "refused", "differs", "error"]
    print()
    print("| status | variants | names |")
    print("|---|---|---|")
    for status in order:
        names = sorted(n for n, (s, _) in results.items() if s == status)
        print(f"| {status} | {len(names)} | {' '.join(names)} |")
    agree = sum(1 for s, _ in results.values() if s == "agrees")
    print(f"{agree} of {total} agree")


# ---------------------------------------------------------------- divide

def divide(name, given_fen, depth, binary):
    fen = given_fen or sf.start_fen(name)
    legal = sf.legal_moves(name, fen, [])
    total = 0
    print(f"Fairy-Stockfish (pyffish {'.'.join(map(str, sf.version()))}), {name}, {fen}, depth {depth}:")
    for m in sorted(legal):
        n = fsf_perft(name, fen, depth - 1, [m])
        total += n
        print(f"{m}: {n}")
    print(f"total: {total} ({len(legal)} moves)")
    if binary:
        print()
        print("ours:")
        # Without --fen, ours counts from its own start position (its reading of startFen).
        print(ours(binary, name, depth, given_fen, divide=True).rstrip())


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="command", required=True)
    c = sub.add_parser("compare")
    c.add_argument("binary")
    c.add_argument("--sample", type=int, default=4)
    c.add_argument("names", nargs="*")
    g = sub.add_parser("generate")
    g.add_argument("names", nargs="*")
    d = sub.add_parser("divide")
    d.add_argument("name")
    d.add_argument("--fen")
    d.add_argument("--depth", type=int, default=2)
    d.add_argument("--binary")
    args = ap.parse_args()

    if args.command == "generate":
        generate(args.names or sorted(sf.variants()))
        return 0
    if args.command == "divide":
        divide(args.name, args.fen, args.depth, args.binary and os.path.abspath(args.binary))
        return 0
    return run_compare(os.path.abspath(args.binary), args.sample, args.names)


def run_compare(binary, sample, names=()):
    """The comparison (`compare`); its exit status."""
    started = time.time()
    rows = read_data()
    problems = check_data(rows, sample)
    for p in problems:
        print(f"FAIL stored counts: {p}")
    print(f"stored counts checked against pyffish ({time.time() - started:.0f} s)", flush=True)
    results = compare(binary, rows, list(names) or sorted(rows))
    print(f"\nall compared in {time.time() - started:.0f} s")
    table(results, len(rows))
    bad = any(s in ("differs", "error") for s, _ in results.values())
    return 1 if bad or problems else 0


if __name__ == "__main__":
    sys.exit(main())
