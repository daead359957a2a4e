//! The message catalogue: everything ansage says besides moves and error reasons, worded for
//! the ear, in German and English. Squares keep the Appendix F names (Anna … Hector,
//! eins … acht) in both languages, as FIDE's English text does.
//!
//! Error reasons stay with their error types (`message(language)` on each), so every
//! sentence a user can meet is either here or next to the error it explains.

use std::time::Duration;

use shakmaty::{Color, KnownOutcome, Outcome, Role};

use crate::language::Language;
use crate::vocabulary::color_name;
use crate::words::catalogue::{self, Arg};

/// A whole number in words: 12 → "zwölf" / "twelve". Numbers from 1000 on are written as
/// digits, which every voice reads well.
pub fn number_words(n: u32, language: Language) -> String {
    crate::vocabulary::of(language).numbers.words(n)
}

/// "Zug zwölf, Weiß" / "Move twelve, White".
pub fn move_number(number: u32, side: Color, language: Language) -> String {
    let word = number_words(number, language);
    catalogue::text(
        language,
        "move-number",
        &[
            ("number", Arg::Words(&word)),
            ("side", Arg::Words(color_name(side, language))),
        ],
    )
}

/// A clock reading for the ear: "vier Minuten zwölf Sekunden", "eine Stunde drei Minuten",
/// "null Sekunden". Tenths are spoken only under ten seconds ("acht Komma drei Sekunden").
/// The units and their plural forms are the catalogue's (`clock-hours`, …).
pub fn clock_time(time: Duration, language: Language) -> String {
    let total = time.as_millis();
    let hours = (total / 3_600_000) as u32;
    let minutes = (total / 60_000 % 60) as u32;
    let seconds = (total / 1000 % 60) as u32;
    let tenths = (total / 100 % 10) as u32;
    let unit = |id: &str, n: u32| -> String {
        let words = number_words(n, language);
        catalogue::text(
            language,
            id,
            &[
                ("n", Arg::Number(i64::from(n))),
                ("words", Arg::Words(&words)),
            ],
        )
    };
    let mut parts = Vec::new();
    if hours > 0 {
        parts.push(unit("clock-hours", hours));
    }
    if minutes > 0 {
        parts.push(unit("clock-minutes", minutes));
    }
    if hours == 0 && total < 10_000 && tenths > 0 {
        let (seconds, tenths) = (
            number_words(seconds, language),
            number_words(tenths, language),
        );
        parts.push(catalogue::text(
            language,
            "clock-seconds-tenths",
            &[
                ("seconds", Arg::Words(&seconds)),
                ("tenths", Arg::Words(&tenths)),
            ],
        ));
    } else if seconds > 0 || parts.is_empty() {
        parts.push(unit("clock-seconds", seconds));
    }
    parts.join(" ")
}

/// A FEN spelt out sign by sign for the ear, so that it can be written down: "FEN: klein r,
/// klein n, …, Schrägstrich, acht mal klein p, …, Leerzeichen, w, …". Letters say their case,
/// digits are numbers, a run of one letter is counted.
pub fn spelled_fen(fen: &str, language: Language) -> String {
    let say = |id: &str, args: &[(&str, Arg)]| catalogue::text(language, id, args);
    let mut signs: Vec<String> = Vec::new();
    let chars: Vec<char> = fen.chars().collect();
    let mut index = 0;
    while index < chars.len() {
        let c = chars[index];
        let run = chars[index..].iter().take_while(|&&d| d == c).count();
        let letter = c.to_string();
        let spelled = match c {
            '/' => say("fen-slash", &[]),
            ' ' => say("fen-space", &[]),
            '-' => say("fen-dash", &[]),
            d if d.is_ascii_digit() => number_words(d.to_digit(10).unwrap_or(0), language),
            l if l.is_ascii_uppercase() => say("fen-capital", &[("letter", Arg::Words(&letter))]),
            l if l.is_ascii_lowercase() => say("fen-small", &[("letter", Arg::Words(&letter))]),
            _ => letter,
        };
        // Letters repeat ("pppppppp"); digits and signs are said each time.
        if run > 1 && c.is_ascii_alphabetic() {
            let times = number_words(run as u32, language);
            signs.push(say(
                "fen-times",
                &[
                    ("times", Arg::Words(&times)),
                    ("sign", Arg::Words(&spelled)),
                ],
            ));
            index += run;
        } else {
            signs.push(spelled);
            index += 1;
        }
    }
    let signs = signs.join(", ");
    say("fen-spelled", &[("signs", Arg::Words(&signs))])
}

/// "weißer"/"schwarze" … as the role's gender needs; `capital` for the start of a sentence.
pub fn german_colour_adjective(color: Color, role: Role, capital: bool) -> String {
    let stem = match (color, capital) {
        (Color::White, false) => "weiß",
        (Color::White, true) => "Weiß",
        (Color::Black, false) => "schwarz",
        (Color::Black, true) => "Schwarz",
    };
    let ending = if role == Role::Queen { "e" } else { "er" };
    format!("{stem}{ending}")
}

/// "a, b und c".
pub fn join_and(items: &[String], and: &str) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} {and} {last}", rest.join(", ")),
    }
}

/// The first letter in upper case: "der weiße Springer" → "Der weiße Springer".
pub use crate::vocabulary::capitalised;

/// Why a game ended without a decisive result: a fact of the game core.
pub use crate::game::rules::DrawReason;

/// The end of a drawn game in words: "Patt. Die Partie ist remis.", "Remis nach Vereinbarung."
pub fn draw_sentence(reason: DrawReason, language: Language) -> String {
    // The reason's phrase names its text and takes no arguments.
    catalogue::text(language, reason.phrase().id, &[])
}

/// The result of a game in words: "Schachmatt. Weiß gewinnt.", "Patt. Die Partie ist remis."
pub fn game_result(outcome: Outcome, draw: Option<DrawReason>, language: Language) -> String {
    match outcome {
        Outcome::Known(KnownOutcome::Decisive { winner }) => catalogue::text(
            language,
            "checkmate-wins",
            &[("winner", Arg::Words(color_name(winner, language)))],
        ),
        Outcome::Known(KnownOutcome::Draw) => match draw {
            Some(reason) => draw_sentence(reason, language),
            None => catalogue::text(language, "draw", &[]),
        },
        Outcome::Unknown => catalogue::text(language, "game-in-progress", &[]),
    }
}

/// The catalogue's key for the kind of a system error (`file-io-reason`'s selector).
pub fn io_kind(error: &std::io::Error) -> &'static str {
    crate::phrase::io_kind_key(error.kind())
}

/// A system error in words, without codes: "der Ordner existiert nicht".
pub fn io_reason(error: &std::io::Error, language: Language) -> String {
    catalogue::text(
        language,
        "file-io-reason",
        &[("kind", Arg::Words(io_kind(error)))],
    )
}

/// A reading error in words: "dort darf ich nicht lesen".
pub fn read_reason(error: &std::io::Error, language: Language) -> String {
    catalogue::text(
        language,
        "file-read-reason",
        &[("kind", Arg::Words(io_kind(error)))],
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_in_words() {
        let de = Language::GERMAN;
        assert_eq!(number_words(12, de), "zwölf");
        assert_eq!(number_words(21, de), "einundzwanzig");
        assert_eq!(number_words(47, de), "siebenundvierzig");
        assert_eq!(number_words(100, de), "einhundert");
        assert_eq!(number_words(101, de), "einhunderteins");
        assert_eq!(number_words(235, de), "zweihundertfünfunddreißig");
        assert_eq!(number_words(42, Language::ENGLISH), "forty-two");
        assert_eq!(number_words(115, Language::ENGLISH), "one hundred fifteen");
    }

    #[test]
    fn move_numbers_and_clock_times() {
        assert_eq!(
            move_number(12, Color::White, Language::GERMAN),
            "Zug zwölf, Weiß"
        );
        assert_eq!(
            move_number(3, Color::Black, Language::ENGLISH),
            "Move three, Black"
        );
        let de = Language::GERMAN;
        assert_eq!(
            clock_time(Duration::from_secs(252), de),
            "vier Minuten zwölf Sekunden"
        );
        assert_eq!(
            clock_time(Duration::from_secs(3780), de),
            "eine Stunde drei Minuten"
        );
        assert_eq!(
            clock_time(Duration::from_secs(61), de),
            "eine Minute eine Sekunde"
        );
        assert_eq!(
            clock_time(Duration::from_millis(8300), de),
            "acht Komma drei Sekunden"
        );
        assert_eq!(clock_time(Duration::ZERO, de), "null Sekunden");
        assert_eq!(
            clock_time(Duration::from_secs(252), Language::ENGLISH),
            "four minutes twelve seconds"
        );
    }

    #[test]
    fn capitals() {
        assert_eq!(capitalised("der weiße König"), "Der weiße König");
        assert_eq!(capitalised(""), "");
    }

    #[test]
    fn results() {
        let mate = Outcome::Known(KnownOutcome::Decisive {
            winner: Color::Black,
        });
        assert_eq!(
            game_result(mate, None, Language::GERMAN),
            "Schachmatt. Schwarz gewinnt."
        );
        let draw = Outcome::Known(KnownOutcome::Draw);
        assert_eq!(
            game_result(draw, Some(DrawReason::Stalemate), Language::GERMAN),
            "Patt. Die Partie ist remis."
        );
    }
}
