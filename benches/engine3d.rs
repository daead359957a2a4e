//! How the 3D engine plays (issue 32 §3): its speed (nodes per second and the depth reached
//! in a second, from the start and from positions after random openings) and its strength
//! (each level against a random mover, and each level against the level two above it).
//!
//! A game runs to mate, stalemate or [`PLIES`] plies; an unfinished game is judged by the
//! engine's own evaluation, three pawns ahead counting as a win. Colours alternate.
//! `ANSAGE_BENCH_GAMES` sets the games per pairing (4 by default), `ANSAGE_BENCH_LEVELS` the
//! levels measured (`1,2,3,4` by default: their moves take at most half a second; levels 5 to
//! 8 think up to two seconds a move, so a full run of them takes an hour).

use std::time::{Duration, Instant};

use ansage::engine::Level;
use ansage::game::rules::GameEnd;
use ansage::tridim::Position3;
use ansage::tridim::engine::{Limits, choose_move, evaluate, next_random, position_hash, search};
use ansage::tridim::game::Game3;
use shakmaty::Color;

/// The longest game.
const PLIES: usize = 80;

fn main() {
    let games: u64 = std::env::var("ANSAGE_BENCH_GAMES")
        .ok()
        .and_then(|g| g.parse().ok())
        .unwrap_or(4);
    let levels: Vec<u8> = std::env::var("ANSAGE_BENCH_LEVELS")
        .ok()
        .map(|text| {
            text.split(',')
                .filter_map(|l| l.trim().parse().ok())
                .collect()
        })
        .unwrap_or_else(|| vec![1, 2, 3, 4]);

    println!("speed: a search of one second");
    println!(
        "{:<28} {:>6} {:>10} {:>12}",
        "position", "depth", "nodes", "nodes/s"
    );
    let mut seed = 0x5EED;
    let mut positions = vec![("the start".to_owned(), Position3::start())];
    for n in 1..=3 {
        positions.push((
            format!("after 16 random plies ({n})"),
            random_opening(16, &mut seed),
        ));
    }
    for (name, position) in &positions {
        let found = search(
            position,
            Limits {
                depth: 64,
                time: Some(Duration::from_secs(1)),
                nodes: None,
            },
            &[],
        );
        println!(
            "{name:<28} {:>6} {:>10} {:>12.0}",
            found.depth,
            found.nodes,
            found.nodes as f64 / found.elapsed.as_secs_f64()
        );
    }

    println!("\nstrength: {games} games per pairing, {PLIES} plies at most");
    println!(
        "{:<22} {:>5} {:>5} {:>5} {:>14}",
        "pairing", "won", "drawn", "lost", "s per move"
    );
    for &level in &levels {
        let (won, drawn, lost, per_move) = pairing(Some(level), None, games);
        println!(
            "{:<22} {won:>5} {drawn:>5} {lost:>5} {per_move:>14.3}",
            format!("level {level} v random")
        );
    }
    for &level in &levels {
        if level + 2 > 8 {
            continue;
        }
        let (won, drawn, lost, per_move) = pairing(Some(level), Some(level + 2), games);
        println!(
            "{:<22} {won:>5} {drawn:>5} {lost:>5} {per_move:>14.3}",
            format!("level {level} v level {}", level + 2)
        );
    }
}

/// A position after `plies` random moves from the start (a game still going).
fn random_opening(plies: usize, seed: &mut u64) -> Position3 {
    loop {
        let mut position = Position3::start();
        for _ in 0..plies {
            let moves = position.legal_moves();
            if moves.is_empty() {
                break;
            }
            position =
                position.play_unchecked(&moves[(next_random(seed) % moves.len() as u64) as usize]);
        }
        if !position.legal_moves().is_empty() {
            return position;
        }
    }
}

/// `first` (a level) against `second` (a level, or the random mover when `None`), `games`
/// games with colours alternating: the first's wins, draws and losses, and the average
/// seconds per move of the first.
fn pairing(first: Option<u8>, second: Option<u8>, games: u64) -> (u32, u32, u32, f64) {
    let (mut won, mut drawn, mut lost) = (0, 0, 0);
    let (mut thinking, mut moves) = (Duration::ZERO, 0u32);
    for game in 0..games {
        let first_side = if game % 2 == 0 {
            Color::White
        } else {
            Color::Black
        };
        let mut seed = 0xC0FFEE + game;
        let mut position = Position3::start();
        let mut history = Vec::new();
        let mut outcome = None;
        for _ in 0..PLIES {
            if let Some(end) = Game3::automatic_end(&position) {
                outcome = Some(match end {
                    GameEnd::Checkmate { winner } if winner == first_side => 1,
                    GameEnd::Checkmate { .. } => -1,
                    _ => 0,
                });
                break;
            }
            let mover = if position.turn() == first_side {
                first
            } else {
                second
            };
            let began = Instant::now();
            let m = match mover {
                Some(level) => {
                    choose_move(&position, Level::new(level).unwrap(), &history, &mut seed)
                        .expect("a move")
                }
                None => {
                    let legal = position.legal_moves();
                    legal[(next_random(&mut seed) % legal.len() as u64) as usize]
                }
            };
            if position.turn() == first_side {
                thinking += began.elapsed();
                moves += 1;
            }
            history.push(position_hash(&position));
            position = position.play_unchecked(&m);
        }
        let outcome = outcome.unwrap_or_else(|| {
            let value = evaluate(&position);
            let for_first = if position.turn() == first_side {
                value
            } else {
                -value
            };
            match for_first {
                v if v >= 300 => 1,
                v if v <= -300 => -1,
                _ => 0,
            }
        });
        match outcome {
            1 => won += 1,
            -1 => lost += 1,
            _ => drawn += 1,
        }
    }
    (
        won,
        drawn,
        lost,
        thinking.as_secs_f64() / f64::from(moves.max(1)),
    )
}
