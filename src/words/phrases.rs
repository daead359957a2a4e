//! Words a [`Phrase`] in one language: its catalogue text with each argument worded for
//! that language — a side as "Weiß" or "White", a square in the spelling alphabet, a move in
//! the reader's notation or in Appendix F's words — in the form to show and the form to
//! speak (a text's `.spoken` attribute, without the notation in brackets).

use std::sync::OnceLock;

use crate::language::Language;
use crate::notation::san::write_facts_san;
use crate::phrase::{Join, Phrase, Value};
use crate::vocabulary::{color_name, role_name, square_name};
use crate::words::announce::{AnnounceOptions, Style, concepts_of, render};
use crate::words::catalogue::{self, Arg};
use crate::words::folders::folder;
use crate::words::messages::{clock_time, join_and, number_words, spelled_fen};

/// A phrase in words: on screen, and for the voice.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Worded {
    /// The text on screen (or braille).
    pub shown: String,
    /// The text for the voice.
    pub spoken: String,
}

/// `phrase` in `language`, with moves and squares in the words `announce` chooses.
pub fn word(phrase: &Phrase, language: Language, announce: AnnounceOptions) -> Worded {
    Worded {
        shown: form(phrase, language, announce, Form::Shown),
        spoken: form(phrase, language, announce, Form::Spoken),
    }
}

/// `phrase` in `language` as shown on screen.
pub fn shown(phrase: &Phrase, language: Language) -> String {
    let announce = AnnounceOptions {
        words: language.announce_words(),
        ..AnnounceOptions::default()
    };
    form(phrase, language, announce, Form::Shown)
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Form {
    Shown,
    Spoken,
}

fn form(phrase: &Phrase, language: Language, announce: AnnounceOptions, form_of: Form) -> String {
    let worded: Vec<(&str, Worded1)> = phrase
        .args
        .iter()
        .map(|(name, value)| (*name, value_words(value, language, announce, form_of)))
        .collect();
    let args: Vec<(&str, Arg)> = worded
        .iter()
        .map(|(name, value)| {
            let arg = match value {
                Worded1::Number(n) => Arg::Number(*n),
                Worded1::Words(text) => Arg::Words(text),
            };
            (*name, arg)
        })
        .collect();
    match form_of {
        Form::Shown => catalogue::text(language, phrase.id, &args),
        Form::Spoken => catalogue::spoken(language, phrase.id, &args),
    }
}

/// An argument ready for the catalogue.
enum Worded1 {
    Number(i64),
    Words(String),
}

fn value_words(
    value: &Value,
    language: Language,
    announce: AnnounceOptions,
    form_of: Form,
) -> Worded1 {
    let words = match value {
        Value::Number(n) => return Worded1::Number(*n),
        Value::Spelled(n) => number_words(*n, language),
        Value::Side(color) => color_name(*color, language).to_owned(),
        Value::Piece(role) => role_name(*role, language).to_owned(),
        Value::Square(square) => square_name(*square, announce.words),
        Value::San(facts) => write_facts_san(facts, language),
        Value::MoveWords(facts) => render(&concepts_of(facts, announce), announce.words),
        Value::MoveWordsLong(facts) => {
            let long = AnnounceOptions {
                style: Style::Long,
                ..announce
            };
            render(&concepts_of(facts, long), announce.words)
        }
        Value::ClockTime(time) => clock_time(*time, language),
        Value::SpelledFen(fen) => spelled_fen(fen, language),
        Value::Verbatim(text) => text.clone(),
        Value::Phrase(inner) => form(inner, language, announce, form_of),
        Value::AlsoUnderstood(inner) => {
            let others = also_understood(language);
            if others.is_empty() {
                form(inner, language, announce, form_of)
            } else {
                let between = catalogue::text(language, "join-semicolon", &[]);
                others
                    .iter()
                    .map(|other| form(inner, *other, announce, form_of))
                    .collect::<Vec<_>>()
                    .join(&between)
            }
        }
        Value::List(join, items) => {
            let items: Vec<String> = items
                .iter()
                .map(
                    |item| match value_words(item, language, announce, form_of) {
                        Worded1::Number(n) => n.to_string(),
                        Worded1::Words(text) => text,
                    },
                )
                .collect();
            let id = match join {
                Join::And => "list-and",
                Join::Or => "list-or",
                Join::Sentences => "join-sentences",
                Join::Comma => "join-comma",
                Join::Semicolon => "join-semicolon",
                Join::Lines => "join-lines",
            };
            let between = catalogue::text(language, id, &[]);
            match join {
                Join::And | Join::Or => join_and(&items, between.trim()),
                _ => items.join(&between),
            }
        }
    };
    Worded1::Words(words)
}

/// The languages a reader of `language` also understands: its folder's `commands.toml`
/// names them in `also_understands` (German and English each other's, Spanish English).
fn also_understood(language: Language) -> &'static [Language] {
    static ALL: OnceLock<Vec<(Language, Vec<Language>)>> = OnceLock::new();
    let all = ALL.get_or_init(|| {
        #[derive(serde::Deserialize)]
        struct Also {
            #[serde(default)]
            also_understands: Vec<String>,
        }
        Language::all()
            .map(|language| {
                let also = folder(language.code())
                    .and_then(|folder| folder.file("commands.toml"))
                    .and_then(|text| toml::from_str::<Also>(text).ok())
                    .map_or_else(Vec::new, |also| {
                        also.also_understands
                            .iter()
                            .filter_map(|code| code.parse().ok())
                            .collect()
                    });
                (language, also)
            })
            .collect()
    });
    all.iter()
        .find(|(own, _)| *own == language)
        .map_or(&[], |(_, also)| also.as_slice())
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::{Color, Square};

    #[test]
    fn each_language_words_the_same_phrase() {
        let phrase = Phrase::new("draw-offered").with("side", Color::Black);
        assert_eq!(shown(&phrase, Language::GERMAN), "Schwarz bietet Remis an.");
        assert_eq!(shown(&phrase, Language::ENGLISH), "Black offers a draw.");
    }

    #[test]
    fn lists_and_nested_phrases_are_worded_in_the_same_language() {
        let claims = Value::List(
            Join::Or,
            vec![
                Value::Phrase(Box::new(Phrase::new("draw"))),
                Value::Verbatim("x".into()),
                Value::Square(Square::E4),
            ],
        );
        let phrase = Phrase::new("may-claim")
            .with("side", Color::White)
            .with("claims", claims);
        let german = shown(&phrase, Language::GERMAN);
        assert_eq!(
            german,
            "Weiß kann beantragen: Remis., x oder Eva vier; dazu remis beantragen sagen."
        );
    }

    /// F2.8's proposal counts its half-moves with Fluent's plural forms: "würde ein
    /// Halbzug", not "würden eins Halbzüge".
    #[test]
    fn a_proposal_counts_half_moves_in_the_singular_and_the_plural() {
        let proposal = |n: u32| {
            Phrase::new("play-propose-roll-back")
                .with(
                    "agreed",
                    Phrase::new("play-records-differ-from-the-first-move"),
                )
                .with("count", Value::Spelled(n))
                .with("n", n)
                .with("moves", "…")
        };
        let german = shown(&proposal(1), Language::GERMAN);
        assert!(
            german.contains("zurückgenommen würde ein Halbzug: …"),
            "{german}"
        );
        let german = shown(&proposal(2), Language::GERMAN);
        assert!(
            german.contains("zurückgenommen würden zwei Halbzüge: …"),
            "{german}"
        );
        let english = shown(&proposal(1), Language::ENGLISH);
        assert!(
            english.contains("; one half-move would be taken back"),
            "{english}"
        );
        let english = shown(&proposal(3), Language::ENGLISH);
        assert!(
            english.contains("; three half-moves would be taken back"),
            "{english}"
        );
    }
}
