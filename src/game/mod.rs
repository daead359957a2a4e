//! The game core of Appendix F: reconciliation of differing positions (F2.7, F2.8), the
//! clock, and the rules that end a game. No files, no terminal, no audio.

pub mod clock;
pub mod events;
pub mod reconcile;
pub mod rules;
