//! How much the levels differ (issue 7): the average centipawn loss of the engine's own
//! moves, judged by a deeper search, for each level from 1 to 8.
//!
//! The engine at each level chooses a move, at its own pace (the level's time per move and
//! node limit, as in a game without clock), in 40 positions spread over the corpus
//! (`ANSAGE_LEVEL_POSITIONS` sets another number; `ANSAGE_LEVELS=1,2,3` measures only those
//! levels). A separate Stockfish at full strength judges every chosen move at depth
//! [`REVIEW_DEPTH`] + 2: loss = value before the move − value after it, from the mover's
//! view, in centipawns, mates counted through
//! [`centipawns`](ansage::engine::review::centipawns), at most 1000 cp per move. The
//! measurement itself is in `tests/engine_levels.rs`, whose test checks the order on fewer
//! positions.
//!
//! Printed: level, name, positions, average and median loss, share of moves losing at least
//! 100 cp, time per move; then which levels, if any, lose less than a stronger one. Levels 4
//! to 8 search for their full time per move (5.7 s per position together), so the run takes
//! about five minutes on 40 positions; levels 1 to 3 are node-bound and take milliseconds.
//! The weakened levels draw their moves at random (Stockfish's Skill Level is time-seeded),
//! so on 40 positions the averages of levels 1 to 6 vary from run to run by tens of
//! centipawns (one move into a lost position adds up to 25 cp to an average); levels 7 and 8
//! hardly vary.

use std::time::Instant;

use ansage::engine::review::REVIEW_DEPTH;
use ansage::engine::{Level, SearchLimit};

#[path = "../tests/engine_levels.rs"]
mod engine_levels;
use engine_levels::{Judge, LevelResult, play_level, table, test_positions};

/// How many positions, unless `ANSAGE_LEVEL_POSITIONS` says otherwise.
const POSITIONS: usize = 40;

fn main() {
    let started = Instant::now();
    let count = std::env::var("ANSAGE_LEVEL_POSITIONS")
        .ok()
        .and_then(|value| value.parse().ok())
        .unwrap_or(POSITIONS);
    let positions = test_positions(count);
    let depth = REVIEW_DEPTH + 2;
    eprintln!("judging {} positions at depth {depth} …", positions.len());
    let mut judge = Judge::new(&positions, depth);
    let mut results: Vec<LevelResult> = Vec::new();
    let only: Vec<u8> = std::env::var("ANSAGE_LEVELS")
        .unwrap_or_default()
        .split(',')
        .filter_map(|number| number.trim().parse().ok())
        .collect();
    for level in Level::ALL {
        if !only.is_empty() && !only.contains(&level.number()) {
            continue;
        }
        eprintln!("level {level} …");
        results.push(play_level(level, &mut judge, SearchLimit::default(), 1));
    }
    println!(
        "Average centipawn loss per level: {} positions, judged by Stockfish at depth {depth}, \
         losses capped at {} cp",
        positions.len(),
        engine_levels::LOSS_CAP
    );
    print!("{}", table(&results));
    let mut inversions = Vec::new();
    for (index, weaker) in results.iter().enumerate() {
        for stronger in &results[index + 1..] {
            if weaker.average() < stronger.average() {
                inversions.push(format!(
                    "level {} ({:.1}) < level {} ({:.1})",
                    weaker.level,
                    weaker.average(),
                    stronger.level,
                    stronger.average()
                ));
            }
        }
    }
    if inversions.is_empty() {
        println!("The average loss grows as the level drops.");
    } else {
        println!("Not monotonic: {}.", inversions.join(", "));
    }
    println!("took {:.0} s", started.elapsed().as_secs_f64());
}
