//! The arbiter's device (issue 30; FIDE Appendix F2.7–F2.9, articles 6.12–6.14, 12.9): a
//! third device beside the two players'. The arbiter moves for nobody and answers no
//! player's own question. They stop, start and correct the clocks (6.12, 6.13, F2.8: "Der
//! Schiedsrichter berichtigt die Stellung der Uhren"), settle differing boards with both
//! records (F2.7: "unter Mithilfe des Schiedsrichters") and decide an F2.8 roll-back with
//! their yes or no, record a result (12.9f) and warn a player (12.9a); questions that only
//! read the game are answered. Their lines are read in the language of their device; what a
//! step says is data, worded by every device in its own language.

use shakmaty::{Color, Position};

use super::confirm::{Confirm, YesNo, yes_or_no};
use super::{Event, Flow, PlaySession};
use crate::commands::{Command, HelpScope, Owner, help_in, parse_command};
use crate::language::Language;
use crate::phrase::Phrase;
use crate::texts::Weight;
use crate::understanding::intent::Intent;

/// What the arbiter may not do, for the refusal's words (`arbiter-cannot`, `$what`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum NotForTheArbiter {
    /// A move, a correction, or a line that is nothing the arbiter says.
    Move,
    /// A draw offer or its answer.
    Draw,
    /// A resignation.
    Resign,
    /// A take-back.
    TakeBack,
    /// A draw claim.
    Claim,
    /// Engine help.
    Engine,
    /// Ending, saving, adjourning, settings, pairing: the host's.
    Session,
}

impl NotForTheArbiter {
    fn code(self) -> &'static str {
        match self {
            NotForTheArbiter::Move => "move",
            NotForTheArbiter::Draw => "draw",
            NotForTheArbiter::Resign => "resign",
            NotForTheArbiter::TakeBack => "take-back",
            NotForTheArbiter::Claim => "claim",
            NotForTheArbiter::Engine => "engine",
            NotForTheArbiter::Session => "session",
        }
    }
}

/// The refusal of what the arbiter may not do: what went wrong and what they can do.
fn refusal(what: NotForTheArbiter) -> Vec<Event> {
    vec![Event::say(
        Phrase::new("arbiter-cannot").with("what", what.code()),
    )]
}

/// Whether a query is asked for "my" side ("meine Figuren", "wer ist mein Gegner"): from
/// the arbiter's device it needs the seat named ("weiß: meine Figuren").
fn personal(command: &Command) -> bool {
    use Owner::{Mine, Theirs};
    matches!(
        command,
        Command::Pieces {
            owner: Mine | Theirs,
            ..
        } | Command::PieceMoves {
            owner: Mine | Theirs,
            ..
        } | Command::PieceAttackers {
            owner: Mine | Theirs,
            ..
        } | Command::PieceDefenders {
            owner: Mine | Theirs,
            ..
        } | Command::InCheck(Mine | Theirs)
            | Command::Hanging(Mine | Theirs)
            | Command::Castling(Mine | Theirs)
            | Command::AllMoves(Mine | Theirs)
            | Command::LastMoveOf(Mine | Theirs)
            | Command::Opponent
    )
}

/// Whether a command only reads the game: answered for the arbiter as for anyone.
fn reads_only(command: &Command) -> bool {
    matches!(
        command,
        Command::Square(_)
            | Command::File(_)
            | Command::Rank(_)
            | Command::Diagonals(_)
            | Command::Pieces { .. }
            | Command::Attackers(_)
            | Command::Defenders(_)
            | Command::MovesFrom(_)
            | Command::Captures(_)
            | Command::PieceMoves { .. }
            | Command::Captured
            | Command::LastCapture
            | Command::Opponent
            | Command::Info
            | Command::PieceAttackers { .. }
            | Command::PieceDefenders { .. }
            | Command::InCheck(_)
            | Command::Hanging(_)
            | Command::Castling(_)
            | Command::AllMoves(_)
            | Command::LastMoveOf(_)
            | Command::LastMoves(_)
            | Command::MoveNumber
            | Command::Turn
            | Command::Material
            | Command::ReadBoard
            | Command::Clock
            | Command::Repeat(_)
            | Command::Scoresheet
            | Command::Fen
    )
}

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

    /// What the arbiter's microphone heard, most likely first: the first alternative that
    /// is a yes or no or a command is taken, else the first.
    pub fn handle_heard_from_arbiter(
        &mut self,
        language: Language,
        alternatives: &[String],
    ) -> (Vec<Event>, Flow) {
        let meant = alternatives.iter().find(|said| {
            yes_or_no(said) != YesNo::Neither || matches!(parse_command(said, language), Some(Ok(_)))
        });
        let Some(line) = meant.or(alternatives.first()) else {
            return (Vec::new(), Flow::Continue);
        };
        let reading = std::mem::replace(&mut self.reading, language);
        let speaker = self.speaker.take();
        let events = self.arbiter_step(line);
        self.reading = reading;
        self.speaker = speaker;
        (events, Flow::Continue)
    }

    /// Whether a proposal waits for a yes or no that the arbiter may give: the roll-back
    /// of F2.8 after differing records.
    pub fn proposal_waiting(&self) -> bool {
        matches!(self.confirm, Some(Confirm::RollBack { .. })) && self.game.result.is_none()
    }

    /// One step of the arbiter's: as a player's step (the correction window that ran out,
    /// the game events logged, the end of the game), but the line never goes through the
    /// players' reading of yes and no, moves and replies.
    fn arbiter_step(&mut self, line: &str) -> Vec<Event> {
        self.answered = false;
        let result_before = self.game.result;
        let mut events = self.expire_correction_window();
        events.extend(self.arbiter_decides(line));
        self.after_input();
        self.finish_step(result_before, &mut events);
        events
    }

    /// What the arbiter's line means, and what comes of it.
    fn arbiter_decides(&mut self, line: &str) -> Vec<Event> {
        let answer = yes_or_no(line);
        if answer != YesNo::Neither {
            return self.arbiter_answers(answer, line);
        }
        match Intent::read(line, &self.reader()) {
            Intent::Command(command) => self.arbiter_command(command, None),
            Intent::ForSeat { seat, command, .. } => self.arbiter_command(command, Some(seat)),
            Intent::Refused(error) => vec![Event::say(error.0)],
            Intent::MoveQuestion(check) => vec![self.move_checked(check)],
            Intent::UnknownQuestion => vec![Event::say(Phrase::new("question-unknown"))],
            Intent::Correction(_) | Intent::MoveOrReply => refusal(NotForTheArbiter::Move),
        }
    }

    /// F2.7, F2.8: the arbiter's yes or no decides a roll-back proposal; any other
    /// question is the player's own and stays open for them.
    fn arbiter_answers(&mut self, answer: YesNo, line: &str) -> Vec<Event> {
        let turn = self.position.turn();
        match self.confirm.take() {
            Some(proposal @ Confirm::RollBack { .. }) if self.game.result.is_none() => {
                self.confirm_seat = None;
                self.answered = true;
                let decision = Phrase::new("arbiter-decides-roll-back").with(
                    "agree",
                    if answer == YesNo::Yes { "yes" } else { "no" },
                );
                let mut events = vec![Event::say(decision)];
                events.extend(self.answer_confirmation(proposal, line).0);
                events
            }
            Some(question) => {
                let side = self.confirm_seat.unwrap_or(turn);
                self.confirm = Some(question);
                vec![Event::say(
                    Phrase::new("arbiter-not-your-question").with("side", side),
                )]
            }
            None if self.pending.is_some() && self.game.result.is_none() => vec![Event::say(
                Phrase::new("arbiter-not-your-question").with("side", turn),
            )],
            None if self.game.result.is_none() && self.arbiter.pending_offer().is_some() => {
                let offerer = self.arbiter.pending_offer().unwrap_or(turn);
                vec![Event::say(
                    Phrase::new("arbiter-not-your-question").with("side", !offerer),
                )]
            }
            None => vec![Event::say(Phrase::new("arbiter-nothing-to-decide"))],
        }
    }

    /// A command from the arbiter's device, `seat` named before a colon ("weiß: …").
    fn arbiter_command(&mut self, command: Command, seat: Option<Color>) -> Vec<Event> {
        match command {
            Command::Help(topic) => {
                let scope = HelpScope {
                    engine: false,
                    host: false,
                    clock: self.clock.is_set(),
                    tournament: true,
                    arbiter: true,
                };
                vec![Event::Say(
                    Weight::Chatter,
                    help_in(topic.as_deref(), self.reading, scope),
                )]
            }
            // 6.12, 6.13: both clocks stop and start again.
            Command::PauseClock | Command::ResumeClock => self.execute(command).0,
            // 6.13, F2.8, 12.9b/c: the arbiter corrects a clock, in every mode.
            Command::AdjustClock { color, add, amount } => {
                let said = self.clock.adjust_as_arbiter(color, add, amount);
                self.journal_clock();
                // Time taken down to nothing: the flag falls at once (6.9).
                let mut events = vec![Event::say(said)];
                events.extend(self.tick_inner());
                events
            }
            Command::ArbiterResult(winner) => match self.arbiter.decide(winner) {
                Ok(end) => {
                    // The game is over: no question waits any longer.
                    self.confirm = None;
                    self.confirm_seat = None;
                    self.pending = None;
                    let said = self.finish_with(end);
                    vec![Event::Say(Weight::Warning, said)]
                }
                Err(error) => vec![Event::say(error.phrase())],
            },
            // 12.9a: a warning, said to everyone.
            Command::ArbiterWarning(side) => vec![Event::Say(
                Weight::Warning,
                Phrase::new("arbiter-warning").with("side", side),
            )],
            // F2.7, F2.8: reports of a named seat's board or record, and settling both.
            Command::BoardReport { seat: None, .. }
            | Command::BoardPlacement { seat: None, .. }
            | Command::RecordEntry { seat: None, .. } => {
                vec![Event::say(Phrase::new("arbiter-name-the-seat"))]
            }
            Command::Reconcile
            | Command::BoardReport { .. }
            | Command::BoardPlacement { .. }
            | Command::RecordEntry { .. } => self.arbiter_reconciles(command),
            query if reads_only(&query) => match seat {
                Some(seat) => match self.answer_query(&query, Some(seat)) {
                    Some(answer) => vec![Event::answered(&answer)],
                    None => self.execute(query).0,
                },
                None if personal(&query) => {
                    vec![Event::say(Phrase::new("arbiter-name-the-side"))]
                }
                None => self.execute(query).0,
            },
            Command::Undo => refusal(NotForTheArbiter::TakeBack),
            Command::Resign => refusal(NotForTheArbiter::Resign),
            Command::OfferDraw | Command::AcceptDraw | Command::DeclineDraw => {
                refusal(NotForTheArbiter::Draw)
            }
            Command::ClaimDraw(_) => refusal(NotForTheArbiter::Claim),
            Command::Hint
            | Command::PlayBest
            | Command::Evaluation
            | Command::Review
            | Command::EngineLevel(_) => refusal(NotForTheArbiter::Engine),
            _ => refusal(NotForTheArbiter::Session),
        }
    }

    /// F2.7, F2.8 at the arbiter's device: a report or "abgleichen". A yes-or-no question a
    /// player was asked ("Wirklich aufgeben?") is theirs to answer first: nothing is
    /// answered or dropped for them. The question about a move ("Welcher Springer?") stays
    /// open while the game's moves stay.
    fn arbiter_reconciles(&mut self, command: Command) -> Vec<Event> {
        if let Some(question) = &self.confirm {
            if !matches!(question, Confirm::RollBack { .. }) {
                let side = self.confirm_seat.unwrap_or_else(|| self.position.turn());
                return vec![Event::say(
                    Phrase::new("arbiter-wait-for-player").with("side", side),
                )];
            }
        }
        let asked = self.pending.take();
        let moves_before: Vec<shakmaty::Move> =
            self.game.moves.iter().map(|m| m.played).collect();
        let events = self.execute(command).0;
        let moves_kept = self
            .game
            .moves
            .iter()
            .map(|m| m.played)
            .eq(moves_before.iter().copied());
        if self.pending.is_none() && moves_kept {
            self.pending = asked;
        }
        if self.confirm.is_none() {
            self.confirm_seat = None;
        }
        events
    }
}
