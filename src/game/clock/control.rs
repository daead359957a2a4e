//! Time controls (FIDE Laws article 6.2): the periods of a game, their per-move bonus, and
//! how a user types them.
//!
//! # Typing a time control
//!
//! A time control is one or more *periods*, separated by a comma, a semicolon, `dann` or
//! `then`. A period is an optional move count, a time, and an optional per-move bonus:
//!
//! | Typed                          | Meaning                                                      |
//! |--------------------------------|--------------------------------------------------------------|
//! | `90`                           | sudden death: 90 minutes for the whole game                  |
//! | `90+30`, `90 min + 30 s`       | 90 minutes, 30 seconds Fischer increment after every move    |
//! | `5d3`, `5 aufschub 3`, `5 delay 3` | 5 minutes with a 3-second delay (6.2b, *Aufschub-Modus*) |
//! | `40/90, 30`                    | 40 moves in 90 minutes, then 30 minutes for the rest         |
//! | `40/90+30, 30+30`              | the same, each period with 30 seconds increment              |
//! | `40 Züge in 90 Minuten, dann 30 Minuten plus 30 Sekunden pro Zug` | in words     |
//! | `1h30+30`, `1 h 30 min`        | hours and minutes; `1.5h` works too (a decimal *point*)      |
//! | `40/120, 20/60`                | the last period has a move count, so it repeats: 20 moves in 60 minutes, again and again |
//!
//! A time without a unit is in minutes; a bonus without a unit is in seconds. Units:
//! `h`, `Std`, `Stunde(n)`, `hour(s)`; `m`, `min`, `Minute(n)`, `minute(s)`; `s`, `sek`,
//! `sec`, `Sekunde(n)`, `second(s)`. Case does not matter. `+0` means no bonus.
//!
//! # The bonus kinds
//!
//! * **Fischer increment** ([`Bonus::Increment`]): the bonus is added to the player's time
//!   when they complete a move by pressing the clock (6.8a), so it accumulates. It is the
//!   bonus of the period the completed move belongs to: in `40/90, 30+30` the first 40 moves
//!   get nothing and every move from 41 on gets 30 seconds; write `40/90+30, 30+30` for an
//!   increment "from move 1", as FIDE's standard control has it.
//! * **Delay** ([`Bonus::Delay`], *Aufschub-Modus*, 6.2b): "Der Verbrauch der
//!   Hauptbedenkzeit setzt erst nach dem Ablauf der Extrabedenkzeit ein. Vorausgesetzt, dass
//!   der Spieler seine Uhr vor Ablauf der Extrabedenkzeit anhält, ändert sich die
//!   Hauptbedenkzeit nicht, unabhängig vom Anteil an Extrabedenkzeit, der verbraucht worden
//!   ist." That is the simple ("US") delay: the main time stands still for the first
//!   seconds of each move and only then runs down. Unused delay is never added to the main
//!   time — the exception in 6.2b ("… hinzugerechnet, außer im Aufschub-Modus"), which
//!   we read as: the *extra* time is not banked. Main time saved in one period still carries
//!   over to the next, as the first sentence of 6.2b says. (A Bronstein delay would let the
//!   main time run and give the used part back afterwards; the flag could then fall during
//!   the delay, which 6.2b's wording rules out, so ansage does not offer it.)

use std::fmt;
use std::str::FromStr;
use std::time::Duration;

use crate::phrase::{Join, Phrase, Value};

/// What a player gets for each move besides the period's base time.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize,
)]
pub enum Bonus {
    /// Nothing: the base time is all there is.
    #[default]
    None,
    /// Fischer increment: added after each completed move.
    Increment(Duration),
    /// Delay (*Aufschub*, 6.2b): the first part of each move does not use the main time;
    /// unused delay is lost.
    Delay(Duration),
}

impl Bonus {
    /// The increment added after a move (zero for other kinds).
    pub fn increment(self) -> Duration {
        match self {
            Bonus::Increment(d) => d,
            _ => Duration::ZERO,
        }
    }

    /// The delay at the start of each move (zero for other kinds).
    pub fn delay(self) -> Duration {
        match self {
            Bonus::Delay(d) => d,
            _ => Duration::ZERO,
        }
    }

    fn normalised(self) -> Bonus {
        match self {
            Bonus::Increment(d) | Bonus::Delay(d) if d.is_zero() => Bonus::None,
            other => other,
        }
    }
}

/// One period of a time control: `moves` moves (or the rest of the game) in `time`, with a
/// per-move `bonus`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct Period {
    /// How many moves each player must complete in this period (6.2a); `None` for the rest
    /// of the game.
    pub moves: Option<u32>,
    /// The time the period adds to each player's clock: at the start of the game for the
    /// first period, when the previous period's moves are completed for the others.
    pub time: Duration,
    /// The per-move bonus of the moves in this period.
    pub bonus: Bonus,
}

impl Period {
    /// A period for the rest of the game.
    pub fn rest_of_game(time: Duration, bonus: Bonus) -> Period {
        Period {
            moves: None,
            time,
            bonus,
        }
    }

    /// A period of `moves` moves.
    pub fn moves(moves: u32, time: Duration, bonus: Bonus) -> Period {
        Period {
            moves: Some(moves),
            time,
            bonus,
        }
    }
}

/// A checked time control: at least one period, only the last may lack a move count, every
/// period gives some time. When the last period has a move count it repeats (`40/120,
/// 20/60` is 20 moves per hour after move 40 for as long as the game lasts).
///
/// Serialised as its typed form (`"40/90+30, 30+30"`), which is checked again on reading.
#[derive(Clone, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct TimeControl {
    periods: Vec<Period>,
}

/// Where a move falls in a time control.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Place {
    /// The index of the period in [`TimeControl::periods`].
    pub index: usize,
    /// The number of the period's last move (per player), `None` for the rest of the game.
    pub last_move: Option<u32>,
}

impl TimeControl {
    /// Checks and builds a time control. Zero bonuses become [`Bonus::None`].
    ///
    /// # Errors
    ///
    /// [`TimeControlError::Empty`] without periods, [`TimeControlError::BadMoveCount`] for a
    /// period of zero moves, [`TimeControlError::RestOfGameNotLast`] when a period without
    /// move count is followed by another, [`TimeControlError::NoTime`] when a period gives
    /// no time (the first period needs a base time or a delay; later ones a base time or
    /// any bonus).
    pub fn new(periods: Vec<Period>) -> Result<TimeControl, TimeControlError> {
        if periods.is_empty() {
            return Err(TimeControlError::Empty);
        }
        let last = periods.len() - 1;
        let mut checked = Vec::with_capacity(periods.len());
        for (i, period) in periods.into_iter().enumerate() {
            let bonus = period.bonus.normalised();
            let number = i + 1;
            match period.moves {
                Some(0) => return Err(TimeControlError::BadMoveCount("0".into())),
                None if i != last => return Err(TimeControlError::RestOfGameNotLast(number)),
                _ => {}
            }
            let gives_time = !period.time.is_zero()
                || matches!(bonus, Bonus::Delay(_))
                || (i > 0 && bonus != Bonus::None);
            if !gives_time {
                return Err(TimeControlError::NoTime(number));
            }
            checked.push(Period { bonus, ..period });
        }
        Ok(TimeControl { periods: checked })
    }

    /// Sudden death: `time` for the whole game.
    pub fn sudden_death(time: Duration) -> Result<TimeControl, TimeControlError> {
        TimeControl::new(vec![Period::rest_of_game(time, Bonus::None)])
    }

    /// `time` for the whole game with a Fischer `increment` after every move.
    pub fn fischer(time: Duration, increment: Duration) -> Result<TimeControl, TimeControlError> {
        TimeControl::new(vec![Period::rest_of_game(
            time,
            Bonus::Increment(increment),
        )])
    }

    /// `time` for the whole game with a `delay` at the start of every move (6.2b).
    pub fn delay(time: Duration, delay: Duration) -> Result<TimeControl, TimeControlError> {
        TimeControl::new(vec![Period::rest_of_game(time, Bonus::Delay(delay))])
    }

    /// Reads a time control as a user types it; see the [module documentation](self) for
    /// the forms.
    ///
    /// # Errors
    ///
    /// A [`TimeControlError`] whose [`phrase`](TimeControlError::phrase) says what is
    /// wrong and gives an example.
    pub fn parse(text: &str) -> Result<TimeControl, TimeControlError> {
        let tokens = tokenize(text)?;
        Parser { tokens, pos: 0 }.control()
    }

    /// The periods, in order.
    pub fn periods(&self) -> &[Period] {
        &self.periods
    }

    /// The time on both clocks at the start: the first period's base time.
    pub fn initial_time(&self) -> Duration {
        self.periods.first().map_or(Duration::ZERO, |p| p.time)
    }

    /// The period a player's `move_number`-th move (counting from 1) belongs to.
    pub(crate) fn place(&self, move_number: u32) -> Place {
        let n = move_number.max(1);
        let last = self.periods.len().saturating_sub(1);
        let mut end = 0u32;
        for (index, period) in self.periods.iter().enumerate() {
            let Some(count) = period.moves else {
                return Place {
                    index,
                    last_move: None,
                };
            };
            end = end.saturating_add(count);
            if n <= end {
                return Place {
                    index,
                    last_move: Some(end),
                };
            }
            if index == last {
                // The last period repeats.
                let beyond = n - end;
                let rounds = beyond.div_ceil(count);
                return Place {
                    index,
                    last_move: Some(end.saturating_add(rounds.saturating_mul(count))),
                };
            }
        }
        Place {
            index: 0,
            last_move: None,
        }
    }

    /// The period for a player's `move_number`-th move (counting from 1).
    pub fn period_for_move(&self, move_number: u32) -> &Period {
        let index = self.place(move_number).index;
        &self.periods[index.min(self.periods.len() - 1)]
    }

    /// When completing move `move_number` reaches a time control (6.2a), the index of the
    /// period that starts next — the same index again when the last period repeats.
    pub fn control_after(&self, move_number: u32) -> Option<usize> {
        let place = self.place(move_number);
        if place.last_move != Some(move_number) {
            return None;
        }
        Some((place.index + 1).min(self.periods.len() - 1))
    }

    /// The time control in words: "vierzig Züge in einer Stunde dreißig Minuten, dann
    /// dreißig Minuten für den Rest der Partie, plus dreißig Sekunden pro Zug".
    pub fn describe(&self) -> Phrase {
        let last = self.periods.len() - 1;
        let parts: Vec<Phrase> = self
            .periods
            .iter()
            .enumerate()
            .map(|(i, period)| {
                let time = Value::ClockTime(period.time);
                let base = match period.moves {
                    None if period.time.is_zero() => None,
                    None if i == 0 => Some(Phrase::new("control-whole-game").with("time", time)),
                    None => Some(Phrase::new("control-rest").with("time", time)),
                    Some(moves) => Some(
                        Phrase::new("control-moves")
                            .with("moves", moves_phrase(moves))
                            .with("time", span(period.time, "dative")),
                    ),
                };
                let bonus = match period.bonus {
                    Bonus::None => None,
                    Bonus::Increment(d) => {
                        Some(Phrase::new("control-increment").with("time", Value::ClockTime(d)))
                    }
                    Bonus::Delay(d) => {
                        Some(Phrase::new("control-delay").with("time", span(d, "dative")))
                    }
                };
                let part = Phrase::joined(Join::Sentences, base.into_iter().chain(bonus).collect());
                if i == last && period.moves.is_some() {
                    Phrase::new("control-repeated").with("period", part)
                } else {
                    part
                }
            })
            .collect();
        parts
            .into_iter()
            .rev()
            .reduce(|rest, first| {
                Phrase::new("control-then")
                    .with("first", first)
                    .with("rest", rest)
            })
            .unwrap_or_else(|| Phrase::joined(Join::Sentences, Vec::new()))
    }
}

/// A time in its units, each with its count ("eine Stunde dreißig Minuten"), for where a
/// language bends the words after a preposition: `case` is a catalogue selector key
/// (`dative`: "in einer Stunde"). Said as [`Value::ClockTime`] says it: tenths only under ten
/// seconds, "null Sekunden" for no time.
fn span(time: Duration, case: &'static str) -> Phrase {
    let total = time.as_millis();
    let part = |n: u128| u32::try_from(n).unwrap_or(u32::MAX);
    let hours = part(total / 3_600_000);
    let minutes = part(total / 60_000 % 60);
    let seconds = part(total / 1000 % 60);
    let tenths = part(total / 100 % 10);
    let unit = |id: &'static str, n: u32| {
        Phrase::new(id)
            .with("n", n)
            .with("words", Value::Spelled(n))
            .with("case", case)
    };
    let mut units = Vec::new();
    if hours > 0 {
        units.push(unit("clock-unit-hours", hours));
    }
    if minutes > 0 {
        units.push(unit("clock-unit-minutes", minutes));
    }
    if hours == 0 && total < 10_000 && tenths > 0 {
        units.push(
            Phrase::new("clock-unit-tenths")
                .with("seconds", Value::Spelled(seconds))
                .with("tenths", Value::Spelled(tenths)),
        );
    } else if seconds > 0 || units.is_empty() {
        units.push(unit("clock-unit-seconds", seconds));
    }
    Phrase::joined(Join::Sentences, units)
}

/// "vierzig Züge", "ein Zug" / "forty moves", "one move".
pub(crate) fn moves_phrase(moves: u32) -> Phrase {
    Phrase::new("clock-moves")
        .with("n", moves)
        .with("words", Value::Spelled(moves))
}

impl fmt::Display for TimeControl {
    /// The typed form, which [`TimeControl::parse`] reads back: `40/90+30, 30+30`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, period) in self.periods.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            if let Some(moves) = period.moves {
                write!(f, "{moves}/")?;
            }
            f.write_str(&typed_minutes(period.time))?;
            match period.bonus {
                Bonus::None => {}
                Bonus::Increment(d) => write!(f, "+{}", typed_seconds(d))?,
                Bonus::Delay(d) => write!(f, "d{}", typed_seconds(d))?,
            }
        }
        Ok(())
    }
}

/// Whole minutes as a bare number, anything else in seconds with the unit.
fn typed_minutes(time: Duration) -> String {
    let millis = time.as_millis();
    if millis.is_multiple_of(60_000) {
        (millis / 60_000).to_string()
    } else {
        format!("{}s", typed_seconds(time))
    }
}

/// Seconds with up to three decimals: `30`, `1.5`.
fn typed_seconds(time: Duration) -> String {
    let millis = time.as_millis();
    if millis.is_multiple_of(1000) {
        (millis / 1000).to_string()
    } else {
        let text = format!("{}.{:03}", millis / 1000, millis % 1000);
        text.trim_end_matches('0').to_owned()
    }
}

impl FromStr for TimeControl {
    type Err = TimeControlError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        TimeControl::parse(s)
    }
}

impl TryFrom<String> for TimeControl {
    type Error = TimeControlError;

    fn try_from(value: String) -> Result<Self, Self::Error> {
        TimeControl::parse(&value)
    }
}

impl From<TimeControl> for String {
    fn from(value: TimeControl) -> String {
        value.to_string()
    }
}

/// Reads alarm thresholds as a user types them: `5, 1` (minutes), `5 min, 30 s`; `aus`,
/// `off`, `keine`, `none` or nothing at all for no alarms. The result is sorted from the
/// largest threshold down, without repeats.
///
/// # Errors
///
/// A [`TimeControlError`] like those of [`TimeControl::parse`].
pub fn parse_alarms(text: &str) -> Result<Vec<Duration>, TimeControlError> {
    let trimmed = text.trim().to_lowercase();
    if matches!(
        trimmed.as_str(),
        "" | "aus" | "off" | "keine" | "kein" | "none" | "nein" | "no"
    ) {
        return Ok(Vec::new());
    }
    let tokens = tokenize(text)?;
    let mut parser = Parser { tokens, pos: 0 };
    let mut thresholds = Vec::new();
    loop {
        let first = parser.number(None)?;
        let time = parser.time(first, Unit::Minutes)?;
        if time.is_zero() {
            return Err(TimeControlError::ZeroAlarm);
        }
        thresholds.push(time);
        if parser.at_end() {
            break;
        }
        let separator = parser.separators()?;
        if parser.at_end() {
            return Err(TimeControlError::MissingTime(separator));
        }
    }
    thresholds.sort_unstable_by(|a, b| b.cmp(a));
    thresholds.dedup();
    Ok(thresholds)
}

/// Why a typed time control (or alarm list) cannot be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TimeControlError {
    /// Nothing was typed.
    #[error("the time control is empty")]
    Empty,
    /// A character that has no place in a time control.
    #[error("the character {0:?} has no place in a time control")]
    UnexpectedCharacter(char),
    /// A word or number where something else belongs.
    #[error("{0:?} is not understood at this place")]
    Unexpected(String),
    /// A time is missing after the given text (`40/`, `90+`, a trailing comma).
    #[error("a time is missing after {0:?}")]
    MissingTime(String),
    /// A number too large to be a time or move count.
    #[error("the number {0} is too large")]
    NumberTooLarge(String),
    /// A move count that is zero or not a whole number.
    #[error("{0} is not a move count: a period needs a whole number of moves, at least one")]
    BadMoveCount(String),
    /// A period (counted from 1) gives no time at all.
    #[error("period {0} gives no time")]
    NoTime(usize),
    /// A period (counted from 1) for the rest of the game is followed by another.
    #[error("period {0} is for the rest of the game, but more periods follow")]
    RestOfGameNotLast(usize),
    /// A period with both an increment and a delay, or two of either.
    #[error("a period has more than one bonus")]
    TwoBonuses,
    /// An alarm at zero time.
    #[error("an alarm at zero time would come too late")]
    ZeroAlarm,
}

impl TimeControlError {
    /// The error as a sentence for the user, with an example of what works.
    pub fn phrase(&self) -> Phrase {
        let spelled = |n: usize| Value::Spelled(u32::try_from(n).unwrap_or(u32::MAX));
        let what = match self {
            TimeControlError::Empty => Phrase::new("control-error-empty"),
            TimeControlError::UnexpectedCharacter(c) => {
                Phrase::new("control-error-character").with("character", c.to_string())
            }
            TimeControlError::Unexpected(text) => {
                Phrase::new("control-error-unexpected").with("text", text.as_str())
            }
            TimeControlError::MissingTime(after) => {
                Phrase::new("control-error-missing-time").with("after", after.as_str())
            }
            TimeControlError::NumberTooLarge(n) => {
                Phrase::new("control-error-too-large").with("number", n.as_str())
            }
            TimeControlError::BadMoveCount(n) => {
                Phrase::new("control-error-bad-move-count").with("number", n.as_str())
            }
            TimeControlError::NoTime(1) => Phrase::new("control-error-first-no-time"),
            TimeControlError::NoTime(n) => {
                Phrase::new("control-error-no-time").with("period", spelled(*n))
            }
            TimeControlError::RestOfGameNotLast(n) => {
                Phrase::new("control-error-rest-not-last").with("period", spelled(*n))
            }
            TimeControlError::TwoBonuses => Phrase::new("control-error-two-bonuses"),
            // The alarm's own sentence gives its example.
            TimeControlError::ZeroAlarm => return Phrase::new("control-error-zero-alarm"),
        };
        Phrase::joined(Join::Sentences, vec![what, Phrase::new("control-examples")])
    }
}

// ---------------------------------------------------------------------------------------
// Reading typed text.

#[derive(Clone, Debug, PartialEq, Eq)]
enum Token {
    /// A number: its whole part, its fraction in thousandths, and its text.
    Number {
        whole: u64,
        thousandths: u64,
        fraction: bool,
        text: String,
    },
    Word(String),
    Slash,
    Plus,
    Comma(char),
}

impl Token {
    fn text(&self) -> String {
        match self {
            Token::Number { text, .. } | Token::Word(text) => text.clone(),
            Token::Slash => "/".into(),
            Token::Plus => "+".into(),
            Token::Comma(c) => c.to_string(),
        }
    }
}

fn tokenize(text: &str) -> Result<Vec<Token>, TimeControlError> {
    let chars: Vec<char> = text.chars().collect();
    let mut tokens = Vec::new();
    let mut i = 0;
    while let Some(&c) = chars.get(i) {
        if c.is_whitespace() {
            i += 1;
        } else if c.is_ascii_digit() {
            let start = i;
            while chars.get(i).is_some_and(char::is_ascii_digit) {
                i += 1;
            }
            let whole_text: String = chars[start..i].iter().collect();
            let mut thousandths = 0u64;
            let mut fraction = false;
            if chars.get(i) == Some(&'.') && chars.get(i + 1).is_some_and(char::is_ascii_digit) {
                fraction = true;
                i += 1;
                let mut scale = 100u64;
                while let Some(digit) = chars.get(i).and_then(|c| c.to_digit(10)) {
                    thousandths += u64::from(digit) * scale;
                    scale /= 10;
                    i += 1;
                }
            }
            let text: String = chars[start..i].iter().collect();
            let whole = whole_text
                .parse::<u64>()
                .map_err(|_| TimeControlError::NumberTooLarge(text.clone()))?;
            tokens.push(Token::Number {
                whole,
                thousandths,
                fraction,
                text,
            });
        } else if c.is_alphabetic() {
            let start = i;
            while chars.get(i).is_some_and(|c| c.is_alphabetic()) {
                i += 1;
            }
            let word: String = chars[start..i].iter().collect();
            tokens.push(Token::Word(word.to_lowercase()));
        } else {
            tokens.push(match c {
                '/' => Token::Slash,
                '+' => Token::Plus,
                ',' | ';' => Token::Comma(c),
                _ => return Err(TimeControlError::UnexpectedCharacter(c)),
            });
            i += 1;
        }
    }
    Ok(tokens)
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Unit {
    Seconds,
    Minutes,
    Hours,
}

impl Unit {
    fn millis(self) -> u64 {
        match self {
            Unit::Seconds => 1000,
            Unit::Minutes => 60_000,
            Unit::Hours => 3_600_000,
        }
    }

    fn smaller(self) -> Option<Unit> {
        match self {
            Unit::Hours => Some(Unit::Minutes),
            Unit::Minutes => Some(Unit::Seconds),
            Unit::Seconds => None,
        }
    }

    fn from_word(word: &str) -> Option<Unit> {
        match word {
            "h" | "std" | "stunde" | "stunden" | "hour" | "hours" | "hr" | "hrs" => {
                Some(Unit::Hours)
            }
            "m" | "min" | "mins" | "minute" | "minuten" | "minutes" => Some(Unit::Minutes),
            "s" | "sec" | "secs" | "sek" | "sekunde" | "sekunden" | "second" | "seconds" => {
                Some(Unit::Seconds)
            }
            _ => None,
        }
    }
}

const MOVE_WORDS: &[&str] = &[
    "züge", "zuege", "zügen", "zuegen", "zug", "moves", "move", "z",
];
const INCREMENT_WORDS: &[&str] = &["plus", "inkrement", "increment", "zugabe", "bonus"];
const DELAY_WORDS: &[&str] = &["d", "delay", "aufschub", "verzögerung", "verzoegerung"];
const SEPARATOR_WORDS: &[&str] = &["dann", "then", "danach", "und", "and", "anschließend"];
const PER_WORDS: &[&str] = &["pro", "je", "per", "a", "each", "every", "jeden"];

struct Parser {
    tokens: Vec<Token>,
    pos: usize,
}

impl Parser {
    fn peek(&self) -> Option<&Token> {
        self.tokens.get(self.pos)
    }

    fn peek_at(&self, offset: usize) -> Option<&Token> {
        self.tokens.get(self.pos + offset)
    }

    fn at_end(&self) -> bool {
        self.pos >= self.tokens.len()
    }

    fn peek_word(&self, words: &[&str]) -> bool {
        matches!(self.peek(), Some(Token::Word(w)) if words.contains(&w.as_str()))
    }

    /// The text before the current token, for "missing after …".
    fn previous_text(&self) -> String {
        self.pos
            .checked_sub(1)
            .and_then(|i| self.tokens.get(i))
            .map_or_else(String::new, Token::text)
    }

    fn unexpected(&self) -> TimeControlError {
        match self.peek() {
            Some(token) => TimeControlError::Unexpected(token.text()),
            None => TimeControlError::MissingTime(self.previous_text()),
        }
    }

    /// A number, or an error naming what stands there instead.
    fn number(&mut self, after: Option<String>) -> Result<Token, TimeControlError> {
        match self.peek() {
            Some(token @ Token::Number { .. }) => {
                let token = token.clone();
                self.pos += 1;
                Ok(token)
            }
            Some(token) => Err(TimeControlError::Unexpected(token.text())),
            None => Err(TimeControlError::MissingTime(
                after.unwrap_or_else(|| self.previous_text()),
            )),
        }
    }

    fn control(mut self) -> Result<TimeControl, TimeControlError> {
        if self.at_end() {
            return Err(TimeControlError::Empty);
        }
        let mut periods = Vec::new();
        loop {
            periods.push(self.period()?);
            if self.at_end() {
                break;
            }
            let separator = self.separators()?;
            if self.at_end() {
                return Err(TimeControlError::MissingTime(separator));
            }
        }
        TimeControl::new(periods)
    }

    /// One or more separators between periods; the last one's text.
    fn separators(&mut self) -> Result<String, TimeControlError> {
        let mut last = None;
        while let Some(token) = self.peek() {
            let is_separator = matches!(token, Token::Comma(_))
                || matches!(token, Token::Word(w) if SEPARATOR_WORDS.contains(&w.as_str()));
            if !is_separator {
                break;
            }
            last = Some(token.text());
            self.pos += 1;
        }
        last.ok_or_else(|| self.unexpected())
    }

    fn period(&mut self) -> Result<Period, TimeControlError> {
        let first = self.number(None)?;
        let moves = if self.peek() == Some(&Token::Slash) {
            self.pos += 1;
            Some(move_count(&first)?)
        } else if self.peek_word(MOVE_WORDS) {
            self.pos += 1;
            if self.peek_word(&["in"]) {
                self.pos += 1;
            }
            Some(move_count(&first)?)
        } else {
            None
        };
        let time = match moves {
            Some(_) => {
                let start = self.number(None)?;
                self.time(start, Unit::Minutes)?
            }
            None => self.time(first, Unit::Minutes)?,
        };
        let mut bonus = Bonus::None;
        loop {
            let increment = self.peek() == Some(&Token::Plus) || self.peek_word(INCREMENT_WORDS);
            let delay = self.peek_word(DELAY_WORDS);
            if !increment && !delay {
                break;
            }
            if bonus != Bonus::None {
                return Err(TimeControlError::TwoBonuses);
            }
            let keyword = self.peek().map(Token::text);
            self.pos += 1;
            let start = self.number(keyword)?;
            let amount = self.time(start, Unit::Seconds)?;
            bonus = if delay {
                Bonus::Delay(amount)
            } else {
                Bonus::Increment(amount)
            };
            // "pro Zug", "a move", "je Zug", "/Zug".
            let per = self.peek() == Some(&Token::Slash) || self.peek_word(PER_WORDS);
            if per
                && matches!(self.peek_at(1), Some(Token::Word(w)) if MOVE_WORDS.contains(&w.as_str()))
            {
                self.pos += 2;
            }
        }
        Ok(Period { moves, time, bonus })
    }

    /// A time starting with the number `first`: `90`, `90 min`, `1h30`, `1 h 30 min`,
    /// `5 min 30 s`, `1 Stunde und 30 Minuten`. `default` is the unit of a bare number.
    fn time(&mut self, first: Token, default: Unit) -> Result<Duration, TimeControlError> {
        let given = self.unit();
        let mut unit = given.unwrap_or(default);
        let mut explicit = given.is_some();
        let mut total = amount(&first, unit)?;
        // Further, smaller components after an explicit unit: "1 h 30", "5 min 30 s".
        while explicit {
            let skip = usize::from(self.peek_word(&["und", "and"]));
            let Some(Token::Number { .. }) = self.peek_at(skip) else {
                break;
            };
            let next_unit = match self.peek_at(skip + 1) {
                Some(Token::Word(w)) => Unit::from_word(w),
                _ => None,
            };
            let component_unit = match (next_unit, unit.smaller()) {
                (Some(next), _) if next < unit => next,
                (None, Some(smaller)) if skip == 0 => smaller,
                _ => break,
            };
            self.pos += skip;
            let token = self.number(None)?;
            if next_unit.is_some() {
                self.pos += 1;
            }
            total = total
                .checked_add(amount(&token, component_unit)?)
                .ok_or_else(|| TimeControlError::NumberTooLarge(token.text()))?;
            unit = component_unit;
            explicit = next_unit.is_some();
        }
        Ok(total)
    }

    /// Consumes a unit word after a number.
    fn unit(&mut self) -> Option<Unit> {
        let unit = match self.peek() {
            Some(Token::Word(w)) => Unit::from_word(w),
            _ => None,
        }?;
        self.pos += 1;
        Some(unit)
    }
}

fn move_count(token: &Token) -> Result<u32, TimeControlError> {
    match token {
        Token::Number {
            whole,
            fraction: false,
            ..
        } if *whole > 0 => {
            u32::try_from(*whole).map_err(|_| TimeControlError::NumberTooLarge(token.text()))
        }
        _ => Err(TimeControlError::BadMoveCount(token.text())),
    }
}

/// The number times the unit; more than a thousand hours is refused as too large.
fn amount(token: &Token, unit: Unit) -> Result<Duration, TimeControlError> {
    const LIMIT_MILLIS: u64 = 1000 * 3_600_000;
    let Token::Number {
        whole, thousandths, ..
    } = token
    else {
        return Err(TimeControlError::Unexpected(token.text()));
    };
    let millis = whole
        .checked_mul(unit.millis())
        .and_then(|m| m.checked_add(thousandths * unit.millis() / 1000))
        .filter(|&m| m <= LIMIT_MILLIS)
        .ok_or_else(|| TimeControlError::NumberTooLarge(token.text()))?;
    Ok(Duration::from_millis(millis))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::language::Language;
    use crate::words::phrases::shown;

    fn min(m: u64) -> Duration {
        Duration::from_secs(60 * m)
    }

    fn sec(s: u64) -> Duration {
        Duration::from_secs(s)
    }

    #[test]
    fn places_and_controls() {
        let tc = TimeControl::parse("40/90, 20/60").unwrap();
        assert_eq!(tc.place(1).index, 0);
        assert_eq!(tc.place(40).last_move, Some(40));
        assert_eq!(tc.place(41).index, 1);
        assert_eq!(tc.place(60).last_move, Some(60));
        assert_eq!(tc.place(61).last_move, Some(80));
        assert_eq!(tc.control_after(40), Some(1));
        assert_eq!(tc.control_after(60), Some(1));
        assert_eq!(tc.control_after(80), Some(1));
        assert_eq!(tc.control_after(79), None);
        let sd = TimeControl::parse("90").unwrap();
        assert_eq!(sd.control_after(40), None);
        assert_eq!(sd.place(200).last_move, None);
        assert_eq!(
            TimeControl::parse("90 + 30 s/Zug").unwrap(),
            TimeControl::parse("90+30").unwrap()
        );
    }

    #[test]
    fn compound_times() {
        let tc = TimeControl::parse("1h30+30").unwrap();
        assert_eq!(tc.periods()[0].time, min(90));
        let tc = TimeControl::parse("5 min 30 s + 2").unwrap();
        assert_eq!(tc.periods()[0].time, sec(330));
        assert_eq!(tc.periods()[0].bonus, Bonus::Increment(sec(2)));
        let tc = TimeControl::parse("1.5h").unwrap();
        assert_eq!(tc.periods()[0].time, min(90));
    }

    #[test]
    fn descriptions() {
        let tc = TimeControl::parse("40/90+30, 30+30").unwrap();
        assert_eq!(
            shown(&tc.describe(), Language::GERMAN),
            "vierzig Züge in einer Stunde dreißig Minuten plus dreißig Sekunden pro Zug, dann dreißig Minuten für den Rest der Partie plus dreißig Sekunden pro Zug"
        );
        let tc = TimeControl::parse("5d3").unwrap();
        assert_eq!(
            shown(&tc.describe(), Language::ENGLISH),
            "five minutes for the whole game with three seconds delay a move"
        );
        let tc = TimeControl::parse("40/120, 20/60").unwrap();
        assert_eq!(
            shown(&tc.describe(), Language::GERMAN),
            "vierzig Züge in zwei Stunden, dann je zwanzig Züge in einer Stunde"
        );
        assert_eq!(
            shown(&tc.describe(), Language::ENGLISH),
            "forty moves in two hours, then twenty moves in one hour, repeated"
        );
    }
}
