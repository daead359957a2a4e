//! ansage — chess by ear and by voice for blind and visually impaired players.
//!
//! The library holds everything that does not touch the terminal or audio directly:
//! Appendix E notation (German and English SAN, forgiving typed input, FEN and PGN),
//! the Appendix F vocabulary, and the small pieces the command line puts together.
//! Chess rules come from [`shakmaty`]; nothing here generates moves itself.

pub mod commands;
pub mod doctor;
pub mod engine;
pub mod game;
pub mod language;
pub mod notation;
pub mod phrase;
pub mod play;
pub mod records;
pub mod relay;
pub mod replay;
pub mod speech;
pub mod storage;
pub mod texts;
pub mod tridim;
pub mod ui;
pub mod understanding;
pub mod vocabulary;
pub mod voice;
pub mod words;
