//! Where a game starts: the standard position, a position given as FEN (`--fen`), or a game
//! saved as PGN, continued from its last position (`--from-pgn FILE [--game N]`).

use std::path::{Path, PathBuf};

use shakmaty::{Chess, Position};

use crate::language::Language;
use crate::notation::fen::parse_fen;
use crate::notation::pgn::{Game, PgnProblem, check_games, result_token};
use crate::phrase::{Join, Phrase};
use crate::storage::files::{MAX_PGN_BYTES, read_limited};
use crate::words::phrases::shown;

/// Where the game starts.
#[derive(Clone, Debug, Default)]
pub enum Start {
    /// The standard start position.
    #[default]
    New,
    /// A set-up position.
    Position(Chess),
    /// A saved game, continued.
    Saved {
        /// The game as read, with its moves, tags and clock times.
        game: Game,
        /// The file it came from.
        path: PathBuf,
        /// Its number in the file, from 1.
        number: usize,
    },
}

/// Reads `--fen`: the position, or a sentence saying what is wrong with the FEN.
pub fn from_fen(text: &str, language: Language) -> Result<Start, String> {
    parse_fen(text).map(Start::Position).map_err(|e| {
        let phrase = Phrase::new("start-fen-error").with("error", e.phrase());
        shown(&phrase, language)
    })
}

/// Reads `--from-pgn FILE [--game N]`: the chosen game (the last of the file when no number
/// is given), or a sentence saying why it cannot be continued.
pub fn from_pgn(path: &Path, wanted: Option<usize>, language: Language) -> Result<Start, String> {
    saved_game(path, wanted).map_err(|phrase| shown(&phrase, language))
}

/// [`from_pgn`], with why not as data.
fn saved_game(path: &Path, wanted: Option<usize>) -> Result<Start, Phrase> {
    let bytes = read_limited(path, MAX_PGN_BYTES).map_err(|e| e.phrase())?;
    // A byte order mark from a Windows program is no part of the game.
    let bytes = bytes.strip_prefix(b"\xef\xbb\xbf").unwrap_or(&bytes);
    let report = check_games(bytes);
    let count = report
        .numbers
        .iter()
        .chain(report.problems.iter().map(|p| &p.game))
        .copied()
        .max()
        .unwrap_or(0);
    let shown_path = path.display().to_string();
    if count == 0 {
        return Err(Phrase::new("start-no-game").with("path", shown_path));
    }
    let number = wanted.unwrap_or(count);
    if number == 0 || number > count {
        return Err(Phrase::new("start-no-such-game")
            .with("number", number)
            .with("path", shown_path)
            .with("count", count));
    }
    // The sentences that go with a game that is refused: its number and file.
    let refused = |id: &'static str| {
        Phrase::new(id)
            .with("number", number)
            .with("path", shown_path.clone())
    };
    let Some(index) = report.numbers.iter().position(|&n| n == number) else {
        let problems: Vec<Phrase> = report
            .problems
            .iter()
            .filter(|p| p.game == number)
            .map(|p| p.phrase())
            .collect();
        return Err(refused("start-game-unreadable")
            .with("problems", Phrase::joined(Join::Sentences, problems)));
    };
    let mut game = report.games[index].clone();
    // A null move ended the moves read: the game went on from a position not on the board.
    if report
        .problems
        .iter()
        .any(|p| p.game == number && matches!(p.problem, PgnProblem::NullMove { .. }))
    {
        return Err(refused("start-null-move"));
    }
    if game.start.castles().mode() == shakmaty::CastlingMode::Chess960 {
        return Err(refused("start-chess960"));
    }
    // "*": the game goes on; it has no result yet.
    if game.result == Some(shakmaty::Outcome::Unknown) {
        game.result = None;
    }
    if game.result.is_some() {
        return Err(refused("start-game-over").with("result", result_token(game.result)));
    }
    Ok(Start::Saved {
        game,
        path: path.to_owned(),
        number,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch(name: &str, bytes: &[u8]) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("ansage-start-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join(name);
        std::fs::write(&path, bytes).unwrap();
        path
    }

    #[test]
    fn a_saved_game_is_chosen_by_number_or_the_last() {
        let path = scratch(
            "two.pgn",
            b"\xef\xbb\xbf[Event \"a\"]\n\n1. e4 e5 *\n\n[Event \"b\"]\n\n1. d4 d5 2. c4 *\n",
        );
        let Ok(Start::Saved { game, number, .. }) = from_pgn(&path, None, Language::GERMAN) else {
            panic!("the last game is read");
        };
        assert_eq!((number, game.moves.len()), (2, 3));
        let Ok(Start::Saved { game, .. }) = from_pgn(&path, Some(1), Language::GERMAN) else {
            panic!("game 1 is read");
        };
        assert_eq!(game.tag("Event"), Some("a"));
        let error = from_pgn(&path, Some(3), Language::GERMAN).unwrap_err();
        assert!(error.contains("--game 1 bis --game 2"), "{error}");
    }

    #[test]
    fn a_finished_game_or_a_bad_fen_is_refused_with_a_sentence() {
        let path = scratch("over.pgn", b"[Event \"a\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n");
        let error = from_pgn(&path, None, Language::ENGLISH).unwrap_err();
        assert!(error.contains("already over (0-1)"), "{error}");
        let error = from_fen("8/8/8 w - - 0 1", Language::GERMAN).unwrap_err();
        assert!(error.starts_with("--fen: "), "{error}");
        assert!(matches!(
            from_fen("4k3/8/8/8/8/8/8/4K3 b - - 0 1", Language::GERMAN),
            Ok(Start::Position(_))
        ));
    }

    #[test]
    fn an_unreadable_game_is_refused_in_each_seat_language() {
        let path = scratch("bad.pgn", b"[Event \"a\"]\n\n1. e4 e4 *\n");
        let words = |language| from_pgn(&path, None, language).unwrap_err();
        let (de, en, es) = (
            words(Language::GERMAN),
            words(Language::ENGLISH),
            words(Language::SPANISH),
        );
        std::fs::remove_file(&path).unwrap();
        assert!(
            de.contains("Dieser Zug ist in der Stellung nicht möglich"),
            "{de}"
        );
        assert!(
            de.contains("Partie 1 lässt sich daher nicht fortsetzen"),
            "{de}"
        );
        assert!(
            en.contains("this move is not possible in the position"),
            "{en}"
        );
        assert!(
            es.contains("esta jugada no es posible en la posición"),
            "{es}"
        );
        assert!(
            es.contains("Por eso la partida 1 no se puede continuar"),
            "{es}"
        );
        assert!(!es.contains("Partie") && !es.contains("Game "), "{es}");
    }
}
