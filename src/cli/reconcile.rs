//! `ansage reconcile`: two boards that differ settled from both players' records (F2.7,
//! F2.8).

use std::path::PathBuf;
use std::process::ExitCode;

use ansage::language::Language;
use ansage::records::reconcile::{ReconcileRequest, json_of, reconcile_request};
use ansage::words::phrases::shown;

use super::EXIT_ILLEGAL;
use super::output::{print_line, to_json};

#[derive(clap::Args)]
pub struct ReconcileArgs {
    /// White's record: a PGN file or a plain move list ("e4 e5 Sf3 Sc6"), German or
    /// English notation.
    #[arg(long)]
    pub white_record: PathBuf,
    /// Black's record, likewise.
    #[arg(long)]
    pub black_record: PathBuf,
    /// The start position as FEN (else the records' FEN tag, else the standard one).
    #[arg(long)]
    pub start: Option<String>,
    /// What stands on White's board (FEN; only the placement counts, any placement is
    /// accepted). Without it the board is taken to match White's own record.
    #[arg(long)]
    pub white_board: Option<String>,
    /// What stands on Black's board, likewise.
    #[arg(long)]
    pub black_board: Option<String>,
    /// Language of the text: de or en; without it the config file's language, else the
    /// locale's, else German.
    #[arg(long, default_value_t = crate::cli::help::language_of_this_run())]
    pub lang: Language,
    /// Print one JSON object.
    #[arg(long)]
    pub json: bool,
}

impl ReconcileArgs {
    /// Settles the position and prints it.
    pub fn run(self) -> ExitCode {
        let request = ReconcileRequest {
            white_record: self.white_record,
            black_record: self.black_record,
            start: self.start,
            white_board: self.white_board,
            black_board: self.black_board,
        };
        match reconcile_request(&request, self.lang) {
            Ok(settled) => {
                if self.json {
                    print_line(self.lang, to_json(&json_of(&settled, self.lang)));
                } else {
                    print_line(self.lang, shown(&settled.phrase(), self.lang));
                }
                ExitCode::SUCCESS
            }
            Err(e) => {
                eprintln!("{}", e.message(self.lang));
                ExitCode::from(EXIT_ILLEGAL)
            }
        }
    }
}
