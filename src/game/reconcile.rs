//! Settling differing positions with both players' records (FIDE Appendix F, F2.7 and F2.8).
//!
//! Both records are replayed from the start position ([`Record::replay`]).
//!
//! - **The records agree** ([`Rule::Agree`] or [`Rule::CorrectBoards`], F2.7): the replayed
//!   position is the right one, and every board that differs is corrected to it.
//! - **The records differ** ([`Rule::TakeBack`], F2.8): the moves are taken back to the last
//!   ply on which both agree; both boards are set to that position, the clocks return to the
//!   times recorded at that ply, and play continues from there with the side to move.
//!
//! What counts as agreeing:
//! - A record that contains a move that is not exactly one legal move (illegal, ambiguous
//!   or no move at all) agrees with nothing from that move on, even if the other record has
//!   the same text there.
//! - A record shorter than the other by at most [`UNRECORDED_PLIES`] (one ply: one side's
//!   move) agrees up to its end, and the longer record's extra move stands: its player has
//!   simply not written the last move yet. The target is the longer record's position, and
//!   the rule is [`Rule::Agree`] or [`Rule::CorrectBoards`] as for equal records. A record
//!   shorter by more is not taken on trust: the moves are taken back to its end (F2.8).
//!
//! Boards: a board given is whatever stands on the table, any placement, legal in chess or
//! not; only the placement matters ([`parse_board`]). A board not given is taken to match
//! its own player's record, replayed up to its first move that cannot be played; so for F2.8
//! without boards the steps say how to take the moves back on each board.
//!
//! Clocks: the times at a ply are the last `[%clk]` times each side recorded at or before
//! it, taken from White's record where it has one for that ply, else from Black's. No times
//! are known for ply 0 (the clocks go back to their starting times).
//!
//! Everything said is one line of text, squares in the Appendix F alphabet ("Felix drei"),
//! in German or English; [`Reconciliation`] serialises to the JSON of
//! `ansage reconcile --json`.

mod record;
mod steps;

use std::path::PathBuf;
use std::time::Duration;

use serde::ser::{Serialize, SerializeStruct, Serializer};
use shakmaty::{Board, Chess, Color, Move, Position};

use crate::language::Language;
use crate::notation::fen::{FenError, check_board_field, parse_fen, write_fen};
use crate::vocabulary::color_name;
use crate::words::announce::announce;
use crate::words::messages::{clock_time, move_number};

pub use record::{
    IllegalKind, IllegalMove, MAX_RECORD_BYTES, Record, RecordError, Replay, WrittenMove,
};
pub use steps::{Action, Step, correction_steps};

/// How many plies one record may lack at its end and still agree with the other: the
/// player has not written the last move yet.
pub const UNRECORDED_PLIES: usize = 1;

/// Which rule settles the position; written as `agree`, `F2.7` or `F2.8`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Rule {
    /// The records agree and both boards show their position: nothing to do.
    #[serde(rename = "agree")]
    Agree,
    /// F2.7: the records agree; each board that differs is corrected to them.
    #[serde(rename = "F2.7")]
    CorrectBoards,
    /// F2.8: the records differ; the moves are taken back to the last ply both agree on.
    #[serde(rename = "F2.8")]
    TakeBack,
}

impl Rule {
    /// `agree`, `F2.7` or `F2.8`, as in the JSON output.
    pub fn code(self) -> &'static str {
        match self {
            Rule::Agree => "agree",
            Rule::CorrectBoards => "F2.7",
            Rule::TakeBack => "F2.8",
        }
    }
}

/// Remaining times at the target ply, where the records have them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Clocks {
    /// White's remaining time.
    pub white: Option<Duration>,
    /// Black's remaining time.
    pub black: Option<Duration>,
}

/// What one player has to do to their board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardCorrection {
    /// Whether the board already shows the target position.
    pub board_ok: bool,
    /// Whether the board was given; if not, it was taken to match the player's own record.
    pub given: bool,
    /// The board as it stands (given, or from the record).
    pub board: Board,
    /// The fewest steps that turn it into the target, in an order that can be carried out.
    pub steps: Vec<Step>,
}

/// What a record holds at the ply where the records part.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Entry {
    /// A legal move.
    Move(Move),
    /// A written move that cannot be played.
    Illegal(IllegalMove),
    /// Nothing: the record ends before.
    Nothing,
}

/// Where and how the records part (F2.8).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Divergence {
    /// The first ply on which they do not agree (0-based: the number of agreed plies).
    pub ply: usize,
    /// What White's record has there.
    pub white: Entry,
    /// What Black's record has there.
    pub black: Entry,
}

/// The settlement: rule, target position, clocks, and what each player does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reconciliation {
    /// Agree, F2.7 or F2.8.
    pub rule: Rule,
    /// The number of plies from the start to the target position: for F2.7 all agreed plies
    /// (including a move one record has not written yet), for F2.8 the last ply both agree on.
    pub agreed_plies: usize,
    /// The target position.
    pub position: Chess,
    /// The target position as FEN.
    pub fen: String,
    /// The side to move in the target position.
    pub to_move: Color,
    /// The remaining times at the target ply, where recorded.
    pub clocks: Clocks,
    /// White's board.
    pub white: BoardCorrection,
    /// Black's board.
    pub black: BoardCorrection,
    /// White's record, replayed.
    pub white_record: Replay,
    /// Black's record, replayed.
    pub black_record: Replay,
    /// Where the records part, for F2.8.
    pub divergence: Option<Divergence>,
    /// The side whose record lacks the last move that stands (records one ply apart).
    pub unrecorded: Option<Color>,
    /// Everything in one line of sentences, in the chosen language.
    pub text: String,
}

/// Settles the position from both records and, where given, both boards.
///
/// `start` is the position both records start from ([`start_position`] picks it). A board
/// not given is taken to match its own record. `language` words the text and the steps, and
/// reads notation whose letters do not show their language.
pub fn reconcile(
    start: &Chess,
    white: &Record,
    black: &Record,
    white_board: Option<&Board>,
    black_board: Option<&Board>,
    language: Language,
) -> Reconciliation {
    let w = white.replay(start, language);
    let b = black.replay(start, language);
    let (wl, bl) = (w.moves.len(), b.moves.len());
    let common = w
        .moves
        .iter()
        .zip(&b.moves)
        .take_while(|(x, y)| x == y)
        .count();
    let agree = w.illegal.is_none()
        && b.illegal.is_none()
        && common == wl.min(bl)
        && wl.abs_diff(bl) <= UNRECORDED_PLIES;
    let target_plies = if agree { wl.max(bl) } else { common };
    let longer = if wl >= bl { &w } else { &b };
    let position = longer.position_after(target_plies);
    let target = position.board().clone();

    let correction = |given: Option<&Board>, replay: &Replay| {
        let board = given
            .cloned()
            .unwrap_or_else(|| replay.final_position().board().clone());
        let steps = correction_steps(&board, &target, language);
        BoardCorrection {
            board_ok: steps.is_empty(),
            given: given.is_some(),
            board,
            steps,
        }
    };
    let white_fix = correction(white_board, &w);
    let black_fix = correction(black_board, &b);

    let rule = match (agree, white_fix.board_ok && black_fix.board_ok) {
        (false, _) => Rule::TakeBack,
        (true, true) => Rule::Agree,
        (true, false) => Rule::CorrectBoards,
    };
    let unrecorded = match (agree, wl.cmp(&bl)) {
        (true, std::cmp::Ordering::Less) => Some(Color::White),
        (true, std::cmp::Ordering::Greater) => Some(Color::Black),
        _ => None,
    };
    let divergence = (!agree).then(|| Divergence {
        ply: common,
        white: entry_at(&w, common),
        black: entry_at(&b, common),
    });
    let clocks = clocks_at(&w, &b, target_plies);

    let mut result = Reconciliation {
        rule,
        agreed_plies: target_plies,
        fen: write_fen(&position),
        to_move: position.turn(),
        position,
        clocks,
        white: white_fix,
        black: black_fix,
        white_record: w,
        black_record: b,
        divergence,
        unrecorded,
        text: String::new(),
    };
    result.text = describe(&result, language);
    result
}

fn entry_at(replay: &Replay, ply: usize) -> Entry {
    if let Some(m) = replay.moves.get(ply) {
        Entry::Move(*m)
    } else {
        match &replay.illegal {
            Some(illegal) if illegal.ply == ply => Entry::Illegal(illegal.clone()),
            _ => Entry::Nothing,
        }
    }
}

/// Each side's last recorded time at or before `plies` (White's record first, then Black's).
fn clocks_at(w: &Replay, b: &Replay, plies: usize) -> Clocks {
    let mut clocks = Clocks::default();
    let mut mover = w.start.turn();
    for ply in 0..plies {
        let time = w
            .clocks
            .get(ply)
            .copied()
            .flatten()
            .or_else(|| b.clocks.get(ply).copied().flatten());
        if let Some(time) = time {
            match mover {
                Color::White => clocks.white = Some(time),
                Color::Black => clocks.black = Some(time),
            }
        }
        mover = mover.other();
    }
    clocks
}

/// "Zug zwei, Weiß" / "move two, White": the move number and side of the ply after `plies`
/// plies, to stand inside a sentence.
fn ply_label(replay: &Replay, plies: usize, language: Language) -> String {
    let pos = replay.position_after(plies);
    inline(
        move_number(pos.fullmoves().get(), pos.turn(), language),
        language,
    )
}

/// A move of a replay in words, to stand inside a sentence ("Springer Felix drei",
/// "knight Felix three").
fn ply_words(replay: &Replay, ply: usize, language: Language) -> String {
    let pos = replay.position_after(ply);
    match replay.moves.get(ply) {
        Some(m) => inline(announce(&pos, *m, language), language),
        None => String::new(),
    }
}

fn inline(words: String, language: Language) -> String {
    match language {
        Language::German => words,
        Language::English => {
            let mut chars = words.chars();
            match chars.next() {
                Some(first) => first.to_lowercase().chain(chars).collect(),
                None => words,
            }
        }
    }
}

/// The whole settlement in sentences on one line.
fn describe(r: &Reconciliation, language: Language) -> String {
    let de = language == Language::German;
    let mut parts: Vec<String> = Vec::new();
    let longer = if r.white_record.moves.len() >= r.black_record.moves.len() {
        &r.white_record
    } else {
        &r.black_record
    };

    match &r.divergence {
        None => {
            if r.agreed_plies == 0 {
                parts.push(if de {
                    "Beide Aufzeichnungen sind leer; es gilt die Ausgangsstellung.".into()
                } else {
                    "Both records are empty; the starting position stands.".into()
                });
            } else {
                let last = r.agreed_plies - 1;
                let label = ply_label(longer, last, language);
                let words = ply_words(longer, last, language);
                parts.push(if de {
                    format!("Beide Aufzeichnungen stimmen überein bis {label}: {words}.")
                } else {
                    format!("Both records agree up to {label}: {words}.")
                });
            }
            if let Some(side) = r.unrecorded {
                let side = color_name(side, language);
                parts.push(if de {
                    format!("{side} hat diesen letzten Zug noch nicht aufgeschrieben und trägt ihn nach.")
                } else {
                    format!("{side} has not written this last move yet and adds it.")
                });
            }
            match r.rule {
                Rule::Agree => parts.push(if de {
                    "Beide Bretter zeigen diese Stellung.".into()
                } else {
                    "Both boards show this position.".into()
                }),
                _ => {
                    let which = match (r.white.board_ok, r.black.board_ok) {
                        (true, false) => Some(Color::Black),
                        (false, true) => Some(Color::White),
                        _ => None,
                    };
                    parts.push(match (de, which) {
                        (true, Some(side)) => format!(
                            "Regel F2.7: Die Aufzeichnungen gelten; das Brett von {} wird danach berichtigt.",
                            color_name(side, language)
                        ),
                        (true, None) => "Regel F2.7: Die Aufzeichnungen gelten; beide Bretter werden danach berichtigt.".into(),
                        (false, Some(side)) => format!(
                            "Rule F2.7: the records stand; {}'s board is corrected to them.",
                            color_name(side, language)
                        ),
                        (false, None) => {
                            "Rule F2.7: the records stand; both boards are corrected to them.".into()
                        }
                    });
                }
            }
        }
        Some(divergence) => {
            let label = ply_label(&r.white_record, divergence.ply, language);
            parts.push(if de {
                format!("Die Aufzeichnungen weichen voneinander ab, zuerst bei {label}.")
            } else {
                format!("The records differ, first at {label}.")
            });
            for (side, entry, other, replay) in [
                (
                    Color::White,
                    &divergence.white,
                    &divergence.black,
                    &r.white_record,
                ),
                (
                    Color::Black,
                    &divergence.black,
                    &divergence.white,
                    &r.black_record,
                ),
            ] {
                parts.push(entry_sentence(
                    side,
                    entry,
                    other,
                    replay,
                    divergence.ply,
                    language,
                ));
            }
            if r.agreed_plies == 0 {
                parts.push(if de {
                    "Regel F2.8: Alle Züge werden zurückgenommen; beide Bretter kommen in die Ausgangsstellung. Die Uhren werden auf ihre Anfangszeiten gestellt.".into()
                } else {
                    "Rule F2.8: all moves are taken back; both boards return to the starting position. The clocks are set to their starting times.".into()
                });
            } else {
                let last = r.agreed_plies - 1;
                let label = ply_label(&r.white_record, last, language);
                let words = ply_words(&r.white_record, last, language);
                parts.push(if de {
                    format!(
                        "Regel F2.8: Die Züge werden zurückgenommen bis {label}: {words}. Beide Bretter werden auf diese Stellung gestellt."
                    )
                } else {
                    format!(
                        "Rule F2.8: the moves are taken back to {label}: {words}. Both boards are set to that position."
                    )
                });
                parts.push(clock_sentence(r.clocks, language));
            }
        }
    }

    if r.rule != Rule::Agree {
        for (side, fix) in [(Color::White, &r.white), (Color::Black, &r.black)] {
            let name = color_name(side, language);
            if fix.board_ok {
                parts.push(if de {
                    format!("{name}: Ihr Brett stimmt.")
                } else {
                    format!("{name}: your board is right.")
                });
            } else {
                let steps: Vec<&str> = fix.steps.iter().map(|s| s.text.as_str()).collect();
                parts.push(format!("{name}: {}", steps.join(" ")));
            }
        }
    }
    let side = color_name(r.to_move, language);
    parts.push(if de {
        format!("{side} ist am Zug.")
    } else {
        format!("{side} to move.")
    });
    parts.join(" ")
}

/// What one record has where the records part, as a sentence.
fn entry_sentence(
    side: Color,
    entry: &Entry,
    other: &Entry,
    replay: &Replay,
    ply: usize,
    language: Language,
) -> String {
    let de = language == Language::German;
    let name = color_name(side, language);
    match entry {
        Entry::Move(_) => {
            let words = ply_words(replay, ply, language);
            if de {
                format!("{name} hat aufgeschrieben: {words}.")
            } else {
                format!("{name} wrote: {words}.")
            }
        }
        Entry::Illegal(illegal) => {
            let token = &illegal.token;
            let reason = &illegal.reason;
            match (de, illegal.kind) {
                (true, IllegalKind::Illegal) => format!(
                    "{name} hat aufgeschrieben: {token}. Dieser Zug ist nicht möglich: {reason}"
                ),
                (true, _) => format!("{name} hat aufgeschrieben: {token}. {reason}"),
                (false, IllegalKind::Illegal) => {
                    format!("{name} wrote: {token}. This move is not possible: {reason}")
                }
                (false, _) => format!("{name} wrote: {token}. {reason}"),
            }
        }
        Entry::Nothing => match (de, other) {
            (true, Entry::Move(_)) => format!(
                "{name} hat dort nichts aufgeschrieben; die Aufzeichnung ist mehr als einen Zug kürzer."
            ),
            (true, _) => format!("{name} hat dort nichts aufgeschrieben."),
            (false, Entry::Move(_)) => {
                format!("{name} wrote nothing there; the record is more than one move shorter.")
            }
            (false, _) => format!("{name} wrote nothing there."),
        },
    }
}

/// The clocks for F2.8, or who sets them when the records have no times.
fn clock_sentence(clocks: Clocks, language: Language) -> String {
    let de = language == Language::German;
    let said = |color: Color, time: Duration| {
        format!(
            "{} {}",
            color_name(color, language),
            clock_time(time, language)
        )
    };
    match (clocks.white, clocks.black) {
        (Some(w), Some(b)) => {
            if de {
                format!(
                    "Die Uhren werden gestellt: {}, {}.",
                    said(Color::White, w),
                    said(Color::Black, b)
                )
            } else {
                format!(
                    "The clocks are set to {}, {}.",
                    said(Color::White, w),
                    said(Color::Black, b)
                )
            }
        }
        (None, None) => {
            if de {
                "Zu diesem Zug sind keine Uhrzeiten aufgeschrieben; der Schiedsrichter stellt die Uhren.".into()
            } else {
                "No clock times are recorded for this move; the arbiter sets the clocks.".into()
            }
        }
        (known, _) => {
            let (color, time, missing) = match known {
                Some(w) => (Color::White, w, Color::Black),
                None => (Color::Black, clocks.black.unwrap_or_default(), Color::White),
            };
            if de {
                format!(
                    "Die Uhr wird gestellt: {}; für {} ist keine Zeit aufgeschrieben, diese Uhr stellt der Schiedsrichter.",
                    said(color, time),
                    color_name(missing, language)
                )
            } else {
                format!(
                    "The clock is set to {}; no time is recorded for {}, the arbiter sets that clock.",
                    said(color, time),
                    color_name(missing, language)
                )
            }
        }
    }
}

/// Reads a board as it stands on the table from the placement part of a FEN
/// (`rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR`); a full FEN is accepted and only its
/// first field is read. Any placement is accepted: no kings, nine queens, pawns on the back
/// rank.
pub fn parse_board(text: &str) -> Result<Board, FenError> {
    let Some(placement) = text.split_whitespace().next() else {
        return Err(FenError::Empty);
    };
    check_board_field(placement)?;
    Board::from_ascii_board_fen(placement.as_bytes()).map_err(|_| FenError::RankCount(0))
}

/// Why a reconciliation could not start.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ReconcileError {
    /// A record file could not be read.
    #[error("the record of {side:?} ({path}) could not be read: {error}")]
    Record {
        /// Whose record.
        side: Color,
        /// The file as given.
        path: String,
        /// What went wrong.
        error: RecordError,
    },
    /// The start position is no valid FEN.
    #[error("the start position is not valid: {0}")]
    Start(FenError),
    /// A board is no valid placement.
    #[error("the board of {side:?} is not valid: {error}")]
    Board {
        /// Whose board.
        side: Color,
        /// What is wrong.
        error: FenError,
    },
    /// The two records name different start positions and none was given.
    #[error("the records start from different positions")]
    DifferentStarts,
}

impl ReconcileError {
    /// The error as sentences for the user: what is wrong and what to do.
    pub fn message(&self, language: Language) -> String {
        let de = language == Language::German;
        match self {
            ReconcileError::Record { side, path, error } => {
                let side = color_name(*side, language);
                if de {
                    format!(
                        "Die Aufzeichnung von {side} ({path}) kann nicht gelesen werden. {}",
                        error.message(language)
                    )
                } else {
                    format!(
                        "{side}'s record ({path}) cannot be read. {}",
                        error.message(language)
                    )
                }
            }
            ReconcileError::Start(error) => {
                if de {
                    format!(
                        "Die Ausgangsstellung (--start) ist keine gültige FEN. {}",
                        error.message(language)
                    )
                } else {
                    format!(
                        "The start position (--start) is not a valid FEN. {}",
                        error.message(language)
                    )
                }
            }
            ReconcileError::Board { side, error } => {
                let name = color_name(*side, language);
                let option = match side {
                    Color::White => "--white-board",
                    Color::Black => "--black-board",
                };
                if de {
                    format!(
                        "Das Brett von {name} ({option}) ist keine gültige Figurenstellung. {} Geben Sie die Stellung wie in einer FEN an, zum Beispiel rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR.",
                        error.message(language)
                    )
                } else {
                    format!(
                        "{name}'s board ({option}) is not a valid placement. {} Give it as in a FEN, for example rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR.",
                        error.message(language)
                    )
                }
            }
            ReconcileError::DifferentStarts => {
                if de {
                    "Die beiden Aufzeichnungen beginnen mit verschiedenen Stellungen (FEN-Angaben). Geben Sie die Ausgangsstellung mit --start an.".into()
                } else {
                    "The two records start from different positions (FEN tags). Give the start position with --start.".into()
                }
            }
        }
    }
}

/// The start position: the one given, else the one the records name (a PGN `FEN` tag),
/// else the standard one. Records naming two different positions need one given.
pub fn start_position(
    given: Option<&Chess>,
    white: &Record,
    black: &Record,
) -> Result<Chess, ReconcileError> {
    if let Some(given) = given {
        return Ok(given.clone());
    }
    match (&white.start, &black.start) {
        (Some(w), Some(b)) if w != b => Err(ReconcileError::DifferentStarts),
        (Some(start), _) | (None, Some(start)) => Ok(start.clone()),
        (None, None) => Ok(Chess::default()),
    }
}

/// What `ansage reconcile` is given: two record files, and optionally the start position
/// (a FEN) and each board (a FEN placement).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ReconcileRequest {
    /// White's record file (PGN or a plain move list).
    pub white_record: PathBuf,
    /// Black's record file.
    pub black_record: PathBuf,
    /// The start position as FEN.
    pub start: Option<String>,
    /// White's board as a FEN placement (or a full FEN).
    pub white_board: Option<String>,
    /// Black's board as a FEN placement (or a full FEN).
    pub black_board: Option<String>,
}

/// Reads the files and positions of a request and settles the position.
pub fn reconcile_request(
    request: &ReconcileRequest,
    language: Language,
) -> Result<Reconciliation, ReconcileError> {
    let read = |side: Color, path: &PathBuf| {
        Record::read_file(path).map_err(|error| ReconcileError::Record {
            side,
            path: path.display().to_string(),
            error,
        })
    };
    let white = read(Color::White, &request.white_record)?;
    let black = read(Color::Black, &request.black_record)?;
    let given = request
        .start
        .as_deref()
        .map(parse_fen)
        .transpose()
        .map_err(ReconcileError::Start)?;
    let start = start_position(given.as_ref(), &white, &black)?;
    let board = |side: Color, text: &Option<String>| {
        text.as_deref()
            .map(parse_board)
            .transpose()
            .map_err(|error| ReconcileError::Board { side, error })
    };
    let white_board = board(Color::White, &request.white_board)?;
    let black_board = board(Color::Black, &request.black_board)?;
    Ok(reconcile(
        &start,
        &white,
        &black,
        white_board.as_ref(),
        black_board.as_ref(),
        language,
    ))
}

/// The JSON of `ansage reconcile --json`:
/// `{"rule":"agree"|"F2.7"|"F2.8","agreed_plies":N,"fen":"…","to_move":"white"|"black",
/// "white":{"board_ok":…,"steps":[…]},"black":{…},"text":"…"}`, each step
/// `{"action":"lift"|"place"|"move","piece":"N","color":"white","from":"f3","to":"g1","text":"…"}`
/// with `to` null for a lift and `from` null for a place.
pub fn to_json_value(reconciliation: &Reconciliation) -> serde_json::Value {
    serde_json::to_value(reconciliation).unwrap_or(serde_json::Value::Null)
}

fn color_code(color: Color) -> &'static str {
    match color {
        Color::White => "white",
        Color::Black => "black",
    }
}

impl Serialize for Reconciliation {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut s = serializer.serialize_struct("Reconciliation", 7)?;
        s.serialize_field("rule", self.rule.code())?;
        s.serialize_field("agreed_plies", &self.agreed_plies)?;
        s.serialize_field("fen", &self.fen)?;
        s.serialize_field("to_move", color_code(self.to_move))?;
        s.serialize_field("white", &self.white)?;
        s.serialize_field("black", &self.black)?;
        s.serialize_field("text", &self.text)?;
        s.end()
    }
}

impl Serialize for BoardCorrection {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut s = serializer.serialize_struct("BoardCorrection", 2)?;
        s.serialize_field("board_ok", &self.board_ok)?;
        s.serialize_field("steps", &self.steps)?;
        s.end()
    }
}

impl Serialize for Step {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut s = serializer.serialize_struct("Step", 6)?;
        s.serialize_field("action", self.action.code())?;
        s.serialize_field("piece", &self.piece.role.upper_char().to_string())?;
        s.serialize_field("color", color_code(self.piece.color))?;
        s.serialize_field("from", &self.from.map(|sq| sq.to_string()))?;
        s.serialize_field("to", &self.to.map(|sq| sq.to_string()))?;
        s.serialize_field("text", &self.text)?;
        s.end()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn settle(white: &str, black: &str) -> Reconciliation {
        reconcile(
            &Chess::default(),
            &Record::parse(white).unwrap(),
            &Record::parse(black).unwrap(),
            None,
            None,
            Language::German,
        )
    }

    #[test]
    fn identical_records_without_boards_agree() {
        let r = settle("e4 e5 Sf3", "1. e4 e5 2. Nf3");
        assert_eq!(r.rule, Rule::Agree);
        assert_eq!(r.agreed_plies, 3);
        assert_eq!(r.to_move, Color::Black);
        assert_eq!(
            r.text,
            "Beide Aufzeichnungen stimmen überein bis Zug zwei, Weiß: Springer Felix drei. Beide Bretter zeigen diese Stellung. Schwarz ist am Zug."
        );
    }

    #[test]
    fn empty_records_agree_on_the_start() {
        let r = settle("", "*");
        assert_eq!(r.rule, Rule::Agree);
        assert_eq!(r.agreed_plies, 0);
        assert_eq!(
            r.text,
            "Beide Aufzeichnungen sind leer; es gilt die Ausgangsstellung. Beide Bretter zeigen diese Stellung. Weiß ist am Zug."
        );
    }

    #[test]
    fn clocks_come_back_with_f2_8() {
        let white = "[Event \"x\"]\n\n1. e4 {[%clk 1:29:50]} e5 {[%clk 1:29:40]} 2. Nf3 {[%clk 1:28:00]} Nc6 {[%clk 1:27:30]} 3. Bb5 {[%clk 1:25:00]} *";
        let black = "1. e4 e5 2. Sf3 Sc6 3. Lc4";
        let r = settle(white, black);
        assert_eq!(r.rule, Rule::TakeBack);
        assert_eq!(r.agreed_plies, 4);
        assert_eq!(
            r.clocks,
            Clocks {
                white: Some(Duration::from_secs(5280)),
                black: Some(Duration::from_secs(5250)),
            }
        );
        assert!(
            r.text.contains(
                "Die Uhren werden gestellt: Weiß eine Stunde achtundzwanzig Minuten, Schwarz eine Stunde siebenundzwanzig Minuten dreißig Sekunden."
            ),
            "{}",
            r.text
        );
        // Only one side's times known.
        let black = "1. e4 {[%clk 1:29:50]} e5 2. Sf3 Sc6 3. Lc4";
        let r = settle("1. e4 e5 2. Sf3 Sc6 3. Lb5", black);
        assert_eq!(
            r.clocks,
            Clocks {
                white: Some(Duration::from_secs(5390)),
                black: None,
            }
        );
        assert!(r.text.contains("für Schwarz ist keine Zeit aufgeschrieben"));
    }

    #[test]
    fn start_positions_from_records() {
        let fen = "4k3/8/8/8/8/8/8/4K2R w K - 0 1";
        let tagged = Record::parse(&format!("[FEN \"{fen}\"]\n\n1. O-O *")).unwrap();
        let plain = Record::parse("0-0").unwrap();
        let start = start_position(None, &tagged, &plain).unwrap();
        assert_eq!(write_fen(&start), fen);
        let other =
            Record::parse("[FEN \"4k3/8/8/8/8/8/8/R3K3 w Q - 0 1\"]\n\n1. O-O-O *").unwrap();
        assert_eq!(
            start_position(None, &tagged, &other),
            Err(ReconcileError::DifferentStarts)
        );
        assert_eq!(
            start_position(Some(&Chess::default()), &tagged, &other),
            Ok(Chess::default())
        );
        assert_eq!(start_position(None, &plain, &plain), Ok(Chess::default()));
    }

    #[test]
    fn boards_accept_any_placement_and_name_their_errors() {
        assert!(parse_board("8/8/8/8/8/8/8/8").is_ok());
        assert!(parse_board("QQQQQQQQ/PPPPPPPP/8/8/8/8/pppppppp/KKKKKKKK").is_ok());
        assert!(parse_board("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1").is_ok());
        assert_eq!(parse_board("  "), Err(FenError::Empty));
        assert_eq!(parse_board("8/8/8"), Err(FenError::RankCount(3)));
        assert_eq!(
            parse_board("9/8/8/8/8/8/8/8"),
            Err(FenError::BoardCharacter('9'))
        );
        assert_eq!(
            parse_board("7/8/8/8/8/8/8/8"),
            Err(FenError::RankWidth {
                rank: 8,
                squares: 7
            })
        );
        let err = ReconcileError::Board {
            side: Color::Black,
            error: FenError::RankCount(3),
        };
        assert_eq!(
            err.message(Language::German),
            "Das Brett von Schwarz (--black-board) ist keine gültige Figurenstellung. Der Brett-Teil der FEN beschreibt 3 Reihen statt acht. Geben Sie die Stellung wie in einer FEN an, zum Beispiel rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR."
        );
    }

    #[test]
    fn json_has_exactly_the_schema() {
        let board = parse_board("rnbqkbnr/pppp1ppp/8/4p3/4P3/7N/PPPP1PPP/RNBQKB1R").unwrap();
        let r = reconcile(
            &Chess::default(),
            &Record::parse("e4 e5 Sf3").unwrap(),
            &Record::parse("e4 e5 Sf3").unwrap(),
            None,
            Some(&board),
            Language::English,
        );
        let json = to_json_value(&r);
        assert_eq!(
            json,
            serde_json::json!({
                "rule": "F2.7",
                "agreed_plies": 3,
                "fen": "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2",
                "to_move": "black",
                "white": {"board_ok": true, "steps": []},
                "black": {"board_ok": false, "steps": [{
                    "action": "move", "piece": "N", "color": "white", "from": "h3", "to": "f3",
                    "text": "Move the knight from Hector three to Felix three."
                }]},
                "text": r.text,
            })
        );
        // Field order as in the schema when written directly.
        let written = serde_json::to_string(&r).unwrap();
        assert!(written.starts_with("{\"rule\":\"F2.7\",\"agreed_plies\":3,\"fen\":"));
    }
}
