//! The relay's figures, measured end to end on loopback with real processes: a host
//! (`ansage play --host`) whose player types White's moves, and a device on the page's
//! WebSocket that plays Black's. For each move: how long from the line typed at the host to
//! its announcement arriving at the device, and from the device's move sent to its
//! announcement printed at the host; then the host's memory with one device connected, and
//! the size of the page's assets. `cargo bench --bench relay`.

#[path = "../tests/support/mod.rs"]
mod support;

use std::time::{Duration, Instant};

use ansage::notation::pgn::read_games;
use shakmaty::{CastlingMode, Position};
use support::browser::{Browser, browser_ready};
use support::relay::{Device, Host, lines_with};

/// The plies of the first corpus game with at least `plies` plies, as UCI.
fn a_long_game(plies: usize) -> Vec<String> {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/corpus/Capablanca.pgn"
    );
    let games = read_games(&std::fs::read(path).expect("corpus")).expect("corpus parses");
    let game = games
        .into_iter()
        .find(|game| game.moves.len() >= plies)
        .expect("a long game");
    let mut position = game.start.clone();
    game.moves
        .iter()
        .take(plies)
        .map(|m| {
            let uci = m.played.to_uci(CastlingMode::Standard).to_string();
            position.play_unchecked(m.played);
            uci
        })
        .collect()
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    let index = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[index]
}

fn report(name: &str, mut times: Vec<Duration>) {
    times.sort();
    println!(
        "{name}: {} moves, median {:.2} ms, p95 {:.2} ms, max {:.2} ms",
        times.len(),
        percentile(&times, 0.5).as_secs_f64() * 1000.0,
        percentile(&times, 0.95).as_secs_f64() * 1000.0,
        times.last().unwrap().as_secs_f64() * 1000.0,
    );
}

fn memory_kib(pid: u32, field: &str) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    status
        .lines()
        .find(|line| line.starts_with(field))
        .and_then(|line| line.split_whitespace().nth(1))
        .and_then(|kib| kib.parse().ok())
        .unwrap_or(0)
}

fn main() {
    // `cargo test --benches` runs benches with --bench absent: do nothing then.
    if !std::env::args().any(|arg| arg == "--bench") {
        return;
    }
    let plies = a_long_game(120);
    let dir = support::fresh_dir("bench-relay");
    let mut host = Host::start(&["--correction-window", "0"], &dir);
    let (mut device, _) = Device::pair(&host.address, &host.code, "de");
    host.process.expect("verbunden");
    let mut to_device = Vec::new();
    let mut to_host = Vec::new();
    for (index, pair) in plies.chunks(2).enumerate() {
        let number = index + 1;
        let sent = Instant::now();
        host.process.type_line(&pair[0]);
        let until = sent + Duration::from_secs(10);
        loop {
            let message = device
                .next(Duration::from_millis(500))
                .expect("the device hears");
            if lines_with(&message, "Weiß:").is_some() {
                to_device.push(sent.elapsed());
                break;
            }
            assert!(Instant::now() < until, "move {number} did not arrive");
        }
        let Some(black) = pair.get(1) else { break };
        let sent = Instant::now();
        device.line(black);
        host.process.expect("Schwarz:");
        to_host.push(sent.elapsed());
        // Slower than the relay's flood limit (twenty messages a second), as people are.
        std::thread::sleep(Duration::from_millis(60));
    }
    report(
        "host → device (typed at the host, announced on the device)",
        to_device,
    );
    report(
        "device → host (sent by the device, announced at the host)",
        to_host,
    );
    let pid = host.process.child.id();
    println!(
        "host with one device: resident {} KiB, peak {} KiB",
        memory_kib(pid, "VmRSS:"),
        memory_kib(pid, "VmHWM:")
    );
    println!(
        "page assets: {} bytes (HTML, script and style, built into the binary)",
        ansage::relay::page::assets_bytes()
    );
    drop(host);
    if browser_ready() {
        report(
            "host → page in Chromium (typed at the host, shown in the page's log)",
            to_the_page(&plies[..60]),
        );
    }
}

/// Milliseconds since the epoch, as the page's `Date.now()` gives them.
fn now_ms() -> f64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap_or_default()
        .as_secs_f64()
        * 1000.0
}

/// The same game with the page in a real browser: the time from a line typed at the host
/// to its announcement in the page's log, as the page's clock stamps it (the same machine's
/// clock).
fn to_the_page(plies: &[String]) -> Vec<Duration> {
    let dir = support::fresh_dir("bench-relay-page");
    let mut host = Host::start(&["--correction-window", "0"], &dir);
    let browser = Browser::start(&dir.join("profile"));
    browser.open(&format!("http://{}/", host.address));
    browser.type_into("#code", &host.code);
    browser.click("#pair-button");
    browser.wait_text("#log", "Connected.");
    // Every sentence added to the log, stamped when it appears.
    browser.script(
        "window.seen = []; new MutationObserver(records => { for (const r of records) for (const n of r.addedNodes) window.seen.push([Date.now(), n.textContent]); }).observe(document.getElementById('log'), {childList: true}); return true;",
        serde_json::json!([]),
    );
    let mut times = Vec::new();
    for (index, pair) in plies.chunks(2).enumerate() {
        let sent = now_ms();
        host.process.type_line(&pair[0]);
        let until = Instant::now() + Duration::from_secs(10);
        let shown = loop {
            let stamp = browser.script(
                "const hit = window.seen.find(([, text]) => text.includes(arguments[0])); return hit ? hit[0] : null;",
                serde_json::json!([format!("{}, White:", number_words(index + 1))]),
            );
            if let Some(stamp) = stamp.as_f64() {
                break stamp;
            }
            assert!(
                Instant::now() < until,
                "move {} did not reach the page",
                index + 1
            );
            std::thread::sleep(Duration::from_millis(5));
        };
        times.push(Duration::from_secs_f64(((shown - sent).max(0.0)) / 1000.0));
        let Some(black) = pair.get(1) else { break };
        browser.script(
            "send(arguments[0]); return true;",
            serde_json::json!([black]),
        );
        host.process.expect("Schwarz:");
        std::thread::sleep(Duration::from_millis(60));
    }
    times
}

/// "Move one": the English number words the page's sentences use.
fn number_words(n: usize) -> String {
    let words =
        ansage::words::messages::number_words(n as u32, ansage::language::Language::ENGLISH);
    let mut chars = words.chars();
    match chars.next() {
        Some(first) => format!("Move {}{}", first, chars.as_str()),
        None => String::new(),
    }
}
