//! The arbiter's device in a 3D game on two devices (`ansage play --variant 3d --host
//! --arbiter`), as in chess (FIDE Appendix F2.7–F2.9, articles 6.12–6.14, 12.9; Meder's
//! tournament rules have the same articles): the arbiter moves for nobody and answers no
//! player's own question. They stop, start and correct the clocks, look at each player's
//! board and record as that player has it, report a square of a named player's board and
//! hear how to set it right (F2.7), record a result (12.9f) and warn a player (12.9a);
//! questions that only read the game are answered. What the arbiter may not do is refused in
//! the words chess's arbiter hears ([`super::super::arbiter_seat`]).

use shakmaty::Color;

use super::ThreeDSession;
use crate::commands::{Command, SeatView, parse_command, seat_view};
use crate::language::Language;
use crate::phrase::{Phrase, Value};
use crate::play::Flow;
use crate::play::arbiter_seat::{
    arbiters_help, no_move_for_the_arbiter, not_for_the_arbiter, reads_only,
};
use crate::play::confirm::{Confirm, YesNo, yes_or_no};
use crate::texts::{Event, Weight};

impl ThreeDSession {
    /// A line typed (or tapped) at the arbiter's device, read in `language`. What the
    /// arbiter may not do is refused in words and changes nothing; the flow is always to go
    /// on (the arbiter cannot end, save or adjourn the host's game).
    pub fn handle_line_from_arbiter(
        &mut self,
        language: Language,
        line: &str,
    ) -> (Vec<Event>, Flow) {
        self.log.clear();
        let mut events = self.tick();
        let reading = std::mem::replace(&mut self.reading, language);
        events.extend(self.arbiter_decides(line.trim()));
        self.reading = reading;
        (events, Flow::Continue)
    }

    /// How many of the game's moves `seat`'s own board and record hold: all of them, but
    /// while that player repeats the announced move, not that move yet (F2.1).
    pub fn own_plies(&self, seat: Color) -> usize {
        self.seats.seat(seat).record.len()
    }

    /// What the arbiter's line means, and what comes of it.
    fn arbiter_decides(&mut self, line: &str) -> Vec<Event> {
        if yes_or_no(line) != YesNo::Neither {
            return self.arbiters_answer(line);
        }
        // "weiß: mein brett", "schwarz: meine partie": a seat's own board or record.
        if let Some((seat, view)) = seat_view(line, self.reading) {
            return match seat {
                Some(seat) => vec![self.seat_shown(seat, view)],
                None => vec![Event::say(Phrase::new("arbiter-name-the-seat-view"))],
            };
        }
        // The questions about the 3D board (the decks, a column on every level).
        if let Some(events) = self.three_d_query(line) {
            return events;
        }
        // F2.7: "weiß: auf d1W steht ein Springer", a square of a named player's board. A
        // yes-or-no question a player was asked is theirs to answer first.
        let settles = matches!(
            parse_command(line, self.reading),
            Some(Ok(Command::Reconcile | Command::RecordEntry { .. }))
        );
        if settles || self.board_report_in(line) {
            if let Some(waits) = self.player_answers_first() {
                return waits;
            }
        }
        if let Some(events) = self.board_report(line, true) {
            return events;
        }
        match parse_command(line, self.reading) {
            Some(Ok(command)) => self.arbiter_command(command, line),
            Some(Err(error)) => vec![Event::say(error.0)],
            None => no_move_for_the_arbiter(),
        }
    }

    /// Whether `line` reports a square of a board ("weiß: auf d1W steht ein Springer").
    fn board_report_in(&self, line: &str) -> bool {
        line.split_whitespace().any(|word| {
            crate::tridim::fen3d::parse_square(word.trim_matches(|c: char| !c.is_alphanumeric()))
                .is_some()
        }) && self.three_d_query(line).is_none()
    }

    /// A player's yes-or-no question ("Wirklich aufgeben?") waits: it is theirs to answer
    /// before the arbiter settles the boards (F2.7, F2.8), and nothing is answered or
    /// dropped for them.
    fn player_answers_first(&self) -> Option<Vec<Event>> {
        let question = self.confirm.as_ref()?;
        if matches!(question, Confirm::RollBack { .. }) {
            return None;
        }
        let side = self.confirm_seat.unwrap_or(self.position.turn());
        Some(vec![Event::say(
            Phrase::new("arbiter-wait-for-player").with("side", side),
        )])
    }

    /// Whether a proposal waits for a yes or no that the arbiter may give: the roll-back
    /// of F2.8 after differing records.
    pub fn proposal_waiting(&self) -> bool {
        matches!(self.confirm, Some(Confirm::RollBack { .. })) && self.game.end.is_none()
    }

    /// F2.8: the arbiter's yes or no decides a roll-back proposal; any other question is a
    /// player's own and stays open for them.
    fn arbiters_answer(&mut self, line: &str) -> Vec<Event> {
        if !self.proposal_waiting() {
            return vec![self.arbiters_yes_or_no()];
        }
        let Some(proposal) = self.confirm.take() else {
            return vec![self.arbiters_yes_or_no()];
        };
        self.confirm_seat = None;
        let agree = yes_or_no(line) == YesNo::Yes;
        let decision = Phrase::new("arbiter-decides-roll-back")
            .with("agree", if agree { "yes" } else { "no" });
        let mut events = vec![Event::say(decision)];
        events.extend(self.answer_confirmation(proposal, line).0);
        events
    }

    fn arbiters_yes_or_no(&self) -> Event {
        let over = self.game.end.is_some();
        let turn = self.game.position().turn();
        let asked = self
            .question_for()
            .or_else(|| self.pending_offer().map(|offerer| !offerer))
            .or_else(|| self.pending.is_some().then_some(turn))
            .filter(|_| !over);
        match asked {
            Some(side) => {
                Event::say(Phrase::new("tridim-arbiter-not-your-question").with("side", side))
            }
            None => Event::say(Phrase::new("tridim-arbiter-nothing-to-decide")),
        }
    }

    /// F2.7: the board or the record of `seat`, as that player has it.
    fn seat_shown(&self, seat: Color, view: SeatView) -> Event {
        match view {
            SeatView::Board => {
                let board = self.board_phrase_of(&self.seats.seat(seat).mirror);
                let heading = Phrase::new("arbiter-seat-board")
                    .with("side", seat)
                    .with("placement", "none");
                Event::Say(
                    Weight::Chatter,
                    Phrase::joined(crate::phrase::Join::Sentences, vec![heading, board]),
                )
            }
            SeatView::Record => {
                let moves = self.seats.record_in(seat, self.reading);
                let written: Vec<String> = moves
                    .chunks(2)
                    .enumerate()
                    .map(|(index, pair)| format!("{}. {}", index + 1, pair.join(" ")))
                    .collect();
                Event::say(
                    Phrase::new("arbiter-seat-record")
                        .with("side", seat)
                        .with("n", i64::try_from(moves.len()).unwrap_or(i64::MAX))
                        .with("moves", Value::Verbatim(written.join(" "))),
                )
            }
        }
    }

    /// A command from the arbiter's device.
    fn arbiter_command(&mut self, command: Command, line: &str) -> Vec<Event> {
        match command {
            Command::Help(topic) => {
                arbiters_help(topic.as_deref(), self.reading, self.clock.is_set())
            }
            // 6.12, 6.13: both clocks stop and start again.
            Command::PauseClock => {
                let said = self.clock.pause();
                self.log_clock();
                vec![Event::say(said)]
            }
            Command::ResumeClock => {
                let said = self.clock.resume();
                self.log_clock();
                vec![Event::say(said)]
            }
            // 6.13, 12.9b/c: the arbiter corrects a clock, journaled at once; time taken
            // down to nothing lets the flag fall at once (6.9).
            Command::AdjustClock { color, add, amount } => {
                let mut events = vec![Event::say(self.clock.adjust_as_arbiter(color, add, amount))];
                self.log_clock();
                events.extend(self.tick());
                events
            }
            Command::SetClock { color, time } => {
                let mut events = vec![Event::say(self.clock.set_to(color, time, true))];
                self.log_clock();
                events.extend(self.tick());
                events
            }
            // 12.9f: the arbiter's result ends the game; no question waits any longer.
            Command::ArbiterResult(winner) => match self.arbiter.decide(winner) {
                Ok(end) => {
                    self.confirm = None;
                    self.confirm_seat = None;
                    self.pending = None;
                    // The end: the move waiting for its repetition stands on both boards.
                    self.sync_record();
                    vec![Event::Say(Weight::Warning, end.phrase())]
                }
                Err(error) => vec![Event::say(error.phrase())],
            },
            // 12.9a: a warning, said to everyone.
            Command::ArbiterWarning(side) => vec![Event::Say(
                Weight::Warning,
                Phrase::new("arbiter-warning").with("side", side),
            )],
            // F2.7, F2.8: a named player's record entry, and both records and boards settled.
            Command::Reconcile => self.reconcile_now(Vec::new()),
            Command::RecordEntry {
                seat: Some(seat),
                number,
                side,
                text,
            } => self.record_entry(Some(seat), number, side, &text),
            Command::RecordEntry { seat: None, .. } => {
                vec![Event::say(Phrase::new("arbiter-name-the-seat"))]
            }
            // A whole board: a 3D board is reported square by square.
            Command::BoardPlacement { .. } => {
                vec![Event::say(Phrase::new("tridim-arbiter-square-by-square"))]
            }
            query if reads_only(&query) => match self.command(query, line) {
                Some((events, _)) => events,
                None => vec![Event::say(Phrase::new("question-unknown"))],
            },
            other => not_for_the_arbiter(&other),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::clock::TimeControl;
    use crate::play::timing::Now;
    use crate::words::phrases::shown;
    use std::sync::{Arc, Mutex};
    use std::time::{Duration, Instant};

    const DE: Language = Language::GERMAN;
    const EN: Language = Language::ENGLISH;

    /// A clocked 3D game on two devices, with the arbiter at a third, and the hand that
    /// moves its time.
    fn hall(control: &str) -> (ThreeDSession, Arc<Mutex<Instant>>) {
        let time = Arc::new(Mutex::new(Instant::now()));
        let shared = time.clone();
        let now: Now = Arc::new(move || *shared.lock().unwrap());
        let control = TimeControl::parse(control).unwrap();
        let session = ThreeDSession::new_3d(DE)
            .with_clock(control, &[], true, now)
            .with_repetition(true);
        (session, time)
    }

    fn worded(events: &[Event], language: Language) -> String {
        events
            .iter()
            .filter_map(|event| match event {
                Event::Say(_, phrase) => Some(shown(phrase, language)),
                Event::Shown(text) => Some(text.clone()),
                _ => None,
            })
            .collect::<Vec<_>>()
            .join(" ")
    }

    fn arbiter(
        session: &mut ThreeDSession,
        language: Language,
        line: &str,
    ) -> (Vec<Event>, String) {
        let (events, flow) = session.handle_line_from_arbiter(language, line);
        assert_eq!(
            flow,
            Flow::Continue,
            "the arbiter never ends the host's game"
        );
        let said = worded(&events, language);
        (events, said)
    }

    fn player(session: &mut ThreeDSession, seat: Color, line: &str) -> String {
        let (events, _) = session.handle_line_from(seat, line);
        worded(&events, DE)
    }

    fn millis(session: &ThreeDSession) -> [u64; 2] {
        let (reading, _) = session.clock_now().expect("a clock");
        [reading.white_ms, reading.black_ms]
    }

    /// 6.12, 6.13, 12.9b/c: the arbiter stops and starts both clocks, gives and takes time
    /// and sets a clock; time set to nothing lets the flag fall at once (6.9).
    #[test]
    fn the_arbiter_stops_starts_and_corrects_the_clocks_of_a_3d_game() {
        let (mut session, time) = hall("5+0");
        let wait = |seconds| *time.lock().unwrap() += Duration::from_secs(seconds);
        player(&mut session, Color::White, "b2W-b4W");
        wait(10);
        let (_, said) = arbiter(&mut session, DE, "uhr anhalten");
        assert!(said.contains("angehalten"), "{said}");
        let paused = millis(&session);
        wait(60);
        assert_eq!(millis(&session), paused, "6.12: both clocks stand");
        arbiter(&mut session, DE, "uhr weiter");
        let white = millis(&session)[0];
        let (_, said) = arbiter(&mut session, EN, "give time white 2 minutes");
        assert!(said.contains("White"), "{said}");
        assert_eq!(millis(&session)[0], white + 120_000);
        let (_, said) = arbiter(&mut session, DE, "uhr stellen weiß 4 minuten");
        assert!(said.contains("Weiß hat jetzt vier Minuten"), "{said}");
        assert_eq!(millis(&session)[0], 240_000);
        // Black's time taken down to nothing: Black's flag falls (6.9), and the game is over.
        let (events, _) = arbiter(&mut session, DE, "zeit abziehen schwarz 10 minuten");
        assert!(session.game().end.is_some(), "{}", worded(&events, DE));
    }

    /// What belongs to the players (a move, a take-back, a resignation, a draw, a claim,
    /// engine help) and to the host (saving, ending) is refused in words and changes
    /// nothing; the arbiter's yes never answers a player's own question.
    #[test]
    fn what_belongs_to_the_players_is_refused_in_a_3d_game() {
        let (mut session, _) = hall("5+0");
        player(&mut session, Color::White, "b2W-b4W");
        let before = session.game().to_pgn();
        for line in [
            "b7S-b5S",
            "zurück",
            "aufgeben",
            "remis",
            "remis beanspruchen",
            "tipp",
            "speichern",
            "ende",
        ] {
            let (_, said) = arbiter(&mut session, DE, line);
            assert!(!said.is_empty(), "{line}: said nothing");
            assert_eq!(session.game().to_pgn(), before, "{line}: changed the game");
        }
        let (_, said) = arbiter(&mut session, DE, "b7S-b5S");
        assert!(said.contains("Schiedsrichter"), "{said}");
        // Black repeats, then asks to resign: the question is Black's.
        player(&mut session, Color::Black, "b2W-b4W");
        let asked = player(&mut session, Color::Black, "aufgeben");
        assert!(asked.contains("aufgeben"), "{asked}");
        let (_, said) = arbiter(&mut session, DE, "ja");
        assert!(said.contains("Schwarz antwortet selbst"), "{said}");
        assert!(
            session.game().end.is_none(),
            "the arbiter's yes resigned for Black"
        );
        assert!(
            player(&mut session, Color::Black, "nein").contains("weiter")
                || session.game().end.is_none()
        );
        let (_, said) = arbiter(&mut session, EN, "yes");
        assert!(said.contains("Nothing in a 3D game waits"), "{said}");
    }

    /// 12.9f, 12.9a: the arbiter's result ends the game, said to everyone as a warning is;
    /// a player's "ergebnis" is refused.
    #[test]
    fn the_arbiters_result_ends_a_3d_game() {
        let (mut session, _) = hall("5+0");
        player(&mut session, Color::White, "b2W-b4W");
        let said = player(&mut session, Color::White, "ergebnis 1-0");
        assert!(said.contains("nur der Schiedsrichter"), "{said}");
        assert!(session.game().end.is_none());
        let (events, said) = arbiter(&mut session, DE, "verwarnung weiß");
        assert!(said.contains("verwarnt Weiß"), "{said}");
        assert!(matches!(
            events.as_slice(),
            [Event::Say(Weight::Warning, _)]
        ));
        let (events, said) = arbiter(&mut session, DE, "ergebnis schwarz gewinnt");
        assert!(said.contains("Schwarz gewinnt"), "{said}");
        assert!(
            events
                .iter()
                .any(|e| matches!(e, Event::Say(Weight::Warning, _)))
        );
        let end = session.game().end.expect("over");
        assert_eq!(end.winner(), Some(Color::Black));
        assert_eq!(
            session.awaiting_repetition(),
            None,
            "no repetition waits after the end"
        );
    }

    /// F2.1, F2.7: each player's own board and record as that player has it (Black, who
    /// has not repeated White's move yet, has not written it), and a square of a named
    /// player's board set right; a report without a seat asks whose board it is.
    #[test]
    fn the_arbiter_looks_at_each_players_own_board_and_record() {
        let (mut session, _) = hall("5+0");
        player(&mut session, Color::White, "b2W-b4W");
        let (_, said) = arbiter(&mut session, DE, "weiß: meine partie");
        assert!(said.contains("b4W") || said.contains("b2W-b4W"), "{said}");
        let (_, said) = arbiter(&mut session, DE, "schwarz: meine partie");
        assert!(said.contains("noch kein Zug"), "{said}");
        let (_, said) = arbiter(&mut session, DE, "schwarz: mein brett");
        assert!(said.contains("Das Brett von Schwarz"), "{said}");
        assert!(
            said.contains("Bella zwei"),
            "Black's board still has b2W: {said}"
        );
        let (_, said) = arbiter(&mut session, DE, "auf d1W steht bei mir ein Springer");
        assert!(said.contains("wessen Brett"), "{said}");
        let (_, said) = arbiter(&mut session, DE, "weiß: auf d1W steht bei mir ein Springer");
        assert!(said.contains("David eins"), "{said}");
        let (_, said) = arbiter(&mut session, EN, "black: my d1W is empty");
        assert!(said.contains("David one"), "{said}");
        // Each report was settled at once (F2.7): both records and boards agree now.
        let (_, said) = arbiter(&mut session, DE, "abgleichen");
        assert!(
            said.contains("Beide Aufzeichnungen stimmen überein") && said.contains("Regel")
                || said.contains("Beide Bretter zeigen diese Stellung"),
            "{said}"
        );
        // Questions that only read the game are answered.
        let (_, said) = arbiter(&mut session, DE, "partieformular");
        assert!(said.contains("b4W"), "{said}");
        // The help is the arbiter's.
        let (_, said) = arbiter(&mut session, DE, "hilfe");
        assert!(said.contains("ergebnis"), "{said}");
        let (_, said) = arbiter(&mut session, DE, "wo stehen die decks");
        assert!(said.contains("Damen-Pin"), "{said}");
    }
}
