//! A game of three-dimensional chess at one keyboard (`ansage play --variant 3d`), by ear
//! and by typing: moves in the seed's notation (Appendix E) or in words, announced in the
//! spirit of Appendix F ("Zug eins, Weiß: Bauer Bella vier auf Neutral"); a move that
//! several legal moves fit is asked back; the questions a player asks about the 3D board
//! (what stands in a column on every level, where pieces of a kind are, who attacks a
//! column, where the decks are and who may move them, the board level by level); take-back,
//! draw offers and claims (9.1–9.3, a claim about an announced move too), resignation, the
//! end of the game (article 5) — judged by the same arbiter as standard chess
//! ([`crate::game::rules::GenericArbiter`] over [`crate::tridim::rules::Meder`]).
//!
//! Like [`super::PlaySession`], it takes lines and returns events; it never touches the
//! terminal.

mod arbiter;
mod questions;

use shakmaty::{Color, Role};

use std::time::Duration;

use super::confirm::{Confirm, YesNo, yes_or_no};
use super::timing::{ClockNews, GameClock, Now, system_now};
use super::{Flow, PlaySession, Seats, Variant};
use crate::commands::words::role_word;
use crate::commands::{Command, SettingChange, parse_command};
use crate::engine::Level as Level3;
use crate::game::clock::TimeControl;
use crate::game::events::ClockReading;
use crate::game::rules::{
    Claim, ClaimVerdict, GameEnd, Mode, OfferVerdict, RulesError, offer_declined,
};
use crate::language::Language;
use crate::phrase::{Join, Phrase, Value, color_key, role_key};
use crate::texts::{Event, LONG_ANSWER, Weight};
use crate::tridim::engine;
use crate::tridim::fen3d::{parse_column, parse_square, write_fen3d};
use crate::tridim::game::Game3;
use crate::tridim::geometry::{Board, Column, Level, Pin, Square3};
use crate::tridim::moves::Move3;
use crate::tridim::notation::{Reading, write_move_as};
use crate::tridim::position::Position3;
use crate::tridim::rules::Arbiter3;
use crate::tridim::rules::Meder;
use crate::tridim::words::{
    announce, announcement, column, file, level, pin, read_said_move, square,
};
use crate::vocabulary::fold;
use crate::words::messages::number_words;
use crate::words::phrases::shown;

/// A game of 3D chess in play: the one session ([`PlaySession`]) over Meder's rules.
pub type ThreeDSession = PlaySession<Meder>;

/// What only a 3D session keeps.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Own3 {
    /// The engine playing one side (a practice game), if any.
    opponent: Option<Opponent3>,
}

impl Variant for Meder {
    type Game = Game3;
    /// The moves a line fitted, asked about.
    type Question = Vec<Move3>;
    /// Nothing kept: "wiederholen" announces the game's last move again from the game
    /// itself ([`ThreeDSession::last_announcement`]).
    type Announced = ();
    type Own = Own3;

    fn moves(game: &Game3) -> Vec<Move3> {
        game.moves.iter().map(|(m, _)| *m).collect()
    }

    fn is_over(game: &Game3) -> bool {
        game.end.is_some()
    }

    fn position_after(game: &Game3, plies: usize) -> Position3 {
        game.position_after(plies)
    }

    fn ply_words(session: &ThreeDSession, index: usize) -> Value {
        let Some((m, _)) = session.game.moves.get(index) else {
            return Value::Verbatim(String::new());
        };
        let before = session.game.position_after(index);
        let number = Phrase::new("move-number")
            .with("number", Value::Spelled(before.fullmoves()))
            .with("side", before.turn());
        Value::from(
            Phrase::new("move-in-list")
                .with("number", number)
                .with("words", announce(&before, m)),
        )
    }

    fn set_moves(session: &mut ThreeDSession, target: &[Move3]) {
        let common = session
            .game
            .moves
            .iter()
            .zip(target)
            .take_while(|((played, _), agreed)| played == *agreed)
            .count();
        // The same moves: the game, its draw offer and its question stay as they are.
        if common == session.game.moves.len() && common == target.len() {
            return;
        }
        session.game.moves.truncate(common);
        session
            .game
            .moves
            .extend(target[common..].iter().map(|m| (*m, false)));
        session.game.end = None;
        session.pending = None;
        session.arbiter = arbiter_of(&session.game, session.arbiter.mode());
        session.sync_record();
    }

    fn moves_with_clocks(session: &ThreeDSession) -> Vec<(Move3, Option<Duration>)> {
        (0..session.game.moves.len())
            .map(|ply| (session.game.moves[ply].0, session.time_after(ply + 1)))
            .collect()
    }

    /// A 3D game has no correction window: the clock is pressed with the move.
    fn close_correction_window(_session: &mut ThreeDSession) {}

    fn clock_changed(session: &mut ThreeDSession) {
        session.log_clock();
    }

    fn clock_news(session: &mut ThreeDSession) -> Vec<Event> {
        session.tick()
    }
}

/// The engine as a practice opponent: the side it plays and its level.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Opponent3 {
    /// The side it plays.
    pub side: Color,
    /// How strong it plays (see [`crate::tridim::engine`]).
    pub level: Level3,
    /// How strong its hints and evaluations are (`[engine] hint_level`, full strength by
    /// default).
    pub hint_level: Level3,
}

impl PlaySession<Meder> {
    /// A new game from the starting position.
    pub fn new_3d(language: Language) -> ThreeDSession {
        ThreeDSession::with_game(Game3::default(), language)
    }

    /// A game that goes on from `game`.
    pub fn with_game(game: Game3, language: Language) -> ThreeDSession {
        let arbiter = arbiter_of(&game, Mode::Casual);
        let position = game.position();
        let mut session = PlaySession {
            position,
            reading: language,
            announce: crate::words::announce::AnnounceOptions::default(),
            read_aloud: true,
            pending: None,
            announcements: Vec::new(),
            arbiter,
            settings: super::MatchSettings::default(),
            clock: GameClock::none(system_now()),
            seats: Seats::new(&game.start, language),
            awaiting: None,
            queued: None,
            log: Vec::new(),
            confirm: None,
            typed_ahead: None,
            browsing: None,
            browsed: false,
            awaiting_at_end: None,
            answered: false,
            engine_gave_up_at: None,
            correction_window: None,
            speaker: None,
            confirm_seat: None,
            own: Own3::default(),
            settlements: 0,
            game,
        };
        session.reseat();
        session
    }

    /// The mover's time left after ply `ply` (from 1), where the clock kept it.
    fn time_after(&self, ply: usize) -> Option<Duration> {
        let reading = self.clock.millis_at_ply(ply)?;
        let before = self.game.position_after(ply - 1);
        Some(Duration::from_millis(match before.turn() {
            Color::White => reading.white_ms,
            Color::Black => reading.black_ms,
        }))
    }

    /// Both clocks as they stand now, for the journal at once: after a change that is no
    /// move (the arbiter's correction, 6.13, 12.9b/c; the clocks stopped or started), so that
    /// `--resume` has it.
    fn log_clock(&mut self) {
        if let Some((clocks, running)) = self.clock.millis_now() {
            self.log
                .push(crate::game::events::GameEvent::ClockSwitched {
                    ply: crate::game::events::Ply::after(self.game.moves.len()),
                    clocks,
                    running,
                });
        }
    }

    /// The announced move waiting for the opponent's repetition (F2.1).
    fn awaited(&self) -> Option<Move3> {
        self.awaiting.map(|ply| self.game.moves[ply - 1].0)
    }

    /// Both players' records and boards from the game: every move stands on both, but the
    /// announced move the opponent has not yet repeated (F2.1) is the mover's only.
    fn reseat(&mut self) {
        let moves = Meder::moves_with_clocks(self);
        self.seats.agree_on(&moves, &self.position);
        if let Some(ply) = self.awaiting {
            let repeater = self.position.turn();
            let before = self.game.position_after(ply - 1);
            let seat = self.seats.seat_mut(repeater);
            seat.record.truncate(ply - 1);
            seat.mirror = before;
        }
    }

    /// F2.1: the opponent repeats every announced move before making their own (the engine
    /// repeats none: its side's repetitions are taken as made).
    pub fn with_repetition(mut self, required: bool) -> ThreeDSession {
        self.settings.repetition_required = required;
        self
    }

    /// "wiederholung an|aus" during the game (F2.1): turned off, a move that waits for its
    /// repetition stands on both boards at once; turned on, the next move waits for it.
    fn set_repetition(&mut self, on: bool) -> Vec<Event> {
        self.settings.repetition_required = on;
        if !on && self.awaiting.take().is_some() {
            self.reseat();
        }
        let id = if on {
            "play-repetition-on"
        } else {
            "play-repetition-off"
        };
        vec![Event::say(Phrase::new(id))]
    }

    /// The announced move that waits for the opponent's repetition (F2.1), if any.
    pub fn awaiting_repetition(&self) -> Option<Move3> {
        self.awaited()
    }

    /// Whether the opponent repeats every announced move (F2.1).
    pub fn repetition_required(&self) -> bool {
        self.settings.repetition_required
    }

    /// A resumed game whose last move was not yet repeated (the journal's last repetition,
    /// `last_repeated`, is of an earlier ply): the repetition is asked for again.
    pub fn resume_repetition(&mut self, last_repeated: Option<usize>) {
        let plies = self.game.moves.len();
        let repeater = self.game.position().turn();
        let waits = self.settings.repetition_required
            && plies > 0
            && last_repeated != Some(plies)
            && self.game.end.is_none()
            && self.own.opponent.is_none_or(|o| o.side != repeater);
        self.awaiting = waits.then_some(plies);
        self.reseat();
    }

    /// The game is played with a clock for `control`, which starts now for the side to move
    /// (6.5), with `alarms`; in tournament mode (`tournament`) a rejected claim costs time
    /// (9.5(b)). A game that goes on from its file has its clocks standing until a move or
    /// "uhr weiter".
    pub fn with_clock(
        mut self,
        control: TimeControl,
        alarms: &[Duration],
        tournament: bool,
        now: Now,
    ) -> ThreeDSession {
        let mode = if tournament {
            Mode::Tournament
        } else {
            Mode::Casual
        };
        self.arbiter = arbiter_of(&self.game, mode);
        self.settings.tournament = tournament;
        self.settings.time = Some(control.clone());
        self.settings.alarms = alarms.to_vec();
        let first = self.game.start.turn();
        self.clock = GameClock::started(control, first, alarms, tournament, now);
        if !self.game.moves.is_empty() {
            let plies = self.game.moves.len();
            self.clock.continue_with(first, &[], None, plies);
        }
        self
    }

    /// A resumed game's clocks: the mover's time after each move, where it was kept, and
    /// both clocks as last kept. They stand until a move or "uhr weiter".
    pub fn continue_clock(
        &mut self,
        left_after: &[Option<Duration>],
        latest: Option<ClockReading>,
    ) {
        let plies = self.game.moves.len();
        self.clock
            .continue_with(self.game.start.turn(), left_after, latest, plies);
    }

    /// A look at the clock while nobody types: alarms, and a fallen flag, which ends the
    /// game (6.9: lost, or drawn when the opponent has only the king left).
    pub fn tick(&mut self) -> Vec<Event> {
        if self.game.end.is_some() {
            return Vec::new();
        }
        let mut events = Vec::new();
        for news in self.clock.news() {
            match news {
                ClockNews::Alarm(alarm) => events.push(Event::Say(Weight::Warning, alarm.phrase())),
                ClockNews::Flag(flag) => {
                    if let Ok(end) = self.arbiter.time_forfeit(flag.color) {
                        self.sync_record();
                        events.push(Event::say(end.phrase()));
                    }
                }
            }
        }
        events
    }

    /// The sides the engine plays: the practice opponent's, if any.
    fn engine_sides(&self) -> shakmaty::ByColor<bool> {
        let mut engine = shakmaty::ByColor::new_with(|_| false);
        if let Some(opponent) = self.own.opponent {
            *engine.get_mut(opponent.side) = true;
        }
        engine
    }

    /// The engine plays `opponent`'s side; hints and evaluations are given then (training).
    pub fn with_opponent(mut self, opponent: Option<Opponent3>) -> ThreeDSession {
        self.own.opponent = opponent;
        for side in Color::ALL {
            *self.settings.engine.get_mut(side) = opponent.is_some_and(|o| o.side == side);
        }
        self
    }

    /// The engine playing a side (a practice game), if one does.
    pub fn opponent(&self) -> Option<Opponent3> {
        self.own.opponent
    }

    /// The language the session speaks.
    pub fn language(&self) -> Language {
        self.reading
    }

    /// An answer to the player's question: a message, or chatter when it is long (as the
    /// player's language words it).
    fn answer(&self, phrase: Phrase) -> Event {
        let weight = if shown(&phrase, self.reading).chars().count() > LONG_ANSWER {
            Weight::Chatter
        } else {
            Weight::Message
        };
        Event::Say(weight, phrase)
    }

    /// The greeting: what game this is, whose move, how to go on.
    pub fn greeting(&self) -> Vec<Event> {
        // A game that goes on is no new one.
        let new = if self.game.moves.is_empty() {
            "yes"
        } else {
            "no"
        };
        vec![Event::Say(
            Weight::Chatter,
            Phrase::new("tridim-greeting")
                .with("new", new)
                .with("side", self.game.position().turn()),
        )]
    }

    /// The prompt: whose move, or that a question waits.
    pub fn prompt(&self) -> String {
        let id = if self.confirm.is_some() {
            "prompt-confirm"
        } else if self.pending.is_some() {
            "tridim-prompt-which"
        } else if self.game.end.is_some() {
            "prompt-over"
        } else if self.awaiting.is_some() {
            "prompt-repeats"
        } else {
            "prompt-turn"
        };
        let phrase = Phrase::new(id).with("side", self.game.position().turn());
        shown(&phrase, self.reading)
    }

    /// Handles one typed or spoken line; a flag that fell before it is said first.
    pub fn handle_line(&mut self, line: &str) -> (Vec<Event>, Flow) {
        // The 3D journal follows the game itself (`ui::three_d_journal`): the game events
        // the shared steps log (a settlement, repetitions) are not read.
        self.log.clear();
        self.answered = false;
        let mut events = self.tick();
        let (more, flow) = self.handle_line_now(line);
        events.extend(more);
        (events, flow)
    }

    /// Handles a line from `seat`'s own device, in a game on two devices (`ansage play
    /// --variant 3d --host`): it acts for that seat only. A move, a claim or a choice
    /// among moves waits for the side to move; a question waits for the player it was
    /// asked of; a take-back withdraws the speaker's own last move only (F2.6).
    pub fn handle_line_from(&mut self, seat: Color, line: &str) -> (Vec<Event>, Flow) {
        self.speaker = Some(seat);
        let done = self.handle_line(line);
        self.speaker = None;
        done
    }

    /// Handles an utterance: of the recogniser's alternatives (most likely first), the first
    /// that ansage understands here (a legal move, or the repetition of the announced one; a
    /// command; a question about the board; the answer to a question) is taken, else the most
    /// likely one, whose refusal says what was heard. Vosk's first guess for "Springer Cäsar
    /// drei auf Weiß" is often a word off; a later alternative is the move.
    pub fn handle_heard(&mut self, alternatives: &[String]) -> (Vec<Event>, Flow) {
        let line = self.heard_line(alternatives);
        self.handle_line(&line)
    }

    /// [`ThreeDSession::handle_heard`] for `seat`'s own device, in a game on two devices.
    pub fn handle_heard_from(
        &mut self,
        seat: Color,
        alternatives: &[String],
    ) -> (Vec<Event>, Flow) {
        let line = self.heard_line(alternatives);
        self.handle_line_from(seat, &line)
    }

    /// The alternative of an utterance that is understood here, else the most likely one.
    pub fn heard_line(&self, alternatives: &[String]) -> String {
        alternatives
            .iter()
            .find(|line| self.understands(line))
            .or(alternatives.first())
            .cloned()
            .unwrap_or_default()
    }

    /// Whether `line` means something now, without acting on it.
    fn understands(&self, line: &str) -> bool {
        let line = line.trim();
        let asked = self.confirm.is_some() || self.arbiter.pending_offer().is_some();
        if asked && yes_or_no(line) != YesNo::Neither {
            return true;
        }
        if self.pending.is_some() && choice_number(line).is_some() {
            return true;
        }
        if matches!(parse_command(line, self.reading), Some(Ok(_)))
            || self.three_d_query(line).is_some()
        {
            return true;
        }
        // The announced move's repetition is read in the position before it (F2.1).
        let position = match self.awaiting {
            Some(ply) => self.game.position_after(ply - 1),
            None => self.game.position(),
        };
        !matches!(read_said_move(&position, line), Reading::Nothing)
    }

    /// Whose device the yes-or-no question waits for, in a game on two devices.
    pub fn question_for(&self) -> Option<Color> {
        self.confirm
            .as_ref()
            .map(|_| self.confirm_seat.unwrap_or(self.game.position().turn()))
    }

    /// The last move's announcement, made again from the game: for "wiederholen" and a
    /// device that shows it. After a take-back it is the move that now stands last; in a
    /// resumed game, the last move played before. None before the first move.
    pub fn last_announcement(&self) -> Option<Event> {
        let ply = self.game.moves.len().checked_sub(1)?;
        let before = self.game.position_after(ply);
        let (m, _) = self.game.moves[ply];
        Some(Event::Say(
            Weight::Announcement,
            announcement(&before, &m, self.reading, self.game.pawn_captures),
        ))
    }

    /// The clocks stand while a device is away or not yet there (6.13: an interruption);
    /// says so, when a clock ran.
    pub fn stand_clocks(&mut self) -> Option<Phrase> {
        let running = self.clock.is_set() && !self.clock.is_paused() && self.game.end.is_none();
        running.then(|| self.clock.pause())
    }

    /// The clocks run again once both players are there; says so, when they stood.
    pub fn restart_clocks(&mut self) -> Option<Phrase> {
        let standing = self.clock.is_set() && self.clock.is_paused() && self.game.end.is_none();
        standing.then(|| self.clock.resume())
    }

    /// What a line from `seat`'s device may not do, said: a move or a claim when the other
    /// side is to move, a take-back of the other player's move.
    fn refusal_for(&self, seat: Color, line: &str) -> Option<Vec<Event>> {
        // After the end a move is answered with the end, whoever types it; a take-back is
        // still the speaker's own only.
        let over = self.game.end.is_some();
        let turn = self.game.position().turn();
        // The answer to a draw offer, whoever is to move (9.1).
        if self.arbiter.pending_offer().is_some() && yes_or_no(line) != YesNo::Neither {
            return None;
        }
        // While an announced move waits for its repetition, the mover waits for it (F2.1).
        let waits_for = if self.awaiting.is_some() {
            "relay-wait-repetition"
        } else {
            "relay-not-your-turn"
        };
        let not_your_turn = || vec![Event::say(Phrase::new(waits_for).with("side", turn))];
        match parse_command(line, self.reading) {
            // F2.6: a player takes back their own move only.
            Some(Ok(Command::Undo)) => {
                let last_mover = self.game.moves.len().checked_sub(1).map(|_| !turn)?;
                (last_mover != seat).then(|| {
                    vec![Event::say(
                        Phrase::new("relay-undo-own-only").with("side", last_mover),
                    )]
                })
            }
            // 9.2, 9.3: the player to move claims.
            Some(Ok(Command::ClaimDraw(_) | Command::ClaimDrawWith { .. })) => {
                (!over && turn != seat).then(not_your_turn)
            }

            Some(_) => None,
            // A question about the board is answered whoever asks.
            None if self.three_d_query(line).is_some() => None,
            None if !over && turn != seat => Some(not_your_turn()),
            None => None,
        }
    }

    fn handle_line_now(&mut self, line: &str) -> (Vec<Event>, Flow) {
        let line = line.trim();
        // A question is answered by the player it was asked of (a game on two devices:
        // never by the other's device).
        // A question asked of nobody in particular (F2.8's proposal, which both players
        // agree to) is answered from either device.
        if self.confirm.is_some()
            && (self.speaker.is_none()
                || self.confirm_seat.is_none()
                || self.speaker == self.confirm_seat)
        {
            let confirm = self.confirm.take().expect("a question");
            self.answered = yes_or_no(line) != YesNo::Neither;
            return self.answer_confirmation(confirm, line);
        }
        if let Some(refusal) = self.speaker.and_then(|seat| self.refusal_for(seat, line)) {
            return (refusal, Flow::Continue);
        }
        let to_move = self.game.position().turn();
        if self.pending.is_some() && self.speaker.is_none_or(|seat| seat == to_move) {
            let plies = self.game.moves.len();
            if let Some(events) = self.choose_candidate(line) {
                // Answered when a move was chosen (not when the question was dropped).
                self.answered = self.game.moves.len() > plies;
                return (events, Flow::Continue);
            }
        }
        // A standing draw offer is answered with ja or nein (9.1).
        if self.arbiter.pending_offer().is_some() && self.game.end.is_none() {
            let answer = match yes_or_no(line) {
                YesNo::Yes => self.command(Command::AcceptDraw, line),
                YesNo::No => self.command(Command::DeclineDraw, line),
                YesNo::Neither => None,
            };
            if let Some(done) = answer {
                self.answered = true;
                return done;
            }
        }
        if let Some(events) = self.three_d_query(line) {
            return (events, Flow::Continue);
        }
        if let Some(events) = self.board_report(line, false) {
            return (events, Flow::Continue);
        }
        if let Some(Ok(command)) = parse_command(line, self.reading) {
            if let Some(done) = self.command(command, line) {
                return done;
            }
        }
        (self.try_move(line), Flow::Continue)
    }

    /// The engine's move, when it plays the side to move, the game goes on and no question
    /// waits. `seed` is a xorshift state for the weakened levels' random moves.
    pub fn opponent_move(&mut self, seed: &mut u64) -> Vec<Event> {
        let Some(opponent) = self.own.opponent else {
            return Vec::new();
        };
        let position = self.game.position();
        if self.game.end.is_some()
            || position.turn() != opponent.side
            || self.confirm.is_some()
            || self.pending.is_some()
        {
            return Vec::new();
        }
        match engine::choose_move(&position, opponent.level, &self.history(), seed) {
            Some(m) => self.play(m, false),
            None => Vec::new(),
        }
    }

    /// The keys of the positions before the one now, for the engine's repetition test.
    fn history(&self) -> Vec<u64> {
        let mut position = self.game.start.clone();
        let mut keys = Vec::with_capacity(self.game.moves.len());
        for (m, _) in &self.game.moves {
            keys.push(engine::position_hash(&position));
            position = position.play_unchecked(m);
        }
        keys
    }

    /// "tipp" and "bewertung": the engine's best move for the side to move, or who stands
    /// better; given in a practice game against the engine, as in flat chess (training).
    fn advice(&self, hint: bool) -> Vec<Event> {
        let Some(opponent) = self.own.opponent else {
            return vec![Event::say(Phrase::new("tridim-no-engine-help"))];
        };
        let position = self.game.position();
        if hint {
            if let Some(end) = self.game.end {
                return vec![Event::say(
                    Phrase::new("tridim-game-over").with("end", end.phrase()),
                )];
            }
        }
        let limits = engine::strength_of(opponent.hint_level).limits;
        let found = engine::search(&position, limits, &self.history());
        if !hint {
            let score = engine::score_for_white(&found, &position);
            return vec![Event::say(crate::engine::words::evaluation_phrase(score))];
        }
        match found.best {
            Some(m) => vec![Event::say(
                Phrase::new("tridim-hint")
                    .with("words", announce(&position, &m))
                    .with(
                        "notation",
                        write_move_as(&position, &m, self.reading, self.game.pawn_captures),
                    ),
            )],
            None => vec![Event::say(Phrase::new("tridim-no-moves-yet"))],
        }
    }

    /// A line read as a move (notation, or words).
    fn try_move(&mut self, line: &str) -> Vec<Event> {
        if line.is_empty() {
            return Vec::new();
        }
        if let Some(end) = self.game.end {
            return vec![Event::say(
                Phrase::new("tridim-game-over").with("end", end.phrase()),
            )];
        }
        if let Some(announced) = self.awaited() {
            return self.repeat(announced, line);
        }
        let position = self.game.position();
        match read_said_move(&position, line) {
            Reading::Move(m) => self.play(m, offer_in(line)),
            Reading::Candidates(candidates) => self.ask(candidates),
            Reading::Nothing => vec![Event::say(Phrase::new("tridim-no-move").with("line", line))],
        }
    }

    /// F2.1: the opponent's repetition of the announced move, checked against it in the
    /// position before it: the same move (in notation or in words) confirms it; the
    /// repeater's own move waits until the repetition is made; anything else is told apart.
    fn repeat(&mut self, announced: Move3, line: &str) -> Vec<Event> {
        let before = self.game.position_after(self.game.moves.len() - 1);
        let words = announce(&before, &announced);
        let fits = match read_said_move(&before, line) {
            Reading::Move(m) => m == announced,
            // "Sc3" where two knights reach c3 on different levels: the piece and the
            // column are right.
            Reading::Candidates(moves) => {
                let (_, to) = announced.ends(before.turn());
                moves.contains(&announced)
                    && moves.iter().all(|m| {
                        let (_, other) = m.ends(before.turn());
                        other.get(..2) == to.get(..2)
                    })
            }
            Reading::Nothing => false,
        };
        if fits {
            self.awaiting = None;
            let time = self.time_after(self.game.moves.len());
            self.seats.write(!before.turn(), &before, announced, time);
            return vec![Event::say(Phrase::new("repeated").with("words", words))];
        }
        let own = !matches!(
            read_said_move(&self.game.position(), line),
            Reading::Nothing
        );
        let id = if own {
            "tridim-repeat-first"
        } else {
            "tridim-repeat-wrong"
        };
        vec![Event::say(Phrase::new(id).with("words", words))]
    }

    /// Plays a legal move and announces it, with what the arbiter finds: a draw offer it
    /// declined or carries, the end of the game, or what the next player may claim.
    fn play(&mut self, m: Move3, offer: bool) -> Vec<Event> {
        let position = self.game.position();
        let side = position.turn();
        let report = match self.arbiter.play(m) {
            Ok(report) => report,
            // 9.5(b): after a rejected claim the announced move must be played.
            Err(RulesError::AnnouncedMove { announced }) => {
                return vec![Event::say(
                    Phrase::new("tridim-announced-move-due")
                        .with("words", announce(&position, &announced))
                        .with("notation", self.notation(&position, &announced)),
                )];
            }
            Err(error) => return vec![Event::say(error.phrase())],
        };
        let announcement = Event::Say(
            Weight::Announcement,
            announcement(&position, &m, self.reading, self.game.pawn_captures),
        );
        self.game.moves.push((m, false));
        self.pending = None;
        // The move is complete: the mover's clock stops, the opponent's runs (6.2); a move
        // while the clocks stand starts them again.
        let mut clock_said = None;
        if self.clock.is_paused() {
            clock_said = Some(self.clock.resume());
        }
        let _ = self.clock.press();
        // E15: a draw offered with the move is written with it (the move declined the
        // opponent's offer first, so this one stands).
        if offer && report.end.is_none() {
            let _ = self.arbiter.offer_draw(side);
        }
        self.sync_record();
        let mut events = vec![announcement];
        events.extend(clock_said.map(Event::say));
        // F2.1: the opponent repeats it before their own move (the engine needs not).
        let repeater = !side;
        self.awaiting = (self.settings.repetition_required
            && report.end.is_none()
            && self.own.opponent.is_none_or(|o| o.side != repeater))
        .then_some(self.game.moves.len());
        // The mover writes it and plays it on their boards; the opponent too, unless they
        // repeat it first.
        let time = self.time_after(self.game.moves.len());
        self.seats.write(side, &position, m, time);
        if self.awaiting.is_none() {
            self.seats.write(repeater, &position, m, time);
        }
        let after = self.game.position();
        if let Some(pending) = after.pending_promotion() {
            events.push(Event::say(
                Phrase::new("tridim-pending-uncovered").with("square", square(pending)),
            ));
        }
        if let Some(by) = report.declined_offer {
            events.push(Event::say(
                Phrase::new("game-moved-declining").with("side", !by),
            ));
        }
        if let Some(end) = report.end {
            events.push(Event::say(end.phrase()));
        } else if offer || report.draw_offer {
            events.push(draw_offered(side));
        } else if let Some(claims) = report.may_claim(after.turn()) {
            events.push(Event::say(claims));
        }
        events
    }

    /// `m` in the record's notation, in the player's language.
    fn notation(&self, position: &Position3, m: &Move3) -> String {
        write_move_as(position, m, self.reading, self.game.pawn_captures)
    }

    /// The record follows the arbiter: the (=) with each move (9.1, E15) and the end; at
    /// the end the clock stops for good.
    fn sync_record(&mut self) {
        for (ply, (_, offer)) in self.game.moves.iter_mut().enumerate() {
            *offer = self.arbiter.draw_offered_with(ply);
        }
        self.game.end = self.arbiter.end();
        self.position = self.game.position();
        if self.game.end.is_some() {
            self.clock.stop();
            // After the end no repetition waits: the move stands on both boards.
            if self.awaiting.take().is_some() {
                self.reseat();
            }
        }
    }

    /// Several legal moves fit: each is named, numbered.
    fn ask(&mut self, candidates: Vec<Move3>) -> Vec<Event> {
        let position = self.game.position();
        let named: Vec<Value> = candidates
            .iter()
            .take(9)
            .zip(1u32..)
            .map(|(m, number)| {
                Value::from(
                    Phrase::new("tridim-candidate")
                        .with("number", Value::Spelled(number))
                        .with("words", announce(&position, m))
                        .with(
                            "notation",
                            write_move_as(&position, m, self.reading, self.game.pawn_captures),
                        ),
                )
            })
            .collect();
        self.pending = Some(candidates);
        vec![Event::say(
            Phrase::new("tridim-which-move").with("moves", Value::List(Join::Semicolon, named)),
        )]
    }

    /// The answer to "welcher Zug": a number, or a line that fits one of them; `None` for an
    /// unrelated line (the question is dropped and said so).
    fn choose_candidate(&mut self, line: &str) -> Option<Vec<Event>> {
        let ordinal = choice_number(line);
        if let Some(index) = ordinal {
            if let Some(&m) = self.pending.as_ref().and_then(|c| c.get(index)) {
                return Some(self.play(m, false));
            }
        }
        let position = self.game.position();
        let reading = read_said_move(&position, line);
        let fits: Vec<Move3> = match reading {
            Reading::Move(m) => vec![m],
            Reading::Candidates(c) => c,
            Reading::Nothing => Vec::new(),
        };
        let among: Vec<Move3> = fits
            .iter()
            .copied()
            .filter(|m| self.pending.as_ref().is_some_and(|c| c.contains(m)))
            .collect();
        match among.as_slice() {
            [one] => Some(self.play(*one, false)),
            [] => {
                self.pending = None;
                let mut events = vec![Event::say(Phrase::new("tridim-move-question-dropped"))];
                if !fits.is_empty() {
                    events.extend(self.try_move(line));
                    return Some(events);
                }
                // The line is handled as usual after the question is dropped.
                let (more, _) = self.handle_line(line);
                events.extend(more);
                Some(events)
            }
            _ => Some(self.ask(among)),
        }
    }

    fn answer_confirmation(&mut self, confirm: Confirm<Meder>, line: &str) -> (Vec<Event>, Flow) {
        let answer = yes_or_no(line);
        let yes = answer == YesNo::Yes;
        if answer == YesNo::Neither {
            // Anything else drops the question and is handled as usual.
            let mut events = vec![Event::say(Phrase::new("tridim-question-dropped"))];
            let (more, flow) = self.handle_line(line);
            events.extend(more);
            return (events, flow);
        }
        // The player asked: at one keyboard, the side to move.
        let side = self
            .confirm_seat
            .take()
            .unwrap_or(self.game.position().turn());
        match (confirm, yes) {
            (Confirm::Resign, true) => {
                let said = self.arbiter.resign(side).map(|end| end.phrase());
                self.sync_record();
                (vec![said_or_refused(said)], Flow::Continue)
            }
            (Confirm::AcceptDraw, true) => {
                // The answer comes from the player who did not offer.
                let by = self
                    .arbiter
                    .pending_offer()
                    .map_or(side, |offerer| !offerer);
                let said = self.arbiter.accept_draw(by).map(|end| end.phrase());
                self.sync_record();
                (vec![said_or_refused(said)], Flow::Continue)
            }
            (Confirm::Quit, true) => (Vec::new(), Flow::Quit),
            // F2.8: both players agree to take the moves back to where the records agree.
            (proposal @ Confirm::RollBack { .. }, true) => {
                (self.roll_back_agreed(proposal), Flow::Continue)
            }
            (Confirm::RollBack { .. }, false) => (
                vec![Event::say(
                    Phrase::new("play-no-roll-back").with("side", self.position.turn()),
                )],
                Flow::Continue,
            ),
            // A 3D game asks neither (take-backs go one move at a time; nothing is typed
            // ahead of an engine): nothing is done.
            (Confirm::TakeBack(_) | Confirm::TypedAhead { .. }, true) => {
                (Vec::new(), Flow::Continue)
            }
            (_, false) => (
                vec![Event::say(Phrase::new("tridim-goes-on"))],
                Flow::Continue,
            ),
        }
    }

    /// The commands that work as in flat chess.
    fn command(&mut self, command: Command, line_said: &str) -> Option<(Vec<Event>, Flow)> {
        let position = self.game.position();
        let side = position.turn();
        // Who speaks: the device's seat in a game on two devices, else the side to move.
        let speaker = self.speaker.unwrap_or(side);
        // One question at a time: while the other player answers theirs, one that would ask
        // this player waits (found by the simulated players on two devices).
        let asks = matches!(
            command,
            Command::Resign | Command::AcceptDraw | Command::Quit
        );
        if let (true, Some(seat), Some(asked)) = (asks, self.speaker, self.question_for()) {
            if asked != seat {
                let wait = Phrase::new("tridim-other-answers-first").with("side", asked);
                return Some((vec![Event::say(wait)], Flow::Continue));
            }
        }
        let done = |events: Vec<Event>| Some((events, Flow::Continue));
        match command {
            Command::Quit if self.game.end.is_none() && !self.game.moves.is_empty() => {
                self.confirm = Some(Confirm::Quit);
                self.confirm_seat = self.speaker;
                done(vec![Event::say(Phrase::new("tridim-really-quit"))])
            }
            Command::Quit | Command::Adjourn => Some((Vec::new(), Flow::Quit)),
            Command::Save(path) => Some((Vec::new(), Flow::Save(path))),
            // The relay's, at the host's program.
            Command::NewPairingCode => Some((Vec::new(), Flow::NewPairingCode)),
            Command::RelayStatus => Some((Vec::new(), Flow::RelayStatus)),
            Command::Help(_) => done(help()),
            Command::Undo => done(self.take_back()),
            Command::Resign if self.game.end.is_none() => {
                self.confirm = Some(Confirm::Resign);
                self.confirm_seat = self.speaker;
                done(vec![Event::say(
                    Phrase::new("tridim-really-resign").with("side", speaker),
                )])
            }
            Command::OfferDraw if self.game.end.is_none() => {
                let verdict = self.arbiter.offer_draw(speaker);
                self.sync_record();
                done(vec![match verdict {
                    Ok(OfferVerdict::Pending { by }) => draw_offered(by),
                    Ok(OfferVerdict::Agreed(end)) => Event::say(end.phrase()),
                    Err(error) => Event::say(error.phrase()),
                }])
            }
            Command::AcceptDraw
                if self.arbiter.pending_offer().is_some() && self.game.end.is_none() =>
            {
                self.confirm = Some(Confirm::AcceptDraw);
                self.confirm_seat = self.speaker;
                done(vec![Event::say(Phrase::new("tridim-really-accept-draw"))])
            }
            Command::DeclineDraw if self.arbiter.pending_offer().is_some() => {
                let by = self.speaker.unwrap_or_else(|| {
                    self.arbiter
                        .pending_offer()
                        .map_or(side, |offerer| !offerer)
                });
                let declined = self.arbiter.decline_draw(by);
                done(vec![match declined {
                    Ok(()) => Event::say(offer_declined(by)),
                    Err(error) => Event::say(error.phrase()),
                }])
            }
            Command::ClaimDraw(kind) if self.game.end.is_none() => done(self.claim(kind, None)),
            Command::ClaimDrawWith { claim, announced } if self.game.end.is_none() => {
                done(self.claim_in_advance(claim, &announced))
            }
            Command::Scoresheet => done(vec![self.scoresheet()]),
            Command::ReadBoard => done(vec![self.answer(self.board_phrase())]),
            Command::Turn => done(vec![Event::say(
                Phrase::new("tridim-turn").with("side", side),
            )]),
            Command::Repeat(_) => {
                done(vec![self.last_announcement().unwrap_or_else(|| {
                    Event::say(Phrase::new("tridim-no-moves-yet"))
                })])
            }
            Command::Fen => done(vec![Event::Shown(write_fen3d(&position))]),
            // The clock's commands, as in a game of chess.
            command @ (Command::Clock
            | Command::PauseClock
            | Command::ResumeClock
            | Command::AdjustClock { .. }
            | Command::SetClock { .. }) => done(self.clock_command(&command).unwrap_or_default()),
            Command::Hint => done(self.advice(true)),
            Command::Evaluation => done(self.advice(false)),
            // "brett": the 3D board drawn in text once (for low vision); "brett an" and
            // "brett aus": after every move or not, the front end's setting as in chess.
            Command::Setting(SettingChange::Board(None)) => done(self.board_drawn()),
            Command::Setting(change @ SettingChange::Board(Some(_))) => {
                Some((Vec::new(), Flow::Setting(change)))
            }
            // A 3D move is announced whole, in the words of the game's language (Meder's
            // seed; F1.2's spelling alphabet): the announcement's style is chess's only.
            Command::Setting(
                SettingChange::Style(_) | SettingChange::SayPawn(_) | SettingChange::Words(_),
            ) => done(vec![Event::say(Phrase::new("tridim-announcement-whole"))]),
            // "vorlesen aus": the move list is shown, not spoken.
            Command::Setting(SettingChange::ReadAloud(on)) => {
                self.read_aloud = on;
                Some((Vec::new(), Flow::Setting(SettingChange::ReadAloud(on))))
            }
            Command::Setting(SettingChange::Repetition(on)) => {
                let events = self.set_repetition(on);
                Some((events, Flow::Setting(SettingChange::Repetition(on))))
            }
            // The voice, "einstellungen", "einstellungen speichern": the front end's.
            Command::Setting(change) => Some((Vec::new(), Flow::Setting(change))),
            Command::MicrophoneTest => Some((Vec::new(), Flow::MicrophoneTest)),
            // F2.7, F2.8: both records and both players' boards compared and settled.
            Command::Reconcile => done(self.reconcile_now(Vec::new())),
            // A whole board: a 3D board is reported square by square.
            Command::BoardPlacement { .. } => done(vec![Event::say(Phrase::new(
                "tridim-arbiter-square-by-square",
            ))]),
            Command::RecordEntry {
                seat,
                number,
                side,
                text,
            } => done(self.record_entry(seat, number, side, &text)),
            // 12.9: a result and a warning are the arbiter's, at the arbiter's device.
            Command::ArbiterResult(_) | Command::ArbiterWarning(_) => {
                done(vec![Event::say(Phrase::new("play-arbiter-only"))])
            }
            // The questions of any game, in the words of chess's answers.
            Command::LastMoves(count) => {
                let write = |position: &Position3, m: &Move3| self.notation(position, m);
                let said = questions::last_moves(&self.game, count, &write);
                done(said.into_iter().map(|phrase| self.answer(phrase)).collect())
            }
            Command::LastMoveOf(owner) => {
                let write = |position: &Position3, m: &Move3| self.notation(position, m);
                done(vec![self.answer(questions::last_move_of(
                    &self.game, owner, speaker, &write,
                ))])
            }
            Command::MoveNumber => done(vec![self.answer(questions::move_number(&self.game))]),
            Command::Captured => done(
                questions::captured(&self.game)
                    .into_iter()
                    .map(|phrase| self.answer(phrase))
                    .collect(),
            ),
            Command::LastCapture => {
                let write = |position: &Position3, m: &Move3| self.notation(position, m);
                let said = questions::last_capture(&self.game, &write);
                done(said.into_iter().map(|phrase| self.answer(phrase)).collect())
            }
            Command::InCheck(owner) => done(vec![
                self.answer(questions::in_check(&position, owner, speaker)),
            ]),
            Command::Material => done(vec![self.answer(questions::material(&position))]),
            Command::Hanging(owner) => done(
                questions::hanging(&position, owner, speaker)
                    .into_iter()
                    .map(|phrase| self.answer(phrase))
                    .collect(),
            ),
            Command::AllMoves(owner) => done(
                questions::all_moves(&position, owner, speaker)
                    .into_iter()
                    .map(|phrase| self.answer(phrase))
                    .collect(),
            ),
            Command::Opponent => {
                // Against the practice opponent, the player asks of the engine's side.
                let asking = match self.own.opponent {
                    Some(opponent) => self.speaker.unwrap_or(!opponent.side),
                    None => speaker,
                };
                let engine = self.engine_sides();
                done(vec![
                    self.answer(questions::opponent(&self.game, asking, engine)),
                ])
            }
            Command::Info => {
                let clock = self.clock.is_set().then(|| self.clock.describe());
                let said = questions::info(&self.game, self.engine_sides(), clock);
                done(said.into_iter().map(|phrase| self.answer(phrase)).collect())
            }
            // 9.1: no offer stands to accept or decline.
            Command::AcceptDraw | Command::DeclineDraw => {
                let error = if self.game.end.is_some() {
                    RulesError::<Move3>::GameOver
                } else {
                    RulesError::NoOffer
                };
                done(vec![Event::say(error.phrase())])
            }
            // What chess has and a 3D game does not (yet): said so, not refused as a move.
            Command::Browse(_)
            | Command::PlayBest
            | Command::Review
            | Command::Castling(_)
            | Command::PieceAttackers { .. }
            | Command::PieceDefenders { .. } => done(vec![Event::say(
                Phrase::new("tridim-not-in-3d").with("line", line_said.trim()),
            )]),
            _ => None,
        }
    }

    /// The 3D board drawn in text as the speaker sits, shown, not spoken, with a sentence
    /// that says what was drawn and how to hear it ("brett").
    fn board_drawn(&self) -> Vec<Event> {
        let seat = self.board_seat();
        let mut events = self.board_lines(seat);
        events.push(Event::say(
            Phrase::new("tridim-board-drawn").with("side", seat),
        ));
        events
    }

    /// Whose side is at the bottom of the board drawn: the speaker's, or the player's
    /// against the engine; White's at one keyboard.
    fn board_seat(&self) -> Color {
        self.speaker
            .or(self.own.opponent.map(|o| !o.side))
            .unwrap_or(Color::White)
    }

    /// The 3D board drawn in text as `seat` sits (that side at the bottom), the last move
    /// and a king in check marked; shown only (after every move with "brett an").
    pub fn board_lines(&self, seat: Color) -> Vec<Event> {
        let position = self.game.position();
        let plies = self.game.moves.len();
        let last: Vec<String> = plies
            .checked_sub(1)
            .map(|ply| {
                let (from, to) = self.game.moves[ply]
                    .0
                    .ends(self.game.position_after(ply).turn());
                vec![from, to]
            })
            .unwrap_or_default();
        let check = [Color::White, Color::Black]
            .into_iter()
            .find(|&c| position.in_check(c))
            .and_then(|c| position.king(c))
            .map(|king| king.to_string());
        crate::tridim::board_text::board_lines_in(
            &position,
            self.reading,
            seat == Color::White,
            &last,
            check.as_deref(),
        )
        .into_iter()
        .map(Event::Shown)
        .collect()
    }

    /// "zurück": the last move taken back.
    fn take_back(&mut self) -> Vec<Event> {
        // Against the engine the player's own last move goes, and the engine's answer with
        // it: the player is to move again (else the engine would answer the same at once).
        let engine_answered = self
            .own
            .opponent
            .is_some_and(|o| self.game.moves.len() >= 2 && self.game.position().turn() != o.side);
        // Every move passes the turn, so the mover of each ply follows from the start.
        let first_mover = self.game.start.turn();
        let players_moves = match self.own.opponent {
            Some(o) => (0..self.game.moves.len())
                .filter(|ply| (ply % 2 == 0) == (first_mover != o.side))
                .count(),
            None => self.game.moves.len(),
        };
        if players_moves == 0 {
            return vec![Event::say(Phrase::new("tridim-nothing-to-take-back"))];
        }
        let before = self.game.position_after(self.game.moves.len() - 1);
        let (m, _) = self.game.moves.pop().expect("a move");
        self.game.end = None;
        self.pending = None;
        self.awaiting = None;
        if !engine_answered {
            self.arbiter = arbiter_of(&self.game, self.arbiter.mode());
            let _ = self.clock.restore(self.game.moves.len());
            self.sync_record();
            self.reseat();
            return vec![Event::say(
                Phrase::new("tridim-taken-back")
                    .with("words", announce(&before, &m))
                    .with("side", before.turn()),
            )];
        }
        let first = self.game.position_after(self.game.moves.len() - 1);
        let (own, _) = self.game.moves.pop().expect("the player's move");
        self.arbiter = arbiter_of(&self.game, self.arbiter.mode());
        let _ = self.clock.restore(self.game.moves.len());
        self.sync_record();
        self.reseat();
        vec![Event::say(
            Phrase::new("tridim-taken-back-two")
                .with("answer", announce(&before, &m))
                .with("words", announce(&first, &own))
                .with("side", first.turn()),
        )]
    }

    /// A draw claim of the player to move (9.2, 9.3), about the board or, with `announced`,
    /// about the position after that move: granted, or said why not and what follows (the
    /// claim stands as a draw offer, 9.1(c); the announced move must be played, 9.5(b)).
    fn claim(&mut self, kind: Option<Claim>, announced: Option<Move3>) -> Vec<Event> {
        let claim = kind
            .or_else(|| self.arbiter.claimable(announced).first().copied())
            .unwrap_or(Claim::Repetition);
        let verdict = self.arbiter.claim_draw(claim, announced);
        self.sync_record();
        let position = self.game.position();
        vec![match verdict {
            Ok(ClaimVerdict::Granted(granted)) => Event::say(granted.phrase()),
            Ok(ClaimVerdict::Rejected(rejected)) => {
                let mut said = vec![rejected.phrase()];
                // 9.5(b) in tournament mode: three minutes for the opponent, and the
                // claimant's time cut.
                if let Some(bonus) = rejected.opponent_bonus {
                    said.extend(self.clock.add_penalty_time(bonus.color, bonus.add));
                }
                if let Some(penalty) = rejected.claimant_penalty {
                    said.extend(
                        self.clock
                            .cut_to(penalty.color, |left| penalty.remaining_after(left)),
                    );
                }
                Event::say(Phrase::joined(Join::Sentences, said))
            }
            Err(RulesError::AnnouncedMove { announced }) => Event::say(
                Phrase::new("tridim-announced-move-due")
                    .with("words", announce(&position, &announced))
                    .with("notation", self.notation(&position, &announced)),
            ),
            Err(error) => Event::say(error.phrase()),
        }]
    }

    /// "remis beantragen mit Kc8S": the claim about the announced move (9.2(a), 9.3(a)). A
    /// move that is not understood, or fits several, makes no claim: the player is told why.
    fn claim_in_advance(&mut self, kind: Option<Claim>, announced: &str) -> Vec<Event> {
        let position = self.game.position();
        let not_made = |why: Phrase| {
            vec![Event::say(Phrase::joined(
                Join::Sentences,
                vec![why, Phrase::new("game-claim-not-made")],
            ))]
        };
        match read_said_move(&position, announced) {
            Reading::Move(m) => self.claim(kind, Some(m)),
            Reading::Candidates(candidates) => {
                let named = candidates
                    .iter()
                    .take(9)
                    .map(|m| Value::from(announce(&position, m)))
                    .collect();
                not_made(
                    Phrase::new("tridim-claim-move-unclear")
                        .with("moves", Value::List(Join::Or, named)),
                )
            }
            Reading::Nothing => not_made(Phrase::new("tridim-no-move").with("line", announced)),
        }
    }

    /// The game in the words of Appendix F, spoken at its end (F2.5's record for the ear:
    /// "Die Partie in Worten: Zug eins, Weiß, Bauer Bella vier auf Neutral. …"), not shown;
    /// `None` when lists are only shown ("vorlesen aus") or no move was played.
    pub fn spoken_scoresheet(&self) -> Option<Event> {
        if !self.read_aloud || self.game.moves.is_empty() {
            return None;
        }
        Some(Event::SpokenOnly(
            Phrase::new("tridim-game-in-words").with("words", self.moves_in_words()),
        ))
    }

    /// Every move of the game in words, with its number and side.
    fn moves_in_words(&self) -> Value {
        let mut spoken = Vec::new();
        let mut pos = self.game.start.clone();
        for (m, _) in &self.game.moves {
            // "Zug eins, Weiß", as a game of chess's list says it.
            let number = Phrase::new("move-number")
                .with("number", Value::Spelled(pos.fullmoves()))
                .with("side", pos.turn());
            spoken.push(Value::from(
                Phrase::new("tridim-scoresheet-move")
                    .with("number", number)
                    .with("words", announce(&pos, m)),
            ));
            pos = pos.play_unchecked(m);
        }
        Value::List(Join::Sentences, spoken)
    }

    /// "züge": the moves in notation, spoken in words.
    fn scoresheet(&self) -> Event {
        if self.game.moves.is_empty() {
            return Event::say(Phrase::new("tridim-no-moves-yet"));
        }
        Event::Say(
            self.list_weight(),
            Phrase::new("tridim-scoresheet")
                .with("moves", self.game.movetext(self.reading))
                .with("words", self.moves_in_words()),
        )
    }

    /// The board read level by level, from the bottom: "Brett Weiß: weißer Springer Anna
    /// eins, …. Damen-Pin eins, weißes Deck: …".
    pub fn board_phrase(&self) -> Phrase {
        self.board_phrase_of(&self.game.position())
    }

    /// A board read level by level, as [`ThreeDSession::board_phrase`] reads the game's.
    pub fn board_phrase_of(&self, position: &Position3) -> Phrase {
        board_read_aloud(position)
    }

    /// The questions about the 3D board; `None` for a line that is none of them.
    /// "auf c3N steht bei mir ein Springer", "bei mir ist b2W leer", "my c3N has a white
    /// knight": the player's physical board differs from the game on one square (F2.7).
    /// The answer names exactly what to do on their board to set it right (squares with
    /// their level), or says that it agrees. The report is read as in chess, the 3D square
    /// (with its level, in notation) standing where a chess square would.
    fn board_report(&mut self, line: &str, for_arbiter: bool) -> Option<Vec<Event>> {
        let words: Vec<&str> = line.split_whitespace().collect();
        let (at, square) = words.iter().enumerate().find_map(|(at, word)| {
            let bare = word.trim_matches(|c: char| !c.is_alphanumeric());
            Some((at, parse_square(bare)?))
        })?;
        let mut standing_in = words.clone();
        standing_in[at] = "e4";
        let Some(Ok(Command::BoardReport { piece, seat, .. })) =
            parse_command(&standing_in.join(" "), self.reading)
        else {
            return None;
        };
        // At the arbiter's device the report names whose board it is ("weiß: …").
        if for_arbiter && seat.is_none() {
            return Some(vec![Event::say(Phrase::new(
                "tridim-arbiter-name-the-seat",
            ))]);
        }
        // The speaker's own boards, as ansage believes them to be: while they repeat, they
        // stand before the announced move (F2.1).
        let speaker = seat.or(self.speaker).unwrap_or(self.position.turn());
        let mirror = &self.seats.seat(speaker).mirror;
        if !mirror.exists(square) {
            return Some(vec![Event::say(
                Phrase::new("tridim-level-missing").with("column", column(square.column)),
            )]);
        }
        let stands = mirror.piece_at(square);
        let reported = piece.map(|(color, role)| {
            // A piece named without its colour: the colour of the one there, else the
            // speaker's.
            let color = color.or(stands.map(|p| p.color)).unwrap_or(speaker);
            // Whether it ever moved is no matter of what stands there.
            let unmoved = stands.is_some_and(|p| p.color == color && p.role == role && p.unmoved);
            crate::tridim::position::Piece3 {
                color,
                role,
                unmoved,
            }
        });
        let named = crate::tridim::words::square(square);
        if reported == stands {
            return Some(vec![Event::say(
                Phrase::new("play-square-correct")
                    .with("square", named)
                    .with("seat", speaker)
                    .with("piece", super::differences::piece3_phrase(reported)),
            )]);
        }
        self.seats.seat_mut(speaker).mirror.set(square, reported);
        // F2.7 (or F2.8, where the records differ): settled with both records and both
        // players' boards, the steps naming levels and decks.
        let found = Phrase::new("play-square-differs")
            .with("square", named)
            .with("seat", speaker)
            .with("reported", super::differences::piece3_phrase(reported))
            .with("game", super::differences::piece3_phrase(stands));
        Some(self.reconcile_now(vec![found]))
    }

    /// "mein Zug zwei war Bauer Bella fünf auf Schwarz", "my move 2 was b7S-b5S": one move
    /// of `seat`'s record as read from their notes (F2.7, F2.8). When it differs from the
    /// record ansage keeps for them, the record is changed and both records and boards are
    /// settled at once: moves are taken back only as a proposal both players agree to.
    fn record_entry(
        &mut self,
        seat: Option<Color>,
        number: u32,
        side: Option<Color>,
        text: &str,
    ) -> Vec<Event> {
        let seat = seat.or(self.speaker).unwrap_or(self.position.turn());
        let side = side.unwrap_or(seat);
        let say = |phrase: Phrase| vec![Event::say(phrase)];
        let (index, named) = match self.record_index(seat, number, side) {
            Ok(found) => found,
            Err(missing) => return say(missing),
        };
        // The entry is read where the player's own record stands before it.
        let position = self.seats.replay(seat).position_after(index);
        let played = match read_said_move(&position, text) {
            Reading::Move(m) => m,
            Reading::Candidates(candidates) => {
                let named: Vec<Value> = candidates
                    .iter()
                    .take(9)
                    .map(|m| Value::from(announce(&position, m)))
                    .collect();
                return say(Phrase::new("tridim-record-entry-unclear")
                    .with("candidates", Value::List(Join::Or, named))
                    .with("number", Value::Spelled(number)));
            }
            Reading::Nothing => {
                return say(Phrase::new("tridim-record-entry-no-move")
                    .with("text", text.trim())
                    .with("number", Value::Spelled(number)));
            }
        };
        let words = Value::from(announce(&position, &played));
        let written = self.notation(&position, &played);
        let entry = &mut self.seats.seat_mut(seat).record[index];
        let unchanged = read_said_move(&position, &entry.text) == Reading::Move(played);
        if unchanged {
            return say(Phrase::new("play-record-entry-correct")
                .with("keeper", seat)
                .with("named", named)
                .with("words", words));
        }
        entry.text = written;
        let said = Phrase::new("play-record-entry-written")
            .with("keeper", seat)
            .with("named", named)
            .with("words", words);
        self.reconcile_now(vec![said])
    }

    fn three_d_query(&self, line: &str) -> Option<Vec<Event>> {
        let folded = fold(line);
        let words: Vec<&str> = folded
            .split(|c: char| c.is_whitespace() || matches!(c, ',' | '?' | '!' | '.'))
            .filter(|w| !w.is_empty())
            .collect();
        let position = self.game.position();
        // "decks", "wo sind die decks", "where are the decks", "plataformas" (the Spanish
        // help's word, which was not understood before).
        if words.iter().any(|w| {
            matches!(
                *w,
                "decks" | "angriffsdecks" | "pins" | "plataformas" | "plataforma"
            )
        }) {
            return Some(vec![self.answer(decks_answer(&position))]);
        }
        // "was steht auf c3", "c3?", "was ist mit c3", "what is on c3", with or without a level.
        let asks = line.trim_end().ends_with('?')
            || matches!(
                words.first(),
                Some(&("was" | "what" | "wer" | "who" | "angreifer" | "attackers"))
            );
        let square_at = words
            .iter()
            .position(|w| parse_column(w).is_some() || parse_square(w).is_some());
        if let Some(at) = square_at {
            let word = words[at];
            let column = parse_square(word)
                .map(|s| s.column)
                .or_else(|| parse_column(word))?;
            let level = parse_square(word).map(|s| s.level);
            let attackers = words.iter().any(|w| {
                matches!(
                    *w,
                    "angreifer" | "greift" | "angegriffen" | "attackers" | "attacks" | "attacked"
                )
            });
            if attackers {
                return Some(vec![self.answer(attackers_answer(&position, column))]);
            }
            if asks {
                return Some(vec![self.answer(column_answer(&position, column, level))]);
            }
        }
        // "wo stehen meine springer", "where are the white knights".
        let wo = matches!(words.first(), Some(&("wo" | "where")));
        if wo {
            let role = words.iter().find_map(|w| role_word(w))?;
            let color = if words
                .iter()
                .any(|w| matches!(*w, "schwarze" | "schwarzen" | "black"))
            {
                Color::Black
            } else if words
                .iter()
                .any(|w| matches!(*w, "weisse" | "weissen" | "white"))
            {
                Color::White
            } else if words.iter().any(|w| {
                matches!(
                    *w,
                    "gegnerische" | "gegnerischen" | "opponents" | "opponent" | "seine"
                )
            }) {
                !position.turn()
            } else {
                position.turn()
            };
            return Some(vec![self.answer(pieces_answer(&position, color, role))]);
        }
        None
    }
}

/// The arbiter's verdict, or why it could not act.
fn said_or_refused(verdict: Result<Phrase, RulesError<Move3>>) -> Event {
    Event::say(verdict.unwrap_or_else(|error| error.phrase()))
}

/// The arbiter of `game`: its moves replayed with their draw offers. A game that the file
/// says ended where the board does not (a resignation, an agreed draw) ends the same way.
fn arbiter_of(game: &Game3, mode: Mode) -> Arbiter3 {
    let mut arbiter = Arbiter3::new(game.start.clone(), mode);
    for (m, offer) in &game.moves {
        if arbiter.play(*m).is_err() {
            break;
        }
        if *offer && !arbiter.is_over() {
            let mover = !arbiter.position().turn();
            let _ = arbiter.offer_draw(mover);
        }
    }
    if let Some(end) = game.end
        && !arbiter.is_over()
    {
        let _ = match end {
            GameEnd::Resignation { winner } => arbiter.resign(!winner),
            other => arbiter.decide(other.winner()),
        };
    }
    arbiter
}

/// "Weiß bietet Remis an. Schwarz antwortet mit ja oder nein, oder zieht." (9.1)
fn draw_offered(side: Color) -> Event {
    Event::say(
        Phrase::new("tridim-draw-offered")
            .with("side", side)
            .with("other", !side),
    )
}

/// What stands in a column on every level (or on `wanted` alone).
fn column_answer(position: &Position3, at: Column, wanted: Option<Level>) -> Phrase {
    let levels: Vec<Level> = position.levels_at(at).collect();
    if levels.is_empty() {
        return Phrase::new("tridim-column-missing").with("column", column(at));
    }
    let parts: Vec<Value> = levels
        .into_iter()
        .filter(|l| wanted.is_none_or(|wanted| wanted == *l))
        .map(|l| {
            let what = match position.piece_at(Square3::new(at, l)) {
                Some(p) => colored(p.color, p.role),
                None => Phrase::new("tridim-empty"),
            };
            Value::from(
                Phrase::new("tridim-on-level")
                    .with("level", level(l))
                    .with("what", what),
            )
        })
        .collect();
    if parts.is_empty() {
        return Phrase::new("tridim-level-missing").with("column", column(at));
    }
    Phrase::new("tridim-column-answer")
        .with("column", column(at))
        .with("levels", Value::List(Join::Semicolon, parts))
}

/// Who attacks a column, side by side.
fn attackers_answer(position: &Position3, at: Column) -> Phrase {
    let mut parts = Vec::new();
    for color in [Color::White, Color::Black] {
        let attackers: Vec<Value> = position
            .pieces()
            .filter(|(from, p)| p.color == color && attacks_alone(position, *from, at))
            .map(|(from, p)| {
                Value::from(
                    Phrase::new("tridim-attacker")
                        .with("piece", p.role)
                        .with("square", square(from)),
                )
            })
            .collect();
        if !attackers.is_empty() {
            parts.push(Value::from(
                Phrase::new("tridim-attacked-by")
                    .with("side", color)
                    .with("pieces", Value::List(Join::Comma, attackers)),
            ));
        }
    }
    if parts.is_empty() {
        return Phrase::new("tridim-not-attacked").with("column", column(at));
    }
    Phrase::new("tridim-attacked")
        .with("column", column(at))
        .with("by", Value::List(Join::Semicolon, parts))
}

/// Where the pieces of one kind and side stand.
fn pieces_answer(position: &Position3, color: Color, role: Role) -> Phrase {
    let squares: Vec<Value> = position
        .pieces()
        .filter(|(_, p)| p.color == color && p.role == role)
        .map(|(s, _)| Value::from(square(s)))
        .collect();
    if squares.is_empty() {
        return Phrase::new("tridim-no-pieces")
            .with("side", color)
            .with("kind", role_key(role))
            .with("piece", role);
    }
    Phrase::new("tridim-pieces")
        .with("side", color)
        .with("piece", role)
        .with("squares", Value::List(Join::Comma, squares))
}

/// Every deck: whose mark it bears, what it carries, who may move it.
fn decks_answer(position: &Position3) -> Phrase {
    let parts: Vec<Value> = position
        .decks()
        .map(|(at, mark)| {
            let passengers = position.passengers(at);
            let load = if passengers.is_empty() {
                Value::from(Phrase::new("tridim-empty"))
            } else {
                Value::List(
                    Join::Comma,
                    passengers
                        .iter()
                        .map(|(s, p)| Value::from(piece_at(p.color, p.role, s.column)))
                        .collect(),
                )
            };
            let owner = match position.deck_owner(at) {
                Some(c) => Phrase::new("tridim-deck-owner").with("side", c),
                None => Phrase::new("tridim-deck-stuck"),
            };
            Value::from(
                Phrase::new("tridim-deck-state")
                    .with("pin", pin(at))
                    .with("mark", mark)
                    .with("load", load)
                    .with("owner", owner),
            )
        })
        .collect();
    Phrase::new("tridim-decks").with("decks", Value::List(Join::Semicolon, parts))
}

/// A 3D board read level by level, from the bottom: "Brett Weiß: weißer Springer Anna eins,
/// …. Damen-Pin eins, weißes Deck: …", and whose move it is.
pub fn board_read_aloud(position: &Position3) -> Phrase {
    let mut levels: Vec<Level> = Board::ALL.iter().map(|&b| Level::Main(b)).collect();
    levels.extend(position.decks().map(|(pin, _)| Level::Deck(pin)));
    levels.sort_by_key(|l| (l.height(), l.index()));
    let mut parts = Vec::new();
    for on in levels {
        let pieces: Vec<Value> = position
            .pieces()
            .filter(|(s, _)| s.level == on)
            .map(|(s, p)| Value::from(piece_at(p.color, p.role, s.column)))
            .collect();
        let pieces = if pieces.is_empty() {
            Value::from(Phrase::new("tridim-empty"))
        } else {
            Value::List(Join::Comma, pieces)
        };
        let title = match on {
            Level::Main(_) => Phrase::new("tridim-main-board").with("level", level(on)),
            Level::Deck(at) => {
                let mark = position.deck_at(at).unwrap_or(Color::White);
                Phrase::new("tridim-deck-title")
                    .with("pin", pin(at))
                    .with("mark", color_key(mark))
            }
        };
        parts.push(Value::from(
            Phrase::new("tridim-board-level")
                .with("title", title)
                .with("pieces", pieces),
        ));
    }
    Phrase::new("tridim-board-read")
        .with("levels", Value::List(Join::Sentences, parts))
        .with("side", position.turn())
}

/// "hilfe": the notation, the words, the questions, the other commands.
fn help() -> Vec<Event> {
    [
        "tridim-help-notation",
        "tridim-help-words",
        "tridim-help-questions",
        "tridim-help-boards",
        "tridim-help-settings",
        "tridim-help-more",
    ]
    .into_iter()
    .map(|id| Event::Say(Weight::Chatter, Phrase::new(id)))
    .collect()
}

/// A piece with its colour: "weißer Springer", "weiße Dame", "white knight".
fn colored(color: Color, role: Role) -> Phrase {
    Phrase::new("tridim-colored-piece")
        .with("color", color_key(color))
        .with("kind", role_key(role))
        .with("piece", role)
}

/// A piece with its colour in a column: "weißer Springer Anna eins".
fn piece_at(color: Color, role: Role, at: Column) -> Phrase {
    Phrase::new("tridim-piece-at")
        .with("piece", colored(color, role))
        .with("column", column(at))
}

/// Whether the piece on `from` could take on `column` with the board as it is (a knight's or
/// king's step, a pawn's diagonal, a line free of pieces on every level).
fn attacks_alone(position: &Position3, from: Square3, column: Column) -> bool {
    let Some(piece) = position.piece_at(from) else {
        return false;
    };
    let df = i16::from(column.file) - i16::from(from.column.file);
    let dr = i16::from(column.rank) - i16::from(from.column.rank);
    if (df, dr) == (0, 0) {
        return false;
    }
    let line_free = || {
        let steps = df.abs().max(dr.abs());
        (1..steps).all(|k| {
            let c = from
                .column
                .offset((df / steps * k) as i8, (dr / steps * k) as i8);
            c.is_none_or(|c| !position.column_occupied(c))
        })
    };
    match piece.role {
        Role::Knight => (df.abs(), dr.abs()) == (1, 2) || (df.abs(), dr.abs()) == (2, 1),
        Role::King => df.abs() <= 1 && dr.abs() <= 1,
        Role::Pawn => {
            let forward = if piece.color == Color::White { 1 } else { -1 };
            dr == forward && df.abs() == 1
        }
        Role::Rook => (df == 0 || dr == 0) && line_free(),
        Role::Bishop => df.abs() == dr.abs() && line_free(),
        Role::Queen => (df == 0 || dr == 0 || df.abs() == dr.abs()) && line_free(),
    }
}

/// A candidate named by its number: "zwei", "2", "der zweite", "second" → 1.
fn choice_number(line: &str) -> Option<usize> {
    const NAMES: [&[&str]; 9] = [
        &[
            "1", "eins", "ein", "erste", "ersten", "erster", "one", "first",
        ],
        &["2", "zwei", "zweite", "zweiten", "zweiter", "two", "second"],
        &[
            "3", "drei", "dritte", "dritten", "dritter", "three", "third",
        ],
        &[
            "4", "vier", "vierte", "vierten", "vierter", "four", "fourth",
        ],
        &["5", "fuenf", "fuenfte", "fuenften", "five", "fifth"],
        &["6", "sechs", "sechste", "sechsten", "six", "sixth"],
        &["7", "sieben", "siebte", "siebten", "seven", "seventh"],
        &["8", "acht", "achte", "achten", "eight", "eighth"],
        &["9", "neun", "neunte", "neunten", "nine", "ninth"],
    ];
    let folded = fold(line);
    let words: Vec<&str> = folded
        .split(|c: char| c.is_whitespace() || matches!(c, '.' | ',' | '!' | '?'))
        .filter(|w| {
            !matches!(
                *w,
                "" | "der" | "die" | "das" | "the" | "nummer" | "number" | "zug" | "move"
            )
        })
        .collect();
    let [word] = words.as_slice() else {
        return None;
    };
    NAMES.iter().position(|names| names.contains(word))
}

/// Whether a draw offer comes with the move (E15: "(=)").
fn offer_in(line: &str) -> bool {
    line.contains("(=)")
}

/// The names of the files, ranks, levels and pins, for the voice grammar of a 3D game.
pub fn vocabulary(language: Language) -> Vec<String> {
    let mut names: Vec<Phrase> = (0..6).map(file).collect();
    names.extend(Board::ALL.map(|board| level(Level::Main(board))));
    names.push(pin(Pin::ALL[0]));
    names.push(pin(Pin::ALL[6]));
    let mut words: Vec<String> = names
        .iter()
        .flat_map(|name| {
            shown(name, language)
                .split([' ', '-'])
                .map(str::to_lowercase)
                .collect::<Vec<_>>()
        })
        .collect();
    words.extend((0..10).map(|r| number_words(r, language)));
    words.retain(|w| !w.is_empty());
    words.sort();
    words.dedup();
    words
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What a line gives, as the session's language shows it.
    fn lines(session: &mut ThreeDSession, line: &str) -> Vec<String> {
        let (events, _) = session.handle_line(line);
        events
            .into_iter()
            .map(|e| match e {
                Event::Say(_, phrase) => shown(&phrase, session.language()),
                Event::Shown(t) => t,
                other => format!("{other:?}"),
            })
            .collect()
    }

    /// The phrases a line gives.
    fn phrases(session: &mut ThreeDSession, line: &str) -> Vec<(Weight, Phrase)> {
        let (events, _) = session.handle_line(line);
        events
            .into_iter()
            .filter_map(|e| match e {
                Event::Say(weight, phrase) => Some((weight, phrase)),
                _ => None,
            })
            .collect()
    }

    /// A move is announced as data: its number, side, words and notation.
    #[test]
    fn a_move_is_announced_as_a_phrase() {
        let mut s = ThreeDSession::new_3d(Language::GERMAN);
        let said = phrases(&mut s, "b4N");
        let [(weight, phrase)] = said.as_slice() else {
            panic!("{said:?}");
        };
        assert_eq!(*weight, Weight::Announcement);
        assert_eq!(phrase.id, "tridim-announcement");
        assert_eq!(phrase.arg("number"), Some(&Value::Spelled(1)));
        assert_eq!(phrase.arg("side"), Some(&Value::Side(Color::White)));
        assert_eq!(phrase.arg("notation"), Some(&Value::from("b4N")));
        let worded = crate::words::phrases::word(
            phrase,
            Language::GERMAN,
            crate::words::announce::AnnounceOptions::default(),
        );
        assert_eq!(
            worded.spoken,
            "Zug eins, Weiß: Bauer Bella vier auf Neutral."
        );
        assert_eq!(
            shown(phrase, Language::ENGLISH),
            "Move one, White: Pawn Bella four on Neutral (b4N)."
        );
        let asked = phrases(&mut s, "zzz");
        assert_eq!(asked[0].1.id, "tridim-no-move");
        assert_eq!(asked[0].1.arg("line"), Some(&Value::from("zzz")));
    }

    #[test]
    fn the_board_in_english() {
        let mut s = ThreeDSession::new_3d(Language::ENGLISH);
        assert_eq!(
            lines(&mut s, "what is on a1"),
            ["Anna one: on White white knight; on queen pin one white pawn."]
        );
        let decks = lines(&mut s, "decks");
        assert!(
            decks[0].starts_with("Queen pin one: White's deck, white rook Zacharias zero"),
            "{decks:?}"
        );
        assert_eq!(
            lines(&mut s, "where are the black queens"),
            ["Black, queen: Anna nine on queen pin six."]
        );
        assert!(s.prompt().starts_with("White> "), "{}", s.prompt());
    }

    #[test]
    fn moves_typed_and_said_are_announced() {
        let mut s = ThreeDSession::new_3d(Language::GERMAN);
        assert_eq!(
            lines(&mut s, "b4N"),
            ["Zug eins, Weiß: Bauer Bella vier auf Neutral (b4N)."]
        );
        assert_eq!(
            lines(&mut s, "Bauer Bella fünf auf Schwarz"),
            ["Zug eins, Schwarz: Bauer Bella fünf auf Schwarz (b5S)."]
        );
        // Without the level both fit: asked, and answered by number.
        let asked = lines(&mut s, "Springer Cäsar drei");
        assert!(
            asked[0].starts_with("Welcher Zug ist gemeint? eins: Springer Cäsar drei auf"),
            "{asked:?}"
        );
        let played = lines(&mut s, "zwei");
        assert!(
            played[0].starts_with("Zug zwei, Weiß: Springer Cäsar drei auf"),
            "{played:?}"
        );
        assert!(lines(&mut s, "xyz")[0].contains("kein erlaubter Zug"));
    }

    #[test]
    fn questions_about_the_3d_board() {
        let mut s = ThreeDSession::new_3d(Language::GERMAN);
        assert_eq!(
            lines(&mut s, "was steht auf a1"),
            ["Anna eins: auf Weiß weißer Springer; auf Damen-Pin eins weißer Bauer."]
        );
        assert_eq!(
            lines(&mut s, "b0?"),
            ["Bella null gibt es gerade nicht: Kein Brett und kein Deck liegt dort."]
        );
        assert_eq!(
            lines(&mut s, "wo stehen meine springer"),
            ["Weiß, Springer: Anna eins auf Weiß, David eins auf Weiß."]
        );
        let decks = lines(&mut s, "decks");
        assert!(
            decks[0].starts_with("Damen-Pin eins: Deck von Weiß, weißer Turm Zacharias null"),
            "{decks:?}"
        );
        assert!(decks[0].contains("unbeweglich"), "{decks:?}");
        let board = lines(&mut s, "brett vorlesen");
        assert!(
            board[0].starts_with("Brett Weiß: weißer Springer Anna eins"),
            "{board:?}"
        );
        assert!(board[0].ends_with("Weiß ist am Zug."), "{board:?}");
        let attackers = lines(&mut s, "angreifer b3");
        assert!(
            attackers[0].contains("Springer Anna eins auf Weiß"),
            "{attackers:?}"
        );
    }

    /// 9.2(a) and 9.5(b) at the 3D board: a claim about the announced move, granted when
    /// that move brings the position about the third time; refused otherwise, and then the
    /// announced move must be played, and no other.
    #[test]
    fn a_claim_about_the_announced_move() {
        let start =
            crate::tridim::fen3d::read_fen3d("Kc1W,Ra1W,kc8S,ra8S DP1w,KP1w,DP6b,KP6b w - - 0 2")
                .unwrap();
        let mut s = ThreeDSession::with_game(Game3::new(start), Language::ENGLISH);
        for text in ["Kb1W", "Kb8S", "Kc1W", "Kc8S", "Kb1W", "Kb8S", "Kc1W"] {
            lines(&mut s, text);
        }
        let mut refused = s.clone();
        let said = lines(&mut refused, "claim draw with Kb7S");
        assert!(said[0].starts_with("The claim is rejected"), "{said:?}");
        assert!(
            said[0].contains("The announced move must now be played."),
            "{said:?}"
        );
        let due = lines(&mut refused, "Kc8S");
        assert!(
            due[0].starts_with("After the rejected claim the announced move must be played: King"),
            "{due:?}"
        );
        assert_eq!(refused.game().moves.len(), 7);
        assert!(lines(&mut refused, "Kb7S")[0].starts_with("Move five, Black: King"));
        let unclear = lines(&mut s, "claim draw with Kzz9");
        assert!(
            unclear[0].ends_with(
                "No claim is made: claim the draw again, with the move you mean to play."
            ),
            "{unclear:?}"
        );
        let granted = lines(&mut s, "claim draw with Kc8S");
        assert!(
            granted[0].starts_with("Draw by threefold repetition."),
            "{granted:?}"
        );
        assert!(s.game().end.is_some());
        assert_eq!(s.game().moves.len(), 7, "the announced move is not played");
        assert!(s.game().to_pgn().contains("1/2-1/2"));
    }

    /// 9.1: a move declines the opponent's offer, and an offer with a move is written (=).
    #[test]
    fn offers_follow_the_arbiter() {
        let mut s = ThreeDSession::new_3d(Language::ENGLISH);
        let offered = lines(&mut s, "b4N (=)");
        assert!(
            offered[1].starts_with("White offers a draw."),
            "{offered:?}"
        );
        assert!(s.game().moves[0].1, "(=) is written with the move");
        let declined = lines(&mut s, "b5S");
        assert!(declined[1].contains("declin"), "{declined:?}");
        assert_eq!(s.game().movetext(Language::ENGLISH), "1. b4N (=) b5S");
    }

    /// A clock a test moves by hand.
    fn hand_clock() -> (Now, std::sync::Arc<std::sync::Mutex<std::time::Instant>>) {
        let time = std::sync::Arc::new(std::sync::Mutex::new(std::time::Instant::now()));
        let shared = time.clone();
        (std::sync::Arc::new(move || *shared.lock().unwrap()), time)
    }

    /// Meder's 6.9: the flag falls and the game is lost — or drawn when the opponent has
    /// only the king left; the clock's time is said on request; a move presses the clock.
    #[test]
    fn the_clock_runs_and_the_flag_falls() {
        let (now, time) = hand_clock();
        let control = TimeControl::parse("5+2").unwrap();
        let mut s =
            ThreeDSession::new_3d(Language::ENGLISH).with_clock(control.clone(), &[], false, now);
        *time.lock().unwrap() += Duration::from_secs(10);
        lines(&mut s, "b4N");
        assert_eq!(
            s.clock_ms_after(1).map(ClockReading::pair),
            Some([292_000, 300_000]),
            "ten seconds used, two added"
        );
        assert!(
            lines(&mut s, "clock")[0].starts_with("White: four minutes"),
            "{:?}",
            lines(&mut s, "clock")
        );
        *time.lock().unwrap() += Duration::from_secs(301);
        let flag = s.tick();
        let said: Vec<String> = flag
            .iter()
            .map(|e| match e {
                Event::Say(_, p) => shown(p, Language::ENGLISH),
                other => format!("{other:?}"),
            })
            .collect();
        assert_eq!(said, ["Black has run out of time. White wins."]);
        assert!(s.game().end.is_some());
        assert!(s.tick().is_empty(), "the flag is news once");

        // A lone king cannot mate: White's flag against it is a draw.
        let (now, time) = hand_clock();
        let start =
            crate::tridim::fen3d::read_fen3d("Kc1W,Ra1W,kc8S DP1w,KP1w,DP6b,KP6b w - - 0 2")
                .unwrap();
        let mut s = ThreeDSession::with_game(Game3::new(start), Language::ENGLISH).with_clock(
            control,
            &[],
            false,
            now,
        );
        *time.lock().unwrap() += Duration::from_secs(301);
        let said = lines(&mut s, "Kb1W");
        assert!(
            said[0].contains("Black can no longer checkmate. The game is drawn."),
            "{said:?}"
        );
        assert_eq!(s.game().moves.len(), 0, "no move after the flag fell");
    }

    /// 9.5(b) in tournament mode: a rejected claim gives the opponent three minutes and
    /// cuts the claimant's time.
    #[test]
    fn a_rejected_claim_costs_time_in_a_tournament() {
        let (now, _time) = hand_clock();
        let control = TimeControl::parse("10").unwrap();
        let mut s = ThreeDSession::new_3d(Language::ENGLISH).with_clock(control, &[], true, now);
        lines(&mut s, "b4N");
        let said = lines(&mut s, "claim draw");
        assert!(
            said[0].contains("White now has thirteen minutes."),
            "{said:?}"
        );
        assert!(said[0].contains("Black now has seven minutes."), "{said:?}");
    }

    /// The clock's corrections at the keyboard, as in a game of chess: in tournament mode
    /// the times are set (6.10, 6.13), and time taken down to nothing lets the flag fall at
    /// once (6.9); in a casual game they are the arbiter's, and said so. Before, these lines
    /// were refused as moves.
    #[test]
    fn the_times_are_corrected_in_a_tournament_and_refused_otherwise() {
        let (now, _time) = hand_clock();
        let control = TimeControl::parse("10").unwrap();
        let mut s =
            ThreeDSession::new_3d(Language::GERMAN).with_clock(control.clone(), &[], true, now);
        let said = lines(&mut s, "uhr weiß plus zwei minuten");
        assert!(said[0].contains("zwölf Minuten"), "{said:?}");
        let said = lines(&mut s, "uhr stellen schwarz 4 minuten");
        assert!(said[0].contains("vier Minuten"), "{said:?}");
        let said = lines(&mut s, "uhr weiß minus zwölf minuten");
        assert!(s.game().end.is_some(), "the flag fell: {said:?}");
        let (now, _time) = hand_clock();
        let mut casual =
            ThreeDSession::new_3d(Language::GERMAN).with_clock(control, &[], false, now);
        let said = lines(&mut casual, "uhr weiß plus zwei minuten");
        assert_eq!(
            said,
            [
                "Zeiten ändern darf nur der Schiedsrichter im Turniermodus (ansage play --tournament)."
            ]
        );
    }

    #[test]
    fn resign_draw_and_take_back() {
        let mut s = ThreeDSession::new_3d(Language::ENGLISH);
        lines(&mut s, "b4N");
        assert!(lines(&mut s, "undo")[0].starts_with("Taken back: Pawn Bella four on Neutral."));
        lines(&mut s, "b4N");
        lines(&mut s, "offer draw");
        lines(&mut s, "accept draw");
        assert_eq!(lines(&mut s, "yes"), ["Draw by agreement."]);
        assert_eq!(
            s.game().end,
            Some(GameEnd::Draw(crate::game::rules::DrawReason::Agreement))
        );
    }

    /// What a line from `seat`'s device gives, in English.
    fn from(session: &mut ThreeDSession, seat: Color, line: &str) -> Vec<String> {
        let (events, _) = session.handle_line_from(seat, line);
        events
            .into_iter()
            .filter_map(|e| match e {
                Event::Say(_, phrase) => Some(shown(&phrase, session.language())),
                _ => None,
            })
            .collect()
    }

    /// On two devices each line acts for its own seat: no move for the other side, no
    /// take-back of the other's move (F2.6), a resignation asked of the speaker only.
    #[test]
    fn on_two_devices_each_line_acts_for_its_own_seat() {
        let mut s = ThreeDSession::new_3d(Language::ENGLISH);
        let refused = from(&mut s, Color::Black, "b7S-b5S");
        assert!(refused[0].starts_with("White is to move"), "{refused:?}");
        from(&mut s, Color::White, "b4N");
        let refused = from(&mut s, Color::Black, "undo");
        assert!(refused[0].contains("White"), "{refused:?}");
        assert_eq!(s.game().moves.len(), 1);
        // Black resigns; White's "yes" does not answer Black's question.
        from(&mut s, Color::Black, "resign");
        assert_eq!(s.question_for(), Some(Color::Black));
        from(&mut s, Color::White, "yes");
        assert_eq!(s.game().end, None);
        from(&mut s, Color::Black, "yes");
        assert_eq!(
            s.game().end,
            Some(GameEnd::Resignation {
                winner: Color::White
            })
        );
    }

    /// Found by the simulated players on two devices: after the end (a draw agreed), "undo"
    /// from White took back Black's last move.
    #[test]
    fn regression_a_take_back_after_the_end_is_the_speakers_own() {
        let mut s = ThreeDSession::new_3d(Language::ENGLISH);
        from(&mut s, Color::White, "b4N");
        from(&mut s, Color::Black, "b5S");
        from(&mut s, Color::Black, "offer draw");
        from(&mut s, Color::White, "accept draw");
        from(&mut s, Color::White, "yes");
        assert!(s.game().end.is_some());
        let refused = from(&mut s, Color::White, "undo");
        assert_eq!(s.game().moves.len(), 2, "{refused:?}");
        from(&mut s, Color::Black, "undo");
        assert_eq!(s.game().moves.len(), 1);
    }

    /// Found by the simulated players on two devices: White's "resign" while Black's
    /// resignation question waited replaced Black's question with White's.
    #[test]
    fn regression_a_second_question_waits_for_the_first() {
        let mut s = ThreeDSession::new_3d(Language::ENGLISH);
        from(&mut s, Color::White, "b4N");
        from(&mut s, Color::Black, "resign");
        let waits = from(&mut s, Color::White, "resign");
        assert!(
            waits[0].contains("Black is answering a question"),
            "{waits:?}"
        );
        assert_eq!(s.question_for(), Some(Color::Black));
        from(&mut s, Color::Black, "no");
        assert_eq!(s.question_for(), None);
        assert_eq!(s.game().end, None);
    }

    /// Of an utterance's alternatives the first understood is taken: Vosk's first guess
    /// is often a word off. When none is understood, the most likely one is refused by name.
    #[test]
    fn of_the_alternatives_heard_the_first_understood_is_played() {
        let mut s = ThreeDSession::new_3d(Language::GERMAN);
        let (events, _) = s.handle_heard(&[
            "Bauer Bella vier auf Nachbar".to_owned(),
            "Bauer Bella vier auf Neutral".to_owned(),
        ]);
        assert_eq!(s.game().moves.len(), 1, "{events:?}");
        // F2.1 off: Black's answer, a question about the board among the guesses.
        let (events, _) = s.handle_heard(&[
            "was steht auf Zacharias".to_owned(),
            "was steht auf c3".to_owned(),
        ]);
        let said = crate::play::tests::worded(&events, Language::GERMAN);
        assert!(said[0].starts_with("Cäsar drei"), "{said:?}");
        let (events, _) = s.handle_heard(&["Hallo Welt".to_owned(), "Hallo Feld".to_owned()]);
        let said = crate::play::tests::worded(&events, Language::GERMAN);
        assert!(said[0].contains("„Hallo Welt“"), "{said:?}");
        assert_eq!(s.game().moves.len(), 1);
    }

    /// An answer to ansage's own question is news (issue 28): the front end speaks it at
    /// once, cutting off the question; a line that drops the question is none.
    #[test]
    fn an_answer_to_a_question_is_news() {
        let mut s = ThreeDSession::new_3d(Language::GERMAN);
        s.handle_line("Springer Cäsar drei");
        assert!(!s.answered_a_question());
        s.handle_line("zwei");
        assert!(s.answered_a_question(), "the move chosen");
        s.handle_line("b5S");
        assert!(!s.answered_a_question());
        s.handle_line("aufgeben");
        s.handle_line("xyz");
        assert!(!s.answered_a_question(), "the question dropped");
        s.handle_line("aufgeben");
        s.handle_line("ja");
        assert!(s.answered_a_question(), "yes");
    }

    /// "wiederholen" announces the move that stands last: after a take-back the one
    /// before, in a game that goes on from its file its last move (before, the taken-back
    /// move was repeated, and nothing at all after --resume).
    #[test]
    fn wiederholen_repeats_the_move_that_stands_last() {
        let mut s = ThreeDSession::new_3d(Language::GERMAN);
        assert_eq!(lines(&mut s, "wiederholen"), ["Noch kein Zug gespielt."]);
        lines(&mut s, "b4N");
        lines(&mut s, "b5S");
        lines(&mut s, "zurück");
        let said = lines(&mut s, "wiederholen");
        assert_eq!(
            said,
            ["Zug eins, Weiß: Bauer Bella vier auf Neutral (b4N)."]
        );
        let mut resumed = ThreeDSession::with_game(s.game().clone(), Language::ENGLISH);
        let said = lines(&mut resumed, "repeat");
        assert_eq!(said, ["Move one, White: Pawn Bella four on Neutral (b4N)."]);
    }

    /// Issue 32: the settings of a game of chess in play are a 3D game's too. The voice's,
    /// "einstellungen", saving them and the microphone test go to the front end; lists
    /// only shown and F2.1's repetition are the session's; the announcement's style, which
    /// a 3D move does not have, is said so.
    #[test]
    fn settings_in_play_go_to_the_front_end_or_change_the_game() {
        let mut s = ThreeDSession::new_3d(Language::GERMAN).with_repetition(true);
        for (line, flow) in [
            ("schneller", Flow::Setting(SettingChange::Faster)),
            ("einstellungen", Flow::Setting(SettingChange::Show)),
            (
                "einstellungen speichern",
                Flow::Setting(SettingChange::Save),
            ),
            ("mikrofontest", Flow::MicrophoneTest),
        ] {
            let (events, got) = s.handle_line(line);
            assert_eq!(got, flow, "{line}");
            assert!(events.is_empty(), "{line}: {events:?}");
        }
        let said = lines(&mut s, "ansage lang");
        assert!(
            said[0].starts_with("Im dreidimensionalen Schach wird jeder Zug ganz angesagt"),
            "{said:?}"
        );
        // F2.1: a move that waits for its repetition stands on both boards once it is off.
        s.handle_line("b4N");
        assert!(s.awaiting_repetition().is_some());
        assert!(
            s.seats()
                .record_in(Color::Black, Language::GERMAN)
                .is_empty()
        );
        let (_, flow) = s.handle_line("wiederholung aus");
        assert_eq!(flow, Flow::Setting(SettingChange::Repetition(false)));
        assert_eq!(s.awaiting_repetition(), None);
        assert_eq!(s.seats().record_in(Color::Black, Language::GERMAN), ["b4N"]);
        s.handle_line("b5S");
        assert_eq!(s.awaiting_repetition(), None, "no repetition waits now");
        // "vorlesen aus": the moves are shown, not spoken.
        let (_, flow) = s.handle_line("vorlesen aus");
        assert_eq!(flow, Flow::Setting(SettingChange::ReadAloud(false)));
        let (events, _) = s.handle_line("züge");
        assert!(
            matches!(events[..], [Event::Say(Weight::Screen, _)]),
            "{events:?}"
        );
    }

    /// F2.1 on two devices: the announced move is repeated by the opponent before their
    /// own; their own move first, or another move, is told apart; the mover waits.
    #[test]
    fn the_opponent_repeats_the_announced_move_first() {
        let mut s = ThreeDSession::new_3d(Language::ENGLISH).with_repetition(true);
        from(&mut s, Color::White, "b4N");
        assert!(s.awaiting_repetition().is_some());
        assert!(s.prompt().starts_with("Black repeats"), "{}", s.prompt());
        let first = from(&mut s, Color::Black, "b7S-b5S");
        assert!(
            first[0]
                .starts_with("Please repeat the announced move first: Pawn Bella four on Neutral"),
            "{first:?}"
        );
        let wrong = from(&mut s, Color::Black, "c4N");
        assert!(
            wrong[0].starts_with("That was not the announced move."),
            "{wrong:?}"
        );
        let waits = from(&mut s, Color::White, "c4N");
        assert!(waits[0].contains("repeat"), "{waits:?}");
        assert_eq!(s.game().moves.len(), 1);
        // In words, as announced.
        let repeated = from(&mut s, Color::Black, "Bauer Bella vier auf Neutral");
        assert_eq!(repeated, ["Repeated: Pawn Bella four on Neutral."]);
        assert_eq!(s.awaiting_repetition(), None);
        from(&mut s, Color::Black, "b7S-b5S");
        assert_eq!(s.game().moves.len(), 2);
        // A take-back withdraws the move and its repetition with it.
        from(&mut s, Color::Black, "undo");
        assert_eq!(s.awaiting_repetition(), None);
    }

    /// Each player's own record and boards (the session's seats, as in chess): the
    /// announced move is on the mover's at once, on the opponent's once they repeat it
    /// (F2.1); a take-back and the end leave both alike.
    #[test]
    fn each_player_keeps_a_record_of_their_own() {
        let mut s = ThreeDSession::new_3d(Language::ENGLISH).with_repetition(true);
        from(&mut s, Color::White, "b4N");
        assert_eq!(
            (s.own_plies(Color::White), s.own_plies(Color::Black)),
            (1, 0)
        );
        assert_eq!(s.seats.seat(Color::Black).mirror, Position3::start());
        from(&mut s, Color::Black, "b4N");
        assert_eq!(
            (s.own_plies(Color::White), s.own_plies(Color::Black)),
            (1, 1)
        );
        assert_eq!(s.seats.seat(Color::Black).mirror, s.game.position());
        from(&mut s, Color::Black, "b7S-b5S");
        assert_eq!(
            (s.own_plies(Color::White), s.own_plies(Color::Black)),
            (1, 2)
        );
        // Black takes their move back before White repeated it: both records hold one move.
        from(&mut s, Color::Black, "undo");
        assert_eq!(
            (s.own_plies(Color::White), s.own_plies(Color::Black)),
            (1, 1)
        );
        assert_eq!(
            s.seats.record_in(Color::White, Language::ENGLISH),
            s.seats.record_in(Color::Black, Language::ENGLISH)
        );
        // White resigns while Black repeats: the move stands on both boards at the end.
        from(&mut s, Color::Black, "a6S");
        from(&mut s, Color::White, "resign");
        from(&mut s, Color::White, "yes");
        assert!(s.game.end.is_some());
        assert_eq!(
            (s.own_plies(Color::White), s.own_plies(Color::Black)),
            (2, 2)
        );
    }

    /// F2.8 inside the game: a player reads a move of their own record that differs from
    /// the other's; the records are compared at once, the roll-back to the last ply both
    /// agree on is proposed, and only a yes carries it out: the game, both records and both
    /// boards then stand at that ply, and the side to move there moves.
    #[test]
    fn records_that_differ_are_rolled_back_when_both_agree() {
        let mut s = ThreeDSession::new_3d(Language::ENGLISH);
        from(&mut s, Color::White, "b4N");
        from(&mut s, Color::Black, "b5S");
        from(&mut s, Color::White, "c3W");
        // Black's notes have another first move.
        let proposal = from(&mut s, Color::Black, "my move 1 was a6S");
        assert!(
            proposal[0].starts_with("Black's record now has Move one, Black: Pawn Anna six"),
            "{proposal:?}"
        );
        assert!(
            proposal[1].starts_with("Proposal under F2.8: The records agree up to Move one, White"),
            "{proposal:?}"
        );
        assert!(
            proposal[1].contains("two half-moves would be taken back: Move two, White"),
            "{proposal:?}"
        );
        assert!(proposal[1].ends_with("Yes or no."), "{proposal:?}");
        assert!(s.proposal_waiting());
        assert_eq!(
            s.game().moves.len(),
            3,
            "nothing is taken back before the yes"
        );
        // No: everything stays.
        let kept = from(&mut s, Color::White, "no");
        assert!(kept[0].contains("no move is taken back"), "{kept:?}");
        assert_eq!(s.game().moves.len(), 3);
        // Asked again ("reconcile"), and this time agreed from the other device.
        from(&mut s, Color::Black, "reconcile");
        let settled = from(&mut s, Color::White, "yes");
        assert!(settled[0].contains("Rule F2.8"), "{settled:?}");
        // A game without a clock hears nothing about setting clocks.
        assert!(!settled[0].contains("clock"), "{settled:?}");
        assert_eq!(s.game().moves.len(), 1);
        assert_eq!(s.position.turn(), Color::Black);
        for seat in [Color::White, Color::Black] {
            assert_eq!(s.own_plies(seat), 1);
            assert_eq!(s.seats.seat(seat).mirror, s.game.position());
        }
        // Black plays the move of their notes.
        let played = from(&mut s, Color::Black, "a6S");
        assert!(played[0].starts_with("Move one, Black"), "{played:?}");
    }

    /// F2.8 in 3D: both players' records have a first move for Black that the game does
    /// not; the proposal names the moves taken back and those played in their place, and
    /// "yes" plays the records' moves.
    #[test]
    fn a_roll_back_proposal_names_the_moves_played_in_their_place() {
        let mut s = ThreeDSession::new_3d(Language::ENGLISH);
        from(&mut s, Color::White, "b4N");
        from(&mut s, Color::Black, "b5S");
        from(&mut s, Color::White, "c3W");
        from(&mut s, Color::Black, "my move 1 was a6S");
        from(&mut s, Color::White, "no");
        let proposal = from(&mut s, Color::White, "my move 1 black was a6S");
        let proposal = proposal.join(" ");
        assert!(
            proposal.contains("two half-moves would be taken back: Move two, White"),
            "{proposal}"
        );
        assert!(
            proposal.contains(
                "; in their place these moves would be played: Move one, Black, Pawn Anna six on Black and Move two, White, Pawn Cäsar three"
            ),
            "{proposal}"
        );
        assert!(
            proposal.ends_with("on White. Agreed? Yes or no."),
            "{proposal}"
        );
        from(&mut s, Color::Black, "yes");
        assert_eq!(s.game().moves.len(), 3, "{:?}", s.game().moves);
        let played = s.game().movetext(Language::ENGLISH);
        assert!(played.contains("a6S"), "{played}");
    }

    /// Found by the simulated players: "abgleichen" when both records agree rebuilt the
    /// arbiter and dropped a standing draw offer (the claim in advance that stands as one,
    /// 9.1(c)). A settlement that keeps every move keeps the game as it is.
    #[test]
    fn regression_a_settlement_that_keeps_the_moves_keeps_the_offer() {
        let mut s = ThreeDSession::new_3d(Language::GERMAN);
        from(&mut s, Color::White, "b4N");
        from(&mut s, Color::Black, "remis");
        assert_eq!(s.pending_offer(), Some(Color::Black));
        from(&mut s, Color::White, "abgleichen");
        assert_eq!(s.pending_offer(), Some(Color::Black));
        let (_, _) = s.handle_line_from_arbiter(Language::GERMAN, "abgleichen");
        assert_eq!(s.pending_offer(), Some(Color::Black));
    }

    /// Found by the simulated players: after an agreed draw, a record entry that differs
    /// proposed F2.8's roll-back, and a yes took moves back from a finished game. Once the
    /// game is over its moves stand: the difference is said, nothing is proposed.
    #[test]
    fn regression_no_roll_back_after_the_end() {
        let mut s = ThreeDSession::new_3d(Language::ENGLISH);
        from(&mut s, Color::White, "b4N");
        from(&mut s, Color::Black, "draw");
        from(&mut s, Color::White, "accept");
        from(&mut s, Color::White, "yes");
        assert!(s.game().end.is_some(), "the draw is agreed");
        let said = from(&mut s, Color::White, "my move 1 was b2W-b3W");
        assert!(
            said.last().is_some_and(|l| l.contains("The game is over")),
            "{said:?}"
        );
        assert!(!s.proposal_waiting());
        from(&mut s, Color::Black, "yes");
        assert_eq!(s.game().moves.len(), 1);
        assert!(s.game().end.is_some());
    }

    /// F2.7 on the player's own 3D board: a square reported as it stands there is answered
    /// with what to do to set it right, squares named with their level; a square that
    /// agrees is said so; a deck's square where no deck stands is said missing.
    #[test]
    fn a_differing_square_of_the_players_board_is_set_right() {
        let mut s = ThreeDSession::new_3d(Language::ENGLISH);
        from(&mut s, Color::White, "Nc3N");
        // Black forgot to take White's knight off d1.
        let steps = from(&mut s, Color::Black, "on my board d1W has a white knight");
        assert_eq!(
            steps,
            [
                "Black's board has a white knight on David one on White; the game has nothing.",
                "Both records agree up to move one, White: knight Cäsar three on Neutral. \
                 Rule F2.7: the records stand; Black's board is corrected to them. \
                 White: your board is right. \
                 Black: Remove the knight from David one on White. Black to move."
            ]
        );
        // Settled: Black's board is the game's again.
        assert_eq!(s.seats.seat(Color::Black).mirror, s.game.position());
        let agrees = from(&mut s, Color::Black, "my b2W has a white pawn");
        assert_eq!(agrees.len(), 1, "{agrees:?}");
        assert!(agrees[0].contains("Bella two on White"), "{agrees:?}");
        let mut german = ThreeDSession::new_3d(Language::GERMAN);
        let steps = from(&mut german, Color::White, "bei mir ist b2W leer");
        assert!(steps[0].contains("Bella zwei auf Weiß"), "{steps:?}");
        assert_eq!(german.game().moves.len(), 0, "a report is no move");
    }

    /// The Spanish help names "plataformas" for where the decks stand; it was not understood.
    #[test]
    fn regression_plataformas_asks_where_the_decks_stand() {
        let mut s = ThreeDSession::new_3d(Language::SPANISH);
        let said = lines(&mut s, "plataformas");
        assert!(said[0].starts_with("Pin de dama uno"), "{said:?}");
    }

    /// Found by the simulated players on two devices: a game that ended (a draw agreed)
    /// while a move waited for its repetition still asked for it.
    #[test]
    fn regression_no_repetition_waits_after_the_end() {
        let mut s = ThreeDSession::new_3d(Language::ENGLISH).with_repetition(true);
        from(&mut s, Color::White, "b4N");
        from(&mut s, Color::White, "offer draw");
        from(&mut s, Color::Black, "accept draw");
        from(&mut s, Color::Black, "yes");
        assert!(s.game().end.is_some());
        assert_eq!(s.awaiting_repetition(), None);
    }

    /// Found trying the 3D game as a low-vision player: "brett" was refused as a move. It
    /// draws the 3D board in text now, as the player sits, with the last move marked, and
    /// says how to hear it; "brett aus" says it is drawn only on request.
    #[test]
    fn regression_brett_draws_the_3d_board() {
        let mut session = ThreeDSession::new_3d(Language::GERMAN);
        lines(&mut session, "b2W-b4W");
        let said = lines(&mut session, "brett");
        assert_eq!(said[0], "Brett Schwarz", "{said:?}");
        assert!(said.iter().any(|l| l.contains("[B]")), "{said:?}");
        assert!(
            said.last()
                .is_some_and(|l| l.contains("Das 3D-Brett ist oben gezeichnet, Weiß unten")),
            "{said:?}"
        );
        // "brett an", "brett aus": the front end's board view, after every move or not.
        for (line, on) in [("brett an", true), ("brett aus", false)] {
            let (said, flow) = session.handle_line(line);
            assert!(said.is_empty(), "{said:?}");
            assert_eq!(flow, Flow::Setting(SettingChange::Board(Some(on))));
        }
        // Against the engine playing White, the player sits at Black's side.
        let mut black = ThreeDSession::new_3d(Language::ENGLISH).with_opponent(Some(Opponent3 {
            side: Color::White,
            level: Level3::default(),
            hint_level: Level3::default(),
        }));
        let said = lines(&mut black, "board");
        assert_eq!(said[0], "White board", "{said:?}");
    }
}
