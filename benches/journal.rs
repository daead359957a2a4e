//! What one journal append (one JSON line, written and `fdatasync`ed) costs on this disk: 200
//! moves appended to a fresh journal, the distribution of their times printed (min, median,
//! mean, p90, p99, max). Every move is on disk before it is announced, so this is the delay
//! the journal adds to each announcement. `ANSAGE_BENCH_DIR` chooses the disk (the target
//! folder by default).

use std::path::PathBuf;
use std::time::{Duration, Instant};

use ansage::storage::journal::{Header, Journal, JournalEvent};
use serde_json::json;

const APPENDS: u32 = 200;

fn main() {
    let base = std::env::var_os("ANSAGE_BENCH_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_TARGET_TMPDIR")));
    let dir = base.join(format!("journal-latency-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a folder for the journal");
    let path = dir.join("game.jsonl");
    let header = Header::new(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        json!({"language": "de", "seats": ["human", "human"], "clock": {"base_ms": 300000}}),
    );
    let mut journal = Journal::create(&path, &header).expect("the journal is created");
    let mut times = Vec::new();
    for ply in 1..=APPENDS {
        let event = JournalEvent::Move {
            ply,
            uci: "g1f3".into(),
            san: "Sf3".into(),
            draw_offer: false,
            clock_ms: Some([281_230, 290_004]),
        };
        let start = Instant::now();
        journal.append(&event).expect("the move is appended");
        times.push(start.elapsed());
    }
    times.sort();
    let at = |q: f64| times[((times.len() - 1) as f64 * q) as usize];
    let mean = times.iter().sum::<Duration>() / times.len() as u32;
    println!(
        "journal append + fdatasync on {}: {} appends, min {:?}, median {:?}, mean {:?}, p90 {:?}, p99 {:?}, max {:?}",
        dir.display(),
        times.len(),
        times[0],
        at(0.5),
        mean,
        at(0.9),
        at(0.99),
        times[times.len() - 1]
    );
    let _ = std::fs::remove_dir_all(&dir);
}
