//! `ansage doctor`: what ansage can use on this machine, one plain sentence per part.

use std::path::{Path, PathBuf};

use crate::language::Language;
use crate::speech::speaker::{DispatcherStatus, dispatcher_status, espeak_available};

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
    pub sentence: String,
}

fn finding(ok: bool, sentence: impl Into<String>) -> Finding {
    Finding {
        ok,
        sentence: sentence.into(),
    }
}

/// The German or the English text, by `language`.
fn say(language: Language, de: &str, en: &str) -> String {
    match language {
        Language::German => de.to_owned(),
        Language::English => en.to_owned(),
    }
}

/// Checks speech output, the engine, and speech recognition; the sentences in `language`
/// (German or English, never the system's English inside a German sentence).
pub fn diagnose(language: Language) -> Vec<Finding> {
    let mut findings = Vec::new();
    findings.extend(dispatcher_findings(&dispatcher_status(), language));
    findings.push(if espeak_available() {
        finding(
            true,
            say(
                language,
                "espeak-ng ist installiert.",
                "espeak-ng is installed.",
            ),
        )
    } else {
        finding(
            false,
            say(
                language,
                "espeak-ng fehlt; installieren mit make setup oder apt-get install espeak-ng.",
                "espeak-ng is missing; install it with make setup or apt-get install espeak-ng.",
            ),
        )
    });
    let stockfish = ["/usr/games/stockfish", "/usr/bin/stockfish"]
        .into_iter()
        .find(|p| Path::new(p).is_file());
    findings.push(match stockfish {
        Some(path) => finding(
            true,
            match language {
                Language::German => format!("Schachprogramm: Stockfish gefunden unter {path}."),
                Language::English => format!("Chess engine: Stockfish found at {path}."),
            },
        ),
        None => finding(
            false,
            say(
                language,
                "Schachprogramm: Stockfish fehlt; installieren mit make setup oder apt-get install stockfish.",
                "Chess engine: Stockfish is missing; install it with make setup or apt-get install stockfish.",
            ),
        ),
    });
    findings.extend(voice_findings(language));
    findings
}

/// What speech-dispatcher's state means for the player and what to do about it, in
/// `language`; the system's own English explanation, when there is one, on a line of its
/// own that says what it is.
pub fn dispatcher_findings(status: &DispatcherStatus, language: Language) -> Vec<Finding> {
    let de = language == Language::German;
    let (label, fallback) = if de {
        ("Sprachausgabe", "ansage spricht dann mit espeak-ng.")
    } else {
        ("Speech", "ansage then speaks with espeak-ng.")
    };
    let (what, todo) = match status {
        DispatcherStatus::Speaks => {
            let sentence = if de {
                "Sprachausgabe: speech-dispatcher läuft und spricht."
            } else {
                "Speech: speech-dispatcher is running and speaks."
            };
            return vec![finding(true, sentence)];
        }
        DispatcherStatus::NotBuilt => (
            say(
                language,
                "diese ansage wurde ohne speech-dispatcher gebaut",
                "this ansage was built without speech-dispatcher",
            ),
            String::new(),
        ),
        DispatcherStatus::NotInstalled => (
            say(
                language,
                "speech-dispatcher ist nicht installiert",
                "speech-dispatcher is not installed",
            ),
            say(
                language,
                "Installieren mit make setup oder apt-get install speech-dispatcher speech-dispatcher-espeak-ng.",
                "Install it with make setup or apt-get install speech-dispatcher speech-dispatcher-espeak-ng.",
            ),
        ),
        DispatcherStatus::Unreachable(_) => (
            say(
                language,
                "speech-dispatcher ist installiert, läuft aber nicht und ließ sich nicht starten",
                "speech-dispatcher is installed but not running, and it could not be started",
            ),
            if std::env::var_os("SPEECHD_ADDRESS").is_some() {
                say(
                    language,
                    "Die Umgebungsvariable SPEECHD_ADDRESS nennt eine eigene Adresse; prüfen Sie, ob dort einer läuft, oder entfernen Sie sie.",
                    "The environment variable SPEECHD_ADDRESS names an address of its own; check that one runs there, or remove it.",
                )
            } else {
                say(
                    language,
                    "Starten Sie ihn mit speech-dispatcher -d, und prüfen Sie, ob DisableAutoSpawn in speechd.conf steht.",
                    "Start it with speech-dispatcher -d, and check whether speechd.conf says DisableAutoSpawn.",
                )
            },
        ),
        DispatcherStatus::NoAnswer => (
            say(
                language,
                "speech-dispatcher läuft, antwortet aber nicht, meist weil seine Tonausgabe hängt",
                "speech-dispatcher is running but does not answer, mostly because its sound output hangs",
            ),
            say(
                language,
                "Beenden Sie ihn mit pkill speech-dispatcher (der nächste Start von ansage startet ihn neu), und prüfen Sie mit spd-conf die Tonausgabe (AudioOutputMethod, etwa pulse oder alsa).",
                "End it with pkill speech-dispatcher (ansage's next start starts it again), and check its sound output with spd-conf (AudioOutputMethod, such as pulse or alsa).",
            ),
        ),
        DispatcherStatus::ModuleSilent => (
            say(
                language,
                "speech-dispatcher läuft, spricht aber nicht: sein Ausgabemodul antwortet nicht",
                "speech-dispatcher is running but does not speak: its output module does not answer",
            ),
            say(
                language,
                "Prüfen Sie mit spd-conf das Ausgabemodul (DefaultModule, etwa espeak-ng) und die Tonausgabe (AudioOutputMethod, etwa pulse oder alsa), und hören Sie mit spd-say -w Hallo, ob er spricht.",
                "Check its output module (DefaultModule, such as espeak-ng) and its sound output (AudioOutputMethod, such as pulse or alsa) with spd-conf, and listen with spd-say -w Hello whether it speaks.",
            ),
        ),
        DispatcherStatus::NoSound => (
            say(
                language,
                "speech-dispatcher läuft, spricht aber nicht: sein Ausgabemodul beginnt, doch der Ton kommt nie an",
                "speech-dispatcher is running but does not speak: its output module begins, but the sound never plays",
            ),
            say(
                language,
                "Prüfen Sie mit spd-conf die Tonausgabe (AudioOutputMethod, etwa pulse oder alsa) und ob ein anderes Programm Ton abspielen kann.",
                "Check its sound output with spd-conf (AudioOutputMethod, such as pulse or alsa), and whether another program can play sound.",
            ),
        ),
    };
    let sentence = if todo.is_empty() {
        format!("{label}: {what}; {fallback}")
    } else {
        format!("{label}: {what}; {fallback} {todo}")
    };
    let mut findings = vec![finding(false, sentence)];
    if let DispatcherStatus::Unreachable(detail) = status {
        let detail = detail.trim().trim_end_matches('.');
        if !detail.is_empty() {
            let marked = if de {
                format!("  Meldung des Systems (englisch): „{detail}“.")
            } else {
                format!("  The system's message: \"{detail}\".")
            };
            findings.push(finding(false, marked));
        }
    }
    findings
}

#[cfg(feature = "voice")]
fn voice_findings(language: Language) -> Vec<Finding> {
    vosk::set_log_level(vosk::LogLevel::Error);
    let mut findings = vec![finding(
        true,
        say(
            language,
            "Spracherkennung: die Vosk-Bibliothek ist geladen.",
            "Speech recognition: the Vosk library is loaded.",
        ),
    )];
    // Loaded as a game loads it: files checked, the first load tried in a child process.
    findings.push(match model_dir() {
        Some(dir) => match crate::voice::recogniser::VoiceModel::load(&dir) {
            Ok(_) => finding(
                true,
                match language {
                    Language::German => format!("Sprachmodell geladen aus {}.", dir.display()),
                    Language::English => format!("Speech model loaded from {}.", dir.display()),
                },
            ),
            Err(error) => finding(false, error.message(language)),
        },
        None => finding(
            false,
            match language {
                Language::German => format!(
                    "Kein Sprachmodell gefunden: {DEFAULT_MODEL} fehlt in models/. make setup lädt es, oder ANSAGE_VOSK_MODEL nennt ein Modellverzeichnis. Ohne Modell gibt es keine Spracheingabe."
                ),
                Language::English => format!(
                    "No speech model found: {DEFAULT_MODEL} is missing from models/. make setup fetches it, or ANSAGE_VOSK_MODEL names a model folder. Without a model there is no voice input."
                ),
            },
        ),
    });
    findings
}

#[cfg(not(feature = "voice"))]
fn voice_findings(language: Language) -> Vec<Finding> {
    vec![finding(
        false,
        say(
            language,
            "Spracherkennung: ansage wurde ohne Vosk gebaut, weil libvosk.so fehlte; make setup holt sie.",
            "Speech recognition: ansage was built without Vosk because libvosk.so was missing; make setup fetches it.",
        ),
    )]
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
        for language in [Language::German, Language::English] {
            let mut seen = Vec::new();
            for status in &states {
                let findings = dispatcher_findings(status, language);
                let first = &findings[0];
                assert!(!first.ok);
                assert!(first.sentence.ends_with('.'), "{}", first.sentence);
                assert!(first.sentence.contains("espeak-ng"), "{}", first.sentence);
                // The system's own words never inside ansage's sentence.
                assert!(!first.sentence.contains("Autospawn"), "{}", first.sentence);
                assert!(!seen.contains(&first.sentence), "{}", first.sentence);
                seen.push(first.sentence.clone());
                for extra in &findings[1..] {
                    assert!(extra.sentence.ends_with('.'), "{}", extra.sentence);
                }
            }
            let ok = dispatcher_findings(&DispatcherStatus::Speaks, language);
            assert!(ok.len() == 1 && ok[0].ok);
        }
        let unreachable = dispatcher_findings(&states[2], Language::German);
        assert_eq!(
            unreachable[1].sentence,
            "  Meldung des Systems (englisch): „Autospawn failed: Mismatch in socket names“."
        );
        assert!(
            !dispatcher_findings(&DispatcherStatus::ModuleSilent, Language::German)[0]
                .sentence
                .contains("nicht erreichbar")
        );
    }
}
