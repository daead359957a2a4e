//! A typed or heard line in words, as the command reader works with it: the words of
//! [`Line::read`] (the one tokeniser and filler list of every reader: lower case, umlauts
//! spelt out, split at spaces and punctuation, fillers left out), each remembering the token
//! it was typed in and where in the line it starts (so a command can keep what follows as
//! typed: a file name, a FEN, a move read from a scoresheet).

use crate::commands::words::shorten;
use crate::notation::line::Line;

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
        Input::of(&Line::read(line))
    }

    /// The command reader's view of a line already read into words.
    pub(super) fn of(line: &Line<'a>) -> Self {
        #[cfg(test)]
        crate::notation::reads::count();
        let words: Vec<_> = line.words().collect();
        Input {
            line: line.text(),
            raw: line.tokens().to_vec(),
            words: words.iter().map(|word| word.folded.clone()).collect(),
            origin: words.iter().map(|word| word.token).collect(),
            start: words.iter().map(|word| word.start).collect(),
            question: line.question(),
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
    fn the_command_reader_reads_the_lines_words_without_fillers() {
        // German "äh" (folded "aeh"), English "please", Spanish "pues": each from its folder.
        let input = Input::new("Äh, please: pues e4 bitte");
        assert_eq!(input.words, vec!["e4"]);
        assert_eq!(
            (input.origin.as_slice(), input.start.as_slice()),
            (&[3][..], &[18][..])
        );
        assert_eq!(input.text_from(0), "e4 bitte");
        let input = Input::new("Weiß: Läufer nach c4?");
        assert_eq!(input.words, ["weiss", "laeufer", "nach", "c4"]);
        assert!(input.question);
        assert_eq!(input.without_first(1).echo_all(&[0, 2]), "Läufer c4");
    }

    #[test]
    fn the_command_reader_splits_a_line_once() {
        for line in [
            "hilfe",
            "bitte zeit",
            "wo ist mein könig?",
            "schwarz: remis",
        ] {
            crate::notation::reads::take_splits();
            let _ = crate::commands::parse::parse_command(line, crate::language::Language::GERMAN);
            assert_eq!(crate::notation::reads::take_splits(), 1, "{line:?}");
        }
    }
}
