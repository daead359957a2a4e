//! Squares, files and ranks named in a command ("angreifer Eva vier", "linie e", "vierte
//! Reihe"), a square asked about on its own ("e4?", "Eva vier?"), and the sentences that say
//! what is wrong with a square that is none ("Eva zehn", "i4", "Zeppelin vier").

use shakmaty::{File, Rank, Square};

use super::{Parsed, Parser, ok, one_of};
use crate::commands::words::{file_word, number_in, ordinal, rank_of, role_word, words_of};
use crate::commands::{Command, CommandError};
use crate::phrase::{Phrase, Value};
use crate::vocabulary::{FILE_NAMES, file_name};

/// Why the words of a command name no square.
pub(super) enum SquareProblem {
    Missing,
    NoRank { file: Option<File>, number: u64 },
    NotARank { file: File, word: String },
    NoFile { word: String },
    MissingRank(File),
    MissingFile(Rank),
    NotASquare(String),
}

impl SquareProblem {
    /// The sentence; `example` is the catalogue id of the command with a square and a space
    /// ("angreifer "), as a reminder, or `None`.
    pub(super) fn phrase(&self, example: Option<&'static str>) -> Phrase {
        let example = match example {
            Some(id) => Value::from(Phrase::new(id)),
            None => Value::Verbatim(String::new()),
        };
        let file = |f: File| Value::Verbatim(file_name(f).to_owned());
        match self {
            SquareProblem::Missing => Phrase::new("square-missing").with("example", example),
            SquareProblem::NoRank { file, number } => {
                let number = spoken(*number);
                let square = match file {
                    Some(f) => Value::List(
                        crate::phrase::Join::Sentences,
                        vec![Value::Verbatim(file_name(*f).to_owned()), number.clone()],
                    ),
                    None => Value::Verbatim("none".to_owned()),
                };
                Phrase::new("square-no-rank")
                    .with("square", square)
                    .with("number", number)
            }
            SquareProblem::NotARank { file: f, word } => Phrase::new("square-not-a-rank")
                .with("word", Value::Verbatim(word.clone()))
                .with("file", file(*f)),
            SquareProblem::NoFile { word } => Phrase::new("square-no-file")
                .with("word", Value::Verbatim(word.clone()))
                .with("files", file_values()),
            SquareProblem::MissingRank(f) => Phrase::new("square-missing-rank")
                .with("file", file(*f))
                .with("example", example),
            SquareProblem::MissingFile(rank) => Phrase::new("square-missing-file")
                .with("rank", Value::Spelled(u32::from(*rank) + 1))
                .with("example", example),
            SquareProblem::NotASquare(text) => Phrase::new("square-not-a-square")
                .with("text", Value::Verbatim(text.clone()))
                .with("example", example),
        }
    }

    /// The refusal, with the example `example` (see [`SquareProblem::phrase`]).
    pub(super) fn error(&self, example: Option<&'static str>) -> CommandError {
        CommandError(self.phrase(example))
    }
}

/// A number for the ear: in words up to 999, in digits beyond.
fn spoken(n: u64) -> Value {
    match u32::try_from(n) {
        Ok(n) if n < 1000 => Value::Spelled(n),
        _ => Value::Verbatim(n.to_string()),
    }
}

/// "Anna, Bella, …, Gustav und Hector", joined in the reader's language.
fn file_values() -> Value {
    Value::List(
        crate::phrase::Join::And,
        FILE_NAMES
            .iter()
            .map(|n| Value::Verbatim((*n).to_owned()))
            .collect(),
    )
}

/// A square in notation, right or wrong: a letter and digits ("e4", "i9", "e10").
pub(super) fn notation_square(word: &str) -> Option<Result<Square, SquareProblem>> {
    let mut chars = word.chars();
    let letter = chars.next().filter(char::is_ascii_alphabetic)?;
    let digits = chars.as_str();
    if digits.is_empty() || digits.len() > 3 || !digits.chars().all(|c| c.is_ascii_digit()) {
        return None;
    }
    let n: u64 = digits.parse().ok()?;
    let Some(file) = file_word(&letter.to_string()) else {
        return Some(Err(SquareProblem::NoFile {
            word: letter.to_string(),
        }));
    };
    Some(match rank_of(n) {
        Some(rank) => Ok(Square::from_coords(file, rank)),
        None => Err(SquareProblem::NoRank {
            file: Some(file),
            number: n,
        }),
    })
}

impl Parser<'_> {
    /// Whether a word around a square says nothing about it: a filler (`square_fillers` of
    /// `questions.toml`) or a piece name.
    fn square_filler(&self, word: &str) -> bool {
        one_of(word, self.list("square_fillers")) || role_word(word).is_some()
    }

    /// The square named by the words from `start` on, or the refusal that says what is
    /// wrong with them; `example` is the catalogue id of the command ("angreifer ").
    pub(super) fn square_arg(
        &self,
        start: usize,
        example: Option<&'static str>,
    ) -> Result<Square, CommandError> {
        let words: Vec<usize> = (start..self.w.len())
            .filter(|&i| !self.square_filler(self.w[i]))
            .collect();
        self.square_words(&words)
            .map_err(|problem| problem.error(example))
    }

    /// The square the words name: "e4", "Eva vier", "eva 4".
    pub(super) fn square_words(&self, words: &[usize]) -> Result<Square, SquareProblem> {
        match *words {
            [] => Err(SquareProblem::Missing),
            [one] => {
                let word = self.w[one];
                if let Some(result) = notation_square(word) {
                    return result.map_err(|p| match p {
                        SquareProblem::NoFile { .. } => SquareProblem::NoFile {
                            word: word.chars().next().map(String::from).unwrap_or_default(),
                        },
                        other => other,
                    });
                }
                if let Some(file) = file_word(word) {
                    return Err(SquareProblem::MissingRank(file));
                }
                match number_in(self.code, word) {
                    Some(n) => match rank_of(n) {
                        Some(rank) => Err(SquareProblem::MissingFile(rank)),
                        None => Err(SquareProblem::NoRank {
                            file: None,
                            number: n,
                        }),
                    },
                    None => Err(SquareProblem::NotASquare(self.input.echo_all(words))),
                }
            }
            [first, second] => {
                let file = file_word(self.w[first]);
                let n = number_in(self.code, self.w[second]);
                match (file, n) {
                    (Some(file), Some(n)) => match rank_of(n) {
                        Some(rank) => Ok(Square::from_coords(file, rank)),
                        None => Err(SquareProblem::NoRank {
                            file: Some(file),
                            number: n,
                        }),
                    },
                    (Some(file), None) => Err(SquareProblem::NotARank {
                        file,
                        word: self.input.echo(second),
                    }),
                    (None, Some(_)) => Err(SquareProblem::NoFile {
                        word: self.input.echo(first),
                    }),
                    (None, None) => Err(SquareProblem::NotASquare(self.input.echo_all(words))),
                }
            }
            _ => Err(SquareProblem::NotASquare(self.input.echo_all(words))),
        }
    }

    /// "linie e", "e-linie", "reihe vier", "vierte reihe".
    pub(super) fn lines(&self) -> Parsed {
        let file_heads = words_of(self.code, "lines.file");
        let rank_heads = words_of(self.code, "lines.rank");
        let fillers = words_of(self.code, "lines.fillers");
        let w = self.w.as_slice();
        // The words after the head, without "die", "auf", "the".
        let argument =
            || -> Vec<usize> { (1..w.len()).filter(|&i| !one_of(w[i], fillers)).collect() };
        match w {
            [head, ..] if one_of(head, file_heads) => Some(self.file_arg(&argument())),
            [word, tail] if one_of(tail, file_heads) && file_word(word).is_some() => {
                ok(Command::File(file_word(word).expect("checked")))
            }
            [head, ..] if one_of(head, rank_heads) => Some(self.rank_arg(&argument())),
            [word, tail]
                if one_of(tail, rank_heads)
                    && (number_in(self.code, word).is_some() || ordinal(word).is_some()) =>
            {
                Some(self.rank_arg(&[0]))
            }
            _ => None,
        }
    }

    fn file_arg(&self, words: &[usize]) -> Result<Command, CommandError> {
        let Some(&i) = words.first() else {
            return Err(self.fail(Phrase::new("parse-file-which").with("files", file_values())));
        };
        if let Some(file) = file_word(self.w[i]) {
            return Ok(Command::File(file));
        }
        Err(match number_in(self.code, self.w[i]).and_then(rank_of) {
            Some(rank) => {
                let n = u32::from(rank) + 1;
                self.fail(
                    Phrase::new("parse-file-is-rank")
                        .with("number", n)
                        .with("rank", Value::Spelled(n))
                        .with("files", file_values()),
                )
            }
            None => self.fail(
                Phrase::new("parse-file-unknown")
                    .with("word", self.input.echo(i))
                    .with("files", file_values()),
            ),
        })
    }

    fn rank_arg(&self, words: &[usize]) -> Result<Command, CommandError> {
        let Some(&i) = words.first() else {
            return Err(self.fail(Phrase::new("parse-rank-which")));
        };
        let word = self.w[i];
        if let Some(n) = number_in(self.code, word).or_else(|| ordinal(word)) {
            return match rank_of(n) {
                Some(rank) => Ok(Command::Rank(rank)),
                None => Err(SquareProblem::NoRank {
                    file: None,
                    number: n,
                }
                .error(None)),
            };
        }
        Err(match file_word(word) {
            Some(file) => self.fail(
                Phrase::new("parse-rank-is-file")
                    .with("file", Value::Verbatim(file_name(file).to_owned())),
            ),
            None => self.fail(Phrase::new("parse-rank-unknown").with("word", self.input.echo(i))),
        })
    }

    /// "e4?", "Eva vier?", and wrong squares with a question mark ("Eva zehn?").
    pub(super) fn bare_square(&self) -> Parsed {
        if !self.input.question {
            return None;
        }
        let words: Vec<usize> = (0..self.w.len())
            .filter(|&i| !one_of(self.w[i], self.list("square")))
            .collect();
        // Only letters and digits, one word from each typed token: "D×h4?" and "g5+?" are
        // moves with a mark, not questions.
        let plain = self.input.raw.iter().all(|token| {
            token
                .trim_end_matches('?')
                .chars()
                .all(|c| c.is_alphanumeric() || c == '\u{308}')
        });
        let clean = plain
            && words
                .windows(2)
                .all(|pair| self.input.origin[pair[0]] < self.input.origin[pair[1]])
            && words.iter().all(|&i| {
                self.input
                    .origin
                    .iter()
                    .filter(|&&o| o == self.input.origin[i])
                    .count()
                    == 1
            });
        let looks_like_square = clean
            && match *words.as_slice() {
                [one] => notation_square(self.w[one]).is_some() || file_word(self.w[one]).is_some(),
                [first, second] => {
                    number_in(self.code, self.w[second]).is_some()
                        && self.w[first].chars().all(char::is_alphabetic)
                }
                _ => false,
            };
        if !looks_like_square {
            return None;
        }
        Some(
            self.square_words(&words)
                .map(Command::Square)
                .map_err(|problem| problem.error(None)),
        )
    }
}

#[cfg(test)]
mod tests {
    use shakmaty::Square;

    use crate::commands::Command;
    use crate::commands::test_support::command;

    #[test]
    fn squares_in_every_spelling() {
        for line in [
            "e4?",
            "E4?",
            "e4 ?",
            "Eva vier?",
            "eva 4?",
            "e 4?",
            "was steht auf eva vier",
            "Was steht auf Eva vier?",
            "  was   steht auf   e4  ",
            "was steht auf dem Feld e4",
            "what is on e4",
            "What's on Eva four?",
            "feld e4",
            "square e4",
            "wo ist eva vier",
        ] {
            assert_eq!(command(line), Command::Square(Square::E4), "{line:?}");
        }
        assert_eq!(command("Cäsar fünf?"), Command::Square(Square::C5));
        assert_eq!(command("caesar fuenf?"), Command::Square(Square::C5));
        assert_eq!(command("Hektor acht?"), Command::Square(Square::H8));
    }
}
