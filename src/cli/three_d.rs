//! `ansage 3d`: tools for three-dimensional chess. `ansage 3d perft DEPTH [--fen3d
//! POSITION]` counts the legal move sequences to DEPTH, as chess programmers check a move
//! generator; `ansage 3d moves [--fen3d POSITION]` lists the legal moves in the notation of
//! Appendix E and in words; `ansage 3d reconcile --white-record FILE --black-record FILE`
//! settles two differing 3D boards with both records (F2.7, F2.8).

use std::process::ExitCode;
use std::time::Instant;

use ansage::language::Language;
use ansage::phrase::Phrase;
use std::path::{Path, PathBuf};

use ansage::game::reconcile::{Reconciliation, WrittenMove};
use ansage::storage::files::{MAX_PGN_BYTES, read_limited};
use ansage::tridim::fen3d::read_fen3d;
use ansage::tridim::game::{decode_game_file, movetext_moves, split_tags};
use ansage::tridim::notation::{PawnCaptures, write_move_as};
use ansage::tridim::reconcile::{Step3, reconcile3};
use ansage::tridim::rules::Meder;
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
    /// Settle two differing 3D boards with both players' records (Appendix F, F2.7 and F2.8):
    /// the rule, and the steps for each board, naming the level and the deck.
    Reconcile {
        /// White's record: a 3D game file or a plain move list ("b4N b5S c3W").
        #[arg(long, value_name = "FILE")]
        white_record: PathBuf,
        /// Black's record, likewise.
        #[arg(long, value_name = "FILE")]
        black_record: PathBuf,
        /// The start position as FEN3D (else the records' FEN3D tag, else the starting
        /// position).
        #[arg(long, value_name = "POSITION")]
        start: Option<String>,
        /// What stands on White's boards, as FEN3D; else the position of White's record.
        #[arg(long, value_name = "POSITION")]
        white_board: Option<String>,
        /// What stands on Black's boards, likewise.
        #[arg(long, value_name = "POSITION")]
        black_board: Option<String>,
        /// Language of the text: de, en or es; without it the config file's language, else
        /// the locale's, else German.
        #[arg(long, default_value_t = crate::cli::help::language_of_this_run())]
        lang: Language,
        /// Print one JSON object.
        #[arg(long)]
        json: bool,
    },
}

/// A record's moves as written and its FEN3D tag, read through the file layer.
fn record_of(
    path: &Path,
    side: shakmaty::Color,
    language: Language,
) -> Result<(Vec<WrittenMove>, Option<String>), ExitCode> {
    let refuse = |reason: Phrase| {
        let said = Phrase::new("tridim-reconcile-record-unreadable")
            .with("side", side)
            .with("path", path.display().to_string())
            .with("reason", reason);
        eprintln!("{}", shown(&said, language));
        ExitCode::from(EXIT_ILLEGAL)
    };
    let bytes = read_limited(path, MAX_PGN_BYTES).map_err(|e| refuse(e.phrase()))?;
    let text = decode_game_file(&bytes);
    let (tags, movetext) = split_tags(&text);
    let fen3d = tags
        .into_iter()
        .find(|(name, _)| name == "FEN3D")
        .map(|(_, value)| value);
    let moves = movetext_moves(&movetext)
        .into_iter()
        .map(|(text, _)| WrittenMove { text, clock: None })
        .collect();
    Ok((moves, fen3d))
}

/// One reconciliation as JSON: the rule, the plies that stand, the position as FEN3D, each
/// board's steps, and the text.
fn json_of(settled: &Reconciliation<Meder>, language: Language) -> serde_json::Value {
    let steps = |steps: &[Step3]| -> Vec<serde_json::Value> {
        steps
            .iter()
            .map(|step| serde_json::json!({ "text": shown(&step.phrase(), language) }))
            .collect()
    };
    serde_json::json!({
        "rule": settled.rule.code(),
        "agreed_plies": settled.agreed_plies,
        "fen3d": settled.fen,
        "to_move": if settled.to_move == shakmaty::Color::White { "white" } else { "black" },
        "white": { "board_ok": settled.white.board_ok, "steps": steps(&settled.white.steps) },
        "black": { "board_ok": settled.black.board_ok, "steps": steps(&settled.black.steps) },
        "text": shown(&settled.phrase(), language),
    })
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
            ThreeDCommand::Reconcile {
                white_record,
                black_record,
                start,
                white_board,
                black_board,
                lang,
                json,
            } => {
                let (white, white_fen) =
                    match record_of(&white_record, shakmaty::Color::White, lang) {
                        Ok(read) => read,
                        Err(code) => return code,
                    };
                let (black, black_fen) =
                    match record_of(&black_record, shakmaty::Color::Black, lang) {
                        Ok(read) => read,
                        Err(code) => return code,
                    };
                let start_text = start.or(white_fen).or(black_fen);
                let start = match position(start_text.as_deref(), lang) {
                    Ok(p) => p,
                    Err(code) => return code,
                };
                let mut boards = Vec::new();
                for board in [&white_board, &black_board] {
                    match board.as_deref().map(|text| position(Some(text), lang)) {
                        Some(Ok(p)) => boards.push(Some(p)),
                        Some(Err(code)) => return code,
                        None => boards.push(None),
                    }
                }
                let settled = reconcile3(
                    &start,
                    &white,
                    &black,
                    boards[0].as_ref(),
                    boards[1].as_ref(),
                );
                if json {
                    print_line(lang, json_of(&settled, lang));
                } else {
                    print_line(lang, shown(&settled.phrase(), lang));
                }
                ExitCode::SUCCESS
            }
        }
    }
}
