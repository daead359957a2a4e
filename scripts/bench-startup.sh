#!/usr/bin/env bash
# Measures how long `ansage play` takes to start with no journals and with 1,000 finished
# ones in its journal folder (issue 12: start-up must not grow with the number of past
# games). Needs hyperfine (Debian package `hyperfine`); run from the repository.
set -eu
cd "$(dirname "$0")/.."
cargo build --release --quiet
binary=target/release/ansage
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export ANSAGE_CONFIG="$work/config.toml"
mkdir -p "$work/none" "$work/many"
# One finished game, copied a thousand times.
printf 'e4\ne5\nSf3\nSc6\naufgeben\nja\n' |
  ANSAGE_JOURNAL_DIR="$work/one" "$binary" play --plain --speech none >/dev/null
for i in $(seq 1 1000); do cp "$work"/one/*.jsonl "$work/many/game-$i.jsonl"; done
echo "First start with 1,000 finished journals (they are set aside into finished/):"
time (ANSAGE_JOURNAL_DIR="$work/many" "$binary" play --plain --speech none </dev/null >/dev/null)
for folder in none many; do
  echo "Start-up, journal folder '$folder':"
  ANSAGE_JOURNAL_DIR="$work/$folder" hyperfine --warmup 3 --runs 30 \
    "$binary play --plain --speech none < /dev/null > /dev/null"
done
