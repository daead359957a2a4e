//! Settling differing 3D boards with both players' records (Appendix F, F2.7 and F2.8, as
//! for a game of chess — `game::reconcile` — with Meder's boards): both records are replayed
//! from the start; when they agree, every board that differs is corrected to their position
//! (F2.7); when they differ, the moves are taken back to the last ply both agree on and both
//! boards are set to that position (F2.8). A record one ply shorter than the other agrees up
//! to its end: its player has not written the last move yet.
//!
//! The steps name the level and the deck: first the attack decks that stand on another pin
//! are set on theirs, with what they carry ("Setzen Sie das Deck von Weiß von Damen-Pin eins
//! auf Damen-Pin zwei."); then the pieces — taken away, moved, set — with every square named
//! with its level ("Setzen Sie den Springer von Cäsar drei auf Neutral nach Cäsar drei auf
//! Weiß.").

use shakmaty::{Color, Role};

use super::geometry::{Pin, Square3};
use super::moves::{Move3, carried};
use super::notation::Reading;
use super::position::{Piece3, Position3};
use super::words::{announce, pin, read_said_move, square};
use crate::game::reconcile::Rule;
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

/// A record as replayed: its legal moves up to the first text that is not exactly one legal
/// move, and that text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Replay3 {
    /// The moves played.
    pub moves: Vec<Move3>,
    /// The first text that is no legal move, or fits several, with its ply (from 0).
    pub stuck: Option<(usize, String)>,
}

impl Replay3 {
    /// Replays `texts` (moves in the seed's notation or in words) from `start`.
    pub fn of(start: &Position3, texts: &[String]) -> Replay3 {
        let mut position = start.clone();
        let mut moves = Vec::new();
        for (ply, text) in texts.iter().enumerate() {
            let Reading::Move(m) = read_said_move(&position, text) else {
                return Replay3 {
                    moves,
                    stuck: Some((ply, text.clone())),
                };
            };
            position = position.play_unchecked(&m);
            moves.push(m);
        }
        Replay3 { moves, stuck: None }
    }
}

/// The settlement of two 3D boards.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reconciliation3 {
    /// Agree, F2.7 or F2.8.
    pub rule: Rule,
    /// How many plies stand.
    pub agreed_plies: usize,
    /// The position both boards must show.
    pub target: Position3,
    /// The moves that stand, from the start.
    pub agreed: Vec<Move3>,
    /// The first ply at which the records differ (F2.8), and what each wrote there.
    pub divergence: Option<usize>,
    /// White's steps.
    pub white: Vec<Step3>,
    /// Black's steps.
    pub black: Vec<Step3>,
    start: Position3,
}

/// Settles the boards: `white` and `black` are the records' move texts, `white_board` and
/// `black_board` what stands on the tables (each record's own position when not given).
pub fn reconcile3(
    start: &Position3,
    white: &[String],
    black: &[String],
    white_board: Option<&Position3>,
    black_board: Option<&Position3>,
) -> Reconciliation3 {
    let w = Replay3::of(start, white);
    let b = Replay3::of(start, black);
    let common = w
        .moves
        .iter()
        .zip(&b.moves)
        .take_while(|(x, y)| x == y)
        .count();
    let (shorter, longer) = if w.moves.len() <= b.moves.len() {
        (&w, &b)
    } else {
        (&b, &w)
    };
    // One record one ply behind the other, and neither stuck before: not yet written.
    let behind = common == shorter.moves.len()
        && shorter.stuck.is_none()
        && longer.moves.len() - shorter.moves.len() <= 1;
    let agreed: Vec<Move3> = if behind {
        longer.moves.clone()
    } else {
        w.moves[..common].to_vec()
    };
    let records_agree = behind && longer.stuck.is_none();
    let target = agreed
        .iter()
        .fold(start.clone(), |p, m| p.play_unchecked(m));
    let board_of = |replay: &Replay3, given: Option<&Position3>| {
        given.cloned().unwrap_or_else(|| {
            replay
                .moves
                .iter()
                .fold(start.clone(), |p, m| p.play_unchecked(m))
        })
    };
    let white_steps = correction_steps3(&board_of(&w, white_board), &target);
    let black_steps = correction_steps3(&board_of(&b, black_board), &target);
    let rule = if !records_agree {
        Rule::TakeBack
    } else if white_steps.is_empty() && black_steps.is_empty() {
        Rule::Agree
    } else {
        Rule::CorrectBoards
    };
    Reconciliation3 {
        rule,
        agreed_plies: agreed.len(),
        divergence: (!records_agree).then_some(common),
        target,
        agreed,
        white: white_steps,
        black: black_steps,
        start: start.clone(),
    }
}

impl Reconciliation3 {
    /// The settlement in sentences: how far the records agree, the rule, each player's steps,
    /// and who is to move.
    pub fn phrase(&self) -> Phrase {
        let mut parts = Vec::new();
        if self.agreed_plies == 0 {
            parts.push(Phrase::new("reconcile-both-empty"));
        } else {
            let last = self.agreed_plies - 1;
            let before = self.position_after(last);
            let label = Phrase::new("reconcile-ply")
                .with("number", Value::Spelled(before.fullmoves()))
                .with("side", before.turn());
            parts.push(
                Phrase::new("reconcile-agree-up-to")
                    .with("ply", label)
                    .with("move", announce(&before, &self.agreed[last])),
            );
        }
        if let Some(ply) = self.divergence {
            let at = self.position_after(ply.min(self.agreed_plies));
            let label = Phrase::new("reconcile-ply")
                .with("number", Value::Spelled(at.fullmoves()))
                .with("side", at.turn());
            parts.push(Phrase::new("reconcile-differ").with("ply", label));
        }
        parts.push(match (self.rule, self.divergence) {
            (Rule::Agree, _) => Phrase::new("reconcile-boards-agree"),
            (Rule::CorrectBoards, _) if self.white.is_empty() => {
                Phrase::new("reconcile-correct-board").with("side", Color::Black)
            }
            (Rule::CorrectBoards, _) if self.black.is_empty() => {
                Phrase::new("reconcile-correct-board").with("side", Color::White)
            }
            (Rule::CorrectBoards, _) => Phrase::new("reconcile-correct-both"),
            (Rule::TakeBack, _) if self.agreed_plies == 0 => {
                Phrase::new("tridim-reconcile-take-back-all")
            }
            (Rule::TakeBack, _) => Phrase::new("tridim-reconcile-take-back"),
        });
        for (side, steps) in [(Color::White, &self.white), (Color::Black, &self.black)] {
            parts.push(if steps.is_empty() {
                Phrase::new("reconcile-board-right").with("side", side)
            } else {
                let said = steps.iter().map(|s| Value::from(s.phrase())).collect();
                Phrase::new("reconcile-board-steps")
                    .with("side", side)
                    .with("steps", Value::List(Join::Sentences, said))
            });
        }
        parts.push(Phrase::new("reconcile-to-move").with("side", self.target.turn()));
        Phrase::joined(Join::Sentences, parts)
    }

    fn position_after(&self, plies: usize) -> Position3 {
        self.agreed
            .iter()
            .take(plies)
            .fold(self.start.clone(), |p, m| p.play_unchecked(m))
    }
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
    use crate::language::Language;
    use crate::tridim::fen3d::read_fen3d;
    use crate::words::phrases::shown;

    fn texts(line: &str) -> Vec<String> {
        line.split_whitespace().map(str::to_owned).collect()
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
        assert!(r.white.is_empty());
        assert_eq!(
            r.black,
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
        assert_eq!(r.divergence, Some(1));
        assert_eq!(r.white.len(), 2, "{:?}", r.white);
        assert_eq!(r.black.len(), 1, "{:?}", r.black);
        let said = german(&r.phrase());
        assert!(said.contains("Regel F2.8"), "{said}");
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
