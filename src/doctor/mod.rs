//! `ansage doctor`: what ansage can use on this machine, one plain sentence per part.

use std::path::{Path, PathBuf};

use crate::speech::speaker::{dispatcher_reachable, espeak_available};

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
    findings.push(if dispatcher_reachable() {
        finding(true, "Sprachausgabe: speech-dispatcher ist erreichbar.")
    } else {
        finding(false, "Sprachausgabe: speech-dispatcher ist nicht erreichbar; ansage spricht dann mit espeak-ng. Installieren mit make setup.")
    });
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
