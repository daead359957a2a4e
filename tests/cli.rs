//! The `ansage` binary as users and scripts call it: `parse` (human, JSON, batch), `pgn`,
//! `play` driven through standard input, `doctor`, and bad input of every kind.

use std::io::Write;
use std::process::{Command, Output, Stdio};

fn ansage(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_ansage"))
        .args(args)
        .env_remove("LD_LIBRARY_PATH")
        .output()
        .expect("ansage runs")
}

fn ansage_with_input(args: &[&str], input: &[u8]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_ansage"))
        .args(args)
        .env_remove("LD_LIBRARY_PATH")
        // A user's settings and interrupted games must not change what the tests see.
        .env("ANSAGE_CONFIG", "/nonexistent/ansage-test-config.toml")
        .env("ANSAGE_JOURNAL_DIR", fresh_journal_dir())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("ansage starts");
    let mut stdin = child.stdin.take().unwrap();
    let input = input.to_vec();
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let output = child.wait_with_output().expect("ansage ends");
    writer.join().unwrap();
    output
}

/// A journal folder of its own for each run of `play`, so that a game a test kills is not
/// offered to the next test.
fn fresh_journal_dir() -> std::path::PathBuf {
    static RUNS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let run = RUNS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    std::env::temp_dir().join(format!("ansage-journals-{}-{run}", std::process::id()))
}

fn stdout(output: &Output) -> String {
    String::from_utf8(output.stdout.clone()).expect("UTF-8 output")
}

fn stderr(output: &Output) -> String {
    String::from_utf8(output.stderr.clone()).expect("UTF-8 output")
}

fn json(output: &Output) -> serde_json::Value {
    serde_json::from_str(stdout(output).trim()).expect("one JSON object")
}

#[test]
fn parse_prints_uci_german_and_english() {
    let out = ansage(&["parse", "S g1 f3"]);
    assert!(out.status.success());
    assert_eq!(stdout(&out), "UCI: g1f3\nDeutsch: Sf3\nEnglisch: Nf3\n");
}

#[test]
fn parse_json_ok_matches_the_issue_schema() {
    let out = ansage(&["parse", "--json", "Sf3"]);
    assert!(out.status.success());
    assert_eq!(
        json(&out),
        serde_json::json!({"status": "ok", "uci": "g1f3", "san": "Sf3", "san_en": "Nf3"})
    );
}

#[test]
fn parse_json_ambiguous_lists_candidates() {
    let fen = "4k3/8/8/8/8/8/8/K3N1N1 w - - 0 1";
    let out = ansage(&["parse", "--json", "--fen", fen, "Sf3"]);
    assert_eq!(out.status.code(), Some(1));
    let value = json(&out);
    assert_eq!(value["status"], "ambiguous");
    assert_eq!(
        value["candidates"],
        serde_json::json!([
            {"uci": "e1f3", "san": "Sef3", "san_en": "Nef3"},
            {"uci": "g1f3", "san": "Sgf3", "san_en": "Ngf3"}
        ])
    );
}

#[test]
fn parse_json_illegal_says_why() {
    let out = ansage(&["parse", "--json", "Sf4"]);
    assert_eq!(out.status.code(), Some(3));
    assert_eq!(
        json(&out),
        serde_json::json!({"status": "illegal", "message": "Kein Springer kann Felix vier erreichen."})
    );
    let fen = "4k3/8/8/8/1b6/8/3N4/4K3 w - - 0 1";
    let out = ansage(&["parse", "--json", "--fen", fen, "Sf3"]);
    assert_eq!(json(&out)["message"], "Der König stünde im Schach.");
}

#[test]
fn parse_json_invalid_for_garbage_and_bad_fen() {
    let out = ansage(&["parse", "--json", "Hallo Welt"]);
    assert_eq!(out.status.code(), Some(4));
    assert_eq!(json(&out)["status"], "invalid");
    let out = ansage(&[
        "parse",
        "--json",
        "--fen",
        "8/8/8/8/8/8/8/8 w - - 0 1",
        "e4",
    ]);
    assert_eq!(out.status.code(), Some(4));
    let value = json(&out);
    assert_eq!(value["status"], "invalid");
    assert!(
        value["message"]
            .as_str()
            .unwrap()
            .contains("Das Brett ist leer.")
    );
    let out = ansage(&[
        "parse",
        "--json",
        "--fen",
        "4k3/8/8/8/8/8/8/3KK3 w - - 0 1",
        "Kd2",
    ]);
    assert!(
        json(&out)["message"]
            .as_str()
            .unwrap()
            .contains("Weiß hat mehr als einen König.")
    );
}

#[test]
fn parse_in_english() {
    let out = ansage(&["parse", "--lang", "en", "--json", "Nf3"]);
    assert!(out.status.success());
    assert_eq!(json(&out)["uci"], "g1f3");
    let out = ansage(&["parse", "--lang", "en", "Nf4"]);
    assert_eq!(stderr(&out), "No knight can reach Felix four.\n");
}

#[test]
fn parse_human_errors_go_to_stderr_in_words() {
    let out = ansage(&["parse", "--fen", "4k3/8/8/8/8/8/8/4K3 w - - 0", "Ke2"]);
    assert_eq!(out.status.code(), Some(4));
    assert_eq!(
        stderr(&out),
        "FEN: Eine FEN hat sechs Felder, oder vier ohne die Zugzähler; diese hat 5.\n"
    );
}

#[test]
fn batch_answers_one_json_line_per_input_line() {
    let input = "\tSf3\n\
        4k3/8/8/8/8/8/8/K3N1N1 w - - 0 1\tSf3\n\
        \txyz\n\
        no tab here\n\
        \te2\u{7}e4\n";
    let out = ansage_with_input(&["parse", "--batch"], input.as_bytes());
    assert!(out.status.success());
    let lines: Vec<serde_json::Value> = stdout(&out)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    let statuses: Vec<&str> = lines
        .iter()
        .map(|v| v["status"].as_str().unwrap())
        .collect();
    assert_eq!(
        statuses,
        ["ok", "ambiguous", "invalid", "invalid", "invalid"]
    );
    assert_eq!(
        lines[3]["message"],
        "Zeile 4 hat keinen Tabulator zwischen FEN und Zug."
    );
    assert!(
        lines[4]["message"]
            .as_str()
            .unwrap()
            .contains("Steuerzeichen")
    );
}

/// `parse --batch` and `say --batch` as a co-process, as a screen reader add-on or a GUI
/// drives them: write one line, read its answer, then the next, with standard input left
/// open. Each answer comes at once (it used to wait in a buffer until input ended, and the
/// client waited forever), and SIGTERM loses none that were given.
#[test]
fn batch_modes_answer_a_co_process_line_by_line() {
    use std::io::{BufRead, BufReader, Write};
    use std::process::{Command, Stdio};
    use std::sync::mpsc;
    use std::time::Duration;
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    for (args, first, second) in [
        (
            ["parse", "--batch"],
            format!("{start}\te4"),
            "\tSf3".to_owned(),
        ),
        (
            ["say", "--batch"],
            format!("{start}\te2e4"),
            format!("{start}\tg1f3"),
        ),
    ] {
        let mut child = Command::new(env!("CARGO_BIN_EXE_ansage"))
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("ansage starts");
        let mut stdin = child.stdin.take().unwrap();
        let stdout = child.stdout.take().unwrap();
        let (sender, answers) = mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { return };
                if sender.send(line).is_err() {
                    return;
                }
            }
        });
        let wait = Duration::from_secs(20);
        writeln!(stdin, "{first}").unwrap();
        stdin.flush().unwrap();
        let answer = answers.recv_timeout(wait).unwrap_or_else(|_| {
            panic!("{args:?}: no answer to the first line while input is open")
        });
        assert!(
            answer.contains("e2e4") || answer.contains("Eva vier"),
            "{answer}"
        );
        writeln!(stdin, "{second}").unwrap();
        stdin.flush().unwrap();
        let answer = answers.recv_timeout(wait).expect("the second answer");
        assert!(
            answer.contains("g1f3") || answer.contains("Felix drei"),
            "{answer}"
        );
        // Stopped with input still open: what was answered was already out.
        unsafe {
            libc::kill(child.id() as i32, libc::SIGTERM);
        }
        let _ = child.wait();
    }
}

#[test]
fn batch_survives_a_megabyte_line_and_binary_bytes() {
    let mut input = Vec::new();
    input.extend_from_slice(b"\t");
    input.extend(std::iter::repeat_n(b'e', 1 << 20));
    input.extend_from_slice(b"\n\t\xff\xfe\x00e4\n\te4\n");
    let out = ansage_with_input(&["parse", "--batch"], &input);
    assert!(out.status.success());
    let lines: Vec<serde_json::Value> = stdout(&out)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 3);
    assert_eq!(lines[0]["status"], "invalid");
    assert!(
        lines[0]["message"]
            .as_str()
            .unwrap()
            .contains("1048576 Zeichen")
    );
    assert_eq!(lines[1]["status"], "invalid");
    assert_eq!(lines[2]["status"], "ok");
}

#[test]
fn pgn_check_names_game_and_move() {
    let dir = std::env::temp_dir().join(format!("ansage-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let bad = dir.join("bad.pgn");
    std::fs::write(&bad, "[Event \"a\"]\n\n1. e4 e5 1-0\n\n[Event \"b\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 Ke7 4. Ke3 *\n").unwrap();
    let out = ansage(&["pgn", "--check", bad.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(3));
    assert!(
        stderr(&out)
            .contains("Partie 2, Zug 4. Ke3: Dieser Zug ist in der Stellung nicht möglich."),
        "{}",
        stderr(&out)
    );

    let truncated = dir.join("truncated.pgn");
    std::fs::write(&truncated, "[Event \"a\"]\n\n1. e4 e5 2. Nf3").unwrap();
    let out = ansage(&["pgn", "--check", truncated.to_str().unwrap()]);
    assert!(out.status.success(), "a missing result is a warning");
    assert!(stderr(&out).contains("Partie 1 endet ohne Ergebnis"));

    let binary = dir.join("binary.pgn");
    std::fs::write(&binary, b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR").unwrap();
    let out = ansage(&["pgn", "--check", binary.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(3));
    assert!(stderr(&out).contains("keine PGN-Textdatei"));

    let out = ansage(&["pgn", dir.join("missing.pgn").to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(3));
    assert!(stderr(&out).starts_with("Die Datei "));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn pgn_prints_the_german_scoresheet() {
    let corpus = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/corpus/Philidor.pgn"
    );
    let out = ansage(&["pgn", "--german", "--game", "2", corpus]);
    assert!(out.status.success());
    let text = stdout(&out);
    assert!(
        text.starts_with("Turnier: London\nOrt: London\nDatum: 1783\nWeiß: Count Bruehl\n"),
        "{text}"
    );
    assert!(text.contains("\n6. e×f5 L×f5\n"));
    assert!(text.contains("\n16. Df2 0-0\n"));
    assert!(text.ends_with("47. h6 f3\n0-1\n\n"));
}

#[test]
fn pgn_prints_the_scoresheet_in_the_notation_of_each_language() {
    let corpus = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/corpus/Philidor.pgn"
    );
    let sheet = |lang: &str| {
        let out = ansage(&["pgn", "--scoresheet", "--lang", lang, "--game", "2", corpus]);
        assert!(out.status.success(), "{}", stderr(&out));
        stdout(&out)
    };
    // Appendix E as each language writes it: the piece letters and the headings of its folder.
    let german = sheet("de");
    assert!(german.contains("\n6. e×f5 L×f5\n"), "{german}");
    assert_eq!(
        german,
        stdout(&ansage(&["pgn", "--german", "--game", "2", corpus]))
    );
    let spanish = sheet("es");
    assert!(spanish.contains("\n6. exf5 Axf5\n"), "{spanish}");
    assert!(spanish.contains("\n16. Df2 O-O\n"), "{spanish}");
    let english = sheet("en");
    assert!(
        english.contains("\n6. e×f5 B×f5\n") || english.contains("\n6. exf5 Bxf5\n"),
        "{english}"
    );
    // --german names its language, whatever --lang says.
    let out = ansage(&["pgn", "--german", "--lang", "es", "--game", "2", corpus]);
    assert_eq!(stdout(&out), german);
}

#[test]
fn play_through_standard_input_announces_moves_and_saves_the_game() {
    let dir = std::env::temp_dir().join(format!("ansage-play-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let pgn = dir.join("game.pgn");
    let input = "f3\ne5\nSf4\ng4\nDh4\nende\n";
    let out = ansage_with_input(
        &["play", "--speech", "none", "--pgn", pgn.to_str().unwrap()],
        input.as_bytes(),
    );
    assert!(out.status.success());
    let text = stdout(&out);
    let expected = [
        "Neue Partie. Weiß ist am Zug. Geben Sie Züge ein, zum Beispiel e4 oder Sf3. Hilfe mit hilfe, Ende mit ende.",
        "Zug eins, Weiß: Bauer Felix drei (f3).",
        "Zug eins, Schwarz: Bauer Eva fünf (e5).",
        "Kein Springer kann Felix vier erreichen. Der Zug wurde nicht ausgeführt.",
        "Zug zwei, Weiß: Bauer Gustav vier (g4).",
        "Zug zwei, Schwarz: Dame Hector vier, Schachmatt (Dh4#).",
        "Schachmatt. Schwarz gewinnt.",
        &format!("Partie gespeichert in {}.", pgn.display()),
    ];
    assert_eq!(text.lines().collect::<Vec<_>>(), expected);
    let saved = std::fs::read_to_string(&pgn).unwrap();
    assert!(saved.contains("1. f3 e5 2. g4 Qh4# 0-1"), "{saved}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn play_without_a_file_prints_the_game_at_the_end() {
    let out = ansage_with_input(&["play", "--speech", "none"], b"e4\n\x1b[A\nc5\n");
    assert!(out.status.success());
    let text = stdout(&out);
    assert!(text.contains("Die Eingabe enthält Steuerzeichen. Bitte den Zug noch einmal tippen."));
    assert!(text.ends_with("Die Partie:\n1. e4 c5\n"), "{text}");
}

#[test]
fn doctor_reports_every_part_in_sentences() {
    let out = ansage(&["doctor"]);
    assert!(out.status.success());
    let text = stdout(&out);
    assert!(text.contains("espeak-ng"));
    assert!(text.contains("Stockfish"));
    assert!(text.contains("Spracherkennung"));
    for line in text.lines() {
        assert!(line.ends_with('.'), "every finding is a sentence: {line}");
    }
}

/// With voice input built, the binary finds libvosk.so through its run path, without
/// LD_LIBRARY_PATH (which these tests remove).
#[cfg(feature = "voice")]
#[test]
fn libvosk_is_found_without_ld_library_path() {
    let out = ansage(&["doctor"]);
    assert!(stdout(&out).contains("Spracherkennung: die Vosk-Bibliothek ist geladen."));
}

#[test]
fn say_announces_a_line_of_play_in_each_style() {
    let out = ansage(&["say", "e4", "e5", "springer felix drei", "Sc6", "Lb5"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(
        stdout(&out),
        "Bauer Eva vier\nBauer Eva fünf\nSpringer Felix drei\nSpringer Cäsar sechs\nLäufer Bella fünf\n"
    );
    let fen = "4k3/5n2/8/8/2B5/8/8/4K3 w - - 0 1";
    let out = ansage(&["say", "--fen", fen, "--style", "verbose", "Lxf7"]);
    assert_eq!(
        stdout(&out),
        "Läufer von Cäsar vier schlägt Springer auf Felix sieben, Schach\n"
    );
    let out = ansage(&["say", "--fen", fen, "--style", "long", "--json", "Lxf7"]);
    assert_eq!(
        json(&out),
        serde_json::json!({"uci": "c4f7", "san": "L×f7+", "text": "Läufer von Cäsar vier schlägt Felix sieben, Schach"})
    );
    let out = ansage(&["say", "--no-pawn", "e4"]);
    assert_eq!(stdout(&out), "Eva vier\n");
    let out = ansage(&["say", "--words", "en", "Nf3"]);
    assert_eq!(stdout(&out), "Knight Felix three\n");
    let out = ansage(&["say", "--lang", "en", "Nf3"]);
    assert_eq!(stdout(&out), "Knight Felix three\n");
    let out = ansage(&["say", "--lang", "en", "--words", "de", "Nf3"]);
    assert_eq!(stdout(&out), "Springer Felix drei\n");
}

#[test]
fn say_refuses_in_words_and_stops() {
    let out = ansage(&["say", "e4", "Ke3"]);
    assert_eq!(out.status.code(), Some(3));
    assert_eq!(stdout(&out), "Bauer Eva vier\n");
    assert_eq!(stderr(&out), "Kein König kann Eva drei erreichen.\n");
}

#[test]
fn say_batch_reads_fen_tab_move_lines() {
    let input = "\tSf3\n4k3/8/8/8/8/8/8/K3N1N1 w - - 0 1\tSgf3\n\tSf4\n";
    let out = ansage_with_input(&["say", "--batch"], input.as_bytes());
    assert!(out.status.success());
    assert_eq!(
        stdout(&out),
        "Springer Felix drei\nSpringer Gustav Felix drei\nKein Springer kann Felix vier erreichen.\n"
    );
}

#[test]
fn parse_understands_words_and_asks_when_unsure() {
    let out = ansage(&["parse", "--json", "springer felix drei"]);
    assert!(out.status.success());
    assert_eq!(
        json(&out),
        serde_json::json!({"status": "ok", "uci": "g1f3", "san": "Sf3", "san_en": "Nf3"})
    );
    let fen = "4k3/8/8/8/8/8/3N4/4K1N1 w - - 0 1";
    let out = ansage(&["parse", "--json", "--fen", fen, "springer felix drei"]);
    assert_eq!(out.status.code(), Some(1));
    let value = json(&out);
    assert_eq!(value["status"], "ambiguous");
    assert_eq!(
        value["question"],
        "Welcher Springer: von Gustav eins oder von David zwei?"
    );
    assert_eq!(value["candidates"].as_array().unwrap().len(), 2);
    let out = ansage(&["parse", "--json", "dame hector fünf"]);
    assert_eq!(out.status.code(), Some(3));
    assert_eq!(
        json(&out)["message"],
        "Ich habe „Dame Hector fünf“ verstanden, aber keine Dame kann Hector fünf erreichen."
    );
}

#[test]
fn devices_lists_microphones_or_says_there_is_none() {
    let out = ansage(&["devices"]);
    if cfg!(not(feature = "voice")) {
        assert_eq!(
            stderr(&out),
            "ansage wurde ohne Spracheingabe gebaut, weil libvosk.so fehlte; make setup holt sie. Bis dahin bitte tippen.\n"
        );
    } else if out.status.success() {
        assert!(stdout(&out).contains("Mikrofone:"), "{}", stdout(&out));
    } else {
        assert_eq!(
            stderr(&out),
            "Kein Mikrofon gefunden. Schließen Sie eines an; bis dahin bitte die Züge tippen.\n"
        );
    }
}

#[test]
fn with_pgn_the_game_is_saved_after_every_move() {
    let dir = std::env::temp_dir().join(format!("ansage-autosave-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let pgn = dir.join("game.pgn");
    let mut child = Command::new(env!("CARGO_BIN_EXE_ansage"))
        .args(["play", "--speech", "none", "--pgn", pgn.to_str().unwrap()])
        .env("ANSAGE_CONFIG", "/nonexistent/ansage-test-config.toml")
        .env("ANSAGE_JOURNAL_DIR", fresh_journal_dir())
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    stdin.write_all(b"e4\ne5\n").unwrap();
    stdin.flush().unwrap();
    // The game is on disk before the program ends (as if the terminal were closed now).
    let mut saved = String::new();
    for _ in 0..100 {
        saved = std::fs::read_to_string(&pgn).unwrap_or_default();
        if saved.contains("1. e4 e5") {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    child.kill().unwrap();
    let _ = child.wait();
    assert!(saved.contains("1. e4 e5"), "{saved}");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Commands and settings through plain lines: a bad argument gets its sentence, settings
/// changed in play are saved on request and read at the next start (the config file named by
/// ANSAGE_CONFIG), and a broken config file is named with its line while the game starts.
#[test]
fn play_commands_and_settings_saved_for_the_next_game() {
    let dir = std::env::temp_dir().join(format!("ansage-settings-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let config = dir.join("nested/config.toml");
    let run = |input: &str, config: &std::path::Path| {
        let mut child = Command::new(env!("CARGO_BIN_EXE_ansage"))
            .args(["play", "--plain", "--speech", "none"])
            .env("ANSAGE_CONFIG", config)
            .env("ANSAGE_JOURNAL_DIR", fresh_journal_dir())
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .unwrap();
        child
            .stdin
            .take()
            .unwrap()
            .write_all(input.as_bytes())
            .unwrap();
        let output = child.wait_with_output().unwrap();
        assert!(output.status.success());
        String::from_utf8(output.stdout).unwrap()
    };
    let text = run(
        "e4\nEva zehn?\nWo stehen meine Elefanten?\nwo stehen meine springer\nschneller\nansage lang\neinstellungen speichern\nende\n",
        &config,
    );
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines[1..7],
        [
            "Zug eins, Weiß: Bauer Eva vier (e4).",
            "Eva zehn ist kein Feld: Es gibt keine Reihe zehn, die Reihen gehen von eins bis acht.",
            "„Elefanten“ kenne ich nicht als Figur. Ich kenne König, Dame, Turm, Läufer, Springer und Bauer, auch in der Mehrzahl, und Figuren für alle.",
            "Für Schwarz: Ihre Springer stehen auf Bella acht und Gustav acht.",
            "Tempo 10, Tonhöhe 0, Lautstärke 0, Stimme Standard.",
            "Ansage jetzt lang: Springer von Gustav eins nach Felix drei.",
        ]
    );
    assert_eq!(
        lines[7],
        format!("Einstellungen gespeichert in {}.", config.display())
    );
    let saved = std::fs::read_to_string(&config).unwrap();
    assert!(
        saved.contains("rate = 10") && saved.contains("style = \"long\""),
        "{saved}"
    );
    // The next game announces in the saved style.
    let text = run("e4\nende\n", &config);
    assert!(
        text.contains("Zug eins, Weiß: Bauer von Eva zwei nach Eva vier (e4)."),
        "{text}"
    );
    // A mistake in the file: named with its line, and the game starts with the defaults.
    let broken = dir.join("broken.toml");
    std::fs::write(&broken, "[speech]\nrate = 10\nspeed = 3\n").unwrap();
    let text = run("e4\nende\n", &broken);
    let first = text.lines().next().unwrap();
    assert!(
        first.starts_with(&format!(
            "Die Einstellungsdatei {} hat in Zeile 3 einen Fehler",
            broken.display()
        )) && first.ends_with("ich nehme die Standardeinstellungen, bis er behoben ist."),
        "{first}"
    );
    assert!(text.contains("Zug eins, Weiß: Bauer Eva vier (e4)."));
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A PGN file that already holds games keeps them: this game is added after them, and the
/// player is told. SIGINT (Ctrl-C) does not end the game; SIGTERM ends it in order, saved.
#[test]
fn play_keeps_earlier_games_and_survives_ctrl_c() {
    let dir = std::env::temp_dir().join(format!("ansage-append-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let pgn = dir.join("games.pgn");
    std::fs::write(&pgn, "[Event \"Old\"]\n\n1. d4 d5 1/2-1/2\n").unwrap();
    let mut child = Command::new(env!("CARGO_BIN_EXE_ansage"))
        .args(["play", "--speech", "none", "--pgn", pgn.to_str().unwrap()])
        .env("ANSAGE_CONFIG", "/nonexistent/ansage-test-config.toml")
        .env("ANSAGE_JOURNAL_DIR", fresh_journal_dir())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    stdin.write_all(b"e4\n").unwrap();
    stdin.flush().unwrap();
    let pid = child.id().to_string();
    let wait_for_file = |text: &str| {
        for _ in 0..200 {
            if std::fs::read_to_string(&pgn)
                .unwrap_or_default()
                .contains(text)
            {
                return;
            }
            std::thread::sleep(std::time::Duration::from_millis(25));
        }
        panic!("{text} never reached the file");
    };
    wait_for_file("1. e4 *");
    let signal = |name: &str| {
        assert!(
            Command::new("kill")
                .args([name, &pid])
                .status()
                .unwrap()
                .success()
        )
    };
    signal("-INT");
    std::thread::sleep(std::time::Duration::from_millis(200));
    stdin.write_all(b"e5\n").unwrap();
    stdin.flush().unwrap();
    wait_for_file("1. e4 e5 *");
    signal("-TERM");
    let output = child.wait_with_output().unwrap();
    let text = String::from_utf8(output.stdout).unwrap();
    assert!(output.status.success(), "{text}");
    assert!(text.contains(&format!(
        "{} enthält schon eine Partie; diese Partie kommt dahinter.",
        pgn.display()
    )));
    assert!(text.contains("Zum Beenden ende eingeben; die Partie bleibt erhalten."));
    assert!(text.contains("Zug eins, Schwarz: Bauer Eva fünf (e5)."));
    assert!(text.contains(&format!("Partie gespeichert in {}.", pgn.display())));
    let saved = std::fs::read_to_string(&pgn).unwrap();
    assert!(
        saved.starts_with("[Event \"Old\"]\n\n1. d4 d5 1/2-1/2\n\n[Event \"?\"]"),
        "{saved}"
    );
    assert!(saved.trim_end().ends_with("1. e4 e5 *"), "{saved}");
    // A file that is not PGN is left alone.
    let notes = dir.join("notes.txt");
    std::fs::write(&notes, "Einkaufsliste: Milch, Brot\n").unwrap();
    let out = ansage_with_input(
        &["play", "--speech", "none", "--pgn", notes.to_str().unwrap()],
        b"e4\nende\n",
    );
    assert!(
        stdout(&out).contains("ist keine lesbare PGN-Datei"),
        "{}",
        stdout(&out)
    );
    assert_eq!(
        std::fs::read_to_string(&notes).unwrap(),
        "Einkaufsliste: Milch, Brot\n"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

/// `ansage reconcile`: plain move lists in German and English, a board as it stands on the
/// table, the JSON schema of the issue, and a missing file named.
#[test]
fn reconcile_takes_back_to_the_last_agreed_ply() {
    let dir = std::env::temp_dir().join(format!("ansage-reconcile-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let white = dir.join("white.txt");
    let black = dir.join("black.pgn");
    std::fs::write(&white, "e4 e5 Sf3 Sc6 Lb5\n").unwrap();
    std::fs::write(&black, "1. e4 e5 2. Nf3 Nc6 3. Bb4\n").unwrap();
    let out = ansage(&[
        "reconcile",
        "--white-record",
        white.to_str().unwrap(),
        "--black-record",
        black.to_str().unwrap(),
        "--black-board",
        "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R",
        "--json",
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    let value = json(&out);
    assert_eq!(value["rule"], "F2.8");
    assert_eq!(value["agreed_plies"], 4);
    assert_eq!(
        value["fen"],
        "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3"
    );
    assert_eq!(value["to_move"], "white");
    assert_eq!(
        value["white"]["steps"],
        serde_json::json!([{"action": "move", "piece": "B", "color": "white", "from": "b5", "to": "f1",
            "text": "Setzen Sie den Läufer von Bella fünf nach Felix eins."}])
    );
    assert_eq!(value["black"]["steps"][0]["from"], "b8");
    assert_eq!(value["black"]["steps"][0]["to"], "c6");
    let out = ansage(&[
        "reconcile",
        "--white-record",
        dir.join("missing.txt").to_str().unwrap(),
        "--black-record",
        black.to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(3));
    assert!(
        stderr(&out).contains("Die Datei gibt es nicht."),
        "{}",
        stderr(&out)
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Clock and match options: a time control that cannot be read is refused before the game
/// with a sentence and an example (status 2, as for other bad options); good ones start the
/// game.
#[test]
fn play_refuses_a_bad_time_control_in_words() {
    let out = ansage_with_input(
        &["play", "--speech", "none", "--time", "nonsense"],
        b"ende\n",
    );
    assert_eq!(out.status.code(), Some(2));
    let text = stderr(&out);
    assert!(
        text.contains("„nonsense“ bei --time ist keine Bedenkzeit. Mit nonsense kann ich an dieser Stelle nichts anfangen. Beispiele: 90 (neunzig Minuten für die ganze Partie)"),
        "{text}"
    );
    assert!(text.contains("ansage play"), "{text}");
    assert!(stdout(&out).is_empty());
    let out = ansage_with_input(
        &[
            "play", "--lang", "en", "--speech", "none", "--alarms", "5, 0",
        ],
        b"ende\n",
    );
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("An alarm at zero minutes would come too late."),
        "{}",
        stderr(&out)
    );
    let out = ansage_with_input(&["play", "--repetition", "sometimes"], b"ende\n");
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn play_accepts_clock_and_match_options() {
    for args in [
        &["--repetition", "required"][..],
        &["--time", "90+30", "--alarms", "5m,1m", "--tournament"],
        &["--time", "40/90+30, 30+30", "--repetition", "off"],
        &["--time", "5d3", "--alarms", "aus"],
        &["--time", "off"],
    ] {
        let mut all = vec!["play", "--plain", "--speech", "none"];
        all.extend_from_slice(args);
        let out = ansage_with_input(&all, b"ende\n");
        assert!(out.status.success(), "{args:?}: {}", stderr(&out));
        assert!(
            stdout(&out).starts_with("Neue Partie."),
            "{args:?}: {}",
            stdout(&out)
        );
    }
}

/// `ansage` with the locale `lang` and, if given, a config file holding `config`; the
/// user's own config file and locale cannot change what the test sees.
fn ansage_in(lang: &str, config: Option<&str>, args: &[&str]) -> Output {
    let dir = tempfile::tempdir().expect("test folder");
    let path = dir.path().join("config.toml");
    if let Some(text) = config {
        std::fs::write(&path, text).expect("config written");
    }
    Command::new(env!("CARGO_BIN_EXE_ansage"))
        .args(args)
        .env_remove("LD_LIBRARY_PATH")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", lang)
        .env("ANSAGE_CONFIG", &path)
        .stdin(Stdio::null())
        .output()
        .expect("ansage runs")
}

#[test]
fn help_is_german_by_default_and_english_when_asked() {
    let german = ansage_in("C.UTF-8", None, &["play", "--help"]);
    assert_eq!(german.status.code(), Some(0));
    let text = stdout(&german);
    assert!(text.contains("Aufruf: ansage play [OPTIONEN]"), "{text}");
    assert!(text.contains("Optionen:"), "{text}");
    assert!(
        text.contains("Stimme: auto, dispatcher, espeak, none (nur Text)"),
        "{text}"
    );
    assert!(
        text.contains("- auto: speech-dispatcher, wenn erreichbar"),
        "{text}"
    );
    assert!(text.contains("Die Hilfe zeigen"), "{text}");
    assert!(!text.contains("Usage"), "{text}");
    assert!(!text.contains('\x1b'), "no escape codes: {text}");
    assert!(stderr(&german).is_empty());

    let short = ansage_in("C.UTF-8", None, &["help", "say"]);
    assert_eq!(short.status.code(), Some(0));
    assert!(
        stdout(&short).contains("Züge mit den Worten von Anhang F ansagen"),
        "{}",
        stdout(&short)
    );

    for english in [
        ansage_in("C.UTF-8", None, &["play", "--lang", "en", "--help"]),
        ansage_in("C.UTF-8", None, &["play", "--lang=en", "--help"]),
        ansage_in("en_US.UTF-8", None, &["play", "--help"]),
        ansage_in("C.UTF-8", Some("language = \"en\"\n"), &["play", "--help"]),
    ] {
        assert_eq!(english.status.code(), Some(0));
        let text = stdout(&english);
        assert!(text.contains("Usage:"), "{text}");
        assert!(
            text.contains("Voice: auto, dispatcher, espeak, none (text only)"),
            "{text}"
        );
        assert!(!text.contains("Stimme:"), "{text}");
    }
}

#[test]
fn lang_on_the_command_line_wins_over_config_and_locale() {
    let out = ansage_in(
        "en_US.UTF-8",
        Some("language = \"en\"\n"),
        &["play", "--lang", "de", "--help"],
    );
    assert!(stdout(&out).contains("Aufruf:"), "{}", stdout(&out));
    let out = ansage_in("de_DE.UTF-8", Some("language = [broken"), &["--help"]);
    assert_eq!(out.status.code(), Some(0));
    assert!(stdout(&out).contains("Befehle:"), "{}", stdout(&out));
    let out = ansage_in("en_GB.UTF-8", Some("language = [broken"), &["--help"]);
    assert!(stdout(&out).contains("Commands:"), "{}", stdout(&out));
}

#[test]
fn command_line_errors_are_german_sentences_with_status_2() {
    let unknown = ansage_in("C.UTF-8", None, &["play", "--spech", "none"]);
    assert_eq!(unknown.status.code(), Some(2));
    assert!(stdout(&unknown).is_empty());
    assert_eq!(
        stderr(&unknown),
        "Die Option --spech kenne ich nicht; meinten Sie --speech? ansage play --help nennt alle Optionen.\n"
    );

    let invalid = ansage_in("C.UTF-8", None, &["play", "--speech", "xyz"]);
    assert_eq!(invalid.status.code(), Some(2));
    assert_eq!(
        stderr(&invalid),
        "--speech xyz geht nicht; möglich sind: auto, dispatcher, espeak, none, screen-reader.\n"
    );

    let style = ansage_in("C.UTF-8", None, &["say", "--style", "xyz", "e4"]);
    assert_eq!(style.status.code(), Some(2));
    assert_eq!(
        stderr(&style),
        "--style xyz geht nicht; möglich sind: short, long, verbose.\n"
    );

    for (args, expected) in [
        (&["play", "--speech"][..], "Nach --speech fehlt der Wert"),
        (&["spielen"], "Den Befehl spielen kenne ich nicht."),
        (&["parse"], "Bei ansage parse fehlt noch TEXT."),
        (
            &["pgn", "a.pgn", "b.pgn"],
            "Mit b.pgn kann ich hier nichts anfangen",
        ),
        (
            &["play", "--lang", "fr"],
            "--lang fr geht nicht; möglich sind: de (Deutsch), en (English), es (Español).",
        ),
    ] {
        let out = ansage_in("C.UTF-8", None, args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(
            stderr(&out).contains(expected),
            "{args:?}: {}",
            stderr(&out)
        );
        assert!(!stderr(&out).contains("error:"), "{}", stderr(&out));
    }

    let english = ansage_in("en_US.UTF-8", None, &["play", "--spech", "none"]);
    assert_eq!(english.status.code(), Some(2));
    assert!(
        stderr(&english).contains("unexpected argument '--spech'"),
        "{}",
        stderr(&english)
    );
    assert!(!stderr(&english).contains('\x1b'), "{}", stderr(&english));
}

#[test]
fn version_goes_to_standard_output_and_a_missing_subcommand_to_standard_error() {
    let out = ansage_in("C.UTF-8", None, &["--version"]);
    assert_eq!(out.status.code(), Some(0));
    assert!(stdout(&out).starts_with("ansage "), "{}", stdout(&out));
    // No subcommand at all: the help, in German, as an error (status 2, standard error).
    let bare = ansage_in("C.UTF-8", None, &[]);
    assert_eq!(bare.status.code(), Some(2));
    assert!(stdout(&bare).is_empty());
    assert!(
        stderr(&bare).contains("Aufruf: ansage [OPTIONEN] <BEFEHL>"),
        "{}",
        stderr(&bare)
    );
}

#[test]
fn the_help_and_the_errors_are_spanish_with_lang_es_or_a_spanish_locale() {
    for args in [
        &["--lang", "es", "--help"][..],
        &["play", "--lang", "es", "--help"],
        &["play", "--help"],
    ] {
        let out = ansage_in("es_ES.UTF-8", None, args);
        assert_eq!(out.status.code(), Some(0), "{args:?}");
        let text = stdout(&out);
        assert!(text.contains("Uso: ansage"), "{args:?}: {text}");
        assert!(text.contains("Opciones:"), "{text}");
        for english in [
            "Usage",
            "Options:",
            "Commands:",
            "[default",
            "[possible",
            "Print",
        ] {
            assert!(!text.contains(english), "{english} in {text}");
        }
        for german in ["Aufruf", "Optionen", "Möglich sind", "Vorgabe"] {
            assert!(!text.contains(german), "{german} in {text}");
        }
    }
    let top = stdout(&ansage_in("de_DE.UTF-8", None, &["--lang", "es", "--help"]));
    assert!(top.contains("Órdenes:"), "{top}");
    assert!(top.contains("Ajedrez de oído"), "{top}");
    let play = stdout(&ansage_in(
        "C.UTF-8",
        None,
        &["play", "--lang", "es", "--help"],
    ));
    assert!(play.contains("Uso: ansage play [OPCIONES]"), "{play}");
    assert!(play.contains("Mostrar la ayuda"), "{play}");

    let speech = ansage_in(
        "C.UTF-8",
        None,
        &["play", "--lang", "es", "--speech", "xyz"],
    );
    assert_eq!(speech.status.code(), Some(2));
    assert!(stdout(&speech).is_empty());
    assert_eq!(
        stderr(&speech),
        "--speech xyz no sirve; se puede: auto, dispatcher, espeak, none, screen-reader.\n"
    );
    let unknown = ansage_in("es_ES.UTF-8", None, &["play", "--spech", "none"]);
    assert_eq!(unknown.status.code(), Some(2));
    assert_eq!(
        stderr(&unknown),
        "No conozco la opción --spech; ¿quería decir --speech? ansage play --help enumera todas las opciones.\n"
    );
}

#[test]
fn an_unknown_language_is_refused_with_the_languages_there_are() {
    for args in [&["--lang", "xx"][..], &["play", "--lang", "xx"]] {
        let out = ansage_in("C.UTF-8", None, args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert_eq!(
            stderr(&out),
            "--lang xx geht nicht; möglich sind: de (Deutsch), en (English), es (Español).\n",
            "{args:?}"
        );
    }
    // In the locale's language when the locale names one.
    let spanish = ansage_in("es_MX.UTF-8", None, &["--lang", "xx"]);
    assert_eq!(
        stderr(&spanish),
        "--lang xx no sirve; se puede: de (Deutsch), en (English), es (Español).\n"
    );
}

#[test]
fn parse_gives_the_readers_san_and_pgns() {
    let out = ansage(&["parse", "--lang", "es", "--json", "Cf3"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(
        json(&out),
        serde_json::json!({"status": "ok", "uci": "g1f3", "san": "Cf3", "san_en": "Nf3"})
    );
    let out = ansage(&["parse", "--lang", "es", "Cf3"]);
    assert_eq!(stdout(&out), "UCI: g1f3\nEspañol: Cf3\nInglés: Nf3\n");
}
