//! `ansage parse`: typed text resolved to a legal move, as text or JSON, one or a batch.

use std::process::ExitCode;

use serde::Serialize;
use shakmaty::{CastlingMode, Chess, Move};

use ansage::language::Language;
use ansage::notation::fen::parse_fen;
use ansage::notation::san::write_san;
use ansage::notation::writing::Writing;
use ansage::phrase::Phrase;
use ansage::understanding::interpret::{Interpretation, interpret};
use ansage::words::phrases::shown;

use super::output::{for_each_batch_line, print_line, to_json};
use super::{EXIT_AMBIGUOUS, EXIT_ILLEGAL, EXIT_INVALID};

#[derive(clap::Args)]
pub struct ParseArgs {
    /// The position as FEN (the start position if not given).
    #[arg(long)]
    pub fen: Option<String>,
    /// Language of notation and messages: de or en; without it the config file's language, else the
    /// locale's, else German.
    #[arg(long, default_value_t = crate::cli::help::language_of_this_run())]
    pub lang: Language,
    /// Print one JSON object.
    #[arg(long)]
    pub json: bool,
    /// Read lines FEN<TAB>TEXT from standard input; write one JSON object per line.
    #[arg(long, conflicts_with_all = ["fen", "text"])]
    pub batch: bool,
    /// The move as typed, e.g. "Sf3", "g1f3", "S g1 f3".
    #[arg(required_unless_present = "batch")]
    pub text: Vec<String>,
}

impl ParseArgs {
    /// Resolves the text, or every line of a batch.
    pub fn run(self) -> ExitCode {
        if self.batch {
            parse_batch(self.lang)
        } else {
            parse_one(
                self.fen.as_deref(),
                &self.text.join(" "),
                self.lang,
                self.json,
            )
        }
    }
}

/// One candidate move in the JSON output: `san` in the reader's writing (`--lang`), `san_en`
/// in PGN's standard SAN (K Q R B N), whatever the reader's language.
#[derive(Serialize)]
pub(crate) struct Candidate {
    uci: String,
    san: String,
    san_en: String,
}

/// The JSON answer of `parse`.
#[derive(Serialize)]
#[serde(tag = "status", rename_all = "lowercase")]
pub(crate) enum ParseAnswer {
    Ok {
        uci: String,
        san: String,
        san_en: String,
        #[serde(skip_serializing_if = "std::ops::Not::not")]
        draw_offer: bool,
    },
    Ambiguous {
        candidates: Vec<Candidate>,
        message: String,
        question: String,
    },
    Illegal {
        message: String,
    },
    Invalid {
        message: String,
    },
}

impl ParseAnswer {
    pub(crate) fn exit_code(&self) -> ExitCode {
        match self {
            ParseAnswer::Ok { .. } => ExitCode::SUCCESS,
            ParseAnswer::Ambiguous { .. } => ExitCode::from(EXIT_AMBIGUOUS),
            ParseAnswer::Illegal { .. } => ExitCode::from(EXIT_ILLEGAL),
            ParseAnswer::Invalid { .. } => ExitCode::from(EXIT_INVALID),
        }
    }
}

pub(crate) fn candidate(pos: &Chess, m: Move, lang: Language) -> Candidate {
    Candidate {
        uci: m.to_uci(CastlingMode::Standard).to_string(),
        san: write_san(pos, m, lang),
        san_en: write_san(pos, m, &Writing::PGN),
    }
}

pub(crate) fn answer(fen: Option<&str>, text: &str, lang: Language) -> ParseAnswer {
    let pos = match fen.map(parse_fen).transpose() {
        Ok(pos) => pos.unwrap_or_default(),
        Err(e) => {
            return ParseAnswer::Invalid {
                message: format!("FEN: {}", e.message(lang)),
            };
        }
    };
    to_answer(&pos, interpret(&pos, text, lang), text, lang)
}

/// The `parse` answer for what a text was interpreted as.
pub(crate) fn to_answer(
    pos: &Chess,
    interpretation: Interpretation,
    text: &str,
    lang: Language,
) -> ParseAnswer {
    let pos = pos.clone();
    match interpretation {
        Interpretation::Move { played, draw_offer } => {
            let c = candidate(&pos, played, lang);
            ParseAnswer::Ok {
                uci: c.uci,
                san: c.san,
                san_en: c.san_en,
                draw_offer,
            }
        }
        Interpretation::Question(q) => {
            let candidates: Vec<Candidate> = q
                .candidates
                .iter()
                .map(|m| candidate(&pos, *m, lang))
                .collect();
            let list: Vec<String> = q
                .candidates
                .iter()
                .map(|m| write_san(&pos, *m, lang))
                .collect();
            let fits = Phrase::new("cli-parse-fits")
                .with("text", text.trim())
                .with("n", list.len())
                .with("moves", list.join(", "));
            let message = shown(&fits, lang);
            ParseAnswer::Ambiguous {
                candidates,
                message,
                question: q.text,
            }
        }
        Interpretation::Illegal(refusal) => ParseAnswer::Illegal {
            message: refusal.message(&pos, lang),
        },
        Interpretation::Invalid(phrase) => ParseAnswer::Invalid {
            message: shown(&phrase, lang),
        },
    }
}

pub(crate) fn parse_one(fen: Option<&str>, text: &str, lang: Language, json: bool) -> ExitCode {
    let answer = answer(fen, text, lang);
    if json {
        print_line(lang, to_json(&answer));
    } else {
        let label = |id: &'static str| shown(&Phrase::new(id), lang);
        let (own, pgn) = (label("cli-san-language"), label("cli-san-pgn"));
        match &answer {
            ParseAnswer::Ok {
                uci, san, san_en, ..
            } => {
                print_line(lang, format_args!("UCI: {uci}"));
                print_line(lang, format_args!("{own}: {san}"));
                print_line(lang, format_args!("{pgn}: {san_en}"));
            }
            ParseAnswer::Ambiguous {
                candidates,
                message,
                question,
            } => {
                print_line(lang, question);
                print_line(lang, message);
                for c in candidates {
                    print_line(
                        lang,
                        format_args!("UCI {}, {own} {}, {pgn} {}", c.uci, c.san, c.san_en),
                    );
                }
            }
            ParseAnswer::Illegal { message } | ParseAnswer::Invalid { message } => {
                eprintln!("{message}")
            }
        }
    }
    answer.exit_code()
}

pub(crate) fn parse_batch(lang: Language) -> ExitCode {
    for_each_batch_line(
        lang,
        |fen, text| to_json(&answer(fen, text, lang)),
        |refusal| to_json(&refusal),
    )
}
