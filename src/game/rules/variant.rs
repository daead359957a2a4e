//! The seam between the arbiter and a game's rules: what articles 5, 6.10, 7.4 and 9 need to
//! know of a position — whose move it is, which moves are legal, how the game ends by itself,
//! whether a side could still checkmate, and when two positions are "the same" (9.2).
//!
//! [`super::Standard`] is chess by the FIDE Laws over shakmaty (Chess960 through its castling
//! mode); Meder's three-dimensional chess implements the trait in `tridim::rules`.

use std::fmt::Debug;

use shakmaty::{Color, Square};

use super::GameEnd;

/// How an earlier position that looked like the one compared — the same pieces on the same
/// squares, the same side to move — still differed (9.2: "Stellungen sind nicht gleich, wenn
/// ein Bauer en passant geschlagen werden konnte oder wenn das … Recht zu rochieren sich
/// geändert hat").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RightsDiffer {
    /// The square a legal en-passant capture could go to then.
    pub en_passant_then: Option<Square>,
    /// The square a legal en-passant capture can go to in the position compared.
    pub en_passant_now: Option<Square>,
    /// Whether the castling rights were different then.
    pub castling_differs: bool,
}

/// A game's rules as the arbiter needs them.
pub trait Rules: Clone + Debug + 'static {
    /// A position: the pieces, the side to move, the rights and the move counters.
    type Position: Clone + Debug;
    /// A move of the game.
    type Move: Copy + Eq + Debug;
    /// A position as 9.2 compares it.
    type Key: Clone + Eq + Debug;

    /// Whether illegal moves are counted in tournament mode: two minutes for the opponent
    /// after the first two, the third loses (FIDE Laws 7.4b of 2001).
    const COUNTS_ILLEGAL_MOVES: bool;

    /// Whether fivefold repetition and seventy-five moves end the game without a claim
    /// (9.6 of the current FIDE Laws).
    const AUTOMATIC_DRAWS: bool;

    /// The side to move.
    fn turn(position: &Self::Position) -> Color;

    /// The number of the move about to be played (both players' moves of one line share it).
    fn move_number(position: &Self::Position) -> u32;

    /// Half-moves since the last pawn move or capture (9.3).
    fn halfmoves(position: &Self::Position) -> u32;

    /// Whether `mv` is legal in `position`.
    fn is_legal(position: &Self::Position, mv: &Self::Move) -> bool;

    /// The position after the legal move `mv`.
    fn play(position: &Self::Position, mv: &Self::Move) -> Self::Position;

    /// How the position ends the game by itself: checkmate (5.1a), stalemate (5.2a), or a
    /// position from which no side can checkmate (5.2b, 9.6).
    fn ending(position: &Self::Position) -> Option<GameEnd>;

    /// Whether `color` could still checkmate by some series of legal moves (6.10): a flag
    /// fallen against a side that could not is a draw.
    fn can_checkmate(position: &Self::Position, color: Color) -> bool;

    /// The position as 9.2 compares it.
    fn key(position: &Self::Position) -> Self::Key;

    /// For an earlier position `then` that looks like `now` but is not the same: how the
    /// rights differed. `None` when they do not look alike, or are the same.
    fn differing_rights(then: &Self::Key, now: &Self::Key) -> Option<RightsDiffer>;
}
