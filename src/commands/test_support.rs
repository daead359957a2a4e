//! What the unit tests of the command modules share: parsing a line that must be a command
//! or an error, and asking a query in a position.

use shakmaty::{Chess, Position};

use super::{Command, CommandError, QueryContext, answer, parse_command};
use crate::language::Language;
use crate::notation::fen::parse_fen;
use crate::notation::pgn::Game;
use crate::phrase::Phrase;
use crate::words::phrases::shown;

pub(super) const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
/// After 1. e4 e5 2. Sf3 Sc6 3. d4.
pub(super) const OPEN: &str = "r1bqkbnr/pppp1ppp/2n5/4p3/3PP3/5N2/PPP2PPP/RNBQKB1R b KQkq - 0 3";
pub(super) const DE: Language = Language::GERMAN;
pub(super) const EN: Language = Language::ENGLISH;

/// The line read in German.
pub(super) fn parse(line: &str) -> Option<Result<Command, CommandError>> {
    parse_command(line, DE)
}

/// The command a line must be.
pub(super) fn command(line: &str) -> Command {
    match parse(line) {
        Some(Ok(command)) => command,
        other => panic!("{line:?} gave {other:?}"),
    }
}

/// The command a line must be, read alike in German and English.
pub(super) fn command_in_both(line: &str) -> Command {
    let german = command(line);
    assert_eq!(
        parse_command(line, EN),
        Some(Ok(german.clone())),
        "{line:?} in English"
    );
    german
}

/// The refusal a line must give, as data.
pub(super) fn refusal(line: &str, language: Language) -> Phrase {
    match parse_command(line, language) {
        Some(Err(CommandError(phrase))) => phrase,
        other => panic!("{line:?} gave {other:?}"),
    }
}

/// The refusal a line must give, worded in `language`.
pub(super) fn error(line: &str, language: Language) -> String {
    shown(&refusal(line, language), language)
}

/// The answer to a query in a position given as FEN, with no moves played.
pub(super) fn ask(fen: &str, line: &str, language: Language) -> String {
    let position = parse_fen(fen).expect("test FEN");
    let mut game = Game::new();
    game.start = position.clone();
    ask_in(&position, &game, line, language)
}

/// The answer to a query during a game, asked by the side to move.
pub(super) fn ask_in(position: &Chess, game: &Game, line: &str, language: Language) -> String {
    let command = match parse_command(line, language) {
        Some(Ok(command)) => command,
        other => panic!("{line:?} gave {other:?}"),
    };
    let context = QueryContext {
        position,
        game,
        asking: position.turn(),
        language,
        seating: Default::default(),
    };
    answer(&command, &context)
        .unwrap_or_else(|| panic!("{line:?} has no answer"))
        .shown(language)
}
