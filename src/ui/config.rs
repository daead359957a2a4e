//! Settings kept between games: a TOML file in the XDG config directory
//! (`$XDG_CONFIG_HOME/ansage/config.toml`, usually `~/.config/ansage/config.toml`), or the
//! file `ANSAGE_CONFIG` or `--config` names.
//!
//! Order of precedence: ansage's defaults, then the file, then the command line, then what the
//! player changes during play (which is written back only when they say so).

use std::io;
use std::path::{Path, PathBuf};
use std::time::Duration;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::game::clock::{TimeControl, TimeControlError, parse_alarms};
use crate::language::Language;
use crate::phrase::{Phrase, Value};
use crate::storage::files::{ReadError, WriteError, io_reason_phrase, read_limited, write_safely};
use crate::ui::board_view::{BoardViewOptions, Theme};
use crate::words::announce::{AnnounceOptions, AnnounceWords, Style};
use crate::words::phrases::shown;

/// The environment variable that names another config file.
pub const CONFIG_ENV: &str = "ANSAGE_CONFIG";

/// The largest config file ansage reads: 64 KiB, a hundred times what every setting takes.
/// A larger file (or an endless one) is refused before it fills the memory (issue 31 §8).
pub const MAX_CONFIG_BYTES: u64 = 64 * 1024;

/// The comment at the top of a config file ansage makes.
const CONFIG_HEADER: &str = "# ansage settings. Written by \"einstellungen speichern\" / \"save settings\";\n# edit freely, unknown keys are refused with the line they are on.\n\n";

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
    /// The chess clock.
    pub clock: ClockSection,
    /// How the game is run: `[match]` in the file.
    #[serde(rename = "match")]
    pub game_match: MatchSection,
    /// The chess engine for `--white engine` / `--black engine`.
    pub engine: EngineSection,
    /// The players' names and the event, for the PGN tags.
    pub players: PlayersSection,
}

/// `[players]`: the names written into the PGN tags White, Black and Event (`--white-name`,
/// `--black-name`, `--event`); unset names are written as "?", as PGN asks.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct PlayersSection {
    /// White's name.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub white: Option<String>,
    /// Black's name.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub black: Option<String>,
    /// The event (a club evening, a training).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub event: Option<String>,
}

/// `[engine]`: the UCI engine ansage plays with.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct EngineSection {
    /// The engine program (any UCI engine); Debian's Stockfish by default.
    pub path: PathBuf,
    /// The strength, 1 (beginner) to 8 (full strength).
    pub level: u8,
    /// The strength of "tipp" (the hint), 1 to 8; full strength by default.
    pub hint_level: u8,
}

impl Default for EngineSection {
    fn default() -> Self {
        EngineSection {
            path: PathBuf::from(crate::engine::STOCKFISH),
            level: crate::engine::Level::default().number(),
            hint_level: crate::engine::Level::MAX.number(),
        }
    }
}

impl EngineSection {
    /// The level, brought into range.
    pub fn level(&self) -> crate::engine::Level {
        crate::engine::Level::new(self.level).unwrap_or_default()
    }

    /// The hint's level, brought into range.
    pub fn hint_level(&self) -> crate::engine::Level {
        crate::engine::Level::new(self.hint_level).unwrap_or(crate::engine::Level::MAX)
    }
}

/// `[announce]`: how moves are announced.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct AnnounceSettings {
    /// short, long or verbose.
    pub style: Style,
    /// Whether pawn moves name the "Bauer".
    pub say_pawn: bool,
    /// The words of announcements: german ("Springer Felix drei") or english ("Knight
    /// Felix three"); unset, they follow the language.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub words: Option<AnnounceWords>,
}

impl Default for AnnounceSettings {
    fn default() -> Self {
        AnnounceSettings {
            style: Style::Short,
            say_pawn: true,
            words: None,
        }
    }
}

impl AnnounceSettings {
    /// How moves are announced for a user of `language`: the chosen words, else the
    /// language's own.
    pub fn options(&self, language: Language) -> AnnounceOptions {
        AnnounceOptions {
            style: self.style,
            say_pawn: self.say_pawn,
            words: self
                .words
                .map_or(language.announce_words(), AnnounceWords::language),
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
    /// Whether the move list (`züge`), the FEN and the scoresheet at the end of a game are
    /// spoken (in the words of Appendix F), or only shown.
    pub read_aloud: bool,
}

impl Default for SpeechSection {
    fn default() -> Self {
        SpeechSection {
            backend: "auto".into(),
            rate: 0,
            pitch: 0,
            volume: 0,
            voice: None,
            read_aloud: true,
        }
    }
}

impl SpeechSection {
    /// The backend named here; `auto` for a name ansage does not know.
    pub fn backend(&self) -> crate::speech::speaker::SpeechBackend {
        use clap::ValueEnum;
        crate::speech::speaker::SpeechBackend::from_str(&self.backend, true)
            .unwrap_or(crate::speech::speaker::SpeechBackend::Auto)
    }

    /// The voice settings kept here.
    pub fn settings(&self) -> crate::speech::speaker::SpeechSettings {
        crate::speech::speaker::SpeechSettings {
            rate: self.rate,
            pitch: self.pitch,
            volume: self.volume,
            voice: self.voice.clone(),
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
    /// The words to listen for, from a lexicon file of one's own (word, concept,
    /// pronunciation per line), for a speech model of another language; else the words
    /// moves are announced in.
    pub lexicon: Option<PathBuf>,
}

/// `[clock]`: the chess clock. No clock and no alarms unless asked for (F2.9d: times only on
/// request).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct ClockSection {
    /// The time control as typed, e.g. `time = "90+30"`, `"40/90+30, 30+30"`, `"5d3"`;
    /// a bare number of minutes (`time = 90`) works too, `"aus"` or `"off"` means no clock.
    /// No clock when not set.
    #[serde(
        deserialize_with = "read_time",
        skip_serializing_if = "Option::is_none"
    )]
    pub time: Option<TimeControl>,
    /// The times left at which the clock warns, largest first, e.g. `alarms = "5m, 1m"`
    /// (bare numbers are minutes). None when not set.
    #[serde(
        deserialize_with = "read_alarms",
        serialize_with = "write_alarms",
        skip_serializing_if = "Vec::is_empty"
    )]
    pub alarms: Vec<Duration>,
}

/// `[match]`: how the game is run.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct MatchSection {
    /// Whether the opponent must repeat every announced move (F2.1).
    pub repetition: Repetition,
    /// Tournament mode: the arbiter may add or take time (6.14).
    pub tournament: bool,
    /// Training between two people: engine help (hint, evaluation, review) during the game.
    /// Against the engine it is always on, in tournament mode never.
    pub training: bool,
    /// F2.6: the seconds after an announcement in which its mover may still correct a slip
    /// before the opponent's clock starts (F2.3); 0 starts it at once.
    pub correction_seconds: u32,
}

impl Default for MatchSection {
    /// No repetition step, friendly rules, no training, a correction window of three seconds.
    fn default() -> Self {
        MatchSection {
            repetition: Repetition::default(),
            tournament: false,
            training: false,
            correction_seconds: 3,
        }
    }
}

/// Whether each announced move must be repeated by the opponent (F2.1).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, clap::ValueEnum)]
#[serde(rename_all = "lowercase")]
pub enum Repetition {
    /// No repetition: the game goes on after the announcement.
    #[default]
    Off,
    /// The opponent repeats every announced move before their clock starts.
    Required,
}

impl Repetition {
    /// Whether the opponent must repeat the moves.
    pub fn is_required(self) -> bool {
        self == Repetition::Required
    }
}

impl From<bool> for Repetition {
    fn from(required: bool) -> Repetition {
        if required {
            Repetition::Required
        } else {
            Repetition::Off
        }
    }
}

/// Reads a time control as the player types it, or one of the words for "no clock":
/// `aus`, `off`, `keine`, `none`.
///
/// # Errors
///
/// The [`TimeControlError`] of [`TimeControl::parse`].
pub fn parse_time_setting(text: &str) -> Result<Option<TimeControl>, TimeControlError> {
    let word = text.trim().to_lowercase();
    if matches!(
        word.as_str(),
        "aus" | "off" | "keine" | "kein" | "none" | "nein" | "no"
    ) {
        return Ok(None);
    }
    TimeControl::parse(text).map(Some)
}

/// Alarm thresholds in the form [`parse_alarms`] reads back: `5m, 1m, 30s`.
pub fn format_alarms(alarms: &[Duration]) -> String {
    alarms
        .iter()
        .map(|alarm| {
            let millis = alarm.as_millis();
            if millis % 60_000 == 0 {
                format!("{}m", millis / 60_000)
            } else if millis % 1000 == 0 {
                format!("{}s", millis / 1000)
            } else {
                let seconds = format!("{}.{:03}", millis / 1000, millis % 1000);
                format!("{}s", seconds.trim_end_matches('0'))
            }
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// The sentence for an alarm list that cannot be read, in `language`.
pub fn alarms_error_message(error: &TimeControlError, language: Language) -> String {
    shown(&alarms_error_phrase(error), language)
}

/// The sentence for an alarm list that cannot be read, as data.
/// [`TimeControlError::phrase`] ends with examples of time controls (`control-examples`);
/// alarms get an example of their own (`config-alarms-example`) in their place.
pub fn alarms_error_phrase(error: &TimeControlError) -> Phrase {
    let mut phrase = error.phrase();
    if phrase.id == "joined" {
        for (name, value) in &mut phrase.args {
            if let (&mut "items", Value::List(_, items)) = (name, value) {
                if let Some(last) = items.last_mut() {
                    if matches!(last, Value::Phrase(p) if p.id == "control-examples") {
                        *last = Value::from(Phrase::new("config-alarms-example"));
                    }
                }
            }
        }
    }
    phrase
}

/// A time control, or the words for none, as a string or a bare number of minutes.
fn read_time<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Option<TimeControl>, D::Error> {
    deserializer.deserialize_any(Typed {
        parse: parse_time_setting,
        expecting: "a time control in quotes, like \"90+30\"",
    })
}

/// Alarm thresholds, as a string or a bare number of minutes; kept largest first.
fn read_alarms<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Vec<Duration>, D::Error> {
    deserializer.deserialize_any(Typed {
        parse: parse_alarms,
        expecting: "alarm times in quotes, like \"5m, 1m\"",
    })
}

fn write_alarms<S: Serializer>(alarms: &[Duration], serializer: S) -> Result<S::Ok, S::Error> {
    serializer.serialize_str(&format_alarms(alarms))
}

/// Reads a clock setting from a string or a whole number with `parse`.
struct Typed<T> {
    parse: fn(&str) -> Result<T, TimeControlError>,
    expecting: &'static str,
}

impl<T> serde::de::Visitor<'_> for Typed<T> {
    type Value = T;

    fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.expecting)
    }

    fn visit_str<E: serde::de::Error>(self, text: &str) -> Result<T, E> {
        (self.parse)(text).map_err(E::custom)
    }

    fn visit_i64<E: serde::de::Error>(self, number: i64) -> Result<T, E> {
        self.visit_str(&number.to_string())
    }

    fn visit_u64<E: serde::de::Error>(self, number: u64) -> Result<T, E> {
        self.visit_str(&number.to_string())
    }
}

/// `[clock]` as written, read on its own when the file has a mistake: a wrong time control
/// or alarm list is then told in the player's language rather than the TOML reader's words.
#[derive(Deserialize)]
struct ClockValues {
    clock: Option<ClockValuesSection>,
}

#[derive(Deserialize)]
struct ClockValuesSection {
    time: Option<toml::Spanned<toml::Value>>,
    alarms: Option<toml::Spanned<toml::Value>>,
}

/// The line `offset` falls on in `text`, from 1.
fn line_at(text: &str, offset: usize) -> usize {
    text.get(..offset).unwrap_or(text).matches('\n').count() + 1
}

/// Why the config file could not be read or written.
#[derive(Debug, thiserror::Error)]
pub enum ConfigError {
    /// The config file is a FIFO, a device or a folder.
    #[error("{0} is not an ordinary file")]
    NotAFile(PathBuf),
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
    /// A clock setting (`clock.time`, `clock.alarms`) that cannot be read.
    #[error("{path}, line {line}: {key}: {error}")]
    Clock {
        /// The file.
        path: PathBuf,
        /// The line the setting is on, from 1.
        line: usize,
        /// The setting, e.g. `clock.time`.
        key: &'static str,
        /// What is wrong with it.
        error: TimeControlError,
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
    /// The file is larger than ansage reads ([`MAX_CONFIG_BYTES`]).
    #[error("{path} is larger than {kib} KiB")]
    TooLarge {
        /// The file.
        path: PathBuf,
        /// The limit in KiB.
        kib: u64,
    },
    /// The file is not UTF-8 text (saved as Latin-1, say, or not text at all).
    #[error("{path}, line {line}: not UTF-8")]
    NotUtf8 {
        /// The file.
        path: PathBuf,
        /// The line of the first byte that is not UTF-8, from 1.
        line: usize,
    },
    /// The path is a symbolic link that leads back to itself, or through too many links.
    #[error("{0}: too many levels of symbolic links")]
    LinkLoop(PathBuf),
    /// Another ansage is saving the settings into this file at this moment.
    #[error("{path} is being saved by another process")]
    Locked {
        /// The file.
        path: PathBuf,
        /// Who saves it.
        holder: crate::storage::lock::Held,
    },
}

impl ConfigError {
    /// One sentence for the player, saying what is wrong and what to do, as data (a clock
    /// setting's own sentence nested in it).
    pub fn phrase(&self) -> Phrase {
        let shown_path = |path: &Path| path.display().to_string();
        match self {
            ConfigError::NotAFile(path) => {
                Phrase::new("config-not-a-file").with("path", shown_path(path))
            }
            ConfigError::Read { path, source } => Phrase::new("config-unreadable")
                .with("path", shown_path(path))
                .with("reason", io_reason_phrase(source)),
            ConfigError::Syntax {
                path,
                line,
                message,
            } => Phrase::new("config-syntax")
                .with("path", shown_path(path))
                .with("line", *line)
                .with("message", message.as_str()),
            ConfigError::Value {
                path,
                key,
                value,
                allowed,
            } => Phrase::new("config-unknown-value")
                .with("path", shown_path(path))
                .with("key", *key)
                .with("value", value.as_str())
                .with("allowed", *allowed),
            ConfigError::Clock {
                path,
                line,
                key,
                error,
            } => Phrase::new("config-clock")
                .with("path", shown_path(path))
                .with("line", *line)
                .with("key", *key)
                .with(
                    "sentence",
                    if *key == "clock.alarms" {
                        alarms_error_phrase(error)
                    } else {
                        error.phrase()
                    },
                ),
            ConfigError::Write { path, source } => Phrase::new("config-cannot-save")
                .with("path", shown_path(path))
                .with("reason", source.reason_phrase()),
            ConfigError::WouldOverwriteBroken(path) => {
                Phrase::new("config-would-overwrite").with("path", shown_path(path))
            }
            ConfigError::NoPlace => Phrase::new("config-no-place"),
            ConfigError::TooLarge { path, kib } => Phrase::new("config-too-large")
                .with("path", shown_path(path))
                .with("kib", i64::try_from(*kib).unwrap_or(i64::MAX)),
            ConfigError::NotUtf8 { path, line } => Phrase::new("config-not-utf8")
                .with("path", shown_path(path))
                .with("line", *line),
            ConfigError::LinkLoop(path) => {
                Phrase::new("config-link-loop").with("path", shown_path(path))
            }
            ConfigError::Locked { path, holder } => Phrase::new("config-locked")
                .with("path", shown_path(path))
                .with("holder", holder.holder_phrase()),
        }
    }

    /// One sentence for the player in `language`, saying what is wrong and what to do.
    pub fn message(&self, language: Language) -> String {
        shown(&self.phrase(), language)
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
        match read_config_text(path)? {
            Some(text) => Config::from_toml(&text, path),
            None => Ok(Config::default()),
        }
    }

    /// Reads settings from TOML text; `path` names it in errors.
    pub fn from_toml(text: &str, path: &Path) -> Result<Config, ConfigError> {
        let config: Config = toml::from_str(text).map_err(|e| {
            let line = e.span().map_or(1, |span| line_at(text, span.start));
            // A time control or alarm list on that line: its own sentence.
            Config::clock_mistake(text, path)
                .filter(
                    |mistake| matches!(mistake, ConfigError::Clock { line: l, .. } if *l == line),
                )
                .unwrap_or_else(|| ConfigError::Syntax {
                    path: path.to_owned(),
                    line,
                    // Read aloud: no backticks, no line breaks.
                    message: e.message().trim().replace('`', "\"").replace('\n', " "),
                })
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

    /// The first clock setting in `text` that cannot be read, if any.
    fn clock_mistake(text: &str, path: &Path) -> Option<ConfigError> {
        let clock = toml::from_str::<ClockValues>(text).ok()?.clock?;
        let typed = |value: &toml::Spanned<toml::Value>| match value.get_ref() {
            toml::Value::String(text) => Some(text.clone()),
            toml::Value::Integer(number) => Some(number.to_string()),
            _ => None,
        };
        let mistake = |value: &toml::Spanned<toml::Value>, key, error| ConfigError::Clock {
            path: path.to_owned(),
            line: line_at(text, value.span().start),
            key,
            error,
        };
        if let Some(time) = &clock.time {
            if let Some(Err(error)) = typed(time).map(|t| parse_time_setting(&t)) {
                return Some(mistake(time, "clock.time", error));
            }
        }
        if let Some(alarms) = &clock.alarms {
            if let Some(Err(error)) = typed(alarms).map(|t| parse_alarms(&t)) {
                return Some(mistake(alarms, "clock.alarms", error));
            }
        }
        None
    }

    /// Values out of range brought into range: rate, pitch and volume to -100…100; alarms
    /// largest first, each once.
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
        for name in [
            &mut self.players.white,
            &mut self.players.black,
            &mut self.players.event,
        ] {
            *name = name
                .take()
                .map(|n| n.trim().to_owned())
                .filter(|n| !n.is_empty());
        }
        self.engine.level = self.engine.level().number();
        self.engine.hint_level = self.engine.hint_level().number();
        let view = self.board.view();
        self.board.square_width = view.square_width;
        self.board.square_height = view.square_height;
        // Alarms as parse_alarms gives them: largest first, each once, none at zero.
        self.clock.alarms.retain(|alarm| !alarm.is_zero());
        self.clock.alarms.sort_unstable_by(|a, b| b.cmp(a));
        self.clock.alarms.dedup();
        self
    }

    /// The settings as TOML text, with a line saying what the file is.
    pub fn to_toml(&self) -> String {
        let body = toml::to_string_pretty(self).unwrap_or_default();
        format!("{CONFIG_HEADER}{body}")
    }

    /// What changed in play, from `start` to `self`, key by key (`{"speech": {"rate": 30}}`):
    /// what "einstellungen speichern" writes. Options given for this call only (`--speech
    /// none`, `--time`) are in `start` already and so are not among them.
    pub fn changes_since(&self, start: &Config) -> serde_json::Value {
        match (serde_json::to_value(start), serde_json::to_value(self)) {
            (Ok(start), Ok(now)) => {
                difference(&start, &now).unwrap_or_else(|| serde_json::json!({}))
            }
            _ => serde_json::json!({}),
        }
    }

    /// Writes `changes` (from [`Config::changes_since`]) into the config file at `path`: its
    /// other settings stay as they are, and a setting ansage never changed is not written, so
    /// later versions' defaults still reach it. A file that does not exist is made.
    pub fn save_changes(path: &Path, changes: &serde_json::Value) -> Result<(), ConfigError> {
        // Two ansage saving at once would each write over the other's changes.
        let _lock = match crate::storage::lock::lock_beside(path) {
            Ok(lock) => Some(lock),
            Err(None) => None,
            Err(Some(holder)) => {
                return Err(ConfigError::Locked {
                    path: path.to_owned(),
                    holder,
                });
            }
        };
        let existing = read_config_text(path)?.unwrap_or_default();
        let syntax = |message: String| ConfigError::Syntax {
            path: path.to_owned(),
            line: 1,
            message,
        };
        // toml_edit keeps what the player wrote: comments, blank lines, the order of keys
        // (issue 31 §8); only the keys ansage changes are touched.
        let mut document: toml_edit::DocumentMut = existing
            .parse()
            .map_err(|e: toml_edit::TomlError| syntax(e.message().to_owned()))?;
        merge_into(document.as_table_mut(), changes);
        let text = if existing.trim().is_empty() {
            format!("{CONFIG_HEADER}{document}")
        } else {
            document.to_string()
        };
        // The result must read back as settings, or nothing is written.
        Config::from_toml(&text, path)?;
        let write_error = |source| ConfigError::Write {
            path: path.to_owned(),
            source,
        };
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
            if !dir.exists() {
                crate::storage::files::make_folder(dir).map_err(|source| {
                    write_error(WriteError::Io {
                        path: dir.to_owned(),
                        source,
                    })
                })?;
            }
        }
        write_safely(path, text).map_err(write_error)
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
                crate::storage::files::make_folder(dir).map_err(|source| {
                    write_error(WriteError::Io {
                        path: dir.to_owned(),
                        source,
                    })
                })?;
            }
        }
        write_safely(path, self.to_toml()).map_err(write_error)
    }
}

/// Puts `changes` into `table`, key by key; a change to nothing (a voice no longer chosen)
/// takes the key out. A value keeps the comment written after it.
fn merge_into(table: &mut dyn toml_edit::TableLike, changes: &serde_json::Value) {
    use toml_edit::Item;
    let serde_json::Value::Object(changes) = changes else {
        return;
    };
    for (key, change) in changes {
        match change {
            serde_json::Value::Null => {
                table.remove(key);
            }
            serde_json::Value::Object(_) => {
                if !table.get(key).is_some_and(Item::is_table_like) {
                    table.insert(key, Item::Table(toml_edit::Table::new()));
                }
                if let Some(inner) = table.get_mut(key).and_then(Item::as_table_like_mut) {
                    merge_into(inner, change);
                }
            }
            value => {
                let Some(mut new) = toml_value(value) else {
                    continue;
                };
                match table.get_mut(key) {
                    Some(Item::Value(old)) => {
                        *new.decor_mut() = old.decor().clone();
                        *old = new;
                    }
                    _ => {
                        table.insert(key, Item::Value(new));
                    }
                }
            }
        }
    }
}

/// A JSON value as a TOML value; `None` for null, which TOML has not.
fn toml_value(value: &serde_json::Value) -> Option<toml_edit::Value> {
    use serde_json::Value as Json;
    Some(match value {
        Json::Null => return None,
        Json::Bool(b) => toml_edit::Value::from(*b),
        Json::Number(n) => match n.as_i64() {
            Some(i) => toml_edit::Value::from(i),
            None => toml_edit::Value::from(n.as_f64()?),
        },
        Json::String(text) => toml_edit::Value::from(text.as_str()),
        Json::Array(items) => {
            toml_edit::Value::Array(items.iter().filter_map(toml_value).collect())
        }
        Json::Object(fields) => toml_edit::Value::InlineTable(
            fields
                .iter()
                .filter_map(|(k, v)| Some((k.as_str(), toml_value(v)?)))
                .collect(),
        ),
    })
}

/// The text of the config file at `path`, `None` when there is none: read through the file
/// layer, at most [`MAX_CONFIG_BYTES`], never from a FIFO or a device; a UTF-8 byte-order
/// mark (Windows editors write one) is passed over. Invalid UTF-8, a link loop and a file
/// too large each get their own sentence (issue 31 §8).
fn read_config_text(path: &Path) -> Result<Option<String>, ConfigError> {
    let bytes = match read_limited(path, MAX_CONFIG_BYTES) {
        Ok(bytes) => bytes,
        Err(ReadError::NotAFile(_)) => return Err(ConfigError::NotAFile(path.to_owned())),
        Err(ReadError::TooLarge { limit, .. }) => {
            return Err(ConfigError::TooLarge {
                path: path.to_owned(),
                kib: limit / 1024,
            });
        }
        Err(ReadError::Io { source, .. }) if source.kind() == io::ErrorKind::NotFound => {
            return Ok(None);
        }
        Err(ReadError::Io { source, .. }) if source.raw_os_error() == Some(libc::ELOOP) => {
            return Err(ConfigError::LinkLoop(path.to_owned()));
        }
        Err(ReadError::Io { source, .. }) => {
            return Err(ConfigError::Read {
                path: path.to_owned(),
                source,
            });
        }
    };
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(&bytes);
    match std::str::from_utf8(bytes) {
        Ok(text) => Ok(Some(text.to_owned())),
        Err(e) => Err(ConfigError::NotUtf8 {
            path: path.to_owned(),
            line: 1 + bytes[..e.valid_up_to()]
                .iter()
                .filter(|&&b| b == b'\n')
                .count(),
        }),
    }
}

/// What differs from `start` in `now`, key by key: for tables only the keys that changed,
/// any other value whole; `None` when nothing did.
fn difference(start: &serde_json::Value, now: &serde_json::Value) -> Option<serde_json::Value> {
    use serde_json::Value;
    match (start, now) {
        (Value::Object(start), Value::Object(now)) => {
            let changed: serde_json::Map<String, Value> = now
                .iter()
                .filter_map(|(key, value)| {
                    let before = start.get(key).unwrap_or(&Value::Null);
                    difference(before, value).map(|change| (key.clone(), change))
                })
                .collect();
            (!changed.is_empty()).then_some(Value::Object(changed))
        }
        (start, now) => (start != now).then(|| now.clone()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_what_changed_in_play_is_saved_not_this_calls_options() {
        let mut file = Config::default();
        file.speech.rate = 10;
        // This call: --speech none.
        let mut start = file.clone();
        start.speech.backend = "none".into();
        // In play: faster, and the board view on.
        let mut now = start.clone();
        now.speech.rate = 30;
        now.board.show = true;
        assert_eq!(
            now.changes_since(&start),
            serde_json::json!({"speech": {"rate": 30}, "board": {"show": true}}),
            "--speech none is not among them"
        );
        assert_eq!(now.changes_since(&now), serde_json::json!({}));
    }

    #[test]
    fn saving_writes_only_the_changes_and_keeps_the_rest_of_the_file() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("config.toml");
        std::fs::write(
            &path,
            "language = \"en\"\n[speech]\nrate = 10\nvoice = \"Anna\"\n",
        )
        .unwrap();
        let mut start = Config::load(&path).unwrap();
        start.speech.backend = "none".into();
        let mut now = start.clone();
        now.speech.pitch = 20;
        now.speech.voice = None;
        now.board.show = true;
        Config::save_changes(&path, &now.changes_since(&start)).unwrap();
        let text = std::fs::read_to_string(&path).unwrap();
        let table: toml::Table = text.parse().unwrap();
        assert_eq!(
            table,
            "language = \"en\"\n[speech]\nrate = 10\npitch = 20\n[board]\nshow = true\n"
                .parse::<toml::Table>()
                .unwrap(),
            "{text}"
        );
        // A new file holds only what changed.
        let fresh = dir.path().join("new/config.toml");
        Config::save_changes(&fresh, &serde_json::json!({"speech": {"rate": 40}})).unwrap();
        let text = std::fs::read_to_string(&fresh).unwrap();
        assert!(text.starts_with("# ansage settings."), "{text}");
        assert_eq!(
            text.parse::<toml::Table>().unwrap(),
            "[speech]\nrate = 40\n".parse::<toml::Table>().unwrap()
        );
    }

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
        assert_eq!(config.language, Language::ENGLISH);
        assert_eq!(config.speech.rate, 100, "clamped");
        assert_eq!(config.speech.backend, "espeak");
        assert!(config.board.show);
        assert_eq!(config.board.theme, Theme::HighContrast);
        assert_eq!(config.announce, AnnounceSettings::default());
    }

    #[test]
    fn announcement_words_follow_the_language_unless_chosen() {
        let config = Config::from_toml("language = \"en\"\n", Path::new("c.toml")).unwrap();
        assert_eq!(
            config.announce.options(config.language).words,
            Language::ENGLISH
        );
        let config = Config::from_toml(
            "language = \"en\"\n[announce]\nwords = \"german\"\n",
            Path::new("c.toml"),
        )
        .unwrap();
        assert_eq!(
            config.announce.words,
            Some(AnnounceWords::of(Language::GERMAN))
        );
        assert_eq!(
            config.announce.options(config.language).words,
            Language::GERMAN
        );
        let config =
            Config::from_toml("[announce]\nwords = \"english\"\n", Path::new("c.toml")).unwrap();
        assert_eq!(
            config.announce.options(Language::GERMAN).words,
            Language::ENGLISH
        );
        assert!(
            Config::from_toml("[announce]\nwords = \"french\"\n", Path::new("c.toml")).is_err()
        );
    }

    #[test]
    fn mistakes_name_their_line_and_what_to_do() {
        let error =
            Config::from_toml("[speech]\nrate = 10\nspeed = 3\n", Path::new("c.toml")).unwrap_err();
        let text = error.message(Language::GERMAN);
        assert!(text.contains("Zeile 3"), "{text}");
        assert!(text.contains("speed"), "{text}");
        assert!(text.contains("Standardeinstellungen"), "{text}");
        let error = Config::from_toml("[speech]\nbackend = \"festival\"\n", Path::new("c.toml"))
            .unwrap_err();
        assert_eq!(
            error.message(Language::ENGLISH),
            "In the settings file c.toml, speech.backend = \"festival\" is unknown, it can be auto, dispatcher, espeak, none; using the default settings."
        );
        let error = Config::from_toml("language = \"fr\"", Path::new("c.toml")).unwrap_err();
        assert!(error.message(Language::GERMAN).contains("Zeile 1"));
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
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn clock_and_match_are_off_by_default() {
        let config = Config::default();
        assert_eq!(config.clock.time, None);
        assert!(config.clock.alarms.is_empty());
        assert_eq!(config.game_match.repetition, Repetition::Off);
        assert!(!config.game_match.tournament);
        let text = config.to_toml();
        assert!(
            !text.contains("time =") && !text.contains("alarms ="),
            "{text}"
        );
        assert!(
            text.contains("[match]\nrepetition = \"off\"\ntournament = false"),
            "{text}"
        );
        assert_eq!(
            Config::from_toml(&text, Path::new("c.toml")).unwrap(),
            config
        );
    }

    #[test]
    fn clock_and_match_settings_read_back_equal() {
        let mut config = Config::default();
        config.clock.time = Some(TimeControl::parse("40/90+30, 30+30").unwrap());
        config.clock.alarms = vec![
            Duration::from_secs(30),
            Duration::from_secs(300),
            Duration::from_millis(1500),
            Duration::from_secs(60),
        ];
        config.game_match.repetition = Repetition::Required;
        config.game_match.tournament = true;
        let config = config.normalised();
        let text = config.to_toml();
        assert!(
            text.contains("[clock]\ntime = \"40/90+30, 30+30\"\nalarms = \"5m, 1m, 30s, 1.5s\"\n"),
            "{text}"
        );
        assert!(
            text.contains("[match]\nrepetition = \"required\"\ntournament = true"),
            "{text}"
        );
        assert_eq!(
            Config::from_toml(&text, Path::new("c.toml")).unwrap(),
            config
        );
        let dir = std::env::temp_dir().join(format!("ansage-config-clock-{}", std::process::id()));
        let path = dir.join("config.toml");
        config.save(&path).unwrap();
        assert_eq!(Config::load(&path).unwrap(), config);
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn clock_settings_as_players_write_them() {
        let config = Config::from_toml(
            "[clock]\ntime = \"5d3\"\nalarms = \"1, 5 min, 30 s\"\n[match]\nrepetition = \"required\"\n",
            Path::new("c.toml"),
        )
        .unwrap();
        assert_eq!(
            config.clock.time,
            Some(TimeControl::delay(Duration::from_secs(300), Duration::from_secs(3)).unwrap())
        );
        assert_eq!(
            config.clock.alarms,
            [300, 60, 30].map(Duration::from_secs).to_vec()
        );
        assert!(config.game_match.repetition.is_required());
        assert!(!config.game_match.tournament);
        let config =
            Config::from_toml("[clock]\ntime = 90\nalarms = 2\n", Path::new("c.toml")).unwrap();
        assert_eq!(
            config.clock.time,
            Some(TimeControl::sudden_death(Duration::from_secs(90 * 60)).unwrap())
        );
        assert_eq!(config.clock.alarms, vec![Duration::from_secs(120)]);
        let config = Config::from_toml(
            "[clock]\ntime = \"aus\"\nalarms = \"off\"\n",
            Path::new("c.toml"),
        )
        .unwrap();
        assert_eq!(config.clock, ClockSection::default());
    }

    #[test]
    fn clock_mistakes_name_their_line_in_the_players_words() {
        let error = Config::from_toml(
            "language = \"de\"\n[clock]\ntime = \"neunzig\"\n",
            Path::new("c.toml"),
        )
        .unwrap_err();
        let text = error.message(Language::GERMAN);
        assert!(
            text.starts_with("Die Einstellungsdatei c.toml hat in Zeile 3 bei clock.time einen Fehler: Mit neunzig kann ich an dieser Stelle nichts anfangen. Beispiele: 90"),
            "{text}"
        );
        assert!(
            text.ends_with("Bis er behoben ist, nehme ich die Standardeinstellungen."),
            "{text}"
        );
        let error =
            Config::from_toml("[clock]\ntime = \"40/90, \"\n", Path::new("c.toml")).unwrap_err();
        assert!(
            error
                .message(Language::ENGLISH)
                .starts_with("The settings file c.toml has a mistake on line 2, in clock.time: A time is missing after ,"),
            "{}",
            error.message(Language::ENGLISH)
        );
        // Alarms get an alarm example, not time control examples.
        let error = Config::from_toml(
            "[clock]\ntime = \"90+30\"\n\nalarms = \"5, x\"\n",
            Path::new("c.toml"),
        )
        .unwrap_err();
        let text = error.message(Language::ENGLISH);
        assert!(text.contains("line 4, in clock.alarms:"), "{text}");
        assert!(
            text.contains("For example 5, 1 for alarms at five minutes and one minute")
                && !text.contains("90+30"),
            "{text}"
        );
        // As data: the alarms' example takes the time controls' examples' place.
        let sentence = match error.phrase().arg("sentence") {
            Some(Value::Phrase(sentence)) => sentence.as_ref().clone(),
            other => panic!("{other:?}"),
        };
        let examples = |id| Value::from(Phrase::new(id));
        assert!(
            matches!(sentence.arg("items"), Some(Value::List(_, items))
                if items.last() == Some(&examples("config-alarms-example"))),
            "{sentence:?}"
        );
        let spanish = error.message(Language::SPANISH);
        assert!(
            spanish.contains("Por ejemplo 5, 1") && !spanish.contains("90+30"),
            "{spanish}"
        );
        let error =
            Config::from_toml("[clock]\nalarms = \"5, 0\"\n", Path::new("c.toml")).unwrap_err();
        assert!(
            error
                .message(Language::GERMAN)
                .contains("Ein Alarm bei null Minuten käme zu spät."),
            "{}",
            error.message(Language::GERMAN)
        );
        // A wrong type, or a mistake on an earlier line, is told as the TOML reader says it.
        let error = Config::from_toml("[clock]\ntime = true\n", Path::new("c.toml")).unwrap_err();
        let text = error.message(Language::ENGLISH);
        assert!(text.contains("line 2") && text.contains("90+30"), "{text}");
        let error = Config::from_toml(
            "[clock]\nspeed = 3\ntime = \"neunzig\"\n",
            Path::new("c.toml"),
        )
        .unwrap_err();
        assert!(
            matches!(error, ConfigError::Syntax { line: 2, .. }),
            "{error:?}"
        );
    }

    #[test]
    fn match_mistakes_name_their_line() {
        let error = Config::from_toml("[match]\nrepetition = \"always\"\n", Path::new("c.toml"))
            .unwrap_err();
        let text = error.message(Language::ENGLISH);
        assert!(text.contains("line 2") && text.contains("always"), "{text}");
        let error =
            Config::from_toml("[match]\ntournament = \"yes\"\n", Path::new("c.toml")).unwrap_err();
        assert!(
            matches!(error, ConfigError::Syntax { line: 2, .. }),
            "{error:?}"
        );
        let error =
            Config::from_toml("[match]\narbiter = true\n", Path::new("c.toml")).unwrap_err();
        assert!(error.message(Language::GERMAN).contains("arbiter"));
    }

    #[test]
    fn alarms_are_written_as_they_are_read() {
        let alarms = [600_000, 90_000, 1_250].map(Duration::from_millis);
        let text = format_alarms(&alarms);
        assert_eq!(text, "10m, 90s, 1.25s");
        assert_eq!(parse_alarms(&text).unwrap(), alarms.to_vec());
        assert_eq!(format_alarms(&[]), "");
    }
}
