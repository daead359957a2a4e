//! The sentences about a game as a whole: who played it, where and when, its result, what
//! an annotation glyph means, and the help. Written for the ear: names as spoken ("José Raúl
//! Capablanca", not "Capablanca, José Raúl"), unknown tags ("?") left out.

use shakmaty::{Color, KnownOutcome, Outcome};

use crate::language::Language;
use crate::notation::pgn::{Game, result_token};
use crate::texts::Event;

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

/// "Schwarz gewinnt (0-1)", "remis (1/2-1/2)", or without the notation for the voice
/// ("Schwarz gewinnt"); `None` when the record gives no result.
pub(super) fn result_words(
    outcome: Option<Outcome>,
    language: Language,
    notation: bool,
) -> Option<String> {
    let de = language == Language::German;
    let token = result_token(outcome);
    let words = match outcome? {
        Outcome::Known(KnownOutcome::Decisive { winner }) => match (winner, de) {
            (Color::White, true) => "Weiß gewinnt",
            (Color::Black, true) => "Schwarz gewinnt",
            (Color::White, false) => "White wins",
            (Color::Black, false) => "Black wins",
        },
        Outcome::Known(KnownOutcome::Draw) => {
            if de {
                "remis"
            } else {
                "a draw"
            }
        }
        Outcome::Unknown => return None,
    };
    Some(if notation {
        format!("{words} ({token})")
    } else {
        words.to_owned()
    })
}

const MONTHS_DE: [&str; 12] = [
    "Januar",
    "Februar",
    "März",
    "April",
    "Mai",
    "Juni",
    "Juli",
    "August",
    "September",
    "Oktober",
    "November",
    "Dezember",
];
const MONTHS_EN: [&str; 12] = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
];

/// A PGN date as spoken: "1901.??.??" → "1901", "1901.03.??" → "März 1901",
/// "1901.03.15" → "15. März 1901" / "15 March 1901".
pub(super) fn spoken_date(date: &str, language: Language) -> Option<String> {
    let mut parts = date.trim().split('.');
    let year = parts
        .next()
        .filter(|y| y.bytes().all(|b| b.is_ascii_digit()) && !y.is_empty());
    let month = parts
        .next()
        .and_then(|m| m.parse::<usize>().ok())
        .filter(|m| (1..=12).contains(m));
    let day = parts
        .next()
        .and_then(|d| d.parse::<u32>().ok())
        .filter(|d| (1..=31).contains(d));
    let year = year?;
    let de = language == Language::German;
    Some(match (month, day) {
        (Some(month), Some(day)) if de => format!("{day}. {} {year}", MONTHS_DE[month - 1]),
        (Some(month), Some(day)) => format!("{day} {} {year}", MONTHS_EN[month - 1]),
        (Some(month), None) if de => format!("{} {year}", MONTHS_DE[month - 1]),
        (Some(month), None) => format!("{} {year}", MONTHS_EN[month - 1]),
        (None, _) => year.to_owned(),
    })
}

/// The year of a PGN date, if it has one.
pub(super) fn year(date: &str) -> Option<&str> {
    let year = date.trim().split('.').next()?;
    (!year.is_empty() && year.bytes().all(|b| b.is_ascii_digit())).then_some(year)
}

/// What a numeric annotation glyph means, as a sentence: `$1` → "Guter Zug."; `None` for
/// the glyphs a listener does not need.
pub(super) fn nag_sentence(nag: u8, language: Language) -> Option<&'static str> {
    let de = language == Language::German;
    Some(match (nag, de) {
        (1, true) => "Guter Zug.",
        (1, false) => "A good move.",
        (2, true) => "Ein Fehler.",
        (2, false) => "A mistake.",
        (3, true) => "Ein sehr starker Zug.",
        (3, false) => "A brilliant move.",
        (4, true) => "Ein grober Fehler.",
        (4, false) => "A blunder.",
        (5, true) => "Ein interessanter Zug.",
        (5, false) => "An interesting move.",
        (6, true) => "Ein zweifelhafter Zug.",
        (6, false) => "A dubious move.",
        (7, true) => "Ein erzwungener Zug.",
        (7, false) => "A forced move.",
        (10..=12, true) => "Die Stellung ist ausgeglichen.",
        (10..=12, false) => "The position is equal.",
        (13, true) => "Die Stellung ist unklar.",
        (13, false) => "The position is unclear.",
        (14, true) => "Weiß steht etwas besser.",
        (14, false) => "White is slightly better.",
        (15, true) => "Schwarz steht etwas besser.",
        (15, false) => "Black is slightly better.",
        (16, true) => "Weiß steht besser.",
        (16, false) => "White is better.",
        (17, true) => "Schwarz steht besser.",
        (17, false) => "Black is better.",
        (18, true) => "Weiß steht auf Gewinn.",
        (18, false) => "White is winning.",
        (19, true) => "Schwarz steht auf Gewinn.",
        (19, false) => "Black is winning.",
        (22, true) => "Weiß ist im Zugzwang.",
        (22, false) => "White is in zugzwang.",
        (23, true) => "Schwarz ist im Zugzwang.",
        (23, false) => "Black is in zugzwang.",
        _ => return None,
    })
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
pub(super) fn help_lines(language: Language) -> Vec<&'static str> {
    match language {
        Language::German => vec![
            "Befehle beim Nachspielen, deutsch oder englisch, getippt oder gesprochen:",
            "weiter, w, n oder Enter: der nächste Halbzug, mit seinen Kommentaren; weiter fünf: fünf Halbzüge.",
            "zurück, z oder b: ein Halbzug zurück; zurück drei: drei Halbzüge.",
            "zug zwölf, zug zwölf schwarz, gehe zu 12, 12...: zur Stellung nach diesem Zug.",
            "anfang: zur Ausgangsstellung; schluss oder zum letzten zug: zum letzten Zug.",
            "stellung oder brett vorlesen: alle Figuren; wer ist am zug; wo: welcher Zug und wie viele noch kommen.",
            "kommentar: die Kommentare zum Zug noch einmal; info: Spieler, Turnier, Datum und Ergebnis; fen: die Stellung als FEN.",
            "wiederholen: das Letzte noch einmal; beenden oder ende: aufhören.",
            "Dazu die Fragen aus ansage play, etwa was steht auf e4, angreifer e4, linie eva, material, letzte drei züge.",
        ],
        Language::English => vec![
            "Commands while replaying, in English or German, typed or spoken:",
            "next, n, w or Enter: the next half-move, with its comments; next five: five half-moves.",
            "back or b: one half-move back; back three: three half-moves.",
            "move twelve, move twelve black, go to 12, 12...: to the position after that move.",
            "start: to the starting position; end of game or to the last move: to the last move.",
            "position or read board: every piece; whose turn; where: which move, and how many are left.",
            "comment: the comments on the move again; info: players, event, date and result; fen: the position as FEN.",
            "repeat: the last answer again; quit or end: stop.",
            "The questions of ansage play work too, such as what is on e4, attackers e4, file eva, material, last three moves.",
        ],
    }
}

/// Lines of chatter (help, a move's comments, the notes before the first move) as one
/// event: each line shown on its own, the whole spoken in short parts. One event, because
/// each new event's chatter cuts off the chatter before it: lines told one by one would
/// leave only the last one heard. `None` when there are no lines.
pub(super) fn chatter<S: AsRef<str>>(lines: &[S]) -> Option<Event> {
    let lines: Vec<&str> = lines
        .iter()
        .map(AsRef::as_ref)
        .filter(|line| !line.trim().is_empty())
        .collect();
    (!lines.is_empty()).then(|| Event::Chatter(lines.join("\n")))
}

/// How to go on, said at the start.
pub(super) fn how_to_go_on(language: Language) -> &'static str {
    match language {
        Language::German => {
            "Weiter mit Enter oder weiter, zurück mit zurück, hilfe für alle Befehle."
        }
        Language::English => "Next with Enter or next, back with back, help for all commands.",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_dates_and_results_for_the_ear() {
        assert_eq!(spoken_name("Capablanca, Jose Raul"), "Jose Raul Capablanca");
        assert_eq!(spoken_name("Anderssen"), "Anderssen");
        assert_eq!(spoken_name("A, B, C"), "A, B, C");
        let de = Language::German;
        assert_eq!(spoken_date("1901.??.??", de).as_deref(), Some("1901"));
        assert_eq!(spoken_date("1901.03.??", de).as_deref(), Some("März 1901"));
        assert_eq!(
            spoken_date("1901.03.15", Language::English).as_deref(),
            Some("15 March 1901")
        );
        assert_eq!(spoken_date("????.??.??", de), None);
        assert_eq!(year("1851.??.??"), Some("1851"));
        let white = Some(Outcome::Known(KnownOutcome::Decisive {
            winner: Color::White,
        }));
        assert_eq!(
            result_words(white, de, true).as_deref(),
            Some("Weiß gewinnt (1-0)")
        );
        assert_eq!(result_words(Some(Outcome::Unknown), de, true), None);
        assert_eq!(nag_sentence(1, de), Some("Guter Zug."));
        assert_eq!(nag_sentence(4, Language::English), Some("A blunder."));
        assert_eq!(nag_sentence(200, de), None);
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
