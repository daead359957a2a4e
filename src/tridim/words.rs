//! Three-dimensional chess by ear, in the spirit of Appendix F: the files in the spelling
//! alphabet (z is "Zacharias", the traditional German name for z, which fits the old
//! alphabet of Anna … Hector), ranks in words ("null" to "neun"), levels "auf Weiß", "auf
//! Neutral", "auf Schwarz", decks "Damen-Pin drei", "Königs-Pin eins" (Meder's rules,
//! article 2: three main boards and the attack boards on their pins). The words are in the
//! catalogues (`words/<language>/tridim.ftl`); this module gives the facts as
//! [`Phrase`]s.
//!
//! [`announce`] says a move; [`words_to_notation`] turns spoken or typed words into the
//! compact notation [`super::notation::read_move`] matches, so words and notation are
//! understood by one matcher.

use std::collections::HashMap;
use std::sync::OnceLock;

use shakmaty::Role;

use super::geometry::{Board, Column, Level, Pin, Square3, Wing};
use super::moves::{Action, Move3};
use super::notation::{Reading, origin_named, read_move};
use super::position::Position3;
use crate::phrase::{Join, Phrase, Value};
use crate::vocabulary::fold;
use crate::words::folders::FOLDERS;

/// A file's key in the catalogues' selector (`tridim-file`): `z`, `a` … `e`.
fn file_key(file: u8) -> &'static str {
    ["z", "a", "b", "c", "d", "e"][usize::from(file).min(5)]
}

/// A file in words: "Zacharias", "Anna" … "Eva".
pub fn file(file: u8) -> Phrase {
    Phrase::new("tridim-file").with("file", file_key(file))
}

/// A column in words: "Cäsar vier".
pub fn column(column: Column) -> Phrase {
    Phrase::new("tridim-column")
        .with("file", file(column.file))
        .with("rank", Value::Spelled(u32::from(column.rank)))
}

/// A pin in words: "Damen-Pin drei", "queen pin three".
pub fn pin(pin: Pin) -> Phrase {
    Phrase::new("tridim-pin")
        .with(
            "wing",
            match pin.wing {
                Wing::Queen => "queen",
                Wing::King => "king",
            },
        )
        .with("number", Value::Spelled(u32::from(pin.number)))
}

/// A level's name alone: "Weiß", "Neutral", "Schwarz", "Damen-Pin drei".
pub fn level(level: Level) -> Phrase {
    match level {
        Level::Main(board) => Phrase::new("tridim-board").with(
            "board",
            match board {
                Board::White => "white",
                Board::Neutral => "neutral",
                Board::Black => "black",
            },
        ),
        Level::Deck(on) => pin(on),
    }
}

/// A square in words: "Cäsar vier auf Neutral", "Anna null auf Damen-Pin eins".
pub fn square(square: Square3) -> Phrase {
    Phrase::new("tridim-square")
        .with("column", column(square.column))
        .with("level", level(square.level))
}

/// `yes` or `no`, for a catalogue's selector.
fn yes(flag: bool) -> &'static str {
    if flag { "yes" } else { "no" }
}

/// The origin as far as the notation names it (E11, E12): the file, the rank, the level in
/// words.
fn origin_words(pos: &Position3, m: &Move3, from: Square3) -> Option<Value> {
    let named = origin_named(pos, m);
    let mut parts = Vec::new();
    if named.file {
        parts.push(Value::from(file(from.column.file)));
    }
    if named.rank {
        parts.push(Value::Spelled(u32::from(from.column.rank)));
    }
    if named.level {
        parts.push(Value::from(level(from.level)));
    }
    (!parts.is_empty()).then_some(Value::List(Join::Sentences, parts))
}

/// A move of `pos` in words, as it is announced: "Springer Cäsar sechs auf Schwarz",
/// "Bauer Bella schlägt Cäsar fünf auf Neutral", "Deck von Damen-Pin eins mit Turm nach
/// Damen-Pin drei", "Kurze Rochade", with ", Umwandlung in Dame", "en passant", ", Schach"
/// (`tridim-move` and its parts).
pub fn announce(pos: &Position3, m: &Move3) -> Phrase {
    let action = match m.action {
        Action::Castle { long } => Phrase::new("tridim-castling").with("long", yes(long)),
        Action::Deck {
            from,
            to,
            promotion,
        } => {
            let passengers = pos.passengers(from);
            let mut deck = Phrase::new("tridim-deck")
                .with("from", pin(from))
                .with("to", pin(to))
                .with("carries", yes(!passengers.is_empty()));
            if let Some((_, passenger)) = passengers.first() {
                deck = deck.with("passenger", passenger.role);
            }
            match (promotion, pos.deck_promotion_square(m)) {
                (Some(role), Some(on)) => deck
                    .with("promoted", "yes")
                    .with("square", square(on))
                    .with("promotion", role),
                _ => deck.with("promoted", "no"),
            }
        }
        Action::Piece {
            role,
            from,
            to,
            capture,
            en_passant,
            promotion,
        } => {
            let origin = origin_words(pos, m, from);
            let how = match (role, capture.is_some(), &origin) {
                (Role::Pawn, true, Some(_)) => "pawn-takes",
                (_, true, Some(_)) => "takes-from",
                (_, true, None) => "takes",
                (_, false, Some(_)) => "from",
                (_, false, None) => "plain",
            };
            let mut piece = Phrase::new("tridim-piece-move")
                .with("how", how)
                .with("piece", role)
                .with("to", square(to))
                .with("passant", yes(en_passant))
                .with("promoted", yes(promotion.is_some()));
            if let Some(origin) = origin {
                piece = piece.with("origin", origin);
            }
            if let Some(new) = promotion {
                piece = piece.with("promotion", new);
            }
            piece
        }
    };
    let after = pos.play_unchecked(m);
    let check = if !after.in_check(after.turn()) {
        "none"
    } else if after.legal_moves().is_empty() {
        "mate"
    } else {
        "check"
    };
    let mut phrase = Phrase::new("tridim-move").with("action", action);
    phrase = match (m.pending_choice, pos.pending_promotion()) {
        (Some(choice), Some(on)) => phrase.with("pending", "yes").with(
            "promotion",
            Phrase::new("tridim-pending-promotion")
                .with("square", square(on))
                .with("piece", choice),
        ),
        _ => phrase.with("pending", "no"),
    };
    phrase.with("check", check)
}

/// What a word of a 3D move stands for, from the `tridim.words` file of every language
/// folder: its code in the compact notation, or `-` for a word that says nothing.
fn word_codes() -> &'static HashMap<String, String> {
    static CODES: OnceLock<HashMap<String, String>> = OnceLock::new();
    CODES.get_or_init(|| codes_of(FOLDERS.iter().filter_map(|f| f.file("tridim.words"))))
}

/// The words and codes of `tridim.words` files; a word in several, with the first code.
fn codes_of<'a>(files: impl Iterator<Item = &'a str>) -> HashMap<String, String> {
    let mut codes = HashMap::new();
    for text in files {
        for line in text.lines() {
            let line = line.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            if let Some((word, code)) = line.split_once(char::is_whitespace) {
                codes
                    .entry(fold(word))
                    .or_insert_with(|| code.trim().to_owned());
            }
        }
    }
    codes
}

/// The code of a word: the notation's own letters (a file `z` … `e`, `x`) and the words of
/// the language folders.
fn word_code<'a>(codes: &'a HashMap<String, String>, word: &str) -> Option<&'a str> {
    const LETTERS: [&str; 7] = ["z", "a", "b", "c", "d", "e", "x"];
    if let Some(letter) = LETTERS.iter().find(|l| **l == word) {
        return Some(letter);
    }
    codes.get(word).map(String::as_str)
}

/// The wing of a pin a word names: `DP`, `KP` (a wing word, or a queen or king before "pin").
fn wing_of(code: &str) -> Option<&'static str> {
    match code {
        "DP" | "D" => Some("DP"),
        "KP" | "K" => Some("KP"),
        _ => None,
    }
}

/// A move's announcement as data: its number, side, words and notation ("Zug eins, Weiß:
/// Bauer Bella vier auf Neutral (b4N)"; spoken without the notation).
pub fn announcement(
    position: &Position3,
    m: &Move3,
    language: crate::language::Language,
    captures: super::notation::PawnCaptures,
) -> Phrase {
    Phrase::new("tridim-announcement")
        .with("number", Value::Spelled(position.fullmoves()))
        .with("side", position.turn())
        .with("words", announce(position, m))
        .with(
            "notation",
            super::notation::write_move_as(position, m, language, captures),
        )
}

/// A line read as a move of `position`: in notation, or else in words ("Bauer Bella vier auf
/// Neutral").
pub fn read_said_move(position: &Position3, line: &str) -> Reading {
    match read_move(position, line) {
        Reading::Nothing => words_to_notation(line)
            .map(|compact| read_move(position, &compact))
            .unwrap_or(Reading::Nothing),
        other => other,
    }
}

/// Spoken or typed words turned into the compact notation the move reader matches: "Springer
/// von Bella drei nach Cäsar fünf auf Neutral" → `Sb3c5N`, "Deck von Damen-Pin eins nach
/// Damen-Pin drei" → `DP1DP3`, "kurze Rochade" → `00`. `None` when the words are no move
/// (an unknown word, or nothing left).
pub fn words_to_notation(text: &str) -> Option<String> {
    notation_of(text, word_codes())
}

/// [`words_to_notation`] with these words.
fn notation_of(text: &str, codes: &HashMap<String, String>) -> Option<String> {
    let folded = fold(text);
    let words: Vec<&str> = folded
        .split(|c: char| c.is_whitespace() || matches!(c, ',' | '.' | '-' | '!' | '?' | ':'))
        .filter(|w| !w.is_empty())
        .collect();
    if words.len() < 2 {
        return None;
    }
    let code_at = |at: usize| words.get(at).and_then(|w| word_code(codes, w));
    let is_file = |code: &str| matches!(code, "z" | "a" | "b" | "c" | "d" | "e");
    let mut out = String::new();
    let mut index = 0;
    while index < words.len() {
        let word = words[index];
        let code = word_code(codes, word);
        // A pin: "damen pin drei", "damenpin drei", "queen pin three", "dp drei", "pin de
        // dama tres".
        let wing = match code {
            Some("DP" | "KP") => code.and_then(wing_of).map(|w| (w, index + 1)),
            Some("D" | "K") if code_at(index + 1) == Some("pin") => {
                code.and_then(wing_of).map(|w| (w, index + 1))
            }
            Some("pin") => {
                let mut next = index + 1;
                while code_at(next) == Some("-") {
                    next += 1;
                }
                code_at(next)
                    .filter(|c| matches!(*c, "D" | "K"))
                    .and_then(wing_of)
                    .map(|w| (w, next + 1))
            }
            _ => None,
        };
        if let Some((wing, mut next)) = wing {
            if code_at(next) == Some("pin") {
                next += 1;
            }
            let number = code_at(next)
                .filter(|c| c.len() == 1 && c.chars().all(|d| ('1'..='6').contains(&d)))?;
            out.push_str(wing);
            out.push_str(number);
            index = next + 1;
            continue;
        }
        if word == "e" && words.get(index + 1) == Some(&"p") {
            out.push_str("ep");
            index += 2;
            continue;
        }
        match code {
            // "a" (to) before a file, a pin or a piece says nothing: "de Bella a Cäsar cinco",
            // "coronación a dama".
            Some(letter)
                if word.len() == 1
                    && is_file(letter)
                    && code_at(index + 1).is_some_and(|c| {
                        is_file(c)
                            || c == "pin"
                            || matches!(c, "DP" | "KP" | "K" | "D" | "T" | "L" | "S")
                    }) => {}
            Some("-") => {}
            // "mit König", "with the king": the piece a deck carries rides along; it is no
            // part of the move.
            Some("with") => {
                let mut next = index + 1;
                while code_at(next) == Some("-") {
                    next += 1;
                }
                if code_at(next).is_some_and(|c| matches!(c, "K" | "D" | "T" | "L" | "S" | "P")) {
                    index = next;
                }
            }
            Some("P") => {}
            Some("pin") => return None,
            Some(code) => out.push_str(code),
            None => return None,
        }
        index += 1;
    }
    (!out.is_empty()).then_some(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::language::Language;
    use crate::tridim::fen3d::read_fen3d;
    use crate::tridim::notation::{Reading, read_move};
    use crate::words::phrases::shown;

    fn phrase(fen: &str, notation: &str) -> Phrase {
        let pos = read_fen3d(fen).unwrap();
        let Reading::Move(m) = read_move(&pos, notation) else {
            panic!("{notation}");
        };
        announce(&pos, &m)
    }

    fn said(fen: &str, notation: &str, language: Language) -> String {
        shown(&phrase(fen, notation), language)
    }

    /// The announcement is facts: the move's parts as phrases and selector keys.
    #[test]
    fn a_move_is_announced_as_data() {
        let two = "Nb3W,Nd3W,Kc1W,kz9DP6,pc5N DP1w,KP1w,DP6b,KP6b w - - 0 2";
        let said = phrase(two, "Sbxc5N");
        assert_eq!(said.id, "tridim-move");
        assert_eq!(said.arg("check"), Some(&Value::from("none")));
        let Some(Value::Phrase(action)) = said.arg("action") else {
            panic!("{said:?}");
        };
        assert_eq!(action.id, "tridim-piece-move");
        assert_eq!(action.arg("how"), Some(&Value::from("takes-from")));
        assert_eq!(action.arg("piece"), Some(&Value::Piece(Role::Knight)));
        let c5 = Square3::new(Column { file: 3, rank: 5 }, Level::Main(Board::Neutral));
        assert_eq!(action.arg("to"), Some(&Value::from(square(c5))));
        assert_eq!(
            action.arg("origin"),
            Some(&Value::List(Join::Sentences, vec![Value::from(file(2))]))
        );
    }

    #[test]
    fn names_of_the_board_in_each_language() {
        let deck = Level::Deck(Pin {
            wing: Wing::King,
            number: 1,
        });
        let z0 = Square3::new(Column { file: 0, rank: 0 }, deck);
        assert_eq!(
            shown(&square(z0), Language::GERMAN),
            "Zacharias null auf Königs-Pin eins"
        );
        assert_eq!(
            shown(&square(z0), Language::ENGLISH),
            "Zacharias zero on king pin one"
        );
        let black = Level::Main(Board::Black);
        assert_eq!(shown(&level(black), Language::GERMAN), "Schwarz");
        assert_eq!(shown(&level(black), Language::ENGLISH), "Black");
    }

    #[test]
    fn moves_in_words() {
        let start = crate::tridim::fen3d::START;
        assert_eq!(
            said(start, "b4N", Language::GERMAN),
            "Bauer Bella vier auf Neutral"
        );
        assert_eq!(
            said(start, "Sc3W", Language::GERMAN),
            "Springer Cäsar drei auf Weiß"
        );
        assert_eq!(
            said(start, "Sc3W", Language::ENGLISH),
            "Knight Cäsar three on White"
        );
        let two = "Nb3W,Nd3W,Kc1W,kz9DP6,pc5N DP1w,KP1w,DP6b,KP6b w - - 0 2";
        assert_eq!(
            said(two, "Sbxc5N", Language::GERMAN),
            "Springer von Bella schlägt Cäsar fünf auf Neutral"
        );
        let levels = "Nb3W,Nb3N,Kc1W,kz9DP6 DP1w,KP1w,DP6b,KP6b w - - 0 2";
        assert_eq!(
            said(levels, "SWc5N", Language::GERMAN),
            "Springer von Weiß nach Cäsar fünf auf Neutral"
        );
        let pawns = "Pa3W,Pa3N,nb4W,Kd1W,kd8S DP1w,KP1w,DP6b,KP6b w - - 0 2";
        assert_eq!(
            said(pawns, "aWxb4W", Language::GERMAN),
            "Bauer Anna Weiß schlägt Bella vier auf Weiß"
        );
        let deck = "Kc1W,Rz2DP3,kc7S DP3w,KP1w,DP6b,KP6b w - - 0 2";
        assert_eq!(
            said(deck, "DP4", Language::GERMAN),
            "Deck von Damen-Pin drei mit Turm nach Damen-Pin vier"
        );
        assert_eq!(
            said(deck, "DP4", Language::ENGLISH),
            "Deck from queen pin three with the rook to queen pin four"
        );
        let promote = "Pd7S,Kb1W,kz9DP6 DP1w,KP1w,DP6b,KP4b w - - 0 9";
        assert_eq!(
            said(promote, "d8SD", Language::GERMAN),
            "Bauer David acht auf Schwarz, Umwandlung in Dame"
        );
        assert_eq!(
            said(promote, "d8SD", Language::ENGLISH),
            "Pawn David eight on Black, promotion to Queen"
        );
        assert_eq!(
            said(two, "Sbxc5N", Language::ENGLISH),
            "Knight from Bella takes Cäsar five on Neutral"
        );
    }

    /// Every language folder's `tridim.words` is read: a move is understood in the words of
    /// any language there is.
    #[test]
    fn each_folder_gives_its_words() {
        for folder in FOLDERS {
            let words = folder
                .file("tridim.words")
                .expect("every folder has its words");
            for line in words
                .lines()
                .filter(|l| !l.starts_with('#') && !l.is_empty())
            {
                let (word, code) = line.split_once(' ').expect("a word and its code");
                assert!(word_code(word_codes(), &fold(word)).is_some(), "{line}");
                assert!(!code.trim().is_empty(), "{}: {line}", folder.code);
            }
        }
    }

    /// Spanish words: "a" (to) before a file or a pin says nothing.
    #[test]
    fn spanish_words_become_notation() {
        let codes = codes_of([include_str!("../words/es/tridim.words")].into_iter());
        for (words, notation) in [
            ("caballo de Bella tres a Cäsar cinco en Neutral", "Sb3c5N"),
            ("plataforma de pin de dama uno a pin de dama tres", "DP1DP3"),
            ("enroque corto", "00"),
            ("peón Bella toma Cäsar seis en Neutral al paso", "bxc6Nep"),
            ("torre David cero en pin de rey uno", "Td0KP1"),
        ] {
            assert_eq!(
                notation_of(words, &codes).as_deref(),
                Some(notation),
                "{words}"
            );
        }
        assert_eq!(notation_of("hola mundo", &codes), None);
    }

    #[test]
    fn words_become_notation() {
        for (words, notation) in [
            ("Springer Cäsar sechs auf Schwarz", "Sc6S"),
            (
                "springer von bella drei nach cäsar fünf auf neutral",
                "Sb3c5N",
            ),
            ("Bauer Bella schlägt Cäsar fünf auf Neutral", "bxc5N"),
            ("Turm David null auf Königs-Pin eins", "Td0KP1"),
            ("Deck von Damen-Pin eins nach Damen-Pin drei", "DP1DP3"),
            ("deck queen pin three", "DP3"),
            ("kurze Rochade", "00"),
            ("long castling", "000"),
            ("knight c six black", "Sc6S"),
            ("Bauer David acht auf Schwarz Umwandlung in Dame", "d8SD"),
            (
                "Bauer Bella schlägt Cäsar sechs auf Neutral en passant",
                "bxc6Nep",
            ),
        ] {
            assert_eq!(
                words_to_notation(words).as_deref(),
                Some(notation),
                "{words}"
            );
        }
        assert_eq!(words_to_notation("hallo welt"), None);
        assert_eq!(words_to_notation("pin drei"), None);
        assert_eq!(words_to_notation("Springer"), None);
    }
}
