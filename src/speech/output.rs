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
    /// A move: never dropped, never cut off, spoken in order; it cuts off any other speech
    /// that is running, and what else was waiting before it, so it is heard at once.
    Announcement,
    /// A warning (the clock's alarm, a fallen flag): treated like a move.
    Warning,
    /// An answer or an error: spoken in order; cut off only by a move, a warning, or the
    /// player's stop key.
    Message,
    /// Long answers (the board read aloud, the move list, help, hints): spoken in short
    /// parts, and cut off by anything that comes after them, a new question too.
    Chatter,
}

impl Priority {
    /// Whether this utterance cuts off and drops the non-move speech before it.
    pub fn interrupts(self) -> bool {
        matches!(self, Priority::Announcement | Priority::Warning)
    }
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

/// A voice's names for [`SpeechSettings::voice`], shared with the speaker. Listing them can
/// take a voice seconds (speech-dispatcher with espeak-ng knows 13,000 voice and variant
/// pairs), so they are listed only when someone asks ([`VoiceNames::list`]), never at start.
#[derive(Clone, Default)]
pub struct VoiceNames {
    known: Arc<Mutex<Option<Vec<String>>>>,
    lister: Option<Arc<dyn Fn() -> Vec<String> + Send + Sync>>,
}

impl std::fmt::Debug for VoiceNames {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("VoiceNames")
            .field("known", &self.known())
            .finish_non_exhaustive()
    }
}

impl VoiceNames {
    /// Names known from the start.
    pub fn new(names: Vec<String>) -> Self {
        VoiceNames {
            known: Arc::new(Mutex::new(Some(names))),
            lister: None,
        }
    }

    /// Names that `lister` finds the first time they are asked for.
    pub fn listed_by(lister: impl Fn() -> Vec<String> + Send + Sync + 'static) -> Self {
        VoiceNames {
            known: Arc::default(),
            lister: Some(Arc::new(lister)),
        }
    }

    /// Replaces the names.
    pub fn set(&self, names: Vec<String>) {
        *self.known.lock().unwrap_or_else(|e| e.into_inner()) = Some(names);
    }

    /// The names if they have been listed already; never waits.
    pub fn known(&self) -> Option<Vec<String>> {
        self.known.lock().unwrap_or_else(|e| e.into_inner()).clone()
    }

    /// The names, listing them first if nobody has yet (this may take seconds).
    pub fn list(&self) -> Vec<String> {
        if let Some(names) = self.known() {
            return names;
        }
        let names = self.lister.as_ref().map(|list| list()).unwrap_or_default();
        self.set(names.clone());
        names
    }
}

/// One voice: speaks one utterance at a time.
pub trait Voice: Send {
    /// A short name for the user, e.g. "espeak-ng".
    fn name(&self) -> &str;

    /// Speaks `text` with `settings`, returning only when the speech has really finished,
    /// or soon after `cancel` is set (then the speech is stopped). `priority` tells a shared
    /// speech service how this text stands beside other programs' speech (a screen
    /// reader's). `Err` means this voice cannot go on.
    fn speak(
        &mut self,
        text: &str,
        settings: &SpeechSettings,
        priority: Priority,
        cancel: &Cancel,
    ) -> Result<(), VoiceFailure>;

    /// Names usable as [`SpeechSettings::voice`], listed when asked for.
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
        priority: Priority,
        cancel: &Cancel,
    ) -> Result<(), VoiceFailure> {
        (**self).speak(text, settings, priority, cancel)
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
    fn take_notices(&mut self) -> Vec<crate::phrase::Phrase> {
        Vec::new()
    }

    /// Silences the speech at once: the utterance being spoken is cut off and nothing
    /// queued is said (the player's stop key, "still").
    fn stop(&mut self) {}

    /// The player answered: the questions and other answers still being said or waiting
    /// (messages and chatter) are cut off and dropped, so the answer is heard at once.
    /// Moves and warnings are kept: an answer is news, but never hides a move.
    fn cut_talk(&mut self) {}

    /// Marks the start of a new event: chatter said from now on cuts off the chatter said
    /// before (a new question's answer replaces the old one), while the parts of one
    /// event's answer follow each other.
    fn new_event(&mut self) {}
}
