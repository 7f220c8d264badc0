#!/usr/bin/env python3
"""Reads a PGN file with python-chess, as a player's own tools would.

Prints one line per game: the final position's FEN after playing every move, or exits 1
naming the first game python-chess could not read (an unknown move, a bad tag).
Used by the PGN test (tests/http/pgn.rs) to check that our orthodox games are standard.
"""
import sys

import chess.pgn


def main(path):
    with open(path, encoding="utf-8") as f:
        number = 0
        while True:
            game = chess.pgn.read_game(f)
            if game is None:
                break
            number += 1
            if game.errors:
                print(f"game {number}: {game.errors[0]}", file=sys.stderr)
                return 1
            board = game.end().board()
            print(board.fen())
    if number == 0:
        print("no game in the file", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
