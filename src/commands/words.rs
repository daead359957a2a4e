//! The single words the parser and the help read: spelling folded to one form, numbers and
//! ordinals in digits or words, files, pieces and owners, in the words of every language
//! folder.

use std::collections::{HashMap, HashSet};
use std::sync::OnceLock;

use shakmaty::{Color, File, Rank, Role};

use super::Owner;
use crate::language::Language;
use crate::words::folders::FOLDERS;
use crate::words::messages::number_words;

pub(crate) use crate::vocabulary::fold;

/// A typed text cut to a length that can be read back.
pub(super) fn shorten(text: &str) -> String {
    const MAX: usize = 24;
    let mut shown: String = text.chars().take(MAX).collect();
    if text.chars().count() > MAX {
        shown.push('…');
    }
    shown
}

/// A file word: Anna … Hector (also `caesar`, `hektor`) or a letter a–h.
pub(super) fn file_word(word: &str) -> Option<File> {
    Some(match word {
        "anna" | "a" => File::A,
        "bella" | "b" => File::B,
        "caesar" | "cesar" | "c" => File::C,
        "david" | "d" => File::D,
        "eva" | "e" => File::E,
        "felix" | "f" => File::F,
        "gustav" | "gustaf" | "g" => File::G,
        "hector" | "hektor" | "h" => File::H,
        _ => return None,
    })
}

/// A whole number in digits or words, in the words of every language folder (the seat's
/// own language first where two differ: see [`number_in`]).
pub(super) fn number(word: &str) -> Option<u64> {
    number_in(EVERY_LANGUAGE, word)
}

/// Reads numbers in every language folder: for callers that know no seat (the replay).
pub(crate) const EVERY_LANGUAGE: &str = "";

/// A whole number in digits or words as a seat typing in the language with code `code`
/// reads it (its own folder's words first, then those of the languages it also understands;
/// `EVERY_LANGUAGE`: every folder): `3`, `drei`, `three`, `doce`, `zwo`, `dreißig`,
/// `zweiundzwanzig`, `hundert`, `veintidós`; every number a folder spells in one word
/// (`words.toml`, `[numbers]`), the words of `[numbers]` in `questions.toml` ("ein", "zwo",
/// "un"), and tens and ones with a hyphen, `twenty-one` (the replay does not split words at
/// punctuation); a number of several words, "twenty one", "treinta y dos", is read by
/// [`number_at_in`]. "once" is eleven for a Spanish seat and no number for an English one.
pub(crate) fn number_in(code: &str, word: &str) -> Option<u64> {
    if !word.is_empty() && word.chars().all(|c| c.is_ascii_digit()) {
        return word.parse().ok();
    }
    if let Some((tens, ones)) = word.split_once('-') {
        return number_at_in(code, &[tens, ones], 0)
            .filter(|&(_, end)| end == 2)
            .map(|(n, _)| n);
    }
    number_reading(code).words.get(word).copied()
}

/// How a seat reads numbers: the words and the word that joins tens and ones.
struct NumberReading {
    /// Every number word, folded, with its value.
    words: HashMap<String, u64>,
    /// "und", "and", "y", a space between two.
    and: String,
}

/// The number reading of a seat typing in the language with code `code`.
fn number_reading(code: &str) -> &'static NumberReading {
    static READINGS: OnceLock<HashMap<String, NumberReading>> = OnceLock::new();
    let readings = READINGS.get_or_init(|| {
        // Each folder's own words.
        let own: HashMap<&str, HashMap<String, u64>> = Language::all()
            .map(|language| {
                let mut words = HashMap::new();
                for n in 0..1000u32 {
                    let spelt = fold(&number_words(n, language));
                    if spelt.chars().all(char::is_alphanumeric) {
                        // Typed without its accent too: "veintidos".
                        words
                            .entry(crate::vocabulary::without_acute(&spelt))
                            .or_insert(u64::from(n));
                        words.entry(spelt).or_insert(u64::from(n));
                    }
                }
                for (key, value) in [
                    ("numbers.one", 1),
                    ("numbers.two", 2),
                    ("numbers.hundred", 100),
                ] {
                    for word in words_of(language.code(), key).split_whitespace() {
                        words.entry(word.to_owned()).or_insert(value);
                    }
                }
                (language.code(), words)
            })
            .collect();
        let reading = |codes: &[&str], and: String| {
            let mut words = HashMap::new();
            for code in codes {
                for (word, n) in own.get(code).into_iter().flatten() {
                    words.entry(word.clone()).or_insert(*n);
                }
            }
            NumberReading { words, and }
        };
        let mut readings: HashMap<String, NumberReading> = Language::all()
            .map(|language| {
                let code = language.code();
                let codes: Vec<&str> = std::iter::once(code)
                    .chain(
                        super::table::table()
                            .languages
                            .iter()
                            .find(|l| l.code == code)
                            .into_iter()
                            .flat_map(|l| l.also_understands.iter().map(String::as_str)),
                    )
                    .collect();
                (
                    code.to_owned(),
                    reading(&codes, words_of(code, "numbers.and").to_owned()),
                )
            })
            .collect();
        let every: Vec<&str> = Language::all().map(|l| l.code()).collect();
        readings.insert(
            EVERY_LANGUAGE.to_owned(),
            reading(&every, words_of_every("numbers.and").to_owned()),
        );
        readings
    });
    readings
        .get(code)
        .unwrap_or_else(|| &readings[EVERY_LANGUAGE])
}

/// A number that starts at word `at` of `words`, in every language folder's words; see
/// [`number_at_in`].
pub(crate) fn number_at(words: &[&str], at: usize) -> Option<(u64, usize)> {
    number_at_in(EVERY_LANGUAGE, words, at)
}

/// A number that starts at word `at` of `words` as a seat typing in language `code` reads it,
/// and the index after it: one word, or several spelt words that make one number: "twenty
/// one", "one hundred and five", "ein und zwanzig", "treinta y dos", "ciento quince". Digits
/// stand alone ("20 1" is twenty).
pub(crate) fn number_at_in(code: &str, words: &[&str], at: usize) -> Option<(u64, usize)> {
    let first = number_in(code, words.get(at)?)?;
    let and = |i: usize| {
        words
            .get(i)
            .is_some_and(|w| number_reading(code).and.split_whitespace().any(|a| a == *w))
    };
    // A number spelt in words, not digits: only those join.
    let spelt = |i: usize| {
        words
            .get(i)
            .filter(|w| !w.chars().all(|c| c.is_ascii_digit()))
            .and_then(|w| number_in(code, w))
    };
    if spelt(at).is_none() {
        return Some((first, at + 1));
    }
    let mut value = first;
    let mut next = at + 1;
    // "two hundred", "zwei hundert".
    if (1..=9).contains(&first) && spelt(next) == Some(100) {
        value = first * 100;
        next += 1;
    }
    if value >= 100 && value % 100 == 0 {
        let after = if and(next) { next + 1 } else { next };
        if spelt(after).is_some() {
            if let Some((rest, end)) =
                number_at_in(code, words, after).filter(|(n, _)| (1..100).contains(n))
            {
                return Some((value + rest, end));
            }
        }
        return Some((value, next));
    }
    // "twenty one", "treinta y dos": the tens, perhaps "and", then the ones.
    if (20..=90).contains(&value) && value % 10 == 0 {
        let ones_at = if and(next) { next + 1 } else { next };
        if let Some(one) = spelt(ones_at).filter(|n| (1..=9).contains(n)) {
            return Some((value + one, ones_at + 1));
        }
    }
    // "ein und zwanzig": the ones, "and", the tens.
    if (1..=9).contains(&value) && and(next) {
        if let Some(ten) = spelt(next + 1).filter(|n| n % 10 == 0 && (20..=90).contains(n)) {
            return Some((value + ten, next + 2));
        }
    }
    Some((value, next))
}

/// An ordinal: "vierte (Reihe)", "fourth (rank)", "zwölfter (Zug)", "einundzwanzigsten",
/// "twelfth", typed "12th".
pub(super) fn ordinal(word: &str) -> Option<u64> {
    // English with digits: "1st", "2nd", "3rd", "12th".
    for suffix in ["st", "nd", "rd", "th"] {
        if let Some(digits) = word.strip_suffix(suffix) {
            if !digits.is_empty() && digits.chars().all(|c| c.is_ascii_digit()) {
                return digits.parse().ok();
            }
        }
    }
    let stem = word
        .strip_suffix("en")
        .or_else(|| word.strip_suffix("er"))
        .or_else(|| word.strip_suffix("es"))
        .or_else(|| word.strip_suffix("em"))
        .or_else(|| word.strip_suffix('e'))
        .unwrap_or(word);
    let irregular = match stem {
        "erst" | "first" => Some(1),
        "zweit" | "second" => Some(2),
        "dritt" | "third" => Some(3),
        "viert" | "fourth" => Some(4),
        "fuenft" | "fifth" => Some(5),
        "sechst" | "sixth" => Some(6),
        "siebt" | "siebent" | "seventh" => Some(7),
        "acht" | "eighth" => Some(8),
        "ninth" => Some(9),
        "twelfth" => Some(12),
        _ => None,
    };
    if irregular.is_some() {
        return irregular;
    }
    // German: "zwanzigst", "neunt"; English: "tenth", "twentieth" (y → ie).
    if let Some(n) = stem.strip_suffix("st").and_then(number) {
        return Some(n);
    }
    if let Some(n) = stem.strip_suffix('t').and_then(number) {
        return Some(n);
    }
    if let Some(base) = word.strip_suffix("th") {
        if let Some(n) = number(base) {
            return Some(n);
        }
        if let Some(n) = base
            .strip_suffix("ie")
            .and_then(|b| number(&format!("{b}y")))
        {
            return Some(n);
        }
    }
    None
}

/// An ordinal that starts at word `at`, and the index after it: one word, or the English
/// tens and an ordinal ("twenty first").
pub(super) fn ordinal_at(words: &[&str], at: usize) -> Option<(u64, usize)> {
    let word = *words.get(at)?;
    if let Some(n) = ordinal(word) {
        return Some((n, at + 1));
    }
    let tens = number(word).filter(|n| n % 10 == 0 && (20..=90).contains(n))?;
    let one = words
        .get(at + 1)
        .and_then(|w| ordinal(w))
        .filter(|n| (1..=9).contains(n))?;
    Some((tens + one, at + 2))
}

/// The rank of a number from one to eight.
pub(super) fn rank_of(n: u64) -> Option<Rank> {
    (1..=8).contains(&n).then(|| Rank::ALL[n as usize - 1])
}

/// A piece word, singular or plural, in the words of any language folder
/// (`questions.toml`, `[pieces]`).
pub(crate) fn role_word(word: &str) -> Option<Role> {
    loaded().roles.get(word).copied()
}

/// "Figuren", "pieces", "piezas": every kind.
pub(super) fn all_pieces_word(word: &str) -> bool {
    loaded().all_pieces.contains(word)
}

/// An owner word: "meine", "gegnerische", "weiße", "my", "opponent's", "white", in the
/// words of any language folder (`questions.toml`, `[owners]`).
pub(super) fn owner_word(word: &str) -> Option<Owner> {
    loaded().owners.get(word).copied()
}

/// The name of a language folder's parser words: question words, owners, pieces, and the
/// heads and switches of the settings.
pub const QUESTIONS_FILE: &str = "questions.toml";

/// The words of the `questions.toml` files.
struct Loaded {
    /// Per folder code: each key (`question`, `settings.board`) with the words of that
    /// language and of the languages it also understands, folded, a space between two.
    words: ByCode,
    /// The same as phrases, a comma between two ("wo stehen, wo steht").
    phrases: ByCode,
    /// Each key with the words of every folder, a space between two.
    every: HashMap<String, String>,
    roles: HashMap<String, Role>,
    owners: HashMap<String, Owner>,
    all_pieces: HashSet<String>,
}

/// Lists by language code, then by key: looked up with borrowed strings, so the parser's many
/// lookups a line allocate nothing.
type ByCode = HashMap<String, HashMap<String, String>>;

fn loaded() -> &'static Loaded {
    static LOADED: OnceLock<Loaded> = OnceLock::new();
    LOADED.get_or_init(|| {
        // Each folder's own lists, by key.
        let own: Vec<(&str, HashMap<String, Vec<String>>)> = FOLDERS
            .iter()
            .filter_map(|folder| {
                let text = folder.file(QUESTIONS_FILE)?;
                let table: toml::Table = text
                    .parse()
                    .unwrap_or_else(|e| panic!("src/words/{}/{QUESTIONS_FILE}: {e}", folder.code));
                let mut lists = HashMap::new();
                flatten("", &table, &mut lists);
                Some((folder.code, lists))
            })
            .collect();
        let also = |code: &str| -> Vec<String> {
            super::table::table()
                .languages
                .iter()
                .find(|l| l.code == code)
                .map(|l| l.also_understands.clone())
                .unwrap_or_default()
        };
        let mut words = ByCode::new();
        let mut phrases = ByCode::new();
        for (code, _) in &own {
            let codes: Vec<String> = std::iter::once(code.to_string())
                .chain(also(code))
                .collect();
            let keys: HashSet<&String> = own.iter().flat_map(|(_, l)| l.keys()).collect();
            for key in keys {
                let items: Vec<&String> = codes
                    .iter()
                    .filter_map(|c| own.iter().find(|(o, _)| o == c))
                    .filter_map(|(_, lists)| lists.get(key))
                    .flatten()
                    .collect();
                let joined = |sep: &str| {
                    items
                        .iter()
                        .map(|s| s.as_str())
                        .collect::<Vec<_>>()
                        .join(sep)
                };
                words
                    .entry(code.to_string())
                    .or_default()
                    .insert(key.clone(), joined(" "));
                phrases
                    .entry(code.to_string())
                    .or_default()
                    .insert(key.clone(), joined(", "));
            }
        }
        let mut every: HashMap<String, String> = HashMap::new();
        for (_, lists) in &own {
            for (key, items) in lists {
                let all = every.entry(key.clone()).or_default();
                for item in items {
                    if !all.is_empty() {
                        all.push(' ');
                    }
                    all.push_str(item);
                }
            }
        }
        let mut roles = HashMap::new();
        let mut owners = HashMap::new();
        let mut all_pieces = HashSet::new();
        for (_, lists) in &own {
            let get = |key: &str| lists.get(key).into_iter().flatten();
            for (key, role) in [
                ("pieces.king", Role::King),
                ("pieces.queen", Role::Queen),
                ("pieces.rook", Role::Rook),
                ("pieces.bishop", Role::Bishop),
                ("pieces.knight", Role::Knight),
                ("pieces.pawn", Role::Pawn),
            ] {
                for word in get(key) {
                    roles.entry(word.clone()).or_insert(role);
                }
            }
            for (key, owner) in [
                ("owners.mine", Owner::Mine),
                ("owners.theirs", Owner::Theirs),
                ("owners.white", Owner::Colored(Color::White)),
                ("owners.black", Owner::Colored(Color::Black)),
            ] {
                for word in get(key) {
                    owners.entry(word.clone()).or_insert(owner);
                }
            }
            all_pieces.extend(get("pieces.all").cloned());
        }
        Loaded {
            words,
            phrases,
            every,
            roles,
            owners,
            all_pieces,
        }
    })
}

/// The lists of a table, folded, by key: `question`, `settings.board`.
fn flatten(prefix: &str, table: &toml::Table, lists: &mut HashMap<String, Vec<String>>) {
    for (key, value) in table {
        let key = format!("{prefix}{key}");
        match value {
            toml::Value::Array(items) => {
                let items = items
                    .iter()
                    .filter_map(toml::Value::as_str)
                    .map(fold)
                    .collect();
                lists.insert(key, items);
            }
            toml::Value::Table(inner) => flatten(&format!("{key}."), inner, lists),
            _ => {}
        }
    }
}

/// The words of key `key` of `questions.toml` (`settings.board`) that a seat typing in the
/// language with code `code` understands: its own and those of the languages it also
/// understands, folded, a space between two ("brett brettansicht board").
pub(super) fn words_of(code: &str, key: &str) -> &'static str {
    loaded()
        .words
        .get(code)
        .and_then(|lists| lists.get(key))
        .map_or("", String::as_str)
}

/// The phrases of key `key` as [`words_of`] gives its words, a comma between two ("wo
/// stehen, wo steht, where are").
pub(super) fn phrases_of(code: &str, key: &str) -> &'static str {
    loaded()
        .phrases
        .get(code)
        .and_then(|lists| lists.get(key))
        .map_or("", String::as_str)
}

/// The words of key `key` in every language folder, a space between two.
pub(super) fn words_of_every(key: &str) -> &'static str {
    loaded().every.get(key).map_or("", String::as_str)
}

/// Every word of every list of every folder's `questions.toml`, folded; a phrase gives each
/// of its words.
pub(super) fn every_parser_word() -> impl Iterator<Item = &'static str> {
    loaded()
        .every
        .values()
        .flat_map(|list| list.split_whitespace())
}

/// A colour: "weiß", "weiße", "schwarzen", "white", "black".
pub(crate) fn color_word(word: &str) -> Option<Color> {
    match owner_word(word) {
        Some(Owner::Colored(color)) => Some(color),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_in_digits_and_words() {
        for (word, n) in [
            ("0", 0),
            ("12", 12),
            ("null", 0),
            ("eins", 1),
            ("ein", 1),
            ("eine", 1),
            ("zwo", 2),
            ("zwoelf", 12),
            ("dreizehn", 13),
            ("dreissig", 30),
            ("fuenfundvierzig", 45),
            ("einundzwanzig", 21),
            ("hundert", 100),
            ("einhundertzwoelf", 112),
            ("twelve", 12),
            ("forty", 40),
            ("twenty-one", 21),
            ("ninety-nine", 99),
        ] {
            assert_eq!(number(word), Some(n), "{word}");
        }
        for word in [
            "",
            "e4",
            "viele",
            "zwanzigeins",
            "1e3",
            "-1",
            "20-1",
            "twenty-",
            "drei-und",
        ] {
            assert_eq!(number(word), None, "{word}");
        }
        let at = |line: &str| {
            let words: Vec<&str> = line.split_whitespace().collect();
            number_at(&words, 0)
        };
        assert_eq!(at("twenty one x"), Some((21, 2)));
        assert_eq!(at("drei und zwanzig x"), Some((23, 3)));
        assert_eq!(at("one hundred and two"), Some((102, 4)));
        assert_eq!(at("zwei hundert"), Some((200, 2)));
        assert_eq!(at("20 1"), Some((20, 1)));
        assert_eq!(at("zwanzig 1"), Some((20, 1)));
        assert_eq!(at("zwoelf war"), Some((12, 1)));
        assert_eq!(at("war"), None);
    }

    #[test]
    fn ordinals_in_digits_and_words() {
        for (word, n) in [
            ("erste", 1),
            ("dritten", 3),
            ("vierte", 4),
            ("achter", 8),
            ("neunte", 9),
            ("zwoelfter", 12),
            ("zwanzigste", 20),
            ("einundzwanzigsten", 21),
            ("hundertste", 100),
            ("fourth", 4),
            ("twelfth", 12),
            ("fourteenth", 14),
            ("twentieth", 20),
            ("12th", 12),
            ("1st", 1),
            ("22nd", 22),
            ("3rd", 3),
        ] {
            assert_eq!(ordinal(word), Some(n), "{word}");
        }
        for word in ["letzte", "eines", "nicht", "th", "zug"] {
            assert_eq!(ordinal(word), None, "{word}");
        }
        assert_eq!(ordinal_at(&["twenty", "first", "move"], 0), Some((21, 2)));
    }
}
