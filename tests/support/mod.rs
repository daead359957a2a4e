//! Helpers shared by the integration tests and the benchmarks (which include this file with
//! `#[path]`): a fixed-seed random generator and positions from the corpus.

// Each test binary that includes this file uses only some of its helpers.
#![allow(dead_code)]

use std::path::PathBuf;

use ansage::notation::pgn::read_games;
use shakmaty::{Chess, Position};

/// A small fixed-seed generator (xorshift), so every run draws the same numbers.
pub struct Rng(pub u64);

impl Rng {
    /// The next number.
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    /// A number below `n`.
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// The PGN files of `tests/data/corpus/`, sorted by name.
pub fn corpus_files() -> Vec<PathBuf> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/corpus");
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .expect("corpus directory")
        .map(|e| e.expect("corpus entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "pgn"))
        .collect();
    files.sort();
    files
}

/// Every `every`-th position of the games in `tests/data/corpus/`, in file order.
pub fn corpus_positions(every: usize) -> Vec<Chess> {
    let mut positions = Vec::new();
    let mut ply = 0usize;
    for file in corpus_files() {
        let games = read_games(&std::fs::read(&file).expect("corpus file")).expect("corpus parses");
        for game in games {
            let mut pos = game.start.clone();
            for m in game.moves {
                if ply % every == 0 {
                    positions.push(pos.clone());
                }
                ply += 1;
                pos.play_unchecked(m.played);
            }
        }
    }
    positions
}
