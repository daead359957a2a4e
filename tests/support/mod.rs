//! Helpers shared by the integration tests and the benchmarks (which include this file with
//! `#[path]`): a fixed-seed random generator, positions from the corpus, a journal folder of
//! its own, `ansage play --plain` driven through standard input, and a PGN read back by
//! python-chess.

// Each test binary that includes this file uses only some of its helpers.
#![allow(dead_code)]

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::Duration;

use ansage::notation::pgn::read_games;
use shakmaty::{Chess, Position};

/// proptest's generator with a fixed seed, so every run draws the same numbers.
pub struct Rng(proptest::test_runner::TestRng);

impl Rng {
    /// A generator seeded with `seed`.
    pub fn new(seed: u64) -> Rng {
        use proptest::test_runner::{RngAlgorithm, TestRng};
        let mut bytes = [0u8; 32];
        bytes[..8].copy_from_slice(&seed.to_le_bytes());
        Rng(TestRng::from_seed(RngAlgorithm::ChaCha, &bytes))
    }

    /// The next number.
    pub fn next(&mut self) -> u64 {
        use proptest::prelude::Rng as _;
        self.0.next_u64()
    }

    /// A number below `n`.
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// The PGN files of `tests/data/corpus/`, sorted by name.
pub fn corpus_files() -> Vec<PathBuf> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/corpus");
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .expect("corpus directory")
        .map(|e| e.expect("corpus entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "pgn"))
        .collect();
    files.sort();
    files
}

/// Every `every`-th position of the games in `tests/data/corpus/`, in file order.
pub fn corpus_positions(every: usize) -> Vec<Chess> {
    let mut positions = Vec::new();
    let mut ply = 0usize;
    for file in corpus_files() {
        let games = read_games(&std::fs::read(&file).expect("corpus file")).expect("corpus parses");
        for game in games {
            let mut pos = game.start.clone();
            for m in game.moves {
                if ply.is_multiple_of(every) {
                    positions.push(pos.clone());
                }
                ply += 1;
                pos.play_unchecked(m.played);
            }
        }
    }
    positions
}

/// A folder of its own for each run (for the config file and the journal), so that no game
/// is offered to another test: `ansage-test-NAME-PROCESS-RUN` in the temporary folder, empty.
pub fn fresh_dir(name: &str) -> PathBuf {
    static RUNS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let run = RUNS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let dir = std::env::temp_dir().join(format!("ansage-test-{name}-{}-{run}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Runs `ansage play --plain --speech none ARGS` with its config file and journal in `dir`,
/// writes `lines` to it one by one, the first at once and each after it `pause` later, closes
/// standard input `pause` after the last, and returns what it printed.
pub fn play_plain(args: &[&str], lines: &[&str], pause: Duration, dir: &Path) -> Output {
    let mut child = spawn_play(args, dir);
    let mut stdin = child.stdin.take().unwrap();
    let lines: Vec<String> = lines.iter().map(|l| format!("{l}\n")).collect();
    let writer = std::thread::spawn(move || {
        for line in lines {
            if stdin.write_all(line.as_bytes()).is_err() {
                break;
            }
            let _ = stdin.flush();
            std::thread::sleep(pause);
        }
    });
    let output = child.wait_with_output().expect("ansage ends");
    writer.join().unwrap();
    output
}

/// Starts `ansage play --plain --speech none ARGS` with its config file and journal in `dir`,
/// its input, output and errors piped.
pub fn spawn_play(args: &[&str], dir: &Path) -> std::process::Child {
    Command::new(env!("CARGO_BIN_EXE_ansage"))
        .args(["play", "--plain", "--speech", "none"])
        .args(args)
        .env("ANSAGE_CONFIG", dir.join("config.toml"))
        .env("ANSAGE_JOURNAL_DIR", dir.join("journal"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("ansage starts")
}

/// `ansage play --variant 3d --plain --speech none ARGS` with its config file and journal in
/// `dir`, `lines` typed, then its input ended; what it printed.
pub fn play_3d(args: &[&str], lines: &[&str], dir: &Path) -> Output {
    let mut all = vec!["--variant", "3d"];
    all.extend_from_slice(args);
    let mut child = spawn_play(&all, dir);
    let mut stdin = child.stdin.take().expect("its input");
    for line in lines {
        writeln!(stdin, "{line}").expect("a line typed");
    }
    drop(stdin);
    child.wait_with_output().expect("ansage ends")
}

/// The lines a program printed.
pub fn stdout_lines(output: &Output) -> Vec<String> {
    String::from_utf8(output.stdout.clone())
        .expect("UTF-8")
        .lines()
        .map(str::to_owned)
        .collect()
}

/// The first game of a PGN file as python-chess reads it (`tests/support/python_chess.py`:
/// its moves as `uci`, `clk`, `result`, `errors`, …); `None` when `ANSAGE_SKIP_PYTHON_CHESS`
/// is set.
pub fn python_chess_first_game(pgn: &Path) -> Option<serde_json::Value> {
    if std::env::var_os("ANSAGE_SKIP_PYTHON_CHESS").is_some() {
        return None;
    }
    let read = Command::new("python3")
        .arg(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/tests/support/python_chess.py"
        ))
        .arg(pgn)
        .output()
        .expect("python3 runs");
    assert!(
        read.status.success(),
        "{}",
        String::from_utf8_lossy(&read.stderr)
    );
    let stdout = String::from_utf8(read.stdout).unwrap();
    Some(serde_json::from_str(stdout.lines().next().expect("a game")).unwrap())
}
pub mod browser;
pub mod pty;
pub mod relay;

/// Runs `ansage play --plain --speech none ARGS` in `dir` with `lines` as its whole input
/// and returns its output and its own peak memory in KiB (wait4(2): this child and what it
/// reaped, not other tests' children).
// The child is reaped by wait4, which std does not see.
#[allow(clippy::zombie_processes)]
pub fn play_plain_with_peak_memory(args: &[&str], lines: &[&str], dir: &Path) -> (Output, i64) {
    let mut child = spawn_play(args, dir);
    let input: String = lines.iter().map(|l| format!("{l}\n")).collect();
    let mut stdin = child.stdin.take().unwrap();
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(input.as_bytes());
    });
    output_with_peak_memory(child, writer)
}

/// Reads `child`'s output to its end, reaps it with wait4(2), and returns the output and its
/// peak memory in KiB; `writer` (feeding its input) is joined.
// The child is reaped by wait4, which std does not see.
#[allow(clippy::zombie_processes)]
pub fn output_with_peak_memory(
    mut child: std::process::Child,
    writer: std::thread::JoinHandle<()>,
) -> (Output, i64) {
    use std::io::Read;
    use std::os::unix::process::ExitStatusExt;
    let (mut stdout, mut stderr) = (child.stdout.take().unwrap(), child.stderr.take().unwrap());
    let errors = std::thread::spawn(move || {
        let mut text = Vec::new();
        let _ = stderr.read_to_end(&mut text);
        text
    });
    let mut out = Vec::new();
    let _ = stdout.read_to_end(&mut out);
    let mut status = 0;
    // SAFETY: an all-zero rusage is a valid value; wait4 writes into it and into status.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    let pid = child.id() as libc::pid_t;
    // SAFETY: wait4 for this child, with buffers that live across the call.
    let waited = unsafe { libc::wait4(pid, &mut status, 0, &mut usage) };
    assert_eq!(waited, pid, "wait4");
    writer.join().unwrap();
    let output = Output {
        status: std::process::ExitStatus::from_raw(status),
        stdout: out,
        stderr: errors.join().unwrap(),
    };
    (output, usage.ru_maxrss)
}

/// Whether process `pid` exists and is not a zombie.
pub fn process_runs(pid: u32) -> bool {
    std::fs::read_to_string(format!("/proc/{pid}/stat")).is_ok_and(|stat| {
        !stat
            .rsplit_once(')')
            .is_some_and(|(_, rest)| rest.trim_start().starts_with('Z'))
    })
}

/// A small tmpfs mounted for a full-disk test, unmounted when dropped.
pub struct Tmpfs(PathBuf);

impl Tmpfs {
    /// Mounts a tmpfs of `size` (`"256k"`, `"1m"`) on the folder `disk` (made if missing);
    /// `None`, with a sentence on standard error, where this machine cannot mount one.
    pub fn mount(disk: &Path, size: &str) -> Option<Tmpfs> {
        std::fs::create_dir_all(disk).unwrap();
        let mounted = Command::new("mount")
            .args(["-t", "tmpfs", "-o", &format!("size={size}"), "tmpfs"])
            .arg(disk)
            .stderr(Stdio::null())
            .status()
            .is_ok_and(|s| s.success());
        if !mounted {
            eprintln!("skipped: this machine cannot mount a tmpfs for the full-disk test");
            return None;
        }
        Some(Tmpfs(disk.to_owned()))
    }
}

impl Drop for Tmpfs {
    fn drop(&mut self) {
        let _ = Command::new("umount").arg(&self.0).status();
    }
}

/// Makes a FIFO at `path` (a name that would make a careless reader wait for ever).
pub fn make_fifo(path: &Path) {
    let name = std::ffi::CString::new(path.as_os_str().as_encoded_bytes()).unwrap();
    // SAFETY: mkfifo reads the NUL-terminated name it is given.
    assert_eq!(unsafe { libc::mkfifo(name.as_ptr(), 0o600) }, 0);
}

/// Whether liblouis's `lou_translate` is there for the braille tests; without it they pass
/// over only when `ANSAGE_SKIP_LIBLOUIS` is set.
pub fn liblouis_there() -> bool {
    let there = Command::new("lou_translate")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success());
    assert!(
        there || std::env::var_os("ANSAGE_SKIP_LIBLOUIS").is_some(),
        "lou_translate (liblouis-bin) is missing: run make setup, or set ANSAGE_SKIP_LIBLOUIS=1"
    );
    there
}

/// How many games the kill harnesses kill (`ANSAGE_KILL_CASES`, else `default`) and from
/// which seed (`ANSAGE_KILL_SEED`, else 31).
pub fn kill_cases_and_seed(default: usize) -> (usize, u64) {
    let cases = std::env::var("ANSAGE_KILL_CASES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(default);
    let seed = std::env::var("ANSAGE_KILL_SEED")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(31);
    (cases, seed)
}
