//! The user's language: which piece letters notation uses and which words messages use.
//!
//! Each language is a folder (`src/words/<code>/`, gathered by `build.rs` into
//! [`folders::FOLDERS`]); its `language.toml` says its name, the names it goes by on the
//! command line, its locale and the settings of the outside tools that speak and write it
//! ([`LanguageSettings`]).

pub mod folders;

use std::fmt;
use std::str::FromStr;
use std::sync::OnceLock;

use serde::Deserialize;

/// A language ansage speaks: one folder under `src/words/` (its code, `de`, `en`, `es`). The
/// type holds only the code; everything else about the language is read from its folder.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Language(&'static str);

impl Language {
    /// German, the language of FIDE's Appendices E and F, and ansage's default.
    pub const GERMAN: Language = Language("de");
    /// English.
    pub const ENGLISH: Language = Language("en");
    /// Spanish.
    pub const SPANISH: Language = Language("es");
    /// The language whose piece letters PGN's SAN uses: the PGN standard (8.2.3) writes
    /// moves with the English letters, whatever the players speak.
    pub const PGN_NOTATION: Language = Language::ENGLISH;

    /// The short code used on the command line and in files: `de`, `en`, `es`.
    pub fn code(self) -> &'static str {
        self.0
    }
}

impl Default for Language {
    /// German: FIDE's Appendices E and F are written in it.
    fn default() -> Self {
        Language::GERMAN
    }
}

impl fmt::Debug for Language {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Language({})", self.0)
    }
}

impl serde::Serialize for Language {
    /// Its code: `"de"`.
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.0)
    }
}

impl<'de> serde::Deserialize<'de> for Language {
    /// A code or a name `--lang` takes.
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = String::deserialize(deserializer)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

/// What a language folder's `language.toml` says of its language.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LanguageSettings {
    /// The folder's name: `de`, `en`, `es`.
    pub code: String,
    /// The language's name in its own words: "Deutsch".
    pub name: String,
    /// The names the command line and the settings file take for it (lower case).
    pub aliases: Vec<String>,
    /// The locale Fluent chooses plural forms by: `de-DE`.
    pub locale: String,
    /// The voice espeak-ng speaks it with (`-v`).
    pub espeak_voice: String,
    /// The liblouis tables of its braille record, as `lou_translate` takes them.
    pub braille_table: String,
    /// The code of the language whose words announce moves unless the player chooses
    /// otherwise: Appendix F's German words (F2.1) keep their place in languages whose FIDE
    /// translation keeps them.
    pub announce_words: String,
}

/// Every language folder's settings, read once.
fn all_settings() -> &'static [LanguageSettings] {
    static SETTINGS: OnceLock<Vec<LanguageSettings>> = OnceLock::new();
    SETTINGS.get_or_init(|| {
        folders::FOLDERS
            .iter()
            .filter_map(|folder| {
                let text = folder.file("language.toml")?;
                // A folder whose settings do not read is caught by the tests.
                toml::from_str::<LanguageSettings>(text).ok()
            })
            .collect()
    })
}

impl Language {
    /// What the language's folder says of it.
    pub fn settings(self) -> &'static LanguageSettings {
        let all = all_settings();
        all.iter()
            .find(|settings| settings.code == self.code())
            .or_else(|| all.first())
            .expect("the language folders have their language.toml")
    }

    /// Every language ansage speaks, in the order of their codes.
    pub fn all() -> impl Iterator<Item = Language> {
        all_settings()
            .iter()
            .filter_map(|settings| settings.code.parse().ok())
    }

    /// The language whose words announce moves by default (F2.1).
    pub fn announce_words(self) -> Language {
        self.settings().announce_words.parse().unwrap_or(self)
    }
}

impl fmt::Display for Language {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// A language code that ansage does not know.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown language {0:?}: use {known}", known = known_codes())]
pub struct UnknownLanguage(pub String);

/// "de (Deutsch), en (English)": the languages the command line takes.
pub fn known_codes() -> String {
    all_settings()
        .iter()
        .map(|settings| format!("{} ({})", settings.code, settings.name))
        .collect::<Vec<_>>()
        .join(", ")
}

impl FromStr for Language {
    type Err = UnknownLanguage;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let wanted = s.trim().to_lowercase();
        all_settings()
            .iter()
            .find(|settings| settings.code == wanted || settings.aliases.contains(&wanted))
            .map(|settings| Language(settings.code.as_str()))
            .ok_or_else(|| UnknownLanguage(s.to_owned()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_folder_says_what_its_language_is() {
        for folder in folders::FOLDERS {
            let text = folder.file("language.toml").expect("language.toml");
            let settings: LanguageSettings = toml::from_str(text)
                .unwrap_or_else(|e| panic!("{}/language.toml: {e}", folder.code));
            assert_eq!(settings.code, folder.code);
            assert!(settings.aliases.contains(&settings.code), "{}", folder.code);
            assert!(
                folders::folder(&settings.announce_words).is_some(),
                "{}: announce_words names no folder",
                folder.code
            );
        }
        assert_eq!(all_settings().len(), folders::FOLDERS.len());
    }

    #[test]
    fn a_language_is_named_by_its_code_or_an_alias() {
        assert_eq!("de".parse(), Ok(Language::GERMAN));
        assert_eq!(" Englisch ".parse(), Ok(Language::ENGLISH));
        let unknown = "xx".parse::<Language>().unwrap_err().to_string();
        assert!(unknown.contains("de (Deutsch)"), "{unknown}");
        assert_eq!(Language::GERMAN.settings().name, "Deutsch");
        assert_eq!(Language::ENGLISH.announce_words(), Language::ENGLISH);
        assert!(Language::all().count() >= 2);
    }
}
