//! A move in the words of Appendix F (F2.1): "Springer Felix drei", "Bauer Eva schlägt
//! David fünf", "Kurze Rochade", "Bauer David acht, Umwandlung in Dame", "Turm Anna acht,
//! Schach".
//!
//! A move is first turned into a sequence of [`Concept`]s, then into words; the
//! understanding side ([`crate::understanding::heard`]) matches what it hears against the same
//! sequences, so whatever ansage says, it also understands.

use std::fmt;
use std::str::FromStr;

use shakmaty::{CastlingSide, Chess, Move, Role};

use crate::language::Language;
use crate::notation::facts::{Aftermath, MoveFacts};
use crate::vocabulary::capitalised;
use crate::vocabulary::{self, file_name, rank_word};
use crate::words::lexicon::Concept;

/// How much an announcement says.
#[derive(
    Clone,
    Copy,
    Debug,
    Default,
    PartialEq,
    Eq,
    clap::ValueEnum,
    serde::Serialize,
    serde::Deserialize,
)]
#[serde(rename_all = "lowercase")]
pub enum Style {
    /// As written (E7–E11): "Springer Felix drei", "Springer Gustav Felix drei".
    #[default]
    Short,
    /// With the origin square: "Springer von Gustav eins nach Felix drei".
    Long,
    /// Long, plus the captured piece: "Läufer von Cäsar vier schlägt Springer auf Felix
    /// sieben, Schach".
    Verbose,
}

impl FromStr for Style {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim().to_lowercase().as_str() {
            "short" | "kurz" => Ok(Style::Short),
            "long" | "lang" => Ok(Style::Long),
            "verbose" | "ausführlich" => Ok(Style::Verbose),
            other => Err(format!(
                "unknown style {other:?}: use short, long or verbose"
            )),
        }
    }
}

impl fmt::Display for Style {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Style::Short => "short",
            Style::Long => "long",
            Style::Verbose => "verbose",
        })
    }
}

/// Which language's words announce moves: Appendix F's German (F2.1), the international
/// English form, or any other language folder's own words (its `words.toml`). The
/// `[announce] words` setting and `--words`; unset, the language's `announce_words` decide.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AnnounceWords(Language);

impl AnnounceWords {
    /// The language whose words these are.
    pub fn language(self) -> Language {
        self.0
    }

    /// The words of a language.
    pub fn of(language: Language) -> Self {
        AnnounceWords(language)
    }
}

impl FromStr for AnnounceWords {
    type Err = String;

    /// A language's code or name ("de", "german", "english", "español"), or its adjective
    /// ("deutsche", "englische").
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let wanted = s.trim().to_lowercase();
        let as_name = wanted.strip_suffix('e').unwrap_or(&wanted);
        wanted
            .parse::<Language>()
            .or_else(|_| as_name.parse::<Language>())
            .map(AnnounceWords)
            .map_err(|_| {
                format!(
                    "unknown words {wanted:?}: use {}",
                    crate::language::known_codes()
                )
            })
    }
}

impl fmt::Display for AnnounceWords {
    /// The language's code, as the settings file keeps it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.0.code())
    }
}

impl serde::Serialize for AnnounceWords {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.0.code())
    }
}

impl<'de> serde::Deserialize<'de> for AnnounceWords {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = String::deserialize(deserializer)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

/// How moves are announced.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AnnounceOptions {
    /// Short, long or verbose.
    pub style: Style,
    /// Whether pawn moves start with "Bauer" ("Bauer Eva vier") or not ("Eva vier").
    pub say_pawn: bool,
    /// The words for pieces, ranks and moves: German (Appendix F: "Springer Felix drei") or
    /// English (the international form: "Knight Felix three"). Files are Anna … Hector in
    /// both. By default the words follow the user's language ([`AnnounceWords`]).
    pub words: Language,
}

impl Default for AnnounceOptions {
    fn default() -> Self {
        AnnounceOptions {
            style: Style::Short,
            say_pawn: true,
            words: Language::GERMAN,
        }
    }
}

/// The concepts of a legal move's announcement, in order.
pub fn announcement_concepts(pos: &Chess, m: Move, options: AnnounceOptions) -> Vec<Concept> {
    concepts_of(&MoveFacts::of(pos, m), options)
}

/// The concepts of a move's announcement from its facts, in order.
pub fn concepts_of(facts: &MoveFacts, options: AnnounceOptions) -> Vec<Concept> {
    let mut out = Vec::with_capacity(12);
    if let Some(side) = facts.castle {
        let side = match side {
            CastlingSide::KingSide => Concept::Short,
            CastlingSide::QueenSide => Concept::Long,
        };
        // "Kurze Rochade", or "Enroque corto" where the language says castling first.
        if vocabulary::of(options.words).announce.castling_first {
            out.extend([Concept::Castling, side]);
        } else {
            out.extend([side, Concept::Castling]);
        }
    } else {
        let capture = facts.capture.is_some();
        if facts.role != Role::Pawn || options.say_pawn {
            out.push(Concept::Piece(facts.role));
        }
        match options.style {
            Style::Short => {
                // The origin as SAN writes it (E7–E11): a pawn's capture by its file ("Eva
                // schlägt David fünf"), a piece by what tells it from its twin.
                out.extend(facts.file_written.map(Concept::File));
                out.extend(facts.rank_written.map(Concept::Rank));
                if capture {
                    out.push(Concept::Takes);
                }
            }
            Style::Long | Style::Verbose => {
                out.push(Concept::From);
                out.push(Concept::File(facts.from.file()));
                out.push(Concept::Rank(facts.from.rank()));
                if capture {
                    out.push(Concept::Takes);
                    if options.style == Style::Verbose {
                        if let Some(victim) = facts.capture {
                            out.push(Concept::Piece(victim));
                            out.push(Concept::On);
                        }
                    }
                } else {
                    out.push(Concept::To);
                }
            }
        }
        out.push(Concept::File(facts.to.file()));
        out.push(Concept::Rank(facts.to.rank()));
        if facts.en_passant {
            out.push(Concept::EnPassant);
        }
        if let Some(promotion) = facts.promotion {
            out.push(Concept::Promotion);
            out.push(Concept::Piece(promotion));
        }
    }
    match facts.aftermath {
        Aftermath::Checkmate => out.push(Concept::Checkmate),
        Aftermath::Check => out.push(Concept::Check),
        Aftermath::Stalemate => out.push(Concept::Stalemate),
        Aftermath::Nothing => {}
    }
    out
}

/// The word ansage says for a concept, in the announcement words of `words` (its folder's
/// `words.toml`).
pub fn concept_word(concept: Concept, words: Language) -> &'static str {
    let said = &vocabulary::of(words).announce;
    match concept {
        Concept::File(f) => file_name(f),
        Concept::Rank(r) => rank_word(r, words),
        Concept::Piece(role) => said.pieces.name(role),
        Concept::Takes => &said.takes,
        Concept::From => &said.from,
        Concept::To => &said.to,
        Concept::On => &said.on,
        Concept::Promotion => &said.promotion,
        Concept::EnPassant => &said.en_passant,
        Concept::Check => &said.check,
        Concept::Checkmate => &said.checkmate,
        Concept::Stalemate => &said.stalemate,
        Concept::Castling => &said.castling,
        Concept::Short => &said.short,
        Concept::Long => &said.long,
        Concept::Yes => &said.yes,
        Concept::No => &said.no,
        Concept::Ordinal(_) => "",
    }
}

/// The words for a sequence of concepts, with a comma before a promotion and before check,
/// mate or stalemate, and the first word capitalised.
pub fn render(concepts: &[Concept], words: Language) -> String {
    let mut text = String::new();
    for (index, concept) in concepts.iter().enumerate() {
        let word = concept_word(*concept, words);
        if index > 0 {
            if matches!(
                concept,
                Concept::Promotion | Concept::Check | Concept::Checkmate | Concept::Stalemate
            ) {
                text.push(',');
            }
            text.push(' ');
        }
        text.push_str(word);
    }
    capitalised(&text)
}

/// Announces a legal move of `pos`.
pub fn announce_with(pos: &Chess, m: Move, options: AnnounceOptions) -> String {
    render(&announcement_concepts(pos, m, options), options.words)
}

/// Announces a legal move of `pos` in the short style with the Appendix F words of
/// `language`: German, or the international English form.
pub fn announce(pos: &Chess, m: Move, language: Language) -> String {
    announce_with(
        pos,
        m,
        AnnounceOptions {
            words: language.announce_words(),
            ..AnnounceOptions::default()
        },
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::fen::parse_fen;
    use shakmaty::uci::UciMove;

    fn say_with(fen: Option<&str>, uci: &str, options: AnnounceOptions) -> String {
        let pos = fen.map_or_else(Chess::default, |f| parse_fen(f).unwrap());
        let m = uci.parse::<UciMove>().unwrap().to_move(&pos).unwrap();
        announce_with(&pos, m, options)
    }

    fn say(fen: Option<&str>, uci: &str) -> String {
        say_with(fen, uci, AnnounceOptions::default())
    }

    fn style(style: Style) -> AnnounceOptions {
        AnnounceOptions {
            style,
            ..AnnounceOptions::default()
        }
    }

    #[test]
    fn design_examples_in_the_short_style() {
        assert_eq!(say(None, "e2e4"), "Bauer Eva vier");
        assert_eq!(say(None, "g1f3"), "Springer Felix drei");
        assert_eq!(
            say(Some("4k3/8/8/8/8/8/8/K3N1N1 w - - 0 1"), "g1f3"),
            "Springer Gustav Felix drei"
        );
        assert_eq!(
            say(Some("4k3/8/8/6N1/8/8/8/K5N1 w - - 0 1"), "g1f3"),
            "Springer eins Felix drei"
        );
        assert_eq!(
            say(Some("4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1"), "e4d5"),
            "Bauer Eva schlägt David fünf"
        );
        assert_eq!(
            say(Some("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1"), "e5d6"),
            "Bauer Eva schlägt David sechs en passant"
        );
        assert_eq!(
            say(Some("4k3/8/8/8/8/8/8/4K2R w K - 0 1"), "e1g1"),
            "Kurze Rochade"
        );
        assert_eq!(
            say(Some("4k3/8/8/8/8/8/8/R3K3 w Q - 0 1"), "e1c1"),
            "Lange Rochade"
        );
        assert_eq!(
            say(Some("8/3P2k1/8/8/8/8/8/4K3 w - - 0 1"), "d7d8q"),
            "Bauer David acht, Umwandlung in Dame"
        );
        assert_eq!(
            say(Some("4k3/8/8/8/8/8/8/R3K3 w - - 0 1"), "a1a8"),
            "Turm Anna acht, Schach"
        );
        // E9.2 spoken as written: rank for pieces on one file.
        assert_eq!(
            say(Some("6k1/8/8/8/Q7/8/7K/Q7 w - - 0 1"), "a1d1"),
            "Dame eins David eins"
        );
        assert_eq!(
            say(Some("3R4/8/7k/8/8/8/7K/3R4 w - - 0 1"), "d1d4"),
            "Turm eins David vier"
        );
    }

    #[test]
    fn long_and_verbose_name_the_origin_and_the_victim() {
        assert_eq!(
            say_with(None, "g1f3", style(Style::Long)),
            "Springer von Gustav eins nach Felix drei"
        );
        let fen = Some("4k3/5n2/8/8/2B5/8/8/4K3 w - - 0 1");
        assert_eq!(
            say_with(fen, "c4f7", style(Style::Long)),
            "Läufer von Cäsar vier schlägt Felix sieben, Schach"
        );
        assert_eq!(
            say_with(fen, "c4f7", style(Style::Verbose)),
            "Läufer von Cäsar vier schlägt Springer auf Felix sieben, Schach"
        );
    }

    #[test]
    fn pawn_name_is_a_setting() {
        let options = AnnounceOptions {
            say_pawn: false,
            ..AnnounceOptions::default()
        };
        assert_eq!(say_with(None, "e2e4", options), "Eva vier");
        assert_eq!(
            say_with(Some("4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1"), "e4d5", options),
            "Eva schlägt David fünf"
        );
    }

    #[test]
    fn mate_and_stalemate_are_said() {
        assert_eq!(
            say(
                Some("rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2"),
                "d8h4"
            ),
            "Dame Hector vier, Schachmatt"
        );
        assert_eq!(
            say(Some("k7/8/8/1Q6/8/8/8/4K3 w - - 0 1"), "b5b6"),
            "Dame Bella sechs, Patt"
        );
    }

    fn english(fen: Option<&str>, uci: &str) -> String {
        say_with(
            fen,
            uci,
            AnnounceOptions {
                words: Language::ENGLISH,
                ..AnnounceOptions::default()
            },
        )
    }

    #[test]
    fn english_words_for_every_kind_of_move() {
        assert_eq!(english(None, "g1f3"), "Knight Felix three");
        assert_eq!(english(None, "e2e4"), "Pawn Eva four");
        assert_eq!(
            english(Some("4k3/8/8/8/8/8/8/K3N1N1 w - - 0 1"), "g1f3"),
            "Knight Gustav Felix three"
        );
        assert_eq!(
            english(Some("4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1"), "e4d5"),
            "Pawn Eva takes David five"
        );
        assert_eq!(
            english(Some("4k3/5n2/8/8/2B5/8/8/4K3 w - - 0 1"), "c4f7"),
            "Bishop takes Felix seven, check"
        );
        assert_eq!(
            english(Some("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1"), "e5d6"),
            "Pawn Eva takes David six en passant"
        );
        assert_eq!(
            english(Some("4k3/8/8/8/8/8/8/4K2R w K - 0 1"), "e1g1"),
            "Short castling"
        );
        assert_eq!(
            english(Some("4k3/8/8/8/8/8/8/R3K3 w Q - 0 1"), "e1c1"),
            "Long castling"
        );
        assert_eq!(
            english(Some("8/3P2k1/8/8/8/8/8/4K3 w - - 0 1"), "d7d8q"),
            "Pawn David eight, promotes to Queen"
        );
        assert_eq!(
            english(Some("2r1k3/1P6/8/8/8/8/8/4K3 w - - 0 1"), "b7c8n"),
            "Pawn Bella takes Cäsar eight, promotes to Knight"
        );
        assert_eq!(
            english(Some("4k3/8/8/8/8/8/8/R3K3 w - - 0 1"), "a1a8"),
            "Rook Anna eight, check"
        );
        assert_eq!(
            english(
                Some("rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2"),
                "d8h4"
            ),
            "Queen Hector four, checkmate"
        );
        assert_eq!(
            english(Some("k7/8/8/1Q6/8/8/8/4K3 w - - 0 1"), "b5b6"),
            "Queen Bella six, stalemate"
        );
        let verbose = AnnounceOptions {
            style: Style::Verbose,
            words: Language::ENGLISH,
            ..AnnounceOptions::default()
        };
        assert_eq!(
            say_with(Some("4k3/5n2/8/8/2B5/8/8/4K3 w - - 0 1"), "c4f7", verbose),
            "Bishop from Cäsar four takes Knight on Felix seven, check"
        );
        assert_eq!(
            say_with(
                None,
                "g1f3",
                AnnounceOptions {
                    style: Style::Long,
                    ..verbose
                }
            ),
            "Knight from Gustav one to Felix three"
        );
    }

    #[test]
    fn the_words_are_a_choice() {
        assert_eq!("german".parse(), Ok(AnnounceWords::of(Language::GERMAN)));
        assert_eq!("English".parse(), Ok(AnnounceWords::of(Language::ENGLISH)));
        assert_eq!(
            AnnounceWords::of(Language::GERMAN).language(),
            Language::GERMAN
        );
        assert_eq!(
            AnnounceWords::of(Language::ENGLISH),
            AnnounceWords::of(Language::ENGLISH)
        );
        assert!(
            "klingon".parse::<AnnounceWords>().is_err(),
            "no folder for Klingon"
        );
    }
}
