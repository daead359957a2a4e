#!/bin/sh
# Counts the places in src/ outside the words layer (src/words/) that branch on a particular
# language: `Language::German`, `Language::English`, a `de` flag. Issue 29's goal is none
# outside the renderer and the lexicon loader. Lines in a file's unit tests (after
# `#[cfg(test)] mod`, and files compiled only for tests) are counted apart: tests may name
# the language they check.
# `--files` lists the count per file.
cd "$(dirname "$0")/.." || exit 1
exec python3 - "$@" <<'PY'
import os, re, sys
pattern = re.compile(r"Language::(German|English|Spanish|GERMAN|ENGLISH|SPANISH)\b|\bde: bool|let de =|\bif !?de\b|, de\)|\(de\)|speaking\(de")
# Files that are compiled only for tests: declared as `#[cfg(test)] mod NAME;` in their parent.
test_files = set()
for root, _, files in os.walk("src"):
    for name in files:
        if name.endswith(".rs"):
            text = open(os.path.join(root, name), encoding="utf-8").read()
            for module in re.findall(r"#\[cfg\((?:all\()?test[^\]]*\]\s*(?:pub(?:\([a-z]+\))? )?mod (\w+);", text):
                parent = root if name in ("mod.rs", "lib.rs", "main.rs") else os.path.join(root, name[:-3])
                test_files.add(os.path.join(parent, module + ".rs"))
per_file = {}
for root, _, files in os.walk("src"):
    if root == "src/words" or root.startswith("src/words/"):
        continue
    for name in files:
        if not name.endswith(".rs"):
            continue
        path = os.path.join(root, name)
        text = open(path, encoding="utf-8").read()
        found = re.search(r"#\[cfg\((?:all\()?test[^\]]*\]\nmod ", text)
        at = -1 if found is None else found.start()
        if path in test_files:
            at = 0
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
