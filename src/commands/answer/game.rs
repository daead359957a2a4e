//! The game as a whole: the last moves announced again, whose turn it is, the move number,
//! a finished game, and the material balance.

use shakmaty::{Board, Color, Outcome, Position, Role};

use super::{READING_ORDER, value};
use crate::commands::{QueryContext, and_word, lang};
use crate::language::Language;
use crate::notation::pgn::Game;
use crate::notation::san::write_san;
use crate::vocabulary::color_name;
use crate::words::announce::announce;
use crate::words::messages::{
    DrawReason, capitalised, game_result, join_and, move_number, number_words, points, role_count,
};

/// The last `count` moves (half-moves), each with its move number, words and SAN.
pub(super) fn last_moves_answer(count: usize, game: &Game, language: Language) -> String {
    let de = language == Language::German;
    let total = game.moves.len();
    if total == 0 {
        return (if de {
            "Noch kein Zug gespielt."
        } else {
            "No move played yet."
        })
        .to_owned();
    }
    let mut sentences = Vec::new();
    if count > total && count > 1 {
        sentences.push(match (de, total) {
            (true, 1) => "Bisher gibt es erst einen Zug.".to_owned(),
            (true, n) => format!(
                "Bisher gibt es erst {} Züge.",
                number_words(n as u32, language)
            ),
            (false, 1) => "There is only one move so far.".to_owned(),
            (false, n) => format!(
                "There are only {} moves so far.",
                number_words(n as u32, language)
            ),
        });
    }
    let count = count.clamp(1, total);
    let start = total - count;
    sentences.extend((start..total).map(|index| move_answer(index, game, language)));
    sentences.join(" ")
}

/// One move of the game (`index` from 0), with its number, words and SAN: "Zug drei,
/// Schwarz: Bauer Anna sechs (a6)."
pub(super) fn move_answer(index: usize, game: &Game, language: Language) -> String {
    let position = game.position_after(index);
    let played = game.moves[index].played;
    let number = move_number(position.fullmoves().get(), position.turn(), language);
    let words = announce(&position, played, language);
    let san = write_san(&position, played, language);
    format!("{number}: {words} ({san}).")
}

/// "Schachmatt. Schwarz gewinnt.", "Die Partie ist beendet: remis.": `None` while the game
/// goes on.
fn game_over(context: &QueryContext<'_>) -> Option<String> {
    let position = context.position;
    let language = context.language;
    let de = language == Language::German;
    if let Outcome::Known(outcome) = position.outcome() {
        let reason = if position.is_stalemate() {
            DrawReason::Stalemate
        } else {
            DrawReason::InsufficientMaterial
        };
        return Some(game_result(Outcome::Known(outcome), Some(reason), language));
    }
    let Outcome::Known(outcome) = context.game.result? else {
        return None;
    };
    Some(match (outcome.winner(), de) {
        (Some(winner), true) => format!(
            "Die Partie ist beendet: {} gewinnt.",
            color_name(winner, language)
        ),
        (Some(winner), false) => {
            format!("The game is over: {} wins.", color_name(winner, language))
        }
        (None, true) => "Die Partie ist beendet: remis.".to_owned(),
        (None, false) => "The game is over: a draw.".to_owned(),
    })
}

/// Whose turn it is, and whether they are in check.
pub(super) fn turn_answer(context: &QueryContext<'_>) -> String {
    if let Some(over) = game_over(context) {
        return over;
    }
    let position = context.position;
    let side = color_name(position.turn(), context.language);
    match (context.language, position.is_check()) {
        (Language::German, false) => format!("{side} ist am Zug."),
        (Language::German, true) => format!("{side} ist am Zug und steht im Schach."),
        (Language::English, false) => format!("{side} to move."),
        (Language::English, true) => format!("{side} to move, and in check."),
    }
}

/// The number of the move being played, and whose turn it is.
pub(super) fn move_number_answer(context: &QueryContext<'_>) -> String {
    let position = context.position;
    let language = context.language;
    let number = number_words(position.fullmoves().get(), language);
    if let Some(over) = game_over(context) {
        return match language {
            Language::German => format!("Zug {number}. {over}"),
            Language::English => format!("Move {number}. {over}"),
        };
    }
    let side = color_name(position.turn(), language);
    match language {
        Language::German => format!("Es ist Zug {number}, {side} ist am Zug."),
        Language::English => format!("It is move {number}, {side} to move."),
    }
}

/// The pieces one side has more than the other, and the points of each.
pub(super) fn material_answer(board: &Board, de: bool) -> String {
    let language = lang(de);
    let and = and_word(de);
    let count = |color: Color, role: Role| board.by_piece(role.of(color)).count() as u32;
    let total = |color: Color| -> u32 {
        READING_ORDER
            .iter()
            .map(|r| count(color, *r) * value(*r))
            .sum()
    };
    let extras = |color: Color| -> Vec<String> {
        READING_ORDER
            .iter()
            .filter_map(|r| {
                let more = count(color, *r).saturating_sub(count(color.other(), *r));
                (more > 0).then(|| role_count(*r, more, language))
            })
            .collect()
    };
    let (white_more, black_more) = (extras(Color::White), extras(Color::Black));
    let (white_points, black_points) = (total(Color::White), total(Color::Black));
    let has = |color: Color, list: &[String]| {
        let side = color_name(color, language);
        if de {
            format!("{side} hat {} mehr", join_and(list, and))
        } else {
            format!("{side} has {} more", join_and(list, and))
        }
    };
    let pieces = match (white_more.is_empty(), black_more.is_empty()) {
        (true, true) => None,
        (false, true) => Some(has(Color::White, &white_more)),
        (true, false) => Some(has(Color::Black, &black_more)),
        (false, false) => Some(format!(
            "{}, {}",
            has(Color::White, &white_more),
            has(Color::Black, &black_more)
        )),
    };
    let (leader, ahead, lead, behind) = if white_points >= black_points {
        (
            Color::White,
            white_points,
            white_points - black_points,
            black_points,
        )
    } else {
        (
            Color::Black,
            black_points,
            black_points - white_points,
            white_points,
        )
    };
    let score = if lead == 0 {
        let each = number_words(white_points, language);
        match (&pieces, de) {
            (None, true) => return format!("Material gleich, je {each} Punkte."),
            (None, false) => return format!("Material is level, {each} points each."),
            (Some(_), true) => format!("nach Punkten gleich, je {each}"),
            (Some(_), false) => format!("level on points, {each} each"),
        }
    } else {
        let side = color_name(leader, language);
        let (ahead, behind) = (
            number_words(ahead, language),
            number_words(behind, language),
        );
        if de {
            format!(
                "{side} liegt {} vorn, {ahead} zu {behind}",
                points(lead, language)
            )
        } else {
            format!(
                "{side} is {} ahead, {ahead} to {behind}",
                points(lead, language)
            )
        }
    };
    match pieces {
        Some(pieces) => format!("{pieces}; {score}."),
        None => format!("{}.", capitalised(&score)),
    }
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
