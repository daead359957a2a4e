//! Speech output: speech-dispatcher (through libspeechd), espeak-ng, or text only, behind
//! one [`Speaker`]. Opening a voice never holds up the first line: the voices are opened on
//! the queue's worker thread.
//!
//! Utterances go through a queue with priorities ([`Priority`]): moves are never dropped or
//! cut off and are spoken in order; help and hints give way to a new move. Rate, pitch,
//! volume and voice ([`SpeechSettings`]) can change during play. While ansage speaks, a
//! flag mutes the microphone until the speech has really ended (plus a moment of echo).

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use crate::language::Language;
use crate::phrase::Phrase;
use crate::speech::queue::{SpeechQueue, Voice, clean_text};
use crate::words::phrases::shown;

use crate::speech::voices::{
    EspeakVoice, espeak_args, espeak_voice_for, espeak_voices, run_with_timeout,
};

pub use crate::speech::output::{Priority, Speaker};
pub use crate::speech::settings::{SpeechChange, SpeechSettings};
pub use crate::speech::voices::espeak_available;

/// Which voice to use.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum SpeechBackend {
    /// speech-dispatcher if it can be reached, else espeak-ng, else text only.
    Auto,
    /// speech-dispatcher (what Orca uses), through libspeechd.
    Dispatcher,
    /// espeak-ng directly.
    Espeak,
    /// No voice: every announcement is a line of text for a screen reader or braille display.
    None,
    /// ansage speaks nothing and leaves speaking to the screen reader (Orca, NVDA) that reads
    /// the terminal: one plain line per event, in line mode, so the player hears one voice.
    ScreenReader,
}

impl SpeechBackend {
    /// Whether this backend speaks at all.
    pub fn speaks(self) -> bool {
        !matches!(self, SpeechBackend::None | SpeechBackend::ScreenReader)
    }
}

/// Speaks nothing: the printed lines are all there is.
#[derive(Clone, Copy, Debug, Default)]
pub struct TextOnly;

impl Speaker for TextOnly {
    fn say(&mut self, _text: &str, _priority: Priority) {}

    fn description(&self) -> &str {
        "Text"
    }

    /// Nothing is ever spoken, so the flag is never set.
    fn mute_while_speaking(&mut self, _flag: Arc<AtomicBool>) {}

    fn set_settings(&mut self, _settings: SpeechSettings) {}

    fn voices(&self) -> Vec<String> {
        Vec::new()
    }

    fn wait_until_quiet(&mut self, _timeout: Duration) {}
}

/// Why speech-dispatcher could not be used, for the notice.
enum DispatcherProblem {
    /// This build has no speech-dispatcher support.
    #[cfg(not(feature = "dispatcher"))]
    NotBuilt,
    #[cfg(feature = "dispatcher")]
    Failed(crate::speech::voices::DispatcherError),
}

impl DispatcherProblem {
    fn phrase(&self) -> Phrase {
        match self {
            #[cfg(not(feature = "dispatcher"))]
            DispatcherProblem::NotBuilt => Phrase::new("speech-dispatcher-not-built"),
            #[cfg(feature = "dispatcher")]
            DispatcherProblem::Failed(e) => e.phrase(),
        }
    }
}

/// Opens speech-dispatcher and checks with a silent test sentence that it really speaks
/// (about a second at most for a daemon that never does).
#[cfg(feature = "dispatcher")]
fn open_dispatcher(language: Language) -> Result<Box<dyn Voice>, DispatcherProblem> {
    use crate::speech::voices::DispatcherVoice;
    DispatcherVoice::open_and_check(language)
        .map(|v| Box::new(v) as Box<dyn Voice>)
        .map_err(DispatcherProblem::Failed)
}

#[cfg(not(feature = "dispatcher"))]
fn open_dispatcher(_language: Language) -> Result<Box<dyn Voice>, DispatcherProblem> {
    Err(DispatcherProblem::NotBuilt)
}

/// What `ansage doctor` finds of speech-dispatcher.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DispatcherStatus {
    /// It runs and speaks.
    Speaks,
    /// This build has no speech-dispatcher support.
    NotBuilt,
    /// No `speech-dispatcher` program on the path, and none could be reached.
    NotInstalled,
    /// Installed, but not running, and it could not be started or reached; the text is
    /// the system's own (English) explanation, to be shown apart, never spoken in a
    /// sentence.
    Unreachable(String),
    /// It runs, but does not answer when given text.
    NoAnswer,
    /// It runs and takes text, but its output module never begins to speak it.
    ModuleSilent,
    /// It runs and begins to speak, but its sound output never plays.
    NoSound,
}

/// Finds out whether speech-dispatcher is installed, reachable and really speaks (with a
/// silent test sentence). Takes at most about four seconds.
pub fn dispatcher_status() -> DispatcherStatus {
    match open_dispatcher(Language::default()) {
        Ok(_) => DispatcherStatus::Speaks,
        #[cfg(not(feature = "dispatcher"))]
        Err(DispatcherProblem::NotBuilt) => DispatcherStatus::NotBuilt,
        #[cfg(feature = "dispatcher")]
        Err(DispatcherProblem::Failed(e)) => {
            use crate::speech::voices::DispatcherError;
            match e {
                DispatcherError::Refused(_) if !program_on_path("speech-dispatcher") => {
                    DispatcherStatus::NotInstalled
                }
                DispatcherError::Refused(detail) => DispatcherStatus::Unreachable(detail),
                DispatcherError::NoAnswer => DispatcherStatus::NoAnswer,
                DispatcherError::Silent => DispatcherStatus::ModuleSilent,
                DispatcherError::NoSound => DispatcherStatus::NoSound,
            }
        }
    }
}

/// Whether `program` is an executable file in one of the folders of `PATH`.
fn program_on_path(program: &str) -> bool {
    use std::os::unix::fs::PermissionsExt;
    std::env::var_os("PATH").is_some_and(|path| {
        std::env::split_paths(&path).any(|dir| {
            std::fs::metadata(dir.join(program))
                .is_ok_and(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
        })
    })
}

/// Whether speech-dispatcher can be reached and really speaks (a silent test sentence);
/// always `false` in a build without the `dispatcher` feature. Takes at most about four
/// seconds.
pub fn dispatcher_reachable() -> bool {
    dispatcher_status() == DispatcherStatus::Speaks
}

/// Opens the chosen backend and returns at once: the voices are opened on the speech
/// thread (connecting to speech-dispatcher can take seconds), and what is said meanwhile
/// waits for them. When the backend cannot be had, the next one down the list speaks
/// (speech-dispatcher, espeak-ng, text) and a notice (see [`Speaker::take_notices`]) says
/// so once.
pub fn open_speaker(
    backend: SpeechBackend,
    language: Language,
    settings: SpeechSettings,
) -> Box<dyn Speaker> {
    if !backend.speaks() {
        return Box::new(TextOnly);
    }
    let hoped_for = match backend {
        SpeechBackend::Espeak => crate::speech::voices::ESPEAK_NAME,
        _ => crate::speech::voices::DISPATCHER_NAME,
    };
    let open = move || open_voices(backend, language);
    Box::new(SpeechQueue::opening(Box::new(open), hoped_for, settings))
}

/// Opens the voices for `backend`, first one first, and words the notice when the one
/// asked for could not be had.
fn open_voices(
    backend: SpeechBackend,
    language: Language,
) -> (Vec<Box<dyn Voice>>, Option<Phrase>) {
    let mut voices: Vec<Box<dyn Voice>> = Vec::new();
    let mut problem = None;
    if matches!(backend, SpeechBackend::Auto | SpeechBackend::Dispatcher) {
        match open_dispatcher(language) {
            Ok(voice) => voices.push(voice),
            Err(p) => problem = Some(p.phrase()),
        }
    }
    let mut espeak_missing = false;
    match EspeakVoice::new(language) {
        // Also behind a working speech-dispatcher, to take over if it stops answering.
        Some(voice) => voices.push(Box::new(voice)),
        None => espeak_missing = true,
    }
    let notice = opening_notice(problem, espeak_missing, voices.is_empty());
    (voices, notice)
}

/// The sentence when the voice asked for cannot speak: why, and what speaks instead.
fn opening_notice(
    problem: Option<Phrase>,
    espeak_missing: bool,
    nothing_speaks: bool,
) -> Option<Phrase> {
    match (problem, espeak_missing) {
        (Some(problem), false) => {
            Some(Phrase::new("speech-opening-espeak").with("problem", problem))
        }
        (Some(problem), true) => {
            Some(Phrase::new("speech-opening-text-only").with("problem", problem))
        }
        (None, true) if nothing_speaks => Some(Phrase::new("speech-opening-no-espeak")),
        (None, _) => None,
    }
}

/// What went wrong rendering speech into a file.
#[derive(Debug, thiserror::Error)]
pub enum SpeechError {
    /// espeak-ng is not installed.
    #[error("espeak-ng is not installed; install it with make setup or apt-get install espeak-ng")]
    EspeakMissing,
    /// The text had nothing to speak.
    #[error("there is no text to speak; give a sentence")]
    NoText,
    /// espeak-ng ran but wrote no sound.
    #[error(
        "espeak-ng could not write {path}: {detail}; check that the folder exists and can be written"
    )]
    RenderFailed {
        /// The file that should have been written.
        path: PathBuf,
        /// Why, for the sentence in the user's language.
        problem: RenderProblem,
        /// What espeak-ng or the file system said, in its own (English) words: only in
        /// this error's `Display`, never inside the user's sentence.
        detail: String,
    },
    /// espeak-ng did not finish in time.
    #[error("espeak-ng took too long to write {0}; try a shorter text")]
    TimedOut(PathBuf),
}

/// Why a WAV file could not be written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RenderProblem {
    /// The folder does not exist.
    NoFolder,
    /// The folder or the file cannot be written.
    NotWritable,
    /// espeak-ng ended with an error.
    EspeakFailed,
    /// The file holds no sound.
    NoSound,
}

impl RenderProblem {
    /// The problem for writing `path`: a missing or read-only folder is named as such,
    /// else `otherwise`.
    fn for_path(path: &Path, otherwise: RenderProblem) -> RenderProblem {
        let folder = match path.parent() {
            Some(p) if !p.as_os_str().is_empty() => p.to_owned(),
            _ => PathBuf::from("."),
        };
        match std::fs::metadata(&folder) {
            Err(_) => RenderProblem::NoFolder,
            Ok(meta) if !meta.is_dir() => RenderProblem::NoFolder,
            Ok(meta) if meta.permissions().readonly() => RenderProblem::NotWritable,
            Ok(_) => otherwise,
        }
    }
}

impl SpeechError {
    /// The error as one sentence, saying what to do, as data.
    pub fn phrase(&self) -> Phrase {
        match self {
            SpeechError::EspeakMissing => Phrase::new("speech-error-espeak-missing"),
            SpeechError::NoText => Phrase::new("speech-error-no-text"),
            SpeechError::RenderFailed { path, problem, .. } => {
                Phrase::new("speech-error-render-failed")
                    .with("path", path.display().to_string())
                    .with(
                        "why",
                        match problem {
                            RenderProblem::NoFolder => "no-folder",
                            RenderProblem::NotWritable => "not-writable",
                            RenderProblem::EspeakFailed => "espeak-failed",
                            RenderProblem::NoSound => "no-sound",
                        },
                    )
            }
            SpeechError::TimedOut(path) => {
                Phrase::new("speech-error-timed-out").with("path", path.display().to_string())
            }
        }
    }

    /// The error as one sentence in the user's language, saying what to do.
    pub fn message(&self, language: Language) -> String {
        shown(&self.phrase(), language)
    }
}

/// How long rendering may take at most, beyond the time for the text itself.
const RENDER_TIMEOUT_EXTRA: Duration = Duration::from_secs(10);

/// Renders `text` with espeak-ng into a WAV file at `path` (espeak-ng `-w`), with the same
/// voice, rate, pitch and volume as spoken output.
pub fn render_wav(
    text: &str,
    language: Language,
    settings: &SpeechSettings,
    path: &Path,
) -> Result<(), SpeechError> {
    let text = clean_text(text);
    if text.is_empty() {
        return Err(SpeechError::NoText);
    }
    if !espeak_available() {
        return Err(SpeechError::EspeakMissing);
    }
    let known = match settings.voice {
        Some(_) => espeak_voices(language),
        None => Vec::new(),
    };
    let voice = espeak_voice_for(settings, language, &known);
    let failed = |problem: RenderProblem, detail: String| SpeechError::RenderFailed {
        path: path.to_owned(),
        problem: RenderProblem::for_path(path, problem),
        detail,
    };
    // The old file, if any, must not pass for the new one.
    match std::fs::remove_file(path) {
        Ok(()) => {}
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
        Err(e) => return Err(failed(RenderProblem::NotWritable, e.to_string())),
    }
    let timeout =
        crate::speech::settings::utterance_timeout(&text, settings) + RENDER_TIMEOUT_EXTRA;
    let mut command = Command::new("espeak-ng");
    command
        .arg("-w")
        .arg(path)
        .args(espeak_args(&voice, settings))
        .arg("--")
        .arg(&text);
    let (status, _) = run_with_timeout(&mut command, timeout)
        .ok_or_else(|| SpeechError::TimedOut(path.to_owned()))?;
    if !status.success() {
        return Err(failed(
            RenderProblem::EspeakFailed,
            format!("espeak-ng ended with {status}"),
        ));
    }
    match std::fs::metadata(path) {
        // A WAV header alone is 44 bytes: no sound was written.
        Ok(meta) if meta.len() > 44 => Ok(()),
        Ok(_) => Err(failed(
            RenderProblem::NoSound,
            "the file holds no sound".to_owned(),
        )),
        Err(e) => Err(failed(RenderProblem::EspeakFailed, e.to_string())),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_only_speaks_nothing_and_never_mutes() {
        for backend in [SpeechBackend::None, SpeechBackend::ScreenReader] {
            let speaker = open_speaker(backend, Language::GERMAN, SpeechSettings::default());
            assert_eq!(speaker.description(), "Text");
        }
        let mut speaker = open_speaker(
            SpeechBackend::None,
            Language::GERMAN,
            SpeechSettings::default(),
        );
        let flag = Arc::new(AtomicBool::new(false));
        speaker.mute_while_speaking(flag.clone());
        speaker.say("Zug eins, Weiß: Bauer Eva vier.", Priority::Announcement);
        speaker.wait_until_quiet(Duration::from_secs(1));
        assert!(!flag.load(std::sync::atomic::Ordering::SeqCst));
        assert!(speaker.voices().is_empty());
        assert!(speaker.take_notices().is_empty());
    }

    #[test]
    fn errors_are_one_sentence_in_each_language() {
        let errors = [
            SpeechError::EspeakMissing,
            SpeechError::NoText,
            SpeechError::RenderFailed {
                path: PathBuf::from("/nirgends/a.wav"),
                problem: RenderProblem::EspeakFailed,
                detail: "espeak-ng ended with exit status: 1".into(),
            },
            SpeechError::TimedOut(PathBuf::from("a.wav")),
        ];
        for e in &errors {
            for language in [Language::GERMAN, Language::ENGLISH] {
                let m = e.message(language);
                assert!(m.ends_with('.'), "{m}");
                assert!(
                    m.starts_with("espeak-ng") || m.starts_with(char::is_uppercase),
                    "{m}"
                );
                assert_eq!(m.matches(". ").count(), 0, "one sentence: {m}");
            }
        }
        assert_eq!(
            SpeechError::NoText.message(Language::ENGLISH),
            "There is no text to speak; give a sentence."
        );
    }

    #[test]
    fn empty_text_renders_nothing() {
        let path = std::env::temp_dir().join("ansage-never-written.wav");
        assert!(matches!(
            render_wav(" \n", Language::GERMAN, &SpeechSettings::default(), &path),
            Err(SpeechError::NoText)
        ));
        assert!(!path.exists());
    }
}
