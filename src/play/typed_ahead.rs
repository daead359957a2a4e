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

/// A line given while the engine thinks, and the game it was given in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct KeptInput {
    /// What was typed, or the recogniser's alternatives.
    pub(super) said: Vec<String>,
    /// The moves of the game when it was given: it is asked about only after the engine's
    /// move in that very game.
    pub(super) moves: Vec<shakmaty::Move>,
}

/// What was said, as the sentences about it quote it: the typed line (or the most likely
/// of the heard alternatives), trimmed.
fn quoted(said: &[String]) -> String {
    said.first()
        .map(|t| t.trim().to_owned())
        .unwrap_or_default()
}

impl KeptInput {
    /// What was kept, as the sentences about it quote it.
    pub(super) fn shown(&self) -> String {
        quoted(&self.said)
    }
}

impl PlaySession {
    /// A line given while the engine thinks: kept, and asked about once the engine moved.
    pub(super) fn keep_typed_ahead(&mut self, said: &[String]) -> Vec<Event> {
        let side = color_name(self.position.turn(), self.language);
        let shown = quoted(said);
        self.typed_ahead = Some(KeptInput {
            said: said.to_vec(),
            moves: self.game.moves.iter().map(|m| m.played).collect(),
        });
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
        let Some(KeptInput { said, .. }) = self.typed_ahead.take() else {
            return Vec::new();
        };
        let de = self.language == Language::German;
        let shown = quoted(&said);
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

impl PlaySession {
    /// What was kept while the engine thought is dropped, with a sentence, once the game it
    /// was typed in is gone (a take-back, a correction, a roll-back): it is never offered in
    /// another position (issue 28). Kept input waits only while the engine is still to move
    /// in that game, or has just moved in it.
    pub(super) fn drop_stale_typed_ahead(&mut self) -> Vec<Event> {
        let Some(kept) = &self.typed_ahead else {
            return Vec::new();
        };
        let moves = &self.game.moves;
        let same_game = kept.moves.len() == moves.len()
            && kept.moves.iter().zip(moves).all(|(a, b)| *a == b.played);
        if same_game && self.engine_to_move() {
            return Vec::new();
        }
        let shown = kept.shown();
        self.typed_ahead = None;
        // The game ended while the engine thought (a flag, a claim): said as such.
        if same_game && self.game.result.is_some() {
            return vec![Event::Message(match self.language {
                Language::German => {
                    format!(
                        "Ihre vorgemerkte Eingabe „{shown}“ entfällt, denn die Partie ist beendet."
                    )
                }
                Language::English => {
                    format!("Your kept input \"{shown}\" is dropped, since the game is over.")
                }
            })];
        }
        vec![Event::Message(match self.language {
            Language::German => format!(
                "Ihre vorgemerkte Eingabe „{shown}“ entfällt, denn die Stellung, in der Sie sie gaben, gibt es nicht mehr. Geben Sie Ihren Zug neu ein, wenn Sie am Zug sind."
            ),
            Language::English => format!(
                "Your kept input \"{shown}\" is dropped, since the position you gave it in is gone. Give your move again when it is your turn."
            ),
        })]
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
