//! What one session needs of a game beyond its rules, its records and its reconciliation
//! ([`Reconcile`]): the game's own record, the question asked when a line fits several
//! moves, a move as it was announced, and what only that game's session keeps. Standard
//! chess (and Chess960) implements it here; Meder's 3D chess in `play::three_d`.

use std::fmt::Debug;
use std::time::Duration;

use super::PlaySession;
use crate::game::events::PlayedMove;
use crate::game::reconcile::Reconcile;
use crate::game::rules::Standard;
use crate::notation::pgn::Game;
use crate::phrase::Value;
use crate::understanding::heard::Question;

/// A game the session plays: [`Standard`] chess or Meder's 3D chess.
pub trait Variant: Reconcile {
    /// The game's record, with its tags, moves and result: chess's PGN game, the 3D game
    /// file's.
    type Game: Clone + Debug;
    /// The moves a line fitted, asked about ("Welcher Springer …?").
    type Question: Clone + Debug;
    /// A move as it was announced, for "wiederholen".
    type Announced: Clone + Debug;
    /// What only this game's session keeps (the 3D practice opponent).
    type Own: Clone + Debug + Default;

    /// The moves of `game`, in order.
    fn moves(game: &Self::Game) -> Vec<Self::Move>;

    /// Whether `game` is over (a result is written).
    fn is_over(game: &Self::Game) -> bool;

    /// The position of `game` after its first `plies` moves.
    fn position_after(game: &Self::Game, plies: usize) -> Self::Position;

    /// Ply `index` of the session's game for a list ("Zug zwölf, Schwarz, Springer Felix
    /// sechs"), as data.
    fn ply_words(session: &PlaySession<Self>, index: usize) -> Value;

    /// The session's game is made to consist of `target`: the moves after the first
    /// difference are taken back and the rest of `target` is played, the arbiter and the
    /// position following (F2.8).
    fn set_moves(session: &mut PlaySession<Self>, target: &[Self::Move]);

    /// The game's moves, each with the mover's time after it where the clock kept it.
    fn moves_with_clocks(session: &PlaySession<Self>) -> Vec<(Self::Move, Option<Duration>)>;

    /// F2.3, F2.6: the mover may no longer correct the last move; the opponent's clock is
    /// pressed for it where the game waited for that.
    fn close_correction_window(session: &mut PlaySession<Self>);

    /// The clocks were changed by no move (stopped, started, corrected): journaled at once,
    /// for `--resume`.
    fn clock_changed(session: &mut PlaySession<Self>);

    /// What the clock has to say now, within a step: alarms, a flag that fell (6.9).
    fn clock_news(session: &mut PlaySession<Self>) -> Vec<crate::texts::Event>;
}

impl Variant for Standard {
    type Game = Game;
    type Question = Question;
    type Announced = PlayedMove;
    type Own = ();

    fn moves(game: &Game) -> Vec<shakmaty::Move> {
        game.moves.iter().map(|recorded| recorded.played).collect()
    }

    fn is_over(game: &Game) -> bool {
        game.result.is_some()
    }

    fn position_after(game: &Game, plies: usize) -> shakmaty::Chess {
        game.position_after(plies)
    }

    fn ply_words(session: &PlaySession, index: usize) -> Value {
        session.ply_phrase(index)
    }

    fn set_moves(session: &mut PlaySession, target: &[shakmaty::Move]) {
        session.set_game_moves(target);
    }

    fn moves_with_clocks(session: &PlaySession) -> Vec<(shakmaty::Move, Option<Duration>)> {
        session.moves_with_clocks()
    }

    fn close_correction_window(session: &mut PlaySession) {
        // The press it makes is journaled through the game events; nothing more is said.
        let _ = session.close_correction_window();
    }

    fn clock_changed(session: &mut PlaySession) {
        session.journal_clock();
    }

    fn clock_news(session: &mut PlaySession) -> Vec<crate::texts::Event> {
        session.tick_inner()
    }
}
