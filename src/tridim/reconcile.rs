//! Settling differing 3D boards with both players' records (Appendix F, F2.7 and F2.8): the
//! rules are chess's, in `game::reconcile` — both records replayed from the start; when they
//! agree, every board that differs is corrected to their position (F2.7); when they differ,
//! the moves are taken back to the last ply both agree on, both boards are set to that
//! position and the clocks to the times written there (F2.8); a record one ply shorter than
//! the other agrees up to its end. What is 3D's is here: reading a 3D record
//! ([`replay3`]) and the steps on Meder's boards ([`Reconcile`] for [`Meder`]).
//!
//! The steps name the level and the deck: first the attack decks that stand on another pin
//! are set on theirs, with what they carry ("Setzen Sie das Deck von Weiß von Damen-Pin eins
//! auf Damen-Pin zwei."); then the pieces — taken away, moved, set — with every square named
//! with its level ("Setzen Sie den Springer von Cäsar drei auf Neutral nach Cäsar drei auf
//! Weiß.").

use shakmaty::{Color, Role};

use super::fen3d::write_fen3d;
use super::geometry::{Pin, Square3};
use super::moves::{Move3, carried};
use super::notation::Reading;
use super::notation::{PawnCaptures, write_move_as};
use super::position::{Piece3, Position3};
use super::rules::Meder;
use super::words::{announce, pin, read_said_move, square};
use crate::game::reconcile::{
    IllegalKind, IllegalMove, Reconcile, Reconciliation, Replay, WrittenMove, reconcile,
};
use crate::language::Language;
use crate::phrase::{Join, Phrase, Value, role_key};

/// One instruction for correcting a 3D board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step3 {
    /// Take the piece away.
    Lift {
        /// The piece.
        color: Color,
        /// Its kind.
        role: Role,
        /// Where it stands.
        from: Square3,
    },
    /// Set a piece on an empty square.
    Place {
        /// The piece.
        color: Color,
        /// Its kind.
        role: Role,
        /// Where it goes.
        to: Square3,
    },
    /// Move a piece from one square to another.
    Move {
        /// The piece.
        color: Color,
        /// Its kind.
        role: Role,
        /// Where it stands.
        from: Square3,
        /// Where it goes.
        to: Square3,
    },
    /// Set an attack deck on another pin, with what it carries.
    Deck {
        /// Whose deck.
        color: Color,
        /// Where it stands.
        from: Pin,
        /// Where it goes.
        to: Pin,
    },
}

impl Step3 {
    /// The instruction as data: the words of `game::reconcile`'s steps, squares with their
    /// level.
    pub fn phrase(&self) -> Phrase {
        match *self {
            Step3::Lift { role, from, .. } => Phrase::new("reconcile-lift")
                .with("kind", role_key(role))
                .with("from", square(from)),
            Step3::Place { color, role, to } => Phrase::new("reconcile-place")
                .with("kind", role_key(role))
                .with("colour", crate::phrase::color_key(color))
                .with("to", square(to)),
            Step3::Move { role, from, to, .. } => Phrase::new("reconcile-move")
                .with("kind", role_key(role))
                .with("from", square(from))
                .with("to", square(to)),
            Step3::Deck { color, from, to } => Phrase::new("tridim-reconcile-deck")
                .with("side", color)
                .with("from", pin(from))
                .with("to", pin(to)),
        }
    }
}

impl Reconcile for Meder {
    type Placement = Position3;
    type Step = Step3;

    fn placement(position: &Position3) -> Position3 {
        position.clone()
    }

    fn correction_steps(current: &Position3, target: &Position3) -> Vec<Step3> {
        correction_steps3(current, target)
    }

    fn step_phrase(step: &Step3) -> Phrase {
        step.phrase()
    }

    fn move_words(before: &Position3, played: &Move3) -> Value {
        Value::from(announce(before, played))
    }

    fn position_text(position: &Position3) -> String {
        write_fen3d(position)
    }

    fn write_move(before: &Position3, played: &Move3, language: Language) -> String {
        write_move_as(before, played, language, PawnCaptures::default())
    }

    fn replay(start: &Position3, record: &[WrittenMove], _language: Language) -> Replay<Meder> {
        replay3(start, record)
    }
}

/// Replays a player's record of a 3D game from `start`: each move in the seed's notation or
/// in words (E10, E12), with the mover's time after it where written. The first text that is
/// not exactly one legal move ends the replay and is kept with why (F2.8: the record agrees
/// with nothing from there on).
pub fn replay3(start: &Position3, record: &[WrittenMove]) -> Replay<Meder> {
    let mut replay = Replay::new(start.clone());
    let mut position = start.clone();
    for entry in record {
        let (kind, reason) = match read_said_move(&position, &entry.text) {
            Reading::Move(m) => {
                position = position.play_unchecked(&m);
                replay.moves.push(m);
                replay.written.push(entry.text.clone());
                replay.clocks.push(entry.clock);
                continue;
            }
            Reading::Candidates(candidates) => {
                let mut named: Vec<Value> = candidates
                    .iter()
                    .map(|m| Value::from(announce(&position, m)))
                    .collect();
                let last = named.pop().unwrap_or(Value::Verbatim(String::new()));
                (
                    IllegalKind::Ambiguous,
                    Phrase::new("record-ambiguous")
                        .with("first", Value::List(Join::Comma, named))
                        .with("last", last),
                )
            }
            Reading::Nothing => (
                IllegalKind::NotAMove,
                Phrase::new("tridim-record-no-legal-move"),
            ),
        };
        let number = position.fullmoves();
        replay.illegal = Some(IllegalMove {
            ply: replay.moves.len(),
            number: match position.turn() {
                Color::White => format!("{number}."),
                Color::Black => format!("{number}..."),
            },
            side: position.turn(),
            fullmove: number,
            token: entry.text.clone(),
            kind,
            reason,
        });
        break;
    }
    replay
}

/// Settles the boards of a 3D game (F2.7, F2.8) with `game::reconcile`'s rules: `white` and
/// `black` are the records' moves as written, `white_board` and `black_board` what stands on
/// the tables (each record's own position when not given).
pub fn reconcile3(
    start: &Position3,
    white: &[WrittenMove],
    black: &[WrittenMove],
    white_board: Option<&Position3>,
    black_board: Option<&Position3>,
) -> Reconciliation<Meder> {
    reconcile(
        &replay3(start, white),
        &replay3(start, black),
        white_board,
        black_board,
    )
}

/// The steps that turn `current` into `target`: the decks first (each carrying its piece),
/// then the pieces taken away, moved (each as soon as its square is free; a ring of moves is
/// broken by taking one piece away and setting it last) and set.
pub fn correction_steps3(current: &Position3, target: &Position3) -> Vec<Step3> {
    let mut board = current.clone();
    let mut steps = Vec::new();
    for color in [Color::White, Color::Black] {
        let pins = |p: &Position3| -> Vec<Pin> {
            p.decks()
                .filter(|(_, c)| *c == color)
                .map(|(pin, _)| pin)
                .collect()
        };
        let (have, want) = (pins(&board), pins(target));
        let leaving: Vec<Pin> = have.iter().copied().filter(|p| !want.contains(p)).collect();
        let arriving: Vec<Pin> = want.iter().copied().filter(|p| !have.contains(p)).collect();
        for (from, to) in leaving.into_iter().zip(arriving) {
            let passengers = board.passengers(from);
            for (at, _) in &passengers {
                board.set(*at, None);
            }
            board.set_deck(from, None);
            board.set_deck(to, Some(color));
            for (at, piece) in passengers {
                board.set(carried(at, from, to), Some(piece));
            }
            steps.push(Step3::Deck { color, from, to });
        }
    }
    let kind = |p: Piece3| (p.color, p.role);
    let have: Vec<(Square3, Piece3)> = board.pieces().collect();
    let want: Vec<(Square3, Piece3)> = target.pieces().collect();
    let mut lifts: Vec<(Square3, (Color, Role))> = have
        .iter()
        .filter(|(at, p)| target.piece_at(*at).map(kind) != Some(kind(*p)))
        .map(|(at, p)| (*at, kind(*p)))
        .collect();
    let mut places: Vec<(Square3, (Color, Role))> = want
        .iter()
        .filter(|(at, p)| board.piece_at(*at).map(kind) != Some(kind(*p)))
        .map(|(at, p)| (*at, kind(*p)))
        .collect();
    // A piece taken from one square and wanted on another moves there, nearest first.
    let mut moves: Vec<(Square3, Square3, (Color, Role))> = Vec::new();
    let mut index = 0;
    while index < lifts.len() {
        let (from, piece) = lifts[index];
        let nearest = places
            .iter()
            .enumerate()
            .filter(|(_, (_, wanted))| *wanted == piece)
            .min_by_key(|(_, (to, _))| distance(from, *to))
            .map(|(i, _)| i);
        match nearest {
            Some(i) => {
                let (to, _) = places.remove(i);
                lifts.remove(index);
                moves.push((from, to, piece));
            }
            None => index += 1,
        }
    }
    for (from, (color, role)) in &lifts {
        steps.push(Step3::Lift {
            color: *color,
            role: *role,
            from: *from,
        });
    }
    // Squares emptied so far: those lifted, and those left by a move already made.
    let mut occupied: Vec<Square3> = have
        .iter()
        .map(|(at, _)| *at)
        .filter(|at| !lifts.iter().any(|(l, _)| l == at))
        .collect();
    let mut set_last = Vec::new();
    while !moves.is_empty() {
        match moves.iter().position(|(_, to, _)| !occupied.contains(to)) {
            Some(i) => {
                let (from, to, (color, role)) = moves.remove(i);
                occupied.retain(|at| *at != from);
                occupied.push(to);
                steps.push(Step3::Move {
                    color,
                    role,
                    from,
                    to,
                });
            }
            None => {
                // A ring: the first piece is taken away and set when its square is free.
                let (from, to, (color, role)) = moves.remove(0);
                occupied.retain(|at| *at != from);
                steps.push(Step3::Lift { color, role, from });
                set_last.push((to, (color, role)));
            }
        }
    }
    for (to, (color, role)) in set_last.into_iter().chain(places) {
        steps.push(Step3::Place { color, role, to });
    }
    steps
}

/// How far apart two squares are: the columns' squared distance, and a level apart counts
/// as a step.
fn distance(a: Square3, b: Square3) -> u32 {
    let d = |x: u8, y: u8| u32::from(x.abs_diff(y)).pow(2);
    d(a.column.file, b.column.file)
        + d(a.column.rank, b.column.rank)
        + u32::from(a.level.index() != b.level.index())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::reconcile::Rule;
    use crate::language::Language;
    use crate::tridim::fen3d::read_fen3d;
    use crate::words::phrases::shown;

    fn texts(line: &str) -> Vec<WrittenMove> {
        line.split_whitespace()
            .map(|text| WrittenMove {
                text: text.to_owned(),
                clock: None,
            })
            .collect()
    }

    fn german(phrase: &Phrase) -> String {
        shown(phrase, Language::GERMAN)
    }

    #[test]
    fn records_that_agree_and_boards_that_match_need_nothing() {
        let start = Position3::start();
        let r = reconcile3(&start, &texts("b4N b5S c3W"), &texts("b4N b5S"), None, None);
        assert_eq!(r.rule, Rule::CorrectBoards, "Black's board lacks c3W");
        assert_eq!(r.agreed_plies, 3);
        assert!(r.white.board_ok);
        assert_eq!(
            r.black.steps,
            [Step3::Move {
                color: Color::White,
                role: Role::Pawn,
                from: read_square("c2W"),
                to: read_square("c3W"),
            }]
        );
        let said = german(&r.phrase());
        assert!(said.contains("Weiß: Ihr Brett stimmt."), "{said}");
        assert!(
            said.contains(
                "Setzen Sie den Bauern von Cäsar zwei auf Weiß nach Cäsar drei auf Weiß."
            ),
            "{said}"
        );
        assert!(said.ends_with("Schwarz ist am Zug."), "{said}");
    }

    fn read_square(text: &str) -> Square3 {
        crate::tridim::fen3d::parse_square(text).unwrap()
    }

    /// F2.8: the records differ at Black's first move; the moves go back to the last ply
    /// both agree on, and each board is set to it.
    #[test]
    fn records_that_differ_take_the_moves_back() {
        let start = Position3::start();
        let r = reconcile3(&start, &texts("b4N b5S c3W"), &texts("b4N a6S"), None, None);
        assert_eq!(r.rule, Rule::TakeBack);
        assert_eq!(r.agreed_plies, 1);
        assert_eq!(r.divergence.as_ref().map(|d| d.ply), Some(1));
        assert_eq!(r.white.steps.len(), 2, "{:?}", r.white);
        assert_eq!(r.black.steps.len(), 1, "{:?}", r.black);
        let said = german(&r.phrase());
        assert!(said.contains("Regel F2.8"), "{said}");
        // What each wrote where they part, in Meder's words.
        assert!(said.contains("Schwarz hat aufgeschrieben: Bauer"), "{said}");
    }

    /// A deck on the wrong pin is set on its own first, with its piece; then the pieces.
    #[test]
    fn a_deck_on_the_wrong_pin_is_set_right_with_its_piece() {
        let right = read_fen3d("Kc1W,kc8S,Pa1DP1 DP1w,KP1w,DP6b,KP6b w - - 0 2").unwrap();
        // The same with White's queen-side deck one pin on, its pawn carried along.
        let wrong = read_fen3d("Kc1W,kc8S,Pa5DP2 DP2w,KP1w,DP6b,KP6b w - - 0 2").unwrap();
        let steps = correction_steps3(&wrong, &right);
        assert_eq!(
            steps,
            [Step3::Deck {
                color: Color::White,
                from: Pin::ALL[1],
                to: Pin::ALL[0],
            }]
        );
        assert_eq!(
            german(&steps[0].phrase()),
            "Setzen Sie das Deck von Weiß von Damen-Pin zwei auf Damen-Pin eins, mit allem, was darauf steht."
        );
    }

    /// Two pieces swapped: one is taken away, the other moves, and the first is set last.
    #[test]
    fn a_swap_is_carried_out_on_a_real_board() {
        let right = read_fen3d("Kc1W,kc8S,Nb1W,Bc2W DP1w,KP1w,DP6b,KP6b w - - 0 2").unwrap();
        let wrong = read_fen3d("Kc1W,kc8S,Bb1W,Nc2W DP1w,KP1w,DP6b,KP6b w - - 0 2").unwrap();
        let steps = correction_steps3(&wrong, &right);
        // One step more than the ring has moves: the fewest a real board allows.
        assert_eq!(steps.len(), 3, "{steps:?}");
        let mut board = wrong.clone();
        for step in &steps {
            match *step {
                Step3::Lift { from, .. } => board.set(from, None),
                Step3::Place { color, role, to } => {
                    assert!(board.piece_at(to).is_none(), "{step:?} onto a taken square");
                    board.set(to, Some(Piece3::new(color, role)));
                }
                Step3::Move { from, to, .. } => {
                    assert!(board.piece_at(to).is_none(), "{step:?} onto a taken square");
                    let piece = board.piece_at(from);
                    board.set(from, None);
                    board.set(to, piece);
                }
                Step3::Deck { .. } => unreachable!(),
            }
        }
        let placement = |p: &Position3| {
            let mut all: Vec<(Square3, Color, Role)> =
                p.pieces().map(|(s, x)| (s, x.color, x.role)).collect();
            all.sort_by_key(|(s, _, _)| *s);
            all
        };
        assert_eq!(placement(&board), placement(&right));
    }
}
