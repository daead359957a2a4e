#!/usr/bin/env python3
"""Record what ansage says for the whole corpus, to compare before and after a refactoring.

Usage: scripts/corpus-snapshot.py ANSAGE_BINARY OUT_DIR

Every corpus game is played through `ansage play --plain` (German and English notation in
turn, the three announcement styles in turn, a few questions at the end), every position is
announced through `say --batch` and read back through `parse --batch`, a sample of games is
settled by `reconcile` with records that differ, and read through `replay`. Each part goes to
its own file in OUT_DIR; compare two snapshots with `diff -r`.
"""

import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import chess
import chess.pgn

ROOT = Path(__file__).resolve().parent.parent
CORPUS = sorted((ROOT / "tests/data/corpus").glob("*.pgn"))
GERMAN = str.maketrans({"N": "S", "B": "L", "R": "T", "Q": "D"})
QUESTIONS_DE = ["züge", "fen", "material", "letzte 3 züge", "wer ist am zug", "brett vorlesen"]
QUESTIONS_EN = ["moves", "fen", "material", "last 3 moves", "whose turn", "read board"]
STYLES = ["short", "long", "verbose"]


def games():
    for path in CORPUS:
        with open(path, encoding="utf-8", errors="replace") as f:
            number = 0
            while True:
                game = chess.pgn.read_game(f)
                if game is None:
                    break
                number += 1
                yield path, number, game


def run(binary, args, stdin, home):
    env = dict(os.environ, HOME=home, XDG_DATA_HOME=f"{home}/data", XDG_CONFIG_HOME=f"{home}/config")
    done = subprocess.run([binary, *args], input=stdin, capture_output=True, text=True, env=env)
    return f"$ ansage {' '.join(args)}\n{done.stdout}{done.stderr}[exit {done.returncode}]\n"


def main():
    binary, out = sys.argv[1], Path(sys.argv[2])
    out.mkdir(parents=True, exist_ok=True)
    home = tempfile.mkdtemp(prefix="ansage-snapshot-")
    all_games = list(games())
    play, say, parse, reconcile, replay = [], [], [], [], []
    for index, (path, number, game) in enumerate(all_games):
        board = game.board()
        sans, positions = [], []
        for move in game.mainline_moves():
            positions.append((board.fen(), board.san(move), move.uci()))
            sans.append(board.san(move))
            board.push(move)
        english = index % 2 == 1
        lines = [s if english else s.translate(GERMAN) for s in sans]
        lines += QUESTIONS_EN if english else QUESTIONS_DE
        lines += ["quit" if english else "ende", "yes" if english else "ja"]
        args = ["play", "--plain", "--speech", "none", "--style", STYLES[index % 3]]
        if english:
            args += ["--lang", "en"]
        shutil.rmtree(home, ignore_errors=True)
        os.makedirs(home)
        play.append(f"# {path.name} game {number}\n" + run(binary, args, "\n".join(lines) + "\n", home))
        for fen, san, uci in positions:
            say.append(f"{fen}\t{san}")
            parse.append(f"{fen}\t{san.translate(GERMAN)}")
            parse.append(f"{fen}\t{uci}")
        if index % 10 == 0 and len(sans) > 12:
            n = len(sans) // 2
            records = Path(tempfile.mkdtemp(prefix="ansage-records-"))
            (records / "white.txt").write_text(" ".join(sans[:n]))
            (records / "black.txt").write_text(" ".join(sans[: n - 1]))
            (records / "other.txt").write_text(" ".join(sans[: n - 3] + sans[n - 2 : n - 1]))
            for black, lang in (("black.txt", "de"), ("other.txt", "en")):
                reconcile.append(run(binary, ["reconcile", "--lang", lang, "--white-record",
                                              str(records / "white.txt"), "--black-record",
                                              str(records / black)], "", home).replace(str(records), "RECORDS"))
            shutil.rmtree(records)
            commands = ["weiter"] * 4 + ["zurück", "zug 6 schwarz", "brett vorlesen", "material",
                                         "wo", "info", "schluss", "fen", "ende"]
            replay.append(run(binary, ["replay", "--plain", "--speech", "none", str(path), "--game",
                                       str(number)], "\n".join(commands) + "\n", home))
    (out / "play.txt").write_text("".join(play))
    say_input = "\n".join(say) + "\n"
    parse_input = "\n".join(parse) + "\n"
    for style in STYLES:
        (out / f"say-{style}.txt").write_text(run(binary, ["say", "--batch", "--style", style], say_input, home))
    (out / "say-en.txt").write_text(run(binary, ["say", "--batch", "--words", "en", "--lang", "en"], say_input, home))
    (out / "parse.txt").write_text(run(binary, ["parse", "--batch"], parse_input, home))
    (out / "reconcile.txt").write_text("".join(reconcile))
    (out / "replay.txt").write_text("".join(replay))
    shutil.rmtree(home, ignore_errors=True)
    print(f"{len(all_games)} games, {len(say)} positions, {len(reconcile)} reconciliations, {len(replay)} replays")


if __name__ == "__main__":
    main()
