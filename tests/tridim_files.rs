//! Issue 31 §11: the 3D game file. A file holding an open game followed by a finished one
//! keeps the finished one when the open game goes on; a practice opponent's first move is
//! kept even when input ends at once; Latin-1 and UTF-8-with-BOM files are read, and what
//! cannot be read is said in the player's language.

mod support;

use std::path::Path;
use std::process::Output;

use ansage::tridim::game::{read_game3, split_games3};

/// `ansage play --variant 3d --plain --speech none ARGS` with `lines` typed, then input ends.
fn play(args: &[&str], lines: &[&str], dir: &Path) -> Output {
    support::play_3d(args, lines, dir)
}

fn said(out: &Output) -> String {
    format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    )
}

const FINISHED: &str = "[Event \"Fertig\"]\n[White \"Xaver\"]\n[Black \"Yvonne\"]\n\
                        [Result \"1-0\"]\n[Variant \"3D Meder\"]\n\n1. b4N 1-0\n";

#[test]
fn an_open_game_goes_on_and_the_finished_game_after_it_survives() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("zwei.pgn");
    let path = file.to_str().unwrap();
    let first = play(&["--pgn", path], &["b4N", "b5S", "ende", "ja"], dir.path());
    let open = std::fs::read_to_string(&file).unwrap_or_else(|_| panic!("{}", said(&first)));
    std::fs::write(&file, format!("{open}\n{FINISHED}")).unwrap();
    let out = play(&["--pgn", path], &["c3W", "ende", "ja"], dir.path());
    assert!(said(&out).contains("nach 2 Halbzügen"), "{}", said(&out));
    let text = std::fs::read_to_string(&file).unwrap();
    let games = split_games3(&text);
    assert_eq!(games.len(), 2, "{text}");
    assert_eq!(read_game3(games[0]).unwrap().moves.len(), 3, "{text}");
    let finished = read_game3(games[1]).unwrap();
    assert_eq!(finished.tag("Event"), Some("Fertig"), "{text}");
    assert_eq!(finished.tag("White"), Some("Xaver"), "{text}");
    assert_eq!(finished.moves.len(), 1, "{text}");
    assert!(finished.end.is_some(), "{text}");
    assert!(
        text.ends_with(FINISHED),
        "the finished game is kept as it was: {text}"
    );
}

#[test]
fn the_practice_opponents_first_move_is_kept_when_input_ends_at_once() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("engine.pgn");
    let out = play(
        &["--white", "engine", "--pgn", file.to_str().unwrap()],
        &[],
        dir.path(),
    );
    let text = std::fs::read_to_string(&file)
        .unwrap_or_else(|_| panic!("the file is made: {}", said(&out)));
    assert_eq!(read_game3(&text).unwrap().moves.len(), 1, "{text}");
}

/// The open game written with a BOM, or in Latin-1 (`Müller` as the byte 0xFC): read, and
/// continued; the name comes back as it was.
#[test]
fn latin1_and_bom_files_are_read() {
    let dir = tempfile::tempdir().unwrap();
    let game = "[Event \"?\"]\n[White \"M\u{fc}ller\"]\n[Black \"?\"]\n[Result \"*\"]\n\
                [Variant \"3D Meder\"]\n\n1. b4N b5S *\n";
    let latin1: Vec<u8> = game
        .chars()
        .map(|c| u8::try_from(u32::from(c)).unwrap())
        .collect();
    let mut bom = b"\xef\xbb\xbf".to_vec();
    bom.extend_from_slice(game.as_bytes());
    for (kind, bytes) in [("Latin-1", latin1), ("BOM", bom)] {
        let file = dir.path().join(format!("{kind}.pgn"));
        std::fs::write(&file, bytes).unwrap();
        let out = play(
            &["--pgn", file.to_str().unwrap()],
            &["c3W", "ende", "ja"],
            dir.path(),
        );
        let words = said(&out);
        assert!(words.contains("nach 2 Halbzügen"), "{kind}: {words}");
        assert!(!words.contains("UTF-8"), "{kind}: no library text: {words}");
        let text = std::fs::read_to_string(&file).unwrap();
        let back = read_game3(&text).unwrap();
        assert_eq!(back.tag("White"), Some("Müller"), "{kind}: {text}");
        assert_eq!(back.moves.len(), 3, "{kind}: {text}");
    }
}

/// A file that cannot be read (a folder) is said in German, not in the library's English.
#[test]
fn an_unreadable_file_is_said_in_the_players_language() {
    let dir = tempfile::tempdir().unwrap();
    let folder = dir.path().join("ordner.pgn");
    std::fs::create_dir(&folder).unwrap();
    let out = play(&["--pgn", folder.to_str().unwrap()], &["b4N"], dir.path());
    let words = said(&out);
    assert_eq!(out.status.code(), Some(2), "{words}");
    assert!(!words.contains("Is a directory"), "{words}");
    assert!(!words.contains("os error"), "{words}");
}

/// Issue 32 §1, F2.7 and F2.8 for 3D through `ansage 3d reconcile`: Black's record written
/// by a Windows editor (BOM, CRLF) differs from White's at Black's first move, so the moves
/// go back to White's first and each board is told its steps, squares with their levels;
/// with records that agree and a deck on the wrong pin on Black's boards, the deck is set
/// right first. A record that cannot be read is said in words, with exit status 3.
#[test]
fn two_3d_records_are_reconciled_through_the_program() {
    let dir = tempfile::tempdir().unwrap();
    let white = dir.path().join("weiss.txt");
    let black = dir.path().join("schwarz.pgn");
    std::fs::write(&white, "b4N b5S c3W\n").unwrap();
    std::fs::write(
        &black,
        b"\xef\xbb\xbf[Event \"Turnier\"]\r\n[Variant \"3D Meder\"]\r\n\r\n1. b4N a6S *\r\n",
    )
    .unwrap();
    let run = |args: &[&str]| {
        std::process::Command::new(env!("CARGO_BIN_EXE_ansage"))
            .args(["3d", "reconcile", "--lang", "de"])
            .args(args)
            .env("ANSAGE_CONFIG", dir.path().join("config.toml"))
            .output()
            .unwrap()
    };
    let out = run(&[
        "--white-record",
        white.to_str().unwrap(),
        "--black-record",
        black.to_str().unwrap(),
        "--json",
    ]);
    assert!(out.status.success(), "{out:?}");
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["rule"], "F2.8");
    assert_eq!(json["agreed_plies"], 1);
    assert_eq!(json["to_move"], "black");
    assert_eq!(
        json["black"]["steps"][0]["text"],
        "Setzen Sie den Bauern von Anna sechs auf Schwarz nach Anna sieben auf Schwarz."
    );
    assert_eq!(json["white"]["steps"].as_array().unwrap().len(), 2);

    // The records agree; Black's queen-side deck stands one pin on, with its pawn.
    let both = dir.path().join("beide.txt");
    std::fs::write(&both, "Kb1W").unwrap();
    let start = "Kc1W,kc8S,Pa1DP1 DP1w,KP1w,DP6b,KP6b w - - 0 2";
    let out = run(&[
        "--white-record",
        both.to_str().unwrap(),
        "--black-record",
        both.to_str().unwrap(),
        "--start",
        start,
        "--black-board",
        "Kc1W,kc8S,Pa5DP2 DP2w,KP1w,DP6b,KP6b w - - 0 2",
    ]);
    let said = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(out.status.success(), "{said}");
    assert!(said.contains("Regel F2.7"), "{said}");
    assert!(
        said.contains("Schwarz: Setzen Sie das Deck von Weiß von Damen-Pin zwei auf Damen-Pin eins, mit allem, was darauf steht."),
        "{said}"
    );

    let out = run(&[
        "--white-record",
        dir.path().join("fehlt.txt").to_str().unwrap(),
        "--black-record",
        both.to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(3));
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(said.contains("Die Aufzeichnung von Weiß"), "{said}");
}
