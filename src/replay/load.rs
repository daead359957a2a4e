//! Choosing the game to replay: from a PGN file's bytes (`--game N`, or the first that can
//! be read), with the problems of games passed over, or the reason none can be replayed.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use super::FilePlace;
use crate::language::Language;
use crate::notation::pgn::{Game, PgnError, PgnProblem, check_games};
use crate::words::messages::read_reason;

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
    /// The error as sentences for the user, saying what to do.
    pub fn message(&self, language: Language) -> String {
        let de = language == Language::German;
        match self {
            LoadError::GameZero if de => {
                "Die Partien werden ab 1 gezählt: die erste ist --game 1.".to_owned()
            }
            LoadError::GameZero => "Games are counted from 1: the first is --game 1.".to_owned(),
            LoadError::NotFound(path) if de => format!(
                "Die Datei {} gibt es nicht. Nennen Sie eine PGN-Datei, etwa: ansage replay partie.pgn",
                path.display()
            ),
            LoadError::NotFound(path) => format!(
                "The file {} does not exist. Name a PGN file, for example: ansage replay game.pgn",
                path.display()
            ),
            LoadError::Folder(path) if de => format!(
                "{} ist ein Ordner. Nennen Sie eine PGN-Datei darin.",
                path.display()
            ),
            LoadError::Folder(path) => {
                format!("{} is a folder. Name a PGN file in it.", path.display())
            }
            LoadError::Unreadable(path, e) if de => format!(
                "Die Datei {} lässt sich nicht lesen ({}). Prüfen Sie die Rechte oder nennen Sie eine andere Datei.",
                path.display(),
                read_reason(e, language)
            ),
            LoadError::Unreadable(path, e) => format!(
                "The file {} cannot be read ({}). Check its permissions or name another file.",
                path.display(),
                read_reason(e, language)
            ),
            LoadError::Refused(e) => e.message(language),
            LoadError::NoGame(problems) => {
                let mut sentences: Vec<String> = problems
                    .iter()
                    .take(3)
                    .map(|p| p.message(language))
                    .collect();
                if !problems.iter().any(|p| p.problem == PgnProblem::NoGame) {
                    sentences.push(if de {
                        "Die Datei enthält keine Partie, die sich nachspielen lässt.".to_owned()
                    } else {
                        "The file holds no game that can be replayed.".to_owned()
                    });
                }
                sentences.join(" ")
            }
            LoadError::NoSuchGame { number, count } => match (de, count) {
                (true, 1) => format!(
                    "Partie {number} gibt es nicht: die Datei enthält nur eine Partie, --game 1."
                ),
                (true, _) => format!(
                    "Partie {number} gibt es nicht: die Datei enthält {count} Partien, wählen Sie --game 1 bis --game {count}."
                ),
                (false, 1) => {
                    format!("There is no game {number}: the file holds only one game, --game 1.")
                }
                (false, _) => format!(
                    "There is no game {number}: the file holds {count} games, choose --game 1 to --game {count}."
                ),
            },
            LoadError::Broken { number, problems } => {
                let mut sentences: Vec<String> =
                    problems.iter().map(|p| p.message(language)).collect();
                sentences.push(if de {
                    format!("Partie {number} lässt sich daher nicht nachspielen; wählen Sie eine andere mit --game.")
                } else {
                    format!("So game {number} cannot be replayed; choose another with --game.")
                });
                sentences.join(" ")
            }
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
