//! A line given while the engine thinks is not the engine's move: it is kept, and once the
//! engine has moved the player is asked whether it stands (issue 12).

use shakmaty::Position;

use super::confirm::Confirm;
use super::{Event, PlaySession};
use crate::language::Language;
use crate::understanding::heard::{MatchOptions, MoveMatcher};
use crate::understanding::interpret::{Interpretation, interpret_alternatives, interpret_with};
use crate::vocabulary::color_name;
use crate::words::announce::{AnnounceOptions, announce_with};

impl PlaySession {
    /// A line given while the engine thinks: kept, and asked about once the engine moved.
    pub(super) fn keep_typed_ahead(&mut self, said: &[String]) -> Vec<Event> {
        let side = color_name(self.position.turn(), self.language);
        let shown = said
            .first()
            .map(|t| t.trim().to_owned())
            .unwrap_or_default();
        self.typed_ahead = Some(said.to_vec());
        vec![Event::Message(match self.language {
            Language::German => format!(
                "{side} ist am Zug, die Engine denkt nach. Ihre Eingabe „{shown}“ ist vorgemerkt; nach dem Zug der Engine frage ich, ob sie gelten soll."
            ),
            Language::English => format!(
                "{side} is to move, and the engine is thinking. Your input \"{shown}\" is kept; after the engine's move I ask whether it stands."
            ),
        })]
    }

    /// After the engine's move: what the player typed meanwhile is asked about, or dropped
    /// with a sentence when it is no move now.
    pub(super) fn typed_ahead_after_engine(&mut self) -> Vec<Event> {
        let Some(said) = self.typed_ahead.take() else {
            return Vec::new();
        };
        let de = self.language == Language::German;
        let shown = said
            .first()
            .map(|t| t.trim().to_owned())
            .unwrap_or_default();
        if self.game.result.is_some() {
            return vec![Event::Message(if de {
                format!("Ihre vorgemerkte Eingabe „{shown}“ entfällt, denn die Partie ist beendet.")
            } else {
                format!("Your kept input \"{shown}\" is dropped, since the game is over.")
            })];
        }
        if self.awaiting.is_some() {
            return vec![Event::Message(if de {
                format!(
                    "Ihre vorgemerkte Eingabe „{shown}“ entfällt; wiederholen Sie zuerst den Zug der Engine, dann geben Sie Ihren Zug ein."
                )
            } else {
                format!(
                    "Your kept input \"{shown}\" is dropped; first repeat the engine's move, then give yours."
                )
            })];
        }
        let naming = MatchOptions {
            pawn_name_optional: !self.announce.say_pawn,
            words: self.announce.words,
        };
        let interpretation = if said.len() == 1 {
            interpret_with(&self.position, &said[0], self.language, naming)
        } else {
            let matcher = MoveMatcher::with_options(&self.position, naming);
            interpret_alternatives(&self.position, &matcher, &said, self.language)
        };
        match interpretation {
            Interpretation::Move { played, draw_offer } => {
                let long = AnnounceOptions {
                    style: crate::words::announce::Style::Long,
                    ..self.announce
                };
                let words = announce_with(&self.position, played, long);
                self.confirm = Some(Confirm::TypedAhead { played, draw_offer });
                vec![Event::Message(if de {
                    format!(
                        "Während die Engine nachdachte, hatten Sie „{shown}“ eingegeben: {words}. Jetzt spielen? Ja oder nein."
                    )
                } else {
                    format!(
                        "While the engine was thinking you typed \"{shown}\": {words}. Play it now? Yes or no."
                    )
                })]
            }
            Interpretation::Question(_) => vec![Event::Message(if de {
                format!(
                    "Ihre vorgemerkte Eingabe „{shown}“ passt jetzt auf mehrere Züge und entfällt; bitte geben Sie Ihren Zug neu ein."
                )
            } else {
                format!(
                    "Your kept input \"{shown}\" now fits several moves and is dropped; please give your move again."
                )
            })],
            Interpretation::Illegal(refusal) => {
                dropped(&shown, &refusal.message(&self.position, self.language), de)
            }
            Interpretation::Invalid(message) => dropped(&shown, &message, de),
        }
    }
}

/// The kept input is no move after the engine's: it is dropped, and `reason` says why.
fn dropped(shown: &str, reason: &str, de: bool) -> Vec<Event> {
    vec![Event::Message(if de {
        format!(
            "Ihre vorgemerkte Eingabe „{shown}“ ist nach dem Zug der Engine nicht möglich und entfällt: {reason}"
        )
    } else {
        format!(
            "Your kept input \"{shown}\" is not possible after the engine's move and is dropped: {reason}"
        )
    })]
}
