//! The game as a whole: the last moves announced again, whose turn it is, the move number,
//! a finished game, and the material balance.

use shakmaty::{Board, Color, Outcome, Position, Role};

use super::{READING_ORDER, kind, number, spelled, value};
use crate::commands::QueryContext;
use crate::notation::facts::MoveFacts;
use crate::notation::pgn::Game;
use crate::phrase::{Join, Phrase, Value};

/// The last `count` moves (half-moves), each with its move number, words and SAN.
pub(super) fn last_moves_answer(count: usize, game: &Game) -> Vec<Phrase> {
    let total = game.moves.len();
    if total == 0 {
        return vec![Phrase::new("answer-no-move-yet")];
    }
    let mut sentences = Vec::new();
    if count > total && count > 1 {
        sentences.push(
            Phrase::new("answer-only-moves")
                .with("n", number(total))
                .with("count", spelled(total)),
        );
    }
    let count = count.clamp(1, total);
    let start = total - count;
    sentences.extend((start..total).map(|index| move_answer(index, game)));
    sentences
}

/// One move of the game (`index` from 0), with its number, words and SAN: "Zug drei,
/// Schwarz: Bauer Anna sechs (a6)."
pub(super) fn move_answer(index: usize, game: &Game) -> Phrase {
    let position = game.position_after(index);
    let played = game.moves[index].played;
    let facts = MoveFacts::of(&position, played);
    Phrase::new("answer-move")
        .with("number", Value::Spelled(position.fullmoves().get()))
        .with("side", position.turn())
        .with("words", Value::MoveWords(facts))
        .with("san", Value::San(facts))
}

/// "Schachmatt. Schwarz gewinnt.", "Die Partie ist beendet: remis.": `None` while the game
/// goes on.
fn game_over(context: &QueryContext<'_>) -> Option<Phrase> {
    let position = context.position;
    if let Outcome::Known(outcome) = position.outcome() {
        return Some(match outcome.winner() {
            Some(winner) => Phrase::new("checkmate-wins").with("winner", winner),
            None if position.is_stalemate() => Phrase::new("draw-stalemate"),
            None => Phrase::new("draw-insufficient-material"),
        });
    }
    let Outcome::Known(outcome) = context.game.result? else {
        return None;
    };
    Some(match outcome.winner() {
        Some(winner) => Phrase::new("answer-game-won").with("side", winner),
        None => Phrase::new("answer-game-drawn"),
    })
}

/// Whose turn it is, and whether they are in check.
pub(super) fn turn_answer(context: &QueryContext<'_>) -> Phrase {
    if let Some(over) = game_over(context) {
        return over;
    }
    let position = context.position;
    let id = if position.is_check() {
        "answer-turn-in-check"
    } else {
        "answer-turn"
    };
    Phrase::new(id).with("side", position.turn())
}

/// The number of the move being played, and whose turn it is.
pub(super) fn move_number_answer(context: &QueryContext<'_>) -> Phrase {
    let position = context.position;
    move_number_of(
        position.fullmoves().get(),
        position.turn(),
        game_over(context),
    )
}

/// "zugnummer" in any game: the move being played and whose turn it is, or the move the
/// game ended at and how (`over`).
pub fn move_number_of(number: u32, turn: Color, over: Option<Phrase>) -> Phrase {
    let number = Value::Spelled(number);
    if let Some(over) = over {
        return Phrase::new("answer-move-number-over")
            .with("number", number)
            .with("over", over);
    }
    Phrase::new("answer-move-number")
        .with("number", number)
        .with("side", turn)
}

/// "zwei Bauern", "einen Turm": a number of pieces of one kind.
pub(super) fn role_count(role: Role, count: usize) -> Value {
    Phrase::new("answer-role-count")
        .with("kind", kind(role))
        .with("n", number(count))
        .with("count", spelled(count))
        .into()
}

/// The pieces one side has more than the other, and the points of each.
pub(super) fn material_answer(board: &Board) -> Phrase {
    material_of(|color, role| board.by_piece(role.of(color)).count())
}

/// "material" in any game: the pieces one side has more than the other, and the points of
/// each, from how many pieces of a colour and kind stand (`count`).
pub fn material_of(count: impl Fn(Color, Role) -> usize) -> Phrase {
    let total = |color: Color| -> usize {
        READING_ORDER
            .iter()
            .map(|r| count(color, *r) * value(*r) as usize)
            .sum()
    };
    let extras = |color: Color| -> Vec<Value> {
        READING_ORDER
            .iter()
            .filter_map(|r| {
                let more = count(color, *r).saturating_sub(count(color.other(), *r));
                (more > 0).then(|| role_count(*r, more))
            })
            .collect()
    };
    let has = |color: Color| -> Option<Value> {
        let more = extras(color);
        (!more.is_empty()).then(|| {
            Phrase::new("answer-has-more")
                .with("side", color)
                .with("pieces", super::and_list(more))
                .into()
        })
    };
    let pieces: Vec<Value> = [has(Color::White), has(Color::Black)]
        .into_iter()
        .flatten()
        .collect();
    let (white_points, black_points) = (total(Color::White), total(Color::Black));
    let (leader, ahead, behind) = if white_points >= black_points {
        (Color::White, white_points, black_points)
    } else {
        (Color::Black, black_points, white_points)
    };
    let lead = ahead - behind;
    let score = if lead == 0 {
        if pieces.is_empty() {
            return Phrase::new("answer-material-level").with("count", spelled(white_points));
        }
        Phrase::new("answer-level-on-points").with("count", spelled(white_points))
    } else {
        Phrase::new("answer-ahead")
            .with("side", leader)
            .with("n", number(lead))
            .with("lead", spelled(lead))
            .with("ahead", spelled(ahead))
            .with("behind", spelled(behind))
    };
    if pieces.is_empty() {
        return Phrase::new("answer-material-score").with("score", score);
    }
    Phrase::new("answer-material")
        .with("pieces", Value::List(Join::Comma, pieces))
        .with("score", score)
}

#[cfg(test)]
mod tests {
    use shakmaty::{Chess, Position};

    use crate::commands::test_support::{DE, EN, START, ask, ask_in};
    use crate::notation::pgn::Game;

    #[test]
    fn the_game_so_far() {
        let mut position = Chess::default();
        let mut game = Game::new();
        for san in ["e4", "e5", "Nf3", "Nc6", "d4"] {
            let played = san
                .parse::<shakmaty::san::San>()
                .expect("san")
                .to_move(&position)
                .expect("legal");
            game.moves
                .push(crate::notation::pgn::RecordedMove::new(played));
            position.play_unchecked(played);
        }
        assert_eq!(
            ask_in(&position, &game, "letzter Zug", DE),
            "Zug drei, Weiß: Bauer David vier (d4)."
        );
        assert_eq!(
            ask_in(&position, &game, "letzte drei züge", DE),
            "Zug zwei, Weiß: Springer Felix drei (Sf3). Zug zwei, Schwarz: Springer Cäsar sechs (Sc6). Zug drei, Weiß: Bauer David vier (d4)."
        );
        assert_eq!(
            ask_in(&position, &game, "last 2 moves", EN),
            "Move two, Black: Knight Cäsar six (Nc6). Move three, White: Pawn David four (d4)."
        );
        let all = ask_in(&position, &game, "letzte zehn züge", DE);
        assert!(
            all.starts_with("Bisher gibt es erst fünf Züge. Zug eins, Weiß: Bauer Eva vier (e4). "),
            "{all}"
        );
        let all = ask_in(&position, &game, "last ten moves", EN);
        assert!(
            all.starts_with(
                "There are only five moves so far. Move one, White: Pawn Eva four (e4). "
            ),
            "{all}"
        );
        assert_eq!(
            ask_in(&position, &game, "zugnummer", DE),
            "Es ist Zug drei, Schwarz ist am Zug."
        );
        assert_eq!(ask_in(&position, &game, "whose turn", EN), "Black to move.");
        let empty = Game::new();
        assert_eq!(
            ask_in(&Chess::default(), &empty, "letzter zug", DE),
            "Noch kein Zug gespielt."
        );
        let mate = "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3";
        assert_eq!(
            ask(mate, "wer ist am zug", DE),
            "Schachmatt. Schwarz gewinnt."
        );
        let check = "4k3/8/8/8/8/8/4r3/4K3 w - - 0 1";
        assert_eq!(
            ask(check, "wer ist am zug", DE),
            "Weiß ist am Zug und steht im Schach."
        );
    }

    #[test]
    fn material() {
        assert_eq!(
            ask(START, "material", DE),
            "Material gleich, je neununddreißig Punkte."
        );
        assert_eq!(
            ask(START, "material", EN),
            "Material is level, thirty-nine points each."
        );
        let two_pawns = "4k3/8/8/8/8/8/PP6/4K3 w - - 0 1";
        assert_eq!(
            ask(two_pawns, "material", DE),
            "Weiß hat zwei Bauern mehr; Weiß liegt zwei Punkte vorn, zwei zu null."
        );
        let exchange = "4k3/8/8/8/8/8/8/R3K1b1 w - - 0 1";
        assert_eq!(
            ask(exchange, "material", DE),
            "Weiß hat einen Turm mehr, Schwarz hat einen Läufer mehr; Weiß liegt zwei Punkte vorn, fünf zu drei."
        );
        let minor = "4k1n1/8/8/8/8/8/8/4KB2 w - - 0 1";
        assert_eq!(
            ask(minor, "material", EN),
            "White has one bishop more, Black has one knight more; level on points, three each."
        );
        let queen = "3qk3/8/8/8/8/8/8/4K3 w - - 0 1";
        assert_eq!(
            ask(queen, "material", DE),
            "Schwarz hat eine Dame mehr; Schwarz liegt neun Punkte vorn, neun zu null."
        );
    }
}
