//! Issue 6: what ansage exports as PGN is read back by a second, independent PGN reader,
//! python-chess (through `tests/support/python_chess.py`), with the same moves, clock times,
//! comments (the draw offer `{(=)}` among them), NAGs, result, tags and start position, and
//! without a parse error.
//!
//! Every game of `tests/data/corpus/` is exported, the Tata Steel games a second time with a
//! clock time on every move and draw offers, and a few constructed games besides: draw offers,
//! promotions, en passant, castling on both sides, a start from a FEN with Black to move and
//! `[%clk]` on every move. All games go into one file, read by one run of Python.
//!
//! python3 with the module `chess` (python-chess) is needed: `make setup` installs it. Without
//! it this test fails, unless `ANSAGE_SKIP_PYTHON_CHESS=1` is set.

mod support;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

use ansage::language::Language;
use ansage::notation::fen::write_fen;
use ansage::notation::pgn::{
    Game, RecordedMove, move_number_label, read_games, result_token, write_game,
};
use serde_json::Value;
use shakmaty::fen::Fen;
use shakmaty::san::{San, SanPlus};
use shakmaty::{CastlingMode, Chess, Color, KnownOutcome, Outcome, Position};

/// The python-chess version `make setup` installs.
const PYTHON_CHESS: &str = "1.11.2";

/// The tags python-chess gives every game, with a placeholder where the file has none.
const SEVEN_TAG_ROSTER: [&str; 7] = ["Event", "Site", "Date", "Round", "White", "Black", "Result"];

/// A game to export, with a name for messages.
struct Case {
    name: String,
    game: Game,
}

fn manifest_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The games of the corpus files, in file order; the Tata Steel games once more with clocks.
fn corpus_cases() -> Vec<Case> {
    let files = support::corpus_files();
    let mut cases = Vec::new();
    let mut with_clocks = Vec::new();
    for path in files {
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        let games = read_games(&std::fs::read(&path).unwrap())
            .unwrap_or_else(|e| panic!("{name}: {}", e.message(Language::ENGLISH)));
        for (index, game) in games.into_iter().enumerate() {
            if name == "tatamast22.pgn" {
                with_clocks.push(Case {
                    name: format!("{name} game {} with clocks", index + 1),
                    game: with_clock_times(&game),
                });
            }
            cases.push(Case {
                name: format!("{name} game {}", index + 1),
                game,
            });
        }
    }
    cases.extend(with_clocks);
    cases
}

/// The game with a clock time on every move (whole seconds and tenths, down to 0:00:00) and
/// a draw offer on every thirteenth move.
fn with_clock_times(game: &Game) -> Game {
    let mut game = game.clone();
    for (ply, recorded) in game.moves.iter_mut().enumerate() {
        let ply = ply as u64;
        let tenths = if ply.is_multiple_of(3) {
            0
        } else {
            ply % 10 * 100
        };
        recorded.clock = Some(Duration::from_millis(
            5_400_000u64.saturating_sub(ply * 31_700) + tenths,
        ));
        recorded.draw_offer = ply % 13 == 5;
    }
    game
}

/// A game of the given moves (SAN) from the standard position or a FEN.
fn build(fen: Option<&str>, sans: &[&str]) -> Game {
    let start: Chess = match fen {
        Some(fen) => fen
            .parse::<Fen>()
            .expect("FEN")
            .into_position(CastlingMode::Standard)
            .expect("legal position"),
        None => Chess::default(),
    };
    let mut pos = start.clone();
    let mut moves = Vec::new();
    for san in sans {
        let m = san
            .parse::<SanPlus>()
            .unwrap_or_else(|e| panic!("{san}: {e}"))
            .san
            .to_move(&pos)
            .unwrap_or_else(|e| panic!("{san} in {}: {e}", write_fen(&pos)));
        pos.play_unchecked(m);
        moves.push(RecordedMove::new(m));
    }
    Game {
        start,
        moves,
        ..Game::new()
    }
}

fn tags(pairs: &[(&str, &str)]) -> Vec<(String, String)> {
    pairs
        .iter()
        .map(|(n, v)| (n.to_string(), v.to_string()))
        .collect()
}

fn secs(millis: u64) -> Option<Duration> {
    Some(Duration::from_millis(millis))
}

fn constructed_cases() -> Vec<Case> {
    let mut cases = Vec::new();

    // En passant (3. exf6), promotion with capture (5. gxh8=Q), castling on both sides
    // (6... O-O-O, 8. O-O), clocks on every move, draw offers, comments, NAGs, agreed draw.
    let mut game = build(
        None,
        &[
            "e4", "d5", "e5", "f5", "exf6", "Nc6", "fxg7", "Bf5", "gxh8=Q", "Qd6", "Nf3", "O-O-O",
            "Bc4", "Nf6", "O-O", "dxc4",
        ],
    );
    game.tags = tags(&[
        ("Event", "Blitz {Vereinsabend}"),
        ("Site", "Köln"),
        ("Date", "2026.03.14"),
        ("Round", "3"),
        ("White", "Müller, \"Max\""),
        ("Black", "Back\\slash, Eva"),
        ("Result", "1/2-1/2"),
        ("TimeControl", "5400+30"),
    ]);
    game.opening_comments = vec!["Aus dem Turnier {Blitz}".into()];
    for (ply, recorded) in game.moves.iter_mut().enumerate() {
        let ply = ply as u64;
        // 1:30:00 down to under a minute, with tenths on every other move.
        recorded.clock = secs(5_400_000 - ply * 353_900 + if ply % 2 == 1 { 700 } else { 0 });
    }
    game.moves[4].nags = vec![1];
    game.moves[4].comments = vec!["en passant".into()];
    game.moves[8].nags = vec![3, 14];
    game.moves[8].draw_offer = true;
    game.moves[11].comments = vec!["lange Rochade".into(), "{sic}".into()];
    game.moves[15].draw_offer = true;
    game.result = Some(Outcome::Known(KnownOutcome::Draw));
    cases.push(Case {
        name: "constructed: en passant, promotion, both castlings, clocks, draw offers".into(),
        game,
    });

    // From a FEN with Black to move and an en passant square: 25... dxe3 e.p., both sides
    // castle, a capture that names its rook (Raxd8), promotion with check, underpromotion.
    let mut game = build(
        Some("r3k2r/8/8/8/3pP3/8/6p1/R3K2R b KQkq e3 0 25"),
        &[
            "dxe3", "O-O-O", "O-O", "Rd8", "Raxd8", "Kb1", "gxh1=Q", "Ka2", "e2", "Kb3", "e1=N",
        ],
    );
    game.tags = tags(&[("Event", "Studie"), ("White", "Weiß"), ("Black", "Schwarz")]);
    let clocks = [
        9_500, 8_000, 7_100, 6_000, 5_900, 4_000, 3_000, 1_000, 900, 0, 60_000,
    ];
    for (recorded, clock) in game.moves.iter_mut().zip(clocks) {
        recorded.clock = secs(clock);
    }
    game.moves[0].draw_offer = true;
    game.moves[6].comments = vec!["Schach".into()];
    game.moves[6].draw_offer = true;
    game.result = Some(Outcome::Known(KnownOutcome::Decisive {
        winner: Color::Black,
    }));
    cases.push(Case {
        name: "constructed: FEN start with Black to move".into(),
        game,
    });

    // A mate from a FEN that the game's own tags carry (as read from a file).
    let games = read_games(
        b"[Event \"Grundreihe\"]\n[SetUp \"1\"]\n[FEN \"6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1\"]\n[Result \"1-0\"]\n\n1. Rd8# {[%clk 10:00:00]} 1-0\n",
    )
    .expect("mate game");
    cases.push(Case {
        name: "constructed: mate from a FEN tag, ten-hour clock".into(),
        game: games.into_iter().next().unwrap(),
    });

    // No tags, no moves, no result.
    cases.push(Case {
        name: "constructed: empty game".into(),
        game: Game::new(),
    });

    // Moves without a result: the game goes on.
    let mut game = build(None, &["d4", "Nf6", "c4", "e6", "Nc3", "Bb4"]);
    game.moves[5].clock = secs(179_000);
    game.moves[5].draw_offer = true;
    cases.push(Case {
        name: "constructed: unfinished game".into(),
        game,
    });
    cases
}

/// Runs the helper on `file`; `None` when python-chess is missing and the check is skipped.
fn read_with_python_chess(file: &Path) -> Option<String> {
    let script = manifest_dir().join("tests/support/python_chess.py");
    let missing = |what: &str| -> Option<String> {
        let _ = std::fs::remove_file(file);
        if std::env::var("ANSAGE_SKIP_PYTHON_CHESS").as_deref() == Ok("1") {
            eprintln!(
                "pgn_export: {what}; ANSAGE_SKIP_PYTHON_CHESS=1, so PGN export is not checked against python-chess"
            );
            return None;
        }
        panic!(
            "{what}: run `make setup` (it installs python3 and python-chess {PYTHON_CHESS}), or set ANSAGE_SKIP_PYTHON_CHESS=1 to skip this test"
        );
    };
    let output = match Command::new("python3")
        .arg(&script)
        .arg(file)
        .current_dir(manifest_dir())
        .output()
    {
        Ok(output) => output,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            return missing("python3 is not installed");
        }
        Err(e) => panic!("python3 could not be started: {e}"),
    };
    if output.status.code() == Some(3) {
        return missing("python-chess (the Python module chess) is not installed");
    }
    assert!(
        output.status.success(),
        "{} failed ({}): {}",
        script.display(),
        output.status,
        String::from_utf8_lossy(&output.stderr)
    );
    Some(String::from_utf8(output.stdout).expect("the helper prints UTF-8"))
}

fn str_list(value: &Value) -> Vec<String> {
    value
        .as_array()
        .expect("a list")
        .iter()
        .map(|v| v.as_str().expect("a string").to_owned())
        .collect()
}

/// Compares one game with what python-chess read; every disagreement goes to `problems`.
fn compare(case: &Case, read: &Value, problems: &mut Vec<String>) {
    let game = &case.game;
    let name = &case.name;
    let mut problem = |text: String| problems.push(format!("{name}: {text}"));

    let errors = str_list(&read["errors"]);
    if !errors.is_empty() {
        problem(format!("python-chess reported errors: {errors:?}"));
    }

    // Tags: every tag of the game with its value, Result, SetUp and FEN; nothing else but
    // python-chess's placeholders for the Seven Tag Roster.
    let headers: BTreeMap<String, String> = read["headers"]
        .as_object()
        .expect("headers")
        .iter()
        .map(|(n, v)| (n.clone(), v.as_str().expect("header value").to_owned()))
        .collect();
    let mut expected: BTreeMap<String, String> = game.tags.iter().cloned().collect();
    let token = result_token(game.result);
    expected
        .entry("Result".into())
        .or_insert_with(|| token.into());
    if game.start != Chess::default() && !expected.contains_key("FEN") {
        expected.insert("SetUp".into(), "1".into());
        expected.insert("FEN".into(), write_fen(&game.start));
    }
    for (tag, value) in &expected {
        match headers.get(tag) {
            Some(read) if read == value => {}
            Some(read) => problem(format!(
                "tag {tag}: ansage {value:?}, python-chess {read:?}"
            )),
            None => problem(format!("tag {tag} {value:?} missing in python-chess")),
        }
    }
    for (tag, value) in &headers {
        if !expected.contains_key(tag) && !SEVEN_TAG_ROSTER.contains(&tag.as_str()) {
            problem(format!("python-chess read an extra tag {tag} {value:?}"));
        }
    }
    let start_fen = read["start_fen"].as_str().expect("start_fen");
    if start_fen != write_fen(&game.start) {
        problem(format!(
            "start position: ansage {}, python-chess {start_fen}",
            write_fen(&game.start)
        ));
    }

    let result = read["result"].as_str();
    if result != Some(token) {
        problem(format!(
            "result token: ansage {token}, python-chess {result:?}"
        ));
    }

    let opening = game.opening_comments.join(" ").replace('}', ")");
    let read_opening = read["comment"].as_str().expect("comment");
    if read_opening != opening {
        problem(format!(
            "comment before the first move: ansage {opening:?}, python-chess {read_opening:?}"
        ));
    }

    // Moves, clocks, comments and NAGs, move by move.
    let uci = str_list(&read["uci"]);
    let clocks = read["clk"].as_array().expect("clk");
    let comments = str_list(&read["comments"]);
    let nags = read["nags"].as_array().expect("nags");
    if uci.len() != game.moves.len() {
        problem(format!(
            "{} moves in ansage, {} in python-chess",
            game.moves.len(),
            uci.len()
        ));
    }
    let mut pos = game.start.clone();
    for (ply, recorded) in game.moves.iter().enumerate() {
        let label = format!(
            "{} {} (ply {})",
            move_number_label(&pos),
            San::from_move(&pos, recorded.played),
            ply + 1
        );
        pos.play_unchecked(recorded.played);
        let Some(read_uci) = uci.get(ply) else {
            problem(format!("{label}: not read by python-chess"));
            break;
        };
        let ours = recorded.played.to_uci(CastlingMode::Standard).to_string();
        if *read_uci != ours {
            problem(format!(
                "{label}: ansage {ours}, python-chess {read_uci}; the rest of the game is not compared"
            ));
            break;
        }

        let read_clock = clocks[ply].as_f64();
        match (recorded.clock, read_clock) {
            (None, None) => {}
            (Some(clock), Some(read))
                if read.floor() as u64 == clock.as_secs()
                    && (read - clock.as_secs_f64()).abs() < 0.1 + 1e-9 => {}
            (clock, read) => problem(format!(
                "{label}: clock ansage {clock:?}, python-chess {read:?} s"
            )),
        }

        let mut parts: Vec<String> = recorded
            .comments
            .iter()
            .map(|c| c.replace('}', ")"))
            .collect();
        if recorded.draw_offer {
            parts.push("(=)".into());
        }
        let comment = parts.join(" ");
        if comments[ply] != comment {
            problem(format!(
                "{label}: comment ansage {comment:?}, python-chess {:?}",
                comments[ply]
            ));
        }

        let mut ours: Vec<u64> = recorded.nags.iter().map(|&n| u64::from(n)).collect();
        ours.sort_unstable();
        ours.dedup();
        let read_nags: Vec<u64> = nags[ply]
            .as_array()
            .expect("nag list")
            .iter()
            .map(|n| n.as_u64().expect("nag"))
            .collect();
        if read_nags != ours {
            problem(format!(
                "{label}: NAGs ansage {ours:?}, python-chess {read_nags:?}"
            ));
        }
    }
}

#[test]
fn exported_pgn_is_read_back_by_python_chess() {
    let started = Instant::now();
    let corpus = corpus_cases();
    assert_eq!(
        corpus.len(),
        597 + 251 + 6 + 20 + 91 + 91,
        "the corpus games, the Tata Steel ones twice"
    );
    let mut cases = corpus;
    cases.extend(constructed_cases());

    // As `ansage pgn` prints several games: each followed by an empty line.
    let mut text = String::new();
    for case in &cases {
        text.push_str(&write_game(&case.game));
        text.push('\n');
    }
    let file = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("pgn_export_{}.pgn", std::process::id()));
    std::fs::write(&file, &text).expect("write the exported PGN");

    let Some(output) = read_with_python_chess(&file) else {
        return;
    };
    let lines: Vec<&str> = output.lines().collect();
    assert_eq!(
        lines.len(),
        cases.len(),
        "python-chess read {} games from {}, ansage wrote {}",
        lines.len(),
        file.display(),
        cases.len()
    );

    let mut problems = Vec::new();
    for (case, line) in cases.iter().zip(&lines) {
        let read: Value = serde_json::from_str(line).expect("one JSON object per game");
        compare(case, &read, &mut problems);
    }
    let plies: usize = cases.iter().map(|c| c.game.moves.len()).sum();
    let clocks = cases
        .iter()
        .flat_map(|c| &c.game.moves)
        .filter(|m| m.clock.is_some())
        .count();
    assert!(
        problems.is_empty(),
        "python-chess disagrees with ansage's PGN export ({} problems; the file is {}):\n{}",
        problems.len(),
        file.display(),
        problems
            .iter()
            .take(40)
            .cloned()
            .collect::<Vec<_>>()
            .join("\n")
    );
    let _ = std::fs::remove_file(&file);
    eprintln!(
        "python-chess read {} games, {plies} moves ({clocks} with clock times) as ansage wrote them, in {:.1} s",
        cases.len(),
        started.elapsed().as_secs_f64()
    );
}
