//! Voice input: audio in, words out, handed to the understanding layer.
//!
//! `audio` reads and converts sound (always built); `recogniser` and `listen` need libvosk
//! (feature `voice`).

pub mod audio;
#[cfg(feature = "voice")]
pub mod listen;
#[cfg(feature = "voice")]
pub mod recogniser;
