//! What pieces can do: the pieces that attack a square, those that defend the piece on it,
//! and the moves of the piece on a square.

use shakmaty::{Bitboard, Board, CastlingSide, Chess, Color, Piece, Position, Role, Square};

use super::value;
use crate::commands::{and_word, lang};
use crate::vocabulary::{color_name, role_name, speaking, square_name};
use crate::words::messages::{capitalised, join_and, piece_with_article, square_content};

/// "Bauer auf David sechs und Springer auf Cäsar sechs" / "the pawn on David sechs and the
/// knight on Cäsar six": the cheapest piece first, as they would capture.
pub(super) fn piece_list_on(squares: Bitboard, board: &Board, de: bool) -> String {
    let language = lang(de);
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
    let names: Vec<String> = pieces
        .iter()
        .map(|(s, r)| {
            if de {
                format!(
                    "{} auf {}",
                    role_name(*r, language),
                    square_name(*s, speaking(de))
                )
            } else {
                format!(
                    "the {} on {}",
                    role_name(*r, language),
                    square_name(*s, speaking(de))
                )
            }
        })
        .collect();
    join_and(&names, and_word(de))
}

/// "Der weiße Springer auf Eva fünf" / "The white knight on Eva fünf".
fn piece_on(piece: Piece, square: Square, de: bool) -> String {
    let on = if de { "auf" } else { "on" };
    capitalised(&format!(
        "{} {on} {}",
        piece_with_article(piece, lang(de)),
        square_name(square, speaking(de))
    ))
}

/// The pieces of one colour that attack a square, or defend the piece on it.
fn attacks_to(board: &Board, square: Square, color: Color) -> Bitboard {
    board.attacks_to(square, color, board.occupied())
}

/// The attackers of an empty square by colour, or of a piece with its defenders.
pub(super) fn attackers_answer(square: Square, board: &Board, de: bool) -> String {
    let by = |color: Color| attacks_to(board, square, color);
    let name = square_name(square, speaking(de));
    match board.piece_at(square) {
        None => {
            let (white, black) = (by(Color::White), by(Color::Black));
            let list = |bb| piece_list_on(bb, board, de);
            match (white.is_empty(), black.is_empty(), de) {
                (true, true, true) => format!("{name} wird von keiner Figur angegriffen."),
                (true, true, false) => format!("No piece attacks {name}."),
                (false, true, true) => {
                    format!("{name} wird nur von Weiß angegriffen: {}.", list(white))
                }
                (false, true, false) => format!("Only White attacks {name}: {}.", list(white)),
                (true, false, true) => {
                    format!("{name} wird nur von Schwarz angegriffen: {}.", list(black))
                }
                (true, false, false) => format!("Only Black attacks {name}: {}.", list(black)),
                (false, false, true) => format!(
                    "{name} wird angegriffen von Weiß: {}; von Schwarz: {}.",
                    list(white),
                    list(black)
                ),
                (false, false, false) => format!(
                    "{name} is attacked by White: {}; by Black: {}.",
                    list(white),
                    list(black)
                ),
            }
        }
        Some(piece) => {
            let attackers = by(piece.color.other());
            let defenders = by(piece.color);
            let subject = piece_on(piece, square, de);
            let attacked = match (attackers.is_empty(), de) {
                (true, true) => "wird nicht angegriffen".to_owned(),
                (true, false) => "is not attacked".to_owned(),
                (false, true) => {
                    format!(
                        "wird angegriffen von {}",
                        piece_list_on(attackers, board, de)
                    )
                }
                (false, false) => {
                    format!("is attacked by {}", piece_list_on(attackers, board, de))
                }
            };
            let defended = match (defenders.is_empty(), de) {
                (true, true) => "und ist nicht gedeckt".to_owned(),
                (true, false) => "and is not defended".to_owned(),
                (false, true) => format!("gedeckt von {}", piece_list_on(defenders, board, de)),
                (false, false) => {
                    format!("defended by {}", piece_list_on(defenders, board, de))
                }
            };
            // A king is never taken, so nothing defends it.
            if piece.role == Role::King {
                format!("{subject} {attacked}.")
            } else {
                format!("{subject} {attacked}, {defended}.")
            }
        }
    }
}

/// The pieces of its own colour that defend the piece on a square.
pub(super) fn defenders_answer(square: Square, board: &Board, de: bool) -> String {
    let name = square_name(square, speaking(de));
    let Some(piece) = board.piece_at(square) else {
        return if de {
            format!(
                "{name} ist leer, dort ist nichts zu decken. Welche Figuren das Feld angreifen, sagt angreifer {name}."
            )
        } else {
            format!(
                "{name} is empty, so there is nothing to defend. To hear which pieces attack it, say attackers {name}."
            )
        };
    };
    let defenders = attacks_to(board, square, piece.color);
    let subject = piece_on(piece, square, de);
    match (defenders.is_empty(), de) {
        (true, true) => format!("{subject} ist nicht gedeckt."),
        (true, false) => format!("{subject} is not defended."),
        (false, true) => format!(
            "{subject} wird gedeckt von {}.",
            piece_list_on(defenders, board, de)
        ),
        (false, false) => format!(
            "{subject} is defended by {}.",
            piece_list_on(defenders, board, de)
        ),
    }
}

/// Where a move goes: the square, whether it captures en passant, whether it promotes.
#[derive(PartialEq)]
struct Target {
    to: Square,
    en_passant: bool,
    promotes: bool,
}

/// "ziehen nach Eva sechs", "capture on David acht with promotion": one kind of move, or
/// `None` when there is none of that kind.
fn targets_clause(targets: &[Target], verb: &str, de: bool) -> Option<String> {
    if targets.is_empty() {
        return None;
    }
    let promotion = if de {
        " mit Umwandlung"
    } else {
        " with promotion"
    };
    let names: Vec<String> = targets
        .iter()
        .map(|t| {
            format!(
                "{}{}{}",
                square_name(t.to, speaking(de)),
                if t.en_passant { " en passant" } else { "" },
                if t.promotes { promotion } else { "" }
            )
        })
        .collect();
    Some(format!("{verb} {}", join_and(&names, and_word(de))))
}

/// The legal moves of the piece on a square: where it moves, where it captures, castling.
pub(super) fn moves_from_answer(square: Square, position: &Chess, de: bool) -> String {
    let language = lang(de);
    let board = position.board();
    let Some(piece) = board.piece_at(square) else {
        return format!("{}.", square_content(square, None, language));
    };
    if piece.color != position.turn() {
        let subject = piece_on(piece, square, de);
        let mover = color_name(position.turn(), language);
        return if de {
            format!("{subject} ist nicht am Zug, sondern {mover}.")
        } else {
            format!("{subject} is not to move: it is {mover}'s turn.")
        };
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
    let and = and_word(de);
    let mut parts = Vec::new();
    parts.extend(targets_clause(
        &quiet,
        if de { "ziehen nach" } else { "move to" },
        de,
    ));
    parts.extend(targets_clause(
        &captures,
        if de { "schlagen auf" } else { "capture on" },
        de,
    ));
    match (castles.as_slice(), de) {
        ([], _) => {}
        ([CastlingSide::KingSide], true) => parts.push("kurz rochieren".to_owned()),
        ([CastlingSide::KingSide], false) => parts.push("castle short".to_owned()),
        ([CastlingSide::QueenSide], true) => parts.push("lang rochieren".to_owned()),
        ([CastlingSide::QueenSide], false) => parts.push("castle long".to_owned()),
        (_, true) => parts.push("kurz und lang rochieren".to_owned()),
        (_, false) => parts.push("castle short and long".to_owned()),
    }
    let article = match (de, piece.role) {
        (false, _) => "the",
        (true, Role::Queen) => "die",
        (true, _) => "der",
    };
    let on = if de { "auf" } else { "on" };
    let subject = capitalised(&format!(
        "{article} {} {on} {}",
        role_name(piece.role, language),
        square_name(square, speaking(de))
    ));
    if parts.is_empty() {
        return if de {
            format!("{subject} kann nicht ziehen.")
        } else {
            format!("{subject} cannot move.")
        };
    }
    // Clauses are set apart by commas, as their lists have "und" inside.
    let clauses = match parts.split_last() {
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{}, {and} {last}", rest.join(", ")),
        None => String::new(),
    };
    if de {
        format!("{subject} kann {clauses}.")
    } else {
        format!("{subject} can {clauses}.")
    }
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
