//! Captures: the pieces each side has lost in the game, the last capture, what one piece can
//! capture now, and the moves or captures of a piece named by kind ("was kann die Dame").

use shakmaty::{ByColor, Chess, Color, Position, Role, Square};

use super::attacks::{moves_from_answer, the_piece, with_manner};
use super::game::{move_answer, role_count};
use super::questions::{named_pieces, no_such_piece, piece_object};
use super::{
    READING_ORDER, and_list, colour, kind, number, owner_key, spelled, square_content, square_list,
};
use crate::commands::{Owner, QueryContext};
use crate::phrase::{Phrase, Value};

/// "geschlagene Figuren": what each side has lost in this game, strongest first.
pub(super) fn captured_answer(context: &QueryContext<'_>) -> Vec<Phrase> {
    let game = context.game;
    let mut lost: ByColor<[usize; 6]> = ByColor::default();
    let mut position = game.start.clone();
    for recorded in &game.moves {
        let played = recorded.played;
        if let Some(role) = played.capture() {
            lost.get_mut(!position.turn())[role as usize - 1] += 1;
        }
        position.play_unchecked(played);
    }
    captured_of(&lost)
}

/// "geschlagene Figuren" in any game: what each side has lost, from how many pieces of each
/// kind (`lost[color][role as usize - 1]`) were taken from it.
pub fn captured_of(lost: &ByColor<[usize; 6]>) -> Vec<Phrase> {
    if lost.iter().all(|counts| counts.iter().all(|&n| n == 0)) {
        return vec![Phrase::new("answer-nothing-captured")];
    }
    Color::ALL
        .iter()
        .map(|&color| {
            let counts = lost.get(color);
            let items: Vec<Value> = READING_ORDER
                .iter()
                .filter(|&&role| counts[role as usize - 1] > 0)
                .map(|&role| role_count(role, counts[role as usize - 1]))
                .collect();
            if items.is_empty() {
                Phrase::new("answer-lost-nothing").with("side", color)
            } else {
                Phrase::new("answer-lost")
                    .with("side", color)
                    .with("pieces", and_list(items))
            }
        })
        .collect()
}

pub(super) fn last_capture_answer(context: &QueryContext<'_>) -> Vec<Phrase> {
    let game = context.game;
    let last = (0..game.moves.len())
        .rev()
        .find(|&index| game.moves[index].played.capture().is_some());
    let Some(index) = last else {
        return vec![Phrase::new("answer-nothing-captured")];
    };
    let before = game.position_after(index);
    let played = game.moves[index].played;
    last_capture_of(
        move_answer(index, game),
        played.capture().unwrap_or(Role::Pawn),
        !before.turn(),
        game.moves.len() - index - 1,
    )
}

/// "letzter Schlag" in any game: the move that took last (`the_move`, as "letzter Zug" says
/// it), the kind and colour of the piece taken, and how many half-moves were played since.
pub fn last_capture_of(the_move: Phrase, taken: Role, victim: Color, since: usize) -> Vec<Phrase> {
    let mut sentences = vec![
        the_move,
        Phrase::new("answer-piece-captured")
            .with("kind", kind(taken))
            .with("colour", colour(victim)),
    ];
    if since > 0 {
        sentences.push(
            Phrase::new("answer-moves-since")
                .with("n", number(since))
                .with("count", spelled(since)),
        );
    }
    sentences
}

/// "schläge f3": the legal captures of the piece on a square, each with the piece it takes.
pub(super) fn captures_answer(square: Square, position: &Chess) -> Phrase {
    let board = position.board();
    let Some(piece) = board.piece_at(square) else {
        return square_content(square, None);
    };
    if piece.color != position.turn() {
        // Not its turn: the same sentence as for its moves.
        return moves_from_answer(square, position);
    }
    let mut taken: Vec<(Square, Role, bool, bool)> = Vec::new();
    for m in position.legal_moves() {
        if m.from() != Some(square) {
            continue;
        }
        let Some(role) = m.capture() else { continue };
        // En passant takes the pawn beside the target square.
        let on = if m.is_en_passant() {
            Square::from_coords(m.to().file(), square.rank())
        } else {
            m.to()
        };
        let entry = (on, role, m.is_en_passant(), m.is_promotion());
        if !taken.iter().any(|t| t.0 == on) {
            taken.push(entry);
        }
    }
    taken.sort_by_key(|(on, ..)| (on.file(), on.rank()));
    let subject = the_piece(piece.role, square);
    if taken.is_empty() {
        return Phrase::new("answer-cannot-capture").with("subject", subject);
    }
    let items: Vec<Value> = taken
        .iter()
        .map(|&(on, role, en_passant, promotes)| {
            with_manner(piece_object(role, on), en_passant, promotes)
        })
        .collect();
    Phrase::new("answer-can-capture")
        .with("subject", subject)
        .with("pieces", and_list(items))
}

/// "was kann die Dame", "was kann mein Springer schlagen": the piece of that kind answered
/// for when there is one; several are asked about by square for their moves, and answered
/// one by one for their captures. No owner named means the player asking (or, when they
/// have none of that kind, the other side).
pub(super) fn piece_moves_answer(
    owner: Owner,
    role: Role,
    captures_only: bool,
    context: &QueryContext<'_>,
) -> Vec<Phrase> {
    let owner = match owner {
        Owner::Both => {
            let own = context.position.board().by_piece(role.of(context.asking));
            if own.any() {
                Owner::Mine
            } else {
                Owner::Colored(!context.asking)
            }
        }
        other => other,
    };
    let pieces = named_pieces(owner, role, context);
    let position = context.position;
    let one = |square: Square| {
        if captures_only {
            captures_answer(square, position)
        } else {
            moves_from_answer(square, position)
        }
    };
    match pieces.as_slice() {
        [] => vec![no_such_piece(owner, role, context)],
        [(_, square)] => vec![one(*square)],
        many if captures_only => many.iter().map(|(_, square)| one(*square)).collect(),
        many => {
            let squares: Vec<Square> = many.iter().map(|(_, square)| *square).collect();
            vec![
                Phrase::new("answer-which-piece")
                    .with("owner", owner_key(owner))
                    .with("side", many[0].0)
                    .with("kind", kind(role))
                    .with("count", spelled(many.len()))
                    .with("squares", square_list(&squares))
                    .with("first", squares[0]),
            ]
        }
    }
}
