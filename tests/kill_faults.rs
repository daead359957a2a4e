//! Issue 31, the fault harness's kill: a game played into a PGN file that holds earlier
//! games, with a braille record and its journal, killed with SIGKILL at random moments
//! (`ANSAGE_KILL_CASES` games, 8 by default, from `ANSAGE_KILL_SEED`). After every kill:
//!
//! - the PGN file still begins with the earlier games, byte for byte (but for the blank lines
//!   after the last, which become ansage's separator), and is never cut;
//! - the braille record is absent (not written yet) or whole (every page of 25 lines ended
//!   by a form feed), never empty or cut;
//! - `ansage play --resume` with the same files goes on with every move the killed process
//!   announced, plays on and ends; then the PGN file holds the earlier games and this one,
//!   and the braille record is the scoresheet of this game as `ansage pgn --braille` writes
//!   it.
//!
//! Both sides are typed (two people at one keyboard), so the moves are known. The tape's
//! own kill harness is in `tests/tape_faults.rs`.

mod support;

use std::io::Write as _;
use std::process::Command;
use std::time::Duration;

/// The moves typed, in German notation.
const MOVES: [&str; 12] = [
    "e4", "e5", "Sf3", "Sc6", "Lb5", "a6", "La4", "Sf6", "O-O", "Le7", "Te1", "b5",
];

/// Earlier games in the PGN file, written by another program (Windows line ends).
const EARLIER: &str = "[Event \"Vereinsabend\"]\r\n[White \"Anna\"]\r\n[Black \"Bella\"]\r\n[Result \"1-0\"]\r\n\r\n1. d4 d5 2. c4 e6 1-0\r\n\r\n[Event \"Blitz\"]\r\n[Result \"*\"]\r\n\r\n1. c4 *\r\n\r\n";

/// A braille record is whole: pages of 25 lines, each ended by a form feed.
fn whole_brf(record: &str) -> bool {
    !record.is_empty()
        && record.ends_with("\r\n\x0c")
        && record
            .split('\x0c')
            .filter(|page| !page.is_empty())
            .all(|page| page.matches("\r\n").count() == 25)
}

/// How many moves the last game of the PGN text has.
fn last_game_moves(pgn: &str) -> usize {
    let last = pgn.rsplit("[Event ").next().unwrap_or_default();
    last.lines()
        .filter(|l| !l.contains(']'))
        .flat_map(str::split_whitespace)
        .filter(|t| !t.ends_with('.') && (!t.contains('-') || t.starts_with("O-O")))
        .filter(|t| *t != "*")
        .count()
}

#[test]
fn a_game_killed_at_random_moments_loses_nothing() {
    let braille = support::liblouis_there();
    let (cases, seed) = support::kill_cases_and_seed(8);
    let mut rng = support::Rng::new(seed);
    let mut resumed_cases = 0;
    for case in 0..cases {
        let dir = support::fresh_dir(&format!("kill-{case}"));
        let pgn = dir.join("partien.pgn");
        std::fs::write(&pgn, EARLIER).unwrap();
        let brf = dir.join("partie.brf");
        let mut args = vec!["--pgn", pgn.to_str().unwrap()];
        if braille {
            args.extend(["--braille-record", brf.to_str().unwrap()]);
        }
        let mut child = support::spawn_play(&args, &dir);
        let mut stdin = child.stdin.take().unwrap();
        let sent = 1 + rng.below(MOVES.len());
        for line in &MOVES[..sent] {
            let _ = writeln!(stdin, "{line}");
            std::thread::sleep(Duration::from_millis(rng.below(80) as u64));
        }
        std::thread::sleep(Duration::from_millis(rng.below(300) as u64));
        child.kill().unwrap();
        let killed = child.wait_with_output().unwrap();
        drop(stdin);
        let announced = String::from_utf8_lossy(&killed.stdout)
            .matches("Zug ")
            .count()
            .min(sent);
        let context = format!("case {case} (seed {seed}): {sent} moves sent, {announced} said");

        // The earlier games byte for byte (the blank lines after the last one are the
        // separator ansage writes before its game).
        let text = std::fs::read(&pgn).unwrap();
        assert!(
            text.starts_with(EARLIER.trim_end().as_bytes()),
            "{context}: the earlier games are kept"
        );
        if braille && brf.exists() {
            let record = std::fs::read_to_string(&brf).unwrap();
            assert!(whole_brf(&record), "{context}: a cut record {record:?}");
        }

        // The game goes on from where the journal has it: every announced move is there.
        let out = support::play_plain(
            &[&["--resume"], &args[..]].concat(),
            &["aufgeben", "ja"],
            Duration::from_millis(50),
            &dir,
        );
        let said = String::from_utf8_lossy(&out.stdout).into_owned();
        if announced == 0 && !said.contains("gibt auf") {
            // Killed before the first move was kept: there was nothing to resume.
            continue;
        }
        assert!(said.contains("gibt auf"), "{context}: {said}");
        let text = std::fs::read_to_string(&pgn).unwrap();
        assert!(text.starts_with(EARLIER.trim_end()), "{context}");
        assert_eq!(text.matches("[Event ").count(), 3, "{context}: {text}");
        let moves = last_game_moves(&text);
        assert!(
            moves >= announced && moves <= sent,
            "{context}: {moves} moves in the PGN file\n{text}"
        );
        if braille {
            let record = std::fs::read_to_string(&brf).unwrap();
            let fresh = Command::new(env!("CARGO_BIN_EXE_ansage"))
                .args(["pgn", "--game", "3", "--braille"])
                .arg(&pgn)
                .env("ANSAGE_CONFIG", dir.join("config.toml"))
                .output()
                .unwrap();
            assert_eq!(
                record,
                String::from_utf8_lossy(&fresh.stdout),
                "{context}: the record is the game's scoresheet"
            );
        }
        resumed_cases += 1;
        std::fs::remove_dir_all(&dir).unwrap();
    }
    eprintln!("{cases} games killed, {resumed_cases} resumed and checked whole");
    assert!(resumed_cases > 0, "no case got as far as a move");
}
