//! The host's side of the relay (`ansage play --host`): the seat played at another device.
//! Its lines are played for that seat only; each step's events go to both devices, and each
//! device words them in its own language (the same events, rendered once per device with
//! its own [`Words`]): game events to both, a device's own questions and answers to it
//! alone, and the sentences of a step that concerns both (a repetition, a claim, a draw
//! offer, a take-back, a reconciliation, the end, the clock) to both.

use std::net::SocketAddr;
use std::time::{Duration, Instant};

use shakmaty::{Color, Position};

use crate::game::events::{GameEvent, color_key};
use crate::language::Language;
use crate::phrase::{Phrase, Value};
use crate::play::PlaySession;
use crate::relay::protocol::{ArbiterState, ClockState, DeviceState, SaidLine, SpectatorState};
use crate::relay::{GuestNews, Relay, RelayError, Role};
use crate::texts::{Event, Line, Weight, Words};
use crate::words::announce::AnnounceOptions;

/// The relay as the journal keeps it: where it listened and the paired device's token.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct RelayRecord {
    /// The address and port the relay listened on.
    pub listen: SocketAddr,
    /// The paired device's token, once one paired.
    pub token: Option<String>,
    /// The paired device's language, `de` or `en`.
    pub lang: Option<String>,
    /// Whether the arbiter's seat was open (`--arbiter`).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub arbiter: bool,
    /// The arbiter's device's token, once one paired.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arbiter_token: Option<String>,
    /// The arbiter's device's language.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arbiter_lang: Option<String>,
}

/// Which device a step's input came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Actor {
    /// The player at this terminal.
    Host,
    /// The player at the other device.
    Guest,
    /// The arbiter, at their own device (issue 30: the arbiter's seat).
    Arbiter,
    /// Nobody: the clock, or the relay itself.
    Nobody,
}

/// What only the game knows of the arbiter's overview.
pub struct BoardsCompared {
    /// The game's board as ansage keeps it (a FEN's first field, or a FEN3D).
    pub game: String,
    /// The squares where White's and Black's own boards differ, in order.
    pub differences: Vec<String>,
    /// Whether a proposal waits for the arbiter's yes or no (F2.8's roll-back).
    pub proposal_now: bool,
}

/// What the relay needs of the game it relays to another device, said by each game its
/// own way: chess ([`PlaySession`]) here, Meder's 3D chess (`ThreeDSession`) in
/// `ui::three_d_host`. The relay itself (pairing, tokens, who is connected, the clocks
/// standing for an absent device, spectators, what the host hears of it) is one.
pub trait RelayedGame {
    /// What of the game both players hear about when it changes (for a game whose events
    /// do not say so themselves).
    type Mark: PartialEq;
    /// The game as it stands now.
    fn mark(&self) -> Self::Mark;
    /// Whose turn it is.
    fn turn(&self) -> Color;
    /// Whether the game has a clock.
    fn has_clock(&self) -> bool;
    /// Whether the game is over.
    fn is_over(&self) -> bool;
    /// Whether the game is played under tournament rules.
    fn tournament(&self) -> bool;
    /// Whose clock runs now, if the game has a clock and it runs.
    fn clock_running(&self) -> Option<Color>;
    /// Before the device has paired: the events of standing the clocks (or, with
    /// `for_arbiter`, of letting them stand until the arbiter starts them), and whether
    /// they now stand.
    fn clocks_wait(&mut self, for_arbiter: bool) -> (Vec<Event>, bool);
    /// The device dropped: the events of standing the clocks for it, and whether they stand
    /// (under tournament rules the absent player's clock runs on).
    fn device_left(&mut self) -> (Vec<Event>, bool);
    /// The device is back: the events of restarting the clocks that stood for it.
    fn device_back(&mut self, stood_for_it: bool) -> Vec<Event>;
    /// The events of a step the player at `own` hears, when `actor` acted; `changed` says
    /// whether the game's [`RelayedGame::Mark`] changed since the last step was sent.
    fn heard_by(events: &[Event], actor: Actor, own: Actor, changed: bool) -> Vec<Event>;
    /// The events of a step a spectator hears.
    fn seen_by_spectators(events: &[Event], changed: bool) -> Vec<Event>;
    /// What the device of `seat` shows.
    fn device_state(&self, seat: Color, words: &Words) -> DeviceState;
    /// What a spectator's device shows.
    fn spectator_state(&self, words: &Words) -> SpectatorState;
    /// What only the game knows of the arbiter's overview (the rest is both players'
    /// device states, see [`arbiter_state`]).
    fn boards_compared(&self) -> BoardsCompared;
    /// The sentence the host's ending leaves the other device with: the game waits for
    /// `--resume`, or is over.
    fn goodbye(&self) -> Phrase {
        Phrase::new(if self.is_over() {
            "relay-host-ended-game-over"
        } else {
            "relay-host-ended"
        })
    }
}

impl RelayedGame for PlaySession {
    // Chess's events say themselves what both players hear (game events).
    type Mark = ();

    fn mark(&self) {}

    fn turn(&self) -> Color {
        PlaySession::turn(self)
    }

    fn has_clock(&self) -> bool {
        PlaySession::has_clock(self)
    }

    fn is_over(&self) -> bool {
        self.game().result.is_some()
    }

    fn tournament(&self) -> bool {
        PlaySession::tournament(self)
    }

    fn clock_running(&self) -> Option<Color> {
        PlaySession::clock_running(self)
    }

    fn clocks_wait(&mut self, for_arbiter: bool) -> (Vec<Event>, bool) {
        if for_arbiter {
            self.clocks_wait_for_start()
        } else {
            PlaySession::device_left(self)
        }
    }

    fn device_left(&mut self) -> (Vec<Event>, bool) {
        PlaySession::device_left(self)
    }

    fn device_back(&mut self, stood_for_it: bool) -> Vec<Event> {
        PlaySession::device_back(self, stood_for_it)
    }

    fn heard_by(events: &[Event], actor: Actor, own: Actor, _changed: bool) -> Vec<Event> {
        for_player(events.to_vec(), actor, own)
    }

    fn seen_by_spectators(events: &[Event], _changed: bool) -> Vec<Event> {
        events
            .iter()
            .filter(|event| matches!(event, Event::Game(_) | Event::Say(Weight::Warning, _)))
            .cloned()
            .collect()
    }

    fn device_state(&self, seat: Color, words: &Words) -> DeviceState {
        device_state(self, seat, words)
    }

    fn spectator_state(&self, words: &Words) -> SpectatorState {
        spectator_state(self, words)
    }

    fn boards_compared(&self) -> BoardsCompared {
        let (white_board, black_board) = (
            &self.seats().seat(Color::White).mirror,
            &self.seats().seat(Color::Black).mirror,
        );
        let differences = shakmaty::Square::ALL
            .into_iter()
            .filter(|&square| white_board.piece_at(square) != black_board.piece_at(square))
            .map(|square| square.to_string())
            .collect();
        BoardsCompared {
            game: self.position().board().to_string(),
            differences,
            proposal_now: self.game().result.is_none() && self.proposal_waiting(),
        }
    }
}

/// The relay and what the host knows of the other device, for a game `G` (chess unless
/// named).
pub struct HostRelay<G: RelayedGame = PlaySession> {
    relay: Relay,
    /// The seat played at the other device.
    pub seat: Color,
    /// Whether the device is connected now.
    connected: bool,
    /// Whether the arbiter's device is connected now.
    arbiter_connected: bool,
    /// Whether the clocks were stopped because the device dropped.
    clock_stopped_for_drop: bool,
    announce: AnnounceOptions,
    /// The language the host types in: a device's until it says its own.
    host_language: Language,
    /// When the host was last told that a device was turned away from the seat, and how
    /// many were turned away since, untold (issue 30 §3: at most one such sentence a
    /// minute, however many tries come).
    defended: TurnedAway,
    /// The same for the arbiter's seat.
    arbiter_defended: TurnedAway,
    /// How many devices were turned away from the seat in all (said on request).
    defended_total: u32,
    /// The game as it stood when the devices were last sent a step.
    published: std::cell::RefCell<Option<G::Mark>>,
    /// Whether the last step published changed the game's mark.
    last_changed: std::cell::Cell<bool>,
}

/// How often at most the host hears that devices were turned away from the seat.
const DEFENDED_EVERY: Duration = Duration::from_secs(60);

/// The sentence `id` that says a seat's new `code`, shown as digits and spoken digit by
/// digit.
fn new_code_said(id: &'static str, code: &str) -> Phrase {
    Phrase::new(id)
        .with("code", Value::Verbatim(code.to_owned()))
        .with("spoken-code", crate::relay::address::spoken_code(code))
}

/// Tries at a paired seat, told to the host once, then at most once a minute with how many
/// came meanwhile (issue 30 §3: one connection made thirty sentences in thirty seconds).
#[derive(Debug, Default)]
struct TurnedAway {
    told: Option<Instant>,
    untold: u32,
}

impl TurnedAway {
    /// A device was turned away at `now`: how many to tell of now, if the host is told.
    fn tried(&mut self, now: Instant) -> Option<u32> {
        self.untold += 1;
        let due = self
            .told
            .is_none_or(|told| now.duration_since(told) >= DEFENDED_EVERY);
        if !due {
            return None;
        }
        self.told = Some(now);
        Some(std::mem::take(&mut self.untold))
    }
}

/// How the host's relay is opened: the seat played at the other device, where it listens,
/// the arbiter's and the spectators' seats, and a resumed game's relay.
#[derive(Clone, Debug)]
pub struct HostOpening {
    /// The seat played at the other device.
    pub seat: Color,
    /// Where the relay listens (`--listen`); else where a resumed game's listened, else
    /// [`crate::relay::address::DEFAULT_LISTEN`].
    pub listen: Option<SocketAddr>,
    /// Whether the arbiter's seat is open (`--arbiter`).
    pub arbiter: bool,
    /// Whether spectators may watch (`--spectators`).
    pub spectators: bool,
    /// A resumed game's relay: its address and the paired device's token.
    pub earlier: Option<RelayRecord>,
}

impl<G: RelayedGame> HostRelay<G> {
    /// Starts listening for the device that plays `seat`; its news arrive through `news`.
    pub fn start(
        listen: SocketAddr,
        seat: Color,
        language: Language,
        announce: AnnounceOptions,
        news: impl Fn(Role, GuestNews) -> bool + Send + Sync + 'static,
    ) -> Result<HostRelay<G>, RelayError> {
        let relay = Relay::start(listen, seat, language, news)?;
        Ok(HostRelay {
            relay,
            seat,
            connected: false,
            arbiter_connected: false,
            clock_stopped_for_drop: false,
            announce,
            host_language: language,
            defended: TurnedAway::default(),
            arbiter_defended: TurnedAway::default(),
            defended_total: 0,
            published: std::cell::RefCell::new(None),
            last_changed: std::cell::Cell::new(false),
        })
    }

    /// Opens the relay of a game played at this terminal: the device at `opening.seat`,
    /// the arbiter's and the spectators' news come as inputs through `inputs`. A resumed
    /// game listens where it listened before (the device's address stays good) and knows
    /// its paired device again. Returns the relay and the lines that say how to join.
    pub fn open_at_terminal(
        opening: &HostOpening,
        language: Language,
        announce: AnnounceOptions,
        inputs: std::sync::mpsc::Sender<crate::ui::terminal::Input>,
    ) -> Result<(HostRelay<G>, Vec<Line>), RelayError> {
        use crate::ui::terminal::Input;
        let listen = opening
            .listen
            .or(opening.earlier.as_ref().map(|record| record.listen))
            .unwrap_or(crate::relay::address::DEFAULT_LISTEN);
        let relay = HostRelay::start(
            listen,
            opening.seat,
            language,
            announce,
            move |role, news| {
                let input = match role {
                    Role::Player => Input::Guest(news),
                    Role::Arbiter => Input::Arbiter(news),
                    Role::Spectator => Input::Spectator(news),
                };
                inputs.send(input).is_ok()
            },
        )?;
        if opening.arbiter {
            relay.open_arbiter_seat();
        }
        if opening.spectators {
            relay.open_gallery();
        }
        if let Some(record) = &opening.earlier {
            relay.restore(record);
        }
        let mut lines = vec![relay.how_to_join(language)];
        lines.extend(relay.how_arbiter_joins(language));
        lines.extend(relay.how_spectators_join(language));
        Ok((relay, lines))
    }

    /// At the start, before the device has paired: the clocks stand until it does (they
    /// start when both players are there, as for a device that dropped). Gives the events
    /// of stopping them and the sentence for the host, or nothing when no clock runs (or in
    /// tournament mode, where only the host or the arbiter starts and stops the clocks,
    /// Articles 6.5 and 6.12).
    pub fn wait_for_device(&mut self, session: &mut G) -> Vec<Event> {
        if self.connected {
            return Vec::new();
        }
        // In tournament mode with an arbiter's device, the arbiter starts the clocks
        // (articles 6.5, 6.13c); they stand until then, whoever is connected.
        if session.tournament() && self.has_arbiter_seat() {
            let (mut events, stopped) = session.clocks_wait(true);
            if stopped {
                events.push(Event::say(Phrase::new("relay-clocks-wait-for-arbiter")));
            }
            return events;
        }
        let (mut events, paused) = session.clocks_wait(false);
        if paused {
            self.clock_stopped_for_drop = true;
            events.push(Event::say(
                Phrase::new("relay-clocks-wait-for-device").with("side", self.seat),
            ));
        }
        events
    }

    /// How to join, to say at the start: the address and the code; after `--resume` with
    /// a device paired before, how that device comes back (the code would be refused, as
    /// the seat is its: issue 30 fault 14).
    pub fn how_to_join(&self, language: Language) -> Line {
        if self.relay.guest_language().is_some() {
            return crate::relay::address::how_to_rejoin(self.relay.address(), language);
        }
        crate::relay::address::how_to_join(self.relay.address(), &self.relay.code(), language)
    }

    /// Opens the arbiter's seat (`--arbiter`): a third device joins with a code of its own
    /// and sees both boards, both records and the clocks (F2.7–F2.9).
    pub fn open_arbiter_seat(&self) {
        self.relay.open_arbiter_seat();
    }

    /// Lets spectators watch (`--spectators`): any number of devices up to sixteen, with a
    /// code of their own, see the game's board and moves and the clocks, never the players'
    /// own boards and records.
    pub fn open_gallery(&self) {
        self.relay.open_gallery();
    }

    /// How spectators join, to say at the start, when they may.
    pub fn how_spectators_join(&self, language: Language) -> Option<Line> {
        let code = self.relay.spectator_code()?;
        Some(crate::relay::address::how_spectators_join(
            self.relay.address(),
            &code,
            language,
        ))
    }

    /// News of a spectator's device: one that joins or chooses a language is sent the view
    /// in its words; nothing is said to the host (`verbindung` counts them).
    pub fn spectator_news(&self, news: &GuestNews, session: &G) {
        if matches!(
            news,
            GuestNews::Joined { .. } | GuestNews::LanguageChosen(_)
        ) {
            self.publish_to_spectators(session, &[]);
        }
    }

    /// Whether the arbiter's seat is open.
    pub fn has_arbiter_seat(&self) -> bool {
        self.relay.arbiter_code().is_some()
    }

    /// How the arbiter joins, to say at the start, when the seat is open: the address and
    /// the arbiter's code (none after `--resume` with the arbiter's device paired before:
    /// it comes back by itself).
    pub fn how_arbiter_joins(&self, language: Language) -> Option<Line> {
        let code = self.relay.arbiter_code()?;
        if self.relay.paired_as(Role::Arbiter) {
            return None;
        }
        Some(crate::relay::address::how_arbiter_joins(
            self.relay.address(),
            &code,
            language,
        ))
    }

    /// "verbindung": whether the device is connected (or paired and away, or not yet
    /// paired), how many wrong codes were entered and how many devices were turned away
    /// from the seat since the start (issue 30 fault 3: summarised, and on request).
    pub fn status(&self) -> Phrase {
        let yes_no = |b: bool| if b { "yes" } else { "no" };
        let player = Phrase::new("relay-status")
            .with("side", self.seat)
            .with("connected", yes_no(self.connected))
            .with("paired", yes_no(self.relay.paired()))
            .with("wrong", Value::Number(i64::from(self.relay.wrong_tries())))
            .with("defended", Value::Number(i64::from(self.defended_total)));
        let mut said = vec![player];
        if self.has_arbiter_seat() {
            said.push(
                Phrase::new("relay-status-arbiter")
                    .with("connected", yes_no(self.arbiter_connected))
                    .with("paired", yes_no(self.relay.paired_as(Role::Arbiter))),
            );
        }
        if self.relay.spectator_code().is_some() {
            let count = i64::try_from(self.relay.spectators()).unwrap_or(i64::MAX);
            said.push(Phrase::new("relay-status-spectators").with("count", Value::Number(count)));
        }
        if said.len() == 1 {
            return said.remove(0);
        }
        Phrase::joined(crate::phrase::Join::Sentences, said)
    }

    /// A new pairing code, said to the host; the device paired so far must pair again.
    pub fn new_code(&mut self, language: Language) -> Line {
        let code = self.relay.renew_code();
        self.connected = false;
        crate::relay::address::how_to_join(self.relay.address(), &code, language)
    }

    /// What the journal keeps of the relay, so that `--resume` listens at the same address
    /// and lets the same device back in.
    pub fn record(&self) -> RelayRecord {
        let guest = self.relay.guest_token();
        let arbiter = self.relay.token_of(Role::Arbiter);
        let code = |language| crate::relay::protocol::language_code(language).to_owned();
        RelayRecord {
            listen: self.relay.address(),
            token: guest.as_ref().map(|(token, _)| token.clone()),
            lang: guest.map(|(_, language)| code(language)),
            arbiter: self.has_arbiter_seat(),
            arbiter_token: arbiter.as_ref().map(|(token, _)| token.clone()),
            arbiter_lang: arbiter.map(|(_, language)| code(language)),
        }
    }

    /// Lets the devices of an earlier run of the match back in (the arbiter's seat opens
    /// again when it was open).
    pub fn restore(&self, record: &RelayRecord) {
        let language_of = |lang: &Option<String>| {
            lang.as_deref()
                .and_then(crate::relay::protocol::language_of)
                .unwrap_or(self.host_language)
        };
        if let Some(token) = &record.token {
            self.relay
                .restore_guest(token.clone(), language_of(&record.lang));
        }
        if record.arbiter || record.arbiter_token.is_some() {
            self.relay.open_arbiter_seat();
        }
        if let Some(token) = &record.arbiter_token {
            self.relay.restore(
                Role::Arbiter,
                token.clone(),
                language_of(&record.arbiter_lang),
            );
        }
    }

    /// The address the relay listens on.
    pub fn address(&self) -> SocketAddr {
        self.relay.address()
    }

    /// The other device's language (the host's until it pairs).
    pub fn guest_language(&self, host: Language) -> Language {
        self.relay.guest_language().unwrap_or(host)
    }

    /// Handles news of the device that are not a line: returns the events for both
    /// devices and the sentences for the host alone.
    pub fn news(&mut self, news: &GuestNews, session: &mut G) -> (Vec<Event>, Vec<Phrase>) {
        let mut events = Vec::new();
        let mut said = Vec::new();
        match news {
            GuestNews::Joined { again, .. } => {
                self.connected = true;
                let id = if *again {
                    "relay-guest-back"
                } else {
                    "relay-guest-joined"
                };
                said.push(Phrase::new(id).with("side", self.seat));
                // The device's player is told whom they play and whose turn it is.
                let welcome = Phrase::new("relay-welcome")
                    .with("side", self.seat)
                    .with("turn", session.turn());
                self.tell_guest(session, welcome);
                events.extend(session.device_back(self.clock_stopped_for_drop));
                self.clock_stopped_for_drop = false;
                // The arbiter sees at once that the remote player is there.
                self.publish_to_arbiter(session, &[], Actor::Nobody);
            }
            GuestNews::Left => {
                if self.connected {
                    self.connected = false;
                    let (stopped, paused) = session.device_left();
                    self.clock_stopped_for_drop = paused;
                    let id = if paused {
                        "relay-guest-left-clock-stopped"
                    } else if session.has_clock() && !session.is_over() {
                        "relay-guest-left-clock-runs"
                    } else {
                        "relay-guest-left"
                    };
                    said.push(Phrase::new(id).with("side", self.seat));
                    events.extend(stopped);
                    self.publish_to_arbiter(session, &[], Actor::Nobody);
                }
            }
            GuestNews::CodeExpired { code } => {
                said.push(new_code_said("relay-code-expired-host", code));
            }
            GuestNews::SeatDefended => {
                self.defended_total += 1;
                if let Some(count) = self.defended.tried(Instant::now()) {
                    said.push(match count {
                        1 => Phrase::new("relay-seat-defended").with("side", self.seat),
                        _ => Phrase::new("relay-seat-defended-many")
                            .with("side", self.seat)
                            .with("count", Value::Number(i64::from(count))),
                    });
                }
            }
            // The device's state (its prompt, its last announcement, its record's notation)
            // is sent anew in the language its player chose.
            GuestNews::LanguageChosen(_) => self.publish(session, &[], Actor::Nobody),
            GuestNews::Line(_) | GuestNews::Heard(_) => {}
        }
        (events, said)
    }

    /// Handles news of the arbiter's device that are not a line: returns the events for
    /// everyone and the sentences for the host alone.
    pub fn arbiter_news(&mut self, news: &GuestNews, session: &mut G) -> (Vec<Event>, Vec<Phrase>) {
        let mut said = Vec::new();
        match news {
            GuestNews::Joined { again, .. } => {
                self.arbiter_connected = true;
                let id = if *again {
                    "relay-arbiter-back"
                } else {
                    "relay-arbiter-joined"
                };
                said.push(Phrase::new(id));
                let welcome = Phrase::new("relay-arbiter-welcome").with("turn", session.turn());
                self.tell_arbiter(session, welcome);
                let over = session.is_over();
                if session.has_clock() && session.clock_running().is_none() && !over {
                    let stand =
                        Phrase::new("relay-arbiter-clocks-stand").with("side", session.turn());
                    self.tell_arbiter(session, stand);
                }
            }
            GuestNews::Left => {
                if self.arbiter_connected {
                    self.arbiter_connected = false;
                    said.push(Phrase::new("relay-arbiter-left"));
                }
            }
            GuestNews::SeatDefended => {
                self.defended_total += 1;
                if let Some(count) = self.arbiter_defended.tried(Instant::now()) {
                    said.push(match count {
                        1 => Phrase::new("relay-arbiter-seat-defended"),
                        _ => Phrase::new("relay-arbiter-seat-defended-many")
                            .with("count", Value::Number(i64::from(count))),
                    });
                }
            }
            GuestNews::LanguageChosen(_) => {
                self.publish_to_arbiter(session, &[], Actor::Nobody);
            }
            // The arbiter may come late: the host hears the new code to pass on.
            GuestNews::CodeExpired { code } => {
                said.push(new_code_said("relay-arbiter-code-expired-host", code));
            }
            GuestNews::Line(_) | GuestNews::Heard(_) => {}
        }
        (Vec::new(), said)
    }

    /// The arbiter's device's language (the host's until it pairs).
    pub fn arbiter_language(&self, host: Language) -> Language {
        self.relay.language_of(Role::Arbiter).unwrap_or(host)
    }

    /// The events of a step the host's terminal shows (after the step was published).
    pub fn for_host(&self, events: Vec<Event>, actor: Actor) -> Vec<Event> {
        G::heard_by(&events, actor, Actor::Host, self.last_changed.get())
    }

    /// The words of a device that wants `language`.
    fn words_in(&self, language: Language) -> Words {
        device_words(self.host_language, self.announce, language)
    }

    /// Sends the other device the step's events, worded in its own language, and its new
    /// state; the arbiter's device its share and overview, when its seat is open; and the
    /// spectators theirs.
    pub fn publish(&self, session: &G, events: &[Event], actor: Actor) {
        let mark = session.mark();
        let changed = self.published.borrow().as_ref() != Some(&mark);
        self.published.replace(Some(mark));
        self.last_changed.set(changed);
        self.publish_to_guest(session, events, actor, changed);
        self.publish_to_arbiter(session, events, actor);
        self.publish_to_spectators(session, &G::seen_by_spectators(events, changed));
    }

    /// The spectators get `events` in each one's language, and the view.
    fn publish_to_spectators(&self, session: &G, events: &[Event]) {
        for language in self.relay.spectator_languages() {
            let words = self.words_in(language);
            let lines = said_lines(events, &words);
            self.relay
                .publish_spectators(session.spectator_state(&words), lines, language);
        }
    }

    fn publish_to_guest(&self, session: &G, events: &[Event], actor: Actor, changed: bool) {
        let language = self.guest_language(self.host_language);
        let words = self.words_in(language);
        let shared = G::heard_by(events, actor, Actor::Guest, changed);
        let lines = said_lines(&shared, &words);
        self.relay
            .publish(session.device_state(self.seat, &words), lines, language);
    }

    fn publish_to_arbiter(&self, session: &G, events: &[Event], actor: Actor) {
        if !self.has_arbiter_seat() {
            return;
        }
        let language = self.arbiter_language(self.host_language);
        let words = self.words_in(language);
        let overview = arbiter_state(session, self.seat, self.connected, &words);
        let lines = said_lines(&for_arbiter(events.to_vec(), actor), &words);
        self.relay.publish_arbiter(overview, lines, language);
    }

    /// Sends a sentence to the other device only; it words it in its own language.
    pub fn tell_guest(&self, session: &G, phrase: Phrase) {
        self.publish_to_guest(session, &[Event::say(phrase)], Actor::Guest, false);
    }

    /// Sends a sentence to the arbiter's device only.
    pub fn tell_arbiter(&self, session: &G, phrase: Phrase) {
        self.publish_to_arbiter(session, &[Event::say(phrase)], Actor::Arbiter);
    }

    /// The host ends: the other device is told whether the game waits to be continued
    /// (`ansage play --resume`) or is over, and the spectators that the game is over, or
    /// that a resumed game has a new spectators' code.
    pub fn say_goodbye(&self, session: &G) {
        self.tell_guest(session, session.goodbye());
        let id = if session.is_over() {
            "relay-host-ended-game-over"
        } else {
            "relay-host-ended-spectators"
        };
        self.publish_to_spectators(session, &[Event::say(Phrase::new(id))]);
        // The message is on its way before the relay stops.
        std::thread::sleep(Duration::from_millis(150));
    }
}

/// The words of a device that wants `language`, at a host that speaks `host` with
/// `announce`: words chosen apart from the host's language's own stay; else the device's
/// language's own (Appendix F's for a Spanish device, F2.1).
pub(crate) fn device_words(host: Language, announce: AnnounceOptions, language: Language) -> Words {
    Words::new(
        language,
        AnnounceOptions {
            words: if announce.words == host.announce_words() {
                language.announce_words()
            } else {
                announce.words
            },
            ..announce
        },
    )
}

/// The sentences of `events` in a device's words.
pub(crate) fn said_lines(events: &[Event], words: &Words) -> Vec<SaidLine> {
    events
        .iter()
        .flat_map(|event| words.lines(event))
        .map(|line| SaidLine::from(&line))
        .collect()
}

/// The events of a step for the player at `own` (the host or the guest): all of them where
/// that player acted (or nobody did); the game events and the sentences of a step that
/// concerns both where the opponent acted; and of the arbiter's step, what changed the game
/// or the clocks or warned a player (12.9a), with its sentences; a question the arbiter
/// asked or a refusal of theirs stays with the arbiter.
pub fn for_player(events: Vec<Event>, actor: Actor, own: Actor) -> Vec<Event> {
    if actor != Actor::Arbiter {
        return events_for(events, actor == own || actor == Actor::Nobody);
    }
    let changed = events
        .iter()
        .any(|event| matches!(event, Event::Game(_) | Event::Say(Weight::Warning, _)));
    if !changed {
        return Vec::new();
    }
    heard_by_all(events)
}

/// The events of a step for the arbiter: all of their own step's; of a player's step, the
/// game events and every sentence said (announcements, messages, warnings: a refusal, a
/// board difference, a proposal to set the boards right), not chatter or what was only
/// shown to the player who asked.
pub fn for_arbiter(events: Vec<Event>, actor: Actor) -> Vec<Event> {
    if actor == Actor::Arbiter {
        return events;
    }
    heard_by_all(events)
}

/// The game events and the sentences of weight announcement, message or warning.
fn heard_by_all(events: Vec<Event>) -> Vec<Event> {
    events
        .into_iter()
        .filter(|event| {
            matches!(
                event,
                Event::Game(_)
                    | Event::Say(Weight::Announcement | Weight::Message | Weight::Warning, _)
            )
        })
        .collect()
}

/// Both clocks as a device shows them, if the match has a clock.
fn clock_state(session: &PlaySession) -> Option<ClockState> {
    session.clock_ms_now().map(|reading| ClockState {
        white_ms: reading.white_ms,
        black_ms: reading.black_ms,
        running: session
            .clock_running()
            .map(|color| color_key(color).to_owned()),
    })
}

/// The result as a PGN token (`1-0`), once the game is over.
fn result_token(session: &PlaySession) -> Option<String> {
    let game = session.game();
    game.result
        .map(|_| crate::notation::pgn::result_token(game.result).to_owned())
}

/// Why the game ended, in a device's words, once it has.
fn ending(session: &PlaySession, words: &Words) -> Option<String> {
    session
        .end()
        .filter(|_| session.game().result.is_some())
        .map(|end| crate::words::phrases::shown(&end.phrase(), words.language))
}

/// The last announcement, in a device's words.
fn last_announcement(session: &PlaySession, words: &Words) -> Option<SaidLine> {
    session
        .last_move()
        .map(|played| SaidLine::from(&words.move_line(played)))
}

/// What a spectator's device shows: the game's board and moves in the spectator's
/// notation, the last move and a check marked, the clocks and the end.
pub fn spectator_state(session: &PlaySession, words: &Words) -> SpectatorState {
    let game = session.game();
    let position = session.position();
    let mut before = game.start.clone();
    let mut moves = Vec::with_capacity(game.moves.len());
    for recorded in &game.moves {
        moves.push(crate::notation::san::write_san(
            &before,
            recorded.played,
            words.language,
        ));
        before.play_unchecked(recorded.played);
    }
    let last_move = game.moves.last().and_then(|recorded| {
        let uci = recorded
            .played
            .to_uci(shakmaty::CastlingMode::Standard)
            .to_string();
        Some([uci.get(0..2)?.to_owned(), uci.get(2..4)?.to_owned()])
    });
    let check = position
        .is_check()
        .then(|| position.board().king_of(position.turn()))
        .flatten()
        .map(|king| king.to_string());
    SpectatorState {
        board: position.board().to_string(),
        turn: color_key(position.turn()).to_owned(),
        moves,
        last_move,
        check,
        clock: clock_state(session),
        result: result_token(session),
        ending: ending(session, words),
        last: last_announcement(session, words),
        variant: None,
    }
}

/// What the arbiter's device shows: both players' devices' states (each their own board
/// and record), the game, where the two boards differ, the clocks, whether a proposal waits
/// for a yes or no, and whether the remote player (at `remote`) is connected.
pub fn arbiter_state<G: RelayedGame>(
    session: &G,
    remote: Color,
    remote_here: bool,
    words: &Words,
) -> ArbiterState {
    let white = session.device_state(Color::White, words);
    let black = session.device_state(Color::Black, words);
    let BoardsCompared {
        game,
        differences,
        proposal_now,
    } = session.boards_compared();
    ArbiterState {
        game,
        differences,
        turn: color_key(session.turn()).to_owned(),
        prompt: crate::words::phrases::shown(&Phrase::new("arbiter-prompt"), words.language),
        proposal_now,
        remote_here,
        remote_seat: color_key(remote).to_owned(),
        clock: white.clock.clone(),
        result: white.result.clone(),
        ending: white.ending.clone(),
        last: white.last.clone(),
        tournament: session.tournament(),
        white,
        black,
    }
}

/// Sentences that concern both players though no game event comes with them: a declined
/// draw offer (an accepted one ends the game, which is said to both anyway).
const SHARED_SENTENCES: &[&str] = &["game-offer-declined"];

/// The events of a step for one device: all of them where it acted (or nobody did);
/// else the game events, and the sentences only when the step concerns both players.
pub fn events_for(events: Vec<Event>, acted: bool) -> Vec<Event> {
    if acted {
        return events;
    }
    let shared = events.iter().any(|event| {
        // The answer to a draw offer reaches the player who offered it (issue 30 §4).
        matches!(event, Event::Say(_, phrase) if SHARED_SENTENCES.contains(&phrase.id))
            || matches!(
                event,
                Event::Game(
                    GameEvent::Repeated { .. }
                        | GameEvent::Claimed { .. }
                        | GameEvent::DrawOffered { .. }
                        | GameEvent::MovesTakenBack { .. }
                        | GameEvent::EndTakenBack { .. }
                        | GameEvent::Corrected { .. }
                        | GameEvent::MovesReplaced { .. }
                        | GameEvent::Reconciled { .. }
                        | GameEvent::GameEnded { .. }
                )
            )
    });
    events
        .into_iter()
        .filter(|event| match event {
            Event::Game(_) => true,
            Event::Say(Weight::Message | Weight::Announcement, _) => shared,
            // The clock's alarm and a fallen flag concern both players.
            Event::Say(Weight::Warning, _) => true,
            Event::Say(Weight::Chatter | Weight::Screen, _) => false,
            // Help, the move list, announcements said again: for who asked.
            Event::Shown(_)
            | Event::Announce(_)
            | Event::PositionAfter(_)
            | Event::Scoresheet { .. }
            | Event::GameInWords(_)
            | Event::SpokenOnly(_) => false,
        })
        .collect()
}

/// What the device of `seat` shows: its player's own board and record, the clocks, and
/// what is asked of them now: the last move and a king in check on that board, the move to
/// repeat, and why the game ended (issue 30: a board a club player reads at a glance).
pub fn device_state(session: &PlaySession, seat: Color, words: &Words) -> DeviceState {
    let own = session.seats().seat(seat);
    let turn = session.position().turn();
    let over = session.game().result.is_some();
    let repeat_now = !over && session.awaiting_repetition() && turn == seat;
    let move_now = !over && !session.awaiting_repetition() && turn == seat;
    let uci = |m: &shakmaty::Move| m.to_uci(shakmaty::CastlingMode::Standard).to_string();
    let game = session.game();
    // The announced move waiting for this player's repetition, and the position before it
    // (the one on this player's board).
    let announced = repeat_now
        .then(|| game.moves.last().map(|m| m.played))
        .flatten()
        .map(|played| (game.position_after(game.moves.len() - 1), played));
    let legal = if move_now {
        session.position().legal_moves().iter().map(uci).collect()
    } else if let Some((before, _)) = &announced {
        before.legal_moves().iter().map(uci).collect()
    } else {
        Vec::new()
    };
    // The last move on this player's own board: the move of their record's last entry,
    // where their board shows it.
    let written = own.record.len();
    let last_move = (written > 0)
        .then(|| session.played_moves().get(written - 1))
        .flatten()
        .and_then(|played| {
            let (from, to) = (played.uci.get(0..2)?, played.uci.get(2..4)?);
            let to_square: shakmaty::Square = to.parse().ok()?;
            let castles = matches!(played.uci.as_str(), "e1g1" | "e1c1" | "e8g8" | "e8c8");
            (own.mirror.piece_at(to_square).is_some() || castles)
                .then(|| [from.to_owned(), to.to_owned()])
        });
    // A king attacked on this player's board (the side to move's first).
    let check = [turn, !turn].into_iter().find_map(|color| {
        let king = own.mirror.king_of(color)?;
        own.mirror
            .attacks_to(king, !color, own.mirror.occupied())
            .any()
            .then(|| king.to_string())
    });
    DeviceState {
        seat: color_key(seat).to_owned(),
        board: own.mirror.to_string(),
        turn: color_key(turn).to_owned(),
        prompt: session.prompt_for(seat, words.language),
        // The record in the device's own notation (`Nf3` for an English device).
        record: session.seats().record_in(seat, words.language),
        repeat_now,
        move_now,
        question_now: session.confirmation_seat() == Some(seat),
        offer_now: !over && session.pending_draw_offer() == Some(!seat),
        last: last_announcement(session, words),
        clock: clock_state(session),
        result: result_token(session),
        opponent_here: true,
        legal,
        last_move,
        check,
        to_repeat: announced.map(|(before, played)| {
            crate::notation::san::write_san(&before, played, words.language)
        }),
        ending: ending(session, words),
        variant: None,
        taps: Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(language: Language) -> Words {
        Words::new(
            language,
            AnnounceOptions {
                words: language,
                ..AnnounceOptions::default()
            },
        )
    }

    /// Every line a device of `language` gets of `events`.
    fn shown(events: &[Event], language: Language) -> Vec<String> {
        events
            .iter()
            .flat_map(|event| words(language).lines(event))
            .map(|line| line.shown)
            .collect()
    }

    #[test]
    fn a_devices_own_answers_stay_with_it() {
        let answer = vec![Event::say(Phrase::new("question-unknown"))];
        assert_eq!(events_for(answer.clone(), true), answer);
        assert!(events_for(answer, false).is_empty());
    }

    #[test]
    fn a_step_that_concerns_both_is_said_to_both() {
        let repeated = Event::say(
            Phrase::new("repeated").with("words", Value::Verbatim("Bauer Eva vier".into())),
        );
        let step = vec![
            repeated.clone(),
            Event::Game(GameEvent::Repeated {
                ply: crate::game::events::Ply(1),
                count: 1,
            }),
            Event::Say(Weight::Chatter, Phrase::new("question-unknown")),
        ];
        let other = events_for(step, false);
        assert_eq!(other.len(), 2);
        assert_eq!(other[0], repeated);
    }

    /// The same events reach a German host and an English device, each in its own words:
    /// the host's draw offer (a step that concerns both), and the clock's flag.
    #[test]
    fn each_device_words_the_same_events_in_its_own_language() {
        let mut session = PlaySession::new(Language::GERMAN);
        session.handle_line_from(Color::White, Language::GERMAN, "e4");
        session.handle_line_from(Color::Black, Language::ENGLISH, "e5");
        let (events, _) = session.handle_line_from(Color::White, Language::GERMAN, "remis");
        let to_device = events_for(events.clone(), false);
        let to_host = events_for(events, true);
        assert_eq!(
            shown(&to_device, Language::ENGLISH),
            ["White offers a draw. Black answers yes or no (accept draw, decline draw), or moves."]
        );
        assert_eq!(
            shown(&to_host, Language::GERMAN),
            [
                "Weiß bietet Remis an. Schwarz antwortet mit ja oder nein (remis annehmen, remis ablehnen), oder zieht."
            ]
        );
    }

    /// A German host, and a device in English or in Spanish: the device's refusal (a move
    /// out of turn) and its answer (whose turn it is) are data, and reach it in its own
    /// language, not the host's; the host's own answer stays German.
    /// Tries at a paired seat are told to the host once, then at most once a minute with
    /// how many came meanwhile (issue 30 §3: one connection made thirty sentences in thirty
    /// seconds).
    #[test]
    fn the_connection_status_reads_in_each_language() {
        let status = Phrase::new("relay-status")
            .with("side", Color::Black)
            .with("connected", "no")
            .with("paired", "yes")
            .with("wrong", Value::Number(3))
            .with("defended", Value::Number(1));
        let said = |language| crate::words::phrases::shown(&status, language);
        assert_eq!(
            said(Language::ENGLISH),
            "Black is not connected; the other device comes back by itself with its token. \
             3 wrong codes were entered. One device was turned away from the seat."
        );
        assert_eq!(
            said(Language::SPANISH),
            "Negras no están conectadas; el otro dispositivo vuelve solo con su clave. Se \
             introdujeron 3 códigos equivocados. Un dispositivo fue rechazado del puesto."
        );
    }

    /// With the arbiter's seat open, "verbindung" says how the arbiter is connected too.
    #[test]
    fn the_connection_status_names_the_arbiter_when_the_seat_is_open() {
        let relay: HostRelay = HostRelay::start(
            "127.0.0.1:0".parse().unwrap(),
            Color::Black,
            Language::GERMAN,
            AnnounceOptions::default(),
            |_, _| true,
        )
        .expect("relay listens on loopback");
        let without = crate::words::phrases::shown(&relay.status(), Language::ENGLISH);
        assert!(!without.contains("arbiter"), "{without}");
        assert!(relay.how_arbiter_joins(Language::GERMAN).is_none());
        relay.open_arbiter_seat();
        let with = crate::words::phrases::shown(&relay.status(), Language::ENGLISH);
        assert!(
            with.ends_with("The arbiter is not connected; they have not paired yet."),
            "{with}"
        );
        let joining = relay
            .how_arbiter_joins(Language::GERMAN)
            .expect("said at the start");
        assert!(
            joining.shown.contains("ansage join --arbiter 127.0.0.1:"),
            "{}",
            joining.shown
        );
        assert!(
            joining.spoken.contains("Schiedsrichter-Code:"),
            "{}",
            joining.spoken
        );
    }

    /// The arbiter may come after the code's ten minutes: the host hears the new arbiter's
    /// code, not the player's sentence.
    #[test]
    fn an_expired_arbiters_code_is_said_as_the_arbiters() {
        let mut relay = HostRelay::start(
            "127.0.0.1:0".parse().unwrap(),
            Color::Black,
            Language::GERMAN,
            AnnounceOptions::default(),
            |_, _| true,
        )
        .expect("relay listens on loopback");
        relay.open_arbiter_seat();
        let mut session = PlaySession::new(Language::GERMAN);
        let news = GuestNews::CodeExpired {
            code: "0815".into(),
        };
        let (_, said) = relay.arbiter_news(&news, &mut session);
        let said: Vec<String> = said
            .iter()
            .map(|phrase| crate::words::phrases::shown(phrase, Language::GERMAN))
            .collect();
        assert_eq!(
            said,
            [
                "Der Schiedsrichter-Code war älter als zehn Minuten. Der neue Schiedsrichter-Code ist 0815."
            ]
        );
    }

    #[test]
    fn turned_away_devices_are_told_once_then_summarised() {
        let mut relay = HostRelay::start(
            "127.0.0.1:0".parse().unwrap(),
            Color::Black,
            Language::GERMAN,
            AnnounceOptions::default(),
            |_, _| true,
        )
        .expect("relay listens on loopback");
        let mut session = PlaySession::new(Language::GERMAN);
        let (_, said) = relay.news(&GuestNews::SeatDefended, &mut session);
        assert_eq!(
            said,
            vec![Phrase::new("relay-seat-defended").with("side", Color::Black)]
        );
        for _ in 0..29 {
            let (_, said) = relay.news(&GuestNews::SeatDefended, &mut session);
            assert!(said.is_empty(), "{said:?}");
        }
        // A minute later, the next try is told with the ones before it.
        relay.defended.told = Some(Instant::now() - DEFENDED_EVERY);
        let (_, said) = relay.news(&GuestNews::SeatDefended, &mut session);
        let summary = Phrase::new("relay-seat-defended-many")
            .with("side", Color::Black)
            .with("count", Value::Number(30));
        assert_eq!(said, vec![summary.clone()]);
        assert_eq!(
            crate::words::phrases::shown(&summary, Language::GERMAN),
            "Seit der letzten Meldung wollten Geräte 30 Mal den Platz von Schwarz einnehmen und wurden abgewiesen."
        );
        assert!(crate::words::phrases::shown(&summary, Language::SPANISH).contains("30 intentos"));
        // Tries at the arbiter's seat likewise: once, then summarised.
        relay.open_arbiter_seat();
        let (_, said) = relay.arbiter_news(&GuestNews::SeatDefended, &mut session);
        assert_eq!(said, vec![Phrase::new("relay-arbiter-seat-defended")]);
        for _ in 0..29 {
            let (_, said) = relay.arbiter_news(&GuestNews::SeatDefended, &mut session);
            assert!(said.is_empty(), "{said:?}");
        }
        relay.arbiter_defended.told = Some(Instant::now() - DEFENDED_EVERY);
        let (_, said) = relay.arbiter_news(&GuestNews::SeatDefended, &mut session);
        assert_eq!(
            said,
            vec![Phrase::new("relay-arbiter-seat-defended-many").with("count", Value::Number(30))]
        );
    }

    #[test]
    fn a_refusal_and_an_answer_reach_each_device_in_its_own_language() {
        for (device, refused, asked) in [
            (Language::ENGLISH, "White", "turn"),
            (Language::SPANISH, "Blancas", "turno"),
        ] {
            let mut session = PlaySession::new(Language::GERMAN);
            let (refusal, _) = session.handle_line_from(Color::Black, device, "e5");
            assert!(!refusal.is_empty());
            let to_device = events_for(refusal.clone(), true);
            assert_eq!(to_device, refusal);
            let said = shown(&to_device, device).join(" ");
            assert!(said.contains(refused), "{device:?}: {said}");
            assert_ne!(said, shown(&to_device, Language::GERMAN).join(" "));
            // The device's own refusal is not the host's to hear.
            assert!(events_for(refusal, false).is_empty());

            let (answer, _) = session.handle_line_from(Color::Black, device, asked);
            let to_device = events_for(answer, true);
            let said = shown(&to_device, device).join(" ");
            assert!(said.contains(refused), "{device:?}: {said}");
            assert_ne!(said, shown(&to_device, Language::GERMAN).join(" "));

            // A sentence as data, from a step typed at the host in German, reaches the
            // device too, and the device words it.
            let draw = Event::say(Phrase::new("draw-offered").with("side", Color::White));
            let to_device = events_for(vec![draw.clone()], true);
            assert_eq!(to_device, std::slice::from_ref(&draw));
            let to_host = events_for(vec![draw], true);
            assert_eq!(shown(&to_host, Language::GERMAN), ["Weiß bietet Remis an."]);
        }
        assert_eq!(
            shown(
                &[Event::say(
                    Phrase::new("draw-offered").with("side", Color::White)
                )],
                Language::ENGLISH
            ),
            ["White offers a draw."]
        );
    }

    /// Issue 30 §4: a declined draw offer reaches the player who offered it, whichever
    /// device declined.
    #[test]
    fn a_declined_offer_reaches_the_offerer() {
        let mut session = PlaySession::new(Language::GERMAN);
        session.handle_line_from(Color::White, Language::GERMAN, "remis");
        let (events, _) = session.handle_line_from(Color::Black, Language::ENGLISH, "no");
        assert_eq!(
            shown(&events_for(events, false), Language::GERMAN),
            ["Schwarz lehnt das Remisangebot ab."]
        );
        session.handle_line_from(Color::Black, Language::ENGLISH, "offer draw");
        let (events, _) =
            session.handle_line_from(Color::White, Language::GERMAN, "remis ablehnen");
        assert_eq!(
            shown(&events_for(events, false), Language::ENGLISH),
            ["White declines the draw offer."]
        );
    }

    /// A device's record is in its own notation: an English device never sees "Sf3".
    #[test]
    fn a_devices_record_is_in_its_own_notation() {
        let mut session = PlaySession::new(Language::GERMAN);
        for (seat, line) in [
            (Color::White, "e4"),
            (Color::Black, "e5"),
            (Color::White, "Sf3"),
            (Color::Black, "Sc6"),
            (Color::White, "Lb5"),
        ] {
            session.handle_line_from(seat, Language::GERMAN, line);
        }
        let english = device_state(&session, Color::Black, &words(Language::ENGLISH));
        assert_eq!(english.record, ["e4", "e5", "Nf3", "Nc6", "Bb5"]);
        assert_eq!(english.prompt, "Black> ");
        let german = device_state(&session, Color::Black, &words(Language::GERMAN));
        assert_eq!(german.record, ["e4", "e5", "Sf3", "Sc6", "Lb5"]);
        assert_eq!(german.prompt, "Schwarz> ");
    }

    /// The page marks the last move and a king in check on the player's own board, and
    /// shows why the game ended, in the device's words.
    #[test]
    fn a_devices_state_marks_the_last_move_the_check_and_the_end() {
        let mut session = PlaySession::new(Language::GERMAN);
        for (seat, line) in [
            (Color::White, "e4"),
            (Color::Black, "e5"),
            (Color::White, "Dh5"),
            (Color::Black, "Sc6"),
            (Color::White, "Lc4"),
            (Color::Black, "Sf6"),
        ] {
            session.handle_line_from(seat, Language::GERMAN, line);
        }
        let black = device_state(&session, Color::Black, &words(Language::ENGLISH));
        assert_eq!(black.last_move, Some(["g8".to_owned(), "f6".to_owned()]));
        assert_eq!(black.check, None);
        assert_eq!(black.ending, None);
        session.handle_line_from(Color::White, Language::GERMAN, "Dxf7");
        let black = device_state(&session, Color::Black, &words(Language::ENGLISH));
        assert_eq!(black.last_move, Some(["h5".to_owned(), "f7".to_owned()]));
        assert_eq!(black.check.as_deref(), Some("e8"));
        assert_eq!(black.result.as_deref(), Some("1-0"));
        assert_eq!(black.ending.as_deref(), Some("Checkmate. White wins."));
        let spanish = device_state(&session, Color::Black, &words(Language::SPANISH));
        assert!(spanish.ending.is_some_and(|e| e.contains("Blancas")));
    }

    /// The opponent's draw offer waits for the device's answer: its state says so (the page
    /// asks for a yes or a no), the offerer's does not, and the answer ends it.
    #[test]
    fn a_devices_state_says_a_draw_offer_waits_for_its_answer() {
        let mut session = PlaySession::new(Language::GERMAN);
        let black = device_state(&session, Color::Black, &words(Language::ENGLISH));
        assert!(!black.offer_now);
        session.handle_line_from(Color::White, Language::GERMAN, "remis");
        let black = device_state(&session, Color::Black, &words(Language::ENGLISH));
        assert!(black.offer_now);
        assert!(!black.question_now);
        assert!(!device_state(&session, Color::White, &words(Language::GERMAN)).offer_now);
        session.handle_line_from(Color::Black, Language::ENGLISH, "no");
        let black = device_state(&session, Color::Black, &words(Language::ENGLISH));
        assert!(!black.offer_now);
    }
}
