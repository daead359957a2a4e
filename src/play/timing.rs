//! The game's clock in play (article 6, F2.3, F2.4, F2.9): where the session reads the time,
//! and the clock's answers worded for the players.

use std::sync::Arc;
use std::time::{Duration, Instant};

use shakmaty::{Color, Position};

use crate::game::clock::{Alarm, Clock, ClockError, ClockTimes, Flag, Status, TimeControl};
use crate::game::events::ClockReading;
use crate::notation::pgn::Game;
use crate::phrase::{Phrase, Value};

/// Where the session reads the time: the system's clock in play, a hand-set one in tests.
pub type Now = Arc<dyn Fn() -> Instant + Send + Sync>;

/// The system's monotonic clock.
pub fn system_now() -> Now {
    Arc::new(Instant::now)
}

/// The clock of a game, if it is played with one, and the source of the time.
#[derive(Clone)]
pub struct GameClock {
    clock: Option<Clock>,
    now: Now,
}

impl std::fmt::Debug for GameClock {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("GameClock")
            .field("clock", &self.clock)
            .finish_non_exhaustive()
    }
}

/// Something the clock brought about while nobody typed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ClockNews {
    /// A configured alarm: a player has this much time left.
    Alarm(Alarm),
    /// A flag fell (6.9).
    Flag(Flag),
}

impl GameClock {
    /// A game without a clock.
    pub fn none(now: Now) -> Self {
        GameClock { clock: None, now }
    }

    /// A clock for `control` whose first mover is `first`, started now (6.5), with alarms
    /// at `alarms` (none: times only on request, F2.9d) and the arbiter's corrections
    /// allowed in tournament mode.
    pub fn started(
        control: TimeControl,
        first: Color,
        alarms: &[Duration],
        tournament: bool,
        now: Now,
    ) -> Self {
        let mut clock = Clock::with_first_mover(control, first);
        clock.set_alarms(alarms);
        clock.set_tournament(tournament);
        let _ = clock.start(now());
        GameClock {
            clock: Some(clock),
            now,
        }
    }

    /// The clock itself, if the game has one.
    pub fn clock(&self) -> Option<&Clock> {
        self.clock.as_ref()
    }

    /// Whether the game has a clock.
    pub fn is_set(&self) -> bool {
        self.clock.is_some()
    }

    /// The time now.
    pub fn now(&self) -> Instant {
        (self.now)()
    }

    /// Whether the clocks stand because a player paused them.
    pub fn is_paused(&self) -> bool {
        self.clock
            .as_ref()
            .is_some_and(|clock| clock.status() == Status::Paused)
    }

    /// The mover completed their move: their clock stops and the opponent's starts (F2.3).
    /// Returns the mover's time after the move; `Ok(None)` without a clock.
    ///
    /// # Errors
    ///
    /// [`ClockError::FlagFell`] when the mover's time had run out; any other refusal of the
    /// clock.
    pub fn press(&mut self) -> Result<Option<Duration>, ClockError> {
        let now = self.now();
        self.press_at(now)
    }

    /// As [`GameClock::press`], with the press made at `at` (the end of a correction window
    /// that ran out a moment ago): the opponent's clock runs from then.
    ///
    /// # Errors
    ///
    /// As [`GameClock::press`].
    pub fn press_at(&mut self, at: Instant) -> Result<Option<Duration>, ClockError> {
        let now = at.min(self.now());
        match &mut self.clock {
            Some(clock) => clock.press(now).map(|pressed| Some(pressed.remaining)),
            None => Ok(None),
        }
    }

    /// Both clocks after `ply` presses.
    pub fn millis_at_ply(&self, ply: usize) -> Option<ClockReading> {
        let clock = self.clock.as_ref()?;
        let times = clock.times_at_ply(u32::try_from(ply).ok()?)?;
        Some(ClockReading::of(times))
    }

    /// Both clocks now, and whose clock runs.
    pub fn millis_now(&self) -> Option<(ClockReading, Option<Color>)> {
        let clock = self.clock.as_ref()?;
        let running = (clock.status() == Status::Running).then(|| clock.turn());
        Some((ClockReading::of(clock.times(self.now())), running))
    }

    /// The game ended on the board: the clock stops for good.
    pub fn stop(&mut self) {
        let now = self.now();
        if let Some(clock) = &mut self.clock {
            let _ = clock.stop(now);
        }
    }

    /// Alarms due and a flag that fell, since the last look.
    pub fn news(&mut self) -> Vec<ClockNews> {
        let now = self.now();
        let Some(clock) = &mut self.clock else {
            return Vec::new();
        };
        let mut news: Vec<ClockNews> = clock
            .poll_alarms(now)
            .into_iter()
            .map(ClockNews::Alarm)
            .collect();
        if !matches!(clock.status(), Status::Flagged(_)) {
            if let Some(flag) = clock.check_flag(now) {
                news.push(ClockNews::Flag(flag));
            }
        }
        news
    }

    /// "zeit": both times in words (F2.9d), or that there is no clock.
    pub fn describe(&self) -> Phrase {
        match &self.clock {
            Some(clock) => clock.describe(self.now()),
            None => Phrase::new("play-no-clock"),
        }
    }

    /// "uhr anhalten": both clocks stop (6.13).
    pub fn pause(&mut self) -> Phrase {
        let now = self.now();
        match &mut self.clock {
            None => self.describe(),
            Some(clock) => match clock.pause(now) {
                Ok(()) => Phrase::new("play-clocks-paused"),
                Err(e) => e.phrase(),
            },
        }
    }

    /// "uhr weiter": the clock of the side to move runs again.
    pub fn resume(&mut self) -> Phrase {
        let now = self.now();
        match &mut self.clock {
            None => self.describe(),
            Some(clock) => match clock.resume(now) {
                Ok(()) => Phrase::new("play-clock-runs-again").with("side", clock.turn()),
                Err(e) => e.phrase(),
            },
        }
    }

    /// The arbiter adds or takes time (tournament mode only, 6.14); the sentence says the
    /// new time or why not.
    pub fn adjust(&mut self, color: Color, add: bool, amount: Duration) -> Phrase {
        let now = self.now();
        let Some(clock) = &mut self.clock else {
            return self.describe();
        };
        let changed = if add {
            clock.add_time(color, amount, now)
        } else {
            clock.take_time(color, amount, now)
        };
        match changed {
            Ok(time) => time_now_sentence(color, time),
            Err(e) => e.phrase(),
        }
    }

    /// As [`GameClock::adjust`], from the arbiter's device: allowed in every mode (F2.8:
    /// "Der Schiedsrichter berichtigt die Stellung der Uhren"; 6.13, 12.9b, 12.9c).
    pub fn adjust_as_arbiter(&mut self, color: Color, add: bool, amount: Duration) -> Phrase {
        let Some(clock) = &mut self.clock else {
            return self.describe();
        };
        let tournament = clock.is_tournament();
        clock.set_tournament(true);
        let said = self.adjust(color, add, amount);
        if let Some(clock) = &mut self.clock {
            clock.set_tournament(tournament);
        }
        said
    }

    /// "uhr stellen weiß vier minuten": `color`'s time becomes `time`, by adding or taking
    /// the difference to the time now; from the arbiter's device in every mode, else as
    /// [`GameClock::adjust`] allows.
    pub fn set_to(&mut self, color: Color, time: Duration, by_arbiter: bool) -> Phrase {
        let now = self.now();
        let Some(clock) = &self.clock else {
            return self.describe();
        };
        let remaining = clock.remaining(color, now);
        let (add, amount) = if time >= remaining {
            (true, time - remaining)
        } else {
            (false, remaining - time)
        };
        if by_arbiter {
            self.adjust_as_arbiter(color, add, amount)
        } else {
            self.adjust(color, add, amount)
        }
    }

    /// Adds time for a penalty of the rules (7.5, 9.5b); the sentence says the new time.
    /// Nothing without a clock.
    pub fn add_penalty_time(&mut self, color: Color, amount: Duration) -> Option<Phrase> {
        let now = self.now();
        let time = self.clock.as_mut()?.add_time(color, amount, now).ok()?;
        Some(time_now_sentence(color, time))
    }

    /// Sets `color`'s time to `time` when it is lower now (9.5b: the claimant's time is cut).
    pub fn cut_to(&mut self, color: Color, cut: impl Fn(Duration) -> Duration) -> Option<Phrase> {
        let now = self.now();
        let clock = self.clock.as_mut()?;
        let remaining = clock.remaining(color, now);
        let target = cut(remaining);
        let taken = remaining.checked_sub(target)?;
        let time = clock.take_time(color, taken, now).ok()?;
        Some(time_now_sentence(color, time))
    }

    /// F2.8: the clocks go back to the times after `ply` presses and run again for the side
    /// to move; the sentence says both times. `None` without a clock or without times for
    /// that ply.
    pub fn restore(&mut self, ply: usize) -> Option<Phrase> {
        let now = self.now();
        let clock = self.clock.as_mut()?;
        let was_paused = clock.status() == Status::Paused;
        clock.restore_ply(u32::try_from(ply).ok()?).ok()?;
        if !was_paused {
            let _ = clock.resume(now);
        }
        Some(self.describe())
    }

    /// The source of the time.
    pub fn source(&self) -> Now {
        self.now.clone()
    }

    /// Continuing a saved game: the times after each of the first `pressed` moves (those
    /// whose clock was pressed) are taken from the mover's time written with it (so F2.8 can
    /// go back to them), the clocks then show `latest` when given, and stand until the
    /// players go on (a move, or "uhr weiter").
    pub fn continue_game(&mut self, game: &Game, latest: Option<ClockReading>, pressed: usize) {
        let left: Vec<Option<Duration>> = game.moves.iter().map(|m| m.clock).collect();
        self.continue_with(game.start.turn(), &left, latest, pressed);
    }

    /// As [`GameClock::continue_game`], for any game: `left_after[i]` is the mover's time
    /// after the move of ply `i + 1` (the first mover is `first`), where it was kept.
    pub fn continue_with(
        &mut self,
        first: Color,
        left_after: &[Option<Duration>],
        latest: Option<ClockReading>,
        pressed: usize,
    ) {
        let Some(clock) = &mut self.clock else {
            return;
        };
        let initial = clock.control().initial_time();
        let mut times = ClockTimes {
            white: initial,
            black: initial,
            ply: 0,
        };
        let mut mover = first;
        for (index, left) in left_after.iter().take(pressed).enumerate() {
            let Some(left) = *left else {
                break;
            };
            match mover {
                Color::White => times.white = left,
                Color::Black => times.black = left,
            }
            times.ply = u32::try_from(index + 1).unwrap_or(u32::MAX);
            clock.set_times(times);
            mover = !mover;
        }
        let plies = u32::try_from(pressed).unwrap_or(u32::MAX);
        if let Some(latest) = latest {
            clock.set_times(ClockTimes {
                white: Duration::from_millis(latest.white_ms),
                black: Duration::from_millis(latest.black_ms),
                ply: plies,
            });
        } else if times.ply != plies {
            times.ply = plies;
            clock.set_times(times);
        }
        // The clocks stand until the players go on: a move, or "uhr weiter".
        if clock.status() == Status::NotStarted {
            let _ = clock.start(self.now.as_ref()());
            let now = self.now.as_ref()();
            let _ = clock.pause(now);
        }
    }
}

/// "Weiß hat jetzt drei Minuten." / "White now has three minutes."
fn time_now_sentence(color: Color, time: Duration) -> Phrase {
    Phrase::new("play-time-now")
        .with("side", color)
        .with("time", Value::ClockTime(time))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::language::Language;
    use std::sync::Mutex;

    /// A clock a test moves by hand.
    fn hand_clock() -> (Now, Arc<Mutex<Instant>>) {
        let time = Arc::new(Mutex::new(Instant::now()));
        let shared = time.clone();
        (Arc::new(move || *shared.lock().unwrap()), time)
    }

    #[test]
    fn a_press_books_the_time_and_the_alarm_and_flag_come_as_news() {
        let (now, time) = hand_clock();
        let control = TimeControl::parse("5+0").unwrap();
        let mut clock = GameClock::started(
            control,
            Color::White,
            &[Duration::from_secs(60)],
            false,
            now,
        );
        *time.lock().unwrap() += Duration::from_secs(10);
        assert_eq!(clock.press().unwrap(), Some(Duration::from_secs(290)));
        assert_eq!(
            clock.millis_at_ply(1).map(ClockReading::pair),
            Some([290_000, 300_000])
        );
        *time.lock().unwrap() += Duration::from_secs(241);
        assert!(matches!(
            clock.news().as_slice(),
            [ClockNews::Alarm(Alarm {
                color: Color::Black,
                ..
            })]
        ));
        *time.lock().unwrap() += Duration::from_secs(60);
        assert!(matches!(
            clock.news().as_slice(),
            [ClockNews::Flag(Flag {
                color: Color::Black,
                ..
            })]
        ));
        assert!(clock.news().is_empty(), "a flag is news once");
    }

    /// A phrase as shown in German.
    fn german(phrase: Phrase) -> String {
        crate::words::phrases::shown(&phrase, Language::GERMAN)
    }

    #[test]
    fn pause_resume_and_adjustments_are_worded() {
        let (now, time) = hand_clock();
        let control = TimeControl::parse("10+0").unwrap();
        let mut clock = GameClock::started(control.clone(), Color::White, &[], false, now.clone());
        assert_eq!(
            german(clock.pause()),
            "Die Uhren sind angehalten. Mit uhr weiter laufen sie wieder."
        );
        *time.lock().unwrap() += Duration::from_secs(100);
        assert_eq!(german(clock.resume()), "Die Uhr von Weiß läuft wieder.");
        assert_eq!(clock.millis_now().unwrap().0.pair(), [600_000, 600_000]);
        assert_eq!(
            german(clock.adjust(Color::Black, true, Duration::from_secs(120),)),
            "Zeiten ändern darf nur der Schiedsrichter im Turniermodus (ansage play --tournament)."
        );
        let mut tournament = GameClock::started(control, Color::White, &[], true, now);
        assert_eq!(
            german(tournament.adjust(Color::Black, true, Duration::from_secs(120),)),
            "Schwarz hat jetzt zwölf Minuten."
        );
        let none = GameClock::none(system_now());
        assert_eq!(german(none.describe()), "In dieser Partie läuft keine Uhr.");
    }
}
