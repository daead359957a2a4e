//! What one session needs of a game beyond its rules, its records and its reconciliation
//! ([`Reconcile`]): the game's own record, the question asked when a line fits several
//! moves, a move as it was announced, and what only that game's session keeps. Standard
//! chess (and Chess960) implements it here; Meder's 3D chess in `play::three_d`.

use std::fmt::Debug;

use crate::game::events::PlayedMove;
use crate::game::reconcile::Reconcile;
use crate::game::rules::Standard;
use crate::notation::pgn::Game;
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
}

impl Variant for Standard {
    type Game = Game;
    type Question = Question;
    type Announced = PlayedMove;
    type Own = ();
}
