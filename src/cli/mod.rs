//! The subcommands of the `ansage` command line, one file each, and what they share: exit
//! statuses, JSON output, batch input.

pub mod devices;
pub mod doctor;
pub mod errors;
pub mod help;
pub mod join;
pub mod listen;
pub mod output;
pub mod parse;
pub mod pgn;
pub mod play;
pub mod reconcile;
pub mod replay;
pub mod say;
pub mod three_d;

/// Exit status when TEXT fits several legal moves.
pub const EXIT_AMBIGUOUS: u8 = 1;
/// Exit status for a problem with the input (file, FEN, PGN) or a move that is not legal.
pub const EXIT_ILLEGAL: u8 = 3;
/// Exit status when TEXT is not a move at all.
pub const EXIT_INVALID: u8 = 4;
/// Exit status when the output could not be written (a full disk, `> /dev/full`).
pub const EXIT_OUTPUT: u8 = 5;
