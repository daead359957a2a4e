//! The questions a player asks of any game, answered for a 3D game in the words chess's
//! answers use: the last moves ("letzter Zug", "die letzten drei Züge", "was hat Schwarz
//! gezogen"), the move number, check, the material and the opponent. Before, a 3D game
//! answered each of them "… ist hier kein erlaubter Zug".

use shakmaty::{ByColor, Color, Role};

use crate::commands::{
    Owner, captured_of, exposure_of, info_of, last_capture_of, material_of, move_number_of,
    opponent_of, owner_key,
};
use crate::phrase::{Join, Phrase, Value, role_key};
use crate::tridim::game::Game3;
use crate::tridim::moves::Action;
use crate::tridim::moves::Move3;
use crate::tridim::position::Position3;
use crate::tridim::words::{announce, square};

/// The side an owner names for the player `asking`; `both` means `otherwise`.
fn side(owner: Owner, asking: Color, otherwise: Color) -> Color {
    match owner {
        Owner::Mine => asking,
        Owner::Theirs => !asking,
        Owner::Colored(color) => color,
        Owner::Both => otherwise,
    }
}

/// Move `index` (from 0) of `game`: "Zug eins, Schwarz: Bauer Anna sechs auf Schwarz
/// (a6S)." `write` gives the move in the record's notation.
fn move_answer(
    game: &Game3,
    index: usize,
    write: &impl Fn(&Position3, &Move3) -> String,
) -> Phrase {
    let before = game.position_after(index);
    let (played, _) = &game.moves[index];
    Phrase::new("answer-move")
        .with("number", Value::Spelled(before.fullmoves()))
        .with("side", before.turn())
        .with("words", announce(&before, played))
        .with("san", Value::Verbatim(write(&before, played)))
}

/// "letzter Zug", "die letzten drei Züge": the last `count` half-moves, each with its
/// number, its words and its notation.
pub(super) fn last_moves(
    game: &Game3,
    count: usize,
    write: &impl Fn(&Position3, &Move3) -> String,
) -> Vec<Phrase> {
    let total = game.moves.len();
    if total == 0 {
        return vec![Phrase::new("answer-no-move-yet")];
    }
    let mut sentences = Vec::new();
    if count > total && count > 1 {
        sentences.push(Phrase::new("answer-only-moves").with("n", total).with(
            "count",
            Value::Spelled(u32::try_from(total).unwrap_or(u32::MAX)),
        ));
    }
    let count = count.clamp(1, total);
    sentences.extend((total - count..total).map(|index| move_answer(game, index, write)));
    sentences
}

/// "was hat Schwarz gezogen", "mein letzter Zug": the last move of the side named (of the
/// side that moved last, when none is).
pub(super) fn last_move_of(
    game: &Game3,
    owner: Owner,
    asking: Color,
    write: &impl Fn(&Position3, &Move3) -> String,
) -> Phrase {
    let last_mover = match game.moves.len().checked_sub(1) {
        Some(last) => game.position_after(last).turn(),
        None => game.position().turn(),
    };
    let color = side(owner, asking, last_mover);
    let index = (0..game.moves.len())
        .rev()
        .find(|&index| game.position_after(index).turn() == color);
    match index {
        Some(index) => move_answer(game, index, write),
        None => Phrase::new("answer-not-moved-yet")
            .with("owner", owner_key(owner))
            .with("side", color),
    }
}

/// "zugnummer": the move being played and whose turn it is, or how the game ended.
pub(super) fn move_number(game: &Game3) -> Phrase {
    let position = game.position();
    move_number_of(
        position.fullmoves(),
        position.turn(),
        game.end.map(|end| end.phrase()),
    )
}

/// "bin ich im Schach" (3.5(b)): whether the side is in check, and by which pieces: those
/// that could take in the king's column on any level.
pub(super) fn in_check(position: &Position3, owner: Owner, asking: Color) -> Phrase {
    let color = side(owner, asking, position.turn());
    let Some(king) = position.king(color).filter(|_| position.in_check(color)) else {
        return Phrase::new("answer-not-in-check")
            .with("owner", owner_key(owner))
            .with("side", color);
    };
    let pieces: Vec<Value> = position
        .pieces()
        .filter(|(from, piece)| {
            piece.color != color && super::attacks_alone(position, *from, king.column)
        })
        .map(|(from, piece)| {
            Value::from(
                Phrase::new("answer-piece-object")
                    .with("kind", role_key(piece.role))
                    .with("square", square(from)),
            )
        })
        .collect();
    Phrase::new("answer-in-check")
        .with("owner", owner_key(owner))
        .with("side", color)
        .with("pieces", Value::List(Join::And, pieces))
}

/// "material": the pieces one side has more than the other, and the points of each.
pub(super) fn material(position: &Position3) -> Phrase {
    material_of(|color, role: Role| {
        position
            .pieces()
            .filter(|(_, piece)| piece.color == color && piece.role == role)
            .count()
    })
}

/// "legale züge", "welche züge habe ich": how many legal moves the side to move has, and
/// each in words (first whether the player asking is to move at all).
pub(super) fn all_moves(position: &Position3, owner: Owner, asking: Color) -> Vec<Phrase> {
    let turn = position.turn();
    let asked = side(owner, asking, turn);
    let mut sentences = Vec::new();
    if asked != turn {
        sentences.push(
            Phrase::new("answer-not-your-move")
                .with("owner", owner_key(owner))
                .with("side", asked)
                .with("mover", turn),
        );
    }
    let moves = position.legal_moves();
    let count = moves.len();
    sentences.push(
        Phrase::new("answer-legal-moves")
            .with("side", turn)
            .with("n", count)
            .with(
                "count",
                Value::Spelled(u32::try_from(count).unwrap_or(u32::MAX)),
            ),
    );
    if count > 0 {
        let named: Vec<Value> = moves
            .iter()
            .map(|m| Value::from(announce(position, m)))
            .collect();
        sentences.push(
            Phrase::new("tridim-legal-move-list").with("moves", Value::List(Join::Comma, named)),
        );
    }
    sentences
}

/// "welche Figuren hängen" (3.1(b): a piece attacks a column on every level): for each side
/// asked about, its pieces (the king left out) attacked and not defended, attacked but
/// defended, and neither.
pub(super) fn hanging(position: &Position3, owner: Owner, asking: Color) -> Vec<Phrase> {
    let sides = match owner {
        Owner::Both => vec![Color::White, Color::Black],
        other => vec![side(other, asking, asking)],
    };
    let attacked_by = |column, by: Color| {
        position
            .pieces()
            .any(|(from, piece)| piece.color == by && super::attacks_alone(position, from, column))
    };
    let mut sentences = Vec::new();
    for color in sides {
        let mut groups: [Vec<Value>; 3] = Default::default();
        for (at, piece) in position.pieces() {
            if piece.color != color || piece.role == Role::King {
                continue;
            }
            let attacked = attacked_by(at.column, !color);
            let defended = attacked_by(at.column, color);
            let group = match (attacked, defended) {
                (true, false) => 0,
                (true, true) => 1,
                (false, false) => 2,
                (false, true) => continue,
            };
            groups[group].push(Value::from(
                Phrase::new("answer-piece-on")
                    .with("kind", role_key(piece.role))
                    .with("square", square(at)),
            ));
        }
        let [hanging, defended, loose] =
            groups.map(|pieces| (!pieces.is_empty()).then_some(Value::List(Join::And, pieces)));
        sentences.extend(exposure_of(
            color,
            owner != Owner::Mine,
            hanging,
            defended,
            loose,
        ));
    }
    sentences
}

/// The kind of piece `played` takes, if it takes one.
fn taken(played: &Move3) -> Option<Role> {
    match played.action {
        Action::Piece { capture, .. } => capture,
        _ => None,
    }
}

/// "geschlagene Figuren": what each side has lost.
pub(super) fn captured(game: &Game3) -> Vec<Phrase> {
    let mut lost: ByColor<[usize; 6]> = ByColor::default();
    for (index, (played, _)) in game.moves.iter().enumerate() {
        if let Some(role) = taken(played) {
            let victim = !game.position_after(index).turn();
            lost.get_mut(victim)[role as usize - 1] += 1;
        }
    }
    captured_of(&lost)
}

/// "letzter Schlag": the move that took last, the piece taken, and the moves since.
pub(super) fn last_capture(
    game: &Game3,
    write: &impl Fn(&Position3, &Move3) -> String,
) -> Vec<Phrase> {
    let last = (0..game.moves.len())
        .rev()
        .find_map(|index| taken(&game.moves[index].0).map(|role| (index, role)));
    let Some((index, role)) = last else {
        return vec![Phrase::new("answer-nothing-captured")];
    };
    let victim = !game.position_after(index).turn();
    last_capture_of(
        move_answer(game, index, write),
        role,
        victim,
        game.moves.len() - index - 1,
    )
}

/// "info": the event, who plays whom, the move number, and the clocks (`clock`, when the
/// game has one).
pub(super) fn info(game: &Game3, engine: ByColor<bool>, clock: Option<Phrase>) -> Vec<Phrase> {
    info_of(engine, |name| game.tag(name), move_number(game), clock)
}

/// "wer ist mein Gegner": who plays the other side, from the record's tags and the sides
/// the engine plays.
pub(super) fn opponent(game: &Game3, asking: Color, engine: ByColor<bool>) -> Phrase {
    opponent_of(asking, engine, |name| game.tag(name))
}

#[cfg(test)]
mod tests {
    use super::super::ThreeDSession;
    use crate::language::Language;
    use shakmaty::{Color, Role};

    /// A German 3D session from a position with only `pieces` on the board, White to move.
    fn session_with(pieces: &[(&str, shakmaty::Color, shakmaty::Role)]) -> ThreeDSession {
        use crate::tridim::fen3d::parse_square;
        use crate::tridim::position::{Piece3, Position3};
        let mut position = Position3::empty();
        for &(at, color, role) in pieces {
            position.set(parse_square(at).unwrap(), Some(Piece3::new(color, role)));
        }
        ThreeDSession::with_game(crate::tridim::game::Game3::new(position), Language::GERMAN)
    }

    fn said(session: &mut ThreeDSession, line: &str) -> Vec<String> {
        let (events, _) = session.handle_line(line);
        let words = crate::texts::Words::new(
            session.language(),
            crate::words::announce::AnnounceOptions::default(),
        );
        events
            .iter()
            .flat_map(|event| words.lines(event))
            .map(|line| line.shown)
            .collect()
    }

    #[test]
    fn the_last_moves_are_said_with_their_numbers_words_and_notation() {
        let mut s = ThreeDSession::new_3d(Language::GERMAN);
        assert_eq!(said(&mut s, "letzter zug"), ["Noch kein Zug gespielt."]);
        said(&mut s, "b4N");
        said(&mut s, "a6S");
        assert_eq!(
            said(&mut s, "letzter zug"),
            ["Zug eins, Schwarz: Bauer Anna sechs auf Schwarz (a6S)."]
        );
        let both = said(&mut s, "die letzten 5 Züge");
        assert_eq!(both.len(), 3, "{both:?}");
        assert!(
            both[1].starts_with("Zug eins, Weiß: Bauer Bella vier"),
            "{both:?}"
        );
        let white = said(&mut s, "was hat weiß gezogen");
        assert!(white[0].starts_with("Zug eins, Weiß"), "{white:?}");
    }

    #[test]
    fn the_move_number_check_and_material_are_answered() {
        let mut s = ThreeDSession::new_3d(Language::GERMAN);
        said(&mut s, "b4N");
        assert_eq!(
            said(&mut s, "zugnummer"),
            ["Es ist Zug eins, Schwarz ist am Zug."]
        );
        assert_eq!(
            said(&mut s, "bin ich im schach"),
            ["Nein, Sie stehen nicht im Schach."]
        );
        let material = said(&mut s, "material");
        assert!(material[0].starts_with("Material gleich"), "{material:?}");
    }

    /// A rook on the neutral board gives check to the king three ranks away on White's
    /// board (3.5(b): a piece attacks a column on every level), and is named.
    #[test]
    fn check_names_the_pieces_that_give_it() {
        let mut s = session_with(&[
            ("c2W", Color::White, Role::King),
            ("c5N", Color::Black, Role::Rook),
            ("a8S", Color::Black, Role::King),
        ]);
        assert_eq!(
            said(&mut s, "bin ich im schach"),
            ["Ja, Sie stehen im Schach durch den Turm auf Cäsar fünf auf Neutral."]
        );
        assert_eq!(
            said(&mut s, "steht schwarz im schach"),
            ["Nein, Schwarz steht nicht im Schach."]
        );
    }

    /// A capture on the neutral board: what was taken, by which move, and what each side has
    /// lost.
    #[test]
    fn the_pieces_taken_are_counted_and_the_last_capture_named() {
        let mut s = ThreeDSession::new_3d(Language::GERMAN);
        assert_eq!(
            said(&mut s, "geschlagene figuren"),
            ["In dieser Partie wurde noch nichts geschlagen."]
        );
        for line in ["b4N", "c5N", "b4xc5N"] {
            said(&mut s, line);
        }
        assert_eq!(s.game().moves.len(), 3, "{:?}", s.game().moves);
        let lost = said(&mut s, "geschlagene figuren");
        assert_eq!(lost.len(), 2, "{lost:?}");
        assert_eq!(lost[0], "Weiß hat noch nichts verloren.");
        assert!(lost[1].contains("einen Bauern"), "{lost:?}");
        let last = said(&mut s, "letzter schlag");
        assert_eq!(
            last,
            [
                "Zug zwei, Weiß: Bauer Bella schlägt Cäsar fünf auf Neutral (bxc5N).",
                "Geschlagen wurde der schwarze Bauer."
            ]
        );
    }

    /// Meder's start: twenty legal moves for White, each said in words.
    #[test]
    fn the_legal_moves_are_counted_and_said() {
        let mut s = ThreeDSession::new_3d(Language::GERMAN);
        let said = said(&mut s, "legale züge");
        assert_eq!(said[0], "Weiß hat zwanzig legale Züge.", "{said:?}");
        assert_eq!(said[1].matches(", ").count(), 19, "{said:?}");
        assert!(said[1].contains("Bauer Bella vier auf Neutral"), "{said:?}");
    }

    /// A black rook on the neutral board attacks the white pawn in front of it, which nothing
    /// defends; the knight behind the pawn on White's board is neither attacked (the pawn
    /// stands in the rook's way on every level) nor defended.
    #[test]
    fn hanging_pieces_are_found_across_the_levels() {
        let mut s = session_with(&[
            ("a1W", Color::White, Role::King),
            ("c2W", Color::White, Role::Knight),
            ("c4N", Color::White, Role::Pawn),
            ("c5N", Color::Black, Role::Rook),
            ("a8S", Color::Black, Role::King),
        ]);
        let said = said(&mut s, "welche figuren hängen");
        assert_eq!(
            said,
            [
                "Angegriffen und nicht gedeckt: Bauer auf Cäsar vier auf Neutral.",
                "Nicht gedeckt, aber auch nicht angegriffen: Springer auf Cäsar zwei auf Weiß."
            ]
        );
    }

    #[test]
    fn the_opponent_is_named_from_the_record_or_the_engine() {
        let mut s = ThreeDSession::new_3d(Language::ENGLISH);
        s.game.set_tag("Black", "Anna Blind");
        let named = said(&mut s, "who is my opponent");
        assert!(named[0].contains("Anna Blind"), "{named:?}");
    }
}
