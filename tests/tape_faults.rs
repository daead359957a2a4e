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

mod support;

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
    assert_eq!(ogg_tape.len(), 4, "heading, two moves, result");
    assert_eq!(wav_tape.len(), 4);
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
    let mut child = spawn_onto_tape(tape, journals, &[], &[]);
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

/// The titles on the tape's cue sheet.
fn titles_of(tape: &Path) -> Vec<String> {
    let sheet = std::fs::read_to_string(cue_path(tape)).unwrap_or_default();
    read_cue_sheet(&sheet)
        .into_iter()
        .map(|c| c.title)
        .collect()
}

/// `REM ANSAGE-BYTES` of the tape's cue sheet: how much of the sound file it names.
fn committed_bytes(tape: &Path) -> Option<u64> {
    let sheet = std::fs::read_to_string(cue_path(tape)).ok()?;
    sheet
        .lines()
        .find_map(|l| l.trim().strip_prefix("REM ANSAGE-BYTES "))
        .and_then(|n| n.trim().parse().ok())
}

/// Every part of the tape at `tape` reads back from its file, with sound in it.
fn every_part_plays(tape: &Path) -> usize {
    let mut recording = Recording::open(tape).expect("the tape reads back");
    for index in 0..recording.len() {
        let samples = recording
            .samples(index)
            .unwrap_or_else(|e| panic!("part {} of {}: {e}", index + 1, tape.display()));
        assert!(!samples.is_empty(), "part {} is empty", index + 1);
    }
    recording.len()
}

/// `ansage play --plain --speech none --audio-record TAPE ARGS` with `env`, its input open.
fn spawn_onto_tape(
    tape: &Path,
    journals: &Path,
    args: &[&str],
    env: &[(&str, &str)],
) -> std::process::Child {
    Command::new(env!("CARGO_BIN_EXE_ansage"))
        .args(["play", "--plain", "--speech", "none", "--audio-record"])
        .arg(tape)
        .args(args)
        .env("ANSAGE_CONFIG", "/nonexistent/ansage-test-config.toml")
        .env("ANSAGE_JOURNAL_DIR", journals)
        .envs(env.iter().copied())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap()
}

/// Waits until `ready` holds, or 20 seconds.
fn wait_until(what: &str, ready: impl Fn() -> bool) {
    let deadline = Instant::now() + Duration::from_secs(20);
    while !ready() {
        assert!(Instant::now() < deadline, "waited in vain for {what}");
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// §5: an hour-long tape is continued by writing after it, never by rewriting it: the hour
/// already on it stays byte for byte, the header's sizes follow the new end, a hard link
/// to the tape sees the new parts, and the cue sheet names exactly the bytes written
/// (before: the tape was read whole and rewritten, 481 MB for an hour; the figures are
/// `cargo bench --bench tapes`).
#[test]
fn a_long_tape_is_continued_by_writing_after_it() {
    use std::hash::{Hash as _, Hasher as _};
    use std::os::unix::fs::MetadataExt;
    if !espeak_there() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let tape = dir.path().join("band.wav");
    silent_tape(&tape, 600);
    let linked = dir.path().join("kopie.wav");
    std::fs::hard_link(&tape, &linked).unwrap();
    let before = std::fs::read(&tape).unwrap();
    let digest = |bytes: &[u8]| {
        let mut hasher = std::collections::hash_map::DefaultHasher::new();
        bytes.hash(&mut hasher);
        hasher.finish()
    };
    let printed = play_onto_tape(
        &tape,
        &dir.path().join("journals"),
        &["e4", "e5", "aufgeben", "ja"],
    );
    assert!(printed.contains("Weiß gibt auf"), "{printed}");
    let after = std::fs::read(&tape).unwrap();
    assert!(after.len() > before.len());
    assert_eq!(digest(&after[44..before.len()]), digest(&before[44..]));
    let size_at = |at: usize| u32::from_le_bytes(after[at..at + 4].try_into().unwrap());
    assert_eq!(size_at(4) as usize, after.len() - 8, "RIFF size");
    assert_eq!(size_at(40) as usize, after.len() - 44, "data size");
    assert_eq!(committed_bytes(&tape), Some(after.len() as u64));
    let (a, b) = (
        std::fs::metadata(&tape).unwrap(),
        std::fs::metadata(&linked).unwrap(),
    );
    assert_eq!((a.ino(), a.nlink()), (b.ino(), 2), "one file, two names");
    let titles = titles_of(&tape);
    assert_eq!(titles.first().map(String::as_str), Some("Stille"));
    assert!(titles.iter().any(|t| t == "1. e4"), "{titles:?}");
    let mut recording = Recording::open(&tape).unwrap();
    assert_eq!(recording.samples(0).unwrap(), vec![0; 600 * 22_050]);
    let last = recording.samples(recording.len() - 1).unwrap();
    assert!(last.iter().any(|&s| s != 0), "the result is spoken");
    assert_eq!(every_part_plays(&tape), titles.len());
}

/// §3 and §5: ansage killed after a move's sound is on the tape but before the cue sheet
/// names it (test switch `ANSAGE_TEST_ABORT_TAPE=before-sheet`). The next `--resume
/// --audio-record` cuts away the unnamed sound, records every move the tape lacks and says
/// which; every move is then on the tape once and every part plays — for WAV and Ogg.
#[test]
fn a_kill_between_sound_and_cue_sheet_costs_no_move() {
    use std::io::Write as _;
    if !espeak_there() {
        return;
    }
    for name in ["band.wav", "band.ogg"] {
        let dir = tempfile::tempdir().unwrap();
        let tape = dir.path().join(name);
        let journals = dir.path().join("journals");
        let pgn = dir.path().join("partie.pgn");
        let pgn_args = ["--pgn", pgn.to_str().unwrap()];
        let abort = [("ANSAGE_TEST_ABORT_TAPE", "before-sheet")];
        let mut child = spawn_onto_tape(&tape, &journals, &pgn_args, &abort);
        let mut stdin = child.stdin.take().unwrap();
        // The first writing makes the tape with the game's heading; the next one, the
        // first move's, is cut off.
        wait_until("the heading on the tape", || {
            titles_of(&tape) == ["Partie"] && Recording::open(&tape).is_ok()
        });
        let named = committed_bytes(&tape).unwrap();
        for line in OPENING[..3].iter() {
            let _ = writeln!(stdin, "{line}");
        }
        let status = child.wait().unwrap();
        assert!(!status.success(), "{name}: the switch ends the process");
        drop(stdin);
        assert_eq!(titles_of(&tape), ["Partie"], "{name}");
        assert!(
            std::fs::metadata(&tape).unwrap().len() > named,
            "{name}: sound past what the sheet names"
        );
        // The journal has the moves; the tape gets what it lacks, and says so.
        let resume_args = ["--resume", "--pgn", pgn.to_str().unwrap()];
        let mut resumed = spawn_onto_tape(&tape, &journals, &resume_args, &[]);
        let mut stdin = resumed.stdin.take().unwrap();
        writeln!(stdin, "aufgeben").unwrap();
        writeln!(stdin, "ja").unwrap();
        drop(stdin);
        let out = resumed.wait_with_output().unwrap();
        let printed = String::from_utf8_lossy(&out.stdout);
        assert!(
            printed.contains("nachgesprochen: 1. e4"),
            "{name}: {printed}"
        );
        let expected: Vec<String> = (0..pgn_moves(&pgn)).map(opening_title).collect();
        assert!(!expected.is_empty(), "{name}: {printed}");
        assert_eq!(moves_on_tape(&tape), expected, "{name}: {printed}");
        let titles = titles_of(&tape);
        assert_eq!(titles.last().map(String::as_str), Some("Ergebnis"));
        assert_eq!(every_part_plays(&tape), titles.len(), "{name}");
        assert_eq!(
            committed_bytes(&tape),
            Some(std::fs::metadata(&tape).unwrap().len()),
            "{name}"
        );
    }
}

/// How many moves the last game of the PGN file at `path` has.
fn pgn_moves(path: &Path) -> usize {
    let pgn = std::fs::read_to_string(path).unwrap_or_default();
    let movetext: Vec<&str> = pgn.lines().filter(|l| !l.starts_with('[')).collect();
    movetext
        .join(" ")
        .split_whitespace()
        .filter(|t| !t.ends_with('.') && (!t.contains('-') || t.starts_with("O-O")))
        .count()
}

/// The titles of the moves on the tape, in order.
fn moves_on_tape(tape: &Path) -> Vec<String> {
    titles_of(tape)
        .into_iter()
        .filter(|t| t.starts_with(|c: char| c.is_ascii_digit()))
        .collect()
}

/// The moves of the random games below, in German notation, as the cue sheet titles them.
const OPENING: [&str; 10] = [
    "e4", "e5", "Sf3", "Sc6", "Lb5", "a6", "La4", "Sf6", "O-O", "Le7",
];

/// The title of the `index`-th move of [`OPENING`] on the cue sheet.
fn opening_title(index: usize) -> String {
    let number = index / 2 + 1;
    let dots = if index.is_multiple_of(2) { "." } else { "..." };
    format!("{number}{dots} {}", OPENING[index].replace("O-O", "0-0"))
}

/// Issue 31, fault harness: a game onto a tape killed with SIGKILL at a random moment
/// (`ANSAGE_KILL_CASES` games, 8 by default, from `ANSAGE_KILL_SEED`). After every kill the
/// tape reads back and each of its parts plays; `--resume --audio-record` then completes
/// it, so that every move of the game is on the tape — none lost, none twice.
#[test]
fn a_game_killed_at_random_moments_keeps_its_tape_whole() {
    use std::io::Write as _;
    if !espeak_there() {
        return;
    }
    let (cases, seed) = support::kill_cases_and_seed(8);
    let mut rng = support::Rng::new(seed);
    let (mut resumed_cases, mut made_up) = (0, 0);
    for case in 0..cases {
        let name = if case % 2 == 0 {
            "band.ogg"
        } else {
            "band.wav"
        };
        let dir = tempfile::tempdir().unwrap();
        let tape = dir.path().join(name);
        let journals = dir.path().join("journals");
        let pgn = dir.path().join("partie.pgn");
        let pgn_args = ["--pgn", pgn.to_str().unwrap()];
        let mut child = spawn_onto_tape(&tape, &journals, &pgn_args, &[]);
        let mut stdin = child.stdin.take().unwrap();
        let moves = 2 + rng.below(OPENING.len() - 2);
        for line in &OPENING[..moves] {
            let _ = writeln!(stdin, "{line}");
            std::thread::sleep(Duration::from_millis(rng.below(120) as u64));
        }
        std::thread::sleep(Duration::from_millis(rng.below(400) as u64));
        child.kill().unwrap();
        child.wait().unwrap();
        drop(stdin);
        let context = format!("case {case} (seed {seed}): {name}, {moves} moves sent");
        if cue_path(&tape).exists() && tape.exists() {
            every_part_plays(&tape);
        }
        let resume_args = ["--resume", "--pgn", pgn.to_str().unwrap()];
        let mut resumed = spawn_onto_tape(&tape, &journals, &resume_args, &[]);
        let mut stdin = resumed.stdin.take().unwrap();
        writeln!(stdin, "aufgeben").unwrap();
        writeln!(stdin, "ja").unwrap();
        drop(stdin);
        let out = resumed.wait_with_output().unwrap();
        let printed = String::from_utf8_lossy(&out.stdout);
        if !printed.contains("gibt auf") {
            // Killed before the first move was journaled: there was no game to resume.
            continue;
        }
        // The game as the PGN file has it: its moves are the first of the opening.
        let expected: Vec<String> = (0..pgn_moves(&pgn)).map(opening_title).collect();
        assert_eq!(moves_on_tape(&tape), expected, "{context}\n{printed}");
        let titles = titles_of(&tape);
        assert_eq!(
            titles.last().map(String::as_str),
            Some("Ergebnis"),
            "{context}"
        );
        assert_eq!(every_part_plays(&tape), titles.len(), "{context}");
        resumed_cases += 1;
        made_up += usize::from(printed.contains("nachgesprochen"));
    }
    eprintln!(
        "{cases} games killed: {resumed_cases} resumed and completed, {made_up} of them \
         with moves the tape lacked"
    );
}

/// A disk that fills during the game (a 1 MB tmpfs with room for a few parts): the parts
/// that fit are on the tape and play (written part by part, the last giving way where the
/// cue sheet would not fit), the cue sheet names only what is whole on it, the player is
/// told which parts are missing, and the game ends as usual. Skipped, with a
/// sentence, where this machine cannot mount a tmpfs.
#[test]
fn a_disk_filling_during_the_game_keeps_every_named_part() {
    if !espeak_there() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let disk = dir.path().join("disk");
    let Some(_tmpfs) = support::Tmpfs::mount(&disk, "1m") else {
        return;
    };
    // Room for the heading and two or three moves (a part is about 100 KB of WAV).
    std::fs::write(disk.join("filler"), vec![0u8; 450 * 1024]).unwrap();
    let tape = disk.join("band.wav");
    let printed = play_onto_tape(
        &tape,
        &dir.path().join("journals"),
        &[
            "e4", "e5", "Sf3", "Sc6", "Lb5", "a6", "La4", "Sf6", "aufgeben", "ja",
        ],
    );
    assert!(printed.contains("gibt auf"), "{printed}");
    assert!(
        printed.contains("band.wav lässt sich nicht schreiben, der Datenträger ist voll"),
        "{printed}"
    );
    assert!(printed.contains("Auf dem Band"), "{printed}");
    let on_tape = moves_on_tape(&tape);
    assert!(
        on_tape.len() < OPENING[..8].len(),
        "the disk was full: {on_tape:?}"
    );
    // The parts that fitted are on it, and the sentence names the first that did not.
    assert!(!on_tape.is_empty(), "{:?}", titles_of(&tape));
    let first_missing = opening_title(on_tape.len());
    assert!(
        printed.contains(&format!("nicht aufnehmen ließ: {first_missing}")),
        "{printed}"
    );
    let expected: Vec<String> = (0..on_tape.len()).map(opening_title).collect();
    assert_eq!(on_tape, expected, "the moves on the tape come in order");
    assert_eq!(every_part_plays(&tape), titles_of(&tape).len());
    let named = committed_bytes(&tape).expect("the sheet names its bytes");
    assert!(std::fs::metadata(&tape).unwrap().len() >= named);
}

/// A FIFO, `/dev/full`, `/dev/zero` or a folder named as the tape of a game: refused before
/// the game starts, with a sentence, without waiting on the FIFO; nothing is written to them.
#[test]
fn special_files_as_the_tape_are_refused_without_waiting() {
    let dir = tempfile::tempdir().unwrap();
    let fifo = dir.path().join("band.wav");
    support::make_fifo(&fifo);
    let folder = dir.path().join("ordner.ogg");
    std::fs::create_dir(&folder).unwrap();
    for tape in [
        fifo.as_path(),
        Path::new("/dev/full"),
        Path::new("/dev/zero"),
        folder.as_path(),
    ] {
        let mut child = spawn_onto_tape(tape, &dir.path().join("journals"), &[], &[]);
        drop(child.stdin.take());
        let deadline = Instant::now() + Duration::from_secs(20);
        let status = loop {
            if let Some(status) = child.try_wait().unwrap() {
                break status;
            }
            if Instant::now() > deadline {
                let _ = child.kill();
                panic!("{} made ansage wait", tape.display());
            }
            std::thread::sleep(Duration::from_millis(20));
        };
        let out = child.wait_with_output().unwrap();
        let printed = String::from_utf8_lossy(&out.stdout);
        assert!(!status.success(), "{}: {printed}", tape.display());
        assert!(
            printed.contains("gibt es schon") && printed.contains("andere Datei"),
            "{}: {printed}",
            tape.display()
        );
        assert!(!printed.contains("Neue Partie"), "{printed}");
    }
}

/// A hard-linked tape recorded anew (`ansage pgn --audio-record`) on a disk with room for
/// its rollback copy but not for the longer new tape: the rewrite fails half-way and the old
/// tape is put back from the copy (read in pieces, never held whole), byte for byte, through
/// both names; the failure is said and nothing is left behind. Skipped, with a sentence,
/// where this machine cannot mount a tmpfs.
#[test]
fn a_hard_linked_tape_recorded_anew_on_a_full_disk_is_put_back() {
    use std::os::unix::fs::MetadataExt;
    if !espeak_there() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let disk = dir.path().join("disk");
    let Some(_tmpfs) = support::Tmpfs::mount(&disk, "2m") else {
        return;
    };
    let tape = disk.join("band.wav");
    let out = pgn_tape(dir.path(), &tape, "de");
    assert!(out.status.success(), "{}", stderr(&out));
    let linked = disk.join("kopie.wav");
    std::fs::hard_link(&tape, &linked).unwrap();
    let old = std::fs::read(&tape).unwrap();
    // Room for the copy of the old tape and a little more; the long game needs far more.
    let free = |path: &Path| {
        let name = std::ffi::CString::new(path.as_os_str().as_encoded_bytes()).unwrap();
        // SAFETY: statvfs with a NUL-terminated path and a zeroed struct to fill.
        let mut stat: libc::statvfs = unsafe { std::mem::zeroed() };
        assert_eq!(unsafe { libc::statvfs(name.as_ptr(), &mut stat) }, 0);
        stat.f_bavail as usize * stat.f_frsize as usize
    };
    let filler = free(&disk) - old.len() - 64 * 1024;
    std::fs::write(disk.join("filler"), vec![0u8; filler]).unwrap();
    let long = dir.path().join("lang.pgn");
    std::fs::write(
        &long,
        "[Event \"Lang\"]\n[Result \"*\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 \
         6. Re1 b5 7. Bb3 d6 8. c3 O-O 9. h3 Nb8 10. d4 Nbd7 *\n",
    )
    .unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_ansage"))
        .args(["pgn", "--lang", "de"])
        .arg(&long)
        .arg("--audio-record")
        .arg(&tape)
        .env("ANSAGE_CONFIG", "/nonexistent/ansage-test-config.toml")
        .output()
        .unwrap();
    assert!(!out.status.success());
    assert!(
        stderr(&out).contains("der Datenträger ist voll"),
        "{}",
        stderr(&out)
    );
    assert!(std::fs::read(&tape).unwrap() == old, "the old tape is back");
    assert!(std::fs::read(&linked).unwrap() == old, "through both names");
    assert_eq!(std::fs::metadata(&tape).unwrap().nlink(), 2);
    let left: Vec<String> = std::fs::read_dir(&disk)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.contains("rollback") || n.ends_with(".partial"))
        .collect();
    assert!(left.is_empty(), "{left:?}");
    assert_eq!(every_part_plays(&tape), 4);
}
