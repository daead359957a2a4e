//! `ansage pgn`: a PGN file checked, and its games printed as PGN, as the scoresheet in a
//! language's notation (Appendix E), in words, in braille or on tape.

use std::path::PathBuf;
use std::process::ExitCode;

use ansage::language::Language;
use ansage::notation::pgn::{check_games, write_game};
use ansage::notation::scoresheet::scoresheet;
use ansage::phrase::Phrase;
use ansage::records::braille::Table;
use ansage::records::words::words_sheet;
use ansage::words::phrases::shown;

use super::EXIT_ILLEGAL;
use super::output::{print_line, print_text};

#[derive(clap::Args)]
pub struct PgnArgs {
    /// The PGN file.
    pub file: PathBuf,
    /// Print the scoresheet (Appendix E) in the notation of --lang instead of PGN:
    /// "1. d4 Sf6" in German, "1. d4 Cf6" in Spanish.
    #[arg(long, conflicts_with = "german")]
    pub scoresheet: bool,
    /// Print the German scoresheet (Appendix E) instead of PGN, whatever --lang says.
    #[arg(long)]
    pub german: bool,
    /// Only check the file: name every game and move that is wrong.
    #[arg(long)]
    pub check: bool,
    /// Only this game, counted from 1.
    #[arg(long)]
    pub game: Option<usize>,
    /// Language of the messages: de or en; without it the config file's language, else the
    /// locale's, else German.
    #[arg(long, default_value_t = crate::cli::help::language_of_this_run())]
    pub lang: Language,
    /// Print the scoresheet in words, as the moves are announced (Appendix F, F2.5
    /// long-hand): "1. Bauer Eva vier, Bauer Eva fünf."
    #[arg(long, conflicts_with_all = ["german", "scoresheet", "braille"])]
    pub words: bool,
    /// Write the scoresheet in braille (Appendix F, F2.5) as a BRF file: 40 cells, 25 lines
    /// a page, page numbers (needs liblouis: lou_translate).
    #[arg(long, conflicts_with_all = ["german", "scoresheet"])]
    pub braille: bool,
    /// The braille table: de (German Basisschrift, uncontracted) or en (Unified English
    /// Braille grade 1); by default the one of --lang.
    #[arg(long, requires = "braille")]
    pub table: Option<Table>,
    /// Speak the game into this file (.ogg: Ogg Vorbis, else WAV), every move as it is
    /// announced, as a tape recorder would (Appendix F, F2.5), with a cue sheet beside it
    /// (FILE.cue) to jump to a move.
    #[arg(long, value_name = "FILE", conflicts_with_all = ["words", "braille", "german", "scoresheet", "output"])]
    pub audio_record: Option<PathBuf>,
    /// Write the scoresheet to this file instead of standard output.
    #[arg(long, short)]
    pub output: Option<PathBuf>,
}

/// How the games are printed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Form {
    /// PGN.
    Pgn,
    /// The scoresheet (Appendix E) in a language's notation.
    Scoresheet(Language),
    /// The scoresheet in words (F2.5 long-hand).
    Words,
    /// The scoresheet in braille (F2.5), paged as BRF.
    Braille(Table),
    /// The announcements spoken into this sound file (F2.5 tape), with a cue sheet.
    Tape(PathBuf),
}

impl PgnArgs {
    /// Checks the file and prints its games.
    pub fn run(self) -> ExitCode {
        let form = if let Some(path) = self.audio_record {
            Form::Tape(path)
        } else if self.words {
            Form::Words
        } else if self.braille {
            Form::Braille(self.table.unwrap_or(Table::for_language(self.lang)))
        } else if self.german {
            // The flag names its language: the sheet of Appendix E as German players write it.
            Form::Scoresheet(Language::GERMAN)
        } else if self.scoresheet {
            Form::Scoresheet(self.lang)
        } else {
            Form::Pgn
        };
        pgn(
            &self.file,
            form,
            self.check,
            self.game,
            self.lang,
            self.output.as_deref(),
        )
    }
}

/// Speaks `parts` into the sound file at `path`, with its cue sheet, and says where they are.
fn tape(parts: &[ansage::records::tape::Part], path: &std::path::Path, lang: Language) -> ExitCode {
    use ansage::records::tape::{cue_path, write_tape};
    match write_tape(parts, lang, &Default::default(), path) {
        Ok(cues) => {
            let length = cues.last().map_or(0, |c| c.at.as_secs());
            let spoken = Phrase::new("cli-tape-written")
                .with("path", path.display().to_string())
                .with("parts", cues.len())
                .with("seconds", i64::try_from(length).unwrap_or(i64::MAX))
                .with("cues", cue_path(path).display().to_string());
            print_line(lang, shown(&spoken, lang));
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("{}", e.message(lang));
            ExitCode::FAILURE
        }
    }
}

pub(crate) fn pgn(
    file: &std::path::Path,
    form: Form,
    check: bool,
    only: Option<usize>,
    lang: Language,
    output: Option<&std::path::Path>,
) -> ExitCode {
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
        let games = |n: usize| Phrase::new("cli-games").with("n", n);
        if failed {
            let summary = Phrase::new("cli-check-failed")
                .with("good", games(count))
                .with("wrong", games(wrong));
            eprintln!("{}", shown(&summary, lang));
        } else {
            let summary = Phrase::new("cli-check-passed").with("games", games(count));
            print_line(lang, shown(&summary, lang));
        }
    } else {
        let mut texts = Vec::new();
        let mut parts = Vec::new();
        let several = only.is_none() && report.games.len() > 1;
        for (game, number) in report.games.iter().zip(&report.numbers) {
            if only.is_some_and(|n| n != *number) {
                continue;
            }
            if matches!(form, Form::Tape(_)) {
                let named = several.then_some(*number);
                parts.extend(ansage::records::tape::parts(game, named, lang));
            }
            texts.push(match form {
                Form::Scoresheet(language) => scoresheet(game, language),
                Form::Pgn => write_game(game),
                Form::Words | Form::Tape(_) => words_sheet(game, lang),
                // Braille in the language of the table.
                Form::Braille(table) => scoresheet(game, table.language()),
            });
        }
        let mut text = texts.join("\n");
        if let Form::Tape(path) = &form {
            if !texts.is_empty() {
                let status = tape(&parts, path, lang);
                // Games with errors were left off the tape: the file was not all read.
                return if failed {
                    ExitCode::from(EXIT_ILLEGAL)
                } else {
                    status
                };
            }
        } else if let Form::Braille(table) = form {
            match ansage::records::braille::record(&text, table) {
                Ok(braille) => {
                    // Characters the table cannot write are spelt; the player is told which.
                    if let Some(notice) = braille.notice() {
                        eprintln!("{}", shown(&notice, lang));
                    }
                    text = braille.brf;
                }
                Err(e) => {
                    eprintln!("{}", e.message(lang));
                    return ExitCode::FAILURE;
                }
            }
        } else if !texts.is_empty() {
            text.push('\n');
        }
        match output {
            Some(path) => {
                if let Err(e) = ansage::storage::files::write_safely(path, &text) {
                    let refused = Phrase::new("cli-cannot-write")
                        .with("path", path.display().to_string())
                        .with("reason", e.reason_phrase());
                    eprintln!("{}", shown(&refused, lang));
                    return ExitCode::FAILURE;
                }
            }
            None => {
                print_text(lang, &text);
            }
        }
        if let Some(n) = only {
            if !report.numbers.contains(&n) {
                let missing = Phrase::new("cli-no-such-game").with("number", n);
                eprintln!("{}", shown(&missing, lang));
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
