//! Standard chess behind the arbiter's seam: the FIDE Laws over shakmaty's [`Chess`].

use shakmaty::{Chess, Color, Move, Position};

use super::repetition::PositionKey;
use super::variant::{RightsDiffer, Rules};
use super::{DrawReason, GameEnd};

/// Chess by the FIDE Laws, over shakmaty's [`Chess`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Standard;

impl Rules for Standard {
    type Position = Chess;
    type Move = Move;
    type Key = PositionKey;

    const COUNTS_ILLEGAL_MOVES: bool = true;
    const AUTOMATIC_DRAWS: bool = true;

    fn turn(position: &Chess) -> Color {
        position.turn()
    }

    fn move_number(position: &Chess) -> u32 {
        position.fullmoves().get()
    }

    fn halfmoves(position: &Chess) -> u32 {
        position.halfmoves()
    }

    fn is_legal(position: &Chess, mv: &Move) -> bool {
        position.is_legal(*mv)
    }

    fn play(position: &Chess, mv: &Move) -> Chess {
        let mut next = position.clone();
        next.play_unchecked(*mv);
        next
    }

    /// Dead positions are those without mating material on either side
    /// ([`Position::is_insufficient_material`]); blocked positions are not recognised.
    fn ending(position: &Chess) -> Option<GameEnd> {
        if position.is_checkmate() {
            return Some(GameEnd::Checkmate {
                winner: !position.turn(),
            });
        }
        if position.is_stalemate() {
            return Some(GameEnd::Draw(DrawReason::Stalemate));
        }
        if position.is_insufficient_material() {
            return Some(GameEnd::Draw(DrawReason::InsufficientMaterial));
        }
        None
    }

    fn can_checkmate(position: &Chess, color: Color) -> bool {
        !position.has_insufficient_material(color)
    }

    fn key(position: &Chess) -> PositionKey {
        PositionKey::of(position)
    }

    fn differing_rights(then: &PositionKey, now: &PositionKey) -> Option<RightsDiffer> {
        (then.looks_like(now) && then != now).then(|| RightsDiffer {
            en_passant_then: then.en_passant(),
            en_passant_now: now.en_passant(),
            castling_differs: then.castling_rights() != now.castling_rights(),
        })
    }
}
