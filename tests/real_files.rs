//! Issue 17: PGN files as other programs write them, kept in `tests/data/real/` (see its
//! README for the tool and command that made each), and ansage checked against an
//! independent tool, pgn-extract.
//!
//! - §2: a byte-order mark, UCI movetext, a null move, Chess960, Latin-1 and other variants
//!   are read, or refused with a sentence naming the variant; the games read have the moves
//!   python-chess reads from the same files; `ansage replay` names players and variant.
//! - §4: ansage's German SAN agrees move for move with pgn-extract's German output
//!   (`pgn-extract -WsanBSLTDK`) on the whole corpus, and pgn-extract reads ansage's PGN
//!   export without an error.
//!
//! pgn-extract (Debian package `pgn-extract`, installed by `make setup`) and python-chess are
//! needed; without them this test fails, unless `ANSAGE_SKIP_PGN_EXTRACT=1` or
//! `ANSAGE_SKIP_PYTHON_CHESS=1` is set.

mod support;

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

use ansage::language::Language;
use ansage::notation::pgn::{Game, PgnProblem, check_games, read_games, write_game};
use ansage::notation::san::write_san;
use serde_json::Value;
use shakmaty::uci::UciMove;
use shakmaty::{CastlingMode, Position};

fn real(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/real")
        .join(name)
}

fn ansage(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_ansage"))
        .args(args)
        .env_remove("LD_LIBRARY_PATH")
        .env("ANSAGE_CONFIG", "/nonexistent/ansage-test-config.toml")
        .env(
            "ANSAGE_JOURNAL_DIR",
            std::env::temp_dir().join(format!("ansage-real-files-{}", std::process::id())),
        )
        .stdin(Stdio::null())
        .output()
        .expect("ansage starts")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8(bytes.to_vec()).expect("UTF-8 output")
}

/// The games of a file as ansage reads them, every one required to be read.
fn games(name: &str) -> Vec<Game> {
    read_games(&std::fs::read(real(name)).unwrap())
        .unwrap_or_else(|e| panic!("{name}: {}", e.message(Language::GERMAN)))
}

/// The moves of each game in UCI (king takes rook for Chess960 castling, as python-chess).
fn uci_moves(game: &Game) -> Vec<String> {
    let mode = game.start.castles().mode();
    let mut pos = game.start.clone();
    game.moves
        .iter()
        .map(|m| {
            let uci = UciMove::from_move(m.played, mode).to_string();
            pos.play_unchecked(m.played);
            uci
        })
        .collect()
}

/// python-chess's reading of a file, one JSON object a game; `None` if it is missing and
/// `ANSAGE_SKIP_PYTHON_CHESS=1`.
fn python_chess(file: &Path) -> Option<Vec<Value>> {
    let output = Command::new("python3")
        .arg(Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/support/python_chess.py"))
        .arg(file)
        .output();
    match output {
        Ok(output) if output.status.success() => Some(
            text(&output.stdout)
                .lines()
                .map(|l| serde_json::from_str(l).expect("JSON"))
                .collect(),
        ),
        _ if std::env::var("ANSAGE_SKIP_PYTHON_CHESS").as_deref() == Ok("1") => None,
        other => panic!(
            "python-chess could not read {} ({other:?}): run `make setup`, or set ANSAGE_SKIP_PYTHON_CHESS=1",
            file.display()
        ),
    }
}

/// The pgn-extract program, or `None` if it is missing and `ANSAGE_SKIP_PGN_EXTRACT=1`.
fn pgn_extract() -> Option<PathBuf> {
    // Debian puts it into /usr/games, which is not always on the PATH.
    for candidate in ["/usr/games/pgn-extract", "/usr/bin/pgn-extract"] {
        if Path::new(candidate).exists() {
            return Some(candidate.into());
        }
    }
    if Command::new("pgn-extract").arg("-h").output().is_ok() {
        return Some("pgn-extract".into());
    }
    if std::env::var("ANSAGE_SKIP_PGN_EXTRACT").as_deref() == Ok("1") {
        eprintln!("real_files: pgn-extract is missing; ANSAGE_SKIP_PGN_EXTRACT=1, so not checked");
        return None;
    }
    panic!(
        "pgn-extract is not installed: run `make setup` (apt-get install pgn-extract), or set ANSAGE_SKIP_PGN_EXTRACT=1"
    );
}

/// The files of `tests/data/real/` that ansage reads, with the games and moves it reads,
/// agree with python-chess's reading of the same files.
#[test]
fn files_of_other_programs_are_read_as_python_chess_reads_them() {
    for (name, count) in [
        ("bom.pgn", 1),
        ("latin1.pgn", 1),
        ("uci.pgn", 2),
        ("chess960_stockfish.pgn", 1),
        ("stockfish_selfplay.pgn", 1),
    ] {
        let ours = games(name);
        assert_eq!(ours.len(), count, "{name}");
        // python-chess reads UCI movetext as moves it cannot parse: compare with the same
        // games as ansage writes them back.
        // python-chess reads a file in the encoding its caller opens it with: UTF-8 in the
        // helper, so it is given the Latin-1 file as UTF-8.
        let theirs = if name == "latin1.pgn" {
            let utf8 = Path::new(env!("CARGO_TARGET_TMPDIR"))
                .join(format!("real_files_latin1_{}.pgn", std::process::id()));
            let bytes = std::fs::read(real(name)).unwrap();
            std::fs::write(
                &utf8,
                bytes.iter().map(|&b| char::from(b)).collect::<String>(),
            )
            .unwrap();
            let read = python_chess(&utf8);
            let _ = std::fs::remove_file(&utf8);
            read
        } else if name == "uci.pgn" {
            let exported = Path::new(env!("CARGO_TARGET_TMPDIR"))
                .join(format!("real_files_uci_{}.pgn", std::process::id()));
            let pgn: String = ours.iter().map(|g| write_game(g) + "\n").collect();
            std::fs::write(&exported, pgn).unwrap();
            let read = python_chess(&exported).unwrap();
            let _ = std::fs::remove_file(&exported);
            Some(read)
        } else {
            python_chess(&real(name))
        };
        let Some(theirs) = theirs else {
            continue;
        };
        assert_eq!(theirs.len(), count, "{name}: python-chess's games");
        for (game, read) in ours.iter().zip(&theirs) {
            let their_moves: Vec<String> = read["uci"]
                .as_array()
                .unwrap()
                .iter()
                .map(|v| v.as_str().unwrap().to_owned())
                .collect();
            assert_eq!(uci_moves(game), their_moves, "{name}");
            assert_eq!(read["errors"].as_array().map(Vec::len), Some(0), "{name}");
            for key in ["White", "Black", "Event", "Annotator"] {
                assert_eq!(
                    game.tag(key),
                    read["headers"][key].as_str(),
                    "{name}: tag {key}"
                );
            }
        }
    }
    // The UCI file is the corpus's 1886 world championship, games 1 and 2, as pgn-extract
    // wrote them in UCI: the same moves as the corpus's SAN.
    let corpus = read_games(
        &std::fs::read(
            support::corpus_files()
                .into_iter()
                .find(|p| p.ends_with("WorldChamp1886.pgn"))
                .unwrap(),
        )
        .unwrap(),
    )
    .unwrap();
    for (uci, san) in games("uci.pgn").iter().zip(&corpus) {
        assert_eq!(uci.moves, san.moves);
    }
}

#[test]
fn byte_order_mark_latin1_and_chess960_specifics() {
    let bom = &games("bom.pgn")[0];
    assert_eq!(bom.tag("Event"), Some("BOM"));
    assert_eq!(bom.tag("White"), Some("Müller, Hans"));
    let latin1 = &games("latin1.pgn")[0];
    assert!(std::str::from_utf8(&std::fs::read(real("latin1.pgn")).unwrap()).is_err());
    assert_eq!(latin1.tag("Annotator"), Some("Jürgen Weiß"));
    let chess960 = &games("chess960_stockfish.pgn")[0];
    assert_eq!(chess960.start.castles().mode(), CastlingMode::Chess960);
    let castles: Vec<String> = chess960
        .moves
        .iter()
        .scan(chess960.start.clone(), |pos, m| {
            let san = write_san(pos, m.played, Language::GERMAN);
            pos.play_unchecked(m.played);
            Some(san)
        })
        .filter(|san| san.starts_with("0-0"))
        .collect();
    assert_eq!(
        castles,
        ["0-0", "0-0"],
        "both sides castle, as in standard chess"
    );
}

/// A null move: the game is read up to it, with a warning naming it.
#[test]
fn null_move_is_read_up_to_it_with_a_warning() {
    let report = check_games(&std::fs::read(real("null_move.pgn")).unwrap());
    assert_eq!(report.games.len(), 1);
    assert_eq!(report.games[0].moves.len(), 5);
    assert_eq!(report.problems.len(), 1);
    assert!(matches!(
        report.problems[0].problem,
        PgnProblem::NullMove { .. }
    ));
    let output = ansage(&["pgn", "--check", real("null_move.pgn").to_str().unwrap()]);
    assert!(output.status.success(), "{output:?}");
    assert_eq!(
        text(&output.stderr).trim(),
        "Partie 1, Zug 3... --: Das ist ein Nullzug, ein ausgelassener Zug, wie ihn Analyseprogramme schreiben; die Partie wurde bis zum Zug davor gelesen."
    );
}

/// Variants other than Chess960, as python-chess writes them: each named and refused.
#[test]
fn other_variants_are_named_and_refused() {
    let output = ansage(&["pgn", "--check", real("variants.pgn").to_str().unwrap()]);
    assert!(!output.status.success());
    let names = [
        "Crazyhouse",
        "Antichess",
        "Atomic",
        "King of the Hill",
        "Three-check",
        "Horde",
        "Racing Kings",
    ];
    let mut expected: Vec<String> = names
        .iter()
        .enumerate()
        .map(|(index, name)| format!(
            "Partie {} ist in der Schachvariante {name} gespielt; ansage liest nur gewöhnliches Schach und Chess960. Die Partie wurde nicht gelesen.",
            index + 1
        ))
        .collect();
    expected.push("In Ordnung: 0 Partien; fehlerhaft: 7 Partien.".into());
    assert_eq!(text(&output.stderr).lines().collect::<Vec<_>>(), expected);
}

/// `ansage replay`'s first line names the players (and Chess960) for each such file.
#[test]
fn replay_title_lines() {
    for (name, title) in [
        (
            "bom.pgn",
            "Hans Müller gegen Schmidt, BOM, Weiß gewinnt (1-0), 4 Züge.",
        ),
        (
            "latin1.pgn",
            "Hans Müller gegen Schmidt, Latin-1, Weiß gewinnt (1-0), 4 Züge.",
        ),
        (
            "uci.pgn",
            "Partie 1 von 2: Johannes Hermann Zukertort gegen William Steinitz, World Championship 1st 1886, Schwarz gewinnt (0-1), 46 Züge.",
        ),
        (
            "chess960_stockfish.pgn",
            "Stockfish gegen Stockfish, Chess960, Stockfish Chess960 self-play, ohne Ergebnis, 30 Züge.",
        ),
        (
            "null_move.pgn",
            "Analyst gegen Analyst, Null move, ohne Ergebnis, 3 Züge.",
        ),
    ] {
        let output = ansage(&["replay", "--lang", "de", real(name).to_str().unwrap()]);
        let stdout = text(&output.stdout);
        assert_eq!(stdout.lines().next(), Some(title), "{name}: {stdout}");
        // The null move is named before the game, on standard error.
        assert_eq!(
            text(&output.stderr).contains("Das ist ein Nullzug"),
            name == "null_move.pgn",
            "{name}"
        );
    }
}

/// §4: ansage's German SAN agrees move for move with pgn-extract's German output on every
/// game of the corpus, but for 0-0 (ansage, FIDE) against O-O, × against x, d8D against
/// d8=D and ansage's "e.p." after an en-passant capture.
#[test]
fn german_san_agrees_with_pgn_extract_on_the_corpus() {
    let Some(pgn_extract) = pgn_extract() else {
        return;
    };
    let mut plies = 0;
    for path in support::corpus_files() {
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        let ours = read_games(&std::fs::read(&path).unwrap()).unwrap();
        let output = Command::new(&pgn_extract)
            .args([
                "-WsanBSLTDK",
                "-s",
                "-C",
                "-N",
                "-V",
                "--nomovenumbers",
                "--noresults",
                "-w",
                "100000",
            ])
            .arg(&path)
            .output()
            .expect("pgn-extract runs");
        assert!(output.status.success(), "{name}: {output:?}");
        let out = String::from_utf8_lossy(&output.stdout).into_owned();
        let theirs: Vec<Vec<String>> = out
            .split("\n\n")
            .filter(|block| !block.trim().is_empty() && !block.trim_start().starts_with('['))
            .map(|block| {
                block
                    .split_whitespace()
                    // A game without moves keeps its result even with --noresults.
                    .filter(|t| !matches!(*t, "1-0" | "0-1" | "1/2-1/2" | "*"))
                    .map(|san| san.replace('=', ""))
                    .collect()
            })
            .collect();
        assert_eq!(ours.len(), theirs.len(), "{name}: games");
        for (index, (game, their_moves)) in ours.iter().zip(&theirs).enumerate() {
            let mut pos = game.start.clone();
            let our_moves: Vec<String> = game
                .moves
                .iter()
                .map(|m| {
                    let san = write_san(&pos, m.played, Language::GERMAN);
                    pos.play_unchecked(m.played);
                    san.replace('×', "x")
                        .replace(" e.p.", "")
                        .replace("0-0-0", "O-O-O")
                        .replace("0-0", "O-O")
                })
                .collect();
            assert_eq!(&our_moves, their_moves, "{name} game {}", index + 1);
            plies += our_moves.len();
        }
    }
    eprintln!("pgn-extract and ansage agree on {plies} German SAN moves");
}

/// §4: pgn-extract reads ansage's PGN export of the corpus and of the real files without an
/// error.
#[test]
fn pgn_extract_reads_ansages_export() {
    let Some(pgn_extract) = pgn_extract() else {
        return;
    };
    let mut all: Vec<Game> = Vec::new();
    for path in support::corpus_files() {
        all.extend(read_games(&std::fs::read(&path).unwrap()).unwrap());
    }
    for name in [
        "bom.pgn",
        "latin1.pgn",
        "uci.pgn",
        "chess960_stockfish.pgn",
        "stockfish_selfplay.pgn",
    ] {
        all.extend(games(name));
    }
    all.extend(check_games(&std::fs::read(real("null_move.pgn")).unwrap()).games);
    let file = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("real_files_export_{}.pgn", std::process::id()));
    let pgn: String = all.iter().map(|g| write_game(g) + "\n").collect();
    std::fs::write(&file, pgn).unwrap();
    let output = Command::new(&pgn_extract)
        .args(["-r", "-s"])
        .arg(&file)
        .output()
        .expect("pgn-extract runs");
    let errors = String::from_utf8_lossy(&output.stderr);
    assert!(
        output.status.success() && errors.trim().is_empty(),
        "pgn-extract found errors in {}:\n{errors}",
        file.display()
    );
    // And it reads every game and every move: its UCI output has ansage's moves.
    let output = Command::new(&pgn_extract)
        .args([
            "-Wuci",
            "-s",
            "-C",
            "-N",
            "-V",
            "--noresults",
            "-w",
            "100000",
        ])
        .arg(&file)
        .output()
        .expect("pgn-extract runs");
    let out = String::from_utf8_lossy(&output.stdout).into_owned();
    let theirs: Vec<&str> = out
        .split("\n\n")
        .map(str::trim)
        .filter(|block| !block.is_empty() && !block.starts_with('['))
        .collect();
    assert_eq!(theirs.len(), all.len(), "pgn-extract's games");
    for (game, their) in all.iter().zip(theirs) {
        assert_eq!(
            uci_moves(game).join(" "),
            their
                .to_lowercase()
                .split_whitespace()
                .filter(|t| !matches!(*t, "1-0" | "0-1" | "1/2-1/2" | "*"))
                .collect::<Vec<_>>()
                .join(" ")
        );
    }
    let _ = std::fs::remove_file(&file);
}

/// `ansage play --from-pgn` does not continue a game whose moves end at a null move, nor a
/// Chess960 game (play knows standard chess only); it says so and how to replay it.
#[test]
fn from_pgn_refuses_null_move_and_chess960_games() {
    use ansage::ui::start::from_pgn;
    let error = from_pgn(&real("null_move.pgn"), None, Language::GERMAN).unwrap_err();
    assert!(error.contains("enthält einen Nullzug (--)"), "{error}");
    let error = from_pgn(&real("chess960_stockfish.pgn"), None, Language::GERMAN).unwrap_err();
    assert!(
        error.contains(
            "ist eine Chess960-Partie; ansage spielt sie nach, setzt sie aber nicht fort"
        ),
        "{error}"
    );
}

/// §2, read leniently where other readers do: the notations pgn-extract writes (long
/// algebraic with and without hyphens, enhanced long algebraic with capture marks, UCI,
/// figurine-free SAN) are read by ansage as the same moves as the corpus's SAN; and the forms
/// hand-written files use (a capture without x, a promotion without =, evaluation signs
/// as text) are read as python-chess reads them.
#[test]
fn every_notation_pgn_extract_writes_is_read_as_the_same_moves() {
    let Some(pgn_extract) = pgn_extract() else {
        return;
    };
    let source = support::corpus_files()
        .into_iter()
        .find(|p| p.ends_with("WorldChamp1886.pgn"))
        .unwrap();
    let original = read_games(&std::fs::read(&source).unwrap()).unwrap();
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"));
    for form in [
        "-Wlalg", "-Whalg", "-Welalg", "-Wxlalg", "-Wxolalg", "-Wuci", "-Wsan",
    ] {
        let out = dir.join(format!(
            "real_files_{}{}.pgn",
            &form[2..],
            std::process::id()
        ));
        let status = Command::new(&pgn_extract)
            .args([form, "-s", "--output"])
            .arg(&out)
            .arg(&source)
            .status()
            .expect("pgn-extract runs");
        assert!(status.success(), "pgn-extract {form}");
        let read = read_games(&std::fs::read(&out).unwrap())
            .unwrap_or_else(|e| panic!("{form}: {}", e.message(Language::GERMAN)));
        let _ = std::fs::remove_file(&out);
        assert_eq!(read.len(), original.len(), "{form}");
        for (theirs, ours) in read.iter().zip(&original) {
            assert_eq!(theirs.moves, ours.moves, "{form}");
        }
    }

    let hand_written = "[Event \"by hand\"]\n[Result \"*\"]\n\n1. e4 d5 2. ed5 Qd5 3. Nc3 += Qa5 4. d4 +/- c6 *\n\n\
        [Event \"promotion\"]\n[FEN \"8/P6k/8/8/8/8/8/K7 w - - 0 1\"]\n[SetUp \"1\"]\n[Result \"*\"]\n\n1. a8Q Kg6 *\n";
    let file = dir.join(format!("real_files_by_hand_{}.pgn", std::process::id()));
    std::fs::write(&file, hand_written).unwrap();
    let ours = read_games(hand_written.as_bytes()).unwrap();
    let theirs = python_chess(&file);
    let _ = std::fs::remove_file(&file);
    assert_eq!(
        uci_moves(&ours[0]),
        [
            "e2e4", "d7d5", "e4d5", "d8d5", "b1c3", "d5a5", "d2d4", "c7c6"
        ]
    );
    assert_eq!(uci_moves(&ours[1]), ["a7a8q", "h7g6"]);
    // The evaluation signs are the NAGs $14 and $16.
    assert_eq!(ours[0].moves[4].nags, [14]);
    assert_eq!(ours[0].moves[6].nags, [16]);
    if let Some(theirs) = theirs {
        for (game, read) in ours.iter().zip(&theirs) {
            let their_moves: Vec<String> = read["uci"]
                .as_array()
                .unwrap()
                .iter()
                .map(|v| v.as_str().unwrap().to_owned())
                .collect();
            assert_eq!(uci_moves(game), their_moves);
        }
    }
}
