//! The clock's commands at a player's keyboard, alike in every game: "uhr" says both times,
//! "uhr anhalten" and "uhr weiter" stop and start them, and in tournament mode the times
//! are corrected ("uhr weiß plus zwei minuten", "uhr stellen weiß vier minuten"; 6.10,
//! 6.13: else that is the arbiter's, and said so). Each change is journaled at once, so that
//! `--resume` has it; time taken down to nothing lets the flag fall at once (6.9).

use super::{PlaySession, Variant};
use crate::commands::Command;
use crate::texts::Event;

impl<R: Variant> PlaySession<R> {
    /// The sentences of a clock command, or `None` for any other command.
    pub(super) fn clock_command(&mut self, command: &Command) -> Option<Vec<Event>> {
        let said = match command {
            Command::Clock => return Some(vec![Event::say(self.clock.describe())]),
            Command::PauseClock => self.clock.pause(),
            Command::ResumeClock => self.clock.resume(),
            Command::AdjustClock { color, add, amount } => self.clock.adjust(*color, *add, *amount),
            Command::SetClock { color, time } => self.clock.set_to(*color, *time, false),
            _ => return None,
        };
        R::clock_changed(self);
        let mut events = vec![Event::say(said)];
        if matches!(
            command,
            Command::AdjustClock { .. } | Command::SetClock { .. }
        ) {
            events.extend(R::clock_news(self));
        }
        Some(events)
    }
}
