//! The match of Appendix F: seats with their own records and boards, reconciliation of
//! differing positions (F2.7, F2.8), the clock, the rules that end a game, and the journal
//! that keeps every event safe on disk. Nothing here touches the terminal or audio.

pub mod clock;
pub mod journal;
pub mod reconcile;
pub mod rules;
