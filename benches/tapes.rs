//! What a long tape costs (issue 31 §5): a 4-hour WAV tape and a 4.4-hour Ogg tape, each
//! with a cue sheet of a part every three seconds, are continued by a game
//! (`ansage play --audio-record`, two moves and a resignation, spoken by the real espeak-ng)
//! and played back (`ansage replay`, the first part, with a silent stand-in for the sound
//! card's player). For each run the child's own peak memory (`wait4`'s `ru_maxrss`), the
//! time to its first line and its whole time are printed. The goal is at most 100 MB.
//!
//! `ANSAGE_BENCH_DIR` chooses the disk (the target folder by default; the tapes take about
//! 700 MB), `ANSAGE_BENCH_HOURS` the WAV tape's length, and `ANSAGE_BENCH_BINARY` another
//! ansage to measure (an older build, for before-and-after figures).

use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use ansage::records::sound::{Layout, ogg_link, wav_header};

/// A part every this many seconds.
const PART_SECONDS: u64 = 3;

fn main() {
    let base = std::env::var_os("ANSAGE_BENCH_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_TARGET_TMPDIR")));
    let dir = base.join(format!("tapes-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a folder for the tapes");
    let binary = std::env::var_os("ANSAGE_BENCH_BINARY")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_BIN_EXE_ansage")));
    let hours: f64 = std::env::var("ANSAGE_BENCH_HOURS")
        .ok()
        .and_then(|h| h.parse().ok())
        .unwrap_or(4.0);
    let player = dir.join("player.sh");
    std::fs::write(&player, "#!/bin/sh\nexit 0\n").expect("the stand-in player");
    Command::new("chmod").arg("+x").arg(&player).status().ok();

    let wav = dir.join("long-wav.wav");
    let started = Instant::now();
    long_wav(&wav, (hours * 3600.0) as u64);
    println!(
        "made a {hours}-hour WAV tape of {} MB in {:?}",
        mb(std::fs::metadata(&wav).map_or(0, |m| m.len())),
        started.elapsed()
    );
    let ogg = dir.join("long-ogg.ogg");
    let started = Instant::now();
    long_ogg(&ogg, (hours * 1.1 * 3600.0) as u64);
    println!(
        "made a {:.1}-hour Ogg tape of {} MB in {:?}",
        hours * 1.1,
        mb(std::fs::metadata(&ogg).map_or(0, |m| m.len())),
        started.elapsed()
    );
    for tape in [&wav, &ogg] {
        let name = tape.file_name().unwrap().to_string_lossy().into_owned();
        let journals = dir.join(format!("journals-{name}"));
        let run = measure(
            &binary,
            &["play", "--plain", "--speech", "none", "--audio-record"],
            tape,
            &[("ANSAGE_JOURNAL_DIR", journals.as_os_str())],
            "e4\ne5\naufgeben\nja\n",
        );
        let parts = ansage::records::tape::Recording::open(tape).map_or(0, |r| r.len());
        println!("continue {name} with a game: {run}; the tape now holds {parts} parts");
        let run = measure(
            &binary,
            &["replay", "--speech", "none"],
            tape,
            &[("ANSAGE_AUDIO_PLAYER", player.as_os_str())],
            "\n",
        );
        println!("replay {name}, its first part: {run}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// One run's figures.
struct Run {
    peak_kb: i64,
    first_line: Option<Duration>,
    whole: Duration,
    status: i32,
}

impl std::fmt::Display for Run {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "peak {} MB, first line after {:?}, done after {:?}, status {}",
            self.peak_kb / 1024,
            self.first_line.unwrap_or_default(),
            self.whole,
            self.status
        )
    }
}

/// Runs `binary ARGS TAPE` with `input`, and gives its own peak memory and times. The child
/// is waited for with `wait4`, which alone gives its peak memory.
#[allow(clippy::zombie_processes)]
fn measure(
    binary: &Path,
    args: &[&str],
    tape: &Path,
    env: &[(&str, &std::ffi::OsStr)],
    input: &str,
) -> Run {
    let started = Instant::now();
    let mut child = Command::new(binary)
        .args(args)
        .arg(tape)
        .env("ANSAGE_CONFIG", "/nonexistent/ansage-bench-config.toml")
        .envs(env.iter().copied())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("ansage starts");
    let mut stderr = child.stderr.take().expect("its errors");
    let errors = std::thread::spawn(move || {
        let mut text = String::new();
        let _ = std::io::Read::read_to_string(&mut stderr, &mut text);
        text
    });
    let mut stdin = child.stdin.take().expect("its input");
    let stdout = child.stdout.take().expect("its output");
    let mut lines = BufReader::new(stdout).lines();
    let first = lines.next();
    let first_line = first.is_some().then(|| started.elapsed());
    let _ = stdin.write_all(input.as_bytes());
    drop(stdin);
    for _ in lines {}
    let pid = child.id() as libc::pid_t;
    let mut status = 0;
    // SAFETY: an all-zero rusage is a valid value to be filled in.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    // SAFETY: waits for our own child, filling `status` and `usage`.
    unsafe { libc::wait4(pid, &mut status, 0, &mut usage) };
    let errors = errors.join().unwrap_or_default();
    if libc::WEXITSTATUS(status) != 0 {
        eprintln!("{}: {}", binary.display(), errors.trim());
    }
    Run {
        peak_kb: usage.ru_maxrss,
        first_line,
        whole: started.elapsed(),
        status: libc::WEXITSTATUS(status),
    }
}

fn mb(bytes: u64) -> u64 {
    bytes / 1_000_000
}

/// A cue sheet of the older name (`NAME.cue`, which every ansage reads) for `marks` parts
/// of [`PART_SECONDS`] each.
fn cue_sheet(sound: &Path, marks: u64) {
    let name = sound.file_name().unwrap().to_string_lossy();
    let mut sheet = format!("FILE \"{name}\" WAVE\n");
    for index in 0..marks {
        let seconds = index * PART_SECONDS;
        sheet.push_str(&format!(
            "  TRACK {:02} AUDIO\n    TITLE \"Teil {}\"\n    REM SPOKEN \"Teil {}.\"\n    INDEX 01 {:02}:{:02}:00\n",
            index + 1,
            index + 1,
            index + 1,
            seconds / 60,
            seconds % 60
        ));
    }
    std::fs::write(sound.with_extension("cue"), sheet).expect("the cue sheet");
}

/// A tone of `seconds` at espeak-ng's layout, as a part would sound (not silence, so that
/// nothing is compressed away).
fn tone(seconds: u64) -> Vec<i16> {
    (0..22_050 * seconds)
        .map(|i| ((i as f32 * 0.05).sin() * 6000.0) as i16)
        .collect()
}

/// A WAV tape of `seconds`, written in pieces (never held whole).
fn long_wav(path: &Path, seconds: u64) {
    let part: Vec<u8> = tone(PART_SECONDS)
        .iter()
        .flat_map(|s| s.to_le_bytes())
        .collect();
    let parts = seconds / PART_SECONDS;
    let data_len = u32::try_from(part.len() as u64 * parts).expect("under 4 GB");
    let mut file = std::io::BufWriter::new(std::fs::File::create(path).expect("the tape"));
    file.write_all(&wav_header(Layout::ESPEAK, data_len))
        .expect("its header");
    for _ in 0..parts {
        file.write_all(&part).expect("a part");
    }
    file.flush().expect("the tape written");
    cue_sheet(path, parts);
}

/// A chained Ogg tape of `seconds`: one part encoded once, then copied with its stream
/// number changed (each link its own, as a chained file needs) and each page's checksum
/// made anew.
fn long_ogg(path: &Path, seconds: u64) {
    let link = ogg_link(&tone(PART_SECONDS), Layout::ESPEAK, 0, &[("TITLE", "Teil")])
        .expect("a part encoded");
    let parts = seconds / PART_SECONDS;
    let mut file = std::io::BufWriter::new(std::fs::File::create(path).expect("the tape"));
    for index in 0..parts {
        let mut copy = link.clone();
        let mut at = 0;
        while at + 27 <= copy.len() {
            let segments = usize::from(copy[at + 26]);
            let body: usize = copy[at + 27..at + 27 + segments]
                .iter()
                .map(|&l| usize::from(l))
                .sum();
            let end = at + 27 + segments + body;
            copy[at + 14..at + 18].copy_from_slice(&(index as u32).to_le_bytes());
            copy[at + 22..at + 26].fill(0);
            let crc = ogg_crc(&copy[at..end]);
            copy[at + 22..at + 26].copy_from_slice(&crc.to_le_bytes());
            at = end;
        }
        file.write_all(&copy).expect("a part");
    }
    file.flush().expect("the tape written");
    cue_sheet(path, parts);
}

/// The Ogg page checksum: CRC-32 with the polynomial 0x04c11db7, unreflected, from zero.
fn ogg_crc(bytes: &[u8]) -> u32 {
    let mut crc: u32 = 0;
    for &byte in bytes {
        crc ^= u32::from(byte) << 24;
        for _ in 0..8 {
            crc = if crc & 0x8000_0000 != 0 {
                (crc << 1) ^ 0x04c1_1db7
            } else {
                crc << 1
            };
        }
    }
    crc
}
