//! The search: negamax with alpha-beta pruning, deepened one ply at a time until the depth,
//! the time or the node budget runs out; a quiescence search over captures at the leaves;
//! moves ordered by the transposition table's best move, captures by the most valuable victim
//! and least valuable attacker, promotions, and killer moves.

use std::time::{Duration, Instant};

use shakmaty::Color;

use super::evaluate::{evaluate, material};
use crate::tridim::geometry::Pin;
use crate::tridim::moves::{Action, Move3};
use crate::tridim::position::Position3;

/// A mate's score: a mate in `n` plies scores `MATE - n`.
pub const MATE: i32 = 30_000;
/// Scores beyond this are mates.
const MATE_BOUND: i32 = MATE - 1_000;
/// How many plies of captures the quiescence search follows at most.
const QUIESCENCE_PLIES: u32 = 6;
/// Entries of the transposition table (a power of two).
const TABLE_SIZE: usize = 1 << 17;
/// How often (in nodes) the clock is looked at.
const CLOCK_EVERY: u64 = 1_024;

/// When a search stops.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// The deepest iteration, in plies.
    pub depth: u32,
    /// The time it may take; the first iteration always finishes.
    pub time: Option<Duration>,
    /// The nodes it may visit; the first iteration always finishes.
    pub nodes: Option<u64>,
}

/// What a search found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Found {
    /// The best move; none when the side to move has no legal move.
    pub best: Option<Move3>,
    /// Its value for the side to move, in centipawns, or [`MATE`] minus the plies to mate.
    pub score: i32,
    /// The deepest iteration finished.
    pub depth: u32,
    /// Positions visited.
    pub nodes: u64,
    /// How long it took.
    pub elapsed: Duration,
}

impl Found {
    /// A forced mate in this many moves of the mating side: positive when the side to move
    /// mates, negative when it is mated.
    pub fn mate_in(&self) -> Option<i32> {
        (self.score.abs() > MATE_BOUND).then(|| {
            let plies = MATE - self.score.abs();
            let moves = (plies + 1) / 2;
            if self.score > 0 { moves } else { -moves }
        })
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Bound {
    Exact,
    Lower,
    Upper,
}

#[derive(Clone, Copy)]
struct Entry {
    key: u64,
    depth: i32,
    score: i32,
    bound: Bound,
    best: Option<Move3>,
}

/// The searcher's state for one search.
struct Searcher {
    started: Instant,
    limits: Limits,
    nodes: u64,
    stopped: bool,
    /// May the search stop now (after the first iteration)?
    may_stop: bool,
    table: Vec<Option<Entry>>,
    killers: Vec<[Option<Move3>; 2]>,
    /// The keys of the positions on the way to this one, the game's included: a position
    /// met again counts as a draw.
    path: Vec<u64>,
}

/// Searches `position` for its best move within `limits`. `history` holds the keys
/// ([`position_hash`]) of the game's earlier positions, so that the search sees a repetition
/// as a draw.
pub fn search(position: &Position3, limits: Limits, history: &[u64]) -> Found {
    let mut searcher = Searcher {
        started: Instant::now(),
        limits,
        nodes: 0,
        stopped: false,
        may_stop: false,
        table: vec![None; TABLE_SIZE],
        killers: Vec::new(),
        path: history.to_vec(),
    };
    let mut found = Found {
        best: None,
        score: 0,
        depth: 0,
        nodes: 0,
        elapsed: Duration::ZERO,
    };
    let moves = position.legal_moves();
    if moves.is_empty() {
        found.score = if position.in_check(position.turn()) {
            -MATE
        } else {
            0
        };
        return found;
    }
    found.best = Some(moves[0]);
    for depth in 1..=limits.depth.max(1) {
        let (score, best) = searcher.root(position, depth as i32, found.best);
        if searcher.stopped {
            break;
        }
        found.score = score;
        found.best = best.or(found.best);
        found.depth = depth;
        searcher.may_stop = true;
        if score.abs() > MATE_BOUND || searcher.out_of_budget() {
            break;
        }
    }
    found.nodes = searcher.nodes;
    found.elapsed = searcher.started.elapsed();
    found
}

impl Searcher {
    fn out_of_budget(&self) -> bool {
        self.limits
            .time
            .is_some_and(|time| self.started.elapsed() >= time)
            || self.limits.nodes.is_some_and(|nodes| self.nodes >= nodes)
    }

    /// Counts a node and stops the search when the budget is spent.
    fn visit(&mut self) {
        self.nodes += 1;
        if self.may_stop
            && (self.nodes.is_multiple_of(CLOCK_EVERY) || self.limits.nodes.is_some())
            && self.out_of_budget()
        {
            self.stopped = true;
        }
    }

    fn root(
        &mut self,
        position: &Position3,
        depth: i32,
        first: Option<Move3>,
    ) -> (i32, Option<Move3>) {
        let mut moves = position.legal_moves();
        self.order(&mut moves, first, 0);
        let key = position_hash(position);
        self.path.push(key);
        let (mut alpha, beta) = (-MATE - 1, MATE + 1);
        let mut best = None;
        for m in moves {
            let child = position.play_unchecked(&m);
            let score = -self.negamax(&child, depth - 1, -beta, -alpha, 1);
            if self.stopped {
                break;
            }
            if score > alpha {
                alpha = score;
                best = Some(m);
            }
        }
        self.path.pop();
        if !self.stopped {
            self.store(key, depth, alpha, Bound::Exact, best);
        }
        (alpha, best)
    }

    fn negamax(
        &mut self,
        position: &Position3,
        depth: i32,
        mut alpha: i32,
        beta: i32,
        ply: usize,
    ) -> i32 {
        self.visit();
        if self.stopped {
            return 0;
        }
        let key = position_hash(position);
        if self.path.contains(&key) {
            return 0;
        }
        let in_check = position.in_check(position.turn());
        // A check is looked at one ply further, so that mates at the horizon are seen.
        let depth = if in_check && ply < 16 {
            depth + 1
        } else {
            depth
        };
        if depth <= 0 {
            return self.quiescence(position, alpha, beta, QUIESCENCE_PLIES);
        }
        let mut moves = position.legal_moves();
        if moves.is_empty() {
            return if in_check { -(MATE - ply as i32) } else { 0 };
        }
        let entry = self.table[slot(key)].filter(|e| e.key == key);
        if let Some(e) = entry {
            if e.depth >= depth && e.score.abs() <= MATE_BOUND {
                match e.bound {
                    Bound::Exact => return e.score,
                    Bound::Lower if e.score >= beta => return e.score,
                    Bound::Upper if e.score <= alpha => return e.score,
                    _ => {}
                }
            }
        }
        self.order(&mut moves, entry.and_then(|e| e.best), ply);
        let original_alpha = alpha;
        let mut best_score = -MATE - 1;
        let mut best = None;
        self.path.push(key);
        for m in moves {
            let child = position.play_unchecked(&m);
            let score = -self.negamax(&child, depth - 1, -beta, -alpha, ply + 1);
            if self.stopped {
                self.path.pop();
                return 0;
            }
            if score > best_score {
                best_score = score;
                best = Some(m);
            }
            if score > alpha {
                alpha = score;
            }
            if alpha >= beta {
                if !m.is_capture() {
                    self.remember_killer(m, ply);
                }
                break;
            }
        }
        self.path.pop();
        let bound = if best_score <= original_alpha {
            Bound::Upper
        } else if best_score >= beta {
            Bound::Lower
        } else {
            Bound::Exact
        };
        self.store(key, depth, best_score, bound, best);
        best_score
    }

    /// Captures only, until the position is quiet: the side to move may also stand pat.
    fn quiescence(&mut self, position: &Position3, mut alpha: i32, beta: i32, plies: u32) -> i32 {
        self.visit();
        if self.stopped {
            return 0;
        }
        let stand = evaluate(position);
        if stand >= beta || plies == 0 {
            return stand;
        }
        alpha = alpha.max(stand);
        let mut captures: Vec<Move3> = position
            .legal_moves()
            .into_iter()
            .filter(|m| m.is_capture() || promotes(m))
            .collect();
        captures.sort_by_key(|m| -capture_order(m));
        for m in captures {
            let child = position.play_unchecked(&m);
            let score = -self.quiescence(&child, -beta, -alpha, plies - 1);
            if self.stopped {
                return 0;
            }
            if score >= beta {
                return score;
            }
            alpha = alpha.max(score);
        }
        alpha
    }

    /// The table's move first, then captures (most valuable victim, least valuable
    /// attacker) and promotions, then the killer moves of this ply, then the rest.
    fn order(&self, moves: &mut [Move3], first: Option<Move3>, ply: usize) {
        let killers = self.killers.get(ply).copied().unwrap_or([None, None]);
        moves.sort_by_cached_key(|m| {
            let rank = if Some(*m) == first {
                1_000_000
            } else if m.is_capture() || promotes(m) {
                100_000 + capture_order(m)
            } else if killers.contains(&Some(*m)) {
                50_000
            } else {
                0
            };
            -rank
        });
    }

    fn remember_killer(&mut self, m: Move3, ply: usize) {
        if self.killers.len() <= ply {
            self.killers.resize(ply + 1, [None, None]);
        }
        let slot = &mut self.killers[ply];
        if slot[0] != Some(m) {
            slot[1] = slot[0];
            slot[0] = Some(m);
        }
    }

    fn store(&mut self, key: u64, depth: i32, score: i32, bound: Bound, best: Option<Move3>) {
        let slot = &mut self.table[slot(key)];
        if slot.is_none_or(|e| e.key != key || e.depth <= depth) {
            *slot = Some(Entry {
                key,
                depth,
                score,
                bound,
                best,
            });
        }
    }
}

fn slot(key: u64) -> usize {
    (key as usize) & (TABLE_SIZE - 1)
}

/// Whether a move makes a new piece of a pawn.
fn promotes(m: &Move3) -> bool {
    matches!(
        m.action,
        Action::Piece {
            promotion: Some(_),
            ..
        } | Action::Deck {
            promotion: Some(_),
            ..
        }
    )
}

/// Most valuable victim first, then least valuable attacker; a promotion counts its piece.
fn capture_order(m: &Move3) -> i32 {
    match m.action {
        Action::Piece {
            role,
            capture,
            promotion,
            ..
        } => {
            let victim = capture.map_or(0, material);
            let gain = promotion.map_or(0, material);
            victim * 10 + gain - material(role) / 10
        }
        Action::Deck { promotion, .. } => promotion.map_or(0, material),
        Action::Castle { .. } => 0,
    }
}

/// A key of the position for the search's table and its repetition test: the pieces (with
/// whether they have moved), the decks, the side to move, the en-passant chance and a
/// pending promotion. Two positions with the same key are taken to be the same.
pub fn position_hash(position: &Position3) -> u64 {
    let mut hash = 0u64;
    for (square, piece) in position.pieces() {
        let code = (piece.role as u64) * 4
            + u64::from(piece.color == Color::Black) * 2
            + u64::from(piece.unmoved);
        hash ^= mix((square.index() as u64) << 8 | code);
    }
    for pin in Pin::ALL {
        if let Some(color) = position.deck_at(pin) {
            hash ^= mix(0x10_000 + (pin.index() as u64) * 2 + u64::from(color == Color::Black));
        }
    }
    if position.turn() == Color::Black {
        hash ^= mix(0x20_000);
    }
    if let Some(ep) = position.en_passant() {
        hash ^= mix(0x30_000 + ep.crossed.index() as u64);
    }
    if let Some(pending) = position.pending_promotion() {
        hash ^= mix(0x40_000 + pending.index() as u64);
    }
    hash
}

/// SplitMix64's finaliser: spreads a small number over all 64 bits.
fn mix(value: u64) -> u64 {
    let mut z = value.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}
