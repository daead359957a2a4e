//! Voice input: audio in, words out, handed to the understanding layer.
//!
//! `audio` reads and converts sound (always built); `recogniser`, `listen` and `microphone`
//! need the `voice` feature (libvosk, and ALSA for cpal).

pub mod audio;
#[cfg(feature = "voice")]
pub mod listen;
#[cfg(feature = "voice")]
pub mod live;
#[cfg(feature = "voice")]
pub mod microphone;
pub mod model_files;
#[cfg(feature = "voice")]
pub mod recogniser;
#[cfg(feature = "voice")]
pub mod trial;

use crate::language::Language;
use crate::phrase::Phrase;
use crate::words::phrases::shown;

/// The one sentence for every voice command of a build without libvosk, as data.
pub fn built_without_voice_phrase() -> Phrase {
    Phrase::new("voice-built-without")
}

/// The one sentence for every voice command of a build without libvosk.
pub fn built_without_voice(lang: Language) -> String {
    shown(&built_without_voice_phrase(), lang)
}
