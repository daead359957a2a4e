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

use shakmaty::Role;

use super::geometry::{Board, Column, Level, Pin, Square3, Wing};
use super::moves::{Action, Move3};
use super::notation::origin_named;
use super::position::Position3;
use crate::phrase::{Join, Phrase, Value};
use crate::vocabulary::fold;

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
    (!parts.is_empty()).then(|| Value::List(Join::Sentences, parts))
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
        let c5 = Square3::new(
            Column { file: 3, rank: 5 },
            Level::Main(Board::Neutral),
        );
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
            shown(&square(z0), Language::German),
            "Zacharias null auf Königs-Pin eins"
        );
        assert_eq!(
            shown(&square(z0), Language::English),
            "Zacharias zero on king pin one"
        );
        let black = Level::Main(Board::Black);
        assert_eq!(shown(&level(black), Language::German), "Schwarz");
        assert_eq!(shown(&level(black), Language::English), "Black");
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
        assert_eq!(
            said(promote, "d8SD", Language::English),
            "Pawn David eight on Black, promotion to Queen"
        );
        assert_eq!(
            said(two, "Sbxc5N", Language::English),
            "Knight from Bella takes Cäsar five on Neutral"
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
