//! Voices: speech-dispatcher (through its `spd-say` client), espeak-ng, or text only.
//!
//! Utterances are handed over in order on a background thread, one after the other, so the
//! never waits for the voice and no announcement cuts another off.

use std::process::{Command, ExitStatus, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, Sender};
use std::sync::{Arc, OnceLock};
use std::thread;
use std::time::{Duration, Instant};

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

    /// Sets `flag` while speaking, so a microphone can be muted and never hears ansage.
    fn mute_while_speaking(&mut self, flag: Arc<AtomicBool>) {
        let _ = flag;
    }
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
    finished: Receiver<()>,
    mute: Arc<OnceLock<Arc<AtomicBool>>>,
}

impl CommandSpeaker {
    fn start(name: &'static str, make: fn(&str, Language) -> Command, language: Language) -> Self {
        let (queue, receiver) = mpsc::channel::<String>();
        let (done, finished) = mpsc::channel::<()>();
        let mute: Arc<OnceLock<Arc<AtomicBool>>> = Arc::new(OnceLock::new());
        let mute_in_worker = mute.clone();
        thread::spawn(move || {
            for text in receiver {
                if let Some(flag) = mute_in_worker.get() {
                    flag.store(true, Ordering::Relaxed);
                }
                // A voice that hangs (a daemon without a sound card does) must not stop the
                // game: it gets a while per sentence, then the next one goes.
                let _ = run_with_timeout(make(&text, language), UTTERANCE_TIMEOUT);
                if let Some(flag) = mute_in_worker.get() {
                    // The room's echo dies away before the microphone listens again.
                    thread::sleep(Duration::from_millis(150));
                    flag.store(false, Ordering::Relaxed);
                }
            }
            let _ = done.send(());
        });
        CommandSpeaker {
            name,
            queue: Some(queue),
            finished,
            mute,
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

    fn mute_while_speaking(&mut self, flag: Arc<AtomicBool>) {
        let _ = self.mute.set(flag);
    }
}

impl Drop for CommandSpeaker {
    /// Lets the queued sentences finish before the program ends, but waits no longer than
    /// [`FINISH_TIMEOUT`] for a voice that does not answer.
    fn drop(&mut self) {
        self.queue.take();
        let _ = self.finished.recv_timeout(FINISH_TIMEOUT);
    }
}

/// How long ending the program waits for the last sentences to be spoken.
const FINISH_TIMEOUT: Duration = Duration::from_secs(15);

fn spd_say(text: &str, language: Language) -> Command {
    let mut command = Command::new("spd-say");
    // Priority "message": queued in order and never cut off by later messages, yet it does
    // not interrupt a screen reader's own speech.
    command.args([
        "--priority",
        "message",
        "--language",
        language.code(),
        "--",
        text,
    ]);
    command
}

fn espeak_ng(text: &str, language: Language) -> Command {
    let mut command = Command::new("espeak-ng");
    command.args(["-v", language.code(), "--", text]);
    command
}

/// How long one sentence may take to be handed to the voice (espeak-ng speaks it in this
/// time too).
const UTTERANCE_TIMEOUT: Duration = Duration::from_secs(20);

/// How long a probe of a voice may take before the voice counts as unreachable.
const PROBE_TIMEOUT: Duration = Duration::from_secs(3);

/// Runs a command with no input or output; `None` when it could not start or was still
/// running after `timeout` (it is then killed).
fn run_with_timeout(mut command: Command, timeout: Duration) -> Option<ExitStatus> {
    let mut child = command
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .ok()?;
    let deadline = Instant::now() + timeout;
    loop {
        match child.try_wait() {
            Ok(Some(status)) => return Some(status),
            Ok(None) if Instant::now() < deadline => thread::sleep(Duration::from_millis(10)),
            _ => {
                let _ = child.kill();
                let _ = child.wait();
                return None;
            }
        }
    }
}

/// Whether a program starts and succeeds within the probe time.
fn runs(program: &str, args: &[&str]) -> bool {
    let mut command = Command::new(program);
    command.args(args);
    run_with_timeout(command, PROBE_TIMEOUT).is_some_and(|s| s.success())
}

/// Whether the speech-dispatcher daemon answers (it is started on demand if it can be).
/// The probe is a silent notification: it never interrupts anything being spoken, and does
/// not wait for an audio device.
pub fn dispatcher_reachable() -> bool {
    runs(
        "spd-say",
        &["--priority", "notification", "--volume", "-100", " "],
    )
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
