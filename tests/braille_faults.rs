//! Issue 31 §6: the braille record. Two `play --braille-record` on one file: the second is
//! told who writes it and records nothing over the first. A name holding characters a
//! braille table cannot write (CJK, emoji, ESC, U+202E, 0x1A) still gives a braille file:
//! those characters are spelt by their code and one sentence says which; liblouis's own
//! English never appears, and liblouis-data is not advised when the table is there.
//!
//! These tests need liblouis's `lou_translate`; without it they pass over, unless told
//! otherwise as in `tests/records.rs` (`ANSAGE_SKIP_LIBLOUIS`).

mod support;

use std::io::Write as _;
use std::path::Path;
use std::process::{Command, Output};
use std::time::Duration;

fn liblouis() -> bool {
    let there = Command::new("lou_translate")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success());
    assert!(
        there || std::env::var_os("ANSAGE_SKIP_LIBLOUIS").is_some(),
        "lou_translate (liblouis-bin) is missing: make setup, or ANSAGE_SKIP_LIBLOUIS=1"
    );
    there
}

fn ansage(args: &[&str], dir: &Path) -> Output {
    Command::new(env!("CARGO_BIN_EXE_ansage"))
        .args(args)
        .current_dir(dir)
        .env("ANSAGE_CONFIG", dir.join("config.toml"))
        .env("ANSAGE_JOURNAL_DIR", dir.join("journal"))
        .output()
        .expect("ansage runs")
}

fn text(out: &Output) -> String {
    format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    )
}

/// Each kind of character a table may lack, in a player's name: the record is written, in
/// braille ASCII only, the character spelt by its code, and the sentence names it — for the
/// German, English and Spanish tables.
#[test]
fn a_name_with_characters_braille_lacks_still_gives_a_record() {
    if !liblouis() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let cases: [(&str, char); 5] = [
        ("CJK", '王'),
        ("emoji", '😀'),
        ("ESC", '\u{1b}'),
        ("U+202E", '\u{202e}'),
        ("0x1A", '\u{1a}'),
    ];
    for (kind, c) in cases {
        let pgn = dir.path().join("game.pgn");
        std::fs::write(
            &pgn,
            format!(
                "[White \"Wang{c}Li\"]\n[Black \"Anna\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Nf3 1-0\n"
            ),
        )
        .unwrap();
        let code = format!("U+{:04X}", u32::from(c));
        for table in ["de", "en", "es"] {
            let brf = dir.path().join(format!("game-{table}.brf"));
            let _ = std::fs::remove_file(&brf);
            let out = ansage(
                &[
                    "pgn",
                    pgn.to_str().unwrap(),
                    "--braille",
                    "--table",
                    table,
                    "--lang",
                    "de",
                    "-o",
                    brf.to_str().unwrap(),
                ],
                dir.path(),
            );
            let said = text(&out);
            assert!(out.status.success(), "{kind} ({table}): {said}");
            let written = std::fs::read(&brf)
                .unwrap_or_else(|_| panic!("{kind} ({table}): no braille file; {said}"));
            assert!(
                written
                    .iter()
                    .all(|b| (0x20..0x7f).contains(b) || matches!(b, b'\r' | b'\n' | 0x0c)),
                "{kind} ({table}): the record is braille ASCII only"
            );
            assert!(said.contains(&code), "{kind} ({table}) is named: {said}");
            assert!(!said.contains("liblouis-data"), "{kind} ({table}): {said}");
            assert!(!said.contains("no mapping"), "{kind} ({table}): {said}");
            // The spelt code is in the record: back-translated, the name reads Wang U+…
            let back = Command::new("lou_translate")
                .arg("--backward")
                .arg(match table {
                    "de" => "en-us-brf.dis,de-g0-detailed.utb",
                    "en" => "en-us-brf.dis,en-ueb-g1.ctb",
                    _ => "en-us-brf.dis,es-g1.ctb",
                })
                .stdin(std::fs::File::open(&brf).unwrap())
                .output()
                .unwrap();
            let back = String::from_utf8_lossy(&back.stdout).to_uppercase();
            assert!(
                back.contains(&code[2..]),
                "{kind} ({table}): the code is in the record: {back}"
            );
        }
    }
}

/// A plain name is written as before, with no sentence about characters.
#[test]
fn a_plain_name_says_nothing_about_characters() {
    if !liblouis() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let pgn = dir.path().join("game.pgn");
    std::fs::write(
        &pgn,
        "[White \"Müller\"]\n[Black \"Émile\"]\n\n1. e4 e5 *\n",
    )
    .unwrap();
    let brf = dir.path().join("game.brf");
    let out = ansage(
        &[
            "pgn",
            pgn.to_str().unwrap(),
            "--braille",
            "-o",
            brf.to_str().unwrap(),
        ],
        dir.path(),
    );
    assert!(out.status.success(), "{}", text(&out));
    assert!(!text(&out).contains("U+"), "{}", text(&out));
    assert!(brf.exists());
}

/// Two games with one braille record: the second is refused before it starts, told which
/// process writes the record, and the first game's record stays as it was.
#[test]
fn a_second_game_on_the_same_braille_record_is_told_who_writes_it() {
    if !liblouis() {
        return;
    }
    let dir = support::fresh_dir("braille-lock");
    let first_dir = dir.join("first");
    let second_dir = dir.join("second");
    std::fs::create_dir_all(&first_dir).unwrap();
    std::fs::create_dir_all(&second_dir).unwrap();
    let brf = dir.join("g.brf");
    let brf_arg = brf.to_str().unwrap();
    let mut first = support::spawn_play(&["--braille-record", brf_arg], &first_dir);
    let mut stdin = first.stdin.take().unwrap();
    stdin.write_all(b"e4\ne5\n").unwrap();
    stdin.flush().unwrap();
    let mut record = Vec::new();
    for _ in 0..200 {
        record = std::fs::read(&brf).unwrap_or_default();
        if !record.is_empty() && std::fs::read(&brf).unwrap_or_default() == record {
            std::thread::sleep(Duration::from_millis(300));
            if std::fs::read(&brf).unwrap_or_default() == record {
                break;
            }
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    assert!(!record.is_empty(), "the first game writes its record");
    let second = support::play_plain(
        &["--braille-record", brf_arg],
        &["d4", "d5", "c4"],
        Duration::from_millis(100),
        &second_dir,
    );
    let said = text(&second);
    assert!(
        !second.status.success(),
        "the second game does not start: {said}"
    );
    assert!(
        said.contains(&format!("Prozess {}", first.id())),
        "the second is told who writes the record: {said}"
    );
    assert_eq!(
        std::fs::read(&brf).unwrap(),
        record,
        "the first game's record is not written over"
    );
    drop(stdin);
    let _ = first.kill();
    let _ = first.wait();
    let _ = std::fs::remove_dir_all(&dir);
}
