#!/bin/sh
# Counts the places in src/ outside the words layer (src/words/) that branch on a particular
# language: `Language::German`, `Language::English`, a `de` flag. Issue 29's goal is none
# outside the renderer and the lexicon loader. `--files` lists the count per file.
cd "$(dirname "$0")/.." || exit 1
pattern='Language::(German|English|Spanish)|\bde: bool|let de =|\bif !?de\b|, de\)|\(de\)|speaking\(de'
if [ "$1" = "--files" ]; then
    grep -rcE "$pattern" src --include='*.rs' | grep -v '^src/words/' | grep -v ':0$' | sort -t: -k2 -nr
else
    total=$(grep -rhE "$pattern" src --include='*.rs' --exclude-dir=words | wc -l)
    files=$(grep -rlE "$pattern" src --include='*.rs' --exclude-dir=words | wc -l)
    echo "$total language branches in $files files outside src/words/"
fi
