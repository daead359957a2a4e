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
    support::liblouis_there()
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

/// A game with `--braille-record BRF` in `dir`: two moves, then resigned; gives what was said.
fn game_onto(brf: &Path, dir: &Path) -> (Output, String) {
    let out = support::play_plain(
        &["--braille-record", brf.to_str().unwrap()],
        &["e4", "e5", "aufgeben", "ja"],
        Duration::from_millis(50),
        dir,
    );
    let said = text(&out);
    (out, said)
}

/// Issue 31, fault harness for the braille record: a FIFO, `/dev/full` and `/dev/zero` named
/// as the record are refused in one sentence without waiting, and the game goes on to its
/// end; nothing is written into them and no lock file is left in `/dev`.
#[test]
fn special_files_as_the_braille_record_are_refused_and_the_game_goes_on() {
    if !liblouis() {
        return;
    }
    let dir = support::fresh_dir("braille-special");
    let fifo = dir.join("band.brf");
    support::make_fifo(&fifo);
    for brf in [
        fifo.as_path(),
        Path::new("/dev/full"),
        Path::new("/dev/zero"),
    ] {
        let (out, said) = game_onto(brf, &dir);
        assert!(out.status.success(), "{}: {said}", brf.display());
        assert!(said.contains("Weiß gibt auf"), "{}: {said}", brf.display());
        let refusals = said
            .matches("Die Braille-Aufzeichnung lässt sich nicht in")
            .count();
        assert_eq!(refusals, 1, "{}: said once: {said}", brf.display());
        assert!(said.contains("keine gewöhnliche Datei"), "{said}");
    }
    assert!(!Path::new("/dev/.full.lock").exists());
    assert!(!Path::new("/dev/.zero.lock").exists());
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A braille record behind a symbolic link is written where the link points, as a PGN file
/// is, and the link stays; a hard-linked record is rewritten so that both names show the new
/// record, and stays one file.
#[test]
fn a_linked_braille_record_keeps_its_links() {
    use std::os::unix::fs::MetadataExt;
    if !liblouis() {
        return;
    }
    let dir = support::fresh_dir("braille-links");
    let real = dir.join("echt.brf");
    std::fs::write(&real, "alt").unwrap();
    let link = dir.join("link.brf");
    std::os::unix::fs::symlink(&real, &link).unwrap();
    let (out, said) = game_onto(&link, &dir);
    assert!(out.status.success(), "{said}");
    assert!(std::fs::symlink_metadata(&link).unwrap().is_symlink());
    let record = std::fs::read_to_string(&real).unwrap();
    assert!(record.len() > 10 && record != "alt", "{record:?}");

    let other = dir.join("zweiter-name.brf");
    std::fs::hard_link(&real, &other).unwrap();
    // Both names show the old content (written in place), until the game writes the record.
    std::fs::write(&real, "alt").unwrap();
    let (out, said) = game_onto(&real, &dir);
    assert!(out.status.success(), "{said}");
    let newer = std::fs::read_to_string(&other).unwrap();
    assert_eq!(newer, record, "the second name shows the record");
    assert_eq!(newer, std::fs::read_to_string(&real).unwrap());
    assert_eq!(std::fs::metadata(&real).unwrap().nlink(), 2);
    assert_eq!(
        std::fs::metadata(&real).unwrap().ino(),
        std::fs::metadata(&other).unwrap().ino()
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A braille record on a full disk (a tmpfs with no room left): the record there stays byte
/// for byte, the refusal is said once, and the game goes on to its end. Skipped, with a
/// sentence, where this machine cannot mount a tmpfs.
#[test]
fn a_full_disk_leaves_the_braille_record_as_it_was() {
    if !liblouis() {
        return;
    }
    let dir = support::fresh_dir("braille-full");
    let disk = dir.join("disk");
    let Some(tmpfs) = support::Tmpfs::mount(&disk, "256k") else {
        return;
    };
    let brf = disk.join("partie.brf");
    let earlier = "   ,partie \n".repeat(100);
    std::fs::write(&brf, &earlier).unwrap();
    // Fill the disk to the last block.
    let mut filler = std::fs::File::create(disk.join("filler")).unwrap();
    while filler.write_all(&[0u8; 4096]).is_ok() {}
    drop(filler);
    let (out, said) = game_onto(&brf, &dir);
    assert!(out.status.success(), "{said}");
    assert!(said.contains("Weiß gibt auf"), "{said}");
    let refusals = said
        .matches("Die Braille-Aufzeichnung lässt sich nicht in")
        .count();
    assert_eq!(refusals, 1, "said once: {said}");
    assert!(said.contains("voll"), "{said}");
    assert_eq!(std::fs::read_to_string(&brf).unwrap(), earlier);
    let left: Vec<String> = std::fs::read_dir(&disk)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.starts_with('.'))
        .collect();
    assert!(left.is_empty(), "{left:?}");
    drop(tmpfs);
    std::fs::remove_dir_all(&dir).unwrap();
}
