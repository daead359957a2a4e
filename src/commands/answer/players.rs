//! Who plays: the opponent's name (and rating, where the game's tags give one) or the engine
//! and its level, and "info", a short summary of the game for the ear: who plays whom, the
//! move number, whose turn it is, and the clocks.

use shakmaty::Color;

use super::game::move_number_answer;
use crate::commands::QueryContext;
use crate::language::Language;
use crate::notation::pgn::Game;
use crate::vocabulary::color_name;
use crate::words::messages::number_words;

/// The value of a tag, unless it is missing, empty or PGN's "unknown" (`?`).
fn known_tag<'a>(game: &'a Game, name: &str) -> Option<&'a str> {
    game.tag(name)
        .map(str::trim)
        .filter(|value| !value.is_empty() && *value != "?" && *value != "-")
}

/// The player's rating from the `WhiteElo` or `BlackElo` tag, when it is a number above 0.
fn rating(color: Color, game: &Game) -> Option<u32> {
    let tag = match color {
        Color::White => "WhiteElo",
        Color::Black => "BlackElo",
    };
    known_tag(game, tag)?.parse().ok().filter(|&elo| elo > 0)
}

/// The engine's level as its name tag gives it ("stockfish, Stufe 3", "stockfish, level
/// 3"), as ansage names an engine seat.
fn engine_level(name: &str) -> Option<u32> {
    let (_, tail) = name.rsplit_once(',')?;
    let mut words = tail.split_whitespace();
    let (Some("Stufe" | "level"), Some(number), None) = (words.next(), words.next(), words.next())
    else {
        return None;
    };
    number.parse().ok()
}

/// One side's player in words: "die Engine auf Stufe drei", "Anna Blind, Elo 1850"; `None`
/// when nothing is known about them.
fn player(color: Color, context: &QueryContext<'_>) -> Option<String> {
    let de = context.language == Language::German;
    let tag = match color {
        Color::White => "White",
        Color::Black => "Black",
    };
    let name = known_tag(context.game, tag);
    if *context.seating.engine.get(color) {
        let level = name.and_then(engine_level);
        return Some(match (level, name, de) {
            (Some(level), _, true) => format!(
                "die Engine auf Stufe {}",
                number_words(level, context.language)
            ),
            (Some(level), _, false) => format!(
                "the engine at level {}",
                number_words(level, context.language)
            ),
            (None, Some(name), true) => format!("die Engine, {name}"),
            (None, Some(name), false) => format!("the engine, {name}"),
            (None, None, true) => "die Engine".to_owned(),
            (None, None, false) => "the engine".to_owned(),
        });
    }
    let name = name?;
    Some(match (rating(color, context.game), de) {
        (Some(elo), true) => format!("{name}, Elo {elo}"),
        (Some(elo), false) => format!("{name}, rated {elo}"),
        (None, _) => name.to_owned(),
    })
}

/// "wer ist mein Gegner": the side the opponent of the player asking plays, and who they are.
pub(super) fn opponent_answer(context: &QueryContext<'_>) -> String {
    let de = context.language == Language::German;
    let color = !context.asking;
    let side = color_name(color, context.language);
    match (player(color, context), de) {
        (Some(who), true) => format!("Ihr Gegner spielt {side}: {who}."),
        (Some(who), false) => format!("Your opponent plays {side}: {who}."),
        (None, true) => format!(
            "Ihr Gegner spielt {side}; sein Name ist nicht bekannt. Namen gibt man beim Start mit --white-name und --black-name an."
        ),
        (None, false) => format!(
            "Your opponent plays {side}; their name is not known. Names are given at the start with --white-name and --black-name."
        ),
    }
}

/// "info": who plays whom, the move number and whose turn it is (or how the game ended),
/// and the clocks when the game has them.
pub(super) fn info_answer(context: &QueryContext<'_>) -> String {
    let de = context.language == Language::German;
    let mut sentences = Vec::new();
    if let Some(event) = known_tag(context.game, "Event") {
        sentences.push(if de {
            format!("Veranstaltung: {event}.")
        } else {
            format!("Event: {event}.")
        });
    }
    let white = player(Color::White, context);
    let black = player(Color::Black, context);
    if white.is_none() && black.is_none() {
        sentences.push(if de {
            "Die Namen der Spieler sind nicht bekannt.".to_owned()
        } else {
            "The players' names are not known.".to_owned()
        });
    } else {
        let unknown = if de { "unbekannt" } else { "unknown" };
        let named = |color: Color, who: Option<String>| {
            format!(
                "{}: {}",
                color_name(color, context.language),
                who.unwrap_or_else(|| unknown.to_owned())
            )
        };
        sentences.push(format!(
            "{}; {}.",
            named(Color::White, white),
            named(Color::Black, black)
        ));
    }
    sentences.push(move_number_answer(context));
    if let Some(clock) = &context.seating.clock {
        sentences.push(if de {
            format!("Uhren: {clock}")
        } else {
            format!("Clocks: {clock}")
        });
    }
    sentences.join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::commands::{Command, Seating, answer};
    use crate::notation::fen::parse_fen;
    use shakmaty::ByColor;

    fn game_with(tags: &[(&str, &str)]) -> Game {
        let mut game = Game::new();
        game.tags = tags
            .iter()
            .map(|(n, v)| ((*n).to_owned(), (*v).to_owned()))
            .collect();
        game
    }

    fn ask(game: &Game, seating: Seating, command: Command, language: Language) -> String {
        let position = parse_fen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1")
            .expect("test FEN");
        let context = QueryContext {
            position: &position,
            game,
            asking: Color::White,
            language,
            seating,
        };
        answer(&command, &context).expect("a query")
    }

    #[test]
    fn the_opponent_by_name_rating_or_engine_level() {
        let people = game_with(&[
            ("White", "Anna Blind"),
            ("Black", "Bernd Braille"),
            ("BlackElo", "1850"),
        ]);
        assert_eq!(
            ask(
                &people,
                Seating::default(),
                Command::Opponent,
                Language::German
            ),
            "Ihr Gegner spielt Schwarz: Bernd Braille, Elo 1850."
        );
        assert_eq!(
            ask(
                &people,
                Seating::default(),
                Command::Opponent,
                Language::English
            ),
            "Your opponent plays Black: Bernd Braille, rated 1850."
        );
        let engine = Seating {
            engine: ByColor {
                white: false,
                black: true,
            },
            clock: None,
        };
        let against_engine = game_with(&[("White", "?"), ("Black", "stockfish, Stufe 3")]);
        assert_eq!(
            ask(
                &against_engine,
                engine.clone(),
                Command::Opponent,
                Language::German
            ),
            "Ihr Gegner spielt Schwarz: die Engine auf Stufe drei."
        );
        let unknown = game_with(&[("White", "?"), ("Black", "?")]);
        assert!(
            ask(
                &unknown,
                Seating::default(),
                Command::Opponent,
                Language::German
            )
            .starts_with("Ihr Gegner spielt Schwarz; sein Name ist nicht bekannt.")
        );
        let clocked = Seating {
            clock: Some("Weiß: fünf Minuten; Schwarz: vier Minuten.".to_owned()),
            ..engine
        };
        assert_eq!(
            ask(&against_engine, clocked, Command::Info, Language::German),
            "Weiß: unbekannt; Schwarz: die Engine auf Stufe drei. Es ist Zug eins, Schwarz ist am Zug. Uhren: Weiß: fünf Minuten; Schwarz: vier Minuten."
        );
        assert_eq!(
            ask(
                &unknown,
                Seating::default(),
                Command::Info,
                Language::English
            ),
            "The players' names are not known. It is move one, Black to move."
        );
    }
}
