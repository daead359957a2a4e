//! The one-shot commands when their output cannot be written (issue 31, fault 9): standard
//! output on `/dev/full` ends with one sentence on standard error and a non-zero status, never
//! a panic and never status 0 with the output lost; a closed pipe (`| head -1`) stays quiet.

use std::fs::File;
use std::io::Write;
use std::process::{Command, Output, Stdio};

/// The status `ansage` ends with when its output cannot be written.
const EXIT_OUTPUT: i32 = 5;

const CANNOT_WRITE: &str = "Cannot write the output: the disk is full; please free some space \
     or send the output to another file, then run the command again.\n";

fn owned(args: &[&str]) -> Vec<String> {
    args.iter().map(|a| a.to_string()).collect()
}

/// The seven commands that print their answer, each with what it reads on standard input.
fn commands(dir: &std::path::Path) -> Vec<(Vec<String>, &'static str)> {
    let white = dir.join("white.txt");
    let black = dir.join("black.txt");
    std::fs::write(&white, "e4 e5 Sf3\n").unwrap();
    std::fs::write(&black, "1. e4 e5 2. Nf3\n").unwrap();
    let corpus = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/corpus/Philidor.pgn"
    );
    vec![
        (owned(&["say", "e4", "e5"]), ""),
        (owned(&["parse", "Sf3"]), ""),
        (owned(&["3d", "moves"]), ""),
        (owned(&["3d", "perft", "1"]), ""),
        (
            owned(&[
                "reconcile",
                "--white-record",
                white.to_str().unwrap(),
                "--black-record",
                black.to_str().unwrap(),
            ]),
            "",
        ),
        (owned(&["pgn", "--words", "--game", "2", corpus]), ""),
        (owned(&["parse", "--batch"]), "\te4\n\tSf3\n"),
    ]
}

/// Runs `ansage args` in English with `stdout` as its standard output and `input` on its
/// standard input; standard error is kept.
fn run(args: &[String], input: &str, stdout: Stdio) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_ansage"))
        .args(args)
        .env_remove("LD_LIBRARY_PATH")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", "en_GB.UTF-8")
        .env("ANSAGE_CONFIG", "/nonexistent/ansage-test-config.toml")
        .stdin(Stdio::piped())
        .stdout(stdout)
        .stderr(Stdio::piped())
        .spawn()
        .expect("ansage starts");
    let mut stdin = child.stdin.take().unwrap();
    // The command may end before it reads its input: a failed write here is no fault.
    let _ = stdin.write_all(input.as_bytes());
    drop(stdin);
    child.wait_with_output().expect("ansage ends")
}

#[test]
fn a_full_output_ends_with_one_sentence_and_a_failure_status() {
    let dir = tempfile::tempdir().expect("test folder");
    for (args, input) in commands(dir.path()) {
        let full = File::options()
            .write(true)
            .open("/dev/full")
            .expect("/dev/full opens");
        let out = run(&args, input, Stdio::from(full));
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
        assert_eq!(out.status.code(), Some(EXIT_OUTPUT), "{args:?}: {stderr}");
        assert_eq!(stderr, CANNOT_WRITE, "{args:?}");
    }
}

#[test]
fn the_sentence_is_in_the_users_language() {
    let full = File::options().write(true).open("/dev/full").unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_ansage"))
        .args(["say", "--lang", "de", "e4"])
        .env_remove("LD_LIBRARY_PATH")
        .env("ANSAGE_CONFIG", "/nonexistent/ansage-test-config.toml")
        .stdin(Stdio::null())
        .stdout(Stdio::from(full))
        .output()
        .expect("ansage runs");
    assert_eq!(out.status.code(), Some(EXIT_OUTPUT));
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        "Die Ausgabe lässt sich nicht schreiben: der Datenträger ist voll; bitte Platz schaffen \
         oder die Ausgabe in eine andere Datei leiten und den Befehl wiederholen.\n"
    );
}

#[test]
fn a_closed_pipe_ends_quietly() {
    let dir = tempfile::tempdir().expect("test folder");
    for (args, input) in commands(dir.path()) {
        let (reader, writer) = std::io::pipe().expect("a pipe");
        // The reader went away before the first line, as `| head -0` does.
        drop(reader);
        let out = run(&args, input, Stdio::from(writer));
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(stderr, "", "{args:?}");
        assert_ne!(out.status.code(), Some(101), "{args:?}");
        assert_ne!(out.status.code(), Some(EXIT_OUTPUT), "{args:?}");
    }
}
