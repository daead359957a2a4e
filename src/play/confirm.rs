//! Asking once before what cannot be undone: a resignation (5.1b), accepting a draw (9.1),
//! ending a game that is not over, a take-back of more than one move, an F2.8 roll-back that
//! the players must agree to, and a move typed while the engine was thinking. Only a clear
//! "ja" acts; "nein" keeps everything as it was.

use crate::game::rules::{Rules, Standard};
use shakmaty::Position;

use super::{Event, Flow, PlaySession};
use crate::commands::{Command, parse_command};
use crate::notation::facts::MoveFacts;
use crate::phrase::{Join, Phrase, Value};

/// What waits for the player's yes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Confirm<R: Rules = Standard> {
    /// The player to move resigns (5.1b).
    Resign,
    /// The pending draw offer is accepted (9.1).
    AcceptDraw,
    /// ansage ends while the game is not over; it stays resumable.
    Quit,
    /// More than one move is taken back: the plies to take back, last first.
    TakeBack(usize),
    /// F2.8: the game is set back to these moves (the last ply both records agree on).
    RollBack {
        /// The moves that stay.
        target: Vec<R::Move>,
        /// The settled report, said once the players agree.
        report: crate::phrase::Phrase,
        /// How many plies the records agree on.
        agreed_plies: usize,
        /// The code of the rule that settled it, for the journal.
        rule: crate::game::reconcile::Rule,
        /// The position both boards are set to, as FEN.
        fen: String,
    },
    /// A move typed while the engine was thinking, found legal after the engine's move.
    TypedAhead {
        /// The move.
        played: R::Move,
        /// Whether a draw offer came with it.
        draw_offer: bool,
    },
}

/// How a line answers a yes-or-no question.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum YesNo {
    /// "ja", "j", "yes", "y", "genau", "ok".
    Yes,
    /// "nein", "n", "no", "abbrechen".
    No,
    /// Anything else.
    Neither,
}

/// Reads "ja" or "nein" (German or English, any case, with a full stop or "bitte").
pub(super) fn yes_or_no(line: &str) -> YesNo {
    let words: Vec<String> = line
        .split(|c: char| c.is_whitespace() || matches!(c, ',' | '.' | '!' | ';'))
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
        .filter(|w| !matches!(w.as_str(), "bitte" | "please" | "danke" | "thanks"))
        .collect();
    let [word] = words.as_slice() else {
        return match words.as_slice() {
            [a, b] if is_yes(a) && is_yes(b) => YesNo::Yes,
            [a, b] if is_no(a) && is_no(b) => YesNo::No,
            _ => YesNo::Neither,
        };
    };
    if is_yes(word) {
        YesNo::Yes
    } else if is_no(word) {
        YesNo::No
    } else {
        YesNo::Neither
    }
}

fn is_yes(word: &str) -> bool {
    matches!(
        word,
        "ja" | "j" | "jawohl" | "genau" | "richtig" | "ok" | "okay" | "yes" | "y" | "yeah" | "sure"
    ) || is_folders_word(word, |announce| &announce.yes)
}

fn is_no(word: &str) -> bool {
    matches!(
        word,
        "nein" | "n" | "nee" | "no" | "nope" | "abbrechen" | "cancel"
    ) || is_folders_word(word, |announce| &announce.no)
}

/// Whether `word` is a language folder's word for yes or no (words.toml: Spanish "sí"),
/// also typed without its accent ("si").
fn is_folders_word(
    word: &str,
    pick: impl Fn(&crate::vocabulary::AnnouncementWords) -> &String,
) -> bool {
    let plain = crate::vocabulary::without_acute(word);
    crate::language::Language::all().any(|language| {
        let own = pick(&crate::vocabulary::of(language).announce).to_lowercase();
        own == word || crate::vocabulary::without_acute(&own) == plain
    })
}

impl PlaySession<Standard> {
    /// Asks before `count` moves are taken back, naming them.
    pub(super) fn ask_take_back(&mut self, count: usize) -> Vec<Event> {
        let len = self.game.moves.len();
        let count = count.min(len);
        let names: Vec<Value> = (len - count..len)
            .rev()
            .map(|index| self.ply_phrase(index))
            .collect();
        self.confirm = Some(Confirm::TakeBack(count));
        vec![Event::say(
            Phrase::new("play-ask-take-back")
                .with(
                    "count",
                    Value::Spelled(u32::try_from(count).unwrap_or(u32::MAX)),
                )
                .with("moves", Value::List(Join::And, names)),
        )]
    }

    /// The answer to a yes-or-no question: yes acts, no leaves everything as it was, and
    /// anything else drops the question and is handled as usual.
    pub(super) fn answer_confirmation(
        &mut self,
        confirm: Confirm,
        line: &str,
    ) -> (Vec<Event>, Flow) {
        match yes_or_no(line) {
            YesNo::Yes => self.confirmed(confirm),
            YesNo::No => {
                let id = match confirm {
                    Confirm::Resign => "play-no-resign",
                    Confirm::TypedAhead { .. } => "play-no-kept-input",
                    Confirm::RollBack { .. } => "play-no-roll-back",
                    Confirm::AcceptDraw => "play-no-accept-draw",
                    _ => "play-no-change",
                };
                let phrase = Phrase::new(id).with("side", self.position.turn());
                (vec![Event::say(phrase)], Flow::Continue)
            }
            YesNo::Neither => {
                // "wiederholen" asks the question again.
                if let Some(Ok(Command::Repeat(_))) = parse_command(line, self.reading) {
                    let question = self.confirmation_question(&confirm);
                    self.confirm = Some(confirm);
                    return (vec![Event::say(question)], Flow::Continue);
                }
                let dropped = match confirm {
                    Confirm::TypedAhead { .. } => "play-kept-input-dropped-short",
                    _ => "play-question-dropped-unchanged",
                };
                let mut events = vec![Event::say(Phrase::new(dropped))];
                let (more, flow) = self.handle_line_inner(line);
                events.extend(more);
                (events, flow)
            }
        }
    }

    /// The question again, for "wiederholen".
    pub(super) fn confirmation_question(&self, confirm: &Confirm) -> Phrase {
        match confirm {
            Confirm::Resign => Phrase::new("play-again-resign"),
            Confirm::AcceptDraw => Phrase::new("play-again-accept-draw"),
            Confirm::Quit => Phrase::new("play-again-quit"),
            Confirm::TakeBack(count) => {
                let len = self.game.moves.len();
                let names: Vec<Value> = (len.saturating_sub(*count)..len)
                    .rev()
                    .map(|index| self.ply_phrase(index))
                    .collect();
                Phrase::new("play-again-take-back").with("moves", Value::List(Join::And, names))
            }
            Confirm::RollBack { agreed_plies, .. } => {
                let taken = self.game.moves.len().saturating_sub(*agreed_plies);
                Phrase::new("play-again-roll-back").with(
                    "count",
                    Value::Spelled(u32::try_from(taken).unwrap_or(u32::MAX)),
                )
            }
            Confirm::TypedAhead { played, .. } => Phrase::new("play-again-kept-input").with(
                "words",
                Value::MoveWords(MoveFacts::of(&self.position, *played)),
            ),
        }
    }

    /// Carries out what the player said yes to.
    pub(super) fn confirmed(&mut self, confirm: Confirm) -> (Vec<Event>, Flow) {
        match confirm {
            Confirm::Resign => (self.arbitrate(Command::Resign), Flow::Continue),
            Confirm::AcceptDraw => (self.arbitrate(Command::AcceptDraw), Flow::Continue),
            // A game that is not over is adjourned, never lost.
            Confirm::Quit => (Vec::new(), Flow::Adjourn),
            Confirm::TakeBack(count) => {
                self.awaiting = None;
                self.queued = None;
                (self.take_back_moves(count), Flow::Continue)
            }
            proposal @ Confirm::RollBack { .. } => {
                (self.roll_back_agreed(proposal), Flow::Continue)
            }
            Confirm::TypedAhead { played, draw_offer } => {
                if self.engine_to_move() || !self.position.is_legal(played) {
                    return (
                        vec![Event::say(Phrase::new("play-kept-input-no-longer-fits"))],
                        Flow::Continue,
                    );
                }
                (self.play_move(played, draw_offer), Flow::Continue)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn yes_and_no_in_both_languages_and_any_case() {
        for yes in [
            "ja", "Ja.", "JA", "j", "yes", "Y", "ja bitte", "ja, ja", "OK",
        ] {
            assert_eq!(yes_or_no(yes), YesNo::Yes, "{yes}");
        }
        for no in ["nein", "Nein!", "n", "no", "NO", "nein danke", "abbrechen"] {
            assert_eq!(yes_or_no(no), YesNo::No, "{no}");
        }
        for other in ["e4", "ja nein", "jaguar", "", "springer felix drei", "d"] {
            assert_eq!(yes_or_no(other), YesNo::Neither, "{other}");
        }
    }

    #[test]
    fn yes_of_every_language_folder_also_without_its_accent() {
        for yes in ["sí", "Sí.", "si", "sí, sí"] {
            assert_eq!(yes_or_no(yes), YesNo::Yes, "{yes}");
        }
        for other in ["sin", "sia", "seis"] {
            assert_eq!(yes_or_no(other), YesNo::Neither, "{other}");
        }
    }
}
