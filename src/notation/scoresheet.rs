//! The German scoresheet ("Partieformular", FIDE Laws 8.1 and Appendix E): the game as a
//! player writes it, one move pair a line, German letters, `×`, `e.p.`, `0-0`, `(=)`.

use std::fmt::Write as _;

use pgn_reader::{KnownOutcome, Outcome};
use shakmaty::san::{San, Suffix};
use shakmaty::{Color, Position};

use crate::language::Language;
use crate::notation::pgn::Game;
use crate::notation::san::append_san;

/// Tags shown above the moves, with their German names.
const HEADER_TAGS: [(&str, &str); 7] = [
    ("Event", "Turnier"),
    ("Site", "Ort"),
    ("Date", "Datum"),
    ("Round", "Runde"),
    ("White", "Weiß"),
    ("Black", "Schwarz"),
    ("Result", "Ergebnis"),
];

/// Writes the game as a German scoresheet: a header from the tags (unknown values `?` are
/// left out), then `1. d4 Sf6` a line, draw offers as `(=)`, and the result last.
pub fn german_scoresheet(game: &Game) -> String {
    scoresheet(game, Language::German)
}

/// Writes the game as a scoresheet in `language`: German letters and labels (Appendix E), or
/// English ones (`1. d4 Nf6`).
pub fn scoresheet(game: &Game, language: Language) -> String {
    let mut out = String::new();
    for (tag, german_label) in HEADER_TAGS {
        if let Some(value) = game.tag(tag) {
            let value = value.trim();
            if !value.is_empty() && !value.chars().all(|c| matches!(c, '?' | '.')) {
                match language {
                    Language::German => {
                        let _ = writeln!(out, "{german_label}: {}", german_tag_value(tag, value));
                    }
                    Language::English => {
                        let value = match (tag, value) {
                            ("Result", "1/2-1/2") => "½-½",
                            ("Result", "*") => "open",
                            _ => value,
                        };
                        let _ = writeln!(out, "{tag}: {value}");
                    }
                }
            }
        }
    }
    // A game from another start: the variant and the position, so the board can be set up.
    let chess960 = game.start.castles().mode() == shakmaty::CastlingMode::Chess960;
    if chess960 {
        let label = if language == Language::German {
            "Variante"
        } else {
            "Variant"
        };
        let _ = writeln!(out, "{label}: Chess960");
    }
    if chess960 || game.start != shakmaty::Chess::default() {
        let label = match language {
            Language::German => "Ausgangsstellung",
            Language::English => "FEN",
        };
        let _ = writeln!(
            out,
            "{label}: {}",
            crate::notation::fen::write_fen(&game.start)
        );
    }
    if !out.is_empty() {
        out.push('\n');
    }
    out.push_str(&moves_sheet(game, language));
    out
}

/// The moves of the scoresheet without its header: `1. d4 Sf6` a line, draw offers as
/// `(=)`, and the result last.
pub fn moves_sheet(game: &Game, language: Language) -> String {
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
    if let Some(result) = german_result(game.result) {
        out.push_str(result);
        out.push('\n');
    }
    out
}

/// Tag values as written on a German scoresheet: the result with ½, dates day first.
fn german_tag_value(tag: &str, value: &str) -> String {
    match (tag, value) {
        ("Result", "1/2-1/2") => "½-½".to_owned(),
        ("Result", "*") => "offen".to_owned(),
        ("Date", date) => german_date(date),
        _ => value.to_owned(),
    }
}

/// `2022.01.15` → `15.01.2022`; unknown parts (`??`) are left out: `1749.??.??` → `1749`.
fn german_date(date: &str) -> String {
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

/// The result as written on a German scoresheet.
fn german_result(result: Option<Outcome>) -> Option<&'static str> {
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
    use crate::notation::pgn::read_games;

    #[test]
    fn dates_day_first_without_unknown_parts() {
        assert_eq!(german_date("2022.01.15"), "15.01.2022");
        assert_eq!(german_date("1749.??.??"), "1749");
        assert_eq!(german_date("1886.03.??"), "03.1886");
        assert_eq!(german_date("????.??.??"), "????.??.??");
    }

    #[test]
    fn black_to_move_first_starts_with_dots() {
        let pgn =
            b"[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/8/4K2R b K - 0 10\"]\n\n10... Kd7 11. O-O *\n";
        let games = read_games(pgn).unwrap();
        // The set-up position comes first, so the board can be set up (Appendix E gives no
        // form of its own; the FEN is what other programs read).
        assert_eq!(
            german_scoresheet(&games[0]),
            "Ausgangsstellung: 4k3/8/8/8/8/8/8/4K2R b K - 0 10\n\n10. ... Kd7\n11. 0-0\n"
        );
    }
}
