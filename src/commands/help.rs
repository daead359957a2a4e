//! The help: every command with its aliases, what it does and an example; "hilfe" lists them
//! all, "hilfe KOMMANDO" explains one. The command table (`table.toml`) says which entries
//! there are and when a game lists them; each language folder words them
//! (`help-commands.ftl`: `help-ID-name`, `-usage`, `-what`, `-example`) and says the words
//! that find them (`help-keys.toml`). The help is a [`Phrase`], so every sink words it in its
//! own language, with the usage in the languages that language also understands.

use std::collections::BTreeMap;
use std::sync::OnceLock;

use super::table::{HelpEntry, table};
use super::words::{fold, shorten};
use crate::language::Language;
use crate::phrase::{Join, Phrase, Value};
use crate::words::folders::FOLDERS;

/// The name of a language folder's file of help keys: per entry id, the words that name the
/// entry in "hilfe KOMMANDO".
pub const KEYS_FILE: &str = "help-keys.toml";

/// One entry of the help: its catalogue ids and the words that find it.
#[derive(Debug)]
pub struct HelpTopic {
    /// The entry of the command table.
    pub entry: &'static HelpEntry,
    /// The catalogue id of its name in the list of topics: `help-attackers-name`.
    pub name: String,
    /// The catalogue id of how to say it: `help-attackers-usage`.
    pub usage: String,
    /// The catalogue id of what it does: `help-attackers-what`.
    pub what: String,
    /// The catalogue id of an example: `help-attackers-example`.
    pub example: String,
    /// The words that name it, by language code, each key as its plain words.
    keys: BTreeMap<&'static str, Vec<Vec<String>>>,
}

/// A folder's `help-keys.toml`: the keys of each entry id, as written.
pub fn keys_of(text: &str) -> Result<BTreeMap<String, Vec<String>>, String> {
    toml::from_str(text).map_err(|e| e.to_string())
}

/// Lower case, umlauts spelt out and without accents: "Züge" → "zuege", "Última" → "ultima",
/// so a key matches however a topic is typed.
fn plain(text: &str) -> String {
    fold(text)
        .chars()
        .map(|c| match c {
            'á' | 'à' => 'a',
            'é' | 'è' => 'e',
            'í' | 'ì' => 'i',
            'ó' | 'ò' => 'o',
            'ú' | 'ù' => 'u',
            _ => c,
        })
        .collect()
}

/// The help entries with their ids and keys, in the order "hilfe" lists them.
pub fn topics() -> &'static [HelpTopic] {
    static TOPICS: OnceLock<Vec<HelpTopic>> = OnceLock::new();
    TOPICS.get_or_init(|| {
        // The keys files are part of the program and the tests read them; should one all the
        // same not read, its keys find nothing rather than the program ending.
        let keys: Vec<(&'static str, BTreeMap<String, Vec<String>>)> = FOLDERS
            .iter()
            .map(|folder| {
                let keys = folder
                    .file(KEYS_FILE)
                    .and_then(|text| keys_of(text).ok())
                    .unwrap_or_default();
                (folder.code, keys)
            })
            .collect();
        table()
            .help
            .iter()
            .map(|entry| {
                let id = |field: &str| format!("help-{}-{field}", entry.id);
                let keys = keys
                    .iter()
                    .map(|(code, by_id)| {
                        let words = by_id
                            .get(&entry.id)
                            .into_iter()
                            .flatten()
                            .map(|key| plain(key).split_whitespace().map(str::to_owned).collect())
                            .collect();
                        (*code, words)
                    })
                    .collect();
                HelpTopic {
                    entry,
                    name: id("name"),
                    usage: id("usage"),
                    what: id("what"),
                    example: id("example"),
                    keys,
                }
            })
            .collect()
    })
}

/// The languages whose keys a seat typing in `language` understands: its own and those its
/// `commands.toml` lists in `also_understands`; every language's for a language without
/// command phrases.
fn understood_codes(language: Language) -> Vec<&'static str> {
    match table().languages.iter().find(|l| l.code == language.code()) {
        Some(own) => std::iter::once(own.code)
            .chain(own.also_understands.iter().map(String::as_str))
            .collect(),
        None => FOLDERS.iter().map(|folder| folder.code).collect(),
    }
}

/// The help entry a topic names for a seat typing in `language`: the key found earliest in
/// the topic, the longest first; the keys of `language` and of the languages it also
/// understands.
pub(super) fn find_topic(topic: &str, language: Language) -> Option<&'static HelpTopic> {
    let plain = plain(topic);
    let words: Vec<&str> = plain
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .collect();
    let codes = understood_codes(language);
    let mut best: Option<(usize, usize, &HelpTopic)> = None;
    for topic in topics() {
        let keys = codes
            .iter()
            .filter_map(|code| topic.keys.get(code))
            .flatten();
        for key in keys {
            let Some(position) = words
                .windows(key.len())
                .position(|w| w.iter().zip(key).all(|(a, b)| *a == b))
            else {
                continue;
            };
            let better = match best {
                None => true,
                Some((p, len, _)) => position < p || (position == p && key.len() > len),
            };
            if better {
                best = Some((position, key.len(), topic));
            }
        }
    }
    best.map(|(_, _, topic)| topic)
}

/// "I do not know the command …", with the list of topics; `shown` is the topic as typed.
pub(super) fn unknown_topic(shown: &str) -> Phrase {
    let names = topics()
        .iter()
        .map(|topic| Value::from(Phrase::new(topic.name.as_str())))
        .collect();
    Phrase::new("answer-help-unknown")
        .with("shown", shown)
        .with("names", Value::List(Join::Comma, names))
}

/// What a game offers beyond the commands every game has: which entries "hilfe" lists.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct HelpScope {
    /// Engine help (tipp, bewertung, rückblick, stufe) is allowed: against the engine or in
    /// training.
    pub engine: bool,
    /// The line comes from the host's device of a match with a second device, where "neuer
    /// code" makes a new pairing code.
    pub host: bool,
    /// The game has a clock to pause and resume.
    pub clock: bool,
    /// Tournament mode, where the arbiter may change a clock (6.14).
    pub tournament: bool,
    /// The line comes from the arbiter's device (issue 30): its result and warning.
    pub arbiter: bool,
}

impl HelpScope {
    /// Every entry: the help outside a game.
    pub const ALL: HelpScope = HelpScope {
        engine: true,
        host: true,
        clock: true,
        tournament: true,
        arbiter: true,
    };

    /// Whether "hilfe" lists `entry` in this game.
    fn lists(self, entry: &HelpEntry) -> bool {
        match entry.only.as_deref() {
            Some("engine") => self.engine,
            Some("host") => self.host,
            Some("clock") => self.clock,
            Some("tournament") => self.tournament,
            Some("arbiter") => self.arbiter,
            _ => true,
        }
    }
}

/// "hilfe": every command, one line each, with its usage in the languages the reader's
/// language also understands; "hilfe KOMMANDO": that command explained in one sentence. The
/// topic may be any key of `language` (the language the line was typed in) or of a language
/// it also understands ("angreifer", "attackers", "wer greift an").
pub fn help(topic: Option<&str>, language: Language) -> Phrase {
    help_in(topic, language, HelpScope::ALL)
}

/// As [`help`], listing only the commands `scope` allows in this game; "hilfe KOMMANDO"
/// still explains any command.
pub fn help_in(topic: Option<&str>, language: Language, scope: HelpScope) -> Phrase {
    if let Some(topic) = topic.filter(|t| !t.trim().is_empty()) {
        return match find_topic(topic, language) {
            Some(found) => Phrase::new("answer-help-topic")
                .with("usage", Phrase::new(found.usage.as_str()))
                .with(
                    "other",
                    Value::AlsoUnderstood(Box::new(Phrase::new(found.usage.as_str()))),
                )
                .with("what", Phrase::new(found.what.as_str()))
                .with("example", Phrase::new(found.example.as_str())),
            None => unknown_topic(&shorten(topic.trim())),
        };
    }
    let mut lines: Vec<Phrase> = [
        "answer-help-intro",
        "answer-help-moves",
        "answer-help-asked",
    ]
    .into_iter()
    .map(Phrase::new)
    .collect();
    for topic in topics().iter().filter(|topic| scope.lists(topic.entry)) {
        let usage = || Phrase::new(topic.usage.as_str());
        lines.push(
            Phrase::new("answer-help-line")
                .with("usage", usage())
                .with("other", Value::AlsoUnderstood(Box::new(usage())))
                .with("what", Phrase::new(topic.what.as_str())),
        );
    }
    Phrase::joined(Join::Lines, lines)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::commands::test_support::{DE, EN};
    use crate::commands::{Command, parse_command};
    use crate::words::catalogue::arguments_by_id;
    use crate::words::folders::folder;
    use crate::words::phrases::shown;

    const ES: Language = Language::SPANISH;

    fn help_text(topic: Option<&str>, language: Language) -> String {
        shown(&help(topic, language), language)
    }

    #[test]
    fn help_lists_and_explains() {
        let all = help_text(None, DE);
        assert_eq!(all.lines().count(), topics().len() + 3);
        assert!(all.contains("\nangreifer FELD, wer greift FELD an (attackers SQUARE, who attacks SQUARE): sagt, welche Figuren ein Feld angreifen; steht dort eine Figur, auch welche sie decken.\n"), "{all}");
        let all = help_text(None, EN);
        assert!(
            all.contains("\nquit, exit (ende, beenden): stops ansage; a game that is not over after a yes, and ansage play --resume continues it.\n"),
            "{all}"
        );
        assert_eq!(
            help_text(Some("angreifer"), DE),
            "angreifer FELD, wer greift FELD an, englisch attackers SQUARE, who attacks SQUARE: sagt, welche Figuren ein Feld angreifen; steht dort eine Figur, auch welche sie decken. Beispiel: angreifer Eva fünf."
        );
        assert_eq!(help(Some("attackers"), DE), help(Some("angreifer"), DE));
        assert_eq!(help(Some("wer greift an"), DE), help(Some("angreifer"), DE));
        assert_eq!(
            help(Some("help attackers"), EN),
            help(Some("hilfe"), EN),
            "the first key wins"
        );
        assert!(help_text(Some("züge von"), DE).starts_with("züge von FELD"));
        assert!(help_text(Some("züge"), DE).starts_with("züge, partie"));
        assert!(help_text(Some("brett vorlesen"), DE).starts_with("brett vorlesen"));
        assert!(help_text(Some("brett"), DE).starts_with("brett, brett an"));
        assert!(help_text(Some("wer ist am zug"), DE).starts_with("wer ist am zug"));
        assert!(help_text(Some("letzte züge"), DE).starts_with("letzter zug"));
        assert!(
            help_text(Some("blättern"), DE).starts_with("blättern zurück"),
            "a key is matched however it is spelt"
        );
        assert!(help_text(Some("xyz"), DE).starts_with("Das Kommando „xyz“ kenne ich nicht."));
    }

    /// The help is data: the session says which entry, every sink words it.
    #[test]
    fn the_help_is_a_phrase_of_catalogue_ids() {
        let phrase = help(Some("angreifer"), DE);
        assert_eq!(phrase.id, "answer-help-topic");
        assert_eq!(
            phrase.arg("usage"),
            Some(&Value::from(Phrase::new("help-attackers-usage")))
        );
        assert_eq!(
            phrase.arg("other"),
            Some(&Value::AlsoUnderstood(Box::new(Phrase::new(
                "help-attackers-usage"
            ))))
        );
        // The same help, worded for an English reader, names German as the other language.
        assert_eq!(
            shown(&phrase, EN),
            "attackers SQUARE, who attacks SQUARE, in German angreifer FELD, wer greift FELD an: says which pieces attack a square; on an occupied square also which defend it. Example: attackers Eva five."
        );
        let unknown = help(Some("xyz"), EN);
        assert_eq!(unknown.id, "answer-help-unknown");
        assert_eq!(unknown.arg("shown"), Some(&Value::Verbatim("xyz".into())));
    }

    /// Every topic in the list of topics finds its own entry, for a seat of its language.
    #[test]
    fn every_name_finds_its_entry_in_every_language() {
        for language in Language::all() {
            for topic in topics() {
                let name = shown(&Phrase::new(topic.name.as_str()), language);
                let found = find_topic(&name, language).map(|t| t.entry.id.as_str());
                assert_eq!(found, Some(topic.entry.id.as_str()), "{language}: {name}");
            }
        }
        // The parser hands the topic on folded.
        for topic in topics() {
            for language in [DE, EN] {
                let name = shown(&Phrase::new(topic.name.as_str()), language);
                assert_eq!(
                    parse_command(&format!("hilfe {name}"), DE),
                    Some(Ok(Command::Help(Some(fold(&name))))),
                    "{name}"
                );
            }
        }
    }

    /// Each help entry has its four texts in every language folder, and its keys; no folder
    /// has keys for an entry the table does not know.
    #[test]
    fn every_entry_has_its_texts_and_keys_in_every_folder() {
        for folder in FOLDERS {
            let ids = arguments_by_id(folder);
            let keys = keys_of(
                folder
                    .file(KEYS_FILE)
                    .unwrap_or_else(|| panic!("src/words/{}/{KEYS_FILE} is missing", folder.code)),
            )
            .unwrap_or_else(|e| panic!("src/words/{}/{KEYS_FILE}: {e}", folder.code));
            for topic in topics() {
                for id in [&topic.name, &topic.usage, &topic.what, &topic.example] {
                    assert!(ids.contains_key(id), "{}: {id}", folder.code);
                    assert!(
                        ids[id].is_empty(),
                        "{}: {id} takes no arguments",
                        folder.code
                    );
                }
                let own = keys.get(&topic.entry.id).map_or(0, Vec::len);
                assert!(own > 0, "{}: no keys for {}", folder.code, topic.entry.id);
            }
            for id in keys.keys() {
                assert!(
                    topics().iter().any(|t| &t.entry.id == id),
                    "{}/{KEYS_FILE}: {id} is no entry of table.toml",
                    folder.code
                );
            }
        }
    }

    #[test]
    fn a_spanish_seat_gets_the_help_in_spanish() {
        let all = help_text(None, ES);
        assert_eq!(all.lines().count(), topics().len() + 3);
        assert!(all.starts_with("Órdenes, en español"), "{all}");
        assert!(
            all.contains("\natacantes CASILLA, quién ataca CASILLA (attackers SQUARE, who attacks SQUARE): dice qué piezas atacan una casilla"),
            "{all}"
        );
        // Each line names the command in Spanish first; in brackets the English a Spanish
        // seat also understands, never German.
        for (line, topic) in all.lines().skip(3).zip(topics()) {
            let usage = shown(&Phrase::new(topic.usage.as_str()), ES);
            assert!(line.starts_with(&format!("{usage} (")), "{line}");
            let german = shown(&Phrase::new(topic.usage.as_str()), DE);
            assert!(german == usage || !line.contains(&german), "{line}");
        }
        assert_eq!(
            help_text(Some("tablas"), ES),
            "tablas, acepto tablas, rechazo tablas (también offer draw, accept draw, decline draw): ofrece tablas (artículo 9.1) o responde a una oferta, aceptándola tras un sí; una jugada también la rechaza. Ejemplo: tablas."
        );
        assert!(help_text(Some("atacantes"), ES).starts_with("atacantes CASILLA"));
        assert_eq!(help(Some("attackers"), ES), help(Some("atacantes"), ES));
        assert_eq!(
            help(Some("última captura"), ES),
            help(Some("ultima captura"), ES)
        );
        assert!(help_text(Some("en mi tablero"), ES).starts_with("en mi tablero en CASILLA"));
        assert!(help_text(Some("mi tablero"), ES).starts_with("mi tablero FEN"));
        // A Spanish seat does not understand German keys.
        assert_eq!(help(Some("angreifer"), ES).id, "answer-help-unknown");
        let unknown = help_text(Some("xyz"), ES);
        assert!(
            unknown.starts_with(
                "No conozco la orden «xyz». Hay ayuda sobre: silencio, casilla, columna, fila,"
            ) && unknown.ends_with(", ajustes, ayuda."),
            "{unknown}"
        );
    }

    #[test]
    fn spanish_keys_are_read_from_the_folder() {
        assert!(folder("es").and_then(|f| f.file(KEYS_FILE)).is_some());
        assert_eq!(plain("Última Captura"), "ultima captura");
        assert_eq!(plain("Züge"), "zuege");
    }
}
