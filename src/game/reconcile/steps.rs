//! The fewest steps that turn the board on the table into the right one.
//!
//! Every square whose content differs needs its piece taken away (a *lift*), a piece put on
//! it (a *place*), or both (a wrong piece on it). A lift and a place of the same piece (kind
//! and colour) become one *move*, which saves a step; the pairing is chosen so that the
//! steps can be carried out one after the other on a real board, where a square must be
//! empty before a piece is set on it:
//!
//! 1. all lifts, by square (a1, b1, … h8);
//! 2. the moves, each as soon as its target square is empty (by origin square among those
//!    that can go); where moves form a ring (two pieces swapped), the first piece of the ring
//!    is lifted, the others move, and the lifted piece is placed when its square is free:
//!    one step more than the ring has moves, and the fewest a real board allows;
//! 3. the remaining places, by square.
//!
//! Among pairings with the fewest steps, the one with the shortest paths (sum of squared
//! file and rank distances) is taken, so a pawn goes straight back rather than across; the
//! choice is deterministic. Very crowded differences (thousands of possible pairings) fall
//! back to pairing nearest pieces first.
//!
//! Wording: lift and move steps name the piece without its colour ("Nehmen Sie den Springer von
//! Felix drei"): the square says which piece is meant. Place steps always name the colour
//! ("Stellen Sie einen weißen Läufer auf Cäsar vier"): the player has to pick the right piece.
//! Squares are always named in the Appendix F alphabet, in German and in English.

use shakmaty::{Bitboard, Board, Color, Piece, Role, Square};

use crate::phrase::{Phrase, color_key, role_key};

/// What a step does with a piece.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Action {
    /// Take the piece off the board (`from` only).
    Lift,
    /// Put a piece on an empty square (`to` only).
    Place,
    /// Take the piece from one square and set it on another (`from` and `to`).
    Move,
}

impl Action {
    /// `lift`, `place` or `move`, as in the JSON output.
    pub fn code(self) -> &'static str {
        match self {
            Action::Lift => "lift",
            Action::Place => "place",
            Action::Move => "move",
        }
    }
}

/// One instruction for correcting a board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    /// Lift, place or move.
    pub action: Action,
    /// The piece the step handles.
    pub piece: Piece,
    /// Where the piece is taken from (lift and move).
    pub from: Option<Square>,
    /// Where the piece is put (place and move).
    pub to: Option<Square>,
}

impl Step {
    fn lift(piece: Piece, from: Square) -> Step {
        Step {
            action: Action::Lift,
            piece,
            from: Some(from),
            to: None,
        }
    }

    fn place(piece: Piece, to: Square) -> Step {
        Step {
            action: Action::Place,
            piece,
            from: None,
            to: Some(to),
        }
    }

    fn shift(piece: Piece, from: Square, to: Square) -> Step {
        Step {
            action: Action::Move,
            piece,
            from: Some(from),
            to: Some(to),
        }
    }

    /// The instruction as a sentence, squares in the Appendix F alphabet: "Nehmen Sie den
    /// Springer von Felix drei.", "Stellen Sie einen weißen Läufer auf Cäsar vier."
    pub fn phrase(&self) -> Phrase {
        let id = match self.action {
            Action::Lift => "reconcile-lift",
            Action::Place => "reconcile-place",
            Action::Move => "reconcile-move",
        };
        let mut phrase = Phrase::new(id).with("kind", role_key(self.piece.role));
        if self.action == Action::Place {
            phrase = phrase.with("colour", color_key(self.piece.color));
        }
        if let Some(from) = self.from {
            phrase = phrase.with("from", from);
        }
        if let Some(to) = self.to {
            phrase = phrase.with("to", to);
        }
        phrase
    }
}

/// Above this many pairings to compare, pieces are paired nearest first instead.
const MAX_PAIRINGS: usize = 5040;

/// The fewest steps, in an order that can be carried out, that turn `current` into `target`.
/// Only the placement counts; any placement is accepted, legal in chess or not.
pub fn correction_steps(current: &Board, target: &Board) -> Vec<Step> {
    let mut lifts: Vec<(Square, Piece)> = Vec::new();
    let mut places: Vec<(Square, Piece)> = Vec::new();
    for square in Square::ALL {
        let (have, want) = (current.piece_at(square), target.piece_at(square));
        if have == want {
            continue;
        }
        if let Some(piece) = have {
            lifts.push((square, piece));
        }
        if let Some(piece) = want {
            places.push((square, piece));
        }
    }

    // Per piece (kind and colour): the squares it leaves and the squares it must reach.
    let mut kinds: Vec<Kind> = Vec::new();
    for color in Color::ALL {
        for role in Role::ALL {
            let piece = Piece { color, role };
            let from: Vec<Square> = lifts
                .iter()
                .filter(|(_, p)| *p == piece)
                .map(|(s, _)| *s)
                .collect();
            let to: Vec<Square> = places
                .iter()
                .filter(|(_, p)| *p == piece)
                .map(|(s, _)| *s)
                .collect();
            if !from.is_empty() && !to.is_empty() {
                kinds.push(Kind { piece, from, to });
            }
        }
    }
    let pairs = best_pairing(&kinds);

    let moved_from: Bitboard = pairs.iter().map(|p| p.from).collect();
    let moved_to: Bitboard = pairs.iter().map(|p| p.to).collect();
    let mut steps = Vec::new();
    let mut occupied = current.occupied();
    for &(square, piece) in &lifts {
        if !moved_from.contains(square) {
            steps.push(Step::lift(piece, square));
            occupied.discard(square);
        }
    }

    let mut waiting: Vec<Pair> = pairs;
    waiting.sort_by_key(|p| p.from);
    let mut in_hand: Vec<(Piece, Square)> = Vec::new();
    loop {
        if let Some(index) = in_hand.iter().position(|(_, to)| !occupied.contains(*to)) {
            let (piece, to) = in_hand.remove(index);
            steps.push(Step::place(piece, to));
            occupied.add(to);
        } else if let Some(index) = waiting.iter().position(|p| !occupied.contains(p.to)) {
            let pair = waiting.remove(index);
            steps.push(Step::shift(pair.piece, pair.from, pair.to));
            occupied.discard(pair.from);
            occupied.add(pair.to);
        } else if !waiting.is_empty() {
            // A ring: every target is still taken. Lift the first piece and hold it.
            let pair = waiting.remove(0);
            steps.push(Step::lift(pair.piece, pair.from));
            occupied.discard(pair.from);
            in_hand.push((pair.piece, pair.to));
        } else {
            break;
        }
    }
    // Cannot happen (a held piece's square is freed by its ring), but never lose a piece.
    for (piece, to) in in_hand {
        steps.push(Step::place(piece, to));
    }

    for &(square, piece) in &places {
        if !moved_to.contains(square) {
            steps.push(Step::place(piece, square));
        }
    }
    steps
}

/// The lifts and places of one piece kind and colour.
struct Kind {
    piece: Piece,
    from: Vec<Square>,
    to: Vec<Square>,
}

/// A lift and a place of the same piece, done as one move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Pair {
    piece: Piece,
    from: Square,
    to: Square,
}

/// For every kind, as many pairs as possible (the smaller of its lifts and places); among
/// those pairings, the fewest rings, then the shortest paths.
fn best_pairing(kinds: &[Kind]) -> Vec<Pair> {
    let options: Vec<Vec<Vec<Pair>>> = kinds.iter().map(kind_pairings).collect();
    let total = options
        .iter()
        .try_fold(1usize, |acc, o| acc.checked_mul(o.len().max(1)))
        .unwrap_or(usize::MAX);
    if total > MAX_PAIRINGS {
        return kinds.iter().flat_map(nearest_first).collect();
    }
    let mut best: Option<((usize, u32), Vec<Pair>)> = None;
    let mut choice = vec![0usize; options.len()];
    loop {
        let pairs: Vec<Pair> = options
            .iter()
            .zip(&choice)
            .flat_map(|(o, &i)| o[i].iter().copied())
            .collect();
        let cost = (
            rings(&pairs),
            pairs.iter().map(|p| path_length(p.from, p.to)).sum(),
        );
        if best.as_ref().is_none_or(|(b, _)| cost < *b) {
            best = Some((cost, pairs));
        }
        // The next combination, like an odometer.
        let mut digit = 0;
        loop {
            if digit == choice.len() {
                return best.map(|(_, p)| p).unwrap_or_default();
            }
            choice[digit] += 1;
            if choice[digit] < options[digit].len() {
                break;
            }
            choice[digit] = 0;
            digit += 1;
        }
    }
}

/// Every maximum pairing of one kind, or only the nearest-first one when there are too many.
fn kind_pairings(kind: &Kind) -> Vec<Vec<Pair>> {
    let (many, few) = (
        kind.from.len().max(kind.to.len()),
        kind.from.len().min(kind.to.len()),
    );
    // many! / (many - few)! arrangements.
    let count = (many - few + 1..=many).try_fold(1usize, |acc, n| acc.checked_mul(n));
    if count.is_none_or(|c| c > MAX_PAIRINGS) {
        return vec![nearest_first(kind)];
    }
    let mut out = Vec::new();
    let mut used = vec![false; many];
    let mut current = Vec::with_capacity(few);
    arrange(kind, few, &mut used, &mut current, &mut out);
    out
}

/// Assigns each square of the smaller side (in order) a distinct square of the larger side.
fn arrange(
    kind: &Kind,
    few: usize,
    used: &mut [bool],
    current: &mut Vec<Pair>,
    out: &mut Vec<Vec<Pair>>,
) {
    let index = current.len();
    if index == few {
        out.push(current.clone());
        return;
    }
    let lifts_are_few = kind.from.len() <= kind.to.len();
    for other in 0..used.len() {
        if used[other] {
            continue;
        }
        let (from, to) = if lifts_are_few {
            (kind.from[index], kind.to[other])
        } else {
            (kind.from[other], kind.to[index])
        };
        used[other] = true;
        current.push(Pair {
            piece: kind.piece,
            from,
            to,
        });
        arrange(kind, few, used, current, out);
        current.pop();
        used[other] = false;
    }
}

/// Pairs the closest lift and place first, again and again (ties by square).
fn nearest_first(kind: &Kind) -> Vec<Pair> {
    let mut from = kind.from.clone();
    let mut to = kind.to.clone();
    let mut pairs = Vec::new();
    while !from.is_empty() && !to.is_empty() {
        let mut best = (u32::MAX, 0, 0);
        for (i, f) in from.iter().enumerate() {
            for (j, t) in to.iter().enumerate() {
                let d = path_length(*f, *t);
                if d < best.0 {
                    best = (d, i, j);
                }
            }
        }
        pairs.push(Pair {
            piece: kind.piece,
            from: from.remove(best.1),
            to: to.remove(best.2),
        });
    }
    pairs
}

/// Squared straight-line distance: a straight path is shorter than a crooked one of the
/// same number of king steps.
fn path_length(a: Square, b: Square) -> u32 {
    let df = a.file().distance(b.file());
    let dr = a.rank().distance(b.rank());
    df * df + dr * dr
}

/// How many rings the moves form (each target square is the origin of the next move).
fn rings(pairs: &[Pair]) -> usize {
    let mut seen = vec![false; pairs.len()];
    let mut count = 0;
    for start in 0..pairs.len() {
        if seen[start] {
            continue;
        }
        let mut at = start;
        let mut steps = 0;
        loop {
            seen[at] = true;
            steps += 1;
            match pairs.iter().position(|p| p.from == pairs[at].to) {
                Some(next) if next == start => {
                    count += 1;
                    break;
                }
                Some(next) if !seen[next] && steps <= pairs.len() => at = next,
                _ => break,
            }
        }
    }
    count
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::language::Language;
    use crate::words::phrases::shown;

    fn board(placement: &str) -> Board {
        Board::from_ascii_board_fen(placement.as_bytes()).unwrap()
    }

    fn texts(from: &str, to: &str, language: Language) -> Vec<String> {
        correction_steps(&board(from), &board(to))
            .into_iter()
            .map(|s| shown(&s.phrase(), language))
            .collect()
    }

    const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR";

    /// Plays the steps on `from` and checks that every step can be done and the result is
    /// `to`.
    fn carry_out(from: &str, to: &str) -> usize {
        let mut b = board(from);
        let steps = correction_steps(&b, &board(to));
        for step in &steps {
            match step.action {
                Action::Lift => {
                    assert_eq!(b.remove_piece_at(step.from.unwrap()), Some(step.piece));
                }
                Action::Place => {
                    assert_eq!(b.piece_at(step.to.unwrap()), None, "{step:?}");
                    b.set_piece_at(step.to.unwrap(), step.piece);
                }
                Action::Move => {
                    assert_eq!(b.piece_at(step.to.unwrap()), None, "{step:?}");
                    assert_eq!(b.remove_piece_at(step.from.unwrap()), Some(step.piece));
                    b.set_piece_at(step.to.unwrap(), step.piece);
                }
            }
        }
        assert_eq!(b, board(to));
        steps.len()
    }

    #[test]
    fn same_board_needs_nothing() {
        assert!(texts(START, START, Language::GERMAN).is_empty());
    }

    #[test]
    fn a_piece_on_a_wrong_square_is_one_move() {
        // The knight went to h3 instead of f3.
        let target = "rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R";
        let current = "rnbqkbnr/pppppppp/8/8/8/7N/PPPPPPPP/RNBQKB1R";
        let steps = correction_steps(&board(current), &board(target));
        assert_eq!(
            steps,
            [Step {
                action: Action::Move,
                piece: Piece {
                    color: Color::White,
                    role: Role::Knight
                },
                from: Some(Square::H3),
                to: Some(Square::F3),
            }]
        );
        assert_eq!(
            steps[0].phrase(),
            Phrase::new("reconcile-move")
                .with("kind", "knight")
                .with("from", Square::H3)
                .with("to", Square::F3)
        );
        assert_eq!(
            texts(current, target, Language::GERMAN),
            ["Setzen Sie den Springer von Hector drei nach Felix drei."]
        );
        assert_eq!(
            texts(current, target, Language::ENGLISH),
            ["Move the knight from Hector three to Felix three."]
        );
    }

    #[test]
    fn a_capture_not_carried_out_is_one_lift() {
        // e5×d6 e.p.: the white pawn stands on d6, but the captured pawn on d5 was left.
        let target = "4k3/8/3P4/8/8/8/8/4K3";
        let current = "4k3/8/3P4/3p4/8/8/8/4K3";
        assert_eq!(
            texts(current, target, Language::GERMAN),
            ["Nehmen Sie den Bauern von David fünf."]
        );
        assert_eq!(
            texts(current, target, Language::ENGLISH),
            ["Remove the pawn from David five."]
        );
        // A captured knight still on the board, the capturing piece elsewhere.
        assert_eq!(
            texts(
                "4k3/8/8/8/8/5n2/8/4K3",
                "4k3/8/8/8/8/8/8/4K3",
                Language::GERMAN
            ),
            ["Nehmen Sie den Springer von Felix drei."]
        );
    }

    #[test]
    fn a_wrong_kind_of_piece_is_lift_and_place() {
        let target = "4k3/8/8/8/2B5/8/8/4K3";
        let current = "4k3/8/8/8/2N5/8/8/4K3";
        assert_eq!(
            texts(current, target, Language::GERMAN),
            [
                "Nehmen Sie den Springer von Cäsar vier.",
                "Stellen Sie einen weißen Läufer auf Cäsar vier."
            ]
        );
        assert_eq!(
            texts(current, target, Language::ENGLISH),
            [
                "Remove the knight from Cäsar four.",
                "Place a white bishop on Cäsar four."
            ]
        );
        assert_eq!(carry_out(current, target), 2);
    }

    #[test]
    fn swapped_pieces_are_lift_move_place() {
        // Rook and knight swapped: on a real board one piece must be held meanwhile.
        let target = "4k3/8/8/8/8/8/8/4K1NR";
        let current = "4k3/8/8/8/8/8/8/4K1RN";
        assert_eq!(
            texts(current, target, Language::GERMAN),
            [
                "Nehmen Sie den Turm von Gustav eins.",
                "Setzen Sie den Springer von Hector eins nach Gustav eins.",
                "Stellen Sie einen weißen Turm auf Hector eins."
            ]
        );
        assert_eq!(carry_out(current, target), 3);
        // A white and a black knight swapped: pieces of the same kind but other colours.
        assert_eq!(
            carry_out("4k3/8/8/8/3nN3/8/8/4K3", "4k3/8/8/8/3Nn3/8/8/4K3"),
            3
        );
    }

    #[test]
    fn a_chain_of_moves_runs_from_its_free_end() {
        // Rook a1 must go to b1, whose knight must go to c3: the knight moves first.
        let current = "4k3/8/8/8/8/8/8/RN2K3";
        let target = "4k3/8/8/8/8/2N5/8/1R2K3";
        assert_eq!(
            texts(current, target, Language::GERMAN),
            [
                "Setzen Sie den Springer von Bella eins nach Cäsar drei.",
                "Setzen Sie den Turm von Anna eins nach Bella eins."
            ]
        );
        assert_eq!(carry_out(current, target), 2);
    }

    #[test]
    fn articles_and_colours_in_german() {
        let target = "4k3/8/8/8/8/8/8/q2PK2b";
        let current = "4k3/8/8/8/8/8/8/4K3";
        assert_eq!(
            texts(current, target, Language::GERMAN),
            [
                "Stellen Sie eine schwarze Dame auf Anna eins.",
                "Stellen Sie einen weißen Bauern auf David eins.",
                "Stellen Sie einen schwarzen Läufer auf Hector eins."
            ]
        );
        assert_eq!(
            texts(target, current, Language::GERMAN),
            [
                "Nehmen Sie die Dame von Anna eins.",
                "Nehmen Sie den Bauern von David eins.",
                "Nehmen Sie den Läufer von Hector eins."
            ]
        );
        assert_eq!(
            texts(current, target, Language::ENGLISH),
            [
                "Place a black queen on Anna one.",
                "Place a white pawn on David one.",
                "Place a black bishop on Hector one."
            ]
        );
    }

    #[test]
    fn pawns_go_straight_back() {
        // After 1. d4 e4?? (not a real game): both pawns go straight back, not across.
        let current = "rnbqkbnr/pppppppp/8/8/3PP3/8/PPP2PPP/RNBQKBNR";
        assert_eq!(
            texts(current, START, Language::GERMAN),
            [
                "Setzen Sie den Bauern von David vier nach David zwei.",
                "Setzen Sie den Bauern von Eva vier nach Eva zwei."
            ]
        );
    }

    #[test]
    fn a_pairing_that_avoids_a_ring_is_preferred() {
        // Rooks a1 and h1, knight b1; wanted: knight a1, rook b1, rook h2. Pairing a1→b1
        // and h1→h2 makes a ring with the knight (four steps); a1→h2 and h1→b1 does not
        // (three steps), so that one is taken.
        let current = "4k3/8/8/8/8/8/8/RN2K2R";
        let target = "4k3/8/8/8/8/8/7R/NR2K3";
        assert_eq!(
            texts(current, target, Language::GERMAN),
            [
                "Setzen Sie den Turm von Anna eins nach Hector zwei.",
                "Setzen Sie den Springer von Bella eins nach Anna eins.",
                "Setzen Sie den Turm von Hector eins nach Bella eins."
            ]
        );
        assert_eq!(carry_out(current, target), 3);
        // An extra knight to lift breaks the ring: rook a1, knights b1 and c1; wanted:
        // knight a1, rook b1. Lift the knight from b1, the rook goes to b1, the knight from
        // c1 to a1: three steps instead of four.
        let current = "4k3/8/8/8/8/8/8/RNN1K3";
        let target = "4k3/8/8/8/8/8/8/NR2K3";
        assert_eq!(
            texts(current, target, Language::GERMAN),
            [
                "Nehmen Sie den Springer von Bella eins.",
                "Setzen Sie den Turm von Anna eins nach Bella eins.",
                "Setzen Sie den Springer von Cäsar eins nach Anna eins."
            ]
        );
        assert_eq!(carry_out(current, target), 3);
    }

    #[test]
    fn any_placement_is_accepted() {
        // No kings, pawns on the back rank, nine queens: whatever stands on the table.
        let current = "QQQQQQQQ/8/8/8/8/8/8/PPPPPPPP";
        let target = "8/8/8/8/8/8/8/8";
        assert_eq!(carry_out(current, target), 16);
        assert_eq!(carry_out(target, current), 16);
        // A completely different board: falls back to nearest-first pairing, still carried
        // out and still with every same-kind pair merged.
        let a = "pppppppp/pppppppp/8/8/8/8/8/8";
        let b = "8/8/8/8/8/8/pppppppp/pppppppp";
        assert_eq!(carry_out(a, b), 16);
        assert_eq!(carry_out(START, "8/8/8/8/8/8/8/8"), 32);
    }

    #[test]
    fn random_boards_are_always_carried_out() {
        // A small linear congruential generator: the same boards on every run.
        let mut seed: u64 = 0x5eed;
        let mut next = move || {
            seed = seed
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            (seed >> 33) as usize
        };
        let pieces: Vec<Piece> = Color::ALL
            .into_iter()
            .flat_map(|color| Role::ALL.into_iter().map(move |role| Piece { color, role }))
            .collect();
        for round in 0..400 {
            let mut boards = [Board::empty(), Board::empty()];
            // Few kinds on few squares make many rings and shared kinds.
            let squares = 4 + round % 28;
            let kinds = 1 + round % 4;
            for board in &mut boards {
                for _ in 0..squares {
                    let square = Square::ALL[next() % 16];
                    board.set_piece_at(square, pieces[next() % kinds]);
                }
            }
            let (from, to) = (
                boards[0].board_fen().to_string(),
                boards[1].board_fen().to_string(),
            );
            let steps = carry_out(&from, &to);
            // Never more than one step per differing square and piece.
            let differing = Square::ALL
                .into_iter()
                .filter(|&s| boards[0].piece_at(s) != boards[1].piece_at(s))
                .count();
            assert!(steps <= 2 * differing, "{from} → {to}");
        }
    }

    #[test]
    fn steps_are_deterministic() {
        let current = "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R";
        let first = texts(current, START, Language::GERMAN);
        for _ in 0..5 {
            assert_eq!(texts(current, START, Language::GERMAN), first);
        }
        assert_eq!(carry_out(current, START), first.len());
    }
}
