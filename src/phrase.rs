//! A sentence as data: the id of a catalogue text (`words/<language>/*.ftl`) and its
//! arguments as facts — a side, a piece, a square, a move, a number — never as words. Any
//! layer may say a [`Phrase`]; only the words layer turns it into a sentence, in the language
//! of whoever reads or hears it (the terminal, the voice, a joining device, the page), so
//! one event reaches each sink in its own language.

use serde::Serialize;
use serde::ser::SerializeMap;
use shakmaty::{Color, Role, Square};

use crate::notation::facts::MoveFacts;
use crate::notation::san::write_facts_san;
use crate::notation::writing::Writing;

mod notation;

/// The id of a catalogue text with its arguments.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Phrase {
    /// The text's id in the catalogues (`draw-offered`).
    pub id: &'static str,
    /// Its arguments by name, in the order given.
    pub args: Vec<(&'static str, Value)>,
}

/// One argument of a [`Phrase`]: a fact the words layer words in the reader's language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Value {
    /// A number written in digits; it also chooses plural forms (`{ $n -> [one] … }`).
    Number(i64),
    /// A number said in words ("zwölf", "twelve"), as Appendix F says move numbers.
    Spelled(u32),
    /// White or Black.
    Side(Color),
    /// A kind of piece ("Springer", "knight").
    Piece(Role),
    /// A square in the words of Appendix F ("Eva vier").
    Square(Square),
    /// A move in the reader's notation (`Sf3`, `Nf3`).
    San(MoveFacts),
    /// A move in the words of Appendix F ("Springer Felix drei").
    MoveWords(MoveFacts),
    /// A move in the long words, with its origin square ("Springer von Gustav eins nach
    /// Felix drei"), where the move must be told apart from every other.
    MoveWordsLong(MoveFacts),
    /// A time on a clock, said in words ("vier Minuten zwölf Sekunden").
    ClockTime(std::time::Duration),
    /// A FEN spelt out sign by sign for the ear ("FEN: klein r, klein n, …").
    SpelledFen(String),
    /// Text that is the same in every language: a path, a name, what the player typed, a
    /// code.
    Verbatim(String),
    /// Another phrase, worded in the same language.
    Phrase(Box<Phrase>),
    /// Several values: "a, b und c" ([`Join::And`]) or "a, b oder c" ([`Join::Or`]).
    List(Join, Vec<Value>),
    /// Another phrase, worded in each language the reader's own also understands (its
    /// folder's `commands.toml`, `also_understands`): the help names a command in the other
    /// languages a player may type it in.
    AlsoUnderstood(Box<Phrase>),
}

/// How the items of a [`Value::List`] are joined. The words and signs between them come
/// from the catalogue (`list-and`, `list-or`, `join-*`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Join {
    /// "a, b und c", "a, b and c".
    And,
    /// "a, b oder c", "a, b or c".
    Or,
    /// Sentences one after the other, a space between them.
    Sentences,
    /// "a, b, c".
    Comma,
    /// "a; b; c".
    Semicolon,
    /// One line under the other.
    Lines,
}

impl Phrase {
    /// The text `id` without arguments.
    pub fn new(id: &'static str) -> Phrase {
        Phrase {
            id,
            args: Vec::new(),
        }
    }

    /// `items` one after the other, joined as `join` says; no items is an empty text.
    pub fn joined(join: Join, items: Vec<Phrase>) -> Phrase {
        let items = items.into_iter().map(Value::from).collect();
        Phrase::new("joined").with("items", Value::List(join, items))
    }

    /// Text that is the same in every language (a name, a year, a sentence another part
    /// worded already).
    pub fn verbatim(text: impl Into<String>) -> Phrase {
        Phrase::new("verbatim").with("text", Value::Verbatim(text.into()))
    }

    /// The phrase with one more argument.
    pub fn with(mut self, name: &'static str, value: impl Into<Value>) -> Phrase {
        self.args.push((name, value.into()));
        self
    }

    /// The argument `name`, if given.
    pub fn arg(&self, name: &str) -> Option<&Value> {
        self.args
            .iter()
            .find(|(given, _)| *given == name)
            .map(|(_, value)| value)
    }
}

/// A piece kind's key in the catalogues' selectors: `king`, `queen`, `rook`, `bishop`,
/// `knight`, `pawn` (as in `{ $kind -> [queen] … }`).
pub fn role_key(role: Role) -> &'static str {
    match role {
        Role::King => "king",
        Role::Queen => "queen",
        Role::Rook => "rook",
        Role::Bishop => "bishop",
        Role::Knight => "knight",
        Role::Pawn => "pawn",
    }
}

/// A system error's kind as the key of the catalogues' selectors (`file-io-reason`,
/// `file-read-reason`): `not-found`, `permission-denied`, …, else `other`.
pub fn io_kind_key(kind: std::io::ErrorKind) -> &'static str {
    use std::io::ErrorKind;
    match kind {
        ErrorKind::NotFound => "not-found",
        ErrorKind::PermissionDenied => "permission-denied",
        ErrorKind::IsADirectory => "is-a-directory",
        ErrorKind::StorageFull => "storage-full",
        ErrorKind::ReadOnlyFilesystem => "read-only-filesystem",
        ErrorKind::InvalidInput => "invalid-input",
        _ => "other",
    }
}

/// A side's key in the catalogues' selectors: `white`, `black`.
pub fn color_key(color: Color) -> &'static str {
    color.fold_wb("white", "black")
}

impl From<Color> for Value {
    fn from(color: Color) -> Value {
        Value::Side(color)
    }
}

impl From<Role> for Value {
    fn from(role: Role) -> Value {
        Value::Piece(role)
    }
}

impl From<Square> for Value {
    fn from(square: Square) -> Value {
        Value::Square(square)
    }
}

impl From<Phrase> for Value {
    fn from(phrase: Phrase) -> Value {
        Value::Phrase(Box::new(phrase))
    }
}

impl From<i64> for Value {
    fn from(n: i64) -> Value {
        Value::Number(n)
    }
}

impl From<u32> for Value {
    fn from(n: u32) -> Value {
        Value::Number(i64::from(n))
    }
}

impl From<usize> for Value {
    fn from(n: usize) -> Value {
        Value::Number(i64::try_from(n).unwrap_or(i64::MAX))
    }
}

impl From<String> for Value {
    fn from(text: String) -> Value {
        Value::Verbatim(text)
    }
}

impl From<&str> for Value {
    fn from(text: &str) -> Value {
        Value::Verbatim(text.to_owned())
    }
}

impl Serialize for Phrase {
    /// `{"id": "draw-offered", "args": {"side": "white"}}`: facts, no words.
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(2))?;
        map.serialize_entry("id", self.id)?;
        let args: serde_json::Map<String, serde_json::Value> = self
            .args
            .iter()
            .map(|(name, value)| ((*name).to_owned(), value.to_json()))
            .collect();
        map.serialize_entry("args", &args)?;
        map.end()
    }
}

impl Value {
    /// The value as JSON facts: sides, pieces and squares by their English names, moves
    /// in English SAN.
    fn to_json(&self) -> serde_json::Value {
        use serde_json::json;
        match self {
            Value::Number(n) => json!(n),
            Value::Spelled(n) => json!(n),
            Value::Side(color) => json!(color_key(*color)),
            Value::Piece(role) => json!(role_key(*role)),
            Value::Square(square) => json!(square.to_string()),
            Value::San(facts) | Value::MoveWords(facts) | Value::MoveWordsLong(facts) => {
                json!(write_facts_san(facts, &Writing::PGN))
            }
            Value::ClockTime(time) => json!(time.as_millis()),
            Value::SpelledFen(fen) => json!(fen),
            Value::Verbatim(text) => json!(text),
            Value::Phrase(phrase) | Value::AlsoUnderstood(phrase) => {
                serde_json::to_value(phrase.as_ref()).unwrap_or_default()
            }
            Value::List(_, items) => {
                serde_json::Value::Array(items.iter().map(Value::to_json).collect())
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_phrase_is_facts_in_json() {
        let phrase = Phrase::new("draw-offered")
            .with("side", Color::Black)
            .with("count", 3u32)
            .with("square", Square::E4)
            .with("inner", Phrase::new("draw"));
        let json = serde_json::to_string(&phrase).unwrap();
        assert_eq!(
            json,
            r#"{"id":"draw-offered","args":{"count":3,"inner":{"args":{},"id":"draw"},"side":"black","square":"e4"}}"#
        );
        assert_eq!(phrase.arg("side"), Some(&Value::Side(Color::Black)));
        assert_eq!(phrase.arg("none"), None);
    }
}
