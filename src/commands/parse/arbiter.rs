//! What only the arbiter's device says (issue 30, the arbiter's seat): a result ("ergebnis
//! 1-0", "result black wins", "resultado tablas"; 12.9f, F2.7) and a warning ("verwarnung
//! weiß", "warning white", "amonestación blancas"; 12.9a). The words of the argument are in
//! each folder's `questions.toml` (`arbiter.*`).

use shakmaty::Color;

use super::{Parsed, Parser, ok, one_of, phrases};
use crate::commands::Command;
use crate::commands::words::color_word;
use crate::commands::words::phrases_of;
use crate::phrase::Phrase;

/// A result written as on a scoresheet: "1-0", "0:1", "1/2-1/2", "½-½"; `Some(None)` for a
/// draw.
fn result_token(text: &str) -> Option<Option<Color>> {
    let plain: String = text
        .chars()
        .filter(|c| !c.is_whitespace())
        .map(|c| if c == ':' || c == '–' { '-' } else { c })
        .collect();
    match plain.as_str() {
        "1-0" => Some(Some(Color::White)),
        "0-1" => Some(Some(Color::Black)),
        "1/2-1/2" | "½-½" | "1/2" | "½" | "0.5-0.5" | "0,5-0,5" => Some(None),
        _ => None,
    }
}

/// What "mein brett" and "meine partie" ask to see (the arbiter's device, F2.7): a seat's
/// own board or record.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SeatView {
    /// "weiß: mein brett": the board of that seat.
    Board,
    /// "schwarz: meine partie": the record of that seat.
    Record,
}

/// "weiß: mein brett", "schwarz: meine partie", "white: my board", "mein brett": a seat's
/// own board or record asked for, and the seat named before it (none when not named).
pub fn seat_view(
    line: &str,
    language: crate::language::Language,
) -> Option<(Option<Color>, SeatView)> {
    let input = super::Input::new(line);
    let parser = Parser {
        input: &input,
        w: input.words.iter().map(String::as_str).collect(),
        code: language.code(),
    };
    parser.seat_view()
}

impl Parser<'_> {
    /// The words of [`seat_view`].
    fn seat_view(&self) -> Option<(Option<Color>, SeatView)> {
        let (seat, rest) = match self.w.first().and_then(|w| self.seat_word(w)) {
            Some(seat) => (Some(seat), &self.w[1..]),
            None => (None, &self.w[..]),
        };
        let is = |key: &str| {
            phrases(phrases_of(self.code, key)).any(|phrase| super::is_phrase(rest, phrase))
        };
        if is("arbiter.board") {
            Some((seat, SeatView::Board))
        } else if is("arbiter.record") {
            Some((seat, SeatView::Record))
        } else {
            None
        }
    }

    /// "ergebnis 1-0", "ergebnis weiß gewinnt", "ergebnis schwarz verliert", "ergebnis
    /// remis" / "result white wins", "result draw" / "resultado tablas": the arbiter's
    /// result.
    pub(super) fn arbiter_result(&self) -> Parsed {
        let start = self.head_command("arbiter_result")?;
        let refuse = || self.error(Phrase::new("parse-arbiter-result"));
        if start >= self.w.len() {
            return refuse();
        }
        if let Some(result) = result_token(self.input.text_from(start)) {
            return ok(Command::ArbiterResult(result));
        }
        let mut side: Option<Color> = None;
        let mut loses = false;
        let mut draw = false;
        for word in &self.w[start..] {
            if let Some(color) = color_word(word) {
                if side.is_some_and(|named| named != color) {
                    return refuse();
                }
                side = Some(color);
            } else if one_of(word, self.list("arbiter.draw")) {
                draw = true;
            } else if one_of(word, self.list("arbiter.loses")) {
                loses = true;
            } else if !one_of(word, self.list("arbiter.wins"))
                && !one_of(word, self.list("arbiter.fillers"))
            {
                return refuse();
            }
        }
        match (side, draw) {
            (Some(color), false) => ok(Command::ArbiterResult(Some(if loses {
                !color
            } else {
                color
            }))),
            (None, true) if !loses => ok(Command::ArbiterResult(None)),
            _ => refuse(),
        }
    }

    /// "verwarnung weiß", "warning to black", "amonestación blancas": the arbiter warns a
    /// player (12.9a).
    pub(super) fn arbiter_warning(&self) -> Parsed {
        let start = self.head_command("arbiter_warning")?;
        let mut side: Option<Color> = None;
        for word in &self.w[start..] {
            match color_word(word) {
                Some(color) if side.is_none_or(|named| named == color) => side = Some(color),
                None if one_of(word, self.list("arbiter.fillers")) => {}
                _ => return self.error(Phrase::new("parse-arbiter-warning")),
            }
        }
        match side {
            Some(color) => ok(Command::ArbiterWarning(color)),
            None => self.error(Phrase::new("parse-arbiter-warning")),
        }
    }
}

#[cfg(test)]
mod tests {
    use shakmaty::Color;

    use crate::commands::Command;
    use crate::commands::parse_command;
    use crate::commands::test_support::{DE, EN, error};
    use crate::language::Language;

    const ES: Language = Language::SPANISH;

    fn command(line: &str, language: Language) -> Command {
        match parse_command(line, language) {
            Some(Ok(command)) => command,
            other => panic!("{line:?} gave {other:?}"),
        }
    }

    #[test]
    fn a_result_in_every_form() {
        for (line, language, winner) in [
            ("ergebnis 1-0", DE, Some(Color::White)),
            ("Ergebnis 0:1", DE, Some(Color::Black)),
            ("ergebnis weiß gewinnt", DE, Some(Color::White)),
            ("ergebnis schwarz verliert", DE, Some(Color::White)),
            ("ergebnis remis", DE, None),
            ("ergebnis 1/2-1/2", DE, None),
            ("result 1-0", EN, Some(Color::White)),
            ("result black wins", EN, Some(Color::Black)),
            ("result draw", EN, None),
            ("resultado 1-0", ES, Some(Color::White)),
            ("resultado ganan negras", ES, Some(Color::Black)),
            ("resultado tablas", ES, None),
        ] {
            assert_eq!(
                command(line, language),
                Command::ArbiterResult(winner),
                "{line:?}"
            );
        }
    }

    #[test]
    fn a_result_that_says_no_result_is_refused_with_the_forms() {
        for (line, language) in [
            ("ergebnis", DE),
            ("ergebnis weiß schwarz", DE),
            ("ergebnis e4", DE),
            ("result white draw", EN),
            ("resultado 2-0", ES),
        ] {
            let said = error(line, language);
            assert!(said.contains("1-0"), "{line:?}: {said}");
        }
    }

    #[test]
    fn a_warning_names_the_player() {
        for (line, language, side) in [
            ("verwarnung weiß", DE, Color::White),
            ("Verwarnung für Schwarz", DE, Color::Black),
            ("warning white", EN, Color::White),
            ("warning to black", EN, Color::Black),
            ("amonestación blancas", ES, Color::White),
            ("amonestacion a negras", ES, Color::Black),
        ] {
            assert_eq!(
                command(line, language),
                Command::ArbiterWarning(side),
                "{line:?}"
            );
        }
        for (line, language) in [("verwarnung", DE), ("warning e4", EN)] {
            let said = error(line, language);
            assert!(!said.is_empty(), "{line:?}");
        }
    }

    /// 6.13, F2.8: the direct form, a player's time set ("uhr stellen"), for the arbiter.
    #[test]
    fn a_clock_is_set_in_every_language() {
        use std::time::Duration;
        for (line, language, color, seconds) in [
            ("uhr stellen weiß 4 minuten", DE, Color::White, 240),
            (
                "Uhr von Schwarz stellen auf eine Minute dreißig",
                DE,
                Color::Black,
                90,
            ),
            ("set clock white 4 minutes", EN, Color::White, 240),
            ("set black to 90 seconds", EN, Color::Black, 90),
            ("poner reloj blancas cuatro minutos", ES, Color::White, 240),
        ] {
            assert_eq!(
                command(line, language),
                Command::SetClock {
                    color,
                    time: Duration::from_secs(seconds)
                },
                "{line:?}"
            );
        }
        let said = error("uhr stellen 4 minuten", DE);
        assert!(said.contains("uhr stellen weiß vier Minuten"), "{said}");
    }

    /// "weiß: mein brett" and "meine partie" are read as a seat's board or record.
    #[test]
    fn a_seats_board_or_record_is_asked_for() {
        use super::{SeatView, seat_view};
        assert_eq!(
            seat_view("weiß: mein brett", DE),
            Some((Some(Color::White), SeatView::Board))
        );
        assert_eq!(
            seat_view("meine partie", DE),
            Some((None, SeatView::Record))
        );
        assert_eq!(
            seat_view("black: my record", EN),
            Some((Some(Color::Black), SeatView::Record))
        );
        assert_eq!(
            seat_view("blancas: mi tablero", ES),
            Some((Some(Color::White), SeatView::Board))
        );
        assert_eq!(seat_view("mein brett 8/8/8/8/8/8/8/8", DE), None);
        assert_eq!(seat_view("material", DE), None);
    }
}
