# Quick start: `make run` plays a game, `make test` runs every test. Both set up first.
# Voice input is built only when set-up could fetch libvosk.so and ALSA's headers are there;
# speech-dispatcher (through libspeechd) only when its headers are there.
VOICE = $(if $(and $(wildcard native/vosk/libvosk.so),$(shell pkg-config --exists alsa && echo yes)),voice)
DISPATCHER = $(if $(shell pkg-config --exists speech-dispatcher && echo yes),dispatcher)
FEATURES = --no-default-features --features "$(strip $(VOICE) $(DISPATCHER))"

.PHONY: setup run test check bench

setup:
	@bash scripts/setup.sh

run: setup
	cargo run --release $(FEATURES) -- play

test: setup
	cargo test $(FEATURES)

check:
	cargo fmt --check
	cargo clippy --all-targets $(FEATURES) -- -D warnings

bench: setup
	cargo bench $(FEATURES) --bench notation
	cargo bench $(FEATURES) --bench understanding
	cargo bench $(FEATURES) --bench session
	cargo bench $(FEATURES) --bench journal
	cargo bench $(FEATURES) --bench voice
	cargo bench $(FEATURES) --bench levels
	cargo bench $(FEATURES) --bench relay
	cargo bench $(FEATURES) --bench tapes
	cargo bench $(FEATURES) --bench perft3d
	cargo bench $(FEATURES) --bench engine3d
