//! `ansage doctor`: what ansage can use on this machine, one plain sentence per part.

use std::path::{Path, PathBuf};

use crate::language::Language;
use crate::phrase::Phrase;
use crate::speech::speaker::{DispatcherStatus, dispatcher_status, espeak_available};
use crate::words::phrases::shown;

#[cfg(feature = "voice")]
pub mod voice_test;

/// The default speech model's directory name (see models/manifest.env).
pub const DEFAULT_MODEL: &str = "vosk-model-small-de-0.15";

/// Where the speech model is looked for: `ANSAGE_VOSK_MODEL`, else `models/` in the current
/// directory, else `models/` in the source tree ansage was built from.
pub fn model_dir() -> Option<PathBuf> {
    if let Some(dir) = std::env::var_os("ANSAGE_VOSK_MODEL") {
        return Some(PathBuf::from(dir));
    }
    [
        Path::new("models").join(DEFAULT_MODEL),
        Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("models")
            .join(DEFAULT_MODEL),
    ]
    .into_iter()
    .find(|p| p.is_dir())
}

/// One finding: whether a part works, and a sentence about it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Finding {
    /// Whether the part is there and works.
    pub ok: bool,
    /// What was found, and what to do if it is missing.
    pub phrase: Phrase,
}

impl Finding {
    /// The finding in `language`.
    pub fn sentence(&self, language: Language) -> String {
        shown(&self.phrase, language)
    }
}

fn finding(ok: bool, phrase: Phrase) -> Finding {
    Finding { ok, phrase }
}

/// Checks speech output, the engine, and speech recognition.
pub fn diagnose() -> Vec<Finding> {
    let mut findings = Vec::new();
    findings.extend(dispatcher_findings(&dispatcher_status()));
    findings.push(if espeak_available() {
        finding(true, Phrase::new("doctor-espeak-found"))
    } else {
        finding(false, Phrase::new("doctor-espeak-missing"))
    });
    let stockfish = ["/usr/games/stockfish", "/usr/bin/stockfish"]
        .into_iter()
        .find(|p| Path::new(p).is_file());
    findings.push(match stockfish {
        Some(path) => finding(
            true,
            Phrase::new("doctor-stockfish-found").with("path", path),
        ),
        None => finding(false, Phrase::new("doctor-stockfish-missing")),
    });
    findings.extend(voice_findings());
    findings
}

/// What speech-dispatcher's state means for the player and what to do about it; the
/// system's own English explanation, when there is one, on a line of its own that says what
/// it is (never inside ansage's sentence).
pub fn dispatcher_findings(status: &DispatcherStatus) -> Vec<Finding> {
    let (what, todo) = match status {
        DispatcherStatus::Speaks => {
            return vec![finding(true, Phrase::new("doctor-speech-speaks"))];
        }
        DispatcherStatus::NotBuilt => ("doctor-dispatcher-not-built", None),
        DispatcherStatus::NotInstalled => (
            "doctor-dispatcher-not-installed",
            Some("doctor-todo-install-dispatcher"),
        ),
        DispatcherStatus::Unreachable(_) => (
            "doctor-dispatcher-unreachable",
            Some(if std::env::var_os("SPEECHD_ADDRESS").is_some() {
                "doctor-todo-speechd-address"
            } else {
                "doctor-todo-start-dispatcher"
            }),
        ),
        DispatcherStatus::NoAnswer => {
            ("doctor-dispatcher-no-answer", Some("doctor-todo-no-answer"))
        }
        DispatcherStatus::ModuleSilent => (
            "doctor-dispatcher-module-silent",
            Some("doctor-todo-module-silent"),
        ),
        DispatcherStatus::NoSound => ("doctor-dispatcher-no-sound", Some("doctor-todo-no-sound")),
    };
    let sentence = match todo {
        None => Phrase::new("doctor-speech").with("what", Phrase::new(what)),
        Some(todo) => Phrase::new("doctor-speech-todo")
            .with("what", Phrase::new(what))
            .with("todo", Phrase::new(todo)),
    };
    let mut findings = vec![finding(false, sentence)];
    if let DispatcherStatus::Unreachable(detail) = status {
        let detail = detail.trim().trim_end_matches('.');
        if !detail.is_empty() {
            findings.push(finding(
                false,
                Phrase::new("doctor-system-message").with("detail", detail),
            ));
        }
    }
    findings
}

#[cfg(feature = "voice")]
fn voice_findings() -> Vec<Finding> {
    vosk::set_log_level(vosk::LogLevel::Error);
    let mut findings = vec![finding(true, Phrase::new("doctor-vosk-loaded"))];
    // Loaded as a game loads it: files checked, the first load tried in a child process.
    findings.push(match model_dir() {
        Some(dir) => match crate::voice::recogniser::VoiceModel::load(&dir) {
            Ok(_) => finding(
                true,
                Phrase::new("doctor-model-loaded").with("dir", dir.display().to_string()),
            ),
            Err(error) => finding(false, error.phrase()),
        },
        None => finding(
            false,
            Phrase::new("doctor-no-model").with("model", DEFAULT_MODEL),
        ),
    });
    findings
}

#[cfg(not(feature = "voice"))]
fn voice_findings() -> Vec<Finding> {
    vec![finding(false, Phrase::new("doctor-built-without-vosk"))]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_dispatcher_state_is_its_own_sentence_in_each_language() {
        let states = [
            DispatcherStatus::NotBuilt,
            DispatcherStatus::NotInstalled,
            DispatcherStatus::Unreachable("Autospawn failed: Mismatch in socket names.".into()),
            DispatcherStatus::NoAnswer,
            DispatcherStatus::ModuleSilent,
            DispatcherStatus::NoSound,
        ];
        for language in [Language::GERMAN, Language::ENGLISH] {
            let mut seen = Vec::new();
            for status in &states {
                let findings = dispatcher_findings(status);
                let first = &findings[0];
                let sentence = first.sentence(language);
                assert!(!first.ok);
                assert!(sentence.ends_with('.'), "{sentence}");
                assert!(sentence.contains("espeak-ng"), "{sentence}");
                // The system's own words never inside ansage's sentence.
                assert!(!sentence.contains("Autospawn"), "{sentence}");
                assert!(!seen.contains(&sentence), "{sentence}");
                seen.push(sentence.clone());
                for extra in &findings[1..] {
                    let extra = extra.sentence(language);
                    assert!(extra.ends_with('.'), "{extra}");
                }
            }
            let ok = dispatcher_findings(&DispatcherStatus::Speaks);
            assert!(ok.len() == 1 && ok[0].ok);
        }
        let unreachable = dispatcher_findings(&states[2]);
        assert_eq!(
            unreachable[1].phrase,
            Phrase::new("doctor-system-message")
                .with("detail", "Autospawn failed: Mismatch in socket names")
        );
        assert_eq!(
            unreachable[1].sentence(Language::GERMAN),
            "  Meldung des Systems (englisch): „Autospawn failed: Mismatch in socket names“."
        );
        assert_eq!(
            unreachable[1].sentence(Language::ENGLISH),
            "  The system's message: \"Autospawn failed: Mismatch in socket names\"."
        );
        assert_eq!(
            dispatcher_findings(&DispatcherStatus::NoAnswer)[0].sentence(Language::ENGLISH),
            "Speech: speech-dispatcher is running but does not answer, mostly because its sound output hangs; ansage then speaks with espeak-ng. End it with pkill speech-dispatcher (ansage's next start starts it again), and check its sound output with spd-conf (AudioOutputMethod, such as pulse or alsa)."
        );
        assert!(
            !dispatcher_findings(&DispatcherStatus::ModuleSilent)[0]
                .sentence(Language::GERMAN)
                .contains("nicht erreichbar")
        );
    }
}
