//! Captures: the pieces each side has lost in the game, the last capture, what one piece can
//! capture now, and the moves or captures of a piece named by kind ("was kann die Dame").

use shakmaty::{ByColor, Chess, Color, Piece, Position, Role, Square};

use super::READING_ORDER;
use super::attacks::moves_from_answer;
use super::game::move_answer;
use super::questions::{named_pieces, no_such_piece, piece_object};
use crate::commands::{Owner, QueryContext, and_word, lang};
use crate::language::Language;
use crate::vocabulary::{color_name, role_name, speaking, square_name};
use crate::words::messages::{
    capitalised, join_and, number_words, piece_with_article, role_count, role_plural,
    square_content,
};

/// "geschlagene Figuren": what each side has lost in this game, strongest first.
pub(super) fn captured_answer(context: &QueryContext<'_>) -> String {
    let language = context.language;
    let de = language == Language::German;
    let game = context.game;
    let mut lost: ByColor<[u32; 6]> = ByColor::default();
    let mut position = game.start.clone();
    for recorded in &game.moves {
        let played = recorded.played;
        if let Some(role) = played.capture() {
            lost.get_mut(!position.turn())[role as usize - 1] += 1;
        }
        position.play_unchecked(played);
    }
    if lost.iter().all(|counts| counts.iter().all(|&n| n == 0)) {
        return if de {
            "In dieser Partie wurde noch nichts geschlagen.".to_owned()
        } else {
            "Nothing has been captured in this game yet.".to_owned()
        };
    }
    let sentences: Vec<String> = Color::ALL
        .iter()
        .map(|&color| {
            let side = color_name(color, language);
            let counts = lost.get(color);
            let items: Vec<String> = READING_ORDER
                .iter()
                .filter(|&&role| counts[role as usize - 1] > 0)
                .map(|&role| role_count(role, counts[role as usize - 1], language))
                .collect();
            match (items.is_empty(), de) {
                (true, true) => format!("{side} hat noch nichts verloren."),
                (true, false) => format!("{side} has lost nothing yet."),
                (false, true) => format!("{side} hat verloren: {}.", join_and(&items, "und")),
                (false, false) => format!("{side} has lost {}.", join_and(&items, "and")),
            }
        })
        .collect();
    sentences.join(" ")
}

/// "letzter Schlag": the last move that took a piece, and the piece it took.
pub(super) fn last_capture_answer(context: &QueryContext<'_>) -> String {
    let language = context.language;
    let de = language == Language::German;
    let game = context.game;
    let last = (0..game.moves.len())
        .rev()
        .find(|&index| game.moves[index].played.capture().is_some());
    let Some(index) = last else {
        return if de {
            "In dieser Partie wurde noch nichts geschlagen.".to_owned()
        } else {
            "Nothing has been captured in this game yet.".to_owned()
        };
    };
    let before = game.position_after(index);
    let played = game.moves[index].played;
    let taken = Piece {
        color: !before.turn(),
        role: played.capture().unwrap_or(Role::Pawn),
    };
    let piece = piece_with_article(taken, language);
    let since = game.moves.len() - index - 1;
    let mut text = format!(
        "{} {}",
        move_answer(index, game, language),
        if de {
            format!("Geschlagen wurde {piece}.")
        } else {
            format!("{} was captured.", capitalised(&piece))
        }
    );
    if since > 0 {
        let count = number_words(u32::try_from(since).unwrap_or(u32::MAX), language);
        text.push(' ');
        text.push_str(&match (since, de) {
            (1, true) => "Danach folgte ein Zug ohne Schlag.".to_owned(),
            (1, false) => "One move without a capture has followed.".to_owned(),
            (_, true) => format!("Danach folgten {count} Züge ohne Schlag."),
            (_, false) => format!(
                "{} moves without a capture have followed.",
                capitalised(&count)
            ),
        });
    }
    text
}

/// "Der Springer auf Felix drei" / "The knight on Felix three".
fn subject(role: Role, square: Square, de: bool) -> String {
    let article = match (de, role) {
        (false, _) => "the",
        (true, Role::Queen) => "die",
        (true, _) => "der",
    };
    capitalised(&format!(
        "{article} {} {} {}",
        role_name(role, lang(de)),
        if de { "auf" } else { "on" },
        square_name(square, speaking(de))
    ))
}

/// "schläge f3": the legal captures of the piece on a square, each with the piece it takes.
pub(super) fn captures_answer(square: Square, position: &Chess, de: bool) -> String {
    let language = lang(de);
    let board = position.board();
    let Some(piece) = board.piece_at(square) else {
        return format!("{}.", square_content(square, None, language));
    };
    if piece.color != position.turn() {
        // Not its turn: the same sentence as for its moves.
        return moves_from_answer(square, position, de);
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
    let subject = subject(piece.role, square, de);
    if taken.is_empty() {
        return if de {
            format!("{subject} kann nichts schlagen.")
        } else {
            format!("{subject} cannot capture anything.")
        };
    }
    let items: Vec<String> = taken
        .iter()
        .map(|&(on, role, en_passant, promotes)| {
            let mut item = piece_object(role, on, de);
            if en_passant {
                item.push_str(" en passant");
            }
            if promotes {
                item.push_str(if de {
                    " mit Umwandlung"
                } else {
                    " with promotion"
                });
            }
            item
        })
        .collect();
    let list = join_and(&items, and_word(de));
    if de {
        format!("{subject} kann schlagen: {list}.")
    } else {
        format!("{subject} can capture {list}.")
    }
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
) -> String {
    let de = context.language == Language::German;
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
            captures_answer(square, position, de)
        } else {
            moves_from_answer(square, position, de)
        }
    };
    match pieces.as_slice() {
        [] => no_such_piece(owner, role, context),
        [(_, square)] => one(*square),
        many if captures_only => many
            .iter()
            .map(|(_, square)| one(*square))
            .collect::<Vec<_>>()
            .join(" "),
        many => {
            let squares: Vec<String> = many
                .iter()
                .map(|(_, square)| square_name(*square, speaking(de)))
                .collect();
            let count = number_words(
                u32::try_from(many.len()).unwrap_or(u32::MAX),
                context.language,
            );
            let plural = role_plural(role, context.language);
            let first = &squares[0];
            let whose = match (owner, de) {
                (Owner::Mine, true) => "Sie haben".to_owned(),
                (Owner::Mine, false) => "You have".to_owned(),
                (_, true) => format!("{} hat", color_name(many[0].0, context.language)),
                (_, false) => format!("{} has", color_name(many[0].0, context.language)),
            };
            if de {
                let which = if role == Role::Queen {
                    "Welche"
                } else {
                    "Welchen"
                };
                format!(
                    "{whose} {count} {plural}, auf {}. {which} meinen Sie? Sagen Sie zum Beispiel: züge von {first}.",
                    join_and(&squares, "und")
                )
            } else {
                format!(
                    "{whose} {count} {plural}, on {}. Which one? Say for example: moves from {first}.",
                    join_and(&squares, "and")
                )
            }
        }
    }
}
