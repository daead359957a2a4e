//! The notation layer's refusals in words: why a move is not legal (`notation::explain`),
//! why a FEN, a PGN file or a scoresheet's movetext was refused. Each keeps its data; its
//! `phrase()` names a text of `notation.ftl` with the facts as arguments, and `message`
//! words that phrase in one language. (The notation layer sits below the words layer, so
//! these methods live here, with the words.)

use shakmaty::{Chess, Outcome, Position, Role};

use crate::language::Language;
use crate::notation::explain::IllegalReason;
use crate::notation::fen::{FenError, IllegalSetup};
use crate::notation::movetext::MovetextError;
use crate::notation::pgn::{PgnError, PgnProblem};
use crate::phrase::{Join, Phrase, Value, role_key};
use crate::words::phrases::shown;

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

    /// The reason as a sentence for the user, naming squares in the Appendix F alphabet.
    pub fn message(&self, pos: &Chess, language: Language) -> String {
        shown(&self.phrase(pos), language)
    }
}

impl MovetextError {
    /// The error as a phrase: the move's number and text, and that it is not legal.
    pub fn phrase(&self) -> Phrase {
        Phrase::new("notation-movetext-illegal")
            .with("number", self.number.as_str())
            .with("move", self.token.as_str())
    }

    /// The error as a sentence for the user.
    pub fn message(&self, language: Language) -> String {
        shown(&self.phrase(), language)
    }
}

/// A FEN field's name, as a phrase (`für die Zugnummer`, `fullmove number`).
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

    /// The error as a sentence for the user.
    pub fn message(&self, language: Language) -> String {
        shown(&self.phrase(), language)
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

    /// The reason as a sentence for the user.
    pub fn message(self, language: Language) -> String {
        shown(&self.phrase(), language)
    }
}

/// A token as quoted in a sentence: at most 40 characters, the rest counted
/// ("…(10000000 Zeichen)").
fn excerpt(token: &str) -> Value {
    const SHOWN: usize = 40;
    let count = token.chars().count();
    if count <= SHOWN {
        return Value::Verbatim(token.to_owned());
    }
    let start: String = token.chars().take(SHOWN).collect();
    Phrase::new("notation-excerpt")
        .with("start", start)
        .with("count", count.to_string())
        .into()
}

/// "nach dem Zug e5", "after the move e5", or "am Anfang der Züge" when no move came before.
fn after_move(after: &str) -> Phrase {
    if after.is_empty() {
        Phrase::new("notation-pgn-at-the-start")
    } else {
        Phrase::new("notation-pgn-after-move").with("move", excerpt(after))
    }
}

impl PgnError {
    /// The error as a phrase: which game, which move, what is wrong and whether the game
    /// was read.
    pub fn phrase(&self) -> Phrase {
        let game = self.game;
        match &self.problem {
            PgnProblem::Io(e) => Phrase::new("notation-pgn-io").with("error", e.as_str()),
            PgnProblem::Binary(offset) => {
                Phrase::new("notation-pgn-binary").with("offset", offset.to_string())
            }
            PgnProblem::IllegalMove {
                number,
                san,
                ambiguous,
            } => Phrase::new(if *ambiguous {
                "notation-pgn-ambiguous-move"
            } else {
                "notation-pgn-impossible-move"
            })
            .with("game", game)
            .with("number", number.as_str())
            .with("move", san.as_str()),
            PgnProblem::Fen(e) => Phrase::new("notation-pgn-fen")
                .with("game", game)
                .with("error", e.phrase()),
            PgnProblem::NoGame => Phrase::new("notation-pgn-no-game"),
            PgnProblem::Unreadable(token) => Phrase::new("notation-pgn-unreadable")
                .with("game", game)
                .with("move", excerpt(token)),
            PgnProblem::UnclosedVariation { after } => {
                Phrase::new("notation-pgn-unclosed-variation")
                    .with("game", game)
                    .with("where", after_move(after))
            }
            PgnProblem::UnopenedVariation { after } => {
                Phrase::new("notation-pgn-unopened-variation")
                    .with("game", game)
                    .with("where", after_move(after))
            }
            PgnProblem::NoResult => Phrase::new("notation-pgn-no-result").with("game", game),
            PgnProblem::Variant(name) => Phrase::new("notation-pgn-variant")
                .with("game", game)
                .with("variant", name.as_str()),
            PgnProblem::Drop { number, san } => Phrase::new("notation-pgn-drop")
                .with("game", game)
                .with("number", number.as_str())
                .with("move", excerpt(san)),
            PgnProblem::NullMove { number } => Phrase::new("notation-pgn-null-move")
                .with("game", game)
                .with("number", number.as_str()),
        }
    }

    /// The error as a sentence for the user.
    pub fn message(&self, language: Language) -> String {
        shown(&self.phrase(), language)
    }
}
