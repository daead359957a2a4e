//! A typed or heard line in words: lower case, umlauts spelt out, split at spaces and
//! punctuation, fillers left out, each word remembering the token it was typed in.

use crate::ui::commands::words::{fold, shorten};

/// Words that carry nothing in a command ("äh", "bitte").
const FILLERS: &[&str] = &[
    "aeh", "aehm", "oeh", "hm", "hmm", "bitte", "also", "uh", "um", "please", "ok", "okay", "nun",
    "jetzt", "now", "hey",
];

/// The line in words: lower case, umlauts spelt out (`ä` → `ae`, `ß` → `ss`), split at
/// spaces and punctuation, fillers left out; each word remembers the typed token it came from.
pub(super) struct Input<'a> {
    /// The typed tokens, split at white space.
    pub(super) raw: Vec<&'a str>,
    /// The words.
    pub(super) words: Vec<String>,
    /// For each word, the index of its token in `raw`.
    pub(super) origin: Vec<usize>,
    /// The line ends in a single question mark: "e4?" asks, "e4??" and "e4!?" annotate.
    pub(super) question: bool,
}

impl<'a> Input<'a> {
    pub(super) fn new(line: &'a str) -> Self {
        let trimmed = line.trim();
        // "e4?" asks; "e4??" and "e4!?" annotate a move.
        let question =
            trimmed.ends_with('?') && !trimmed.ends_with("??") && !trimmed.ends_with("!?");
        let raw: Vec<&str> = trimmed.split_whitespace().collect();
        let mut words = Vec::new();
        let mut origin = Vec::new();
        for (index, token) in raw.iter().enumerate() {
            let folded = fold(token);
            for part in folded.split(|c: char| !c.is_alphanumeric() && c != '\'' && c != '’') {
                let part: String = part.chars().filter(|c| *c != '\'' && *c != '’').collect();
                if part.is_empty() || FILLERS.contains(&part.as_str()) {
                    continue;
                }
                words.push(part);
                origin.push(index);
            }
        }
        Input {
            raw,
            words,
            origin,
            question,
        }
    }

    /// The typed token a word came from, without punctuation around it, for echoing.
    pub(super) fn echo(&self, word: usize) -> String {
        let token = self.origin.get(word).and_then(|&i| self.raw.get(i));
        shorten(token.map_or("", |t| t.trim_matches(|c: char| !c.is_alphanumeric())))
    }

    /// The typed tokens of several words, joined and cut for echoing: "Zeppelin vier".
    pub(super) fn echo_all(&self, words: &[usize]) -> String {
        let echoes: Vec<String> = words.iter().map(|&i| self.echo(i)).collect();
        shorten(&echoes.join(" "))
    }

    /// The typed tokens from the one that holds `word` to the end, as typed.
    pub(super) fn raw_from(&self, word: usize) -> String {
        match self.origin.get(word) {
            Some(&start) => self.raw[start..].join(" "),
            None => String::new(),
        }
    }
}
