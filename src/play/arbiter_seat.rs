//! The arbiter's device (issue 30; FIDE Appendix F2.7–F2.9, articles 6.12–6.14): a third
//! device beside the two players'. The arbiter moves for nobody and answers no player's own
//! question; they stop, start and correct the clocks, settle differing boards with both
//! records (F2.7: "unter Mithilfe des Schiedsrichters"), and their lines are read in the
//! language of their device.

use super::{Event, Flow, PlaySession};
use crate::commands::{Command, parse_command};
use crate::language::Language;
use crate::phrase::Phrase;

impl PlaySession {
    /// A line typed (or tapped) at the arbiter's device, read in `language`. What the
    /// arbiter may not do is refused in words and changes nothing; the flow is always to
    /// go on (the arbiter cannot end, save or adjourn the host's game).
    pub fn handle_line_from_arbiter(
        &mut self,
        language: Language,
        line: &str,
    ) -> (Vec<Event>, Flow) {
        self.handle_heard_from_arbiter(language, std::slice::from_ref(&line.to_owned()))
    }

    /// What the arbiter's microphone heard, most likely first.
    pub fn handle_heard_from_arbiter(
        &mut self,
        language: Language,
        alternatives: &[String],
    ) -> (Vec<Event>, Flow) {
        let Some(first) = alternatives.first() else {
            return (Vec::new(), Flow::Continue);
        };
        if !arbiter_may(parse_command(first, language)) {
            let refusal = Event::say(Phrase::new("arbiter-cannot"));
            return (vec![refusal], Flow::Continue);
        }
        let reading = self.reading;
        let speaker = self.speaker.take();
        self.reading = language;
        let (events, _) = self.handle_line(first);
        self.reading = reading;
        self.speaker = speaker;
        (events, Flow::Continue)
    }

    /// Whether a proposal waits for a yes or no that the arbiter may give: the roll-back
    /// of F2.8 after differing records.
    pub fn proposal_waiting(&self) -> bool {
        matches!(self.confirm, Some(super::confirm::Confirm::RollBack { .. }))
    }
}

/// Whether the arbiter may give this command: the clocks (6.12, 6.13), a report of a named
/// seat's board or record and the settling of both (F2.7, F2.8), and questions that only
/// read the game.
fn arbiter_may(parsed: Option<Result<Command, crate::commands::CommandError>>) -> bool {
    matches!(
        parsed,
        Some(Ok(Command::Clock
            | Command::PauseClock
            | Command::ResumeClock
            | Command::Reconcile
            | Command::BoardReport { seat: Some(_), .. }
            | Command::BoardPlacement { seat: Some(_), .. }
            | Command::RecordEntry { seat: Some(_), .. }))
    )
}
