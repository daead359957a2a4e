//! What every speech output promises: a [`Speaker`] speaks sentences with a [`Priority`];
//! a [`Voice`] speaks one utterance at a time and can be cancelled. The queue, the voices and
//! the speaker build on these.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use crate::speech::settings::SpeechSettings;

/// How urgent an utterance is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Priority {
    /// A move: never dropped, never cut off, spoken in order.
    Announcement,
    /// An answer or an error: never dropped, never cut off, spoken in order.
    Message,
    /// Help and hints: dropped, or cut off, when an announcement or a message arrives.
    Chatter,
}

/// Set by the queue to ask a [`Voice`] to stop the utterance it is speaking.
#[derive(Clone, Debug, Default)]
pub struct Cancel(Arc<AtomicBool>);

impl Cancel {
    /// A token that is not set.
    pub fn new() -> Self {
        Cancel::default()
    }

    /// Asks the voice to stop.
    pub fn set(&self) {
        self.0.store(true, Ordering::SeqCst);
    }

    /// Whether the voice should stop.
    pub fn is_set(&self) -> bool {
        self.0.load(Ordering::SeqCst)
    }
}

/// Why a voice cannot go on; the queue then hands over to the next voice.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum VoiceFailure {
    /// The voice's program or service could not be started or reached.
    #[error("{0} cannot be started")]
    Unavailable(String),
    /// The voice took the text but did not finish in time.
    #[error("{0} does not answer")]
    Hung(String),
    /// The voice took the text but never began to speak it (a speech service with no sound
    /// output does that).
    #[error("{0} takes the text but does not speak it")]
    Silent(String),
}

/// A voice's names for [`SpeechSettings::voice`], shared with the speaker; a voice that
/// learns them slowly (speech-dispatcher takes seconds to list its voices) fills them in
/// later.
#[derive(Clone, Debug, Default)]
pub struct VoiceNames(Arc<Mutex<Vec<String>>>);

impl VoiceNames {
    /// Names known from the start.
    pub fn new(names: Vec<String>) -> Self {
        VoiceNames(Arc::new(Mutex::new(names)))
    }

    /// Replaces the names.
    pub fn set(&self, names: Vec<String>) {
        *self.0.lock().unwrap_or_else(|e| e.into_inner()) = names;
    }

    /// The names known so far.
    pub fn get(&self) -> Vec<String> {
        self.0.lock().unwrap_or_else(|e| e.into_inner()).clone()
    }
}

/// One voice: speaks one utterance at a time.
pub trait Voice: Send {
    /// A short name for the user, e.g. "espeak-ng".
    fn name(&self) -> &str;

    /// Speaks `text` with `settings`, returning only when the speech has really finished,
    /// or soon after `cancel` is set (then the speech is stopped). `Err` means this voice
    /// cannot go on.
    fn speak(
        &mut self,
        text: &str,
        settings: &SpeechSettings,
        cancel: &Cancel,
    ) -> Result<(), VoiceFailure>;

    /// Names usable as [`SpeechSettings::voice`] (may be empty, or filled in later).
    fn voices(&self) -> VoiceNames {
        VoiceNames::default()
    }
}

impl<V: Voice + ?Sized> Voice for Box<V> {
    fn name(&self) -> &str {
        (**self).name()
    }

    fn speak(
        &mut self,
        text: &str,
        settings: &SpeechSettings,
        cancel: &Cancel,
    ) -> Result<(), VoiceFailure> {
        (**self).speak(text, settings, cancel)
    }

    fn voices(&self) -> VoiceNames {
        (**self).voices()
    }
}

/// Something that speaks sentences. Printing them is the caller's job.
pub trait Speaker: Send {
    /// Queues a sentence; returns at once. See [`Priority`] for what may be dropped or cut
    /// off.
    fn say(&mut self, text: &str, priority: Priority);

    /// A short description for the user: "speech-dispatcher", "espeak-ng" or "Text".
    fn description(&self) -> &str;

    /// Sets `flag` from the start of each utterance until it has really finished, plus
    /// about 150 ms of echo, so a microphone can be muted and never hears ansage.
    fn mute_while_speaking(&mut self, flag: Arc<AtomicBool>);

    /// Rate, pitch, volume and voice for the next utterance on.
    fn set_settings(&mut self, settings: SpeechSettings);

    /// Names usable as [`SpeechSettings::voice`], for the session's language; may be
    /// empty. speech-dispatcher's are known only once the first utterance has been spoken
    /// (listing them takes the daemon seconds).
    fn voices(&self) -> Vec<String>;

    /// Waits until everything queued has been spoken, or `timeout` has passed (for the end
    /// of the program, and for tests).
    fn wait_until_quiet(&mut self, timeout: Duration);

    /// Sentences about a voice that failed during play (the next one took over), each
    /// returned once, to be shown on screen.
    fn take_notices(&mut self) -> Vec<String> {
        Vec::new()
    }
}
