//! `ansage play` in a pseudo-terminal as a blind player meets it, for the tests and the
//! speech benchmark: every byte it writes is kept (a screen reader reads them all), and the
//! sound card is stood in for by a script in front of the real espeak-ng that renders each
//! utterance into a WAV file and sleeps as long as the sound lasts, logging when each
//! utterance starts and ends (one that is cut off never ends).

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use expectrl::process::unix::{PtyStream, UnixProcess};
use expectrl::{Expect, Session};

/// A running ansage in a pseudo-terminal, and every byte it wrote.
pub struct Pty {
    pub session: Session<UnixProcess, PtyStream>,
    pub bytes: Vec<u8>,
    pub dir: PathBuf,
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
pub struct Spoken {
    pub at: f64,
    pub started: bool,
    pub text: String,
}

pub fn now() -> f64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap()
        .as_secs_f64()
}

pub fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("ansage-sr-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(dir.join("bin")).unwrap();
    dir
}

pub fn require_speech_tools() {
    for tool in ["/usr/bin/espeak-ng", "/usr/bin/soxi"] {
        assert!(
            Path::new(tool).exists(),
            "{tool} is missing; install espeak-ng and sox with make setup"
        );
    }
}

impl Pty {
    /// Starts `ansage play ARGS` with `TERM=term`, the stand-in espeak-ng first on the path.
    pub fn start(name: &str, term: &str, args: &[&str], env: &[(&str, &str)]) -> Pty {
        Pty::start_command(name, term, "play", args, env)
    }

    /// Starts `ansage SUBCOMMAND ARGS` (`replay`, …) as [`Pty::start`] starts `play`.
    pub fn start_command(
        name: &str,
        term: &str,
        subcommand: &str,
        args: &[&str],
        env: &[(&str, &str)],
    ) -> Pty {
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
        // ANSAGE_BIN measures another build (an older one, for a before-and-after table).
        let program =
            std::env::var("ANSAGE_BIN").unwrap_or_else(|_| env!("CARGO_BIN_EXE_ansage").to_owned());
        let mut command = Command::new(program);
        command
            .arg(subcommand)
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
    pub fn pump(&mut self) {
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

    pub fn text(&mut self) -> String {
        self.pump();
        String::from_utf8_lossy(&self.bytes).into_owned()
    }

    /// Waits until the output holds `needle` `times` times.
    pub fn wait_for_count(&mut self, needle: &str, times: usize) {
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

    pub fn wait_for(&mut self, needle: &str) {
        self.wait_for_count(needle, 1);
    }

    pub fn send(&mut self, keys: &str) {
        self.session.send(keys).unwrap();
    }

    /// Types a line and presses Enter.
    pub fn line(&mut self, text: &str) {
        self.send(text);
        self.send("\r");
    }

    /// The stand-in's log so far.
    pub fn spoken(&self) -> Vec<Spoken> {
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
    pub fn wait_until_spoken(&mut self, prefix: &str) -> f64 {
        let deadline = Instant::now() + Duration::from_secs(60);
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
    pub fn ended(&self, prefix: &str) -> bool {
        self.spoken()
            .iter()
            .any(|s| !s.started && s.text.starts_with(prefix))
    }

    /// Waits for the program to end; returns how long that took.
    pub fn wait_for_exit(&mut self) -> Duration {
        let start = Instant::now();
        let deadline = start + Duration::from_secs(60);
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
