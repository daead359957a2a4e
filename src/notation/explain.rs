//! Why a well-formed move is not legal, in words: "Der König stünde im Schach",
//! "Kein Springer kann Felix drei erreichen".

use shakmaty::attacks::{attacks, pawn_attacks};
use shakmaty::{Bitboard, CastlingSide, Chess, Color, Outcome, Position, Rank, Role, Square};

use crate::language::Language;
use crate::notation::pattern::{MovePattern, Reading};
use crate::vocabulary::{color_name, role_name, square_name};

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

impl IllegalReason {
    /// The reason as a sentence for the user, naming squares in the Appendix F alphabet.
    pub fn message(&self, pos: &Chess, language: Language) -> String {
        let side = color_name(pos.turn(), language);
        let de = language == Language::German;
        match self {
            IllegalReason::GameOver(outcome) => {
                let how = match outcome {
                    Outcome::Known(shakmaty::KnownOutcome::Decisive { .. }) => {
                        if de {
                            "Schachmatt"
                        } else {
                            "checkmate"
                        }
                    }
                    _ => {
                        if de {
                            "Remis"
                        } else {
                            "a draw"
                        }
                    }
                };
                if de {
                    format!("Die Partie ist beendet ({how}); es gibt keinen Zug mehr.")
                } else {
                    format!("The game is over ({how}); no move can be played.")
                }
            }
            IllegalReason::NoSuchPiece(role) => {
                if de {
                    format!("{side} hat {} mehr.", german_none(*role))
                } else {
                    format!("{side} has no {} left.", role_name(*role, language))
                }
            }
            IllegalReason::EmptyOrigin(square) => {
                if de {
                    format!("Auf {} steht keine Figur.", square_name(*square, language))
                } else {
                    format!("There is no piece on {}.", square_name(*square, language))
                }
            }
            IllegalReason::OpponentsPiece(square) => {
                let other = color_name(pos.turn().other(), language);
                if de {
                    format!(
                        "Auf {} steht eine Figur von {other}; {side} ist am Zug.",
                        square_name(*square, language)
                    )
                } else {
                    format!(
                        "The piece on {} belongs to {other}; it is {side}'s move.",
                        square_name(*square, language)
                    )
                }
            }
            IllegalReason::OtherPiece {
                square,
                named,
                actual,
            } => {
                if de {
                    format!(
                        "Auf {} steht {} {}, {} {}.",
                        square_name(*square, language),
                        german_article_nominative(*actual),
                        role_name(*actual, language),
                        german_article_none(*named),
                        role_name(*named, language)
                    )
                } else {
                    format!(
                        "The piece on {} is a {}, not a {}.",
                        square_name(*square, language),
                        role_name(*actual, language),
                        role_name(*named, language)
                    )
                }
            }
            IllegalReason::CannotReach { role, to } => {
                if de {
                    format!(
                        "{} {} kann {} erreichen.",
                        capitalised_none(*role),
                        role_name(*role, language),
                        square_name(*to, language)
                    )
                } else {
                    format!(
                        "No {} can reach {}.",
                        role_name(*role, language),
                        square_name(*to, language)
                    )
                }
            }
            IllegalReason::NoCapture(role) => {
                if de {
                    format!(
                        "{} {} kann etwas schlagen.",
                        capitalised_none(*role),
                        role_name(*role, language)
                    )
                } else {
                    format!("No {} can capture anything.", role_name(*role, language))
                }
            }
            IllegalReason::OwnPieceOnTarget(square) => {
                if de {
                    format!(
                        "Auf {} steht schon eine eigene Figur.",
                        square_name(*square, language)
                    )
                } else {
                    format!(
                        "{} is occupied by one of your own pieces.",
                        square_name(*square, language)
                    )
                }
            }
            IllegalReason::KingWouldBeInCheck => {
                if de {
                    "Der König stünde im Schach.".into()
                } else {
                    "The king would be in check.".into()
                }
            }
            IllegalReason::CheckNotAnswered => {
                if de {
                    "Der König steht im Schach, und dieser Zug hebt das Schach nicht auf.".into()
                } else {
                    "The king is in check, and this move does not answer the check.".into()
                }
            }
            IllegalReason::NoPromotionHere => {
                if de {
                    "Umgewandelt wird nur ein Bauer, der die letzte Reihe erreicht.".into()
                } else {
                    "Only a pawn reaching the last rank is promoted.".into()
                }
            }
            IllegalReason::CastlingRightLost(castling) => {
                if de {
                    format!(
                        "{side} darf nicht mehr {} rochieren: König oder Turm hat schon gezogen.",
                        if castling.is_king_side() {
                            "kurz"
                        } else {
                            "lang"
                        }
                    )
                } else {
                    format!(
                        "{side} may no longer castle {}: king or rook has already moved.",
                        if castling.is_king_side() {
                            "short"
                        } else {
                            "long"
                        }
                    )
                }
            }
            IllegalReason::CastlingBlocked(_) => {
                if de {
                    "Zwischen König und Turm stehen noch Figuren.".into()
                } else {
                    "There are pieces between king and rook.".into()
                }
            }
            IllegalReason::CastlingInCheck => {
                if de {
                    "Im Schach darf nicht rochiert werden.".into()
                } else {
                    "Castling is not allowed while in check.".into()
                }
            }
            IllegalReason::CastlingThroughCheck(_) => {
                if de {
                    "Der König würde über ein angegriffenes Feld ziehen oder im Schach landen."
                        .into()
                } else {
                    "The king would cross or land on an attacked square.".into()
                }
            }
        }
    }
}

fn german_none(role: Role) -> &'static str {
    match role {
        Role::King => "keinen König",
        Role::Queen => "keine Dame",
        Role::Rook => "keinen Turm",
        Role::Bishop => "keinen Läufer",
        Role::Knight => "keinen Springer",
        Role::Pawn => "keinen Bauern",
    }
}

fn german_article_nominative(role: Role) -> &'static str {
    match role {
        Role::Queen => "eine",
        _ => "ein",
    }
}

fn german_article_none(role: Role) -> &'static str {
    match role {
        Role::Queen => "keine",
        _ => "kein",
    }
}

/// "Keine", "Kein": [`german_article_none`] at the start of a sentence.
fn capitalised_none(role: Role) -> &'static str {
    match german_article_none(role) {
        "keine" => "Keine",
        _ => "Kein",
    }
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
    use crate::language::Language;
    use crate::notation::fen::parse_fen;
    use crate::notation::input::{Resolution, resolve};
    use shakmaty::Chess;

    fn reason(fen: Option<&str>, text: &str, language: Language) -> String {
        let pos = fen.map_or_else(Chess::default, |f| parse_fen(f).unwrap());
        match resolve(&pos, text, language).resolution {
            Resolution::Illegal(reason) => reason.message(&pos, language),
            other => panic!("{text}: expected illegal, got {other:?}"),
        }
    }

    #[test]
    fn no_knight_reaches_the_square() {
        assert_eq!(
            reason(None, "Sf4", Language::German),
            "Kein Springer kann Felix vier erreichen."
        );
        assert_eq!(
            reason(None, "Nf4", Language::English),
            "No knight can reach Felix four."
        );
        assert_eq!(
            reason(None, "Dd4", Language::German),
            "Keine Dame kann David vier erreichen."
        );
    }

    #[test]
    fn pinned_piece_would_expose_the_king() {
        // The knight on d2 is pinned by the bishop on b4 against the king on e1.
        let fen = Some("4k3/8/8/8/1b6/8/3N4/4K3 w - - 0 1");
        assert_eq!(
            reason(fen, "Sf3", Language::German),
            "Der König stünde im Schach."
        );
        assert_eq!(
            reason(fen, "Kd2", Language::German),
            "Auf David zwei steht schon eine eigene Figur."
        );
    }

    #[test]
    fn check_must_be_answered() {
        let fen = Some("4k3/8/8/8/8/8/3P4/r3K3 w - - 0 1");
        assert_eq!(
            reason(fen, "d3", Language::German),
            "Der König steht im Schach, und dieser Zug hebt das Schach nicht auf."
        );
    }

    #[test]
    fn origin_square_problems_are_named() {
        assert_eq!(
            reason(None, "e3e4", Language::German),
            "Auf Eva drei steht keine Figur."
        );
        assert_eq!(
            reason(None, "e7e5", Language::German),
            "Auf Eva sieben steht eine Figur von Schwarz; Weiß ist am Zug."
        );
        assert_eq!(
            reason(None, "Sf1e2", Language::German),
            "Auf Felix eins steht ein Läufer, kein Springer."
        );
    }

    #[test]
    fn castling_reasons() {
        assert_eq!(
            reason(None, "0-0", Language::German),
            "Zwischen König und Turm stehen noch Figuren."
        );
        let fen = Some("4k3/8/8/8/8/8/8/4K2R w - - 0 1");
        assert_eq!(
            reason(fen, "0-0", Language::German),
            "Weiß darf nicht mehr kurz rochieren: König oder Turm hat schon gezogen."
        );
        let fen = Some("4k3/8/8/8/8/8/5r2/4K2R w K - 0 1");
        assert_eq!(
            reason(fen, "0-0", Language::German),
            "Der König würde über ein angegriffenes Feld ziehen oder im Schach landen."
        );
    }

    #[test]
    fn game_over_is_said() {
        // Fool's mate.
        let fen = Some("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
        assert_eq!(
            reason(fen, "e4", Language::German),
            "Die Partie ist beendet (Schachmatt); es gibt keinen Zug mehr."
        );
    }

    #[test]
    fn promotion_only_on_the_last_rank() {
        assert_eq!(
            reason(None, "e4D", Language::German),
            "Umgewandelt wird nur ein Bauer, der die letzte Reihe erreicht."
        );
    }
}
