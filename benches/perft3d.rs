//! How fast the 3D move generator is (issue 32 §6): perft from the starting position of
//! three-dimensional chess, in this process, best of [`RUNS`] runs, and the leaves per second.
//! The engine searches with the same generator, so its speed is the engine's ceiling.
//!
//! `ANSAGE_PERFT_DEPTH` sets the depth (5 by default: 5,083,984 leaves). `ANSAGE_BENCH_BINARY`
//! names another ansage (an older build) whose `ansage 3d perft DEPTH` is timed in the same
//! run, for a before-and-after figure; its own time is the one it prints for the last depth.

use std::path::PathBuf;
use std::process::Command;
use std::time::{Duration, Instant};

use ansage::tridim::{Position3, perft};

/// Runs of each measurement; the fastest counts (the others met a busier machine).
const RUNS: usize = 3;

fn main() {
    let depth: u32 = std::env::var("ANSAGE_PERFT_DEPTH")
        .ok()
        .and_then(|d| d.parse().ok())
        .unwrap_or(5);
    let start = Position3::start();
    let mut best = Duration::MAX;
    let mut leaves = 0;
    for _ in 0..RUNS {
        let began = Instant::now();
        leaves = perft(&start, depth);
        best = best.min(began.elapsed());
    }
    println!(
        "perft({depth}) from the start: {leaves} leaves in {:.3} s ({:.1} million leaves per second), best of {RUNS}",
        best.as_secs_f64(),
        leaves as f64 / best.as_secs_f64() / 1e6
    );
    let Some(binary) = std::env::var_os("ANSAGE_BENCH_BINARY").map(PathBuf::from) else {
        println!("(set ANSAGE_BENCH_BINARY to an older ansage to compare)");
        return;
    };
    let mut before = f64::MAX;
    for _ in 0..RUNS {
        let output = Command::new(&binary)
            .args(["3d", "perft", &depth.to_string()])
            .output()
            .expect("the other ansage runs");
        let text = String::from_utf8_lossy(&output.stdout);
        let seconds = text
            .lines()
            .last()
            .and_then(|line| line.rsplit_once('(')?.1.strip_suffix(" s)")?.parse().ok())
            .expect("the other ansage prints 'perft N: COUNT (T s)'");
        before = f64::min(before, seconds);
    }
    println!(
        "{}: perft({depth}) in {before:.3} s; this build is {:.1} times as fast",
        binary.display(),
        before / best.as_secs_f64()
    );
}
