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
//! A second player walks a 3D game on two devices (`--host`): each line comes from one
//! seat's device (`ThreeDSession::handle_line_from`), drawn at random, the side not to move
//! too; after every step: a move is the mover's own, a take-back withdraws the speaker's own
//! move (F2.6), a resignation is the speaker's, an agreed draw answers the other seat's
//! offer, a question asked of one seat is not answered or dropped by the other, no move is
//! played while an announced one waits for its repetition (F2.1, in half the games), and
//! the journal replays to the same game.
//!
//! A third walks the same with the arbiter's device (`--arbiter`) among them: one line in
//! five is the arbiter's (clocks, results, warnings, the players' boards and records, and
//! what the arbiter may not do); it never moves, takes back, answers a player's question or
//! offer, or ends the game but by its result (or a flag that fell when time was taken).
//!
//! `ANSAGE_SIMULATION_CASES` scales the number of sequences (10,000 in all by default, this
//! file's share a hundredth of it); `ANSAGE_SIMULATION_SEED` another seed.

mod support;

use ansage::engine::Level;
use ansage::game::clock::TimeControl;
use ansage::game::rules::{DrawReason, GameEnd};
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
    // F2.7, F2.8: the player's own board and record, and settling both records.
    "auf d1W steht bei mir ein Springer",
    "bei mir ist b2W leer",
    "mein zug 1 war b2W-b4W",
    "mein zug 1 war a7S-a6S",
    "abgleichen",
    // The questions of any game, and the clock's corrections (tournament mode only).
    "letzter zug",
    "die letzten 3 züge",
    "was hat schwarz gezogen",
    "zugnummer",
    "bin ich im schach",
    "material",
    "geschlagene figuren",
    "letzter schlag",
    "legale züge",
    "welche figuren hängen",
    "wer ist mein gegner",
    "info",
    "remis annehmen",
    "zurückblättern",
    "uhr weiß plus eine minute",
    // Settings in play that the journal keeps for --resume.
    "wiederholung an",
    "wiederholung aus",
    "vorlesen aus",
    "vorlesen an",
];

/// Lines the arbiter types at a third device (`--arbiter`): the arbiter's own commands,
/// questions, and what belongs to the players or the host, right or wrong.
const ARBITER_LINES: &[&str] = &[
    "uhr anhalten",
    "uhr weiter",
    "zeit gutschreiben weiß 1 minute",
    "zeit abziehen schwarz 30 sekunden",
    "uhr stellen weiß 4 minuten",
    "ja",
    "nein",
    "zurück",
    "aufgeben",
    "remis",
    "remis beantragen",
    "b2W-b4W",
    "Sc3",
    "weiß: mein brett",
    "schwarz: meine partie",
    "mein brett",
    "weiß: auf d1W steht bei mir ein Springer",
    "auf c3N steht bei mir ein Springer",
    "verwarnung schwarz",
    "abgleichen",
    "schwarz: mein zug 1 war a7S-a6S",
    "weiß: mein zug 1 war b2W-b3W",
    "decks",
    "züge",
    "tipp",
    "ende",
    "xyz",
    "ergebnis weiß gewinnt",
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

/// A line a player types: mostly moves of the position, in notation or in words; claims
/// about an announced move; the other lines.
fn a_line(session: &ThreeDSession, rng: &mut Rng) -> String {
    let position = session.game().position();
    match rng.below(10) {
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
    }
}

/// One step: a line from the player, then the engine's answer. Returns the line.
fn step(session: &mut ThreeDSession, rng: &mut Rng) -> String {
    let line = a_line(session, rng);
    session.handle_line(&line);
    line
}

/// `session` with a clock in half the sequences (long enough that no flag falls; in
/// tournament mode in half of those), and its journal in a folder of its own, kept as the
/// program keeps it.
fn clocked_and_journaled(
    mut session: ThreeDSession,
    rng: &mut Rng,
) -> (ThreeDSession, tempfile::TempDir, GameJournal3) {
    if rng.below(2) == 0 {
        let control = TimeControl::parse("90+30").unwrap();
        session = session.with_clock(control, &[], rng.below(2) == 0, system_now());
    }
    let journals = tempfile::tempdir().unwrap();
    let (journal, failed) = GameJournal3::start_in(
        journals.path(),
        session.game(),
        serde_json::Value::Null,
        Language::GERMAN,
    );
    assert!(failed.is_empty(), "{failed:?}");
    (session, journals, journal)
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
    let session = ThreeDSession::new_3d(Language::GERMAN).with_opponent(Some(opponent));
    let (mut session, _journals, mut journal) = clocked_and_journaled(session, &mut rng);
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
        let read = Journal::read(path).unwrap_or_else(|e| panic!("{e:?}: {trail:?}"));
        let replayed = read
            .to_game3()
            .unwrap_or_else(|e| panic!("{e:?}: {trail:?}"));
        assert_eq!(replayed.moves, game.moves, "the journal's moves: {trail:?}");
        assert_eq!(
            replayed.end.map(|end| end.winner()),
            game.end.map(|end| end.winner()),
            "the journal's end: {trail:?}"
        );
        assert_resumes_alike(&session, &read, replayed, &trail);
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

/// The simulated players of a game on two devices: each step a line from one seat's device.
fn check_two_devices(case_seed: u64, steps: usize, arbiter: bool) {
    let mut rng = Rng::new(case_seed);
    // Half the games with F2.1's repetition of every announced move.
    let session = ThreeDSession::new_3d(Language::GERMAN).with_repetition(rng.below(2) == 0);
    let (mut session, _journals, mut journal) = clocked_and_journaled(session, &mut rng);
    let mut trail: Vec<String> = Vec::new();
    for _ in 0..steps {
        // With an arbiter's device, one line in five is the arbiter's.
        if arbiter && rng.below(5) == 0 {
            let line = ARBITER_LINES[rng.below(ARBITER_LINES.len())];
            trail.push(format!("arbiter: {line}"));
            arbiter_step(&mut session, line, &trail);
            journal.kept(&session, Vec::new());
            continue;
        }
        // Mostly the side to move, often the other.
        let turn = session.game().position().turn();
        let seat = if rng.below(3) == 0 { !turn } else { turn };
        // The announced move, repeated in notation or in words, half the time it waits.
        let awaiting = session.awaiting_repetition();
        let line = match awaiting {
            Some(m) if rng.below(2) == 0 => {
                let game = session.game();
                let before = game.position_after(game.moves.len() - 1);
                if rng.below(2) == 0 {
                    write_move(&before, &m, Language::GERMAN)
                } else {
                    shown(&announce(&before, &m), Language::GERMAN)
                }
            }
            _ => a_line(&session, &mut rng),
        };
        trail.push(format!("{seat:?}: {line}"));
        let before = session.game().clone();
        let asked_before = session.question_for();
        let offer_before = session.pending_offer();
        // F2.8: a roll-back both players agree to, from either device.
        let proposal_before = session.proposal_waiting();
        let rolls_back = proposal_before && line == "ja";
        let (events, _) = session.handle_line_from(seat, &line);
        journal.kept(&session, events);
        let game = session.game();
        // A move is the speaker's own; a take-back withdraws the speaker's own move.
        if game.moves.len() == before.moves.len() + 1 {
            assert_eq!(turn, seat, "a move played for the other seat: {trail:?}");
        }
        if rolls_back {
            // As at the arbiter's yes: back to where both records agree.
            assert!(
                game.moves.len() <= before.moves.len(),
                "the roll-back played a move: {trail:?}"
            );
        } else if game.moves.len() + 1 == before.moves.len() {
            let mover = before.position_after(game.moves.len()).turn();
            assert_eq!(mover, seat, "the other seat's move taken back: {trail:?}");
        }
        assert!(game.moves.len() <= before.moves.len() + 1, "{trail:?}");
        // F2.1: no move is played while the announced one waits for its repetition.
        if awaiting.is_some() {
            assert!(
                game.moves.len() <= before.moves.len(),
                "a move before the repetition: {trail:?}"
            );
        }
        // An end by the speaker's word is the speaker's.
        if before.end.is_none() {
            match game.end {
                Some(GameEnd::Resignation { winner }) => {
                    assert_eq!(winner, !seat, "resigned for the other seat: {trail:?}");
                }
                Some(GameEnd::Draw(DrawReason::Agreement)) => {
                    assert!(
                        offer_before == Some(!seat) || asked_before == Some(seat),
                        "a draw agreed without the other seat's offer: {trail:?}"
                    );
                }
                _ => {}
            }
        }
        // A question asked of one seat is neither answered nor dropped by the other (who
        // may still end the game by their own right: accepting a standing draw offer).
        if let Some(asked) = asked_before.filter(|_| !proposal_before) {
            if asked != seat && game.end.is_none() {
                assert_eq!(
                    session.question_for(),
                    Some(asked),
                    "the other seat answered the question: {trail:?}"
                );
            }
        }
        // The journal replays to the same game, with the repetition waiting or not.
        let path = journal.path().expect("a journal");
        let read = Journal::read(path).unwrap_or_else(|e| panic!("{e:?}: {trail:?}"));
        let replayed = read
            .to_game3()
            .unwrap_or_else(|e| panic!("{e:?}: {trail:?}"));
        assert_eq!(replayed.moves, game.moves, "the journal's moves: {trail:?}");
        assert_resumes_alike(&session, &read, replayed, &trail);
    }
}

/// The game resumed from its journal (`read`, whose game is `replayed`) waits for the
/// same repetition as `session` (F2.1), with the repetition and the lists read aloud as
/// last set in play ("wiederholung aus", "vorlesen aus").
fn assert_resumes_alike(
    session: &ThreeDSession,
    read: &ansage::storage::journal::Replay,
    replayed: ansage::tridim::game::Game3,
    trail: &[String],
) {
    let state = read.state();
    let setting = |key: &str| state.settings.get(key).and_then(serde_json::Value::as_bool);
    assert_eq!(
        setting("repetition"),
        Some(session.repetition_required()),
        "the journal's repetition setting: {trail:?}"
    );
    assert_eq!(
        setting("read_aloud"),
        Some(session.reads_aloud()),
        "the journal's read-aloud setting: {trail:?}"
    );
    let mut resumed = ThreeDSession::with_game(replayed, Language::GERMAN)
        .with_opponent(session.opponent())
        .with_repetition(setting("repetition").unwrap_or(false));
    resumed.resume_repetition(state.last_repeated.map(|ply| ply as usize));
    assert_eq!(
        resumed.awaiting_repetition(),
        session.awaiting_repetition(),
        "the journal's repetition: {trail:?}"
    );
}

/// One line of the arbiter's (F2.7–F2.9, 6.12–6.14, 12.9), and what it may not do: play
/// or take back a move, answer or drop a player's question or a standing draw offer, or
/// end the game other than by its result.
fn arbiter_step(session: &mut ThreeDSession, line: &str, trail: &[String]) {
    let before = session.game().clone();
    let asked_before = session.question_for();
    let offer_before = session.pending_offer();
    let awaiting_before = session.awaiting_repetition();
    // F2.8: the arbiter's yes may carry out a roll-back proposal; F2.7: settling the boards
    // ("abgleichen", a square, a record entry) puts every move that stands on both boards,
    // so the announced move no longer waits for its repetition.
    let decides = session.proposal_waiting() && matches!(line, "ja" | "nein");
    let rolls_back = decides && line == "ja";
    let settles = line == "abgleichen" || line.contains("steht bei mir") || line.contains(" war ");
    let (_, flow) = session.handle_line_from_arbiter(Language::GERMAN, line);
    assert_eq!(
        flow,
        ansage::play::Flow::Continue,
        "the arbiter ended the host's game: {trail:?}"
    );
    let game = session.game();
    if rolls_back {
        // The moves go back to where both records agree; a record one move longer than the
        // other has its last move stand (its player wrote it, the other has not yet), which
        // may replace the move the game has there (F2.8, as in chess).
        assert!(
            game.moves.len() <= before.moves.len(),
            "the roll-back played a move: {trail:?}"
        );
    } else {
        assert_eq!(game.moves, before.moves, "the arbiter moved: {trail:?}");
    }
    match (before.end, game.end) {
        (None, Some(end)) => {
            // Only the arbiter's result, or a flag that fell when time was taken (6.9).
            let flagged = matches!(
                end,
                GameEnd::Forfeit {
                    cause: ansage::game::rules::Forfeit::Time,
                    ..
                }
            );
            let decided = matches!(end, GameEnd::Decision { .. }) && line.starts_with("ergebnis");
            assert!(
                decided || flagged,
                "the game ended by the arbiter's {line}: {end:?}: {trail:?}"
            );
        }
        (Some(was), now) => assert_eq!(now, Some(was), "the end changed: {trail:?}"),
        (None, None) if rolls_back => {}
        (None, None) => {
            // A proposal the arbiter's settlement makes is a question to both players.
            if !session.proposal_waiting() && !decides {
                assert_eq!(
                    session.question_for(),
                    asked_before,
                    "the arbiter touched a question: {trail:?}"
                );
            }
            assert_eq!(
                session.pending_offer(),
                offer_before,
                "the arbiter touched an offer: {trail:?}"
            );
            let awaiting = session.awaiting_repetition();
            assert!(
                awaiting == awaiting_before || settles && awaiting.is_none(),
                "the arbiter touched the repetition: {trail:?}"
            );
        }
    }
}

#[test]
fn simulated_players_on_two_devices() {
    let seed = seed();
    let cases = cases();
    eprintln!("ANSAGE_SIMULATION_SEED={seed}, {cases} sequences of 40 steps on two devices");
    for case in 0..cases {
        check_two_devices(seed.wrapping_add(case), 40, false);
    }
}

/// The two devices with the arbiter's at a third (`--arbiter`): the players' invariants
/// hold with the arbiter's lines among theirs, and the arbiter's lines keep the arbiter's.
#[test]
fn simulated_players_and_the_arbiter_on_three_devices() {
    let seed = seed();
    let cases = cases();
    eprintln!("ANSAGE_SIMULATION_SEED={seed}, {cases} sequences of 40 steps with an arbiter");
    for case in 0..cases {
        check_two_devices(seed.wrapping_add(case), 40, true);
    }
}
