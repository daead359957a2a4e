//! Why a well-formed move is not legal, as data: the king would be in check, no knight can
//! reach f3. The words layer words it (`words::notation`, texts in `notation.ftl`): "Der
//! König stünde im Schach", "Kein Springer kann Felix drei erreichen".

use shakmaty::attacks::{attacks, pawn_attacks};
use shakmaty::{Bitboard, CastlingSide, Chess, Color, Outcome, Position, Rank, Role, Square};

use crate::notation::pattern::{MovePattern, Reading};

/// The reason a move that was understood cannot be played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum IllegalReason {
    /// The game is over: no move can be played.
    GameOver(Outcome),
    /// The side to move has no piece of that kind.
    NoSuchPiece(Role),
    /// The named origin square is empty.
    EmptyOrigin(Square),
    /// The named origin square holds a piece of the side not to move.
    OpponentsPiece(Square),
    /// The named origin square holds another kind of piece.
    OtherPiece {
        /// The named square.
        square: Square,
        /// The piece that was named.
        named: Role,
        /// The piece that stands there.
        actual: Role,
    },
    /// No piece of that kind can reach the target, even ignoring check.
    CannotReach {
        /// The piece kind.
        role: Role,
        /// The target square.
        to: Square,
    },
    /// A capture was named without a square ("Bauer schlägt"), and no piece of that kind
    /// can capture anything.
    NoCapture(Role),
    /// The target holds a piece of the moving side.
    OwnPieceOnTarget(Square),
    /// The move would leave or put the own king in check.
    KingWouldBeInCheck,
    /// The king is in check and the move does not answer it.
    CheckNotAnswered,
    /// A promotion was named for a move that does not reach the last rank.
    NoPromotionHere,
    /// Castling rights are gone: king or rook has moved.
    CastlingRightLost(CastlingSide),
    /// Pieces stand between king and rook.
    CastlingBlocked(CastlingSide),
    /// Castling out of check.
    CastlingInCheck,
    /// The king would pass through or land on an attacked square.
    CastlingThroughCheck(CastlingSide),
}

/// Explains why none of the readings is a legal move. The first reading is the most literal
/// one, so its reason is given.
pub(crate) fn explain_illegal(pos: &Chess, readings: &[Reading]) -> IllegalReason {
    if let Outcome::Known(outcome) = pos.outcome() {
        return IllegalReason::GameOver(Outcome::Known(outcome));
    }
    match readings.first() {
        Some(Reading::Castle(side)) => explain_castling(pos, *side),
        Some(Reading::Pattern(pattern)) => explain_pattern(pos, pattern),
        None => IllegalReason::KingWouldBeInCheck,
    }
}

fn explain_castling(pos: &Chess, side: CastlingSide) -> IllegalReason {
    let us = pos.turn();
    let castles = pos.castles();
    if !castles.has(us, side) {
        return IllegalReason::CastlingRightLost(side);
    }
    if pos.is_check() {
        return IllegalReason::CastlingInCheck;
    }
    if (castles.path(us, side) & pos.board().occupied()).any() {
        return IllegalReason::CastlingBlocked(side);
    }
    IllegalReason::CastlingThroughCheck(side)
}

fn explain_pattern(pos: &Chess, pattern: &MovePattern) -> IllegalReason {
    let board = pos.board();
    let us = pos.turn();
    let origin = match (pattern.from_file, pattern.from_rank) {
        (Some(file), Some(rank)) => Some(Square::from_coords(file, rank)),
        _ => None,
    };
    if let Some(square) = origin {
        match board.piece_at(square) {
            None => return IllegalReason::EmptyOrigin(square),
            Some(piece) if piece.color != us => return IllegalReason::OpponentsPiece(square),
            Some(piece) => {
                if let Some(named) = pattern.role {
                    if named != piece.role {
                        return IllegalReason::OtherPiece {
                            square,
                            named,
                            actual: piece.role,
                        };
                    }
                }
            }
        }
    }
    let role = pattern
        .role
        .or_else(|| origin.and_then(|sq| board.role_at(sq)))
        .unwrap_or(Role::Pawn);
    let mut candidates = board.by_color(us) & board.by_role(role);
    if let Some(file) = pattern.from_file {
        candidates &= Bitboard::from_file(file);
    }
    if let Some(rank) = pattern.from_rank {
        candidates &= Bitboard::from_rank(rank);
    }
    if (board.by_color(us) & board.by_role(role)).is_empty() {
        return IllegalReason::NoSuchPiece(role);
    }
    if pattern.promotion.is_some() {
        let last = if us == Color::White {
            Rank::Eighth
        } else {
            Rank::First
        };
        if role != Role::Pawn || pattern.to.rank() != last {
            return IllegalReason::NoPromotionHere;
        }
    }
    let reachable = candidates
        .into_iter()
        .any(|from| reaches_ignoring_check(pos, from, role, pattern.to));
    if !reachable {
        return IllegalReason::CannotReach {
            role,
            to: pattern.to,
        };
    }
    if board.by_color(us).contains(pattern.to) {
        return IllegalReason::OwnPieceOnTarget(pattern.to);
    }
    if pos.is_check() {
        IllegalReason::CheckNotAnswered
    } else {
        IllegalReason::KingWouldBeInCheck
    }
}

/// Whether the piece on `from` could move to `to` if checks did not matter (the target may
/// hold an own piece; the caller tells that case apart).
fn reaches_ignoring_check(pos: &Chess, from: Square, role: Role, to: Square) -> bool {
    let board = pos.board();
    let us = pos.turn();
    let occupied = board.occupied();
    if role != Role::Pawn {
        let piece = shakmaty::Piece { color: us, role };
        return attacks(from, piece, occupied).contains(to);
    }
    let them = board.by_color(us.other());
    if pawn_attacks(us, from).contains(to) {
        return them.contains(to) || pos.maybe_ep_square() == Some(to);
    }
    let forward: i32 = if us == Color::White { 8 } else { -8 };
    let one = from.offset(forward);
    if one == Some(to) {
        return !occupied.contains(to);
    }
    let start_rank = if us == Color::White {
        Rank::Second
    } else {
        Rank::Seventh
    };
    if from.rank() == start_rank {
        if let (Some(one), Some(two)) = (one, from.offset(2 * forward)) {
            return two == to && !occupied.contains(one) && !occupied.contains(two);
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::IllegalReason;
    use crate::language::Language;
    use crate::notation::fen::parse_fen;
    use crate::notation::input::{Resolution, resolve};
    use shakmaty::{CastlingSide, Chess, Color, KnownOutcome, Outcome, Role, Square};

    fn reason(fen: Option<&str>, text: &str, language: Language) -> IllegalReason {
        let pos = fen.map_or_else(Chess::default, |f| parse_fen(f).unwrap());
        match resolve(&pos, text, language).resolution {
            Resolution::Illegal(reason) => reason,
            other => panic!("{text}: expected illegal, got {other:?}"),
        }
    }

    #[test]
    fn no_knight_reaches_the_square() {
        let knight_f4 = IllegalReason::CannotReach {
            role: Role::Knight,
            to: Square::F4,
        };
        assert_eq!(reason(None, "Sf4", Language::GERMAN), knight_f4);
        assert_eq!(reason(None, "Nf4", Language::ENGLISH), knight_f4);
        assert_eq!(
            reason(None, "Dd4", Language::GERMAN),
            IllegalReason::CannotReach {
                role: Role::Queen,
                to: Square::D4
            }
        );
    }

    #[test]
    fn pinned_piece_would_expose_the_king() {
        // The knight on d2 is pinned by the bishop on b4 against the king on e1.
        let fen = Some("4k3/8/8/8/1b6/8/3N4/4K3 w - - 0 1");
        assert_eq!(
            reason(fen, "Sf3", Language::GERMAN),
            IllegalReason::KingWouldBeInCheck
        );
        assert_eq!(
            reason(fen, "Kd2", Language::GERMAN),
            IllegalReason::OwnPieceOnTarget(Square::D2)
        );
    }

    #[test]
    fn check_must_be_answered() {
        let fen = Some("4k3/8/8/8/8/8/3P4/r3K3 w - - 0 1");
        assert_eq!(
            reason(fen, "d3", Language::GERMAN),
            IllegalReason::CheckNotAnswered
        );
    }

    #[test]
    fn origin_square_problems_are_named() {
        assert_eq!(
            reason(None, "e3e4", Language::GERMAN),
            IllegalReason::EmptyOrigin(Square::E3)
        );
        assert_eq!(
            reason(None, "e7e5", Language::GERMAN),
            IllegalReason::OpponentsPiece(Square::E7)
        );
        assert_eq!(
            reason(None, "Sf1e2", Language::GERMAN),
            IllegalReason::OtherPiece {
                square: Square::F1,
                named: Role::Knight,
                actual: Role::Bishop
            }
        );
    }

    #[test]
    fn castling_reasons() {
        assert_eq!(
            reason(None, "0-0", Language::GERMAN),
            IllegalReason::CastlingBlocked(CastlingSide::KingSide)
        );
        let fen = Some("4k3/8/8/8/8/8/8/4K2R w - - 0 1");
        assert_eq!(
            reason(fen, "0-0", Language::GERMAN),
            IllegalReason::CastlingRightLost(CastlingSide::KingSide)
        );
        let fen = Some("4k3/8/8/8/8/8/5r2/4K2R w K - 0 1");
        assert_eq!(
            reason(fen, "0-0", Language::GERMAN),
            IllegalReason::CastlingThroughCheck(CastlingSide::KingSide)
        );
    }

    #[test]
    fn game_over_is_said() {
        // Fool's mate.
        let fen = Some("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
        assert_eq!(
            reason(fen, "e4", Language::GERMAN),
            IllegalReason::GameOver(Outcome::Known(KnownOutcome::Decisive {
                winner: Color::Black
            }))
        );
    }

    #[test]
    fn promotion_only_on_the_last_rank() {
        assert_eq!(
            reason(None, "e4D", Language::GERMAN),
            IllegalReason::NoPromotionHere
        );
    }
}
