//! ansage as a blind player meets it (issue 16): in a real pseudo-terminal, with a screen
//! reader's view of the bytes, and with speech that takes real time. The sound card is
//! stood in for by a script in front of the real espeak-ng: it renders each utterance with
//! espeak-ng into a WAV file and sleeps as long as the sound lasts, logging when each
//! utterance starts and ends (one that is cut off never ends).
//!
//! Checked: line mode writes no escape sequence in a whole game, and a sentence that
//! arrives while the player types keeps the typed text; a move is heard at once after a long
//! answer; Escape and "still" silence the speech; "ende" ends without waiting for the answer
//! being spoken; the first line never waits for the speech service.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use expectrl::process::unix::{PtyStream, UnixProcess};
use expectrl::{Expect, Session};

/// A running ansage in a pseudo-terminal, and every byte it wrote.
struct Pty {
    session: Session<UnixProcess, PtyStream>,
    bytes: Vec<u8>,
    dir: PathBuf,
}

/// The stand-in for the sound card (see the module's comment). `--version` and the voice
/// list go to the real espeak-ng, after `PROBE_DELAY` seconds when that variable is set.
const FAKE_ESPEAK: &str = r#"#!/bin/bash
real=/usr/bin/espeak-ng
for a in "$@"; do case "$a" in
  --version) sleep "${PROBE_DELAY:-0}"; touch "$FAKE_SPEECH_LOG.probed"; exec $real "$@";;
  --voices*|-w) exec $real "$@";;
esac; done
text="${@: -1}"
wav=$(mktemp --suffix=.wav)
$real -w "$wav" "$@" 2>/dev/null
length=$(soxi -D "$wav" 2>/dev/null || echo 1)
rm -f "$wav"
echo "$(date +%s.%N) START $text" >> "$FAKE_SPEECH_LOG"
sleep "$length" & wait $!
echo "$(date +%s.%N) END $text" >> "$FAKE_SPEECH_LOG"
"#;

/// One line of the stand-in's log.
#[derive(Debug, Clone)]
struct Spoken {
    at: f64,
    started: bool,
    text: String,
}

fn now() -> f64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap()
        .as_secs_f64()
}

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("ansage-sr-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(dir.join("bin")).unwrap();
    dir
}

fn require_speech_tools() {
    for tool in ["/usr/bin/espeak-ng", "/usr/bin/soxi"] {
        assert!(
            Path::new(tool).exists(),
            "{tool} is missing; install espeak-ng and sox with make setup"
        );
    }
}

impl Pty {
    /// Starts `ansage play ARGS` with `TERM=term`, the stand-in espeak-ng first on the path.
    fn start(name: &str, term: &str, args: &[&str], env: &[(&str, &str)]) -> Pty {
        let dir = scratch(name);
        let fake = dir.join("bin").join("espeak-ng");
        std::fs::write(&fake, FAKE_ESPEAK).unwrap();
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&fake, std::fs::Permissions::from_mode(0o755)).unwrap();
        let path = format!(
            "{}:{}",
            dir.join("bin").display(),
            std::env::var("PATH").unwrap_or_default()
        );
        let mut command = Command::new(env!("CARGO_BIN_EXE_ansage"));
        command
            .arg("play")
            .args(args)
            .env("PATH", path)
            .env("TERM", term)
            .env("FAKE_SPEECH_LOG", dir.join("speech.log"))
            .env("ANSAGE_CONFIG", dir.join("config.toml"))
            .env("ANSAGE_JOURNAL_DIR", dir.join("journals"))
            .env_remove("ANSAGE_SCREEN_READER")
            .env_remove("LD_LIBRARY_PATH");
        for (key, value) in env {
            command.env(key, value);
        }
        let mut session = Session::spawn(command).expect("ansage starts in a pseudo-terminal");
        session
            .get_process_mut()
            .set_window_size(80, 24)
            .expect("the pseudo-terminal takes a size");
        Pty {
            session,
            bytes: Vec::new(),
            dir,
        }
    }

    /// Reads what ansage wrote, answering the line editor's cursor queries as a terminal
    /// would (line mode must never ask).
    fn pump(&mut self) {
        let mut buffer = [0u8; 8192];
        while let Ok(n) = self.session.try_read(&mut buffer) {
            if n == 0 {
                break;
            }
            let queries = buffer[..n].windows(4).filter(|w| w == b"\x1b[6n").count();
            for _ in 0..queries {
                self.session.send("\x1b[1;1R").unwrap();
            }
            self.bytes.extend_from_slice(&buffer[..n]);
        }
    }

    fn text(&mut self) -> String {
        self.pump();
        String::from_utf8_lossy(&self.bytes).into_owned()
    }

    /// Waits until the output holds `needle` `times` times.
    fn wait_for_count(&mut self, needle: &str, times: usize) {
        let deadline = Instant::now() + Duration::from_secs(30);
        while self.text().matches(needle).count() < times {
            assert!(
                Instant::now() < deadline,
                "waited in vain for {needle:?} ({times}×); ansage wrote:\n{}",
                self.text()
            );
            std::thread::sleep(Duration::from_millis(10));
        }
    }

    fn wait_for(&mut self, needle: &str) {
        self.wait_for_count(needle, 1);
    }

    fn send(&mut self, keys: &str) {
        self.session.send(keys).unwrap();
    }

    /// Types a line and presses Enter.
    fn line(&mut self, text: &str) {
        self.send(text);
        self.send("\r");
    }

    /// The stand-in's log so far.
    fn spoken(&self) -> Vec<Spoken> {
        let log = std::fs::read_to_string(self.dir.join("speech.log")).unwrap_or_default();
        log.lines()
            .filter_map(|line| {
                let mut parts = line.splitn(3, ' ');
                let at = parts.next()?.parse().ok()?;
                let started = parts.next()? == "START";
                let text = parts.next()?.to_owned();
                Some(Spoken { at, started, text })
            })
            .collect()
    }

    /// Waits until an utterance starting with `prefix` has begun; returns when.
    fn wait_until_spoken(&mut self, prefix: &str) -> f64 {
        let deadline = Instant::now() + Duration::from_secs(30);
        loop {
            self.pump();
            if let Some(s) = self
                .spoken()
                .into_iter()
                .find(|s| s.started && s.text.starts_with(prefix))
            {
                return s.at;
            }
            assert!(
                Instant::now() < deadline,
                "{prefix:?} was never spoken; spoken: {:#?}",
                self.spoken()
            );
            std::thread::sleep(Duration::from_millis(10));
        }
    }

    /// Whether an utterance starting with `prefix` has ended (was not cut off).
    fn ended(&self, prefix: &str) -> bool {
        self.spoken()
            .iter()
            .any(|s| !s.started && s.text.starts_with(prefix))
    }

    /// Waits for the program to end; returns how long that took.
    fn wait_for_exit(&mut self) -> Duration {
        let start = Instant::now();
        let deadline = start + Duration::from_secs(30);
        while self.session.get_process().is_alive().unwrap_or(false) {
            self.pump();
            assert!(
                Instant::now() < deadline,
                "ansage did not end:\n{}",
                self.text()
            );
            std::thread::sleep(Duration::from_millis(5));
        }
        self.pump();
        start.elapsed()
    }
}

impl Drop for Pty {
    fn drop(&mut self) {
        let _ = self.session.get_process_mut().exit(true);
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

#[test]
fn a_whole_game_in_line_mode_writes_plain_text_and_keeps_what_was_typed() {
    // TERM=dumb chooses line mode; the clock's alarm arrives while the player types.
    let mut pty = Pty::start(
        "line",
        "dumb",
        &["--speech", "none", "--time", "1", "--alarms", "57s"],
        &[],
    );
    pty.wait_for("Neue Partie");
    pty.send("Sf");
    pty.wait_for("siebenundfünfzig Sekunden");
    // The alarm went on a line of its own, and the typed text was shown again after it.
    let text = pty.text();
    let alarm_at = text.find("siebenundfünfzig Sekunden").unwrap();
    assert!(
        text[alarm_at..].contains("\nWeiß> Sf") || text[alarm_at..].contains("\r\nWeiß> Sf"),
        "the typed text is shown again after the alarm:\n{text:?}"
    );
    pty.line("3");
    pty.wait_for("Springer Felix drei");
    for (line, answer) in [
        ("e5", "Bauer Eva fünf"),
        ("vorlesen", "Weiß ist am Zug"),
        ("züge", "1. Sf3 e5"),
        (
            "fen",
            "rnbqkbnr/pppp1ppp/8/4p3/8/5N2/PPPPPPPP/RNBQKB1R w KQkq - 0 2",
        ),
        ("hilfe", "hilfe"),
        ("brett", "8"),
        ("Sxe5", "Springer schlägt Eva fünf"),
        ("ende", "Ja oder nein"),
    ] {
        let before = pty.text().matches(answer).count();
        pty.line(line);
        pty.wait_for_count(answer, before + 1);
    }
    pty.line("ja");
    pty.wait_for_exit();
    let bytes = &pty.bytes;
    let escapes = bytes.iter().filter(|&&b| b == 0x1b).count();
    println!(
        "line mode, a whole game: {} bytes, {escapes} escape bytes",
        bytes.len()
    );
    assert_eq!(
        escapes,
        0,
        "line mode wrote escape codes:\n{:?}",
        String::from_utf8_lossy(bytes)
    );
    // Nothing but text, newlines and the echo's backspaces reaches the screen reader.
    assert!(
        bytes
            .iter()
            .all(|&b| b >= 0x20 || matches!(b, b'\n' | b'\r' | 0x08)),
        "other control bytes in line mode"
    );
}

#[test]
fn a_move_is_heard_at_once_after_the_board_is_read_aloud() {
    require_speech_tools();
    let mut pty = Pty::start("chatter", "dumb", &["--speech", "espeak"], &[]);
    pty.wait_for("Neue Partie");
    pty.line("e4");
    pty.wait_until_spoken("Zug eins, Weiß");
    pty.line("vorlesen");
    pty.wait_until_spoken("Weiß: König");
    std::thread::sleep(Duration::from_millis(1500));
    let typed = now();
    pty.line("e5");
    let heard = pty.wait_until_spoken("Zug eins, Schwarz");
    println!(
        "a move after the board read aloud: spoken {:.0} ms after Enter",
        (heard - typed) * 1000.0
    );
    // The long answer was cut off, and what was left of it never came.
    assert!(!pty.ended("Weiß: König"), "{:#?}", pty.spoken());
    let spoken = pty.spoken();
    assert!(
        !spoken
            .iter()
            .any(|s| s.started && s.at > heard && s.text.contains("Schwarz: König")),
        "the rest of the board came after the move: {spoken:#?}"
    );
    // The game's end says the result; nothing else waits.
    pty.line("ende");
    pty.wait_for("Ja oder nein");
    pty.line("ja");
    let took = pty.wait_for_exit();
    println!("ende: ansage ended {took:?} after the yes");
}

#[test]
fn escape_and_still_silence_the_speech_at_once() {
    require_speech_tools();
    for term in ["dumb", "xterm-256color"] {
        let mut pty = Pty::start("stop", term, &["--speech", "espeak"], &[]);
        pty.wait_for("Neue Partie");
        pty.line("vorlesen");
        pty.wait_until_spoken("Weiß: König");
        let pressed = now();
        pty.send("\x1b");
        // The part being spoken stops, and the rest of the board is not read.
        std::thread::sleep(Duration::from_millis(800));
        assert!(!pty.ended("Weiß: König"), "{term}: {:#?}", pty.spoken());
        assert!(
            !pty.spoken().iter().any(|s| s.at > pressed && s.started),
            "{term}: speech went on after Escape: {:#?}",
            pty.spoken()
        );
        // The game goes on: a move after Escape is played and spoken.
        pty.line("d4");
        pty.wait_until_spoken("Zug eins, Weiß: Bauer David vier");
        pty.line("züge");
        pty.wait_until_spoken("Zug eins, Weiß, Bauer David vier");
        // Typed words stop it too.
        pty.line("still");
        let said = now();
        std::thread::sleep(Duration::from_millis(800));
        assert!(
            !pty.ended("Zug eins, Weiß, Bauer David vier"),
            "{term}: {:#?}",
            pty.spoken()
        );
        assert!(!pty.spoken().iter().any(|s| s.at > said && s.started));
        assert!(!pty.text().contains("kein Zug"), "{term}: still is no move");
    }
}

#[test]
fn the_first_line_never_waits_for_the_speech_service() {
    require_speech_tools();
    // espeak-ng answers its --version only after two seconds; the greeting is on the screen
    // before that, and is spoken once the voice is there.
    let started = Instant::now();
    let mut pty = Pty::start(
        "first",
        "dumb",
        &["--speech", "espeak"],
        &[("PROBE_DELAY", "2")],
    );
    pty.wait_for("Neue Partie");
    let first_line = started.elapsed();
    let probed = pty.dir.join("speech.log.probed");
    assert!(
        !probed.exists(),
        "the first line waited for espeak-ng ({first_line:?})"
    );
    println!("first line after {first_line:?} while espeak-ng was still being asked");
    // What was said meanwhile is not lost.
    pty.wait_until_spoken("Neue Partie");
    pty.line("e4");
    pty.wait_until_spoken("Zug eins, Weiß: Bauer Eva vier");
}
