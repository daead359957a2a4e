//! Small fake UCI engines for tests: shell scripts written into a temporary directory that
//! answer `uci` and `isready` like an engine and then misbehave as told — hang, crash, talk
//! nonsense — optionally only on their first run, becoming the real Stockfish after.
//!
//! Used by `tests/engine.rs` (through `#[path]`) and by the unit tests of `src/engine/`.

// Each user needs only some of the helpers.
#![allow(dead_code)]

use std::fs;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

// The including module provides `Timeouts` (`ansage::engine::Timeouts` or
// `crate::engine::Timeouts`).
use super::Timeouts;

/// Where Debian's Stockfish lives (`scripts/setup.sh` installs it).
pub const STOCKFISH: &str = "/usr/games/stockfish";

/// Short timeouts for tests: a hung fake is noticed in well under a second.
pub fn quick() -> Timeouts {
    Timeouts {
        handshake: Duration::from_millis(1500),
        ready: Duration::from_millis(1500),
        search_margin: Duration::from_millis(300),
        max_search: Duration::from_secs(5),
        stop_grace: Duration::from_millis(200),
        quit: Duration::from_millis(300),
    }
}

/// What a fake engine does. Each field is shell code run on that command.
pub struct Behaviour {
    /// On `uci`.
    pub on_uci: String,
    /// On `isready`.
    pub on_isready: String,
    /// On any `go …`.
    pub on_go: String,
    /// On `quit`.
    pub on_quit: String,
    /// From the second run on, the script runs this program instead (`exec`).
    pub then: Option<String>,
}

/// The `uci` answer of a well-behaved fake: a name, Stockfish's strength options, `uciok`.
pub const INTRODUCE: &str = r#"echo "id name Fake"; echo "id author nobody"; echo "option name Skill Level type spin default 20 min 0 max 20"; echo "option name UCI_LimitStrength type check default false"; echo "option name UCI_Elo type spin default 1350 min 1350 max 2850"; echo uciok"#;

impl Default for Behaviour {
    fn default() -> Behaviour {
        Behaviour {
            on_uci: INTRODUCE.into(),
            on_isready: "echo readyok".into(),
            on_go: ":".into(),
            on_quit: "exit 0".into(),
            then: None,
        }
    }
}

/// A fake engine script; its directory is removed on drop.
pub struct FakeEngine {
    dir: PathBuf,
    path: PathBuf,
}

static COUNTER: AtomicUsize = AtomicUsize::new(0);

impl FakeEngine {
    /// A fake that introduces itself, is always ready, quits when told and runs `on_go`
    /// (shell code) on `go`.
    pub fn new(name: &str, on_go: &str) -> FakeEngine {
        FakeEngine::with(
            name,
            Behaviour {
                on_go: on_go.into(),
                ..Behaviour::default()
            },
        )
    }

    /// As [`new`](Self::new), with `on_quit` on `quit` instead of exiting.
    pub fn with_quit(name: &str, on_go: &str, on_quit: &str) -> FakeEngine {
        FakeEngine::with(
            name,
            Behaviour {
                on_go: on_go.into(),
                on_quit: on_quit.into(),
                ..Behaviour::default()
            },
        )
    }

    /// A fake that misbehaves with `on_go` on its first run only and is the real Stockfish
    /// from its second run on (a marker file beside the script remembers the first run).
    pub fn failing_once(name: &str, on_go: &str) -> FakeEngine {
        FakeEngine::with(
            name,
            Behaviour {
                on_go: on_go.into(),
                then: Some(STOCKFISH.into()),
                ..Behaviour::default()
            },
        )
    }

    /// A fake with any behaviour.
    pub fn with(name: &str, behaviour: Behaviour) -> FakeEngine {
        let dir = std::env::temp_dir().join(format!(
            "ansage-fake-engine-{}-{}-{name}",
            std::process::id(),
            COUNTER.fetch_add(1, Ordering::Relaxed)
        ));
        fs::create_dir_all(&dir).expect("temporary directory");
        let path = dir.join("engine");
        let then = match &behaviour.then {
            Some(program) => {
                format!("if [ -e \"$0.ran\" ]; then exec {program}; fi\ntouch \"$0.ran\"\n")
            }
            None => String::new(),
        };
        let script = format!(
            "#!/bin/sh\n# ansage test engine: {name}\n{then}while IFS= read -r line; do\n  case \"$line\" in\n    uci) {} ;;\n    isready) {} ;;\n    go*) {} ;;\n    quit) {} ;;\n  esac\ndone\n",
            behaviour.on_uci, behaviour.on_isready, behaviour.on_go, behaviour.on_quit
        );
        fs::write(&path, script).expect("fake engine script");
        make_executable(&path);
        FakeEngine { dir, path }
    }

    /// The script to start as the engine.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Whether a [`failing_once`](Self::failing_once) fake has had its first run.
    pub fn has_run(&self) -> bool {
        self.dir.join("engine.ran").exists()
    }
}

impl Drop for FakeEngine {
    fn drop(&mut self) {
        let _ = fs::remove_dir_all(&self.dir);
    }
}

pub fn make_executable(path: &Path) {
    use std::os::unix::fs::PermissionsExt;
    let mut permissions = fs::metadata(path).expect("script metadata").permissions();
    permissions.set_mode(0o755);
    fs::set_permissions(path, permissions).expect("script permissions");
}
