//! `ansage say`: moves announced in the words of Appendix F, as text or JSON, one line of
//! play or a batch.

use std::process::ExitCode;

use serde::Serialize;
use shakmaty::{CastlingMode, Chess, Move, Position};

use ansage::language::Language;
use ansage::notation::fen::{parse_fen, write_fen};
use ansage::notation::san::write_san;
use ansage::understanding::interpret::{Interpretation, interpret};
use ansage::words::announce::{AnnounceOptions, Style, announce_with};

use super::output::{for_each_batch_line, print_line, print_refusal, to_json};
use super::parse::{ParseAnswer, answer};

#[derive(clap::Args)]
pub struct SayArgs {
    /// The position as FEN (the start position if not given).
    #[arg(long)]
    pub fen: Option<String>,
    /// short ("Springer Felix drei"), long ("Springer von Gustav eins nach Felix drei")
    /// or verbose (long, plus the captured piece).
    #[arg(long, value_enum, default_value = "short")]
    pub style: Style,
    /// Leave "Bauer" out of pawn moves: "Eva vier".
    #[arg(long)]
    pub no_pawn: bool,
    /// Piece names, ranks and move words: de (Appendix F: "Springer Felix drei") or en (the
    /// international form: "Knight Felix three"); by default those of --lang. Files are
    /// Anna … Hector in both.
    #[arg(long)]
    pub words: Option<Language>,
    /// Language of the notation typed and of messages: de or en; without it the config file's language, else the
    /// locale's, else German.
    #[arg(long, default_value_t = crate::cli::help::language_of_this_run())]
    pub lang: Language,
    /// Print one JSON object per move: {"uci":…,"san":…,"text":…}.
    #[arg(long)]
    pub json: bool,
    /// Read lines FEN<TAB>MOVE from standard input; one announcement per line.
    #[arg(long, conflicts_with_all = ["fen", "moves"])]
    pub batch: bool,
    /// Moves in any notation parse accepts, or in words; each is played after it is
    /// announced, so several moves read a line of play.
    #[arg(required_unless_present = "batch")]
    pub moves: Vec<String>,
}

impl SayArgs {
    /// Announces the moves, or every line of a batch.
    pub fn run(self) -> ExitCode {
        let options = AnnounceOptions {
            style: self.style,
            say_pawn: !self.no_pawn,
            words: self.words.unwrap_or(self.lang.announce_words()),
        };
        if self.batch {
            say_batch(options, self.lang, self.json)
        } else {
            say_moves(
                self.fen.as_deref(),
                &self.moves,
                options,
                self.lang,
                self.json,
            )
        }
    }
}

/// The JSON answer of `say` for one move.
#[derive(Serialize)]
pub(crate) struct SayAnswer {
    uci: String,
    san: String,
    text: String,
}

/// Announces one move, or gives the parse answer that explains why it cannot.
pub(crate) fn say_one(
    pos: &Chess,
    text: &str,
    options: AnnounceOptions,
    lang: Language,
) -> Result<(Move, SayAnswer), ParseAnswer> {
    match interpret(pos, text, lang) {
        Interpretation::Move { played, .. } => Ok((
            played,
            SayAnswer {
                uci: played.to_uci(CastlingMode::Standard).to_string(),
                san: write_san(pos, played, lang),
                text: announce_with(pos, played, options),
            },
        )),
        _ => Err(answer(Some(&write_fen(pos)), text, lang)),
    }
}

pub(crate) fn say_moves(
    fen: Option<&str>,
    moves: &[String],
    options: AnnounceOptions,
    lang: Language,
    json: bool,
) -> ExitCode {
    let mut pos = match fen.map(parse_fen).transpose() {
        Ok(pos) => pos.unwrap_or_default(),
        Err(e) => {
            let refusal = ParseAnswer::Invalid {
                message: format!("FEN: {}", e.message(lang)),
            };
            print_refusal(&refusal, json, lang);
            return refusal.exit_code();
        }
    };
    for text in moves {
        match say_one(&pos, text, options, lang) {
            Ok((played, said)) => {
                if json {
                    print_line(lang, to_json(&said));
                } else {
                    print_line(lang, said.text.as_str());
                }
                pos.play_unchecked(played);
            }
            Err(refusal) => {
                print_refusal(&refusal, json, lang);
                return refusal.exit_code();
            }
        }
    }
    ExitCode::SUCCESS
}

pub(crate) fn say_batch(options: AnnounceOptions, lang: Language, json: bool) -> ExitCode {
    let refusal_line = move |refusal: ParseAnswer| match (refusal, json) {
        (refusal, true) => to_json(&refusal),
        (ParseAnswer::Ambiguous { question, .. }, false) => question,
        (ParseAnswer::Illegal { message } | ParseAnswer::Invalid { message }, false) => message,
        (ParseAnswer::Ok { .. }, false) => String::new(),
    };
    for_each_batch_line(
        lang,
        |fen, text| {
            let pos = fen.map_or(Ok(Chess::default()), parse_fen);
            let result = match pos {
                Ok(pos) => say_one(&pos, text, options, lang).map(|(_, said)| said),
                Err(e) => Err(ParseAnswer::Invalid {
                    message: format!("FEN: {}", e.message(lang)),
                }),
            };
            match result {
                Ok(said) if json => to_json(&said),
                Ok(said) => said.text,
                Err(refusal) => refusal_line(refusal),
            }
        },
        refusal_line,
    )
}
