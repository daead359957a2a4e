//! The notation layer's refusals in words: why a move is not legal (`notation::explain`),
//! why a FEN, a PGN file or a scoresheet's movetext was refused. Each keeps its data; its
//! `phrase()` names a text of `notation.ftl` with the facts as arguments, and `message`
//! words that phrase in one language. (The notation layer sits below the words layer, so
//! these methods live here, with the words.)

use shakmaty::Chess;

use crate::language::Language;
use crate::notation::explain::IllegalReason;
use crate::notation::fen::{FenError, IllegalSetup};
use crate::notation::input::{InvalidInput, echo};
use crate::notation::movetext::MovetextError;
use crate::notation::pgn::{PgnError, PgnProblem};
use crate::phrase::{Phrase, Value};
use crate::words::phrases::shown;

impl InvalidInput {
    /// Why a typed text is not a move, with what to do, as data.
    pub fn phrase(&self) -> Phrase {
        match self {
            InvalidInput::Empty => Phrase::new("input-invalid-empty"),
            InvalidInput::TooLong(n) => Phrase::new("input-invalid-too-long").with("n", *n),
            InvalidInput::ControlCharacters => Phrase::new("input-invalid-control-characters"),
            InvalidInput::PromotionToKing => Phrase::new("input-invalid-promotion-to-king"),
            InvalidInput::NotAMove(text) => {
                Phrase::new("input-invalid-not-a-move").with("text", echo(text))
            }
        }
    }

    /// The error as a sentence in `language`.
    pub fn message(&self, language: Language) -> String {
        shown(&self.phrase(), language)
    }
}

impl IllegalReason {
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
impl FenError {
    /// The error as a sentence for the user.
    pub fn message(&self, language: Language) -> String {
        shown(&self.phrase(), language)
    }
}

impl IllegalSetup {
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

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::{CastlingSide, Color, KnownOutcome, Outcome, Role, Square};

    fn fen(text: &str) -> Chess {
        crate::notation::fen::parse_fen(text).unwrap()
    }

    /// The reasons of `notation::explain`'s tests, worded as before the texts moved into
    /// the catalogue, in German and English.
    #[test]
    fn illegal_reasons_in_german_and_english() {
        let start = Chess::default();
        let knight_f4 = IllegalReason::CannotReach {
            role: Role::Knight,
            to: Square::F4,
        };
        assert_eq!(
            knight_f4.phrase(&start),
            Phrase::new("notation-cannot-reach")
                .with("kind", "knight")
                .with("square", Square::F4)
        );
        let german = |reason: IllegalReason, pos: &Chess| reason.message(pos, Language::GERMAN);
        let english = |reason: IllegalReason, pos: &Chess| reason.message(pos, Language::ENGLISH);
        assert_eq!(
            german(knight_f4.clone(), &start),
            "Kein Springer kann Felix vier erreichen."
        );
        assert_eq!(
            english(knight_f4, &start),
            "No knight can reach Felix four."
        );
        let queen_d4 = IllegalReason::CannotReach {
            role: Role::Queen,
            to: Square::D4,
        };
        assert_eq!(
            german(queen_d4, &start),
            "Keine Dame kann David vier erreichen."
        );
        assert_eq!(
            german(IllegalReason::KingWouldBeInCheck, &start),
            "Der König stünde im Schach."
        );
        assert_eq!(
            english(IllegalReason::KingWouldBeInCheck, &start),
            "The king would be in check."
        );
        assert_eq!(
            german(IllegalReason::OwnPieceOnTarget(Square::D2), &start),
            "Auf David zwei steht schon eine eigene Figur."
        );
        assert_eq!(
            german(IllegalReason::CheckNotAnswered, &start),
            "Der König steht im Schach, und dieser Zug hebt das Schach nicht auf."
        );
        assert_eq!(
            german(IllegalReason::EmptyOrigin(Square::E3), &start),
            "Auf Eva drei steht keine Figur."
        );
        assert_eq!(
            german(IllegalReason::OpponentsPiece(Square::E7), &start),
            "Auf Eva sieben steht eine Figur von Schwarz; Weiß ist am Zug."
        );
        assert_eq!(
            english(IllegalReason::OpponentsPiece(Square::E7), &start),
            "The piece on Eva seven belongs to Black; it is White's move."
        );
        let bishop_not_knight = IllegalReason::OtherPiece {
            square: Square::F1,
            named: Role::Knight,
            actual: Role::Bishop,
        };
        assert_eq!(
            german(bishop_not_knight.clone(), &start),
            "Auf Felix eins steht ein Läufer, kein Springer."
        );
        assert_eq!(
            english(bishop_not_knight, &start),
            "The piece on Felix one is a bishop, not a knight."
        );
        assert_eq!(
            german(
                IllegalReason::CastlingBlocked(CastlingSide::KingSide),
                &start
            ),
            "Zwischen König und Turm stehen noch Figuren."
        );
        assert_eq!(
            german(
                IllegalReason::CastlingRightLost(CastlingSide::KingSide),
                &start
            ),
            "Weiß darf nicht mehr kurz rochieren: König oder Turm hat schon gezogen."
        );
        assert_eq!(
            english(
                IllegalReason::CastlingRightLost(CastlingSide::QueenSide),
                &start
            ),
            "White may no longer castle long: king or rook has already moved."
        );
        assert_eq!(
            german(
                IllegalReason::CastlingThroughCheck(CastlingSide::KingSide),
                &start
            ),
            "Der König würde über ein angegriffenes Feld ziehen oder im Schach landen."
        );
        let mate = IllegalReason::GameOver(Outcome::Known(KnownOutcome::Decisive {
            winner: Color::Black,
        }));
        assert_eq!(
            german(mate.clone(), &start),
            "Die Partie ist beendet (Schachmatt); es gibt keinen Zug mehr."
        );
        assert_eq!(
            english(mate, &start),
            "The game is over (checkmate); no move can be played."
        );
        let draw = IllegalReason::GameOver(Outcome::Known(KnownOutcome::Draw));
        assert_eq!(
            german(draw.clone(), &start),
            "Die Partie ist beendet (Remis); es gibt keinen Zug mehr."
        );
        assert_eq!(
            english(draw, &start),
            "The game is over (a draw); no move can be played."
        );
        assert_eq!(
            german(IllegalReason::NoPromotionHere, &start),
            "Umgewandelt wird nur ein Bauer, der die letzte Reihe erreicht."
        );
        // Black to move: the side is the one to move.
        let black = fen("4k3/8/8/8/8/8/8/4K3 b - - 0 1");
        assert_eq!(
            german(IllegalReason::NoSuchPiece(Role::Pawn), &black),
            "Schwarz hat keinen Bauern mehr."
        );
        assert_eq!(
            english(IllegalReason::NoSuchPiece(Role::Queen), &black),
            "Black has no queen left."
        );
        assert_eq!(
            german(IllegalReason::NoCapture(Role::Queen), &black),
            "Keine Dame kann etwas schlagen."
        );
        assert_eq!(
            english(IllegalReason::NoCapture(Role::Rook), &black),
            "No rook can capture anything."
        );
    }

    #[test]
    fn fen_errors_in_german_and_english() {
        let width = FenError::RankWidth {
            rank: 8,
            squares: 9,
        };
        assert_eq!(
            width.message(Language::GERMAN),
            "Die Reihe acht beschreibt 9 Felder statt acht."
        );
        // The rank in English words (it was the German word before).
        assert_eq!(
            width.message(Language::ENGLISH),
            "Rank eight describes 9 squares instead of eight."
        );
        assert_eq!(
            FenError::BoardCharacter('X').message(Language::GERMAN),
            "Das Zeichen 'X' ist kein Figurenbuchstabe (KQRBNP, kqrbnp) und keine Ziffer von 1 bis 8."
        );
        assert_eq!(
            FenError::Field("castling").message(Language::GERMAN),
            "In der FEN ist die Angabe für die Rochaderechte ungültig."
        );
        assert_eq!(
            FenError::Field("side to move").message(Language::ENGLISH),
            "The side to move field of the FEN is not valid."
        );
        let counter = FenError::Counter {
            field: "fullmove number",
            value: 4_294_967_295,
            max: 9999,
        };
        assert_eq!(
            counter.phrase(),
            Phrase::new("notation-fen-counter")
                .with("value", "4294967295")
                .with("field", Phrase::new("notation-fen-field-fullmove-number"))
                .with("max", "9999")
        );
        assert_eq!(
            counter.message(Language::ENGLISH),
            "The FEN has 4294967295 as its fullmove number; no game gets that far. Numbers up to 9999 are accepted."
        );
        let two = FenError::Illegal(vec![
            IllegalSetup::MissingKing(Color::White),
            IllegalSetup::PawnsOnBackRank,
        ]);
        assert_eq!(
            two.message(Language::GERMAN),
            "Diese Stellung ist nicht erlaubt: Weiß hat keinen König. Auf der ersten oder achten Reihe steht ein Bauer."
        );
    }

    #[test]
    fn pgn_and_movetext_errors_in_german_and_english() {
        let error = PgnError {
            game: 2,
            problem: PgnProblem::IllegalMove {
                number: "12...".into(),
                san: "Nf3".into(),
                ambiguous: true,
            },
        };
        assert_eq!(
            error.message(Language::GERMAN),
            "Partie 2, Zug 12... Nf3: Dieser Zug ist mehrdeutig; mehrere Figuren können ihn ausführen."
        );
        assert_eq!(
            error.message(Language::ENGLISH),
            "Game 2, move 12... Nf3: this move is ambiguous; more than one piece can make it."
        );
        let unclosed = PgnError {
            game: 1,
            problem: PgnProblem::UnclosedVariation {
                after: String::new(),
            },
        };
        assert_eq!(
            unclosed.message(Language::ENGLISH),
            "Game 1: the variation opened with ( at the start of the moves is never closed with ). The game was not read; the games after it were."
        );
        let long = PgnError {
            game: 1,
            problem: PgnProblem::Unreadable("Z".repeat(50)),
        };
        assert_eq!(
            long.message(Language::GERMAN),
            format!(
                "Partie 1: {}… (50 Zeichen) ist kein Zug in PGN-Schreibweise (englische Buchstaben K Q R B N, etwa Nf3). Die Partie wurde nicht gelesen.",
                "Z".repeat(40)
            )
        );
        let fen_tag = PgnError {
            game: 3,
            problem: PgnProblem::Fen(FenError::RankCount(7)),
        };
        assert_eq!(
            fen_tag.message(Language::GERMAN),
            "Partie 3: Die FEN-Angabe ist ungültig. Der Brett-Teil der FEN beschreibt 7 Reihen statt acht."
        );
        let movetext = MovetextError {
            number: "2.".into(),
            token: "Ke3".into(),
        };
        assert_eq!(
            movetext.message(Language::GERMAN),
            "Zug 2. Ke3: Das ist in dieser Stellung kein erlaubter Zug."
        );
        assert_eq!(
            movetext.message(Language::ENGLISH),
            "Move 2. Ke3: this is not a legal move in this position."
        );
    }

    /// Spanish's texts (`es/notation.ftl`) have German's ids with the same arguments, parse,
    /// and choose their words by the piece: tested from the file, before Spanish is a
    /// language the program offers.
    #[test]
    fn the_spanish_texts_match_the_german_ones() {
        use crate::words::catalogue::arguments_by_id;
        use crate::words::folders::Folder;
        use fluent_bundle::{FluentArgs, FluentBundle, FluentResource};
        static DE: Folder = Folder {
            code: "de",
            files: &[("notation.ftl", include_str!("de/notation.ftl"))],
        };
        static EN: Folder = Folder {
            code: "en",
            files: &[("notation.ftl", include_str!("en/notation.ftl"))],
        };
        static ES: Folder = Folder {
            code: "es",
            files: &[("notation.ftl", include_str!("es/notation.ftl"))],
        };
        assert_eq!(arguments_by_id(&EN), arguments_by_id(&DE));
        assert_eq!(arguments_by_id(&ES), arguments_by_id(&DE));
        let source = include_str!("es/notation.ftl").to_owned();
        let resource = FluentResource::try_new(source).expect("es/notation.ftl parses");
        let mut bundle = FluentBundle::new(vec!["es".parse().expect("a language tag")]);
        bundle.set_use_isolating(false);
        bundle.add_resource(resource).expect("no id twice");
        let say = |id: &str, args: &[(&str, &str)]| {
            let mut fluent_args = FluentArgs::new();
            for (name, value) in args {
                fluent_args.set(*name, *value);
            }
            let pattern = bundle.get_message(id).and_then(|m| m.value()).unwrap();
            let mut errors = Vec::new();
            let text = bundle.format_pattern(pattern, Some(&fluent_args), &mut errors);
            assert!(errors.is_empty(), "{id}: {errors:?}");
            text.into_owned()
        };
        assert_eq!(
            say(
                "notation-cannot-reach",
                &[("kind", "knight"), ("square", "f4")]
            ),
            "Ningún caballo puede llegar a f4."
        );
        assert_eq!(
            say(
                "notation-other-piece",
                &[("square", "f1"), ("actual", "bishop"), ("named", "queen")]
            ),
            "En f1 hay un alfil, no una dama."
        );
        assert_eq!(
            say("notation-game-over", &[("how", "checkmate")]),
            "La partida ha terminado (jaque mate); ya no se puede jugar ninguna jugada."
        );
    }
}
