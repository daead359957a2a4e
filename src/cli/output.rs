//! Output the one-shot subcommands share: JSON, refusals, batch lines, the closed pipe.

use std::fmt::Display;
use std::io::{self, BufRead, Write};
use std::process::ExitCode;

use serde::Serialize;

use ansage::language::Language;
use ansage::phrase::Phrase;
use ansage::words::phrases::shown;

use super::parse::ParseAnswer;
use super::{EXIT_ILLEGAL, EXIT_OUTPUT};

/// Writes `text` and a line end to standard output at once: the one way the subcommands print
/// their output. A write that fails ends the program (see [`end_on_write_error`]); nothing is
/// lost with status 0 and nothing panics.
pub(crate) fn print_line(lang: Language, text: impl Display) {
    let mut out = io::stdout().lock();
    if let Err(error) = writeln!(out, "{text}").and_then(|()| out.flush()) {
        end_on_write_error(&error, lang);
    }
}

/// Writes `text` as it is (no line end added) to standard output, as [`print_line`] does.
pub(crate) fn print_text(lang: Language, text: &str) {
    let mut out = io::stdout().lock();
    if let Err(error) = out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
        end_on_write_error(&error, lang);
    }
}

/// Ends the program after standard output could not be written: quietly for a closed pipe
/// (the reader went away, `| head -1`, as Unix tools do: by SIGPIPE), else with one sentence
/// on standard error that says why and what to do, and status [`EXIT_OUTPUT`].
pub(crate) fn end_on_write_error(error: &io::Error, lang: Language) -> ! {
    if error.kind() == io::ErrorKind::BrokenPipe {
        // SAFETY: restoring a signal's default action and raising it are async-signal-safe.
        #[cfg(unix)]
        unsafe {
            libc::signal(libc::SIGPIPE, libc::SIG_DFL);
            libc::raise(libc::SIGPIPE);
        }
        std::process::exit(i32::from(EXIT_OUTPUT));
    }
    let sentence = Phrase::new("cli-output-unwritable")
        .with("reason", ansage::storage::files::io_reason_phrase(error));
    // Standard error may be gone as well: then there is no one left to tell.
    let _ = writeln!(io::stderr(), "{}", shown(&sentence, lang));
    std::process::exit(i32::from(EXIT_OUTPUT))
}

pub(crate) fn print_refusal(refusal: &ParseAnswer, json: bool, lang: Language) {
    if json {
        print_line(lang, to_json(refusal));
    } else {
        match refusal {
            ParseAnswer::Ambiguous { question, .. } => eprintln!("{question}"),
            ParseAnswer::Illegal { message } | ParseAnswer::Invalid { message } => {
                eprintln!("{message}")
            }
            ParseAnswer::Ok { .. } => {}
        }
    }
}

/// Reads `FEN<TAB>TEXT` lines from standard input and writes one line for each: what
/// `answer_line` makes of the position (`None` for an empty FEN: the start) and the text, or a
/// refusal when the line has no tab.
pub(crate) fn for_each_batch_line(
    lang: Language,
    mut answer_line: impl FnMut(Option<&str>, &str) -> String,
    refusal: impl Fn(ParseAnswer) -> String,
) -> ExitCode {
    let stdin = io::stdin();
    let mut input = stdin.lock();
    let stdout = io::stdout();
    let mut out = io::BufWriter::new(stdout.lock());
    let mut line = Vec::new();
    let mut line_number = 0usize;
    loop {
        line.clear();
        match input.read_until(b'\n', &mut line) {
            Ok(0) => break,
            Ok(_) => {}
            Err(e) => {
                eprintln!("Standard input could not be read: {e}");
                return ExitCode::from(EXIT_ILLEGAL);
            }
        }
        line_number += 1;
        let text = String::from_utf8_lossy(&line);
        let text = text.trim_end_matches(['\n', '\r']);
        let printed = match text.split_once('\t') {
            Some((fen, rest)) => {
                let fen = fen.trim();
                answer_line(if fen.is_empty() { None } else { Some(fen) }, rest)
            }
            None => refusal(ParseAnswer::Invalid {
                message: shown(
                    &Phrase::new("cli-batch-no-tab").with("line", line_number),
                    lang,
                ),
            }),
        };
        // Each answer goes out at once: a program that writes a line and waits for its
        // answer (a screen reader add-on, a GUI) is answered, and nothing computed is lost
        // when ansage is stopped.
        if let Err(error) = writeln!(out, "{printed}").and_then(|()| out.flush()) {
            end_on_write_error(&error, lang);
        }
    }
    ExitCode::SUCCESS
}

pub(crate) fn to_json<T: Serialize>(value: &T) -> String {
    serde_json::to_string(value).expect("plain data serialises")
}

/// Ends the program as clap does for a bad option value (status 2), with `sentence`.
/// Restores the default action of SIGPIPE, which Rust's start-up sets to "ignore": a write
/// to a closed pipe then ends the program with status 141, instead of a panic on the failed
/// print.
pub(crate) fn end_quietly_on_closed_pipe() {
    // SAFETY: setting a signal's disposition to the default is async-signal-safe and done
    // before any thread is started.
    #[cfg(unix)]
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
}
