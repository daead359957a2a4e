//! Issue 12 §5: a resume restores everything that shapes the game. Engine games and
//! tournament games, with settings changed in play (the engine's level, the announcement
//! style, the PGN file), are killed with SIGKILL at random points, 50 times each; `ansage
//! play --resume`, given no other option, must continue with the same seats, level, style,
//! rules and clock, the moves on disk (every announced one, at most one more), and the same
//! PGN file, which then holds the game once.

mod support;

use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver};
use std::time::Duration;

use ansage::storage::journal::Journal;
use shakmaty::{Chess, Position};

use support::Rng;

/// A running `ansage play --plain`, its input and the lines it prints.
struct Player {
    child: Child,
    input: ChildStdin,
    lines: Receiver<String>,
    seen: Vec<String>,
}

impl Player {
    fn start(dir: &Path, args: &[&str]) -> Player {
        let mut child = Command::new(env!("CARGO_BIN_EXE_ansage"))
            .args(["play", "--plain", "--speech", "none"])
            .args(args)
            .env("ANSAGE_JOURNAL_DIR", dir.join("journal"))
            .env("ANSAGE_CONFIG", dir.join("config.toml"))
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("ansage starts");
        let input = child.stdin.take().unwrap();
        let output = child.stdout.take().unwrap();
        let (sender, lines) = mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(output).lines().map_while(Result::ok) {
                if sender.send(line).is_err() {
                    return;
                }
            }
        });
        Player {
            child,
            input,
            lines,
            seen: Vec::new(),
        }
    }

    fn say(&mut self, line: &str) {
        writeln!(self.input, "{line}").unwrap();
        self.input.flush().unwrap();
    }

    /// Waits for a line that starts with `start`, and returns it.
    fn wait_for(&mut self, start: &str) -> String {
        loop {
            let line = self
                .lines
                .recv_timeout(Duration::from_secs(20))
                .unwrap_or_else(|_| panic!("no line starting {start:?} in {:?}", self.seen));
            self.seen.push(line.clone());
            if line.starts_with(start) {
                return line;
            }
        }
    }

    /// Kills the program with SIGKILL.
    fn kill(mut self) -> Vec<String> {
        self.child.kill().unwrap();
        self.child.wait().unwrap();
        while let Ok(line) = self.lines.try_recv() {
            self.seen.push(line);
        }
        self.seen
    }

    /// Closes the input and returns everything printed.
    fn finish(mut self) -> Vec<String> {
        drop(self.input);
        self.child.wait().unwrap();
        while let Ok(line) = self.lines.recv_timeout(Duration::from_secs(5)) {
            self.seen.push(line);
        }
        self.seen
    }
}

fn scratch(name: &str, run: usize) -> PathBuf {
    let dir = std::env::temp_dir().join(format!(
        "ansage-resume-all-{name}-{}-{run}",
        std::process::id()
    ));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The moves in the brackets of the announcements ("Zug eins, Weiß: … (e4)."), replayed.
fn announced_moves(lines: &[String]) -> Vec<shakmaty::Move> {
    let mut position = Chess::default();
    let mut moves = Vec::new();
    for line in lines.iter().filter(|l| l.starts_with("Zug ")) {
        let Some(notation) = line
            .rsplit_once(" (")
            .and_then(|(_, rest)| rest.strip_suffix(")."))
        else {
            continue;
        };
        // The German SAN of the announcement, read exactly (the forgiving input reader
        // would ask whether "d×c3" is a pawn or the Dame).
        let english: String = notation
            .trim_end_matches(" e.p.")
            .chars()
            .map(|c| match c {
                'D' => 'Q',
                'T' => 'R',
                'L' => 'B',
                'S' => 'N',
                '×' => 'x',
                c => c,
            })
            .collect::<String>()
            .replace('0', "O");
        // A promotion is written "d×c1D"; SAN wants "dxc1=Q". Check marks do not matter.
        let english = english.trim_end_matches(['+', '#']).to_owned();
        let english = match english.chars().last() {
            Some(piece @ ('Q' | 'R' | 'B' | 'N'))
                if english.starts_with(|c: char| c.is_ascii_lowercase()) =>
            {
                format!("{}={piece}", &english[..english.len() - 1])
            }
            _ => english,
        };
        let played = english
            .parse::<shakmaty::san::SanPlus>()
            .ok()
            .and_then(|san| san.san.to_move(&position).ok())
            .unwrap_or_else(|| panic!("{notation} is a legal move: {line}\nin {lines:#?}"));
        position.play_unchecked(played);
        moves.push(played);
    }
    moves
}

/// Whether the game in the journal of `dir` is over (mate, stalemate, a draw by rule).
fn journaled_game_over(dir: &Path) -> bool {
    let journal = std::fs::read_dir(dir.join("journal"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .find(|p| p.extension().is_some_and(|e| e == "jsonl"))
        .expect("a journal");
    Journal::read(&journal).unwrap().state().result.is_some()
}

/// The moves the journal in `dir` holds.
fn journaled_moves(dir: &Path) -> Vec<shakmaty::Move> {
    let journal = std::fs::read_dir(dir.join("journal"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .find(|p| p.extension().is_some_and(|e| e == "jsonl"))
        .expect("a journal");
    let game = Journal::read(&journal).unwrap().to_game().unwrap();
    game.moves.iter().map(|m| m.played).collect()
}

/// Checks that the journal holds every announced move and at most one more.
fn check_moves(run: usize, announced: &[shakmaty::Move], journaled: &[shakmaty::Move]) {
    assert!(
        journaled.len() == announced.len() || journaled.len() == announced.len() + 1,
        "run {run}: {} announced, {} journaled",
        announced.len(),
        journaled.len()
    );
    assert_eq!(&journaled[..announced.len()], announced, "run {run}");
}

/// The PGN file holds this one game once, with the moves of the game.
fn check_pgn(run: usize, pgn: &Path, moves: &[shakmaty::Move]) {
    let Ok(bytes) = std::fs::read(pgn) else {
        assert!(moves.is_empty(), "run {run}: no PGN file");
        return;
    };
    let games = ansage::notation::pgn::read_games(&bytes).unwrap();
    assert_eq!(
        games.len(),
        1,
        "run {run}: {}",
        String::from_utf8_lossy(&bytes)
    );
    let written: Vec<shakmaty::Move> = games[0].moves.iter().map(|m| m.played).collect();
    assert!(
        moves.starts_with(&written),
        "run {run}: the PGN file has moves the game has not"
    );
}

/// An engine game: the person (White) plays random legal moves against level 1, changes
/// the level to 2 and the style to long on the way, and is killed at a random moment.
#[test]
fn engine_games_killed_at_random_resume_with_seats_level_style_and_pgn() {
    let mut rng = Rng::new(0x0e9e_1e5e_ed05);
    let (mut resumed_runs, mut moves_total) = (0, 0);
    for run in 0..50 {
        let dir = scratch("engine", run);
        let pgn = dir.join("game.pgn");
        let mut player = Player::start(
            &dir,
            &[
                "--black",
                "engine",
                "--engine-level",
                "1",
                "--pgn",
                pgn.to_str().unwrap(),
            ],
        );
        player.wait_for("Schwarz spielt die Engine");
        player.say("stufe 2");
        player.wait_for("Die Engine spielt jetzt auf Stufe zwei");
        player.say("ansage lang");
        player.wait_for("Ansage jetzt lang");
        let mut position = Chess::default();
        for _ in 0..rng.below(6) {
            let legal = position.legal_moves();
            let played = legal[rng.below(legal.len())];
            player.say(&played.to_uci(shakmaty::CastlingMode::Standard).to_string());
            player.wait_for("Zug ");
            if !position.clone().play(played).unwrap().is_game_over() {
                player.wait_for("Zug ");
            }
            position = Chess::default();
            for m in announced_moves(&player.seen) {
                position.play_unchecked(m);
            }
            if position.is_game_over() {
                break;
            }
        }
        // One more move typed, and the kill a moment later.
        if !position.is_game_over() {
            let legal = position.legal_moves();
            let played = legal[rng.below(legal.len())];
            player.say(&played.to_uci(shakmaty::CastlingMode::Standard).to_string());
        }
        std::thread::sleep(Duration::from_micros(rng.below(20_000) as u64));
        let seen = player.kill();
        let announced = announced_moves(&seen);
        let journaled = journaled_moves(&dir);
        check_moves(run, &announced, &journaled);
        if journaled.is_empty() || journaled_game_over(&dir) {
            // No move stood, or the game ended: nothing to resume.
            continue;
        }

        resumed_runs += 1;
        moves_total += journaled.len();
        // Resumed with no option but --resume.
        let mut resumed = Player::start(&dir, &["--resume"]);
        let first = resumed.wait_for("Die unterbrochene Partie geht weiter");
        assert!(
            first.contains(" von ") || first.contains("Rochade"),
            "run {run}: the long style is kept: {first}"
        );
        resumed.wait_for("Schwarz spielt die Engine, Stufe zwei");
        resumed.say("fen");
        let lines = resumed.finish();
        let moves_now = journaled_moves(&dir);
        assert!(
            moves_now.starts_with(&journaled),
            "run {run}: the resumed game lost moves"
        );
        check_pgn(run, &pgn, &moves_now);
        assert!(
            !lines.iter().any(|l| l.starts_with("Es gibt keine")),
            "run {run}: {lines:?}"
        );
        let _ = std::fs::remove_dir_all(&dir);
    }
    println!("engine games: {resumed_runs} of 50 kills resumed, {moves_total} moves journaled");
    assert!(
        resumed_runs >= 30 && moves_total >= 100,
        "the kills fell at many points"
    );
}

/// The scripted tournament game with a clock, the style changed to verbose and pawns named
/// without "Bauer", killed at random: the resumed game keeps tournament rules, the clock
/// and the style.
#[test]
fn tournament_games_killed_at_random_resume_with_rules_clock_and_style() {
    const SCRIPT: [&str; 12] = [
        "e4", "e5", "Sf3", "Sc6", "Lb5", "a6", "La4", "Sf6", "0-0", "Le7", "Te1", "b5",
    ];
    let mut rng = Rng::new(0x7041_2e5e_ed07);
    let (mut resumed_runs, mut moves_total) = (0, 0);
    for run in 0..50 {
        let dir = scratch("tournament", run);
        let pgn = dir.join("game.pgn");
        let mut player = Player::start(
            &dir,
            &[
                "--tournament",
                "--time",
                "5+3",
                "--correction-window",
                "0",
                "--pgn",
                pgn.to_str().unwrap(),
            ],
        );
        player.wait_for("Neue Partie");
        player.say("bauer aus");
        player.wait_for("Bauernzüge ohne das Wort Bauer");
        let before_kill = rng.below(SCRIPT.len());
        for text in SCRIPT.iter().take(before_kill) {
            player.say(text);
            player.wait_for("Zug ");
        }
        if before_kill == 3 {
            player.say("ansage ausführlich");
            player.wait_for("Ansage jetzt ausführlich");
        }
        player.say(SCRIPT[before_kill]);
        std::thread::sleep(Duration::from_micros(rng.below(20_000) as u64));
        let seen = player.kill();
        let announced = announced_moves(&seen);
        let journaled = journaled_moves(&dir);
        check_moves(run, &announced, &journaled);
        if journaled.is_empty() {
            continue;
        }

        resumed_runs += 1;
        moves_total += journaled.len();
        let mut resumed = Player::start(&dir, &["--resume"]);
        let first = resumed.wait_for("Die unterbrochene Partie geht weiter");
        assert!(
            first.ends_with(
                "Die Uhren stehen; sie laufen mit dem nächsten Zug oder mit uhr weiter."
            ),
            "run {run}: the clock is kept: {first}"
        );
        if journaled.len() == 1 {
            assert!(
                first.contains("Zuletzt: Zug eins, Weiß: Eva vier"),
                "run {run}: pawns without the word Bauer: {first}"
            );
        }
        resumed.say("zurück");
        let refusal = resumed.wait_for("Im Turniermodus");
        assert!(refusal.contains("F2.6"), "run {run}: {refusal}");
        let lines = resumed.finish();
        check_pgn(run, &pgn, &journaled_moves(&dir));
        assert!(!lines.is_empty());
        let _ = std::fs::remove_dir_all(&dir);
    }
    println!("tournament games: {resumed_runs} of 50 kills resumed, {moves_total} moves journaled");
    assert!(
        resumed_runs >= 30 && moves_total >= 100,
        "the kills fell at many points"
    );
}
