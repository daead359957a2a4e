//! The long-hand record (Appendix F, F2.5 „in Langschrift“): the scoresheet written out in
//! the words ansage announces (F2.1), a heading line from the game's tags, then one move pair
//! a line: "1. Bauer Eva vier, Bauer Eva fünf."

use pgn_reader::{KnownOutcome, Outcome};
use shakmaty::{Color, Position};

use crate::language::Language;
use crate::notation::pgn::Game;
use crate::phrase::Phrase;
use crate::words::announce::{AnnounceOptions, announce_with};
use crate::words::phrases::shown;

/// The whole record in words: the heading line (when the tags say anything), a blank line,
/// the moves a pair a line, and the result.
pub fn words_sheet(game: &Game, language: Language) -> String {
    let mut out = String::new();
    let heading = heading_line(game, language);
    if !heading.is_empty() {
        out.push_str(&heading);
        out.push_str("\n\n");
    }
    if let Some(start) = start_words(game, language) {
        out.push_str(&start);
        out.push_str("\n\n");
    }
    out.push_str(&moves_in_words(game, language));
    if let Some(result) = result_words(game.result, language) {
        out.push_str(&result);
        out.push_str(".\n");
    }
    out
}

/// A game that does not start from the usual position says where it starts, in words, so
/// the board can be set up: "Chess960. Ausgangsstellung: Weiß: König Bella eins; … Weiß ist
/// am Zug." `None` for the usual start.
pub fn start_words(game: &Game, language: Language) -> Option<String> {
    let chess960 = game.start.castles().mode() == shakmaty::CastlingMode::Chess960;
    if game.start == shakmaty::Chess::default() && !chess960 {
        return None;
    }
    let context = crate::commands::QueryContext {
        position: &game.start,
        game,
        asking: game.start.turn(),
        language,
        seating: Default::default(),
    };
    let board = crate::commands::answer(&crate::commands::Command::ReadBoard, &context)?;
    let id = if chess960 {
        "record-start-chess960"
    } else {
        "record-start"
    };
    Some(shown(
        &Phrase::new(id).with("board", board.phrase()),
        language,
    ))
}

/// The tags in words on one line: "Weiß: Adolf Anderssen. Schwarz: Lionel Kieseritzky.
/// Turnier: London. Datum: 21. Juni 1851. Ergebnis: Weiß gewinnt." Unknown values (`?`)
/// are left out.
pub fn heading_line(game: &Game, language: Language) -> String {
    let known = |tag: &str| {
        game.tag(tag)
            .map(str::trim)
            .filter(|v| !v.is_empty() && !v.chars().all(|c| matches!(c, '?' | '.' | '*')))
    };
    let mut parts = Vec::new();
    let mut add = |tag: &str, value: String| {
        let phrase = Phrase::new("record-tag")
            .with("tag", tag)
            .with("value", value);
        parts.push(shown(&phrase, language));
    };
    if let Some(white) = known("White") {
        add("white", person(white));
    }
    if let Some(black) = known("Black") {
        add("black", person(black));
    }
    if let Some(event) = known("Event") {
        add("event", event.to_owned());
    }
    if let Some(site) = known("Site") {
        add("site", site.to_owned());
    }
    if let Some(date) = known("Date") {
        add("date", date_words(date, language));
    }
    if let Some(round) = known("Round") {
        add("round", round.to_owned());
    }
    let result = known("Result").and_then(|r| match r {
        "1-0" => result_words(
            Some(Outcome::Known(KnownOutcome::Decisive {
                winner: Color::White,
            })),
            language,
        ),
        "0-1" => result_words(
            Some(Outcome::Known(KnownOutcome::Decisive {
                winner: Color::Black,
            })),
            language,
        ),
        "1/2-1/2" => result_words(Some(Outcome::Known(KnownOutcome::Draw)), language),
        _ => None,
    });
    if let Some(result) = result {
        add("result", result);
    }
    parts.join(" ")
}

/// The moves in words, a move pair a line: "1. Bauer Eva vier, Bauer Eva fünf." A game
/// that starts with Black's move says so: "10. Schwarz: König David sieben." A draw offer
/// (E12) is said after its move.
pub fn moves_in_words(game: &Game, language: Language) -> String {
    let options = AnnounceOptions {
        words: language.announce_words(),
        ..AnnounceOptions::default()
    };
    let mut out = String::new();
    let mut line = String::new();
    let mut pos = game.start.clone();
    for recorded in &game.moves {
        if pos.turn() == Color::White {
            if !line.is_empty() {
                out.push_str(&line);
                out.push_str(".\n");
                line.clear();
            }
            line.push_str(&format!("{}. ", pos.fullmoves()));
        } else if line.is_empty() {
            let first = Phrase::new("record-black-first")
                .with("number", pos.fullmoves().get())
                .with("side", Color::Black);
            line.push_str(&shown(&first, language));
            line.push(' ');
        } else {
            line.push_str(", ");
        }
        line.push_str(&announce_with(&pos, recorded.played, options));
        if recorded.draw_offer {
            line.push(' ');
            line.push_str(&shown(&Phrase::new("record-draw-offered"), language));
        }
        pos.play_unchecked(recorded.played);
    }
    if !line.is_empty() {
        out.push_str(&line);
        out.push_str(".\n");
    }
    out
}

/// The result in words: "Weiß gewinnt", "Remis"; none for a game still open.
pub(crate) fn result_words(result: Option<Outcome>, language: Language) -> Option<String> {
    let key = match result? {
        Outcome::Known(KnownOutcome::Decisive {
            winner: Color::White,
        }) => "white",
        Outcome::Known(KnownOutcome::Decisive {
            winner: Color::Black,
        }) => "black",
        Outcome::Known(KnownOutcome::Draw) => "draw",
        Outcome::Unknown => return None,
    };
    Some(shown(
        &Phrase::new("record-result").with("result", key),
        language,
    ))
}

/// A player as said: PGN's "Anderssen, Adolf" becomes "Adolf Anderssen".
fn person(name: &str) -> String {
    match name.split_once(',') {
        Some((last, first)) if !first.trim().is_empty() && !first.contains(',') => {
            format!("{} {}", first.trim(), last.trim())
        }
        _ => name.to_owned(),
    }
}

/// A PGN date in words: `1851.06.21` → "21. Juni 1851" ("21 June 1851"); unknown parts
/// (`??`) are left out.
fn date_words(date: &str, language: Language) -> String {
    let parts: Vec<&str> = date.split('.').collect();
    let number = |p: Option<&&str>| p.and_then(|p| p.parse::<u32>().ok());
    let (year, month, day) = (
        number(parts.first()),
        number(parts.get(1)).filter(|m| (1..=12).contains(m)),
        number(parts.get(2)).filter(|d| (1..=31).contains(d)),
    );
    let Some(year) = year else {
        return date.to_owned();
    };
    let phrase = match (month, day) {
        (Some(month), Some(day)) => Phrase::new("record-date-day")
            .with("day", day.to_string())
            .with("month", month),
        (Some(month), None) => Phrase::new("record-date-month").with("month", month),
        _ => return year.to_string(),
    };
    shown(&phrase.with("year", year.to_string()), language)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::pgn::read_games;

    #[test]
    fn dates_and_names_in_words() {
        assert_eq!(date_words("1851.06.21", Language::GERMAN), "21. Juni 1851");
        assert_eq!(date_words("1851.06.21", Language::ENGLISH), "21 June 1851");
        assert_eq!(date_words("1886.03.??", Language::GERMAN), "März 1886");
        assert_eq!(date_words("1749.??.??", Language::GERMAN), "1749");
        assert_eq!(person("Anderssen, Adolf"), "Adolf Anderssen");
        assert_eq!(person("Stockfish"), "Stockfish");
    }

    #[test]
    fn black_first_and_a_draw_offer() {
        let pgn = b"[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/8/4K2R b K - 0 10\"]\n\n10... Kd7 11. O-O {(=)} *\n";
        let games = read_games(pgn).unwrap();
        assert_eq!(
            words_sheet(&games[0], Language::GERMAN),
            "Ausgangsstellung: Weiß: König Eva eins; Turm Hector eins. Schwarz: König Eva acht. Schwarz ist am Zug.\n\n10. Schwarz: König David sieben.\n11. Kurze Rochade (Remis angeboten).\n"
        );
    }
}
