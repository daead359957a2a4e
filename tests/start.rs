//! Issue 12 §6: games that start elsewhere. `--fen`, `--from-pgn FILE [--game N]` (a file
//! another program wrote: a byte order mark, Latin-1 names, `[%clk]` times), the players'
//! names and the event from the command line or the config file, all through `ansage play`,
//! and the PGN read back by python-chess.

mod support;

use std::time::Duration;

use support::{fresh_dir, play_plain, python_chess_first_game, stdout_lines};

/// `--fen` starts from the position, says whose move it is, and the PGN carries the FEN.
#[test]
fn a_game_from_a_fen_says_whose_move_it_is_and_keeps_the_fen() {
    let dir = fresh_dir("fen");
    let pgn = dir.join("game.pgn");
    let fen = "4k3/8/8/8/8/8/8/4K2R b K - 0 40";
    let output = play_plain(
        &[
            "--fen",
            fen,
            "--pgn",
            pgn.to_str().unwrap(),
            "--white-name",
            "Anna Blind",
            "--black-name",
            "Bert Sehend",
            "--event",
            "Klubabend",
        ],
        &["Kd7", "Th7"],
        Duration::ZERO,
        &dir,
    );
    let said = stdout_lines(&output);
    assert_eq!(
        said[0],
        "Neue Partie aus der gegebenen Stellung. Schwarz ist am Zug. Die Stellung liest brett vorlesen vor. Hilfe mit hilfe, Ende mit ende."
    );
    assert_eq!(said[1], "Zug vierzig, Schwarz: König David sieben (Kd7).");
    let Some(game) = python_chess_first_game(&pgn) else {
        return;
    };
    assert_eq!(game["start_fen"], fen);
    assert_eq!(game["uci"], serde_json::json!(["e8d7", "h1h7"]));
    assert_eq!(game["headers"]["White"], "Anna Blind");
    assert_eq!(game["headers"]["Black"], "Bert Sehend");
    assert_eq!(game["headers"]["Event"], "Klubabend");
    assert!(game["errors"].as_array().unwrap().is_empty(), "{game}");
}

/// A bad FEN is refused with a sentence before anything starts.
#[test]
fn a_bad_fen_is_refused_with_a_sentence() {
    let dir = fresh_dir("badfen");
    let output = play_plain(&["--fen", "8/8/8 w - - 0 1"], &[], Duration::ZERO, &dir);
    assert!(!output.status.success());
    let error = String::from_utf8_lossy(&output.stderr);
    assert!(error.contains("--fen: "), "{error}");
}

/// `--from-pgn` continues a game another program saved (a byte order mark, Latin-1 names,
/// clock comments): its moves, tags and clock times are kept, the next move follows them,
/// and the saved game is journaled so that a crash loses nothing.
#[test]
fn a_saved_game_goes_on_from_its_last_position() {
    let dir = fresh_dir("frompgn");
    let saved = dir.join("saved.pgn");
    std::fs::write(
        &saved,
        b"\xef\xbb\xbf[Event \"Fernpartie\"]\r\n[White \"J\xf6rg\"]\r\n[Black \"B\"]\r\n[Result \"*\"]\r\n\r\n1. e4 {[%clk 0:04:50]} e5 {[%clk 0:04:40]} 2. Nf3 {[%clk 0:04:45]} *\r\n",
    )
    .unwrap();
    let pgn = dir.join("game.pgn");
    let output = play_plain(
        &[
            "--from-pgn",
            saved.to_str().unwrap(),
            "--time",
            "5",
            "--pgn",
            pgn.to_str().unwrap(),
            "--black-name",
            "Bert",
        ],
        &["Sc6", "zeit"],
        Duration::ZERO,
        &dir,
    );
    let said = stdout_lines(&output);
    assert!(
        said[0].starts_with("Partie 1 aus ")
            && said[0].contains("geladen, nach drei Halbzügen. Zuletzt: Zug zwei, Weiß: Springer Felix drei (Sf3). Schwarz ist am Zug."),
        "{said:?}"
    );
    assert!(
        said.iter()
            .any(|l| l == "Zug zwei, Schwarz: Springer Cäsar sechs (Sc6)."),
        "{said:?}"
    );
    let Some(game) = python_chess_first_game(&pgn) else {
        return;
    };
    assert_eq!(
        game["uci"],
        serde_json::json!(["e2e4", "e7e5", "g1f3", "b8c6"])
    );
    assert_eq!(game["clk"][0], 290.0);
    assert_eq!(game["clk"][1], 280.0);
    assert_eq!(game["headers"]["White"], "Jörg");
    assert_eq!(game["headers"]["Black"], "Bert");
    assert_eq!(game["headers"]["Event"], "Fernpartie");
    // The journal holds the loaded moves too, so a crash loses none of them.
    let journal = std::fs::read_dir(dir.join("journal"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .find(|p| p.extension().is_some_and(|e| e == "jsonl"))
        .expect("a journal");
    let replayed = ansage::storage::journal::Journal::read(&journal)
        .unwrap()
        .to_game()
        .unwrap();
    assert_eq!(replayed.moves.len(), 4);
}

/// A finished game, or a game number the file does not have, is refused with a sentence.
#[test]
fn a_finished_or_missing_saved_game_is_refused() {
    let dir = fresh_dir("frompgn-refused");
    let saved = dir.join("over.pgn");
    std::fs::write(&saved, "[Result \"0-1\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n").unwrap();
    for (args, expected) in [
        (
            vec!["--from-pgn", saved.to_str().unwrap()],
            "schon beendet (0-1)",
        ),
        (
            vec!["--from-pgn", saved.to_str().unwrap(), "--game", "2"],
            "Partie 2 gibt es nicht",
        ),
    ] {
        let output = play_plain(&args, &[], Duration::ZERO, &dir);
        assert!(!output.status.success());
        let error = String::from_utf8_lossy(&output.stderr);
        assert!(error.contains(expected), "{args:?}: {error}");
    }
}

/// Names from the config file's `[players]` are the defaults; the engine is named with its
/// level.
#[test]
fn names_come_from_the_config_file_and_the_engine_is_named_by_its_level() {
    let dir = fresh_dir("names");
    std::fs::write(
        dir.join("config.toml"),
        "[players]\nwhite = \"Anna Blind\"\nevent = \"Training\"\n",
    )
    .unwrap();
    let pgn = dir.join("game.pgn");
    play_plain(
        &[
            "--black",
            "engine",
            "--engine-level",
            "2",
            "--pgn",
            pgn.to_str().unwrap(),
        ],
        &["e4"],
        Duration::from_millis(1500),
        &dir,
    );
    let text = std::fs::read_to_string(&pgn).unwrap();
    assert!(text.contains("[White \"Anna Blind\"]"), "{text}");
    assert!(text.contains("[Black \"stockfish, Stufe 2\"]"), "{text}");
    assert!(text.contains("[Event \"Training\"]"), "{text}");
}
