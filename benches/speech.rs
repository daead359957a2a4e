//! How speech and the terminal serve a blind player (issue 16), measured on real processes in
//! a pseudo-terminal with a stand-in sound card that takes as long as real speech:
//! - the time from starting `ansage play` to its first line, for each speech backend, in
//!   line mode and with the line editor;
//! - the time from Enter on a move, typed while the board is being read aloud, to the move's
//!   announcement beginning;
//! - the time "ende" takes to end ansage with a long answer being spoken;
//! - the escape bytes of a game in line mode;
//! - the time from "ja" to the answer's speech beginning, with the question still being
//!   said (issue 28): a take-back against the engine and a resignation.
//!
//! `cargo bench --bench speech`; `ANSAGE_BIN=PATH cargo bench --bench speech` measures another
//! build of ansage the same way (an older one, for a before-and-after table).

#[path = "../tests/support/mod.rs"]
mod support;

use std::time::{Duration, Instant};

use support::pty::{Pty, now, require_speech_tools};

const RUNS: usize = 5;

fn median(mut values: Vec<f64>) -> f64 {
    values.sort_by(|a, b| a.total_cmp(b));
    values[values.len() / 2]
}

fn first_line(backend: &str, term: &str) -> f64 {
    let runs = (0..RUNS)
        .map(|i| {
            let started = Instant::now();
            let mut pty = Pty::start(
                &format!("bench-first-{backend}-{term}-{i}"),
                term,
                &["--speech", backend],
                &[],
            );
            pty.wait_for("Neue Partie");
            started.elapsed().as_secs_f64() * 1000.0
        })
        .collect();
    median(runs)
}

fn move_after_chatter() -> f64 {
    let runs = (0..3)
        .map(|i| {
            let mut pty = Pty::start(
                &format!("bench-chatter-{i}"),
                "dumb",
                &["--speech", "espeak"],
                &[],
            );
            pty.wait_for("Neue Partie");
            pty.line("e4");
            pty.wait_until_spoken("Zug eins, Weiß");
            pty.line("vorlesen");
            pty.wait_until_spoken("Weiß: König");
            std::thread::sleep(Duration::from_millis(1000));
            let typed = now();
            pty.line("e5");
            let heard = pty.wait_until_spoken("Zug eins, Schwarz");
            (heard - typed) * 1000.0
        })
        .collect();
    median(runs)
}

/// "ende", "ja" while the board is read aloud: from the yes to the end of ansage, and how
/// much of that is the final sentence being spoken.
fn exit_time(backend: &str) -> (f64, f64) {
    let mut pty = Pty::start(
        &format!("bench-exit-{backend}"),
        "dumb",
        &["--speech", backend],
        &[],
    );
    pty.wait_for("Neue Partie");
    pty.line("e4");
    pty.line("vorlesen");
    if backend == "espeak" {
        pty.wait_until_spoken("Weiß: König");
    } else {
        pty.wait_for("Schwarz ist am Zug");
    }
    pty.line("ende");
    pty.wait_for("Ja oder nein");
    let yes = now();
    pty.line("ja");
    let took = pty.wait_for_exit().as_secs_f64() * 1000.0;
    let last_speech = pty
        .spoken()
        .iter()
        .filter(|s| !s.started && s.at > yes)
        .map(|s| s.at)
        .fold(yes, f64::max);
    (took, (last_speech - yes) * 1000.0)
}

/// "zurück" against the engine (a nine-second question), or "aufgeben", answered "ja" one
/// second into the question: from the yes to the answer's speech beginning.
fn answer_after_question(question: &str, asked: &str, answer: &str) -> f64 {
    let runs = (0..RUNS)
        .map(|i| {
            let mut pty = Pty::start(
                &format!("bench-answer-{question}-{i}"),
                "dumb",
                &[
                    "--speech",
                    "espeak",
                    "--black",
                    "engine",
                    "--engine",
                    "/usr/games/stockfish",
                    "--engine-level",
                    "1",
                ],
                &[],
            );
            pty.wait_for("Neue Partie");
            pty.line("e4");
            pty.wait_until_spoken("Zug eins, Schwarz");
            pty.line(question);
            pty.wait_until_spoken(asked);
            std::thread::sleep(Duration::from_millis(1000));
            let yes = now();
            pty.line("ja");
            let heard = pty.wait_until_spoken(answer);
            // A game in progress is adjourned; one that is over simply ends.
            pty.line("vertagen");
            pty.line("ende");
            pty.wait_for_exit();
            (heard - yes) * 1000.0
        })
        .collect();
    median(runs)
}

fn escapes_in_line_mode() -> (usize, usize) {
    let mut pty = Pty::start("bench-escapes", "dumb", &["--speech", "none"], &[]);
    pty.wait_for("Neue Partie");
    for line in [
        "e4", "e5", "Sf3", "Sc6", "vorlesen", "züge", "fen", "hilfe", "Lb5", "a6", "Lxc6", "dxc6",
    ] {
        pty.line(line);
    }
    pty.wait_for("Bauer David schlägt Cäsar sechs");
    pty.line("ende");
    pty.wait_for("Ja oder nein");
    pty.line("ja");
    pty.wait_for_exit();
    let escapes = pty.bytes.iter().filter(|&&b| b == 0x1b).count();
    (pty.bytes.len(), escapes)
}

fn main() {
    require_speech_tools();
    // ANSAGE_BENCH_ONLY=answers measures only the answers to ansage's questions.
    if std::env::var("ANSAGE_BENCH_ONLY").as_deref() != Ok("answers") {
        timings_of_speech();
    }
    for (question, asked, answer) in [
        ("zurück", "Zwei Züge zurücknehmen", "Zurückgenommen"),
        ("aufgeben", "Wirklich aufgeben", "Weiß gibt auf"),
    ] {
        println!(
            "\"ja\" to \"{asked} …?\" one second into the question: the answer spoken {:.0} ms after the yes (median of {RUNS})",
            answer_after_question(question, asked, answer)
        );
    }
}

fn timings_of_speech() {
    println!("time to the first line (median of {RUNS} starts):");
    // ANSAGE_BIN=an older build measures before the change; it knows no screen-reader.
    let older = std::env::var_os("ANSAGE_BIN").is_some();
    let backends: &[&str] = if older {
        &["none", "espeak", "dispatcher", "auto"]
    } else {
        &["none", "espeak", "dispatcher", "auto", "screen-reader"]
    };
    for backend in backends {
        for term in ["dumb", "xterm-256color"] {
            let mode = if term == "dumb" {
                "line mode"
            } else {
                "line editor"
            };
            println!(
                "  --speech {backend:<13} {mode:<11}: {:7.1} ms",
                first_line(backend, term)
            );
        }
    }
    println!(
        "a move typed while the board is read aloud: spoken {:.0} ms after Enter (median of 3)",
        move_after_chatter()
    );
    for backend in ["espeak", "none"] {
        let (took, speaking) = exit_time(backend);
        println!(
            "ende with the board being read (--speech {backend}): ansage ended {took:.0} ms after the yes, \
             {speaking:.0} ms of which the final sentence was being spoken"
        );
    }
    let (bytes, escapes) = escapes_in_line_mode();
    println!("a game in line mode: {bytes} bytes written, {escapes} escape bytes");
}
