//! Understanding: from what a player typed or said to what it means. `heard` matches words
//! against the announcements of the legal moves and answers to questions; `interpret` puts
//! notation and words together into one reading of a line.

pub mod heard;
pub mod intent;
pub mod interpret;
