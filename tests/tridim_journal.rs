//! Issue 32 §1: a 3D game has the journal and `--resume` of a game of chess. Every move is
//! journaled before it is announced; "ende" adjourns; `ansage play --variant 3d --resume`
//! and plain `ansage play --resume` continue the game with its file, its players and its
//! opponent; a game killed with SIGKILL at random moments loses no announced move; a
//! finished game is not offered again. Everything runs through the real binary.

mod support;

use std::io::Write as _;
use std::path::Path;
use std::time::Duration;

use ansage::tridim::game::read_game3;

/// The seed's sample game's first moves, both sides typed.
const MOVES: [&str; 12] = [
    "b4N", "b5S", "c3W", "a6N", "Sc2W", "c6S", "a3N", "a6S", "a3W", "Ld6N", "La2W", "Sc7S",
];

/// A finished 3D game another session wrote, kept in the file before this one.
const EARLIER: &str = "[Event \"Vereinsabend\"]\n[White \"Anna\"]\n[Black \"Bella\"]\n\
                       [Result \"1-0\"]\n[Variant \"3D Meder\"]\n\n1. b4N b5S 1-0\n\n";

fn said(output: &std::process::Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

fn journals(dir: &Path) -> Vec<std::path::PathBuf> {
    std::fs::read_dir(dir.join("journal"))
        .map(|entries| {
            entries
                .filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.extension().is_some_and(|e| e == "jsonl"))
                .collect()
        })
        .unwrap_or_default()
}

/// The moves of the open (or last) 3D game of the file.
fn game_in(file: &Path) -> ansage::tridim::game::Game3 {
    let text = std::fs::read_to_string(file).unwrap();
    let games = ansage::tridim::game::split_games3(&text);
    read_game3(games.last().unwrap()).unwrap()
}

#[test]
fn an_adjourned_3d_game_goes_on_with_resume() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("raumschach.pgn");
    std::fs::write(&file, EARLIER).unwrap();
    let out = support::play_3d(
        &[
            "--pgn",
            file.to_str().unwrap(),
            "--white-name",
            "Clara",
            "--black-name",
            "Dora",
        ],
        &["b4N", "b5S (=)", "nein", "ende", "ja"],
        dir.path(),
    );
    assert!(out.status.success(), "{}", said(&out));
    let journal = journals(dir.path());
    assert_eq!(journal.len(), 1, "one journal");
    let text = std::fs::read_to_string(&journal[0]).unwrap();
    assert!(text.contains("\"variant\":\"3D Meder\""), "{text}");
    assert!(text.contains("\"uci\":\"b5S\""), "{text}");
    assert!(text.contains("\"draw_offer\":true"), "{text}");
    assert!(text.contains("\"type\":\"adjourned\""), "{text}");

    // Without --variant: the chosen game is one of 3D chess and goes on as such.
    let out = support::play_plain(
        &["--resume"],
        &["c3W", "ende", "ja"],
        Duration::from_millis(50),
        dir.path(),
    );
    let printed = said(&out);
    assert!(
        printed.contains("Die unterbrochene Partie geht weiter, nach 2 Halbzügen."),
        "{printed}"
    );
    assert!(
        printed.contains("Zug zwei, Weiß: Bauer Cäsar drei auf Weiß (c3W)."),
        "{printed}"
    );
    let game = game_in(&file);
    assert_eq!(game.moves.len(), 3);
    assert!(game.moves[1].1, "the offer with b5S is kept");
    assert_eq!(game.tag("White"), Some("Clara"));
    let text = std::fs::read_to_string(&file).unwrap();
    assert!(text.starts_with(EARLIER.trim_end()), "{text}");
    assert_eq!(text.matches("[Event ").count(), 2, "{text}");

    // With --variant 3d, and then the game ends: its journal is closed, not offered again.
    let out = support::play_3d(&["--resume"], &["a6N", "aufgeben", "ja"], dir.path());
    let printed = said(&out);
    assert!(printed.contains("nach 3 Halbzügen"), "{printed}");
    assert!(printed.contains("gibt auf"), "{printed}");
    let game = game_in(&file);
    assert_eq!(game.moves.len(), 4);
    assert!(game.end.is_some());
    let out = support::play_3d(&["--resume"], &["ende"], dir.path());
    assert!(
        said(&out).contains("Keine unterbrochene 3D-Partie wartet."),
        "{}",
        said(&out)
    );
}

/// A practice game resumed keeps its opponent: the engine answers the player's move.
#[test]
fn a_resumed_practice_game_keeps_its_engine() {
    let dir = tempfile::tempdir().unwrap();
    let out = support::play_3d(
        &["--black", "engine", "--engine-level", "1"],
        &["b4N", "ende", "ja"],
        dir.path(),
    );
    assert!(said(&out).contains("Zug eins, Schwarz:"), "{}", said(&out));
    let out = support::play_3d(&["--resume"], &["c3W", "ende", "ja"], dir.path());
    let printed = said(&out);
    assert!(printed.contains("nach 2 Halbzügen"), "{printed}");
    assert!(printed.contains("Zug zwei, Schwarz:"), "{printed}");
}

/// kill -9 at random moments: every move the killed program announced is in the game that
/// `--resume` continues, and the earlier game of the file is kept byte for byte.
#[test]
fn a_3d_game_killed_at_random_moments_loses_nothing() {
    let (cases, seed) = support::kill_cases_and_seed(6);
    let mut rng = support::Rng::new(seed);
    let mut resumed_cases = 0;
    for case in 0..cases {
        let dir = support::fresh_dir(&format!("kill3d-{case}"));
        let file = dir.join("raumschach.pgn");
        std::fs::write(&file, EARLIER).unwrap();
        let args = ["--variant", "3d", "--pgn", file.to_str().unwrap()];
        let mut child = support::spawn_play(&args, &dir);
        let mut stdin = child.stdin.take().unwrap();
        let sent = 1 + rng.below(MOVES.len());
        for line in &MOVES[..sent] {
            let _ = writeln!(stdin, "{line}");
            std::thread::sleep(Duration::from_millis(rng.below(60) as u64));
        }
        std::thread::sleep(Duration::from_millis(rng.below(250) as u64));
        child.kill().unwrap();
        let killed = child.wait_with_output().unwrap();
        drop(stdin);
        let announced = said(&killed).matches("Zug ").count().min(sent);
        let context = format!("case {case} (seed {seed}): {sent} moves sent, {announced} said");
        let text = std::fs::read(&file).unwrap();
        assert!(
            text.starts_with(EARLIER.trim_end().as_bytes()),
            "{context}: the earlier game is kept"
        );
        let out = support::play_plain(
            &["--variant", "3d", "--resume"],
            &["aufgeben", "ja"],
            Duration::from_millis(50),
            &dir,
        );
        let printed = said(&out);
        // Killed before a move was journaled: nothing waits, and a new game began.
        if announced == 0 && printed.contains("Keine unterbrochene 3D-Partie wartet.") {
            continue;
        }
        assert!(
            printed.contains("Die unterbrochene Partie geht weiter"),
            "{context}: {printed}"
        );
        assert!(printed.contains("gibt auf"), "{context}: {printed}");
        let text = std::fs::read_to_string(&file).unwrap();
        assert!(text.starts_with(EARLIER.trim_end()), "{context}: {text}");
        assert_eq!(text.matches("[Event ").count(), 2, "{context}: {text}");
        let moves = game_in(&file).moves.len();
        assert!(
            moves >= announced && moves <= sent,
            "{context}: {moves} moves in the file\n{text}"
        );
        resumed_cases += 1;
        std::fs::remove_dir_all(&dir).unwrap();
    }
    eprintln!("{cases} 3D games killed, {resumed_cases} resumed and checked");
    assert!(resumed_cases > 0, "no case got as far as a move");
}

/// Meder's article 6 through the program: with `--time 5s` the flag of the side to move
/// falls while nobody types and the game is lost, kept in the file and the journal; a
/// clocked game adjourned and resumed has its clocks again, standing until a move.
#[test]
fn a_clocked_3d_game_loses_on_time_and_resumes_with_its_clock() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("blitz.pgn");
    let out = support::play_plain(
        &[
            "--variant",
            "3d",
            "--time",
            "5s",
            "--pgn",
            file.to_str().unwrap(),
        ],
        // Black's five seconds run out between the second "zeit" and the end of the input,
        // however slowly the machine starts the program.
        &["b4N", "zeit", "zeit"],
        Duration::from_millis(3500),
        dir.path(),
    );
    let printed = said(&out);
    assert!(
        printed.contains("Die Zeit von Schwarz ist abgelaufen. Weiß gewinnt."),
        "{printed}"
    );
    let game = game_in(&file);
    assert!(game.end.is_some(), "{printed}");
    assert!(
        std::fs::read_to_string(&file)
            .unwrap()
            .contains("[Result \"1-0\"]")
    );
    let journal = std::fs::read_to_string(&journals(dir.path())[0]).unwrap();
    assert!(journal.contains("\"clock_ms\":["), "{journal}");
    assert!(journal.contains("\"reason\":\"forfeit\""), "{journal}");

    let dir = tempfile::tempdir().unwrap();
    support::play_3d(&["--time", "10"], &["b4N", "b5S", "ende", "ja"], dir.path());
    let out = support::play_3d(&["--resume"], &["zeit", "c3W", "ende", "ja"], dir.path());
    let printed = said(&out);
    assert!(printed.contains("Weiß: "), "{printed}");
    assert!(printed.contains("Die Uhren sind angehalten."), "{printed}");
    assert!(printed.contains("Zug zwei, Weiß:"), "{printed}");
}

/// Where chess and 3D meet at `--resume`: a chess game and a 3D game both adjourned are
/// listed together, most recent first, players named as in chess; the 3D game chosen by its
/// number goes on as 3D, and the chess game still waits.
#[test]
fn a_chess_game_and_a_3d_game_wait_side_by_side() {
    let dir = tempfile::tempdir().unwrap();
    support::play_plain(
        &[],
        &["e4", "ende", "ja"],
        Duration::from_millis(50),
        dir.path(),
    );
    std::thread::sleep(Duration::from_millis(20));
    support::play_3d(&[], &["b4N", "b5S", "ende", "ja"], dir.path());
    let out = support::play_plain(
        &["--resume"],
        &["eins", "c3W", "ende", "ja"],
        Duration::from_millis(100),
        dir.path(),
    );
    let printed = said(&out);
    assert!(
        printed.contains("Eins: 3D-Partie, Weiß gegen Schwarz"),
        "{printed}"
    );
    assert!(printed.contains("Zwei: Weiß gegen Schwarz"), "{printed}");
    assert!(!printed.contains("? gegen ?"), "{printed}");
    assert!(
        printed.contains("Zug zwei, Weiß: Bauer Cäsar drei auf Weiß (c3W)."),
        "{printed}"
    );
    // The chess game still waits, and goes on as chess.
    let out = support::play_plain(
        &["--resume"],
        &["zwei", "e5", "ende", "ja"],
        Duration::from_millis(100),
        dir.path(),
    );
    let printed = said(&out);
    assert!(
        printed.contains("Zug eins, Schwarz: Bauer Eva fünf"),
        "{printed}"
    );
}

/// Issue 32: the signals are answered in a 3D game as in a game of chess, through the same
/// front-end code. Ctrl-C (SIGINT) says how to end and the game goes on; SIGTERM ends
/// ansage in order, the game kept in its file and waiting in its journal for `--resume`.
/// Before, SIGINT and SIGTERM killed the 3D program at once.
#[test]
fn a_3d_game_survives_ctrl_c_and_is_kept_when_told_to_stop() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("partie.pgn");
    let mut child = support::spawn_play(
        &[
            "--variant",
            "3d",
            "--lang",
            "de",
            "--pgn",
            file.to_str().unwrap(),
        ],
        dir.path(),
    );
    let mut stdin = child.stdin.take().unwrap();
    writeln!(stdin, "b4N").unwrap();
    stdin.flush().unwrap();
    let moves_in_file = |count: usize| {
        for _ in 0..400 {
            if std::fs::read_to_string(&file)
                .is_ok_and(|text| read_game3(&text).is_ok_and(|game| game.moves.len() == count))
            {
                return;
            }
            std::thread::sleep(Duration::from_millis(25));
        }
        panic!("{count} moves never reached the file");
    };
    moves_in_file(1);
    let signal = |name: &str| {
        let pid = child.id().to_string();
        assert!(
            std::process::Command::new("kill")
                .args([name, &pid])
                .status()
                .unwrap()
                .success()
        );
    };
    signal("-INT");
    std::thread::sleep(Duration::from_millis(200));
    writeln!(stdin, "b5S").unwrap();
    stdin.flush().unwrap();
    moves_in_file(2);
    signal("-TERM");
    let output = child.wait_with_output().unwrap();
    let text = said(&output);
    assert!(output.status.success(), "{text}");
    assert!(
        text.contains("Zum Beenden ende eingeben; die Partie bleibt erhalten."),
        "{text}"
    );
    assert!(
        text.contains("Zug eins, Schwarz: Bauer Bella fünf auf Schwarz"),
        "{text}"
    );
    assert_eq!(game_in(&file).moves.len(), 2);
    // The game waits in its journal and goes on.
    let out = support::play_3d(&["--lang", "de", "--resume"], &["ende", "ja"], dir.path());
    assert!(
        said(&out).contains("Die unterbrochene Partie geht weiter, nach 2 Halbzügen."),
        "{}",
        said(&out)
    );
}
