//! F2.1: "Die Züge müssen deutlich angesagt werden, vom Gegner wiederholt und von ihm auf
//! seinem Brett ausgeführt werden." The opponent's repetition, typed or heard, is checked
//! against the announced move.

use shakmaty::{Chess, Move};

use crate::interpret::{Interpretation, interpret_with};
use crate::language::Language;
use crate::speech::announce::{AnnounceOptions, announce_with};
use crate::speech::understand::MatchOptions;

/// What the repetition was.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RepetitionCheck {
    /// The announced move, repeated.
    Confirmed,
    /// Something else: the sentence that says so at once.
    Mismatch(String),
}

/// Checks what the opponent said or typed (`said`: one line, or the recogniser's
/// alternatives, most likely first) against `announced`, played from `before`.
///
/// A repetition that names the move less fully but fits it ("Springer David zwei" for
/// "Springer Bella David zwei", when both knights reach David zwei) counts: the opponent
/// heard the announcement and names its square. A guess at a near miss does not.
pub fn check_repetition(
    before: &Chess,
    announced: Move,
    said: &[String],
    language: Language,
    announce: AnnounceOptions,
) -> RepetitionCheck {
    let naming = MatchOptions {
        pawn_name_optional: true,
    };
    let mut first_words = None;
    for text in said {
        match interpret_with(before, text, language, naming) {
            Interpretation::Move { played, .. } if played == announced => {
                return RepetitionCheck::Confirmed;
            }
            // Named less fully, but only moves to the announced square fit.
            Interpretation::Question(question)
                if question.candidates.contains(&announced)
                    && question.candidates.iter().all(|c| c.to() == announced.to()) =>
            {
                return RepetitionCheck::Confirmed;
            }
            Interpretation::Move { played, .. } => {
                first_words.get_or_insert_with(|| announce_with(before, played, announce));
            }
            // A move that cannot be played here is named as said; other text is quoted.
            Interpretation::Illegal(_) | Interpretation::Question(_) => {
                first_words.get_or_insert_with(|| capitalised(text.trim()));
            }
            _ => {
                first_words.get_or_insert_with(|| format!("„{}“", text.trim()));
            }
        }
    }
    let announced_words = announce_with(before, announced, announce);
    let said_words = first_words.unwrap_or_default();
    RepetitionCheck::Mismatch(match language {
        Language::German => format!(
            "Angesagt war {announced_words}, nicht {said_words}. Bitte wiederholen Sie den Zug."
        ),
        Language::English => format!(
            "The move announced was {announced_words}, not {said_words}. Please repeat the move."
        ),
    })
}

/// Words with their first letter in upper case ("läufer bella vier" → "Läufer bella vier");
/// notation ("e5") stays as it is.
fn capitalised(text: &str) -> String {
    if !text.contains(char::is_whitespace) {
        return text.to_owned();
    }
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
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

    fn check(said: &[&str]) -> RepetitionCheck {
        let (pos, bb5) = setup();
        let said: Vec<String> = said.iter().map(|s| s.to_string()).collect();
        check_repetition(
            &pos,
            bb5,
            &said,
            Language::German,
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
            check(&["Läufer Bella vier"]),
            RepetitionCheck::Mismatch(
                "Angesagt war Läufer Bella fünf, nicht Läufer Bella vier. Bitte wiederholen Sie den Zug."
                    .into()
            )
        );
        assert_eq!(
            check(&["Bella vier"]),
            RepetitionCheck::Mismatch(
                "Angesagt war Läufer Bella fünf, nicht Bauer Bella vier. Bitte wiederholen Sie den Zug."
                    .into()
            )
        );
        assert_eq!(
            check(&["Dame Hector neun"]),
            RepetitionCheck::Mismatch(
                "Angesagt war Läufer Bella fünf, nicht Dame Hector neun. Bitte wiederholen Sie den Zug."
                    .into()
            )
        );
        assert_eq!(
            check(&["guten morgen"]),
            RepetitionCheck::Mismatch(
                "Angesagt war Läufer Bella fünf, nicht „guten morgen“. Bitte wiederholen Sie den Zug."
                    .into()
            )
        );
        // A near miss is not taken for the announced move.
        assert_ne!(check(&["Läufer Cäsar vier"]), RepetitionCheck::Confirmed);
    }
}
