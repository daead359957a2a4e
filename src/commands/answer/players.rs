//! Who plays: the opponent's name (and rating, where the game's tags give one) or the engine
//! and its level, and "info", a short summary of the game for the ear: who plays whom, the
//! move number, whose turn it is, and the clocks.

use shakmaty::{ByColor, Color};

use super::game::move_number_answer;
use crate::commands::QueryContext;
use crate::phrase::{Phrase, Value};

/// The value of a tag, unless it is missing, empty or PGN's "unknown" (`?`).
fn known(value: Option<&str>) -> Option<&str> {
    value
        .map(str::trim)
        .filter(|value| !value.is_empty() && *value != "?" && *value != "-")
}

/// The player's rating from the `WhiteElo` or `BlackElo` tag, when it is a number above 0.
fn rating<'a>(color: Color, tag: &impl Fn(&str) -> Option<&'a str>) -> Option<u32> {
    let name = match color {
        Color::White => "WhiteElo",
        Color::Black => "BlackElo",
    };
    known(tag(name))?.parse().ok().filter(|&elo| elo > 0)
}

/// The engine's level as its name tag gives it ("stockfish, Stufe 3", "stockfish, level
/// 3", "stockfish, nivel 3"), as ansage names an engine seat in each language.
fn engine_level(name: &str) -> Option<u32> {
    let (_, tail) = name.rsplit_once(',')?;
    let mut words = tail.split_whitespace();
    let (Some("Stufe" | "level" | "nivel"), Some(number), None) =
        (words.next(), words.next(), words.next())
    else {
        return None;
    };
    number.parse().ok()
}

/// One side's player, from the game's tags (`tag` gives a tag's value by name) and whether
/// the engine plays that side: "die Engine auf Stufe drei", "Anna Blind, Elo 1850"; `None`
/// when nothing is known about them. Any game's tags will do: chess's PGN, the 3D record's.
fn player_of<'a>(
    color: Color,
    engine: bool,
    tag: &impl Fn(&str) -> Option<&'a str>,
) -> Option<Value> {
    let name = known(tag(match color {
        Color::White => "White",
        Color::Black => "Black",
    }));
    if engine {
        let level = name.and_then(engine_level);
        return Some(
            match (level, name) {
                (Some(level), _) => {
                    Phrase::new("answer-engine-level").with("level", Value::Spelled(level))
                }
                (None, Some(name)) => Phrase::new("answer-engine-named").with("name", name),
                (None, None) => Phrase::new("answer-engine"),
            }
            .into(),
        );
    }
    let name = name?;
    Some(match rating(color, tag) {
        Some(elo) => Phrase::new("answer-player-rated")
            .with("name", name)
            .with("elo", elo.to_string())
            .into(),
        None => name.into(),
    })
}

/// "wer ist mein Gegner" in any game: the side the opponent of the player `asking` plays,
/// and who they are, from the game's tags (`tag`) and the sides the engine plays.
pub fn opponent_of<'a>(
    asking: Color,
    engine: ByColor<bool>,
    tag: impl Fn(&str) -> Option<&'a str>,
) -> Phrase {
    let color = !asking;
    match player_of(color, *engine.get(color), &tag) {
        Some(who) => Phrase::new("answer-opponent")
            .with("side", color)
            .with("who", who),
        None => Phrase::new("answer-opponent-unknown").with("side", color),
    }
}

/// "wer ist mein Gegner": the side the opponent of the player asking plays, and who they are.
pub(super) fn opponent_answer(context: &QueryContext<'_>) -> Phrase {
    opponent_of(context.asking, context.seating.engine, |name| {
        context.game.tag(name)
    })
}

/// "info": who plays whom, the move number and whose turn it is (or how the game ended),
/// and the clocks when the game has them.
pub(super) fn info_answer(context: &QueryContext<'_>) -> Vec<Phrase> {
    info_of(
        context.seating.engine,
        |name| context.game.tag(name),
        move_number_answer(context),
        context.seating.clock.clone(),
    )
}

/// "info" in any game: the event, who plays whom (from the game's tags, `tag`, and the
/// sides the engine plays), the move number (`move_number`, as "zugnummer" says it), and
/// the clocks when the game has them.
pub fn info_of<'a>(
    engine: ByColor<bool>,
    tag: impl Fn(&str) -> Option<&'a str>,
    move_number: Phrase,
    clock: Option<Phrase>,
) -> Vec<Phrase> {
    let mut sentences = Vec::new();
    if let Some(event) = known(tag("Event")) {
        sentences.push(Phrase::new("answer-event").with("event", event));
    }
    let white = player_of(Color::White, *engine.get(Color::White), &tag);
    let black = player_of(Color::Black, *engine.get(Color::Black), &tag);
    if white.is_none() && black.is_none() {
        sentences.push(Phrase::new("answer-names-unknown"));
    } else {
        let unknown = || Value::from(Phrase::new("answer-unknown"));
        sentences.push(
            Phrase::new("answer-players")
                .with("white", white.unwrap_or_else(unknown))
                .with("black", black.unwrap_or_else(unknown)),
        );
    }
    sentences.push(move_number);
    if let Some(clock) = clock {
        sentences.push(Phrase::new("answer-clocks").with("clock", clock));
    }
    sentences
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::commands::test_support::{DE, EN};
    use crate::commands::{Command, Seating, answer};
    use crate::language::Language;
    use crate::notation::fen::parse_fen;
    use crate::notation::pgn::Game;
    use crate::phrase::{Join, Value};
    use shakmaty::ByColor;
    use shakmaty::Color;

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
        answer(&command, &context).expect("a query").shown(language)
    }

    #[test]
    fn the_opponent_by_name_rating_or_engine_level() {
        let people = game_with(&[
            ("White", "Anna Blind"),
            ("Black", "Bernd Braille"),
            ("BlackElo", "1850"),
        ]);
        assert_eq!(
            ask(&people, Seating::default(), Command::Opponent, DE),
            "Ihr Gegner spielt Schwarz: Bernd Braille, Elo 1850."
        );
        assert_eq!(
            ask(&people, Seating::default(), Command::Opponent, EN),
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
            ask(&against_engine, engine.clone(), Command::Opponent, DE),
            "Ihr Gegner spielt Schwarz: die Engine auf Stufe drei."
        );
        let unknown = game_with(&[("White", "?"), ("Black", "?")]);
        assert!(
            ask(&unknown, Seating::default(), Command::Opponent, DE)
                .starts_with("Ihr Gegner spielt Schwarz; sein Name ist nicht bekannt.")
        );
        let clocked = Seating {
            // Both clocks as the game's clock says them (data, worded by the sink).
            clock: Some(
                Phrase::new("clock-times").with(
                    "sides",
                    Value::List(
                        Join::Semicolon,
                        [(Color::White, 300), (Color::Black, 240)]
                            .into_iter()
                            .map(|(side, seconds)| {
                                Value::from(Phrase::new("clock-side").with("side", side).with(
                                    "time",
                                    Value::ClockTime(std::time::Duration::from_secs(seconds)),
                                ))
                            })
                            .collect(),
                    ),
                ),
            ),
            ..engine
        };
        assert_eq!(
            ask(&against_engine, clocked, Command::Info, DE),
            "Weiß: unbekannt; Schwarz: die Engine auf Stufe drei. Es ist Zug eins, Schwarz ist am Zug. Uhren: Weiß: fünf Minuten; Schwarz: vier Minuten."
        );
        assert_eq!(
            ask(&unknown, Seating::default(), Command::Info, EN),
            "The players' names are not known. It is move one, Black to move."
        );
    }
}
