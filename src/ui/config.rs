//! Settings kept between games: a TOML file in the XDG config directory
//! (`$XDG_CONFIG_HOME/ansage/config.toml`, usually `~/.config/ansage/config.toml`), or the
//! file `ANSAGE_CONFIG` or `--config` names.
//!
//! Order of precedence: ansage's defaults, then the file, then the command line, then what the
//! player changes during play (which is written back only when they say so).

use std::fs;
use std::io;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::language::Language;
use crate::speech::announce::Style;
use crate::ui::board_view::{BoardViewOptions, Theme};
use crate::ui::files::{WriteError, io_reason, write_safely};

/// The environment variable that names another config file.
pub const CONFIG_ENV: &str = "ANSAGE_CONFIG";

/// Every setting ansage keeps in its config file.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Config {
    /// Language of notation and messages.
    pub language: Language,
    /// How moves are announced.
    pub announce: AnnounceSettings,
    /// The voice ansage speaks with.
    pub speech: SpeechSection,
    /// The board view.
    pub board: BoardSection,
    /// Listening to the microphone.
    pub voice: VoiceSection,
}

/// `[announce]`: how moves are announced.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct AnnounceSettings {
    /// short, long or verbose.
    pub style: Style,
    /// Whether pawn moves name the "Bauer".
    pub say_pawn: bool,
}

impl Default for AnnounceSettings {
    fn default() -> Self {
        AnnounceSettings {
            style: Style::Short,
            say_pawn: true,
        }
    }
}

/// `[speech]`: the voice.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct SpeechSection {
    /// auto, dispatcher, espeak or none.
    pub backend: String,
    /// Speaking rate, -100 to 100; 0 is the voice's normal rate.
    pub rate: i32,
    /// Pitch, -100 to 100.
    pub pitch: i32,
    /// Volume, -100 to 100.
    pub volume: i32,
    /// A voice name of the backend; the language's default voice when not set.
    pub voice: Option<String>,
}

impl Default for SpeechSection {
    fn default() -> Self {
        SpeechSection {
            backend: "auto".into(),
            rate: 0,
            pitch: 0,
            volume: 0,
            voice: None,
        }
    }
}

/// `[board]`: the board view.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct BoardSection {
    /// Whether the board view is shown.
    pub show: bool,
    /// Characters across one square.
    pub square_width: u16,
    /// Lines down one square.
    pub square_height: u16,
    /// classic, high-contrast or mono.
    pub theme: Theme,
    /// The side seen from below: the seat of whoever looks at the board.
    pub seat: BoardSeat,
}

/// The side at the bottom of the board view.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, clap::ValueEnum)]
#[serde(rename_all = "lowercase")]
pub enum BoardSeat {
    /// White at the bottom, rank 1 below.
    #[default]
    White,
    /// Black at the bottom, rank 8 below.
    Black,
}

impl BoardSeat {
    /// The colour at the bottom.
    pub fn color(self) -> shakmaty::Color {
        match self {
            BoardSeat::White => shakmaty::Color::White,
            BoardSeat::Black => shakmaty::Color::Black,
        }
    }
}

impl Default for BoardSection {
    fn default() -> Self {
        let view = BoardViewOptions::default();
        BoardSection {
            show: false,
            square_width: view.square_width,
            square_height: view.square_height,
            theme: view.theme,
            seat: BoardSeat::White,
        }
    }
}

impl BoardSection {
    /// The drawing options this section describes, brought into range.
    pub fn view(&self) -> BoardViewOptions {
        BoardViewOptions {
            square_width: self.square_width,
            square_height: self.square_height,
            theme: self.theme,
        }
        .normalised()
    }
}

/// `[voice]`: listening.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct VoiceSection {
    /// Listen to the microphone in every game.
    pub listen: bool,
    /// The microphone, by name (`ansage devices`).
    pub device: Option<String>,
    /// The speech model directory.
    pub model: Option<PathBuf>,
    /// Listen only after the Enter key.
    pub push_to_talk: bool,
}

/// Why the config file could not be read or written.
#[derive(Debug, thiserror::Error)]
pub enum ConfigError {
    /// The file exists but cannot be read.
    #[error("cannot read {path}: {source}")]
    Read {
        /// The file.
        path: PathBuf,
        /// What the system said.
        source: io::Error,
    },
    /// The file is not valid TOML, or has a setting ansage does not know.
    #[error("{path}, line {line}: {message}")]
    Syntax {
        /// The file.
        path: PathBuf,
        /// The line the problem is on, from 1.
        line: usize,
        /// What is wrong, as the TOML reader says it.
        message: String,
    },
    /// A setting has a value ansage does not know.
    #[error("{path}: {key} = {value:?} is not one of {allowed}")]
    Value {
        /// The file.
        path: PathBuf,
        /// The setting, e.g. `speech.backend`.
        key: &'static str,
        /// The value found.
        value: String,
        /// The values that work.
        allowed: &'static str,
    },
    /// The file cannot be written.
    #[error("cannot write {path}: {source}")]
    Write {
        /// The file.
        path: PathBuf,
        /// Why not.
        source: WriteError,
    },
    /// The file had a mistake when ansage started: saving over it would lose what the player
    /// wrote there.
    #[error("{0} had a mistake at start; not overwritten")]
    WouldOverwriteBroken(PathBuf),
    /// There is no config directory (no HOME, no XDG_CONFIG_HOME) and no ANSAGE_CONFIG.
    #[error("no config directory: set ANSAGE_CONFIG or HOME")]
    NoPlace,
}

impl ConfigError {
    /// One sentence for the player, saying what is wrong and what to do.
    pub fn message(&self, language: Language) -> String {
        let de = language == Language::German;
        match self {
            ConfigError::Read { path, source } => {
                let source = io_reason(source, language);
                if de {
                    format!(
                        "Die Einstellungsdatei {} lässt sich nicht lesen ({source}); ich nehme die Standardeinstellungen.",
                        path.display()
                    )
                } else {
                    format!(
                        "The settings file {} cannot be read ({source}); using the default settings.",
                        path.display()
                    )
                }
            }
            ConfigError::Syntax {
                path,
                line,
                message,
            } => {
                if de {
                    format!(
                        "Die Einstellungsdatei {} hat in Zeile {line} einen Fehler ({message}); ich nehme die Standardeinstellungen, bis er behoben ist.",
                        path.display()
                    )
                } else {
                    format!(
                        "The settings file {} has a mistake on line {line} ({message}); using the default settings until it is fixed.",
                        path.display()
                    )
                }
            }
            ConfigError::Value {
                path,
                key,
                value,
                allowed,
            } => {
                if de {
                    format!(
                        "In der Einstellungsdatei {} ist {key} = „{value}“ unbekannt, möglich sind {allowed}; ich nehme die Standardeinstellungen.",
                        path.display()
                    )
                } else {
                    format!(
                        "In the settings file {}, {key} = \"{value}\" is unknown, it can be {allowed}; using the default settings.",
                        path.display()
                    )
                }
            }
            ConfigError::Write { path, source } => {
                let source = source.reason(language);
                if de {
                    format!(
                        "Die Einstellungen lassen sich nicht in {} speichern ({source}); sie gelten bis zum Ende dieser Partie.",
                        path.display()
                    )
                } else {
                    format!(
                        "The settings cannot be saved to {} ({source}); they last until this game ends.",
                        path.display()
                    )
                }
            }
            ConfigError::WouldOverwriteBroken(path) => {
                if de {
                    format!(
                        "Die Einstellungsdatei {} hatte beim Start einen Fehler; damit nichts verloren geht, speichere ich nicht darüber. Bitte erst die Datei berichtigen.",
                        path.display()
                    )
                } else {
                    format!(
                        "The settings file {} had a mistake at start; so that nothing is lost, I do not save over it. Please fix the file first.",
                        path.display()
                    )
                }
            }
            ConfigError::NoPlace => {
                if de {
                    "Es gibt keinen Ordner für Einstellungen; setzen Sie ANSAGE_CONFIG auf einen Dateinamen.".into()
                } else {
                    "There is no folder for settings; set ANSAGE_CONFIG to a file name.".into()
                }
            }
        }
    }
}

/// The speech backends a config file may name.
pub const SPEECH_BACKENDS: &str = "auto, dispatcher, espeak, none";

/// Where the config file is: `explicit` (from `--config`), else `ANSAGE_CONFIG`, else the
/// XDG config directory.
pub fn config_path(explicit: Option<&Path>) -> Result<PathBuf, ConfigError> {
    if let Some(path) = explicit {
        return Ok(path.to_owned());
    }
    if let Some(path) = std::env::var_os(CONFIG_ENV).filter(|p| !p.is_empty()) {
        return Ok(PathBuf::from(path));
    }
    dirs::config_dir()
        .map(|dir| dir.join("ansage").join("config.toml"))
        .ok_or(ConfigError::NoPlace)
}

impl Config {
    /// Reads the config file at `path`; the defaults when there is none.
    pub fn load(path: &Path) -> Result<Config, ConfigError> {
        let text = match fs::read_to_string(path) {
            Ok(text) => text,
            Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(Config::default()),
            Err(source) => {
                return Err(ConfigError::Read {
                    path: path.to_owned(),
                    source,
                });
            }
        };
        Config::from_toml(&text, path)
    }

    /// Reads settings from TOML text; `path` names it in errors.
    pub fn from_toml(text: &str, path: &Path) -> Result<Config, ConfigError> {
        let config: Config = toml::from_str(text).map_err(|e| ConfigError::Syntax {
            path: path.to_owned(),
            line: e
                .span()
                .map(|span| text.get(..span.start).unwrap_or(text).matches('\n').count() + 1)
                .unwrap_or(1),
            // Read aloud: no backticks, no line breaks.
            message: e.message().trim().replace('`', "\"").replace('\n', " "),
        })?;
        let backend = config.speech.backend.trim().to_ascii_lowercase();
        if !SPEECH_BACKENDS.split(", ").any(|b| b == backend) {
            return Err(ConfigError::Value {
                path: path.to_owned(),
                key: "speech.backend",
                value: config.speech.backend,
                allowed: SPEECH_BACKENDS,
            });
        }
        Ok(config.normalised())
    }

    /// Values out of range brought into range: rate, pitch and volume to -100…100.
    pub fn normalised(mut self) -> Config {
        self.speech.backend = self.speech.backend.trim().to_ascii_lowercase();
        for value in [
            &mut self.speech.rate,
            &mut self.speech.pitch,
            &mut self.speech.volume,
        ] {
            *value = (*value).clamp(-100, 100);
        }
        self.speech.voice = self.speech.voice.filter(|v| !v.trim().is_empty());
        let view = self.board.view();
        self.board.square_width = view.square_width;
        self.board.square_height = view.square_height;
        self
    }

    /// The settings as TOML text, with a line saying what the file is.
    pub fn to_toml(&self) -> String {
        let body = toml::to_string_pretty(self).unwrap_or_default();
        format!(
            "# ansage settings. Written by \"einstellungen speichern\" / \"save settings\";\n# edit freely, unknown keys are refused with the line they are on.\n\n{body}"
        )
    }

    /// Writes the settings to `path`, creating its folder; the old file is replaced only once
    /// the new one is complete.
    /// A symbolic link is followed; anything but a regular file is refused.
    pub fn save(&self, path: &Path) -> Result<(), ConfigError> {
        let write_error = |source| ConfigError::Write {
            path: path.to_owned(),
            source,
        };
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
            if !dir.exists() {
                fs::create_dir_all(dir).map_err(|source| {
                    write_error(WriteError::Io {
                        path: dir.to_owned(),
                        source,
                    })
                })?;
            }
        }
        write_safely(path, &self.to_toml()).map_err(write_error)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_missing_file_gives_the_defaults() {
        let path = std::env::temp_dir().join("ansage-config-test-missing/none.toml");
        assert_eq!(Config::load(&path).unwrap(), Config::default());
    }

    #[test]
    fn a_partial_file_keeps_the_other_defaults() {
        let config = Config::from_toml(
            "language = \"en\"\n[speech]\nrate = 250\nbackend = \"Espeak\"\n[board]\nshow = true\ntheme = \"high-contrast\"\n",
            Path::new("c.toml"),
        )
        .unwrap();
        assert_eq!(config.language, Language::English);
        assert_eq!(config.speech.rate, 100, "clamped");
        assert_eq!(config.speech.backend, "espeak");
        assert!(config.board.show);
        assert_eq!(config.board.theme, Theme::HighContrast);
        assert_eq!(config.announce, AnnounceSettings::default());
    }

    #[test]
    fn mistakes_name_their_line_and_what_to_do() {
        let error =
            Config::from_toml("[speech]\nrate = 10\nspeed = 3\n", Path::new("c.toml")).unwrap_err();
        let text = error.message(Language::German);
        assert!(text.contains("Zeile 3"), "{text}");
        assert!(text.contains("speed"), "{text}");
        assert!(text.contains("Standardeinstellungen"), "{text}");
        let error = Config::from_toml("[speech]\nbackend = \"festival\"\n", Path::new("c.toml"))
            .unwrap_err();
        assert_eq!(
            error.message(Language::English),
            "In the settings file c.toml, speech.backend = \"festival\" is unknown, it can be auto, dispatcher, espeak, none; using the default settings."
        );
        let error = Config::from_toml("language = \"fr\"", Path::new("c.toml")).unwrap_err();
        assert!(error.message(Language::German).contains("Zeile 1"));
    }

    #[test]
    fn saved_settings_read_back_equal() {
        let dir = std::env::temp_dir().join(format!("ansage-config-test-{}", std::process::id()));
        let path = dir.join("sub/config.toml");
        let mut config = Config::default();
        config.speech.rate = 30;
        config.speech.voice = Some("de+f3".into());
        config.announce.style = Style::Long;
        config.board.square_width = 9;
        config.voice.device = Some("USB Mikrofon".into());
        config.save(&path).unwrap();
        assert_eq!(Config::load(&path).unwrap(), config);
        let _ = fs::remove_dir_all(&dir);
    }
}
