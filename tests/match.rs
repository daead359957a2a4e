//! Issue 6: the match through `ansage play --plain`, as a script or a braille display drives
//! it: the repetition step (F2.1), the correction (F2.6), the clock in real time (article 6:
//! flag fall, `[%clk]` in the PGN, read back by python-chess), tournament rules (7.5), and
//! differences reported during play and settled by F2.7 and F2.8.

mod support;

use std::io::Write;
use std::process::{Command, Stdio};
use std::time::Duration;

use support::{fresh_dir, play_plain, python_chess_first_game, stdout_lines};

/// F2.1 and F2.3: the opponent repeats; a wrong repetition is named at once; a move given
/// instead of the repetition is kept; F2.6 correction before the repetition.
#[test]
fn repetition_step_with_mismatch_correction_and_a_kept_move() {
    let dir = fresh_dir("repeat");
    let output = play_plain(
        &["--repetition", "required"],
        &[
            "e4",
            "Eva drei",
            "Bauer Eva vier",
            "Sc6",
            "korrektur",
            "Sf6",
            "e5",
            "Springer Felix sechs",
            "ende",
        ],
        Duration::ZERO,
        &dir,
    );
    assert_eq!(
        stdout_lines(&output)[..9],
        [
            "Neue Partie. Weiß ist am Zug. Geben Sie Züge ein, zum Beispiel e4 oder Sf3. Hilfe mit hilfe, Ende mit ende.",
            "Zug eins, Weiß: Bauer Eva vier (e4).",
            "Angesagt war Bauer Eva vier, nicht Bauer Eva drei. Bitte wiederholen Sie den Zug.",
            "Wiederholt: Bauer Eva vier.",
            "Zug eins, Schwarz: Springer Cäsar sechs (Sc6).",
            "Korrektur: Springer Cäsar sechs gilt nicht. Schwarz sagt den Zug neu an.",
            "Zug eins, Schwarz: Springer Felix sechs (Sf6).",
            "Bitte zuerst den angesagten Zug wiederholen: Springer Felix sechs. Ihr Zug Bauer Eva fünf wird danach gespielt.",
            "Wiederholt: Springer Felix sechs.",
        ],
        "{:?}",
        stdout_lines(&output)
    );
    assert_eq!(
        stdout_lines(&output)[9],
        "Zug zwei, Weiß: Bauer Eva fünf (e5)."
    );
    assert!(output.status.success());
}

/// Article 6 in real time: a two-second clock; White moves, Black waits, the flag falls and
/// ends the game, White having mating material (6.10). The PGN has `[%clk]` for the move.
#[test]
fn the_flag_falls_while_nobody_types() {
    let dir = fresh_dir("flag");
    let pgn = dir.join("game.pgn");
    let output = play_plain(
        &[
            "--time",
            "2s",
            "--correction-window",
            "0",
            "--pgn",
            pgn.to_str().unwrap(),
        ],
        &["e4", "zeit"],
        Duration::from_millis(2600),
        &dir,
    );
    let said = stdout_lines(&output);
    assert!(
        said.iter()
            .any(|l| l.starts_with("Die Zeit von Schwarz ist abgelaufen")),
        "{said:?}"
    );
    let text = std::fs::read_to_string(&pgn).unwrap();
    assert!(text.contains("[Result \"1-0\"]"), "{text}");
    assert!(text.contains("1. e4 {[%clk 0:00:0"), "{text}");
}

/// A clocked game exported as PGN is read back by python-chess with the clock times of
/// every move, and the journal holds the same times.
#[test]
fn clock_times_reach_the_pgn_and_python_chess_reads_them() {
    let dir = fresh_dir("clk");
    let pgn = dir.join("game.pgn");
    let output = play_plain(
        &[
            "--time",
            "5+2",
            "--correction-window",
            "0",
            "--pgn",
            pgn.to_str().unwrap(),
        ],
        &["e4", "e5", "Sf3", "Sc6", "ende"],
        Duration::from_millis(300),
        &dir,
    );
    assert!(output.status.success(), "{:?}", stdout_lines(&output));
    let Some(game) = python_chess_first_game(&pgn) else {
        return;
    };
    assert_eq!(
        game["uci"],
        serde_json::json!(["e2e4", "e7e5", "g1f3", "b8c6"])
    );
    let clocks: Vec<f64> = game["clk"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c.as_f64().expect("a clock time on every move"))
        .collect();
    // Five minutes, two seconds after every move, a fraction of a second used each time:
    // after a side's n-th move between 300 + 2(n - 1) and 300 + 2n seconds.
    assert_eq!(clocks.len(), 4, "{clocks:?}");
    for (ply, clock) in clocks.iter().enumerate() {
        let moves = (ply / 2 + 1) as f64;
        let range = 300.0 + 2.0 * (moves - 1.0)..=300.0 + 2.0 * moves;
        assert!(range.contains(clock), "ply {ply}: {clocks:?}");
    }
    assert!(game["errors"].as_array().unwrap().is_empty());
}

/// F2.8 during play: Black reads move two from their record; it differs, which is said, and
/// nothing is taken back. "abgleichen" proposes going back to the last ply both records
/// agree on, and "ja" does it; the saved game has three moves.
#[test]
fn a_record_read_during_play_is_settled_when_the_players_agree() {
    let dir = fresh_dir("record");
    let pgn = dir.join("game.pgn");
    let output = play_plain(
        &["--pgn", pgn.to_str().unwrap()],
        &[
            "e4",
            "e5",
            "Sf3",
            "Sc6",
            "Lb5",
            "schwarz: mein zug zwei war springer felix sechs",
            "wer ist am zug",
            "abgleichen",
            "ja",
            "wer ist am zug",
        ],
        Duration::ZERO,
        &dir,
    );
    let said = stdout_lines(&output);
    let at = said
        .iter()
        .position(|l| l.starts_with("In der Mitschrift von Schwarz steht jetzt"))
        .unwrap_or_else(|| panic!("{said:?}"));
    assert_eq!(
        said[at..at + 4],
        [
            "In der Mitschrift von Schwarz steht jetzt Zug zwei, Schwarz: Springer Felix sechs.",
            "Sie weicht ab Zug zwei, Schwarz von der Partie ab; in der Partie steht dort Springer Cäsar sechs. Zum Abgleichen beider Mitschriften und Bretter sagen Sie abgleichen; nichts wird ohne Ihre Zustimmung zurückgenommen.",
            "Schwarz ist am Zug.",
            "Vorschlag nach F2.8: Die Mitschriften stimmen bis Zug zwei, Weiß überein; zurückgenommen würden zwei Halbzüge: Zug drei, Weiß, Läufer Bella fünf und Zug zwei, Schwarz, Springer Cäsar sechs. Einverstanden? Ja oder nein.",
        ],
        "{said:?}"
    );
    assert!(said[at + 4].contains("Regel F2.8"), "{said:?}");
    assert_eq!(said[at + 5], "Schwarz ist am Zug.", "{said:?}");
    let text = std::fs::read_to_string(&pgn).unwrap();
    assert!(text.contains("1. e4 e5 2. Nf3 *"), "{text}");
}

/// F2.7 during play: a player reports a square of their board, the records agree, and that
/// board is corrected; a report that fits is confirmed.
#[test]
fn a_reported_square_is_corrected() {
    let dir = fresh_dir("square");
    let output = play_plain(
        &[],
        &[
            "e4",
            "e5",
            "auf eva vier steht bei mir nichts",
            "auf eva vier steht bei mir ein bauer",
            "ende",
        ],
        Duration::ZERO,
        &dir,
    );
    let said = stdout_lines(&output);
    assert_eq!(
        said[3],
        "Auf Eva vier steht bei Weiß nichts, in der Partie ein weißer Bauer."
    );
    assert!(said[4].contains("Regel F2.7"), "{said:?}");
    assert!(
        said[4].contains("Stellen Sie einen weißen Bauern auf Eva vier"),
        "{said:?}"
    );
    assert_eq!(
        said[5],
        "Stimmt: Auf Eva vier steht bei Weiß ein weißer Bauer."
    );
}

/// 7.4 in tournament mode: a line ansage refuses before it is played or announced is an
/// input error, not an illegal move: no time to the opponent, and the third is no loss.
#[test]
fn tournament_mode_does_not_count_refused_input() {
    let dir = fresh_dir("tournament");
    let output = play_plain(
        &["--tournament", "--time", "5"],
        &["Ke2", "Ke2", "Ke2", "e4", "zeit"],
        Duration::ZERO,
        &dir,
    );
    let said = stdout_lines(&output);
    assert!(
        !said.iter().any(|l| l.contains("unzulässiger Zug")),
        "{said:?}"
    );
    assert!(!said.iter().any(|l| l.contains("gewinnt")), "{said:?}");
    assert!(
        said.iter()
            .any(|l| l == "Zug eins, Weiß: Bauer Eva vier (e4)."),
        "{said:?}"
    );
    assert!(
        said.iter()
            .any(|l| l.starts_with("Weiß: vier Minuten") && l.contains("Schwarz: fünf Minuten")),
        "{said:?}"
    );
}

/// F2.3 with the repetition step, in real time: the move is complete once announced; after
/// the correction window the opponent's clock runs. An opponent who withholds the
/// repetition loses on time, not the mover.
#[test]
fn withholding_the_repetition_costs_the_opponents_time() {
    let dir = fresh_dir("withhold");
    let output = play_plain(
        &[
            "--repetition",
            "required",
            "--time",
            "3s",
            "--correction-window",
            "1",
        ],
        &["e4"],
        Duration::from_millis(5500),
        &dir,
    );
    let said = stdout_lines(&output);
    assert!(
        said.iter()
            .any(|l| l.starts_with("Die Zeit von Schwarz ist abgelaufen")),
        "{said:?}"
    );
    assert!(
        !said.iter().any(|l| l.starts_with("Die Zeit von Weiß")),
        "{said:?}"
    );
}

/// A clocked game killed mid-game continues with `--resume`: the same moves, the same
/// settings (the clock comes from the journal, not the command line), and the clocks as
/// they were after the last move.
#[test]
fn a_killed_clocked_game_resumes_with_its_clocks() {
    let dir = fresh_dir("resume");
    let mut child = Command::new(env!("CARGO_BIN_EXE_ansage"))
        .args([
            "play",
            "--plain",
            "--speech",
            "none",
            "--time",
            "10+5",
            "--correction-window",
            "0",
        ])
        .env("ANSAGE_CONFIG", dir.join("config.toml"))
        .env("ANSAGE_JOURNAL_DIR", dir.join("journal"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("ansage starts");
    let mut stdin = child.stdin.take().unwrap();
    for line in ["e4\n", "e5\n", "Sf3\n"] {
        stdin.write_all(line.as_bytes()).unwrap();
        stdin.flush().unwrap();
        std::thread::sleep(Duration::from_millis(1200));
    }
    child.kill().unwrap();
    child.wait().unwrap();
    let output = play_plain(&["--resume"], &["zeit", "ende"], Duration::ZERO, &dir);
    let said = stdout_lines(&output);
    assert!(
        said[0].starts_with("Die unterbrochene Partie geht weiter, nach drei Halbzügen.")
            && said[0].ends_with(
                "Die Uhren stehen; sie laufen mit dem nächsten Zug oder mit uhr weiter."
            ),
        "{said:?}"
    );
    // White: 10 minutes + 2 × 5 s − about 1.2 s for two moves (the first one is typed at
    // once); Black: + 5 s − about 1.2 s. The clocks stand after the resume until the players
    // go on. A busy machine may take a few seconds longer.
    let times = said
        .iter()
        .find(|l| l.starts_with("Weiß: zehn Minuten"))
        .unwrap_or_else(|| panic!("{said:?}"));
    assert!(
        ["fünf", "sechs", "sieben", "acht"]
            .iter()
            .any(|w| times.starts_with(&format!(
                "Weiß: zehn Minuten {w} Sekunden; Schwarz: zehn Minuten "
            )))
            && ["eine Sekunde.", "zwei Sekunden.", "drei Sekunden."]
                .iter()
                .any(|w| times.ends_with(&format!("{w} Die Uhren sind angehalten."))),
        "{said:?}"
    );
}
