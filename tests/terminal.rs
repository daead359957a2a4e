//! `ansage play` in a pseudo-terminal, as a screen reader meets it: the bytes the program
//! writes go through a terminal emulator (vt100), and the lines on the screen are what Orca,
//! NVDA or BRLTTY would read. A whole game is played with typed moves and queries.

use std::path::PathBuf;
use std::process::Command;
use std::time::{Duration, Instant};

use expectrl::process::unix::{PtyStream, UnixProcess};
use expectrl::{Expect, Session};

const COLUMNS: u16 = 120;
/// Tall enough that nothing of a short game scrolls away.
const ROWS: u16 = 300;

/// A running `ansage play` and the screen it has drawn.
struct Screen {
    session: Session<UnixProcess, PtyStream>,
    terminal: vt100::Parser,
    config_dir: PathBuf,
}

impl Screen {
    fn start(args: &[&str]) -> Screen {
        Screen::start_sized(args, COLUMNS, ROWS)
    }

    /// Starts in a terminal of `columns` by `rows`.
    fn start_sized(args: &[&str], columns: u16, rows: u16) -> Screen {
        let config_dir = std::env::temp_dir().join(format!(
            "ansage-pty-{}-{}",
            std::process::id(),
            args.join("_").replace(['/', ' '], "_")
        ));
        std::fs::create_dir_all(&config_dir).unwrap();
        let mut command = Command::new(env!("CARGO_BIN_EXE_ansage"));
        command
            .arg("play")
            .args(["--speech", "none"])
            .args(args)
            .env("ANSAGE_CONFIG", config_dir.join("config.toml"))
            .env("ANSAGE_JOURNAL_DIR", config_dir.join("journals"))
            .env("TERM", "xterm-256color")
            .env_remove("LD_LIBRARY_PATH");
        let mut session = Session::spawn(command).expect("ansage starts in a pseudo-terminal");
        session
            .get_process_mut()
            .set_window_size(columns, rows)
            .expect("the pseudo-terminal takes a size");
        Screen {
            session,
            terminal: vt100::Parser::new(
                std::num::NonZeroU16::new(rows).unwrap(),
                std::num::NonZeroU16::new(columns).unwrap(),
                0,
            ),
            config_dir,
        }
    }

    /// Reads what the program wrote so far into the terminal emulator, and answers its
    /// questions for the cursor position as a real terminal does.
    fn pump(&mut self) {
        const CURSOR_QUERY: &[u8] = b"\x1b[6n";
        let mut buffer = [0u8; 8192];
        while let Ok(n) = self.session.try_read(&mut buffer) {
            if n == 0 {
                break;
            }
            let mut rest = &buffer[..n];
            while let Some(at) = rest
                .windows(CURSOR_QUERY.len())
                .position(|w| w == CURSOR_QUERY)
            {
                self.terminal.process(&rest[..at]);
                let (row, column) = self.terminal.screen().cursor_position();
                let reply = format!("\x1b[{};{}R", row + 1, column + 1);
                self.session.send(reply).unwrap();
                rest = &rest[at + CURSOR_QUERY.len()..];
            }
            self.terminal.process(rest);
        }
    }

    /// The screen's lines, trailing blanks removed, empty lines left out.
    fn lines(&mut self) -> Vec<String> {
        self.pump();
        self.terminal
            .screen()
            .contents()
            .lines()
            .map(|l| l.trim_end().to_owned())
            .filter(|l| !l.is_empty())
            .collect()
    }

    /// Waits until a screen line contains `text`.
    fn wait_for(&mut self, text: &str) {
        let deadline = Instant::now() + Duration::from_secs(30);
        loop {
            if self.lines().iter().any(|l| l.contains(text)) {
                return;
            }
            assert!(
                Instant::now() < deadline,
                "waited in vain for {text:?}; the screen shows:\n{}",
                self.lines().join("\n")
            );
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    /// Types a line and presses Enter, then waits for the answer to contain `answer`.
    fn type_line(&mut self, line: &str, answer: &str) {
        self.session.send(line).unwrap();
        self.session.send("\r").unwrap();
        self.wait_for(answer);
    }
}

impl Drop for Screen {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.config_dir);
    }
}

#[test]
fn a_whole_game_reads_line_by_line() {
    let mut screen = Screen::start(&[]);
    screen.wait_for("Neue Partie.");
    screen.wait_for("Weiß>");
    screen.type_line("e4", "Zug eins, Weiß: Bauer Eva vier (e4).");
    screen.type_line("e5", "Zug eins, Schwarz: Bauer Eva fünf (e5).");
    screen.type_line(
        "Läufer Cäsar vier",
        "Zug zwei, Weiß: Läufer Cäsar vier (Lc4).",
    );
    screen.type_line("Sc6", "Zug zwei, Schwarz: Springer Cäsar sechs (Sc6).");
    screen.type_line("was steht auf eva vier", "Eva vier: weißer Bauer.");
    screen.type_line("Sf4", "Kein Springer kann Felix vier erreichen.");
    screen.type_line("Dh5", "Zug drei, Weiß: Dame Hector fünf (Dh5).");
    screen.type_line("Sf6", "Zug drei, Schwarz: Springer Felix sechs (Sf6).");
    screen.type_line(
        "wiederholen",
        "Zug drei, Schwarz: Springer Felix sechs (Sf6).",
    );
    screen.type_line(
        "Dxf7",
        "Zug vier, Weiß: Dame schlägt Felix sieben, Schachmatt (D×f7#).",
    );
    screen.wait_for("Schachmatt. Weiß gewinnt.");
    screen.type_line("ende", "Die Partie:");
    screen.wait_for("4. D×f7#");
    let lines = screen.lines();
    // Every event is one whole line; the typed lines stay on screen after their prompt.
    let expected = [
        "Neue Partie. Weiß ist am Zug. Geben Sie Züge ein, zum Beispiel e4 oder Sf3. Hilfe mit hilfe, Ende mit ende.",
        "Weiß> e4",
        "Zug eins, Weiß: Bauer Eva vier (e4).",
        "Schwarz> e5",
        "Zug eins, Schwarz: Bauer Eva fünf (e5).",
        "Weiß> Läufer Cäsar vier",
        "Zug zwei, Weiß: Läufer Cäsar vier (Lc4).",
        "Schwarz> Sc6",
        "Zug zwei, Schwarz: Springer Cäsar sechs (Sc6).",
        "Weiß> was steht auf eva vier",
        "Eva vier: weißer Bauer.",
        "Weiß> Sf4",
        "Kein Springer kann Felix vier erreichen. Der Zug wurde nicht ausgeführt.",
        "Weiß> Dh5",
        "Zug drei, Weiß: Dame Hector fünf (Dh5).",
        "Schwarz> Sf6",
        "Zug drei, Schwarz: Springer Felix sechs (Sf6).",
        "Weiß> wiederholen",
        "Zug drei, Schwarz: Springer Felix sechs (Sf6).",
        "Weiß> Dxf7",
        "Zug vier, Weiß: Dame schlägt Felix sieben, Schachmatt (D×f7#).",
        "Schachmatt. Weiß gewinnt.",
        "Partie beendet> ende",
        "Die Partie:",
        "1. e4 e5",
        "2. Lc4 Sc6",
        "3. Dh5 Sf6",
        "4. D×f7#",
        "1-0",
    ];
    assert_eq!(lines, expected);
}

/// The board view sits at the top of the screen, with the log below it; the last move is
/// marked by shape, so it shows without colour.
#[test]
fn the_board_view_stays_above_the_log() {
    let mut screen = Screen::start(&["--board", "--theme", "mono", "--square", "3x1"]);
    screen.wait_for("Weiß>");
    screen.type_line("e4", "Zug eins, Weiß: Bauer Eva vier (e4).");
    screen.type_line("brett aus", "Brettansicht aus.");
    let lines = screen.lines();
    assert_eq!(
        lines[..11],
        [
            " 8  t ·s· l ·d· k ·l· s ·t·",
            " 7 ·b· b ·b· b ·b· b ·b· b",
            " 6    ···   ···   ···   ···",
            " 5 ···   ···   ···   ···",
            " 4    ···   ···[B]···   ···",
            " 3 ···   ···   ···   ···",
            " 2  B ·B· B ·B·[ ]·B· B ·B·",
            " 1 ·T· S ·L· D ·K· L ·S· T",
            "    a  b  c  d  e  f  g  h",
            "Neue Partie. Weiß ist am Zug. Geben Sie Züge ein, zum Beispiel e4 oder Sf3. Hilfe mit hilfe, Ende mit ende.",
            "Weiß> e4",
        ]
    );
    // The next prompt may already stand below the last line.
    assert_eq!(
        lines[11..14],
        [
            "Zug eins, Weiß: Bauer Eva vier (e4).",
            "Schwarz> brett aus",
            "Brettansicht aus."
        ]
    );
}

/// Issue 16 §4: the whole board fits the window, all eight ranks and the file letters, with
/// the answer to the move and the input line below it; in 60 by 20 the squares of 7 by 3
/// shrink to 7 by 2, in 20 by 10 to one character.
#[test]
fn the_whole_board_fits_a_small_window() {
    for (columns, rows) in [(60, 20), (20, 10)] {
        let mut screen = Screen::start_sized(&["--board", "--theme", "mono"], columns, rows);
        screen.wait_for("Weiß>");
        screen.type_line("e4", "Zug eins, Weiß: Bauer Eva vier (e4).");
        screen.wait_for("Schwarz>");
        let lines = screen.lines();
        let text = lines.concat();
        for rank in '1'..='8' {
            assert!(
                text.contains(rank),
                "{columns}x{rows}, rank {rank}: {lines:#?}"
            );
        }
        // The pieces: 32 letters on the lines that start with a rank number.
        let pieces: String = lines
            .iter()
            .filter(|l| {
                l.trim_start()
                    .starts_with(|c: char| ('1'..='8').contains(&c))
            })
            .flat_map(|l| l.chars().filter(char::is_ascii_alphabetic))
            .collect();
        assert_eq!(pieces.len(), 32, "{columns}x{rows}: {lines:#?}");
        assert!(
            lines.iter().any(|l| l.contains("Zug eins, Weiß")),
            "{lines:#?}"
        );
    }
}

/// Issue 16 §4: in line mode (a pipe, a braille display) "brett" prints the board once, one
/// character a square, and does not draw it again after every move.
#[test]
fn in_line_mode_brett_prints_the_board_once() {
    use std::io::Write;
    let dir = std::env::temp_dir().join(format!("ansage-plain-brett-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut child = Command::new(env!("CARGO_BIN_EXE_ansage"))
        .args(["play", "--plain", "--speech", "none"])
        .env("ANSAGE_CONFIG", dir.join("config.toml"))
        .env("ANSAGE_JOURNAL_DIR", dir.join("journals"))
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .expect("ansage starts");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(b"e4\nbrett\ne5\nSf3\n")
        .unwrap();
    let output = child.wait_with_output().unwrap();
    let _ = std::fs::remove_dir_all(&dir);
    let stdout = String::from_utf8(output.stdout).unwrap();
    let lines: Vec<&str> = stdout.lines().collect();
    let at = lines
        .iter()
        .position(|l| *l == "8 tsldklst")
        .unwrap_or_else(|| panic!("no board: {lines:#?}"));
    assert_eq!(
        lines[at..at + 9],
        [
            "8 tsldklst",
            "7 bbbbbbbb",
            "6 ........",
            "5 ........",
            "4 ....B...",
            "3 ........",
            "2 BBBB.BBB",
            "1 TSLDKLST",
            "  abcdefgh",
        ]
    );
    assert_eq!(lines.iter().filter(|l| l.starts_with("8 ")).count(), 1);
    assert!(!stdout.contains("Brettansicht"), "{stdout}");
    assert!(stdout.contains("Zug zwei, Weiß: Springer Felix drei (Sf3)."));
}

/// Issue 12 §1: lines typed before the first prompt, and several lines typed while ansage is
/// busy, are all read, in order; none is lost.
#[test]
fn typed_ahead_lines_are_all_played_in_order() {
    let mut screen = Screen::start(&[]);
    // At once, before ansage has shown anything.
    screen.session.send("e4\re5\rSf3\r").unwrap();
    screen.wait_for("Zug zwei, Weiß: Springer Felix drei (Sf3).");
    let lines = screen.lines();
    for expected in [
        "Zug eins, Weiß: Bauer Eva vier (e4).",
        "Zug eins, Schwarz: Bauer Eva fünf (e5).",
    ] {
        assert!(lines.iter().any(|l| l == expected), "{lines:?}");
    }
    // Three more lines in one burst, as a fast typist or a paste sends them.
    screen.session.send("Sc6\rLb5\ra6\r").unwrap();
    screen.wait_for("Zug drei, Schwarz: Bauer Anna sechs (a6).");
    screen.type_line("züge", "3. Lb5 a6");
    let lines = screen.lines();
    assert!(lines.iter().any(|l| l == "2. Sf3 Sc6"), "{lines:?}");
}
