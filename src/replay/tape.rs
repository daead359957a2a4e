//! `ansage replay FILE.ogg` (or `.wav`, or its `.cue`): a tape (Appendix F, F2.5 „ein
//! Bandgerät benutzen“) played back part by part, as a player would wind a tape to a move.
//! The same commands as for a PGN game move along it (`weiter`, `zurück`, `zug zwölf
//! schwarz`, `anfang`, `schluss`, `wiederholen`, `wo`, `info`); each part is played from the
//! tape and its words are shown (for a braille display), not spoken a second time.
//!
//! [`TapeSession`] turns each typed line into events and what to play; it never touches the
//! terminal or the sound card.

use shakmaty::Color;

use super::commands::{ReplayCommand, parse_replay_command};
use super::describe::chatter;
use crate::language::Language;
use crate::phrase::{Phrase, Value};
use crate::records::tape::Cue;
use crate::texts::Event;
use crate::words::phrases::shown;

/// What the caller does after a line, besides showing the events.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TapeAction {
    /// Nothing to play.
    Nothing,
    /// Play this part (counted from 0).
    Play(usize),
    /// End the replay.
    Quit,
}

/// A tape being played back: its marks, and where it stands.
#[derive(Clone, Debug)]
pub struct TapeSession {
    /// The file's name, for the greeting.
    name: String,
    cues: Vec<Cue>,
    /// How long the whole tape lasts.
    length: std::time::Duration,
    /// The part played last; `None` before the first.
    at: Option<usize>,
    language: Language,
}

impl TapeSession {
    /// A session over the marks of a tape that lasts `length`, called `name`.
    pub fn new(
        name: String,
        cues: Vec<Cue>,
        length: std::time::Duration,
        language: Language,
    ) -> TapeSession {
        TapeSession {
            name,
            cues,
            length,
            at: None,
            language,
        }
    }

    /// "Aufnahme partie.ogg: 58 Abschnitte, 3 Minuten 29 Sekunden." and how to go on.
    pub fn greeting(&self) -> Vec<Event> {
        let parts = self.cues.len();
        vec![
            Event::say(
                Phrase::new("tape-greeting")
                    .with("name", self.name.as_str())
                    .with("n", parts)
                    .with("count", spelled(parts))
                    .with("length", spoken_length(self.length)),
            ),
            Event::say(Phrase::new("tape-how-to-play")),
        ]
    }

    /// What the prompt shows: the part played last.
    pub fn prompt(&self) -> String {
        match self.at {
            Some(index) => format!("{}> ", self.cues[index].title),
            None => shown(&Phrase::new("tape-prompt-start"), self.language),
        }
    }

    /// Handles one typed or spoken line.
    pub fn handle_line(&mut self, line: &str) -> (Vec<Event>, TapeAction) {
        let Some(command) = parse_replay_command(line) else {
            return (
                vec![Event::say(Phrase::new("tape-unknown-command"))],
                TapeAction::Nothing,
            );
        };
        match command {
            ReplayCommand::Next(count) => {
                let target = match self.at {
                    Some(at) => at + count as usize,
                    None => count as usize - 1,
                };
                if target >= self.cues.len() {
                    return (vec![self.end_of_tape()], TapeAction::Nothing);
                }
                self.play(target)
            }
            ReplayCommand::Back(count) => match self.at {
                Some(at) if at > 0 => self.play(at.saturating_sub(count as usize)),
                _ => {
                    self.at = None;
                    (vec![self.start_of_tape()], TapeAction::Nothing)
                }
            },
            ReplayCommand::GoTo { number, side } => match self.find_move(number, side) {
                Some(index) => self.play(index),
                None => {
                    let missing = Phrase::new("tape-move-not-on-tape")
                        .with("count", Value::Spelled(number))
                        .with("side", side);
                    (vec![Event::say(missing)], TapeAction::Nothing)
                }
            },
            ReplayCommand::Start => {
                self.at = None;
                (vec![self.start_of_tape()], TapeAction::Nothing)
            }
            ReplayCommand::End => self.play(self.cues.len() - 1),
            ReplayCommand::Repeat => match self.at {
                Some(at) => self.play(at),
                None => (self.greeting(), TapeAction::Nothing),
            },
            ReplayCommand::Where => (vec![self.where_sentence()], TapeAction::Nothing),
            ReplayCommand::Info => (vec![self.info()], TapeAction::Nothing),
            ReplayCommand::Help => (
                chatter(vec![Phrase::new("replay-tape-help")])
                    .into_iter()
                    .collect(),
                TapeAction::Nothing,
            ),
            ReplayCommand::Quit => (Vec::new(), TapeAction::Quit),
            ReplayCommand::ReadBoard
            | ReplayCommand::Turn
            | ReplayCommand::Comment
            | ReplayCommand::Fen => (
                vec![Event::say(Phrase::new("tape-only-what-was-said"))],
                TapeAction::Nothing,
            ),
        }
    }

    /// Moves to part `index` and plays it; its title and words are shown.
    fn play(&mut self, index: usize) -> (Vec<Event>, TapeAction) {
        self.at = Some(index);
        let cue = &self.cues[index];
        let shown = if cue.spoken.is_empty() {
            cue.title.clone()
        } else {
            format!("{}: {}", cue.title, cue.spoken)
        };
        // The part's words as the tape recorded them: shown, not spoken again.
        (vec![Event::Shown(shown)], TapeAction::Play(index))
    }

    /// The part of move `number` of `side`: its title starts "12." or "12...".
    fn find_move(&self, number: u32, side: Color) -> Option<usize> {
        let white = format!("{number}. ");
        let black = format!("{number}... ");
        self.cues.iter().position(|cue| match side {
            Color::White => cue.title.starts_with(&white),
            Color::Black => cue.title.starts_with(&black),
        })
    }

    fn end_of_tape(&self) -> Event {
        Event::say(Phrase::new("tape-at-end"))
    }

    fn start_of_tape(&self) -> Event {
        Event::say(Phrase::new("tape-at-start"))
    }

    /// "Abschnitt drei von achtundfünfzig, 1... e5, nach zwölf Sekunden."
    fn where_sentence(&self) -> Event {
        let total = spelled(self.cues.len());
        match self.at {
            None => Event::say(Phrase::new("tape-where-start").with("total", total)),
            Some(at) => {
                let cue = &self.cues[at];
                // A move's title is notation ("1... e5"): the ear gets the part's words.
                let heard = if cue.title.starts_with(|c: char| c.is_ascii_digit())
                    && !cue.spoken.is_empty()
                {
                    cue.spoken.clone()
                } else {
                    format!("{}.", cue.title)
                };
                Event::say(
                    Phrase::new("tape-where")
                        .with("number", spelled(at + 1))
                        .with("total", total)
                        .with("title", cue.title.as_str())
                        .with("when", spoken_length(cue.at))
                        .with("heard", heard),
                )
            }
        }
    }

    /// What the tape says about the game: its first part, when it is the heading.
    fn info(&self) -> Event {
        let heading_titles: Vec<String> = Language::all()
            .map(|language| shown(&Phrase::new("terminal-tape-game-title"), language))
            .collect();
        let heading = self
            .cues
            .first()
            .filter(|cue| heading_titles.contains(&cue.title))
            .filter(|cue| !cue.spoken.is_empty());
        match heading {
            Some(cue) => Event::say(Phrase::verbatim(cue.spoken.clone())),
            None => Event::say(Phrase::new("tape-no-heading")),
        }
    }
}

/// `n` as a number said in words.
fn spelled(n: usize) -> Value {
    Value::Spelled(u32::try_from(n).unwrap_or(u32::MAX))
}

/// "3 Minuten 29 Sekunden", "12 Sekunden", in words.
fn spoken_length(length: std::time::Duration) -> Phrase {
    let seconds = length.as_secs();
    let (minutes, seconds) = (seconds / 60, seconds % 60);
    Phrase::new("tape-length")
        .with("minutes", i64::try_from(minutes).unwrap_or(i64::MAX))
        .with(
            "minutes-words",
            spelled(usize::try_from(minutes).unwrap_or(usize::MAX)),
        )
        .with("seconds", i64::try_from(seconds).unwrap_or(i64::MAX))
        .with(
            "seconds-words",
            spelled(usize::try_from(seconds).unwrap_or(usize::MAX)),
        )
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    fn cue(title: &str, spoken: &str, seconds: u64) -> Cue {
        Cue {
            title: title.to_owned(),
            spoken: spoken.to_owned(),
            at: Duration::from_secs(seconds),
        }
    }

    fn session(language: Language) -> TapeSession {
        TapeSession::new(
            "partie.ogg".to_owned(),
            vec![
                cue(
                    "Partie",
                    "Weiß: Adolf Anderssen. Schwarz: Lionel Kieseritzky.",
                    0,
                ),
                cue("1. e4", "Zug eins, Weiß: Bauer Eva vier.", 4),
                cue("1... e5", "Zug eins, Schwarz: Bauer Eva fünf.", 7),
                cue("Wiederholung", "Weiß hat den Zug wiederholt.", 10),
                cue("2. f4", "Zug zwei, Weiß: Bauer Felix vier.", 12),
                cue("Ergebnis", "Weiß gewinnt.", 15),
            ],
            Duration::from_secs(209),
            language,
        )
    }

    /// The events as shown in `language`.
    fn text_in(events: &[Event], language: Language) -> String {
        lines_in(events, language)
            .into_iter()
            .map(|line| line.shown)
            .collect::<Vec<_>>()
            .join(" | ")
    }

    fn lines_in(events: &[Event], language: Language) -> Vec<crate::texts::Line> {
        let words = crate::texts::Words::new(language, Default::default());
        events.iter().flat_map(|event| words.lines(event)).collect()
    }

    fn text(events: &[Event]) -> String {
        text_in(events, Language::GERMAN)
    }

    /// Each sentence the tape says is in the catalogue of every language.
    #[test]
    fn the_tape_speaks_data_worded_per_language() {
        let mut tape = session(Language::ENGLISH);
        let (events, _) = tape.handle_line("move twelve");
        assert_eq!(
            events,
            [Event::say(
                Phrase::new("tape-move-not-on-tape")
                    .with("count", Value::Spelled(12))
                    .with("side", Color::White)
            )]
        );
        assert_eq!(
            text_in(&events, Language::ENGLISH),
            "Move twelve, White, is not on this tape."
        );
        assert_eq!(
            text_in(&events, Language::GERMAN),
            "Zug zwölf, Weiß, ist nicht auf diesem Band."
        );
        assert_eq!(tape.prompt(), "Start> ");
    }

    #[test]
    fn the_greeting_says_how_long_the_tape_is() {
        let greeting = text(&session(Language::GERMAN).greeting());
        assert!(
            greeting.starts_with(
                "Aufnahme partie.ogg: sechs Abschnitte, drei Minuten neunundzwanzig Sekunden."
            ),
            "{greeting}"
        );
        let greeting = text_in(&session(Language::ENGLISH).greeting(), Language::ENGLISH);
        assert!(
            greeting.starts_with("Tape partie.ogg: six parts, three minutes twenty-nine seconds."),
            "{greeting}"
        );
    }

    #[test]
    fn enter_plays_part_after_part_and_stops_at_the_end() {
        let mut tape = session(Language::GERMAN);
        let (events, action) = tape.handle_line("");
        assert_eq!(action, TapeAction::Play(0));
        assert!(text(&events).starts_with("Partie: Weiß: Adolf Anderssen."));
        assert_eq!(tape.handle_line("weiter").1, TapeAction::Play(1));
        assert_eq!(tape.prompt(), "1. e4> ");
        assert_eq!(tape.handle_line("weiter drei").1, TapeAction::Play(4));
        assert_eq!(tape.handle_line("n").1, TapeAction::Play(5));
        let (events, action) = tape.handle_line("weiter");
        assert_eq!(action, TapeAction::Nothing);
        assert!(text(&events).starts_with("Das Band ist zu Ende"));
        // Still at the last part.
        assert_eq!(tape.handle_line("wiederholen").1, TapeAction::Play(5));
    }

    #[test]
    fn moves_are_found_by_number_and_side() {
        let mut tape = session(Language::GERMAN);
        assert_eq!(tape.handle_line("zug eins schwarz").1, TapeAction::Play(2));
        assert_eq!(tape.handle_line("2.").1, TapeAction::Play(4));
        assert_eq!(tape.handle_line("zurück").1, TapeAction::Play(3));
        assert_eq!(tape.handle_line("zurück zehn").1, TapeAction::Play(0));
        let (events, action) = tape.handle_line("zug zwölf");
        assert_eq!(action, TapeAction::Nothing);
        assert_eq!(text(&events), "Zug zwölf, Weiß, ist nicht auf diesem Band.");
        let mut tape = session(Language::ENGLISH);
        assert_eq!(tape.handle_line("move one black").1, TapeAction::Play(2));
        assert_eq!(tape.handle_line("end of game").1, TapeAction::Play(5));
    }

    #[test]
    fn where_info_and_questions_without_a_board() {
        let mut tape = session(Language::GERMAN);
        assert_eq!(
            text(&tape.handle_line("wo").0),
            "Am Anfang des Bandes, vor sechs Abschnitten."
        );
        tape.handle_line("zug eins schwarz");
        let where_now = tape.handle_line("wo").0;
        assert_eq!(
            text(&where_now),
            "Abschnitt drei von sechs, 1... e5, nach sieben Sekunden."
        );
        // The notation is shown, never read aloud: the ear gets the part's words.
        let line = &lines_in(&where_now, Language::GERMAN)[0];
        assert_eq!(
            line.spoken,
            "Abschnitt drei von sechs, nach sieben Sekunden: Zug eins, Schwarz: Bauer Eva fünf."
        );
        tape.handle_line("anfang");
        tape.handle_line("weiter");
        let line = &lines_in(&tape.handle_line("wo").0, Language::GERMAN)[0];
        assert_eq!(
            line.spoken,
            "Abschnitt eins von sechs, nach null Sekunden: Partie."
        );
        assert_eq!(
            text(&tape.handle_line("info").0),
            "Weiß: Adolf Anderssen. Schwarz: Lionel Kieseritzky."
        );
        let (events, action) = tape.handle_line("stellung");
        assert_eq!(action, TapeAction::Nothing);
        assert!(text(&events).contains("PGN-Datei"), "{}", text(&events));
        let (events, _) = tape.handle_line("was steht auf e4");
        assert!(text(&events).contains("hilfe nennt die Befehle"));
        assert_eq!(tape.handle_line("ende").1, TapeAction::Quit);
    }
}
