//! The terminal program: commands and queries, the board view, settings, and the line mode a
//! screen reader or braille display reads.

pub mod app;
pub mod board_view;
pub mod config;
pub mod engine_seat;
mod game_loop;
pub mod host;
mod in_play_settings;
pub mod join;
pub mod line_mode;
pub mod listening;
mod microphone_test;
pub mod output;
pub mod pgn_lock;
pub mod replay;
mod shared_input;
pub mod start;
pub mod tape_replay;
pub mod terminal;
pub mod three_d_app;
pub mod three_d_host;
pub mod three_d_journal;
