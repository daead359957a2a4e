//! Asking once before what cannot be undone: a resignation (5.1b), accepting a draw (9.1),
//! ending a game that is not over, a take-back of more than one move, an F2.8 roll-back that
//! the players must agree to, and a move typed while the engine was thinking. Only a clear
//! "ja" acts; "nein" keeps everything as it was.

use shakmaty::{Move, Position};

use super::{Event, Flow, PlaySession, capitalised};
use crate::commands::{Command, parse_command};
use crate::language::Language;
use crate::vocabulary::color_name;
use crate::words::announce::announce_with;

/// What waits for the player's yes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Confirm {
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
        target: Vec<Move>,
        /// The settled report, said once the players agree.
        report: String,
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
        played: Move,
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
    )
}

fn is_no(word: &str) -> bool {
    matches!(
        word,
        "nein" | "n" | "nee" | "no" | "nope" | "abbrechen" | "cancel"
    )
}

/// " Ja oder nein." / " Yes or no."
pub(super) fn yes_or_no_hint(language: Language) -> &'static str {
    match language {
        Language::German => "Ja oder nein.",
        Language::English => "Yes or no.",
    }
}

impl PlaySession {
    /// Asks before `count` moves are taken back, naming them.
    pub(super) fn ask_take_back(&mut self, count: usize) -> Vec<Event> {
        let len = self.game.moves.len();
        let count = count.min(len);
        let names: Vec<String> = (len - count..len)
            .rev()
            .map(|index| self.ply_words(index))
            .collect();
        self.confirm = Some(Confirm::TakeBack(count));
        let number = crate::words::messages::number_words(
            u32::try_from(count).unwrap_or(u32::MAX),
            self.language,
        );
        vec![Event::Message(match self.language {
            Language::German => format!(
                "{} Züge zurücknehmen: {}? Ja oder nein.",
                capitalised(&number),
                names.join(" und ")
            ),
            Language::English => format!(
                "Take back {number} moves: {}? Yes or no.",
                names.join(" and ")
            ),
        })]
    }

    /// The answer to a yes-or-no question: yes acts, no leaves everything as it was, and
    /// anything else drops the question and is handled as usual.
    pub(super) fn answer_confirmation(
        &mut self,
        confirm: Confirm,
        line: &str,
    ) -> (Vec<Event>, Flow) {
        let de = self.language == Language::German;
        match yes_or_no(line) {
            YesNo::Yes => self.confirmed(confirm),
            YesNo::No => {
                let side = color_name(self.position.turn(), self.language);
                let text = match (&confirm, de) {
                    (Confirm::Resign, true) => {
                        format!("Gut, nicht aufgegeben; die Partie geht weiter. {side} ist am Zug.")
                    }
                    (Confirm::Resign, false) => {
                        format!("All right, no resignation; the game goes on. {side} to move.")
                    }
                    (Confirm::TypedAhead { .. }, true) => {
                        format!("Gut, die vorgemerkte Eingabe entfällt. {side} ist am Zug.")
                    }
                    (Confirm::TypedAhead { .. }, false) => {
                        format!("All right, the kept input is dropped. {side} to move.")
                    }
                    (Confirm::RollBack { .. }, true) => format!(
                        "Gut, kein Zug wird zurückgenommen; die Partie bleibt, wie sie ist. {side} ist am Zug."
                    ),
                    (Confirm::RollBack { .. }, false) => format!(
                        "All right, no move is taken back; the game stays as it is. {side} to move."
                    ),
                    (Confirm::AcceptDraw, true) => format!(
                        "Gut, das Remisangebot ist nicht angenommen; es steht noch. {side} ist am Zug."
                    ),
                    (Confirm::AcceptDraw, false) => format!(
                        "All right, the draw offer is not accepted; it still stands. {side} to move."
                    ),
                    (_, true) => format!("Gut, es bleibt, wie es ist. {side} ist am Zug."),
                    (_, false) => format!("All right, everything stays as it is. {side} to move."),
                };
                (vec![Event::Message(text)], Flow::Continue)
            }
            YesNo::Neither => {
                // "wiederholen" asks the question again.
                if let Some(Ok(Command::Repeat(_))) = parse_command(line, self.language) {
                    let text = self.confirmation_question(&confirm);
                    self.confirm = Some(confirm);
                    return (vec![Event::Message(text)], Flow::Continue);
                }
                let dropped = match (&confirm, de) {
                    (Confirm::TypedAhead { .. }, true) => "Die vorgemerkte Eingabe entfällt.",
                    (Confirm::TypedAhead { .. }, false) => "The kept input is dropped.",
                    (_, true) => "Die Frage ist verworfen; nichts wurde geändert.",
                    (_, false) => "The question is dropped; nothing was changed.",
                };
                let mut events = vec![Event::Message(dropped.to_owned())];
                let (more, flow) = self.handle_line_inner(line);
                events.extend(more);
                (events, flow)
            }
        }
    }

    /// The question again, for "wiederholen".
    pub(super) fn confirmation_question(&self, confirm: &Confirm) -> String {
        let de = self.language == Language::German;
        let ask = yes_or_no_hint(self.language);
        match confirm {
            Confirm::Resign if de => format!("Wirklich aufgeben? {ask}"),
            Confirm::Resign => format!("Really resign? {ask}"),
            Confirm::AcceptDraw if de => format!("Remis wirklich annehmen? {ask}"),
            Confirm::AcceptDraw => format!("Really accept the draw? {ask}"),
            Confirm::Quit if de => {
                format!("Wirklich aufhören? Die Partie bleibt gespeichert. {ask}")
            }
            Confirm::Quit => format!("Really stop? The game stays saved. {ask}"),
            Confirm::TakeBack(count) => {
                let len = self.game.moves.len();
                let names: Vec<String> = (len.saturating_sub(*count)..len)
                    .rev()
                    .map(|index| self.ply_words(index))
                    .collect();
                if de {
                    format!("Zurücknehmen: {}? {ask}", names.join(" und "))
                } else {
                    format!("Take back: {}? {ask}", names.join(" and "))
                }
            }
            Confirm::RollBack { agreed_plies, .. } => {
                let taken = self.game.moves.len().saturating_sub(*agreed_plies);
                let count = crate::words::messages::number_words(
                    u32::try_from(taken).unwrap_or(u32::MAX),
                    self.language,
                );
                if de {
                    format!(
                        "Vorschlag nach F2.8: {count} Halbzüge zurücknehmen. Einverstanden? {ask}"
                    )
                } else {
                    format!("Proposal under F2.8: take back {count} half-moves. Agreed? {ask}")
                }
            }
            Confirm::TypedAhead { played, .. } => {
                let words = announce_with(&self.position, *played, self.announce);
                if de {
                    format!("Ihre vorgemerkte Eingabe {words} jetzt spielen? {ask}")
                } else {
                    format!("Play your kept input {words} now? {ask}")
                }
            }
        }
    }

    /// Carries out what the player said yes to.
    pub(super) fn confirmed(&mut self, confirm: Confirm) -> (Vec<Event>, Flow) {
        let de = self.language == Language::German;
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
            Confirm::RollBack {
                target,
                report,
                agreed_plies,
                rule,
                fen,
            } => (
                self.settle(&target, &report, agreed_plies, rule, &fen),
                Flow::Continue,
            ),
            Confirm::TypedAhead { played, draw_offer } => {
                if self.engine_to_move() || !self.position.is_legal(played) {
                    return (
                        vec![Event::Message(if de {
                            "Die vorgemerkte Eingabe passt nicht mehr zur Stellung und entfällt."
                                .into()
                        } else {
                            "The kept input no longer fits the position and is dropped.".into()
                        })],
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
}
