//! Where events go at this terminal: each event rendered by the words layer, every line
//! printed and spoken (the voice says the spoken form, without notation in brackets), or,
//! with `--events json`, one JSON object a line. `ansage play` and `ansage replay` share it.

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

/// The screen and the voice.
pub struct Output {
    /// The voice.
    pub speaker: Box<dyn Speaker>,
    /// Sentences or JSON.
    pub format: EventFormat,
}

impl Output {
    /// Shows and says events; returns the lines shown (for a log under the board).
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
        let mut shown = Vec::new();
        for part in line.shown.lines() {
            terminal.print(part);
            shown.push(part.to_owned());
        }
        // A path is spoken as its file's name (issue 28), as `ansage play` says it.
        if let Some(priority) = speech_priority(line.weight) {
            self.speaker.say(&without_paths(&line.spoken), priority);
        }
        shown
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
