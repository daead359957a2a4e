//! Issue 17 §1: the blind player's record (FIDE Laws, Appendix F, F2.5: „Der sehbehinderte
//! Spieler muss die Partie in Braille oder Langschrift notieren oder ein Bandgerät benutzen“;
//! F2.9c: an assistant may keep it, and ansage does). `ansage pgn --words` gives the record in
//! long-hand, `ansage pgn --braille` in braille as a BRF file, both tested on a real game of
//! `tests/data/corpus/`.
//!
//! The braille tests need liblouis's `lou_translate` (Debian `liblouis-bin` and
//! `liblouis-data`; `make setup` installs them). Without it they fail, unless
//! `ANSAGE_SKIP_LIBLOUIS=1` is set.

use std::path::{Path, PathBuf};
use std::process::Command;

use ansage::language::Language;
use ansage::notation::pgn::read_games;
use ansage::notation::scoresheet::scoresheet;
use ansage::records::braille::{CELLS, LINES, Table, back_translate, unpaged};

const LONDON: &str = "tests/data/corpus/London1851.pgn";

fn ansage(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_ansage"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("ansage runs")
}

fn corpus(path: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(path)
}

/// Whether liblouis is there; without it the braille tests fail unless told to skip.
fn liblouis() -> bool {
    let there = Command::new("lou_translate")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success());
    if !there {
        assert!(
            std::env::var_os("ANSAGE_SKIP_LIBLOUIS").is_some(),
            "lou_translate (liblouis-bin) is missing: run make setup, or set ANSAGE_SKIP_LIBLOUIS=1"
        );
    }
    there
}

#[test]
fn f2_5_long_hand_record_in_german_words() {
    let out = ansage(&["pgn", LONDON, "--game", "1", "--words"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).unwrap();
    let lines: Vec<&str> = text.trim_end().lines().collect();
    assert_eq!(
        lines[0],
        "Weiß: Adolf Anderssen. Schwarz: FL. Slous. Turnier: London2. Ort: London. Datum: 1851. Ergebnis: Weiß gewinnt."
    );
    assert_eq!(lines[1], "");
    assert_eq!(lines[2], "1. Bauer Eva vier, Bauer Eva fünf.");
    assert_eq!(
        lines[3],
        "2. Bauer Felix vier, Bauer Eva schlägt Felix vier."
    );
    assert_eq!(lines[4], "3. Läufer Cäsar vier, Dame Hector vier, Schach.");
    assert_eq!(lines[5], "4. König Felix eins, Bauer Gustav fünf.");
    // 18. dxe5+ Kc5, 22. Kf3 Nxh1, and the last move 28. Rh7 alone, then the result.
    assert!(lines.contains(&"18. Bauer David schlägt Eva fünf, Schach, König Cäsar fünf."));
    assert!(lines.contains(&"22. König Felix drei, Springer schlägt Hector eins."));
    assert_eq!(lines[lines.len() - 2], "28. Turm Hector sieben.");
    assert_eq!(lines[lines.len() - 1], "Weiß gewinnt.");
    // A line a move pair: 28 move lines, the heading, a blank line and the result.
    assert_eq!(lines.len(), 28 + 3);
}

#[test]
fn f2_5_long_hand_record_in_english_words() {
    let out = ansage(&["pgn", LONDON, "--game", "1", "--words", "--lang", "en"]);
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    let lines: Vec<&str> = text.trim_end().lines().collect();
    assert!(lines[0].starts_with("White: Adolf Anderssen. Black: FL. Slous. Event: London2."));
    assert!(lines[0].ends_with("Result: White wins."));
    assert_eq!(lines[2], "1. Pawn Eva four, Pawn Eva five.");
    assert_eq!(lines[4], "3. Bishop Cäsar four, Queen Hector four, check.");
    assert_eq!(lines[lines.len() - 1], "White wins.");
}

/// Print that braille writes with one sign for two: German braille has one sign for both
/// round brackets, and writes the ellipsis as three separate dots.
fn as_braille_reads(text: &str) -> String {
    text.replace(')', "(").replace("...", ". . .")
}

/// The BRF's pages: no line over 40 cells, 25 lines a page, page numbers 1, 2, … in braille
/// at the right end of each page's last line; braille ASCII only.
fn check_layout(brf: &str) -> usize {
    assert!(brf.is_ascii(), "a BRF file is braille ASCII");
    let pages: Vec<&str> = brf.split('\x0c').filter(|p| !p.is_empty()).collect();
    for (index, page) in pages.iter().enumerate() {
        let lines: Vec<&str> = page
            .strip_suffix("\r\n")
            .expect("pages end with a line end")
            .split("\r\n")
            .collect();
        assert_eq!(
            lines.len(),
            LINES,
            "page {} has {} lines",
            index + 1,
            lines.len()
        );
        for line in &lines {
            assert!(line.len() <= CELLS, "over {CELLS} cells: {line:?}");
        }
        let number = ansage::records::braille::braille_number(index + 1);
        let last = lines[LINES - 1];
        assert_eq!(last.trim_start(), number, "page {}", index + 1);
        assert_eq!(
            last.len(),
            CELLS,
            "the page number stands at the right margin"
        );
    }
    pages.len()
}

/// Spanish braille writes the full stop with dot 3 (the apostrophe's cell), the colon with
/// dots 2-5 and the plus with dots 2-3-5; liblouis's `es-g1` reads those cells back as their
/// braille ASCII characters (`'`, `3`, `!`), so they are read here as the print signs they
/// are: the colon only in the headings, where a `3` before a space cannot be a square's rank.
fn spanish_punctuation(lines: &mut [String]) {
    let headings = lines.iter().position(String::is_empty).unwrap_or(0);
    for (index, line) in lines.iter_mut().enumerate() {
        let mut read = line.replace('\'', ".").replace('!', "+");
        if index < headings {
            read = read.replacen("3 ", ": ", 1);
        }
        *line = read;
    }
}

#[test]
fn f2_5_braille_record_reads_back_as_the_scoresheet() {
    if !liblouis() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let games = read_games(&std::fs::read(corpus(LONDON)).unwrap()).unwrap();
    for (table, language, flag) in [
        (
            Table::for_language(Language::GERMAN),
            Language::GERMAN,
            "de",
        ),
        (
            Table::for_language(Language::ENGLISH),
            Language::ENGLISH,
            "en",
        ),
        // Spanish: liblouis's es-g1 table, and the headings and letters of the Spanish
        // folder ("Blancas", Cf3).
        (
            Table::for_language(Language::SPANISH),
            Language::SPANISH,
            "es",
        ),
    ] {
        let brf_path = dir.path().join(format!("partie-{flag}.brf"));
        let out = ansage(&[
            "pgn",
            LONDON,
            "--game",
            "1",
            "--braille",
            "--table",
            flag,
            "--output",
            brf_path.to_str().unwrap(),
        ]);
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let brf = std::fs::read_to_string(&brf_path).unwrap();
        // 6 heading lines, a blank one and 29 of moves and result: two pages.
        assert_eq!(check_layout(&brf), 2, "{flag}");
        let print = scoresheet(&games[0], language);
        let back = back_translate(&unpaged(&brf), table).unwrap();
        let expected: Vec<String> = print.lines().map(as_braille_reads).collect();
        let mut back: Vec<String> = back.iter().map(|l| as_braille_reads(l)).collect();
        if flag == "es" {
            spanish_punctuation(&mut back);
        }
        assert_eq!(back, expected, "{flag}");
    }
}

#[test]
fn f2_5_braille_of_a_whole_file_pages_every_game() {
    if !liblouis() {
        return;
    }
    let out = ansage(&["pgn", "tests/data/corpus/Philidor.pgn", "--braille"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let brf = String::from_utf8(out.stdout).unwrap();
    let pages = check_layout(&brf);
    assert!(pages >= 2);
    // German braille: the capital sign before a piece letter, "Springer" as `.S`.
    assert!(brf.contains(".S"));
}

/// `ansage play --braille-record FILE.brf`: the braille scoresheet is on disk after every
/// move, before the game ends (as the PGN file is, F2.9c: ansage keeps the record).
#[test]
fn f2_5_braille_record_kept_after_every_move_in_play() {
    use std::io::Write as _;
    use std::process::Stdio;
    if !liblouis() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let brf_path = dir.path().join("partie.brf");
    let mut child = Command::new(env!("CARGO_BIN_EXE_ansage"))
        .args(["play", "--speech", "none", "--braille-record"])
        .arg(&brf_path)
        .env("ANSAGE_CONFIG", "/nonexistent/ansage-test-config.toml")
        .env("ANSAGE_JOURNAL_DIR", dir.path().join("journals"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    stdin.write_all(b"e4\ne5\nSf3\n").unwrap();
    stdin.flush().unwrap();
    let wanted = vec!["1. e4 e5".to_owned(), "2. Sf3".to_owned()];
    let mut back = Vec::new();
    for _ in 0..100 {
        if let Ok(brf) = std::fs::read_to_string(&brf_path) {
            back = moves_of(
                back_translate(&unpaged(&brf), Table::for_language(Language::GERMAN)).unwrap(),
            );
            if back == wanted {
                check_layout(&brf);
                break;
            }
        }
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    assert_eq!(back, wanted, "the record is written while the game goes on");
    // The game ends: the record has every move and the result.
    stdin.write_all(b"Sc6\nLb5\naufgeben\nja\nende\n").unwrap();
    drop(stdin);
    let out = child.wait_with_output().unwrap();
    let brf = std::fs::read_to_string(&brf_path).unwrap();
    let back =
        moves_of(back_translate(&unpaged(&brf), Table::for_language(Language::GERMAN)).unwrap());
    assert_eq!(
        back,
        ["1. e4 e5", "2. Sf3 Sc6", "3. Lb5", "1-0"],
        "{}",
        String::from_utf8_lossy(&out.stdout)
    );
}

/// The moves of a scoresheet, after the blank line that ends its heading (today's date).
fn moves_of(lines: Vec<String>) -> Vec<String> {
    match lines.iter().position(String::is_empty) {
        Some(blank) => lines[blank + 1..].to_vec(),
        None => lines,
    }
}

/// Without liblouis, `--braille` says in one sentence what to install, and writes nothing.
#[test]
fn braille_without_liblouis_says_what_to_install() {
    let dir = tempfile::tempdir().unwrap();
    let brf = dir.path().join("partie.brf");
    let out = Command::new(env!("CARGO_BIN_EXE_ansage"))
        .args(["pgn", LONDON, "--game", "1", "--braille", "--output"])
        .arg(&brf)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        // No lou_translate on this PATH.
        .env("PATH", dir.path())
        .output()
        .unwrap();
    assert!(!out.status.success());
    let said = String::from_utf8_lossy(&out.stderr);
    assert_eq!(
        said.trim(),
        "Für Braille fehlt liblouis (lou_translate); installieren mit make setup oder apt-get install liblouis-bin liblouis-data."
    );
    assert!(!brf.exists());
}
