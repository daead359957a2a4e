//! Issue 7: playing the engine through `ansage play --plain`, with real Stockfish
//! (`/usr/games/stockfish`, installed by `make setup`): the engine against itself to the end,
//! its PGN read back by python-chess; a person against the engine, with the take-back of a
//! move pair.

mod support;

use std::io::Write;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use support::{fresh_dir, play_plain, python_chess_first_game, stdout_lines};

/// The demonstration: `ansage play --plain --white engine --black engine
/// --engine-level 1 --pgn game.pgn` plays a whole game, announcing every move, in well under
/// a minute; python-chess reads the PGN with the same number of moves and a result.
#[test]
fn the_engine_plays_itself_to_the_end() {
    let dir = fresh_dir("selfplay");
    let pgn = dir.join("game.pgn");
    let started = Instant::now();
    let output = play_plain(
        &[
            "--white",
            "engine",
            "--black",
            "engine",
            "--engine-level",
            "1",
            "--pgn",
            pgn.to_str().unwrap(),
        ],
        &[],
        Duration::ZERO,
        &dir,
    );
    let elapsed = started.elapsed();
    assert!(output.status.success(), "{:?}", stdout_lines(&output));
    let lines = stdout_lines(&output);
    let announced = lines.iter().filter(|l| l.starts_with("Zug ")).count();
    assert!(announced >= 4, "{lines:?}");
    assert!(
        elapsed < Duration::from_secs(60),
        "a level-1 game took {elapsed:?}"
    );
    let Some(game) = python_chess_first_game(&pgn) else {
        return;
    };
    assert_eq!(game["uci"].as_array().unwrap().len(), announced);
    assert!(game["errors"].as_array().unwrap().is_empty(), "{game}");
    let result = game["result"].as_str().unwrap();
    assert!(["1-0", "0-1", "1/2-1/2"].contains(&result), "{game}");
}

/// A person plays White against the engine: the engine answers every move with a legal
/// move of its own; "zurück" asks before it takes back the pair, names both moves, and White
/// is to move again.
#[test]
fn a_person_plays_the_engine_and_takes_back_a_pair() {
    let dir = fresh_dir("human");
    let output = play_plain(
        &["--black", "engine", "--engine-level", "2"],
        &["e4", "Sf3", "zurück", "ja", "wer ist am zug", "ende", "ja"],
        Duration::from_millis(1500),
        &dir,
    );
    let lines = stdout_lines(&output);
    let black_moves: Vec<&String> = lines
        .iter()
        .filter(|l| l.starts_with("Zug eins, Schwarz:") || l.starts_with("Zug zwei, Schwarz:"))
        .collect();
    assert_eq!(black_moves.len(), 2, "{lines:?}");
    let asked = lines
        .iter()
        .position(|l| l.starts_with("Zwei Züge zurücknehmen: Zug zwei, Schwarz, "))
        .unwrap_or_else(|| panic!("{lines:?}"));
    assert!(
        lines[asked].ends_with("und Zug zwei, Weiß, Springer Felix drei? Ja oder nein."),
        "{lines:?}"
    );
    let at = lines
        .iter()
        .position(|l| {
            l.starts_with("Zurückgenommen: Zug zwei, Schwarz, ")
                && l.ends_with("und Zug zwei, Weiß, Springer Felix drei. Weiß ist am Zug.")
        })
        .unwrap_or_else(|| panic!("{lines:?}"));
    assert!(lines[at + 1].contains("Weiß"), "{lines:?}");
    // The game printed at the end has White's e4 and the engine's answer only.
    let end = lines.iter().position(|l| l == "Die Partie:").unwrap();
    assert!(lines[end + 1].starts_with("1. e4 "), "{lines:?}");
    assert!(lines.get(end + 2).is_none(), "{lines:?}");
}

// The fake engines take their `Timeouts` type from the including module.
use ansage::engine::Timeouts;

#[path = "support/fake_engine.rs"]
mod fake_engine;

/// The engine crashes, or hangs, at its first move: ansage notices, says so in one sentence,
/// restarts it (here the real Stockfish takes over), sends the position again, and the game
/// goes on with the engine's move. No move is lost.
#[test]
fn a_crashed_or_hung_engine_is_restarted_and_the_game_goes_on() {
    for (name, on_go, pause) in [
        ("crash", "exit 3", Duration::from_millis(1500)),
        ("hang", ":", Duration::from_secs(7)),
    ] {
        let fake = fake_engine::FakeEngine::failing_once(name, on_go);
        let dir = fresh_dir(name);
        let output = play_plain(
            &[
                "--black",
                "engine",
                "--engine",
                fake.path().to_str().unwrap(),
            ],
            &["e4", "ende"],
            pause,
            &dir,
        );
        let lines = stdout_lines(&output);
        let restart = lines
            .iter()
            .position(|l| l.contains("neu gestartet"))
            .unwrap_or_else(|| panic!("{name}: {lines:?}"));
        assert!(
            lines[restart + 1..]
                .iter()
                .any(|l| l.starts_with("Zug eins, Schwarz:")),
            "{name}: {lines:?}"
        );
        assert!(fake.has_run(), "{name}");
    }
}

/// "tipp", "bewertung" and "rückblick" in a game of two people who train (`--training`):
/// the hint is a legal move in Appendix F words, the evaluation a sentence, and the review
/// names the losing move with a better one.
#[test]
fn hint_evaluation_and_review() {
    let dir = fresh_dir("coach");
    let output = play_plain(
        &["--training"],
        &[
            "e4",
            "e5",
            "Dh5",
            "Sc6",
            "Lc4",
            "tipp",
            "bewertung",
            "Sf6",
            "Dxf7",
            "rückblick",
            "ende",
        ],
        Duration::from_millis(1500),
        &dir,
    );
    let lines = stdout_lines(&output);
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("Tipp: ") && l.ends_with('.')),
        "{lines:?}"
    );
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("Die Stellung ist ausgeglichen.") || l.contains(" steht ")),
        "{lines:?}"
    );
    assert!(
        lines.iter().any(|l| l.starts_with(
            "Zug drei, Schwarz, Springer Felix sechs: Das kostete die Partie; besser war "
        )),
        "{lines:?}"
    );
}

/// The whole game: a script plays White through `ansage play --plain --lang en`
/// against real Stockfish as Black, reading each of the engine's moves from its announcement
/// and answering with a legal move of its own (a fixed-seed random choice), until the game
/// ends; it resigns if the engine has not won after 150 half-moves. The PGN has a result and
/// python-chess reads it without an error.
#[test]
fn a_scripted_player_plays_a_whole_game_against_stockfish() {
    use shakmaty::san::San;
    use shakmaty::{Chess, Position};
    use std::io::{BufRead, BufReader};

    let dir = fresh_dir("whole");
    let pgn = dir.join("game.pgn");
    let mut child = Command::new(env!("CARGO_BIN_EXE_ansage"))
        .args([
            "play",
            "--plain",
            "--speech",
            "none",
            "--lang",
            "en",
            "--black",
            "engine",
            "--engine-level",
            "3",
            "--pgn",
            pgn.to_str().unwrap(),
        ])
        .env("ANSAGE_CONFIG", dir.join("config.toml"))
        .env("ANSAGE_JOURNAL_DIR", dir.join("journal"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("ansage starts");
    let mut stdin = child.stdin.take().unwrap();
    let (sender, lines) = std::sync::mpsc::channel::<String>();
    let stdout = child.stdout.take().unwrap();
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines().map_while(Result::ok) {
            if sender.send(line).is_err() {
                break;
            }
        }
    });
    let mut position = Chess::default();
    let mut seed = 0x2545_f491_4f6c_dd1d_u64;
    let mut transcript = Vec::new();
    let mut over = false;
    while !over {
        // White: a random legal move, in English SAN.
        let moves = position.legal_moves();
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        let chosen = moves[(seed % moves.len() as u64) as usize];
        let san = San::from_move(&position, chosen).to_string();
        position.play_unchecked(chosen);
        let line = if position.fullmoves().get() > 75 {
            "resign".to_owned()
        } else {
            san
        };
        writeln!(stdin, "{line}").unwrap();
        stdin.flush().unwrap();
        // Read until the engine's move or the end of the game.
        loop {
            let said = lines
                .recv_timeout(Duration::from_secs(30))
                .unwrap_or_else(|_| panic!("no answer; so far: {transcript:?}"));
            transcript.push(said.clone());
            if said.contains("wins") || said.contains("drawn") || said.starts_with("Draw") {
                over = true;
                break;
            }
            if let Some(rest) = said.strip_prefix("Move ") {
                if rest.contains(", Black: ") {
                    let san = rest.rsplit_once('(').unwrap().1.trim_end_matches(").");
                    let reply: San = san.parse().unwrap_or_else(|_| panic!("{said}"));
                    position.play_unchecked(reply.to_move(&position).unwrap());
                    if position.is_game_over() {
                        continue;
                    }
                    break;
                }
            }
        }
    }
    writeln!(stdin, "quit").unwrap();
    drop(stdin);
    assert!(child.wait().unwrap().success());
    let text = std::fs::read_to_string(&pgn).unwrap();
    let result = text
        .lines()
        .find_map(|l| l.strip_prefix("[Result \""))
        .unwrap_or_else(|| panic!("{text}"));
    assert!(
        ["1-0\"]", "0-1\"]", "1/2-1/2\"]"].contains(&result),
        "{text}"
    );
    let Some(game) = python_chess_first_game(&pgn) else {
        return;
    };
    assert!(game["errors"].as_array().unwrap().is_empty(), "{game}");
    assert_ne!(game["result"], "*", "{game}");
}

/// Fair play: between two people without `--training`, and in tournament mode, the engine
/// gives no help during the game; the review is there once the game is over.
#[test]
fn no_engine_help_outside_training() {
    for args in [
        &[][..],
        &["--tournament"][..],
        &["--tournament", "--black", "engine"][..],
    ] {
        let dir = fresh_dir("fair");
        let output = play_plain(
            args,
            &["e4", "tipp", "bewertung", "rückblick"],
            Duration::ZERO,
            &dir,
        );
        let lines = stdout_lines(&output);
        assert!(
            !lines.iter().any(|l| l.starts_with("Tipp: ")),
            "{args:?}: {lines:?}"
        );
        let refusals = lines
            .iter()
            .filter(|l| l.contains("keine Hilfe der Engine") || l.contains("nur beim Training"))
            .count();
        assert_eq!(refusals, 3, "{args:?}: {lines:?}");
    }
}

/// A move typed while the engine thinks is not the engine's move: ansage says the engine
/// is thinking, keeps the line, and after the engine's move asks whether it stands.
#[test]
fn a_move_typed_while_the_engine_thinks_is_kept_and_confirmed() {
    use std::io::{BufRead, BufReader};
    let dir = fresh_dir("typed-ahead");
    // Level 8 thinks two seconds a move: "d4", typed at once, arrives while it thinks.
    let mut child = support::spawn_play(&["--black", "engine", "--engine-level", "8"], &dir);
    let mut input = child.stdin.take().unwrap();
    input.write_all(b"e4\nd4\n").unwrap();
    input.flush().unwrap();
    let mut lines = Vec::new();
    let mut reader = BufReader::new(child.stdout.take().unwrap()).lines();
    for line in reader.by_ref() {
        let line = line.unwrap();
        let asked = line.starts_with("Während die Engine nachdachte");
        lines.push(line);
        if asked {
            break;
        }
    }
    // The answer comes only once the question was asked.
    input.write_all(b"ja\n").unwrap();
    drop(input);
    lines.extend(reader.map_while(Result::ok));
    child.wait().unwrap();
    assert!(
        lines.iter().any(|l| l
            == "Schwarz ist am Zug, die Engine denkt nach. Ihre Eingabe „d4“ ist vorgemerkt; nach dem Zug der Engine frage ich, ob sie gelten soll."),
        "{lines:?}"
    );
    assert!(
        !lines.iter().any(|l| l.starts_with("Kein Bauer")),
        "{lines:?}"
    );
    let asked = lines
        .iter()
        .position(|l| l.starts_with("Während die Engine nachdachte, hatten Sie „d4“ eingegeben"))
        .unwrap_or_else(|| panic!("{lines:?}"));
    assert!(
        lines[..asked]
            .iter()
            .any(|l| l.starts_with("Zug eins, Schwarz:"))
    );
    assert!(
        lines[asked + 1..]
            .iter()
            .any(|l| l == "Zug zwei, Weiß: Bauer David vier (d4)."),
        "{lines:?}"
    );
}
