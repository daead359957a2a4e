//! The single words the parser and the help read: spelling folded to one form, numbers and
//! ordinals in digits or words, files, pieces and owners, in German and English.

use shakmaty::{Color, File, Rank, Role};

use super::Owner;

/// Lower case with umlauts spelt out: "Läufer" → "laeufer", "Weiß" → "weiss".
pub(super) fn fold(text: &str) -> String {
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

/// A whole number in digits or words: `3`, `drei`, `three`, `zwo`, `zehn`.
pub(super) fn number(word: &str) -> Option<u64> {
    if !word.is_empty() && word.chars().all(|c| c.is_ascii_digit()) {
        return word.parse().ok();
    }
    Some(match word {
        "null" | "zero" => 0,
        "eins" | "ein" | "eine" | "einen" | "one" => 1,
        "zwei" | "zwo" | "two" => 2,
        "drei" | "three" => 3,
        "vier" | "four" => 4,
        "fuenf" | "five" => 5,
        "sechs" | "six" => 6,
        "sieben" | "seven" => 7,
        "acht" | "eight" => 8,
        "neun" | "nine" => 9,
        "zehn" | "ten" => 10,
        "elf" | "eleven" => 11,
        "zwoelf" | "twelve" => 12,
        "zwanzig" | "twenty" => 20,
        _ => return None,
    })
}

/// An ordinal for a rank: "vierte (Reihe)", "fourth (rank)".
pub(super) fn ordinal(word: &str) -> Option<u64> {
    let stem = word
        .strip_suffix("en")
        .or_else(|| word.strip_suffix("er"))
        .or_else(|| word.strip_suffix('e'))
        .unwrap_or(word);
    Some(match stem {
        "erst" | "first" => 1,
        "zweit" | "second" => 2,
        "dritt" | "third" => 3,
        "viert" | "fourth" => 4,
        "fuenft" | "fifth" => 5,
        "sechst" | "sixth" => 6,
        "siebt" | "siebent" | "seventh" => 7,
        "acht" | "eighth" => 8,
        _ => return None,
    })
}

/// The rank of a number from one to eight.
pub(super) fn rank_of(n: u64) -> Option<Rank> {
    (1..=8).contains(&n).then(|| Rank::ALL[n as usize - 1])
}

/// A piece word, singular or plural, German or English.
pub(super) fn role_word(word: &str) -> Option<Role> {
    Some(match word {
        "koenig" | "koenige" | "king" | "kings" => Role::King,
        "dame" | "damen" | "queen" | "queens" => Role::Queen,
        "turm" | "tuerme" | "rook" | "rooks" => Role::Rook,
        "laeufer" | "laeufern" | "bishop" | "bishops" => Role::Bishop,
        "springer" | "springern" | "pferd" | "pferde" | "knight" | "knights" => Role::Knight,
        "bauer" | "bauern" | "pawn" | "pawns" => Role::Pawn,
        _ => return None,
    })
}

/// "Figuren", "pieces": every kind.
pub(super) fn all_pieces_word(word: &str) -> bool {
    ["figuren", "figur", "steine", "pieces", "piece", "men"].contains(&word)
}

/// An owner word: "meine", "gegnerische", "weiße", "my", "opponent's", "white".
pub(super) fn owner_word(word: &str) -> Option<Owner> {
    Some(match word {
        "mein" | "meine" | "meinen" | "meiner" | "meines" | "eigene" | "eigenen" | "my"
        | "mine" | "own" => Owner::Mine,
        "seine" | "seinen" | "seiner" | "sein" | "gegnerische" | "gegnerischen"
        | "gegnerischer" | "gegnerisches" | "gegner" | "gegners" | "feindliche" | "feindlichen"
        | "opponent" | "opponents" | "his" | "her" | "their" | "theirs" | "enemy" => Owner::Theirs,
        "weiss" | "weisse" | "weissen" | "weisser" | "weisses" | "white" | "whites" => {
            Owner::Colored(Color::White)
        }
        "schwarz" | "schwarze" | "schwarzen" | "schwarzer" | "schwarzes" | "black" | "blacks" => {
            Owner::Colored(Color::Black)
        }
        _ => return None,
    })
}
