//! A chess engine as opponent and commentator, spoken to through UCI (issue 7).
//!
//! * [`uci`]: [`Engine`], one engine process and the UCI conversation with it, every wait
//!   with a deadline ([`Timeouts`]); [`SearchLimit`] and [`ClockLimit`] for `go`.
//! * [`EnginePlayer`]: the opponent at a [`Level`], restarted once when the engine crashes,
//!   hangs or talks nonsense, so the game goes on; the player is told in one sentence
//!   ([`EngineError::restart_message`]).
//! * [`process`]: each engine in a process group of its own, ended whole, and
//!   [`process::end_all`] for ansage's last moments.
//! * [`level`]: eight named playing strengths and the Stockfish options behind them.
//! * [`words`]: an evaluation as a sentence ("Weiß steht etwas besser, etwa ein halber
//!   Bauer.").
//!
//! The engine's moves are checked with shakmaty before ansage uses them: an engine can never
//! make an illegal move on the board. Stockfish is looked for at [`STOCKFISH`] by default.

mod error;
pub mod level;
mod player;
pub mod process;
pub mod review;
pub mod uci;
pub mod words;

pub use self::error::{EngineError, Flood, Wait};
pub use self::level::{Level, LevelSettings, UnknownLevel};
pub use self::player::EnginePlayer;
pub use self::uci::{
    ClockLimit, DEFAULT_MOVETIME, Engine, EngineMove, OptionKind, SearchLimit, Timeouts, UciOption,
};
pub use self::words::{Score, evaluation_words};

/// Where Debian and Ubuntu install Stockfish (`apt-get install stockfish`, `make setup`).
pub const STOCKFISH: &str = "/usr/games/stockfish";

#[cfg(test)]
#[path = "../../tests/support/fake_engine.rs"]
mod test_engines;
