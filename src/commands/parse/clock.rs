//! The clocks during a game: stopped and started again (6.13), and time the arbiter adds or
//! takes away (6.14), the amount said or typed in minutes and seconds ("zwei Minuten", "eine
//! Minute dreißig Sekunden", "1:30", "30s").

use std::time::Duration;

use shakmaty::Color;

use super::{Parsed, Parser, ok, one_of};
use crate::commands::Command;
use crate::commands::words::{color_word, number_at_in, number_in, words_of_every};
use crate::phrase::Phrase;

/// The length of a unit of time in milliseconds: "Minuten", "sek", "s", "segundos" (the
/// units of every language folder, `clock.hours`, `clock.minutes`, `clock.seconds` of
/// `questions.toml`).
fn unit_ms(word: &str) -> Option<u64> {
    [
        ("clock.hours", 3_600_000),
        ("clock.minutes", 60_000),
        ("clock.seconds", 1000),
    ]
    .into_iter()
    .find(|(key, _)| one_of(word, words_of_every(key)))
    .map(|(_, ms)| ms)
}

/// A unit spelt out, which names time even without a verb nearby: "Minuten", "seconds".
fn long_unit(word: &str) -> bool {
    word.len() > 3 && unit_ms(word).is_some()
}

/// A number and its unit typed as one word: "30s", "2min", "1m30s"; the milliseconds.
fn glued_amount(word: &str) -> Option<u64> {
    if !word.starts_with(|c: char| c.is_ascii_digit()) {
        return None;
    }
    let mut total = 0u64;
    let mut rest = word;
    while !rest.is_empty() {
        let digits = rest.find(|c: char| !c.is_ascii_digit())?;
        let n: u64 = rest[..digits].parse().ok()?;
        let letters_end = rest[digits..]
            .find(|c: char| c.is_ascii_digit())
            .map_or(rest.len(), |i| digits + i);
        let unit = unit_ms(&rest[digits..letters_end])?;
        total = total.checked_add(n.checked_mul(unit)?)?;
        rest = &rest[letters_end..];
    }
    Some(total)
}

/// What a clock verb does to a player's time.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Change {
    /// Adds the amount ("gutschreiben").
    Add,
    /// Takes the amount away ("abziehen").
    Take,
    /// Sets the time to the amount ("uhr stellen weiß vier minuten").
    Set,
}

/// What is wrong with the amount of time.
enum AmountProblem {
    /// A number without a unit: "zwei".
    NoUnit(usize),
    /// Minutes and seconds that are none: "1:75".
    Unknown(usize),
}

impl Parser<'_> {
    /// A verb that adds time (`true`) or takes it away, and whether it says so whatever else
    /// the line says ("gutschreiben", "abziehen", "deduct"), or only when the line also names
    /// time or a unit ("gib weiß zwei Minuten", "take thirty seconds from black").
    fn clock_verb(&self, word: &str) -> Option<(Change, bool)> {
        [
            ("clock.credit", (Change::Add, true)),
            ("clock.give", (Change::Add, false)),
            ("clock.deduct", (Change::Take, true)),
            ("clock.take", (Change::Take, false)),
            ("clock.set", (Change::Set, false)),
        ]
        .into_iter()
        .find(|(key, _)| one_of(word, self.list(key)))
        .map(|(_, verb)| verb)
    }

    /// The number before a half glued to it ("zweieinhalb": "zwei"; "einhalb": ""), by
    /// `clock.half_suffix` of `questions.toml`.
    fn glued_half<'w>(&self, word: &'w str) -> Option<&'w str> {
        self.list("clock.half_suffix")
            .split_whitespace()
            .find_map(|suffix| word.strip_suffix(suffix))
    }

    /// "uhr anhalten", "pause", "stop clock"; "uhr weiter", "fortsetzen", "resume clock".
    pub(super) fn pause_resume(&self) -> Parsed {
        if self.w.len() > 5 {
            return None;
        }
        // "die Uhren anhalten", "stop the clock": articles carry nothing.
        let articles = self.list("clock.articles");
        let w: Vec<&str> = self
            .w
            .iter()
            .copied()
            .filter(|w| !one_of(w, articles))
            .collect();
        let is = |key: &str| {
            super::phrases(crate::commands::words::phrases_of(self.code, key))
                .any(|p| super::is_phrase(&w, p))
        };
        if is("clock.pause") {
            return ok(Command::PauseClock);
        }
        if is("clock.resume") {
            return ok(Command::ResumeClock);
        }
        None
    }

    /// "zeit gutschreiben weiß zwei minuten", "zeit abziehen schwarz 30 sekunden", "add time
    /// white 2 minutes", "take 30 seconds from black": the arbiter's change to a clock.
    pub(super) fn adjust_clock(&self) -> Parsed {
        let w = self.w.as_slice();
        if !w.iter().any(|w| self.clock_verb(w).is_some()) {
            return None;
        }
        let time = self.list("clock.time");
        let names_time = w
            .iter()
            .any(|w| one_of(w, time) || long_unit(w) || glued_amount(w).is_some());
        // Which words are verbs, and which way they point.
        let verb = |word: &str| -> Option<Change> {
            self.clock_verb(word)
                .filter(|&(_, sure)| sure || names_time)
                .map(|(add, _)| add)
        };
        let directions: Vec<Change> = w.iter().filter_map(|w| verb(w)).collect();
        let change = *directions.first()?;
        let example = match change {
            Change::Add => "parse-example-add-time",
            Change::Take => "parse-example-take-time",
            Change::Set => "parse-example-set-time",
        };
        // A refusal with the example.
        let refuse =
            |id: &'static str| self.error(Phrase::new(id).with("example", Phrase::new(example)));
        if directions.iter().any(|&d| d != change) {
            return self.error(Phrase::new("parse-clock-add-or-take"));
        }
        let mut colors: Vec<Color> = Vec::new();
        let mut total = 0u64;
        let mut amounts = 0usize;
        // Where an amount in minutes ended: a number after it is seconds ("eine Minute
        // dreißig", "two minutes and ten").
        let mut after_minutes = None;
        let mut i = 0;
        while i < w.len() {
            let word = w[i];
            if verb(word).is_some() || one_of(word, time) {
                i += 1;
            } else if let Some(color) = color_word(word) {
                if !colors.contains(&color) {
                    colors.push(color);
                }
                i += 1;
            } else if let Some(ms) = glued_amount(word) {
                total = total.saturating_add(ms);
                amounts += 1;
                i += 1;
            } else if let Some(result) = self.amount_at(i) {
                match result {
                    Ok((ms, next)) => {
                        total = total.saturating_add(ms);
                        amounts += 1;
                        let minutes = next.checked_sub(1).and_then(|u| unit_ms(w[u]));
                        after_minutes = (minutes == Some(60_000)).then_some(next);
                        i = next;
                    }
                    Err(AmountProblem::NoUnit(at))
                        if after_minutes.is_some_and(|end| {
                            w[end..at]
                                .iter()
                                .all(|w| one_of(w, self.list("numbers.and")))
                        }) && number_at_in(self.code, w, at).is_some_and(|(n, _)| n < 60) =>
                    {
                        let (seconds, next) = number_at_in(self.code, w, at).expect("checked");
                        total = total.saturating_add(seconds * 1000);
                        after_minutes = None;
                        i = next;
                    }
                    Err(AmountProblem::NoUnit(at)) => {
                        return self.error(
                            Phrase::new("parse-clock-no-unit")
                                .with("word", self.input.echo(at))
                                .with("example", Phrase::new(example)),
                        );
                    }
                    Err(AmountProblem::Unknown(at)) => return self.unknown_word(at, example),
                }
            } else if one_of(word, self.list("clock.fillers")) {
                i += 1;
            } else {
                return self.unknown_word(i, example);
            }
        }
        let color = match colors.as_slice() {
            [color] => *color,
            [] => return refuse("parse-clock-whose"),
            _ => return refuse("parse-clock-one-colour"),
        };
        if amounts == 0 {
            return refuse("parse-clock-how-much");
        }
        if total == 0 {
            return refuse("parse-clock-zero");
        }
        let amount = Duration::from_millis(total);
        ok(match change {
            Change::Set => Command::SetClock {
                color,
                time: amount,
            },
            _ => Command::AdjustClock {
                color,
                add: change == Change::Add,
                amount,
            },
        })
    }

    /// `example` is the catalogue id of a whole command ("zeit gutschreiben weiß zwei
    /// Minuten").
    fn unknown_word(&self, at: usize, example: &'static str) -> Parsed {
        self.error(
            Phrase::new("parse-clock-unknown-word")
                .with("word", self.input.echo(at))
                .with("example", Phrase::new(example)),
        )
    }

    /// An amount of time from word `at` on: a number and its unit ("zwei Minuten", "eine
    /// halbe Minute", "anderthalb Minuten", "a minute"), or minutes and seconds typed with a
    /// colon ("1:30"). `None`: no amount starts here; with the milliseconds, the index after
    /// it.
    fn amount_at(&self, at: usize) -> Option<Result<(u64, usize), AmountProblem>> {
        let w = self.w.as_slice();
        let word = |i: usize| w.get(i).copied().unwrap_or("");
        let digits = |i: usize| !word(i).is_empty() && word(i).chars().all(|c| c.is_ascii_digit());
        // "1:30": minutes and seconds in one typed token, perhaps with a unit after.
        if digits(at)
            && digits(at + 1)
            && self.input.origin.get(at) == self.input.origin.get(at + 1)
            && self.input.raw[self.input.origin[at]].contains(':')
        {
            let minutes = number_in(self.code, word(at))?;
            let seconds = number_in(self.code, word(at + 1))?;
            if seconds >= 60 {
                return Some(Err(AmountProblem::Unknown(at)));
            }
            let next = if unit_ms(word(at + 2)).is_some() {
                at + 3
            } else {
                at + 2
            };
            let ms = minutes
                .checked_mul(60)?
                .checked_add(seconds)?
                .checked_mul(1000)?;
            return Some(Ok((ms, next)));
        }
        let is = |i: usize, key: &str| one_of(word(i), self.list(key));
        // "und eine halbe", "and a half", "y medio": the index after it, if it stands at `i`.
        let and_a_half = |i: usize| {
            if !is(i, "numbers.and") {
                return None;
            }
            let half = if is(i + 1, "clock.a") { i + 2 } else { i + 1 };
            is(half, "clock.half").then_some(half + 1)
        };
        // The quantity in halves of the unit.
        let (halves, next) = if let Some(whole) = self.glued_half(word(at)) {
            // "eineinhalb", "zweieinhalb".
            let whole = if whole.is_empty() {
                Some(0)
            } else {
                number_in(self.code, whole)
            };
            (whole? * 2 + 1, at + 1)
        } else if is(at, "clock.one_and_a_half") {
            (3, at + 1)
        } else if is(at, "clock.half") {
            // "halbe Minute", "half a minute", "medio minuto".
            let next = if is(at + 1, "clock.a") {
                at + 2
            } else {
                at + 1
            };
            (1, next)
        } else if is(at, "clock.a") && unit_ms(word(at + 1)).is_some() {
            (2, at + 1)
        } else if let Some((n, next)) = number_at_in(self.code, w, at) {
            if n == 1 && is(next, "clock.half") {
                // "eine halbe Minute".
                (1, next + 1)
            } else if self.glued_half(word(next)) == Some("") {
                // "zwei einhalb Minuten".
                (n.saturating_mul(2) + 1, next + 1)
            } else if let Some(after) = and_a_half(next) {
                // "one and a half minutes", "zwei und eine halbe".
                (n.saturating_mul(2) + 1, after)
            } else {
                (n.saturating_mul(2), next)
            }
        } else {
            return None;
        };
        let Some(unit) = unit_ms(word(next)) else {
            return Some(Err(AmountProblem::NoUnit(at)));
        };
        let mut ms = halves.saturating_mul(unit) / 2;
        let mut end = next + 1;
        // "a minute and a half", "eine Minute und eine halbe", "un minuto y medio".
        if let Some(after) = and_a_half(end) {
            ms = ms.saturating_add(unit / 2);
            end = after;
        }
        Some(Ok((ms, end)))
    }
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use shakmaty::Color;

    use crate::commands::test_support::{DE, EN, command, command_in_both, error, parse};
    use crate::commands::{Command, parse_command};

    fn adjust(color: Color, add: bool, seconds: u64) -> Command {
        Command::AdjustClock {
            color,
            add,
            amount: Duration::from_secs(seconds),
        }
    }

    #[test]
    fn pause_and_resume_in_every_form() {
        for line in [
            "uhr anhalten",
            "Uhr anhalten",
            "uhr stopp",
            "Uhr stop!",
            "uhr stoppen",
            "pause",
            "Pause.",
            "uhren anhalten",
            "die Uhren anhalten",
            "halte die Uhr an",
            "uhr pausieren",
            "bitte uhr anhalten",
            "pause clock",
            "stop clock",
            "stop the clocks",
            "Pause?",
        ] {
            assert_eq!(command_in_both(line), Command::PauseClock, "{line:?}");
        }
        for line in [
            "uhr weiter",
            "Uhr weiter.",
            "uhr starten",
            "uhren weiter",
            "die Uhr wieder starten",
            "fortsetzen",
            "weiter",
            "Weiter?",
            "partie fortsetzen",
            "resume clock",
            "resume",
            "start clock",
            "start the clock",
            "continue",
        ] {
            assert_eq!(command_in_both(line), Command::ResumeClock, "{line:?}");
        }
        // The clock query and the other commands with "uhr" or "zeit" stay as they were.
        assert_eq!(command("uhr"), Command::Clock);
        assert_eq!(command("zeit"), Command::Clock);
        assert_eq!(command("wie viel zeit"), Command::Clock);
        assert_eq!(command("take back"), Command::Undo);
        assert_eq!(command("nimm zurück"), Command::Undo);
    }

    #[test]
    fn time_added_and_taken() {
        use Color::{Black, White};
        for (line, expected) in [
            (
                "zeit gutschreiben weiß zwei minuten",
                adjust(White, true, 120),
            ),
            (
                "Zeit gutschreiben Weiß 2 Minuten.",
                adjust(White, true, 120),
            ),
            (
                "zeit gutschreiben weiss zwei minuten",
                adjust(White, true, 120),
            ),
            (
                "zeit gutschreiben schwarz 30 sekunden",
                adjust(Black, true, 30),
            ),
            (
                "zeit abziehen schwarz eine minute",
                adjust(Black, false, 60),
            ),
            (
                "zeit abziehen weiß 1 minute 30 sekunden",
                adjust(White, false, 90),
            ),
            (
                "zeit abziehen weiß eine minute und dreißig sekunden",
                adjust(White, false, 90),
            ),
            (
                "zeit gutschreiben für weiß zwei minuten",
                adjust(White, true, 120),
            ),
            ("weiß zwei minuten gutschreiben", adjust(White, true, 120)),
            ("schwarz eine minute abziehen", adjust(Black, false, 60)),
            ("gib weiß zwei minuten", adjust(White, true, 120)),
            (
                "zeitgutschrift schwarz 45 sekunden",
                adjust(Black, true, 45),
            ),
            ("zeitabzug weiß 10 sekunden", adjust(White, false, 10)),
            ("add time white 2 minutes", adjust(White, true, 120)),
            ("take time black 30 seconds", adjust(Black, false, 30)),
            ("add 2 minutes to white", adjust(White, true, 120)),
            ("give white two minutes", adjust(White, true, 120)),
            ("take thirty seconds from black", adjust(Black, false, 30)),
            ("deduct one minute from black", adjust(Black, false, 60)),
            ("add time white a minute", adjust(White, true, 60)),
            // The time given as typed: with a colon, glued to its unit, abbreviated.
            ("zeit gutschreiben weiß 1:30", adjust(White, true, 90)),
            ("zeit gutschreiben weiß 1:30 min", adjust(White, true, 90)),
            ("zeit gutschreiben weiß 30s", adjust(White, true, 30)),
            ("zeit gutschreiben weiß 1m30s", adjust(White, true, 90)),
            ("zeit gutschreiben weiß 2 min", adjust(White, true, 120)),
            ("zeit gutschreiben weiß 20 sek", adjust(White, true, 20)),
            ("zeit gutschreiben weiß 20 s", adjust(White, true, 20)),
            ("add time white 90 sec", adjust(White, true, 90)),
            // Numbers in words, and halves.
            (
                "zeit gutschreiben weiß fünfundvierzig sekunden",
                adjust(White, true, 45),
            ),
            (
                "zeit gutschreiben weiß zwölf minuten",
                adjust(White, true, 720),
            ),
            (
                "zeit gutschreiben weiß eine halbe minute",
                adjust(White, true, 30),
            ),
            (
                "zeit gutschreiben weiß anderthalb minuten",
                adjust(White, true, 90),
            ),
            (
                "zeit gutschreiben weiß eineinhalb minuten",
                adjust(White, true, 90),
            ),
            (
                "zeit gutschreiben weiß zweieinhalb minuten",
                adjust(White, true, 150),
            ),
            ("add time white forty five seconds", adjust(White, true, 45)),
            ("add time white forty-five seconds", adjust(White, true, 45)),
            ("add time white half a minute", adjust(White, true, 30)),
            (
                "add time white one and a half minutes",
                adjust(White, true, 90),
            ),
            (
                "add time white a minute and a half",
                adjust(White, true, 90),
            ),
            (
                "zeit gutschreiben weiß eine stunde",
                adjust(White, true, 3600),
            ),
            // Seconds after minutes may go without their unit.
            (
                "zeit abziehen weiß eine minute dreißig",
                adjust(White, false, 90),
            ),
            (
                "zeit abziehen weiß 1 minute und 30",
                adjust(White, false, 90),
            ),
            (
                "add time white two minutes and ten",
                adjust(White, true, 130),
            ),
        ] {
            assert_eq!(command_in_both(line), expected, "{line:?}");
        }
    }

    #[test]
    fn bad_adjustments_say_what_works() {
        assert_eq!(
            error("zeit gutschreiben zwei minuten", DE),
            "Wessen Uhr, Weiß oder Schwarz? Sagen Sie zum Beispiel: zeit gutschreiben weiß zwei Minuten."
        );
        assert_eq!(
            error("take time 30 seconds", EN),
            "Whose clock, white or black? Say for example: take time black thirty seconds."
        );
        assert_eq!(
            error("zeit abziehen schwarz", DE),
            "Wie viel Zeit? Sagen Sie Minuten oder Sekunden, zum Beispiel: zeit abziehen schwarz dreißig Sekunden."
        );
        assert_eq!(
            error("add time white", EN),
            "How much time? Say minutes or seconds, for example: add time white two minutes."
        );
        assert_eq!(
            error("zeit gutschreiben weiß zwei", DE),
            "Zu „zwei“ fehlt die Einheit: Minuten oder Sekunden. Sagen Sie zum Beispiel: zeit gutschreiben weiß zwei Minuten."
        );
        assert_eq!(
            error("add time white 2", EN),
            "“2” needs a unit, minutes or seconds. Say for example: add time white two minutes."
        );
        assert_eq!(
            error("zeit gutschreiben weiß viele minuten", DE),
            "„viele“ verstehe ich hier nicht. Sagen Sie die Farbe und die Zeit in Minuten oder Sekunden, zum Beispiel: zeit gutschreiben weiß zwei Minuten."
        );
        assert_eq!(
            error("add time white lots of minutes", EN),
            "I do not understand “lots” here. Say the colour and the time in minutes or seconds, for example: add time white two minutes."
        );
        assert_eq!(
            error("zeit gutschreiben grün zwei minuten", DE),
            "„grün“ verstehe ich hier nicht. Sagen Sie die Farbe und die Zeit in Minuten oder Sekunden, zum Beispiel: zeit gutschreiben weiß zwei Minuten."
        );
        assert_eq!(
            error("zeit abziehen weiß 30 sekunden 10", DE),
            "Zu „10“ fehlt die Einheit: Minuten oder Sekunden. Sagen Sie zum Beispiel: zeit abziehen schwarz dreißig Sekunden."
        );
        assert_eq!(
            error("zeit gutschreiben weiß null minuten", DE),
            "Null Sekunden ändern nichts; sagen Sie eine Zeit, zum Beispiel: zeit gutschreiben weiß zwei Minuten."
        );
        assert_eq!(
            error("zeit gutschreiben weiß und schwarz zwei minuten", DE),
            "Bitte nur eine Farbe nennen, Weiß oder Schwarz, zum Beispiel: zeit gutschreiben weiß zwei Minuten."
        );
        assert_eq!(
            error("zeit gutschreiben und abziehen weiß zwei minuten", DE),
            "Gutschreiben oder abziehen? Sagen Sie zum Beispiel zeit gutschreiben weiß zwei Minuten oder zeit abziehen schwarz eine Minute."
        );
        assert_eq!(
            error("zeit gutschreiben weiß 1:75", DE),
            "„1:75“ verstehe ich hier nicht. Sagen Sie die Farbe und die Zeit in Minuten oder Sekunden, zum Beispiel: zeit gutschreiben weiß zwei Minuten."
        );
        // Every sentence can be read aloud: it ends with a full stop.
        for line in [
            "gutschreiben",
            "abziehen",
            "zeit abziehen",
            "add time",
            "take time",
            "zeit gutschreiben weiß 99999999999999999999 minuten",
        ] {
            for language in [DE, EN] {
                match parse_command(line, language) {
                    Some(Err(e)) => {
                        let text = crate::words::phrases::shown(&e.0, language);
                        assert!(text.ends_with('.'), "{line:?}: {text}");
                    }
                    other => panic!("{line:?} gave {other:?}"),
                }
            }
        }
        // A verb alone that might mean something else is no clock command.
        assert_eq!(parse("nimm"), None);
        assert_eq!(parse("weg"), None);
    }
}
