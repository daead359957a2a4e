//! `ansage 3d`: tools for three-dimensional chess. `ansage 3d perft DEPTH [--fen3d
//! POSITION]` counts the legal move sequences to DEPTH, as chess programmers check a move
//! generator; `ansage 3d moves [--fen3d POSITION]` lists the legal moves in the notation of
//! Appendix E and in words.

use std::process::ExitCode;
use std::time::Instant;

use ansage::language::Language;
use ansage::phrase::Phrase;
use ansage::tridim::fen3d::read_fen3d;
use ansage::tridim::notation::{PawnCaptures, write_move_as};
use ansage::tridim::words::announce;
use ansage::tridim::{Position3, perft};
use ansage::words::phrases::shown;

use super::EXIT_ILLEGAL;
use super::output::print_line;

/// How a 3D record writes pawn captures: the values of `--pawn-captures`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum PawnCapturesForm {
    /// E12 and the sample game: axb4N, the origin's level only where needed.
    Short,
    /// E10: aWxb4W, the origin's level on every pawn capture.
    Long,
}

impl From<PawnCapturesForm> for PawnCaptures {
    fn from(form: PawnCapturesForm) -> PawnCaptures {
        match form {
            PawnCapturesForm::Short => PawnCaptures::Short,
            PawnCapturesForm::Long => PawnCaptures::Long,
        }
    }
}

#[derive(clap::Args)]
pub struct ThreeDArgs {
    #[command(subcommand)]
    pub command: ThreeDCommand,
}

#[derive(clap::Subcommand)]
pub enum ThreeDCommand {
    /// Count the legal move sequences of DEPTH half-moves (perft), depth by depth.
    Perft {
        /// How many half-moves deep.
        depth: u32,
        /// The position, as FEN3D (see the README); the starting position if not given.
        #[arg(long, value_name = "POSITION")]
        fen3d: Option<String>,
    },
    /// List the legal moves, in notation and in words.
    Moves {
        /// The position, as FEN3D; the starting position if not given.
        #[arg(long, value_name = "POSITION")]
        fen3d: Option<String>,
        /// Language of the words and piece letters: de or en; without it the config file's
        /// language, else the locale's, else German.
        #[arg(long, default_value_t = crate::cli::help::language_of_this_run())]
        lang: Language,
        /// How pawn captures are written: short (E12: axb4N) or long (E10: aWxb4W).
        #[arg(long, value_name = "FORM", default_value = "short")]
        pawn_captures: PawnCapturesForm,
    },
}

fn position(fen3d: Option<&str>, language: Language) -> Result<Position3, ExitCode> {
    match fen3d {
        None => Ok(Position3::start()),
        Some(text) => read_fen3d(text).map_err(|e| {
            let refused = Phrase::new("cli-fen3d-unreadable").with("error", e.message(language));
            eprintln!("{}", shown(&refused, language));
            ExitCode::from(EXIT_ILLEGAL)
        }),
    }
}

impl ThreeDArgs {
    /// Runs the 3D tool.
    pub fn run(self) -> ExitCode {
        let language = crate::cli::help::language_of_this_run();
        match self.command {
            ThreeDCommand::Perft { depth, fen3d } => {
                let start = match position(fen3d.as_deref(), language) {
                    Ok(p) => p,
                    Err(code) => return code,
                };
                for d in 1..=depth {
                    let began = Instant::now();
                    let count = perft(&start, d);
                    print_line(
                        language,
                        format_args!(
                            "perft {d}: {count} ({:.2} s)",
                            began.elapsed().as_secs_f64()
                        ),
                    );
                }
                ExitCode::SUCCESS
            }
            ThreeDCommand::Moves {
                fen3d,
                lang,
                pawn_captures,
            } => {
                let pos = match position(fen3d.as_deref(), lang) {
                    Ok(p) => p,
                    Err(code) => return code,
                };
                for m in pos.legal_moves() {
                    print_line(
                        lang,
                        format_args!(
                            "{}\t{}",
                            write_move_as(&pos, &m, lang, pawn_captures.into()),
                            ansage::words::phrases::shown(&announce(&pos, &m), lang)
                        ),
                    );
                }
                ExitCode::SUCCESS
            }
        }
    }
}
