//! What can go wrong with a chess engine, in one sentence for the player.

use std::fmt;
use std::io;
use std::path::PathBuf;
use std::process::ExitStatus;

use crate::language::Language;
use crate::phrase::{Phrase, Value};
use crate::words::phrases::shown;

/// What ansage was waiting for when the engine did not answer in time.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Wait {
    /// `uciok` after `uci`: the engine introducing itself.
    Handshake,
    /// `readyok` after `isready`.
    Ready,
    /// `bestmove` after `go` (and after `stop`).
    Search,
}

impl fmt::Display for Wait {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Wait::Handshake => "uciok",
            Wait::Ready => "readyok",
            Wait::Search => "bestmove",
        })
    }
}

/// What made an engine's output a flood.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Flood {
    /// More lines within one second than any engine writes.
    Lines,
    /// More bytes within one second than any engine writes (a line without end is this).
    Bytes,
}

impl fmt::Display for Flood {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Flood::Lines => "too many lines a second",
            Flood::Bytes => "too many bytes a second",
        })
    }
}

/// Why the engine could not give a move.
///
/// [`message`](Self::message) says it to the player when ansage gives up;
/// [`restart_message`](Self::restart_message) says it when ansage restarts the engine and
/// the game goes on (see [`EnginePlayer`](super::EnginePlayer)).
/// [`restarts`](Self::restarts) tells which errors a restart may cure.
#[derive(Debug, thiserror::Error)]
pub enum EngineError {
    /// There is no file at the engine's path.
    #[error("no chess engine at {}", .path.display())]
    NotFound {
        /// Where the engine was looked for.
        path: PathBuf,
    },
    /// The file at the engine's path cannot be run (no execute permission, not a program).
    #[error("the chess engine {} cannot be run: {source}", .path.display())]
    NotExecutable {
        /// The file.
        path: PathBuf,
        /// What the system said.
        source: io::Error,
    },
    /// The engine process ended (crashed, or quit on its own).
    #[error("the chess engine exited{}", exit_text(.status))]
    Crashed {
        /// How it ended, when the system said so in time.
        status: Option<ExitStatus>,
    },
    /// The engine did not answer within its deadline.
    #[error("the chess engine did not send {what} in time")]
    Timeout {
        /// What it should have sent.
        what: Wait,
    },
    /// The engine sent a line that makes no sense where it came (an unreadable `bestmove`).
    #[error("the chess engine sent nonsense: {line:?}")]
    Nonsense {
        /// The line as received.
        line: String,
    },
    /// The engine wrote more than any engine does (lines without end, at a rate no search
    /// gives): it was stopped, so that its output cannot fill the memory.
    #[error("the chess engine flooded its output ({what})")]
    Flooded {
        /// What was too much.
        what: Flood,
    },
    /// The engine's best move is well-formed but not legal in the position.
    #[error("the chess engine proposed the illegal move {uci}")]
    IllegalMove {
        /// The move as the engine sent it.
        uci: String,
    },
    /// The engine does not have an option ansage tried to set.
    #[error("the chess engine has no option {name:?}")]
    UnknownOption {
        /// The option's name.
        name: String,
    },
    /// The game given to the engine contains a move that is not legal in its position (a
    /// mistake of the caller, not of the engine).
    #[error("move {uci} (ply {ply}) of the game is not legal in its position")]
    InvalidGame {
        /// The ply of the move, from 1.
        ply: usize,
        /// The move in UCI.
        uci: String,
    },
    /// The position has no legal move (checkmate or stalemate): there is nothing to search.
    #[error("the position has no legal move")]
    NoLegalMove,
    /// Talking to the engine failed for another reason.
    #[error("cannot talk to the chess engine: {0}")]
    Io(#[from] io::Error),
}

fn exit_text(status: &Option<ExitStatus>) -> String {
    match status {
        Some(status) => format!(" ({status})"),
        None => String::new(),
    }
}

impl EngineError {
    /// Whether restarting the engine may help: it crashed, hung or talked nonsense.
    pub fn restarts(&self) -> bool {
        matches!(
            self,
            EngineError::Crashed { .. }
                | EngineError::Timeout { .. }
                | EngineError::Nonsense { .. }
                | EngineError::Flooded { .. }
                | EngineError::IllegalMove { .. }
        )
    }

    /// The same error once more, for an engine asked again after it failed (I/O errors
    /// and the caller's mistakes, which do not mark an engine as failed, become a crash).
    pub(crate) fn again(&self) -> EngineError {
        match self {
            EngineError::Crashed { status } => EngineError::Crashed { status: *status },
            EngineError::Timeout { what } => EngineError::Timeout { what: *what },
            EngineError::Nonsense { line } => EngineError::Nonsense { line: line.clone() },
            EngineError::IllegalMove { uci } => EngineError::IllegalMove { uci: uci.clone() },
            EngineError::Flooded { what } => EngineError::Flooded { what: *what },
            _ => EngineError::Crashed { status: None },
        }
    }

    /// What went wrong and what to do, for the player when ansage gives up on the engine:
    /// one or two sentences as data.
    pub fn phrase(&self) -> Phrase {
        match self {
            EngineError::NotFound { path } => {
                Phrase::new("engine-not-found").with("path", path.display().to_string())
            }
            EngineError::NotExecutable { path, .. } => {
                Phrase::new("engine-not-executable").with("path", path.display().to_string())
            }
            EngineError::Crashed { .. } => Phrase::new("engine-crashed"),
            EngineError::Timeout { .. } => Phrase::new("engine-timeout"),
            EngineError::Nonsense { .. } | EngineError::IllegalMove { .. } => {
                Phrase::new("engine-nonsense")
            }
            EngineError::Flooded { .. } => Phrase::new("engine-flooded"),
            EngineError::UnknownOption { name } => {
                Phrase::new("engine-unknown-option").with("name", name.as_str())
            }
            EngineError::InvalidGame { ply, .. } => Phrase::new("engine-invalid-game").with(
                "ply",
                Value::Spelled(u32::try_from(*ply).unwrap_or(u32::MAX)),
            ),
            EngineError::NoLegalMove => Phrase::new("engine-no-legal-move"),
            EngineError::Io(source) => Phrase::new("engine-io").with("reason", source.to_string()),
        }
    }

    /// [`phrase`](Self::phrase) in `language`.
    pub fn message(&self, language: Language) -> String {
        shown(&self.phrase(), language)
    }

    /// What to tell the player when ansage restarts the engine because of this error and
    /// the game goes on: "Die Schachengine antwortet nicht mehr; sie wird neu gestartet."
    /// Errors a restart cannot cure ([`restarts`](Self::restarts) is false) give their
    /// [`phrase`](Self::phrase).
    pub fn restart_phrase(&self) -> Phrase {
        match self {
            EngineError::Crashed { .. } => Phrase::new("engine-restart-crashed"),
            EngineError::Timeout { what } => Phrase::new("engine-restart-timeout").with(
                "what",
                match what {
                    Wait::Handshake => "handshake",
                    Wait::Ready | Wait::Search => "other",
                },
            ),
            EngineError::Nonsense { .. } => Phrase::new("engine-restart-nonsense"),
            EngineError::IllegalMove { .. } => Phrase::new("engine-restart-illegal-move"),
            EngineError::Flooded { .. } => Phrase::new("engine-restart-flooded"),
            _ => self.phrase(),
        }
    }

    /// [`restart_phrase`](Self::restart_phrase) in `language`.
    pub fn restart_message(&self, language: Language) -> String {
        shown(&self.restart_phrase(), language)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn all() -> Vec<EngineError> {
        vec![
            EngineError::NotFound {
                path: "/nowhere/stockfish".into(),
            },
            EngineError::NotExecutable {
                path: "/etc/hostname".into(),
                source: io::Error::from(io::ErrorKind::PermissionDenied),
            },
            EngineError::Crashed { status: None },
            EngineError::Timeout {
                what: Wait::Handshake,
            },
            EngineError::Timeout { what: Wait::Ready },
            EngineError::Timeout { what: Wait::Search },
            EngineError::Nonsense {
                line: "bestmove zz99".into(),
            },
            EngineError::IllegalMove { uci: "e2e5".into() },
            EngineError::Flooded { what: Flood::Lines },
            EngineError::Flooded { what: Flood::Bytes },
            EngineError::UnknownOption {
                name: "Contempt".into(),
            },
            EngineError::InvalidGame {
                ply: 3,
                uci: "e2e5".into(),
            },
            EngineError::NoLegalMove,
            EngineError::Io(io::Error::from(io::ErrorKind::BrokenPipe)),
        ]
    }

    #[test]
    fn every_message_is_a_sentence_in_both_languages() {
        for error in all() {
            for language in [Language::GERMAN, Language::ENGLISH] {
                for text in [error.message(language), error.restart_message(language)] {
                    assert!(text.ends_with('.'), "{text}");
                    assert!(text.chars().next().unwrap().is_uppercase(), "{text}");
                }
            }
            assert_ne!(
                error.message(Language::GERMAN),
                error.message(Language::ENGLISH)
            );
        }
    }

    #[test]
    fn restart_messages_say_the_engine_is_restarted() {
        for error in all().into_iter().filter(EngineError::restarts) {
            assert!(
                error
                    .restart_message(Language::GERMAN)
                    .ends_with("; sie wird neu gestartet."),
                "{error}"
            );
            assert!(
                error
                    .restart_message(Language::ENGLISH)
                    .ends_with("; it is being restarted."),
                "{error}"
            );
        }
        assert_eq!(
            EngineError::Timeout { what: Wait::Search }.restart_message(Language::GERMAN),
            "Die Schachengine antwortet nicht mehr; sie wird neu gestartet."
        );
    }

    #[test]
    fn only_engine_trouble_restarts() {
        assert!(EngineError::Crashed { status: None }.restarts());
        assert!(!EngineError::NotFound { path: "x".into() }.restarts());
        assert!(!EngineError::NoLegalMove.restarts());
    }
}
