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
//! Everything said is one line of sentences, squares in the Appendix F alphabet ("Felix
//! drei"), given as data ([`Reconciliation::phrase`], [`Step::phrase`]) and worded by the
//! words layer (`words/<language>/reconcile.ftl`) in the reader's language.

mod record;
mod steps;

use std::time::Duration;

use std::fmt::Debug;

use shakmaty::{Board, Chess, Color, Position};

use crate::game::rules::{Rules, Standard};
use crate::language::Language;
use crate::notation::facts::MoveFacts;
use crate::notation::fen::{FenError, check_board_field, write_fen};
use crate::phrase::{Join, Phrase, Value};

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

/// What settling two records needs of a game's rules beyond the arbiter's seam: what stands
/// on a player's table, the steps that set it right, and how a move and a position are
/// said. Standard chess implements it here; Meder's 3D chess in `tridim::reconcile`, where a
/// step names the level and the deck.
pub trait Reconcile: Rules<Position: PartialEq + Eq> {
    /// What stands on a player's table: chess's board; 3D's pieces on their levels with the
    /// attack decks on their pins.
    type Placement: Clone + Debug + PartialEq + Eq;
    /// One instruction for setting a board right.
    type Step: Clone + Debug + PartialEq + Eq;

    /// What the table shows in `position`.
    fn placement(position: &Self::Position) -> Self::Placement;

    /// The fewest steps that turn `current` into `target`, in an order a real board allows.
    fn correction_steps(current: &Self::Placement, target: &Self::Placement) -> Vec<Self::Step>;

    /// A step as data, for each reader to hear in their own words.
    fn step_phrase(step: &Self::Step) -> Phrase;

    /// `played` (legal in `before`) in words, to stand inside a sentence ("Springer Felix
    /// drei").
    fn move_words(before: &Self::Position, played: &Self::Move) -> Value;

    /// The position as its game writes one: FEN, FEN3D.
    fn position_text(position: &Self::Position) -> String;

    /// `played` (legal in `before`) as a player writes it on their scoresheet, in the
    /// notation of `language` (`Sf3`, `Nb1W-c3W`).
    fn write_move(before: &Self::Position, played: &Self::Move, language: Language) -> String;

    /// Replays a record from `start`; `language` is the notation where the record's own
    /// letters do not show it.
    fn replay(start: &Self::Position, record: &[WrittenMove], language: Language) -> Replay<Self>;
}

impl Reconcile for Standard {
    type Placement = Board;
    type Step = Step;

    fn placement(position: &Chess) -> Board {
        position.board().clone()
    }

    fn correction_steps(current: &Board, target: &Board) -> Vec<Step> {
        correction_steps(current, target)
    }

    fn step_phrase(step: &Step) -> Phrase {
        step.phrase()
    }

    fn move_words(before: &Chess, played: &shakmaty::Move) -> Value {
        Value::MoveWords(MoveFacts::of(before, *played))
    }

    fn position_text(position: &Chess) -> String {
        write_fen(position)
    }

    fn write_move(before: &Chess, played: &shakmaty::Move, language: Language) -> String {
        crate::notation::san::write_san(before, *played, language)
    }

    fn replay(start: &Chess, record: &[WrittenMove], language: Language) -> Replay<Standard> {
        let mut read = Record::from_texts(record.iter().map(|m| m.text.clone()));
        for (entry, written) in read.moves.iter_mut().zip(record) {
            entry.clock = written.clock;
        }
        read.replay(start, language)
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
pub struct BoardCorrection<R: Reconcile = Standard> {
    /// Whether the board already shows the target position.
    pub board_ok: bool,
    /// Whether the board was given; if not, it was taken to match the player's own record.
    pub given: bool,
    /// The board as it stands (given, or from the record).
    pub board: R::Placement,
    /// The fewest steps that turn it into the target, in an order that can be carried out.
    pub steps: Vec<R::Step>,
}

/// What a record holds at the ply where the records part.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Entry<R: Reconcile = Standard> {
    /// A legal move.
    Move(R::Move),
    /// A written move that cannot be played.
    Illegal(IllegalMove),
    /// Nothing: the record ends before.
    Nothing,
}

/// Where and how the records part (F2.8).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Divergence<R: Reconcile = Standard> {
    /// The first ply on which they do not agree (0-based: the number of agreed plies).
    pub ply: usize,
    /// What White's record has there.
    pub white: Entry<R>,
    /// What Black's record has there.
    pub black: Entry<R>,
}

/// The settlement: rule, target position, clocks, and what each player does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reconciliation<R: Reconcile = Standard> {
    /// Agree, F2.7 or F2.8.
    pub rule: Rule,
    /// The number of plies from the start to the target position: for F2.7 all agreed plies
    /// (including a move one record has not written yet), for F2.8 the last ply both agree on.
    pub agreed_plies: usize,
    /// The target position.
    pub position: R::Position,
    /// The target position as its game writes one (FEN, FEN3D).
    pub fen: String,
    /// The side to move in the target position.
    pub to_move: Color,
    /// The remaining times at the target ply, where recorded.
    pub clocks: Clocks,
    /// White's board.
    pub white: BoardCorrection<R>,
    /// Black's board.
    pub black: BoardCorrection<R>,
    /// White's record, replayed.
    pub white_record: Replay<R>,
    /// Black's record, replayed.
    pub black_record: Replay<R>,
    /// Where the records part, for F2.8.
    pub divergence: Option<Divergence<R>>,
    /// The side whose record lacks the last move that stands (records one ply apart).
    pub unrecorded: Option<Color>,
}

/// Settles the position from both records, replayed from the same start position
/// ([`start_position`] picks it, [`Record::replay`] replays), and, where given, both boards.
/// A board not given is taken to match its own record.
pub fn reconcile<R: Reconcile>(
    white: &Replay<R>,
    black: &Replay<R>,
    white_board: Option<&R::Placement>,
    black_board: Option<&R::Placement>,
) -> Reconciliation<R> {
    let (w, b) = (white.clone(), black.clone());
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
    let target = R::placement(&position);

    let correction = |given: Option<&R::Placement>, replay: &Replay<R>| {
        let board = given
            .cloned()
            .unwrap_or_else(|| R::placement(&replay.final_position()));
        let steps = R::correction_steps(&board, &target);
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

    Reconciliation {
        rule,
        agreed_plies: target_plies,
        fen: R::position_text(&position),
        to_move: R::turn(&position),
        position,
        clocks,
        white: white_fix,
        black: black_fix,
        white_record: w,
        black_record: b,
        divergence,
        unrecorded,
    }
}

impl<R: Reconcile> Reconciliation<R> {
    /// The whole settlement in sentences on one line: what the records say, the rule, the
    /// clocks, what each player does to their board, and who is to move.
    pub fn phrase(&self) -> Phrase {
        describe(self, true)
    }

    /// The settlement as [`Reconciliation::phrase`] says it, for a game played without a
    /// clock: no sentence about setting the clocks.
    pub fn phrase_without_clocks(&self) -> Phrase {
        describe(self, false)
    }
}

fn entry_at<R: Reconcile>(replay: &Replay<R>, ply: usize) -> Entry<R> {
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
fn clocks_at<R: Reconcile>(w: &Replay<R>, b: &Replay<R>, plies: usize) -> Clocks {
    let mut clocks = Clocks::default();
    let mut mover = R::turn(&w.start);
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
fn ply_label<R: Reconcile>(replay: &Replay<R>, plies: usize) -> Phrase {
    let pos = replay.position_after(plies);
    Phrase::new("reconcile-ply")
        .with("number", Value::Spelled(R::move_number(&pos)))
        .with("side", R::turn(&pos))
}

/// A move of a replay in words, to stand inside a sentence ("Springer Felix drei",
/// "knight Felix three"); none after the last move.
fn ply_words<R: Reconcile>(replay: &Replay<R>, ply: usize) -> Value {
    let pos = replay.position_after(ply);
    match replay.moves.get(ply) {
        Some(m) => R::move_words(&pos, m),
        None => Value::Verbatim(String::new()),
    }
}

/// The whole settlement in sentences on one line.
fn describe<R: Reconcile>(r: &Reconciliation<R>, clocked: bool) -> Phrase {
    let mut parts: Vec<Phrase> = Vec::new();
    let longer = if r.white_record.moves.len() >= r.black_record.moves.len() {
        &r.white_record
    } else {
        &r.black_record
    };

    match &r.divergence {
        None => {
            if r.agreed_plies == 0 {
                parts.push(Phrase::new("reconcile-both-empty"));
            } else {
                let last = r.agreed_plies - 1;
                parts.push(
                    Phrase::new("reconcile-agree-up-to")
                        .with("ply", ply_label(longer, last))
                        .with("move", ply_words(longer, last)),
                );
            }
            if let Some(side) = r.unrecorded {
                parts.push(Phrase::new("reconcile-unrecorded").with("side", side));
            }
            match r.rule {
                Rule::Agree => parts.push(Phrase::new("reconcile-boards-agree")),
                _ => {
                    let which = match (r.white.board_ok, r.black.board_ok) {
                        (true, false) => Some(Color::Black),
                        (false, true) => Some(Color::White),
                        _ => None,
                    };
                    parts.push(match which {
                        Some(side) => Phrase::new("reconcile-correct-board").with("side", side),
                        None => Phrase::new("reconcile-correct-both"),
                    });
                }
            }
        }
        Some(divergence) => {
            parts.push(
                Phrase::new("reconcile-differ")
                    .with("ply", ply_label(&r.white_record, divergence.ply)),
            );
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
                parts.push(entry_sentence(side, entry, other, replay, divergence.ply));
            }
            if r.agreed_plies == 0 {
                parts.push(Phrase::new("reconcile-take-back-all"));
            } else {
                let last = r.agreed_plies - 1;
                parts.push(
                    Phrase::new("reconcile-take-back-to")
                        .with("ply", ply_label(&r.white_record, last))
                        .with("move", ply_words(&r.white_record, last)),
                );
                if clocked {
                    parts.push(clock_sentence(r.clocks));
                }
            }
        }
    }

    if r.rule != Rule::Agree {
        for (side, fix) in [(Color::White, &r.white), (Color::Black, &r.black)] {
            if fix.board_ok {
                parts.push(Phrase::new("reconcile-board-right").with("side", side));
            } else {
                let steps = fix
                    .steps
                    .iter()
                    .map(|s| Value::from(R::step_phrase(s)))
                    .collect();
                parts.push(
                    Phrase::new("reconcile-board-steps")
                        .with("side", side)
                        .with("steps", Value::List(Join::Sentences, steps)),
                );
            }
        }
    }
    parts.push(Phrase::new("reconcile-to-move").with("side", r.to_move));
    Phrase::joined(Join::Sentences, parts)
}

/// What one record has where the records part, as a sentence.
fn entry_sentence<R: Reconcile>(
    side: Color,
    entry: &Entry<R>,
    other: &Entry<R>,
    replay: &Replay<R>,
    ply: usize,
) -> Phrase {
    match entry {
        Entry::Move(_) => Phrase::new("reconcile-wrote")
            .with("side", side)
            .with("move", ply_words(replay, ply)),
        Entry::Illegal(illegal) => Phrase::new(match illegal.kind {
            IllegalKind::Illegal => "reconcile-wrote-illegal",
            _ => "reconcile-wrote-unreadable",
        })
        .with("side", side)
        .with("token", illegal.token.as_str())
        .with("reason", illegal.reason.clone()),
        Entry::Nothing => Phrase::new(match other {
            Entry::Move(_) => "reconcile-wrote-nothing-shorter",
            _ => "reconcile-wrote-nothing",
        })
        .with("side", side),
    }
}

/// The clocks for F2.8, or who sets them when the records have no times.
fn clock_sentence(clocks: Clocks) -> Phrase {
    match (clocks.white, clocks.black) {
        (Some(w), Some(b)) => Phrase::new("reconcile-clocks-set")
            .with("white", Color::White)
            .with("white-time", Value::ClockTime(w))
            .with("black", Color::Black)
            .with("black-time", Value::ClockTime(b)),
        (None, None) => Phrase::new("reconcile-clocks-unknown"),
        (known, _) => {
            let (color, time, missing) = match known {
                Some(w) => (Color::White, w, Color::Black),
                None => (Color::Black, clocks.black.unwrap_or_default(), Color::White),
            };
            Phrase::new("reconcile-clock-set")
                .with("side", color)
                .with("time", Value::ClockTime(time))
                .with("missing", missing)
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::language::Language;
    use crate::words::phrases::shown;

    fn settle(white: &str, black: &str) -> Reconciliation {
        let start = Chess::default();
        reconcile(
            &Record::parse(white)
                .unwrap()
                .replay(&start, Language::GERMAN),
            &Record::parse(black)
                .unwrap()
                .replay(&start, Language::GERMAN),
            None,
            None,
        )
    }

    fn german(r: &Reconciliation) -> String {
        shown(&r.phrase(), Language::GERMAN)
    }

    #[test]
    fn the_settlement_is_data_worded_in_each_language() {
        let r = settle("e4 e5 Sf3", "1. e4 e5 2. Nf3");
        let Some(Value::List(Join::Sentences, parts)) = r.phrase().arg("items").cloned() else {
            panic!("sentences: {:?}", r.phrase());
        };
        let ids: Vec<&str> = parts
            .iter()
            .map(|part| match part {
                Value::Phrase(phrase) => phrase.id,
                other => panic!("{other:?}"),
            })
            .collect();
        assert_eq!(
            ids,
            [
                "reconcile-agree-up-to",
                "reconcile-boards-agree",
                "reconcile-to-move"
            ]
        );
        assert_eq!(
            shown(&r.phrase(), Language::ENGLISH),
            "Both records agree up to move two, White: knight Felix three. Both boards show this position. Black to move."
        );
    }

    #[test]
    fn identical_records_without_boards_agree() {
        let r = settle("e4 e5 Sf3", "1. e4 e5 2. Nf3");
        assert_eq!(r.rule, Rule::Agree);
        assert_eq!(r.agreed_plies, 3);
        assert_eq!(r.to_move, Color::Black);
        assert_eq!(
            german(&r),
            "Beide Aufzeichnungen stimmen überein bis Zug zwei, Weiß: Springer Felix drei. Beide Bretter zeigen diese Stellung. Schwarz ist am Zug."
        );
    }

    #[test]
    fn empty_records_agree_on_the_start() {
        let r = settle("", "*");
        assert_eq!(r.rule, Rule::Agree);
        assert_eq!(r.agreed_plies, 0);
        assert_eq!(
            german(&r),
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
            german(&r).contains(
                "Die Uhren werden gestellt: Weiß eine Stunde achtundzwanzig Minuten, Schwarz eine Stunde siebenundzwanzig Minuten dreißig Sekunden."
            ),
            "{}",
            german(&r)
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
        assert!(german(&r).contains("für Schwarz ist keine Zeit aufgeschrieben"));
    }
}
