//! What pieces can do: the pieces that attack a square, those that defend the piece on it,
//! and the moves of the piece on a square.

use shakmaty::{Bitboard, Board, CastlingSide, Chess, Color, Piece, Position, Role, Square};

use super::{and_list, colour, kind, square_content, value};
use crate::phrase::{Phrase, Value};

/// "Bauer auf David sechs und Springer auf Cäsar sechs" / "the pawn on David six and the
/// knight on Cäsar six": the cheapest piece first, as they would capture.
pub(super) fn piece_list_on(squares: Bitboard, board: &Board) -> Value {
    let mut pieces: Vec<(Square, Role)> = squares
        .into_iter()
        .filter_map(|s| board.role_at(s).map(|r| (s, r)))
        .collect();
    pieces.sort_by_key(|(s, r)| {
        (
            if *r == Role::King { 100 } else { value(*r) },
            *r as u8,
            s.file(),
            s.rank(),
        )
    });
    and_list(
        pieces
            .iter()
            .map(|&(square, role)| {
                Phrase::new("answer-piece-on")
                    .with("kind", kind(role))
                    .with("square", square)
                    .into()
            })
            .collect(),
    )
}

/// "Der weiße Springer auf Eva fünf" / "The white knight on Eva five".
fn piece_on(piece: Piece, square: Square) -> Phrase {
    Phrase::new("answer-piece-subject")
        .with("kind", kind(piece.role))
        .with("colour", colour(piece.color))
        .with("square", square)
}

/// "Der Springer auf Felix drei" / "The knight on Felix three".
pub(super) fn the_piece(role: Role, square: Square) -> Phrase {
    Phrase::new("answer-the-piece")
        .with("kind", kind(role))
        .with("square", square)
}

/// The pieces of one colour that attack a square, or defend the piece on it.
fn attacks_to(board: &Board, square: Square, color: Color) -> Bitboard {
    board.attacks_to(square, color, board.occupied())
}

/// The attackers of an empty square by colour, or of a piece with its defenders.
pub(super) fn attackers_answer(square: Square, board: &Board) -> Phrase {
    let by = |color: Color| attacks_to(board, square, color);
    match board.piece_at(square) {
        None => {
            let (white, black) = (by(Color::White), by(Color::Black));
            let list = |bb| piece_list_on(bb, board);
            match (white.is_empty(), black.is_empty()) {
                (true, true) => Phrase::new("answer-attacked-by-none").with("square", square),
                (false, true) => Phrase::new("answer-attacked-only-by")
                    .with("square", square)
                    .with("side", Color::White)
                    .with("pieces", list(white)),
                (true, false) => Phrase::new("answer-attacked-only-by")
                    .with("square", square)
                    .with("side", Color::Black)
                    .with("pieces", list(black)),
                (false, false) => Phrase::new("answer-attacked-by-both")
                    .with("square", square)
                    .with("white", list(white))
                    .with("black", list(black)),
            }
        }
        Some(piece) => {
            let attackers = by(piece.color.other());
            let defenders = by(piece.color);
            let attacked = if attackers.is_empty() {
                Phrase::new("answer-is-not-attacked")
            } else {
                Phrase::new("answer-is-attacked-by").with("pieces", piece_list_on(attackers, board))
            };
            let subject = piece_on(piece, square);
            // A king is never taken, so nothing defends it.
            if piece.role == Role::King {
                return Phrase::new("answer-piece-attacks")
                    .with("subject", subject)
                    .with("attacked", attacked);
            }
            let defended = if defenders.is_empty() {
                Phrase::new("answer-and-not-defended")
            } else {
                Phrase::new("answer-defended-by").with("pieces", piece_list_on(defenders, board))
            };
            Phrase::new("answer-piece-attacks-defends")
                .with("subject", subject)
                .with("attacked", attacked)
                .with("defended", defended)
        }
    }
}

/// The pieces of its own colour that defend the piece on a square.
pub(super) fn defenders_answer(square: Square, board: &Board) -> Phrase {
    let Some(piece) = board.piece_at(square) else {
        return Phrase::new("answer-nothing-to-defend").with("square", square);
    };
    let defenders = attacks_to(board, square, piece.color);
    let subject = piece_on(piece, square);
    if defenders.is_empty() {
        Phrase::new("answer-not-defended").with("subject", subject)
    } else {
        Phrase::new("answer-is-defended-by")
            .with("subject", subject)
            .with("pieces", piece_list_on(defenders, board))
    }
}

/// Where a move goes: the square, whether it captures en passant, whether it promotes.
#[derive(PartialEq)]
struct Target {
    to: Square,
    en_passant: bool,
    promotes: bool,
}

/// A target or a piece taken, with "en passant" or "mit Umwandlung" after it.
pub(super) fn with_manner(what: Value, en_passant: bool, promotes: bool) -> Value {
    let what = if en_passant {
        Phrase::new("answer-en-passant").with("what", what).into()
    } else {
        what
    };
    if promotes {
        Phrase::new("answer-with-promotion")
            .with("what", what)
            .into()
    } else {
        what
    }
}

/// "ziehen nach Eva sechs", "capture on David acht with promotion": one kind of move, or
/// `None` when there is none of that kind.
fn targets_clause(targets: &[Target], id: &'static str) -> Option<Value> {
    if targets.is_empty() {
        return None;
    }
    let names: Vec<Value> = targets
        .iter()
        .map(|t| with_manner(Value::Square(t.to), t.en_passant, t.promotes))
        .collect();
    Some(Phrase::new(id).with("squares", and_list(names)).into())
}

/// The legal moves of the piece on a square: where it moves, where it captures, castling.
pub(super) fn moves_from_answer(square: Square, position: &Chess) -> Phrase {
    let board = position.board();
    let Some(piece) = board.piece_at(square) else {
        return square_content(square, None);
    };
    if piece.color != position.turn() {
        return Phrase::new("answer-not-its-turn")
            .with("subject", piece_on(piece, square))
            .with("side", position.turn());
    }
    let mut quiet: Vec<Target> = Vec::new();
    let mut captures: Vec<Target> = Vec::new();
    let mut castles: Vec<CastlingSide> = Vec::new();
    for m in position.legal_moves() {
        if m.from() != Some(square) {
            continue;
        }
        if let Some(side) = m.castling_side() {
            if !castles.contains(&side) {
                castles.push(side);
            }
            continue;
        }
        let target = Target {
            to: m.to(),
            en_passant: m.is_en_passant(),
            promotes: m.is_promotion(),
        };
        let list = if m.is_capture() {
            &mut captures
        } else {
            &mut quiet
        };
        if !list.contains(&target) {
            list.push(target);
        }
    }
    quiet.sort_by_key(|t| (t.to.file(), t.to.rank()));
    captures.sort_by_key(|t| (t.to.file(), t.to.rank()));
    castles.sort_by_key(|side| *side == CastlingSide::QueenSide);
    let mut parts: Vec<Value> = Vec::new();
    parts.extend(targets_clause(&quiet, "answer-move-to"));
    parts.extend(targets_clause(&captures, "answer-capture-on"));
    match castles.as_slice() {
        [] => {}
        [CastlingSide::KingSide] => parts.push(Phrase::new("answer-castle-short").into()),
        [CastlingSide::QueenSide] => parts.push(Phrase::new("answer-castle-long").into()),
        _ => parts.push(Phrase::new("answer-castle-both").into()),
    }
    let subject = the_piece(piece.role, square);
    // Clauses are set apart by commas, as their lists have "und" inside.
    let clauses = match parts.as_slice() {
        [] => return Phrase::new("answer-cannot-move").with("subject", subject),
        [one] => one.clone(),
        [first, last] => Phrase::new("answer-clauses-two")
            .with("first", first.clone())
            .with("last", last.clone())
            .into(),
        [first, second, last, ..] => Phrase::new("answer-clauses-three")
            .with("first", first.clone())
            .with("second", second.clone())
            .with("last", last.clone())
            .into(),
    };
    Phrase::new("answer-can")
        .with("subject", subject)
        .with("clauses", clauses)
}

#[cfg(test)]
mod tests {
    use crate::commands::test_support::{DE, EN, OPEN, START, ask};

    #[test]
    fn attackers_and_defenders() {
        assert_eq!(
            ask(OPEN, "angreifer e5", DE),
            "Der schwarze Bauer auf Eva fünf wird angegriffen von Bauer auf David vier und Springer auf Felix drei, gedeckt von Springer auf Cäsar sechs."
        );
        assert_eq!(
            ask(OPEN, "who attacks e5", EN),
            "The black pawn on Eva five is attacked by the pawn on David four and the knight on Felix three, defended by the knight on Cäsar six."
        );
        assert_eq!(
            ask(OPEN, "wer greift d5 an", DE),
            "David fünf wird nur von Weiß angegriffen: Bauer auf Eva vier."
        );
        assert_eq!(
            ask(OPEN, "angreifer h5", DE),
            "Hector fünf wird von keiner Figur angegriffen."
        );
        assert_eq!(
            ask(OPEN, "angreifer a5", DE),
            "Anna fünf wird nur von Schwarz angegriffen: Springer auf Cäsar sechs."
        );
        assert_eq!(
            ask(OPEN, "angreifer b4", DE),
            "Bella vier wird nur von Schwarz angegriffen: Springer auf Cäsar sechs und Läufer auf Felix acht."
        );
        assert_eq!(
            ask(OPEN, "attackers h3", EN),
            "Only White attacks Hector three: the pawn on Gustav two."
        );
        assert_eq!(
            ask(OPEN, "wer deckt d4", DE),
            "Der weiße Bauer auf David vier wird gedeckt von Springer auf Felix drei und Dame auf David eins."
        );
        assert_eq!(
            ask(OPEN, "defenders e4", EN),
            "The white pawn on Eva four is not defended."
        );
        assert_eq!(
            ask(OPEN, "verteidiger e3", DE),
            "Eva drei ist leer, dort ist nichts zu decken. Welche Figuren das Feld angreifen, sagt angreifer Eva drei."
        );
    }

    #[test]
    fn moves_of_a_piece() {
        assert_eq!(
            ask(START, "züge von g1", DE),
            "Der Springer auf Gustav eins kann ziehen nach Felix drei und Hector drei."
        );
        assert_eq!(
            ask(START, "moves from g1", EN),
            "The knight on Gustav one can move to Felix three and Hector three."
        );
        assert_eq!(
            ask(START, "was kann d1", DE),
            "Die Dame auf David eins kann nicht ziehen."
        );
        assert_eq!(ask(START, "züge von e4", DE), "Eva vier ist leer.");
        assert_eq!(
            ask(START, "züge von b8", DE),
            "Der schwarze Springer auf Bella acht ist nicht am Zug, sondern Weiß."
        );
        assert_eq!(
            ask(OPEN, "züge von e5", DE),
            "Der Bauer auf Eva fünf kann schlagen auf David vier."
        );
        let castling = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
        assert_eq!(
            ask(castling, "züge von e1", DE),
            "Der König auf Eva eins kann ziehen nach David eins, David zwei, Eva zwei, Felix eins und Felix zwei, und kurz und lang rochieren."
        );
        let promotion = "3r3k/4P3/8/8/8/8/8/K7 w - - 0 1";
        assert_eq!(
            ask(promotion, "moves from e7", EN),
            "The pawn on Eva seven can move to Eva eight with promotion, and capture on David eight with promotion."
        );
        let en_passant = "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2";
        assert_eq!(
            ask(en_passant, "züge von e5", DE),
            "Der Bauer auf Eva fünf kann ziehen nach Eva sechs, und schlagen auf David sechs en passant."
        );
    }
}
