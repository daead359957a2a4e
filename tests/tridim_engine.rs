//! Issue 32 §3: the 3D engine plays real moves. Games of the engine against a random mover
//! (the practice opponent ansage had before) and through `ansage play --variant 3d --black
//! engine`: it answers, gives a hint in words and notation, says who stands better, and a
//! take-back against it gives the player the move again.

mod support;

use std::path::Path;
use std::process::Output;

use ansage::engine::Level;
use ansage::game::rules::GameEnd;
use ansage::tridim::Position3;
use ansage::tridim::engine::{choose_move, evaluate, next_random, position_hash};
use ansage::tridim::game::Game3;
use ansage::tridim::notation::{Reading, read_move};
use shakmaty::Color;

/// How a game between the engine and a random mover ended.
#[derive(Debug, PartialEq, Eq)]
enum Outcome {
    EngineWon,
    Drawn,
    RandomWon,
}

/// A game of `plies` at most: the engine at `level` with `engine_side`, the other side
/// random. Unfinished, it is judged by the evaluation: three pawns ahead is a win.
fn engine_against_random(level: u8, engine_side: Color, plies: usize, seed: u64) -> Outcome {
    let level = Level::new(level).unwrap();
    let mut position = Position3::start();
    let mut history = Vec::new();
    let mut seed = seed | 1;
    for _ in 0..plies {
        if let Some(end) = Game3::automatic_end(&position) {
            return match end {
                GameEnd::Checkmate { winner } if winner == engine_side => Outcome::EngineWon,
                GameEnd::Checkmate { .. } => Outcome::RandomWon,
                _ => Outcome::Drawn,
            };
        }
        let m = if position.turn() == engine_side {
            choose_move(&position, level, &history, &mut seed).expect("a move")
        } else {
            let moves = position.legal_moves();
            moves[(next_random(&mut seed) % moves.len() as u64) as usize]
        };
        assert!(position.legal_moves().contains(&m), "an illegal move");
        history.push(position_hash(&position));
        position = position.play_unchecked(&m);
    }
    let value = evaluate(&position);
    let for_engine = if position.turn() == engine_side {
        value
    } else {
        -value
    };
    match for_engine {
        v if v >= 300 => Outcome::EngineWon,
        v if v <= -300 => Outcome::RandomWon,
        _ => Outcome::Drawn,
    }
}

/// Level 4 (no random moves, three plies and captures) wins against the random mover with
/// either colour: of four games of 60 plies, at least three, and loses none.
#[test]
fn the_engine_beats_a_random_mover() {
    let outcomes: Vec<Outcome> = (0..4)
        .map(|game| {
            let side = if game % 2 == 0 {
                Color::White
            } else {
                Color::Black
            };
            engine_against_random(4, side, 60, 0x9E37 + game)
        })
        .collect();
    let won = outcomes
        .iter()
        .filter(|o| **o == Outcome::EngineWon)
        .count();
    assert!(won >= 3, "{outcomes:?}");
    assert!(!outcomes.contains(&Outcome::RandomWon), "{outcomes:?}");
}

/// `ansage play --variant 3d --plain --speech none --black engine ARGS` with `lines` typed.
fn play(args: &[&str], lines: &[&str], dir: &Path) -> Output {
    let mut all = vec!["--black", "engine"];
    all.extend_from_slice(args);
    support::play_3d(&all, lines, dir)
}

/// Through the program: the engine answers at its level, "tipp" names a legal move in words
/// and notation, "bewertung" says who stands better, "zurück" takes back the engine's answer
/// and the player's move, and the English words work too.
#[test]
fn hint_evaluation_and_take_back_against_the_engine() {
    let dir = tempfile::tempdir().unwrap();
    let out = play(
        &["--engine-level", "3"],
        &["b4N", "tipp", "bewertung", "zurück", "c3W", "ende", "ja"],
        dir.path(),
    );
    let printed: Vec<String> = String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(str::to_owned)
        .collect();
    let line = |start: &str| printed.iter().find(|l| l.starts_with(start)).cloned();
    // The notation in a line's last brackets: "… (b5N)." → "b5N".
    let notation = |line: &str| {
        line.rsplit_once('(')
            .and_then(|(_, n)| n.strip_suffix(")."))
            .unwrap_or_else(|| panic!("{line}"))
            .to_owned()
    };
    let reply = line("Zug eins, Schwarz:").unwrap_or_else(|| panic!("{printed:#?}"));
    let hint = line("Tipp: ").unwrap_or_else(|| panic!("{printed:#?}"));
    // The hint names one of White's legal moves after 1. b4N and the engine's answer.
    let mut position = Position3::start();
    for text in ["b4N".to_owned(), notation(&reply), notation(&hint)] {
        match read_move(&position, &text) {
            Reading::Move(m) => position = position.play_unchecked(&m),
            other => panic!("{text}: {other:?} in {printed:#?}"),
        }
    }
    assert!(
        printed.iter().any(|l| {
            l == "Die Stellung ist ausgeglichen."
                || l.starts_with("Weiß steht")
                || l.starts_with("Schwarz steht")
        }),
        "{printed:#?}"
    );
    assert!(
        printed
            .iter()
            .any(|l| l.starts_with("Zurückgenommen: die Antwort der Engine,")
                && l.ends_with("Weiß ist am Zug.")),
        "{printed:#?}"
    );
    // After the take-back White plays again from the start, and the engine answers anew.
    assert!(
        printed
            .iter()
            .any(|l| l.starts_with("Zug eins, Weiß: Bauer Cäsar drei auf Weiß")),
        "{printed:#?}"
    );
    let black_moves = printed
        .iter()
        .filter(|l| l.starts_with("Zug eins, Schwarz:"))
        .count();
    assert_eq!(black_moves, 2, "{printed:#?}");
    let out = play(
        &["--lang", "en"],
        &["hint", "evaluation", "quit", "yes"],
        dir.path(),
    );
    let printed = String::from_utf8_lossy(&out.stdout);
    assert!(printed.contains("Hint: "), "{printed}");
}

/// Without an engine in the game there is no help from it: two players at one keyboard are
/// told how to train against it.
#[test]
fn no_hint_between_two_players() {
    let dir = tempfile::tempdir().unwrap();
    let out = support::play_3d(&[], &["tipp"], dir.path());
    let printed = String::from_utf8_lossy(&out.stdout);
    assert!(
        printed.contains("Tipp und Bewertung gibt es beim Training gegen die Engine"),
        "{printed}"
    );
}

/// By ear, in a pseudo-terminal in line mode with speech that takes real time: the engine's
/// answer is spoken after the player's move, the hint and the evaluation are spoken, and no
/// escape byte reaches the screen reader.
#[test]
fn a_game_against_the_engine_by_ear() {
    support::pty::require_speech_tools();
    let mut pty = support::pty::Pty::start(
        "three-d-engine",
        "dumb",
        &[
            "--variant",
            "3d",
            "--speech",
            "espeak",
            "--black",
            "engine",
            "--engine-level",
            "4",
        ],
        &[],
    );
    pty.wait_for("Neue Partie dreidimensionales Schach");
    pty.line("Bauer Bella vier auf Neutral");
    pty.wait_until_spoken("Zug eins, Weiß: Bauer Bella vier auf Neutral.");
    pty.wait_until_spoken("Zug eins, Schwarz:");
    pty.line("tipp");
    pty.wait_until_spoken("Tipp: ");
    pty.line("bewertung");
    pty.line("ende");
    pty.wait_for("Ja oder nein");
    pty.line("ja");
    pty.wait_for_exit();
    let text = pty.text();
    assert!(
        text.contains("Die Stellung ist ausgeglichen.") || text.contains(" steht "),
        "{text}"
    );
    let escapes = pty.bytes.iter().filter(|&&b| b == 0x1b).count();
    assert_eq!(escapes, 0, "{:?}", String::from_utf8_lossy(&pty.bytes));
}
