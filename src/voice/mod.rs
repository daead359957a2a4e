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
#[cfg(feature = "voice")]
pub mod recogniser;
