//! The arbiter: how a game ends, and what happens to claims, draw offers, resignations and
//! illegal moves (FIDE Laws, articles 5, 6.10, 7.4 and 9; the German text of 2001 in
//! `shared/rules/000_…`, with 9.6 of the current Laws for fivefold repetition and 75 moves).
//!
//! [`GenericArbiter`] is a pure state machine: the match feeds it moves and the players'
//! requests and gets back verdicts — what happened, the sentences to say in German or English,
//! and instructions for the clock. It never reads a clock or prints anything. The game's rules
//! come through the [`Rules`] seam: [`Arbiter`] judges standard chess (and Chess960), and
//! `tridim::rules::Meder` Meder's three-dimensional chess, whose tournament rules
//! (`shared/rules/003_…`) word articles 5, 6.9 and 9 as the FIDE Laws of 2001 do.
//!
//! # How the rules are read
//!
//! - **Checkmate** (5.1a) and **stalemate** (5.2a) end the game at once.
//! - **Dead position** (5.2b, 9.6 of 2001): a draw at once when neither side has mating
//!   material ([`Position::is_insufficient_material`]): king against king, king and bishop
//!   or king and knight against king, any number of bishops all on squares of one colour.
//!   Blocked positions with mating material left are not recognised.
//! - **Threefold repetition** (9.2) is claimed by the player to move, either about the
//!   position on the board (9.2b: it has just arisen for at least the third time), or about
//!   the position after a move he announces (9.2a). "The same position" is
//!   [`PositionKey`]: placement, side to move, castling rights and a *legal* en-passant
//!   capture.
//! - **Fifty moves** (9.3) likewise: fifty moves by each player (a half-move clock of 100)
//!   before or after the announced move.
//! - A player who moves without claiming loses the claim for that move (9.4): claims are
//!   only ever about the current position or the announced next move.
//! - A **rejected claim** (9.5b): the announced move must be played; in tournament mode the
//!   opponent gets three minutes and the claimant loses half his remaining time, at most
//!   three minutes ([`ClaimPenalty`]). The claim counts as a draw offer (9.1c); if the
//!   opponent had offered a draw himself, that makes an agreement.
//! - **Fivefold repetition** and **75 moves** (9.6.1 and 9.6.2 of the current Laws; the 2001
//!   text has neither) end the game without a claim; checkmate on the 75th move wins.
//! - **Draw offers** (9.1): offered after one's move, recorded as (=) with that move; an
//!   offer made before one's move is recorded with the next one. It stands until the
//!   opponent accepts, declines, or moves. Offering while the opponent's offer stands
//!   accepts it.
//! - **Resignation** (5.1b) loses at once.
//! - **Illegal moves** in tournament mode (7.4b): the first two of a player give the
//!   opponent two minutes each, the third loses. The 2001 text gives no exception there;
//!   following 6.10 and today's 7.5.5 the game is drawn instead when the opponent could not
//!   checkmate by any series of legal moves. In casual mode illegal moves are not counted.
//! - **Time** (6.10): the player whose flag fell loses, unless the opponent could not
//!   checkmate: then the game is drawn.

mod repetition;
mod standard;
mod variant;
mod words;

use std::time::Duration;

use shakmaty::{ByColor, Color, KnownOutcome, Move, Outcome};

use self::repetition::History;
pub use self::repetition::{Lookalike, MoveLabel, Occurrence, PositionKey};
pub use self::standard::Standard;
pub use self::variant::{RightsDiffer, Rules};
pub use self::words::{occurrences, offer_declined, sentences};
use crate::notation::pgn::{Game, RecordedMove};

/// Extra time for the opponent after each of a player's first two illegal moves (7.4b).
pub const ILLEGAL_MOVE_BONUS: Duration = Duration::from_secs(120);

/// The illegal move of a player that loses the game (7.4b): the third.
pub const ILLEGAL_MOVES_TO_LOSE: u32 = 3;

/// Extra time for the opponent after a rejected draw claim (9.5b).
pub const FALSE_CLAIM_BONUS: Duration = Duration::from_secs(180);

/// Half-moves without a pawn move or capture that allow a claim (9.3: fifty moves each).
pub const FIFTY_MOVES: u32 = 100;

/// Half-moves without a pawn move or capture that end the game (9.6.2: 75 moves each).
pub const SEVENTY_FIVE_MOVES: u32 = 150;

/// Whether an arbiter's penalties apply.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Mode {
    /// A friendly game: illegal moves are only refused, rejected claims cost no time.
    #[default]
    Casual,
    /// Tournament rules: illegal moves are counted (7.4b) and rejected claims cost time
    /// (9.5b).
    Tournament,
}

/// A draw claim of the player to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Claim {
    /// The same position for at least the third time (9.2).
    Repetition,
    /// Fifty moves by each player without a pawn move or a capture (9.3).
    FiftyMoves,
}

/// Why a game ended without a decisive result.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DrawReason {
    /// The side to move has no legal move and is not in check.
    Stalemate,
    /// Neither side can checkmate any more.
    InsufficientMaterial,
    /// The players agreed.
    Agreement,
    /// Claimed: the same position for the third time (FIDE Laws 9.2).
    ThreefoldRepetition,
    /// Claimed: fifty moves by each player without a pawn move or a capture (9.3).
    FiftyMoves,
    /// Automatic: the same position for the fifth time (9.6 of the current Laws).
    FivefoldRepetition,
    /// Automatic: seventy-five moves by each player without a pawn move or a capture (9.6
    /// of the current Laws).
    SeventyFiveMoves,
    /// A player ran out of time (6.10) or made a third illegal move (7.4b), but the
    /// opponent could not checkmate by any series of legal moves.
    CannotBeMated,
}

/// How a game ended through a forfeit.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Forfeit {
    /// The flag fell (6.10).
    Time,
    /// The third illegal move (7.4b).
    IllegalMoves,
}

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameEnd {
    /// 5.1a: the winner checkmated.
    Checkmate {
        /// Who checkmated.
        winner: Color,
    },
    /// 5.1b: the loser resigned.
    Resignation {
        /// Who did not resign.
        winner: Color,
    },
    /// 6.10 or 7.4b: a loss for the offender, or a draw when the opponent could not
    /// checkmate by any series of legal moves.
    Forfeit {
        /// Whose flag fell or who made the third illegal move.
        offender: Color,
        /// Time or illegal moves.
        cause: Forfeit,
        /// Whether the game is drawn because the opponent could not checkmate.
        drawn: bool,
    },
    /// Any other draw.
    Draw(DrawReason),
    /// The arbiter's decision (F2.7–F2.9, 12.9f: a game declared lost, or a result the
    /// arbiter records): the winner, or a draw when `None`.
    Decision {
        /// Who wins; a draw when `None`.
        winner: Option<Color>,
    },
}

impl GameEnd {
    /// The winner, if the game did not end in a draw.
    pub fn winner(&self) -> Option<Color> {
        match *self {
            GameEnd::Checkmate { winner } | GameEnd::Resignation { winner } => Some(winner),
            GameEnd::Forfeit {
                offender,
                drawn: false,
                ..
            } => Some(!offender),
            GameEnd::Forfeit { drawn: true, .. } | GameEnd::Draw(_) => None,
            GameEnd::Decision { winner } => winner,
        }
    }

    /// The result as shakmaty and pgn-reader know it.
    pub fn outcome(&self) -> KnownOutcome {
        match self.winner() {
            Some(winner) => KnownOutcome::Decisive { winner },
            None => KnownOutcome::Draw,
        }
    }

    /// The result for a game record's result token.
    pub fn pgn_outcome(&self) -> Outcome {
        Outcome::Known(self.outcome())
    }

    /// Why the game was drawn, if it was.
    pub fn draw_reason(&self) -> Option<DrawReason> {
        match *self {
            GameEnd::Draw(reason) => Some(reason),
            GameEnd::Forfeit { drawn: true, .. } => Some(DrawReason::CannotBeMated),
            _ => None,
        }
    }
}

/// An instruction for the clock: add time to one player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ClockAdjust {
    /// Whose time changes.
    pub color: Color,
    /// The time to add.
    pub add: Duration,
}

/// 9.5b: the claimant's time after a rejected claim. With more than two minutes left he
/// loses half of it, at most three minutes; with one to two minutes left his time is set to
/// one minute; with less it stays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ClaimPenalty {
    /// The claimant.
    pub color: Color,
}

impl ClaimPenalty {
    /// The claimant's remaining time after the penalty.
    pub fn remaining_after(&self, remaining: Duration) -> Duration {
        const ONE_MINUTE: Duration = Duration::from_secs(60);
        const TWO_MINUTES: Duration = Duration::from_secs(120);
        const THREE_MINUTES: Duration = Duration::from_secs(180);
        if remaining > TWO_MINUTES {
            remaining.saturating_sub((remaining / 2).min(THREE_MINUTES))
        } else if remaining > ONE_MINUTE {
            ONE_MINUTE
        } else {
            remaining
        }
    }
}

/// What a move brought about.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveReport {
    /// The game ended with this move: checkmate, stalemate, dead position, fivefold
    /// repetition or 75 moves.
    pub end: Option<GameEnd>,
    /// The opponent's draw offer that this move declined (9.1): the offerer.
    pub declined_offer: Option<Color>,
    /// Whether this move carries a draw offer made before it (recorded as (=) with it).
    pub draw_offer: bool,
    /// What the player now to move could claim about the position on the board.
    pub claimable: Vec<Claim>,
}

/// Why a claim was rejected.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Rejection {
    /// 9.2: the position claimed about has stood on the board fewer than three times.
    NotRepeated {
        /// Every time it stood there, including the position claimed about (which, for an
        /// announced move, is the last and not yet on the board).
        occurrences: Vec<Occurrence>,
        /// Earlier positions that looked the same but had other castling or en-passant
        /// rights.
        lookalikes: Vec<Lookalike>,
    },
    /// 9.3: fewer than fifty moves by each player without a pawn move or capture.
    TooFewMoves {
        /// The half-moves without a pawn move or capture, after the announced move if any.
        halfmoves: u32,
    },
}

/// A claim that was granted: the game is drawn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GrantedClaim<M = Move> {
    /// What was claimed.
    pub claim: Claim,
    /// The announced move, if the claim was about the position after it (9.2a, 9.3a). The
    /// move is written on the scoresheet but not played; the arbiter does not add it.
    pub announced: Option<M>,
    /// For a repetition: the earlier times the position stood on the board.
    pub earlier: Vec<Occurrence>,
    /// The end of the game.
    pub end: GameEnd,
}

/// A claim that was rejected, and what follows (9.5b, 9.1c).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RejectedClaim<M = Move> {
    /// Who claimed.
    pub claimant: Color,
    /// What was claimed.
    pub claim: Claim,
    /// Whether the claim was about the position after an announced move.
    pub announced: Option<M>,
    /// Why it was rejected.
    pub reason: Rejection,
    /// The announced move, which must now be played (9.5b). [`GenericArbiter::play`] refuses any
    /// other.
    pub must_play: Option<M>,
    /// Tournament mode: three minutes for the opponent (9.5b).
    pub opponent_bonus: Option<ClockAdjust>,
    /// Tournament mode: the claimant's time is cut (9.5b).
    pub claimant_penalty: Option<ClaimPenalty>,
    /// The claim counts as a draw offer (9.1c). If the opponent had offered a draw that
    /// still stood, the game is drawn by agreement and this holds the end; no move and no
    /// time penalty follow then.
    pub agreement: Option<GameEnd>,
}

/// The arbiter's answer to a draw claim.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ClaimVerdict<M = Move> {
    /// The game is drawn (9.5a).
    Granted(GrantedClaim<M>),
    /// The game goes on (9.5b).
    Rejected(RejectedClaim<M>),
}

/// The answer to a draw offer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OfferVerdict {
    /// The offer stands until the opponent answers or moves.
    Pending {
        /// Who offered.
        by: Color,
    },
    /// The opponent had offered a draw too: drawn by agreement.
    Agreed(GameEnd),
}

/// What an illegal move attempt brings about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IllegalMoveVerdict {
    /// Casual mode: the attempt is refused and not counted.
    NotCounted,
    /// 7.4b: the first or second illegal move of the offender; the opponent gets two
    /// minutes.
    TimeToOpponent {
        /// Who tried the illegal move.
        offender: Color,
        /// How many illegal moves the offender has made, this one included.
        count: u32,
        /// Two minutes for the opponent.
        adjust: ClockAdjust,
    },
    /// 7.4b: the third illegal move; the game is over.
    GameOver(GameEnd),
}

/// A request the arbiter cannot act on.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RulesError<M = Move> {
    /// The game has already ended.
    #[error("the game is already over")]
    GameOver,
    /// A move that is not legal in the position.
    #[error("the move {0:?} is not legal in the position")]
    IllegalMove(M),
    /// After a rejected claim the announced move must be played (9.5b).
    #[error("the announced move {announced:?} must be played")]
    AnnouncedMove {
        /// The move announced with the claim.
        announced: M,
    },
    /// There is no draw offer of the opponent to answer.
    #[error("there is no draw offer to answer")]
    NoOffer,
    /// The player's own draw offer still stands.
    #[error("this player's draw offer still stands")]
    AlreadyOffered,
    /// A move of a game record is not legal.
    #[error("move {ply} of the record is not legal")]
    Record {
        /// The half-move, counted from 0.
        ply: usize,
    },
    /// A game record goes on after the game ended.
    #[error("the record goes on after the game ended at half-move {ply}")]
    MovesAfterEnd {
        /// The first half-move after the end, counted from 0.
        ply: usize,
    },
}

/// A draw offer that stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Offer {
    by: Color,
    /// Whether (=) has been written with a move of the offerer.
    recorded: bool,
}

/// The rules of one game: every position, offers, claims, illegal moves and the end.
/// The game's rules are `R`'s: [`Standard`] chess, or Meder's 3D chess (`tridim::rules`).
#[derive(Clone, Debug)]
pub struct GenericArbiter<R: Rules> {
    mode: Mode,
    start: R::Position,
    position: R::Position,
    moves: Vec<R::Move>,
    offers: Vec<bool>,
    history: History<R>,
    offer: Option<Offer>,
    illegal: ByColor<u32>,
    announced: Option<R::Move>,
    end: Option<GameEnd>,
}

/// The arbiter of a game of standard chess (or Chess960).
pub type Arbiter = GenericArbiter<Standard>;

impl GenericArbiter<Standard> {
    /// Replays a game record with its draw offers (the (=) flags). The record's result token
    /// is not consulted; [`GenericArbiter::end`] says whether the moves ended the game.
    ///
    /// # Errors
    ///
    /// [`RulesError::Record`] for an illegal move, [`RulesError::MovesAfterEnd`] for moves
    /// after checkmate, stalemate, a dead position, fivefold repetition or 75 moves.
    pub fn from_game(game: &Game, mode: Mode) -> Result<Self, RulesError> {
        let offers: Vec<bool> = game.moves.iter().map(|m| m.draw_offer).collect();
        let moves: Vec<Move> = game.moves.iter().map(|m| m.played).collect();
        GenericArbiter::replay(game.start.clone(), &moves, &offers, mode)
    }

    /// The moves played, each with whether a draw offer was recorded with it (9.1b, (=)).
    pub fn recorded_moves(&self) -> Vec<RecordedMove> {
        self.moves
            .iter()
            .zip(&self.offers)
            .map(|(played, offer)| RecordedMove {
                draw_offer: *offer,
                ..RecordedMove::new(*played)
            })
            .collect()
    }
}

impl<R: Rules> GenericArbiter<R> {
    /// A game from `start`. A start position that is already over (checkmate, stalemate,
    /// dead, 75 moves on the half-move clock) ends the game at once.
    pub fn new(start: R::Position, mode: Mode) -> Self {
        let history = History::new(&start);
        let mut arbiter = GenericArbiter {
            mode,
            position: start.clone(),
            start,
            moves: Vec::new(),
            offers: Vec::new(),
            history,
            offer: None,
            illegal: ByColor::default(),
            announced: None,
            end: None,
        };
        arbiter.end = arbiter.automatic_end();
        arbiter
    }

    /// Replays the moves of a game from `start`, with the draw offers recorded with them
    /// (`offers[ply]`: (=) written with that move; missing entries count as none).
    ///
    /// # Errors
    ///
    /// [`RulesError::Record`] for an illegal move, [`RulesError::MovesAfterEnd`] for moves
    /// after the game ended by itself.
    pub fn replay(
        start: R::Position,
        moves: &[R::Move],
        offers: &[bool],
        mode: Mode,
    ) -> Result<Self, RulesError<R::Move>> {
        let mut arbiter = GenericArbiter::new(start, mode);
        for (ply, played) in moves.iter().enumerate() {
            if arbiter.end.is_some() {
                return Err(RulesError::MovesAfterEnd { ply });
            }
            arbiter
                .play(*played)
                .map_err(|_| RulesError::Record { ply })?;
            if offers.get(ply).copied().unwrap_or(false) && arbiter.end.is_none() {
                let mover = !R::turn(&arbiter.position);
                arbiter.offer_draw(mover)?;
            }
        }
        Ok(arbiter)
    }

    /// Casual or tournament rules.
    pub fn mode(&self) -> Mode {
        self.mode
    }

    /// The starting position.
    pub fn start(&self) -> &R::Position {
        &self.start
    }

    /// The position on the board.
    pub fn position(&self) -> &R::Position {
        &self.position
    }

    /// The moves played, in order.
    pub fn moves(&self) -> &[R::Move] {
        &self.moves
    }

    /// Whether a draw offer was recorded with the move of half-move `ply` (from 0).
    pub fn draw_offered_with(&self, ply: usize) -> bool {
        self.offers.get(ply).copied().unwrap_or(false)
    }

    /// How the game ended, if it did.
    pub fn end(&self) -> Option<GameEnd> {
        self.end
    }

    /// Whether the game has ended.
    pub fn is_over(&self) -> bool {
        self.end.is_some()
    }

    /// Who has offered a draw that still stands.
    pub fn pending_offer(&self) -> Option<Color> {
        self.offer.map(|offer| offer.by)
    }

    /// The move announced with a rejected claim, which must be played next (9.5b).
    pub fn announced_move(&self) -> Option<R::Move> {
        self.announced
    }

    /// How many illegal moves `color` has made (tournament mode only; 7.4b).
    pub fn illegal_moves(&self, color: Color) -> u32 {
        self.illegal[color]
    }

    /// Every time the position on the board stood there, the current time last.
    pub fn occurrences(&self) -> Vec<Occurrence> {
        self.history.occurrences(&R::key(&self.position))
    }

    /// Every time the position after `mv` stood on the board, with the position after `mv`
    /// last (its `ply` one past the current).
    ///
    /// # Errors
    ///
    /// [`RulesError::IllegalMove`] if `mv` is not legal.
    pub fn occurrences_after(&self, mv: R::Move) -> Result<Vec<Occurrence>, RulesError<R::Move>> {
        let (next, label) = self.after(mv)?;
        Ok(self.prospective_occurrences(&next, label))
    }

    /// Earlier positions that look like the one on the board but had other castling or
    /// en-passant rights, so were not the same (9.2).
    pub fn lookalikes(&self) -> Vec<Lookalike> {
        self.history.lookalikes(&R::key(&self.position))
    }

    /// What the player to move could claim now: about the position on the board (9.2b,
    /// 9.3b) or, with `announced`, about the position after that move (9.2a, 9.3a).
    pub fn claimable(&self, announced: Option<R::Move>) -> Vec<Claim> {
        if self.end.is_some() {
            return Vec::new();
        }
        [Claim::Repetition, Claim::FiftyMoves]
            .into_iter()
            .filter(|claim| matches!(self.judge(*claim, announced), Ok(Judgement::Granted { .. })))
            .collect()
    }

    /// Plays a move of the player to move. An opponent's draw offer lapses (9.1); a draw
    /// offer the mover made before the move is recorded with it.
    ///
    /// # Errors
    ///
    /// [`RulesError::GameOver`], [`RulesError::IllegalMove`], or
    /// [`RulesError::AnnouncedMove`] when a rejected claim announced another move.
    pub fn play(&mut self, mv: R::Move) -> Result<MoveReport, RulesError<R::Move>> {
        self.ensure_running()?;
        if let Some(announced) = self.announced
            && announced != mv
        {
            return Err(RulesError::AnnouncedMove { announced });
        }
        let (next, label) = self.after(mv)?;
        self.position = next;
        self.moves.push(mv);
        self.history.push(&self.position, label);
        self.announced = None;
        let mut declined_offer = None;
        let mut draw_offer = false;
        match self.offer {
            Some(ref mut offer) if offer.by == label.by && !offer.recorded => {
                offer.recorded = true;
                draw_offer = true;
            }
            Some(offer) if offer.by == label.by => {}
            Some(offer) => {
                declined_offer = Some(offer.by);
                self.offer = None;
            }
            None => {}
        }
        self.offers.push(draw_offer);
        self.end = self.automatic_end();
        if self.end.is_some() {
            self.offer = None;
        }
        Ok(MoveReport {
            end: self.end,
            declined_offer,
            draw_offer,
            claimable: self.claimable(None),
        })
    }

    /// A draw claim of the player to move (9.2, 9.3), about the position on the board or,
    /// with `announced`, about the position after that move. The claim is granted if either
    /// qualifies. A rejected claim counts as a draw offer (9.1c) and obliges the claimant to
    /// play the announced move (9.5b).
    ///
    /// # Errors
    ///
    /// [`RulesError::GameOver`], [`RulesError::IllegalMove`] for an illegal announced move,
    /// [`RulesError::AnnouncedMove`] when an earlier rejected claim's move is still due.
    pub fn claim_draw(
        &mut self,
        claim: Claim,
        announced: Option<R::Move>,
    ) -> Result<ClaimVerdict<R::Move>, RulesError<R::Move>> {
        self.ensure_running()?;
        if let Some(announced) = self.announced {
            return Err(RulesError::AnnouncedMove { announced });
        }
        let claimant = R::turn(&self.position);
        match self.judge(claim, announced)? {
            Judgement::Granted { announced, earlier } => {
                let reason = match claim {
                    Claim::Repetition => DrawReason::ThreefoldRepetition,
                    Claim::FiftyMoves => DrawReason::FiftyMoves,
                };
                let end = GameEnd::Draw(reason);
                self.end = Some(end);
                self.offer = None;
                Ok(ClaimVerdict::Granted(GrantedClaim {
                    claim,
                    announced,
                    earlier,
                    end,
                }))
            }
            Judgement::Rejected(reason) => {
                let mut rejected = RejectedClaim {
                    claimant,
                    claim,
                    announced,
                    reason,
                    must_play: None,
                    opponent_bonus: None,
                    claimant_penalty: None,
                    agreement: None,
                };
                match self.offer {
                    Some(offer) if offer.by != claimant => {
                        let end = GameEnd::Draw(DrawReason::Agreement);
                        self.end = Some(end);
                        self.offer = None;
                        rejected.agreement = Some(end);
                        return Ok(ClaimVerdict::Rejected(rejected));
                    }
                    Some(_) => {}
                    None => {
                        self.offer = Some(Offer {
                            by: claimant,
                            recorded: false,
                        });
                    }
                }
                self.announced = announced;
                rejected.must_play = announced;
                if self.mode == Mode::Tournament {
                    rejected.opponent_bonus = Some(ClockAdjust {
                        color: !claimant,
                        add: FALSE_CLAIM_BONUS,
                    });
                    rejected.claimant_penalty = Some(ClaimPenalty { color: claimant });
                }
                Ok(ClaimVerdict::Rejected(rejected))
            }
        }
    }

    /// A draw offer by `by` (9.1). Made after `by`'s move it is recorded with that move;
    /// made before (allowed, though 12.5 frowns on it), with `by`'s next move. If the
    /// opponent's offer stands, the game is drawn by agreement.
    ///
    /// # Errors
    ///
    /// [`RulesError::GameOver`], [`RulesError::AlreadyOffered`].
    pub fn offer_draw(&mut self, by: Color) -> Result<OfferVerdict, RulesError<R::Move>> {
        self.ensure_running()?;
        match self.offer {
            Some(offer) if offer.by == by => Err(RulesError::AlreadyOffered),
            Some(_) => Ok(OfferVerdict::Agreed(self.agree())),
            None => {
                let after_own_move = by != R::turn(&self.position) && !self.moves.is_empty();
                if after_own_move && let Some(last) = self.offers.last_mut() {
                    *last = true;
                }
                self.offer = Some(Offer {
                    by,
                    recorded: after_own_move,
                });
                Ok(OfferVerdict::Pending { by })
            }
        }
    }

    /// `by` accepts the opponent's draw offer (9.1, 5.2c).
    ///
    /// # Errors
    ///
    /// [`RulesError::GameOver`], [`RulesError::NoOffer`] when no offer of the opponent
    /// stands.
    pub fn accept_draw(&mut self, by: Color) -> Result<GameEnd, RulesError<R::Move>> {
        self.ensure_running()?;
        match self.offer {
            Some(offer) if offer.by != by => Ok(self.agree()),
            _ => Err(RulesError::NoOffer),
        }
    }

    /// `by` declines the opponent's draw offer in words (9.1).
    ///
    /// # Errors
    ///
    /// [`RulesError::GameOver`], [`RulesError::NoOffer`] when no offer of the opponent
    /// stands.
    pub fn decline_draw(&mut self, by: Color) -> Result<(), RulesError<R::Move>> {
        self.ensure_running()?;
        match self.offer {
            Some(offer) if offer.by != by => {
                self.offer = None;
                Ok(())
            }
            _ => Err(RulesError::NoOffer),
        }
    }

    /// `by` resigns (5.1b).
    ///
    /// # Errors
    ///
    /// [`RulesError::GameOver`].
    pub fn resign(&mut self, by: Color) -> Result<GameEnd, RulesError<R::Move>> {
        self.ensure_running()?;
        Ok(self.finish(GameEnd::Resignation { winner: !by }))
    }

    /// The arbiter records the result: `winner` wins, or a draw when `None` (12.9f, F2.7).
    ///
    /// # Errors
    ///
    /// [`RulesError::GameOver`].
    pub fn decide(&mut self, winner: Option<Color>) -> Result<GameEnd, RulesError<R::Move>> {
        self.ensure_running()?;
        Ok(self.finish(GameEnd::Decision { winner }))
    }

    /// `by` tried an illegal move (7.4). In tournament mode, where the rules count them
    /// ([`Rules::COUNTS_ILLEGAL_MOVES`]), the first two give the opponent two minutes, the
    /// third loses — or draws, if the opponent could not checkmate by any series of legal
    /// moves. In casual mode nothing happens.
    ///
    /// # Errors
    ///
    /// [`RulesError::GameOver`].
    pub fn illegal_move(&mut self, by: Color) -> Result<IllegalMoveVerdict, RulesError<R::Move>> {
        self.ensure_running()?;
        if self.mode == Mode::Casual || !R::COUNTS_ILLEGAL_MOVES {
            return Ok(IllegalMoveVerdict::NotCounted);
        }
        self.illegal[by] += 1;
        let count = self.illegal[by];
        if count < ILLEGAL_MOVES_TO_LOSE {
            return Ok(IllegalMoveVerdict::TimeToOpponent {
                offender: by,
                count,
                adjust: ClockAdjust {
                    color: !by,
                    add: ILLEGAL_MOVE_BONUS,
                },
            });
        }
        Ok(IllegalMoveVerdict::GameOver(
            self.forfeit(by, Forfeit::IllegalMoves),
        ))
    }

    /// `by`'s flag fell (6.10): a loss, or a draw if the opponent could not checkmate by any
    /// series of legal moves.
    ///
    /// # Errors
    ///
    /// [`RulesError::GameOver`]: a game already ended cannot be lost on time (6.10).
    pub fn time_forfeit(&mut self, by: Color) -> Result<GameEnd, RulesError<R::Move>> {
        self.ensure_running()?;
        Ok(self.forfeit(by, Forfeit::Time))
    }

    fn ensure_running(&self) -> Result<(), RulesError<R::Move>> {
        match self.end {
            Some(_) => Err(RulesError::GameOver),
            None => Ok(()),
        }
    }

    fn finish(&mut self, end: GameEnd) -> GameEnd {
        self.end = Some(end);
        self.offer = None;
        self.announced = None;
        end
    }

    fn agree(&mut self) -> GameEnd {
        self.finish(GameEnd::Draw(DrawReason::Agreement))
    }

    fn forfeit(&mut self, offender: Color, cause: Forfeit) -> GameEnd {
        let drawn = !R::can_checkmate(&self.position, !offender);
        self.finish(GameEnd::Forfeit {
            offender,
            cause,
            drawn,
        })
    }

    /// The position after `mv` and the move's label.
    fn after(&self, mv: R::Move) -> Result<(R::Position, MoveLabel), RulesError<R::Move>> {
        if !R::is_legal(&self.position, &mv) {
            return Err(RulesError::IllegalMove(mv));
        }
        let label = MoveLabel {
            number: R::move_number(&self.position),
            by: R::turn(&self.position),
        };
        Ok((R::play(&self.position, &mv), label))
    }

    fn prospective_occurrences(&self, next: &R::Position, label: MoveLabel) -> Vec<Occurrence> {
        let mut occurrences = self.history.occurrences(&R::key(next));
        occurrences.push(Occurrence {
            ply: self.moves.len() + 1,
            after: Some(label),
        });
        occurrences
    }

    /// Checkmate, stalemate, dead position, then — where `R` has them — fivefold repetition
    /// and 75 moves, in this order, so that checkmate on the 75th move wins (9.6.2).
    fn automatic_end(&self) -> Option<GameEnd> {
        let position = &self.position;
        if let Some(end) = R::ending(position) {
            return Some(end);
        }
        if !R::AUTOMATIC_DRAWS {
            return None;
        }
        if self.occurrences().len() >= 5 {
            return Some(GameEnd::Draw(DrawReason::FivefoldRepetition));
        }
        if R::halfmoves(position) >= SEVENTY_FIVE_MOVES {
            return Some(GameEnd::Draw(DrawReason::SeventyFiveMoves));
        }
        None
    }

    /// Whether `claim` holds, about the position on the board or after `announced`.
    fn judge(
        &self,
        claim: Claim,
        announced: Option<R::Move>,
    ) -> Result<Judgement<R::Move>, RulesError<R::Move>> {
        let next = announced.map(|mv| self.after(mv)).transpose()?;
        match claim {
            Claim::Repetition => {
                let mut now = self.occurrences();
                if now.len() >= 3 {
                    now.pop();
                    return Ok(Judgement::Granted {
                        announced: None,
                        earlier: now,
                    });
                }
                let Some((next, label)) = next else {
                    return Ok(Judgement::Rejected(Rejection::NotRepeated {
                        occurrences: now,
                        lookalikes: self.lookalikes(),
                    }));
                };
                let mut then = self.prospective_occurrences(&next, label);
                if then.len() >= 3 {
                    then.pop();
                    return Ok(Judgement::Granted {
                        announced,
                        earlier: then,
                    });
                }
                Ok(Judgement::Rejected(Rejection::NotRepeated {
                    occurrences: then,
                    lookalikes: self.history.lookalikes(&R::key(&next)),
                }))
            }
            Claim::FiftyMoves => {
                if R::halfmoves(&self.position) >= FIFTY_MOVES {
                    return Ok(Judgement::Granted {
                        announced: None,
                        earlier: Vec::new(),
                    });
                }
                let halfmoves = match &next {
                    Some((next, _)) => R::halfmoves(next),
                    None => R::halfmoves(&self.position),
                };
                if halfmoves >= FIFTY_MOVES {
                    return Ok(Judgement::Granted {
                        announced,
                        earlier: Vec::new(),
                    });
                }
                Ok(Judgement::Rejected(Rejection::TooFewMoves { halfmoves }))
            }
        }
    }
}

/// What the arbiter found about a claim, before acting on it.
enum Judgement<M> {
    Granted {
        announced: Option<M>,
        earlier: Vec<Occurrence>,
    },
    Rejected(Rejection),
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::phrase::{Join, Phrase, Value};
    use shakmaty::{Chess, Position};

    fn label(number: u32, by: Color) -> Option<MoveLabel> {
        Some(MoveLabel { number, by })
    }

    #[test]
    fn rules_occurrences_as_facts() {
        let start = Occurrence {
            ply: 0,
            after: None,
        };
        let twelve = Occurrence {
            ply: 23,
            after: label(12, Color::White),
        };
        let sixteen = Occurrence {
            ply: 31,
            after: label(16, Color::White),
        };
        assert_eq!(occurrences(&[]), sentences(Vec::new()));
        let both = occurrences(&[start, twelve, sixteen]);
        assert_eq!(both.arg("when"), Some(&Value::from("both")));
        assert_eq!(both.arg("side"), Some(&Value::Side(Color::White)));
        assert_eq!(
            both.arg("moves"),
            Some(&Value::List(
                Join::And,
                vec![Value::Spelled(12), Value::Spelled(16)]
            ))
        );
    }

    #[test]
    fn rules_game_ends() {
        let mate = GameEnd::Checkmate {
            winner: Color::Black,
        };
        assert_eq!(mate.winner(), Some(Color::Black));
        assert_eq!(
            mate.pgn_outcome(),
            Outcome::Known(KnownOutcome::Decisive {
                winner: Color::Black
            })
        );
        assert_eq!(mate.draw_reason(), None);
        let flag = GameEnd::Forfeit {
            offender: Color::White,
            cause: Forfeit::Time,
            drawn: false,
        };
        assert_eq!(flag.winner(), Some(Color::Black));
        assert_eq!(
            flag.phrase(),
            Phrase::new("game-forfeit")
                .with("cause", "time")
                .with("drawn", "no")
                .with("offender", Color::White)
                .with("opponent", Color::Black)
        );
        let fifty = GameEnd::Draw(DrawReason::FiftyMoves);
        assert_eq!(fifty.outcome(), KnownOutcome::Draw);
        assert_eq!(fifty.phrase(), Phrase::new("draw-fifty-moves"));
    }

    #[test]
    fn rules_position_keys_count_only_legal_en_passant() {
        // After 1.e4 no black pawn stands beside e4: the key has no en-passant square.
        let mut position = Chess::default();
        let e4 = Move::Normal {
            role: shakmaty::Role::Pawn,
            from: shakmaty::Square::E2,
            capture: None,
            to: shakmaty::Square::E4,
            promotion: None,
        };
        position.play_unchecked(e4);
        assert_eq!(PositionKey::of(&position).en_passant(), None);
        assert_eq!(
            PositionKey::of(&position).castling_rights(),
            Chess::default().castles().castling_rights()
        );
    }

    #[test]
    fn rules_errors_and_claims_as_facts() {
        assert_eq!(
            RulesError::<Move>::NoOffer.phrase(),
            Phrase::new("game-error-no-offer")
        );
        assert_eq!(
            RulesError::<Move>::MovesAfterEnd { ply: 4 }.phrase(),
            Phrase::new("game-error-moves-after-end").with("half", 5usize)
        );
        assert_eq!(
            Claim::Repetition.phrase(),
            Phrase::new("game-claim-repetition")
        );
        assert_eq!(
            offer_declined(Color::Black),
            Phrase::new("game-offer-declined").with("side", Color::Black)
        );
        let two = sentences(vec![Phrase::new("a"), Phrase::new("b")]);
        assert_eq!(two.id, "joined");
        assert_eq!(sentences(vec![Phrase::new("a")]), Phrase::new("a"));
    }
}
