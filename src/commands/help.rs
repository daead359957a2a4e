//! The help: every command with its aliases in both languages, what it does and an
//! example; "hilfe" lists them all, "hilfe KOMMANDO" explains one.

use super::table::{Both, HelpEntry, table};
use super::words::{fold, shorten};
use crate::language::Language;
use crate::phrase::Phrase;

/// The help entries, from the command table.
fn entries() -> &'static [HelpEntry] {
    &table().help
}

/// The help entry a topic names: the key found earliest in the topic, the longest first.
pub(super) fn find_topic(topic: &str) -> Option<&'static HelpEntry> {
    let folded = fold(topic);
    let words: Vec<&str> = folded
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .collect();
    let mut best: Option<(usize, usize, &HelpEntry)> = None;
    for entry in entries() {
        for key in entry.keys.split(',') {
            let key: Vec<&str> = key.split_whitespace().collect();
            let Some(position) = words.windows(key.len()).position(|w| w == key.as_slice()) else {
                continue;
            };
            let better = match best {
                None => true,
                Some((p, len, _)) => position < p || (position == p && key.len() > len),
            };
            if better {
                best = Some((position, key.len(), entry));
            }
        }
    }
    best.map(|(_, _, entry)| entry)
}

/// "I do not know the command …", with the list of topics.
pub(super) fn unknown_topic(shown: &str, language: Language) -> String {
    let names: Vec<&str> = entries()
        .iter()
        .map(|e| in_language(&e.name, language).0)
        .collect();
    let phrase = Phrase::new("answer-help-unknown")
        .with("shown", shown)
        .with("names", names.join(", "));
    crate::words::phrases::shown(&phrase, language)
}

/// A text of the command table in `language`, and in the other language.
fn in_language(both: &Both, language: Language) -> (&str, &str) {
    if language.code() == "de" {
        (both.de.as_str(), both.en.as_str())
    } else {
        (both.en.as_str(), both.de.as_str())
    }
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
}

impl HelpScope {
    /// Every entry: the help outside a game.
    pub const ALL: HelpScope = HelpScope {
        engine: true,
        host: true,
        clock: true,
        tournament: true,
    };

    /// Whether "hilfe" lists `entry` in this game.
    fn lists(self, entry: &HelpEntry) -> bool {
        match entry.only.as_deref() {
            Some("engine") => self.engine,
            Some("host") => self.host,
            Some("clock") => self.clock,
            Some("tournament") => self.tournament,
            _ => true,
        }
    }
}

/// "hilfe": every command, one line each, with its alias in the other language;
/// "hilfe KOMMANDO": that command explained in one sentence. The topic may be any alias in
/// either language ("angreifer", "attackers", "wer greift an").
pub fn help(topic: Option<&str>, language: Language) -> String {
    help_in(topic, language, HelpScope::ALL)
}

/// As [`help`], listing only the commands `scope` allows in this game; "hilfe KOMMANDO"
/// still explains any command.
pub fn help_in(topic: Option<&str>, language: Language, scope: HelpScope) -> String {
    let words = |phrase: Phrase| crate::words::phrases::shown(&phrase, language);
    if let Some(topic) = topic.filter(|t| !t.trim().is_empty()) {
        return match find_topic(topic) {
            Some(entry) => {
                let (usage, other) = in_language(&entry.usage, language);
                words(
                    Phrase::new("answer-help-topic")
                        .with("usage", usage)
                        .with("other", other)
                        .with("what", in_language(&entry.what, language).0)
                        .with("example", in_language(&entry.example, language).0),
                )
            }
            None => unknown_topic(&shorten(topic.trim()), language),
        };
    }
    let mut lines: Vec<String> = [
        "answer-help-intro",
        "answer-help-moves",
        "answer-help-asked",
    ]
    .into_iter()
    .map(|id| words(Phrase::new(id)))
    .collect();
    for entry in entries().iter().filter(|entry| scope.lists(entry)) {
        let (usage, other) = in_language(&entry.usage, language);
        lines.push(words(
            Phrase::new("answer-help-line")
                .with("usage", usage)
                .with("other", other)
                .with("what", in_language(&entry.what, language).0),
        ));
    }
    lines.join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::commands::test_support::{DE, EN};
    use crate::commands::{Command, parse_command};

    #[test]
    fn help_lists_and_explains() {
        let all = help(None, DE);
        assert_eq!(all.lines().count(), entries().len() + 3);
        assert!(all.contains("\nangreifer FELD, wer greift FELD an (attackers SQUARE, who attacks SQUARE): sagt, welche Figuren ein Feld angreifen; steht dort eine Figur, auch welche sie decken.\n"), "{all}");
        let all = help(None, EN);
        assert!(
            all.contains("\nquit, exit (ende, beenden): stops ansage; a game that is not over after a yes, and ansage play --resume continues it.\n"),
            "{all}"
        );
        assert_eq!(
            help(Some("angreifer"), DE),
            "angreifer FELD, wer greift FELD an, englisch attackers SQUARE, who attacks SQUARE: sagt, welche Figuren ein Feld angreifen; steht dort eine Figur, auch welche sie decken. Beispiel: angreifer Eva fünf."
        );
        assert_eq!(help(Some("attackers"), DE), help(Some("angreifer"), DE));
        assert_eq!(help(Some("wer greift an"), DE), help(Some("angreifer"), DE));
        assert_eq!(
            help(Some("help attackers"), EN),
            help(Some("hilfe"), EN),
            "the first key wins"
        );
        assert!(help(Some("züge von"), DE).starts_with("züge von FELD"));
        assert!(help(Some("züge"), DE).starts_with("züge, partie"));
        assert!(help(Some("brett vorlesen"), DE).starts_with("brett vorlesen"));
        assert!(help(Some("brett"), DE).starts_with("brett, brett an"));
        assert!(help(Some("wer ist am zug"), DE).starts_with("wer ist am zug"));
        assert!(help(Some("letzte züge"), DE).starts_with("letzter zug"));
        // Every topic in the list of topics finds its own entry, in both languages.
        for entry in entries() {
            for name in [entry.name.de.as_str(), entry.name.en.as_str()] {
                let found = find_topic(name).map(|e| &e.name.de);
                assert_eq!(found, Some(&entry.name.de), "{name}");
                assert_eq!(
                    parse_command(&format!("hilfe {name}"), DE),
                    Some(Ok(Command::Help(Some(fold(name))))),
                    "{name}"
                );
            }
        }
        assert!(help(Some("xyz"), DE).starts_with("Das Kommando „xyz“ kenne ich nicht."));
    }
}
