#!/bin/sh
# Counts the places in src/ outside the words layer (src/words/) that branch on a particular
# language: `Language::German`, `Language::English`, a `de` flag. Issue 29's goal is none
# outside the renderer and the lexicon loader. Lines in a file's unit tests (after
# `#[cfg(test)] mod`) are counted apart: tests may name the language they check.
# `--files` lists the count per file.
cd "$(dirname "$0")/.." || exit 1
exec python3 - "$@" <<'PY'
import os, re, sys
pattern = re.compile(r"Language::(German|English|Spanish|GERMAN|ENGLISH|SPANISH)\b|\bde: bool|let de =|\bif !?de\b|, de\)|\(de\)|speaking\(de")
per_file = {}
for root, _, files in os.walk("src"):
    if root == "src/words" or root.startswith("src/words/"):
        continue
    for name in files:
        if not name.endswith(".rs"):
            continue
        path = os.path.join(root, name)
        text = open(path, encoding="utf-8").read()
        at = text.find("#[cfg(test)]\nmod ")
        code, tests = (text, "") if at < 0 else (text[:at], text[at:])
        count = lambda part: sum(1 for line in part.splitlines() if pattern.search(line))
        if count(code) or count(tests):
            per_file[path] = (count(code), count(tests))
if "--files" in sys.argv:
    for path, (code, tests) in sorted(per_file.items(), key=lambda item: -sum(item[1])):
        print(f"{path}: {code} in code, {tests} in tests")
code = sum(c for c, _ in per_file.values())
tests = sum(t for _, t in per_file.values())
files = sum(1 for c, _ in per_file.values() if c)
print(f"{code} language branches in {files} files outside src/words/ ({tests} more in unit tests)")
PY
