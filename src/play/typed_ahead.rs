//! A line given while the engine thinks is not the engine's move: it is kept, and once the
//! engine has moved the player is asked whether it stands (issue 12).

use crate::game::rules::Standard;
use shakmaty::Position;

use super::confirm::Confirm;
use super::{Event, PlaySession};
use crate::notation::facts::MoveFacts;
use crate::phrase::{Phrase, Value};
use crate::understanding::heard::{MatchOptions, MoveMatcher};
use crate::understanding::interpret::{Interpretation, interpret_alternatives, interpret_with};

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

impl PlaySession<Standard> {
    /// A line given while the engine thinks: kept, and asked about once the engine moved.
    pub(super) fn keep_typed_ahead(&mut self, said: &[String]) -> Vec<Event> {
        let phrase = Phrase::new("play-input-kept")
            .with("side", self.position.turn())
            .with("input", quoted(said));
        self.typed_ahead = Some(KeptInput {
            said: said.to_vec(),
            moves: self.game.moves.iter().map(|m| m.played).collect(),
        });
        vec![Event::say(phrase)]
    }

    /// After the engine's move: what the player typed meanwhile is asked about, or dropped
    /// with a sentence when it is no move now.
    pub(super) fn typed_ahead_after_engine(&mut self) -> Vec<Event> {
        let Some(KeptInput { said, .. }) = self.typed_ahead.take() else {
            return Vec::new();
        };
        let shown = quoted(&said);
        let kept =
            |id: &'static str| vec![Event::say(Phrase::new(id).with("input", shown.clone()))];
        if self.game.result.is_some() {
            return kept("play-kept-input-game-over");
        }
        if self.awaiting.is_some() {
            return kept("play-kept-input-repeat-first");
        }
        let naming = MatchOptions {
            pawn_name_optional: !self.announce.say_pawn,
            words: self.announce.words,
        };
        let interpretation = if said.len() == 1 {
            interpret_with(&self.position, &said[0], self.reading, naming)
        } else {
            let matcher = MoveMatcher::with_options(&self.position, naming);
            interpret_alternatives(&self.position, &matcher, &said, self.reading)
        };
        match interpretation {
            Interpretation::Move { played, draw_offer } => {
                let words = Value::MoveWordsLong(MoveFacts::of(&self.position, played));
                self.confirm = Some(Confirm::TypedAhead { played, draw_offer });
                vec![Event::say(
                    Phrase::new("play-kept-input-play-now")
                        .with("input", shown)
                        .with("words", words),
                )]
            }
            Interpretation::Question(_) => kept("play-kept-input-several-moves"),
            Interpretation::Illegal(refusal) => dropped(&shown, refusal.phrase(&self.position)),
            Interpretation::Invalid(phrase) => dropped(&shown, phrase),
        }
    }
}

impl PlaySession<Standard> {
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
        let id = if same_game && self.game.result.is_some() {
            "play-kept-input-game-over"
        } else {
            "play-kept-input-position-gone"
        };
        vec![Event::say(Phrase::new(id).with("input", shown))]
    }
}

/// The kept input is no move after the engine's: it is dropped, and `reason` says why.
fn dropped(shown: &str, reason: impl Into<Value>) -> Vec<Event> {
    vec![Event::say(
        Phrase::new("play-kept-input-impossible")
            .with("input", shown)
            .with("reason", reason),
    )]
}
