//! What a typed or spoken text names of a move: castling, or a pattern of piece, origin,
//! target and promotion. Reading text into patterns is `input`'s job; explaining why no
//! legal move fits them is `explain`'s.

use shakmaty::{CastlingSide, File, Move, Rank, Role, Square};

/// One way of reading the text as a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Reading {
    Castle(CastlingSide),
    Pattern(MovePattern),
}

/// A move described by what the text names: piece, origin (partly), target, promotion.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct MovePattern {
    /// The moving piece; `None` when a full origin square was given (`g1f3`).
    pub role: Option<Role>,
    pub from_file: Option<File>,
    pub from_rank: Option<Rank>,
    pub to: Square,
    pub promotion: Option<Role>,
}

impl MovePattern {
    pub(crate) fn matches(&self, m: &Move) -> bool {
        let Some(from) = m.from() else { return false };
        let to = match m {
            Move::Castle { king, rook } => {
                // e1g1 (the king's target) and e1h1 (king takes rook) both name castling.
                let side = CastlingSide::from_king_side(king < rook);
                let king_to = Square::from_coords(side.king_to_file(), king.rank());
                // The rook's square names castling only in coordinates (e1h1), never
                // after a piece letter ("Kh1" is no castling).
                let by_rook_square = self.role.is_none() && self.to == *rook;
                if self.to != king_to && !by_rook_square {
                    return false;
                }
                self.to
            }
            _ => m.to(),
        };
        self.role.is_none_or(|r| r == m.role())
            && self.from_file.is_none_or(|f| f == from.file())
            && self.from_rank.is_none_or(|r| r == from.rank())
            && self.to == to
            && match self.promotion {
                None => true,
                Some(p) => m.promotion() == Some(p),
            }
    }
}
