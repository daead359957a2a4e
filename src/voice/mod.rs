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

/// The one sentence for every voice command of a build without libvosk.
pub fn built_without_voice(lang: Language) -> String {
    match lang {
        Language::German => {
            "ansage wurde ohne Spracheingabe gebaut, weil libvosk.so fehlte; make setup holt sie. Bis dahin bitte tippen.".into()
        }
        Language::English => {
            "ansage was built without voice input because libvosk.so was missing; make setup fetches it. Until then, please type.".into()
        }
    }
}
