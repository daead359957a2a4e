//! Issue 31 §2–§5, the tape's faults: `pgn --audio-record` never overwrites what is no tape of
//! ansage's, never writes through a link, and respects a game recording onto the tape; a
//! tape's cue sheet is its own (`a.wav.cue`), so a tape beside another of the same name never
//! spoils the other's marks; no part of a game is lost silently; long tapes are continued
//! and replayed without reading them whole.
//!
//! Needs espeak-ng (`make setup`); without it the tests that speak are skipped only when
//! `ANSAGE_SKIP_ESPEAK=1` is set.

use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use ansage::records::tape::{Recording, cue_path, read_cue_sheet};

/// A short game: two moves and the result.
const SHORT: &str =
    "[Event \"Test\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n\n1. e4 e5 1-0\n";

fn espeak_there() -> bool {
    let there = ansage::speech::voices::espeak_available();
    if !there {
        assert!(
            std::env::var_os("ANSAGE_SKIP_ESPEAK").is_some(),
            "espeak-ng is missing: run make setup, or set ANSAGE_SKIP_ESPEAK=1"
        );
    }
    there
}

/// `ansage pgn GAME --audio-record TAPE` in `dir`, in German unless `lang` says otherwise.
fn pgn_tape(dir: &Path, tape: &Path, lang: &str) -> std::process::Output {
    let game = dir.join("game.pgn");
    std::fs::write(&game, SHORT).unwrap();
    Command::new(env!("CARGO_BIN_EXE_ansage"))
        .args(["pgn", "--lang", lang])
        .arg(&game)
        .arg("--audio-record")
        .arg(tape)
        .env("ANSAGE_CONFIG", "/nonexistent/ansage-test-config.toml")
        .output()
        .expect("ansage runs")
}

fn stderr(out: &std::process::Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// §2: an existing file that is no tape of ansage's is refused, with a sentence and a
/// failing status, and left as it was (before: a text file became a WAV, exit 0).
#[test]
fn pgn_tape_refuses_a_file_that_is_no_tape() {
    let dir = tempfile::tempdir().unwrap();
    let letter = dir.path().join("brief.wav");
    std::fs::write(&letter, "Liebe Oma, …").unwrap();
    let out = pgn_tape(dir.path(), &letter, "en");
    assert!(!out.status.success());
    assert!(
        stderr(&out).contains("is there already"),
        "{}",
        stderr(&out)
    );
    assert_eq!(std::fs::read_to_string(&letter).unwrap(), "Liebe Oma, …");
    assert!(!cue_path(&letter).exists());
}

/// §2: a link named as the tape is refused; the file it points to is untouched (before: the
/// victim was overwritten with sound).
#[test]
fn pgn_tape_never_writes_through_a_link() {
    let dir = tempfile::tempdir().unwrap();
    let victim = dir.path().join("victim.txt");
    std::fs::write(&victim, "mine").unwrap();
    let link = dir.path().join("link.wav");
    std::os::unix::fs::symlink(&victim, &link).unwrap();
    let out = pgn_tape(dir.path(), &link, "en");
    assert!(!out.status.success());
    assert!(stderr(&out).contains("symbolic link"), "{}", stderr(&out));
    assert_eq!(std::fs::read_to_string(&victim).unwrap(), "mine");
    assert!(
        std::fs::symlink_metadata(&link)
            .unwrap()
            .file_type()
            .is_symlink()
    );
}

/// §2: a tape a game is recording onto now is not replaced; the sentence names the process
/// that records (before: the player's tape was replaced).
#[test]
fn pgn_tape_respects_a_game_recording_onto_it() {
    let dir = tempfile::tempdir().unwrap();
    let tape = dir.path().join("band.wav");
    let mut game = Command::new(env!("CARGO_BIN_EXE_ansage"))
        .args(["play", "--plain", "--speech", "none", "--audio-record"])
        .arg(&tape)
        .env("ANSAGE_CONFIG", "/nonexistent/ansage-test-config.toml")
        .env("ANSAGE_JOURNAL_DIR", dir.path().join("journals"))
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let lock = dir.path().join(".band.wav.lock");
    let deadline = Instant::now() + Duration::from_secs(30);
    while !ansage::storage::lock::locked_elsewhere(&lock) {
        assert!(Instant::now() < deadline, "the game never took the tape");
        std::thread::sleep(Duration::from_millis(20));
    }
    let out = pgn_tape(dir.path(), &tape, "en");
    let said = stderr(&out);
    drop(game.stdin.take());
    let _ = game.kill();
    let _ = game.wait();
    assert!(!out.status.success(), "{said}");
    assert!(
        said.contains(&format!("process {}", game.id())) && said.contains("another file"),
        "{said}"
    );
}

/// §4: `a.ogg` and then `a.wav` beside it: each tape has its own cue sheet, and the first
/// still reads back whole. A tape of the older naming (`a.cue` naming `a.ogg`) keeps its
/// sheet too (before: `a.wav` overwrote `a.cue`, and `a.ogg` could not be replayed).
#[test]
fn a_tape_beside_another_of_the_same_name_keeps_the_others_marks() {
    if !espeak_there() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let ogg = dir.path().join("a.ogg");
    let wav = dir.path().join("a.wav");
    let out = pgn_tape(dir.path(), &ogg, "de");
    assert!(out.status.success(), "{}", stderr(&out));
    // The older naming: the sheet of `a.ogg` called `a.cue`.
    let older = dir.path().join("a.cue");
    std::fs::rename(cue_path(&ogg), &older).unwrap();
    let sheet = std::fs::read_to_string(&older).unwrap();
    let out = pgn_tape(dir.path(), &wav, "de");
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(std::fs::read_to_string(&older).unwrap(), sheet);
    let ogg_tape = Recording::open(&ogg).expect("a.ogg still reads back");
    let wav_tape = Recording::open(&wav).expect("a.wav reads back");
    assert_eq!(ogg_tape.parts.len(), 4, "heading, two moves, result");
    assert_eq!(wav_tape.parts.len(), 4);
    let wav_sheet = std::fs::read_to_string(cue_path(&wav)).unwrap();
    assert!(wav_sheet.starts_with("FILE \"a.wav\""), "{wav_sheet}");
    assert_eq!(read_cue_sheet(&wav_sheet).len(), 4);
    // Recorded anew, `a.ogg` gets its own sheet, and its old one goes.
    let out = pgn_tape(dir.path(), &ogg, "de");
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(!older.exists());
    assert!(cue_path(&ogg).exists());
    assert!(Recording::open(&wav).is_ok());
}

/// A silent WAV tape of `seconds` at espeak-ng's 22,050 Hz mono, with a cue sheet of one
/// part, written in pieces (not held whole).
fn silent_tape(path: &Path, seconds: u32) {
    use std::io::Write as _;
    let bytes = u64::from(seconds) * 22_050 * 2;
    let mut file = std::io::BufWriter::new(std::fs::File::create(path).unwrap());
    let mut header = Vec::new();
    header.extend_from_slice(b"RIFF");
    header.extend_from_slice(&u32::try_from(36 + bytes).unwrap().to_le_bytes());
    header.extend_from_slice(b"WAVEfmt ");
    header.extend_from_slice(&16u32.to_le_bytes());
    header.extend_from_slice(&1u16.to_le_bytes());
    header.extend_from_slice(&1u16.to_le_bytes());
    header.extend_from_slice(&22_050u32.to_le_bytes());
    header.extend_from_slice(&44_100u32.to_le_bytes());
    header.extend_from_slice(&2u16.to_le_bytes());
    header.extend_from_slice(&16u16.to_le_bytes());
    header.extend_from_slice(b"data");
    header.extend_from_slice(&u32::try_from(bytes).unwrap().to_le_bytes());
    file.write_all(&header).unwrap();
    let block = vec![0u8; 1 << 20];
    let mut left = bytes;
    while left > 0 {
        let n = left.min(block.len() as u64) as usize;
        file.write_all(&block[..n]).unwrap();
        left -= n as u64;
    }
    file.flush().unwrap();
    let name = path.file_name().unwrap().to_string_lossy();
    std::fs::write(
        cue_path(path),
        format!(
            "FILE \"{name}\" WAVE\n  TRACK 01 AUDIO\n    TITLE \"Stille\"\n    INDEX 01 00:00:00\n"
        ),
    )
    .unwrap();
}

/// `ansage play --audio-record TAPE` with `lines`; gives what was printed.
fn play_onto_tape(tape: &Path, journals: &Path, lines: &[&str]) -> String {
    use std::io::Write as _;
    let mut child = Command::new(env!("CARGO_BIN_EXE_ansage"))
        .args(["play", "--plain", "--speech", "none", "--audio-record"])
        .arg(tape)
        .env("ANSAGE_CONFIG", "/nonexistent/ansage-test-config.toml")
        .env("ANSAGE_JOURNAL_DIR", journals)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    for line in lines {
        if writeln!(stdin, "{line}").is_err() {
            break;
        }
    }
    drop(stdin);
    let out = child.wait_with_output().unwrap();
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// §3: a game onto an hour-long tape: every part is on it, the result too, however long
/// writing the tape takes (before: the recorder was abandoned after 0.9 s, and the game was
/// missing from the tape, exit 0, without a word).
#[test]
fn a_game_onto_an_hour_long_tape_is_all_on_it() {
    if !espeak_there() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let tape = dir.path().join("band.wav");
    silent_tape(&tape, 3600);
    let printed = play_onto_tape(
        &tape,
        &dir.path().join("journals"),
        &["e4", "e5", "aufgeben", "ja"],
    );
    assert!(printed.contains("Weiß gibt auf"), "{printed}");
    assert!(!printed.contains("fehlt"), "{printed}");
    let sheet = std::fs::read_to_string(cue_path(&tape)).unwrap();
    let titles: Vec<String> = read_cue_sheet(&sheet)
        .into_iter()
        .map(|c| c.title)
        .collect();
    assert_eq!(
        titles.first().map(String::as_str),
        Some("Stille"),
        "{titles:?}"
    );
    assert!(titles.iter().any(|t| t == "1. e4"), "{titles:?}");
    assert!(titles.iter().any(|t| t == "1... e5"), "{titles:?}");
    assert_eq!(
        titles.last().map(String::as_str),
        Some("Ergebnis"),
        "{titles:?}"
    );
    // The tape ends after the hour of silence and the game.
    assert!(std::fs::metadata(&tape).unwrap().len() > 3600 * 22_050 * 2 + 44);
}
