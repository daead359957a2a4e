//! A typed or heard line read once into words: the one tokeniser and the one filler list of
//! every reader (the command reader, the reader of spoken moves, the notation reader).
//!
//! A line is trimmed and split at white space into tokens; each token is split at
//! punctuation into words (apostrophes are dropped inside a word: "what's" → "whats"). Each
//! word keeps two forms, the token it came from and the byte where it starts in the line:
//! - `folded`: lower case with umlauts spelt out (`ä` → `ae`, `ß` → `ss`), the form command
//!   phrases are compared in;
//! - `lower`: lower case as typed (`läufer`), the form a language's lexicon knows.
//!
//! A word in any language folder's `fillers.txt` ("äh", "bitte", "please", "pues") is a
//! filler: it carries nothing, and every reader leaves it out.

use std::collections::HashSet;
use std::sync::OnceLock;

use crate::language::folders::FOLDERS;
use crate::vocabulary::fold;

/// Whether a folded word carries nothing in a line ("aeh", "bitte", "please", "pues"): the
/// words of every language folder's `fillers.txt`, folded, so a line is read the same
/// whatever language it was typed or said in.
pub fn is_filler(folded: &str) -> bool {
    fillers().contains(folded)
}

/// Every folder's fillers, folded, read once.
fn fillers() -> &'static HashSet<String> {
    static FILLERS: OnceLock<HashSet<String>> = OnceLock::new();
    FILLERS.get_or_init(|| {
        FOLDERS
            .iter()
            .filter_map(|folder| folder.file("fillers.txt"))
            .flat_map(str::lines)
            .map(str::trim)
            .filter(|line| !line.is_empty() && !line.starts_with('#'))
            .map(fold)
            .collect()
    })
}

/// One word of a line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Word {
    /// Lower case, umlauts spelt out: "laeufer".
    pub folded: String,
    /// Lower case as typed: "läufer".
    pub lower: String,
    /// The index of the token (see [`Line::tokens`]) the word came from.
    pub token: usize,
    /// The byte in the line (see [`Line::text`]) where the word starts.
    pub start: usize,
    /// Whether the word is a filler ([`is_filler`]).
    pub filler: bool,
}

/// A line read into words, once.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line<'a> {
    typed: &'a str,
    text: &'a str,
    tokens: Vec<&'a str>,
    words: Vec<Word>,
    question: bool,
}

impl<'a> Line<'a> {
    /// Reads a line into words.
    pub fn read(text: &'a str) -> Line<'a> {
        #[cfg(test)]
        crate::notation::reads::split();
        let trimmed = text.trim();
        // "e4?" asks; "e4??" and "e4!?" annotate a move.
        let question =
            trimmed.ends_with('?') && !trimmed.ends_with("??") && !trimmed.ends_with("!?");
        let tokens: Vec<&str> = trimmed.split_whitespace().collect();
        let mut words = Vec::new();
        let mut ascii = [0u8; 1];
        for (index, token) in tokens.iter().enumerate() {
            // Where the token starts in the line: it is a slice of it.
            let offset = token.as_ptr() as usize - trimmed.as_ptr() as usize;
            let mut folded = String::new();
            let mut lower = String::new();
            let mut start = offset;
            let mut finish = |folded: &mut String, lower: &mut String, start: usize| {
                if !folded.is_empty() {
                    let folded = std::mem::take(folded);
                    words.push(Word {
                        filler: is_filler(&folded),
                        folded,
                        lower: std::mem::take(lower),
                        token: index,
                        start,
                    });
                }
                lower.clear();
            };
            for (at, c) in token.char_indices() {
                // The character as typed is kept once, with the first letter it folds to.
                let mut kept = false;
                // ASCII folds to its lower case; only other letters need `fold`.
                let spelled;
                let folds: &str = if c.is_ascii() {
                    ascii[0] = c.to_ascii_lowercase() as u8;
                    std::str::from_utf8(&ascii[..1]).unwrap_or_default()
                } else {
                    spelled = fold(c.encode_utf8(&mut [0; 4]));
                    &spelled
                };
                for f in folds.chars() {
                    if f.is_alphanumeric() {
                        if folded.is_empty() {
                            start = offset + at;
                        }
                        folded.push(f);
                        if !kept {
                            push_lower(&mut lower, c);
                            kept = true;
                        }
                    } else if f != '\'' && f != '’' {
                        finish(&mut folded, &mut lower, start);
                    }
                }
            }
            finish(&mut folded, &mut lower, start);
        }
        Line {
            typed: text,
            text: trimmed,
            tokens,
            words,
            question,
        }
    }

    /// The line, trimmed.
    pub fn text(&self) -> &'a str {
        self.text
    }

    /// The line as it came, spaces and line end included.
    pub fn typed(&self) -> &'a str {
        self.typed
    }

    /// The typed tokens, split at white space.
    pub fn tokens(&self) -> &[&'a str] {
        &self.tokens
    }

    /// The words, fillers left out.
    pub fn words(&self) -> impl Iterator<Item = &Word> {
        self.words.iter().filter(|word| !word.filler)
    }

    /// Every word, fillers included.
    pub fn all_words(&self) -> &[Word] {
        &self.words
    }

    /// Whether the line ends in a single question mark: "e4?" asks, "e4??" and "e4!?"
    /// annotate a move.
    pub fn question(&self) -> bool {
        self.question
    }

    /// The line without the tokens that hold only fillers ("äh,", "bitte"): what the
    /// notation reader reads ("bitte Sf3" → "Sf3"). Tokens without a word ("(=)", "-") stay.
    pub fn without_fillers(&self) -> String {
        let only_fillers = |index: usize| {
            let mut words = self.words.iter().filter(|word| word.token == index);
            let first = words.next();
            first.is_some_and(|word| word.filler) && words.all(|word| word.filler)
        };
        let kept: Vec<&str> = (0..self.tokens.len())
            .filter(|&index| !only_fillers(index))
            .map(|index| self.tokens[index])
            .collect();
        kept.join(" ")
    }
}

/// Adds a character as typed, lower case, to a word; a combining diaeresis after a, o or u
/// makes the umlaut a lexicon writes ("u\u{308}" → "ü").
fn push_lower(lower: &mut String, c: char) {
    if c == '\u{308}' {
        let umlaut = match lower.chars().last() {
            Some('a') => Some('ä'),
            Some('o') => Some('ö'),
            Some('u') => Some('ü'),
            _ => None,
        };
        if let Some(umlaut) = umlaut {
            lower.pop();
            lower.push(umlaut);
            return;
        }
    }
    lower.extend(c.to_lowercase());
}

#[cfg(test)]
mod tests {
    use super::*;

    fn folded(line: &Line) -> Vec<String> {
        line.words().map(|w| w.folded.clone()).collect()
    }

    #[test]
    fn every_folders_fillers_are_left_out_folded() {
        // German "äh" (folded "aeh"), English "please", Spanish "pues": each from its folder.
        let line = Line::read("Äh, please: pues e4 bitte");
        assert_eq!(folded(&line), ["e4"]);
        assert!(is_filler("aeh") && is_filler("please") && is_filler("pues"));
        // A command word is never a filler.
        assert!(!is_filler("zug") && !is_filler("e4") && !is_filler("ja"));
        // The fillers are still there, marked, for a reader that wants every word.
        assert_eq!(line.all_words().len(), 5);
        assert!(line.all_words()[0].filler);
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

    #[test]
    fn a_word_keeps_its_token_its_start_and_both_forms() {
        let line = Line::read("  Läufer,schlägt  what's Straße ");
        assert_eq!(line.text(), "Läufer,schlägt  what's Straße");
        assert_eq!(line.tokens(), ["Läufer,schlägt", "what's", "Straße"]);
        let words: Vec<(&str, &str, usize, usize)> = line
            .words()
            .map(|w| (w.folded.as_str(), w.lower.as_str(), w.token, w.start))
            .collect();
        assert_eq!(
            words,
            [
                ("laeufer", "läufer", 0, 0),
                ("schlaegt", "schlägt", 0, 8),
                ("whats", "whats", 1, 18),
                ("strasse", "straße", 2, 25),
            ]
        );
        assert_eq!(&line.text()[25..], "Straße");
    }

    #[test]
    fn a_decomposed_umlaut_is_read_as_the_composed_one() {
        let line = Line::read("fu\u{308}nf");
        let word = line.words().next().expect("a word");
        assert_eq!(
            (word.folded.as_str(), word.lower.as_str()),
            ("fuenf", "fünf")
        );
    }

    #[test]
    fn a_single_question_mark_asks() {
        assert!(Line::read("e4?").question());
        assert!(Line::read(" wo ist mein könig? ").question());
        assert!(!Line::read("e4??").question());
        assert!(!Line::read("e4!?").question());
        assert!(!Line::read("e4").question());
    }

    #[test]
    fn without_fillers_keeps_every_token_that_is_not_only_fillers() {
        assert_eq!(Line::read("bitte Sf3").without_fillers(), "Sf3");
        assert_eq!(Line::read("äh, e4 (=) please").without_fillers(), "e4 (=)");
        assert_eq!(Line::read("S g1 - f3").without_fillers(), "S g1 - f3");
        assert_eq!(Line::read("hm").without_fillers(), "");
    }

    #[test]
    fn no_filler_is_a_word_a_lexicon_reads_as_part_of_a_move() {
        // Fillers are left out before a lexicon reads a word: one that names a square, a
        // piece or an answer would be lost.
        for folder in FOLDERS {
            let Some(text) = folder.file("lexicon.tsv") else {
                continue;
            };
            for line in text.lines().filter(|l| !l.starts_with('#')) {
                let mut fields = line.split('\t');
                let (Some(word), Some(meaning)) = (fields.next(), fields.next()) else {
                    continue;
                };
                if meaning != "filler" && meaning != "-" {
                    assert!(
                        !is_filler(&fold(word)),
                        "{word} ({meaning} in src/words/{}/lexicon.tsv) is in a fillers.txt",
                        folder.code
                    );
                }
            }
        }
    }
}
