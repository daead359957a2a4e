//! Choosing the game to replay: from a PGN file's bytes (`--game N`, or the first that can
//! be read), with the problems of games passed over, or the reason none can be replayed.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use super::FilePlace;
use crate::language::Language;
use crate::notation::pgn::{Game, PgnError, PgnProblem, check_games};
use crate::phrase::Phrase;
use crate::storage::files::{read_reason_phrase, shown_path};
use crate::words::phrases::shown;

/// Exit status for a file that cannot be replayed (missing, not PGN, no such game).
const EXIT_FILE: u8 = 3;
/// Exit status for wrong command-line usage, as clap's.
const EXIT_USAGE: u8 = 2;

/// Why a game cannot be replayed.
#[derive(Debug)]
pub enum LoadError {
    /// `--game 0`: games are counted from 1.
    GameZero,
    /// The file does not exist.
    NotFound(PathBuf),
    /// The path is a folder.
    Folder(PathBuf),
    /// The file exists but cannot be read.
    Unreadable(PathBuf, std::io::Error),
    /// Not a file ansage reads: a FIFO or device, or larger than it reads.
    Refused(crate::storage::files::ReadError),
    /// The file holds no game that can be read; the problems found, in file order.
    NoGame(Vec<PgnError>),
    /// `--game N` beyond the games of the file.
    NoSuchGame {
        /// The number asked for.
        number: usize,
        /// How many games the file holds.
        count: usize,
    },
    /// The game asked for has errors.
    Broken {
        /// The game's number.
        number: usize,
        /// What is wrong with it.
        problems: Vec<PgnError>,
    },
}

impl LoadError {
    /// The error as data: the sentence of its own, saying what to do; a refused file's
    /// sentence, and the problems of a PGN file, are added by [`LoadError::message`].
    pub fn phrase(&self) -> Phrase {
        let at = |id: &'static str, path: &std::path::Path| {
            Phrase::new(id).with("path", shown_path(path))
        };
        match self {
            LoadError::GameZero => Phrase::new("replay-game-zero"),
            LoadError::NotFound(path) => at("replay-file-missing", path),
            LoadError::Folder(path) => at("replay-file-folder", path),
            LoadError::Unreadable(path, e) => {
                at("replay-file-unreadable", path).with("reason", read_reason_phrase(e))
            }
            LoadError::Refused(e) => e.phrase(),
            LoadError::NoGame(_) => Phrase::new("replay-no-game"),
            LoadError::NoSuchGame { number, count } => Phrase::new("replay-no-such-game")
                .with("number", *number)
                .with("count", *count),
            LoadError::Broken { number, .. } => {
                Phrase::new("replay-broken").with("number", *number)
            }
        }
    }

    /// The error as sentences for the user, saying what to do.
    pub fn message(&self, language: Language) -> String {
        let own = shown(&self.phrase(), language);
        match self {
            LoadError::NoGame(problems) => {
                let mut sentences: Vec<String> = problems
                    .iter()
                    .take(3)
                    .map(|p| p.message(language))
                    .collect();
                if !problems.iter().any(|p| p.problem == PgnProblem::NoGame) {
                    sentences.push(own);
                }
                sentences.join(" ")
            }
            LoadError::Broken { problems, .. } => {
                let mut sentences: Vec<String> =
                    problems.iter().map(|p| p.message(language)).collect();
                sentences.push(own);
                sentences.join(" ")
            }
            _ => own,
        }
    }

    /// The exit status: 2 for wrong usage, 1 for a file or game that cannot be replayed.
    pub fn exit_code(&self) -> ExitCode {
        match self {
            LoadError::GameZero => ExitCode::from(EXIT_USAGE),
            _ => ExitCode::from(EXIT_FILE),
        }
    }
}

/// A chosen game: the game, its place in the file, and the problems of games passed over to
/// reach it (to be shown as warnings).
pub type Chosen = (Game, FilePlace, Vec<PgnError>);

/// Chooses game `wanted` (from 1) of a PGN text, or the first that can be read.
pub fn choose_game(bytes: &[u8], wanted: Option<usize>) -> Result<Chosen, LoadError> {
    if wanted == Some(0) {
        return Err(LoadError::GameZero);
    }
    let report = check_games(bytes);
    let real_problems = |game: Option<usize>| -> Vec<PgnError> {
        report
            .problems
            .iter()
            .filter(|p| !p.problem.is_warning() && game.is_none_or(|g| p.game == g))
            .cloned()
            .collect()
    };
    // A null move ends the moves read: say so before the game.
    let null_moves = |game: usize| -> Vec<PgnError> {
        report
            .problems
            .iter()
            .filter(|p| p.game == game && matches!(p.problem, PgnProblem::NullMove { .. }))
            .cloned()
            .collect()
    };
    if report.games.is_empty() {
        return Err(LoadError::NoGame(real_problems(None)));
    }
    let count = report
        .numbers
        .iter()
        .copied()
        .chain(report.problems.iter().map(|p| p.game))
        .max()
        .unwrap_or(1);
    match wanted {
        Some(number) => match report.numbers.iter().position(|&n| n == number) {
            Some(index) => Ok((
                report.games[index].clone(),
                FilePlace {
                    number,
                    count,
                    chosen: true,
                },
                null_moves(number),
            )),
            None if number > count => Err(LoadError::NoSuchGame { number, count }),
            None => Err(LoadError::Broken {
                number,
                problems: real_problems(Some(number)),
            }),
        },
        None => {
            let number = report.numbers[0];
            let mut passed_over: Vec<PgnError> = report
                .problems
                .iter()
                .filter(|p| !p.problem.is_warning() && p.game < number)
                .cloned()
                .collect();
            passed_over.extend(null_moves(number));
            Ok((
                report.games[0].clone(),
                FilePlace {
                    number,
                    count,
                    chosen: false,
                },
                passed_over,
            ))
        }
    }
}

/// Reads the file and chooses the game.
pub fn load(path: &Path, wanted: Option<usize>) -> Result<Chosen, LoadError> {
    if wanted == Some(0) {
        return Err(LoadError::GameZero);
    }
    if path.is_dir() {
        return Err(LoadError::Folder(path.to_owned()));
    }
    use crate::storage::files::{MAX_PGN_BYTES, ReadError, read_limited};
    let bytes = read_limited(path, MAX_PGN_BYTES).map_err(|e| match e {
        ReadError::Io { source, .. } if source.kind() == std::io::ErrorKind::NotFound => {
            LoadError::NotFound(path.to_owned())
        }
        ReadError::Io { source, .. } => LoadError::Unreadable(path.to_owned(), source),
        refused => LoadError::Refused(refused),
    })?;
    choose_game(&bytes, wanted)
}
