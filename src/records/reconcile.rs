//! `ansage reconcile`: both players' record files, the start position and the boards as
//! given on the command line, read and settled by the game core
//! ([`crate::game::reconcile::reconcile`]), and the result as JSON.

use std::path::PathBuf;

use shakmaty::{Chess, Color};

use crate::game::reconcile::{
    BoardCorrection, Reconciliation, Record, RecordError, Step, parse_board, reconcile,
};
use crate::language::Language;
use crate::notation::fen::{FenError, parse_fen};
use crate::phrase::Phrase;
use crate::storage::record_file::read_record;
use crate::words::phrases::shown;

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
    /// The error as sentences for the user: what is wrong and what to do. `language` words
    /// only the FEN's reason, which the notation layer gives as text.
    pub fn phrase(&self, language: Language) -> Phrase {
        match self {
            ReconcileError::Record { side, path, error } => Phrase::new("reconcile-error-record")
                .with("side", *side)
                .with("path", path.as_str())
                .with("reason", error.phrase()),
            ReconcileError::Start(error) => {
                Phrase::new("reconcile-error-start").with("reason", error.message(language))
            }
            ReconcileError::Board { side, error } => Phrase::new("reconcile-error-board")
                .with("side", *side)
                .with(
                    "option",
                    match side {
                        Color::White => "--white-board",
                        Color::Black => "--black-board",
                    },
                )
                .with("reason", error.message(language)),
            ReconcileError::DifferentStarts => Phrase::new("reconcile-error-different-starts"),
        }
    }

    /// The error in `language`'s words.
    pub fn message(&self, language: Language) -> String {
        shown(&self.phrase(language), language)
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

/// Reads the files and positions of a request and settles the position. `notation` is how
/// moves are read whose letters do not show their language.
pub fn reconcile_request(
    request: &ReconcileRequest,
    notation: Language,
) -> Result<Reconciliation, ReconcileError> {
    let read = |side: Color, path: &PathBuf| {
        read_record(path).map_err(|error| ReconcileError::Record {
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
        &white.replay(&start, notation),
        &black.replay(&start, notation),
        white_board.as_ref(),
        black_board.as_ref(),
    ))
}

/// The JSON of `ansage reconcile --json`, its texts in one language:
/// `{"rule":"agree"|"F2.7"|"F2.8","agreed_plies":N,"fen":"…","to_move":"white"|"black",
/// "white":{"board_ok":…,"steps":[…]},"black":{…},"text":"…"}`, fields in this order.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct ReconciliationJson {
    rule: &'static str,
    agreed_plies: usize,
    fen: String,
    to_move: &'static str,
    white: BoardJson,
    black: BoardJson,
    text: String,
}

/// One board of [`ReconciliationJson`]: `{"board_ok":…,"steps":[…]}`.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
struct BoardJson {
    board_ok: bool,
    steps: Vec<StepJson>,
}

/// One step: `{"action":"lift"|"place"|"move","piece":"N","color":"white","from":"f3",
/// "to":"g1","text":"…"}`, `to` null for a lift and `from` null for a place.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
struct StepJson {
    action: &'static str,
    piece: String,
    color: &'static str,
    from: Option<String>,
    to: Option<String>,
    text: String,
}

/// The settlement as [`ReconciliationJson`], its texts in `language`.
pub fn json_of(reconciliation: &Reconciliation, language: Language) -> ReconciliationJson {
    let step = |step: &Step| StepJson {
        action: step.action.code(),
        piece: step.piece.role.upper_char().to_string(),
        color: color_code(step.piece.color),
        from: step.from.map(|sq| sq.to_string()),
        to: step.to.map(|sq| sq.to_string()),
        text: shown(&step.phrase(), language),
    };
    let board = |fix: &BoardCorrection| BoardJson {
        board_ok: fix.board_ok,
        steps: fix.steps.iter().map(step).collect(),
    };
    ReconciliationJson {
        rule: reconciliation.rule.code(),
        agreed_plies: reconciliation.agreed_plies,
        fen: reconciliation.fen.clone(),
        to_move: color_code(reconciliation.to_move),
        white: board(&reconciliation.white),
        black: board(&reconciliation.black),
        text: shown(&reconciliation.phrase(), language),
    }
}

/// [`json_of`] as a JSON value.
pub fn to_json_value(reconciliation: &Reconciliation, language: Language) -> serde_json::Value {
    serde_json::to_value(json_of(reconciliation, language)).unwrap_or(serde_json::Value::Null)
}

fn color_code(color: Color) -> &'static str {
    crate::phrase::color_key(color)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::fen::write_fen;

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
    fn a_bad_board_names_its_option_and_shows_a_placement() {
        let err = ReconcileError::Board {
            side: Color::Black,
            error: FenError::RankCount(3),
        };
        assert_eq!(err.phrase(Language::GERMAN).id, "reconcile-error-board");
        assert_eq!(
            err.message(Language::GERMAN),
            "Das Brett von Schwarz (--black-board) ist keine gültige Figurenstellung. Der Brett-Teil der FEN beschreibt 3 Reihen statt acht. Geben Sie die Stellung wie in einer FEN an, zum Beispiel rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR."
        );
        assert_eq!(
            err.message(Language::ENGLISH),
            "Black's board (--black-board) is not a valid placement. The board part of the FEN describes 3 ranks instead of eight. Give it as in a FEN, for example rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR."
        );
    }

    #[test]
    fn json_has_exactly_the_schema() {
        let board = parse_board("rnbqkbnr/pppp1ppp/8/4p3/4P3/7N/PPPP1PPP/RNBQKB1R").unwrap();
        let start = Chess::default();
        let record = Record::parse("e4 e5 Sf3").unwrap();
        let replay = record.replay(&start, Language::ENGLISH);
        let r = reconcile(&replay, &replay, None, Some(&board));
        let json = to_json_value(&r, Language::ENGLISH);
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
                "text": shown(&r.phrase(), Language::ENGLISH),
            })
        );
        let written = serde_json::to_string(&json_of(&r, Language::ENGLISH)).unwrap();
        assert!(
            written.starts_with("{\"rule\":\"F2.7\",\"agreed_plies\":3,\"fen\":"),
            "{written}"
        );
    }
}
