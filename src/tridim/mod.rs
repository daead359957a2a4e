//! Three-dimensional chess by Jens Meder's tournament rules (`../shared/rules/`, "Turnierregeln
//! für dreidimensionales Schach"): the Star Trek board of three main boards and four movable
//! attack decks. No chess library covers it, so its rules live here: the board
//! ([`geometry`]), positions ([`position`], written as [`fen3d`]), the legal moves
//! ([`moves`]) and [`perft`] to check them.

pub mod board_text;
pub mod engine;
pub mod fen3d;
pub mod game;
pub mod geometry;
pub mod moves;
pub mod notation;
pub mod position;
pub mod reconcile;
pub mod rules;
pub mod words;

pub use geometry::{Board, Column, Level, Pin, Square3, Wing};
pub use moves::{Action, Move3};
pub use position::{Piece3, Position3};

/// The number of legal move sequences of `depth` plies from `position`, as chess programmers
/// count them to check a move generator.
pub fn perft(position: &Position3, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let moves = position.legal_moves();
    if depth == 1 {
        return moves.len() as u64;
    }
    moves
        .iter()
        .map(|m| perft(&position.play_unchecked(m), depth - 1))
        .sum()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn perft_from_the_start() {
        let start = Position3::start();
        let counts: Vec<u64> = (1..=3).map(|d| perft(&start, d)).collect();
        assert_eq!(counts, [20, 400, 9128]);
    }
}
