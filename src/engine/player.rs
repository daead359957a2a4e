//! The engine as an opponent: started when first needed, set to a [`Level`], given the game
//! and asked for a move — and restarted once when it crashes, hangs or talks nonsense, so the
//! game goes on and no move is lost.

use std::path::{Path, PathBuf};

use shakmaty::fen::Fen;
use shakmaty::{Chess, EnPassantMode, Move, Position};

use super::error::EngineError;
use super::level::Level;
use super::uci::{Engine, EngineMove, SearchLimit, Timeouts, play_all};

/// A chess engine playing one side at a [`Level`].
///
/// ```no_run
/// use ansage::engine::{EnginePlayer, Level, SearchLimit};
/// use ansage::language::Language;
/// use shakmaty::Chess;
///
/// let language: Language = "de".parse().unwrap();
/// let mut engine = EnginePlayer::new("/usr/games/stockfish", Level::new(5).unwrap());
/// match engine.best_move(&Chess::default(), &[], SearchLimit::default()) {
///     Ok(found) => {
///         for notice in found.notices(language) {
///             println!("{notice}");
///         }
///         println!("{}", found.uci());
///     }
///     Err(error) => println!("{}", error.message(language)),
/// }
/// ```
#[derive(Debug)]
pub struct EnginePlayer {
    path: PathBuf,
    timeouts: Timeouts,
    level: Level,
    /// Options set through [`set_option`](Self::set_option), sent again after a restart.
    options: Vec<(String, String)>,
    engine: Option<Engine>,
    /// Whether the running engine has the current level's options.
    level_sent: bool,
    /// The game last sent: start position as FEN, and the moves.
    sent: Option<(String, Vec<Move>)>,
    restarts: u32,
    /// State of the generator for the lowest levels' random moves (xorshift).
    random: u64,
}

impl EnginePlayer {
    /// An engine at `path` (a bare name is looked up in `PATH`) playing at `level`, with the
    /// default [`Timeouts`]. Nothing is started yet: [`start`](Self::start) starts it now,
    /// [`best_move`](Self::best_move) when first needed.
    pub fn new(path: impl Into<PathBuf>, level: Level) -> EnginePlayer {
        EnginePlayer {
            path: path.into(),
            timeouts: Timeouts::default(),
            level,
            options: Vec::new(),
            engine: None,
            level_sent: false,
            sent: None,
            restarts: 0,
            random: 0,
        }
    }

    /// The same player with other timeouts (they apply from the next engine start).
    pub fn with_timeouts(mut self, timeouts: Timeouts) -> EnginePlayer {
        self.timeouts = timeouts;
        self
    }

    /// The engine's path.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The playing strength.
    pub fn level(&self) -> Level {
        self.level
    }

    /// Changes the playing strength; the engine gets the new options before its next move.
    pub fn set_level(&mut self, level: Level) {
        if level != self.level {
            self.level = level;
            self.level_sent = false;
        }
    }

    /// How often the engine was restarted because it failed.
    pub fn restarts(&self) -> u32 {
        self.restarts
    }

    /// The running engine, if it was started.
    pub fn engine(&self) -> Option<&Engine> {
        self.engine.as_ref()
    }

    /// Starts the engine now unless it runs (to report a missing engine before the game
    /// starts): handshake, the level's options and those of
    /// [`set_option`](Self::set_option), `ucinewgame`, `isready`.
    pub fn start(&mut self) -> Result<&mut Engine, EngineError> {
        if self.engine.as_ref().is_some_and(Engine::has_failed) {
            self.engine = None;
        }
        if self.engine.is_none() {
            let mut engine = Engine::start(&self.path, self.timeouts)?;
            for (name, value) in self.level.options(engine.options()) {
                engine.set_option(&name, &value)?;
            }
            for (name, value) in &self.options {
                engine.set_option(name, value)?;
            }
            engine.new_game()?;
            self.level_sent = true;
            self.sent = None;
            self.engine = Some(engine);
        }
        let engine = self.engine.as_mut().expect("the engine was started");
        if !self.level_sent {
            for (name, value) in self.level.options(engine.options()) {
                engine.set_option(&name, &value)?;
            }
            engine.is_ready()?;
            self.level_sent = true;
        }
        Ok(engine)
    }

    /// Sets an engine option (`Hash`, `Threads`, …), starting the engine if needed; it is set
    /// again whenever the engine is restarted. [`EngineError::UnknownOption`] when the engine
    /// does not have it.
    pub fn set_option(&mut self, name: &str, value: &str) -> Result<(), EngineError> {
        let engine = self.start()?;
        engine.set_option(name, value)?;
        engine.is_ready()?;
        self.options.retain(|(n, _)| !n.eq_ignore_ascii_case(name));
        self.options.push((name.to_owned(), value.to_owned()));
        Ok(())
    }

    /// Ends the engine (it is started again when needed).
    pub fn stop_engine(&mut self) {
        self.engine = None;
        self.sent = None;
    }

    /// The engine's move in the game that started at `start` and went on with `moves`, as
    /// [`best_move_with`](Self::best_move_with) without being told of restarts as they
    /// happen (they are in [`EngineMove::restarts`]).
    pub fn best_move(
        &mut self,
        start: &Chess,
        moves: &[Move],
        limit: SearchLimit,
    ) -> Result<EngineMove, EngineError> {
        self.best_move_with(start, moves, limit, |_| {})
    }

    /// The engine's move in the game that started at `start` and went on with `moves`.
    ///
    /// `limit` bounds the search (a game clock, a time); the level's node limit always
    /// applies too, and its time per move unless `limit` gives a time or a clock. An empty
    /// limit plays at the level's own pace.
    ///
    /// When the engine crashes, hangs (past the deadlines of its [`Timeouts`]) or talks
    /// nonsense, `on_restart` is called with the error (say its
    /// [`restart_message`](EngineError::restart_message) at once), the engine is restarted,
    /// given its options and the game again, and asked once more. The move it then gives
    /// lists the error in [`EngineMove::restarts`]. When the second attempt fails too, its
    /// error is returned; the game itself is untouched, so the caller can carry on without
    /// the engine.
    ///
    /// [`EngineError::InvalidGame`] and [`EngineError::NoLegalMove`] come before the engine is
    /// asked anything.
    pub fn best_move_with(
        &mut self,
        start: &Chess,
        moves: &[Move],
        limit: SearchLimit,
        mut on_restart: impl FnMut(&EngineError),
    ) -> Result<EngineMove, EngineError> {
        let position = play_all(start, moves)?;
        if position.legal_moves().is_empty() {
            return Err(EngineError::NoLegalMove);
        }
        let limit = self.limit_for(limit);
        let mut restarts = Vec::new();
        loop {
            match self.attempt(start, moves, &limit) {
                Ok(mut found) => {
                    found.restarts = restarts;
                    self.maybe_blunder(&position, &mut found);
                    return Ok(found);
                }
                Err(error) if error.restarts() && restarts.is_empty() => {
                    self.stop_engine();
                    self.restarts += 1;
                    on_restart(&error);
                    restarts.push(error);
                }
                Err(error) => {
                    if error.restarts() {
                        self.stop_engine();
                    }
                    return Err(error);
                }
            }
        }
    }

    /// The lowest levels play a random legal move now and then instead of the engine's
    /// (see [`LevelSettings::random_per_mille`](super::LevelSettings::random_per_mille)).
    fn maybe_blunder(&mut self, position: &Chess, found: &mut EngineMove) {
        let per_mille = u64::from(self.level.settings().random_per_mille);
        if per_mille == 0 {
            return;
        }
        if self.next_random() % 1000 < per_mille {
            let moves = position.legal_moves();
            let index = (self.next_random() % moves.len() as u64) as usize;
            found.best = moves[index];
            found.ponder = None;
            found.pv = vec![found.best];
        }
    }

    fn next_random(&mut self) -> u64 {
        if self.random == 0 {
            let nanos = std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(0x9e37_79b9, |d| d.as_nanos() as u64);
            self.random = nanos | 1;
        }
        self.random ^= self.random << 13;
        self.random ^= self.random >> 7;
        self.random ^= self.random << 17;
        self.random
    }

    /// The search limit for a move: the caller's, the level's nodes, and the level's time
    /// unless the caller gave a time or a clock.
    pub fn limit_for(&self, limit: SearchLimit) -> SearchLimit {
        let own = self.level.limit();
        let mut merged = limit.and(SearchLimit {
            nodes: own.nodes,
            ..SearchLimit::default()
        });
        if limit.movetime.is_none() && limit.clock.is_none() {
            merged.movetime = own.movetime;
        }
        merged
    }

    fn attempt(
        &mut self,
        start: &Chess,
        moves: &[Move],
        limit: &SearchLimit,
    ) -> Result<EngineMove, EngineError> {
        let fen = Fen::from_position(start, EnPassantMode::Legal).to_string();
        let same_game = self.sent.as_ref().is_some_and(|(sent_fen, sent_moves)| {
            *sent_fen == fen && (moves.starts_with(sent_moves) || sent_moves.starts_with(moves))
        });
        let engine = self.start()?;
        if !same_game {
            engine.new_game()?;
        }
        engine.set_position(start, moves)?;
        let found = engine.go(limit)?;
        self.sent = Some((fen, moves.to_vec()));
        Ok(found)
    }
}
