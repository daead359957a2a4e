//! The game journal on disk: every event kind written and read back, a torn last line cut at
//! every byte, garbage, events from a newer version, the choice of the interrupted game, what an
//! append costs on this disk, and a writer killed with SIGKILL at random points.

use std::collections::BTreeSet;
use std::fs::{self, File};
use std::io::{BufRead, BufReader, Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant, SystemTime};

use ansage::language::Language;
use ansage::storage::journal::{
    FORMAT, Header, Journal, JournalError, JournalEvent, ReadNote, Replay, ReplayState,
    find_interrupted_in, journal_dir,
};
use serde_json::{Value, json};
use shakmaty::san::San;
use shakmaty::{CastlingMode, Chess, Color, Position};

mod support;
use support::Rng;

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// A fresh directory for one test, on the disk of the build (not a tmpfs, so that fsync costs
/// what it costs).
fn scratch(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("journal-{name}-{}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    dir
}

fn header() -> Header {
    Header::new(
        START,
        json!({"language": "de", "seats": ["human", "human"], "clock": {"base_ms": 300000}}),
    )
}

fn mv(ply: u32, uci: &str, san: &str) -> JournalEvent {
    JournalEvent::Move {
        ply,
        uci: uci.into(),
        san: san.into(),
        draw_offer: false,
        clock_ms: None,
    }
}

/// One event of every kind, with nothing left at its default.
fn every_kind() -> Vec<JournalEvent> {
    vec![
        JournalEvent::Move {
            ply: 1,
            uci: "e2e4".into(),
            san: "e4".into(),
            draw_offer: true,
            clock_ms: Some([299_000, 300_000]),
        },
        JournalEvent::TakeBack { ply: 1 },
        JournalEvent::Repetition {
            ply: 0,
            count: 2,
            text: "Zug eins, Weiß: Bauer Eva vier (e4).".into(),
        },
        JournalEvent::Correction {
            ply: 1,
            text: "Korrektur: Zug zurückgenommen.".into(),
        },
        JournalEvent::Claim {
            ply: 0,
            kind: "threefold".into(),
            granted: false,
            text: "Die Stellung ist erst zweimal aufgetreten.".into(),
        },
        JournalEvent::ClockSwitch {
            ply: 0,
            clock_ms: [299_000, 300_000],
            running: Some(Color::Black),
        },
        JournalEvent::Reconciliation {
            rule: "F2.8".into(),
            agreed_plies: 0,
            fen: START.into(),
        },
        JournalEvent::Result {
            result: "1/2-1/2".into(),
            reason: "agreement".into(),
        },
        JournalEvent::Setting {
            key: "announce.style".into(),
            value: json!("long"),
        },
        JournalEvent::Note {
            text: "Zeilenumbruch\nund „Anführungszeichen“ \" \\ \u{0} 🙂".into(),
        },
        JournalEvent::Resumed {
            at_unix_ms: 1_777_658_651_532,
        },
        JournalEvent::Adjourned {
            at_unix_ms: 1_777_658_651_600,
        },
        JournalEvent::Closed {
            at_unix_ms: 1_777_658_700_000,
        },
    ]
}

/// Spreads a seed's bits, so that seeds close together start far apart.
fn splitmix(seed: u64) -> u64 {
    let mut z = seed.wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    (z ^ (z >> 31)) | 1
}

/// Held while the crash test starts a writer, and by the tests that take a journal's lock or
/// look whether another process holds it: a child being started holds copies of this
/// process's open files, and so their flock locks, until it runs its own program; in that
/// moment a journal just closed by another test would look held by another process.
static NO_CHILD_STARTING: std::sync::Mutex<()> = std::sync::Mutex::new(());

fn no_child_starting() -> std::sync::MutexGuard<'static, ()> {
    NO_CHILD_STARTING
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}

#[test]
fn every_event_type_round_trips_as_json_lines() {
    let dir = scratch("round-trip");
    let path = dir.join("game.jsonl");
    let events = every_kind();
    let kinds: BTreeSet<&str> = events.iter().map(JournalEvent::kind).collect();
    assert_eq!(
        kinds,
        JournalEvent::KINDS.into_iter().collect(),
        "every_kind() must hold one event of every kind"
    );

    let header = header();
    let mut journal = Journal::create(&path, &header).unwrap();
    assert_eq!(journal.path(), path);
    for event in &events {
        journal.append(event).unwrap();
    }
    drop(journal);

    let replay = Journal::read(&path).unwrap();
    assert_eq!(replay.header, header);
    assert_eq!(replay.header.format, FORMAT);
    assert_eq!(replay.header.ansage_version, env!("CARGO_PKG_VERSION"));
    assert_eq!(replay.events, events);
    assert_eq!(replay.notes, []);
    let bytes = fs::read(&path).unwrap();
    assert_eq!(replay.valid_len, bytes.len() as u64);

    // JSON Lines: one complete object per line, each ending in "\n"; the header first.
    let text = String::from_utf8(bytes).unwrap();
    assert!(text.ends_with('\n'));
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 1 + events.len());
    let first: Value = serde_json::from_str(lines[0]).unwrap();
    assert_eq!(first["ansage_journal"], json!(FORMAT));
    assert_eq!(first["start_fen"], json!(START));
    assert_eq!(first["settings"]["language"], json!("de"));
    for (line, event) in lines[1..].iter().zip(&events) {
        let value: Value = serde_json::from_str(line).unwrap();
        assert_eq!(value["type"], json!(event.kind()), "{line}");
    }
}

#[test]
fn a_move_line_reads_as_documented() {
    let bytes = format!(
        "{}\n{}\n",
        serde_json::to_string(&header()).unwrap(),
        r#"{"type":"move","ply":1,"uci":"e2e4","san":"e4","draw_offer":false}"#
    );
    let replay = Replay::from_bytes(Path::new("x.jsonl"), bytes.as_bytes()).unwrap();
    assert_eq!(replay.events, [mv(1, "e2e4", "e4")]);
    let played = Chess::default().legal_moves()[0];
    let event = JournalEvent::played(1, played, "a3", false, None);
    assert_eq!(
        serde_json::to_value(&event).unwrap(),
        json!({"type": "move", "ply": 1, "uci": played.to_uci(CastlingMode::Standard).to_string(), "san": "a3", "draw_offer": false})
    );
}

#[test]
fn a_fresh_reader_sees_every_event_as_soon_as_append_returns() {
    let dir = scratch("fresh-reader");
    let path = dir.join("game.jsonl");
    let mut journal = Journal::create(&path, &header()).unwrap();
    assert_eq!(Journal::read(&path).unwrap().events, []);
    let mut position = Chess::default();
    for ply in 1..=20 {
        let played = position.legal_moves()[0];
        let san = San::from_move(&position, played).to_string();
        let event = JournalEvent::played(ply, played, san, false, None);
        journal.append(&event).unwrap();
        // A new handle on the file, as after a crash: the event is there.
        let replay = Journal::read(&path).unwrap();
        assert_eq!(replay.events.len(), ply);
        assert_eq!(replay.events.last(), Some(&event));
        position.play_unchecked(played);
    }
    let game = Journal::read(&path).unwrap().to_game().unwrap();
    assert_eq!(game.final_position(), position);
}

#[test]
fn a_torn_last_line_is_dropped_at_every_byte_and_everything_before_survives() {
    let _no_child_starting = no_child_starting();
    let dir = scratch("torn");
    let path = dir.join("game.jsonl");
    let mut events = vec![
        mv(1, "e2e4", "e4"),
        mv(2, "e7e5", "e5"),
        JournalEvent::ClockSwitch {
            ply: 2,
            clock_ms: [1, 2],
            running: Some(Color::White),
        },
        mv(3, "g1f3", "Sf3"),
    ];
    // The last line has multi-byte characters, so some cuts fall inside one.
    events.push(JournalEvent::Note {
        text: "Läufer „ä“ 🙂 und ein längerer Text".into(),
    });
    let mut journal = Journal::create(&path, &header()).unwrap();
    for event in &events {
        journal.append(event).unwrap();
    }
    drop(journal);
    let full = fs::read(&path).unwrap();
    let last_start = full[..full.len() - 1]
        .iter()
        .rposition(|&b| b == b'\n')
        .unwrap()
        + 1;
    let kept = &events[..events.len() - 1];
    let last_line = events.len() + 1;

    let torn = dir.join("torn.jsonl");
    for cut in last_start..full.len() {
        // Cut without its newline …
        fs::write(&torn, &full[..cut]).unwrap();
        let replay = Journal::read(&torn).unwrap();
        assert_eq!(replay.events, kept, "cut at {cut}");
        assert_eq!(replay.valid_len, last_start as u64);
        if cut == last_start {
            assert_eq!(replay.notes, [], "cut at {cut}");
        } else {
            assert_eq!(
                replay.notes,
                [ReadNote::TornLastLine {
                    line: last_line,
                    bytes: cut - last_start
                }],
                "cut at {cut}"
            );
            assert!(replay.dropped_torn_line());
        }
        // … and a torn line that got its newline after all (not valid JSON).
        if cut > last_start && cut < full.len() - 1 {
            let mut bytes = full[..cut].to_vec();
            bytes.push(b'\n');
            fs::write(&torn, &bytes).unwrap();
            let replay = Journal::read(&torn).unwrap();
            assert_eq!(replay.events, kept, "cut at {cut} with newline");
            assert!(replay.dropped_torn_line(), "cut at {cut} with newline");
        }
    }

    // Power loss can leave zeros instead of the line.
    let mut zeros = full[..last_start].to_vec();
    zeros.extend_from_slice(&[0; 300]);
    fs::write(&torn, &zeros).unwrap();
    assert_eq!(Journal::read(&torn).unwrap().events, kept);

    // Resuming cuts the torn line off and goes on from a clean end.
    fs::write(&torn, &full[..full.len() - 7]).unwrap();
    let (mut journal, replay) = Journal::resume(&torn).unwrap();
    assert!(replay.dropped_torn_line());
    assert!(
        replay.notes[0]
            .message(Language::GERMAN)
            .contains("nicht vollständig")
    );
    assert!(
        replay.notes[0]
            .message(Language::ENGLISH)
            .contains("not completely saved")
    );
    journal.append(&mv(4, "b8c6", "Sc6")).unwrap();
    drop(journal);
    let again = Journal::read(&torn).unwrap();
    assert_eq!(again.notes, []);
    assert_eq!(&again.events[..kept.len()], kept);
    assert!(matches!(
        again.events[kept.len()],
        JournalEvent::Resumed { .. }
    ));
    assert_eq!(again.events[kept.len() + 1], mv(4, "b8c6", "Sc6"));
    assert_eq!(again.moves().len(), 4);
}

#[test]
fn every_cut_of_a_whole_journal_keeps_the_complete_lines_before_it() {
    let mut bytes = serde_json::to_vec(&header()).unwrap();
    bytes.push(b'\n');
    let header_len = bytes.len();
    let mut ends = Vec::new();
    for event in every_kind() {
        bytes.extend(serde_json::to_vec(&event).unwrap());
        bytes.push(b'\n');
        ends.push(bytes.len());
    }
    let events = every_kind();
    for cut in 0..=bytes.len() {
        match Replay::from_bytes(Path::new("cut.jsonl"), &bytes[..cut]) {
            Ok(replay) => {
                let complete = ends.iter().filter(|&&end| end <= cut).count();
                assert_eq!(replay.events, events[..complete], "cut at {cut}");
                let torn = cut > header_len && !ends.contains(&cut);
                assert_eq!(replay.dropped_torn_line(), torn, "cut at {cut}");
            }
            Err(JournalError::NotAJournal { .. }) => assert!(cut < header_len, "cut at {cut}"),
            Err(e) => panic!("cut at {cut}: {e}"),
        }
    }
}

#[test]
fn garbage_is_no_journal_and_says_so() {
    let _no_child_starting = no_child_starting();
    let dir = scratch("garbage");
    let mut rng = Rng::new(0x9e37_79b9_7f4a_7c15);
    let random: Vec<u8> = (0..4096).map(|_| rng.next() as u8).collect();
    let torn_header = serde_json::to_string(&header()).unwrap();
    let cases: Vec<(&str, Vec<u8>)> = vec![
        ("empty", Vec::new()),
        ("text", b"hello\nworld\n".to_vec()),
        ("random", random),
        ("zeros", vec![0; 4096]),
        ("array", b"[1,2,3]\n".to_vec()),
        (
            "event-first",
            b"{\"type\":\"move\",\"ply\":1,\"uci\":\"e2e4\",\"san\":\"e4\"}\n".to_vec(),
        ),
        (
            "pgn",
            b"[Event \"?\"]\n\n1. e4 e5 2. Nf3 *\n".to_vec(),
        ),
        (
            "torn-header",
            torn_header.as_bytes()[..torn_header.len() / 2].to_vec(),
        ),
        ("header-without-newline", torn_header.as_bytes().to_vec()),
        ("format-zero", b"{\"ansage_journal\":0,\"ansage_version\":\"0\",\"created\":\"\",\"created_unix_ms\":0,\"start_fen\":\"\"}\n".to_vec()),
    ];
    for (name, bytes) in cases {
        let path = dir.join(format!("{name}.jsonl"));
        fs::write(&path, &bytes).unwrap();
        let error = Journal::read(&path).unwrap_err();
        assert!(
            matches!(error, JournalError::NotAJournal { .. }),
            "{name}: {error}"
        );
        assert!(error.to_string().contains("is not an ansage journal"));
        assert!(
            error
                .message(Language::GERMAN)
                .contains("kein lesbarer Spielverlauf")
        );
        assert!(
            error
                .message(Language::ENGLISH)
                .contains("not a readable ansage game journal")
        );
        assert!(Journal::resume(&path).is_err(), "{name}");
        // Nothing was changed on disk.
        assert_eq!(fs::read(&path).unwrap(), bytes, "{name}");
    }

    // A journal from a newer, incompatible ansage.
    let mut newer = serde_json::to_value(header()).unwrap();
    newer["ansage_journal"] = json!(FORMAT + 1);
    let path = dir.join("newer.jsonl");
    fs::write(&path, format!("{newer}\n")).unwrap();
    let error = Journal::read(&path).unwrap_err();
    assert!(matches!(error, JournalError::NewerFormat { found, .. } if found == FORMAT + 1));
    assert!(error.message(Language::GERMAN).contains("neueren"));

    // A missing file.
    let error = Journal::read(&dir.join("missing.jsonl")).unwrap_err();
    assert!(matches!(&error, JournalError::Read { .. }));
    assert!(
        error
            .message(Language::GERMAN)
            .contains("gibt es nicht mehr")
    );
    assert!(
        error
            .message(Language::ENGLISH)
            .contains("no longer exists")
    );

    // A damaged line in the middle: the game stands up to it; resume keeps a copy.
    let path = dir.join("damaged.jsonl");
    let mut journal = Journal::create(&path, &header()).unwrap();
    journal.append(&mv(1, "e2e4", "e4")).unwrap();
    drop(journal);
    let mut file = fs::OpenOptions::new().append(true).open(&path).unwrap();
    file.write_all(b"#garbage\n{\"type\":\"move\",\"ply\":2,\"uci\":\"e7e5\",\"san\":\"e5\"}\n")
        .unwrap();
    drop(file);
    let replay = Journal::read(&path).unwrap();
    assert_eq!(replay.events, [mv(1, "e2e4", "e4")]);
    assert_eq!(
        replay.notes,
        [ReadNote::Damaged {
            line: 3,
            lines_after: 1,
            reason: ansage::storage::journal::DamageReason::NotJson,
        }]
    );
    assert!(
        replay.notes[0]
            .message(Language::GERMAN)
            .contains("Zeile 3")
    );
    let (journal, _) = Journal::resume(&path).unwrap();
    drop(journal);
    let copies = fs::read_dir(&dir)
        .unwrap()
        .filter(|e| {
            e.as_ref()
                .unwrap()
                .file_name()
                .to_string_lossy()
                .starts_with("damaged.jsonl.damaged-")
        })
        .count();
    assert_eq!(copies, 1);
    assert_eq!(Journal::read(&path).unwrap().notes, []);
}

#[test]
fn unknown_event_kinds_from_a_newer_version_are_skipped_with_a_note() {
    let _no_child_starting = no_child_starting();
    let dir = scratch("unknown");
    let path = dir.join("game.jsonl");
    let mut text = serde_json::to_string(&header()).unwrap();
    // A newer header field, a newer event kind, and a newer field on a known kind.
    text.insert_str(1, "\"future_header_field\":[1,2],");
    text.push('\n');
    text.push_str(r#"{"type":"move","ply":1,"uci":"e2e4","san":"e4","draw_offer":false}"#);
    text.push('\n');
    text.push_str(r#"{"type":"premove_hint","square":"e5","confidence":0.5}"#);
    text.push('\n');
    text.push_str(
        r#"{"type":"move","ply":2,"uci":"e7e5","san":"e5","draw_offer":false,"think_ms":1200}"#,
    );
    text.push('\n');
    fs::write(&path, &text).unwrap();
    let replay = Journal::read(&path).unwrap();
    assert_eq!(replay.events, [mv(1, "e2e4", "e4"), mv(2, "e7e5", "e5")]);
    assert_eq!(
        replay.notes,
        [ReadNote::UnknownEvent {
            line: 3,
            kind: "premove_hint".into()
        }]
    );
    assert!(
        replay.notes[0]
            .message(Language::GERMAN)
            .contains("„premove_hint“")
    );
    assert!(!replay.dropped_torn_line());
    assert_eq!(replay.valid_len, text.len() as u64);
    // Resuming keeps the unknown line for the newer version.
    let (journal, _) = Journal::resume(&path).unwrap();
    drop(journal);
    assert!(fs::read_to_string(&path).unwrap().starts_with(&text));

    // A known kind with a field missing is damage, not a newer kind.
    let broken = format!(
        "{}\n{}\n",
        serde_json::to_string(&header()).unwrap(),
        r#"{"type":"move","ply":1}"#
    );
    let replay = Replay::from_bytes(Path::new("x.jsonl"), broken.as_bytes()).unwrap();
    assert_eq!(replay.events, []);
    assert!(!replay.dropped_torn_line());
    assert_eq!(
        replay.notes,
        [ReadNote::Damaged {
            line: 2,
            lines_after: 0,
            reason: ansage::storage::journal::DamageReason::BadField("move".into()),
        }]
    );
}

/// Issue 13: a complete last line that is valid JSON but no possible event (a negative ply,
/// a negative clock, nesting deeper than 128) is damage, not a torn write: it is said with
/// what is wrong, and resuming keeps a copy of the file before it cuts the line.
#[test]
fn a_whole_bad_last_line_is_damage_kept_in_a_copy() {
    let _no_child_starting = no_child_starting();
    for (bad, expected) in [
        (
            r#"{"type":"move","ply":-1,"uci":"e7e5","san":"e5"}"#.to_owned(),
            "unmöglichen Wert",
        ),
        (
            r#"{"type":"clock_switch","ply":2,"clock_ms":[-5,3]}"#.to_owned(),
            "unmöglichen Wert",
        ),
        (
            format!("{}1{}", "[".repeat(200), "]".repeat(200)),
            "kein gültiges JSON",
        ),
    ] {
        let dir = scratch("bad-last");
        let path = dir.join("game.jsonl");
        let mut journal = Journal::create(&path, &header()).unwrap();
        journal.append(&mv(1, "e2e4", "e4")).unwrap();
        drop(journal);
        let mut file = fs::OpenOptions::new().append(true).open(&path).unwrap();
        file.write_all(format!("{bad}\n").as_bytes()).unwrap();
        drop(file);
        let (journal, replay) = Journal::resume(&path).unwrap();
        drop(journal);
        assert_eq!(replay.moves().len(), 1);
        let said = replay.notes[0].message(Language::GERMAN);
        assert!(
            said.contains("Zeile 3") && said.contains(expected),
            "{bad}: {said}"
        );
        let copies: Vec<String> = fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .filter(|n| n.contains(".damaged"))
            .collect();
        assert_eq!(copies.len(), 1, "{bad}: {copies:?}");
        let copy = fs::read_to_string(dir.join(&copies[0])).unwrap();
        assert!(copy.contains(&bad), "the copy keeps the line");
        fs::remove_dir_all(&dir).unwrap();
    }
}

fn set_mtime(path: &Path, seconds_ago: u64) {
    let file = File::options().write(true).open(path).unwrap();
    file.set_modified(SystemTime::now() - Duration::from_secs(seconds_ago))
        .unwrap();
}

fn journal_with(dir: &Path, name: &str, events: &[JournalEvent], seconds_ago: u64) -> PathBuf {
    let path = dir.join(name);
    let mut journal = Journal::create(&path, &header()).unwrap();
    for event in events {
        journal.append(event).unwrap();
    }
    drop(journal);
    set_mtime(&path, seconds_ago);
    path
}

#[test]
fn find_interrupted_picks_the_most_recent_unfinished_game() {
    let _no_child_starting = no_child_starting();
    let dir = scratch("find");
    assert_eq!(find_interrupted_in(&dir), None);
    assert_eq!(find_interrupted_in(&dir.join("missing")), None);
    let e4 = mv(1, "e2e4", "e4");
    let older = journal_with(&dir, "older.jsonl", std::slice::from_ref(&e4), 500);
    let newer = journal_with(&dir, "newer.jsonl", &[e4.clone(), mv(2, "e7e5", "e5")], 100);
    journal_with(
        &dir,
        "closed.jsonl",
        &[e4.clone(), JournalEvent::Closed { at_unix_ms: 1 }],
        10,
    );
    journal_with(
        &dir,
        "finished.jsonl",
        &[
            e4.clone(),
            JournalEvent::Result {
                result: "1-0".into(),
                reason: "resignation".into(),
            },
        ],
        5,
    );
    journal_with(&dir, "empty-game.jsonl", &[], 2);
    let taken_back = [e4.clone(), JournalEvent::TakeBack { ply: 1 }];
    journal_with(&dir, "all-taken-back.jsonl", &taken_back, 1);
    fs::write(dir.join("garbage.jsonl"), b"\x00\x01garbage").unwrap();
    // Not journals by name or kind, however new.
    fs::copy(&newer, dir.join("copy.txt")).unwrap();
    fs::create_dir(dir.join("folder.jsonl")).unwrap();

    assert_eq!(find_interrupted_in(&dir), Some(newer.clone()));
    // A torn last line does not hide the game.
    let mut file = fs::OpenOptions::new().append(true).open(&newer).unwrap();
    file.write_all(b"{\"type\":\"mo").unwrap();
    drop(file);
    set_mtime(&newer, 100);
    assert_eq!(find_interrupted_in(&dir), Some(newer.clone()));

    // Resumed, the game is interrupted again until closed.
    let (journal, replay) = Journal::resume(&newer).unwrap();
    assert_eq!(replay.moves().len(), 2);
    drop(journal);
    assert_eq!(find_interrupted_in(&dir), Some(newer.clone()));
    Journal::resume(&newer).unwrap().0.close().unwrap();
    assert_eq!(find_interrupted_in(&dir), Some(older.clone()));
    // The player chose a new game instead.
    Journal::abandon(&older).unwrap();
    assert_eq!(find_interrupted_in(&dir), None);
    // Finished journals are set aside, unread but for their last line, and stay readable.
    let set_aside = dir.join("finished").join("older.jsonl");
    assert_eq!(Journal::read(&set_aside).unwrap().moves().len(), 1);
    for name in ["closed.jsonl", "finished.jsonl", "newer.jsonl"] {
        assert!(dir.join("finished").join(name).is_file(), "{name}");
        assert!(!dir.join(name).exists(), "{name}");
    }
    // Garbage is left where it is.
    assert!(dir.join("garbage.jsonl").is_file());

    // A game taken back after its end goes on.
    journal_with(
        &dir,
        "reopened.jsonl",
        &[
            e4,
            mv(2, "e7e5", "e5"),
            JournalEvent::Result {
                result: "0-1".into(),
                reason: "checkmate".into(),
            },
            JournalEvent::TakeBack { ply: 2 },
        ],
        50,
    );
    assert_eq!(find_interrupted_in(&dir), Some(dir.join("reopened.jsonl")));
}

#[test]
fn journals_are_named_by_time_and_process_in_a_directory_made_for_them() {
    let dir = scratch("names").join("state").join("ansage").join("games");
    let first = Journal::create_in(&dir, &header()).unwrap();
    let second = Journal::create_in(&dir, &header()).unwrap();
    assert_ne!(first.path(), second.path());
    for journal in [&first, &second] {
        let name = journal.path().file_name().unwrap().to_string_lossy();
        assert!(name.ends_with(".jsonl"), "{name}");
        assert!(name.contains(&std::process::id().to_string()), "{name}");
        assert!(name.starts_with("20"), "{name}");
        assert_eq!(journal.path().parent(), Some(dir.as_path()));
    }
    // Creating over an existing journal is refused.
    let error = Journal::create(first.path(), &header()).unwrap_err();
    assert!(matches!(error, JournalError::Create { .. }));
    assert!(!journal_dir().unwrap().as_os_str().is_empty());

    // A directory that cannot be made (a file is in the way).
    let blocked = scratch("blocked");
    fs::write(blocked.join("file"), b"").unwrap();
    let error = Journal::create_in(&blocked.join("file").join("games"), &header()).unwrap_err();
    assert!(matches!(error, JournalError::Directory { .. }), "{error}");
    assert!(
        error
            .message(Language::GERMAN)
            .contains("Der Spielverlauf lässt sich nicht")
    );
    assert!(
        error
            .message(Language::ENGLISH)
            .contains("ANSAGE_JOURNAL_DIR")
    );
}

#[test]
fn io_errors_say_what_to_do_in_both_languages() {
    let path = PathBuf::from("/home/anna/.local/state/ansage/games/x.jsonl");
    let cases = [
        (std::io::ErrorKind::StorageFull, "voll", "full"),
        (
            std::io::ErrorKind::PermissionDenied,
            "Keine Berechtigung",
            "No permission",
        ),
        (
            std::io::ErrorKind::ReadOnlyFilesystem,
            "schreibgeschützt",
            "read-only",
        ),
        (std::io::ErrorKind::Other, "Prüfen Sie", "Check the disk"),
    ];
    for (kind, german, english) in cases {
        let error = JournalError::Write {
            path: path.clone(),
            source: kind.into(),
        };
        let de = error.message(Language::GERMAN);
        let en = error.message(Language::ENGLISH);
        assert!(de.contains(german) && de.contains("x.jsonl"), "{de}");
        assert!(en.contains(english) && en.contains("x.jsonl"), "{en}");
    }
    let error = JournalError::Read {
        path,
        source: std::io::ErrorKind::PermissionDenied.into(),
    };
    assert!(error.message(Language::GERMAN).contains("Rechte"));
    assert!(
        JournalError::NoPlace
            .message(Language::GERMAN)
            .contains("ANSAGE_JOURNAL_DIR")
    );
}

// ---------------------------------------------------------------------------------------------
// SIGKILL at random points. The test binary runs itself as the writer (`crash_child`): it
// journals a scripted game and prints "@announced N" after each append returns, as the play
// loop announces an event only after it is on disk. The parent kills it at a random moment,
// then checks that the journal reads, holds exactly the script up to at least the last
// announced event (and at most one event more: written, not yet announced), and that the next
// writer resumes it from there.

const CHILD_ENV: &str = "ANSAGE_JOURNAL_CRASH_CHILD";

/// The scripted game: moves chosen from the legal ones, take-backs, clock switches, notes (some
/// of 1 MiB, so that a kill can land in the middle of a write), settings, a result taken back.
struct Script {
    index: usize,
    positions: Vec<Chess>,
}

impl Script {
    fn new() -> Self {
        Script {
            index: 0,
            positions: vec![Chess::default()],
        }
    }

    fn ply(&self) -> u32 {
        (self.positions.len() - 1) as u32
    }

    fn take_back(&mut self) -> JournalEvent {
        let ply = self.ply();
        if self.positions.len() > 1 {
            self.positions.pop();
        }
        JournalEvent::TakeBack { ply }
    }

    fn next_event(&mut self) -> JournalEvent {
        let i = self.index;
        self.index += 1;
        let ply = self.ply();
        let clocks = [300_000 - i as u64 * 10, 300_000 - i as u64 * 7];
        if i % 40 == 37 {
            return JournalEvent::Result {
                result: "*".into(),
                reason: "test".into(),
            };
        }
        if i % 24 == 23 {
            return JournalEvent::Setting {
                key: "announce.style".into(),
                value: json!(i),
            };
        }
        match i % 8 {
            2 => JournalEvent::ClockSwitch {
                ply,
                clock_ms: clocks,
                running: Some(if ply.is_multiple_of(2) {
                    Color::White
                } else {
                    Color::Black
                }),
            },
            4 => JournalEvent::Note {
                text: if i % 16 == 4 {
                    "x".repeat(1024 * 1024)
                } else {
                    format!("Anmerkung {i}: „Läufer“")
                },
            },
            6 => self.take_back(),
            _ => {
                let position = self.positions.last().unwrap().clone();
                let legal = position.legal_moves();
                if legal.is_empty() {
                    return self.take_back();
                }
                let played = legal[(i * 7919) % legal.len()];
                let san = San::from_move(&position, played).to_string();
                let mut after = position;
                after.play_unchecked(played);
                self.positions.push(after);
                JournalEvent::played(
                    self.ply() as usize,
                    played,
                    san,
                    i.is_multiple_of(11),
                    Some(clocks),
                )
            }
        }
    }

    fn take(count: usize) -> Vec<JournalEvent> {
        let mut script = Script::new();
        (0..count).map(|_| script.next_event()).collect()
    }
}

/// The events of the game, without the session markers a resume adds.
fn payload(events: &[JournalEvent]) -> Vec<JournalEvent> {
    events
        .iter()
        .filter(|e| !matches!(e, JournalEvent::Resumed { .. }))
        .cloned()
        .collect()
}

/// The writer, run by `sigkill_at_random_points_loses_nothing_announced`; does nothing unless
/// started by it.
#[test]
fn crash_child() {
    let Some(path) = std::env::var_os(CHILD_ENV) else {
        return;
    };
    let path = PathBuf::from(path);
    let mut out = std::io::stdout();
    let (mut journal, done) = if path.exists() {
        let (journal, replay) = Journal::resume(&path).expect("resume");
        (journal, payload(&replay.events).len())
    } else {
        (Journal::create(&path, &header()).expect("create"), 0)
    };
    let mut script = Script::new();
    for _ in 0..done {
        script.next_event();
    }
    writeln!(out, "@ready {done}").unwrap();
    out.flush().unwrap();
    // Never outlive a parent that failed to kill.
    let deadline = Instant::now() + Duration::from_secs(20);
    let mut count = done;
    while Instant::now() < deadline {
        let event = script.next_event();
        if matches!(&event, JournalEvent::Note { text } if text.len() > 65536) {
            // The parent may aim its kill at this long write.
            writeln!(out, "@big").unwrap();
            out.flush().unwrap();
        }
        journal.append(&event).expect("append");
        count += 1;
        writeln!(out, "@announced {count}").unwrap();
        out.flush().unwrap();
    }
}

#[test]
fn sigkill_at_random_points_loses_nothing_announced() {
    const RUNS: usize = 50;
    let seed = std::env::var("ANSAGE_JOURNAL_CRASH_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| {
            SystemTime::now()
                .duration_since(SystemTime::UNIX_EPOCH)
                .unwrap()
                .as_nanos() as u64
        });
    let mut rng = Rng::new(splitmix(seed));
    let dir = scratch("crash");
    let path = dir.join("game.jsonl");
    let exe = std::env::current_exe().unwrap();
    // What the last writer said on stderr, if it failed.
    let child_errors = dir.join("writer.stderr");
    // Events known to be on disk: the writer announced them, or a reader saw them.
    let mut durable = 0;
    let (mut torn, mut unannounced, mut before_ready) = (0, 0, 0);
    for run in 0..RUNS {
        let context = format!(
            "run {run}, seed {seed} (ANSAGE_JOURNAL_CRASH_SEED), writer's errors in {}",
            child_errors.display()
        );
        let mut child = {
            let _starting = no_child_starting();
            Command::new(&exe)
                .args(["crash_child", "--exact", "--nocapture", "--test-threads=1"])
                .env(CHILD_ENV, &path)
                .stdout(Stdio::piped())
                .stderr(File::create(&child_errors).unwrap())
                .spawn()
                .unwrap()
        };
        let mut stdout = BufReader::new(child.stdout.take().unwrap());
        let mut output = String::new();
        let mut wait_for = |mark: &str, output: &mut String| {
            while !output.contains(mark) {
                if stdout.read_line(output).unwrap() == 0 {
                    panic!("{context}: the writer ended before {mark}:\n{output}");
                }
            }
        };
        match rng.below(5) {
            // While it starts, creates or resumes.
            0 => std::thread::sleep(Duration::from_micros(rng.below(15_000) as u64)),
            // In the middle of writing a long line.
            1 => {
                wait_for("@big", &mut output);
                std::thread::sleep(Duration::from_micros(rng.below(400) as u64));
            }
            // Anywhere in the game.
            _ => {
                wait_for("@ready", &mut output);
                std::thread::sleep(Duration::from_micros(rng.below(40_000) as u64));
            }
        }
        child.kill().unwrap();
        let status = child.wait().unwrap();
        assert!(!status.success(), "{context}: the writer was not killed");
        stdout.read_to_string(&mut output).unwrap();
        let ready = output.contains("@ready");
        let announced = output
            .lines()
            .filter_map(|line| line.split_once("@announced ").map(|(_, n)| n))
            .filter_map(|n| n.trim().parse::<usize>().ok())
            .max()
            .unwrap_or(0)
            .max(durable);

        let replay = match Journal::read(&path) {
            Ok(replay) => replay,
            Err(JournalError::Read { source, .. })
                if source.kind() == std::io::ErrorKind::NotFound =>
            {
                assert!(!ready, "{context}: the journal vanished");
                before_ready += 1;
                continue;
            }
            Err(JournalError::NotAJournal { .. }) if durable == 0 && !ready => {
                // Killed while creating: nothing was announced, nothing to keep.
                fs::remove_file(&path).unwrap();
                before_ready += 1;
                continue;
            }
            Err(e) => panic!("{context}: {e}"),
        };
        if !ready {
            before_ready += 1;
        }
        torn += usize::from(replay.dropped_torn_line());
        assert!(
            replay
                .notes
                .iter()
                .all(|n| matches!(n, ReadNote::TornLastLine { .. })),
            "{context}: {:?}",
            replay.notes
        );
        let events = payload(&replay.events);
        assert!(
            events.len() >= announced,
            "{context}: {} events on disk, {announced} announced",
            events.len()
        );
        assert!(
            events.len() <= announced + 1,
            "{context}: {} events on disk, only {announced} announced",
            events.len()
        );
        unannounced += events.len() - announced;
        let expected = Script::take(events.len());
        assert!(
            events == expected,
            "{context}: the journal is not the script"
        );
        // The resumed game equals the uninterrupted one after the same events.
        assert_eq!(
            replay.state(),
            ReplayState::replay(&replay.header.settings, &expected),
            "{context}"
        );
        let mut script = Script::new();
        for _ in 0..events.len() {
            script.next_event();
        }
        let game = replay
            .to_game()
            .unwrap_or_else(|e| panic!("{context}: {e}"));
        assert_eq!(
            &game.final_position(),
            script.positions.last().unwrap(),
            "{context}"
        );
        durable = events.len();
    }
    let (journal, replay) = Journal::resume(&path).unwrap();
    journal.close().unwrap();
    assert!(
        replay
            .notes
            .iter()
            .all(|n| matches!(n, ReadNote::TornLastLine { .. }))
    );
    assert!(!Journal::read(&path).unwrap().state().is_interrupted());
    // The journal holds megabytes of notes: not kept after a passing run.
    fs::remove_dir_all(&dir).unwrap();
    eprintln!(
        "SIGKILL test, seed {seed}: {RUNS} runs, {durable} events journaled, {torn} torn last lines dropped, \
         {unannounced} events on disk but not yet announced, {before_ready} kills before the writer was ready"
    );
}
