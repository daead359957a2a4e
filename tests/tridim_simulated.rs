//! A simulated player of three-dimensional chess against the 3D engine (issue 32: where the
//! engine, take-backs, questions, draw offers, claims, resignation and the record meet):
//! long random sequences of what a player types, each step followed by the engine's answer
//! as `ansage play --variant 3d --black engine` gives it, with invariants checked after
//! every step:
//!
//! - someone can always act: while the game goes on and no question waits, the side to move
//!   is the player's — the engine never leaves its own move unplayed (a take-back included);
//! - nothing is played for a seat by another: the engine moves only for its own side, at
//!   most once per step, and a player's line moves only the player's side;
//! - the record replays to the same game: the game file read back has the same moves, and
//!   every move is legal where it was played;
//! - the journal replays to the same game: after every step, the journal the program keeps
//!   (`ui::three_d_journal`), read back, has the same moves with the same draw offers and
//!   the same end — through take-backs, offers written after their move, claims about an
//!   announced move (9.2a) and the clock's presses.
//!
//! `ANSAGE_SIMULATION_CASES` scales the number of sequences (10,000 in all by default, this
//! file's share a hundredth of it); `ANSAGE_SIMULATION_SEED` another seed.

mod support;

use ansage::engine::Level;
use ansage::game::clock::TimeControl;
use ansage::language::Language;
use ansage::play::system_now;
use ansage::play::three_d::{Opponent3, ThreeDSession};
use ansage::storage::journal::Journal;
use ansage::tridim::game::read_game3;
use ansage::tridim::notation::write_move;
use ansage::tridim::words::announce;
use ansage::ui::three_d_journal::GameJournal3;
use ansage::words::phrases::shown;
use shakmaty::Color;
use support::Rng;

/// Lines a player types besides moves: questions, commands and answers, right or wrong.
const OTHER_LINES: &[&str] = &[
    "zurück",
    "tipp",
    "bewertung",
    "remis",
    "ja",
    "nein",
    "aufgeben",
    "remis beantragen",
    "zeit",
    "uhr anhalten",
    "uhr weiter",
    "stellung",
    "decks",
    "was steht auf c3",
    "c3N?",
    "wer ist am zug",
    "züge",
    "wiederholen",
    "Springer Cäsar drei",
    "Sc3",
    "eins",
    "zwei",
    "xyz",
    "",
    "Zacharias null",
];

/// How many sequences this file plays.
fn cases() -> u64 {
    let total: u64 = std::env::var("ANSAGE_SIMULATION_CASES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(10_000);
    (total / 100).max(10)
}

fn seed() -> u64 {
    std::env::var("ANSAGE_SIMULATION_SEED")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| {
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(32, |d| d.as_nanos() as u64)
        })
}

/// One step: a line from the player, then the engine's answer. Returns the line.
fn step(session: &mut ThreeDSession, rng: &mut Rng) -> String {
    let position = session.game().position();
    let line = match rng.below(10) {
        // A claim about a move announced (9.2a): legal, so the claim is judged.
        5 => match position.legal_moves().first() {
            Some(m) => format!(
                "remis beantragen mit {}",
                write_move(&position, m, Language::GERMAN)
            ),
            None => "remis beantragen".to_owned(),
        },
        // Mostly moves: in notation, or in words as announced.
        0..=4 => {
            let moves = position.legal_moves();
            if moves.is_empty() {
                "zurück".to_owned()
            } else {
                let m = moves[rng.below(moves.len())];
                if rng.below(3) == 0 {
                    shown(&announce(&position, &m), Language::GERMAN)
                } else {
                    write_move(&position, &m, Language::GERMAN)
                }
            }
        }
        _ => OTHER_LINES[rng.below(OTHER_LINES.len())].to_owned(),
    };
    session.handle_line(&line);
    line
}

fn check_one_sequence(case_seed: u64, steps: usize) {
    let mut rng = Rng::new(case_seed);
    let engine_side = if rng.below(2) == 0 {
        Color::White
    } else {
        Color::Black
    };
    let level = Level::new(1 + rng.below(3) as u8).unwrap();
    // Hints and evaluations at the lowest level, so that thousands of steps take seconds.
    let opponent = Opponent3 {
        side: engine_side,
        level,
        hint_level: Level::MIN,
    };
    let mut session = ThreeDSession::new(Language::GERMAN).with_opponent(Some(opponent));
    // Half the sequences with a clock (long enough that no flag falls), in tournament mode.
    if rng.below(2) == 0 {
        let control = TimeControl::parse("90+30").unwrap();
        session = session.with_clock(control, &[], rng.below(2) == 0, system_now());
    }
    let journals = tempfile::tempdir().unwrap();
    let (mut journal, failed) = GameJournal3::start_in(
        journals.path(),
        session.game(),
        serde_json::Value::Null,
        Language::GERMAN,
    );
    assert!(failed.is_empty(), "{failed:?}");
    let mut engine_seed = case_seed | 1;
    let mut trail: Vec<String> = Vec::new();
    // The engine opens when it has White, as the program does.
    let events = session.opponent_move(&mut engine_seed);
    journal.kept(&session, events);
    for _ in 0..steps {
        let before = session.game().moves.len();
        let turn_before = session.game().position().turn();
        let line = step(&mut session, &mut rng);
        journal.kept(&session, Vec::new());
        trail.push(line.clone());
        let after_line = session.game().moves.len();
        // A player's line moves only the player's side, one move at most (or takes back).
        if after_line == before + 1 {
            assert_ne!(
                turn_before, engine_side,
                "a line played for the engine's side: {trail:?}"
            );
        }
        assert!(after_line <= before + 1, "{trail:?}");
        // The engine's answer: one move at most, and only its own.
        let to_move = session.game().position().turn();
        let events = session.opponent_move(&mut engine_seed);
        journal.kept(&session, events);
        let after_engine = session.game().moves.len();
        assert!(after_engine <= after_line + 1, "{trail:?}");
        if after_engine == after_line + 1 {
            assert_eq!(
                to_move, engine_side,
                "the engine moved for the player: {trail:?}"
            );
        }
        // Someone can always act: a game going on with no question waiting is the
        // player's to move.
        let game = session.game();
        let waiting = session.prompt();
        let question = waiting.contains("Ja oder nein") || waiting.contains("Welcher");
        if game.end.is_none() && !question {
            assert_ne!(
                game.position().turn(),
                engine_side,
                "the engine's move is left unplayed ({waiting}): {trail:?}"
            );
        }
        // The record replays to the same game, every move legal where it stood.
        let mut position = game.start.clone();
        for (m, _) in &game.moves {
            assert!(position.legal_moves().contains(m), "{trail:?}");
            position = position.play_unchecked(m);
        }
        let read = read_game3(&game.to_pgn()).unwrap_or_else(|e| panic!("{e:?}: {trail:?}"));
        assert_eq!(read.moves, game.moves, "{trail:?}");
        assert_eq!(read.end.is_some(), game.end.is_some(), "{trail:?}");
        // The journal replays to the same game.
        let path = journal.path().expect("a journal");
        let replayed = Journal::read(path)
            .and_then(|replay| replay.to_game3())
            .unwrap_or_else(|e| panic!("{e:?}: {trail:?}"));
        assert_eq!(replayed.moves, game.moves, "the journal's moves: {trail:?}");
        assert_eq!(
            replayed.end.map(|end| end.winner()),
            game.end.map(|end| end.winner()),
            "the journal's end: {trail:?}"
        );
    }
}

#[test]
fn a_simulated_player_against_the_3d_engine() {
    let seed = seed();
    let cases = cases();
    eprintln!("ANSAGE_SIMULATION_SEED={seed}, {cases} sequences of 40 steps");
    for case in 0..cases {
        check_one_sequence(seed.wrapping_add(case), 40);
    }
}
