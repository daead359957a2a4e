//! The settings a player changes during a game, for every game's front end (chess's and
//! Meder's 3D chess's): the voice ("schneller", "lauter", "stimme anna"), the announcements
//! ("ansage lang", "bauer aus", "wörter englisch"), lists read aloud ("vorlesen aus"), all of
//! them said ("einstellungen") and kept in the config file ("einstellungen speichern"). The
//! board view is each front end's own: chess draws one board, 3D its three levels.

use std::path::Path;

use crate::commands::SettingChange;
use crate::language::Language;
use crate::phrase::{Phrase, Value};
use crate::speech::speaker::{Speaker, SpeechChange, SpeechSettings};
use crate::ui::config::{Config, ConfigError, Repetition};
use crate::words::announce::{AnnounceOptions, Style};

/// What `change` says once it is made in `config` and at `speaker`; `None` for a change that
/// says nothing here: the board view and saving (the front end's), and F2.1's repetition
/// (the session said it; only the config keeps it, for "einstellungen speichern").
pub(crate) fn change(
    change: &SettingChange,
    config: &mut Config,
    speaker: &mut dyn Speaker,
    language: Language,
) -> Option<Phrase> {
    if let Some(speech_change) = speech_change(change) {
        let mut settings = config.speech.settings();
        let changed = settings.change(speech_change);
        store_speech_settings(config, &settings);
        speaker.set_settings(settings.clone());
        return Some(if changed {
            settings.phrase()
        } else {
            Phrase::new("terminal-speech-limit").with("settings", settings.phrase())
        });
    }
    match change {
        SettingChange::Voice(name) => Some(change_voice(name, config, speaker)),
        SettingChange::Style(style) => {
            config.announce.style = *style;
            let example = example_announcement("g1f3", config.announce.options(language));
            Some(style_sentence(*style, &example))
        }
        SettingChange::SayPawn(on) => {
            config.announce.say_pawn = *on;
            let example = example_announcement("e2e4", config.announce.options(language));
            Some(
                Phrase::new("terminal-say-pawn-now")
                    .with("on", yes_no(*on))
                    .with("example", example),
            )
        }
        SettingChange::Words(words) => {
            config.announce.words = Some(*words);
            let words = config.announce.options(language).words;
            Some(Phrase::new("terminal-words-now").with("words", words.code()))
        }
        SettingChange::Show => Some(describe_settings(config, speaker.description())),
        SettingChange::ReadAloud(on) => {
            config.speech.read_aloud = *on;
            Some(Phrase::new("terminal-read-aloud-now").with("on", yes_no(*on)))
        }
        SettingChange::Repetition(on) => {
            config.game_match.repetition = if *on {
                Repetition::Required
            } else {
                Repetition::Off
            };
            None
        }
        SettingChange::Board(_) | SettingChange::Save => None,
        // The voice's own, handled above.
        SettingChange::Faster
        | SettingChange::Slower
        | SettingChange::Louder
        | SettingChange::Quieter
        | SettingChange::Higher
        | SettingChange::Lower => None,
    }
}

/// "einstellungen speichern": writes what changed in play (`changes`) into the config file
/// at `config_path`; what to say, and whether it was saved.
pub(crate) fn save(changes: &serde_json::Value, config_path: Option<&Path>) -> (Phrase, bool) {
    let nothing = changes.as_object().is_none_or(|c| c.is_empty());
    match config_path {
        Some(path) if nothing => (
            Phrase::new("terminal-settings-unchanged").with("path", path.display().to_string()),
            true,
        ),
        Some(path) => match Config::save_changes(path, changes) {
            Ok(()) => (
                Phrase::new("terminal-settings-saved").with("path", path.display().to_string()),
                true,
            ),
            Err(e) => (e.phrase(), false),
        },
        None => (ConfigError::NoPlace.phrase(), false),
    }
}

/// The change of the voice's rate, volume or pitch that `change` asks for, if it is one.
fn speech_change(change: &SettingChange) -> Option<SpeechChange> {
    match change {
        SettingChange::Faster => Some(SpeechChange::Faster),
        SettingChange::Slower => Some(SpeechChange::Slower),
        SettingChange::Louder => Some(SpeechChange::Louder),
        SettingChange::Quieter => Some(SpeechChange::Quieter),
        SettingChange::Higher => Some(SpeechChange::Higher),
        SettingChange::Lower => Some(SpeechChange::Lower),
        _ => None,
    }
}

/// "stimme NAME": the voice chosen by name (or an espeak-ng variant such as "de+f3"), said;
/// "stimme" alone names the voices there are.
fn change_voice(name: &str, config: &mut Config, speaker: &mut dyn Speaker) -> Phrase {
    if name.chars().any(char::is_control) {
        return Phrase::new("terminal-voice-name-invalid");
    }
    // Listed now, when asked for (speech-dispatcher takes seconds), never at start.
    let voices = speaker.voices();
    if voices.is_empty() {
        return Phrase::new("terminal-no-voices").with("speaker", speaker.description());
    }
    if name.trim().is_empty() {
        return voices_sentence(&voices);
    }
    let mut settings = config.speech.settings();
    // espeak-ng's variants ("de+f3") are the voice before the + with another timbre.
    let base = name.trim().split('+').next().unwrap_or_default();
    let known = voices.iter().any(|v| v.eq_ignore_ascii_case(base))
        || name.trim().eq_ignore_ascii_case("standard")
        || name.trim().eq_ignore_ascii_case("default");
    let chosen = if known && name.contains('+') {
        settings.voice = Some(name.trim().to_owned());
        true
    } else {
        settings.choose_voice(name, &voices)
    };
    if !chosen {
        let some: Vec<&str> = voices.iter().take(8).map(String::as_str).collect();
        return Phrase::new("terminal-unknown-voice")
            .with("name", name)
            .with("some", some.join(", "));
    }
    store_speech_settings(config, &settings);
    speaker.set_settings(settings.clone());
    let now = match settings.voice {
        Some(voice) => Value::Verbatim(voice),
        None => Phrase::new("terminal-default-voice").into(),
    };
    Phrase::new("terminal-voice-now").with("voice", now)
}

/// "stimmen": how many voices there are, and the first of them by name.
fn voices_sentence(voices: &[String]) -> Phrase {
    const NAMED: usize = 12;
    let some = voices
        .iter()
        .take(NAMED)
        .cloned()
        .collect::<Vec<_>>()
        .join(", ");
    let count = voices.len();
    let id = if count > NAMED {
        "terminal-voices-many"
    } else {
        "terminal-voices"
    };
    Phrase::new(id).with("count", count).with("some", some)
}

/// The voice's settings kept in `config`, for "einstellungen speichern" and the journal.
pub(crate) fn store_speech_settings(config: &mut Config, settings: &SpeechSettings) {
    config.speech.rate = settings.rate;
    config.speech.pitch = settings.pitch;
    config.speech.volume = settings.volume;
    config.speech.voice = settings.voice.clone();
}

/// A move from the starting position (`g1f3`) announced as the settings now have it:
/// "Springer Felix drei", "Knight from Gustav one to Felix three".
fn example_announcement(uci: &str, options: AnnounceOptions) -> String {
    let position = shakmaty::Chess::default();
    uci.parse::<shakmaty::uci::UciMove>()
        .ok()
        .and_then(|m| m.to_move(&position).ok())
        .map(|m| crate::words::announce::announce_with(&position, m, options))
        .unwrap_or_default()
}

/// A style's key in the catalogues' selectors: `short`, `long`, `verbose`.
fn style_key(style: Style) -> &'static str {
    match style {
        Style::Short => "short",
        Style::Long => "long",
        Style::Verbose => "verbose",
    }
}

/// "Ansage jetzt kurz: Springer Felix drei."
fn style_sentence(style: Style, example: &str) -> Phrase {
    Phrase::new("terminal-style-now")
        .with("style", style_key(style))
        .with("example", example)
}

/// "einstellungen": every setting in a few sentences.
pub(crate) fn describe_settings(config: &Config, speaker: &str) -> Phrase {
    let words = config.announce.options(config.language).words;
    Phrase::new("terminal-settings")
        .with("style", style_key(config.announce.style))
        .with("words", words.code())
        .with("pawn", yes_no(config.announce.say_pawn))
        .with("speaker", speaker)
        .with("speech", config.speech.settings().phrase())
        .with("read-aloud", yes_no(config.speech.read_aloud))
        .with("board", yes_no(config.board.show))
}

/// "einstellungen" in a 3D game: a 3D move is always announced whole, so the announcement's
/// style, words and pawn word (chess's) are not named.
pub(crate) fn describe_settings_3d(config: &Config, speaker: &str) -> Phrase {
    Phrase::new("terminal-settings-3d")
        .with("speaker", speaker)
        .with("speech", config.speech.settings().phrase())
        .with("read-aloud", yes_no(config.speech.read_aloud))
        .with("board", yes_no(config.board.show))
}

/// A yes-or-no fact's key in the catalogues' selectors: `yes`, `no`.
pub(crate) fn yes_no(on: bool) -> &'static str {
    if on { "yes" } else { "no" }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::words::phrases::shown;

    #[test]
    fn settings_are_described_from_data() {
        let config = Config::default();
        let phrase = describe_settings(&config, "espeak-ng");
        assert_eq!(phrase.arg("style"), Some(&Value::from("short")));
        let german = shown(&phrase, Language::GERMAN);
        assert!(
            german.starts_with("Sprache Deutsch. Ansage kurz, mit deutschen Wörtern"),
            "{german}"
        );
        let english = shown(&phrase, Language::ENGLISH);
        assert!(
            english.starts_with("Language English. Announcements short, in German words"),
            "{english}"
        );
    }

    #[test]
    fn the_settings_of_a_3d_game_name_no_announcement_style() {
        let mut config = Config::default();
        config.board.show = true;
        let phrase = describe_settings_3d(&config, "espeak-ng");
        let german = shown(&phrase, Language::GERMAN);
        assert!(
            german.starts_with(
                "Sprache Deutsch. Ein 3D-Zug wird immer ganz angesagt. Sprachausgabe espeak-ng:"
            ),
            "{german}"
        );
        assert!(german.ends_with("Brettansicht an."), "{german}");
        assert!(!german.contains("Bauer"), "{german}");
    }

    #[test]
    fn saving_without_a_place_says_so() {
        let (said, saved) = save(&serde_json::json!({"speech": {"rate": 10}}), None);
        assert!(!saved);
        assert_eq!(said, ConfigError::NoPlace.phrase());
    }
}
