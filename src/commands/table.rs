//! The command table (`table.toml`): for every command of `ansage play` and `ansage replay`
//! the phrases that say it, in German and English, and the help. The parsers of both, the
//! help and the speech recogniser's grammar read it; nothing else lists command words.

use std::collections::{BTreeMap, HashMap};
use std::sync::OnceLock;

use serde::Deserialize;

use super::words::fold;

/// The table as written.
pub const SOURCE: &str = include_str!("table.toml");

/// Where a phrase is understood.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Mode {
    /// `ansage play`.
    Play,
    /// `ansage replay`.
    Replay,
}

/// Whether a phrase is a whole line or the words before an argument.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Kind {
    /// The phrase is the whole line: "aufgeben".
    Line,
    /// The phrase comes before an argument: "angreifer" before a square.
    Head,
}

/// One command's phrases.
#[derive(Clone, Debug, Deserialize)]
pub struct CommandPhrases {
    /// Whole line, or head.
    pub kind: Kind,
    /// Understood in play and in replay.
    #[serde(default)]
    pub phrases: Vec<String>,
    /// Understood only in play.
    #[serde(default)]
    pub play: Vec<String>,
    /// Understood only in replay.
    #[serde(default)]
    pub replay: Vec<String>,
}

impl CommandPhrases {
    /// The phrases understood in `mode`, as written.
    pub fn in_mode(&self, mode: Mode) -> impl Iterator<Item = &str> {
        let own = match mode {
            Mode::Play => &self.play,
            Mode::Replay => &self.replay,
        };
        self.phrases.iter().chain(own).map(String::as_str)
    }
}

/// A German and an English text.
#[derive(Clone, Debug, Deserialize)]
pub struct Both {
    /// German.
    pub de: String,
    /// English.
    pub en: String,
}

/// One entry of the help.
#[derive(Clone, Debug, Deserialize)]
pub struct HelpEntry {
    /// The words (lower case, umlauts spelt out) that name the entry in "hilfe KOMMANDO",
    /// a comma between two.
    pub keys: String,
    /// The name in the list of topics.
    pub name: Both,
    /// How to say it.
    pub usage: Both,
    /// What it does.
    pub what: Both,
    /// An example.
    pub example: Both,
    /// When the entry is listed by "hilfe" in a game: `engine` only where engine help is
    /// allowed (against the engine or in training), `host` only at the host's device of a
    /// match with a second device, `clock` only in a game with a clock, `tournament` only in
    /// tournament mode; always when absent.
    #[serde(default)]
    pub only: Option<String>,
}

/// The whole table.
#[derive(Debug, Deserialize)]
pub struct Table {
    /// Every command's phrases, by id.
    pub commands: BTreeMap<String, CommandPhrases>,
    /// The help, in the order "hilfe" lists it.
    pub help: Vec<HelpEntry>,
}

/// A command's phrases as the parsers read them.
struct Parsed {
    /// Folded (lower case, umlauts spelt out), a comma between two.
    joined: String,
    /// Each phrase as its folded words.
    words: Vec<Vec<String>>,
}

type ById = HashMap<String, Parsed>;

struct Loaded {
    table: Table,
    /// The phrases of each id in play, folded, a comma between two, as the parsers read
    /// them (looked up for every line typed, so without allocating).
    play: ById,
    /// Likewise in replay.
    replay: ById,
}

fn loaded() -> &'static Loaded {
    static LOADED: OnceLock<Loaded> = OnceLock::new();
    LOADED.get_or_init(|| {
        // The table is part of the program; the tests read it, so a mistake in it cannot
        // reach a player. Should it all the same not read, no command is understood rather
        // than the program ending.
        let table = toml::from_str(SOURCE).unwrap_or_else(|_| Table {
            commands: BTreeMap::new(),
            help: Vec::new(),
        });
        let joined = |mode: Mode| -> ById {
            table
                .commands
                .iter()
                .map(|(id, entry)| {
                    let list: Vec<String> = entry.in_mode(mode).map(fold).collect();
                    let words = list
                        .iter()
                        .map(|phrase| phrase.split_whitespace().map(str::to_owned).collect())
                        .collect();
                    let joined = list.join(", ");
                    (id.clone(), Parsed { joined, words })
                })
                .collect()
        };
        let (play, replay) = (joined(Mode::Play), joined(Mode::Replay));
        Loaded {
            table,
            play,
            replay,
        }
    })
}

/// The table.
pub fn table() -> &'static Table {
    &loaded().table
}

/// The phrases of command `id` in `mode`, folded (lower case, umlauts spelt out), a comma
/// between two: what the parsers match a line against. Empty for an id not in the table.
pub fn phrases(id: &str, mode: Mode) -> &'static str {
    parsed(id, mode).map_or("", |parsed| parsed.joined.as_str())
}

fn parsed(id: &str, mode: Mode) -> Option<&'static Parsed> {
    let loaded = loaded();
    let by_id = match mode {
        Mode::Play => &loaded.play,
        Mode::Replay => &loaded.replay,
    };
    by_id.get(id)
}

/// The phrases of command `id` in `mode`, each as its folded words: what the parsers compare
/// a line's words with. Empty for an id not in the table.
pub fn phrase_words(id: &str, mode: Mode) -> &'static [Vec<String>] {
    parsed(id, mode).map_or(&[], |parsed| parsed.words.as_slice())
}

/// Every German word of every command phrase, as written (with umlauts): the command words
/// the speech recogniser's grammar needs.
pub fn command_words() -> Vec<String> {
    let mut words: Vec<String> = table()
        .commands
        .values()
        .flat_map(|entry| entry.phrases.iter().chain(&entry.play).chain(&entry.replay))
        .flat_map(|phrase| phrase.split_whitespace())
        .filter(|word| word.chars().all(|c| c.is_alphabetic()))
        .map(str::to_owned)
        .collect();
    words.sort();
    words.dedup();
    words
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_reads_and_every_phrase_has_one_meaning() {
        let table: Table = toml::from_str(SOURCE).expect("table.toml reads");
        assert!(table.commands.len() > 30);
        assert!(table.help.len() > 30);
        // A phrase names one command wherever it is understood (issue 14).
        let mut meaning: HashMap<(String, bool), &str> = HashMap::new();
        for (id, entry) in &table.commands {
            for mode in [Mode::Play, Mode::Replay] {
                for phrase in entry.in_mode(mode) {
                    let key = (fold(phrase), entry.kind == Kind::Line);
                    if let Some(other) = meaning.insert(key, id) {
                        assert_eq!(other, id, "„{phrase}“ means {other} and {id}");
                    }
                }
            }
        }
    }

    #[test]
    fn phrases_are_folded_for_the_parser() {
        assert!(
            phrases("undo", Mode::Play)
                .split(", ")
                .any(|p| p == "zurueck")
        );
        assert!(phrases("undo", Mode::Play).contains("korrektur"));
        assert!(!phrases("undo", Mode::Replay).contains("korrektur"));
        assert!(phrases("undo", Mode::Replay).split(", ").any(|p| p == "z"));
        assert_eq!(phrases("no such command", Mode::Play), "");
        assert!(command_words().contains(&"zurück".to_owned()));
        assert!(command_words().contains(&"vertagen".to_owned()));
    }
}
