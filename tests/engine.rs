//! The UCI engine client (issue 7): real Stockfish from `/usr/games/stockfish` (start, legal
//! best moves from the start and from a FEN, a mate in one, the sign of the evaluation,
//! every level's options), and small fake engines that hang, crash or talk nonsense — each
//! noticed within its deadline, reported as the right error, and overcome by a restart
//! when the restarted engine works.

use std::path::Path;
use std::time::{Duration, Instant};

use ansage::engine::{
    ClockLimit, Engine, EngineError, EngineMove, EnginePlayer, Flood, Level, Score, SearchLimit,
    Timeouts, Wait,
};
use ansage::language::Language;
use shakmaty::fen::Fen;
use shakmaty::uci::UciMove;
use shakmaty::{CastlingMode, Chess, Color, Move, Position};

#[path = "support/fake_engine.rs"]
mod fake_engine;
mod support;

use fake_engine::{Behaviour, FakeEngine, STOCKFISH, quick};

fn stockfish() -> &'static Path {
    let path = Path::new(STOCKFISH);
    assert!(
        path.exists(),
        "Stockfish is missing at {STOCKFISH}: run make setup or apt-get install stockfish"
    );
    path
}

fn position(fen: &str) -> Chess {
    fen.parse::<Fen>()
        .unwrap()
        .into_position(CastlingMode::Standard)
        .unwrap()
}

/// Plays UCI moves from `start`.
fn moves(start: &Chess, ucis: &[&str]) -> (Vec<Move>, Chess) {
    let mut position = start.clone();
    let mut played = Vec::new();
    for uci in ucis {
        let m = uci.parse::<UciMove>().unwrap().to_move(&position).unwrap();
        position.play_unchecked(m);
        played.push(m);
    }
    (played, position)
}

fn fast() -> SearchLimit {
    SearchLimit::movetime(Duration::from_millis(50))
}

fn assert_legal(found: &EngineMove, position: &Chess) {
    assert!(
        position.is_legal(found.best),
        "{} is not legal in {}",
        found.uci(),
        Fen::from_position(position, shakmaty::EnPassantMode::Legal)
    );
}

/// Within `limit`, or the test fails saying how long it took.
fn within<T>(limit: Duration, what: &str, f: impl FnOnce() -> T) -> T {
    let started = Instant::now();
    let result = f();
    let took = started.elapsed();
    assert!(took <= limit, "{what} took {took:?}, more than {limit:?}");
    result
}

// ---------------------------------------------------------------- real Stockfish

#[test]
fn stockfish_starts_and_lists_its_options() {
    let engine = Engine::start(stockfish(), Timeouts::default()).unwrap();
    assert!(
        engine.name().unwrap().starts_with("Stockfish"),
        "{:?}",
        engine.name()
    );
    let elo = engine.option("UCI_Elo").expect("UCI_Elo");
    let (min, max) = (elo.min.unwrap(), elo.max.unwrap());
    assert!((1300..=1400).contains(&min), "UCI_Elo min {min}");
    assert!(max >= 2800, "UCI_Elo max {max}");
    let skill = engine.option("skill level").expect("Skill Level");
    assert_eq!((skill.min, skill.max), (Some(0), Some(20)));
    assert!(engine.option("UCI_LimitStrength").is_some());
}

#[test]
fn best_move_from_the_start_position_is_legal() {
    let mut engine = Engine::start(stockfish(), Timeouts::default()).unwrap();
    engine.new_game().unwrap();
    let start = Chess::default();
    engine.set_position(&start, &[]).unwrap();
    let found = engine.go(&fast()).unwrap();
    assert_legal(&found, &start);
    assert!(found.score.is_some() && found.depth.is_some());
    assert!(!found.pv.is_empty());
    assert!(found.restarts.is_empty());
}

#[test]
fn best_move_from_a_fen_with_moves_is_legal() {
    // The Italian game after 4…Bc5 5.c3, then Black castles and White pushes d4: Black to move.
    let start = position("r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/2P2N2/PP1P1PPP/RNBQK2R b KQkq - 0 5");
    let (played, now) = moves(&start, &["e8g8", "d2d4"]);
    let mut player = EnginePlayer::new(stockfish(), Level::MAX);
    let found = player.best_move(&start, &played, fast()).unwrap();
    assert_legal(&found, &now);
    assert_eq!(now.turn(), Color::Black);
    // The expected reply is on the board too.
    if let Some(ponder) = found.ponder {
        let mut after = now.clone();
        after.play_unchecked(found.best);
        assert!(after.is_legal(ponder));
    }
}

#[test]
fn mate_in_one_is_found() {
    let start = position("6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1");
    let mut engine = Engine::start(stockfish(), Timeouts::default()).unwrap();
    engine.set_position(&start, &[]).unwrap();
    let found = engine.go(&SearchLimit::depth(5)).unwrap();
    assert_eq!(found.uci(), "a1a8");
    let mut after = start.clone();
    after.play_unchecked(found.best);
    assert!(after.is_checkmate());
    assert_eq!(found.score, Some(Score::Mate(1)));
    assert_eq!(
        found.evaluation(Language::GERMAN).unwrap(),
        "Weiß setzt in einem Zug matt."
    );

    // Black mates in one the same way: the score turns to Black.
    let mut player = EnginePlayer::new(stockfish(), Level::MAX);
    let black = position("r5k1/5ppp/8/8/8/8/5PPP/6K1 b - - 0 1");
    let found = player
        .best_move(&black, &[], SearchLimit::depth(5))
        .unwrap();
    assert_eq!(found.uci(), "a8a1");
    assert_eq!(found.score, Some(Score::Mate(-1)));
    assert_eq!(
        found.evaluation(Language::ENGLISH).unwrap(),
        "Black mates in one move."
    );
}

#[test]
fn evaluation_words_have_the_right_sign() {
    let mut engine = Engine::start(stockfish(), Timeouts::default()).unwrap();
    // White has an extra queen; whoever is to move, White is winning.
    for (fen, better) in [
        ("4k3/8/8/8/8/8/3QPPP1/4K3 w - - 0 1", Color::White),
        ("4k3/8/8/8/8/8/3QPPP1/4K3 b - - 0 1", Color::White),
        ("4k3/3qppp1/8/8/8/8/8/4K3 w - - 0 1", Color::Black),
        ("4k3/3qppp1/8/8/8/8/8/4K3 b - - 0 1", Color::Black),
    ] {
        engine.set_position(&position(fen), &[]).unwrap();
        let found = engine.go(&SearchLimit::nodes(20_000)).unwrap();
        let score = found.score.expect("a score");
        assert_eq!(score.better_side(), Some(better), "{fen}: {score:?}");
        let german = found.evaluation(Language::GERMAN).unwrap();
        let english = found.evaluation(Language::ENGLISH).unwrap();
        match better {
            Color::White => {
                assert!(german.starts_with("Weiß"), "{fen}: {german}");
                assert!(english.starts_with("White"), "{fen}: {english}");
            }
            Color::Black => {
                assert!(german.starts_with("Schwarz"), "{fen}: {german}");
                assert!(english.starts_with("Black"), "{fen}: {english}");
            }
        }
    }
    // The start position is about equal.
    engine.set_position(&Chess::default(), &[]).unwrap();
    let found = engine.go(&SearchLimit::nodes(20_000)).unwrap();
    match found.score.unwrap() {
        Score::Centipawns(cp) => assert!(cp.abs() < 100, "{cp}"),
        other => panic!("{other:?}"),
    }
}

#[test]
fn every_level_sets_options_stockfish_accepts_and_plays() {
    let mut player = EnginePlayer::new(stockfish(), Level::MIN);
    let start = Chess::default();
    let (played, now) = moves(&start, &["d2d4", "g8f6"]);
    for level in Level::ALL {
        player.set_level(level);
        let found = player.best_move(&start, &played, fast()).unwrap();
        assert_legal(&found, &now);
        let engine = player.engine().unwrap();
        for (name, value) in level.options(engine.options()) {
            let option = engine.option(&name).expect("the engine has the option");
            if let Ok(number) = value.parse::<i64>() {
                assert!(option.min.unwrap() <= number && number <= option.max.unwrap());
            }
        }
    }
    // Changing the level did not restart the engine.
    assert_eq!(player.restarts(), 0);
    // The weakest levels are bounded by nodes even when the caller gives more time.
    let limit = EnginePlayer::new(stockfish(), Level::MIN)
        .limit_for(SearchLimit::movetime(Duration::from_secs(5)));
    assert_eq!(limit.go_command(), "go movetime 5000 nodes 50");
}

#[test]
fn a_game_clock_limits_the_search() {
    let mut engine = Engine::start(stockfish(), Timeouts::default()).unwrap();
    let start = Chess::default();
    let (played, now) = moves(&start, &["e2e4"]);
    engine.set_position(&start, &played).unwrap();
    let clock = ClockLimit {
        wtime: Duration::from_secs(2),
        btime: Duration::from_secs(2),
        winc: Duration::ZERO,
        binc: Duration::ZERO,
        movestogo: None,
    };
    let found = within(Duration::from_secs(2), "a search on a 2 s clock", || {
        engine.go(&SearchLimit::clock(clock)).unwrap()
    });
    assert_legal(&found, &now);
}

#[test]
fn stop_ends_a_long_search_with_a_move() {
    let mut engine = Engine::start(stockfish(), Timeouts::default()).unwrap();
    let start = Chess::default();
    engine.set_position(&start, &[]).unwrap();
    engine.start_search(&SearchLimit::depth(60)).unwrap();
    std::thread::sleep(Duration::from_millis(100));
    assert!(engine.poll_search().unwrap().is_none());
    let found = within(Duration::from_millis(500), "stop", || {
        engine.stop().unwrap().expect("a move")
    });
    assert_legal(&found, &start);
    assert!(!engine.is_searching());
    assert!(engine.stop().unwrap().is_none());
}

#[test]
fn an_engine_game_goes_on_move_after_move() {
    let mut white = EnginePlayer::new(stockfish(), Level::new(2).unwrap());
    let mut black = EnginePlayer::new(stockfish(), Level::new(6).unwrap());
    let start = Chess::default();
    let mut played = Vec::new();
    let mut now = start.clone();
    for _ in 0..12 {
        if now.is_game_over() {
            break;
        }
        let player = if now.turn() == Color::White {
            &mut white
        } else {
            &mut black
        };
        let found = player
            .best_move(&start, &played, SearchLimit::nodes(2_000))
            .unwrap();
        assert_legal(&found, &now);
        now.play_unchecked(found.best);
        played.push(found.best);
    }
    // Level 2 plays some moves at random: now and then the game is over (a quick mate)
    // before twelve plies, which is a game that went on move after move too.
    assert!(
        played.len() == 12 || now.is_game_over(),
        "the game stopped after {} plies without being over",
        played.len()
    );
}

#[test]
fn a_killed_engine_is_restarted_and_the_game_goes_on() {
    let mut player = EnginePlayer::new(stockfish(), Level::MAX).with_timeouts(quick());
    let start = Chess::default();
    let (played, now) = moves(&start, &["e2e4", "c7c5", "g1f3"]);
    player.best_move(&start, &played[..2], fast()).unwrap();
    let pid = player.engine().unwrap().id();
    let killed = std::process::Command::new("kill")
        .args(["-KILL", &pid.to_string()])
        .status()
        .unwrap();
    assert!(killed.success());
    let mut told = Vec::new();
    let found = player
        .best_move_with(&start, &played, fast(), |error| {
            told.push(error.restart_message(Language::GERMAN))
        })
        .unwrap();
    assert_legal(&found, &now);
    assert_eq!(
        told,
        ["Die Schachengine ist abgestürzt; sie wird neu gestartet."]
    );
    assert!(matches!(found.restarts[..], [EngineError::Crashed { .. }]));
    assert_eq!(player.restarts(), 1);
    assert_ne!(player.engine().unwrap().id(), pid);
}

// ---------------------------------------------------------------- fake engines

/// Starts `fake`, sends the start position, and searches for 100 ms.
fn search_with(fake: &FakeEngine) -> Result<EngineMove, EngineError> {
    let mut engine = Engine::start(fake.path(), quick())?;
    engine.is_ready()?;
    engine.set_position(&Chess::default(), &[])?;
    engine.go(&SearchLimit::movetime(Duration::from_millis(100)))
}

/// A search of 100 ms, its margin and the grace after `stop`, and some slack.
fn search_deadline() -> Duration {
    let t = quick();
    Duration::from_millis(100) + t.search_margin + t.stop_grace + Duration::from_millis(400)
}

#[test]
fn an_engine_that_never_answers_go_times_out() {
    let fake = FakeEngine::new("hang", ":");
    let error = within(search_deadline(), "noticing a hung search", || {
        search_with(&fake).unwrap_err()
    });
    assert!(
        matches!(error, EngineError::Timeout { what: Wait::Search }),
        "{error:?}"
    );
    assert_eq!(
        error.restart_message(Language::GERMAN),
        "Die Schachengine antwortet nicht mehr; sie wird neu gestartet."
    );
}

#[test]
fn an_engine_that_answers_only_after_stop_is_not_hung() {
    // Like a real engine that overlooks its time: it ends the search when told to stop.
    let fake = FakeEngine::with(
        "late",
        Behaviour {
            on_go: ":".into(),
            on_quit: "exit 0".into(),
            ..Behaviour::default()
        },
    );
    let script = std::fs::read_to_string(fake.path()).unwrap().replace(
        "    quit)",
        "    stop) echo \"bestmove d2d4\" ;;\n    quit)",
    );
    std::fs::write(fake.path(), script).unwrap();
    let found = within(search_deadline(), "a search ended by stop", || {
        search_with(&fake).unwrap()
    });
    assert_eq!(found.uci(), "d2d4");
}

/// Shorter still, for fakes only (real Stockfish needs more on a busy machine).
fn impatient() -> Timeouts {
    Timeouts {
        handshake: Duration::from_millis(400),
        ready: Duration::from_millis(400),
        ..quick()
    }
}

#[test]
fn an_engine_that_never_says_uciok_times_out() {
    let fake = FakeEngine::with(
        "mute",
        Behaviour {
            on_uci: "echo \"id name Mute\"".into(),
            ..Behaviour::default()
        },
    );
    let timeouts = impatient();
    let limit = timeouts.handshake + Duration::from_millis(400);
    let error = within(limit, "noticing a silent engine", || {
        Engine::start(fake.path(), timeouts).unwrap_err()
    });
    assert!(
        matches!(
            error,
            EngineError::Timeout {
                what: Wait::Handshake
            }
        ),
        "{error:?}"
    );
}

#[test]
fn an_engine_that_is_never_ready_times_out() {
    let fake = FakeEngine::with(
        "unready",
        Behaviour {
            on_isready: ":".into(),
            ..Behaviour::default()
        },
    );
    let timeouts = impatient();
    let mut engine = Engine::start(fake.path(), timeouts).unwrap();
    let limit = timeouts.ready + Duration::from_millis(400);
    let error = within(limit, "noticing an engine never ready", || {
        engine.is_ready().unwrap_err()
    });
    assert!(
        matches!(error, EngineError::Timeout { what: Wait::Ready }),
        "{error:?}"
    );
    assert!(engine.has_failed());
    // A failed engine is asked nothing more.
    assert!(matches!(
        engine.go(&fast()),
        Err(EngineError::Timeout { what: Wait::Ready })
    ));
}

#[test]
fn an_engine_that_is_killed_mid_search_has_crashed() {
    let fake = FakeEngine::new("killed", "kill -KILL $$");
    let error = within(Duration::from_millis(800), "noticing a crash", || {
        search_with(&fake).unwrap_err()
    });
    assert!(matches!(error, EngineError::Crashed { .. }), "{error:?}");
}

#[test]
fn an_engine_that_exits_mid_game_has_crashed() {
    let fake = FakeEngine::new("exits", "exit 3");
    let error = within(Duration::from_millis(800), "noticing an exit", || {
        search_with(&fake).unwrap_err()
    });
    match error {
        EngineError::Crashed {
            status: Some(status),
        } => assert_eq!(status.code(), Some(3)),
        other => panic!("{other:?}"),
    }
}

#[test]
fn an_engine_that_exits_at_once_has_crashed() {
    let fake = FakeEngine::with(
        "gone",
        Behaviour {
            on_uci: "exit 0".into(),
            ..Behaviour::default()
        },
    );
    let error = within(Duration::from_millis(800), "noticing an exit", || {
        Engine::start(fake.path(), quick()).unwrap_err()
    });
    assert!(matches!(error, EngineError::Crashed { .. }), "{error:?}");
}

#[test]
fn an_unreadable_best_move_is_nonsense() {
    for (name, answer) in [
        ("zz99", "bestmove zz99"),
        ("none", "bestmove (none)"),
        ("empty", "bestmove"),
    ] {
        let fake = FakeEngine::new(name, &format!("echo \"{answer}\""));
        let error = search_with(&fake).unwrap_err();
        match error {
            EngineError::Nonsense { line } => assert_eq!(line, answer),
            other => panic!("{answer}: {other:?}"),
        }
    }
}

#[test]
fn an_illegal_best_move_is_an_error_not_a_move() {
    for (name, answer, uci) in [
        ("e2e5", "bestmove e2e5", "e2e5"),
        ("e7e5", "bestmove e7e5 ponder e2e4", "e7e5"),
        ("promotion", "bestmove e2e4q", "e2e4q"),
    ] {
        let fake = FakeEngine::new(name, &format!("echo \"{answer}\""));
        match search_with(&fake).unwrap_err() {
            EngineError::IllegalMove { uci: got } => assert_eq!(got, uci),
            other => panic!("{answer}: {other:?}"),
        }
    }
}

#[test]
fn noise_around_the_best_move_is_passed_over() {
    let fake = FakeEngine::new(
        "noisy",
        r#"echo "hello there"; echo "info depth x score cp"; echo ""; echo "info depth 2 score cp 12 pv g1f3 zz99"; printf 'bestmove g1f3\r\n'"#,
    );
    let found = search_with(&fake).unwrap();
    assert_eq!(found.uci(), "g1f3");
    assert_eq!(found.score, Some(Score::Centipawns(12)));
    assert_eq!(found.pv.len(), 1);
}

#[test]
fn engine_player_restarts_a_hung_engine_and_resends_the_game() {
    let fake = FakeEngine::failing_once("hang-once", ":");
    // A position that is not the start, so a move for a position not sent would be illegal.
    let start = position("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3");
    let (played, now) = moves(&start, &["f1b5", "a7a6"]);
    let mut player = EnginePlayer::new(fake.path(), Level::new(5).unwrap()).with_timeouts(quick());
    let mut told = Vec::new();
    let limit = search_deadline() + Duration::from_secs(2);
    let found = within(limit, "a move despite a hung engine", || {
        player
            .best_move_with(&start, &played, fast(), |e| {
                told.push(e.restart_message(Language::ENGLISH))
            })
            .unwrap()
    });
    assert!(fake.has_run());
    assert_legal(&found, &now);
    assert_eq!(
        told,
        ["The chess engine no longer answers; it is being restarted."]
    );
    assert_eq!(
        found.notices(Language::GERMAN),
        ["Die Schachengine antwortet nicht mehr; sie wird neu gestartet."]
    );
    assert_eq!(player.restarts(), 1);
    assert!(
        player
            .engine()
            .unwrap()
            .name()
            .unwrap()
            .starts_with("Stockfish")
    );
}

#[test]
fn engine_player_restarts_a_crashed_engine() {
    let fake = FakeEngine::failing_once("crash-once", "kill -KILL $$");
    let start = Chess::default();
    let (played, now) = moves(&start, &["g1f3", "d7d5", "g2g3"]);
    let mut player = EnginePlayer::new(fake.path(), Level::MAX).with_timeouts(quick());
    let found = player.best_move(&start, &played, fast()).unwrap();
    assert_legal(&found, &now);
    assert!(matches!(found.restarts[..], [EngineError::Crashed { .. }]));
}

#[test]
fn engine_player_restarts_an_engine_talking_nonsense() {
    for (name, answer) in [
        ("nonsense-once", "bestmove zz99"),
        ("illegal-once", "bestmove a1a8"),
    ] {
        let fake = FakeEngine::failing_once(name, &format!("echo \"{answer}\""));
        let start = Chess::default();
        let (played, now) = moves(&start, &["e2e4"]);
        let mut player = EnginePlayer::new(fake.path(), Level::MAX).with_timeouts(quick());
        let found = player.best_move(&start, &played, fast()).unwrap();
        assert_legal(&found, &now);
        assert_eq!(found.restarts.len(), 1);
        assert!(
            found.notices(Language::GERMAN)[0].ends_with("; sie wird neu gestartet."),
            "{:?}",
            found.notices(Language::GERMAN)
        );
    }
}

#[test]
fn engine_player_gives_up_after_one_restart() {
    let fake = FakeEngine::new("always-crashes", "exit 1");
    let mut player = EnginePlayer::new(fake.path(), Level::MAX).with_timeouts(quick());
    let mut calls = 0;
    let error = player
        .best_move_with(&Chess::default(), &[], fast(), |_| calls += 1)
        .unwrap_err();
    assert!(matches!(error, EngineError::Crashed { .. }), "{error:?}");
    assert_eq!(calls, 1);
    assert_eq!(player.restarts(), 1);
    assert_eq!(
        error.message(Language::GERMAN),
        "Die Schachengine ist abgestürzt. Die Partie bleibt erhalten; prüfen Sie die Engine mit ansage doctor."
    );
}

#[test]
fn engine_player_reports_a_missing_engine_without_restarting() {
    let mut player = EnginePlayer::new("/nonexistent/stockfish", Level::default());
    let error = player
        .best_move(&Chess::default(), &[], fast())
        .unwrap_err();
    assert!(matches!(error, EngineError::NotFound { .. }), "{error:?}");
    assert_eq!(player.restarts(), 0);
    assert!(
        error
            .message(Language::GERMAN)
            .contains("apt-get install stockfish")
    );
}

#[test]
fn engine_player_refuses_finished_and_broken_games_without_asking() {
    let mut player = EnginePlayer::new("/nonexistent/stockfish", Level::default());
    let mated = position("R5k1/5ppp/8/8/8/8/5PPP/6K1 b - - 1 1");
    assert!(matches!(
        player.best_move(&mated, &[], fast()),
        Err(EngineError::NoLegalMove)
    ));
    let start = Chess::default();
    let (black_move, _) = moves(
        &position("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"),
        &["e7e5"],
    );
    assert!(matches!(
        player.best_move(&start, &black_move, fast()),
        Err(EngineError::InvalidGame { ply: 1, .. })
    ));
}

/// Issue 20: an engine that floods its output (`yes`, a line without end, `info` lines
/// forever) is stopped and named faulty; its output is read with a bounded line and a
/// bounded backlog. Before, ansage kept every line and grew to gigabytes.
#[test]
fn a_flooding_engine_is_stopped_and_named_faulty() {
    let at_once = FakeEngine::with(
        "floods at once",
        Behaviour {
            on_uci: "exec yes 'info string flood'".into(),
            ..Behaviour::default()
        },
    );
    let error = Engine::start(at_once.path(), quick()).unwrap_err();
    assert!(
        matches!(error, EngineError::Flooded { what: Flood::Lines }),
        "{error:?}"
    );
    assert!(error.restarts());
    assert_eq!(
        error.message(Language::ENGLISH),
        "The chess engine wrote output without end and was stopped. The game is kept; check the engine with ansage doctor."
    );

    let on_go = FakeEngine::new("floods on go", "exec yes 'info depth 1 score cp 0 pv e2e4'");
    let error = search_with(&on_go).unwrap_err();
    assert!(
        matches!(error, EngineError::Flooded { what: Flood::Lines }),
        "{error:?}"
    );

    let endless_line = FakeEngine::new("a line without end", "exec cat /dev/zero");
    let error = search_with(&endless_line).unwrap_err();
    assert!(
        matches!(error, EngineError::Flooded { what: Flood::Bytes }),
        "{error:?}"
    );
}

/// A long line is cut, not split into pieces that would read as lines of their own; a
/// talkative but sane engine is no flood.
#[test]
fn a_long_line_is_cut_and_a_talkative_engine_is_no_flood() {
    // 40 kB of `info string`, then 2,000 info lines, then the best move.
    let talkative = FakeEngine::new(
        "talkative",
        "printf 'info string %040000d\\n' 0; i=0; while [ $i -lt 2000 ]; do echo \"info depth 1 score cp 10 pv e2e4\"; i=$((i+1)); done; echo \"bestmove e2e4\"",
    );
    let found = search_with(&talkative).unwrap();
    assert_eq!(found.uci(), "e2e4");
}

/// An engine started through a wrapper script that does not `exec` it: ending the engine
/// ends the real engine under the wrapper too (its whole process group). Before, only the
/// wrapper was killed and the engine lived on.
#[test]
fn ending_an_engine_ends_what_its_wrapper_started() {
    let dir = tempfile::tempdir().unwrap();
    let inner_pid = dir.path().join("inner.pid");
    let inner = FakeEngine::with(
        "hangs on go",
        Behaviour {
            on_uci: format!(
                "echo $$ > {}; {}",
                inner_pid.display(),
                fake_engine::INTRODUCE
            ),
            on_go: "while :; do sleep 1; done".into(),
            ..Behaviour::default()
        },
    );
    let wrapper = dir.path().join("wrapper");
    std::fs::write(
        &wrapper,
        format!("#!/bin/sh\n\"{}\"\n", inner.path().display()),
    )
    .unwrap();
    fake_engine::make_executable(&wrapper);
    let error = {
        let mut engine = Engine::start(&wrapper, quick()).unwrap();
        engine.set_position(&Chess::default(), &[]).unwrap();
        engine
            .go(&SearchLimit::movetime(Duration::from_millis(100)))
            .unwrap_err()
    };
    assert!(matches!(error, EngineError::Timeout { .. }), "{error:?}");
    let pid: u32 = std::fs::read_to_string(&inner_pid)
        .unwrap()
        .trim()
        .parse()
        .unwrap();
    let deadline = Instant::now() + Duration::from_secs(5);
    while support::process_runs(pid) {
        assert!(
            Instant::now() < deadline,
            "the engine under the wrapper outlived it"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
}
