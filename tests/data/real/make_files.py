#!/usr/bin/env python3
"""Makes the PGN files in this folder with programs other than ansage (see README.md).

Run from the repository root: python3 tests/data/real/make_files.py
Needs python-chess, /usr/games/stockfish and /usr/games/pgn-extract. The output is fixed by the seeds
and by Stockfish's node limits only up to the Stockfish version; the files are kept as
written, so the tests do not depend on this script.
"""

import io
import random
import subprocess

import chess
import chess.engine
import chess.pgn
import chess.variant

OUT = "tests/data/real/"
STOCKFISH = "/usr/games/stockfish"


def self_play(board, game, engine, plies, nodes):
    node = game
    for _ in range(plies):
        if board.is_game_over():
            break
        result = engine.play(board, chess.engine.Limit(nodes=nodes))
        node = node.add_variation(result.move)
        board.push(result.move)
    game.headers["Result"] = board.result(claim_draw=True) if board.is_game_over() else "*"
    return game


def stockfish_games():
    """Two Stockfish self-play games, one standard and one Chess960 with castling."""
    engine = chess.engine.SimpleEngine.popen_uci(STOCKFISH)
    board = chess.Board()
    game = chess.pgn.Game()
    game.headers.update(Event="Stockfish self-play", White="Stockfish", Black="Stockfish")
    standard = self_play(board, game, engine, 80, 20000)
    with open(OUT + "stockfish_selfplay.pgn", "w", encoding="utf-8") as f:
        print(standard, file=f, end="\n\n")

    # Chess960: start positions where the rooks are not on a and h, until both sides castle.
    rng = random.Random(960)
    while True:
        number = rng.randrange(960)
        board = chess.Board.from_chess960_pos(number)
        game = chess.pgn.Game()
        game.setup(board)
        game.headers.update(Event="Stockfish Chess960 self-play", White="Stockfish",
                            Black="Stockfish", Variant="Chess960")
        game.headers["FEN"] = board.shredder_fen()
        castled = set()
        node = game
        for _ in range(60):
            if board.is_game_over():
                break
            move = engine.play(board, chess.engine.Limit(nodes=5000)).move
            if board.is_castling(move):
                castled.add(board.turn)
            node = node.add_variation(move)
            board.push(move)
        game.headers["Result"] = "*"
        start = chess.Board.from_chess960_pos(number)
        if len(castled) == 2 and start.rooks & chess.BB_FILE_A == 0:
            break
    engine.quit()
    with open(OUT + "chess960_stockfish.pgn", "w", encoding="utf-8") as f:
        print(game, file=f, end="\n\n")


def python_chess_files():
    # A byte-order mark before the first tag, as Windows tools write it.
    game = chess.pgn.read_game(io.StringIO(
        '[Event "BOM"]\n[White "Müller, Hans"]\n[Black "Schmidt"]\n[Result "1-0"]\n\n'
        "1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n"))
    with open(OUT + "bom.pgn", "w", encoding="utf-8-sig") as f:
        print(game, file=f, end="\n\n")

    # Latin-1 (and Windows-1252) as older databases write it.
    game.headers["Event"] = "Latin-1"
    game.headers["Annotator"] = "Jürgen Weiß"
    with open(OUT + "latin1.pgn", "w", encoding="latin-1") as f:
        print(game, file=f, end="\n\n")

    # A null move in the main line of an annotated game (python-chess writes it as --).
    board = chess.Board()
    game = chess.pgn.Game()
    game.headers.update(Event="Null move", White="Analyst", Black="Analyst")
    node = game
    for san in ["e4", "e5", "Nf3", "Nc6", "Bb5"]:
        move = board.parse_san(san)
        node = node.add_variation(move)
        board.push(move)
    node.comment = "White threatens nothing yet; what if Black passes?"
    node = node.add_variation(chess.Move.null())
    board.push(chess.Move.null())
    node.comment = "the null move shows the threat"
    for san in ["Bxc6", "dxc6", "Nxe5"]:
        move = board.parse_san(san)
        node = node.add_variation(move)
        board.push(move)
    game.headers["Result"] = "*"
    with open(OUT + "null_move.pgn", "w", encoding="utf-8") as f:
        print(game, file=f, end="\n\n")

    # Variants other than Chess960, each with a few random legal moves.
    rng = random.Random(17)
    with open(OUT + "variants.pgn", "w", encoding="utf-8") as f:
        for cls in [chess.variant.CrazyhouseBoard, chess.variant.AntichessBoard,
                    chess.variant.AtomicBoard, chess.variant.KingOfTheHillBoard,
                    chess.variant.ThreeCheckBoard, chess.variant.HordeBoard,
                    chess.variant.RacingKingsBoard]:
            board = cls()
            game = chess.pgn.Game.from_board(board)
            node = game
            for ply in range(16):
                moves = list(board.legal_moves)
                if not moves:
                    break
                drops = [m for m in moves if m.drop]
                move = drops[0] if drops and ply > 6 else rng.choice(moves)
                node = node.add_variation(move)
                board.push(move)
            game.headers.update(Event=cls.uci_variant + " sample", White="random",
                                Black="random", Result="*")
            print(game, file=f, end="\n\n")


def pgn_extract_files():
    # UCI movetext, as engine tournament tools write it.
    with open(OUT + "uci.pgn", "w", encoding="utf-8") as f:
        subprocess.run(["/usr/games/pgn-extract", "-Wuci", "-s", "--selectonly", "1:2",
                        "tests/data/corpus/WorldChamp1886.pgn"], stdout=f, check=True)


stockfish_games()
python_chess_files()
pgn_extract_files()
