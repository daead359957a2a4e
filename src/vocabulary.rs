//! The Appendix F vocabulary (FIDE Laws, Appendix F, F2.1) for squares and pieces.
//!
//! Files are spoken Anna … Hector and ranks eins … acht in every language: the FIDE English
//! text uses exactly these words. Piece names follow the user's language.

use std::sync::OnceLock;

use serde::Deserialize;
use shakmaty::{Color, File, Rank, Role, Square};

use crate::language::Language;
use crate::language::folders::FOLDERS;

/// F2.1: the spoken names of the files a–h.
pub const FILE_NAMES: [&str; 8] = [
    "Anna", "Bella", "Cäsar", "David", "Eva", "Felix", "Gustav", "Hector",
];

/// F2.1: the spoken names of the ranks 1–8.
pub const RANK_NAMES: [&str; 8] = [
    "eins", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht",
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
    &of(words).announce.ranks[usize::from(rank)]
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

/// The name of a piece kind inside a sentence, e.g. `Springer` or `knight`.
pub fn role_name(role: Role, language: Language) -> &'static str {
    of(language).pieces.name(role)
}

/// The name of a side: `Weiß`/`Schwarz` or `White`/`Black`.
pub fn color_name(color: Color, language: Language) -> &'static str {
    let sides = &of(language).sides;
    color.fold_wb(&sides.white, &sides.black)
}

/// A language's words that are not sentences, from its folder's `words.toml`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LanguageWords {
    /// The names of the sides.
    pub sides: Sides,
    /// The kinds of piece inside a sentence.
    pub pieces: Pieces,
    /// The words of an announcement (F2.1) when this language's words are chosen.
    pub announce: AnnouncementWords,
    /// Whole numbers in words.
    pub numbers: Numbers,
}

/// White and Black by name.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Sides {
    /// White.
    pub white: String,
    /// Black.
    pub black: String,
}

/// A name for each kind of piece.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Pieces {
    /// The king.
    pub king: String,
    /// The queen.
    pub queen: String,
    /// A rook.
    pub rook: String,
    /// A bishop.
    pub bishop: String,
    /// A knight.
    pub knight: String,
    /// A pawn.
    pub pawn: String,
}

impl Pieces {
    /// The name of `role`.
    pub fn name(&self, role: Role) -> &str {
        match role {
            Role::King => &self.king,
            Role::Queen => &self.queen,
            Role::Rook => &self.rook,
            Role::Bishop => &self.bishop,
            Role::Knight => &self.knight,
            Role::Pawn => &self.pawn,
        }
    }
}

/// The words of a move's announcement (F2.1) in one language.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AnnouncementWords {
    /// The ranks 1 to 8.
    pub ranks: [String; 8],
    /// A capture: "schlägt".
    pub takes: String,
    /// Before the origin square in long announcements: "von".
    pub from: String,
    /// Before the target square in long announcements: "nach".
    pub to: String,
    /// Before the square of a captured piece in verbose announcements: "auf".
    pub on: String,
    /// Before the piece a pawn becomes: "Umwandlung in".
    pub promotion: String,
    /// After an en-passant capture.
    pub en_passant: String,
    /// Check.
    pub check: String,
    /// Checkmate.
    pub checkmate: String,
    /// Stalemate.
    pub stalemate: String,
    /// Castling: "Rochade".
    pub castling: String,
    /// Short castling's word: "Kurze".
    pub short: String,
    /// Long castling's word: "Lange".
    pub long: String,
    /// Yes.
    pub yes: String,
    /// No.
    pub no: String,
    /// Whether castling's word comes before its side ("Enroque corto") rather than after
    /// ("Kurze Rochade").
    #[serde(default)]
    pub castling_first: bool,
    /// The kinds of piece in an announcement.
    pub pieces: Pieces,
}

/// Whole numbers in words, 0 to 999.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Numbers {
    /// 0 to 99.
    pub below_hundred: Vec<String>,
    /// 100, 200, … 900 on their own.
    pub hundreds: [String; 9],
    /// 100, 200, … 900 before a rest, where that differs ("ciento quince"); else as
    /// `hundreds`.
    #[serde(default)]
    pub hundreds_before_rest: Option<[String; 9]>,
    /// What stands between the hundreds and the rest.
    pub between: String,
}

impl Numbers {
    /// `n` in words; from 1000 on, in digits.
    pub fn words(&self, n: u32) -> String {
        match n {
            0..=99 => self
                .below_hundred
                .get(n as usize)
                .cloned()
                .unwrap_or_else(|| n.to_string()),
            100..=999 => {
                let (hundreds, rest) = ((n / 100) as usize - 1, n % 100);
                if rest == 0 {
                    return self.hundreds[hundreds].clone();
                }
                let head = self.hundreds_before_rest.as_ref().unwrap_or(&self.hundreds);
                format!("{}{}{}", head[hundreds], self.between, self.words(rest))
            }
            _ => n.to_string(),
        }
    }
}

/// The words of `language`, read once from its folder's `words.toml`. A language whose
/// folder lacks them (the tests check that none does) borrows the first folder's.
pub fn of(language: Language) -> &'static LanguageWords {
    static WORDS: OnceLock<Vec<(&'static str, LanguageWords)>> = OnceLock::new();
    let all = WORDS.get_or_init(|| {
        FOLDERS
            .iter()
            .filter_map(|folder| {
                let text = folder.file("words.toml")?;
                Some((folder.code, toml::from_str(text).ok()?))
            })
            .collect()
    });
    all.iter()
        .find(|(code, _)| *code == language.code())
        .or_else(|| all.first())
        .map(|(_, words)| words)
        .expect("every language folder has its words.toml")
}

/// A word with its acute accents left off, as typed on a keyboard without them:
/// "veintidós" → "veintidos".
pub fn without_acute(word: &str) -> String {
    word.chars()
        .map(|c| match c {
            'á' => 'a',
            'é' => 'e',
            'í' => 'i',
            'ó' => 'o',
            'ú' => 'u',
            _ => c,
        })
        .collect()
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
        assert_eq!(square_name(Square::F3, Language::GERMAN), "Felix drei");
        assert_eq!(square_name(Square::C5, Language::GERMAN), "Cäsar fünf");
        assert_eq!(square_name(Square::H8, Language::GERMAN), "Hector acht");
        assert_eq!(square_name(Square::A1, Language::GERMAN), "Anna eins");
        // English sentences name squares in the international form.
        assert_eq!(square_name(Square::F3, Language::ENGLISH), "Felix three");
        assert_eq!(square_name(Square::H8, Language::ENGLISH), "Hector eight");
    }

    #[test]
    fn every_folder_has_its_words() {
        for folder in FOLDERS {
            let text = folder.file("words.toml").expect("words.toml");
            let words: LanguageWords =
                toml::from_str(text).unwrap_or_else(|e| panic!("{}/words.toml: {e}", folder.code));
            assert_eq!(words.numbers.below_hundred.len(), 100, "{}", folder.code);
        }
    }

    #[test]
    fn numbers_are_words_to_a_thousand() {
        let german = &of(Language::GERMAN).numbers;
        assert_eq!(german.words(21), "einundzwanzig");
        assert_eq!(german.words(101), "einhunderteins");
        assert_eq!(german.words(100), "einhundert");
        let english = &of(Language::ENGLISH).numbers;
        assert_eq!(english.words(115), "one hundred fifteen");
        assert_eq!(english.words(1000), "1000");
    }

    #[test]
    fn piece_names_follow_the_language() {
        assert_eq!(role_name(Role::Bishop, Language::GERMAN), "Läufer");
        assert_eq!(role_name(Role::Bishop, Language::ENGLISH), "bishop");
    }
}
