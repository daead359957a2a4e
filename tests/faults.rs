//! Issue 13: attacks on the real binary that once lost data, hung or panicked, kept as tests:
//! closed pipes for every one-shot subcommand.

use std::os::unix::process::ExitStatusExt;
use std::process::{Command, Stdio};

fn corpus(name: &str) -> String {
    format!("{}/tests/data/corpus/{name}", env!("CARGO_MANIFEST_DIR"))
}

/// `ansage … | head -0`: the reader goes away at once. Every one-shot subcommand ends
/// quietly, by SIGPIPE (status 141 in a shell) or with success, and never panics.
#[test]
fn closed_pipes_end_every_subcommand_quietly() {
    let capablanca = corpus("Capablanca.pgn");
    let dir = std::env::temp_dir().join(format!("ansage-faults-pipe-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let record = dir.join("record.txt");
    std::fs::write(&record, "1. e4 e5 2. Sf3 Sc6\n").unwrap();
    let record = record.to_str().unwrap().to_owned();
    let commands: Vec<Vec<&str>> = vec![
        vec!["parse", "e4"],
        vec!["say", "e4", "e5", "Sf3"],
        vec!["pgn", &capablanca],
        vec!["pgn", "--check", &capablanca],
        vec!["pgn", "--german", &capablanca],
        vec![
            "reconcile",
            "--white-record",
            &record,
            "--black-record",
            &record,
        ],
        vec!["doctor"],
    ];
    for args in commands {
        let mut child = Command::new(env!("CARGO_BIN_EXE_ansage"))
            .args(&args)
            .env("ANSAGE_SPEECH", "none")
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("ansage starts");
        drop(child.stdout.take());
        let output = child.wait_with_output().expect("ansage ends");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
        let quiet = output.status.success() || output.status.signal() == Some(libc_sigpipe());
        assert!(quiet, "{args:?}: {:?} {stderr}", output.status);
    }
}

/// SIGPIPE's number on Linux.
fn libc_sigpipe() -> i32 {
    13
}
