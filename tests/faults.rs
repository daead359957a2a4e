//! Issue 13: attacks on the real binary that once lost data, hung or panicked, kept as tests:
//! closed pipes, endless and special files, two programs at one file, a full disk, odd
//! journals.

mod support;

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

/// `pgn` and `replay` of endless or special files (`/dev/zero`, `/dev/urandom`, a FIFO) and
/// of a file larger than ansage reads: refused at once with a sentence, memory flat. Before,
/// `/dev/zero` grew to 7 GB in 8 s and a FIFO hung.
#[test]
fn endless_special_and_huge_files_are_refused_with_memory_flat() {
    let dir = std::env::temp_dir().join(format!("ansage-faults-read-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let fifo = dir.join("fifo.pgn");
    let made = Command::new("mkfifo").arg(&fifo).status();
    let huge = dir.join("huge.pgn");
    let file = std::fs::File::create(&huge).unwrap();
    file.set_len(65 * 1024 * 1024).unwrap();
    let mut paths = vec![
        ("/dev/zero".into(), "keine gewöhnliche Datei"),
        ("/dev/urandom".into(), "keine gewöhnliche Datei"),
        (huge, "größer als 64 MiB"),
    ];
    if made.is_ok_and(|s| s.success()) {
        paths.push((fifo, "keine gewöhnliche Datei"));
    }
    let mut rss = 0;
    for (path, expected) in &paths {
        for subcommand in [
            &["pgn"][..],
            &["pgn", "--check"][..],
            &["replay", "--speech", "none"][..],
        ] {
            let child = Command::new(env!("CARGO_BIN_EXE_ansage"))
                .args(subcommand)
                .arg(path)
                .stdin(Stdio::null())
                .stdout(Stdio::piped())
                .stderr(Stdio::piped())
                .spawn()
                .expect("ansage runs");
            let (output, peak) = support::output_with_peak_memory(child, std::thread::spawn(|| {}));
            rss = rss.max(peak);
            let stderr = String::from_utf8_lossy(&output.stderr);
            assert_eq!(
                output.status.code(),
                Some(3),
                "{subcommand:?} {path:?}: {stderr}"
            );
            assert!(
                stderr.contains(expected),
                "{subcommand:?} {path:?}: {stderr}"
            );
        }
    }
    assert!(rss < 200 * 1024, "a child used {rss} KiB");
}

/// Runs `ansage play --plain --speech none ARGS` in `dir` with `lines` as its input.
fn play(dir: &std::path::Path, args: &[&str], lines: &str) -> std::process::Output {
    let lines: Vec<&str> = lines.lines().collect();
    support::play_plain(args, &lines, std::time::Duration::ZERO, dir)
}

/// `--pgn` with a Latin-1 file written by an old database program: the earlier games keep
/// every byte (before, each non-ASCII byte became U+FFFD), and the new game follows.
#[test]
fn a_latin1_pgn_file_keeps_its_bytes() {
    let dir = std::env::temp_dir().join(format!("ansage-faults-latin1-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let pgn = dir.join("old.pgn");
    let earlier: &[u8] =
        b"[Event \"Caf\xe9 M\xfcller\"]\n[White \"J\xf6rg\"]\n[Black \"?\"]\n[Result \"1-0\"]\n\n1. e4 e5 1-0\n";
    std::fs::write(&pgn, earlier).unwrap();
    let output = play(&dir, &["--pgn", pgn.to_str().unwrap()], "d4\nd5\n");
    assert!(output.status.success());
    let written = std::fs::read(&pgn).unwrap();
    assert!(
        written.starts_with(earlier),
        "{:?}",
        String::from_utf8_lossy(&written)
    );
    assert!(String::from_utf8_lossy(&written).contains("1. d4 d5 *"));
}

/// `--pgn` naming a FIFO or `/dev/zero`, and `speichern /dev/zero` during play: refused
/// with a sentence, the game goes on (before, the start hung, or memory grew to 24 GB).
#[test]
fn special_files_as_the_game_file_are_refused_and_the_game_goes_on() {
    let dir = std::env::temp_dir().join(format!("ansage-faults-special-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let fifo = dir.join("fifo.pgn");
    let mut targets = vec!["/dev/zero".to_owned()];
    if Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .is_ok_and(|s| s.success())
    {
        targets.push(fifo.to_str().unwrap().to_owned());
    }
    let mut rss = 0;
    let mut play = |dir: &std::path::Path, args: &[&str], lines: &str| {
        let lines: Vec<&str> = lines.lines().collect();
        let (output, peak) = support::play_plain_with_peak_memory(args, &lines, dir);
        rss = rss.max(peak);
        output
    };
    for target in &targets {
        let output = play(&dir, &["--pgn", target], "e4\ne5\n");
        let said = String::from_utf8_lossy(&output.stdout);
        assert!(said.contains("keine gewöhnliche Datei"), "{target}: {said}");
        assert!(
            said.contains("Zug eins, Schwarz: Bauer Eva fünf (e5)."),
            "{said}"
        );
        let output = play(&dir, &[], &format!("e4\nspeichern {target}\ne5\n"));
        let said = String::from_utf8_lossy(&output.stdout);
        assert!(said.contains("keine gewöhnliche Datei"), "{target}: {said}");
        assert!(
            said.contains("Zug eins, Schwarz: Bauer Eva fünf (e5)."),
            "{said}"
        );
    }
    assert!(rss < 200 * 1024, "a child used {rss} KiB");
}

/// Starts `ansage play --plain` in `dir` and keeps it running; returns it once it has
/// printed a line containing `ready`.
fn running(dir: &std::path::Path, args: &[&str], ready: &str) -> std::process::Child {
    use std::io::{BufRead, BufReader, Write};
    let mut child = support::spawn_play(args, dir);
    let mut input = child.stdin.take().unwrap();
    writeln!(input, "e4").unwrap();
    let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
    for line in lines.by_ref() {
        if line.unwrap().contains(ready) {
            break;
        }
    }
    // Keep the input open (the game goes on) and drain the output in the background.
    std::thread::spawn(move || {
        let _input = input;
        for _ in lines {}
    });
    child
}

/// Two `ansage play --pgn FILE` at once: the second is told which program writes the file
/// and keeps its game to show at the end, so neither game is lost. Two `--resume` of one
/// journal: the second is told the game is being played and starts a new one.
#[test]
fn two_programs_never_write_one_file_or_one_game() {
    let dir = std::env::temp_dir().join(format!("ansage-faults-two-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let pgn = dir.join("game.pgn");
    let mut first = running(&dir, &["--pgn", pgn.to_str().unwrap()], "Zug eins");
    let output = play(&dir, &["--pgn", pgn.to_str().unwrap()], "d4\n");
    let said = String::from_utf8_lossy(&output.stdout);
    assert!(
        said.contains(&format!(
            "In {} schreibt gerade ein anderes ansage (Prozess {}) eine Partie",
            pgn.display(),
            first.id()
        )),
        "{said}"
    );
    assert!(said.contains("Die Partie:\n1. d4"), "{said}");
    first.kill().unwrap();
    first.wait().unwrap();
    assert!(std::fs::read_to_string(&pgn).unwrap().contains("1. e4 *"));

    // The killed game waits; one resume plays it, a second one at the same time may not.
    let mut resumed = running(&dir, &["--resume"], "geht weiter");
    let output = play(&dir, &["--resume"], "");
    let said = String::from_utf8_lossy(&output.stdout);
    // Issue 31 §13: the second is told who plays the game, not that there is none.
    assert!(
        said.starts_with(&format!(
            "Keine unterbrochene Partie ist frei: ein anderes ansage (Prozess {}) spielt gerade eine Partie",
            resumed.id()
        )),
        "{said}"
    );
    let journal = std::fs::read_dir(dir.join("journal"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .find(|p| p.extension().is_some_and(|e| e == "jsonl"))
        .expect("the game's journal");
    let output = play(&dir, &["--resume", journal.to_str().unwrap()], "");
    let said = String::from_utf8_lossy(&output.stdout);
    assert!(
        said.contains(&format!(
            "spielt gerade ein anderes ansage (Prozess {})",
            resumed.id()
        )),
        "{said}"
    );
    resumed.kill().unwrap();
    resumed.wait().unwrap();
    // Both games' moves are still in the journal: nothing was interleaved or cut.
    let replay = ansage::storage::journal::Journal::read(&journal).unwrap();
    assert_eq!(replay.to_game().unwrap().moves.len(), 1);
}

/// A journal whose game cannot be replayed (an illegal move in it) is said once, moved into
/// `damaged/` with its reason, and no longer hides an older good game, which `--resume`
/// continues; it gets no "resumed" line.
#[test]
fn an_unplayable_journal_is_set_aside_once_and_hides_nothing() {
    use ansage::storage::journal::{Header, Journal, JournalEvent};
    let dir = std::env::temp_dir().join(format!("ansage-faults-unplayable-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let journals = dir.join("journal");
    std::fs::create_dir_all(&journals).unwrap();
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let good = journals.join("20260101T000000Z-1.jsonl");
    let mut journal = Journal::create(&good, &Header::new(start, serde_json::json!({}))).unwrap();
    journal
        .append(&JournalEvent::played(
            1,
            shakmaty::Move::Normal {
                role: shakmaty::Role::Pawn,
                from: shakmaty::Square::D2,
                capture: None,
                to: shakmaty::Square::D4,
                promotion: None,
            },
            "d4",
            false,
            None,
        ))
        .unwrap();
    drop(journal);
    std::thread::sleep(std::time::Duration::from_millis(20));
    let bad = journals.join("20260102T000000Z-2.jsonl");
    let mut journal = Journal::create(&bad, &Header::new(start, serde_json::json!({}))).unwrap();
    for ply in [1, 2] {
        journal
            .append(&JournalEvent::Move {
                ply,
                uci: "e2e4".into(),
                san: "e4".into(),
                draw_offer: false,
                clock_ms: None,
            })
            .unwrap();
    }
    drop(journal);
    let bad_before = std::fs::read(&bad).unwrap();

    let output = play(&dir, &[], "");
    let said = String::from_utf8_lossy(&output.stdout);
    assert!(said.contains("damaged"), "{said}");
    assert!(said.contains("wird nicht mehr angeboten"), "{said}");
    assert!(
        said.contains("20260101T000000Z-1.jsonl"),
        "the good game is offered: {said}"
    );
    let moved = journals.join("damaged").join("20260102T000000Z-2.jsonl");
    assert_eq!(
        std::fs::read(&moved).unwrap(),
        bad_before,
        "set aside unchanged"
    );
    let reason =
        std::fs::read_to_string(journals.join("damaged/20260102T000000Z-2.jsonl.reason.txt"))
            .unwrap();
    assert!(!reason.trim().is_empty());

    let output = play(&dir, &["--resume"], "");
    let said = String::from_utf8_lossy(&output.stdout);
    assert!(
        said.contains("Die unterbrochene Partie geht weiter, nach einem Halbzug."),
        "{said}"
    );
    assert!(!said.contains("damaged"), "said once: {said}");
}

/// Whether a line says the journal could not be written for a full disk.
fn journal_full(line: &str) -> bool {
    line.contains("voll") && line.contains("Spielverlauf")
}

/// A full disk in the middle of a game (a small tmpfs filled up): the refused write is said
/// at once, the game goes on in memory, and once there is room again every step's events
/// reach the journal whole and in order, so a crash and `--resume` lose nothing. Skipped,
/// with a sentence, where this machine cannot mount a tmpfs.
#[test]
fn a_full_disk_loses_nothing_once_there_is_room_again() {
    use std::io::{BufRead, BufReader, Write};
    use std::sync::mpsc;
    let dir = std::env::temp_dir().join(format!("ansage-faults-full-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let disk = dir.join("disk");
    let Some(_tmpfs) = support::Tmpfs::mount(&disk, "256k") else {
        return;
    };
    let journals = disk.join("journal");
    let mut child = Command::new(env!("CARGO_BIN_EXE_ansage"))
        .args([
            "play", "--plain", "--speech", "none", "--time", "90", "--pgn",
        ])
        .arg(disk.join("game.pgn"))
        .env("ANSAGE_CONFIG", dir.join("config.toml"))
        .env("ANSAGE_JOURNAL_DIR", &journals)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("ansage starts");
    let mut input = child.stdin.take().unwrap();
    let (sender, lines) = mpsc::channel();
    let output = child.stdout.take().unwrap();
    std::thread::spawn(move || {
        for line in BufReader::new(output).lines().map_while(Result::ok) {
            let _ = sender.send(line);
        }
    });
    let mut say = |text: &str, wait_for: &str| -> Vec<String> {
        writeln!(input, "{text}").unwrap();
        let mut seen = Vec::new();
        loop {
            let line = lines
                .recv_timeout(std::time::Duration::from_secs(20))
                .unwrap_or_else(|_| panic!("no {wait_for:?} after {text:?}: {seen:?}"));
            let found = line.contains(wait_for);
            seen.push(line);
            if found {
                return seen;
            }
        }
    };
    say("e4", "Zug eins, Weiß");
    // Fill the disk to the last byte.
    let filler = disk.join("filler");
    let mut file = std::fs::File::create(&filler).unwrap();
    let block = vec![b'x'; 4096];
    while file.write_all(&block).is_ok() {}
    let _ = file.write_all(b"x");
    let _ = file.sync_all();
    // The journal's last page may still have room: clock events fill it (each pause and
    // resume is journaled) until a write is refused, which is said at once.
    let mut full_said = false;
    let mut after = Vec::new();
    for toggle in 0..200 {
        let said = say("uhr anhalten", "angehalten");
        let said = [said, say("uhr weiter", "läuft wieder")].concat();
        if said.iter().any(|l| journal_full(l)) {
            eprintln!("the full disk was said after {toggle} pauses: {said:?}");
            full_said = true;
            after = said;
            break;
        }
    }
    assert!(full_said, "the full disk is said");
    after.extend(say("e5", "Zug eins, Schwarz"));
    after.extend(say("Sf3", "Zug zwei, Weiß"));
    // A step of several events (a take-back, the correction, the new move) on a full disk.
    after.extend(say("Korrektur: Sc3", "Zug zwei, Weiß: Springer Cäsar drei"));
    // Room again: the waiting events are written with the next step, in order.
    drop(file);
    std::fs::remove_file(&filler).unwrap();
    after.extend(say("Sc6", "Zug zwei, Schwarz"));
    after.extend(say("wer ist am zug", "am Zug"));
    // The last word about the journal is that it is saved again. (A failed save of the PGN
    // file on the same disk may free a page for a moment, so it may have been said earlier.)
    let last = after
        .iter()
        .rev()
        .find(|l| journal_full(l) || l.contains("Spielverlauf wird wieder gesichert"));
    assert!(
        last.is_some_and(|l| l.contains("wieder gesichert")),
        "{after:?}"
    );
    child.kill().unwrap();
    child.wait().unwrap();
    let journal = std::fs::read_dir(&journals)
        .unwrap()
        .map(|e| e.unwrap().path())
        .find(|p| p.extension().is_some_and(|e| e == "jsonl"))
        .expect("the journal");
    let game = ansage::storage::journal::Journal::read(&journal)
        .unwrap()
        .to_game()
        .unwrap();
    let uci: Vec<String> = game
        .moves
        .iter()
        .map(|m| {
            m.played
                .to_uci(shakmaty::CastlingMode::Standard)
                .to_string()
        })
        .collect();
    assert_eq!(
        uci,
        ["e2e4", "e7e5", "b1c3", "b8c6"],
        "every step, whole and in order"
    );
    // The PGN file's failed saves left no temporary file behind, and the last one has it all.
    let left: Vec<String> = std::fs::read_dir(&disk)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|name| name.contains("partial"))
        .collect();
    assert!(left.is_empty(), "{left:?}");
    let saved = std::fs::read_to_string(disk.join("game.pgn")).unwrap();
    let games = ansage::notation::pgn::read_games(saved.as_bytes()).unwrap();
    assert_eq!(games[0].moves.len(), 4, "{saved}");
}

/// Settings in a journal that do not read back (a speech rate of 1e308, an unknown key):
/// that section is named, the settings given now take its place, and the rest of the game's
/// settings (its clock, its repetition step) are kept, not dropped silently.
#[test]
fn unreadable_settings_in_a_journal_are_named_and_the_rest_kept() {
    let dir = std::env::temp_dir().join(format!("ansage-faults-settings-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let mut child = running(
        &dir,
        &["--time", "5", "--repetition", "required"],
        "Zug eins",
    );
    child.kill().unwrap();
    child.wait().unwrap();
    let journal = std::fs::read_dir(dir.join("journal"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .find(|p| p.extension().is_some_and(|e| e == "jsonl"))
        .expect("the journal");
    let text = std::fs::read_to_string(&journal).unwrap();
    let (header, rest) = text.split_once('\n').unwrap();
    let mut header: serde_json::Value = serde_json::from_str(header).unwrap();
    header["settings"]["speech"]["rate"] = serde_json::json!(1e308);
    header["settings"]["board"]["no_such_key"] = serde_json::json!(true);
    std::fs::write(&journal, format!("{header}\n{rest}")).unwrap();
    let output = play(&dir, &["--resume"], "zeit\n");
    let said = String::from_utf8_lossy(&output.stdout);
    assert!(
        said.contains("Diese Einstellungen der Partie lassen sich nicht lesen: [board, speech]"),
        "{said}"
    );
    assert!(
        said.contains("Schwarz wiederholt diesen Zug"),
        "the repetition step stays: {said}"
    );
    assert!(
        said.contains("Weiß: vier Minuten"),
        "the clock stays: {said}"
    );
}

/// `--pgn` naming a read-only file, a file with a second hard link, and a file beside a
/// planted `FILE.partial` link, through the real program: the read-only file is refused and
/// left as it was; the other link sees the game; the link's target is never written.
#[test]
fn read_only_linked_and_planted_files_through_the_program() {
    use std::os::unix::fs::PermissionsExt;
    let dir = std::env::temp_dir().join(format!("ansage-faults-links-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();

    let readonly = dir.join("readonly.pgn");
    std::fs::write(&readonly, "").unwrap();
    std::fs::set_permissions(&readonly, std::fs::Permissions::from_mode(0o444)).unwrap();
    let output = play(&dir, &["--pgn", readonly.to_str().unwrap()], "e4\ne5\n");
    let said = String::from_utf8_lossy(&output.stdout);
    assert!(said.contains("schreibgeschützt"), "{said}");
    assert!(
        said.contains("Die Partie:\n1. e4 e5"),
        "the game is shown instead: {said}"
    );
    assert_eq!(std::fs::read(&readonly).unwrap(), b"");
    assert_eq!(
        std::fs::metadata(&readonly).unwrap().permissions().mode() & 0o777,
        0o444
    );

    let linked = dir.join("linked.pgn");
    let other = dir.join("other-name.pgn");
    std::fs::write(&linked, "").unwrap();
    std::fs::hard_link(&linked, &other).unwrap();
    play(&dir, &["--pgn", linked.to_str().unwrap()], "e4\ne5\n");
    assert!(
        std::fs::read_to_string(&other)
            .unwrap()
            .contains("1. e4 e5")
    );

    let game = dir.join("game.pgn");
    let victim = dir.join("victim.txt");
    std::fs::write(&victim, "keep me").unwrap();
    std::os::unix::fs::symlink(&victim, dir.join("game.pgn.partial")).unwrap();
    play(
        &dir,
        &[],
        &format!("e4\nspeichern {}\ne5\n", game.display()),
    );
    assert_eq!(std::fs::read_to_string(&victim).unwrap(), "keep me");
    assert!(std::fs::read_to_string(&game).unwrap().contains("1. e4 e5"));
    assert!(
        !std::fs::symlink_metadata(&game)
            .unwrap()
            .file_type()
            .is_symlink()
    );
}

/// `parse` and `say` answer alike in a position where the game is drawn (king against
/// king): the move a player names is read, by both.
#[test]
fn parse_and_say_agree_in_a_drawn_position() {
    let fen = "4k3/8/8/8/8/8/8/4K3 w - - 0 1";
    let parse = Command::new(env!("CARGO_BIN_EXE_ansage"))
        .args(["parse", "--fen", fen, "Kd2"])
        .output()
        .unwrap();
    let say = Command::new(env!("CARGO_BIN_EXE_ansage"))
        .args(["say", "--fen", fen, "Kd2"])
        .output()
        .unwrap();
    assert!(parse.status.success() && say.status.success());
    assert!(String::from_utf8_lossy(&parse.stdout).contains("UCI: e1d2"));
    assert_eq!(
        String::from_utf8_lossy(&say.stdout).trim(),
        "König David zwei"
    );
}

/// Runs ansage with `input` on standard input; fails the test if it has not ended within
/// 20 seconds (a FIFO opened for reading waits for a writer for ever).
fn ansage_within(
    args: &[&str],
    envs: &[(&str, &std::path::Path)],
    input: &str,
) -> std::process::Output {
    use std::io::Write;
    use std::process::Stdio;
    let mut command = Command::new(env!("CARGO_BIN_EXE_ansage"));
    command
        .args(args)
        .env_remove("ANSAGE_VOSK_MODEL")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    for (key, value) in envs {
        command.env(key, value);
    }
    let mut child = command.spawn().expect("ansage starts");
    let mut stdin = child.stdin.take().unwrap();
    let _ = stdin.write_all(input.as_bytes());
    drop(stdin);
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(20);
    while child.try_wait().unwrap().is_none() {
        if std::time::Instant::now() > deadline {
            let _ = child.kill();
            let _ = child.wait();
            panic!("ansage {args:?} hung on a FIFO");
        }
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    child.wait_with_output().unwrap()
}

/// A FIFO named as the game to continue (`--resume`), as the config file, or as the
/// recording for `listen --wav` is refused with a sentence; ansage used to wait for a
/// writer for ever, deaf to SIGTERM.
#[test]
fn fifos_for_resume_config_and_recording_are_refused() {
    let dir = tempfile::tempdir().unwrap();
    let fifo = dir.path().join("fifo");
    if !Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .is_ok_and(|s| s.success())
    {
        eprintln!("skipped: mkfifo is not there");
        return;
    }
    let config = dir.path().join("config.toml");
    let journals = dir.path().join("journals");
    let fifo_arg = fifo.to_str().unwrap();
    let out = ansage_within(
        &["play", "--plain", "--speech", "none", "--resume", fifo_arg],
        &[
            ("ANSAGE_CONFIG", &config),
            ("ANSAGE_JOURNAL_DIR", &journals),
        ],
        "e4\nende\nja\n",
    );
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(
        said.contains("ist keine gewöhnliche Datei (ein FIFO, ein Gerät oder ein Ordner) und kein Spielverlauf"),
        "{said}"
    );

    let out = ansage_within(
        &["play", "--plain", "--speech", "none"],
        &[("ANSAGE_CONFIG", &fifo), ("ANSAGE_JOURNAL_DIR", &journals)],
        "e4\nende\nja\n",
    );
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(
        said.contains("ist keine gewöhnliche Datei (ein FIFO, ein Gerät oder ein Ordner); es gelten ansages Vorgaben"),
        "{said}"
    );
    assert!(
        said.contains("Zug eins, Weiß: Bauer Eva vier (e4)."),
        "{said}"
    );

    let out = ansage_within(
        &[
            "listen",
            "--wav",
            fifo_arg,
            "--model",
            dir.path().to_str().unwrap(),
        ],
        &[("ANSAGE_CONFIG", &config)],
        "",
    );
    let said = String::from_utf8_lossy(&out.stderr);
    if cfg!(feature = "voice") {
        assert!(
            said.contains("ist keine gewöhnliche Datei (ein FIFO, ein Gerät oder ein Ordner); nennen Sie eine WAV-Datei."),
            "{said}"
        );
        assert_eq!(out.status.code(), Some(4));
    }

    // The word list of --lexicon (issue 20): refused before the model loads.
    let out = ansage_within(
        &[
            "listen",
            "--wav",
            "/nonexistent.wav",
            "--lexicon",
            fifo_arg,
            "--model",
            dir.path().to_str().unwrap(),
        ],
        &[("ANSAGE_CONFIG", &config)],
        "",
    );
    let said = String::from_utf8_lossy(&out.stderr);
    if cfg!(feature = "voice") {
        assert!(
            said.contains("Die Wortliste") && said.contains("ist keine gewöhnliche Datei (ein FIFO, ein Gerät oder ein Ordner); nennen Sie eine Textdatei."),
            "{said}"
        );
        assert_ne!(out.status.code(), Some(0));
    }
    let out = ansage_within(
        &[
            "play",
            "--plain",
            "--speech",
            "none",
            "--voice",
            "--lexicon",
            fifo_arg,
        ],
        &[
            ("ANSAGE_CONFIG", &config),
            ("ANSAGE_JOURNAL_DIR", &journals),
        ],
        "e4\nende\nja\n",
    );
    let said = String::from_utf8_lossy(&out.stdout);
    if cfg!(feature = "voice") {
        assert!(
            said.contains("Die Spracheingabe bleibt aus; bitte tippen."),
            "{said}"
        );
    }
    assert!(
        said.contains("Zug eins, Weiß: Bauer Eva vier (e4)."),
        "{said}"
    );
}

/// Writes an executable shell script `name` into `dir`.
fn script(dir: &std::path::Path, name: &str, body: &str) -> std::path::PathBuf {
    use std::os::unix::fs::PermissionsExt;
    let path = dir.join(name);
    std::fs::write(&path, format!("#!/bin/sh\n{body}\n")).unwrap();
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
    path
}

/// The peak memory (VmHWM) of a running process, in KiB.
fn peak_memory_kib(pid: u32) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap();
    status
        .lines()
        .find_map(|line| line.strip_prefix("VmHWM:"))
        .and_then(|value| value.trim().trim_end_matches("kB").trim().parse().ok())
        .expect("VmHWM in /proc/PID/status")
}

/// Reads `child`'s output in the background: each line on the channel.
fn output_lines(child: &mut std::process::Child) -> std::sync::mpsc::Receiver<String> {
    use std::io::BufRead;
    let (sender, receiver) = std::sync::mpsc::channel();
    let stdout = child.stdout.take().unwrap();
    std::thread::spawn(move || {
        for line in std::io::BufReader::new(stdout).lines() {
            let Ok(line) = line else { break };
            if sender.send(line).is_err() {
                break;
            }
        }
    });
    receiver
}

/// Waits up to 20 s for a line containing `wanted`; panics with what came instead.
fn wait_for_line(lines: &std::sync::mpsc::Receiver<String>, wanted: &str) -> String {
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(20);
    let mut seen = Vec::new();
    loop {
        let left = deadline.saturating_duration_since(std::time::Instant::now());
        match lines.recv_timeout(left) {
            Ok(line) if line.contains(wanted) => return line,
            Ok(line) => seen.push(line),
            Err(_) => panic!("no line with {wanted:?} within 20 s; seen: {seen:#?}"),
        }
    }
}

/// Waits up to 20 s for `child` to end.
fn wait_within(child: &mut std::process::Child, what: &str) -> std::process::ExitStatus {
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(20);
    loop {
        if let Some(status) = child.try_wait().unwrap() {
            return status;
        }
        if std::time::Instant::now() > deadline {
            let _ = child.kill();
            let _ = child.wait();
            panic!("{what}: ansage did not end within 20 s");
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
}

/// Issue 20: an engine that floods its output, at once (`yes`) or when asked for a move
/// (`info` lines for ever): ansage stops it, says it is faulty, and the game goes on at the
/// keyboard, with memory flat. Before, ansage grew to 2.2 GB within 15 s and kept it.
#[test]
fn a_flooding_engine_is_stopped_with_memory_flat_and_the_game_goes_on() {
    use std::io::Write;
    let dir = tempfile::tempdir().unwrap();
    let at_once = script(dir.path(), "floods-at-once", "exec yes 'info string flood'");
    let on_go = script(
        dir.path(),
        "floods-on-go",
        "while read line; do case \"$line\" in uci) echo uciok;; isready) echo readyok;; go*) exec yes 'info depth 1 score cp 0 pv e2e4';; esac; done",
    );
    for engine in [&at_once, &on_go] {
        let game = tempfile::tempdir().unwrap();
        let engine = engine.to_str().unwrap();
        // The game file in the test's own folder (issue 31 §12: "game.pgn", relative, was
        // written into the project's root on every run).
        let pgn = game.path().join("game.pgn");
        let mut child = support::spawn_play(
            &[
                "--white",
                "engine",
                "--engine",
                engine,
                "--pgn",
                pgn.to_str().unwrap(),
            ],
            game.path(),
        );
        let lines = output_lines(&mut child);
        let line = wait_for_line(&lines, "wurde gestoppt");
        assert!(
            line.contains(
                "Die Schachengine hat ohne Ende Ausgaben geschrieben und wurde gestoppt."
            ) && line.contains("Geben Sie den Zug für Weiß selbst ein"),
            "{engine}: {line}"
        );
        let peak = peak_memory_kib(child.id());
        assert!(peak < 200 * 1024, "{engine}: ansage grew to {peak} KiB");
        // The game goes on at the keyboard.
        let mut input = child.stdin.take().unwrap();
        writeln!(input, "e4").unwrap();
        wait_for_line(&lines, "Bauer Eva vier");
        drop(input);
        let status = wait_within(&mut child, engine);
        assert!(status.success(), "{engine}: {status:?}");
        assert!(
            pgn.exists(),
            "{engine}: the game file is in the test's folder"
        );
    }
}

/// Issue 20: engines alone, one that fails even after its restart, and no input: the game
/// ends with a sentence and a failure status, and stays to be continued. Before, ansage
/// waited for ever.
#[test]
fn engines_alone_with_a_failing_engine_and_no_input_end_with_a_sentence() {
    let dir = tempfile::tempdir().unwrap();
    let failing = script(dir.path(), "failing", "exit 1");
    let mut child = support::spawn_play(
        &[
            "--white",
            "engine",
            "--black",
            "engine",
            "--engine",
            failing.to_str().unwrap(),
        ],
        dir.path(),
    );
    drop(child.stdin.take());
    let lines = output_lines(&mut child);
    let line = wait_for_line(&lines, "niemand gibt Züge ein");
    assert!(line.contains("Die Schachengine ist abgestürzt."), "{line}");
    assert!(line.contains("ansage play --resume"), "{line}");
    let status = wait_within(&mut child, "engines alone");
    assert_eq!(status.code(), Some(1));
}

/// Issue 20: when ansage ends — by "ende" while the engine still searches, or by SIGTERM —
/// the engine is ended with all its wrapper started, and ansage reaps it itself. This test
/// process is made the "subreaper" of what ansage leaves: an engine ansage did not reap
/// would turn up here as this process's child.
#[test]
fn every_engine_is_ended_and_reaped_when_ansage_ends() {
    use std::io::Write;
    // SAFETY: prctl with PR_SET_CHILD_SUBREAPER changes only this process's attribute.
    let made = unsafe { libc::prctl(libc::PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) };
    assert_eq!(made, 0, "cannot become a subreaper");
    for how in ["ende", "SIGTERM"] {
        let dir = tempfile::tempdir().unwrap();
        let pids = dir.path().join("pids");
        // A wrapper that does not exec; the engine under it hangs on `go`, ignoring SIGTERM.
        let engine = script(
            dir.path(),
            "hangs-on-go",
            &format!(
                "echo $$ >> {pids}\nwhile read line; do case \"$line\" in uci) echo uciok;; isready) echo readyok;; go*) trap '' TERM; while :; do sleep 1; done;; esac; done",
                pids = pids.display()
            ),
        );
        let wrapper = script(
            dir.path(),
            "wrapper",
            &format!("echo $$ >> {}\n\"{}\"", pids.display(), engine.display()),
        );
        let mut child = support::spawn_play(
            &["--black", "engine", "--engine", wrapper.to_str().unwrap()],
            dir.path(),
        );
        let lines = output_lines(&mut child);
        let mut input = child.stdin.take().unwrap();
        writeln!(input, "e4").unwrap();
        wait_for_line(&lines, "Bauer Eva vier");
        // The engine is searching (and hangs) once both have written their process ids.
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
        while std::fs::read_to_string(&pids).map_or(0, |text| text.lines().count()) < 2 {
            assert!(
                std::time::Instant::now() < deadline,
                "{how}: no engine started"
            );
            std::thread::sleep(std::time::Duration::from_millis(20));
        }
        std::thread::sleep(std::time::Duration::from_millis(100));
        if how == "ende" {
            writeln!(input, "ende").unwrap();
            writeln!(input, "ja").unwrap();
        } else {
            // SAFETY: kill(2) sends a signal to the child; no memory is touched.
            unsafe { libc::kill(child.id() as i32, libc::SIGTERM) };
        }
        wait_within(&mut child, how);
        drop(input);
        let pids: Vec<u32> = std::fs::read_to_string(&pids)
            .unwrap()
            .lines()
            .map(|pid| pid.parse().unwrap())
            .collect();
        // Wrapper and engine, in pairs (a restarted engine adds a pair).
        for pair in pids.chunks(2) {
            // ansage reaped the wrapper it started: it is gone, not left to this process.
            assert!(
                !std::path::Path::new(&format!("/proc/{}", pair[0])).exists(),
                "{how}: the engine's wrapper was not reaped by ansage"
            );
            // The engine under the wrapper was ended too (a zombie left to this process at
            // most).
            for pid in pair {
                assert!(!support::process_runs(*pid), "{how}: {pid} outlived ansage");
            }
        }
    }
}

/// Issue 20: ansage killed outright (SIGKILL, which it cannot answer) while its engine hangs
/// in a search, not reading its input: the system ends the engine with it.
#[test]
fn an_engine_does_not_outlive_ansage_killed_outright() {
    use std::io::Write;
    let dir = tempfile::tempdir().unwrap();
    let pids = dir.path().join("pids");
    let engine = script(
        dir.path(),
        "hangs-on-go",
        &format!(
            "echo $$ >> {pids}\nwhile read line; do case \"$line\" in uci) echo uciok;; isready) echo readyok;; go*) trap '' TERM; while :; do sleep 1; done;; esac; done",
            pids = pids.display()
        ),
    );
    let mut child = support::spawn_play(
        &["--black", "engine", "--engine", engine.to_str().unwrap()],
        dir.path(),
    );
    let lines = output_lines(&mut child);
    let mut input = child.stdin.take().unwrap();
    writeln!(input, "e4").unwrap();
    wait_for_line(&lines, "Bauer Eva vier");
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
    while !std::fs::read_to_string(&pids).is_ok_and(|text| text.ends_with('\n')) {
        assert!(std::time::Instant::now() < deadline, "no engine started");
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    std::thread::sleep(std::time::Duration::from_millis(300));
    child.kill().unwrap();
    child.wait().unwrap();
    let engine_pid: u32 = std::fs::read_to_string(&pids)
        .unwrap()
        .lines()
        .next()
        .unwrap()
        .parse()
        .unwrap();
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(5);
    while support::process_runs(engine_pid) {
        assert!(
            std::time::Instant::now() < deadline,
            "the engine outlived ansage killed with SIGKILL"
        );
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
}
