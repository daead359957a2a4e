//! The scoresheet ("Partieformular", FIDE Laws 8.1 and Appendix E): the game as a player
//! writes it, one move pair a line, in the reader's letters and signs (German `×`, `e.p.`,
//! `0-0`), `(=)` for draw offers, with the headings of the reader's language (its folder's
//! `notation.toml`).

use std::fmt::Write as _;

use pgn_reader::{KnownOutcome, Outcome};
use shakmaty::san::{San, Suffix};
use shakmaty::{Color, Position};

use crate::notation::pgn::Game;
use crate::notation::san::append_san;
use crate::notation::writing::{SHEET_TAGS, Written};

/// Writes the game as a scoresheet in `language`: its letters and headings (German
/// `Turnier`, English `Event`), then the moves.
pub fn scoresheet(game: &Game, language: impl Written) -> String {
    let words = &language.writing().sheet;
    // A game ended in play has its result before it has the tag (the PGN file is given it
    // when written): the heading says it either way.
    let known_result = match game.result {
        Some(Outcome::Known(_)) => Some(crate::notation::pgn::result_token(game.result)),
        _ => None,
    };
    let mut out = sheet_heading(|tag| game.tag(tag), known_result, language);
    // A game from another start: the variant and the position, so the board can be set up.
    let chess960 = game.start.castles().mode() == shakmaty::CastlingMode::Chess960;
    if chess960 {
        let _ = writeln!(out, "{}: Chess960", words.variant);
    }
    if chess960 || game.start != shakmaty::Chess::default() {
        let _ = writeln!(
            out,
            "{}: {}",
            words.start,
            crate::notation::fen::write_fen(&game.start)
        );
    }
    if !out.is_empty() {
        out.push('\n');
    }
    out.push_str(&moves_sheet(game, language));
    out
}

/// The tags of a scoresheet's heading, one a line with the reader's labels ("Turnier:
/// Vereinsabend"); unknown values ("?", "????.??.??") are left out, a draw is "½-½", the date
/// is written as the reader writes dates. `known_result` stands when the game has no Result
/// tag yet.
pub fn sheet_heading<'a>(
    tag: impl Fn(&str) -> Option<&'a str>,
    known_result: Option<&'a str>,
    language: impl Written,
) -> String {
    let words = &language.writing().sheet;
    let mut out = String::new();
    for (name, label) in SHEET_TAGS.into_iter().zip(words.tags) {
        let value = match name {
            "Result" => tag(name).or(known_result),
            _ => tag(name),
        };
        if let Some(value) = value {
            let value = value.trim();
            if !value.is_empty() && !value.chars().all(|c| matches!(c, '?' | '.')) {
                let value = match (name, value) {
                    ("Result", "1/2-1/2") => "½-½".to_owned(),
                    ("Result", "*") => words.unfinished.to_owned(),
                    ("Date", date) if words.day_first => day_first(date),
                    _ => value.to_owned(),
                };
                let _ = writeln!(out, "{label}: {value}");
            }
        }
    }
    out
}

/// The moves of the scoresheet without its header: `1. d4 Sf6` a line, draw offers as
/// `(=)`, and the result last.
pub fn moves_sheet(game: &Game, language: impl Written) -> String {
    let mut out = String::new();
    let mut pos = game.start.clone();
    let mut line = String::new();
    for recorded in &game.moves {
        if pos.turn() == Color::White {
            if !line.is_empty() {
                out.push_str(&line);
                out.push('\n');
                line.clear();
            }
            let _ = write!(line, "{}.", pos.fullmoves());
        } else if line.is_empty() {
            let _ = write!(line, "{}. ...", pos.fullmoves());
        }
        line.push(' ');
        let san = San::from_move(&pos, recorded.played);
        pos.play_unchecked(recorded.played);
        append_san(
            &mut line,
            san,
            Suffix::from_position(&pos),
            recorded.played.is_en_passant(),
            language,
        );
        if recorded.draw_offer {
            line.push_str(" (=)");
        }
    }
    if !line.is_empty() {
        out.push_str(&line);
        out.push('\n');
    }
    if let Some(result) = sheet_result(game.result) {
        out.push_str(result);
        out.push('\n');
    }
    out
}

/// `2022.01.15` → `15.01.2022`; unknown parts (`??`) are left out: `1749.??.??` → `1749`.
fn day_first(date: &str) -> String {
    let parts: Vec<&str> = date.split('.').collect();
    let known = |p: &&str| !p.is_empty() && p.chars().all(|c| c.is_ascii_digit());
    match parts.as_slice() {
        [year, month, day] if known(year) && known(month) && known(day) => {
            format!("{day}.{month}.{year}")
        }
        [year, month, _] if known(year) && known(month) => format!("{month}.{year}"),
        [year, ..] if known(year) => (*year).to_owned(),
        _ => date.to_owned(),
    }
}

/// The result as written on a scoresheet (½ for a draw).
fn sheet_result(result: Option<Outcome>) -> Option<&'static str> {
    match result {
        Some(Outcome::Known(KnownOutcome::Decisive {
            winner: Color::White,
        })) => Some("1-0"),
        Some(Outcome::Known(KnownOutcome::Decisive {
            winner: Color::Black,
        })) => Some("0-1"),
        Some(Outcome::Known(KnownOutcome::Draw)) => Some("½-½"),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::language::Language;
    use crate::notation::pgn::read_games;

    #[test]
    fn dates_day_first_without_unknown_parts() {
        assert_eq!(day_first("2022.01.15"), "15.01.2022");
        assert_eq!(day_first("1749.??.??"), "1749");
        assert_eq!(day_first("1886.03.??"), "03.1886");
        assert_eq!(day_first("????.??.??"), "????.??.??");
    }

    #[test]
    fn black_to_move_first_starts_with_dots() {
        let pgn =
            b"[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/8/4K2R b K - 0 10\"]\n\n10... Kd7 11. O-O *\n";
        let games = read_games(pgn).unwrap();
        // The set-up position comes first, so the board can be set up (Appendix E gives no
        // form of its own; the FEN is what other programs read).
        assert_eq!(
            scoresheet(&games[0], Language::GERMAN),
            "Ausgangsstellung: 4k3/8/8/8/8/8/8/4K2R b K - 0 10\n\n10. ... Kd7\n11. 0-0\n"
        );
    }

    /// A game ended in play has its result but no `Result` tag yet: its sheet heads with the
    /// result as the sheet of its PGN file does (the braille record kept during play was
    /// found without it by the kill harness, `tests/kill_faults.rs`); a game still going on
    /// gets no result line.
    #[test]
    fn a_game_ended_in_play_heads_its_sheet_with_the_result() {
        let mut games = read_games(b"1. e4 e5 *\n").unwrap();
        let game = &mut games[0];
        game.tags.retain(|(name, _)| name != "Result");
        game.result = None;
        assert!(!scoresheet(&*game, Language::GERMAN).contains("Ergebnis"));
        game.result = Some(Outcome::Known(KnownOutcome::Decisive {
            winner: Color::White,
        }));
        assert!(
            scoresheet(&*game, Language::GERMAN).starts_with("Ergebnis: 1-0\n\n1. e4 e5"),
            "{}",
            scoresheet(&*game, Language::GERMAN)
        );
    }
}
