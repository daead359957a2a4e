//! Typing slips in commands: "hlfe", "materail", "wo stehn meine Springer". A line that is
//! no command as typed is read once more with each unknown word of four letters or more
//! replaced by the one command word it is a single slip away from (a letter left out, added,
//! changed, or two letters swapped). Words of moves count as known, and as words a slip may
//! lead to, so a mistyped move never turns into a command: "springr" is a slip of
//! "springer", which makes no command, and the line is left to the move reader.

use std::collections::HashSet;
use std::sync::OnceLock;

use super::input::Input;
use crate::commands::table::{Mode, table};
use crate::commands::words::fold;
use crate::words::lexicon::Lexicon;

/// Shorter words are not corrected, nor taken as what a slip led to: too many of them are a
/// single slip from each other.
const MIN_LETTERS: usize = 4;

/// Every word a command is made of, and every word of moves in both languages, folded.
fn vocabulary() -> &'static HashSet<String> {
    static WORDS: OnceLock<HashSet<String>> = OnceLock::new();
    WORDS.get_or_init(|| {
        let mut words: HashSet<String> = HashSet::new();
        for entry in table().commands.values() {
            for phrase in entry.in_mode(Mode::Play) {
                words.extend(fold(phrase).split_whitespace().map(str::to_owned));
            }
        }
        // The words the parsers read by themselves, beyond the phrases of the table: every
        // list of every folder's `questions.toml` (questions, pieces, owners, reports …).
        words.extend(crate::commands::words::every_parser_word().map(str::to_owned));
        for (_, lexicon) in Lexicon::all() {
            for word in lexicon.vocabulary().chain(lexicon.sound_alikes()) {
                words.extend(fold(word).split_whitespace().map(str::to_owned));
            }
        }
        words
    })
}

/// Whether `a` and `b` are at most one slip apart: one letter left out, added or changed,
/// or two neighbouring letters swapped (the optimal string alignment distance is at most 1).
fn one_slip(a: &[char], b: &[char]) -> bool {
    let (short, long) = if a.len() <= b.len() { (a, b) } else { (b, a) };
    match long.len() - short.len() {
        0 => {
            let differ: Vec<usize> = (0..short.len()).filter(|&i| short[i] != long[i]).collect();
            match differ.as_slice() {
                [] | [_] => true,
                [i, j] => *j == i + 1 && short[*i] == long[*j] && short[*j] == long[*i],
                _ => false,
            }
        }
        1 => {
            let first = (0..short.len())
                .find(|&i| short[i] != long[i])
                .unwrap_or(short.len());
            short[first..] == long[first + 1..]
        }
        _ => false,
    }
}

/// The words an unknown word may be a slip of (several when it is a slip of each: "stehn"
/// of "stehen", "stehe" and "steht").
fn corrections(word: &str) -> Vec<&'static str> {
    let vocabulary = vocabulary();
    let letters: Vec<char> = word.chars().collect();
    if letters.len() < MIN_LETTERS
        || vocabulary.contains(word)
        || letters.iter().any(char::is_ascii_digit)
    {
        return Vec::new();
    }
    let mut found: Vec<&'static str> = vocabulary
        .iter()
        .filter(|known| known.chars().count() >= MIN_LETTERS)
        .filter(|known| one_slip(&letters, &known.chars().collect::<Vec<_>>()))
        .map(String::as_str)
        .collect();
    found.sort_unstable();
    found
}

/// At most this many readings of a line are tried.
const MAX_READINGS: usize = 27;

/// The line read with each mistyped word replaced by a word it is a slip of, the rest as
/// typed: every such reading (a word that is a slip of several words gives several); none
/// when no word was mistyped, or too many readings would be possible. Only a typed token
/// that is one word is replaced ("hlfe", not "hlfe-x"). The caller takes a command only
/// when every reading that makes one makes the same.
pub(super) fn readings(input: &Input<'_>) -> Vec<String> {
    let tokens: Vec<String> = input.raw.iter().map(|t| (*t).to_owned()).collect();
    let mut lines = vec![tokens];
    let mut changed = false;
    for (index, word) in input.words.iter().enumerate() {
        let token = input.origin[index];
        let alone = input.origin.iter().filter(|&&o| o == token).count() == 1;
        if !alone {
            continue;
        }
        let options = corrections(word);
        if options.is_empty() {
            continue;
        }
        if lines.len() * options.len() > MAX_READINGS {
            return Vec::new();
        }
        changed = true;
        lines = lines
            .into_iter()
            .flat_map(|line| {
                options.iter().map(move |right| {
                    let mut line = line.clone();
                    // A question mark at the end stays: "materail?".
                    let mark = if line[token].ends_with('?') { "?" } else { "" };
                    line[token] = format!("{right}{mark}");
                    line
                })
            })
            .collect();
    }
    if !changed {
        return Vec::new();
    }
    lines.into_iter().map(|line| line.join(" ")).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fixed(line: &str) -> Vec<String> {
        readings(&Input::new(line))
    }

    #[test]
    fn one_slip_is_corrected_and_known_words_are_not() {
        assert_eq!(fixed("hlfe"), ["hilfe"]);
        assert_eq!(fixed("materail"), ["material"]);
        assert!(fixed("wo stehn meine springer").contains(&"wo stehen meine springer".to_owned()));
        assert_eq!(fixed("Materail?"), ["material?"]);
        // Known words, moves and short words stay.
        for line in [
            "hilfe",
            "springer felix drei",
            "e4",
            "Sf3",
            "lange rochade",
            "bauer schlägt",
            "zug",
            "dme",
        ] {
            assert!(fixed(line).is_empty(), "{line:?}");
        }
        // A slip of a word of moves leads to that word (or a sound-alike of it), never to a
        // command.
        let moves = fixed("springr felix drei");
        assert!(
            moves.contains(&"springer felix drei".to_owned()),
            "{moves:?}"
        );
        for line in ["springr felix drei", "bauer schlaegr", "lnge rochade"] {
            assert_eq!(
                crate::commands::parse_command(line, crate::language::Language::GERMAN),
                None,
                "{line:?}"
            );
        }
    }

    #[test]
    fn slips() {
        let slip = |a: &str, b: &str| {
            one_slip(
                &a.chars().collect::<Vec<_>>(),
                &b.chars().collect::<Vec<_>>(),
            )
        };
        assert!(slip("hlfe", "hilfe"));
        assert!(slip("materail", "material"));
        assert!(slip("hilfe", "hilfe"));
        assert!(slip("hilfr", "hilfe"));
        assert!(slip("hilfee", "hilfe"));
        assert!(!slip("hlf", "hilfe"));
        assert!(!slip("mtaerail", "material"));
        assert!(!slip("abcd", "dcba"));
    }
}
