#!/usr/bin/env python3
"""Compares perft counts of Fairy-Stockfish variant definitions between Fairy-Stockfish
itself (the pyffish binding, loading the same ini text) and Pigeonpost's importer
(`pigeonpost perft NAME DEPTH --definition FILE`).

usage: fsf-compare.py PIGEONPOST_BINARY [--catalogue] [--sample N] [INI_FILE] [SECTION...]
       fsf-compare.py generate [WORKERS]

Each section is counted from its start position to depth 3, or to the depth a line
`# depth: N` inside the section gives; each line `# fen: FEN` inside a section adds a
count from that position too (in Fairy-Stockfish's notation, which ours reads: `Q~`
for a promoted piece, `[Qp]` for the pockets). The sections of `references.ini` (games our importer
has no option for, played by a definition of ours written by hand, named by a line
`# ours: FILE` in the section) with those definitions. Prints one line per count and a
closing 'N passed, N failed'; exits 1 on any difference or error.

Fairy-Stockfish's side of each count is read from crates/engine/tests/data/fairy/
fsf-sections.tsv, written by `fsf-compare.py generate` (pyffish spends about 2 ms a
position, and these counts take about 10 CPU-minutes). A row holds a digest of its section's
text and of every section of the same file it inherits from, so an edited section (or
parent) is counted by pyffish again, live, and said so ("run generate to store it"). Each
run also recomputes a seeded sample of the stored rows with pyffish (--sample N, 6 unless
given; the seed is printed), and the file's pyffish version must be the one installed: a
stale or wrong file fails the run.

With --catalogue, every built-in variant Fairy-Stockfish has (121) is compared too, after
the above: `scripts/fsf-catalogue.py compare` (see there), which prints a line per
variant, a table by status and a closing 'N of 121 agree'. The run then fails if either
part fails; refusals alone do not fail it.
"""
import hashlib
import os
import random
import re
import subprocess
import sys

import pyffish as sf

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "..", "crates", "engine", "tests", "data", "fairy")
DEFAULT_INI = os.path.join(DATA, "variants.ini")
REFERENCES_INI = os.path.join(DATA, "references.ini")
STORED = os.path.join(DATA, "fsf-sections.tsv")
SAMPLE = 6


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


def digests(text):
    """Section name -> digest of its text and of the texts of the sections of this file
    it inherits from: what pyffish's counts of it depend on, besides pyffish itself."""
    texts, parents, name = {}, {}, None
    for line in text.splitlines():
        m = re.match(r"^\[([^\]:]+)(?::([^\]]+))?\]$", line.strip())
        if m:
            name = m.group(1).strip()
            parents[name] = (m.group(2) or "").strip() or None
            texts[name] = ""
        if name is not None:
            texts[name] += line + "\n"
    out = {}
    for name in texts:
        h, seen, at = hashlib.sha256(), set(), name
        while at in texts and at not in seen:
            seen.add(at)
            h.update(texts[at].encode())
            at = parents[at]
        out[name] = h.hexdigest()[:16]
    return out


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


def jobs_of(files):
    """(ini file, our definition file, section, depth, fen, digest) of every count of the
    sections of `files`: (ini file, whether each section names our own definition of it
    by `# ours:`, the sections to count or None for all). Each file's sections are
    loaded into pyffish as they are read."""
    jobs = []
    for ini_path, by_ours, names in files:
        with open(ini_path) as f:
            text = f.read()
        sf.load_variant_config(text)
        digest = digests(text)
        for n, d, fens, mine in sections(text):
            if names and n not in names:
                continue
            path = os.path.join(DATA, mine) if by_ours else ini_path
            jobs += [(ini_path, path, n, d, fen, digest[n]) for fen in [None] + fens]
    return jobs


EVERY_FILE = [(DEFAULT_INI, False, None), (REFERENCES_INI, True, None)]


def key(ini_path, name, depth, fen, digest):
    return (os.path.basename(ini_path), name, str(depth), fen or "start", digest)


def read_stored():
    """The stored counts by key, and the pyffish version they were counted by."""
    stored, version = {}, None
    if os.path.exists(STORED):
        with open(STORED) as f:
            for line in f:
                line = line.rstrip("\n")
                if line.startswith("# pyffish "):
                    version = line.split()[2].rstrip(":")
                if not line or line.startswith("#"):
                    continue
                *k, count = line.split("\t")
                stored[tuple(k)] = int(count)
    return stored, version


def count_job(job):
    """pyffish's count of one job (for a worker of `generate`)."""
    ini_path, _, name, depth, fen, digest = job
    return key(ini_path, name, depth, fen, digest), fsf_perft(name, fen or sf.start_fen(name), depth)


def generate(workers):
    """Counts every section's positions with pyffish, in `workers` processes, and writes
    them to STORED; stopped early (Ctrl-C), it writes those it has."""
    import multiprocessing

    jobs = jobs_of(EVERY_FILE)
    counts = {}
    # Forked workers inherit the sections loaded into pyffish above.
    with multiprocessing.get_context("fork").Pool(workers) as pool:
        try:
            for k, count in pool.imap_unordered(count_job, jobs):
                counts[k] = count
                print(f"{k[1]} {k[3]}: perft({k[2]}) = {count} ({len(counts)} of {len(jobs)})",
                      flush=True)
        except KeyboardInterrupt:
            pool.terminate()
    rows = []
    for ini_path, _, name, depth, fen, digest in jobs:
        k = key(ini_path, name, depth, fen, digest)
        if k in counts:
            rows.append("\t".join(k + (str(counts[k]),)))
    with open(STORED, "w") as f:
        f.write(f"# pyffish {'.'.join(str(v) for v in sf.version())}: perft counts"
                " of the sections of variants.ini and references.ini,\n"
                "# written by `scripts/fsf-compare.py generate`, read by"
                " `scripts/fsf-compare.py`.\n"
                "# file<TAB>section<TAB>depth<TAB>position<TAB>digest<TAB>count\n")
        f.write("\n".join(rows) + "\n")
    print(f"{len(rows)} of {len(jobs)} counts written to {STORED}")
    return 0


def main():
    argv = sys.argv[1:]
    if argv[:1] == ["generate"]:
        return generate(int(argv[1]) if len(argv) > 1 else os.cpu_count() or 1)
    with_catalogue = "--catalogue" in argv
    argv = [a for a in argv if a != "--catalogue"]
    sample = SAMPLE
    if "--sample" in argv:
        at = argv.index("--sample")
        sample = int(argv[at + 1])
        del argv[at:at + 2]
    if not argv:
        print(__doc__, file=sys.stderr)
        return 2
    binary = argv[0]
    # With INI_FILE, its sections alone (those named, or all); else both files.
    files = [(argv[1], False, set(argv[2:]) or None)] if len(argv) > 1 else EVERY_FILE
    jobs = jobs_of(files)
    stored, version = read_stored()
    installed = ".".join(str(v) for v in sf.version())
    passed = failed = 0
    if version != installed:
        print(f"FAIL {STORED} was counted by pyffish {version}, this is {installed}:"
              " run `scripts/fsf-compare.py generate`")
        failed += 1
    # A seeded sample of the stored counts, recomputed by pyffish: a wrong file fails.
    seed = random.randrange(1 << 32)
    keyed = [(key(i, n, d, fen, dg), n, d, fen) for i, _, n, d, fen, dg in jobs]
    held = [k for k in keyed if k[0] in stored]
    for k, name, depth, fen in random.Random(seed).sample(held, min(sample, len(held))):
        again = fsf_perft(name, fen or sf.start_fen(name), depth)
        if again != stored[k]:
            print(f"FAIL stored count of {name} {fen or 'start'} perft({depth}) is"
                  f" {stored[k]}, pyffish counts {again}: run generate")
            failed += 1
    print(f"stored counts: {len(held)} of {len(keyed)}, {min(sample, len(held))} recomputed"
          f" by pyffish (seed {seed})")
    for (ini_path, path, name, depth, fen, digest), (k, *_) in zip(jobs, keyed):
        label = name
        if fen:
            label += f" from {fen}"
        try:
            if k in stored:
                expected = stored[k]
            else:
                expected = fsf_perft(name, fen or sf.start_fen(name), depth)
                print(f"note {label}: counted by pyffish live; run generate to store it")
            got = ours(binary, path, name, depth, fen)
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
