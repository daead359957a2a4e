//! What can go wrong with a chess engine, in one sentence for the player.

use std::fmt;
use std::io;
use std::path::PathBuf;
use std::process::ExitStatus;

use crate::language::Language;
use crate::words::messages::number_words;

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

    /// One or two sentences for the player when ansage gives up on the engine: what went
    /// wrong and what to do.
    pub fn message(&self, language: Language) -> String {
        let de = language == Language::German;
        match self {
            EngineError::NotFound { path } => {
                let path = path.display();
                if de {
                    format!(
                        "Unter {path} ist keine Schachengine. Installieren Sie Stockfish mit make setup oder apt-get install stockfish, dann starten Sie ansage erneut."
                    )
                } else {
                    format!(
                        "There is no chess engine at {path}. Install Stockfish with make setup or apt-get install stockfish, then start ansage again."
                    )
                }
            }
            EngineError::NotExecutable { path, .. } => {
                let path = path.display();
                if de {
                    format!(
                        "Die Schachengine {path} lässt sich nicht starten. Prüfen Sie, ob die Datei ein ausführbares Programm ist, zum Beispiel mit ansage doctor."
                    )
                } else {
                    format!(
                        "The chess engine {path} cannot be started. Check that the file is an executable program, for example with ansage doctor."
                    )
                }
            }
            EngineError::Crashed { .. } => {
                if de {
                    "Die Schachengine ist abgestürzt. Die Partie bleibt erhalten; prüfen Sie die Engine mit ansage doctor.".into()
                } else {
                    "The chess engine has crashed. The game is kept; check the engine with ansage doctor.".into()
                }
            }
            EngineError::Timeout { .. } => {
                if de {
                    "Die Schachengine antwortet nicht. Die Partie bleibt erhalten; prüfen Sie die Engine mit ansage doctor.".into()
                } else {
                    "The chess engine does not answer. The game is kept; check the engine with ansage doctor.".into()
                }
            }
            EngineError::Nonsense { .. } | EngineError::IllegalMove { .. } => {
                if de {
                    "Die Schachengine gibt unbrauchbare Antworten. Die Partie bleibt erhalten; prüfen Sie die Engine mit ansage doctor.".into()
                } else {
                    "The chess engine gives unusable answers. The game is kept; check the engine with ansage doctor.".into()
                }
            }
            EngineError::Flooded { .. } => {
                if de {
                    "Die Schachengine hat ohne Ende Ausgaben geschrieben und wurde gestoppt. Die Partie bleibt erhalten; prüfen Sie die Engine mit ansage doctor.".into()
                } else {
                    "The chess engine wrote output without end and was stopped. The game is kept; check the engine with ansage doctor.".into()
                }
            }
            EngineError::UnknownOption { name } => {
                if de {
                    format!(
                        "Die Schachengine kennt die Einstellung {name} nicht. Lassen Sie sie weg oder verwenden Sie Stockfish."
                    )
                } else {
                    format!(
                        "The chess engine has no setting called {name}. Leave it out or use Stockfish."
                    )
                }
            }
            EngineError::InvalidGame { ply, .. } => {
                let ply = number_words(*ply as u32, language);
                if de {
                    format!(
                        "Halbzug {ply} der Partie ist in seiner Stellung nicht möglich, daher kann die Engine nicht ziehen. Nehmen Sie den Zug zurück und geben Sie ihn neu ein."
                    )
                } else {
                    format!(
                        "Half-move {ply} of the game is not possible in its position, so the engine cannot move. Take the move back and enter it again."
                    )
                }
            }
            EngineError::NoLegalMove => {
                if de {
                    "In dieser Stellung gibt es keinen Zug mehr; die Partie ist zu Ende.".into()
                } else {
                    "There is no move left in this position; the game is over.".into()
                }
            }
            EngineError::Io(source) => {
                if de {
                    format!(
                        "Die Verbindung zur Schachengine ist gestört ({source}). Starten Sie ansage erneut; die Partie bleibt erhalten."
                    )
                } else {
                    format!(
                        "The connection to the chess engine is broken ({source}). Start ansage again; the game is kept."
                    )
                }
            }
        }
    }

    /// The sentence for the player when ansage restarts the engine because of this error and
    /// the game goes on: "Die Schachengine antwortet nicht mehr; sie wird neu gestartet."
    /// Errors a restart cannot cure ([`restarts`](Self::restarts) is false) give their
    /// [`message`](Self::message).
    pub fn restart_message(&self, language: Language) -> String {
        let de = language == Language::German;
        match self {
            EngineError::Crashed { .. } => {
                if de {
                    "Die Schachengine ist abgestürzt; sie wird neu gestartet.".into()
                } else {
                    "The chess engine has crashed; it is being restarted.".into()
                }
            }
            EngineError::Timeout { what } => match (what, de) {
                (Wait::Handshake, true) => {
                    "Die Schachengine meldet sich nicht; sie wird neu gestartet.".into()
                }
                (Wait::Handshake, false) => {
                    "The chess engine does not respond; it is being restarted.".into()
                }
                (_, true) => {
                    "Die Schachengine antwortet nicht mehr; sie wird neu gestartet.".into()
                }
                (_, false) => "The chess engine no longer answers; it is being restarted.".into(),
            },
            EngineError::Nonsense { .. } => {
                if de {
                    "Die Schachengine hat etwas Unverständliches geantwortet; sie wird neu gestartet."
                        .into()
                } else {
                    "The chess engine gave an answer that makes no sense; it is being restarted."
                        .into()
                }
            }
            EngineError::IllegalMove { .. } => {
                if de {
                    "Die Schachengine hat einen unmöglichen Zug vorgeschlagen; sie wird neu gestartet."
                        .into()
                } else {
                    "The chess engine proposed an impossible move; it is being restarted.".into()
                }
            }
            EngineError::Flooded { .. } => {
                if de {
                    "Die Schachengine hat ohne Ende Ausgaben geschrieben; sie wird neu gestartet."
                        .into()
                } else {
                    "The chess engine wrote output without end; it is being restarted.".into()
                }
            }
            _ => self.message(language),
        }
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
            for language in [Language::German, Language::English] {
                for text in [error.message(language), error.restart_message(language)] {
                    assert!(text.ends_with('.'), "{text}");
                    assert!(text.chars().next().unwrap().is_uppercase(), "{text}");
                }
            }
            assert_ne!(
                error.message(Language::German),
                error.message(Language::English)
            );
        }
    }

    #[test]
    fn restart_messages_say_the_engine_is_restarted() {
        for error in all().into_iter().filter(EngineError::restarts) {
            assert!(
                error
                    .restart_message(Language::German)
                    .ends_with("; sie wird neu gestartet."),
                "{error}"
            );
            assert!(
                error
                    .restart_message(Language::English)
                    .ends_with("; it is being restarted."),
                "{error}"
            );
        }
        assert_eq!(
            EngineError::Timeout { what: Wait::Search }.restart_message(Language::German),
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
