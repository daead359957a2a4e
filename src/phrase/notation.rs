//! The notation layer's refusals as phrases: why a move is not legal ([`IllegalReason`]),
//! why a FEN was refused ([`FenError`], [`IllegalSetup`]). The notation layer sits below the
//! phrases, so its reasons get their phrase here, where every layer above (the game's record
//! reader, the words layer) can use it.

use shakmaty::{Chess, Outcome, Position, Role};

use super::{Join, Phrase, Value, role_key};
use crate::notation::explain::IllegalReason;
use crate::notation::fen::{FenError, IllegalSetup};

impl IllegalReason {
    /// The reason as a phrase; `pos` is the position the move was tried in (whose side is
    /// to move).
    pub fn phrase(&self, pos: &Chess) -> Phrase {
        let side = pos.turn();
        let kind = |role: Role| role_key(role);
        let wing = |castling: &shakmaty::CastlingSide| {
            if castling.is_king_side() {
                "short"
            } else {
                "long"
            }
        };
        match self {
            IllegalReason::GameOver(outcome) => {
                let how = match outcome {
                    Outcome::Known(shakmaty::KnownOutcome::Decisive { .. }) => "checkmate",
                    _ => "draw",
                };
                Phrase::new("notation-game-over").with("how", how)
            }
            IllegalReason::NoSuchPiece(role) => Phrase::new("notation-no-such-piece")
                .with("side", side)
                .with("kind", kind(*role)),
            IllegalReason::EmptyOrigin(square) => {
                Phrase::new("notation-empty-origin").with("square", *square)
            }
            IllegalReason::OpponentsPiece(square) => Phrase::new("notation-opponents-piece")
                .with("square", *square)
                .with("other", side.other())
                .with("side", side),
            IllegalReason::OtherPiece {
                square,
                named,
                actual,
            } => Phrase::new("notation-other-piece")
                .with("square", *square)
                .with("actual", kind(*actual))
                .with("named", kind(*named)),
            IllegalReason::CannotReach { role, to } => Phrase::new("notation-cannot-reach")
                .with("kind", kind(*role))
                .with("square", *to),
            IllegalReason::NoCapture(role) => {
                Phrase::new("notation-no-capture").with("kind", kind(*role))
            }
            IllegalReason::OwnPieceOnTarget(square) => {
                Phrase::new("notation-own-piece-on-target").with("square", *square)
            }
            IllegalReason::KingWouldBeInCheck => Phrase::new("notation-king-would-be-in-check"),
            IllegalReason::CheckNotAnswered => Phrase::new("notation-check-not-answered"),
            IllegalReason::NoPromotionHere => Phrase::new("notation-no-promotion-here"),
            IllegalReason::CastlingRightLost(castling) => {
                Phrase::new("notation-castling-right-lost")
                    .with("side", side)
                    .with("wing", wing(castling))
            }
            IllegalReason::CastlingBlocked(_) => Phrase::new("notation-castling-blocked"),
            IllegalReason::CastlingInCheck => Phrase::new("notation-castling-in-check"),
            IllegalReason::CastlingThroughCheck(_) => {
                Phrase::new("notation-castling-through-check")
            }
        }
    }
}

fn fen_field(field: &str) -> Phrase {
    Phrase::new(match field {
        "side to move" => "notation-fen-field-side-to-move",
        "castling" => "notation-fen-field-castling",
        "en passant" => "notation-fen-field-en-passant",
        "halfmove clock" => "notation-fen-field-halfmove-clock",
        "fullmove number" => "notation-fen-field-fullmove-number",
        _ => "notation-fen-field-board",
    })
}

impl FenError {
    /// The error as a phrase, with what to do where there is something to do.
    pub fn phrase(&self) -> Phrase {
        match self {
            FenError::Empty => Phrase::new("notation-fen-empty"),
            FenError::FieldCount(n) => Phrase::new("notation-fen-field-count").with("count", *n),
            FenError::RankCount(n) => Phrase::new("notation-fen-rank-count").with("count", *n),
            FenError::RankWidth { rank, squares } => Phrase::new("notation-fen-rank-width")
                .with(
                    "rank",
                    Value::Spelled(u32::try_from(*rank).unwrap_or(u32::MAX)),
                )
                .with("count", *squares),
            FenError::BoardCharacter(c) => {
                Phrase::new("notation-fen-board-character").with("character", format!("{c:?}"))
            }
            FenError::Field(field) => {
                Phrase::new("notation-fen-field-invalid").with("field", fen_field(field))
            }
            FenError::Counter { field, value, max } => Phrase::new("notation-fen-counter")
                .with("value", value.to_string())
                .with("field", fen_field(field))
                .with("max", max.to_string()),
            FenError::Illegal(reasons) => {
                let reasons = reasons.iter().map(|r| r.phrase()).collect();
                Phrase::new("notation-fen-illegal")
                    .with("reasons", Phrase::joined(Join::Sentences, reasons))
            }
        }
    }
}

impl IllegalSetup {
    /// The reason as a phrase.
    pub fn phrase(self) -> Phrase {
        match self {
            IllegalSetup::EmptyBoard => Phrase::new("notation-setup-empty-board"),
            IllegalSetup::MissingKing(side) => {
                Phrase::new("notation-setup-missing-king").with("side", side)
            }
            IllegalSetup::TooManyKings(side) => {
                Phrase::new("notation-setup-too-many-kings").with("side", side)
            }
            IllegalSetup::PawnsOnBackRank => Phrase::new("notation-setup-pawns-on-back-rank"),
            IllegalSetup::CastlingRights => Phrase::new("notation-setup-castling-rights"),
            IllegalSetup::EnPassantSquare => Phrase::new("notation-setup-en-passant-square"),
            IllegalSetup::OppositeCheck => Phrase::new("notation-setup-opposite-check"),
            IllegalSetup::ImpossibleCheck => Phrase::new("notation-setup-impossible-check"),
            IllegalSetup::TooMuchMaterial => Phrase::new("notation-setup-too-much-material"),
        }
    }
}
