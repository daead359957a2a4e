//! Clock scenarios (FIDE Laws article 6, Appendix F2.4, F2.8, F2.9): every time control,
//! flag falls and their results, pause, the arbiter, alarms, restoring times, and typed
//! time controls. Time is injected, nothing sleeps.

use std::time::{Duration, Instant};

use ansage::game::clock::{
    Alarm, Bonus, Clock, ClockError, ClockTimes, FlagVerdict, Period, Status, TimeControl,
    TimeControlError, flag_result, flag_verdict, parse_alarms,
};
use ansage::language::Language;
use ansage::words::phrases::shown;
use shakmaty::fen::Fen;
use shakmaty::{CastlingMode, Chess, Color, KnownOutcome, Outcome};

fn sec(s: u64) -> Duration {
    Duration::from_secs(s)
}

fn min(m: u64) -> Duration {
    Duration::from_secs(60 * m)
}

fn control(text: &str) -> TimeControl {
    TimeControl::parse(text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// A started clock and a way to name moments after its start.
fn started(text: &str) -> (Clock, impl Fn(Duration) -> Instant) {
    let t0 = Instant::now();
    let mut clock = Clock::new(control(text));
    clock.start(t0).unwrap();
    (clock, move |d| t0 + d)
}

fn position(fen: &str) -> Chess {
    fen.parse::<Fen>()
        .unwrap()
        .into_position(CastlingMode::Standard)
        .unwrap()
}

fn won_by(color: Color) -> Outcome {
    Outcome::Known(KnownOutcome::Decisive { winner: color })
}

const DRAW: Outcome = Outcome::Known(KnownOutcome::Draw);

// --- Sudden death -------------------------------------------------------------------------

#[test]
fn sudden_death_runs_only_the_side_to_move_and_the_flag_falls() {
    let (mut clock, at) = started("5");
    assert_eq!(clock.turn(), Color::White);
    assert_eq!(clock.remaining(Color::White, at(sec(30))), sec(270));
    assert_eq!(clock.remaining(Color::Black, at(sec(30))), min(5));
    let pressed = clock.press(at(sec(30))).unwrap();
    assert_eq!(pressed.mover, Color::White);
    assert_eq!(pressed.move_number, 1);
    assert_eq!(pressed.remaining, sec(270));
    assert_eq!(pressed.increment, Duration::ZERO);
    assert_eq!(pressed.new_period, None);
    // Black thinks, White's clock stands.
    assert_eq!(clock.remaining(Color::White, at(sec(200))), sec(270));
    assert_eq!(clock.remaining(Color::Black, at(sec(200))), sec(130));
    assert_eq!(clock.flag(at(sec(329))), None);
    // Black's five minutes are up 300 s after the press.
    let flag = clock.flag(at(sec(340))).unwrap();
    assert_eq!(flag.color, Color::Black);
    assert_eq!(flag.at, at(sec(330)));
    // Looking changed nothing; observing it (6.9) stops the clock.
    assert_eq!(clock.status(), Status::Running);
    assert_eq!(clock.check_flag(at(sec(340))), Some(flag));
    assert_eq!(clock.status(), Status::Flagged(flag));
    assert_eq!(clock.remaining(Color::Black, at(sec(400))), Duration::ZERO);
    assert_eq!(clock.press(at(sec(341))), Err(ClockError::FlagFell(flag)));
    assert_eq!(
        shown(&flag.phrase(), Language::GERMAN),
        "Die Zeit von Schwarz ist abgelaufen."
    );
}

#[test]
fn a_move_pressed_after_the_time_ran_out_is_too_late() {
    let (mut clock, at) = started("1");
    let err = clock.press(at(sec(61))).unwrap_err();
    let ClockError::FlagFell(flag) = err else {
        panic!("expected a flag, got {err:?}");
    };
    assert_eq!(flag.color, Color::White);
    assert_eq!(flag.at, at(sec(60)));
    assert_eq!(clock.moves_made(Color::White), 0);
    // Pressing exactly when the time is used up is too late as well.
    let (mut clock, at) = started("1");
    assert!(matches!(
        clock.press(at(sec(60))),
        Err(ClockError::FlagFell(_))
    ));
    let (mut clock, at) = started("1");
    assert!(clock.press(at(Duration::from_millis(59_999))).is_ok());
}

#[test]
fn the_clock_must_be_started_and_black_can_move_first() {
    let t0 = Instant::now();
    let mut clock = Clock::new(control("10"));
    assert_eq!(clock.status(), Status::NotStarted);
    assert_eq!(clock.press(t0), Err(ClockError::NotStarted));
    assert_eq!(clock.remaining(Color::White, t0 + min(3)), min(10));
    clock.start(t0).unwrap();
    assert_eq!(clock.start(t0), Err(ClockError::AlreadyStarted));

    let mut clock = Clock::with_first_mover(control("10"), Color::Black);
    clock.start(t0).unwrap();
    assert_eq!(clock.remaining(Color::Black, t0 + min(1)), min(9));
    assert_eq!(clock.remaining(Color::White, t0 + min(1)), min(10));
    assert_eq!(clock.press(t0 + min(1)).unwrap().mover, Color::Black);
    assert_eq!(clock.turn(), Color::White);
}

#[test]
fn stop_ends_the_game_without_an_increment() {
    let (mut clock, at) = started("3+2");
    clock.press(at(sec(10))).unwrap();
    // Black mates at 20 s: no press needed (6.8a).
    clock.stop(at(sec(30))).unwrap();
    assert_eq!(clock.status(), Status::Stopped);
    assert_eq!(clock.remaining(Color::Black, at(min(10))), sec(160));
    assert_eq!(clock.press(at(min(10))), Err(ClockError::Stopped));
    assert_eq!(clock.flag(at(min(10))), None);
    // A mate after the flag fell does not count: the flag came first.
    let (mut clock, at) = started("1");
    assert!(matches!(
        clock.stop(at(sec(70))),
        Err(ClockError::FlagFell(_))
    ));
}

// --- Fischer increment --------------------------------------------------------------------

#[test]
fn fischer_increment_accumulates() {
    let (mut clock, at) = started("3+2");
    let mut now = Duration::ZERO;
    // White plays ten moves of one second each, Black ten moves of five seconds.
    for _ in 0..10 {
        now += sec(1);
        let white = clock.press(at(now)).unwrap();
        assert_eq!(white.increment, sec(2));
        now += sec(5);
        clock.press(at(now)).unwrap();
    }
    // White: 180 - 10 + 20 = 190; Black: 180 - 50 + 20 = 150.
    assert_eq!(clock.remaining(Color::White, at(now)), sec(190));
    assert_eq!(clock.remaining(Color::Black, at(now)), sec(150));
    assert_eq!(clock.moves_made(Color::White), 10);
    assert_eq!(clock.ply(), 20);
    // The increment arrives only with the press: a player at zero has flagged.
    let (mut clock, at) = started("1+30");
    assert!(matches!(
        clock.press(at(sec(61))),
        Err(ClockError::FlagFell(_))
    ));
}

// --- Delay (Aufschub-Modus, 6.2b) ---------------------------------------------------------

#[test]
fn delay_keeps_the_main_time_still_and_does_not_accumulate() {
    let (mut clock, at) = started("5d3");
    // During the delay the main time does not move.
    assert_eq!(clock.remaining(Color::White, at(sec(2))), min(5));
    assert_eq!(clock.delay_remaining(at(sec(2))), sec(1));
    // Pressing within the delay leaves the main time as it was, and nothing is added.
    let pressed = clock.press(at(sec(2))).unwrap();
    assert_eq!(pressed.remaining, min(5));
    assert_eq!(pressed.increment, Duration::ZERO);
    // Black uses 10 s: 3 s delay, then 7 s of main time.
    assert_eq!(clock.delay_remaining(at(sec(2))), sec(3));
    clock.press(at(sec(12))).unwrap();
    assert_eq!(clock.remaining(Color::Black, at(sec(12))), min(5) - sec(7));
    // Many quick moves never raise the time above the base.
    let mut now = sec(12);
    for _ in 0..20 {
        now += sec(1);
        clock.press(at(now)).unwrap();
    }
    assert_eq!(clock.remaining(Color::White, at(now)), min(5));
    assert_eq!(clock.remaining(Color::Black, at(now)), min(5) - sec(7));
}

#[test]
fn with_delay_the_flag_falls_only_after_delay_and_main_time() {
    let control =
        TimeControl::new(vec![Period::rest_of_game(sec(10), Bonus::Delay(sec(5)))]).unwrap();
    let t0 = Instant::now();
    let mut clock = Clock::new(control);
    clock.start(t0).unwrap();
    assert_eq!(clock.flag(t0 + sec(14)), None);
    let flag = clock.flag(t0 + sec(16)).unwrap();
    assert_eq!(flag.at, t0 + sec(15));
    // A player with no main time left still has the delay of every move.
    let t0 = Instant::now();
    let mut clock = Clock::new(TimeControl::delay(min(1), sec(5)).unwrap());
    clock.set_times(ClockTimes {
        white: Duration::ZERO,
        black: min(1),
        ply: 0,
    });
    clock.start(t0).unwrap();
    assert_eq!(clock.flag(t0 + sec(4)), None);
    clock.press(t0 + sec(4)).unwrap(); // within the delay
    assert_eq!(clock.remaining(Color::White, t0 + sec(4)), Duration::ZERO);
    clock.press(t0 + sec(5)).unwrap();
    let flag = clock.flag(t0 + sec(11)).unwrap();
    assert_eq!((flag.color, flag.at), (Color::White, t0 + sec(10)));
}

#[test]
fn a_pause_during_the_delay_keeps_what_is_left_of_it() {
    let (mut clock, at) = started("5d10");
    clock.pause(at(sec(4))).unwrap();
    clock.resume(at(sec(100))).unwrap();
    assert_eq!(clock.delay_remaining(at(sec(100))), sec(6));
    assert_eq!(clock.remaining(Color::White, at(sec(106))), min(5));
    assert_eq!(clock.remaining(Color::White, at(sec(110))), min(5) - sec(4));
}

// --- Several periods ----------------------------------------------------------------------

#[test]
fn forty_moves_in_ninety_minutes_then_thirty_with_increment() {
    let (mut clock, at) = started("40/90, 30+30");
    assert_eq!(clock.moves_to_control(Color::White), Some(40));
    let mut now = Duration::ZERO;
    // 39 moves each, one minute for White's, one second for Black's.
    for _ in 0..39 {
        now += min(1);
        let white = clock.press(at(now)).unwrap();
        assert_eq!(
            white.increment,
            Duration::ZERO,
            "no increment before move 41"
        );
        assert_eq!(white.new_period, None);
        now += sec(1);
        clock.press(at(now)).unwrap();
    }
    assert_eq!(clock.remaining(Color::White, at(now)), min(51));
    assert_eq!(clock.moves_to_control(Color::White), Some(1));
    // Move 40 completes the period: the next period's 30 minutes are added.
    now += min(1);
    let white = clock.press(at(now)).unwrap();
    assert_eq!(white.move_number, 40);
    assert_eq!(white.increment, Duration::ZERO);
    assert_eq!(white.new_period, Some(1));
    assert_eq!(white.remaining, min(50 + 30));
    assert_eq!(clock.moves_to_control(Color::White), None);
    // Black's 40th move as well.
    now += sec(1);
    let black = clock.press(at(now)).unwrap();
    assert_eq!(black.new_period, Some(1));
    assert_eq!(black.remaining, min(90) - sec(40) + min(30));
    // From move 41 on, 30 seconds after every move.
    now += min(1);
    let white = clock.press(at(now)).unwrap();
    assert_eq!(white.move_number, 41);
    assert_eq!(white.increment, sec(30));
    assert_eq!(white.remaining, min(80) - min(1) + sec(30));
}

#[test]
fn a_flag_before_the_control_loses_even_with_time_of_the_next_period_to_come() {
    let (mut clock, at) = started("2/1, 60");
    clock.press(at(sec(30))).unwrap(); // White 1
    clock.press(at(sec(31))).unwrap(); // Black 1
    // White has 30 s for move 2 and has not made it in time (6.10).
    let flag = clock.flag(at(sec(62))).unwrap();
    assert_eq!(flag.color, Color::White);
    assert_eq!(flag.at, at(sec(61)));
}

#[test]
fn increment_from_move_one_with_the_standard_fide_control() {
    let (mut clock, at) = started("40/90+30, 30+30");
    let first = clock.press(at(min(1))).unwrap();
    assert_eq!(first.increment, sec(30));
    assert_eq!(first.remaining, min(89) + sec(30));
}

#[test]
fn a_repeating_last_period_adds_its_time_at_every_control() {
    let (mut clock, at) = started("2/10");
    let mut now = Duration::ZERO;
    let mut added = Vec::new();
    for _ in 0..6 {
        now += sec(1);
        added.push(clock.press(at(now)).unwrap().new_period);
        now += sec(1);
        clock.press(at(now)).unwrap();
    }
    assert_eq!(added, [None, Some(0), None, Some(0), None, Some(0)]);
    assert_eq!(clock.remaining(Color::White, at(now)), min(40) - sec(6));
}

#[test]
fn delay_in_several_periods_carries_the_saved_main_time() {
    let (mut clock, at) = started("1/5d5, 5d5");
    clock.press(at(sec(65))).unwrap(); // 5 s delay, one minute of main time
    assert_eq!(clock.remaining(Color::White, at(sec(65))), min(9));
}

// --- Pause and resume (6.13) --------------------------------------------------------------

#[test]
fn pause_and_resume() {
    let (mut clock, at) = started("10");
    clock.pause(at(min(2))).unwrap();
    assert_eq!(clock.status(), Status::Paused);
    assert_eq!(clock.remaining(Color::White, at(min(50))), min(8));
    assert_eq!(clock.flag(at(min(50))), None);
    assert_eq!(clock.press(at(min(50))), Err(ClockError::Paused));
    assert_eq!(clock.pause(at(min(50))), Err(ClockError::Paused));
    clock.resume(at(min(50))).unwrap();
    assert_eq!(clock.resume(at(min(50))), Err(ClockError::NotPaused));
    assert_eq!(clock.remaining(Color::White, at(min(51))), min(7));
    assert_eq!(
        shown(&clock.describe(at(min(51))), Language::GERMAN),
        "Weiß: sieben Minuten; Schwarz: zehn Minuten."
    );
    clock.pause(at(min(51))).unwrap();
    assert_eq!(
        shown(&clock.describe(at(min(51))), Language::ENGLISH),
        "White: seven minutes; Black: ten minutes. The clocks are stopped."
    );
}

// --- The arbiter --------------------------------------------------------------------------

#[test]
fn the_arbiter_adjusts_times_only_in_tournament_mode() {
    let (mut clock, at) = started("10");
    assert_eq!(
        clock.add_time(Color::Black, min(2), at(sec(10))),
        Err(ClockError::NotTournament)
    );
    assert!(
        shown(&ClockError::NotTournament.phrase(), Language::GERMAN).contains("Schiedsrichter")
    );
    clock.set_tournament(true);
    assert!(clock.is_tournament());
    // A false claim: two minutes for the opponent, time taken from the claimant.
    assert_eq!(
        clock.add_time(Color::Black, min(2), at(sec(10))),
        Ok(min(12))
    );
    assert_eq!(
        clock.take_time(Color::White, min(1), at(sec(10))),
        Ok(min(9) - sec(10))
    );
    assert_eq!(clock.remaining(Color::White, at(sec(20))), min(9) - sec(20));
    // Taking more than is left leaves zero, and the running side's flag is down.
    clock.take_time(Color::White, min(60), at(sec(20))).unwrap();
    assert_eq!(clock.flag(at(sec(20))).map(|f| f.color), Some(Color::White));
}

// --- Alarms -------------------------------------------------------------------------------

#[test]
fn alarms_are_off_by_default_and_fire_once_each() {
    let (mut clock, at) = started("10");
    assert!(clock.alarm_thresholds().is_empty());
    assert!(clock.poll_alarms(at(min(9) + sec(59))).is_empty());

    let (mut clock, at) = started("10");
    clock.set_alarms(&[min(1), min(5)]);
    assert_eq!(clock.alarm_thresholds(), [min(5), min(1)]);
    assert!(clock.poll_alarms(at(min(4))).is_empty());
    let alarms = clock.poll_alarms(at(min(5)));
    assert_eq!(
        alarms,
        [Alarm {
            color: Color::White,
            threshold: min(5)
        }]
    );
    assert_eq!(
        shown(&alarms[0].phrase(), Language::GERMAN),
        "Weiß hat noch fünf Minuten."
    );
    assert!(clock.poll_alarms(at(min(6))).is_empty(), "only once");
    let alarms = clock.poll_alarms(at(min(9) + sec(1)));
    assert_eq!(alarms.len(), 1);
    assert_eq!(alarms[0].threshold, min(1));
    assert_eq!(
        shown(&alarms[0].phrase(), Language::ENGLISH),
        "White has one minute left."
    );
    assert!(clock.poll_alarms(at(min(9) + sec(30))).is_empty());
    // Black's alarms are Black's own.
    clock.press(at(min(9) + sec(30))).unwrap();
    let alarms = clock.poll_alarms(at(min(15)));
    assert_eq!(
        alarms,
        [Alarm {
            color: Color::Black,
            threshold: min(5)
        }]
    );
}

#[test]
fn alarms_crossed_together_report_the_smallest_and_increments_do_not_rearm() {
    let (mut clock, at) = started("10+10");
    clock.set_alarms(&parse_alarms("5, 1").unwrap());
    let alarms = clock.poll_alarms(at(min(9) + sec(30)));
    assert_eq!(alarms.len(), 1);
    assert_eq!(alarms[0].threshold, min(1));
    // The increment lifts White above one minute again; no second alarm.
    clock.press(at(min(9) + sec(30))).unwrap();
    clock.press(at(min(9) + sec(31))).unwrap();
    assert!(clock.poll_alarms(at(min(9) + sec(45))).is_empty());
}

#[test]
fn a_new_period_arms_the_alarms_again() {
    let (mut clock, at) = started("1/10, 10");
    clock.set_alarms(&[min(5)]);
    assert_eq!(clock.poll_alarms(at(min(6))).len(), 1);
    clock.press(at(min(6))).unwrap(); // White: 4 + 10 minutes
    clock.press(at(min(6))).unwrap();
    assert!(clock.poll_alarms(at(min(14))).is_empty());
    assert_eq!(clock.poll_alarms(at(min(15))).len(), 1);
}

#[test]
fn a_fallen_flag_gives_no_alarm() {
    let (mut clock, at) = started("10");
    clock.set_alarms(&[min(1)]);
    assert!(clock.poll_alarms(at(min(11))).is_empty());
}

// --- Flag fall results (6.10) -------------------------------------------------------------

#[test]
fn flag_fall_against_a_bare_king_is_a_draw() {
    // White's flag falls; Black has only the king.
    let pos = position("8/8/8/4k3/8/8/3QK3/8 w - - 0 60");
    assert_eq!(flag_result(&pos, Color::White), DRAW);
    let verdict = flag_verdict(&pos, Color::White);
    assert_eq!(
        verdict,
        FlagVerdict::Drawn {
            flagged: Color::White
        }
    );
    assert_eq!(
        shown(&verdict.phrase(), Language::GERMAN),
        "Die Zeit von Weiß ist abgelaufen, aber Schwarz kann nicht mehr mattsetzen. Die Partie ist remis."
    );
}

#[test]
fn flag_fall_against_a_queen_is_a_loss() {
    let pos = position("8/8/8/4k3/8/8/3QK3/8 b - - 0 60");
    assert_eq!(flag_result(&pos, Color::Black), won_by(Color::White));
    assert_eq!(
        shown(
            &flag_verdict(&pos, Color::Black).phrase(),
            Language::ENGLISH
        ),
        "Black's time has run out. White wins."
    );
}

#[test]
fn flag_fall_from_a_running_clock_to_a_result() {
    let (mut clock, at) = started("1");
    let flag = clock.check_flag(at(sec(61))).unwrap();
    // White has a queen, Black only a king: White's flag → draw, Black's → loss.
    let pos = position("8/8/8/4k3/8/8/3QK3/8 w - - 0 60");
    assert_eq!(flag_result(&pos, flag.color), DRAW);
}

#[test]
fn king_and_knight_can_help_mate_against_a_rook() {
    // A knight alone cannot mate a bare king …
    let bare = position("8/8/8/4k3/8/8/3NK3/8 b - - 0 60");
    assert_eq!(flag_result(&bare, Color::Black), DRAW);
    // … but a king with a rook can be mated by the most helpful play (6.10).
    let with_rook = position("7r/8/8/4k3/8/8/3NK3/8 b - - 0 60");
    assert_eq!(flag_result(&with_rook, Color::Black), won_by(Color::White));
}

#[test]
fn a_finished_position_decides_before_the_flag() {
    // Black is checkmated, White's flag is down: the mate counts (5.1).
    let mate = position("R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 30");
    let verdict = flag_verdict(&mate, Color::White);
    assert_eq!(verdict.outcome(), won_by(Color::White));
    assert_eq!(
        shown(&verdict.phrase(), Language::GERMAN),
        "Schachmatt. Weiß gewinnt."
    );
    // King against king is dead: a draw whoever's flag fell.
    let dead = position("8/8/8/4k3/8/8/4K3/8 w - - 0 60");
    assert_eq!(flag_result(&dead, Color::White), DRAW);
}

// --- F2.8: clocks back to earlier times ---------------------------------------------------

#[test]
fn restoring_times_for_f2_8() {
    let (mut clock, at) = started("10+5");
    clock.press(at(sec(20))).unwrap(); // ply 1: White 9:45
    clock.press(at(sec(50))).unwrap(); // ply 2: Black 9:35
    clock.press(at(sec(60))).unwrap(); // ply 3: White 9:40
    clock.press(at(sec(70))).unwrap(); // ply 4
    assert_eq!(
        clock.times_at_ply(2),
        Some(ClockTimes {
            white: sec(585),
            black: sec(575),
            ply: 2
        })
    );
    assert_eq!(clock.times_at_ply(0).unwrap().white, min(10));
    // The records disagree from ply 3 on: back to the times at ply 2.
    let times = clock.restore_ply(2).unwrap();
    assert_eq!(times.ply, 2);
    assert_eq!(clock.status(), Status::Paused);
    assert_eq!(clock.turn(), Color::White);
    assert_eq!(clock.moves_made(Color::White), 1);
    assert_eq!(clock.moves_made(Color::Black), 1);
    assert_eq!(clock.remaining(Color::White, at(min(5))), sec(585));
    assert_eq!(clock.times_at_ply(3), None);
    assert_eq!(clock.restore_ply(3), Err(ClockError::UnknownPly(3)));
    clock.resume(at(min(5))).unwrap();
    let again = clock.press(at(min(5) + sec(5))).unwrap();
    assert_eq!(again.move_number, 2);
    assert_eq!(again.remaining, sec(585));
    assert_eq!(clock.times_at_ply(3).unwrap().white, sec(585));
}

#[test]
fn restoring_lifts_a_fallen_flag_and_set_times_continues_a_saved_game() {
    let (mut clock, at) = started("1");
    clock.press(at(sec(10))).unwrap();
    assert!(clock.check_flag(at(sec(100))).is_some());
    clock.restore_ply(1).unwrap();
    assert_eq!(clock.status(), Status::Paused);
    assert_eq!(clock.remaining(Color::Black, at(sec(100))), min(1));

    let t0 = Instant::now();
    let mut clock = Clock::new(control("40/90, 30"));
    clock.set_times(ClockTimes {
        white: min(20),
        black: min(25),
        ply: 77,
    });
    assert_eq!(clock.status(), Status::NotStarted);
    assert_eq!(clock.turn(), Color::Black);
    assert_eq!(clock.moves_made(Color::White), 39);
    assert_eq!(clock.moves_made(Color::Black), 38);
    clock.start(t0).unwrap();
    clock.press(t0 + min(1)).unwrap(); // Black's 39th
    let white = clock.press(t0 + min(2)).unwrap(); // White's 40th: the control
    assert_eq!(white.new_period, Some(1));
    assert_eq!(white.remaining, min(19 + 30));
}

// --- Speaking times (F2.9d) ---------------------------------------------------------------

#[test]
fn times_are_described_on_request() {
    let (mut clock, at) = started("40/90, 30");
    clock.press(at(min(17) + sec(57))).unwrap();
    assert_eq!(
        shown(&clock.describe(at(min(20))), Language::GERMAN),
        "Weiß: eine Stunde zwölf Minuten drei Sekunden, noch neununddreißig Züge bis zur Zeitkontrolle; Schwarz: eine Stunde siebenundzwanzig Minuten siebenundfünfzig Sekunden, noch vierzig Züge bis zur Zeitkontrolle."
    );
    let (clock, at) = started("3");
    assert_eq!(
        shown(
            &clock.describe(at(sec(175) + Duration::from_millis(500))),
            Language::ENGLISH
        ),
        "White: four point five seconds; Black: three minutes."
    );
    assert_eq!(
        shown(&clock.describe(at(min(4))), Language::GERMAN),
        "Weiß: null Sekunden; Schwarz: drei Minuten. Die Zeit von Weiß ist abgelaufen."
    );
}

// --- Typed time controls ------------------------------------------------------------------

#[test]
fn typed_time_controls() {
    let sd = control("90");
    assert_eq!(sd.periods(), [Period::rest_of_game(min(90), Bonus::None)]);
    assert_eq!(sd, TimeControl::sudden_death(min(90)).unwrap());
    assert_eq!(
        control("90+30"),
        TimeControl::fischer(min(90), sec(30)).unwrap()
    );
    assert_eq!(control("90 min + 30 s"), control("90+30"));
    assert_eq!(
        control("90 Minuten plus 30 Sekunden pro Zug"),
        control("90+30")
    );
    assert_eq!(control("5d3"), TimeControl::delay(min(5), sec(3)).unwrap());
    assert_eq!(control("5 aufschub 3"), control("5d3"));
    assert_eq!(control("5 Delay 3"), control("5d3"));
    assert_eq!(control("90+0"), control("90"));
    let two = control("40/90+30, 30+30");
    assert_eq!(
        two.periods(),
        [
            Period::moves(40, min(90), Bonus::Increment(sec(30))),
            Period::rest_of_game(min(30), Bonus::Increment(sec(30))),
        ]
    );
    assert_eq!(
        control(
            "40 Züge in 90 Minuten plus 30 Sekunden pro Zug, dann 30 Minuten plus 30 Sekunden pro Zug"
        ),
        two
    );
    assert_eq!(
        control("40 moves in 90 minutes +30 s a move then 30 minutes +30"),
        two
    );
    assert_eq!(control("40/90; 30"), control("40/90, 30"));
    assert_eq!(control("1h30"), control("90"));
    assert_eq!(control("1 Stunde und 30 Minuten"), control("90"));
    assert_eq!(control("1.5 h"), control("90"));
    assert_eq!(control("  3 + 2 "), control("3+2"));
    assert_eq!(control("0.5+1").periods()[0].time, sec(30), "half a minute");
    // The typed form comes back out, and reads in again.
    for text in [
        "90",
        "90+30",
        "5d3",
        "40/90+30, 30+30",
        "40/120, 20/60",
        "30s+1.5",
    ] {
        assert_eq!(control(text).to_string(), text);
        assert_eq!(control(&control(text).to_string()), control(text));
    }
    assert_eq!(
        shown(&control("40/90, 30+30").describe(), Language::ENGLISH),
        "forty moves in one hour thirty minutes, then thirty minutes for the rest of the game plus thirty seconds a move"
    );
}

#[test]
fn bad_time_controls_are_explained() {
    let cases: [(&str, TimeControlError); 14] = [
        ("", TimeControlError::Empty),
        ("   ", TimeControlError::Empty),
        ("90*2", TimeControlError::UnexpectedCharacter('*')),
        ("neunzig", TimeControlError::Unexpected("neunzig".into())),
        (
            "90 Stunden Minuten",
            TimeControlError::Unexpected("minuten".into()),
        ),
        ("40/", TimeControlError::MissingTime("/".into())),
        ("90+", TimeControlError::MissingTime("+".into())),
        ("40/90,", TimeControlError::MissingTime(",".into())),
        ("0/90", TimeControlError::BadMoveCount("0".into())),
        ("40.5/90", TimeControlError::BadMoveCount("40.5".into())),
        ("0", TimeControlError::NoTime(1)),
        ("90, 30", TimeControlError::RestOfGameNotLast(1)),
        ("90+30d5", TimeControlError::TwoBonuses),
        (
            "99999999999999999999999",
            TimeControlError::NumberTooLarge("99999999999999999999999".into()),
        ),
    ];
    for (text, expected) in cases {
        assert_eq!(TimeControl::parse(text), Err(expected), "{text:?}");
    }
    assert!(matches!(
        TimeControl::parse("40/90 30"),
        Err(TimeControlError::Unexpected(_))
    ));
    assert!(matches!(
        TimeControl::parse("5000h"),
        Err(TimeControlError::NumberTooLarge(_))
    ));
    assert_eq!(
        TimeControl::new(vec![
            Period::moves(40, min(90), Bonus::None),
            Period::moves(20, Duration::ZERO, Bonus::None),
        ]),
        Err(TimeControlError::NoTime(2))
    );
    // Every message says what is wrong and shows an example, in both languages.
    let german = shown(
        &TimeControlError::RestOfGameNotLast(1).phrase(),
        Language::GERMAN,
    );
    assert!(
        german.starts_with("Abschnitt eins hat keine Zügezahl"),
        "{german}"
    );
    assert!(german.contains("40/90+30, 30+30"), "{german}");
    let english = shown(
        &TimeControlError::MissingTime("+".into()).phrase(),
        Language::ENGLISH,
    );
    assert!(
        english.starts_with("A time is missing after +."),
        "{english}"
    );
    assert!(english.contains("Examples: 90"), "{english}");
    assert_eq!(
        shown(
            &TimeControl::parse("90*2").unwrap_err().phrase(),
            Language::GERMAN
        ),
        format!(
            "Das Zeichen * gehört nicht in eine Bedenkzeit. Beispiele: 90 (neunzig Minuten für die ganze Partie), 90+30 (mit dreißig Sekunden pro Zug), 5d3 (fünf Minuten mit drei Sekunden Aufschub), 40/90+30, 30+30 (vierzig Züge in neunzig Minuten, dann dreißig Minuten)."
        )
    );
}

#[test]
fn typed_alarms() {
    assert_eq!(parse_alarms("5, 1"), Ok(vec![min(5), min(1)]));
    assert_eq!(
        parse_alarms("1 5 min"),
        Err(TimeControlError::Unexpected("5".into()))
    );
    assert_eq!(parse_alarms("30 s, 2"), Ok(vec![min(2), sec(30)]));
    assert_eq!(parse_alarms("aus"), Ok(vec![]));
    assert_eq!(parse_alarms(""), Ok(vec![]));
    assert_eq!(parse_alarms("0"), Err(TimeControlError::ZeroAlarm));
    assert!(shown(&TimeControlError::ZeroAlarm.phrase(), Language::GERMAN).contains("5, 1"));
}

#[test]
fn time_controls_round_trip_through_serde_as_text() {
    let tc = control("40/90+30, 30+30");
    let json = serde_json::to_string(&tc).unwrap();
    assert_eq!(json, "\"40/90+30, 30+30\"");
    assert_eq!(serde_json::from_str::<TimeControl>(&json).unwrap(), tc);
    assert!(serde_json::from_str::<TimeControl>("\"90, 30\"").is_err());
}
