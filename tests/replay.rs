//! `ansage replay` as a listener uses it, driven through standard input with `--plain
//! --speech none`: a corpus game forward, back and to a given move, checked by FEN against
//! shakmaty's own replay of the movetext and by the announcement texts against
//! `announce_with`; comments, glyphs and clock comments; the errors of the command line.

mod support;

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

use ansage::language::Language;
use ansage::notation::pgn::check_games;
use ansage::notation::san::write_san;
use ansage::words::announce::{AnnounceOptions, Style, announce_with};
use ansage::words::messages::move_number;
use shakmaty::fen::Fen;
use shakmaty::san::San;
use shakmaty::{Chess, EnPassantMode, Move, Position};

use support::corpus_files;

/// A folder of its own for each run, so that no journal or file of another test is seen.
fn fresh_dir() -> PathBuf {
    static RUNS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let run = RUNS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let dir = std::env::temp_dir().join(format!("ansage-replay-{}-{run}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temporary folder");
    dir
}

fn replay(args: &[&str], input: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_ansage"))
        .arg("replay")
        .args(args)
        .env_remove("LD_LIBRARY_PATH")
        // A user's settings and interrupted games must not change what the tests see.
        .env("ANSAGE_CONFIG", "/nonexistent/ansage-test-config.toml")
        .env("ANSAGE_JOURNAL_DIR", fresh_dir())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("ansage starts");
    let mut stdin = child.stdin.take().expect("stdin");
    let input = input.as_bytes().to_vec();
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let output = child.wait_with_output().expect("ansage ends");
    writer.join().expect("input written");
    output
}

fn stdout(output: &Output) -> String {
    String::from_utf8(output.stdout.clone()).expect("UTF-8 output")
}

fn stderr(output: &Output) -> String {
    String::from_utf8(output.stderr.clone()).expect("UTF-8 output")
}

/// The moves of game `number` (from 1) of a PGN file, played by shakmaty from the movetext
/// as written, without ansage's PGN reader: the positions before each move, and the moves.
fn shakmaty_replay(file: &Path, number: usize) -> Vec<(Chess, Move)> {
    let text = std::fs::read_to_string(file).expect("corpus file");
    let mut games: Vec<String> = Vec::new();
    let mut in_movetext = false;
    for line in text.lines() {
        if line.starts_with('[') {
            if in_movetext || games.is_empty() {
                games.push(String::new());
            }
            in_movetext = false;
        } else if !line.trim().is_empty() {
            in_movetext = true;
            let game = games.last_mut().expect("tags before movetext");
            game.push_str(line);
            game.push(' ');
        }
    }
    let movetext = &games[number - 1];
    assert!(
        !movetext.contains(['{', '(', ';', '$']),
        "a plain movetext: {movetext}"
    );
    let mut position = Chess::default();
    let mut moves = Vec::new();
    for token in movetext.split_whitespace() {
        if matches!(token, "1-0" | "0-1" | "1/2-1/2" | "*") {
            continue;
        }
        let token = token.trim_start_matches(|c: char| c.is_ascii_digit() || c == '.');
        let token = token.trim_end_matches(['!', '?']);
        if token.is_empty() || matches!(token, "1-0" | "0-1" | "1/2-1/2" | "*") {
            continue;
        }
        let san: San = token
            .trim_end_matches(['+', '#'])
            .parse()
            .unwrap_or_else(|_| panic!("SAN {token}"));
        let played = san.to_move(&position).expect("legal move");
        moves.push((position.clone(), played));
        position.play_unchecked(played);
    }
    moves
}

fn fen(position: &Chess) -> String {
    Fen::from_position(position, EnPassantMode::Legal).to_string()
}

/// "Zug zwölf, Schwarz: Springer Cäsar sechs (Sc6)" for a move, as `ansage play` says it.
fn announced(before: &Chess, played: Move, language: Language, style: Style) -> String {
    let options = AnnounceOptions {
        style,
        say_pawn: true,
        words: language,
    };
    format!(
        "{}: {} ({})",
        move_number(before.fullmoves().get(), before.turn(), language),
        announce_with(before, played, options),
        write_san(before, played, language)
    )
}

/// A corpus file and the number of its first game from the standard start with at least
/// `plies` half-moves.
fn corpus_game(plies: usize) -> (PathBuf, usize) {
    let file = corpus_files()
        .into_iter()
        .find(|f| f.ends_with("Capablanca.pgn"))
        .expect("Capablanca.pgn in the corpus");
    let report = check_games(&std::fs::read(&file).expect("corpus file"));
    let (game, number) = report
        .games
        .iter()
        .zip(&report.numbers)
        .find(|(g, _)| g.moves.len() >= plies && g.start == Chess::default())
        .expect("a long game");
    let _ = game;
    (file, *number)
}

/// The lines that announce a move or a position.
fn announcements(out: &str) -> Vec<&str> {
    out.lines()
        .filter(|l| {
            [
                "Zug ",
                "Stellung nach ",
                "Ausgangsstellung",
                "Move ",
                "Position after ",
            ]
            .iter()
            .any(|p| l.starts_with(p))
        })
        .collect()
}

/// The lines that are a FEN.
fn fens(out: &str) -> Vec<&str> {
    out.lines()
        .filter(|l| l.split(' ').count() == 6 && l.matches('/').count() == 7)
        .collect()
}

#[test]
fn a_corpus_game_forward_back_and_to_a_move() {
    let (file, number) = corpus_game(50);
    let moves = shakmaty_replay(&file, number);
    let de = Language::GERMAN;
    let input = [
        "",
        "weiter",
        "w",
        "n",
        "next",
        "",
        "Weiter",
        "vor",
        "",
        "nächster zug",
        "fen",
        "zurück",
        "z",
        "back",
        "fen",
        "zug zwanzig schwarz",
        "fen",
        "gehe zu 12",
        "fen",
        "anfang",
        "fen",
        "beenden",
        "weiter",
    ]
    .join("\n");
    let number_arg = number.to_string();
    let out = replay(
        &[
            file.to_str().expect("path"),
            "--game",
            &number_arg,
            "--plain",
            "--speech",
            "none",
        ],
        &format!("{input}\n"),
    );
    let text = stdout(&out);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(stderr(&out), "", "silent with --speech none");
    assert!(
        text.lines()
            .next()
            .unwrap_or_default()
            .starts_with(&format!("Partie {number} von ")),
        "{text}"
    );

    let say = |ply: usize| {
        let (before, played) = &moves[ply - 1];
        announced(before, *played, de, Style::Short)
    };
    let mut expected: Vec<String> = (1..=10).map(|ply| format!("{}.", say(ply))).collect();
    expected.push(format!("Stellung nach {}.", say(9)));
    expected.push(format!("Stellung nach {}.", say(8)));
    expected.push(format!("Stellung nach {}.", say(7)));
    expected.push(format!("Stellung nach {}.", say(40)));
    expected.push(format!("Stellung nach {}.", say(23)));
    expected.push("Ausgangsstellung.".to_owned());
    assert_eq!(announcements(&text), expected, "{text}");
    assert!(say(40).starts_with("Zug zwanzig, Schwarz: "));
    assert!(say(23).starts_with("Zug zwölf, Weiß: "));

    let after = |ply: usize| match moves.get(ply) {
        Some((before, _)) => fen(before),
        None => unreachable!("the game is longer"),
    };
    assert_eq!(
        fens(&text),
        [after(10), after(7), after(40), after(23), after(0)],
        "{text}"
    );
    // "beenden" ends the replay: the "weiter" after it is never read.
    assert_eq!(text.lines().last(), Some(after(0).as_str()));
}

#[test]
fn english_and_the_long_style() {
    let (file, number) = corpus_game(50);
    let moves = shakmaty_replay(&file, number);
    let en = Language::ENGLISH;
    let number_arg = number.to_string();
    let out = replay(
        &[
            file.to_str().expect("path"),
            "--game",
            &number_arg,
            "--lang",
            "en",
            "--style",
            "long",
            "--plain",
            "--speech",
            "none",
        ],
        "next\nnext\nnext\nback\ngo to 2 black\nmove twenty one\nfen\nwhose turn\nquit\n",
    );
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    let say = |ply: usize| {
        let (before, played) = &moves[ply - 1];
        announced(before, *played, en, Style::Long)
    };
    let lower = |s: String| {
        let mut chars = s.chars();
        chars
            .next()
            .map(|c| c.to_lowercase().chain(chars).collect::<String>())
            .unwrap_or_default()
    };
    assert_eq!(
        announcements(&text),
        [
            format!("{}.", say(1)),
            format!("{}.", say(2)),
            format!("{}.", say(3)),
            format!("Position after {}.", lower(say(2))),
            format!("Position after {}.", lower(say(4))),
            format!("Position after {}.", lower(say(41))),
        ],
        "{text}"
    );
    assert!(say(1).contains(" from "), "the long style: {}", say(1));
    assert_eq!(fens(&text), [fen(&moves[41].0)]);
    assert!(text.contains("\nBlack to move"), "{text}");
}

#[test]
fn comments_and_glyphs_are_read_and_clock_comments_are_not() {
    let dir = fresh_dir();
    let file = dir.join("annotated.pgn");
    std::fs::write(
        &file,
        "[Event \"Training\"]\n[White \"Weiß, Wilhelm\"]\n[Black \"Schwarz, Sabine\"]\n[Result \"0-1\"]\n\n\
         {Ein kurzes Beispiel.} 1. f3 {[%clk 0:05:00]} e5 2. g4 $4 {[%clk 0:04:58] Der Fehler.} Qh4# 0-1\n",
    )
    .expect("test file");
    let out = replay(
        &[file.to_str().expect("path"), "--plain", "--speech", "none"],
        "\n\n\n\nkommentar\n\ninfo\n",
    );
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    assert_eq!(
        text.lines().collect::<Vec<_>>(),
        [
            "Wilhelm Weiß gegen Sabine Schwarz, Training, Schwarz gewinnt (0-1), 2 Züge.",
            "Weiter mit Enter oder weiter, zurück mit zurück, hilfe für alle Befehle.",
            "Vorbemerkung: Ein kurzes Beispiel.",
            "Zug eins, Weiß: Bauer Felix drei (f3).",
            "Zug eins, Schwarz: Bauer Eva fünf (e5).",
            "Zug zwei, Weiß: Bauer Gustav vier (g4).",
            "Ein grober Fehler.",
            "Kommentar: Der Fehler.",
            "Zug zwei, Schwarz: Dame Hector vier, Schachmatt (Dh4#).",
            "Das war der letzte Zug; Schwarz gewinnt (0-1).",
            "Zu Zug zwei, Schwarz gibt es keinen Kommentar.",
            "Die Partie ist zu Ende: Schwarz gewinnt (0-1). Zurück mit zurück, zum Anfang mit anfang.",
            "Weiß: Wilhelm Weiß. Schwarz: Sabine Schwarz. Turnier: Training. Ergebnis: Schwarz gewinnt (0-1), 2 Züge.",
        ]
    );
    assert!(!text.contains("clk") && !text.contains("0:05"), "{text}");
}

#[test]
fn several_games_play_the_first_and_say_how_many() {
    let file = corpus_files()
        .into_iter()
        .find(|f| f.ends_with("Philidor.pgn"))
        .expect("Philidor.pgn in the corpus");
    let count = check_games(&std::fs::read(&file).expect("corpus file"))
        .games
        .len();
    let out = replay(
        &[file.to_str().expect("path"), "--plain", "--speech", "none"],
        "ende\n",
    );
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    let lines: Vec<&str> = text.lines().collect();
    assert!(
        lines[0].starts_with(&format!("Partie 1 von {count}: ")),
        "{text}"
    );
    assert_eq!(
        lines[1],
        format!(
            "Die Datei enthält {count} Partien; eine andere wählen Sie mit --game, etwa --game 2."
        )
    );
}

#[test]
fn errors_are_sentences_with_an_exit_status() {
    let missing = replay(
        &["/nonexistent/partie.pgn", "--plain", "--speech", "none"],
        "",
    );
    assert_eq!(missing.status.code(), Some(3));
    assert_eq!(stdout(&missing), "");
    assert_eq!(
        stderr(&missing),
        "Die Datei /nonexistent/partie.pgn gibt es nicht. Nennen Sie eine PGN-Datei, etwa: ansage replay partie.pgn\n"
    );

    let file = corpus_files()
        .into_iter()
        .find(|f| f.ends_with("Philidor.pgn"))
        .expect("Philidor.pgn in the corpus");
    let path = file.to_str().expect("path");
    let count = check_games(&std::fs::read(&file).expect("corpus file"))
        .games
        .len();
    let too_far = replay(
        &[
            path, "--game", "99", "--lang", "en", "--plain", "--speech", "none",
        ],
        "",
    );
    assert_eq!(too_far.status.code(), Some(3));
    assert_eq!(
        stderr(&too_far),
        format!(
            "There is no game 99: the file holds {count} games, choose --game 1 to --game {count}.\n"
        )
    );

    let zero = replay(&[path, "--game", "0", "--plain", "--speech", "none"], "");
    assert_eq!(zero.status.code(), Some(2));
    assert!(stderr(&zero).contains("--game 1"), "{}", stderr(&zero));

    let dir = fresh_dir();
    let binary = dir.join("bild.pgn");
    std::fs::write(&binary, b"\x89PNG\r\n\x1a\n\0\0").expect("test file");
    let refused = replay(
        &[
            binary.to_str().expect("path"),
            "--plain",
            "--speech",
            "none",
        ],
        "",
    );
    assert_eq!(refused.status.code(), Some(3));
    assert!(
        stderr(&refused).starts_with("Das ist keine PGN-Textdatei"),
        "{}",
        stderr(&refused)
    );

    let prose = dir.join("brief.pgn");
    std::fs::write(&prose, "Lieber Freund, anbei die Partie von gestern.\n").expect("test file");
    let refused = replay(
        &[prose.to_str().expect("path"), "--plain", "--speech", "none"],
        "",
    );
    assert_eq!(refused.status.code(), Some(3));
    assert!(!stderr(&refused).is_empty());
    assert!(
        stderr(&refused).trim_end().ends_with('.'),
        "{}",
        stderr(&refused)
    );

    let folder = replay(
        &[dir.to_str().expect("path"), "--plain", "--speech", "none"],
        "",
    );
    assert_eq!(folder.status.code(), Some(3));
    assert!(
        stderr(&folder).contains("ist ein Ordner"),
        "{}",
        stderr(&folder)
    );

    let usage = Command::new(env!("CARGO_BIN_EXE_ansage"))
        .args(["replay"])
        .env_remove("LD_LIBRARY_PATH")
        .output()
        .expect("ansage runs");
    assert_eq!(usage.status.code(), Some(2));
}
