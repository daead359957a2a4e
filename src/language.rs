//! The user's language: which piece letters notation uses and which words messages use.

use std::fmt;
use std::str::FromStr;

/// German (the default, as in FIDE Appendix E and F) or English.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize,
)]
pub enum Language {
    /// German: piece letters K D T L S, messages in German.
    #[default]
    #[serde(rename = "de")]
    German,
    /// English: piece letters K Q R B N, messages in English.
    #[serde(rename = "en")]
    English,
}

impl Language {
    /// The short code used on the command line: `de` or `en`.
    pub fn code(self) -> &'static str {
        match self {
            Language::German => "de",
            Language::English => "en",
        }
    }
}

impl fmt::Display for Language {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// A language code that ansage does not know.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown language {0:?}: use de (German) or en (English)")]
pub struct UnknownLanguage(pub String);

impl FromStr for Language {
    type Err = UnknownLanguage;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim().to_ascii_lowercase().as_str() {
            "de" | "deutsch" | "german" => Ok(Language::German),
            "en" | "english" | "englisch" => Ok(Language::English),
            _ => Err(UnknownLanguage(s.to_owned())),
        }
    }
}
