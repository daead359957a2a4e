//! The Appendix F vocabulary (FIDE Laws, Appendix F, F2.1) for squares and pieces.
//!
//! Files are spoken Anna … Hector and ranks eins … acht in every language: the FIDE English
//! text uses exactly these words. Piece names follow the user's language.

use shakmaty::{Color, File, Rank, Role, Square};

use crate::language::Language;

/// F2.1: the spoken names of the files a–h.
pub const FILE_NAMES: [&str; 8] = [
    "Anna", "Bella", "Cäsar", "David", "Eva", "Felix", "Gustav", "Hector",
];

/// F2.1: the spoken names of the ranks 1–8.
pub const RANK_NAMES: [&str; 8] = [
    "eins", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht",
];

/// The ranks 1–8 in English words, as the international (IBCA) form says them: "Felix
/// three".
pub const ENGLISH_RANK_NAMES: [&str; 8] = [
    "one", "two", "three", "four", "five", "six", "seven", "eight",
];

/// The spoken name of a file, e.g. `Felix`.
pub fn file_name(file: File) -> &'static str {
    FILE_NAMES[usize::from(file)]
}

/// The spoken name of a rank, e.g. `drei`.
pub fn rank_name(rank: Rank) -> &'static str {
    RANK_NAMES[usize::from(rank)]
}

/// The spoken name of a rank in the announcement words of `words`: `drei` or `three`.
pub fn rank_word(rank: Rank, words: Language) -> &'static str {
    match words {
        Language::German => rank_name(rank),
        Language::English => ENGLISH_RANK_NAMES[usize::from(rank)],
    }
}

/// The language of a sentence worded with a `de` flag: German when set, else English.
pub fn speaking(de: bool) -> Language {
    if de {
        Language::German
    } else {
        Language::English
    }
}

/// The spoken name of a square in the words of `words`: `Felix drei`, or `Felix three` in
/// the international English form (the files keep Appendix F's names in both).
pub fn square_name(square: Square, words: Language) -> String {
    format!(
        "{} {}",
        file_name(square.file()),
        rank_word(square.rank(), words)
    )
}

/// The name of a piece kind, e.g. `Springer` or `knight`.
pub fn role_name(role: Role, language: Language) -> &'static str {
    match language {
        Language::German => match role {
            Role::King => "König",
            Role::Queen => "Dame",
            Role::Rook => "Turm",
            Role::Bishop => "Läufer",
            Role::Knight => "Springer",
            Role::Pawn => "Bauer",
        },
        Language::English => match role {
            Role::King => "king",
            Role::Queen => "queen",
            Role::Rook => "rook",
            Role::Bishop => "bishop",
            Role::Knight => "knight",
            Role::Pawn => "pawn",
        },
    }
}

/// The name of a side: `Weiß`/`Schwarz` or `White`/`Black`.
pub fn color_name(color: Color, language: Language) -> &'static str {
    match (language, color) {
        (Language::German, Color::White) => "Weiß",
        (Language::German, Color::Black) => "Schwarz",
        (Language::English, Color::White) => "White",
        (Language::English, Color::Black) => "Black",
    }
}

/// Lower case with umlauts spelt out: "Läufer" → "laeufer", "Weiß" → "weiss".
pub fn fold(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 4);
    for c in text.chars().flat_map(char::to_lowercase) {
        match c {
            'ä' => out.push_str("ae"),
            'ö' => out.push_str("oe"),
            'ü' => out.push_str("ue"),
            'ß' => out.push_str("ss"),
            // A combining diaeresis after a, o or u: the same umlaut, decomposed.
            '\u{308}' => out.push('e'),
            _ => out.push(c),
        }
    }
    out
}

/// The text with its first letter in upper case: "zwei" → "Zwei". The one place that does
/// this for every sentence ansage builds.
pub fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// The text with its first letter in lower case: "Zug zwölf" → "zug zwölf".
pub fn lower_first(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_lowercase().chain(chars).collect(),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_use_the_appendix_f_alphabet() {
        assert_eq!(square_name(Square::F3, Language::German), "Felix drei");
        assert_eq!(square_name(Square::C5, Language::German), "Cäsar fünf");
        assert_eq!(square_name(Square::H8, Language::German), "Hector acht");
        assert_eq!(square_name(Square::A1, Language::German), "Anna eins");
        // English sentences name squares in the international form.
        assert_eq!(square_name(Square::F3, Language::English), "Felix three");
        assert_eq!(square_name(Square::H8, Language::English), "Hector eight");
    }

    #[test]
    fn piece_names_follow_the_language() {
        assert_eq!(role_name(Role::Bishop, Language::German), "Läufer");
        assert_eq!(role_name(Role::Bishop, Language::English), "bishop");
    }
}
