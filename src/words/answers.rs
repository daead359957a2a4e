//! The answers to the player's questions, as data: the sentences of an answer as
//! [`Phrase`]s (their texts are in `words/<language>/answers.ftl`), and whether the answer is
//! long (the board read aloud, every legal move: spoken as chatter, in short parts and cut
//! off by the next question) or short (spoken as a message). `commands::answer` builds them
//! from the position; each sink words them in its own language.

use crate::language::Language;
use crate::phrase::{Join, Phrase, Value};
use crate::words::phrases::shown;

/// How long an answer is, decided from what it names, not from its words.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Length {
    /// One fact or a few: said as a message.
    Short,
    /// A read-out or a long list: said as chatter.
    Long,
}

/// An answer: its sentences, in order, and its length.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Answer {
    /// The sentences, each a catalogue text with its facts.
    pub sentences: Vec<Phrase>,
    /// How the voice treats it.
    pub length: Length,
}

/// An answer naming more squares than this is long.
const MANY_SQUARES: usize = 3;

impl Answer {
    /// An answer of `sentences`: long when it reads out a list (`list`), or when it names
    /// more than three squares.
    pub fn new(sentences: Vec<Phrase>, list: bool) -> Answer {
        let squares: usize = sentences.iter().map(squares_named).sum();
        let length = if list || squares > MANY_SQUARES {
            Length::Long
        } else {
            Length::Short
        };
        Answer { sentences, length }
    }

    /// Whether the answer is long.
    pub fn is_long(&self) -> bool {
        self.length == Length::Long
    }

    /// The same answer said for one side: "Für Weiß: …", when the player asking is not
    /// known by the seat they type at.
    pub fn for_side(mut self, side: shakmaty::Color) -> Answer {
        self.sentences
            .insert(0, Phrase::new("answer-for-side").with("side", side));
        self
    }

    /// The whole answer as one phrase: its sentences one after the other.
    pub fn phrase(&self) -> Phrase {
        match self.sentences.as_slice() {
            [one] => one.clone(),
            _ => Phrase::joined(Join::Sentences, self.sentences.clone()),
        }
    }

    /// The answer in `language`, as shown.
    pub fn shown(&self, language: Language) -> String {
        shown(&self.phrase(), language)
    }
}

/// How many squares a phrase names, its nested phrases and lists included.
fn squares_named(phrase: &Phrase) -> usize {
    phrase.args.iter().map(|(_, value)| in_value(value)).sum()
}

fn in_value(value: &Value) -> usize {
    match value {
        Value::Square(_) => 1,
        Value::Phrase(inner) => squares_named(inner),
        Value::List(_, items) => items.iter().map(in_value).sum(),
        _ => 0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::{Color, Square};

    #[test]
    fn an_answer_is_its_sentences_in_order() {
        let answer = Answer::new(
            vec![
                Phrase::new("answer-yes"),
                Phrase::new("answer-turn").with("side", Color::Black),
            ],
            false,
        );
        assert_eq!(answer.shown(Language::GERMAN), "Ja. Schwarz ist am Zug.");
        assert_eq!(answer.shown(Language::ENGLISH), "Yes. Black to move.");
        assert!(!answer.is_long());
        let answer = answer.for_side(Color::White);
        assert_eq!(
            answer.shown(Language::GERMAN),
            "Für Weiß: Ja. Schwarz ist am Zug."
        );
        assert_eq!(
            answer.shown(Language::ENGLISH),
            "For White: Yes. Black to move."
        );
    }

    #[test]
    fn an_answer_naming_many_squares_is_long() {
        let squares = |list: &[Square]| {
            Value::List(
                crate::phrase::Join::And,
                list.iter().map(|&s| Value::Square(s)).collect(),
            )
        };
        let few = Phrase::new("answer-king-crosses").with("squares", squares(&[Square::F1]));
        assert!(!Answer::new(vec![few], false).is_long());
        let many = Phrase::new("answer-king-crosses").with(
            "squares",
            squares(&[Square::B1, Square::C1, Square::D1, Square::F1]),
        );
        assert!(Answer::new(vec![many], false).is_long());
        assert!(Answer::new(vec![Phrase::new("answer-yes")], true).is_long());
    }

    #[test]
    fn the_grammar_of_pieces_is_in_the_catalogue() {
        let kind = |k: &str| Value::Verbatim(k.to_owned());
        let count = |k: &str, n: u32| {
            Phrase::new("answer-role-count")
                .with("kind", kind(k))
                .with("n", n)
                .with("count", Value::Spelled(n))
        };
        let de = Language::GERMAN;
        let en = Language::ENGLISH;
        assert_eq!(shown(&count("pawn", 1), de), "einen Bauern");
        assert_eq!(shown(&count("queen", 1), de), "eine Dame");
        assert_eq!(shown(&count("rook", 2), de), "zwei Türme");
        assert_eq!(shown(&count("knight", 1), en), "one knight");
        assert_eq!(shown(&count("pawn", 8), en), "eight pawns");
        let square = |k: &str, colour: &str| {
            Phrase::new("answer-square-piece")
                .with("square", Square::D1)
                .with("colour", colour)
                .with("kind", kind(k))
        };
        assert_eq!(
            shown(&square("queen", "white"), de),
            "David eins: weiße Dame."
        );
        assert_eq!(
            shown(&square("knight", "black"), de),
            "David eins: schwarzer Springer."
        );
        assert_eq!(
            shown(&square("knight", "black"), en),
            "David one: black knight."
        );
        let since = |n: u32| {
            Phrase::new("answer-moves-since")
                .with("n", n)
                .with("count", Value::Spelled(n))
        };
        assert_eq!(
            shown(&since(3), en),
            "Three moves without a capture have followed."
        );
        assert_eq!(
            shown(&since(3), de),
            "Danach folgten drei Züge ohne Schlag."
        );
    }
}
