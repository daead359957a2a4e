//! The journal: every event of a game, appended to a file and flushed to disk before it is
//! announced, so that a crash or a power cut loses nothing that was said.
//!
//! # Format
//!
//! A journal is a JSON Lines file (`*.jsonl`): one JSON object per line, each line ending in
//! `"\n"`. The first line is the [`Header`] (it carries the key `"ansage_journal"` with the
//! format version); every further line is one [`JournalEvent`], tagged by its `"type"`:
//!
//! ```text
//! {"ansage_journal":1,"ansage_version":"0.1.0","created":"2026-05-01T18:04:11.532Z","created_unix_ms":1777658651532,"start_fen":"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1","settings":{"language":"de"}}
//! {"type":"move","ply":1,"uci":"e2e4","san":"e4","draw_offer":false}
//! {"type":"take_back","ply":1}
//! ```
//!
//! Writing: [`Journal::append`] writes one whole line and calls `fdatasync` before it returns;
//! the caller announces the event only after that. Reading: [`Journal::read`] forgives a torn
//! last line (a crash in the middle of a write) and events of kinds a newer ansage wrote; both
//! come back as [`ReadNote`]s, so the player can be told. [`Journal::resume`] cuts the torn
//! line off and goes on appending to the same file.
//!
//! Journals live in [`journal_dir`]; [`find_interrupted`] finds the game to offer for
//! `ansage play --resume`.

use std::fs::{self, File, OpenOptions};
use std::io::{self, Write as _};
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};
use shakmaty::uci::UciMove;
use shakmaty::{CastlingMode, Color, Move, Outcome, Position};

use crate::game::events::{ClockReading, GameEvent, PlayedMove, Ply};
use crate::language::Language;
use crate::notation::fen::{FenError, parse_fen};
use crate::notation::pgn::{Game, RecordedMove};
use crate::phrase::Phrase;
use crate::storage::files::shown_path;
use crate::tridim::fen3d::{Fen3dError, read_fen3d, write_fen3d};
use crate::tridim::game::{Game3, VARIANT, end_of_result};
use crate::tridim::notation::{Reading as Reading3, read_move as read_move3};
use crate::tridim::position::Position3;
use crate::words::phrases::shown;

/// The journal format this version writes and reads. A journal with a higher number comes from
/// a newer ansage that changed the format in a way this one cannot follow. Adding event kinds or
/// fields does not change the number: older versions skip what they do not know.
pub const FORMAT: u32 = 1;

/// The environment variable that names the journal directory instead of [`journal_dir`]'s
/// default (used by tests, and by players who want their journals elsewhere).
pub const DIR_ENV: &str = "ANSAGE_JOURNAL_DIR";

/// The file extension of journals; [`find_interrupted`] looks only at these files.
pub const EXTENSION: &str = "jsonl";

/// The first line of a journal: what is needed to replay the events that follow.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Header {
    /// The journal format, [`FORMAT`] when written by this version. Stored under the key
    /// `"ansage_journal"`, which marks the file as a journal.
    #[serde(rename = "ansage_journal")]
    pub format: u32,
    /// The version of ansage that started the journal.
    pub ansage_version: String,
    /// When the journal was started, RFC 3339 in UTC (`2026-05-01T18:04:11.532Z`), for people.
    pub created: String,
    /// When the journal was started, in milliseconds since the Unix epoch.
    pub created_unix_ms: u64,
    /// The position the game started from, as FEN.
    pub start_fen: String,
    /// The settings that matter for replaying the game (language, seats, time control …), as
    /// the caller chose to write them. The journal does not look inside, except that
    /// [`JournalEvent::Setting`] changes keys of it in [`ReplayState::settings`].
    #[serde(default)]
    pub settings: Value,
    /// The game's rules: none for standard chess (and Chess960, whose FEN says so);
    /// `"3D Meder"` for Meder's three-dimensional chess, whose `start_fen` is a FEN3D and
    /// whose moves' `uci` hold the move in the seed's notation (`b4N`, `Ta9DP6`, `DP3`).
    /// Older journals have none and are standard chess.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub variant: Option<String>,
}

impl Header {
    /// A header for a game starting now from `start_fen`, with this version of ansage.
    pub fn new(start_fen: impl Into<String>, settings: Value) -> Self {
        let now = unix_ms_now();
        Header {
            format: FORMAT,
            ansage_version: env!("CARGO_PKG_VERSION").to_owned(),
            created: rfc3339_utc(now),
            created_unix_ms: now,
            start_fen: start_fen.into(),
            settings,
            variant: None,
        }
    }

    /// A header for a game of Meder's three-dimensional chess starting now from `start` (its
    /// moves are journaled in the seed's notation).
    pub fn three_d(start: &Position3, settings: Value) -> Self {
        Header {
            variant: Some(VARIANT.to_owned()),
            ..Header::new(write_fen3d(start), settings)
        }
    }

    /// Whether the game is Meder's three-dimensional chess.
    pub fn is_three_d(&self) -> bool {
        self.variant.as_deref() == Some(VARIANT)
    }
}

/// One event of a game, one line of the journal.
///
/// `ply` always counts half-moves from the start of the game, from 1: the ply of a move is the
/// number of moves in the game once it is played. Lines are replayed in file order; `ply` is
/// there for people reading the file and for checks, not for ordering.
///
/// Only [`Move`](Self::Move), [`TakeBack`](Self::TakeBack),
/// [`Reconciliation`](Self::Reconciliation), [`Result`](Self::Result),
/// [`ClockSwitch`](Self::ClockSwitch), [`Setting`](Self::Setting) and
/// [`Closed`](Self::Closed) change the [`ReplayState`]; the others record what was said.
/// Fields other than those of `Move` may be missing in a line and then take their defaults.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum JournalEvent {
    /// A move was played.
    Move {
        /// The ply of this move (1 for White's first move).
        ply: u32,
        /// The move in UCI with standard castling (`e2e4`, `e1g1`, `e7e8q`): what replay plays.
        uci: String,
        /// The move as announced, in the session's language (`Sf3`); for people.
        san: String,
        /// Whether a draw offer came with the move (E12).
        #[serde(default)]
        draw_offer: bool,
        /// Both clocks after the move, White's first, in milliseconds; none without a clock.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        clock_ms: Option<[u64; 2]>,
    },
    /// The last move was taken back ("zurück", "Korrektur", F2.6).
    TakeBack {
        /// The ply of the move taken back.
        #[serde(default)]
        ply: u32,
    },
    /// A repetition: the opponent repeated the announced move of `ply` (F2.1, `count` 1), or
    /// the last `count` announcements were said again on request. Changes nothing on replay.
    Repetition {
        /// The ply the game was at.
        #[serde(default)]
        ply: u32,
        /// How many times.
        #[serde(default)]
        count: u32,
        /// What was announced: journals before the game events wrote the sentence; it is
        /// read, and no longer written.
        #[serde(default, skip_serializing_if = "String::is_empty")]
        text: String,
    },
    /// A correction was announced (F2.6). The change to the game itself is journaled by the
    /// [`TakeBack`](Self::TakeBack) and [`Move`](Self::Move) events around it.
    Correction {
        /// The ply the game was at.
        #[serde(default)]
        ply: u32,
        /// What was announced: journals before the game events wrote the sentence; it is
        /// read, and no longer written.
        #[serde(default, skip_serializing_if = "String::is_empty")]
        text: String,
    },
    /// A claim (a draw by repetition or the fifty-move rule, a flag, an illegal move …) and
    /// whether it was granted. A granted claim that ends the game is followed by a
    /// [`Result`](Self::Result).
    Claim {
        /// The ply the game was at.
        #[serde(default)]
        ply: u32,
        /// What was claimed, as the caller names it (`"threefold"`, `"fifty_moves"`, `"flag"`).
        #[serde(default)]
        kind: String,
        /// Whether the claim was granted.
        #[serde(default)]
        granted: bool,
        /// What was announced: journals before the game events wrote the sentence; it is
        /// read, and no longer written.
        #[serde(default, skip_serializing_if = "String::is_empty")]
        text: String,
    },
    /// The clock was switched, started, stopped or set.
    ClockSwitch {
        /// The ply the game was at.
        #[serde(default)]
        ply: u32,
        /// Both clocks, White's first, in milliseconds.
        #[serde(default)]
        clock_ms: [u64; 2],
        /// Whose clock runs now (`"white"`, `"black"`); none when the clock is stopped.
        #[serde(default, with = "crate::game::events::optional_color")]
        running: Option<Color>,
    },
    /// The players' positions were reconciled (F2.7, F2.8): the game goes back to the position
    /// after `agreed_plies` plies, as if the later moves were taken back, and goes on from
    /// there with new [`Move`](Self::Move) events.
    Reconciliation {
        /// The rule applied, as the caller names it (`"F2.8"`).
        #[serde(default)]
        rule: String,
        /// How many plies of the game stand.
        agreed_plies: u32,
        /// The agreed position, as FEN.
        #[serde(default)]
        fen: String,
    },
    /// The game ended, or (`*`) its end was taken back and it goes on.
    Result {
        /// The result as a PGN token: `1-0`, `0-1`, `1/2-1/2` or `*`.
        result: String,
        /// Why, as the caller names it (`"checkmate"`, `"stalemate"`, `"resignation"`).
        #[serde(default)]
        reason: String,
    },
    /// A setting that matters for replay changed. `key` may be a dotted path
    /// (`"clock.increment_ms"`) into the header's settings.
    Setting {
        /// Which setting.
        key: String,
        /// Its new value.
        #[serde(default)]
        value: Value,
    },
    /// Anything else worth keeping, in words.
    Note {
        /// The text.
        #[serde(default)]
        text: String,
    },
    /// The game was continued after an interruption ([`Journal::resume`] writes this).
    Resumed {
        /// When, in milliseconds since the Unix epoch.
        #[serde(default)]
        at_unix_ms: u64,
    },
    /// The game was adjourned ("vertagen", or "ende" in a game that is not over): it is
    /// offered for resuming, as adjourned.
    Adjourned {
        /// When, in milliseconds since the Unix epoch.
        #[serde(default)]
        at_unix_ms: u64,
    },
    /// The session ended cleanly ([`Journal::close`] writes this): the game is not offered for
    /// resuming, even when it is not over.
    Closed {
        /// When, in milliseconds since the Unix epoch.
        #[serde(default)]
        at_unix_ms: u64,
    },
}

impl JournalEvent {
    /// The `"type"` of every event kind this version knows. A line of another type comes from
    /// a newer ansage and is skipped with a [`ReadNote::UnknownEvent`].
    pub const KINDS: [&'static str; 13] = [
        "move",
        "take_back",
        "repetition",
        "correction",
        "claim",
        "clock_switch",
        "reconciliation",
        "result",
        "setting",
        "note",
        "resumed",
        "adjourned",
        "closed",
    ];

    /// The `"type"` this event is written with.
    pub fn kind(&self) -> &'static str {
        match self {
            JournalEvent::Move { .. } => "move",
            JournalEvent::TakeBack { .. } => "take_back",
            JournalEvent::Repetition { .. } => "repetition",
            JournalEvent::Correction { .. } => "correction",
            JournalEvent::Claim { .. } => "claim",
            JournalEvent::ClockSwitch { .. } => "clock_switch",
            JournalEvent::Reconciliation { .. } => "reconciliation",
            JournalEvent::Result { .. } => "result",
            JournalEvent::Setting { .. } => "setting",
            JournalEvent::Note { .. } => "note",
            JournalEvent::Resumed { .. } => "resumed",
            JournalEvent::Adjourned { .. } => "adjourned",
            JournalEvent::Closed { .. } => "closed",
        }
    }

    /// The [`Move`](Self::Move) event for `played`, the `ply`-th move of the game, with its UCI
    /// written in standard castling notation.
    pub fn played(
        ply: usize,
        played: Move,
        san: impl Into<String>,
        draw_offer: bool,
        clock_ms: Option<[u64; 2]>,
    ) -> Self {
        JournalEvent::Move {
            ply: u32::try_from(ply).unwrap_or(u32::MAX),
            uci: played.to_uci(CastlingMode::Standard).to_string(),
            san: san.into(),
            draw_offer,
            clock_ms,
        }
    }
}

/// The journal records of one step's game events: the moves taken back and played first,
/// then repetitions, corrections, claims, clock presses and reconciliations, then the result,
/// in the order they happened. `game_now` says, for a ply of the game as it stands after the
/// step, whether a draw offer came with its move and both clocks after it (or as they are,
/// for a move whose clock is not yet pressed); `moves_now` is how many moves the game has.
pub fn records_of(
    events: &[GameEvent],
    game_now: impl Fn(Ply) -> (bool, Option<ClockReading>),
    moves_now: usize,
) -> Vec<JournalEvent> {
    let mut moves = Vec::new();
    let mut others = Vec::new();
    let mut results = Vec::new();
    let mut written = Vec::new();
    let take_back = |played: &PlayedMove| JournalEvent::TakeBack { ply: played.ply.0 };
    for event in events {
        match event {
            GameEvent::MovePlayed { played, draw_offer } => {
                let (_, clock_ms) = game_now(played.ply);
                written.push(played.ply);
                moves.push(JournalEvent::played(
                    played.ply.0 as usize,
                    played.played,
                    played.san.clone(),
                    *draw_offer,
                    clock_ms.map(ClockReading::pair),
                ));
            }
            GameEvent::MovesTakenBack { moves: gone, .. } => {
                moves.extend(gone.iter().map(take_back));
            }
            GameEvent::MovesReplaced { taken_back, played } => {
                moves.extend(taken_back.iter().map(take_back));
                for new in played {
                    let (draw_offer, clock_ms) = game_now(new.ply);
                    written.push(new.ply);
                    moves.push(JournalEvent::played(
                        new.ply.0 as usize,
                        new.played,
                        new.san.clone(),
                        draw_offer,
                        clock_ms.map(ClockReading::pair),
                    ));
                }
            }
            GameEvent::Repeated { ply, count } => others.push(JournalEvent::Repetition {
                ply: ply.0,
                count: *count,
                text: String::new(),
            }),
            GameEvent::Corrected { withdrawn, .. } => others.push(JournalEvent::Correction {
                ply: withdrawn.ply.0,
                text: String::new(),
            }),
            GameEvent::Claimed { ply, kind, granted } => others.push(JournalEvent::Claim {
                ply: ply.0,
                kind: kind.code().to_owned(),
                granted: *granted,
                text: String::new(),
            }),
            GameEvent::ClockSwitched {
                ply,
                clocks,
                running,
            } => {
                // A clock press already written with its move is not written again.
                if written.contains(ply) && (ply.0 as usize) <= moves_now {
                    continue;
                }
                others.push(JournalEvent::ClockSwitch {
                    ply: ply.0,
                    clock_ms: clocks.pair(),
                    running: *running,
                });
            }
            GameEvent::Reconciled {
                rule,
                agreed_plies,
                fen,
            } => others.push(JournalEvent::Reconciliation {
                rule: rule.code().to_owned(),
                agreed_plies: *agreed_plies,
                fen: fen.clone(),
            }),
            GameEvent::GameEnded { result } => results.push(JournalEvent::Result {
                result: result.token().to_owned(),
                reason: if *result == crate::game::events::GameResult::Open {
                    "taken back".to_owned()
                } else {
                    String::new()
                },
            }),
            // Said, and journaled by the events that come with them.
            GameEvent::EndTakenBack { .. } | GameEvent::DrawOffered { .. } => {}
        }
    }
    moves.extend(others);
    moves.extend(results);
    moves
}

/// Something the reader forgave, for the caller to tell the player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReadNote {
    /// The last line was not complete (no `"\n"` at its end, or not valid JSON): ansage stopped
    /// in the middle of writing it, so the event was never announced. It was dropped.
    TornLastLine {
        /// Its line number, from 1 (the header is line 1).
        line: usize,
        /// How many bytes of it were in the file.
        bytes: usize,
    },
    /// An event of a kind this version does not know (written by a newer ansage) was skipped.
    UnknownEvent {
        /// Its line number, from 1.
        line: usize,
        /// Its `"type"`.
        kind: String,
    },
    /// A complete line is not an event: the file was damaged (ansage writes every line whole,
    /// so a complete line that cannot be read was not torn by a crash). Reading stopped there;
    /// the events before it stand, the lines from it on are not used, and
    /// [`Journal::resume`] keeps a copy of the file before it cuts them.
    Damaged {
        /// The damaged line's number, from 1.
        line: usize,
        /// How many lines after it were not read.
        lines_after: usize,
        /// What is wrong with the line.
        reason: DamageReason,
    },
}

/// What is wrong with a damaged journal line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DamageReason {
    /// The line ends too early, as a write cut short by a crash leaves it.
    Torn,
    /// The line is not JSON (or nested deeper than a reader follows).
    NotJson,
    /// The line is JSON, but no event: it has no `"type"`.
    NoType,
    /// An event of a known kind with a field that cannot be (a negative ply or clock …).
    BadField(String),
}

impl DamageReason {
    /// What is wrong with the line, as the end of a sentence.
    fn phrase(&self) -> Phrase {
        match self {
            DamageReason::Torn => Phrase::new("file-damage").with("reason", "torn"),
            DamageReason::NotJson => Phrase::new("file-damage").with("reason", "not-json"),
            DamageReason::NoType => Phrase::new("file-damage").with("reason", "no-type"),
            DamageReason::BadField(kind) => {
                Phrase::new("file-damage-field").with("kind", kind.as_str())
            }
        }
    }
}

impl ReadNote {
    /// One sentence for the player, as data.
    pub fn phrase(&self) -> Phrase {
        match self {
            ReadNote::TornLastLine { .. } => Phrase::new("file-journal-torn-last-line"),
            ReadNote::UnknownEvent { line, kind } => Phrase::new("file-journal-unknown-event")
                .with("line", *line)
                .with("kind", kind.as_str()),
            ReadNote::Damaged {
                line,
                lines_after,
                reason,
            } => Phrase::new("file-journal-damaged")
                .with("line", *line)
                .with("after", *lines_after)
                .with("why", reason.phrase()),
        }
    }

    /// One sentence for the player in `language`.
    pub fn message(&self, language: Language) -> String {
        shown(&self.phrase(), language)
    }
}

/// What went wrong with a journal.
#[derive(Debug, thiserror::Error)]
pub enum JournalError {
    /// The file to continue is a FIFO, a device or a folder.
    #[error("{0} is not an ordinary file")]
    NotAFile(PathBuf),
    /// There is no place for journals: no HOME, no XDG_STATE_HOME, no [`DIR_ENV`].
    #[error("no directory for game journals: set {DIR_ENV} or HOME")]
    NoPlace,
    /// The journal directory cannot be created.
    #[error("cannot create the journal directory {path}: {source}")]
    Directory {
        /// The directory.
        path: PathBuf,
        /// What the system said.
        source: io::Error,
    },
    /// Another ansage plays this game now (it holds the journal's lock).
    #[error("the journal {path} is in use by another process")]
    InUse {
        /// The file.
        path: PathBuf,
        /// Who holds it.
        held: crate::storage::lock::Held,
    },
    /// A journal file cannot be created or opened for writing.
    #[error("cannot create the journal {path}: {source}")]
    Create {
        /// The file.
        path: PathBuf,
        /// What the system said.
        source: io::Error,
    },
    /// An event cannot be written or flushed to disk (disk full, no permission, I/O error).
    #[error("cannot write the journal {path}: {source}")]
    Write {
        /// The file.
        path: PathBuf,
        /// What the system said.
        source: io::Error,
    },
    /// A journal file cannot be read.
    #[error("cannot read the journal {path}: {source}")]
    Read {
        /// The file.
        path: PathBuf,
        /// What the system said.
        source: io::Error,
    },
    /// The file is not a journal: empty, not JSON, or without a header line.
    #[error("{path} is not an ansage journal: {detail}")]
    NotAJournal {
        /// The file.
        path: PathBuf,
        /// What is wrong, in English, for logs.
        detail: String,
    },
    /// The journal was written by a newer ansage in a format this version cannot read.
    #[error("{path} has journal format {found}; this ansage reads format {FORMAT}")]
    NewerFormat {
        /// The file.
        path: PathBuf,
        /// The format number found.
        found: u32,
    },
    /// The start position in the header is not a valid FEN.
    #[error("{path}: the start position {fen:?} is not valid")]
    BadStart {
        /// The file.
        path: PathBuf,
        /// The FEN found.
        fen: String,
        /// What is wrong with it.
        problem: FenError,
    },
    /// The start position in the header of a 3D game is not a valid FEN3D.
    #[error("{path}: the 3D start position {fen:?} is not valid")]
    BadStart3d {
        /// The file.
        path: PathBuf,
        /// The FEN3D found.
        fen: String,
        /// What is wrong with it.
        problem: Fen3dError,
    },
    /// A journaled move cannot be played in its position.
    #[error("{path}: move {uci:?} (ply {ply}) is not legal in its position")]
    IllegalMove {
        /// The file.
        path: PathBuf,
        /// The ply at which replay failed, from 1.
        ply: usize,
        /// The move as journaled.
        uci: String,
    },
}

/// What the system said about a file, sorted into what the player can do about it.
#[derive(Clone, Copy, PartialEq, Eq)]
enum IoCause {
    Full,
    Permission,
    ReadOnly,
    Missing,
    Other,
}

fn io_cause(error: &io::Error) -> IoCause {
    match error.kind() {
        io::ErrorKind::StorageFull | io::ErrorKind::QuotaExceeded => IoCause::Full,
        io::ErrorKind::PermissionDenied => IoCause::Permission,
        io::ErrorKind::ReadOnlyFilesystem => IoCause::ReadOnly,
        io::ErrorKind::NotFound => IoCause::Missing,
        _ => IoCause::Other,
    }
}

impl JournalError {
    /// One or two sentences for the player, as data: what went wrong and what to do. A bad
    /// start position's problem is added by [`JournalError::message`].
    pub fn phrase(&self) -> Phrase {
        let at = |id: &'static str, path: &Path| Phrase::new(id).with("path", shown_path(path));
        match self {
            JournalError::NotAFile(path) => at("file-journal-not-a-file", path),
            JournalError::NoPlace => Phrase::new("file-journal-no-place").with("env", DIR_ENV),
            JournalError::Directory { path, source }
            | JournalError::Create { path, source }
            | JournalError::Write { path, source } => {
                let id = match io_cause(source) {
                    IoCause::Full => "file-journal-disk-full",
                    IoCause::Permission => "file-journal-no-write-permission",
                    IoCause::ReadOnly => "file-journal-read-only",
                    IoCause::Missing | IoCause::Other => "file-journal-unwritable",
                };
                at(id, path)
                    .with("env", DIR_ENV)
                    .with("source", source.to_string())
            }
            JournalError::Read { path, source } => {
                let id = match io_cause(source) {
                    IoCause::Missing => "file-journal-gone",
                    IoCause::Permission => "file-journal-no-read-permission",
                    _ => "file-journal-unreadable",
                };
                at(id, path).with("source", source.to_string())
            }
            JournalError::InUse { path, held } => {
                at("file-journal-in-use", path).with("holder", held.holder_phrase())
            }
            JournalError::NotAJournal { path, .. } => at("file-journal-not-a-journal", path),
            JournalError::NewerFormat { path, found } => {
                at("file-journal-newer-format", path).with("found", *found)
            }
            JournalError::BadStart { path, .. } | JournalError::BadStart3d { path, .. } => {
                at("file-journal-bad-start", path)
            }
            JournalError::IllegalMove { path, ply, uci } => at("file-journal-illegal-move", path)
                .with("ply", *ply)
                .with("uci", uci.as_str()),
        }
    }

    /// One or two sentences for the player in `language`.
    pub fn message(&self, language: Language) -> String {
        let mut phrase = self.phrase();
        if let JournalError::BadStart { problem, .. } = self {
            // The FEN error words itself (notation/fen.rs) until it is a phrase too.
            phrase = phrase.with("problem", problem.message(language));
        }
        if let JournalError::BadStart3d { problem, .. } = self {
            phrase = phrase.with("problem", problem.message(language));
        }
        shown(&phrase, language)
    }
}

/// A journal open for appending.
///
/// Dropping it without [`close`](Self::close) leaves the game interrupted, to be offered by
/// [`find_interrupted`]: that is what a crash looks like, and what Ctrl-C or a closed terminal
/// should look like too.
#[derive(Debug)]
pub struct Journal {
    path: PathBuf,
    file: File,
    /// The length of the file up to the end of the last complete line written.
    len: u64,
    /// Lines not yet written (after a failed write), oldest first, each ending in `"\n"`.
    unwritten: Vec<u8>,
    /// The file may hold part of a failed write after `len`, to be cut off first.
    needs_repair: bool,
}

impl Journal {
    /// Creates a new journal at `path` (which must not exist yet), writes the header and
    /// flushes it, and the directory entry, to disk.
    pub fn create(path: &Path, header: &Header) -> Result<Journal, JournalError> {
        let mut options = OpenOptions::new();
        options.append(true).create_new(true);
        // Only the player may read it: a hosted match's journal holds the device's seat
        // token (issue 30 §14).
        #[cfg(unix)]
        std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
        let file = options.open(path).map_err(|source| JournalError::Create {
            path: path.to_owned(),
            source,
        })?;
        // A new file; only a race with another ansage could hold it.
        let _ = crate::storage::lock::lock_exclusive(&file);
        let mut journal = Journal {
            path: path.to_owned(),
            file,
            len: 0,
            unwritten: Vec::new(),
            needs_repair: false,
        };
        if let Err(e) = journal.append_line(&to_line(header)) {
            // A journal without its header is no journal: nothing is left behind.
            drop(journal);
            let _ = fs::remove_file(path);
            return Err(e);
        }
        if let Some(dir) = path.parent() {
            sync_dir(dir);
        }
        Ok(journal)
    }

    /// Creates a new journal in `dir` (created if missing), named by the time and the process:
    /// `20260501T180411Z-4242.jsonl`, with `-2`, `-3` … added if that name is taken.
    pub fn create_in(dir: &Path, header: &Header) -> Result<Journal, JournalError> {
        fs::create_dir_all(dir).map_err(|source| JournalError::Directory {
            path: dir.to_owned(),
            source,
        })?;
        let stem = format!(
            "{}-{}",
            file_stamp(header.created_unix_ms),
            std::process::id()
        );
        let mut attempt = 1;
        loop {
            let name = if attempt == 1 {
                format!("{stem}.{EXTENSION}")
            } else {
                format!("{stem}-{attempt}.{EXTENSION}")
            };
            match Journal::create(&dir.join(name), header) {
                Err(JournalError::Create { source, .. })
                    if source.kind() == io::ErrorKind::AlreadyExists && attempt < 1000 =>
                {
                    attempt += 1;
                }
                result => return result,
            }
        }
    }

    /// Creates a new journal in [`journal_dir`].
    pub fn start(header: &Header) -> Result<Journal, JournalError> {
        Journal::create_in(&journal_dir()?, header)
    }

    /// Opens an interrupted journal to go on with its game: reads it, cuts off a torn last line
    /// (after a damaged line, the whole rest, keeping a copy of the file beside it as
    /// `NAME.damaged-MILLIS`), appends a [`JournalEvent::Resumed`] and returns the journal with
    /// what it held before. The caller rebuilds the game from the [`Replay`] and tells the
    /// player its [`notes`](Replay::notes).
    pub fn resume(path: &Path) -> Result<(Journal, Replay), JournalError> {
        // Opening a FIFO would wait for a writer, for ever.
        if fs::metadata(path).is_ok_and(|meta| !meta.is_file()) {
            return Err(JournalError::NotAFile(path.to_owned()));
        }
        // The lock first: a journal another ansage writes is neither read half-written nor
        // cut, and no second program adds moves to it.
        let file = OpenOptions::new()
            .append(true)
            .open(path)
            .map_err(|source| match source.kind() {
                io::ErrorKind::NotFound => JournalError::Read {
                    path: path.to_owned(),
                    source,
                },
                _ => JournalError::Create {
                    path: path.to_owned(),
                    source,
                },
            })?;
        crate::storage::lock::lock_exclusive(&file).map_err(|held| JournalError::InUse {
            path: path.to_owned(),
            held,
        })?;
        let replay = Journal::read(path)?;
        let write_error = |source| JournalError::Write {
            path: path.to_owned(),
            source,
        };
        let on_disk = file.metadata().map_err(write_error)?.len();
        if on_disk > replay.valid_len {
            let damaged = replay
                .notes
                .iter()
                .any(|n| matches!(n, ReadNote::Damaged { .. }));
            if damaged {
                let mut copy = path.as_os_str().to_owned();
                copy.push(format!(".damaged-{}", unix_ms_now()));
                fs::copy(path, PathBuf::from(copy)).map_err(write_error)?;
            }
            file.set_len(replay.valid_len).map_err(write_error)?;
            file.sync_data().map_err(write_error)?;
        }
        let mut journal = Journal {
            path: path.to_owned(),
            file,
            len: replay.valid_len,
            unwritten: Vec::new(),
            needs_repair: false,
        };
        journal.append(&JournalEvent::Resumed {
            at_unix_ms: unix_ms_now(),
        })?;
        Ok((journal, replay))
    }

    /// Marks an interrupted journal as set aside, so that it is no longer offered: the player
    /// chose a new game instead. The game in it stays readable.
    pub fn abandon(path: &Path) -> Result<(), JournalError> {
        let (journal, _) = Journal::resume(path)?;
        journal.close()
    }

    /// Appends one event and flushes it to disk (`fdatasync`) before returning; announce the
    /// event only after this returns.
    ///
    /// The line is written whole or not at all. When writing fails (a full disk), the event is
    /// kept and written, in order, before the next one; [`unwritten`](Self::unwritten) says how
    /// many bytes wait. When only the flush fails, the line is in the file but perhaps not on
    /// the disk. Either way the error says what to tell the player.
    pub fn append(&mut self, event: &JournalEvent) -> Result<(), JournalError> {
        self.append_line(&to_line(event))
    }

    /// Appends [`JournalEvent::Closed`] and closes the journal: the session ended cleanly and
    /// the game is not offered for resuming.
    pub fn close(mut self) -> Result<(), JournalError> {
        self.append(&JournalEvent::Closed {
            at_unix_ms: unix_ms_now(),
        })
    }

    /// The journal's file.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// How many bytes of events wait to be written after a failed write (0 normally).
    pub fn unwritten(&self) -> usize {
        self.unwritten.len()
    }

    /// Appends the events of one step (a take-back of a move pair, a move with its clock
    /// switch …) as one record: all of them reach the file, or none. When writing fails, they
    /// are kept, in order, and written with the next append.
    pub fn append_all(&mut self, events: &[JournalEvent]) -> Result<(), JournalError> {
        if events.is_empty() && self.unwritten.is_empty() {
            return Ok(());
        }
        for event in events {
            self.unwritten.extend_from_slice(to_line(event).as_bytes());
            self.unwritten.push(b'\n');
        }
        self.write_unwritten()
    }

    fn append_line(&mut self, line: &str) -> Result<(), JournalError> {
        self.unwritten.extend_from_slice(line.as_bytes());
        self.unwritten.push(b'\n');
        self.write_unwritten()
    }

    /// Writes every line that waits, in one write; on failure cuts back to the last complete
    /// line, so the file holds all of them or none.
    fn write_unwritten(&mut self) -> Result<(), JournalError> {
        let write_error = |path: &Path, source| JournalError::Write {
            path: path.to_owned(),
            source,
        };
        if self.needs_repair {
            self.file
                .set_len(self.len)
                .map_err(|e| write_error(&self.path, e))?;
            self.needs_repair = false;
        }
        if let Err(e) = self.file.write_all(&self.unwritten) {
            // Part of the lines may have reached the file: cut it off now, or before the next
            // write, so that no line is ever torn in the middle of the journal.
            self.needs_repair = self.file.set_len(self.len).is_err();
            return Err(write_error(&self.path, e));
        }
        self.len += self.unwritten.len() as u64;
        self.unwritten.clear();
        self.file
            .sync_data()
            .map_err(|e| write_error(&self.path, e))
    }

    /// Reads a journal: the header, the events, and what was forgiven (a torn last line,
    /// unknown events, a damaged line). Nothing is changed on disk.
    pub fn read(path: &Path) -> Result<Replay, JournalError> {
        if fs::metadata(path).is_ok_and(|meta| !meta.is_file()) {
            return Err(JournalError::NotAFile(path.to_owned()));
        }
        let bytes = fs::read(path).map_err(|source| JournalError::Read {
            path: path.to_owned(),
            source,
        })?;
        Replay::from_bytes(path, &bytes)
    }
}

/// A journal as read back.
#[derive(Clone, Debug, PartialEq)]
pub struct Replay {
    /// The file it was read from.
    pub path: PathBuf,
    /// Its first line.
    pub header: Header,
    /// The events, in order; unknown kinds and dropped lines left out.
    pub events: Vec<JournalEvent>,
    /// What the reader forgave, in order; empty for a journal written to the end.
    pub notes: Vec<ReadNote>,
    /// The length in bytes of the part of the file read as good: the header and every complete
    /// line before a torn or damaged one. [`Journal::resume`] cuts the file to this length.
    pub valid_len: u64,
}

impl Replay {
    /// Reads a journal's bytes; `path` is only for errors and [`Replay::path`].
    pub fn from_bytes(path: &Path, bytes: &[u8]) -> Result<Replay, JournalError> {
        let mut lines = Lines { bytes, start: 0 };
        let not_a_journal = |detail: String| JournalError::NotAJournal {
            path: path.to_owned(),
            detail,
        };
        let Some((header_line, complete)) = lines.next() else {
            return Err(not_a_journal("the file is empty".into()));
        };
        if !complete {
            return Err(not_a_journal(
                "the header line is incomplete (ansage stopped while creating it)".into(),
            ));
        }
        let header = parse_header(header_line).map_err(not_a_journal)?;
        if header.format > FORMAT {
            return Err(JournalError::NewerFormat {
                path: path.to_owned(),
                found: header.format,
            });
        }
        let mut replay = Replay {
            path: path.to_owned(),
            header,
            events: Vec::new(),
            notes: Vec::new(),
            valid_len: lines.start as u64,
        };
        let mut number = 1;
        while let Some((line, complete)) = lines.next() {
            number += 1;
            let parsed = if complete {
                parse_event(line)
            } else {
                Err(DamageReason::Torn)
            };
            match parsed {
                Ok(Parsed::Event(event)) => replay.events.push(event),
                Ok(Parsed::Unknown(kind)) => replay
                    .notes
                    .push(ReadNote::UnknownEvent { line: number, kind }),
                Ok(Parsed::Blank) => {}
                Err(reason) => {
                    let lines_after = lines.count_nonblank();
                    // Only a line without its end was torn by a crash; a whole line that
                    // cannot be read is damage, said as such and kept in a copy.
                    replay
                        .notes
                        .push(if lines_after == 0 && reason == DamageReason::Torn {
                            ReadNote::TornLastLine {
                                line: number,
                                bytes: line.len(),
                            }
                        } else {
                            ReadNote::Damaged {
                                line: number,
                                lines_after,
                                reason,
                            }
                        });
                    break;
                }
            }
            replay.valid_len = lines.start as u64;
        }
        Ok(replay)
    }

    /// Whether a torn last line was dropped.
    pub fn dropped_torn_line(&self) -> bool {
        self.notes
            .iter()
            .any(|n| matches!(n, ReadNote::TornLastLine { .. }))
    }

    /// The game as the events leave it.
    pub fn state(&self) -> ReplayState {
        ReplayState::replay(&self.header.settings, &self.events)
    }

    /// The moves that stand after take-backs and reconciliations, in order: replay these to
    /// rebuild the session.
    pub fn moves(&self) -> Vec<JournalMove> {
        self.state().moves
    }

    /// Whether every standing move can be replayed from the start, by the game's rules: a
    /// journal that fails this is damaged.
    ///
    /// # Errors
    ///
    /// As [`Replay::to_game`] or, for a 3D game, [`Replay::to_game3`].
    pub fn check(&self) -> Result<(), JournalError> {
        if self.header.is_three_d() {
            self.to_game3().map(|_| ())
        } else {
            self.to_game().map(|_| ())
        }
    }

    /// A 3D game as a [`Game3`]: the start position from the header's FEN3D, every standing
    /// move read in the seed's notation and checked for legality, with its draw offer, and
    /// the result ([`end_of_result`]).
    ///
    /// # Errors
    ///
    /// [`JournalError::BadStart3d`], [`JournalError::IllegalMove`].
    pub fn to_game3(&self) -> Result<Game3, JournalError> {
        let state = self.state();
        let fen = &self.header.start_fen;
        let start = read_fen3d(fen).map_err(|problem| JournalError::BadStart3d {
            path: self.path.clone(),
            fen: fen.clone(),
            problem,
        })?;
        let mut game = Game3::new(start);
        let mut position = game.start.clone();
        for (index, journaled) in state.moves.iter().enumerate() {
            let Reading3::Move(played) = read_move3(&position, &journaled.uci) else {
                return Err(JournalError::IllegalMove {
                    path: self.path.clone(),
                    ply: index + 1,
                    uci: journaled.uci.clone(),
                });
            };
            position = position.play_unchecked(&played);
            game.moves.push((played, journaled.draw_offer));
        }
        game.end = state
            .result
            .as_ref()
            .and_then(|result| end_of_result(&position, &result.result));
        Ok(game)
    }

    /// The game as a [`Game`]: the start position from the header, every standing move checked
    /// for legality, with draw offers, the mover's clock after each move, and the result.
    pub fn to_game(&self) -> Result<Game, JournalError> {
        let state = self.state();
        let fen = &self.header.start_fen;
        let start = parse_fen(fen).map_err(|problem| JournalError::BadStart {
            path: self.path.clone(),
            fen: fen.clone(),
            problem,
        })?;
        let mut game = Game::new();
        game.start = start.clone();
        let mut position = start;
        for (index, journaled) in state.moves.iter().enumerate() {
            let illegal = || JournalError::IllegalMove {
                path: self.path.clone(),
                ply: index + 1,
                uci: journaled.uci.clone(),
            };
            let played = journaled
                .uci
                .parse::<UciMove>()
                .map_err(|_| illegal())?
                .to_move(&position)
                .map_err(|_| illegal())?;
            let mover = position.turn();
            let mut recorded = RecordedMove::new(played);
            recorded.draw_offer = journaled.draw_offer;
            recorded.clock = journaled
                .clock_ms
                .map(|clocks| Duration::from_millis(clocks[clock_index(mover)]));
            game.moves.push(recorded);
            position.play_unchecked(played);
        }
        game.result = state
            .result
            .as_ref()
            .and_then(|r| r.result.parse::<Outcome>().ok());
        Ok(game)
    }
}

/// A move that stands in the replayed game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct JournalMove {
    /// Its ply as journaled.
    pub ply: u32,
    /// The move in UCI.
    pub uci: String,
    /// The move as announced.
    pub san: String,
    /// Whether a draw offer came with it.
    pub draw_offer: bool,
    /// Both clocks after it, White's first, in milliseconds.
    pub clock_ms: Option<[u64; 2]>,
}

/// How the game ended, as journaled.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct JournalResult {
    /// The PGN result token.
    pub result: String,
    /// Why.
    pub reason: String,
}

/// The game as a journal's events leave it.
#[derive(Clone, Debug, PartialEq)]
pub struct ReplayState {
    /// The moves that stand.
    pub moves: Vec<JournalMove>,
    /// The result, unless the game goes on (a take-back after the end clears it).
    pub result: Option<JournalResult>,
    /// The clocks, White's first, in milliseconds, as last journaled by a move or a clock event.
    pub clock_ms: Option<[u64; 2]>,
    /// Whose clock runs, as the last clock event said.
    pub running: Option<Color>,
    /// The header's settings with every [`JournalEvent::Setting`] applied in order.
    pub settings: Value,
    /// Whether the last event is [`JournalEvent::Closed`]: the session ended cleanly.
    pub closed: bool,
    /// The ply of the last move the opponent repeated (F2.1), if any.
    pub last_repeated: Option<u32>,
    /// Whether the game was adjourned and not resumed since.
    pub adjourned: bool,
}

impl ReplayState {
    /// Replays `events` on a game started with `settings`:
    /// - a move is added; a take-back removes the last move; a reconciliation cuts the moves
    ///   to its agreed plies. Both clear a result when they remove a move.
    /// - a result is set; the clocks follow moves with clocks and clock events;
    /// - a setting replaces the value at its dotted key, making objects on the way.
    pub fn replay(settings: &Value, events: &[JournalEvent]) -> ReplayState {
        let mut state = ReplayState {
            moves: Vec::new(),
            result: None,
            clock_ms: None,
            running: None,
            settings: settings.clone(),
            closed: false,
            last_repeated: None,
            adjourned: false,
        };
        for event in events {
            match event {
                JournalEvent::Move {
                    ply,
                    uci,
                    san,
                    draw_offer,
                    clock_ms,
                } => {
                    state.moves.push(JournalMove {
                        ply: *ply,
                        uci: uci.clone(),
                        san: san.clone(),
                        draw_offer: *draw_offer,
                        clock_ms: *clock_ms,
                    });
                    if clock_ms.is_some() {
                        state.clock_ms = *clock_ms;
                    }
                }
                JournalEvent::TakeBack { .. } => {
                    if state.moves.pop().is_some() {
                        state.result = None;
                    }
                    state.keep_repetitions_standing();
                }
                JournalEvent::Reconciliation { agreed_plies, .. } => {
                    let keep = *agreed_plies as usize;
                    if keep < state.moves.len() {
                        state.moves.truncate(keep);
                        state.result = None;
                    }
                    state.keep_repetitions_standing();
                }
                // "*": the end was taken back and the game goes on.
                JournalEvent::Result { result, .. } if result == "*" => state.result = None,
                JournalEvent::Result { result, reason } => {
                    state.result = Some(JournalResult {
                        result: result.clone(),
                        reason: reason.clone(),
                    });
                }
                JournalEvent::ClockSwitch {
                    ply,
                    clock_ms,
                    running,
                } => {
                    state.clock_ms = Some(*clock_ms);
                    state.running = *running;
                    // The press that completes a move after its repetition (F2.1, F2.3)
                    // or its correction window (F2.6) gives that move its times (a move
                    // journaled before its press has the times of its announcement). The
                    // press of a move whose window the next move closed comes after that
                    // next move in the same step, so it may name an earlier ply.
                    let index = (*ply as usize).checked_sub(1);
                    if let Some(pressed) = index.and_then(|i| state.moves.get_mut(i)) {
                        pressed.clock_ms = Some(*clock_ms);
                    }
                }
                JournalEvent::Setting { key, value } => {
                    set_dotted(&mut state.settings, key, value.clone());
                }
                JournalEvent::Repetition { ply, count, .. } if *count == 1 => {
                    state.last_repeated = Some(*ply);
                }
                JournalEvent::Repetition { .. }
                | JournalEvent::Correction { .. }
                | JournalEvent::Claim { .. }
                | JournalEvent::Note { .. }
                | JournalEvent::Closed { .. } => {}
                JournalEvent::Resumed { .. } => state.adjourned = false,
                JournalEvent::Adjourned { .. } => state.adjourned = true,
            }
        }
        state.closed = matches!(events.last(), Some(JournalEvent::Closed { .. }));
        state
    }

    /// A repetition of a move taken back is gone with it: a move played again at that ply
    /// waits for its own repetition. The moves that stand were complete (a later move was
    /// repeated).
    fn keep_repetitions_standing(&mut self) {
        let plies = u32::try_from(self.moves.len()).unwrap_or(u32::MAX);
        self.last_repeated = self.last_repeated.map(|ply| ply.min(plies));
    }

    /// Whether this game is worth offering for resuming: not closed cleanly, not over, and
    /// with at least one move standing (an empty game loses nothing).
    pub fn is_interrupted(&self) -> bool {
        !self.closed && self.result.is_none() && !self.moves.is_empty()
    }
}

/// Where journals live: [`DIR_ENV`] if set, else `$XDG_STATE_HOME/ansage/games`
/// (`~/.local/state/ansage/games`), else the local data directory's `ansage/games` on systems
/// without a state directory. The directory need not exist yet.
pub fn journal_dir() -> Result<PathBuf, JournalError> {
    dir_from(
        std::env::var_os(DIR_ENV).map(PathBuf::from),
        dirs::state_dir(),
        dirs::data_local_dir(),
    )
}

fn dir_from(
    chosen: Option<PathBuf>,
    state: Option<PathBuf>,
    data_local: Option<PathBuf>,
) -> Result<PathBuf, JournalError> {
    if let Some(dir) = chosen.filter(|d| !d.as_os_str().is_empty()) {
        return Ok(dir);
    }
    state
        .or(data_local)
        .map(|base| base.join("ansage").join("games"))
        .ok_or(JournalError::NoPlace)
}

/// The journal of the interrupted game in [`journal_dir`], if there is one: see
/// [`find_interrupted_in`].
pub fn find_interrupted() -> Option<PathBuf> {
    find_interrupted_in(&journal_dir().ok()?)
}

/// The folder below the journal folder where finished journals are moved, so that the
/// start looks only at the games that may go on.
pub const FINISHED_DIR: &str = "finished";

/// The folder below the journal folder where journals whose game cannot be replayed (an
/// illegal move in them) are moved, each with a `.reason.txt` beside it.
pub const DAMAGED_DIR: &str = "damaged";

/// The games that wait to be continued, and the journals set aside on the way.
#[derive(Debug, Default)]
pub struct Waiting {
    /// The interrupted or adjourned games, most recently written first.
    pub games: Vec<Replay>,
    /// Journals whose game cannot be replayed, moved into [`DAMAGED_DIR`]: each one's new
    /// place and why. They are said once and not offered again.
    pub set_aside: Vec<(PathBuf, JournalError)>,
}

/// The most recently written journal in `dir` whose game was interrupted or adjourned
/// ([`ReplayState::is_interrupted`]: not closed, not over, at least one move); see
/// [`list_interrupted_in`].
pub fn find_interrupted_in(dir: &Path) -> Option<PathBuf> {
    interrupted_in(dir, true)
        .games
        .into_iter()
        .next()
        .map(|replay| replay.path)
}

/// Every journal in `dir` whose game was interrupted or adjourned, most recently written
/// first. Journals whose last line says the game is finished (closed cleanly, or a result)
/// are recognised without reading the rest and moved into [`FINISHED_DIR`], so that the
/// start stays quick however many games were played; a journal whose game cannot be
/// replayed is moved into [`DAMAGED_DIR`] with the reason, once. Files that are not
/// `*.jsonl` or cannot be read as journals are passed over and left where they are; so are
/// games another ansage plays now.
pub fn list_interrupted_in(dir: &Path) -> Waiting {
    interrupted_in(dir, false)
}

/// The interrupted games of [`journal_dir`], as [`list_interrupted_in`].
pub fn list_interrupted() -> Waiting {
    journal_dir()
        .map(|dir| list_interrupted_in(&dir))
        .unwrap_or_default()
}

fn interrupted_in(dir: &Path, first_only: bool) -> Waiting {
    let mut waiting = Waiting::default();
    let Ok(entries) = fs::read_dir(dir) else {
        return waiting;
    };
    let mut journals: Vec<(SystemTime, PathBuf)> = entries
        .filter_map(|entry| {
            let entry = entry.ok()?;
            let path = entry.path();
            if path.extension().is_none_or(|e| e != EXTENSION) {
                return None;
            }
            let meta = entry.metadata().ok()?;
            meta.is_file()
                .then(|| (meta.modified().unwrap_or(UNIX_EPOCH), path))
        })
        .collect();
    // Newest first; the name (which starts with the creation time) breaks ties.
    journals.sort_by(|a, b| b.cmp(a));
    for (_, path) in journals {
        // A game another ansage plays now is not offered.
        if crate::storage::lock::locked_elsewhere(&path) {
            continue;
        }
        if last_line_says_finished(&path) {
            set_aside(dir, FINISHED_DIR, &path);
            continue;
        }
        let Ok(replay) = Journal::read(&path) else {
            continue;
        };
        if !replay.state().is_interrupted() {
            continue;
        }
        // A game that cannot be replayed would be offered at every start and hide the
        // others: it is set aside with its reason, and said once.
        if let Err(error) = replay.check() {
            if let Some(moved) = set_aside(dir, DAMAGED_DIR, &path) {
                let mut reason = moved.as_os_str().to_owned();
                reason.push(".reason.txt");
                let _ = fs::write(
                    PathBuf::from(reason),
                    // In every language ansage speaks, one a line.
                    crate::words::folders::FOLDERS
                        .iter()
                        .filter_map(|folder| folder.code.parse::<Language>().ok())
                        .map(|language| format!("{}\n", error.message(language)))
                        .collect::<String>(),
                );
                waiting.set_aside.push((moved, error));
            }
            continue;
        }
        waiting.games.push(replay);
        if first_only {
            break;
        }
    }
    waiting
}

/// Whether the last complete line of a journal is [`JournalEvent::Closed`] or a result
/// other than `*`: read from the end of the file, without replaying it.
fn last_line_says_finished(path: &Path) -> bool {
    use std::io::{Read, Seek, SeekFrom};
    const TAIL: u64 = 4096;
    let Ok(mut file) = File::open(path) else {
        return false;
    };
    let Ok(len) = file.metadata().map(|m| m.len()) else {
        return false;
    };
    let from = len.saturating_sub(TAIL);
    if file.seek(SeekFrom::Start(from)).is_err() {
        return false;
    }
    let mut tail = Vec::new();
    if file.read_to_end(&mut tail).is_err() {
        return false;
    }
    let Some(body) = tail.strip_suffix(b"\n") else {
        return false;
    };
    let last = match body.iter().rposition(|&b| b == b'\n') {
        Some(at) => &body[at + 1..],
        // The whole tail is one line: only trusted when it is the whole file.
        None if from == 0 => body,
        None => return false,
    };
    match serde_json::from_slice::<JournalEvent>(last) {
        Ok(JournalEvent::Closed { .. }) => true,
        Ok(JournalEvent::Result { result, .. }) => result != "*",
        _ => false,
    }
}

/// Moves a journal into the folder `folder` below `dir`; returns its new place, or `None`
/// where it stays (the move failed).
fn set_aside(dir: &Path, folder: &str, path: &Path) -> Option<PathBuf> {
    let aside = dir.join(folder);
    fs::create_dir_all(&aside).ok()?;
    let target = aside.join(path.file_name()?);
    if target.exists() {
        return None;
    }
    fs::rename(path, &target).ok()?;
    Some(target)
}

/// The lines of a file: each with whether it ended in `"\n"`.
struct Lines<'a> {
    bytes: &'a [u8],
    /// Where the next line starts.
    start: usize,
}

impl<'a> Iterator for Lines<'a> {
    type Item = (&'a [u8], bool);

    fn next(&mut self) -> Option<Self::Item> {
        let rest = &self.bytes[self.start..];
        if rest.is_empty() {
            return None;
        }
        Some(match rest.iter().position(|&b| b == b'\n') {
            Some(end) => {
                self.start += end + 1;
                (&rest[..end], true)
            }
            None => {
                self.start = self.bytes.len();
                (rest, false)
            }
        })
    }
}

impl Lines<'_> {
    /// How many of the remaining lines hold anything but white space.
    fn count_nonblank(&mut self) -> usize {
        self.filter(|(line, _)| !line.trim_ascii().is_empty())
            .count()
    }
}

fn parse_header(line: &[u8]) -> Result<Header, String> {
    let header: Header = serde_json::from_slice(line)
        .map_err(|e| format!("the first line is not a journal header ({e})"))?;
    if header.format == 0 {
        return Err("the header has format 0".into());
    }
    Ok(header)
}

enum Parsed {
    Event(JournalEvent),
    Unknown(String),
    Blank,
}

/// One complete line: an event, an unknown kind, a blank line, or (`None`) not an event.
fn parse_event(line: &[u8]) -> Result<Parsed, DamageReason> {
    if line.trim_ascii().is_empty() {
        return Ok(Parsed::Blank);
    }
    // A line cut short by a crash ends too early (even when a newline followed it): torn.
    let value: Value = serde_json::from_slice(line).map_err(|e| {
        if e.is_eof() {
            DamageReason::Torn
        } else {
            DamageReason::NotJson
        }
    })?;
    let kind = value
        .get("type")
        .and_then(Value::as_str)
        .ok_or(DamageReason::NoType)?
        .to_owned();
    match serde_json::from_value::<JournalEvent>(value) {
        Ok(event) => Ok(Parsed::Event(event)),
        Err(_) if !JournalEvent::KINDS.contains(&kind.as_str()) => Ok(Parsed::Unknown(kind)),
        Err(_) => Err(DamageReason::BadField(kind)),
    }
}

/// Where a side's clock is in a `[White, Black]` pair (`Color as usize` would be the other way
/// round: shakmaty numbers Black 0).
fn clock_index(color: Color) -> usize {
    match color {
        Color::White => 0,
        Color::Black => 1,
    }
}

fn to_line<T: Serialize>(value: &T) -> String {
    // Serializing plain data with string keys cannot fail.
    serde_json::to_string(value).expect("journal lines serialize")
}

/// Sets `root[a][b]…` for the key `"a.b…"`, making objects where there are none.
fn set_dotted(root: &mut Value, key: &str, value: Value) {
    let mut node = root;
    let mut parts = key.split('.').peekable();
    while let Some(part) = parts.next() {
        if !node.is_object() {
            *node = Value::Object(Map::new());
        }
        let Value::Object(map) = node else {
            unreachable!("made an object above")
        };
        if parts.peek().is_none() {
            map.insert(part.to_owned(), value);
            return;
        }
        node = map.entry(part).or_insert_with(|| Value::Object(Map::new()));
    }
}

/// Flushes a directory entry (a new file's name) to disk. Best effort: some file systems
/// refuse to sync directories, and the file's own data is synced anyway.
fn sync_dir(dir: &Path) {
    #[cfg(unix)]
    if let Ok(handle) = File::open(if dir.as_os_str().is_empty() {
        Path::new(".")
    } else {
        dir
    }) {
        let _ = handle.sync_all();
    }
    #[cfg(not(unix))]
    let _ = dir;
}

fn unix_ms_now() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| u64::try_from(d.as_millis()).unwrap_or(u64::MAX))
}

/// Year, month, day, hour, minute, second (UTC) of a Unix time in seconds.
fn utc_parts(secs: u64) -> (i64, u32, u32, u32, u32, u32) {
    let days = (secs / 86_400) as i64;
    let rem = secs % 86_400;
    // Howard Hinnant's civil_from_days.
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let month = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let year = yoe + era * 400 + i64::from(month <= 2);
    (
        year,
        month,
        day,
        (rem / 3600) as u32,
        (rem / 60 % 60) as u32,
        (rem % 60) as u32,
    )
}

/// `2026-05-01T18:04:11.532Z`
fn rfc3339_utc(unix_ms: u64) -> String {
    let (y, mo, d, h, mi, s) = utc_parts(unix_ms / 1000);
    format!(
        "{y:04}-{mo:02}-{d:02}T{h:02}:{mi:02}:{s:02}.{:03}Z",
        unix_ms % 1000
    )
}

/// `20260501T180411Z`, for file names.
fn file_stamp(unix_ms: u64) -> String {
    let (y, mo, d, h, mi, s) = utc_parts(unix_ms / 1000);
    format!("{y:04}{mo:02}{d:02}T{h:02}{mi:02}{s:02}Z")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn header() -> Header {
        Header::new(
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            serde_json::json!({"language": "de", "clock": {"base_ms": 300000}}),
        )
    }

    fn journal_bytes(events: &[JournalEvent]) -> Vec<u8> {
        let mut out = to_line(&header()).into_bytes();
        out.push(b'\n');
        for event in events {
            out.extend_from_slice(to_line(event).as_bytes());
            out.push(b'\n');
        }
        out
    }

    fn mv(ply: u32, uci: &str) -> JournalEvent {
        JournalEvent::Move {
            ply,
            uci: uci.into(),
            san: uci.into(),
            draw_offer: false,
            clock_ms: None,
        }
    }

    #[test]
    fn dates_are_utc_and_correct() {
        assert_eq!(rfc3339_utc(0), "1970-01-01T00:00:00.000Z");
        assert_eq!(rfc3339_utc(951_782_400_000), "2000-02-29T00:00:00.000Z");
        assert_eq!(rfc3339_utc(1_777_658_651_532), "2026-05-01T18:04:11.532Z");
        assert_eq!(rfc3339_utc(4_107_542_399_999), "2100-02-28T23:59:59.999Z");
        assert_eq!(file_stamp(1_777_658_651_532), "20260501T180411Z");
    }

    #[test]
    fn the_directory_follows_the_override_then_state_then_data() {
        let some = |s: &str| Some(PathBuf::from(s));
        assert_eq!(
            dir_from(some("/x"), some("/s"), some("/d")).unwrap(),
            PathBuf::from("/x")
        );
        assert_eq!(
            dir_from(some(""), some("/s"), some("/d")).unwrap(),
            PathBuf::from("/s/ansage/games")
        );
        assert_eq!(
            dir_from(None, None, some("/d")).unwrap(),
            PathBuf::from("/d/ansage/games")
        );
        assert!(matches!(
            dir_from(None, None, None),
            Err(JournalError::NoPlace)
        ));
    }

    #[test]
    fn kinds_match_the_serialized_type() {
        let event = JournalEvent::Closed { at_unix_ms: 5 };
        let value = serde_json::to_value(&event).unwrap();
        assert_eq!(value["type"], event.kind());
        assert!(JournalEvent::KINDS.contains(&event.kind()));
        let unique: std::collections::BTreeSet<_> = JournalEvent::KINDS.iter().collect();
        assert_eq!(unique.len(), JournalEvent::KINDS.len());
    }

    #[test]
    fn take_backs_results_and_reconciliations_replay() {
        let events = vec![
            mv(1, "e2e4"),
            mv(2, "e7e5"),
            JournalEvent::TakeBack { ply: 2 },
            mv(2, "c7c5"),
            mv(3, "g1f3"),
            JournalEvent::Result {
                result: "1-0".into(),
                reason: "resignation".into(),
            },
            JournalEvent::TakeBack { ply: 3 },
            mv(3, "b1c3"),
            mv(4, "b8c6"),
            JournalEvent::Reconciliation {
                rule: "F2.8".into(),
                agreed_plies: 3,
                fen: String::new(),
            },
            JournalEvent::Setting {
                key: "clock.increment_ms".into(),
                value: serde_json::json!(2000),
            },
            JournalEvent::ClockSwitch {
                ply: 3,
                clock_ms: [1000, 2000],
                running: Some(Color::Black),
            },
        ];
        let replay = Replay::from_bytes(Path::new("x.jsonl"), &journal_bytes(&events)).unwrap();
        let state = replay.state();
        let ucis: Vec<&str> = state.moves.iter().map(|m| m.uci.as_str()).collect();
        assert_eq!(ucis, ["e2e4", "c7c5", "b1c3"]);
        assert_eq!(state.result, None);
        assert_eq!(state.clock_ms, Some([1000, 2000]));
        assert_eq!(state.running, Some(Color::Black));
        assert_eq!(
            state.settings,
            serde_json::json!({"language": "de", "clock": {"base_ms": 300000, "increment_ms": 2000}})
        );
        assert!(state.is_interrupted());
        let game = replay.to_game().unwrap();
        assert_eq!(game.moves.len(), 3);
    }

    #[test]
    fn a_closed_or_finished_game_is_not_interrupted() {
        let closed = [mv(1, "e2e4"), JournalEvent::Closed { at_unix_ms: 1 }];
        let replay = Replay::from_bytes(Path::new("x"), &journal_bytes(&closed)).unwrap();
        assert!(!replay.state().is_interrupted());
        let reopened = [
            mv(1, "e2e4"),
            JournalEvent::Closed { at_unix_ms: 1 },
            JournalEvent::Resumed { at_unix_ms: 2 },
        ];
        let replay = Replay::from_bytes(Path::new("x"), &journal_bytes(&reopened)).unwrap();
        assert!(replay.state().is_interrupted());
        let over = [
            mv(1, "e2e4"),
            JournalEvent::Result {
                result: "0-1".into(),
                reason: "resignation".into(),
            },
        ];
        let replay = Replay::from_bytes(Path::new("x"), &journal_bytes(&over)).unwrap();
        assert!(!replay.state().is_interrupted());
        let empty = Replay::from_bytes(Path::new("x"), &journal_bytes(&[])).unwrap();
        assert!(!empty.state().is_interrupted());
    }

    #[test]
    fn every_prefix_of_a_journal_reads_without_panic() {
        let events = [
            mv(1, "e2e4"),
            JournalEvent::Note {
                text: "ä\n\"ß\"".into(),
            },
            mv(2, "e7e5"),
        ];
        let bytes = journal_bytes(&events);
        for cut in 0..=bytes.len() {
            match Replay::from_bytes(Path::new("x"), &bytes[..cut]) {
                Ok(replay) => {
                    assert!(events.starts_with(&replay.events), "cut at {cut}");
                    assert!(replay.valid_len as usize <= cut);
                    assert_eq!(bytes[replay.valid_len as usize - 1], b'\n');
                }
                Err(e) => assert!(matches!(e, JournalError::NotAJournal { .. }), "{e}"),
            }
        }
    }

    /// A journal is the player's alone (issue 30 §14: a hosted match's journal holds the
    /// device's seat token): made readable and writable by its owner only.
    #[cfg(unix)]
    #[test]
    fn a_new_journal_is_readable_by_its_owner_only() {
        use std::os::unix::fs::PermissionsExt;
        let path = std::env::temp_dir().join(format!("ansage-journal-mode-{}", std::process::id()));
        let _ = fs::remove_file(&path);
        let journal = Journal::create(&path, &header()).unwrap();
        let mode = fs::metadata(&path).unwrap().permissions().mode() & 0o777;
        drop(journal);
        let _ = fs::remove_file(&path);
        assert_eq!(mode, 0o600, "{mode:o}");
    }

    /// A full disk (`/dev/full` answers every write with ENOSPC): the event waits and is
    /// written, in order, before the next one once writing works again.
    #[cfg(target_os = "linux")]
    #[test]
    fn a_failed_write_keeps_the_event_for_the_next_append() {
        let full = OpenOptions::new().append(true).open("/dev/full").unwrap();
        let path = std::env::temp_dir().join(format!("ansage-journal-full-{}", std::process::id()));
        let _ = fs::remove_file(&path);
        let mut journal = Journal::create(&path, &header()).unwrap();
        let good = std::mem::replace(&mut journal.file, full);
        let error = journal.append(&mv(1, "e2e4")).unwrap_err();
        assert!(
            matches!(&error, JournalError::Write { source, .. } if source.kind() == io::ErrorKind::StorageFull)
        );
        assert!(
            error
                .message(Language::GERMAN)
                .starts_with("Der Datenträger ist voll")
        );
        assert!(
            error
                .message(Language::ENGLISH)
                .starts_with("The disk is full")
        );
        assert!(journal.unwritten() > 0);
        journal.file = good;
        journal.needs_repair = false;
        journal.append(&mv(2, "e7e5")).unwrap();
        assert_eq!(journal.unwritten(), 0);
        let replay = Journal::read(&path).unwrap();
        assert_eq!(replay.events, [mv(1, "e2e4"), mv(2, "e7e5")]);
        fs::remove_file(&path).unwrap();
    }

    #[test]
    fn a_damaged_middle_line_stops_reading_there() {
        let mut bytes = journal_bytes(&[mv(1, "e2e4")]);
        bytes.extend_from_slice(b"{\"type\":\"move\",\"ply\":\n");
        bytes.extend_from_slice(&journal_bytes(&[mv(2, "e7e5")])[..]);
        let replay = Replay::from_bytes(Path::new("x"), &bytes).unwrap();
        assert_eq!(replay.events, [mv(1, "e2e4")]);
        assert_eq!(
            replay.notes,
            [ReadNote::Damaged {
                line: 3,
                lines_after: 2,
                reason: DamageReason::Torn,
            }]
        );
    }
}
