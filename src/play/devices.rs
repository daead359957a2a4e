//! Two players at two devices (FIDE Appendix F, F2.1–F2.9 with the relay): every line comes
//! from one seat. Only that seat's player may move for it or repeat the opponent's move;
//! "bei mir", "mein Zug" and "mein König" mean that seat; a question waiting for a yes or
//! no belongs to the seat that was asked; and a line is read in the language its device
//! types in. The session words nothing for a device: each device words the step's events
//! in its own language.

use crate::game::rules::Standard;
use shakmaty::{Color, Position};

use super::{Event, Flow, PlaySession};
use crate::commands::{Command, parse_command};
use crate::language::Language;
use crate::phrase::Phrase;

impl PlaySession<Standard> {
    /// Handles a line typed (or tapped) by the player of `seat` at their own device, typed
    /// in `language`.
    pub fn handle_line_from(
        &mut self,
        seat: Color,
        language: Language,
        line: &str,
    ) -> (Vec<Event>, Flow) {
        self.as_seat(seat, language, |session| {
            match session.refusal_for(seat, std::slice::from_ref(&line.to_owned())) {
                Some(refusal) => (refusal, Flow::Continue),
                None => session.handle_line(line),
            }
        })
    }

    /// Handles what the microphone of `seat`'s device heard (its alternatives, most likely
    /// first), in `language`.
    pub fn handle_heard_from(
        &mut self,
        seat: Color,
        language: Language,
        alternatives: &[String],
    ) -> (Vec<Event>, Flow) {
        self.as_seat(seat, language, |session| {
            match session.refusal_for(seat, alternatives) {
                Some(refusal) => (refusal, Flow::Continue),
                None => session.handle_heard(alternatives),
            }
        })
    }

    /// A device lost its connection. Outside tournament mode both clocks stop until it is
    /// back (6.13: the clock is paused for an interruption); in tournament mode the absent
    /// player's clock runs on, as it would for a player who left the board. Returns the
    /// step's events and whether the clocks were stopped for it.
    pub fn device_left(&mut self) -> (Vec<Event>, bool) {
        let running = self.clock.is_set() && !self.clock.is_paused() && self.game.result.is_none();
        if !running || self.settings.tournament {
            return (Vec::new(), false);
        }
        let result_before = self.game.result;
        let (mut events, _) = self.execute(Command::PauseClock);
        self.finish_step(result_before, &mut events);
        (events, true)
    }

    /// The clocks stand until the arbiter starts them: in tournament mode with an
    /// arbiter's device, the game begins when the arbiter sets White's clock going
    /// (article 6.5: "Zu dem für den Partiebeginn festgesetzten Zeitpunkt wird die Uhr des
    /// Spielers mit den weißen Figuren in Gang gesetzt"; 6.13c: the arbiter decides when
    /// play goes on). Returns the step's events and whether the clocks were stopped.
    pub fn clocks_wait_for_start(&mut self) -> (Vec<Event>, bool) {
        let running = self.clock.is_set() && !self.clock.is_paused() && self.game.result.is_none();
        if !running {
            return (Vec::new(), false);
        }
        let result_before = self.game.result;
        let (mut events, _) = self.execute(Command::PauseClock);
        self.finish_step(result_before, &mut events);
        (events, true)
    }

    /// The device is back: clocks stopped for its absence run again.
    pub fn device_back(&mut self, stopped_for_it: bool) -> Vec<Event> {
        if !stopped_for_it || !self.clock.is_paused() || self.game.result.is_some() {
            return Vec::new();
        }
        let result_before = self.game.result;
        let (mut events, _) = self.execute(Command::ResumeClock);
        self.finish_step(result_before, &mut events);
        events
    }

    /// The prompt for the player of `seat` at their own device, in `language`: whose move
    /// it is, who repeats, or "Ja oder nein" when a question waits for them.
    pub fn prompt_for(&self, seat: Color, language: Language) -> String {
        self.prompt_asked_in(self.confirmation_seat() == Some(seat), language)
    }

    /// Runs one step for `seat`, whose lines are read in `language`: a question the other
    /// seat was asked stays open for them, untouched by this seat's line. Only the reading
    /// changes: what the step says is data, worded by each device in its own language.
    fn as_seat<T>(
        &mut self,
        seat: Color,
        language: Language,
        step: impl FnOnce(&mut PlaySession) -> T,
    ) -> T {
        let reading = self.reading;
        self.reading = language;
        self.speaker = Some(seat);
        // "Wirklich aufgeben? Ja oder nein." was asked of the other seat: it waits for them.
        let others_question = match self.confirm_seat {
            Some(asked) if asked != seat => self.confirm.take(),
            _ => None,
        };
        let had_question = self.confirm.is_some();
        let result = step(self);
        if self.confirm.is_some() && !had_question {
            self.confirm_seat = Some(seat);
        }
        if let Some(question) = others_question {
            if self.confirm.is_none() && self.game.result.is_none() {
                self.confirm = Some(question);
            }
        }
        if self.confirm.is_none() {
            self.confirm_seat = None;
        }
        self.speaker = None;
        self.reading = reading;
        result
    }

    /// Why `seat` may not do what `said` asks now: a move (or a repetition, or the answer
    /// to a question about a move) when the other seat is to act, or a take-back of the
    /// other player's move. Commands and questions about the position are always answered.
    fn refusal_for(&self, seat: Color, said: &[String]) -> Option<Vec<Event>> {
        let first = said.first()?;
        if self.game.result.is_some() || self.confirmation_seat() == Some(seat) {
            return None;
        }
        let turn = self.position.turn();
        // The answer to a draw offer, whoever is to move: the offer asked the opponent for a
        // yes or a no (article 9.1; issue 30 §4), and the offerer is told it is theirs.
        if self.arbiter.pending_offer().is_some()
            && self.pending.is_none()
            && super::confirm::yes_or_no(first) != super::confirm::YesNo::Neither
        {
            return None;
        }
        match parse_command(first, self.reading) {
            // F2.6: a player corrects their own announcement only.
            Some(Ok(Command::Undo)) => {
                let last_mover = self.game.moves.len().checked_sub(1).map(|_| !turn)?;
                (last_mover != seat && self.pending.is_none()).then(|| {
                    vec![Event::say(
                        Phrase::new("relay-undo-own-only").with("side", last_mover),
                    )]
                })
            }
            Some(_) => None,
            // A question ansage does not know is said so, whoever asks.
            None if crate::commands::looks_like_question(first) => None,
            // "Korrektur: Springer Felix drei" withdraws the speaker's own move only.
            None if super::correction_with_move(first).is_some() => (turn == seat).then(|| {
                vec![Event::say(
                    Phrase::new("relay-undo-own-only").with("side", !seat),
                )]
            }),
            // A move, a repetition, or the answer to "Welcher Springer?": the side to move
            // acts (after an announced move, the side to move is the one who repeats it).
            None if turn != seat => {
                let id = if self.awaiting.is_some() {
                    "relay-wait-repetition"
                } else {
                    "relay-not-your-turn"
                };
                Some(vec![Event::say(Phrase::new(id).with("side", turn))])
            }
            None => None,
        }
    }

    /// The seat a line speaks for when no colour is named: the player at the device the
    /// line came from, if it came from one.
    pub(super) fn speaker(&self) -> Option<Color> {
        self.speaker
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::events::GameEvent;
    use Color::{Black, White};

    /// What a step's events say, in German: messages, and answers long enough to be
    /// chatter.
    fn said(events: &[Event]) -> String {
        said_in(events, Language::GERMAN)
    }

    /// What a step's events say to a device of `language`.
    fn said_in(events: &[Event], language: Language) -> String {
        let words = crate::texts::Words::new(
            language,
            crate::words::announce::AnnounceOptions {
                words: language,
                ..Default::default()
            },
        );
        events
            .iter()
            .filter_map(|event| match event {
                Event::Say(
                    crate::texts::Weight::Message
                    | crate::texts::Weight::Chatter
                    | crate::texts::Weight::Warning,
                    phrase,
                ) => Some(words.text(phrase)),
                _ => None,
            })
            .collect::<Vec<_>>()
            .join(" ")
    }

    fn moves(events: &[Event]) -> usize {
        events
            .iter()
            .filter(|event| matches!(event, Event::Game(GameEvent::MovePlayed { .. })))
            .count()
    }

    #[test]
    fn each_seat_moves_only_for_itself() {
        let mut session = PlaySession::new(Language::GERMAN);
        let (events, _) = session.handle_line_from(Black, Language::GERMAN, "e5");
        assert_eq!(moves(&events), 0);
        assert!(
            said(&events).contains("Weiß ist am Zug"),
            "{}",
            said(&events)
        );
        let (events, _) = session.handle_line_from(White, Language::GERMAN, "e4");
        assert_eq!(moves(&events), 1);
        let (events, _) = session.handle_line_from(White, Language::GERMAN, "d4");
        assert_eq!(moves(&events), 0);
        // F2.6: White may not take back Black's move, nor Black White's.
        let (events, _) = session.handle_line_from(Black, Language::GERMAN, "zurück");
        assert!(said(&events).contains("nur wer gezogen hat"));
        assert_eq!(session.game().moves.len(), 1);
        let (events, _) = session.handle_line_from(White, Language::GERMAN, "zurück");
        assert!(
            events
                .iter()
                .any(|e| matches!(e, Event::Game(GameEvent::MovesTakenBack { .. })))
        );
    }

    /// A German host and a Spanish device in one game (item 3 of the words layer): each
    /// seat's line is read in the language that seat types in, the reading returns to the
    /// host's after the device's step, and the same events are worded by each sink in its own
    /// language.
    #[test]
    fn each_seat_is_read_in_its_language_and_each_sink_words_the_same_events() {
        let mut session = PlaySession::new(Language::GERMAN);
        let (events, _) = session.handle_line_from(White, Language::GERMAN, "e4");
        assert_eq!(moves(&events), 1);
        // The Spanish device asks in Spanish what White played.
        let (events, _) = session.handle_line_from(Black, Language::SPANISH, "qué jugó el blanco");
        let answer = said_in(&events, Language::SPANISH);
        assert!(answer.contains("e4") || answer.contains("Eva"), "{answer}");
        let in_german = said_in(&events, Language::GERMAN);
        assert_ne!(answer, in_german, "one event, two wordings");
        assert!(!in_german.is_empty());
        // German words are not the Spanish seat's: "brett aus" is the board setting for a
        // German seat and none for the Spanish one; "tablero no" is the Spanish one's.
        let board_off = Flow::Setting(crate::commands::SettingChange::Board(Some(false)));
        let (_, flow) = session.handle_line_from(Black, Language::SPANISH, "brett aus");
        assert_ne!(flow, board_off);
        let (_, flow) = session.handle_line_from(Black, Language::SPANISH, "tablero no");
        assert_eq!(flow, board_off);
        let (_, flow) = session.handle_line_from(White, Language::GERMAN, "brett aus");
        assert_eq!(flow, board_off);
        // The host's next line is read in German again.
        let (events, _) =
            session.handle_line_from(White, Language::GERMAN, "was hat Schwarz gezogen");
        assert!(!said(&events).is_empty());
        assert!(
            !said(&events).contains("No entiendo") && !said(&events).contains("Ich kenne"),
            "{}",
            said(&events)
        );
    }

    /// The help's text in a step's events.
    fn help_text(events: &[Event]) -> String {
        events
            .iter()
            .filter_map(|event| match event {
                Event::Say(crate::texts::Weight::Chatter, phrase) => {
                    Some(crate::words::phrases::shown(phrase, Language::GERMAN))
                }
                _ => None,
            })
            .collect::<Vec<_>>()
            .join("\n")
    }

    #[test]
    fn my_means_the_player_at_the_device_that_asks() {
        let mut session = PlaySession::new(Language::GERMAN);
        session.handle_line_from(White, Language::GERMAN, "e4");
        session.handle_line_from(Black, Language::GERMAN, "d5");
        // Black to move; White's device asks about White's pieces, without "Für Weiß".
        let (events, _) =
            session.handle_line_from(White, Language::GERMAN, "welche figuren hängen");
        assert_eq!(
            said(&events),
            "Angegriffen und nicht gedeckt: Bauer auf Eva vier. Nicht gedeckt, aber auch nicht angegriffen: Turm auf Anna eins und Turm auf Hector eins."
        );
        let (events, _) = session.handle_line_from(White, Language::GERMAN, "was hat er gezogen");
        assert_eq!(said(&events), "Zug eins, Schwarz: Bauer David fünf (d5).");
        let (events, _) =
            session.handle_line_from(Black, Language::GERMAN, "ist meine dame angegriffen");
        assert_eq!(
            said(&events),
            "Nein. Die schwarze Dame auf David acht wird nicht angegriffen, gedeckt von König auf Eva acht."
        );
        // An unknown question from the side not to move is said so, not refused.
        let (events, _) = session.handle_line_from(White, Language::GERMAN, "wie spät ist es");
        assert_eq!(
            said(&events),
            "Diese Frage kenne ich nicht. Hilfe nennt alle Fragen."
        );
    }

    #[test]
    fn hilfe_names_the_new_pairing_code_at_the_hosts_device_only() {
        // White plays at the host's device (the default own seat), Black at the other.
        let mut session = PlaySession::new(Language::GERMAN);
        let (events, _) = session.handle_line_from(White, Language::GERMAN, "hilfe");
        assert!(
            help_text(&events).contains("\nneuer code (new code):"),
            "{}",
            help_text(&events)
        );
        let (events, _) = session.handle_line_from(Black, Language::GERMAN, "hilfe");
        assert!(!help_text(&events).contains("neuer code"));
        assert!(help_text(&events).contains("bin ich im schach"));
        // At one keyboard without a second device there is no code to make.
        let (events, _) = session.handle_line("hilfe");
        assert!(!help_text(&events).contains("neuer code"));
    }

    #[test]
    fn a_question_waits_for_the_player_it_was_asked() {
        let mut session = PlaySession::new(Language::GERMAN);
        session.handle_line_from(White, Language::GERMAN, "e4");
        // White asks to resign; Black's question in between leaves White's question open.
        let (events, _) = session.handle_line_from(White, Language::GERMAN, "aufgeben");
        assert!(said(&events).contains("Wirklich aufgeben"));
        assert_eq!(session.confirmation_seat(), Some(White));
        assert_eq!(
            session.prompt_for(White, Language::GERMAN),
            "Ja oder nein> "
        );
        assert_eq!(session.prompt_for(Black, Language::ENGLISH), "Black> ");
        let (events, _) = session.handle_line_from(Black, Language::ENGLISH, "where is my king");
        assert_eq!(
            said_in(&events, Language::ENGLISH),
            "Your king is on Eva eight."
        );
        // Black's "ja" is not White's answer.
        session.handle_line_from(Black, Language::GERMAN, "ja");
        assert!(session.game().result.is_none());
        assert_eq!(session.confirmation_seat(), Some(White));
        session.handle_line_from(White, Language::GERMAN, "ja");
        assert_eq!(
            crate::notation::pgn::result_token(session.game().result),
            "0-1"
        );
    }

    /// The session words nothing for a device: a refusal is data, and each device words it
    /// in its own language. The device's line is read in its own language.
    #[test]
    fn a_refusal_is_data_each_device_words_in_its_own_language() {
        let mut session = PlaySession::new(Language::GERMAN);
        let (events, _) = session.handle_line_from(Black, Language::ENGLISH, "e5");
        assert_eq!(
            events,
            vec![Event::say(
                Phrase::new("relay-not-your-turn").with("side", White)
            )]
        );
        assert_eq!(
            said_in(&events, Language::GERMAN),
            "Weiß ist am Zug; Ihre Eingabe wurde nicht ausgeführt. Fragen zur Stellung gehen jederzeit."
        );
        assert_eq!(
            said_in(&events, Language::ENGLISH),
            "White is to move; your input was not played. Questions about the position work at any time."
        );
        // An English seat's move is read in English; the announcement words stay the
        // session's, each device words the move itself.
        session.handle_line_from(White, Language::GERMAN, "e4");
        let (events, _) = session.handle_line_from(Black, Language::ENGLISH, "Nc6");
        assert_eq!(moves(&events), 1);
        assert_eq!(
            session.announce_options().words,
            Language::GERMAN,
            "a device's step leaves the announcement words alone"
        );
    }

    #[test]
    fn bei_mir_means_the_seat_of_the_device() {
        let mut session = PlaySession::new(Language::GERMAN);
        session.handle_line_from(White, Language::GERMAN, "e4");
        // Black's own board has no pawn on e4 yet: a difference of Black's board (F2.7).
        let (events, _) = session.handle_line_from(Black, Language::GERMAN, "bei mir ist e4 leer");
        assert!(said(&events).contains("bei Schwarz"), "{}", said(&events));
    }

    /// Issue 30 §4: the answer to a draw offer comes from the player it was made to,
    /// whoever is to move; the offerer's own yes or no is no answer.
    #[test]
    fn a_draw_offer_is_answered_by_the_opponent_whoever_is_to_move() {
        let mut session = PlaySession::new(Language::GERMAN);
        // White offers while White is to move; Black's "nein" declines it.
        session.handle_line_from(White, Language::GERMAN, "remis");
        let (events, _) = session.handle_line_from(White, Language::GERMAN, "nein");
        assert!(
            said(&events).contains("Das Remisangebot kam von Ihnen"),
            "{}",
            said(&events)
        );
        let (events, _) = session.handle_line_from(White, Language::GERMAN, "remis ablehnen");
        assert!(
            said(&events).contains("Das Remisangebot kam von Ihnen"),
            "{}",
            said(&events)
        );
        let (events, _) = session.handle_line_from(Black, Language::ENGLISH, "no");
        assert_eq!(
            said_in(&events, Language::ENGLISH),
            "Black declines the draw offer."
        );
        // Black offers after White's move; White's yes is the answer.
        session.handle_line_from(White, Language::GERMAN, "e4");
        session.handle_line_from(Black, Language::SPANISH, "ofrezco tablas");
        let (events, _) = session.handle_line_from(Black, Language::SPANISH, "sí");
        assert!(session.game().result.is_none());
        assert!(
            said_in(&events, Language::SPANISH).contains("suya"),
            "{}",
            said_in(&events, Language::SPANISH)
        );
        session.handle_line_from(White, Language::GERMAN, "ja");
        session.handle_line_from(White, Language::GERMAN, "ja");
        assert_eq!(
            crate::notation::pgn::result_token(session.game().result),
            "1/2-1/2"
        );
    }
}
