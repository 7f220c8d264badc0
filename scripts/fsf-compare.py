#!/usr/bin/env python3
"""Compares perft counts of Fairy-Stockfish variant definitions between Fairy-Stockfish
itself (the pyffish binding, loading the same ini text) and Pigeonpost's importer
(`pigeonpost perft NAME DEPTH --definition FILE`).

usage: fsf-compare.py PIGEONPOST_BINARY [--catalogue] [INI_FILE] [SECTION...]

Each section is counted from its start position to depth 3, or to the depth a line
`# depth: N` inside the section gives; each line `# fen: FEN` inside a section adds a
count from that position too (in Fairy-Stockfish's notation, which ours reads: `Q~`
for a promoted piece, `[Qp]` for the pockets). The sections of `references.ini` (games our importer
has no option for, played by a definition of ours written by hand, named by a line
`# ours: FILE` in the section) with those definitions. Prints one line per count and a
closing 'N passed, N failed'; exits 1 on any difference or error.

With --catalogue, every built-in variant Fairy-Stockfish has (121) is compared too, after
the above: `scripts/fsf-catalogue.py compare` (see there), which prints a line per
variant, a table by status and a closing 'N of 121 agree'. The run then fails if either
part fails; refusals alone do not fail it.
"""
import os
import re
import subprocess
import sys

import pyffish as sf

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "..", "crates", "engine", "tests", "data", "fairy")
DEFAULT_INI = os.path.join(DATA, "variants.ini")
REFERENCES_INI = os.path.join(DATA, "references.ini")


def sections(text):
    """(name, depth, fens, ours) of each section, in order: the positions besides the
    start position to count from, and our own definition of the game, if named."""
    out = []
    for line in text.splitlines():
        line = line.strip()
        m = re.match(r"^\[([^\]:]+)(:[^\]]+)?\]$", line)
        if m:
            out.append([m.group(1).strip(), 3, [], None])
            continue
        m = re.match(r"^#\s*ours:\s*(\S+)$", line)
        if m and out:
            out[-1][3] = m.group(1)
        m = re.match(r"^#\s*depth:\s*(\d+)$", line)
        if m and out:
            out[-1][1] = int(m.group(1))
        m = re.match(r"^#\s*fen:\s*(.+)$", line)
        if m and out:
            out[-1][2].append(m.group(1).strip())
    return [tuple(s) for s in out]


def fsf_perft(variant, fen, depth, moves=()):
    """pyffish's count, the game's moves kept (not its position text after each), so
    that rules reading the history (two passes in a row, janggi's bikjang) apply."""
    if depth == 0:
        return 1
    legal = sf.legal_moves(variant, fen, list(moves))
    if depth == 1:
        return len(legal)
    return sum(fsf_perft(variant, fen, depth - 1, (*moves, m)) for m in legal)


def ours(binary, ini_path, name, depth, fen=None):
    args = [binary, "perft", name, str(depth), "--definition", ini_path]
    if fen:
        args += ["--fen", fen]
    run = subprocess.run(args, capture_output=True, text=True, timeout=600)
    if run.returncode != 0:
        raise RuntimeError((run.stderr or run.stdout).strip())
    last = run.stdout.strip().splitlines()[-1]
    return int(last.split(":")[1])


def compare(binary, ini_path, name, depth, fen=None):
    expected = fsf_perft(name, fen or sf.start_fen(name), depth)
    got = ours(binary, ini_path, name, depth, fen)
    return expected, got


def main():
    args = [a for a in sys.argv[1:] if a != "--catalogue"]
    with_catalogue = len(args) != len(sys.argv) - 1
    if not args:
        print(__doc__, file=sys.stderr)
        return 2
    binary = args[0]
    ini_path = args[1] if len(args) > 1 else DEFAULT_INI
    only = set(args[2:])
    with open(ini_path) as f:
        text = f.read()
    sf.load_variant_config(text)
    jobs = []
    for n, d, fens, _ in sections(text):
        if not only or n in only:
            jobs += [(ini_path, n, d, fen) for fen in [None] + fens]
    if not only:
        with open(REFERENCES_INI) as f:
            references = f.read()
        sf.load_variant_config(references)
        for n, d, fens, ours in sections(references):
            path = os.path.join(DATA, ours)
            jobs += [(path, n, d, fen) for fen in [None] + fens]
    passed = failed = 0
    for path, name, depth, fen in jobs:
        label = name
        if fen:
            label += f" from {fen}"
        try:
            expected, got = compare(binary, path, name, depth, fen)
        except Exception as e:  # a refused import or a crash is a failure, with its words
            print(f"FAIL {label}: {e}")
            failed += 1
            continue
        if expected == got:
            print(f"ok   {label}: perft({depth}) = {got}")
            passed += 1
        else:
            print(f"FAIL {label}: perft({depth}) Fairy-Stockfish {expected}, ours {got}")
            failed += 1
    print(f"{passed} passed, {failed} failed")
    status = 0 if failed == 0 else 1
    if with_catalogue:
        print(flush=True)
        # In a process of its own: the sections loaded above must not count as built-ins.
        script = os.path.join(HERE, "fsf-catalogue.py")
        status = max(status, subprocess.run([sys.executable, script, "compare", binary]).returncode)
    return status


if __name__ == "__main__":
    sys.exit(main())
