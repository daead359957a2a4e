//! The sentences about a game as a whole: who played it, where and when, its result, what
//! an annotation glyph means, and the help. Written for the ear: names as spoken ("José Raúl
//! Capablanca", not "Capablanca, José Raúl"), unknown tags ("?") left out.

use shakmaty::{Color, KnownOutcome, Outcome};

use crate::notation::pgn::{Game, result_token};
use crate::phrase::{Join, Phrase};
use crate::texts::{Event, Weight};

/// A tag's value, if it says something ("?", "-" and empty values say nothing).
pub(super) fn known_tag<'g>(game: &'g Game, name: &str) -> Option<&'g str> {
    game.tag(name)
        .map(str::trim)
        .filter(|v| !v.is_empty() && !v.chars().all(|c| matches!(c, '?' | '-' | '.')))
}

/// A player's name as spoken: "Capablanca, Jose Raul" → "Jose Raul Capablanca".
pub(super) fn spoken_name(name: &str) -> String {
    match name.split_once(',') {
        Some((last, first)) if !first.contains(',') && !first.trim().is_empty() => {
            format!("{} {}", first.trim(), last.trim())
        }
        _ => name.trim().to_owned(),
    }
}

/// The result of the game: the movetext's token, else the Result tag.
pub(super) fn game_outcome(game: &Game) -> Option<Outcome> {
    if let Some(result) = game.result {
        return Some(result);
    }
    match game.tag("Result").map(str::trim) {
        Some("1-0") => Some(Outcome::Known(KnownOutcome::Decisive {
            winner: Color::White,
        })),
        Some("0-1") => Some(Outcome::Known(KnownOutcome::Decisive {
            winner: Color::Black,
        })),
        Some("1/2-1/2" | "½-½") => Some(Outcome::Known(KnownOutcome::Draw)),
        _ => None,
    }
}

/// "Schwarz gewinnt (0-1)", "remis (1/2-1/2)", spoken without the notation ("Schwarz
/// gewinnt"); "Remis" when `capital` (it opens a sentence). `None` when the record gives no
/// result.
pub(super) fn result_phrase(outcome: Option<Outcome>, capital: bool) -> Option<Phrase> {
    let token = result_token(outcome);
    let result = match outcome? {
        Outcome::Known(KnownOutcome::Decisive { winner }) => winner.fold_wb("white", "black"),
        Outcome::Known(KnownOutcome::Draw) => "draw",
        Outcome::Unknown => return None,
    };
    Some(
        Phrase::new("replay-result")
            .with("result", result)
            .with("capital", yes_no(capital))
            .with("token", token),
    )
}

/// A selector's key for a yes or no.
pub(super) fn yes_no(yes: bool) -> &'static str {
    if yes { "yes" } else { "no" }
}

/// A PGN date as spoken: "1901.??.??" → "1901", "1901.03.??" → "März 1901",
/// "1901.03.15" → "15. März 1901" / "15 March 1901".
pub(super) fn date_phrase(date: &str) -> Option<Phrase> {
    let mut parts = date.trim().split('.');
    let year = parts
        .next()
        .filter(|y| y.bytes().all(|b| b.is_ascii_digit()) && !y.is_empty());
    let month = parts
        .next()
        .and_then(|m| m.parse::<u32>().ok())
        .filter(|m| (1..=12).contains(m));
    let day = parts
        .next()
        .and_then(|d| d.parse::<u32>().ok())
        .filter(|d| (1..=31).contains(d));
    let year = year?;
    Some(match (month, day) {
        (Some(month), Some(day)) => Phrase::new("record-date-day")
            .with("day", day.to_string())
            .with("month", month)
            .with("year", year),
        (Some(month), None) => Phrase::new("record-date-month")
            .with("month", month)
            .with("year", year),
        (None, _) => Phrase::verbatim(year),
    })
}

/// The year of a PGN date, if it has one.
pub(super) fn year(date: &str) -> Option<&str> {
    let year = date.trim().split('.').next()?;
    (!year.is_empty() && year.bytes().all(|b| b.is_ascii_digit())).then_some(year)
}

/// What a numeric annotation glyph means, as a sentence: `$1` → "Guter Zug."; `None` for
/// the glyphs a listener does not need.
pub(super) fn nag_phrase(nag: u8) -> Option<Phrase> {
    matches!(nag, 1..=7 | 10..=19 | 22 | 23)
        .then(|| Phrase::new("replay-nag").with("nag", u32::from(nag)))
}

/// A comment as one line to read aloud: other PGN commands (`[%eval …]`, `[%csl …]`) taken
/// out, line breaks and runs of blanks made one blank.
pub(super) fn clean_comment(comment: &str) -> String {
    let mut text = String::with_capacity(comment.len());
    let mut rest = comment;
    while let Some(start) = rest.find("[%") {
        text.push_str(&rest[..start]);
        match rest[start..].find(']') {
            Some(len) => rest = &rest[start + len + 1..],
            None => {
                rest = "";
            }
        }
    }
    text.push_str(rest);
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// A comment as a sentence: with a full stop if it has no closing mark.
pub(super) fn as_sentence(text: &str) -> String {
    if text.ends_with(['.', '!', '?', '…', ')', '"', '“', '»']) {
        text.to_owned()
    } else {
        format!("{text}.")
    }
}

/// The help, one line each.
pub(super) fn help_phrase() -> Phrase {
    Phrase::new("replay-help")
}

/// Lines of chatter (help, a move's comments, the notes before the first move) as one
/// event: each line shown on its own, the whole spoken in short parts. One event, because
/// each new event's chatter cuts off the chatter before it: lines told one by one would
/// leave only the last one heard. `None` when there are no lines.
pub(super) fn chatter(lines: Vec<Phrase>) -> Option<Event> {
    if lines.is_empty() {
        return None;
    }
    Some(Event::Say(
        Weight::Chatter,
        Phrase::joined(Join::Lines, lines),
    ))
}

/// How to go on, said at the start.
pub(super) fn how_to_go_on() -> Phrase {
    Phrase::new("replay-how-to-go-on")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::language::Language;
    use crate::words::phrases::shown;

    #[test]
    fn names_dates_and_results_for_the_ear() {
        assert_eq!(spoken_name("Capablanca, Jose Raul"), "Jose Raul Capablanca");
        assert_eq!(spoken_name("Anderssen"), "Anderssen");
        assert_eq!(spoken_name("A, B, C"), "A, B, C");
        let de = Language::GERMAN;
        let date = |d: &str, language| date_phrase(d).map(|p| shown(&p, language));
        assert_eq!(date("1901.??.??", de).as_deref(), Some("1901"));
        assert_eq!(date("1901.03.??", de).as_deref(), Some("März 1901"));
        assert_eq!(
            date("1901.03.15", Language::ENGLISH).as_deref(),
            Some("15 March 1901")
        );
        assert_eq!(date_phrase("????.??.??"), None);
        assert_eq!(year("1851.??.??"), Some("1851"));
        let white = Some(Outcome::Known(KnownOutcome::Decisive {
            winner: Color::White,
        }));
        let result = result_phrase(white, false).unwrap();
        assert_eq!(result.arg("result"), Some(&"white".into()));
        assert_eq!(shown(&result, de), "Weiß gewinnt (1-0)");
        let draw = result_phrase(Some(Outcome::Known(KnownOutcome::Draw)), true).unwrap();
        assert_eq!(shown(&draw, Language::ENGLISH), "A draw (1/2-1/2)");
        assert_eq!(result_phrase(Some(Outcome::Unknown), false), None);
        let nag = |n, language| nag_phrase(n).map(|p| shown(&p, language));
        assert_eq!(nag(1, de).as_deref(), Some("Guter Zug."));
        assert_eq!(nag(4, Language::ENGLISH).as_deref(), Some("A blunder."));
        assert_eq!(
            nag(11, de).as_deref(),
            Some("Die Stellung ist ausgeglichen.")
        );
        assert_eq!(nag_phrase(200), None);
    }

    #[test]
    fn comments_lose_their_commands() {
        assert_eq!(
            clean_comment("Der beste Zug [%eval 0.35]\n  und [%csl Ge4] schön"),
            "Der beste Zug und schön"
        );
        assert_eq!(clean_comment("[%eval 1.0]"), "");
        assert_eq!(clean_comment("offen [%eval"), "offen");
        assert_eq!(as_sentence("gut"), "gut.");
        assert_eq!(as_sentence("gut!"), "gut!");
    }
}
