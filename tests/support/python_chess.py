#!/usr/bin/env python3
"""Reads a PGN file with python-chess, an independent PGN reader, for tests/pgn_export.rs.

Usage: python3 tests/support/python_chess.py FILE.pgn

Prints one JSON line per game, in file order:
  {"headers": {...}, "start_fen": "...", "comment": "...", "uci": [...], "clk": [...],
   "comments": [...], "nags": [[...]], "result": "...", "errors": [...]}
where, per main-line move, "clk" holds the [%clk] time in seconds (or null), "comments" the
move's comment with the [%clk] command taken out and "nags" its NAGs, sorted. "result" is the
result token of the movetext (python-chess keeps only the Result tag), "errors" what
python-chess collected in game.errors, which a well-formed file leaves empty.

Exits with status 3 and one line on standard error if the chess module is missing.
"""

import json
import sys

try:
    import chess
    import chess.pgn
except ImportError:
    sys.stderr.write("python-chess is not installed (the Python module chess)\n")
    sys.exit(3)


def unescape(value):
    """PGN tag strings escape \" and \\ (PGN standard 7). python-chess 1.11 hands the
    escapes through unchanged (python-chess pull request 1198 would decode them), so decode
    them here; any other backslash stays as it is."""
    out = []
    i = 0
    while i < len(value):
        if value[i] == "\\" and i + 1 < len(value) and value[i + 1] in "\\\"":
            out.append(value[i + 1])
            i += 2
        else:
            out.append(value[i])
            i += 1
    return "".join(out)


class Builder(chess.pgn.GameBuilder):
    """The standard builder, keeping the movetext's result token, and quiet: errors are
    collected in game.errors and reported in the JSON."""

    def begin_game(self):
        super().begin_game()
        self.result_token = None

    def visit_result(self, result):
        self.result_token = result
        super().visit_result(result)

    def handle_error(self, error):
        self.game.errors.append(error)

    def result(self):
        game = super().result()
        game.result_token = self.result_token
        return game


def describe(game):
    uci, clk, comments, nags = [], [], [], []
    for node in game.mainline():
        uci.append(node.move.uci())
        clk.append(node.clock())
        node.set_clock(None)
        comments.append(node.comment)
        nags.append(sorted(node.nags))
    return {
        "headers": {name: unescape(value) for name, value in game.headers.items()},
        "start_fen": game.board().fen(),
        "comment": game.comment,
        "uci": uci,
        "clk": clk,
        "comments": comments,
        "nags": nags,
        "result": game.result_token,
        "errors": [repr(e) for e in game.errors],
    }


def main():
    if len(sys.argv) != 2:
        sys.stderr.write("usage: python3 tests/support/python_chess.py FILE.pgn\n")
        sys.exit(2)
    sys.stdout.reconfigure(encoding="utf-8")
    with open(sys.argv[1], encoding="utf-8") as handle:
        while True:
            game = chess.pgn.read_game(handle, Visitor=Builder)
            if game is None:
                break
            print(json.dumps(describe(game), ensure_ascii=False))


if __name__ == "__main__":
    main()
