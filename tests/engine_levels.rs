//! The levels differ measurably (issue 7): the engine at a level chooses a move in each of a
//! fixed set of corpus positions, and a separate Stockfish at full strength judges every
//! chosen move at a fixed depth. A move's loss is what the judge thinks the position was
//! worth before it less what it is worth after it, from the mover's view, in centipawns
//! (mates through [`review::centipawns`](ansage::engine::review::centipawns)), capped at
//! [`LOSS_CAP`] so that one blunder into mate does not outweigh everything else; the move
//! the judge itself would play loses nothing.
//!
//! The test here checks the order on 20 positions, judged at
//! [`REVIEW_DEPTH`](ansage::engine::review::REVIEW_DEPTH), levels 1, 3, 7 and 8 only: the
//! average loss at level 1 is more than twice that of level 8 plus 20 cp, and level 3 loses
//! more than level 7. Levels 7 and 8 search at most [`TEST_NODES`] nodes instead of their
//! time per move, so the test takes about 15 s and does not depend on the machine's speed.
//! The weakened levels stay random (Stockfish's Skill Level draws its moves from a
//! time-seeded generator; level 8 with a node limit is deterministic): levels 1 and 3, which
//! answer in milliseconds, are asked [`WEAK_DRAWS`] times in each position, which steadies
//! their averages (level 1 at 20 × 1 ranged from 19 to 111 cp between runs, at 20 × 8 from
//! 68 to 92 cp).
//!
//! `benches/levels.rs` includes this file for the measurement and measures all eight levels
//! at their own pace on 40 positions (`cargo bench --bench levels`).

// The test and the benchmark each use only some of the helpers.
#![allow(dead_code)]

use std::collections::HashMap;
use std::fmt::Write;
use std::path::Path;
use std::time::{Duration, Instant};

use ansage::engine::review::{MISTAKE_CENTIPAWNS, centipawns};
use ansage::engine::{Engine, EnginePlayer, Level, STOCKFISH, SearchLimit, Timeouts};
use ansage::language::Language;
use shakmaty::{Chess, Color, Move, Position};

#[path = "support/mod.rs"]
mod support;

/// A move counts as losing at most this many centipawns.
pub const LOSS_CAP: i32 = 1000;

/// The node limit of the test for levels without one of their own (levels 4 to 8).
pub const TEST_NODES: u64 = 50_000;

/// How many positions the test uses.
const TEST_POSITIONS: usize = 20;

/// How often the test asks levels 1 and 3 in each position.
const WEAK_DRAWS: usize = 8;

/// Stockfish at [`STOCKFISH`], or a panic that says how to install it.
pub fn stockfish() -> &'static Path {
    let path = Path::new(STOCKFISH);
    assert!(
        path.exists(),
        "Stockfish is missing at {STOCKFISH}: run make setup or apt-get install stockfish"
    );
    path
}

/// `count` positions spread evenly over the games of `tests/data/corpus/`, each with more
/// than one legal move (so none is over, and every one offers a choice).
pub fn test_positions(count: usize) -> Vec<Chess> {
    let all: Vec<Chess> = support::corpus_positions(1)
        .into_iter()
        .filter(|position| position.legal_moves().len() > 1)
        .collect();
    let step = (all.len() / count.max(1)).max(1);
    all.into_iter().step_by(step).take(count).collect()
}

/// A position as the judge sees it.
struct Judged {
    position: Chess,
    /// Its value from White's view.
    value: i32,
    /// The judge's own move.
    best: Move,
    /// The loss of each move judged so far.
    losses: HashMap<Move, i32>,
}

/// Stockfish at full strength judging moves at a fixed depth. Every search starts from an
/// empty hash table (`ucinewgame`), so a judgement does not depend on what was judged
/// before.
pub struct Judge {
    engine: Engine,
    depth: u32,
    judged: Vec<Judged>,
}

impl Judge {
    /// Starts the judge and searches each of `positions` at `depth`.
    pub fn new(positions: &[Chess], depth: u32) -> Judge {
        let engine = Engine::start(stockfish(), Timeouts::default()).expect("Stockfish starts");
        let mut judge = Judge {
            engine,
            depth,
            judged: Vec::with_capacity(positions.len()),
        };
        for position in positions {
            let (value, best) = judge.search(position);
            let best = best.expect("a position with legal moves has a best move");
            judge.judged.push(Judged {
                position: position.clone(),
                value,
                best,
                losses: HashMap::new(),
            });
        }
        judge
    }

    /// How many positions there are.
    pub fn position_count(&self) -> usize {
        self.judged.len()
    }

    /// The position `index`.
    pub fn position(&self, index: usize) -> &Chess {
        &self.judged[index].position
    }

    /// The search depth.
    pub fn depth(&self) -> u32 {
        self.depth
    }

    /// What `played` loses in position `index`, in centipawns from the mover's view, 0 to
    /// [`LOSS_CAP`].
    pub fn loss(&mut self, index: usize, played: Move) -> i32 {
        let judged = &self.judged[index];
        if played == judged.best {
            return 0;
        }
        if let Some(&loss) = judged.losses.get(&played) {
            return loss;
        }
        let mover = judged.position.turn();
        let before = judged.value;
        let mut after = judged.position.clone();
        after.play_unchecked(played);
        let loss = if after.is_checkmate() {
            0
        } else {
            let value = if after.is_game_over() {
                0
            } else {
                self.search(&after).0
            };
            let sign = if mover == Color::White { 1 } else { -1 };
            ((before - value) * sign).clamp(0, LOSS_CAP)
        };
        self.judged[index].losses.insert(played, loss);
        loss
    }

    /// The value of `position` from White's view and the best move.
    fn search(&mut self, position: &Chess) -> (i32, Option<Move>) {
        self.engine.new_game().expect("the judge takes a new game");
        self.engine
            .set_position(position, &[])
            .expect("the judge takes the position");
        let found = self
            .engine
            .go(&SearchLimit::depth(self.depth))
            .expect("the judge searches");
        let score = found.score.expect("Stockfish gives a score");
        (centipawns(score), Some(found.best))
    }
}

/// What the engine at one level did in the judge's positions.
pub struct LevelResult {
    /// The level.
    pub level: Level,
    /// How often the engine was asked in each position.
    pub draws: usize,
    /// The loss of each move, in centipawns, position by position.
    pub losses: Vec<i32>,
    /// The time all moves took together (from asking to the move, as the player waits).
    pub time: Duration,
}

impl LevelResult {
    /// The average loss per move, in centipawns.
    pub fn average(&self) -> f64 {
        let sum: i64 = self.losses.iter().map(|&loss| i64::from(loss)).sum();
        sum as f64 / self.losses.len().max(1) as f64
    }

    /// The median loss, in centipawns.
    pub fn median(&self) -> f64 {
        let mut sorted = self.losses.clone();
        sorted.sort_unstable();
        match sorted.len() {
            0 => 0.0,
            n if n % 2 == 1 => f64::from(sorted[n / 2]),
            n => (f64::from(sorted[n / 2 - 1]) + f64::from(sorted[n / 2])) / 2.0,
        }
    }

    /// The share of moves losing at least [`MISTAKE_CENTIPAWNS`], 0 to 1.
    pub fn mistake_share(&self) -> f64 {
        let mistakes = self
            .losses
            .iter()
            .filter(|&&loss| loss >= MISTAKE_CENTIPAWNS)
            .count();
        mistakes as f64 / self.losses.len().max(1) as f64
    }

    /// The average time per move.
    pub fn time_per_move(&self) -> Duration {
        self.time / u32::try_from(self.losses.len().max(1)).unwrap_or(u32::MAX)
    }
}

/// The engine at `level` chooses a move `draws` times in each of the judge's positions
/// within `limit` (merged with the level's own limit, as in a game) and the judge judges
/// each. More draws make the average of a randomly weakened level steadier.
pub fn play_level(
    level: Level,
    judge: &mut Judge,
    limit: SearchLimit,
    draws: usize,
) -> LevelResult {
    let mut player = EnginePlayer::new(stockfish(), level);
    player.start().expect("Stockfish starts");
    let mut losses = Vec::with_capacity(judge.position_count() * draws);
    let mut time = Duration::ZERO;
    for index in 0..judge.position_count() {
        let position = judge.position(index).clone();
        for _ in 0..draws {
            let started = Instant::now();
            let found = player
                .best_move(&position, &[], limit)
                .expect("the engine finds a move");
            time += started.elapsed();
            losses.push(judge.loss(index, found.best));
        }
    }
    LevelResult {
        level,
        draws,
        losses,
        time,
    }
}

/// The results as a table: level, name, positions (× draws), average and median loss, share
/// of moves losing at least 100 cp, time per move.
pub fn table(results: &[LevelResult]) -> String {
    let mut out = format!(
        "{:<5} {:<18} {:>9} {:>9} {:>7} {:>8} {:>10}\n",
        "level", "name", "positions", "avg loss", "median", "≥100 cp", "time/move"
    );
    for result in results {
        let positions = result.losses.len() / result.draws.max(1);
        let positions = if result.draws > 1 {
            format!("{positions}×{}", result.draws)
        } else {
            positions.to_string()
        };
        let _ = writeln!(
            out,
            "{:<5} {:<18} {:>9} {:>9.1} {:>7.1} {:>7.1}% {:>8.0}ms",
            result.level.number(),
            result.level.name(Language::ENGLISH),
            positions,
            result.average(),
            result.median(),
            100.0 * result.mistake_share(),
            result.time_per_move().as_secs_f64() * 1000.0
        );
    }
    out
}

#[test]
fn weaker_levels_lose_more_centipawns() {
    let started = Instant::now();
    let positions = test_positions(TEST_POSITIONS);
    assert_eq!(positions.len(), TEST_POSITIONS);
    let mut judge = Judge::new(&positions, ansage::engine::review::REVIEW_DEPTH);
    let limit = SearchLimit::nodes(TEST_NODES);
    // Levels 1 and 3 answer in milliseconds, so they are asked several times per position;
    // level 8 is deterministic.
    let results: Vec<LevelResult> = [(1, WEAK_DRAWS), (3, WEAK_DRAWS), (7, 1), (8, 1)]
        .into_iter()
        .map(|(number, draws)| play_level(Level::new(number).unwrap(), &mut judge, limit, draws))
        .collect();
    let report = table(&results);
    eprintln!("{report}took {:.1} s", started.elapsed().as_secs_f64());
    let average = |number: u8| {
        results
            .iter()
            .find(|result| result.level.number() == number)
            .expect("level measured")
            .average()
    };
    assert!(
        average(1) > 2.0 * average(8) + 20.0,
        "level 1 should lose far more than level 8:\n{report}"
    );
    assert!(
        average(3) > average(7),
        "level 3 should lose more than level 7:\n{report}"
    );
}
