//! Nothing is lost (issue 6, part 6): a scripted game of `ansage play` is killed with SIGKILL
//! at random points, 50 times; `ansage play --resume` must then continue from exactly the
//! position of the uninterrupted game after the last announced move. The journal writes each
//! event to disk before it is announced, so at most one move more than was announced can
//! stand in it; the resumed game announces that move again ("Zuletzt: …").

mod support;

use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::mpsc;
use std::time::Duration;

use shakmaty::fen::Fen;
use shakmaty::{Chess, EnPassantMode, Position};

use support::Rng;

/// The scripted game: the first moves of a Ruy Lopez, typed as players type them.
const SCRIPT: [&str; 16] = [
    "e4", "e5", "Sf3", "Sc6", "Lb5", "a6", "La4", "Sf6", "0-0", "Le7", "Te1", "b5", "Lb3", "d6",
    "c3", "0-0",
];

fn start(journals: &Path, args: &[&str]) -> Child {
    Command::new(env!("CARGO_BIN_EXE_ansage"))
        .args(["play", "--plain", "--speech", "none"])
        .args(args)
        .env("ANSAGE_JOURNAL_DIR", journals)
        .env("ANSAGE_CONFIG", "/nonexistent/ansage-test-config.toml")
        .env_remove("LD_LIBRARY_PATH")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("ansage starts")
}

/// The positions of the uninterrupted game after 0, 1, … moves, as FEN.
fn uninterrupted_positions() -> Vec<String> {
    let mut position = Chess::default();
    let mut fens = vec![fen(&position)];
    for text in SCRIPT {
        let resolved = ansage::notation::input::resolve(&position, text, Default::default());
        let ansage::notation::input::Resolution::Move(played) = resolved.resolution else {
            panic!("{text} is a legal move of the script");
        };
        position.play_unchecked(played);
        fens.push(fen(&position));
    }
    fens
}

fn fen(position: &Chess) -> String {
    Fen::from_position(position, EnPassantMode::Legal).to_string()
}

/// Plays the script until `moves_before_kill` moves are announced, types one more, waits
/// `delay`, and kills the program; returns how many moves were announced.
fn play_and_kill(journals: &Path, moves_before_kill: usize, delay: Duration) -> usize {
    let mut child = start(journals, &[]);
    let mut input = child.stdin.take().unwrap();
    let output = child.stdout.take().unwrap();
    let (lines, heard) = mpsc::channel();
    std::thread::spawn(move || {
        for line in BufReader::new(output).lines().map_while(Result::ok) {
            if lines.send(line).is_err() {
                return;
            }
        }
    });
    let mut announced = 0;
    for text in SCRIPT.iter().take(moves_before_kill + 1) {
        writeln!(input, "{text}").unwrap();
        input.flush().unwrap();
        if announced == moves_before_kill {
            break;
        }
        loop {
            let line = heard
                .recv_timeout(Duration::from_secs(20))
                .expect("every move is announced");
            if line.starts_with("Zug ") {
                announced += 1;
                break;
            }
        }
    }
    std::thread::sleep(delay);
    child.kill().unwrap();
    child.wait().unwrap();
    // Lines that came out before the kill count as announced too.
    while let Ok(line) = heard.try_recv() {
        if line.starts_with("Zug ") {
            announced += 1;
        }
    }
    announced
}

/// Continues the game and asks for the position.
fn resume(journals: &Path) -> (String, Vec<String>) {
    let mut child = start(journals, &["--resume"]);
    child
        .stdin
        .take()
        .unwrap()
        .write_all(b"fen\nende\n")
        .unwrap();
    let output = child.wait_with_output().unwrap();
    assert!(output.status.success());
    let text = String::from_utf8(output.stdout).unwrap();
    let lines: Vec<String> = text.lines().map(str::to_owned).collect();
    let fen = lines
        .iter()
        .find(|l| l.split(' ').count() == 6 && l.contains('/'))
        .cloned()
        .unwrap_or_else(|| panic!("the position is printed:\n{text}"));
    (fen, lines)
}

fn scratch(run: usize) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("ansage-resume-{}-{run}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn sigkill_at_random_points_loses_nothing_announced() {
    let positions = uninterrupted_positions();
    let seed = std::env::var("ANSAGE_RESUME_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(0x5eed_0fa7_5a6e);
    println!("seed {seed} (ANSAGE_RESUME_SEED replays it)");
    let mut rng = Rng::new(seed);
    let (mut announced_total, mut one_more) = (0, 0);
    for run in 0..50 {
        let journals = scratch(run);
        let moves_before_kill = rng.below(SCRIPT.len());
        let delay = Duration::from_micros(rng.below(3_000) as u64);
        let announced = play_and_kill(&journals, moves_before_kill, delay);
        let (resumed, lines) = resume(&journals);
        let stood = positions
            .iter()
            .position(|p| *p == resumed)
            .unwrap_or_else(|| panic!("run {run}: {resumed} is no position of the game"));
        assert!(
            stood == announced || stood == announced + 1,
            "run {run}: {announced} moves announced, {stood} resumed\n{}",
            lines.join("\n")
        );
        announced_total += announced;
        one_more += usize::from(stood == announced + 1);
        if stood > 0 {
            assert!(
                lines[0].starts_with("Die unterbrochene Partie geht weiter"),
                "run {run}: {}",
                lines[0]
            );
        }
        let _ = std::fs::remove_dir_all(&journals);
    }
    println!(
        "50 kills: {announced_total} moves announced in all; {one_more} times one move more was on disk than announced"
    );
    assert!(
        announced_total > 50,
        "the kills fell at many points of the game"
    );
}
