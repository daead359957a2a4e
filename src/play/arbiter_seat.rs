//! The arbiter's device (issue 30; FIDE Appendix F2.7–F2.9, articles 6.12–6.14, 12.9): a
//! third device beside the two players'. The arbiter moves for nobody and answers no
//! player's own question. They stop, start and correct the clocks (6.12, 6.13, F2.8: "Der
//! Schiedsrichter berichtigt die Stellung der Uhren"), settle differing boards with both
//! records (F2.7: "unter Mithilfe des Schiedsrichters") and decide an F2.8 roll-back with
//! their yes or no, record a result (12.9f) and warn a player (12.9a); questions that only
//! read the game are answered. Their lines are read in the language of their device; what a
//! step says is data, worded by every device in its own language.

use crate::game::rules::Standard;
use shakmaty::{Color, Position};

use super::confirm::{Confirm, YesNo, yes_or_no};
use super::{Event, Flow, PlaySession};
use crate::commands::{
    Command, HelpScope, Owner, QueryContext, SeatView, Seating, answer, help_in, parse_command,
    seat_view,
};
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

/// The refusal of a command the arbiter may not give, in chess and in 3D chess: a player's
/// (a take-back, a resignation, a draw, a claim, engine help) or the host's (ending,
/// saving, settings, pairing).
pub(super) fn not_for_the_arbiter(command: &Command) -> Vec<Event> {
    refusal(match command {
        Command::Undo => NotForTheArbiter::TakeBack,
        Command::Resign => NotForTheArbiter::Resign,
        Command::OfferDraw | Command::AcceptDraw | Command::DeclineDraw => NotForTheArbiter::Draw,
        Command::ClaimDraw(_) | Command::ClaimDrawWith { .. } => NotForTheArbiter::Claim,
        Command::Hint
        | Command::PlayBest
        | Command::Evaluation
        | Command::Review
        | Command::EngineLevel(_) => NotForTheArbiter::Engine,
        _ => NotForTheArbiter::Session,
    })
}

/// The help at the arbiter's device (about `topic`, or all of it), in `language`: the
/// arbiter's commands, the clock's when the game has one.
pub(super) fn arbiters_help(topic: Option<&str>, language: Language, clock: bool) -> Vec<Event> {
    let scope = HelpScope {
        engine: false,
        host: false,
        clock,
        tournament: true,
        arbiter: true,
    };
    vec![Event::Say(Weight::Chatter, help_in(topic, language, scope))]
}

/// A move, a correction, or a line that is nothing the arbiter says: refused.
pub(super) fn no_move_for_the_arbiter() -> Vec<Event> {
    refusal(NotForTheArbiter::Move)
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
pub(super) fn reads_only(command: &Command) -> bool {
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

impl PlaySession<Standard> {
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
            yes_or_no(said) != YesNo::Neither
                || matches!(parse_command(said, language), Some(Ok(_)))
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
        // "weiß: mein brett", "schwarz: meine partie": a seat's own board or record.
        if let Some((seat, view)) = seat_view(line, self.reading) {
            return match seat {
                Some(seat) => self.seat_shown(seat, view),
                None => vec![Event::say(Phrase::new("arbiter-name-the-seat-view"))],
            };
        }
        match Intent::read(line, &self.reader()) {
            Intent::Command(command) => self.arbiter_command(command, None),
            Intent::ForSeat { seat, command, .. } => self.arbiter_command(command, Some(seat)),
            Intent::Refused(error) => vec![Event::say(error.0)],
            Intent::MoveQuestion(check) => vec![self.move_checked(check)],
            Intent::UnknownQuestion => vec![Event::say(Phrase::new("question-unknown"))],
            Intent::Correction(_) | Intent::MoveOrReply => no_move_for_the_arbiter(),
        }
    }

    /// F2.7: the board or the record of `seat`, as that player has it.
    fn seat_shown(&self, seat: Color, view: SeatView) -> Vec<Event> {
        match view {
            SeatView::Board => {
                let heading = Phrase::new("arbiter-seat-board").with("side", seat);
                let Some(position) = self.seats.board_position(seat, &self.position) else {
                    let placement = self.seats.seat(seat).mirror.to_string();
                    return vec![Event::say(
                        heading.with("placement", crate::phrase::Value::Verbatim(placement)),
                    )];
                };
                let context = QueryContext {
                    position: &position,
                    game: &self.game,
                    asking: seat,
                    language: self.reading,
                    seating: Seating::default(),
                };
                let mut events = vec![Event::say(heading.with("placement", "none"))];
                events.extend(answer(&Command::ReadBoard, &context).map(|a| Event::answered(&a)));
                events
            }
            SeatView::Record => {
                let moves = self.seats.record_in(seat, self.reading);
                let written: Vec<String> = moves
                    .chunks(2)
                    .enumerate()
                    .map(|(index, pair)| format!("{}. {}", index + 1, pair.join(" ")))
                    .collect();
                vec![Event::say(
                    Phrase::new("arbiter-seat-record")
                        .with("side", seat)
                        .with("n", i64::try_from(moves.len()).unwrap_or(i64::MAX))
                        .with("moves", crate::phrase::Value::Verbatim(written.join(" "))),
                )]
            }
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
                let decision = Phrase::new("arbiter-decides-roll-back")
                    .with("agree", if answer == YesNo::Yes { "yes" } else { "no" });
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
                arbiters_help(topic.as_deref(), self.reading, self.clock.is_set())
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
            Command::SetClock { color, time } => {
                let said = self.clock.set_to(color, time, true);
                self.journal_clock();
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
            other => not_for_the_arbiter(&other),
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
        let moves_before: Vec<shakmaty::Move> = self.game.moves.iter().map(|m| m.played).collect();
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

#[cfg(test)]
mod tests {
    use std::sync::{Arc, Mutex};
    use std::time::{Duration, Instant};

    use shakmaty::Color::{Black, White};
    use shakmaty::{Color, KnownOutcome, Outcome};

    use super::super::{Event, Flow, MatchSettings, Now, PlaySession};
    use crate::game::clock::TimeControl;
    use crate::game::events::GameEvent;
    use crate::language::Language;
    use crate::texts::{Weight, Words};
    use crate::words::announce::AnnounceOptions;

    const DE: Language = Language::GERMAN;
    const EN: Language = Language::ENGLISH;
    const ES: Language = Language::SPANISH;

    /// A match with a clock the test moves by hand.
    struct Hall {
        session: PlaySession,
        time: Arc<Mutex<Instant>>,
        /// The journal's records of every step, as the host writes them.
        journal: Vec<crate::storage::journal::JournalEvent>,
    }

    impl Hall {
        fn new(settings: MatchSettings) -> Hall {
            let time = Arc::new(Mutex::new(Instant::now()));
            let shared = time.clone();
            let now: Now = Arc::new(move || *shared.lock().unwrap());
            let session = PlaySession::with_match(DE, AnnounceOptions::default(), settings, now);
            Hall {
                session,
                time,
                journal: Vec::new(),
            }
        }

        fn clocked(control: &str) -> Hall {
            Hall::new(MatchSettings {
                time: Some(TimeControl::parse(control).unwrap()),
                correction_window: Duration::ZERO,
                ..MatchSettings::default()
            })
        }

        fn wait(&self, seconds: u64) {
            *self.time.lock().unwrap() += Duration::from_secs(seconds);
        }

        /// A line at the arbiter's device, in `language`: what it says there; the flow must
        /// be to go on.
        fn arbiter_in(&mut self, language: Language, line: &str) -> (Vec<Event>, String) {
            let (events, flow) = self.session.handle_line_from_arbiter(language, line);
            assert_eq!(flow, Flow::Continue, "{line:?}");
            let records = self.session.journal_records(&events);
            self.journal.extend(records);
            let said = worded(&events, language);
            (events, said)
        }

        fn arbiter(&mut self, line: &str) -> String {
            self.arbiter_in(DE, line).1
        }

        /// A line at `seat`'s device, in German.
        fn player(&mut self, seat: Color, line: &str) -> String {
            let (events, _) = self.session.handle_line_from(seat, DE, line);
            let records = self.session.journal_records(&events);
            self.journal.extend(records);
            worded(&events, DE)
        }

        fn millis(&self) -> [u64; 2] {
            self.session.clock_ms_now().unwrap().pair()
        }

        fn moves(&self) -> usize {
            self.session.game().moves.len()
        }
    }

    /// What events say, as shown, in `language`.
    fn worded(events: &[Event], language: Language) -> String {
        let words = Words::new(language, AnnounceOptions::default());
        events
            .iter()
            .flat_map(|event| words.lines(event))
            .map(|line| line.shown)
            .collect::<Vec<_>>()
            .join(" ")
    }

    /// 6.12, 6.13 and F2.8 ("Der Schiedsrichter berichtigt die Stellung der Uhren"): the
    /// arbiter stops and starts both clocks and corrects a player's time, in every mode; a
    /// player's own correction outside tournament mode stays refused.
    #[test]
    fn the_arbiter_stops_starts_and_corrects_the_clocks_in_every_mode() {
        let mut hall = Hall::clocked("5+0");
        hall.player(White, "e4");
        hall.wait(10);
        let said = hall.arbiter("uhr anhalten");
        assert!(said.contains("angehalten"), "{said}");
        let paused = hall.millis();
        hall.wait(60);
        assert_eq!(hall.millis(), paused, "6.12: both clocks stand");
        let said = hall.arbiter("uhr weiter");
        assert!(said.contains("Schwarz"), "{said}");
        hall.wait(5);
        assert_eq!(
            hall.millis()[1],
            paused[1] - 5_000,
            "Black's clock runs again"
        );
        let white = hall.millis()[0];
        let said = hall.arbiter("zeit gutschreiben weiß 2 minuten");
        assert!(said.contains("Weiß"), "{said}");
        assert_eq!(
            hall.millis()[0],
            white + 120_000,
            "6.13: two minutes for White"
        );
        let black = hall.millis()[1];
        let (_, said) = hall.arbiter_in(EN, "take time black 30 seconds");
        assert!(said.contains("Black"), "{said}");
        assert_eq!(
            hall.millis()[1],
            black - 30_000,
            "12.9c: time taken from Black"
        );
        // F2.8: the time set directly.
        let said = hall.arbiter("uhr stellen weiß 4 minuten");
        assert!(said.contains("Weiß hat jetzt vier Minuten"), "{said}");
        assert_eq!(hall.millis()[0], 240_000);
        let (_, said) = hall.arbiter_in(EN, "set clock black 3 minutes");
        assert!(said.contains("Black now has three minutes"), "{said}");
        assert_eq!(hall.millis()[1], 180_000);
        // A player's own "zeit gutschreiben" outside tournament mode is refused as before.
        let before = hall.millis();
        let said = hall.player(White, "zeit gutschreiben weiß 2 minuten");
        assert!(said.contains("Turniermodus"), "{said}");
        assert_eq!(hall.millis(), before);
        let said = hall.player(Black, "uhr stellen schwarz 10 minuten");
        assert!(said.contains("Turniermodus"), "{said}");
        assert_eq!(hall.millis(), before);
    }

    /// What belongs to the players is refused in words, says what the arbiter can do, and
    /// changes nothing; the arbiter can never end, save or adjourn the host's game.
    #[test]
    fn what_belongs_to_the_players_is_refused_and_changes_nothing() {
        let mut hall = Hall::clocked("5+0");
        hall.player(White, "e4");
        for line in [
            "e5",
            "Springer Cäsar sechs",
            "Korrektur: d5",
            "aufgeben",
            "remis",
            "remis annehmen",
            "remis beanspruchen",
            "zurück",
            "tipp",
            "ende",
            "vertagen",
            "speichern",
            "brett aus",
            "neuer code",
            "wiederholung an",
        ] {
            let fen = hall.session.game().final_position();
            let (events, said) = hall.arbiter_in(DE, line);
            assert!(
                said.contains("Sie können die Uhren anhalten"),
                "{line:?}: {said}"
            );
            assert_eq!(hall.moves(), 1, "{line:?}");
            assert_eq!(hall.session.game().final_position(), fen, "{line:?}");
            assert!(hall.session.game().result.is_none(), "{line:?}");
            assert!(hall.session.confirmation_seat().is_none(), "{line:?}");
            assert!(
                !hall.session.settings().repetition_required,
                "{line:?}: no setting changes"
            );
            assert!(
                !events.iter().any(|e| matches!(e, Event::Game(_))),
                "{line:?}: {events:?}"
            );
        }
        // In the arbiter's language.
        let (_, said) = hall.arbiter_in(EN, "resign");
        assert!(said.contains("Only a player can resign"), "{said}");
        let (_, said) = hall.arbiter_in(ES, "abandono");
        assert!(
            said.contains("Puede parar y reanudar los relojes"),
            "{said}"
        );
    }

    /// F2.7: "unter Mithilfe des Schiedsrichters" — the arbiter's yes or no is for a
    /// roll-back proposal only. A player's own question ("Wirklich aufgeben?") and a draw
    /// offer (9.1) wait for that player: the arbiter's yes or no is refused in words and
    /// the question stays open.
    #[test]
    fn the_arbiters_yes_or_no_never_answers_a_players_own_question() {
        let mut hall = Hall::new(MatchSettings::default());
        hall.player(White, "e4");
        hall.player(Black, "e5");
        let said = hall.player(White, "aufgeben");
        assert!(said.contains("Wirklich aufgeben"), "{said}");
        for answer in ["ja", "nein"] {
            let said = hall.arbiter(answer);
            assert!(said.contains("an Weiß gerichtet"), "{answer}: {said}");
            assert!(hall.session.game().result.is_none());
            assert_eq!(hall.session.confirmation_seat(), Some(White));
        }
        // A report while the player's question waits: the question is theirs first.
        let said = hall.arbiter("abgleichen");
        assert!(said.contains("zuerst die offene Frage"), "{said}");
        assert_eq!(hall.session.confirmation_seat(), Some(White));
        // A clock or a question leaves it open too.
        hall.arbiter("material");
        assert_eq!(hall.session.confirmation_seat(), Some(White));
        hall.player(White, "nein");
        assert!(hall.session.confirmation_seat().is_none());
        // A draw offer waits for Black's answer, not the arbiter's.
        hall.player(White, "remis");
        let said = hall.arbiter("ja");
        assert!(said.contains("an Schwarz gerichtet"), "{said}");
        assert_eq!(hall.session.pending_draw_offer(), Some(White));
        assert!(hall.session.game().result.is_none());
        // Nothing waits: said so.
        hall.player(Black, "remis ablehnen");
        let said = hall.arbiter("ja");
        assert!(said.contains("kein Vorschlag"), "{said}");
        assert_eq!(hall.moves(), 2);
        assert!(!hall.session.proposal_waiting());
    }

    /// F2.7, F2.8: reports with the seat named, the proposal to set the game back, and the
    /// arbiter's decision: "nein" leaves the game, "ja" settles it.
    #[test]
    fn a_roll_back_proposal_is_decided_by_the_arbiter() {
        let mut hall = Hall::clocked("5+0");
        for (seat, line) in [
            (White, "e4"),
            (Black, "e5"),
            (White, "Sf3"),
            (Black, "Sc6"),
            (White, "Lb5"),
        ] {
            hall.wait(10);
            hall.player(seat, line);
        }
        let said = hall.arbiter("schwarz: mein zug 2 war springer felix sechs");
        assert!(said.contains("Mitschrift von Schwarz"), "{said}");
        assert_eq!(hall.moves(), 5);
        let said = hall.arbiter("abgleichen");
        assert!(said.contains("Vorschlag nach F2.8"), "{said}");
        assert!(hall.session.proposal_waiting());
        let said = hall.arbiter("nein");
        assert!(said.contains("Der Vorschlag gilt nicht"), "{said}");
        assert!(said.contains("kein Zug wird zurückgenommen"), "{said}");
        assert_eq!(hall.moves(), 5);
        assert!(!hall.session.proposal_waiting());
        hall.arbiter("abgleichen");
        assert!(hall.session.proposal_waiting());
        let (events, said) = hall.arbiter_in(DE, "ja");
        assert!(said.contains("Der Vorschlag gilt."), "{said}");
        assert_eq!(
            hall.moves(),
            3,
            "set back to the last ply both records agree on"
        );
        assert!(
            events
                .iter()
                .any(|e| matches!(e, Event::Game(GameEvent::Reconciled { .. }))),
            "{events:?}"
        );
        assert!(!hall.session.proposal_waiting());
    }

    /// A board report or record entry without a seat named is refused with how to name it,
    /// in every language; "mein" in a question needs the seat too.
    #[test]
    fn a_report_without_a_seat_says_how_to_name_it() {
        let mut hall = Hall::new(MatchSettings::default());
        hall.player(White, "e4");
        let said = hall.arbiter("auf eva vier steht ein weißer läufer");
        assert!(
            said.contains("weiß: oder schwarz: vor der Meldung"),
            "{said}"
        );
        let (_, said) = hall.arbiter_in(EN, "my move 1 was d4");
        assert!(
            said.contains("white: or black: before the report"),
            "{said}"
        );
        let (_, said) = hall.arbiter_in(ES, "mi jugada 1 fue d4");
        assert!(
            said.contains("blancas: o negras: antes del informe"),
            "{said}"
        );
        assert_eq!(hall.moves(), 1);
        let said = hall.arbiter("wo stehen meine springer");
        assert!(said.contains("für welche Seite"), "{said}");
        let said = hall.arbiter("weiß: wo stehen meine springer");
        assert!(said.contains("Bella eins"), "{said}");
        // "mein brett", "meine partie": the seat's own board or record.
        let said = hall.arbiter("mein brett");
        assert!(
            said.contains("weiß: mein brett oder schwarz: meine partie"),
            "{said}"
        );
        let said = hall.arbiter("weiß: mein brett");
        assert!(said.starts_with("Das Brett von Weiß:"), "{said}");
        assert!(said.contains("König"), "{said}");
        let said = hall.arbiter("schwarz: meine partie");
        assert_eq!(said, "Das Partieformular von Schwarz: 1. e4");
        let (_, said) = hall.arbiter_in(EN, "white: my record");
        assert_eq!(said, "The record of White: 1. e4");
        // With the seat, a report of one square is taken.
        let said = hall.arbiter("weiß: auf eva vier steht ein weißer bauer");
        assert!(!said.contains("vor der Meldung"), "{said}");
    }

    /// Questions that only read the game are answered for the arbiter.
    #[test]
    fn questions_that_read_the_game_are_answered() {
        let mut hall = Hall::clocked("5+0");
        hall.player(White, "e4");
        for (line, expected) in [
            ("wer ist am zug", "Schwarz"),
            ("material", "Material"),
            ("zeit", "Minuten"),
            ("fen", "4P3"),
            ("was steht auf eva vier", "Bauer"),
        ] {
            let said = hall.arbiter(line);
            assert!(said.contains(expected), "{line:?}: {said}");
        }
        let said = hall.arbiter("hilfe");
        assert!(
            said.contains("ergebnis"),
            "the arbiter's help names the result: {said}"
        );
        assert_eq!(hall.moves(), 1);
    }

    /// 12.9f, F2.7: the arbiter's result ends the game, said to everyone; the journal keeps
    /// it, a resumed game is over with it, and the PGN's result is it. A result after the
    /// end is refused.
    #[test]
    fn the_arbiters_result_ends_the_game_and_the_journal_keeps_it() {
        use crate::storage::journal::{Header, Replay};
        let mut hall = Hall::clocked("5+0");
        hall.player(White, "e4");
        hall.player(Black, "e5");
        let said = hall.player(White, "ergebnis 1-0");
        assert!(said.contains("nur der Schiedsrichter"), "{said}");
        assert!(hall.session.game().result.is_none());
        let (events, said) = hall.arbiter_in(DE, "ergebnis schwarz gewinnt");
        assert_eq!(said, "Der Schiedsrichter erklärt: Schwarz gewinnt.");
        assert!(
            events
                .iter()
                .any(|e| matches!(e, Event::Say(Weight::Warning, _))),
            "said to everyone at once"
        );
        let black_wins = Some(Outcome::Known(KnownOutcome::Decisive { winner: Black }));
        assert_eq!(hall.session.game().result, black_wins);
        assert!(
            events
                .iter()
                .any(|e| matches!(e, Event::Game(GameEvent::GameEnded { .. }))),
            "{events:?}"
        );
        // Said in the other devices' languages.
        assert_eq!(worded(&events, EN), "The arbiter declares: Black wins.");
        assert_eq!(worded(&events, ES), "El árbitro declara: Negras ganan.");
        // The journal replays to the same game: the moves, then the result.
        let header = Header::new(
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            serde_json::json!({}),
        );
        let mut bytes = serde_json::to_vec(&header).unwrap();
        bytes.push(b'\n');
        for record in &hall.journal {
            bytes.extend(serde_json::to_vec(record).unwrap());
            bytes.push(b'\n');
        }
        let replay = Replay::from_bytes(std::path::Path::new("arbiter.jsonl"), &bytes).unwrap();
        let game = replay.to_game().unwrap();
        assert_eq!(game.result, black_wins);
        // The journal writes the result as the arbiter's, and the resumed game keeps it so:
        // no player takes it back after `--resume` either.
        let state = replay.state();
        let written = state.result.as_ref().expect("a result");
        assert_eq!(written.reason, super::super::ARBITER_DECISION);
        let mut resumed = PlaySession::resume_match(
            DE,
            AnnounceOptions::default(),
            MatchSettings::default(),
            super::super::system_now(),
            &game,
            super::super::Continuation {
                decided_by_arbiter: written.reason == super::super::ARBITER_DECISION,
                ..super::super::Continuation::default()
            },
        );
        assert_eq!(resumed.game().result, black_wins);
        let pgn = crate::notation::pgn::write_game(resumed.game());
        assert!(pgn.contains("[Result \"0-1\"]"), "{pgn}");
        let (events, _) = resumed.handle_line_from(Black, DE, "zurück");
        assert!(
            worded(&events, DE).contains("Schiedsrichter eingetragen"),
            "{events:?}"
        );
        assert_eq!(resumed.game().result, black_wins);
        // The game is over: another result is refused, and no move is played.
        let said = hall.arbiter("ergebnis remis");
        assert!(!said.contains("erklärt"), "{said}");
        assert_eq!(hall.session.game().result, black_wins);
        hall.player(White, "Sf3");
        assert_eq!(hall.moves(), 2);
        // No player takes the arbiter's result back.
        for line in ["zurück", "korrektur"] {
            let said = hall.player(Black, line);
            assert!(
                said.contains("Schiedsrichter eingetragen"),
                "{line}: {said}"
            );
            assert_eq!(hall.session.game().result, black_wins);
            assert_eq!(hall.moves(), 2);
        }
        hall.player(Black, "Korrektur: d5");
        assert_eq!(hall.session.game().result, black_wins);
        assert_eq!(hall.moves(), 2);
    }

    /// A draw declared by the arbiter, in English.
    #[test]
    fn the_arbiter_declares_a_draw() {
        let mut hall = Hall::new(MatchSettings::default());
        hall.player(White, "d4");
        let (events, said) = hall.arbiter_in(EN, "result draw");
        assert_eq!(said, "The arbiter declares the game drawn.");
        assert_eq!(
            hall.session.game().result,
            Some(Outcome::Known(KnownOutcome::Draw))
        );
        assert_eq!(
            worded(&events, DE),
            "Der Schiedsrichter erklärt die Partie für remis."
        );
    }

    /// 12.9a: a warning, said to everyone; only the arbiter gives one.
    #[test]
    fn a_warning_is_said_to_everyone() {
        let mut hall = Hall::new(MatchSettings::default());
        let (events, said) = hall.arbiter_in(DE, "verwarnung für weiß");
        assert_eq!(said, "Der Schiedsrichter verwarnt Weiß (Artikel 12.9a).");
        assert!(matches!(
            events.as_slice(),
            [Event::Say(Weight::Warning, _)]
        ));
        assert_eq!(
            worded(&events, ES),
            "El árbitro amonesta a Blancas (artículo 12.9a)."
        );
        let said = hall.player(Black, "verwarnung weiß");
        assert!(said.contains("nur der Schiedsrichter"), "{said}");
    }
}
