//! A typed or heard line in words: lower case, umlauts spelt out, split at spaces and
//! punctuation, fillers left out, each word remembering the token it was typed in and where
//! in the line it starts (so a command can keep what follows as typed: a file name, a FEN, a
//! move read from a scoresheet).

use std::collections::HashSet;
use std::sync::OnceLock;

use crate::commands::words::{fold, shorten};
use crate::words::folders::FOLDERS;

/// Whether a folded word carries nothing in a command ("aeh", "bitte", "please"): the
/// words of every language folder's `fillers.txt`, folded, so a line is read the same
/// whatever language it was typed in.
pub(crate) fn is_filler(word: &str) -> bool {
    static FILLERS: OnceLock<HashSet<String>> = OnceLock::new();
    FILLERS
        .get_or_init(|| {
            FOLDERS
                .iter()
                .filter_map(|folder| folder.file("fillers.txt"))
                .flat_map(str::lines)
                .map(str::trim)
                .filter(|line| !line.is_empty() && !line.starts_with('#'))
                .map(fold)
                .collect()
        })
        .contains(word)
}

/// The line in words: lower case, umlauts spelt out (`ä` → `ae`, `ß` → `ss`), split at
/// spaces and punctuation, fillers left out; each word remembers the typed token it came from.
pub(super) struct Input<'a> {
    /// The line, trimmed.
    pub(super) line: &'a str,
    /// The typed tokens, split at white space.
    pub(super) raw: Vec<&'a str>,
    /// The words.
    pub(super) words: Vec<String>,
    /// For each word, the index of its token in `raw`.
    pub(super) origin: Vec<usize>,
    /// For each word, the byte in `line` where the typed text it came from starts.
    pub(super) start: Vec<usize>,
    /// The line ends in a single question mark: "e4?" asks, "e4??" and "e4!?" annotate.
    pub(super) question: bool,
}

impl<'a> Input<'a> {
    pub(super) fn new(line: &'a str) -> Self {
        #[cfg(test)]
        crate::notation::reads::count();
        let trimmed = line.trim();
        // "e4?" asks; "e4??" and "e4!?" annotate a move.
        let question =
            trimmed.ends_with('?') && !trimmed.ends_with("??") && !trimmed.ends_with("!?");
        let raw: Vec<&str> = trimmed.split_whitespace().collect();
        let mut words = Vec::new();
        let mut origin = Vec::new();
        let mut start = Vec::new();
        for (index, token) in raw.iter().enumerate() {
            // Where the token starts in the line: it is a slice of it.
            let offset = token.as_ptr() as usize - trimmed.as_ptr() as usize;
            // The token folded (as `fold` does, one character at a time) and split at
            // punctuation; apostrophes are dropped inside a word ("what's" → "whats").
            let mut part = String::new();
            let mut part_start = offset;
            let mut finish = |part: &mut String, part_start: usize| {
                if !part.is_empty() && !is_filler(part) {
                    words.push(std::mem::take(part));
                    origin.push(index);
                    start.push(part_start);
                }
                part.clear();
            };
            for (at, c) in token.char_indices() {
                for folded in fold(c.encode_utf8(&mut [0; 4])).chars() {
                    if folded.is_alphanumeric() {
                        if part.is_empty() {
                            part_start = offset + at;
                        }
                        part.push(folded);
                    } else if folded != '\'' && folded != '’' {
                        finish(&mut part, part_start);
                    }
                }
            }
            finish(&mut part, part_start);
        }
        Input {
            line: trimmed,
            raw,
            words,
            origin,
            start,
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

    /// The line from where `word` starts to the end, as typed ("" past the last word).
    pub(super) fn text_from(&self, word: usize) -> &'a str {
        self.start.get(word).map_or("", |&at| &self.line[at..])
    }

    /// The same words without the first `skip`: what follows a spoken prefix ("weiß:").
    pub(super) fn without_first(&self, skip: usize) -> Input<'a> {
        let skip = skip.min(self.words.len());
        Input {
            line: self.line,
            raw: self.raw.clone(),
            words: self.words[skip..].to_vec(),
            origin: self.origin[skip..].to_vec(),
            start: self.start[skip..].to_vec(),
            question: self.question,
        }
    }

    /// The typed tokens from the one that holds `word` to the end, as typed.
    pub(super) fn raw_from(&self, word: usize) -> String {
        match self.origin.get(word) {
            Some(&start) => self.raw[start..].join(" "),
            None => String::new(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_folders_fillers_are_left_out_folded() {
        // German "äh" (folded "aeh"), English "please", Spanish "pues": each from its folder.
        let input = Input::new("Äh, please: pues e4 bitte");
        assert_eq!(input.words, vec!["e4"]);
        assert!(is_filler("aeh") && is_filler("please") && is_filler("pues"));
        // A command word is never a filler.
        assert!(!is_filler("zug") && !is_filler("e4") && !is_filler("ja"));
    }

    #[test]
    fn every_folder_has_a_filler_list() {
        for folder in FOLDERS {
            let list = folder.file("fillers.txt");
            assert!(
                list.is_some_and(|text| text.lines().any(|l| !l.trim().starts_with('#'))),
                "{} has no fillers.txt with a word",
                folder.code
            );
        }
    }
}
