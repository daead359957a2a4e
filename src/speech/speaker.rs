//! Voices: speech-dispatcher (through its `spd-say` client), espeak-ng, or text only.
//!
//! Utterances are spoken in order on a background thread, one after the other, so the game
//! never waits for the voice and no announcement cuts another off.

use std::process::{Command, Stdio};
use std::sync::mpsc::{self, Sender};
use std::thread::{self, JoinHandle};

use crate::language::Language;

/// Which voice to use.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum SpeechBackend {
    /// speech-dispatcher if it can be reached, else espeak-ng, else text only.
    Auto,
    /// speech-dispatcher (what Orca uses), through `spd-say`.
    Dispatcher,
    /// espeak-ng directly.
    Espeak,
    /// No voice: every announcement is a line of text for a screen reader or braille display.
    None,
}

/// Something that can speak a sentence.
pub trait Speaker {
    /// Queues a sentence; returns at once.
    fn say(&mut self, text: &str);
    /// A short description for the user, e.g. "espeak-ng".
    fn description(&self) -> &str;
}

/// Speaks nothing: the text lines are all there is.
pub struct TextOnly;

impl Speaker for TextOnly {
    fn say(&mut self, _text: &str) {}

    fn description(&self) -> &str {
        "Text"
    }
}

/// Runs one external program per utterance, in order, on a worker thread.
pub struct CommandSpeaker {
    name: &'static str,
    queue: Option<Sender<String>>,
    worker: Option<JoinHandle<()>>,
}

impl CommandSpeaker {
    fn start(name: &'static str, make: fn(&str, Language) -> Command, language: Language) -> Self {
        let (queue, receiver) = mpsc::channel::<String>();
        let worker = thread::spawn(move || {
            for text in receiver {
                let _ = make(&text, language)
                    .stdin(Stdio::null())
                    .stdout(Stdio::null())
                    .stderr(Stdio::null())
                    .status();
            }
        });
        CommandSpeaker {
            name,
            queue: Some(queue),
            worker: Some(worker),
        }
    }
}

impl Speaker for CommandSpeaker {
    fn say(&mut self, text: &str) {
        if let Some(queue) = &self.queue {
            let _ = queue.send(text.to_owned());
        }
    }

    fn description(&self) -> &str {
        self.name
    }
}

impl Drop for CommandSpeaker {
    /// Lets the queued sentences finish before the program ends.
    fn drop(&mut self) {
        self.queue.take();
        if let Some(worker) = self.worker.take() {
            let _ = worker.join();
        }
    }
}

fn spd_say(text: &str, language: Language) -> Command {
    let mut command = Command::new("spd-say");
    command.args(["--wait", "--language", language.code(), "--", text]);
    command
}

fn espeak_ng(text: &str, language: Language) -> Command {
    let mut command = Command::new("espeak-ng");
    command.args(["-v", language.code(), "--", text]);
    command
}

/// Whether a program can be started (it exists on PATH and runs).
fn runs(program: &str, args: &[&str]) -> bool {
    Command::new(program)
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}

/// Whether the speech-dispatcher daemon answers (it is started on demand if it can be).
pub fn dispatcher_reachable() -> bool {
    runs("spd-say", &["--wait", "--volume", "-100", " "])
}

/// Whether espeak-ng is installed.
pub fn espeak_available() -> bool {
    runs("espeak-ng", &["--version"])
}

/// Opens the chosen voice. When it cannot be had, returns the next one down the list
/// (speech-dispatcher, espeak-ng, text) and a sentence saying so, to be shown once.
pub fn open_speaker(
    backend: SpeechBackend,
    language: Language,
) -> (Box<dyn Speaker>, Option<String>) {
    let de = language == Language::German;
    let want_dispatcher = matches!(backend, SpeechBackend::Auto | SpeechBackend::Dispatcher);
    let want_espeak = backend != SpeechBackend::None;
    let mut notice = None;
    if want_dispatcher {
        if dispatcher_reachable() {
            return (
                Box::new(CommandSpeaker::start(
                    "speech-dispatcher",
                    spd_say,
                    language,
                )),
                None,
            );
        }
        notice = Some(if de {
            "speech-dispatcher ist nicht erreichbar; ich spreche mit espeak-ng.".to_owned()
        } else {
            "speech-dispatcher cannot be reached; speaking with espeak-ng.".to_owned()
        });
    }
    if want_espeak {
        if espeak_available() {
            return (
                Box::new(CommandSpeaker::start("espeak-ng", espeak_ng, language)),
                notice,
            );
        }
        notice = Some(if de {
            "Keine Sprachausgabe gefunden (speech-dispatcher oder espeak-ng); alles erscheint als Text. Installieren mit: make setup".to_owned()
        } else {
            "No speech output found (speech-dispatcher or espeak-ng); everything is shown as text. Install it with: make setup".to_owned()
        });
    }
    (Box::new(TextOnly), notice)
}
