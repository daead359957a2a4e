//! The command table: for every command of `ansage play` and `ansage replay` what is the
//! same in every language (`table.toml`: whether a phrase is the whole line or the words
//! before an argument, and which entries the help has, in which order), and the phrases
//! that say it, which each language folder keeps in its `commands.toml`
//! (`src/words/<code>/commands.toml`), so every phrase carries its language. The parsers
//! of both, the help and the speech recogniser's grammar read it; nothing else lists
//! command words.
//!
//! A seat understands the phrases of the language it types in and of the languages that
//! language's `commands.toml` names in `also_understands` (German and English understand
//! each other's, as they always have).

use std::collections::{BTreeMap, HashMap};
use std::sync::OnceLock;

use serde::Deserialize;

use crate::vocabulary::fold;
use crate::words::folders::FOLDERS;

/// The table as written.
pub const SOURCE: &str = include_str!("table.toml");

/// The name of a language folder's command phrases.
pub const PHRASES_FILE: &str = "commands.toml";

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

/// The phrases of one command in one language (`[ID]` of a `commands.toml`).
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Phrases {
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

impl Phrases {
    /// The phrases understood in `mode`, as written.
    pub fn in_mode(&self, mode: Mode) -> impl Iterator<Item = &str> {
        let own = match mode {
            Mode::Play => &self.play,
            Mode::Replay => &self.replay,
        };
        self.phrases.iter().chain(own).map(String::as_str)
    }

    fn extend(&mut self, other: &Phrases) {
        self.phrases.extend(other.phrases.iter().cloned());
        self.play.extend(other.play.iter().cloned());
        self.replay.extend(other.replay.iter().cloned());
    }
}

/// One command's phrases in every language.
#[derive(Clone, Debug)]
pub struct CommandPhrases {
    /// Whole line, or head.
    pub kind: Kind,
    /// Understood in play and in replay.
    pub phrases: Vec<String>,
    /// Understood only in play.
    pub play: Vec<String>,
    /// Understood only in replay.
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

/// One language's command phrases (its `commands.toml`).
#[derive(Clone, Debug, Default)]
pub struct LanguagePhrases {
    /// The folder's code.
    pub code: &'static str,
    /// The other languages whose phrases a seat of this language understands too.
    pub also_understands: Vec<String>,
    /// The phrases of each command, by id.
    pub commands: BTreeMap<String, Phrases>,
}

impl LanguagePhrases {
    /// Reads a `commands.toml`: `also_understands`, then a table per command id.
    pub fn from_toml(code: &'static str, text: &str) -> Result<LanguagePhrases, String> {
        let mut table: toml::Table = toml::from_str(text).map_err(|e| e.to_string())?;
        let also_understands = match table.remove("also_understands") {
            None => Vec::new(),
            Some(value) => value
                .try_into()
                .map_err(|e: toml::de::Error| e.to_string())?,
        };
        let commands = table
            .into_iter()
            .map(|(id, value)| {
                value
                    .try_into()
                    .map(|phrases| (id.clone(), phrases))
                    .map_err(|e: toml::de::Error| format!("[{id}]: {e}"))
            })
            .collect::<Result<_, _>>()?;
        Ok(LanguagePhrases {
            code,
            also_understands,
            commands,
        })
    }
}

/// What is the same in every language: `kind` per command.
#[derive(Debug, Deserialize)]
struct KindOf {
    kind: Kind,
}

/// `table.toml` as written.
#[derive(Debug, Deserialize)]
struct Source {
    commands: BTreeMap<String, KindOf>,
    help: Vec<HelpEntry>,
}

/// One entry of the help. Its words are in every language folder: the name, the usage, what
/// it does and an example in the catalogue (`help-ID-name`, `-usage`, `-what`, `-example`),
/// the words that find it in "hilfe KOMMANDO" in `help-keys.toml`.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HelpEntry {
    /// The entry's id: `attackers`.
    pub id: String,
    /// When the entry is listed by "hilfe" in a game: `engine` only where engine help is
    /// allowed (against the engine or in training), `host` only at the host's device of a
    /// match with a second device, `clock` only in a game with a clock, `tournament` only in
    /// tournament mode; always when absent.
    #[serde(default)]
    pub only: Option<String>,
}

/// The whole table.
#[derive(Debug)]
pub struct Table {
    /// Every command's phrases in every language, by id.
    pub commands: BTreeMap<String, CommandPhrases>,
    /// Each language folder's phrases, by code.
    pub languages: Vec<LanguagePhrases>,
    /// The help, in the order "hilfe" lists it.
    pub help: Vec<HelpEntry>,
}

impl Table {
    /// Reads the table from `table.toml` and the languages' `commands.toml`s. A command id
    /// of a language that `table.toml` does not know is an error.
    pub fn read(source: &str, languages: Vec<LanguagePhrases>) -> Result<Table, String> {
        let source: Source = toml::from_str(source).map_err(|e| e.to_string())?;
        let mut commands: BTreeMap<String, CommandPhrases> = source
            .commands
            .iter()
            .map(|(id, kind)| {
                let phrases = CommandPhrases {
                    kind: kind.kind,
                    phrases: Vec::new(),
                    play: Vec::new(),
                    replay: Vec::new(),
                };
                (id.clone(), phrases)
            })
            .collect();
        for language in &languages {
            for (id, phrases) in &language.commands {
                let Some(entry) = commands.get_mut(id) else {
                    return Err(format!(
                        "src/words/{}/{PHRASES_FILE}: [{id}] is no command of table.toml",
                        language.code
                    ));
                };
                entry.phrases.extend(phrases.phrases.iter().cloned());
                entry.play.extend(phrases.play.iter().cloned());
                entry.replay.extend(phrases.replay.iter().cloned());
            }
        }
        Ok(Table {
            commands,
            languages,
            help: source.help,
        })
    }

    /// The phrases of language `code` and of the languages it also understands, by command
    /// id; every language's when `code` has no `commands.toml`.
    pub fn understood(&self, code: &str) -> BTreeMap<String, Phrases> {
        let Some(own) = self.languages.iter().find(|l| l.code == code) else {
            return self
                .commands
                .iter()
                .map(|(id, entry)| {
                    let phrases = Phrases {
                        phrases: entry.phrases.clone(),
                        play: entry.play.clone(),
                        replay: entry.replay.clone(),
                    };
                    (id.clone(), phrases)
                })
                .collect();
        };
        let mut merged: BTreeMap<String, Phrases> = BTreeMap::new();
        let also = own.also_understands.iter().map(String::as_str);
        for code in std::iter::once(code).chain(also) {
            if let Some(language) = self.languages.iter().find(|l| l.code == code) {
                for (id, phrases) in &language.commands {
                    merged.entry(id.clone()).or_default().extend(phrases);
                }
            }
        }
        merged
    }
}

/// Every language folder's `commands.toml`, read.
fn folder_phrases() -> Vec<LanguagePhrases> {
    FOLDERS
        .iter()
        .filter_map(|folder| {
            let text = folder.file(PHRASES_FILE)?;
            // The files are part of the program and the tests read them; should one all the
            // same not read, its phrases are not understood rather than the program ending.
            LanguagePhrases::from_toml(folder.code, text).ok()
        })
        .collect()
}

/// A command's phrases as the parsers read them.
struct Parsed {
    /// Folded (lower case, umlauts spelt out), a comma between two.
    joined: String,
    /// Each phrase as its folded words.
    words: Vec<Vec<String>>,
}

type ById = HashMap<String, Parsed>;

/// The phrases of one set of languages, folded, by mode.
struct Folded {
    play: ById,
    replay: ById,
}

impl Folded {
    fn new<'a>(commands: impl Iterator<Item = (&'a String, &'a Phrases)> + Clone) -> Folded {
        let by_mode = |mode: Mode| -> ById {
            commands
                .clone()
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
        Folded {
            play: by_mode(Mode::Play),
            replay: by_mode(Mode::Replay),
        }
    }

    fn get(&self, id: &str, mode: Mode) -> Option<&Parsed> {
        match mode {
            Mode::Play => self.play.get(id),
            Mode::Replay => self.replay.get(id),
        }
    }
}

struct Loaded {
    table: Table,
    /// Every language's phrases of each id, folded (looked up for every line typed, so
    /// without allocating).
    every: Folded,
    /// The phrases a seat of each language understands, by code.
    by_code: HashMap<&'static str, Folded>,
}

fn loaded() -> &'static Loaded {
    static LOADED: OnceLock<Loaded> = OnceLock::new();
    LOADED.get_or_init(|| {
        // The table is part of the program; the tests read it, so a mistake in it cannot
        // reach a player. Should it all the same not read, no command is understood rather
        // than the program ending.
        let table = Table::read(SOURCE, folder_phrases()).unwrap_or_else(|_| Table {
            commands: BTreeMap::new(),
            languages: Vec::new(),
            help: Vec::new(),
        });
        let every_language: BTreeMap<String, Phrases> = table.understood("");
        let every = Folded::new(every_language.iter());
        let by_code = table
            .languages
            .iter()
            .map(|language| {
                let understood = table.understood(language.code);
                (language.code, Folded::new(understood.iter()))
            })
            .collect();
        Loaded {
            table,
            every,
            by_code,
        }
    })
}

/// The table.
pub fn table() -> &'static Table {
    &loaded().table
}

/// The phrases of command `id` in `mode` in every language, folded (lower case, umlauts
/// spelt out), a comma between two: what the parsers match a line against. Empty for an id
/// not in the table.
pub fn phrases(id: &str, mode: Mode) -> &'static str {
    loaded()
        .every
        .get(id, mode)
        .map_or("", |parsed| parsed.joined.as_str())
}

fn parsed_in(id: &str, mode: Mode, code: &str) -> Option<&'static Parsed> {
    let loaded = loaded();
    loaded
        .by_code
        .get(code)
        .unwrap_or(&loaded.every)
        .get(id, mode)
}

/// The phrases of command `id` in `mode` that a seat typing in language `code` understands,
/// each as its folded words: what the parsers compare a line's words with. Empty for an id
/// not in the table; every language's for a language without command phrases.
pub fn phrase_words(id: &str, mode: Mode, code: &str) -> &'static [Vec<String>] {
    parsed_in(id, mode, code).map_or(&[], |parsed| parsed.words.as_slice())
}

/// Every word of every command phrase of language `code` and the languages it also
/// understands, as written (with umlauts): the command words the speech recogniser's
/// grammar needs.
pub fn command_words(code: &str) -> Vec<String> {
    let mut words: Vec<String> = table()
        .understood(code)
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

    /// Every language's `commands.toml`: the built-in folders', and Spanish's even before
    /// its folder is complete.
    fn every_language() -> Vec<LanguagePhrases> {
        let mut languages = folder_phrases();
        if !languages.iter().any(|l| l.code == "es") {
            let spanish = include_str!("../words/es/commands.toml");
            languages.push(LanguagePhrases::from_toml("es", spanish).expect("es reads"));
        }
        languages
    }

    /// A phrase names one command wherever it is understood (issue 14).
    fn assert_one_meaning(commands: &BTreeMap<String, Phrases>, table: &Table, who: &str) {
        let mut meaning: HashMap<(String, bool), &str> = HashMap::new();
        for (id, entry) in commands {
            let line = table.commands[id].kind == Kind::Line;
            for mode in [Mode::Play, Mode::Replay] {
                for phrase in entry.in_mode(mode) {
                    if let Some(other) = meaning.insert((fold(phrase), line), id) {
                        assert_eq!(other, id, "{who}: „{phrase}“ means {other} and {id}");
                    }
                }
            }
        }
    }

    #[test]
    fn the_table_reads_and_every_phrase_has_one_meaning() {
        let languages = every_language();
        assert!(languages.len() >= 3, "{languages:?}");
        let table = Table::read(SOURCE, languages).expect("table.toml and commands.toml read");
        assert!(table.commands.len() > 30);
        assert!(table.help.len() > 30);
        for language in &table.languages {
            // Most commands can be said in every language; a question whose words the parser
            // still reads in code (German and English only) may have no phrase yet.
            assert!(language.commands.len() >= 40, "{}", language.code);
            for other in &language.also_understands {
                assert!(
                    table.languages.iter().any(|l| l.code == other),
                    "{}: also_understands {other:?}, which has no commands.toml",
                    language.code
                );
            }
            assert_one_meaning(&table.understood(language.code), &table, language.code);
        }
        // Replay and the typing-slip mender read every language's phrases at once.
        assert_one_meaning(&table.understood(""), &table, "every language");
    }

    #[test]
    fn a_command_id_the_table_does_not_know_is_refused() {
        let stray =
            LanguagePhrases::from_toml("xx", "[no_such_command]\nplay = [\"x\"]\n").expect("reads");
        let error = Table::read(SOURCE, vec![stray]).unwrap_err();
        assert!(error.contains("no_such_command"), "{error}");
        assert!(LanguagePhrases::from_toml("xx", "[resign]\nplai = [\"x\"]\n").is_err());
    }

    #[test]
    fn each_phrase_carries_its_language() {
        let table = Table::read(SOURCE, every_language()).expect("reads");
        let of = |code: &str| {
            let language = table.languages.iter().find(|l| l.code == code).unwrap();
            language.commands["resign"].play.clone()
        };
        assert!(of("de").contains(&"aufgeben".to_owned()), "{:?}", of("de"));
        assert!(!of("de").contains(&"resign".to_owned()));
        assert!(of("en").contains(&"resign".to_owned()));
        assert!(!of("en").contains(&"aufgeben".to_owned()));
        assert!(of("es").contains(&"abandonar".to_owned()));
        // A German seat understands English too, as it always has; a Spanish one Spanish
        // and English, but not German.
        let understood = |code: &str| table.understood(code)["resign"].play.clone();
        assert!(understood("de").contains(&"resign".to_owned()));
        assert!(understood("en").contains(&"aufgeben".to_owned()));
        assert!(understood("es").contains(&"abandonar".to_owned()));
        assert!(understood("es").contains(&"resign".to_owned()));
        assert!(!understood("es").contains(&"aufgeben".to_owned()));
        assert!(!understood("de").contains(&"abandonar".to_owned()));
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
        let words = |id, code| phrase_words(id, Mode::Play, code);
        assert!(words("undo", "de").contains(&vec!["zurueck".to_owned()]));
        assert!(words("undo", "de").contains(&vec!["undo".to_owned()]));
        assert!(command_words("de").contains(&"zurück".to_owned()));
        assert!(command_words("de").contains(&"vertagen".to_owned()));
        assert!(command_words("en").contains(&"adjourn".to_owned()));
    }
}
