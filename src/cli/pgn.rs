//! `ansage pgn`: a PGN file checked, and its games printed as PGN or as the German
//! scoresheet.

use std::io::{self, Write};
use std::path::PathBuf;
use std::process::ExitCode;

use ansage::language::Language;
use ansage::notation::pgn::{check_games, write_game};
use ansage::notation::scoresheet::german_scoresheet;

use super::EXIT_ILLEGAL;
use ansage::vocabulary::capitalised;

#[derive(clap::Args)]
pub struct PgnArgs {
    /// The PGN file.
    pub file: PathBuf,
    /// Print the German scoresheet (Appendix E) instead of PGN.
    #[arg(long)]
    pub german: bool,
    /// Only check the file: name every game and move that is wrong.
    #[arg(long)]
    pub check: bool,
    /// Only this game, counted from 1.
    #[arg(long)]
    pub game: Option<usize>,
    /// Language of the messages: de (default) or en.
    #[arg(long, default_value = "de")]
    pub lang: Language,
}

impl PgnArgs {
    /// Checks the file and prints its games.
    pub fn run(self) -> ExitCode {
        pgn(&self.file, self.german, self.check, self.game, self.lang)
    }
}

pub(crate) fn pgn(
    file: &std::path::Path,
    german: bool,
    check: bool,
    only: Option<usize>,
    lang: Language,
) -> ExitCode {
    let de = lang == Language::German;
    let bytes =
        match ansage::storage::files::read_limited(file, ansage::storage::files::MAX_PGN_BYTES) {
            Ok(bytes) => bytes,
            Err(e) => {
                eprintln!("{}", e.message(lang));
                return ExitCode::from(EXIT_ILLEGAL);
            }
        };
    let report = check_games(&bytes);
    let mut failed = false;
    for problem in &report.problems {
        eprintln!("{}", problem.message(lang));
        failed |= !problem.problem.is_warning();
    }
    if check {
        let count = report.games.len();
        let wrong = report
            .problems
            .iter()
            .filter(|p| !p.problem.is_warning())
            .count();
        let games = |n: usize| match (de, n) {
            (true, 1) => "eine Partie".to_owned(),
            (true, n) => format!("{n} Partien"),
            (false, 1) => "one game".to_owned(),
            (false, n) => format!("{n} games"),
        };
        match (failed, de) {
            (true, true) => eprintln!(
                "In Ordnung: {}; fehlerhaft: {}.",
                games(count),
                games(wrong)
            ),
            (true, false) => {
                eprintln!("In order: {}; with errors: {}.", games(count), games(wrong))
            }
            (false, true) => println!(
                "{} geprüft, alle Züge sind gültig.",
                capitalised(&games(count))
            ),
            (false, false) => println!(
                "{} checked, every move is legal.",
                capitalised(&games(count))
            ),
        }
    } else {
        let mut stdout = io::stdout().lock();
        for (game, number) in report.games.iter().zip(&report.numbers) {
            if only.is_some_and(|n| n != *number) {
                continue;
            }
            let text = if german {
                german_scoresheet(game)
            } else {
                write_game(game)
            };
            if writeln!(stdout, "{text}").is_err() {
                break;
            }
        }
        if let Some(n) = only {
            if !report.numbers.contains(&n) {
                if de {
                    eprintln!("Partie {n} gibt es in dieser Datei nicht, oder sie ist fehlerhaft.");
                } else {
                    eprintln!("There is no game {n} in this file, or it has errors.");
                }
                return ExitCode::from(EXIT_ILLEGAL);
            }
        }
    }
    if failed {
        ExitCode::from(EXIT_ILLEGAL)
    } else {
        ExitCode::SUCCESS
    }
}
