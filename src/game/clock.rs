//! The chess clock of FIDE Laws article 6, as Appendix F's blind player needs it: time
//! controls with periods, Fischer increment and delay ([`control`]); a two-sided [`Clock`]
//! that is pressed after each move, paused, resumed, corrected by the arbiter and set back
//! when moves are taken back (F2.8); the result of a flag fall (6.10); and the spoken
//! forms — times only on request (F2.9d), alarms only when configured.
//!
//! # Time
//!
//! The clock never reads the system time itself. Every operation takes `now`, an
//! [`Instant`] the caller supplies (normally `Instant::now()`), so tests can drive it
//! with `start + Duration` and never sleep. Instants earlier than the last one the clock
//! saw count as no time passing; nothing panics.
//!
//! # Rules as implemented
//!
//! * 6.1/6.5: one side runs at a time; [`Clock::start`] starts the first mover's clock —
//!   White, unless the game starts from a position with Black to move
//!   ([`Clock::with_first_mover`]).
//! * 6.8a: a move is complete when the player presses the clock ([`Clock::press`]); the
//!   time until then is the mover's. A move that ends the game (5.1, 5.2) needs no press:
//!   call [`Clock::stop`].
//! * 6.2a/6.3/6.10: each player must complete the moves of a period in its time. When
//!   the press completes the last move of a period, the next period's base time is added
//!   (as digital clocks do), so a flag only falls when a player ran out of time with moves
//!   of the period still to make. Unused time carries over (6.2b, first sentence).
//! * Fischer increment: added at the press, after the move, from the period of the move
//!   just completed (so in `40/90, 30+30` the 30 seconds start with move 41). Some hardware
//!   clocks add the increment when a move starts instead; the totals differ by one
//!   increment at the beginning of the game.
//! * Delay, 6.2b: the main time stands still for the first `d` of every move; unused delay
//!   is not banked. Paused mid-move, the delay left is kept for the rest of the move.
//! * 6.9: the flag counts as fallen when it is observed. The clock observes it whenever an
//!   operation is given a `now` after the time ran out ([`Clock::check_flag`], and every
//!   mutating operation); from then on the clock is stopped with the flag down and the
//!   operations return [`ClockError::FlagFell`]. [`Clock::flag`] looks without changing
//!   anything. The flag's [`at`](Flag::at) is the exact moment the time ran out, so a move
//!   entered after that instant is too late even if nobody looked earlier.
//! * 6.12 (both flags down) cannot happen: only the running side's time decreases.
//! * 6.10 result: [`flag_result`] / [`flag_verdict`].
//! * 6.13: [`Clock::pause`] and [`Clock::resume`].
//! * Arbiter corrections (6.8d, 6.11, 6.14, penalties): [`Clock::add_time`]
//!   and [`Clock::take_time`], only in tournament mode ([`Clock::set_tournament`]);
//!   otherwise [`ClockError::NotTournament`].
//! * F2.8 / 6.14, taking moves back: the clock keeps the times after every ply
//!   ([`Clock::times_at_ply`]); [`Clock::restore_ply`] sets them back, [`Clock::set_times`]
//!   sets any times (also to continue a saved game). Both leave the clock paused; the caller
//!   resumes when play goes on. No tournament mode is needed: F2.8 requires the correction.
//! * F2.9d: times are spoken only when asked for ([`Clock::describe`]); alarms
//!   ([`Clock::set_alarms`], [`Clock::poll_alarms`]) are off until configured.

pub mod control;

use std::time::{Duration, Instant};

use shakmaty::{ByColor, Color, KnownOutcome, Outcome, Position};

use self::control::moves_phrase;
pub use self::control::{Bonus, Period, TimeControl, TimeControlError, parse_alarms};
use crate::game::rules::DrawReason;
use crate::phrase::{Join, Phrase, Value};

/// A flag fall: whose time ran out, and when exactly.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Flag {
    /// The player whose time is used up (6.1).
    pub color: Color,
    /// The moment the time reached zero.
    pub at: Instant,
}

impl Flag {
    /// "Die Zeit von Weiß ist abgelaufen." / "White's time has run out."
    pub fn phrase(&self) -> Phrase {
        Phrase::new("clock-time-up").with("side", self.color)
    }
}

/// The state of the clock as a whole.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// Set up, not started yet.
    NotStarted,
    /// One side's clock is running.
    Running,
    /// Both clocks stand (6.13, or after [`Clock::set_times`]).
    Paused,
    /// The game ended otherwise (mate, stalemate, agreement, …).
    Stopped,
    /// A flag fell and was observed (6.9).
    Flagged(Flag),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum State {
    NotStarted,
    Running { since: Instant },
    Paused,
    Stopped,
    Flagged(Flag),
}

/// The times on both clocks after a given number of plies (half-moves) since the clock was
/// set up. Ply 0 is the start.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct ClockTimes {
    /// White's time.
    pub white: Duration,
    /// Black's time.
    pub black: Duration,
    /// Completed moves of both sides together (presses).
    pub ply: u32,
}

impl ClockTimes {
    /// The time of one side.
    pub fn of(&self, color: Color) -> Duration {
        match color {
            Color::White => self.white,
            Color::Black => self.black,
        }
    }
}

/// What a press did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pressed {
    /// Who completed a move.
    pub mover: Color,
    /// The number of the mover's move just completed (their own count, from 1).
    pub move_number: u32,
    /// The mover's time after the press, bonus and new period included.
    pub remaining: Duration,
    /// The Fischer increment added (zero without one).
    pub increment: Duration,
    /// When the move completed a period (6.2a): the index of the new period, whose base
    /// time was added.
    pub new_period: Option<usize>,
}

/// A time alarm: `color` has `threshold` left (or a little less).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Alarm {
    /// Whose time.
    pub color: Color,
    /// The configured threshold that was reached.
    pub threshold: Duration,
}

impl Alarm {
    /// "Weiß hat noch fünf Minuten." / "White has five minutes left."
    pub fn phrase(&self) -> Phrase {
        Phrase::new("clock-alarm")
            .with("side", self.color)
            .with("time", Value::ClockTime(self.threshold))
    }
}

/// Why a clock operation was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ClockError {
    /// The clock has not been started.
    #[error("the clock has not been started")]
    NotStarted,
    /// `start` on a clock that already runs or ran.
    #[error("the clock has already been started")]
    AlreadyStarted,
    /// The clocks are paused.
    #[error("the clocks are paused")]
    Paused,
    /// `resume` on a clock that is not paused.
    #[error("the clocks are not paused")]
    NotPaused,
    /// The game is over; the clock was stopped.
    #[error("the clock has been stopped: the game is over")]
    Stopped,
    /// The flag fell (6.9, 6.10).
    #[error("the flag of {:?} fell", .0.color)]
    FlagFell(Flag),
    /// Arbiter corrections are for tournament mode only.
    #[error("only the arbiter in tournament mode can change the times")]
    NotTournament,
    /// No times are recorded for this ply.
    #[error("no clock times are recorded for ply {0}")]
    UnknownPly(u32),
}

impl ClockError {
    /// The refusal as a sentence for the user: "Die Uhr läuft bereits."
    pub fn phrase(&self) -> Phrase {
        match self {
            ClockError::NotStarted => Phrase::new("clock-not-started"),
            ClockError::AlreadyStarted => Phrase::new("clock-already-started"),
            ClockError::Paused => Phrase::new("clock-paused"),
            ClockError::NotPaused => Phrase::new("clock-not-paused"),
            ClockError::Stopped => Phrase::new("clock-stopped"),
            ClockError::FlagFell(flag) => flag.phrase(),
            ClockError::NotTournament => Phrase::new("clock-not-tournament"),
            ClockError::UnknownPly(ply) => {
                Phrase::new("clock-unknown-ply").with("ply", Value::Spelled(*ply))
            }
        }
    }
}

/// Configured alarm thresholds and which of them may still fire, per side.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
struct Alarms {
    /// Largest first, no repeats.
    thresholds: Vec<Duration>,
    armed: ByColor<Vec<bool>>,
}

impl Alarms {
    /// Arms, for `color`, every threshold below `time`.
    fn arm_below(&mut self, color: Color, time: Duration) {
        let armed = self.armed.get_mut(color);
        armed.resize(self.thresholds.len(), false);
        for (flag, threshold) in armed.iter_mut().zip(&self.thresholds) {
            if time > *threshold {
                *flag = true;
            }
        }
    }
}

/// A two-sided chess clock (6.1) for a [`TimeControl`].
///
/// ```
/// use std::time::{Duration, Instant};
/// use ansage::game::clock::{Clock, TimeControl};
/// use shakmaty::Color;
///
/// let control = TimeControl::parse("5+3").unwrap();
/// let mut clock = Clock::new(control);
/// let t0 = Instant::now();
/// clock.start(t0).unwrap();
/// clock.press(t0 + Duration::from_secs(10)).unwrap(); // White's first move
/// assert_eq!(clock.remaining(Color::White, t0 + Duration::from_secs(20)),
///            Duration::from_secs(5 * 60 - 10 + 3));
/// ```
#[derive(Clone, Debug)]
pub struct Clock {
    control: TimeControl,
    first: Color,
    /// Each side's main time as of the last settlement.
    remaining: ByColor<Duration>,
    /// Completed moves per side.
    moves: ByColor<u32>,
    /// The side whose clock runs (or will run).
    turn: Color,
    /// The delay left for the current move of `turn`.
    delay_left: Duration,
    state: State,
    tournament: bool,
    /// Times after each ply, ascending by ply.
    history: Vec<ClockTimes>,
    alarms: Alarms,
}

impl Clock {
    /// A clock set to the first period's time on both sides, White to move first (6.5),
    /// not started, casual mode, no alarms.
    pub fn new(control: TimeControl) -> Clock {
        Clock::with_first_mover(control, Color::White)
    }

    /// A clock whose first running side is `first` (for games from a position with Black
    /// to move).
    pub fn with_first_mover(control: TimeControl, first: Color) -> Clock {
        let initial = control.initial_time();
        let delay = control.period_for_move(1).bonus.delay();
        Clock {
            control,
            first,
            remaining: ByColor {
                white: initial,
                black: initial,
            },
            moves: ByColor::default(),
            turn: first,
            delay_left: delay,
            state: State::NotStarted,
            tournament: false,
            history: vec![ClockTimes {
                white: initial,
                black: initial,
                ply: 0,
            }],
            alarms: Alarms::default(),
        }
    }

    /// The time control.
    pub fn control(&self) -> &TimeControl {
        &self.control
    }

    /// The side that moved first.
    pub fn first_mover(&self) -> Color {
        self.first
    }

    /// The side whose clock runs (or will run when started or resumed).
    pub fn turn(&self) -> Color {
        self.turn
    }

    /// The state of the clock; a flag that has fallen but was not observed yet shows only
    /// through [`Clock::flag`].
    pub fn status(&self) -> Status {
        match self.state {
            State::NotStarted => Status::NotStarted,
            State::Running { .. } => Status::Running,
            State::Paused => Status::Paused,
            State::Stopped => Status::Stopped,
            State::Flagged(flag) => Status::Flagged(flag),
        }
    }

    /// Completed moves of one side.
    pub fn moves_made(&self, color: Color) -> u32 {
        *self.moves.get(color)
    }

    /// Completed moves of both sides (presses since the clock was set up, or since the ply
    /// given to [`Clock::set_times`]).
    pub fn ply(&self) -> u32 {
        self.moves.white.saturating_add(self.moves.black)
    }

    /// Turns tournament mode on or off: only in tournament mode may the arbiter add or take
    /// time ([`Clock::add_time`], [`Clock::take_time`]).
    pub fn set_tournament(&mut self, tournament: bool) {
        self.tournament = tournament;
    }

    /// Whether the clock is in tournament mode.
    pub fn is_tournament(&self) -> bool {
        self.tournament
    }

    /// A side's main time at `now`. In delay mode the main time stands still during the
    /// delay; see [`Clock::delay_remaining`] for the delay itself.
    pub fn remaining(&self, color: Color, now: Instant) -> Duration {
        let stored = *self.remaining.get(color);
        match self.state {
            State::Running { since } if color == self.turn => {
                let elapsed = now.saturating_duration_since(since);
                stored.saturating_sub(elapsed.saturating_sub(self.delay_left))
            }
            _ => stored,
        }
    }

    /// The delay left for the running side's current move at `now` (zero without delay).
    pub fn delay_remaining(&self, now: Instant) -> Duration {
        match self.state {
            State::Running { since } => self
                .delay_left
                .saturating_sub(now.saturating_duration_since(since)),
            State::Flagged(_) | State::Stopped => Duration::ZERO,
            State::NotStarted | State::Paused => self.delay_left,
        }
    }

    /// Both times at `now`, with the current ply: a snapshot for the journal.
    pub fn times(&self, now: Instant) -> ClockTimes {
        ClockTimes {
            white: self.remaining(Color::White, now),
            black: self.remaining(Color::Black, now),
            ply: self.ply(),
        }
    }

    /// How many moves `color` still has to complete before the next time control (6.2a),
    /// `None` in a period for the rest of the game.
    pub fn moves_to_control(&self, color: Color) -> Option<u32> {
        let made = self.moves_made(color);
        let place = self.control.place(made.saturating_add(1));
        place.last_move.map(|last| last.saturating_sub(made))
    }

    /// Whether a flag has fallen by `now`, without changing anything: the observed flag if
    /// there is one, else the running side's if its time (and delay) ran out by `now`.
    pub fn flag(&self, now: Instant) -> Option<Flag> {
        match self.state {
            State::Flagged(flag) => Some(flag),
            State::Running { since } => {
                let available = self
                    .delay_left
                    .saturating_add(*self.remaining.get(self.turn));
                let elapsed = now.saturating_duration_since(since);
                (elapsed >= available).then(|| Flag {
                    color: self.turn,
                    at: since.checked_add(available).unwrap_or(now),
                })
            }
            _ => None,
        }
    }

    /// Observes the flag (6.9): when it has fallen by `now`, the clock stops with the flag
    /// down and the flag is returned.
    pub fn check_flag(&mut self, now: Instant) -> Option<Flag> {
        match self.settle(now) {
            Err(ClockError::FlagFell(flag)) => Some(flag),
            _ => None,
        }
    }

    /// Starts the first mover's clock (6.5).
    ///
    /// # Errors
    ///
    /// [`ClockError::AlreadyStarted`] unless the clock is new (or was given times with
    /// [`Clock::set_times`] before starting).
    pub fn start(&mut self, now: Instant) -> Result<(), ClockError> {
        match self.state {
            State::NotStarted => {
                self.state = State::Running { since: now };
                Ok(())
            }
            _ => Err(ClockError::AlreadyStarted),
        }
    }

    /// The running side completed a move (6.8a, F2.3): their clock stops, the increment of
    /// the move's period is added, a completed period brings the next period's time (6.2a,
    /// 6.2b), and the opponent's clock starts with a fresh delay. The times are recorded
    /// for this ply.
    ///
    /// # Errors
    ///
    /// [`ClockError::FlagFell`] when the mover's time ran out before `now` (the move came
    /// too late, 6.10); [`ClockError::NotStarted`], [`ClockError::Paused`],
    /// [`ClockError::Stopped`] when no clock is running.
    pub fn press(&mut self, now: Instant) -> Result<Pressed, ClockError> {
        self.running()?;
        self.settle(now)?;
        let mover = self.turn;
        let move_number = self.moves.get(mover).saturating_add(1);
        let increment = self.control.period_for_move(move_number).bonus.increment();
        let mut time = self.remaining.get(mover).saturating_add(increment);
        let new_period = self.control.control_after(move_number);
        if let Some(index) = new_period {
            let added = self.control.periods()[index].time;
            time = time.saturating_add(added);
            self.alarms.arm_below(mover, time);
        }
        *self.remaining.get_mut(mover) = time;
        *self.moves.get_mut(mover) = move_number;
        self.turn = !mover;
        self.delay_left = self.next_delay();
        self.state = State::Running { since: now };
        let ply = self.ply();
        self.history.retain(|t| t.ply < ply);
        self.history.push(ClockTimes {
            white: self.remaining.white,
            black: self.remaining.black,
            ply,
        });
        Ok(Pressed {
            mover,
            move_number,
            remaining: time,
            increment,
            new_period,
        })
    }

    /// Stops both clocks (6.13a/b).
    ///
    /// # Errors
    ///
    /// [`ClockError::FlagFell`] when the running side's time ran out before `now`;
    /// [`ClockError::Paused`] when already paused; [`ClockError::NotStarted`],
    /// [`ClockError::Stopped`].
    pub fn pause(&mut self, now: Instant) -> Result<(), ClockError> {
        self.running()?;
        self.settle(now)?;
        self.state = State::Paused;
        Ok(())
    }

    /// Starts the clock of the side to move again (6.13c), with the delay that was left.
    ///
    /// # Errors
    ///
    /// [`ClockError::NotPaused`] while running; [`ClockError::NotStarted`] (use
    /// [`Clock::start`]), [`ClockError::Stopped`], [`ClockError::FlagFell`].
    pub fn resume(&mut self, now: Instant) -> Result<(), ClockError> {
        match self.state {
            State::Paused => {
                self.state = State::Running { since: now };
                Ok(())
            }
            State::Running { .. } => Err(ClockError::NotPaused),
            State::NotStarted => Err(ClockError::NotStarted),
            State::Stopped => Err(ClockError::Stopped),
            State::Flagged(flag) => Err(ClockError::FlagFell(flag)),
        }
    }

    /// Stops the clock for good because the game ended on the board (5.1, 5.2, agreement,
    /// resignation): a move that ends the game needs no press (6.8a), so no increment is
    /// added. Stopping a stopped clock does nothing.
    ///
    /// # Errors
    ///
    /// [`ClockError::FlagFell`] when the running side's time had run out before `now` —
    /// then the flag came first.
    pub fn stop(&mut self, now: Instant) -> Result<(), ClockError> {
        self.settle(now)?;
        self.state = State::Stopped;
        Ok(())
    }

    /// The arbiter adds `amount` to `color`'s time (tournament mode only). Adding time arms
    /// again the alarms the time is now above.
    ///
    /// # Errors
    ///
    /// [`ClockError::NotTournament`] outside tournament mode; [`ClockError::FlagFell`] when
    /// a flag fell before `now` (the game is over, 6.10); [`ClockError::Stopped`].
    pub fn add_time(
        &mut self,
        color: Color,
        amount: Duration,
        now: Instant,
    ) -> Result<Duration, ClockError> {
        self.arbiter(now)?;
        let time = self.remaining.get(color).saturating_add(amount);
        *self.remaining.get_mut(color) = time;
        self.alarms.arm_below(color, time);
        Ok(time)
    }

    /// The arbiter takes `amount` from `color`'s time (tournament mode only), down to zero
    /// at most; a running clock at zero shows its flag at the next look.
    ///
    /// # Errors
    ///
    /// As [`Clock::add_time`].
    pub fn take_time(
        &mut self,
        color: Color,
        amount: Duration,
        now: Instant,
    ) -> Result<Duration, ClockError> {
        self.arbiter(now)?;
        let time = self.remaining.get(color).saturating_sub(amount);
        *self.remaining.get_mut(color) = time;
        Ok(time)
    }

    /// The times recorded after `ply` plies (0: the start), as long as they were not
    /// discarded by a restore to an earlier ply.
    pub fn times_at_ply(&self, ply: u32) -> Option<ClockTimes> {
        self.history.iter().find(|t| t.ply == ply).copied()
    }

    /// Sets the clocks back to the times recorded at `ply` (F2.8: "Der Schiedsrichter
    /// berichtigt die Stellung der Uhren entsprechend"; 6.14). Later records are dropped,
    /// the move counts and the side to move follow the ply, and the clock is paused (if it
    /// had been started) until [`Clock::resume`]. A fallen flag is lifted.
    ///
    /// # Errors
    ///
    /// [`ClockError::UnknownPly`] when nothing is recorded for `ply`.
    pub fn restore_ply(&mut self, ply: u32) -> Result<ClockTimes, ClockError> {
        let times = self.times_at_ply(ply).ok_or(ClockError::UnknownPly(ply))?;
        self.set_times(times);
        Ok(times)
    }

    /// Sets both clocks to `times` (6.11, 6.14, or continuing a saved game): the move
    /// counts and the side to move follow `times.ply` (even plies: the first mover), records
    /// from `times.ply` on are replaced, alarms above the new times are armed again, and
    /// the clock is paused (if it had been started) until [`Clock::resume`]; a new clock
    /// stays ready for [`Clock::start`].
    pub fn set_times(&mut self, times: ClockTimes) {
        let ply = times.ply;
        let first_moves = ply.div_ceil(2);
        let second_moves = ply / 2;
        *self.moves.get_mut(self.first) = first_moves;
        *self.moves.get_mut(!self.first) = second_moves;
        self.turn = if ply.is_multiple_of(2) {
            self.first
        } else {
            !self.first
        };
        self.remaining = ByColor {
            white: times.white,
            black: times.black,
        };
        self.delay_left = self.next_delay();
        self.history.retain(|t| t.ply < ply);
        self.history.push(times);
        for color in Color::ALL {
            self.alarms.arm_below(color, times.of(color));
        }
        if self.state != State::NotStarted {
            self.state = State::Paused;
        }
    }

    /// Sets the alarm thresholds (for example five minutes and one minute; see
    /// [`parse_alarms`]); an empty list turns alarms off, which is the default (F2.9d:
    /// times only on request). Thresholds at or above a side's current time do not fire
    /// for it.
    pub fn set_alarms(&mut self, thresholds: &[Duration]) {
        let mut sorted: Vec<Duration> = thresholds
            .iter()
            .copied()
            .filter(|t| !t.is_zero())
            .collect();
        sorted.sort_unstable_by(|a, b| b.cmp(a));
        sorted.dedup();
        self.alarms = Alarms {
            thresholds: sorted,
            armed: ByColor::default(),
        };
        for color in Color::ALL {
            let time = *self.remaining.get(color);
            self.alarms.arm_below(color, time);
        }
    }

    /// The configured alarm thresholds, largest first.
    pub fn alarm_thresholds(&self) -> &[Duration] {
        &self.alarms.thresholds
    }

    /// The alarms due at `now`. Each threshold fires once per side when the time falls to
    /// it; when a poll finds several crossed at once, only the smallest is reported and
    /// the larger ones are dropped. A threshold is armed again only when the time rises
    /// above it through a new period, the arbiter or a restore — never through an
    /// increment, so it does not repeat every move. A side whose flag has fallen gets no
    /// alarm (the flag says more), and a stopped clock gives none.
    pub fn poll_alarms(&mut self, now: Instant) -> Vec<Alarm> {
        let mut due = Vec::new();
        if self.state == State::Stopped {
            return due;
        }
        let flagged = self.flag(now).map(|flag| flag.color);
        for color in Color::ALL {
            if flagged == Some(color) {
                // The flag message says more than any alarm.
                self.alarms.armed.get_mut(color).fill(false);
                continue;
            }
            let time = self.remaining(color, now);
            let thresholds = &self.alarms.thresholds;
            let armed = self.alarms.armed.get_mut(color);
            let mut smallest = None;
            for (flag, threshold) in armed.iter_mut().zip(thresholds) {
                if *flag && time <= *threshold {
                    *flag = false;
                    smallest = Some(*threshold);
                }
            }
            if let Some(threshold) = smallest {
                due.push(Alarm { color, threshold });
            }
        }
        due
    }

    /// Both times in words, for when the player asks (F2.9d: "nur auf dessen Verlangen über
    /// die Zügezahl und den Zeitverbrauch beider Spieler zu informieren"): "Weiß: eine
    /// Stunde zwölf Minuten drei Sekunden, noch zwölf Züge bis zur Zeitkontrolle; Schwarz:
    /// achtundachtzig Minuten." A paused clock says so; a fallen flag is reported.
    pub fn describe(&self, now: Instant) -> Phrase {
        let sides: Vec<Value> = Color::ALL
            .iter()
            .map(|&color| {
                let time = Value::ClockTime(self.remaining(color, now));
                let side = match self.moves_to_control(color) {
                    Some(moves) => Phrase::new("clock-side-to-control")
                        .with("side", color)
                        .with("time", time)
                        .with("moves", moves_phrase(moves)),
                    None => Phrase::new("clock-side")
                        .with("side", color)
                        .with("time", time),
                };
                Value::from(side)
            })
            .collect();
        let mut sentences =
            vec![Phrase::new("clock-times").with("sides", Value::List(Join::Semicolon, sides))];
        match (self.flag(now), self.state) {
            (Some(flag), _) => sentences.push(flag.phrase()),
            (None, State::Paused) => sentences.push(Phrase::new("clock-are-stopped")),
            _ => {}
        }
        Phrase::joined(Join::Sentences, sentences)
    }

    /// The delay for the next move of `turn`.
    fn next_delay(&self) -> Duration {
        let next = self.moves.get(self.turn).saturating_add(1);
        self.control.period_for_move(next).bonus.delay()
    }

    /// Refuses unless a clock is running.
    fn running(&self) -> Result<(), ClockError> {
        match self.state {
            State::Running { .. } => Ok(()),
            State::NotStarted => Err(ClockError::NotStarted),
            State::Paused => Err(ClockError::Paused),
            State::Stopped => Err(ClockError::Stopped),
            State::Flagged(flag) => Err(ClockError::FlagFell(flag)),
        }
    }

    /// Refuses arbiter corrections outside tournament mode or after the game.
    fn arbiter(&mut self, now: Instant) -> Result<(), ClockError> {
        if !self.tournament {
            return Err(ClockError::NotTournament);
        }
        if self.state == State::Stopped {
            return Err(ClockError::Stopped);
        }
        self.settle(now)
    }

    /// Books the running side's time up to `now`: delay first, then main time. When the
    /// time ran out, the flag is observed (6.9) and returned as an error.
    fn settle(&mut self, now: Instant) -> Result<(), ClockError> {
        match self.state {
            State::Running { since } => {
                if let Some(flag) = self.flag(now) {
                    *self.remaining.get_mut(flag.color) = Duration::ZERO;
                    self.delay_left = Duration::ZERO;
                    self.state = State::Flagged(flag);
                    return Err(ClockError::FlagFell(flag));
                }
                let elapsed = now.saturating_duration_since(since);
                let from_delay = elapsed.min(self.delay_left);
                self.delay_left -= from_delay;
                let main = self.remaining.get_mut(self.turn);
                *main = main.saturating_sub(elapsed - from_delay);
                self.state = State::Running {
                    since: now.max(since),
                };
                Ok(())
            }
            State::Flagged(flag) => Err(ClockError::FlagFell(flag)),
            _ => Ok(()),
        }
    }
}

/// How a flag fall ends the game (6.10).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FlagVerdict {
    /// "… gilt, dass ein Spieler seine Partie verloren hat, wenn er die vorgeschriebene
    /// Anzahl von Zügen in der zugewiesenen Zeit nicht vollständig abgeschlossen hat."
    Lost {
        /// The player whose flag fell.
        flagged: Color,
    },
    /// "Die Partie ist jedoch remis, wenn … es dem Gegner nicht möglich ist, den König des
    /// Spielers durch irgendeine Folge von regelgemäßen Zügen … matt zu setzen."
    Drawn {
        /// The player whose flag fell.
        flagged: Color,
    },
    /// "Ausser in den Fällen, die durch den Artikel 5.1 oder … 5.2.a, 5.2.b oder 5.2.c
    /// erfasst werden": the position itself already ended the game (checkmate, stalemate,
    /// dead position by material).
    GameOver {
        /// The result of the position.
        outcome: KnownOutcome,
        /// Why it is drawn.
        draw: Option<DrawReason>,
    },
}

impl FlagVerdict {
    /// The result.
    pub fn outcome(&self) -> Outcome {
        Outcome::Known(match *self {
            FlagVerdict::Lost { flagged } => KnownOutcome::Decisive { winner: !flagged },
            FlagVerdict::Drawn { .. } => KnownOutcome::Draw,
            FlagVerdict::GameOver { outcome, .. } => outcome,
        })
    }

    /// "Die Zeit von Weiß ist abgelaufen. Schwarz gewinnt." / "… aber Schwarz kann nicht
    /// mehr mattsetzen. Die Partie ist remis."
    pub fn phrase(&self) -> Phrase {
        match *self {
            FlagVerdict::Lost { flagged } => Phrase::new("clock-flag-lost")
                .with("flagged", flagged)
                .with("winner", !flagged),
            FlagVerdict::Drawn { flagged } => Phrase::new("clock-flag-drawn")
                .with("flagged", flagged)
                .with("other", !flagged),
            FlagVerdict::GameOver { outcome, draw } => match (outcome, draw) {
                (KnownOutcome::Decisive { winner }, _) => {
                    Phrase::new("checkmate-wins").with("winner", winner)
                }
                (KnownOutcome::Draw, Some(reason)) => reason.phrase(),
                (KnownOutcome::Draw, None) => Phrase::new("draw"),
            },
        }
    }
}

/// The verdict on a flag fall of `flagged` in `position` (6.10), with the reason.
///
/// "Cannot checkmate by any series of legal moves" is decided by the material test
/// [`Position::has_insufficient_material`] for the opponent: a bare king; king and knight
/// when the flagged side has nothing besides king and queens; or only bishops, all on
/// squares of one colour, when nobody has pawns or knights. It counts the flagged side's
/// own pieces, which can help a mate "selbst bei ungeschicktestem Gegenspiel" (king and
/// knight can mate a king and rook). Its limit: it does not look at where the pieces
/// stand, so a locked pawn position in which no mate is possible still counts as a loss.
/// The arbiter can correct that by hand.
pub fn flag_verdict<P: Position>(position: &P, flagged: Color) -> FlagVerdict {
    if position.is_checkmate() {
        return FlagVerdict::GameOver {
            outcome: KnownOutcome::Decisive {
                winner: !position.turn(),
            },
            draw: None,
        };
    }
    if position.is_stalemate() {
        return FlagVerdict::GameOver {
            outcome: KnownOutcome::Draw,
            draw: Some(DrawReason::Stalemate),
        };
    }
    if position.is_insufficient_material() {
        return FlagVerdict::GameOver {
            outcome: KnownOutcome::Draw,
            draw: Some(DrawReason::InsufficientMaterial),
        };
    }
    if position.has_insufficient_material(!flagged) {
        FlagVerdict::Drawn { flagged }
    } else {
        FlagVerdict::Lost { flagged }
    }
}

/// The result of a flag fall of `flagged` in `position` (6.10): a loss for `flagged`,
/// unless their opponent cannot mate by any series of legal moves (then a draw) or the
/// position already ended the game. See [`flag_verdict`] for the test and its limits.
pub fn flag_result<P: Position>(position: &P, flagged: Color) -> Outcome {
    flag_verdict(position, flagged).outcome()
}
