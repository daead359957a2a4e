//! `ansage doctor`: what ansage can use on this machine, one plain sentence per part.

use std::path::{Path, PathBuf};

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

/// Checks speech output, the engine, and speech recognition.
pub fn diagnose() -> Vec<Finding> {
    let mut findings = Vec::new();
    findings.extend(dispatcher_findings(&dispatcher_status()));
    findings.push(if espeak_available() {
        finding(true, "espeak-ng ist installiert.")
    } else {
        finding(
            false,
            "espeak-ng fehlt; installieren mit make setup oder apt-get install espeak-ng.",
        )
    });
    let stockfish = ["/usr/games/stockfish", "/usr/bin/stockfish"]
        .into_iter()
        .find(|p| Path::new(p).is_file());
    findings.push(match stockfish {
        Some(path) => finding(true, format!("Schachprogramm: Stockfish gefunden unter {path}.")),
        None => finding(false, "Schachprogramm: Stockfish fehlt; installieren mit make setup oder apt-get install stockfish."),
    });
    findings.extend(voice_findings());
    findings
}

/// What speech-dispatcher's state means for the player and what to do about it; the
/// system's own English explanation, when there is one, on a line of its own that says
/// what it is.
pub fn dispatcher_findings(status: &DispatcherStatus) -> Vec<Finding> {
    const FALLBACK: &str = "ansage spricht dann mit espeak-ng.";
    let sentence = match status {
        DispatcherStatus::Speaks => {
            return vec![finding(
                true,
                "Sprachausgabe: speech-dispatcher läuft und spricht.",
            )];
        }
        DispatcherStatus::NotBuilt => {
            format!("Sprachausgabe: diese ansage wurde ohne speech-dispatcher gebaut; {FALLBACK}")
        }
        DispatcherStatus::NotInstalled => format!(
            "Sprachausgabe: speech-dispatcher ist nicht installiert; {FALLBACK} Installieren mit make setup oder apt-get install speech-dispatcher speech-dispatcher-espeak-ng."
        ),
        DispatcherStatus::Unreachable(_) => {
            let address = if std::env::var_os("SPEECHD_ADDRESS").is_some() {
                " Die Umgebungsvariable SPEECHD_ADDRESS nennt eine eigene Adresse; prüfen Sie, ob dort einer läuft, oder entfernen Sie sie."
            } else {
                " Starten Sie ihn mit speech-dispatcher -d, und prüfen Sie, ob DisableAutoSpawn in speechd.conf steht."
            };
            format!(
                "Sprachausgabe: speech-dispatcher ist installiert, läuft aber nicht und ließ sich nicht starten; {FALLBACK}{address}"
            )
        }
        DispatcherStatus::NoAnswer => format!(
            "Sprachausgabe: speech-dispatcher läuft, antwortet aber nicht, meist weil seine Tonausgabe hängt; {FALLBACK} Beenden Sie ihn mit pkill speech-dispatcher (der nächste Start von ansage startet ihn neu), und prüfen Sie mit spd-conf die Tonausgabe (AudioOutputMethod, etwa pulse oder alsa)."
        ),
        DispatcherStatus::ModuleSilent => format!(
            "Sprachausgabe: speech-dispatcher läuft, spricht aber nicht: sein Ausgabemodul antwortet nicht; {FALLBACK} Prüfen Sie mit spd-conf das Ausgabemodul (DefaultModule, etwa espeak-ng) und die Tonausgabe (AudioOutputMethod, etwa pulse oder alsa), und hören Sie mit spd-say -w Hallo, ob er spricht."
        ),
        DispatcherStatus::NoSound => format!(
            "Sprachausgabe: speech-dispatcher läuft, spricht aber nicht: sein Ausgabemodul beginnt, doch der Ton kommt nie an; {FALLBACK} Prüfen Sie mit spd-conf die Tonausgabe (AudioOutputMethod, etwa pulse oder alsa) und ob ein anderes Programm Ton abspielen kann."
        ),
    };
    let mut findings = vec![finding(false, sentence)];
    if let DispatcherStatus::Unreachable(detail) = status {
        if !detail.trim().is_empty() {
            findings.push(finding(
                false,
                format!("  Meldung des Systems (englisch): {}", detail.trim()),
            ));
        }
    }
    findings
}

#[cfg(feature = "voice")]
fn voice_findings() -> Vec<Finding> {
    vosk::set_log_level(vosk::LogLevel::Error);
    let mut findings = vec![finding(
        true,
        "Spracherkennung: die Vosk-Bibliothek ist geladen.",
    )];
    // Loaded as a game loads it: files checked, the first load tried in a child process.
    findings.push(match model_dir() {
        Some(dir) => match crate::voice::recogniser::VoiceModel::load(&dir) {
            Ok(_) => finding(true, format!("Sprachmodell geladen aus {}.", dir.display())),
            Err(error) => finding(false, error.message(crate::language::Language::German)),
        },
        None => finding(false, format!("Kein Sprachmodell gefunden: {DEFAULT_MODEL} fehlt in models/. make setup lädt es, oder ANSAGE_VOSK_MODEL nennt ein Modellverzeichnis. Ohne Modell gibt es keine Spracheingabe.")),
    });
    findings
}

#[cfg(not(feature = "voice"))]
fn voice_findings() -> Vec<Finding> {
    vec![finding(
        false,
        "Spracherkennung: ansage wurde ohne Vosk gebaut, weil libvosk.so fehlte; make setup holt sie.",
    )]
}
