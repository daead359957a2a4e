//! The host's side of a 3D game on two devices (`ansage play --variant 3d --host`): the
//! seat not at this keyboard is played at another device, in a browser (the 3D page) or
//! with `ansage join`. The device's lines act for its seat only
//! ([`ThreeDSession::handle_line_from`]); after every step it is sent its state (the 3D
//! board as FEN3D, its record, the clocks, the moves it may tap) and the step's sentences
//! in its own language. The relay itself (pairing, tokens, the page) is the one of chess
//! ([`crate::relay::Relay`]).

use std::net::SocketAddr;
use std::time::{Duration, Instant};

use shakmaty::Color;

use crate::game::events::color_key;
use crate::game::rules::GameEnd;
use crate::language::Language;
use crate::phrase::{Phrase, Value};
use crate::play::three_d::ThreeDSession;
use crate::relay::protocol::{ClockState, DeviceState, SaidLine, SpectatorState, Tap};
use crate::relay::{GuestNews, Relay, RelayError, Role};
use crate::texts::{Event, Line, Weight, Words};
use crate::tridim::fen3d::write_fen3d;
use crate::tridim::notation::write_move_as;
use crate::tridim::words::announce;
use crate::ui::host::{Actor, RelayRecord, device_words, said_lines};
use crate::words::announce::AnnounceOptions;
use crate::words::phrases::shown;

/// The variant's name as the page and the journal know it.
pub const VARIANT: &str = "3D Meder";

/// How often at most the host hears that devices were turned away from the seat.
const DEFENDED_EVERY: Duration = Duration::from_secs(60);

/// What of a 3D game both players hear about when it changes: its moves, its end, a draw
/// offer, the clocks standing or running.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mark3 {
    plies: usize,
    end: Option<GameEnd>,
    offer: Option<Color>,
    clock_runs: Option<Color>,
    awaiting: bool,
}

impl Mark3 {
    /// The game as it stands now.
    pub fn of(session: &ThreeDSession) -> Mark3 {
        Mark3 {
            plies: session.game().moves.len(),
            end: session.game().end,
            offer: session.pending_offer(),
            clock_runs: session.clock_now().and_then(|(_, running)| running),
            awaiting: session.awaiting_repetition().is_some(),
        }
    }
}

/// The relay of a 3D game and what the host knows of the other device.
pub struct ThreeDHost {
    relay: Relay,
    /// The seat played at the other device.
    pub seat: Color,
    connected: bool,
    /// Whether the clocks stand because the device is not there.
    stood_for_device: bool,
    /// Tournament rules: a player's clock runs on while their device is away.
    tournament: bool,
    host_language: Language,
    announce: AnnounceOptions,
    /// When the host was last told that a device was turned away from the seat.
    defended_told: Option<Instant>,
    /// How many devices were turned away from the seat in all (said on request).
    defended_total: u32,
}

impl ThreeDHost {
    /// Starts listening for the device that plays `seat`; its news and the spectators'
    /// arrive through `news`, with the role of the device they come from.
    pub fn start(
        listen: SocketAddr,
        seat: Color,
        language: Language,
        announce: AnnounceOptions,
        tournament: bool,
        news: impl Fn(Role, GuestNews) -> bool + Send + Sync + 'static,
    ) -> Result<ThreeDHost, RelayError> {
        // No arbiter's code is made in a 3D game, so no arbiter's news ever comes.
        let relay = Relay::start(listen, seat, language, move |role, said| {
            role == Role::Arbiter || news(role, said)
        })?;
        Ok(ThreeDHost {
            relay,
            seat,
            connected: false,
            stood_for_device: false,
            tournament,
            host_language: language,
            announce,
            defended_told: None,
            defended_total: 0,
        })
    }

    /// The address the relay listens on.
    pub fn address(&self) -> SocketAddr {
        self.relay.address()
    }

    /// How to join, to say at the start: the address and the code; after `--resume` with
    /// a device paired before, how that device comes back (with its token, no code).
    pub fn how_to_join(&self, language: Language) -> Line {
        if self.relay.guest_language().is_some() {
            return crate::relay::address::how_to_rejoin(self.relay.address(), language);
        }
        crate::relay::address::how_to_join(self.relay.address(), &self.relay.code(), language)
    }

    /// "neuer code": a new pairing code, said to the host; the device paired so far must
    /// pair again (a lost phone, a device that should no longer play).
    pub fn new_code(&mut self, language: Language) -> Line {
        let code = self.relay.renew_code();
        self.connected = false;
        crate::relay::address::how_to_join(self.relay.address(), &code, language)
    }

    /// Lets spectators watch (`--spectators`): up to sixteen devices, with a code of their
    /// own, see the game as ansage keeps it on the spectators' page (`/watch`) and send
    /// nothing to it.
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
    pub fn spectator_news(&self, news: &GuestNews, session: &ThreeDSession) {
        if matches!(
            news,
            GuestNews::Joined { .. } | GuestNews::LanguageChosen(_)
        ) {
            self.publish_to_spectators(session, &[]);
        }
    }

    /// "verbindung": whether the device is connected, paired, how many wrong codes came,
    /// and how many spectators watch when they may.
    pub fn status(&self) -> Phrase {
        let yes_no = |b: bool| if b { "yes" } else { "no" };
        let player = Phrase::new("relay-status")
            .with("side", self.seat)
            .with("connected", yes_no(self.connected))
            .with("paired", yes_no(self.relay.paired()))
            .with("wrong", Value::Number(i64::from(self.relay.wrong_tries())))
            .with("defended", Value::Number(i64::from(self.defended_total)));
        if self.relay.spectator_code().is_none() {
            return player;
        }
        let count = i64::try_from(self.relay.spectators()).unwrap_or(i64::MAX);
        let spectators = Phrase::new("relay-status-spectators").with("count", Value::Number(count));
        Phrase::joined(crate::phrase::Join::Sentences, vec![player, spectators])
    }

    /// What the journal keeps of the relay: where it listens and the paired device's token
    /// and language, so that `--resume` listens there and lets the same device back in.
    pub fn record(&self) -> RelayRecord {
        let guest = self.relay.guest_token();
        RelayRecord {
            listen: self.relay.address(),
            token: guest.as_ref().map(|(token, _)| token.clone()),
            lang: guest.map(|(_, language)| language.code().to_owned()),
            arbiter: false,
            arbiter_token: None,
            arbiter_lang: None,
        }
    }

    /// Lets the device of an earlier run of the game back in with its token.
    pub fn restore(&self, record: &RelayRecord) {
        if let Some(token) = &record.token {
            let language = record
                .lang
                .as_deref()
                .and_then(crate::relay::protocol::language_of)
                .unwrap_or(self.host_language);
            self.relay.restore_guest(token.clone(), language);
        }
    }

    /// The other device's language (the host's until it pairs).
    pub fn guest_language(&self) -> Language {
        self.relay.guest_language().unwrap_or(self.host_language)
    }

    /// At the start, before the device has paired: the clocks stand until it does (so that
    /// nobody loses on time before both are there), said to the host.
    pub fn wait_for_device(&mut self, session: &mut ThreeDSession) -> Vec<Phrase> {
        if self.connected {
            return Vec::new();
        }
        match session.stand_clocks() {
            Some(_) => {
                self.stood_for_device = true;
                vec![Phrase::new("relay-clocks-wait-for-device").with("side", self.seat)]
            }
            None => Vec::new(),
        }
    }

    /// Handles news of the device that are not a line: the events for both players and the
    /// sentences for the host alone.
    pub fn news(
        &mut self,
        news: &GuestNews,
        session: &mut ThreeDSession,
    ) -> (Vec<Event>, Vec<Phrase>) {
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
                let welcome = Phrase::new("relay-welcome")
                    .with("side", self.seat)
                    .with("turn", session.game().position().turn());
                self.publish_to_guest(session, &[Event::say(welcome)]);
                if std::mem::take(&mut self.stood_for_device) {
                    events.extend(session.restart_clocks().map(Event::say));
                }
            }
            GuestNews::Left if self.connected => {
                self.connected = false;
                // 6.13: the clocks stand for the interruption; under tournament rules the
                // absent player's clock runs on, as for a player who left the board.
                let stood = if self.tournament {
                    None
                } else {
                    session.stand_clocks()
                };
                let id = if stood.is_some() {
                    self.stood_for_device = true;
                    "relay-guest-left-clock-stopped"
                } else if session.has_clock() && session.game().end.is_none() {
                    "relay-guest-left-clock-runs"
                } else {
                    "relay-guest-left"
                };
                said.push(Phrase::new(id).with("side", self.seat));
            }
            GuestNews::CodeExpired { code } => said.push(
                Phrase::new("relay-code-expired-host")
                    .with("code", Value::Verbatim(code.clone()))
                    .with("spoken-code", crate::relay::address::spoken_code(code)),
            ),
            GuestNews::SeatDefended => {
                self.defended_total += 1;
                let now = Instant::now();
                let due = self
                    .defended_told
                    .is_none_or(|told| now.duration_since(told) >= DEFENDED_EVERY);
                if due {
                    self.defended_told = Some(now);
                    said.push(Phrase::new("relay-seat-defended").with("side", self.seat));
                }
            }
            // The device's state is sent anew in the language its player chose.
            GuestNews::LanguageChosen(_) => self.publish_to_guest(session, &[]),
            GuestNews::Left | GuestNews::Line(_) | GuestNews::Heard(_) => {}
        }
        (events, said)
    }

    /// The words of a device that wants `language`.
    fn words_in(&self, language: Language) -> Words {
        device_words(self.host_language, self.announce, language)
    }

    /// Sends the device what of the step it hears (see [`heard_by`]) and its new state, and
    /// the spectators what a player who did not act hears, and their view.
    pub fn publish(&self, session: &ThreeDSession, events: &[Event], actor: Actor, changed: bool) {
        let acted = matches!(actor, Actor::Guest | Actor::Nobody);
        self.publish_to_guest(session, &heard_by(events, acted, changed));
        self.publish_to_spectators(session, &heard_by(events, false, changed));
    }

    /// The spectators get `events` in each one's language, and the view.
    fn publish_to_spectators(&self, session: &ThreeDSession, events: &[Event]) {
        for language in self.relay.spectator_languages() {
            let words = self.words_in(language);
            let lines = said_lines(events, &words);
            self.relay
                .publish_spectators(spectator_state3(session, &words), lines, language);
        }
    }

    /// The host ends: the other device is told whether the game waits to be continued
    /// (`ansage play --resume`) or is over.
    pub fn say_goodbye(&self, session: &ThreeDSession) {
        let id = if session.game().end.is_some() {
            "relay-host-ended-game-over"
        } else {
            "relay-host-ended"
        };
        self.publish_to_guest(session, &[Event::say(Phrase::new(id))]);
        // A spectator's code is new when the game goes on.
        let id = if session.game().end.is_some() {
            "relay-host-ended-game-over"
        } else {
            "relay-host-ended-spectators"
        };
        self.publish_to_spectators(session, &[Event::say(Phrase::new(id))]);
        // The message is on its way before the relay stops.
        std::thread::sleep(Duration::from_millis(150));
    }

    fn publish_to_guest(&self, session: &ThreeDSession, events: &[Event]) {
        let language = self.guest_language();
        let words = self.words_in(language);
        let lines = said_lines(events, &words);
        self.relay
            .publish(device_state3(session, self.seat, &words), lines, language);
    }
}

/// The events of a step for one player: all of them where that player acted (or nobody
/// did: the clock); else, when the step changed the game (a move, its end, a draw offer,
/// the clocks), what is said aloud of it (announcements, messages, warnings), and
/// otherwise only warnings (the other player's questions and refusals are theirs).
pub fn heard_by(events: &[Event], acted: bool, changed: bool) -> Vec<Event> {
    if acted {
        return events.to_vec();
    }
    events
        .iter()
        .filter(|event| match event {
            Event::Say(Weight::Warning, _) => true,
            Event::Say(Weight::Announcement | Weight::Message, _) => changed,
            _ => false,
        })
        .cloned()
        .collect()
}

/// What the device of `seat` shows: the 3D board (FEN3D), whose turn, its prompt, the
/// record in its notation, the moves it may tap, the last move and a king in check, the
/// clocks and the end.
pub fn device_state3(session: &ThreeDSession, seat: Color, words: &Words) -> DeviceState {
    let language = words.language;
    let game = session.game();
    let position = game.position();
    let turn = position.turn();
    let over = game.end.is_some();
    let question_now = session.question_for() == Some(seat);
    // F2.1: the announced move this player repeats first, and the position before it.
    let announced = session
        .awaiting_repetition()
        .filter(|_| !over && turn == seat)
        .map(|m| (game.position_after(game.moves.len() - 1), m));
    let repeat_now = announced.is_some();
    let move_now = !over && turn == seat && !repeat_now;
    let prompt = if over {
        Phrase::new("prompt-over")
    } else if question_now {
        Phrase::new("prompt-confirm")
    } else if session.awaiting_repetition().is_some() {
        Phrase::new("prompt-repeats")
    } else {
        Phrase::new("prompt-turn")
    }
    .with("side", turn);
    // The moves to tap: this player's own, or, while they repeat, those of the position
    // before the announced move (so the page can tap it there).
    let tapped_in = match &announced {
        Some((before, _)) => Some(before.clone()),
        None => move_now.then(|| position.clone()),
    };
    let taps = tapped_in.map_or_else(Vec::new, |from_here| {
        from_here
            .legal_moves()
            .iter()
            .map(|m| {
                let (from, to) = m.ends(from_here.turn());
                Tap {
                    from,
                    to,
                    line: write_move_as(
                        &from_here,
                        m,
                        crate::tridim::notation::seed_letters(),
                        game.pawn_captures,
                    ),
                    words: shown(&announce(&from_here, m), language),
                }
            })
            .collect()
    });
    // This player's own board and record: without the announced move while they repeat it
    // (F2.1: they write it and play it once repeated).
    let own_plies = game.moves.len() - usize::from(repeat_now);
    let own_board = game.position_after(own_plies);
    DeviceState {
        seat: color_key(seat).to_owned(),
        board: write_fen3d(&own_board),
        turn: color_key(turn).to_owned(),
        prompt: shown(&prompt, language),
        repeat_now,
        move_now,
        question_now,
        offer_now: !over && session.pending_offer() == Some(!seat),
        record: game.written_moves(own_plies, language),
        last: last_announcement(session, words),
        clock: clock_state(session),
        result: result_token(session),
        opponent_here: true,
        legal: Vec::new(),
        last_move: last_move_of(game, own_plies),
        check: king_in_check(&own_board),
        to_repeat: announced
            .map(|(before, m)| write_move_as(&before, &m, language, game.pawn_captures)),
        ending: ending(session, language),
        variant: Some(VARIANT.to_owned()),
        taps,
    }
}

/// What a spectator's device shows of a 3D game: the game as ansage keeps it (its board as
/// FEN3D, its moves in the spectator's notation, the last move and a king in check named
/// with their levels), the clocks and the end; nothing of a player's own board or record.
pub fn spectator_state3(session: &ThreeDSession, words: &Words) -> SpectatorState {
    let language = words.language;
    let game = session.game();
    let position = game.position();
    let plies = game.moves.len();
    SpectatorState {
        board: write_fen3d(&position),
        turn: color_key(position.turn()).to_owned(),
        moves: game.written_moves(plies, language),
        last_move: last_move_of(game, plies),
        check: king_in_check(&position),
        clock: clock_state(session),
        result: result_token(session),
        ending: ending(session, language),
        last: last_announcement(session, words),
        variant: Some(VARIANT.to_owned()),
    }
}

/// The squares (or pins) the move before ply `plies` went from and to.
fn last_move_of(game: &crate::tridim::game::Game3, plies: usize) -> Option<[String; 2]> {
    let ply = plies.checked_sub(1)?;
    let (m, _) = game.moves.get(ply)?;
    let (from, to) = m.ends(game.position_after(ply).turn());
    Some([from, to])
}

/// The square of a king in check on `board`, with its level.
fn king_in_check(board: &crate::tridim::Position3) -> Option<String> {
    [Color::White, Color::Black].into_iter().find_map(|color| {
        board
            .in_check(color)
            .then(|| board.king(color))
            .flatten()
            .map(|king| king.to_string())
    })
}

/// The last announcement, in a device's words.
fn last_announcement(session: &ThreeDSession, words: &Words) -> Option<SaidLine> {
    session.last_announcement().and_then(|event| {
        words
            .lines(event)
            .into_iter()
            .next()
            .map(|line| SaidLine::from(&line))
    })
}

/// Both clocks and which runs, if the game has a clock.
fn clock_state(session: &ThreeDSession) -> Option<ClockState> {
    session.clock_now().map(|(reading, running)| ClockState {
        white_ms: reading.white_ms,
        black_ms: reading.black_ms,
        running: running.map(|color| color_key(color).to_owned()),
    })
}

/// The result (`1-0`, `0-1`, `1/2-1/2`) once the game is over.
fn result_token(session: &ThreeDSession) -> Option<String> {
    session
        .game()
        .end
        .map(|end| crate::tridim::game::result_token(&end).to_owned())
}

/// Why the game ended, in `language`, once it has.
fn ending(session: &ThreeDSession, language: Language) -> Option<String> {
    session.game().end.map(|end| shown(&end.phrase(), language))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tridim::notation::{Reading, read_move};

    fn words(language: Language) -> Words {
        Words::new(
            language,
            AnnounceOptions {
                words: language,
                ..AnnounceOptions::default()
            },
        )
    }

    #[test]
    fn the_device_to_move_gets_every_legal_move_as_a_line_that_plays_it() {
        let session = ThreeDSession::new(Language::GERMAN);
        let state = device_state3(&session, Color::White, &words(Language::ENGLISH));
        let position = session.game().position();
        let legal = position.legal_moves();
        assert_eq!(state.taps.len(), legal.len());
        assert!(state.move_now);
        assert_eq!(state.variant.as_deref(), Some(VARIANT));
        // Each tap's line reads back as exactly its move.
        for (tap, m) in state.taps.iter().zip(&legal) {
            assert_eq!(
                read_move(&position, &tap.line),
                Reading::Move(*m),
                "{}",
                tap.line
            );
        }
        // Pawns and pieces are tapped from square to square, with their levels.
        assert!(state.taps.iter().any(|t| t.from == "b2W" && t.to == "b4W"));
        assert!(state.taps.iter().any(|t| t.from == "a1W" && t.to == "b3N"));
        // The other device may not move, so it gets no taps.
        let black = device_state3(&session, Color::Black, &words(Language::GERMAN));
        assert!(black.taps.is_empty());
        assert!(!black.move_now);
    }

    #[test]
    fn a_move_is_marked_and_recorded_on_both_devices() {
        let mut session = ThreeDSession::new(Language::GERMAN);
        let (events, _) = session.handle_line_from(Color::White, "b2W-b4W");
        assert!(!events.is_empty());
        for seat in [Color::White, Color::Black] {
            let state = device_state3(&session, seat, &words(Language::GERMAN));
            assert_eq!(state.record.len(), 1);
            assert_eq!(state.last_move, Some(["b2W".to_owned(), "b4W".to_owned()]));
            assert_eq!(state.turn, "black");
            assert!(state.last.is_some());
        }
    }

    #[test]
    fn the_other_players_question_reaches_nobody_else() {
        let said = vec![
            Event::say(Phrase::new("tridim-no-moves-yet")),
            Event::Say(Weight::Warning, Phrase::new("tridim-no-moves-yet")),
        ];
        assert_eq!(heard_by(&said, false, false).len(), 1, "only the warning");
        assert_eq!(heard_by(&said, false, true).len(), 2);
        assert_eq!(heard_by(&said, true, false).len(), 2);
    }
}
