//! Three-dimensional chess by ear, in the spirit of Appendix F: the files in the spelling
//! alphabet (z is "Zacharias", the traditional German name for z, which fits the old
//! alphabet of Anna … Hector), ranks "null" to "neun", levels "auf Weiß", "auf Neutral",
//! "auf Schwarz", decks "Damen-Pin drei", "Königs-Pin eins". English uses the same names
//! for files, English numbers, "on White", "on Neutral", "on Black", "queen pin three",
//! "king pin one".
//!
//! [`announce`] says a move; [`words_to_notation`] turns spoken or typed words into the
//! compact notation [`super::notation::read_move`] matches, so words and notation are
//! understood by one matcher.

use shakmaty::Role;

use super::geometry::{Board, Column, Level, Pin, Square3, Wing};
use super::moves::{Action, Move3};
use super::notation::{origin_named, write_move};
use super::position::Position3;
use crate::language::Language;
use crate::vocabulary::{capitalised, fold, role_name};

/// The files' names: Zacharias, Anna, Bella, Cäsar, David, Eva.
pub const FILE_WORDS: [&str; 6] = ["Zacharias", "Anna", "Bella", "Cäsar", "David", "Eva"];

const RANKS_DE: [&str; 10] = [
    "null", "eins", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun",
];
const RANKS_EN: [&str; 10] = [
    "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
];

/// A rank in words: "null" … "neun", "zero" … "nine".
pub fn rank_words(rank: u8, language: Language) -> &'static str {
    match language {
        Language::German => RANKS_DE[usize::from(rank)],
        Language::English => RANKS_EN[usize::from(rank)],
    }
}

/// A column in words: "Cäsar vier".
pub fn column_words(column: Column, language: Language) -> String {
    format!(
        "{} {}",
        FILE_WORDS[usize::from(column.file)],
        rank_words(column.rank, language)
    )
}

/// A pin in words: "Damen-Pin drei", "queen pin three".
pub fn pin_words(pin: Pin, language: Language) -> String {
    let number = rank_words(pin.number, language);
    match (language, pin.wing) {
        (Language::German, Wing::Queen) => format!("Damen-Pin {number}"),
        (Language::German, Wing::King) => format!("Königs-Pin {number}"),
        (Language::English, Wing::Queen) => format!("queen pin {number}"),
        (Language::English, Wing::King) => format!("king pin {number}"),
    }
}

/// A level's name alone: "Weiß", "Neutral", "Schwarz", "Damen-Pin drei".
pub fn level_name(level: Level, language: Language) -> String {
    match (level, language) {
        (Level::Main(Board::White), Language::German) => "Weiß".to_owned(),
        (Level::Main(Board::Neutral), Language::German) => "Neutral".to_owned(),
        (Level::Main(Board::Black), Language::German) => "Schwarz".to_owned(),
        (Level::Main(Board::White), Language::English) => "White".to_owned(),
        (Level::Main(Board::Neutral), Language::English) => "Neutral".to_owned(),
        (Level::Main(Board::Black), Language::English) => "Black".to_owned(),
        (Level::Deck(pin), _) => pin_words(pin, language),
    }
}

/// A square in words: "Cäsar vier auf Neutral", "Anna null auf Damen-Pin eins".
pub fn square_words(square: Square3, language: Language) -> String {
    let on = if language == Language::German {
        "auf"
    } else {
        "on"
    };
    format!(
        "{} {on} {}",
        column_words(square.column, language),
        level_name(square.level, language)
    )
}

/// The origin as far as the notation names it (E11, E12): the file, the rank, the level in
/// words.
fn origin_words(pos: &Position3, m: &Move3, from: Square3, language: Language) -> Option<String> {
    let named = origin_named(pos, m);
    let mut parts = Vec::new();
    if named.file {
        parts.push(FILE_WORDS[usize::from(from.column.file)].to_owned());
    }
    if named.rank {
        parts.push(rank_words(from.column.rank, language).to_owned());
    }
    if named.level {
        parts.push(level_name(from.level, language));
    }
    (!parts.is_empty()).then(|| parts.join(" "))
}

/// A move of `pos` in words, as it is announced: "Springer Cäsar sechs auf Schwarz",
/// "Bauer Bella schlägt Cäsar fünf auf Neutral", "Deck von Damen-Pin eins mit Turm nach
/// Damen-Pin drei", "Kurze Rochade", with ", Umwandlung in Dame", "en passant", ", Schach".
pub fn announce(pos: &Position3, m: &Move3, language: Language) -> String {
    let de = language == Language::German;
    let written = write_move(pos, m, Language::German);
    let mut parts: Vec<String> = Vec::new();
    if let (Some(choice), Some(square)) = (m.pending_choice, pos.pending_promotion()) {
        parts.push(if de {
            format!(
                "Umwandlung auf {} in {},",
                square_words(square, language),
                role_name(choice, language)
            )
        } else {
            format!(
                "promotion on {} to {},",
                square_words(square, language),
                capitalised(role_name(choice, language))
            )
        });
    }
    let piece = |role: Role| capitalised(role_name(role, language));
    match m.action {
        Action::Castle { long } => parts.push(
            match (long, de) {
                (false, true) => "Kurze Rochade",
                (true, true) => "Lange Rochade",
                (false, false) => "short castling",
                (true, false) => "long castling",
            }
            .to_owned(),
        ),
        Action::Deck {
            from,
            to,
            promotion,
        } => {
            let passengers = pos.passengers(from);
            let with = passengers
                .first()
                .map(|(_, p)| {
                    if de {
                        format!(" mit {}", role_name(p.role, language))
                    } else {
                        format!(" with the {}", role_name(p.role, language))
                    }
                })
                .unwrap_or_default();
            parts.push(if de {
                format!(
                    "Deck von {}{with} nach {}",
                    pin_words(from, language),
                    pin_words(to, language)
                )
            } else {
                format!(
                    "deck from {}{with} to {}",
                    pin_words(from, language),
                    pin_words(to, language)
                )
            });
            if let (Some(role), Some(square)) = (promotion, pos.deck_promotion_square(m)) {
                parts.push(if de {
                    format!(
                        ", Umwandlung auf {} in {}",
                        square_words(square, language),
                        role_name(role, language)
                    )
                } else {
                    format!(
                        ", promotion on {} to {}",
                        square_words(square, language),
                        capitalised(role_name(role, language))
                    )
                });
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
            let origin = origin_words(pos, m, from, language);
            let destination = square_words(to, language);
            let takes = if de { "schlägt" } else { "takes" };
            let text = match (role, capture.is_some(), origin) {
                (Role::Pawn, true, Some(origin)) => {
                    format!("{} {origin} {takes} {destination}", piece(Role::Pawn))
                }
                (_, true, Some(origin)) => {
                    let from_word = if de { "von" } else { "from" };
                    format!("{} {from_word} {origin} {takes} {destination}", piece(role))
                }
                (_, true, None) => format!("{} {takes} {destination}", piece(role)),
                (_, false, Some(origin)) => {
                    let (from_word, to_word) = if de { ("von", "nach") } else { ("from", "to") };
                    format!(
                        "{} {from_word} {origin} {to_word} {destination}",
                        piece(role)
                    )
                }
                (_, false, None) => format!("{} {destination}", piece(role)),
            };
            parts.push(text);
            if en_passant {
                parts.push("en passant".to_owned());
            }
            if let Some(new) = promotion {
                parts.push(if de {
                    format!(", Umwandlung in {}", role_name(new, language))
                } else {
                    format!(", promotion to {}", capitalised(role_name(new, language)))
                });
            }
        }
    }
    if written.ends_with('#') {
        parts.push(if de { ", Schachmatt" } else { ", checkmate" }.to_owned());
    } else if written.ends_with('+') {
        parts.push(if de { ", Schach" } else { ", check" }.to_owned());
    }
    let text = parts.join(" ").replace(" ,", ",");
    capitalised(&text)
}

fn file_letter(word: &str) -> &'static str {
    match word {
        "z" => "z",
        "a" => "a",
        "b" => "b",
        "c" => "c",
        "d" => "d",
        _ => "e",
    }
}

/// What a spoken or typed word stands for in a 3D move.
fn word_code(word: &str) -> Option<&'static str> {
    Some(match word {
        "koenig" | "king" => "K",
        "dame" | "queen" => "D",
        "turm" | "rook" => "T",
        "laeufer" | "bishop" => "L",
        "springer" | "pferd" | "knight" => "S",
        "bauer" | "pawn" => "",
        "z" | "a" | "b" | "c" | "d" | "e" => file_letter(word),
        "zacharias" | "zacharia" | "zeppelin" | "zulu" => "z",
        "anna" => "a",
        "bella" => "b",
        "caesar" | "cesar" | "cezar" => "c",
        "david" => "d",
        "eva" => "e",
        "null" | "zero" => "0",
        "eins" | "one" => "1",
        "zwei" | "zwo" | "two" => "2",
        "drei" | "three" => "3",
        "vier" | "four" => "4",
        "fuenf" | "five" => "5",
        "sechs" | "six" => "6",
        "sieben" | "seven" => "7",
        "acht" | "eight" => "8",
        "neun" | "nine" => "9",
        "weiss" | "white" => "W",
        "neutral" => "N",
        "schwarz" | "black" => "S",
        "schlaegt" | "nimmt" | "takes" | "captures" | "x" => "x",
        "kurze" | "short" | "kingside" => "00",
        "lange" | "long" | "queenside" => "000",
        "passant" => "ep",
        _ => return None,
    })
}

/// Words that say nothing about the move: "auf", "nach", "von", "deck", "the" …
fn filler(word: &str) -> bool {
    matches!(
        word,
        "auf"
            | "nach"
            | "von"
            | "zu"
            | "mit"
            | "in"
            | "deck"
            | "angriffsdeck"
            | "attack"
            | "board"
            | "rochade"
            | "castling"
            | "castles"
            | "castle"
            | "umwandlung"
            | "promotion"
            | "promotes"
            | "wird"
            | "zum"
            | "zur"
            | "on"
            | "to"
            | "from"
            | "the"
            | "en"
            | "und"
            | "and"
            | "ebene"
            | "brett"
            | "level"
            | "zieht"
            | "moves"
    )
}

/// Spoken or typed words turned into the compact notation the move reader matches: "Springer
/// von Bella drei nach Cäsar fünf auf Neutral" → `Sb3c5N`, "Deck von Damen-Pin eins nach
/// Damen-Pin drei" → `DP1DP3`, "kurze Rochade" → `00`. `None` when the words are no move
/// (an unknown word, or nothing left).
pub fn words_to_notation(text: &str) -> Option<String> {
    let folded = fold(text);
    let words: Vec<&str> = folded
        .split(|c: char| c.is_whitespace() || matches!(c, ',' | '.' | '-' | '!' | '?' | ':'))
        .filter(|w| !w.is_empty())
        .collect();
    if words.len() < 2 {
        return None;
    }
    let mut out = String::new();
    let mut index = 0;
    while index < words.len() {
        let word = words[index];
        // A pin: "damen pin drei", "damenpin drei", "queen pin three", "dp drei".
        let wing = match word {
            "damen" | "damenpin" | "dp" | "queens" | "ql" => Some("DP"),
            "koenigs" | "koenigspin" | "kp" | "kings" | "kl" => Some("KP"),
            "queen" | "king" if words.get(index + 1) == Some(&"pin") => {
                Some(if word == "queen" { "DP" } else { "KP" })
            }
            _ => None,
        };
        if let Some(wing) = wing {
            let mut next = index + 1;
            if words.get(next) == Some(&"pin") {
                next += 1;
            }
            let number = words
                .get(next)
                .and_then(|w| word_code(w))
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
        if let Some(code) = word_code(word) {
            out.push_str(code);
        } else if !filler(word) {
            return None;
        }
        index += 1;
    }
    (!out.is_empty()).then_some(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tridim::fen3d::read_fen3d;
    use crate::tridim::notation::{Reading, read_move};

    fn said(fen: &str, notation: &str, language: Language) -> String {
        let pos = read_fen3d(fen).unwrap();
        let Reading::Move(m) = read_move(&pos, notation) else {
            panic!("{notation}");
        };
        announce(&pos, &m, language)
    }

    #[test]
    fn moves_in_words() {
        let start = crate::tridim::fen3d::START;
        assert_eq!(
            said(start, "b4N", Language::German),
            "Bauer Bella vier auf Neutral"
        );
        assert_eq!(
            said(start, "Sc3W", Language::German),
            "Springer Cäsar drei auf Weiß"
        );
        assert_eq!(
            said(start, "Sc3W", Language::English),
            "Knight Cäsar three on White"
        );
        let two = "Nb3W,Nd3W,Kc1W,kz9DP6,pc5N DP1w,KP1w,DP6b,KP6b w - - 0 2";
        assert_eq!(
            said(two, "Sbxc5N", Language::German),
            "Springer von Bella schlägt Cäsar fünf auf Neutral"
        );
        let levels = "Nb3W,Nb3N,Kc1W,kz9DP6 DP1w,KP1w,DP6b,KP6b w - - 0 2";
        assert_eq!(
            said(levels, "SWc5N", Language::German),
            "Springer von Weiß nach Cäsar fünf auf Neutral"
        );
        let pawns = "Pa3W,Pa3N,nb4W,Kd1W,kd8S DP1w,KP1w,DP6b,KP6b w - - 0 2";
        assert_eq!(
            said(pawns, "aWxb4W", Language::German),
            "Bauer Anna Weiß schlägt Bella vier auf Weiß"
        );
        let deck = "Kc1W,Rz2DP3,kc7S DP3w,KP1w,DP6b,KP6b w - - 0 2";
        assert_eq!(
            said(deck, "DP4", Language::German),
            "Deck von Damen-Pin drei mit Turm nach Damen-Pin vier"
        );
        assert_eq!(
            said(deck, "DP4", Language::English),
            "Deck from queen pin three with the rook to queen pin four"
        );
        let promote = "Pd7S,Kb1W,kz9DP6 DP1w,KP1w,DP6b,KP4b w - - 0 9";
        assert_eq!(
            said(promote, "d8SD", Language::German),
            "Bauer David acht auf Schwarz, Umwandlung in Dame"
        );
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
        assert_eq!(words_to_notation("Springer"), None);
    }
}
