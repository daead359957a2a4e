//! Meder's three-dimensional chess behind the arbiter's seam ([`Rules`]): the same articles
//! 5, 6.9 and 9 as standard chess — Meder's tournament rules (`shared/rules/003_…`) word
//! them as the FIDE Laws of 2001 do — with two differences the text makes:
//!
//! - **Illegal moves** are not counted: Meder's 7.4 restores the position before the
//!   illegal move and goes on ("Danach muß die Partie fortgesetzt werden"), with no time
//!   for the opponent and no loss on the third.
//! - **No automatic draw** by fivefold repetition or seventy-five moves: Meder's 9.6 knows
//!   only the dead position; repetitions and fifty moves are claimed (9.2, 9.3).
//!
//! "The same position" (9.2) compares the side to move, every piece on its square (with
//! whether it has moved: the pawns that may still step twice, the king and rooks that may
//! castle), where each colour's attack decks stand, an en-passant capture only when one is
//! possible, and a pending promotion.

use shakmaty::{Color, Role};

use super::geometry::{Column, Pin, Square3};
use super::moves::{Action, Move3};
use super::position::{Piece3, Position3};
use crate::game::rules::{DrawReason, GameEnd, GenericArbiter, RightsDiffer, Rules};

/// Meder's three-dimensional chess.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Meder;

/// The arbiter of a 3D game.
pub type Arbiter3 = GenericArbiter<Meder>;

/// A 3D position as 9.2 compares it; compared whole, so no two positions share a key.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct PositionKey3 {
    pieces: Vec<(Square3, Piece3)>,
    decks: Vec<(Pin, Color)>,
    turn: Color,
    en_passant: Option<Column>,
    pending_promotion: Option<Square3>,
}

impl PositionKey3 {
    /// The key of `position`.
    pub fn of(position: &Position3) -> PositionKey3 {
        let mut pieces: Vec<(Square3, Piece3)> = position.pieces().collect();
        pieces.sort_by_key(|(square, _)| *square);
        let mut decks: Vec<(Pin, Color)> = position.decks().collect();
        decks.sort_by_key(|(pin, _)| *pin);
        let en_passant_possible = position.en_passant().is_some()
            && position.legal_moves().iter().any(|m| {
                matches!(
                    m.action,
                    Action::Piece {
                        en_passant: true,
                        ..
                    }
                )
            });
        PositionKey3 {
            pieces,
            decks,
            turn: position.turn(),
            en_passant: en_passant_possible
                .then(|| position.en_passant().map(|e| e.crossed))
                .flatten(),
            pending_promotion: position.pending_promotion(),
        }
    }
}

impl Rules for Meder {
    type Position = Position3;
    type Move = Move3;
    type Key = PositionKey3;

    const COUNTS_ILLEGAL_MOVES: bool = false;
    const AUTOMATIC_DRAWS: bool = false;

    fn turn(position: &Position3) -> Color {
        position.turn()
    }

    fn move_number(position: &Position3) -> u32 {
        position.fullmoves()
    }

    fn halfmoves(position: &Position3) -> u32 {
        position.halfmoves()
    }

    fn is_legal(position: &Position3, mv: &Move3) -> bool {
        position.legal_moves().contains(mv)
    }

    fn play(position: &Position3, mv: &Move3) -> Position3 {
        position.play_unchecked(mv)
    }

    /// Checkmate (5.1(a)), stalemate (5.2), or the two kings alone (9.6). More material is
    /// not judged dead: decks and holes in the boards may still allow a mate.
    fn ending(position: &Position3) -> Option<GameEnd> {
        if position.legal_moves().is_empty() {
            return Some(if position.in_check(position.turn()) {
                GameEnd::Checkmate {
                    winner: !position.turn(),
                }
            } else {
                GameEnd::Draw(DrawReason::Stalemate)
            });
        }
        let only_kings = position.pieces().all(|(_, p)| p.role == Role::King);
        only_kings.then_some(GameEnd::Draw(DrawReason::InsufficientMaterial))
    }

    /// A king alone cannot checkmate (6.9: a flag fallen against it is a draw); with any
    /// other piece a mate is taken to be possible.
    fn can_checkmate(position: &Position3, color: Color) -> bool {
        position
            .pieces()
            .any(|(_, p)| p.color == color && p.role != Role::King)
    }

    fn key(position: &Position3) -> PositionKey3 {
        PositionKey3::of(position)
    }

    /// Lookalikes are described in squares of the flat board; a 3D position that differs
    /// only in rights is a different position all the same, just not described.
    fn differing_rights(_then: &PositionKey3, _now: &PositionKey3) -> Option<RightsDiffer> {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::rules::{Claim, ClaimVerdict, IllegalMoveVerdict, Mode, Rejection};
    use crate::tridim::fen3d::read_fen3d;
    use crate::tridim::notation::{Reading, read_move};

    fn mv(position: &Position3, text: &str) -> Move3 {
        match read_move(position, text) {
            Reading::Move(m) => m,
            other => panic!("{text}: {other:?}"),
        }
    }

    /// Kings out and back: the start position stands again after every fourth move.
    fn kings_walk(arbiter: &mut Arbiter3, moves: &[&str]) {
        for text in moves {
            let m = mv(arbiter.position(), text);
            arbiter.play(m).unwrap();
        }
    }

    fn kings_and_rooks() -> Position3 {
        read_fen3d("Kc1W,Ra1W,kc8S,ra8S DP1w,KP1w,DP6b,KP6b w - - 0 2").unwrap()
    }

    #[test]
    fn meder_threefold_repetition_is_claimed_about_the_board_9_2_b() {
        let mut arbiter = Arbiter3::new(kings_and_rooks(), Mode::Casual);
        kings_walk(
            &mut arbiter,
            &[
                "Kb1W", "Kb8S", "Kc1W", "Kc8S", "Kb1W", "Kb8S", "Kc1W", "Kc8S",
            ],
        );
        // The third time, and no automatic end even at the fifth: Meder has no 9.6.1.
        assert_eq!(arbiter.occurrences().len(), 3);
        assert_eq!(arbiter.claimable(None), vec![Claim::Repetition]);
        kings_walk(
            &mut arbiter,
            &[
                "Kb1W", "Kb8S", "Kc1W", "Kc8S", "Kb1W", "Kb8S", "Kc1W", "Kc8S",
            ],
        );
        assert_eq!(arbiter.occurrences().len(), 5);
        assert!(!arbiter.is_over());
        let Ok(ClaimVerdict::Granted(granted)) = arbiter.claim_draw(Claim::Repetition, None) else {
            panic!("the claim must be granted");
        };
        assert_eq!(granted.end, GameEnd::Draw(DrawReason::ThreefoldRepetition));
        assert_eq!(granted.earlier.len(), 4);
    }

    #[test]
    fn meder_a_claim_about_the_announced_move_9_2_a() {
        let mut arbiter = Arbiter3::new(kings_and_rooks(), Mode::Casual);
        kings_walk(
            &mut arbiter,
            &["Kb1W", "Kb8S", "Kc1W", "Kc8S", "Kb1W", "Kb8S", "Kc1W"],
        );
        // Black's Kc8S would bring the start position about the third time.
        let back = mv(arbiter.position(), "Kc8S");
        assert!(arbiter.claimable(None).is_empty());
        assert_eq!(arbiter.claimable(Some(back)), vec![Claim::Repetition]);
        let mut refused = arbiter.clone();
        let elsewhere = mv(refused.position(), "Kb7S");
        let Ok(ClaimVerdict::Rejected(rejected)) =
            refused.claim_draw(Claim::Repetition, Some(elsewhere))
        else {
            panic!("a claim about another move must be rejected");
        };
        // 9.5(b): the announced move must be played, and the claim stands as an offer.
        assert!(matches!(rejected.reason, Rejection::NotRepeated { .. }));
        assert_eq!(rejected.must_play, Some(elsewhere));
        assert_eq!(refused.pending_offer(), Some(Color::Black));
        assert!(refused.play(back).is_err());
        assert!(refused.play(elsewhere).is_ok());
        let Ok(ClaimVerdict::Granted(granted)) = arbiter.claim_draw(Claim::Repetition, Some(back))
        else {
            panic!("the claim in advance must be granted");
        };
        assert_eq!(granted.announced, Some(back));
        assert_eq!(arbiter.moves().len(), 7, "the announced move is not played");
    }

    #[test]
    fn meder_a_deck_moved_and_left_is_another_position() {
        let mut arbiter = Arbiter3::new(kings_and_rooks(), Mode::Casual);
        kings_walk(&mut arbiter, &["Kb1W", "Kb8S", "Kc1W", "Kc8S"]);
        assert_eq!(arbiter.occurrences().len(), 2);
        kings_walk(&mut arbiter, &["DP2"]);
        assert_eq!(arbiter.occurrences().len(), 1);
    }

    #[test]
    fn meder_illegal_moves_are_not_counted_7_4() {
        let mut arbiter = Arbiter3::new(Position3::start(), Mode::Tournament);
        for _ in 0..3 {
            assert_eq!(
                arbiter.illegal_move(Color::White),
                Ok(IllegalMoveVerdict::NotCounted)
            );
        }
        assert!(!arbiter.is_over());
    }

    #[test]
    fn meder_a_flag_against_a_lone_king_is_a_draw_6_9() {
        let lone = read_fen3d("Kc1W,kc8S,ra8S DP1w,KP1w,DP6b,KP6b w - - 0 2").unwrap();
        let mut arbiter = Arbiter3::new(lone.clone(), Mode::Tournament);
        // Black's flag falls: White has only the king and cannot mate.
        assert_eq!(
            arbiter.time_forfeit(Color::Black).unwrap().draw_reason(),
            Some(DrawReason::CannotBeMated)
        );
        let mut arbiter = Arbiter3::new(lone, Mode::Tournament);
        assert_eq!(
            arbiter.time_forfeit(Color::White).unwrap().winner(),
            Some(Color::Black)
        );
    }

    #[test]
    fn meder_two_kings_alone_end_the_game() {
        let kings = read_fen3d("Kc1W,kc8S DP1w,KP1w,DP6b,KP6b w - - 0 2").unwrap();
        let arbiter = Arbiter3::new(kings, Mode::Casual);
        assert_eq!(
            arbiter.end(),
            Some(GameEnd::Draw(DrawReason::InsufficientMaterial))
        );
    }
}
