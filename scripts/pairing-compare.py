#!/usr/bin/env python3
"""Compares our Dutch pairing (pigeonpost-pair) with caissify-pairings 0.5.0.

Random tournaments are played out with caissify's Dutch engine pairing every round
and seeded random results (wins, draws, and some forfeits), written as TRF16; then for
every round our tool pairs that round from the same file (the rounds before it) and
the two pairings (boards with colours, and the bye) must be equal. Any difference
prints the tournament's TRF, the round and both pairings, and the run fails. Board
order is not compared: caissify orders boards by the sum of scores, FIDE by the higher
score first.

    pip install caissify-pairings==0.5.0
    python scripts/pairing-compare.py PATH/TO/pigeonpost-pair [--count 200] [--seed 1] [--jobs N]

Differences we believe are caissify's errors against the FIDE rules are listed in
EXPLAINED with the reason; they are printed as such, never skipped silently.
"""

import argparse
import multiprocessing
import random
import subprocess
import sys
import tempfile
import os

from caissify_pairings.engines.dutch import DutchEngine

# (seed, round) -> why caissify's pairing is not the FIDE one, for one-off cases.
EXPLAINED = {}

E4_NOTE = ("E.4 gives the colour preference of the higher ranked player, and A.2 ranks by "
           "score first, then pairing number; caissify 0.5.0 takes the lower pairing number "
           "even when that player has the lower score")


def preference(colours):
    """A.6: (colour, strength) with strength 0 none, 1 mild, 2 strong, 3 absolute."""
    if not colours:
        return None, 0
    cd = sum(1 if c == "w" else -1 for c in colours)
    last = colours[-1]
    other = "b" if last == "w" else "w"
    if len(colours) >= 2 and colours[-2] == last:
        return other, 3
    if abs(cd) >= 2:
        return ("b" if cd > 0 else "w"), 3
    if abs(cd) == 1:
        return ("b" if cd > 0 else "w"), 2
    return other, 1


def undecided_before_e4(ca, cb):
    """Whether E.1-E.3 leave the colours of two players with these histories open."""
    (pa, sa), (pb, sb) = preference(ca), preference(cb)
    if pa and pb and pa != pb:
        return False
    if sa != sb:
        return False
    cda = sum(1 if c == "w" else -1 for c in ca)
    cdb = sum(1 if c == "w" else -1 for c in cb)
    if sa == 3 and abs(cda) != abs(cdb):
        return False
    return all(x == y for x, y in zip(reversed(ca), reversed(cb)))


def e4_rank_cases(results, n, rnd, ours, theirs):
    """The boards where only the colours differ because of the E.4 ranking; None when
    the difference is anything else."""
    if ours[1] != theirs[1]:
        return None
    flipped = {(b, w) for (w, b) in theirs[0]}
    if ours[0] - theirs[0] != flipped & ours[0] or theirs[0] - ours[0] != {(b, w) for (w, b) in ours[0] - theirs[0]}:
        return None
    cases = []
    for w, b in sorted(ours[0] - theirs[0]):
        hist = {p: [results[p][r]["col"] for r in range(1, rnd) if played(results[p].get(r))] for p in (w, b)}
        score = {p: sum(halves(results[p].get(r)) for r in range(1, rnd)) for p in (w, b)}
        by_score = min((w, b), key=lambda p: (-score[p], p))
        if not undecided_before_e4(hist[w], hist[b]) or by_score == min(w, b):
            return None
        cases.append((w, b))
    return cases


def played(entry):
    return entry is not None and entry["opp"] is not None and entry["res"] in "10="


def halves(entry):
    if entry is None:
        return 0
    return {"1": 2, "+": 2, "U": 2, "=": 1}.get(entry["res"], 0)


def engine_players(results, n, rnd):
    """The state before `rnd`, as caissify's own checker builds it from a TRF."""
    score_at = {p: [0] for p in range(1, n + 1)}
    for p in range(1, n + 1):
        for r in range(1, rnd):
            score_at[p].append(score_at[p][-1] + halves(results[p].get(r)))
    players = []
    for p in range(1, n + 1):
        colours, floats, byes, forfeit_wins = [], [], 0, 0
        for r in range(1, rnd):
            e = results[p].get(r)
            if e["opp"] is None:
                byes += 1
                floats.append("down")
            elif played(e):
                colours.append("white" if e["col"] == "w" else "black")
                mine, theirs = score_at[p][r - 1], score_at[e["opp"]][r - 1]
                floats.append("down" if mine > theirs else "up" if mine < theirs else "none")
            else:
                if e["res"] == "+":
                    forfeit_wins += 1
                floats.append("down" if e["res"] == "+" else "none")
        players.append({
            "id": p, "name": f"P{p}", "score": score_at[p][rnd - 1] / 2,
            "rating": 3000 - p, "starting_number": p, "pairing_number": p,
            "color_hist": colours, "float_history": floats,
            "bye_count": byes, "forfeit_win_count": forfeit_wins,
        })
    met = set()
    for p in range(1, n + 1):
        for r in range(1, rnd):
            e = results[p].get(r)
            if played(e):
                met.add((min(p, e["opp"]), max(p, e["opp"])))
    return players, met


def play_tournament(seed, n, rounds, forfeit_rate):
    rng = random.Random(seed)
    initial = rng.choice(["white", "black"])
    results = {p: {} for p in range(1, n + 1)}
    for rnd in range(1, rounds + 1):
        players, met = engine_players(results, n, rnd)
        engine = DutchEngine(players=players, previous_pairings=met, round_number=rnd,
                             total_rounds=rounds, initial_color=initial)
        for pr in engine.generate_pairings():
            w, b = pr["white_id"], pr.get("black_id")
            if b is None or pr.get("bye"):
                results[w][rnd] = {"opp": None, "col": "-", "res": "U"}
                continue
            x = rng.random()
            if x < forfeit_rate:
                rw, rb = rng.choice([("+", "-"), ("-", "+")])
            else:
                y = rng.random()
                rw, rb = ("1", "0") if y < 0.4 else ("=", "=") if y < 0.65 else ("0", "1")
            results[w][rnd] = {"opp": b, "col": "w", "res": rw}
            results[b][rnd] = {"opp": w, "col": "b", "res": rb}
    return initial, results


def trf_text(seed, n, rounds, initial, results):
    lines = [f"012 pairing-compare seed {seed}", f"062 {n}", f"XXR {rounds}",
             f"XXC {initial}1"]
    for p in range(1, n + 1):
        total = sum(halves(results[p].get(r)) for r in range(1, rounds + 1))
        head = f"001 {p:4d}      {'P' + str(p):<33} {3000 - p:4d}" + " " * 28
        head = head.ljust(80) + f"{total / 2:4.1f} {p:4d}  "
        blocks = ""
        for r in range(1, rounds + 1):
            e = results[p].get(r)
            if e is None:
                blocks += " " * 10
            elif e["opp"] is None:
                blocks += f"0000 - {e['res']}  "
            else:
                blocks += f"{e['opp']:4d} {e['col']} {e['res']}  "
        lines.append(head.ljust(91) + blocks)
    return "\n".join(lines) + "\n"


def caissify_round(results, n, rnd):
    boards, bye = set(), None
    for p in range(1, n + 1):
        e = results[p].get(rnd)
        if e is None:
            continue
        if e["opp"] is None:
            bye = p
        elif e["col"] == "w":
            boards.add((p, e["opp"]))
    return boards, bye


def our_round(tool, path, rnd):
    out = subprocess.run([tool, "--round", str(rnd), path], capture_output=True, text=True)
    if out.returncode != 0:
        return None, out.stderr.strip()
    lines = out.stdout.split("\n")[1:]
    boards, bye = set(), None
    for line in lines:
        if not line.strip():
            continue
        w, b = map(int, line.split())
        if b == 0:
            bye = w
        else:
            boards.add((w, b))
    return (boards, bye), None


def check_tournament(job):
    """Plays and compares one tournament; returns (lines to print, rounds, differences,
    explained)."""
    tool, seed, forfeit_rate, tmp = job
    rng = random.Random(seed * 7919)
    n = rng.randint(7, 60)
    rounds = rng.randint(5, 11)
    # A small field cannot play many Swiss rounds without rematches.
    rounds = min(rounds, max(5, n // 2 + 1))
    initial, results = play_tournament(seed, n, rounds, forfeit_rate)
    text = trf_text(seed, n, rounds, initial, results)
    path = os.path.join(tmp, f"t{seed}.trf")
    with open(path, "w") as f:
        f.write(text)
    out, compared, differences, explained = [], 0, 0, 0
    for rnd in range(1, rounds + 1):
        theirs = caissify_round(results, n, rnd)
        ours, err = our_round(tool, path, rnd)
        compared += 1
        if ours == theirs:
            continue
        cases = e4_rank_cases(results, n, rnd, ours, theirs) if ours else None
        if cases:
            explained += 1
            out.append(f"EXPLAINED seed {seed} round {rnd}: boards {cases} (ours white first): {E4_NOTE}")
            continue
        if (seed, rnd) in EXPLAINED:
            explained += 1
            out.append(f"EXPLAINED seed {seed} round {rnd}: {EXPLAINED[(seed, rnd)]}")
            continue
        differences += 1
        out.append(f"=== DIFFERENCE: seed {seed}, {n} players, round {rnd} of {rounds}")
        out.append(text)
        out.append(f"caissify: boards {sorted(theirs[0])} bye {theirs[1]}")
        if ours is None:
            out.append(f"ours: error: {err}")
        else:
            out.append(f"ours:     boards {sorted(ours[0])} bye {ours[1]}")
            out.append(f"only caissify: {sorted(theirs[0] - ours[0])}")
            out.append(f"only ours:     {sorted(ours[0] - theirs[0])}")
    os.remove(path)
    return out, compared, differences, explained


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("tool")
    ap.add_argument("--count", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--forfeit-rate", type=float, default=0.04)
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    args = ap.parse_args()
    tool = os.path.abspath(args.tool)
    totals = [0, 0, 0]
    with tempfile.TemporaryDirectory() as tmp:
        jobs = [(tool, args.seed + i, args.forfeit_rate, tmp) for i in range(args.count)]
        with multiprocessing.Pool(max(1, args.jobs)) as pool:
            for out, compared, differences, explained in pool.imap(check_tournament, jobs):
                for line in out:
                    print(line)
                sys.stdout.flush()
                totals[0] += compared
                totals[1] += differences
                totals[2] += explained
    print(f"pairing comparison: {args.count} tournaments, {totals[0]} rounds compared, "
          f"{totals[1]} differences, {totals[2]} explained exceptions")
    sys.exit(1 if totals[1] else 0)


if __name__ == "__main__":
    main()
