//! F2.1: "Die Züge müssen deutlich angesagt werden, vom Gegner wiederholt und von ihm auf
//! seinem Brett ausgeführt werden." The opponent's repetition, typed or heard, is checked
//! against the announced move.

use shakmaty::{Chess, Move};

use crate::language::Language;
use crate::notation::facts::MoveFacts;
use crate::notation::input::{Resolution, resolve};
use crate::phrase::{Phrase, Value};
use crate::understanding::heard::{MatchOptions, MoveMatcher, Understanding};
use crate::words::announce::AnnounceOptions;

/// What the repetition was.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RepetitionCheck {
    /// The announced move, repeated.
    Confirmed,
    /// Something else: the sentence that says so at once.
    Mismatch(Phrase),
}

/// Checks what the opponent said or typed (`said`: one line, or the recogniser's
/// alternatives, most likely first) against `announced`, played from `before`.
///
/// The repetition must name the announced move: in notation exactly (`Sd2` counts for
/// `Sbd2` when both knights reach d2), in words as announced, where "Bauer" and "Schach" may
/// be left out. A wrong piece, square or capture is pointed out.
pub fn check_repetition(
    before: &Chess,
    announced: Move,
    said: &[String],
    language: Language,
    announce: AnnounceOptions,
) -> RepetitionCheck {
    let matcher = MoveMatcher::with_options(
        before,
        MatchOptions {
            pawn_name_optional: true,
            words: announce.words,
        },
    );
    let mut first_words = None;
    for text in said {
        let text = text.trim();
        match resolve(before, text, language).resolution {
            Resolution::Move(played) if played == announced => return RepetitionCheck::Confirmed,
            // "Sd2" when both knights reach d2: the square and the piece are right.
            Resolution::Ambiguous(moves)
                if moves.contains(&announced) && moves.iter().all(|m| m.to() == announced.to()) =>
            {
                return RepetitionCheck::Confirmed;
            }
            Resolution::Move(played) => {
                first_words.get_or_insert_with(|| Value::MoveWords(MoveFacts::of(before, played)));
            }
            Resolution::Ambiguous(_) | Resolution::Illegal(_) => {
                first_words.get_or_insert_with(|| said_as(text));
            }
            // Words: only the announced move, said as announced (details such as "Bauer" or
            // "Schach" may be left out); a guess at a near miss does not count.
            Resolution::Invalid(_) => match matcher.understand(text, language) {
                Understanding::Move { played, cost, .. }
                    if played == announced && cost <= MAX_REPETITION_COST =>
                {
                    return RepetitionCheck::Confirmed;
                }
                Understanding::Move { played, .. } if played != announced => {
                    first_words
                        .get_or_insert_with(|| Value::MoveWords(MoveFacts::of(before, played)));
                }
                Understanding::NoMatch { .. } if !looks_like_words(text) => {
                    first_words.get_or_insert_with(|| {
                        Value::from(
                            Phrase::new("play-repetition-quoted")
                                .with("text", Value::Verbatim(text.to_owned())),
                        )
                    });
                }
                _ => {
                    first_words.get_or_insert_with(|| Value::Verbatim(capitalised(text)));
                }
            },
        }
    }
    RepetitionCheck::Mismatch(
        Phrase::new("play-repetition-mismatch")
            .with(
                "announced",
                Value::MoveWords(MoveFacts::of(before, announced)),
            )
            .with(
                "said",
                first_words.unwrap_or_else(|| Value::Verbatim(String::new())),
            ),
    )
}

/// What was said, as the answer quotes it: squares from the page's board (`d1h4`, `b2b1q`)
/// in the words of Appendix F, not as raw squares (issue 30 §11); anything else as typed.
fn said_as(text: &str) -> Value {
    match text.parse::<shakmaty::uci::UciMove>() {
        Ok(shakmaty::uci::UciMove::Normal {
            from,
            to,
            promotion,
        }) => {
            let phrase = match promotion {
                Some(role) => Phrase::new("play-repetition-squares-promoting")
                    .with("piece", Value::Piece(role)),
                None => Phrase::new("play-repetition-squares"),
            };
            Value::from(
                phrase
                    .with("from", Value::Square(from))
                    .with("to", Value::Square(to)),
            )
        }
        _ => Value::Verbatim(text.to_owned()),
    }
}

/// How far a repetition in words may stray from the announcement: leaving out "Bauer" or
/// "Schach" costs 0.2 each; a wrong piece or square costs more.
const MAX_REPETITION_COST: f32 = 0.45;

/// Whether the text has any word of a move (a square's letter word, a piece) in it.
fn looks_like_words(text: &str) -> bool {
    crate::understanding::heard::recognises_any(text)
}

/// Words with their first letter in upper case ("läufer bella vier" → "Läufer bella vier");
/// notation ("e5") stays as it is.
fn capitalised(text: &str) -> String {
    if !text.contains(char::is_whitespace) {
        return text.to_owned();
    }
    crate::vocabulary::capitalised(text)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::fen::parse_fen;
    use shakmaty::uci::UciMove;

    fn setup() -> (Chess, Move) {
        // After 1.e4 e5 2.Sf3 Sc6: White announces Läufer Bella fünf.
        let pos =
            parse_fen("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3").unwrap();
        let bb5 = "f1b5".parse::<UciMove>().unwrap().to_move(&pos).unwrap();
        (pos, bb5)
    }

    /// The mismatch's sentence in German, or `None` when the repetition was confirmed.
    fn mismatch(said: &[&str]) -> Option<String> {
        match check(said) {
            RepetitionCheck::Confirmed => None,
            RepetitionCheck::Mismatch(phrase) => {
                Some(crate::words::phrases::shown(&phrase, Language::GERMAN))
            }
        }
    }

    fn check(said: &[&str]) -> RepetitionCheck {
        let (pos, bb5) = setup();
        let said: Vec<String> = said.iter().map(|s| s.to_string()).collect();
        check_repetition(
            &pos,
            bb5,
            &said,
            Language::GERMAN,
            AnnounceOptions::default(),
        )
    }

    #[test]
    fn the_announced_move_in_words_or_notation_is_confirmed() {
        for said in [
            "Läufer Bella fünf",
            "Lb5",
            "läufer b5",
            "Lf1-b5",
            "läufer von felix eins nach bella fünf",
        ] {
            assert_eq!(check(&[said]), RepetitionCheck::Confirmed, "{said}");
        }
        // Any of the recogniser's alternatives may carry it.
        assert_eq!(
            check(&["läufer bella vier", "läufer bella fünf"]),
            RepetitionCheck::Confirmed
        );
    }

    /// F2.1: a wrong repetition is pointed out at once, naming both moves.
    #[test]
    fn another_move_is_named_in_the_mismatch() {
        assert_eq!(
            mismatch(&["Läufer Bella vier"]).as_deref(),
            Some(
                "Angesagt war Läufer Bella fünf, nicht Läufer Bella vier. Bitte wiederholen Sie den Zug."
            )
        );
        assert_eq!(
            mismatch(&["Bella vier"]).as_deref(),
            Some(
                "Angesagt war Läufer Bella fünf, nicht Bauer Bella vier. Bitte wiederholen Sie den Zug."
            )
        );
        assert_eq!(
            mismatch(&["Dame Hector neun"]).as_deref(),
            Some(
                "Angesagt war Läufer Bella fünf, nicht Dame Hector neun. Bitte wiederholen Sie den Zug."
            )
        );
        assert_eq!(
            mismatch(&["guten morgen"]).as_deref(),
            Some(
                "Angesagt war Läufer Bella fünf, nicht „guten morgen“. Bitte wiederholen Sie den Zug."
            )
        );
        // A near miss is not taken for the announced move: a wrong piece or square.
        for wrong in [
            "Läufer Cäsar vier",
            "Dame Bella fünf",
            "Springer Bella fünf",
            "Turm b5",
            "Läufer f5",
        ] {
            assert_ne!(check(&[wrong]), RepetitionCheck::Confirmed, "{wrong}");
        }
    }

    /// Squares from the page's board that make no move are named in words, not as raw
    /// squares (issue 30 §11: "…nicht e2e1q").
    #[test]
    fn squares_that_make_no_move_are_named_in_words() {
        assert_eq!(
            mismatch(&["f1a7"]).as_deref(),
            Some(
                "Angesagt war Läufer Bella fünf, nicht Felix eins nach Anna sieben. Bitte wiederholen Sie den Zug."
            )
        );
        let said = mismatch(&["e2e1q"]).unwrap();
        assert!(
            said.contains("nicht Eva zwei nach Eva eins mit Umwandlung in Dame"),
            "{said}"
        );
    }
}
