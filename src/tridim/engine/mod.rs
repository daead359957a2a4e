//! An engine for three-dimensional chess: no other program plays Meder's rules with a
//! legal-move generator, so ansage has its own. A search ([`search`]) over the rules of
//! [`crate::tridim`] with an evaluation ([`evaluate`]) of material, mobility across the
//! levels, king safety, pawns and decks; eight levels like the Stockfish levels of standard
//! chess ([`crate::engine::Level`]: the same names), from a beginner who overlooks things to
//! the full search within two seconds.
//!
//! | level | name                  | depth | time per move | moves at random |
//! |-------|-----------------------|-------|---------------|-----------------|
//! | 1     | Anfänger              | 1     | 0.1 s         | 40 %            |
//! | 2     | Einsteiger            | 1     | 0.2 s         | 20 %            |
//! | 3     | Gelegenheitsspieler   | 2     | 0.3 s         | 10 %            |
//! | 4     | Fortgeschrittener     | 3     | 0.5 s         | —               |
//! | 5     | Vereinsspieler        | 4     | 0.7 s         | —               |
//! | 6     | Starker Vereinsspieler| 5     | 1 s           | —               |
//! | 7     | Meister               | 7     | 1.5 s         | —               |
//! | 8     | Volle Stärke          | 12    | 2 s           | —               |
//!
//! The depth is the deepest iteration; the time ends the search earlier (the first
//! iteration always finishes). Measured with `cargo bench --bench engine3d`.

pub mod evaluate;
pub mod search;

use std::time::Duration;

use crate::engine::Level;
use crate::engine::words::Score;
use crate::tridim::moves::Move3;
use crate::tridim::position::Position3;

pub use evaluate::evaluate;
pub use search::{Found, Limits, MATE, position_hash, search};

/// What a level asks of the 3D engine.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Strength3 {
    /// The search's limits.
    pub limits: Limits,
    /// How many moves in a thousand are chosen at random instead (beginners overlook
    /// things).
    pub random_per_mille: u16,
}

const fn strength(depth: u32, millis: u64, random_per_mille: u16) -> Strength3 {
    Strength3 {
        limits: Limits {
            depth,
            time: Some(Duration::from_millis(millis)),
            nodes: None,
        },
        random_per_mille,
    }
}

const STRENGTHS: [Strength3; 8] = [
    strength(1, 100, 400),
    strength(1, 200, 200),
    strength(2, 300, 100),
    strength(3, 500, 0),
    strength(4, 700, 0),
    strength(5, 1_000, 0),
    strength(7, 1_500, 0),
    strength(12, 2_000, 0),
];

/// What `level` asks of the 3D engine (see the table in the module documentation).
pub fn strength_of(level: Level) -> Strength3 {
    STRENGTHS[usize::from(level.number().clamp(1, 8)) - 1]
}

/// The engine's move at `level` in `position`, after a game whose earlier positions have the
/// keys `history` ([`position_hash`]); `seed` is a xorshift state for the weakened levels'
/// random moves. None when there is no legal move.
pub fn choose_move(
    position: &Position3,
    level: Level,
    history: &[u64],
    seed: &mut u64,
) -> Option<Move3> {
    let strength = strength_of(level);
    if strength.random_per_mille > 0 {
        let roll = next_random(seed) % 1000;
        if roll < u64::from(strength.random_per_mille) {
            let moves = position.legal_moves();
            if !moves.is_empty() {
                let pick = next_random(seed) % moves.len() as u64;
                return Some(moves[pick as usize]);
            }
        }
    }
    search(position, strength.limits, history).best
}

/// A search's value as the standard engine's [`Score`], from White's view, to be said with
/// [`crate::engine::words::evaluation_phrase`].
pub fn score_for_white(found: &Found, position: &Position3) -> Score {
    let mover = position.turn();
    // A mated position scores -MATE: a mate in no moves.
    let score = match found.mate_in() {
        Some(moves) => Score::Mate(moves),
        None => Score::Centipawns(found.score),
    };
    Score::from_mover(score, mover)
}

/// xorshift64: the next number of the state `seed` (a state of 0 is replaced by a fixed
/// one). The weakened levels' random moves use it, and so do the tests and benches that play
/// a random mover.
pub fn next_random(seed: &mut u64) -> u64 {
    if *seed == 0 {
        *seed = 0x2545_F491_4F6C_DD1D;
    }
    *seed ^= *seed << 13;
    *seed ^= *seed >> 7;
    *seed ^= *seed << 17;
    *seed
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tridim::fen3d::read_fen3d;
    use crate::tridim::notation::write_move;

    fn pos(fen: &str) -> Position3 {
        read_fen3d(fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
    }

    fn depth(depth: u32) -> Limits {
        Limits {
            depth,
            time: None,
            nodes: None,
        }
    }

    #[test]
    fn it_mates_in_one() {
        // The mate of tests/tridim_play.rs: Db7S#.
        let p = pos("Qb5S,Ra3N,Rd8S,Kc1W,kz9DP6 DP4w,DP5w,DP6b,KP6b w - - 0 30");
        let found = search(&p, depth(2), &[]);
        let best = found.best.expect("a move");
        let after = p.play_unchecked(&best);
        assert!(
            after.legal_moves().is_empty() && after.in_check(after.turn()),
            "{} does not mate",
            write_move(&p, &best, crate::tridim::notation::seed_letters())
        );
        assert_eq!(found.mate_in(), Some(1));
    }

    #[test]
    fn it_takes_a_hanging_queen() {
        let p = pos("Nb3W,Kd1W,qc5N,kd8S DP1w,KP1w,DP6b,KP6b w - - 0 2");
        let found = search(&p, depth(2), &[]);
        assert!(found.best.is_some_and(|m| m.is_capture()), "{found:?}");
        // A queen down before, a knight up after.
        assert!(evaluate(&p) < -500 && found.score > 200, "{found:?}");
    }

    #[test]
    fn no_move_when_mated_and_a_mate_scores_for_the_winner() {
        let p = pos("Qb5S,Ra3N,Rd8S,Kc1W,kz9DP6 DP4w,DP5w,DP6b,KP6b w - - 0 30");
        let best = search(&p, depth(2), &[]).best.unwrap();
        let mated = p.play_unchecked(&best);
        let found = search(&mated, depth(3), &[]);
        assert_eq!(found.best, None);
        assert_eq!(score_for_white(&found, &mated), Score::Mate(0));
    }

    #[test]
    fn every_level_plays_a_legal_move_within_its_node_budget() {
        let start = Position3::start();
        let mut seed = 7;
        for number in 1..=8 {
            let level = Level::new(number).unwrap();
            let m = choose_move(&start, level, &[], &mut seed).expect("a move");
            assert!(start.legal_moves().contains(&m), "level {number}");
        }
        let limited = Limits {
            depth: 30,
            time: None,
            nodes: Some(2_000),
        };
        let found = search(&start, limited, &[]);
        assert!(found.best.is_some());
        // The first iteration always finishes; later ones stop at the budget.
        assert!(found.nodes < 50_000, "{}", found.nodes);
    }

    #[test]
    fn the_same_position_gives_the_same_key_and_a_move_changes_it() {
        let start = Position3::start();
        let again = pos(&crate::tridim::fen3d::write_fen3d(&start));
        assert_eq!(position_hash(&start), position_hash(&again));
        let m = start.legal_moves()[0];
        assert_ne!(
            position_hash(&start),
            position_hash(&start.play_unchecked(&m))
        );
    }
}
