//! "The same position" as Article 9.2 of the FIDE Laws defines it, and where a position stood
//! on the board before.
//!
//! 9.2 (2001 text, `shared/rules/000_…`): positions are the same "wenn der gleiche Spieler am
//! Zuge ist, Figuren der gleichen Art und Farbe die gleichen Felder besetzen und die
//! Zugmöglichkeiten aller Figuren beider Spieler gleich sind. Stellungen sind nicht gleich,
//! wenn ein Bauer, der en passant geschlagen werden konnte, nicht mehr geschlagen werden
//! kann, oder wenn das Recht zu rochieren vorübergehend oder endgültig geändert hat."
//!
//! So a [`PositionKey`] holds
//! - the placement of every piece,
//! - the side to move,
//! - the castling rights (the rights themselves, whether or not castling is possible at the
//!   moment: a right that is only blocked for now is the same right, and "temporarily"
//!   blocked castling follows from the placement, which is compared anyway),
//! - the en-passant square only if an en-passant capture is actually legal
//!   ([`Position::legal_ep_square`]): after a double step that no enemy pawn can take, or
//!   whose capture would leave the capturing king in check, the possible moves are the same
//!   as without the double step, so the position counts as equal (9.2: "die
//!   Zugmöglichkeiten aller Figuren … gleich").
//!
//! The key compares the whole board exactly; there is no hash that could collide.

use shakmaty::{Bitboard, Board, Chess, Color, Position, Square};

use super::variant::Rules;

/// A position as 9.2 compares it: placement, side to move, castling rights and a legal
/// en-passant capture. Half-move clock and move number play no part.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct PositionKey {
    board: Board,
    turn: Color,
    castling: Bitboard,
    en_passant: Option<Square>,
}

impl PositionKey {
    /// The key of `position`.
    pub fn of(position: &Chess) -> Self {
        PositionKey {
            board: position.board().clone(),
            turn: position.turn(),
            castling: position.castles().castling_rights(),
            en_passant: position.legal_ep_square(),
        }
    }

    /// Whether the same pieces stand on the same squares with the same side to move — the
    /// look of the position, which may still differ in castling or en-passant rights.
    pub fn looks_like(&self, other: &PositionKey) -> bool {
        self.turn == other.turn && self.board == other.board
    }

    /// The rooks that may still castle, by their squares.
    pub fn castling_rights(&self) -> Bitboard {
        self.castling
    }

    /// The square an en-passant capture may go to, if such a capture is legal.
    pub fn en_passant(&self) -> Option<Square> {
        self.en_passant
    }
}

/// A move named as on a scoresheet: its number and who made it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MoveLabel {
    /// The move number (both players' moves of one line share it).
    pub number: u32,
    /// Who made the move.
    pub by: Color,
}

/// One time a position stood on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Occurrence {
    /// Half-moves played when it stood there: 0 for the starting position.
    pub ply: usize,
    /// The move that brought it about; `None` for the starting position.
    pub after: Option<MoveLabel>,
}

/// An earlier position with the same pieces on the same squares and the same side to move,
/// which nevertheless was not the same position (9.2): castling or en-passant rights
/// differed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Lookalike {
    /// When it stood on the board.
    pub occurrence: Occurrence,
    /// The square a legal en-passant capture could go to then.
    pub en_passant_then: Option<Square>,
    /// The square a legal en-passant capture can go to in the position compared.
    pub en_passant_now: Option<Square>,
    /// Whether the castling rights were different then.
    pub castling_differs: bool,
}

impl Lookalike {
    /// Whether the en-passant rights differ.
    pub fn en_passant_differs(&self) -> bool {
        self.en_passant_then != self.en_passant_now
    }
}

/// Every position of a game in order, from the start, as `R` compares positions (9.2).
#[derive(Clone, Debug)]
pub(crate) struct History<R: Rules> {
    seen: Vec<(R::Key, Option<MoveLabel>)>,
}

impl<R: Rules> History<R> {
    /// A history holding only the starting position.
    pub(crate) fn new(start: &R::Position) -> Self {
        History {
            seen: vec![(R::key(start), None)],
        }
    }

    /// Adds the position that `by_move` brought about.
    pub(crate) fn push(&mut self, position: &R::Position, by_move: MoveLabel) {
        self.seen.push((R::key(position), Some(by_move)));
    }

    /// Every time `key` stood on the board, in order.
    pub(crate) fn occurrences(&self, key: &R::Key) -> Vec<Occurrence> {
        self.seen
            .iter()
            .enumerate()
            .filter(|(_, (k, _))| k == key)
            .map(|(ply, (_, after))| Occurrence { ply, after: *after })
            .collect()
    }

    /// Earlier positions that look like `key` but were not the same (9.2).
    pub(crate) fn lookalikes(&self, key: &R::Key) -> Vec<Lookalike> {
        self.seen
            .iter()
            .enumerate()
            .filter_map(|(ply, (k, after))| {
                let rights = R::differing_rights(k, key)?;
                Some(Lookalike {
                    occurrence: Occurrence { ply, after: *after },
                    en_passant_then: rights.en_passant_then,
                    en_passant_now: rights.en_passant_now,
                    castling_differs: rights.castling_differs,
                })
            })
            .collect()
    }
}
