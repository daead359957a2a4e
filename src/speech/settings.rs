//! How the voice sounds: rate, pitch, volume and which voice, changeable during play
//! ("schneller", "langsamer", "lauter", "leiser", "höher", "tiefer"), and how these settings
//! map onto each backend's own scale.

use serde::{Deserialize, Serialize};

use crate::language::Language;
use crate::phrase::{Phrase, Value};
use crate::words::phrases::shown;

/// The lowest value of rate, pitch and volume.
pub const SETTING_MIN: i32 = -100;
/// The highest value of rate, pitch and volume.
pub const SETTING_MAX: i32 = 100;
/// How much one "schneller", "lauter" or "höher" changes a setting.
pub const SETTING_STEP: i32 = 10;

/// Rate, pitch, volume and voice. Each number runs from -100 to 100; 0 is the voice's
/// normal. Values outside that range (from a hand-edited config file) are treated as the
/// nearest limit.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct SpeechSettings {
    /// How fast: -100 slowest, 0 normal, 100 fastest.
    pub rate: i32,
    /// How high: -100 lowest, 0 normal, 100 highest.
    pub pitch: i32,
    /// How loud: -100 quietest, 0 normal, 100 loudest.
    pub volume: i32,
    /// A voice name the backend knows (see `Speaker::voices`); `None` is the default voice
    /// for the language.
    pub voice: Option<String>,
}

/// One step of a setting, as the player asks for it during play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SpeechChange {
    /// "schneller" / "faster": rate up by 10.
    Faster,
    /// "langsamer" / "slower": rate down by 10.
    Slower,
    /// "lauter" / "louder": volume up by 10.
    Louder,
    /// "leiser" / "quieter": volume down by 10.
    Quieter,
    /// "höher" / "higher": pitch up by 10.
    Higher,
    /// "tiefer" / "lower": pitch down by 10.
    Lower,
}

impl SpeechSettings {
    /// Applies one step. Returns `false`, changing nothing, when the setting is already at
    /// its limit.
    pub fn change(&mut self, change: SpeechChange) -> bool {
        let (value, step) = match change {
            SpeechChange::Faster => (&mut self.rate, SETTING_STEP),
            SpeechChange::Slower => (&mut self.rate, -SETTING_STEP),
            SpeechChange::Louder => (&mut self.volume, SETTING_STEP),
            SpeechChange::Quieter => (&mut self.volume, -SETTING_STEP),
            SpeechChange::Higher => (&mut self.pitch, SETTING_STEP),
            SpeechChange::Lower => (&mut self.pitch, -SETTING_STEP),
        };
        let old = clamp(*value);
        let new = clamp(old.saturating_add(step));
        *value = new;
        new != old
    }

    /// The settings with every number inside -100..=100.
    pub fn clamped(&self) -> SpeechSettings {
        SpeechSettings {
            rate: clamp(self.rate),
            pitch: clamp(self.pitch),
            volume: clamp(self.volume),
            voice: self.voice.clone(),
        }
    }

    /// Chooses a voice by name from `available` (as `Speaker::voices` lists them), ignoring
    /// case; "standard", "default" or nothing returns to the language's default voice.
    /// Returns `false`, changing nothing, when no voice has that name.
    pub fn choose_voice(&mut self, wanted: &str, available: &[String]) -> bool {
        let wanted = wanted.trim();
        if wanted.is_empty()
            || wanted.eq_ignore_ascii_case("standard")
            || wanted.eq_ignore_ascii_case("default")
        {
            self.voice = None;
            return true;
        }
        match find_voice(available, wanted) {
            Some(name) => {
                self.voice = Some(name);
                true
            }
            None => false,
        }
    }

    /// The settings in one sentence, as data.
    pub fn phrase(&self) -> Phrase {
        let s = self.clamped();
        let voice = match s.voice {
            Some(name) => Value::Verbatim(name),
            None => Phrase::new("speech-default-voice").into(),
        };
        Phrase::new("speech-settings")
            .with("rate", i64::from(s.rate))
            .with("pitch", i64::from(s.pitch))
            .with("volume", i64::from(s.volume))
            .with("voice", voice)
    }

    /// The settings in one sentence, e.g. "Tempo 20, Tonhöhe 0, Lautstärke 0, Stimme
    /// Standard."
    pub fn describe(&self, language: Language) -> String {
        shown(&self.phrase(), language)
    }
}

/// The voice in `available` called `wanted`, ignoring case: the exact name, else the one
/// name that starts with it.
pub fn find_voice(available: &[String], wanted: &str) -> Option<String> {
    let wanted = wanted.trim().to_lowercase();
    if wanted.is_empty() {
        return None;
    }
    if let Some(exact) = available.iter().find(|v| v.to_lowercase() == wanted) {
        return Some(exact.clone());
    }
    let mut starting = available
        .iter()
        .filter(|v| v.to_lowercase().starts_with(&wanted));
    match (starting.next(), starting.next()) {
        (Some(only), None) => Some(only.clone()),
        _ => None,
    }
}

fn clamp(value: i32) -> i32 {
    value.clamp(SETTING_MIN, SETTING_MAX)
}

/// Maps a setting (-100..=100, 0 normal) onto a backend's scale: -100 is `min`, 0 is
/// `normal`, 100 is `max`, straight lines in between.
pub fn scale(value: i32, min: f32, normal: f32, max: f32) -> f32 {
    let v = clamp(value) as f32 / SETTING_MAX as f32;
    if v < 0.0 {
        normal + (normal - min) * v
    } else {
        normal + (max - normal) * v
    }
}

/// espeak-ng's normal rate in words per minute.
pub const ESPEAK_NORMAL_RATE: f32 = 175.0;

/// The espeak-ng rate in words per minute (`-s`): 80 slowest, 175 normal, 450 fastest.
pub fn espeak_rate(settings: &SpeechSettings) -> u32 {
    scale(settings.rate, 80.0, ESPEAK_NORMAL_RATE, 450.0).round() as u32
}

/// The espeak-ng pitch (`-p`): 0 lowest, 50 normal, 99 highest.
pub fn espeak_pitch(settings: &SpeechSettings) -> u32 {
    scale(settings.pitch, 0.0, 50.0, 99.0).round() as u32
}

/// The espeak-ng amplitude (`-a`): 0 silent, 100 normal, 200 loudest.
pub fn espeak_amplitude(settings: &SpeechSettings) -> u32 {
    scale(settings.volume, 0.0, 100.0, 200.0).round() as u32
}

/// About how long a voice takes to speak `text` at these settings: espeak-ng speaks about
/// 80 ms a character at its normal rate (76 to 89 ms measured for announcements), and
/// speech-dispatcher's espeak-ng module about the same.
pub fn expected_duration(text: &str, settings: &SpeechSettings) -> std::time::Duration {
    let chars = text.chars().count() as f32;
    let per_char_ms = 80.0 * ESPEAK_NORMAL_RATE / espeak_rate(settings).max(1) as f32;
    std::time::Duration::from_millis((chars * per_char_ms) as u64)
}

/// How long one utterance may take before its voice counts as hung: three times the
/// expected duration, plus five seconds.
pub fn utterance_timeout(text: &str, settings: &SpeechSettings) -> std::time::Duration {
    expected_duration(text, settings) * 3 + std::time::Duration::from_secs(5)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn steps_of_ten_stop_at_the_limits() {
        let mut s = SpeechSettings::default();
        assert!(s.change(SpeechChange::Faster));
        assert_eq!(s.rate, 10);
        for _ in 0..9 {
            assert!(s.change(SpeechChange::Faster));
        }
        assert_eq!(s.rate, 100);
        assert!(!s.change(SpeechChange::Faster));
        assert_eq!(s.rate, 100);
        assert!(s.change(SpeechChange::Slower));
        assert_eq!(s.rate, 90);

        for _ in 0..10 {
            assert!(s.change(SpeechChange::Quieter));
        }
        assert_eq!(s.volume, -100);
        assert!(!s.change(SpeechChange::Quieter));
        assert!(s.change(SpeechChange::Louder));
        assert_eq!(s.volume, -90);

        assert!(s.change(SpeechChange::Higher));
        assert!(s.change(SpeechChange::Lower));
        assert!(s.change(SpeechChange::Lower));
        assert_eq!(s.pitch, -10);
    }

    #[test]
    fn values_out_of_range_count_as_the_limit() {
        let mut s = SpeechSettings {
            rate: 500,
            pitch: i32::MIN,
            volume: i32::MAX,
            voice: None,
        };
        assert!(!s.change(SpeechChange::Faster));
        assert_eq!(s.rate, 100);
        assert!(s.change(SpeechChange::Higher));
        assert_eq!(s.pitch, -90);
        assert!(s.change(SpeechChange::Quieter));
        assert_eq!(s.volume, 90);
        assert_eq!(
            SpeechSettings {
                rate: -1000,
                ..SpeechSettings::default()
            }
            .describe(Language::ENGLISH),
            "Rate -100, pitch 0, volume 0, voice default."
        );
    }

    #[test]
    fn describes_in_one_sentence() {
        let mut s = SpeechSettings::default();
        s.change(SpeechChange::Faster);
        s.change(SpeechChange::Faster);
        assert_eq!(
            s.describe(Language::GERMAN),
            "Tempo 20, Tonhöhe 0, Lautstärke 0, Stimme Standard."
        );
        s.voice = Some("German+max".into());
        assert_eq!(
            s.describe(Language::ENGLISH),
            "Rate 20, pitch 0, volume 0, voice German+max."
        );
    }

    #[test]
    fn maps_onto_espeak_scales() {
        let mut s = SpeechSettings::default();
        assert_eq!(
            (espeak_rate(&s), espeak_pitch(&s), espeak_amplitude(&s)),
            (175, 50, 100)
        );
        s.rate = -100;
        s.pitch = -100;
        s.volume = -100;
        assert_eq!(
            (espeak_rate(&s), espeak_pitch(&s), espeak_amplitude(&s)),
            (80, 0, 0)
        );
        s.rate = 100;
        s.pitch = 100;
        s.volume = 100;
        assert_eq!(
            (espeak_rate(&s), espeak_pitch(&s), espeak_amplitude(&s)),
            (450, 99, 200)
        );
        s.rate = 50;
        assert_eq!(espeak_rate(&s), 313);
        // speech-dispatcher's volume: normal is its maximum.
        assert_eq!(scale(50, -100.0, 100.0, 100.0), 100.0);
        assert_eq!(scale(-50, -100.0, 100.0, 100.0), 0.0);
    }

    #[test]
    fn chooses_voices_by_name() {
        let voices: Vec<String> = ["German", "German+max", "German+klatt"]
            .iter()
            .map(|s| s.to_string())
            .collect();
        let mut s = SpeechSettings::default();
        assert!(s.choose_voice("german+MAX", &voices));
        assert_eq!(s.voice.as_deref(), Some("German+max"));
        assert!(s.choose_voice("german", &voices));
        assert_eq!(s.voice.as_deref(), Some("German"));
        assert!(s.choose_voice("german+k", &voices));
        assert_eq!(s.voice.as_deref(), Some("German+klatt"));
        assert!(!s.choose_voice("german+", &voices));
        assert!(!s.choose_voice("Klingon", &voices));
        assert_eq!(s.voice.as_deref(), Some("German+klatt"));
        assert!(s.choose_voice("Standard", &voices));
        assert_eq!(s.voice, None);
    }

    #[test]
    fn reads_partial_config() {
        let s: SpeechSettings = serde_json::from_str(r#"{"rate": 30}"#).unwrap();
        assert_eq!(
            s,
            SpeechSettings {
                rate: 30,
                ..SpeechSettings::default()
            }
        );
    }

    #[test]
    fn timeouts_grow_with_the_text_and_slowness() {
        let normal = SpeechSettings::default();
        let slow = SpeechSettings {
            rate: -100,
            ..SpeechSettings::default()
        };
        let text = "Zug eins, Weiß: Bauer Eva vier.";
        assert!(utterance_timeout(text, &slow) > utterance_timeout(text, &normal));
        assert!(utterance_timeout(text, &normal) >= std::time::Duration::from_secs(5));
        let d = expected_duration(text, &normal).as_millis();
        assert!((2000..3500).contains(&d), "{d}");
    }
}
