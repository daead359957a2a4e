//! Where events go at this terminal: each event rendered by the words layer, every line
//! printed and spoken (the voice says the spoken form, without notation in brackets), or,
//! with `--events json`, one JSON object a line. `ansage play` and `ansage replay` share it.

use std::collections::VecDeque;

use crate::phrase::Phrase;
use crate::speech::speaker::{Priority, Speaker};
use crate::texts::{Event, Line, Weight, Words};
use crate::ui::terminal::Terminal;

/// How events are written.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, clap::ValueEnum)]
pub enum EventFormat {
    /// Sentences, printed and spoken.
    #[default]
    Text,
    /// One JSON object a line, for programs and tests; nothing is spoken.
    Json,
}

/// The voice's priority for a line; `None` for lines that are only shown.
pub fn speech_priority(weight: Weight) -> Option<Priority> {
    match weight {
        Weight::Announcement => Some(Priority::Announcement),
        Weight::Message => Some(Priority::Message),
        Weight::Warning => Some(Priority::Warning),
        Weight::Chatter => Some(Priority::Chatter),
        Weight::Screen => None,
    }
}

/// A sentence as the voice says it: a file's path is shown on screen, but only the file's
/// name is spoken ("Partie gespeichert in /home/anna/partien/g1.pgn" is heard as "… in
/// g1.pgn"); a path read aloud letter by letter takes many seconds and says nothing a
/// listener can use (issue 28).
pub fn without_paths(text: &str) -> String {
    let mut spoken = String::with_capacity(text.len());
    for (index, token) in text.split(' ').enumerate() {
        if index > 0 {
            spoken.push(' ');
        }
        let core = token.trim_end_matches(['.', ',', ';', ':', ')', '"', '“', '”', '\'', '!', '?']);
        let tail = &token[core.len()..];
        let head = core.trim_start_matches(['(', '"', '„', '“']);
        let lead = &core[..core.len() - head.len()];
        let is_path = (head.starts_with('/') && head[1..].contains('/'))
            || head.starts_with("~/")
            || head.starts_with("./");
        match head
            .rsplit('/')
            .next()
            .filter(|name| is_path && !name.is_empty())
        {
            Some(name) => {
                spoken.push_str(lead);
                spoken.push_str(name);
                spoken.push_str(tail);
            }
            None => spoken.push_str(token),
        }
    }
    spoken
}

/// The words that silence the speech at once, typed (or heard) as a line of their own:
/// "still", "stopp", "ruhe", "stop", "quiet", "silence" (as the Escape key does).
pub fn silences(line: &str) -> bool {
    let word = line.trim().trim_end_matches(['.', '!']).to_lowercase();
    matches!(
        word.as_str(),
        "still" | "stopp" | "ruhe" | "sei still" | "stop" | "quiet" | "silence" | "shh"
    )
}

/// One event as a line of JSON; a sentence given as data (a phrase) comes with its facts and
/// its `text` in this terminal's language.
pub fn json_line(event: &Event, words: &Words) -> String {
    let mut value = serde_json::to_value(event)
        .unwrap_or_else(|e| serde_json::json!({ "event": "message", "text": e.to_string() }));
    if let (Event::Say(_, phrase), Some(object)) = (event, value.as_object_mut()) {
        object.insert("text".into(), words.text(phrase).into());
    }
    value.to_string()
}

/// How many lines printed are kept, to be shown again under a freshly drawn board.
pub const LOG_UNDER_BOARD: usize = 6;

/// The screen and the voice, for every front end (a game of chess, a 3D game, a replay).
pub struct Output {
    /// The voice.
    pub speaker: Box<dyn Speaker>,
    /// Sentences or JSON.
    pub format: EventFormat,
    /// The last lines printed, shown again under a freshly drawn board.
    pub log: VecDeque<String>,
    /// While the events of an answer to ansage's own question are shown: their sentences
    /// are spoken as news (at once, not dropped for a move; issue 28).
    pub answer_is_news: bool,
    /// Whether the opening (the greeting, who plays which side) may still be being said:
    /// until a move is announced or the player types. It is heard whole: the engine's first
    /// move waits for it, the player's first line cuts it off (issue 28).
    pub opening_unheard: bool,
}

impl Output {
    /// The screen and `speaker`, events written as `format` says.
    pub fn new(speaker: Box<dyn Speaker>, format: EventFormat) -> Output {
        Output {
            speaker,
            format,
            log: VecDeque::new(),
            answer_is_news: false,
            opening_unheard: false,
        }
    }

    /// Shows and says events (after what the voice has to say of itself: a voice that
    /// failed, and the one that took over); returns the lines shown.
    pub fn show(
        &mut self,
        terminal: &mut Terminal,
        words: &Words,
        events: &[Event],
    ) -> Vec<String> {
        let mut shown = Vec::new();
        for notice in self.speaker.take_notices() {
            // The speech queue's notices are data, worded in this terminal's language.
            let notice = Event::say(notice);
            shown.extend(self.tell(terminal, &notice, words));
        }
        for event in events {
            shown.extend(self.tell(terminal, event, words));
        }
        shown
    }

    /// Shows and says one event; returns the lines shown.
    pub fn tell(&mut self, terminal: &mut Terminal, event: &Event, words: &Words) -> Vec<String> {
        self.speaker.new_event();
        if self.format == EventFormat::Json {
            let line = json_line(event, words);
            terminal.print(&line);
            return vec![line];
        }
        let mut shown = Vec::new();
        for line in words.lines(event) {
            shown.extend(self.say_line(terminal, &line));
        }
        shown
    }

    /// Prints a rendered line and speaks its spoken form.
    pub fn say_line(&mut self, terminal: &mut Terminal, line: &Line) -> Vec<String> {
        let shown = self.print_lines(terminal, &line.shown);
        let priority = match speech_priority(line.weight) {
            // Priority::Warning: spoken in order with the moves, never dropped, and it cuts
            // off the question being said.
            Some(Priority::Message) if self.answer_is_news => Some(Priority::Warning),
            Some(Priority::Message | Priority::Chatter) if self.opening_unheard => {
                Some(Priority::Warning)
            }
            Some(Priority::Announcement) => {
                self.opening_unheard = false;
                Some(Priority::Announcement)
            }
            priority => priority,
        };
        // A path is spoken as its file's name (issue 28).
        if let Some(priority) = priority {
            self.speaker.say(&without_paths(&line.spoken), priority);
        }
        shown
    }

    /// Shows and says a line worded elsewhere (the relay's: how to join, a new code); with
    /// `--events json`, one JSON event with its shown form.
    pub fn worded_line(&mut self, terminal: &mut Terminal, line: &Line, words: &Words) {
        if self.format == EventFormat::Json {
            let event = Event::Say(Weight::Message, Phrase::verbatim(line.shown.clone()));
            terminal.print(&json_line(&event, words));
            return;
        }
        self.say_line(terminal, line);
    }

    /// Prints data that is no sentence (a game in PGN, the scoresheet) without speaking
    /// it: as it is, or as a JSON event.
    pub fn print(&mut self, terminal: &mut Terminal, text: &str, words: &Words) {
        if self.format == EventFormat::Json {
            terminal.print(&json_line(&Event::Shown(text.to_owned()), words));
            return;
        }
        self.print_lines(terminal, text);
    }

    /// Prints `text` line by line, each kept for the log under the board; returns them.
    pub fn print_lines(&mut self, terminal: &mut Terminal, text: &str) -> Vec<String> {
        let mut shown = Vec::new();
        for line in text.lines() {
            terminal.print(line);
            self.remember(line);
            shown.push(line.to_owned());
        }
        shown
    }

    /// Keeps a line for the log shown under a redrawn board.
    pub fn remember(&mut self, line: &str) {
        self.log.push_back(line.to_owned());
        if self.log.len() > LOG_UNDER_BOARD {
            self.log.pop_front();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_stop_words_and_nothing_else_silence() {
        for word in ["still", "Stopp", " ruhe ", "stop", "Quiet.", "Still!"] {
            assert!(silences(word), "{word}");
        }
        for line in ["stillstand", "e4", "stopp uhr", "uhr anhalten", ""] {
            assert!(!silences(line), "{line}");
        }
    }
}

#[cfg(test)]
mod path_tests {
    use super::without_paths;

    #[test]
    fn paths_are_spoken_as_their_file_names() {
        assert_eq!(
            without_paths("Die Partie wird weiter in /tmp/x/partien/g1.pgn gesichert."),
            "Die Partie wird weiter in g1.pgn gesichert."
        );
        assert_eq!(
            without_paths("Partie gespeichert in /home/anna/partien/g1.pgn; dort bleibt sie."),
            "Partie gespeichert in g1.pgn; dort bleibt sie."
        );
        assert_eq!(
            without_paths("Saved to ~/games/g1.pgn."),
            "Saved to g1.pgn."
        );
        assert_eq!(without_paths("(„/var/x/y.toml“)"), "(„y.toml“)");
        // Notation and fractions stay: no path.
        assert_eq!(
            without_paths("Remis 1/2-1/2 nach e4."),
            "Remis 1/2-1/2 nach e4."
        );
        assert_eq!(without_paths("/"), "/");
    }
}
