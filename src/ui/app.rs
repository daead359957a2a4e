//! `ansage play`: the game session, the terminal, the voice, the board view and the
//! settings put together. The session decides what is said; this module says it (screen and
//! voice), draws the board, listens, and keeps the game and the settings safe on disk.

use std::collections::VecDeque;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::Arc;
use std::time::Duration;

use shakmaty::{ByColor, Position};

use crate::commands::SettingChange;
use crate::engine::{ClockLimit, Level, SearchLimit};
use crate::game::events::{ClockReading, GameEvent, PlayedMove};
use crate::language::Language;
use crate::notation::facts::MoveFacts;
use crate::notation::fen::write_fen;
use crate::notation::pgn::{Game, read_games, result_token, write_game};
use crate::notation::scoresheet::moves_sheet;
use crate::phrase::{Join, Phrase, Value};
use crate::play::{
    AskKind, EngineAsk, EngineDesk, Event, Flow, MatchSettings, PlaySession, system_now,
};
use crate::relay::GuestNews;
use crate::speech::speaker::{Priority, open_speaker};
use crate::storage::files::{WriteError, typed_path, write_safely};
use crate::storage::journal::{Header, Journal, JournalEvent};
use crate::texts::{Line, Weight};
use crate::ui::board_view::{BoardMarks, COMPACT_TERMINAL, compact_board, render_board_to_fit};
use crate::ui::config::Config;
use crate::ui::engine_seat::{EngineSeat, Purpose, Reply, ReplyOutcome, Request};
use crate::ui::game_loop::{Ending, Settings, Step, Table};
use crate::ui::host::{Actor, HostOpening, HostRelay, RelayRecord};
use crate::ui::in_play_settings;
use crate::ui::listening::{VoiceHandle, start_voice};
use crate::ui::output::{EventFormat, Output};
use crate::ui::terminal::{Input, Mode, Terminal};
use crate::words::announce::AnnounceOptions;

/// Who plays a side.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, clap::ValueEnum)]
pub enum Player {
    /// A person at this keyboard (or microphone).
    #[default]
    Human,
    /// The UCI engine (`--engine`, Stockfish by default) at `--engine-level`.
    Engine,
    /// A person at another device, joined through the relay (`--host`): a browser, or
    /// another ansage with `ansage join`.
    Remote,
}

/// Everything `ansage play` is started with.
#[derive(Clone, Debug, Default)]
pub struct PlayOptions {
    /// The settings: defaults, then the config file, then the command line.
    pub config: Config,
    /// Where "einstellungen speichern" writes the settings.
    pub config_path: Option<PathBuf>,
    /// A sentence about the config file to say at the start (it could not be read …).
    pub config_notice: Option<Phrase>,
    /// The PGN file kept up to date after every move.
    pub pgn: Option<PathBuf>,
    /// The braille record (F2.5) kept up to date after every move, a BRF file.
    pub braille_record: Option<PathBuf>,
    /// The tape (F2.5) recorded as the game is played: an Ogg Vorbis (`.ogg`) or WAV file
    /// with a cue sheet.
    pub audio_record: Option<PathBuf>,
    /// Plain lines in and out even on a terminal.
    pub plain: bool,
    /// Who plays White and Black.
    pub seats: ByColor<Player>,
    /// Continue an interrupted game: `Some(None)` the newest one, `Some(Some(file))` that
    /// journal.
    pub resume: Option<Option<PathBuf>>,
    /// Where a new game starts: the standard position, a FEN, or a saved game.
    pub start: crate::ui::start::Start,
    /// Sentences (printed and spoken), or one JSON event a line (`--events json`).
    pub events: EventFormat,
    /// Where the relay listens when a seat is played at another device (`--listen`).
    pub listen: Option<std::net::SocketAddr>,
    /// Whether the host opens the arbiter's seat for a third device (`--arbiter`).
    pub arbiter: bool,
    /// Whether the host lets spectators watch (`--spectators`).
    pub spectators: bool,
}

pub use crate::relay::address::DEFAULT_LISTEN;

/// Plays one game; returns the exit status.
pub fn run(options: PlayOptions) -> ExitCode {
    let PlayOptions {
        mut config,
        config_path,
        config_notice,
        pgn,
        braille_record,
        audio_record,
        plain,
        mut seats,
        resume,
        start,
        events: format,
        listen,
        arbiter,
        spectators,
    } = options;
    let lang = config.language;
    let backend = config.speech.backend();
    let mut terminal = Terminal::start(Mode::choose(
        plain || backend == crate::speech::speaker::SpeechBackend::ScreenReader,
    ));
    let speaker = open_speaker(backend, lang, config.speech.settings());
    let announce = config.announce.options(lang);
    let mut app = App {
        session: PlaySession::with_match(
            lang,
            announce,
            match_settings(&config, seats),
            system_now(),
        ),
        terminal: &mut terminal,
        out: Output::new(speaker, format),
        board_shown_for: None,
        input_closed: false,
        engine_gave_up: false,
        stranded: false,
        pgn_saved_moves: 0,
        pgn_saved_result: "*",
        pgn_failure_said: false,
        pgn: None,
        narrow_said: false,
        journal: None,
        journal_failure_said: false,
        lang,
        seats,
        engine: None,
        desk: EngineDesk::default(),
        engine_requests: 0,
        coach: None,
        hinter: None,
        coach_asked: Vec::new(),
        journaled_settings: serde_json::Value::Null,
        pgn_earlier_bytes: 0,
        relay: None,
        actor: Actor::Nobody,
        records: crate::records::KeptRecords::default(),
        three_d_resume: None,
        people: true,
    };
    let config_broken = config_notice.is_some();
    if let Some(notice) = config_notice {
        app.say(notice, Priority::Message);
    }
    // A file in the way of the tape is said before the game starts, and nothing is
    // overwritten.
    match crate::records::KeptRecords::new(
        braille_record,
        audio_record,
        lang,
        config.speech.settings(),
    ) {
        Ok(records) => app.records = records,
        Err(e) => {
            app.say(e.phrase(), Priority::Message);
            app.out.speaker.wait_until_quiet(Duration::from_secs(15));
            return ExitCode::FAILURE;
        }
    }
    // Ctrl-C keeps the game (it says how to end); a closed terminal or a kill ends it in
    // order, so the game is saved or printed.
    crate::ui::terminal::watch_signals(app.terminal.sender());
    // A resumed game goes on as it was: its seats, its settings as last changed in play,
    // and its PGN file (whose earlier games are kept, and whose copy of this game is
    // replaced, not written twice).
    let resumed = resume.and_then(|requested| app.resume_journal(requested, &config));
    // The game chosen is one of 3D chess: the 3D program continues it.
    if let Some(path) = app.three_d_resume.take() {
        drop(app);
        let options = crate::ui::three_d_app::ThreeDOptions {
            voice: config.voice.listen,
            config,
            config_path,
            // Said already.
            config_notice: None,
            config_broken,
            format,
            plain,
            pgn,
            white: None,
            black: None,
            start: None,
            pawn_captures: None,
            opponent: None,
            // The journal's clock, if the game had one.
            braille_record: None,
            audio_record: None,
            clock: None,
            alarms: Vec::new(),
            tournament: false,
            resume: Some(Some(path)),
            // The journal's second device, if the game had one.
            remote: None,
            listen,
            repetition: false,
            // Spectators may watch when they did before (the journal), or now; the
            // arbiter's seat opens again from the journal's relay record.
            spectators,
            arbiter,
        };
        return crate::ui::three_d_app::run_in(options, terminal);
    }
    let resumed_relay = resumed.as_ref().and_then(|resumed| resumed.relay.clone());
    let mut pgn_target = pgn.map(|path| (path, None));
    if let Some(resumed) = &resumed {
        config = resumed.config.clone();
        config.language = lang;
        seats = resumed.seats;
        app.seats = seats;
        app.out.speaker.set_settings(config.speech.settings());
        if let Some((path, earlier)) = &resumed.pgn {
            match &pgn_target {
                Some((asked, _)) if asked != path => {}
                _ => pgn_target = Some((path.clone(), Some(*earlier))),
            }
        }
    }
    // A seat at another device: the relay listens before anything else, and a relay that
    // cannot listen ends ansage with a sentence; a resumed game stays waiting in its journal.
    let announce = config.announce.options(lang);
    if !app.start_relay(listen, resumed_relay, announce, arbiter, spectators) {
        app.out.speaker.wait_until_quiet(Duration::from_secs(15));
        return ExitCode::FAILURE;
    }
    if let Some((path, earlier)) = pgn_target {
        match PgnFile::open_for(path, earlier) {
            Ok((file, notice)) => {
                if let Some(notice) = notice {
                    app.say(notice, Priority::Message);
                }
                app.pgn_earlier_bytes = file.earlier.len();
                app.pgn = Some(file);
            }
            Err(message) => {
                let phrase = Phrase::new("app-pgn-shown-at-the-end").with("error", message);
                app.say(phrase, Priority::Message);
            }
        }
    }
    // A file whose rewrite was cut off (a crash, a kill) was put back as it was when it was
    // read: the player hears so (issue 31 §1).
    for notice in crate::storage::files::restored_notices() {
        app.say(notice, Priority::Message);
    }
    let opening = match resumed {
        Some(resumed) => app.continue_game(resumed, &config, announce),
        None => {
            let mut opening = app.set_up(start, &config, announce);
            // A new game on the tape begins with who plays, where and when.
            let heading = crate::records::words::heading_line(app.session.game(), lang);
            if !heading.is_empty() {
                app.records.tape(vec![crate::records::tape::Part {
                    title: crate::words::phrases::shown(
                        &Phrase::new("terminal-tape-game-title"),
                        lang,
                    ),
                    spoken: heading,
                }]);
            }
            opening.extend(app.start_journal(&config));
            // The moves of a saved game are the journal's first events.
            app.journal_whole_game();
            opening
        }
    };
    if app.journaled_settings.is_null() {
        app.journaled_settings = app.settings_to_journal(&config);
    }
    app.session.set_read_aloud(config.speech.read_aloud);
    let mut opening = opening;
    // The device gets its state now, and its own greeting when it pairs; until it pairs,
    // no clock runs for anyone (issue 30 §1).
    if let Some(relay) = &mut app.relay {
        opening.extend(relay.wait_for_device(&mut app.session));
        relay.publish(&app.session, &[], Actor::Nobody);
    }
    // Who plays which side belongs to the opening, heard with the greeting.
    opening.extend(app.seat_engines(&config, seats));
    app.out.opening_unheard = true;
    app.show(opening, &config);
    if app.session.has_clock() {
        crate::ui::terminal::start_ticking(app.terminal.sender());
    } else if !config.clock.alarms.is_empty() {
        app.say(Phrase::new("alarms-without-clock"), Priority::Message);
    }
    // Without a person at the table the game is played to its end.
    let people = seats.iter().any(|p| *p != Player::Engine);

    let mut voice = VoiceHandle::default();
    if config.voice.listen {
        voice = start_voice(&config, lang, app.terminal.sender());
        for (said, priority) in voice.lines.drain(..) {
            app.say(said, priority);
        }
        if let Some(mute) = &voice.mute {
            app.out.speaker.mute_while_speaking(mute.clone());
        }
    }

    let mut settings = Settings {
        config,
        path: config_path,
        broken: config_broken,
    };
    app.people = people;
    crate::ui::game_loop::play(&mut app, voice, &mut settings)
}

/// The last lines of `log` that fill at most `rows` rows of a terminal `columns` wide (a long
/// line wraps onto several).
fn log_tail(log: &VecDeque<String>, rows: usize, columns: u16) -> Vec<String> {
    let columns = usize::from(columns.max(1));
    let mut left = rows;
    let mut tail: Vec<String> = log
        .iter()
        .rev()
        .map_while(|line| {
            let needed = line.chars().count().div_ceil(columns).max(1);
            left = left.checked_sub(needed)?;
            Some(line.clone())
        })
        .collect();
    tail.reverse();
    tail
}

impl App<'_> {
    /// Starts the engine for its seats; returns who it plays and how strong. An engine
    /// program that does not exist is said instead, and its side's moves are typed by the
    /// player: the game never waits for an engine that cannot start.
    fn seat_engines(&mut self, config: &Config, seats: ByColor<Player>) -> Vec<Event> {
        if !seats.iter().any(|p| *p == Player::Engine) {
            return Vec::new();
        }
        let level = config.engine.level();
        let path = &config.engine.path;
        // A path that names no file is said at once, not when the engine is first due.
        if path.components().count() > 1 && !path.exists() {
            let shown = path.display().to_string();
            self.session.without_engine();
            return vec![Event::say(
                Phrase::new("engine-missing").with("path", shown),
            )];
        }
        let inputs = self.terminal.sender();
        self.engine = Some(EngineSeat::spawn(
            config.engine.path.clone(),
            level,
            move |reply| inputs.send(Input::Engine(reply)).is_ok(),
        ));
        let mut said = Vec::new();
        for (color, seat) in shakmaty::Color::ALL.into_iter().zip(seats) {
            if seat == Player::Engine {
                said.push(Event::say(
                    Phrase::new("engine-plays")
                        .with("side", color)
                        .with("level", level.announce_phrase()),
                ));
            }
        }
        said
    }

    /// Starts the relay when a seat is played at another device, and says how to join.
    /// Returns false when it cannot listen, which is said.
    fn start_relay(
        &mut self,
        listen: Option<std::net::SocketAddr>,
        earlier: Option<RelayRecord>,
        announce: AnnounceOptions,
        arbiter: bool,
        spectators: bool,
    ) -> bool {
        let remote = shakmaty::Color::ALL
            .into_iter()
            .find(|color| *self.seats.get(*color) == Player::Remote);
        let Some(seat) = remote else { return true };
        let opening = HostOpening {
            seat,
            listen,
            arbiter,
            spectators,
            earlier,
        };
        match HostRelay::open_at_terminal(&opening, self.lang, announce, self.terminal.sender()) {
            Ok((relay, lines)) => {
                for line in &lines {
                    self.tell_line(line);
                }
                self.relay = Some(relay);
                true
            }
            Err(error) => {
                self.say(error.phrase(), Priority::Message);
                false
            }
        }
    }

    /// The host ends: the other device is told whether the game waits to be continued, and
    /// the spectators too.
    fn say_goodbye_to_guest(&mut self) {
        if let Some(relay) = &self.relay {
            relay.say_goodbye(&self.session);
        }
    }

    /// "neuer code": a new pairing code, said; without a second device, how to host.
    /// "verbindung": how the other device is connected, and who tried to get in.
    fn relay_status(&mut self) {
        let phrase = match &self.relay {
            Some(relay) => relay.status(),
            None => Phrase::new("relay-not-hosting"),
        };
        self.say(phrase, Priority::Message);
    }

    fn new_pairing_code(&mut self) {
        let lang = self.lang;
        match self.relay.as_mut() {
            Some(relay) => {
                let line = relay.new_code(lang);
                self.tell_line(&line);
            }
            None => {
                self.say(Phrase::new("relay-not-hosting"), Priority::Message);
            }
        }
    }

    /// Prints a line and speaks its spoken form (a sentence the relay worded; in JSON its
    /// shown form, as a phrase's text).
    fn tell_line(&mut self, line: &Line) {
        let words = self.session.words_in(self.lang);
        self.out.worded_line(self.terminal, line, &words);
    }

    /// The prompt at this keyboard: with a second device, for the player here.
    fn prompt(&self) -> String {
        match &self.relay {
            Some(relay) => self.session.prompt_for(!relay.seat, self.lang),
            None => self.session.prompt_in(self.lang),
        }
    }

    /// A step's events through the relay: the other device gets its share in its language
    /// and its new state; the events this terminal shows are returned.
    fn relay_step(&mut self, events: Vec<Event>) -> Vec<Event> {
        let Some(relay) = &mut self.relay else {
            return events;
        };
        let actor = self.actor;
        // The clock's look every quarter second changes nothing the device shows.
        if !(actor == Actor::Nobody && events.is_empty()) {
            relay.publish(&self.session, &events, actor);
        }
        relay.for_host(events, actor)
    }

    /// What the other device sent: a line of its player's, played for its seat, or news
    /// of the connection.
    fn guest_news(&mut self, news: GuestNews) -> Step {
        let Some(relay) = self.relay.as_mut() else {
            return Step::Skip;
        };
        let language = relay.guest_language(self.lang);
        let seat = relay.seat;
        let said = match &news {
            GuestNews::Line(line) => Some(vec![line.clone()]),
            GuestNews::Heard(alternatives) => Some(alternatives.clone()),
            _ => None,
        };
        if let Some(said) = said {
            // Ending, saving, the settings and engine help belong to the host's device.
            if said
                .first()
                .is_some_and(|first| crate::commands::host_device_only(first, language))
            {
                let cannot = Event::say(Phrase::new("relay-guest-cannot"));
                return Step::Done(vec![cannot], Flow::Continue);
            }
            let (events, flow) = match news {
                GuestNews::Heard(alternatives) => {
                    self.session
                        .handle_heard_from(seat, language, &alternatives)
                }
                _ => self.session.handle_line_from(seat, language, &said[0]),
            };
            if flow != Flow::Continue {
                let mut events = events;
                events.push(Event::say(Phrase::new("relay-guest-cannot")));
                return Step::Done(events, Flow::Continue);
            }
            return Step::Done(events, flow);
        }
        let (events, said) = relay.news(&news, &mut self.session);
        for phrase in said {
            self.say(phrase, Priority::Message);
        }
        Step::Done(events, Flow::Continue)
    }

    /// What the arbiter's device sent: a line of the arbiter's, for the game as a third
    /// actor (clocks, settling the boards, a result: F2.7, F2.8, 6.12–6.14), or news of its
    /// connection.
    fn arbiter_news(&mut self, news: GuestNews) -> Step {
        let Some(relay) = self.relay.as_mut() else {
            return Step::Skip;
        };
        let language = relay.arbiter_language(self.lang);
        let (events, _) = match &news {
            GuestNews::Line(line) => self.session.handle_line_from_arbiter(language, line),
            GuestNews::Heard(alternatives) => self
                .session
                .handle_heard_from_arbiter(language, alternatives),
            _ => {
                let (events, said) = relay.arbiter_news(&news, &mut self.session);
                for phrase in said {
                    self.say(phrase, Priority::Message);
                }
                return Step::Done(events, Flow::Continue);
            }
        };
        // The arbiter cannot end, save or adjourn the host's game.
        Step::Done(events, Flow::Continue)
    }

    /// The journal at the end: an adjourned game stays open in it, to be continued; the
    /// journal of a game without a move holds nothing the player entered and is removed,
    /// to keep the folder tidy; any other is closed.
    fn close_journal(&mut self, adjourned: bool) {
        if let Some(journal) = self.journal.take() {
            if !adjourned {
                let path = journal.path().to_owned();
                let _ = journal.close();
                if self.session.game().moves.is_empty() {
                    let _ = std::fs::remove_file(path);
                }
            }
        }
    }
}

impl Table for App<'_> {
    fn io(&mut self) -> (&mut Terminal, &mut Output) {
        (self.terminal, &mut self.out)
    }

    fn prompt(&self) -> String {
        App::prompt(self)
    }

    fn awaited_move(&self) -> Option<(shakmaty::Chess, crate::understanding::heard::MatchOptions)> {
        let seat = self.relay.as_ref().map(|relay| !relay.seat);
        self.session.awaited_move(seat)
    }

    fn people(&self) -> bool {
        self.people
    }

    fn input_arrives(&mut self, input: &Input) {
        self.actor = match input {
            Input::Line(_) | Input::Heard(_) => Actor::Host,
            Input::Guest(GuestNews::Line(_) | GuestNews::Heard(_)) => Actor::Guest,
            Input::Arbiter(GuestNews::Line(_) | GuestNews::Heard(_)) => Actor::Arbiter,
            _ => Actor::Nobody,
        };
    }

    fn handle_line(&mut self, line: &str) -> (Vec<Event>, Flow) {
        match self.relay.as_ref().map(|relay| !relay.seat) {
            Some(own) => self.session.handle_line_from(own, self.lang, line),
            None => self.session.handle_line(line),
        }
    }

    fn handle_heard(&mut self, alternatives: &[String]) -> (Vec<Event>, Flow) {
        match self.relay.as_ref().map(|relay| !relay.seat) {
            Some(own) => self.session.handle_heard_from(own, self.lang, alternatives),
            None => self.session.handle_heard(alternatives),
        }
    }

    /// An input that is neither a line nor an utterance: the clock's tick, a device's
    /// news, the engine's reply, the end of input.
    fn other_input(&mut self, input: Input) -> Step {
        let people = self.people;
        match input {
            Input::Tick => Step::Done(self.session.tick(), Flow::Continue),
            Input::Guest(news) => self.guest_news(news),
            Input::Arbiter(news) => self.arbiter_news(news),
            // A spectator joined or chose a language: its view, in its words.
            Input::Spectator(news) => {
                if let Some(relay) = &self.relay {
                    relay.spectator_news(&news, &self.session);
                }
                Step::Skip
            }
            // Ctrl-D: ansage ends; a game not over stays to be continued, and is said so.
            Input::Closed if people => {
                let session = &self.session;
                if session.game().result.is_none()
                    && !session.game().moves.is_empty()
                    && self.journal.is_some()
                {
                    self.say(Phrase::new("input-closed-resumable"), Priority::Message);
                }
                Step::Stop
            }
            // Engines alone: the game goes on to its end without input, unless an engine
            // has given up and no one can type its move.
            Input::Closed => {
                self.input_closed = true;
                if self.engine_gave_up {
                    let text = self.stranded_sentence();
                    self.say(text, Priority::Message);
                    self.strand();
                    Step::Stop
                } else {
                    Step::Skip
                }
            }
            Input::Engine(reply) => {
                let (events, flow) = self.engine_replied(reply);
                Step::Done(events, flow)
            }
            // Only `ansage join` hears from a host; the rest was the shared part's.
            _ => Step::Skip,
        }
    }

    fn terminate(&mut self) {
        // The game stays open in its journal, to be continued with --resume.
        self.journal = None;
    }

    fn is_over(&self) -> bool {
        self.session.game().result.is_some()
    }

    fn answered_a_question(&self) -> bool {
        self.session.answered_a_question()
    }

    fn record_step(&mut self, events: Vec<Event>, _ended_before: bool) -> Vec<Event> {
        self.journal_events(&events);
        self.relay_step(events)
    }

    fn tell(&mut self, events: &[Event]) {
        let words = self.session.words_in(self.lang);
        self.out.show(self.terminal, &words, events);
    }

    fn show(&mut self, events: Vec<Event>, config: &Config) {
        App::show(self, events, config);
    }

    fn game_ended(&mut self, config: &Config) {
        // `vorlesen aus` keeps the scoresheet on the screen only, where it is shown when
        // ansage ends.
        if let Some(sheet) = self.session.spoken_scoresheet() {
            App::show(self, vec![sheet], config);
        }
        // After a game against the engine, the review is offered.
        if self.seats.iter().any(|p| *p == Player::Engine) {
            self.say(Phrase::new("review-offer"), Priority::Message);
        }
    }

    fn engine_turn(&mut self) -> Vec<Event> {
        self.ask_engine();
        Vec::new()
    }

    fn keep(&mut self, _quitting: bool) {
        self.autosave();
    }

    fn board_setting(&mut self, on: Option<bool>, config: &mut Config) {
        self.change_setting(SettingChange::Board(on), config);
    }

    fn game_flow(&mut self, flow: Flow, config: &mut Config) {
        match flow {
            Flow::Engine(ask) => self.ask_coach(ask, config),
            Flow::Adjourn => self.adjourn(),
            Flow::Save(path) => self.save_now(path.as_deref()),
            Flow::NewPairingCode => self.new_pairing_code(),
            Flow::RelayStatus => self.relay_status(),
            _ => {}
        }
    }

    fn settings_changed(&mut self, config: &Config) {
        self.journal_settings(config);
    }

    fn finish(&mut self, ending: Ending) -> ExitCode {
        self.say_goodbye_to_guest();
        self.close_journal(ending == Ending::Adjourned);
        let mut records = std::mem::take(&mut self.records);
        let said = records.finish(&mut |finishing| self.say(finishing, Priority::Message));
        for said in said {
            self.say(said, Priority::Message);
        }
        let status = App::finish(self);
        if self.stranded && status == ExitCode::SUCCESS {
            return ExitCode::FAILURE;
        }
        status
    }
}

/// The parts of a running game.
struct App<'t> {
    session: PlaySession,
    terminal: &'t mut Terminal,
    /// The screen and the voice, as every front end has them.
    out: Output,
    /// How many moves the drawn board shows (`None`: no board drawn yet).
    board_shown_for: Option<usize>,
    /// Whether the input has ended (no one types any more).
    input_closed: bool,
    /// Whether the engine gave up on the move it was asked for, even after a restart.
    engine_gave_up: bool,
    /// Whether the game stopped because no one could make the next move: engines alone,
    /// one of them failed, and no input. ansage then ends with a failure status.
    stranded: bool,
    pgn: Option<PgnFile>,
    pgn_saved_moves: usize,
    /// The result written with them.
    pgn_saved_result: &'static str,
    pgn_failure_said: bool,
    /// Whether "the window is too narrow for the board" was said.
    narrow_said: bool,
    /// Every event of the game, on disk before it is announced.
    journal: Option<Journal>,
    journal_failure_said: bool,
    lang: Language,
    /// Who plays White and Black.
    seats: ByColor<Player>,
    /// The engine's thread, when it plays a side.
    engine: Option<EngineSeat>,
    /// What the engine playing a side has been asked (its move, its answer to a draw
    /// offer), so it is asked once for each position and again after a take-back.
    desk: EngineDesk,
    /// How many requests were sent to the coach and the hinter.
    engine_requests: u64,
    /// The engine that gives evaluations and reviews at full strength; started when first
    /// asked.
    coach: Option<EngineSeat>,
    /// The engine that gives hints, at `[engine] hint_level`; started when first asked.
    hinter: Option<EngineSeat>,
    /// The coach's last request: its number and the moves it was asked after.
    coach_asked: Vec<(u64, Vec<shakmaty::Move>)>,
    /// The settings as the journal has them (its header and setting events so far).
    journaled_settings: serde_json::Value,
    /// How many bytes of the PGN file hold games from before this one.
    pgn_earlier_bytes: usize,
    /// The relay, when a seat is played at another device.
    relay: Option<HostRelay>,
    /// The device the step being handled came from.
    actor: Actor,
    /// The records besides PGN (F2.5): braille and tape.
    records: crate::records::KeptRecords,
    /// The journal of a 3D game chosen for `--resume`: `run` hands it to the 3D program.
    three_d_resume: Option<PathBuf>,
    /// Whether a person plays (without one, the engines play the game to its end).
    people: bool,
}

/// What a journal gives back to continue its game.
struct Resumed {
    journal: Journal,
    replay: crate::storage::journal::Replay,
    game: Game,
    /// The settings as last journaled (the command line's where the journal has none).
    config: Config,
    /// Who plays White and Black.
    seats: ByColor<Player>,
    /// The PGN file the game was kept in, and how many bytes of it came before the game.
    pgn: Option<(PathBuf, usize)>,
    /// The relay of a match with a second device: its address and the device's token.
    relay: Option<RelayRecord>,
}

/// The keys the journal's settings hold besides the config file's sections.
const SEATS_KEY: &str = "seats";
const PGN_KEY: &str = "pgn";
const PGN_EARLIER_KEY: &str = "pgn_earlier_bytes";
const RELAY_KEY: &str = "relay";

impl App<'_> {
    /// Asks the engine for its move when it is to move, or for its answer to a draw offer
    /// made to it, when it was not asked yet for the game as it stands.
    fn ask_engine(&mut self) {
        let Some(engine) = &self.engine else {
            return;
        };
        let Some(ask) = self.desk.due(&self.session) else {
            return;
        };
        if ask.kind == AskKind::Move {
            self.engine_gave_up = false;
        }
        let limit = match (ask.kind, self.session.clock()) {
            (AskKind::Move, Some(clock)) => {
                SearchLimit::clock(ClockLimit::from_clock(clock, self.session.now()))
            }
            (AskKind::Move, None) => SearchLimit::default(),
            (AskKind::DrawAnswer, _) => SearchLimit::movetime(DRAW_ANSWER_TIME),
        };
        let game = self.session.game();
        engine.ask(Request {
            id: ask.id,
            ply: ask.ply(),
            start: game.start.clone(),
            moves: ask.moves,
            limit,
            purpose: match ask.kind {
                AskKind::Move => Purpose::Move,
                AskKind::DrawAnswer => Purpose::DrawAnswer,
            },
        });
    }

    /// "Tipp", "Bewertung", "Rückblick" go to the coach; "Stufe" changes the opponent.
    fn ask_coach(&mut self, ask: EngineAsk, config: &mut Config) {
        let purpose = match ask {
            EngineAsk::Level(level) => {
                config.engine.level = level.number();
                if let Some(engine) = &self.engine {
                    engine.set_level(level);
                }
                let phrase =
                    Phrase::new("app-engine-level-now").with("level", level.announce(self.lang));
                self.say(phrase, Priority::Message);
                return;
            }
            EngineAsk::Hint => Purpose::Hint,
            EngineAsk::PlayBest => {
                self.say(Phrase::new("play-best-searching"), Priority::Message);
                Purpose::PlayBest
            }
            EngineAsk::Evaluation => Purpose::Evaluation,
            EngineAsk::Review => {
                self.say(Phrase::new("app-review-looking"), Priority::Message);
                Purpose::Review
            }
        };
        let sender = self.terminal.sender();
        // A hint at the chosen strength; evaluations and reviews at full strength.
        let (seat, level) = match purpose {
            Purpose::Hint => (&mut self.hinter, config.engine.hint_level()),
            _ => (&mut self.coach, Level::MAX),
        };
        let coach = seat.get_or_insert_with(|| {
            EngineSeat::spawn(config.engine.path.clone(), level, move |reply| {
                sender.send(Input::Engine(reply)).is_ok()
            })
        });
        self.engine_requests += 1;
        let id = self.engine_requests;
        let game = self.session.game();
        let moves: Vec<shakmaty::Move> = game.moves.iter().map(|m| m.played).collect();
        coach.ask(Request {
            id,
            ply: moves.len(),
            start: game.start.clone(),
            moves: moves.clone(),
            limit: SearchLimit::movetime(COACH_TIME),
            purpose,
        });
        self.coach_asked.push((id, moves));
    }

    /// Whether `asked` was made for the game as it stands now.
    fn still_current(&self, asked: Option<&(u64, Vec<shakmaty::Move>)>, id: u64) -> bool {
        let moves = &self.session.game().moves;
        asked.is_some_and(|(asked_id, asked_moves)| {
            *asked_id == id
                && asked_moves.len() == moves.len()
                && asked_moves.iter().zip(moves).all(|(a, b)| *a == b.played)
        })
    }

    /// The coach's answer in words.
    fn coach_replied(&mut self, reply: Reply) -> Vec<Event> {
        // Each question is answered once; one asked before the game changed is dropped.
        let Some(index) = self.coach_asked.iter().position(|(id, _)| *id == reply.id) else {
            return Vec::new();
        };
        let asked = if matches!(reply.outcome, ReplyOutcome::Restarted(_)) {
            self.coach_asked[index].clone()
        } else {
            self.coach_asked.remove(index)
        };
        if !self.still_current(Some(&asked), reply.id) {
            return Vec::new();
        }
        // "Tipp spielen": the best move is played as the player's own.
        if reply.purpose == Purpose::PlayBest {
            return match reply.outcome {
                ReplyOutcome::Found { best, .. } => self.session.play_best(reply.ply, best),
                ReplyOutcome::Restarted(said) | ReplyOutcome::Failed(said) => {
                    vec![Event::say(said)]
                }
                ReplyOutcome::Reviewed(_) => Vec::new(),
            };
        }
        let position = self.session.position().clone();
        let phrase = match reply.outcome {
            ReplyOutcome::Found { best, score } => match reply.purpose {
                Purpose::Hint => {
                    let words = Value::MoveWords(MoveFacts::of(&position, best));
                    Phrase::new("app-hint").with("words", words)
                }
                _ => match score {
                    Some(score) => score.phrase(),
                    None => Phrase::new("app-no-evaluation"),
                },
            },
            ReplyOutcome::Reviewed(mistakes) => review_words(self.session.game(), &mistakes),
            ReplyOutcome::Restarted(said) | ReplyOutcome::Failed(said) => said,
        };
        vec![Event::say(phrase)]
    }

    /// What the engine answered: its move is played, its answer to a draw offer given; a
    /// restart or a failure is said.
    fn engine_replied(&mut self, reply: Reply) -> (Vec<Event>, Flow) {
        if !matches!(reply.purpose, Purpose::Move | Purpose::DrawAnswer) {
            return (self.coach_replied(reply), Flow::Continue);
        }
        // A restart is said for the request out; the search goes on.
        if let ReplyOutcome::Restarted(said) = reply.outcome {
            let events = if self.desk.is_out(reply.id) {
                vec![Event::say(said)]
            } else {
                Vec::new()
            };
            return (events, Flow::Continue);
        }
        // A reply to an older request (a move was taken back meanwhile) is dropped; the
        // engine is asked anew for the game as it stands.
        let Some(ask) = self.desk.answered(reply.id, &self.session) else {
            return (Vec::new(), Flow::Continue);
        };
        if ask.kind == AskKind::DrawAnswer {
            let score = match reply.outcome {
                ReplyOutcome::Found { score, .. } => score,
                _ => None,
            };
            return (self.session.engine_answers_draw(score), Flow::Continue);
        }
        self.engine_gave_up = matches!(reply.outcome, ReplyOutcome::Failed(_));
        let events = match reply.outcome {
            ReplyOutcome::Found { best, score } => {
                // A draw offer made to the engine is answered before its move (9.1b).
                let mut events = self.session.engine_answers_draw(score);
                if self.session.game().result.is_none() {
                    events.extend(self.session.engine_move(ask.ply(), best));
                }
                events
            }
            ReplyOutcome::Restarted(_) | ReplyOutcome::Reviewed(_) => Vec::new(),
            // Engines alone and no input: no one can make the move, the game stops here.
            ReplyOutcome::Failed(why) if self.input_closed => {
                let stranded = self.stranded_sentence();
                self.strand();
                let both = Phrase::joined(Join::Sentences, vec![why, stranded]);
                return (vec![Event::say(both)], Flow::Quit);
            }
            ReplyOutcome::Failed(why) => {
                let phrase = Phrase::new("terminal-engine-failed-type-move")
                    .with("error", why)
                    .with("side", self.session.turn());
                let mut events = vec![Event::say(phrase)];
                events.extend(self.session.engine_gave_up());
                events
            }
        };
        (events, Flow::Continue)
    }

    /// Why a game of engines alone stops when an engine gave up and there is no input.
    fn stranded_sentence(&self) -> Phrase {
        Phrase::new("terminal-stranded").with("side", self.session.turn())
    }

    /// The game stops unfinished: its journal stays open, to be continued with --resume,
    /// and ansage ends with a failure status.
    fn strand(&mut self) {
        self.stranded = true;
        self.journal = None;
    }

    /// The journal of the game to continue (`requested`, else the newest interrupted one),
    /// read and replayed; `None` (with a sentence) when there is none or it cannot be read.
    fn resume_journal(&mut self, requested: Option<PathBuf>, config: &Config) -> Option<Resumed> {
        let path = match requested {
            Some(path) => Some(path),
            None => self.choose_waiting_game(),
        };
        let Some(path) = path else {
            // A game another ansage plays now is not offered: the player is told who plays
            // it, not that there is none.
            let none = match game_played_elsewhere() {
                Some(held) => {
                    Phrase::new("app-interrupted-game-held").with("holder", held.holder_phrase())
                }
                None => Phrase::new("app-no-interrupted-game"),
            };
            self.say(none, Priority::Message);
            return None;
        };
        // A 3D game goes on in the 3D program (`run` hands it over).
        if Journal::read(&path).is_ok_and(|replay| replay.header.is_three_d()) {
            self.three_d_resume = Some(path);
            return None;
        }
        // Read and replayed first: a game that cannot be replayed gets no "resumed" line.
        let (journal, replay, game) = match Journal::read(&path)
            .and_then(|replay| replay.to_game())
            .and_then(|_| Journal::resume(&path))
            .and_then(|(journal, replay)| replay.to_game().map(|game| (journal, replay, game)))
        {
            Ok(read) => read,
            Err(e) => {
                self.say(journal_error(&e), Priority::Message);
                return None;
            }
        };
        for note in &replay.notes {
            self.say(note.phrase(), Priority::Message);
        }
        let mut settings = replay.state().settings;
        let relay = settings
            .as_object_mut()
            .and_then(|map| map.remove(RELAY_KEY))
            .and_then(|value| serde_json::from_value::<RelayRecord>(value).ok());
        let (seats, pgn) = take_game_keys(&mut settings, self.seats);
        let (recorded, unreadable) = recorded_config(settings, config);
        if !unreadable.is_empty() {
            let sections = unreadable.join(", ");
            let phrase = Phrase::new("app-settings-unreadable").with("sections", sections);
            self.say(phrase, Priority::Message);
        }
        Some(Resumed {
            journal,
            replay,
            game,
            config: recorded,
            seats,
            pgn,
            relay,
        })
    }

    /// The adjourned or interrupted game to continue: the only one, or the one the player
    /// chooses from a list (players, date, moves; the most recent first). `None` when none
    /// waits, or the player chose a new game.
    fn choose_waiting_game(&mut self) -> Option<PathBuf> {
        let all = crate::storage::journal::list_interrupted();
        self.tell_set_aside(&all.set_aside);
        let waiting = all.games;
        if waiting.len() <= 1 {
            return waiting.into_iter().next().map(|replay| replay.path);
        }
        let count = Value::Spelled(u32::try_from(waiting.len()).unwrap_or(u32::MAX));
        let games: Vec<Value> = waiting
            .iter()
            .enumerate()
            .map(|(index, replay)| Value::from(waiting_game_line(index + 1, replay)))
            .collect();
        let list = Phrase::new("app-games-waiting")
            .with("count", count.clone())
            .with("games", Value::List(Join::Sentences, games));
        self.say(list, Priority::Message);
        let words = self.session.words_in(self.lang);
        let prompt = words.text(&Phrase::new("terminal-game-number-prompt"));
        let new_game = words.text(&Phrase::new("terminal-new-game-words"));
        loop {
            self.terminal.set_prompt(&prompt);
            match self.terminal.next_input() {
                Input::Line(line) => {
                    // The answer cuts off the list still being read (issue 28).
                    self.out.speaker.cut_talk();
                    let answer = line.trim().to_lowercase();
                    if new_game.split(',').any(|word| word.trim() == answer) {
                        return None;
                    }
                    let words: Vec<&str> = answer.split_whitespace().collect();
                    let number = crate::commands::number_at(&words, 0)
                        .map(|(n, _)| n)
                        .and_then(|n| usize::try_from(n).ok());
                    match number {
                        Some(n) if (1..=waiting.len()).contains(&n) => {
                            return Some(waiting[n - 1].path.clone());
                        }
                        _ => {
                            let again = Phrase::new("app-no-such-game-number")
                                .with("given", line.trim())
                                .with("count", count.clone());
                            self.say(again, Priority::Message);
                        }
                    }
                }
                Input::Closed | Input::Terminated => return None,
                _ => {}
            }
        }
    }

    /// Says, once, which journals were set aside because their game cannot be replayed.
    fn tell_set_aside(&mut self, set_aside: &[(PathBuf, crate::storage::journal::JournalError)]) {
        for (moved, error) in set_aside {
            let phrase = Phrase::new("app-journal-set-aside")
                .with("error", journal_error(error))
                .with("path", moved.display().to_string());
            self.say(phrase, Priority::Message);
        }
    }

    /// Continues a resumed game as it was set up and as it stood; returns what to say first.
    fn continue_game(
        &mut self,
        resumed: Resumed,
        config: &Config,
        announce: AnnounceOptions,
    ) -> Vec<Event> {
        let Resumed {
            journal,
            replay,
            game,
            ..
        } = resumed;
        let state = replay.state();
        self.session = PlaySession::resume_match(
            self.lang,
            announce,
            match_settings(config, self.seats),
            system_now(),
            &game,
            crate::play::Continuation {
                latest_clock_ms: state.clock_ms.map(ClockReading::from_pair),
                awaiting_repetition: !game.moves.is_empty()
                    && state.last_repeated != u32::try_from(game.moves.len()).ok(),
                decided_by_arbiter: state
                    .result
                    .as_ref()
                    .is_some_and(|result| result.reason == crate::play::ARBITER_DECISION),
            },
        );
        // The names as journaled (issue 28: a resumed game's PGN had lost them).
        self.name_players(config);
        // The PGN file is written again at the next move (this game replaces its own copy).
        self.pgn_saved_moves = usize::MAX;
        self.journal = Some(journal);
        let clocks_stand = self.session.has_clock() && self.session.game().result.is_none();
        let turn = self.session.position().turn();
        let then = if self.session.awaiting_repetition() {
            "terminal-repeats"
        } else {
            "terminal-to-move"
        };
        // Shown with the last move's notation, spoken without it.
        let mut sentences = vec![
            Phrase::new("terminal-continues").with("moves", half_moves(game.moves.len(), true)),
        ];
        sentences.extend(self.session.last_move().map(last_move));
        sentences.push(Phrase::new(then).with("side", turn));
        if clocks_stand {
            sentences.push(Phrase::new("terminal-clocks-stand"));
        }
        // Moves the tape lacks (a kill cut its recorder off) are recorded now, and named.
        let words = self.session.words_in(self.lang);
        let made_up = self
            .records
            .make_up_missing_moves(self.session.game(), &words, self.lang);
        sentences.extend(made_up);
        vec![Event::say(Phrase::joined(Join::Sentences, sentences))]
    }

    /// "vertagen": the game is saved (its PGN file, and the journal, marked adjourned) and
    /// ansage ends; `--resume` offers it again.
    fn adjourn(&mut self) {
        self.pgn_saved_moves = usize::MAX;
        self.autosave();
        if let Some(journal) = &mut self.journal {
            let event = JournalEvent::Adjourned {
                at_unix_ms: std::time::SystemTime::now()
                    .duration_since(std::time::UNIX_EPOCH)
                    .map_or(0, |d| u64::try_from(d.as_millis()).unwrap_or(u64::MAX)),
            };
            if let Err(e) = journal.append(&event) {
                self.say(journal_error(&e), Priority::Message);
            }
        }
        // The screen says how to go on; the voice says it short, so ansage ends at once.
        self.say(Phrase::new("app-adjourned"), Priority::Message);
    }

    /// Sets up a new game where it starts, with the players' names in its tags; returns what
    /// to say about a saved game that goes on (nothing for a new one).
    fn set_up(
        &mut self,
        start: crate::ui::start::Start,
        config: &Config,
        announce: AnnounceOptions,
    ) -> Vec<Event> {
        use crate::ui::start::Start;
        let settings = match_settings(config, self.seats);
        let mut said = Vec::new();
        match start {
            Start::New => {}
            Start::Position(position) => {
                let game = Game {
                    start: position,
                    ..Game::new()
                };
                self.session =
                    PlaySession::from_game(self.lang, announce, settings, system_now(), &game);
            }
            Start::Saved { game, path, number } => {
                self.session = PlaySession::resume_match(
                    self.lang,
                    announce,
                    settings,
                    system_now(),
                    &game,
                    crate::play::Continuation::default(),
                );
                let loaded = Phrase::new("terminal-game-loaded")
                    .with("number", number)
                    .with("path", path.display().to_string())
                    .with("moves", half_moves(game.moves.len(), true));
                let mut sentences = vec![loaded];
                sentences.extend(self.session.last_move().map(last_move));
                sentences.push(
                    Phrase::new("terminal-to-move").with("side", self.session.position().turn()),
                );
                if self.session.has_clock() {
                    sentences.push(Phrase::new("terminal-clocks-stand"));
                }
                said.push(Event::say(Phrase::joined(Join::Sentences, sentences)));
            }
        }
        self.name_players(config);
        said
    }

    /// The players' names in the game's tags, from the command line or the config file
    /// (a resumed game's as journaled); an engine is named by its program and level.
    fn name_players(&mut self, config: &Config) {
        for (color, tag) in [
            (shakmaty::Color::White, "White"),
            (shakmaty::Color::Black, "Black"),
        ] {
            let name = match color {
                shakmaty::Color::White => config.players.white.clone(),
                shakmaty::Color::Black => config.players.black.clone(),
            };
            let engine = *self.seats.get(color) == Player::Engine;
            let name = name.or_else(|| {
                engine.then(|| {
                    let program = config
                        .engine
                        .path
                        .file_name()
                        .map_or_else(|| "engine".into(), |n| n.to_string_lossy().into_owned());
                    let level = config.engine.level().number();
                    let name = Phrase::new("terminal-engine-player")
                        .with("program", program)
                        .with("level", u32::from(level));
                    crate::words::phrases::shown(&name, self.lang)
                })
            });
            if let Some(name) = name {
                self.session.set_tag(tag, &name);
            }
        }
        if let Some(event) = &config.players.event {
            self.session.set_tag("Event", event);
        }
    }

    /// Starts the journal of a new game (and says when an interrupted one waits); returns
    /// the greeting.
    fn start_journal(&mut self, config: &Config) -> Vec<Event> {
        let waiting = crate::storage::journal::list_interrupted();
        self.tell_set_aside(&waiting.set_aside);
        if let Some(replay) = waiting.games.first() {
            // Shown with its file, spoken with where it is kept: a path read aloud is many
            // seconds of noise (issue 28). An adjourned game is called so.
            let path = replay.path.display().to_string();
            let adjourned = replay.state().adjourned;
            let id = if adjourned {
                "adjourned-game-waits"
            } else {
                "interrupted-game-waits"
            };
            // Shown with the file, spoken as the games folder (`app-in-file`'s `.spoken`).
            let place = Phrase::new("app-in-file").with("path", path);
            self.say(Phrase::new(id).with("where", place), Priority::Message);
        }
        let settings = self.settings_to_journal(config);
        // What the journal holds from now on: a setting that changes later (a device that
        // pairs while this runs) is written as a change.
        self.journaled_settings = settings.clone();
        let header = Header::new(write_fen(&self.session.game().start), settings);
        match Journal::start(&header) {
            Ok(journal) => self.journal = Some(journal),
            Err(e) => self.say(journal_error(&e), Priority::Message),
        }
        if self.session.game().moves.is_empty() {
            self.session.greeting()
        } else {
            Vec::new()
        }
    }

    /// Everything that shapes the game, as the journal keeps it: the settings, who plays
    /// which side, and the PGN file with the bytes of the games before this one.
    fn settings_to_journal(&self, config: &Config) -> serde_json::Value {
        let mut settings = serde_json::to_value(config).unwrap_or_default();
        if let Some(map) = settings.as_object_mut() {
            let seat = |seat: Player| match seat {
                Player::Human => "human",
                Player::Engine => "engine",
                Player::Remote => "remote",
            };
            map.insert(
                SEATS_KEY.into(),
                serde_json::json!({ "white": seat(self.seats.white), "black": seat(self.seats.black) }),
            );
            map.insert(
                PGN_KEY.into(),
                self.pgn.as_ref().map_or(serde_json::Value::Null, |file| {
                    serde_json::Value::from(file.path.to_string_lossy().into_owned())
                }),
            );
            map.insert(PGN_EARLIER_KEY.into(), self.pgn_earlier_bytes.into());
            if let Some(relay) = &self.relay {
                map.insert(
                    RELAY_KEY.into(),
                    serde_json::to_value(relay.record()).unwrap_or_default(),
                );
            }
        }
        settings
    }

    /// Writes every setting that changed since the journal last had them (a level, the
    /// announcement style, the voice, the PGN file …), one event a section.
    fn journal_settings(&mut self, config: &Config) {
        let now = self.settings_to_journal(config);
        let (Some(new), Some(old)) = (now.as_object(), self.journaled_settings.as_object()) else {
            return;
        };
        let changed: Vec<JournalEvent> = new
            .iter()
            .filter(|(key, value)| old.get(*key) != Some(value))
            .map(|(key, value)| JournalEvent::Setting {
                key: key.clone(),
                value: value.clone(),
            })
            .collect();
        if changed.is_empty() {
            return;
        }
        if let Some(journal) = &mut self.journal {
            for event in &changed {
                if let Err(e) = journal.append(event) {
                    if !self.journal_failure_said {
                        self.journal_failure_said = true;
                        self.say(journal_error(&e), Priority::Message);
                    }
                    return;
                }
            }
        }
        self.journaled_settings = now;
    }

    /// Writes a step's game events to the journal (take-backs, moves, claims, the clock,
    /// the result), all on disk before anything is announced.
    fn journal_events(&mut self, events: &[Event]) {
        let records = self.session.journal_records(events);
        if !records.is_empty() {
            self.journal_records(&records);
        }
    }

    /// Writes the game as it stands (a game loaded from a file): its moves, and its result.
    fn journal_whole_game(&mut self) {
        let mut events: Vec<Event> = self
            .session
            .played_moves()
            .iter()
            .zip(&self.session.game().moves)
            .map(|(played, recorded)| {
                Event::Game(GameEvent::MovePlayed {
                    played: played.clone(),
                    draw_offer: recorded.draw_offer,
                })
            })
            .collect();
        if let Some(result) = self.session.game().result {
            events.push(Event::Game(GameEvent::GameEnded {
                result: crate::game::events::GameResult::of(Some(result)),
            }));
        }
        self.journal_events(&events);
    }

    /// One step, one record: all its events on disk, or none (kept and written with the
    /// next step once there is room again).
    fn journal_records(&mut self, records: &[JournalEvent]) {
        let Some(journal) = &mut self.journal else {
            return;
        };
        match journal.append_all(records) {
            Ok(()) if self.journal_failure_said => {
                self.journal_failure_said = false;
                self.say(Phrase::new("journal-saved-again"), Priority::Message);
            }
            Ok(()) => {}
            Err(e) => {
                if !self.journal_failure_said {
                    self.journal_failure_said = true;
                    self.say(journal_error(&e), Priority::Message);
                }
            }
        }
    }

    /// Shows and says a phrase in this terminal's words (the spoken form without notation
    /// or paths), or writes it as a JSON event.
    fn say(&mut self, phrase: Phrase, priority: Priority) {
        let weight = match priority {
            Priority::Announcement => Weight::Announcement,
            Priority::Warning => Weight::Warning,
            Priority::Chatter => Weight::Chatter,
            _ => Weight::Message,
        };
        let words = self.session.words_in(self.lang);
        self.out
            .tell(self.terminal, &Event::Say(weight, phrase), &words);
    }

    /// Prints a phrase in this terminal's words without speaking it.
    fn print_phrase(&mut self, phrase: &Phrase) {
        let text = self.session.words_in(self.lang).text(phrase);
        self.print(&text);
    }

    /// Prints data that is no sentence (a game in PGN, the scoresheet) without speaking
    /// it, remembering it for the board view.
    fn print(&mut self, text: &str) {
        let words = self.session.words_in(self.lang);
        self.out.print(self.terminal, text, &words);
    }

    /// Prints and speaks events, and draws the board if it is on and the position changed:
    /// before the events above a line being typed, after them on a cleared screen.
    fn show(&mut self, events: Vec<Event>, config: &Config) {
        // On a cleared screen the board comes first and the log under it ends with these
        // events; above the line being typed in the line editor, the board comes before
        // them. In line mode and plain lines it comes after them, so a screen reader or
        // braille display reads the move first and the board after it.
        let clears = self.terminal.may_clear();
        let board_after = clears || self.terminal.mode() != crate::ui::terminal::Mode::Editor;
        if !board_after {
            self.draw_board_if_changed(config);
        }
        let words = self.session.words_in(self.lang);
        if self.records.taping() {
            let parts = crate::records::tape::parts_of_step(&events, &words, self.lang);
            self.records.tape(parts);
        }
        // A voice that failed during the game, and the one that took over, are said first.
        self.out.show(self.terminal, &words, &events);
        if board_after {
            self.draw_board_if_changed(config);
        }
    }

    fn draw_board_if_changed(&mut self, config: &Config) {
        if !config.board.show {
            self.board_shown_for = None;
            return;
        }
        let moves = self.session.game().moves.len();
        if self.board_shown_for == Some(moves) {
            return;
        }
        self.board_shown_for = Some(moves);
        self.draw_board(config);
    }

    /// The board view, at the top of a cleared screen with the recent lines below it when
    /// nobody is typing, else printed above the input line.
    fn draw_board(&mut self, config: &Config) {
        let position = self.session.position();
        let marks = BoardMarks {
            last_move: self.session.game().moves.last().map(|m| m.played),
            check: position
                .is_check()
                .then(|| position.board().king_of(position.turn()))
                .flatten(),
            bottom: config.board.seat.color(),
        };
        let mut view = config.board.view();
        // Line mode (a pipe, a braille display): one character a square, no colour codes.
        if self.terminal.mode() != Mode::Editor {
            view.theme = crate::ui::board_view::Theme::Mono;
            for line in compact_board(position.board(), marks, &view, self.lang) {
                self.terminal.print(&line);
            }
            return;
        }
        // The whole board fits the terminal, with room for the input line and some of the
        // log: squares shrink, down to one character; below that it is not drawn.
        let size = crossterm::terminal::size().unwrap_or((80, 24));
        let Some(lines) = render_board_to_fit(position.board(), marks, &view, self.lang, size)
        else {
            if !self.narrow_said {
                self.narrow_said = true;
                let (columns, rows) = COMPACT_TERMINAL;
                let message = Phrase::new("terminal-window-too-small")
                    .with("columns", u32::from(columns))
                    .with("rows", u32::from(rows));
                self.say(message, Priority::Message);
            }
            return;
        };
        let redraw_log = self.terminal.may_clear();
        if redraw_log {
            self.terminal.clear_screen();
        }
        for line in &lines {
            self.terminal.print(line);
        }
        if redraw_log {
            // As much of the log as fits between the board and the input line.
            let room = usize::from(size.1).saturating_sub(lines.len() + 1);
            for line in log_tail(&self.out.log, room, size.0) {
                self.terminal.print(&line);
            }
        }
    }

    /// With a PGN file, the game is written after every move, so not even a closed terminal
    /// or Ctrl-C loses it.
    fn autosave(&mut self) {
        if let Some(failure) = self.records.update(self.session.game()) {
            self.say(failure, Priority::Message);
        }
        let Some(file) = &self.pgn else {
            return;
        };
        // A result without a move (an agreed draw, a resignation, a claim) is written at
        // once too, not only at the end (issue 28).
        let moves = self.session.game().moves.len();
        let result = result_token(self.session.game().result);
        if moves == self.pgn_saved_moves && result == self.pgn_saved_result {
            return;
        }
        self.pgn_saved_moves = moves;
        self.pgn_saved_result = result;
        if let Err(e) = file.write(self.session.game()) {
            if !self.pgn_failure_said {
                self.pgn_failure_said = true;
                let message = Phrase::new("terminal-autosave-failed")
                    .with("path", file.path.display().to_string())
                    .with("reason", e.reason_phrase());
                self.say(message, Priority::Message);
            }
        }
    }

    /// "speichern [DATEI]": writes the game now; from then on that file is kept up to date
    /// after every move. Games already in the file stay, this one is added after them.
    fn save_now(&mut self, path: Option<&Path>) {
        let file = match path {
            Some(path) => {
                let path = typed_path(&path.to_string_lossy());
                match &self.pgn {
                    Some(current) if current.path == path => Ok((current.clone(), None)),
                    _ => PgnFile::open(path),
                }
            }
            None => match &self.pgn {
                Some(current) => Ok((current.clone(), None)),
                None => Err(Phrase::new("terminal-save-where")),
            },
        };
        let (file, notice) = match file {
            Ok(opened) => opened,
            Err(message) => {
                self.say(message, Priority::Message);
                return;
            }
        };
        if let Some(notice) = notice {
            self.say(notice, Priority::Message);
        }
        let path = file.path.display().to_string();
        let message = match file.write(self.session.game()) {
            Ok(()) => {
                let sentence = Phrase::new("terminal-saved-kept").with("path", path);
                self.pgn_saved_moves = self.session.game().moves.len();
                self.pgn_saved_result = result_token(self.session.game().result);
                self.pgn_failure_said = false;
                self.pgn_earlier_bytes = file.earlier.len();
                self.pgn = Some(file);
                sentence
            }
            Err(e) => Phrase::new("terminal-save-failed")
                .with("path", path)
                .with("reason", e.reason_phrase()),
        };
        self.say(message, Priority::Message);
    }

    /// Changes a setting, says what it is now, and keeps `config` in step.
    fn change_setting(&mut self, change: SettingChange, config: &mut Config) {
        let message = match change {
            // Line mode: "brett" prints the board once, not after every move; "brett an"
            // asks for it after every move.
            SettingChange::Board(None)
                if self.terminal.mode() != Mode::Editor && !config.board.show =>
            {
                self.draw_board(config);
                None
            }
            SettingChange::Board(on) => {
                config.board.show = on.unwrap_or(!config.board.show);
                self.board_shown_for = None;
                if config.board.show {
                    self.draw_board_if_changed(config);
                }
                Some(
                    Phrase::new("terminal-board-view")
                        .with("on", in_play_settings::yes_no(config.board.show)),
                )
            }
            change => {
                in_play_settings::change(&change, config, self.out.speaker.as_mut(), self.lang)
            }
        };
        if let Some(message) = message {
            self.say(message, Priority::Message);
        }
    }

    /// Leaves the game safe: written to the PGN file, or printed.
    fn finish(&mut self) -> ExitCode {
        if self.session.game().moves.is_empty() {
            return ExitCode::SUCCESS;
        }
        match self.pgn.clone() {
            Some(file) => {
                let path = file.path.display().to_string();
                match file.write(self.session.game()) {
                    Ok(()) => {
                        self.print_phrase(&Phrase::new("terminal-saved-to").with("path", path));
                        ExitCode::SUCCESS
                    }
                    Err(e) => {
                        let failed = Phrase::new("terminal-save-failed-here-it-is")
                            .with("path", path)
                            .with("reason", e.reason_phrase());
                        self.print_phrase(&failed);
                        let game = write_game(self.session.game());
                        self.print(&game);
                        ExitCode::from(3)
                    }
                }
            }
            None => {
                self.print_phrase(&Phrase::new("terminal-the-game"));
                let sheet = moves_sheet(self.session.game(), self.lang);
                self.print(sheet.trim_end());
                ExitCode::SUCCESS
            }
        }
    }
}

/// The PGN file a game is kept in, with the games that were in it before.
#[derive(Clone, Debug)]
struct PgnFile {
    path: PathBuf,
    /// The file's earlier games, written again in front of this one byte for byte (a
    /// Latin-1 file keeps its bytes).
    earlier: Vec<u8>,
    /// While this game writes the file, no other ansage does.
    _lock: Option<Arc<crate::storage::lock::FileLock>>,
}

impl PgnFile {
    /// Opens `path` for this game: as [`PgnFile::open`] for a new game; for a resumed one
    /// (`earlier`: how many bytes of the file came before it), those bytes are kept and the
    /// game's own earlier copy after them is replaced.
    fn open_for(
        path: PathBuf,
        earlier: Option<usize>,
    ) -> Result<(PgnFile, Option<Phrase>), Phrase> {
        use crate::storage::files::{MAX_PGN_BYTES, ReadError, read_limited};
        let Some(earlier) = earlier else {
            return PgnFile::open(path);
        };
        let mut bytes = match read_limited(&path, MAX_PGN_BYTES) {
            Ok(bytes) => bytes,
            Err(ReadError::Io { source, .. }) if source.kind() == std::io::ErrorKind::NotFound => {
                Vec::new()
            }
            Err(e) => return Err(e.phrase()),
        };
        bytes.truncate(earlier);
        let lock = crate::ui::pgn_lock::lock_pgn(&path)?;
        let notice = Phrase::new("terminal-kept-again").with("path", path.display().to_string());
        Ok((
            PgnFile {
                path,
                earlier: bytes,
                _lock: lock,
            },
            Some(notice),
        ))
    }

    /// Opens `path` for this game: a new file, or one whose games are kept (with a sentence
    /// saying so). A file that is not PGN is refused, so nothing in it is lost.
    fn open(path: PathBuf) -> Result<(PgnFile, Option<Phrase>), Phrase> {
        use crate::storage::files::{MAX_PGN_BYTES, ReadError, read_limited};
        // A FIFO, a device or a huge file is refused before it is read: it would block
        // the start or fill the memory.
        let bytes = match read_limited(&path, MAX_PGN_BYTES) {
            Ok(bytes) => bytes,
            Err(ReadError::Io { source, .. }) if source.kind() == std::io::ErrorKind::NotFound => {
                Vec::new()
            }
            Err(e) => return Err(e.phrase()),
        };
        let lock = crate::ui::pgn_lock::lock_pgn(&path)?;
        if bytes.iter().all(u8::is_ascii_whitespace) {
            return Ok((
                PgnFile {
                    path,
                    earlier: Vec::new(),
                    _lock: lock,
                },
                None,
            ));
        }
        let count = match read_games(&bytes) {
            Ok(games) if !games.is_empty() => games.len(),
            _ => {
                return Err(
                    Phrase::new("terminal-not-pgn").with("path", path.display().to_string())
                );
            }
        };
        let notice = Phrase::new("terminal-file-holds-games")
            .with("path", path.display().to_string())
            .with("n", count);
        let kept = bytes.trim_ascii_end().len();
        let mut earlier = bytes;
        earlier.truncate(kept);
        earlier.extend_from_slice(b"\n\n");
        Ok((
            PgnFile {
                path,
                earlier,
                _lock: lock,
            },
            Some(notice),
        ))
    }

    /// Writes the earlier games and this one.
    fn write(&self, game: &Game) -> Result<(), WriteError> {
        let mut bytes = self.earlier.clone();
        bytes.extend_from_slice(write_game(game).as_bytes());
        write_safely(&self.path, bytes)
    }
}

/// The speech backend a config names; `auto` for anything else (checked when read).
/// How long the coach thinks about a hint or an evaluation.
const COACH_TIME: Duration = Duration::from_millis(800);

/// How long the engine looks at the position before it answers a draw offer.
const DRAW_ANSWER_TIME: Duration = Duration::from_millis(500);

/// The review's mistakes in words: "Zug vierzehn, Weiß, Läufer Bella fünf: Verlust etwa
/// zwei Bauern; besser war Dame David zwei."
/// A journal's error as data, with a bad start position's problem.
fn journal_error(error: &crate::storage::journal::JournalError) -> Phrase {
    match error {
        crate::storage::journal::JournalError::BadStart { problem, .. } => {
            error.phrase().with("problem", problem.phrase())
        }
        _ => error.phrase(),
    }
}

fn review_words(game: &Game, mistakes: &[crate::engine::review::Mistake]) -> Phrase {
    if mistakes.is_empty() {
        return Phrase::new("terminal-review-no-mistakes");
    }
    let mut sentences = Vec::new();
    for mistake in mistakes {
        let before = game.position_after(mistake.ply - 1);
        let number = Phrase::new("move-number")
            .with("number", Value::Spelled(before.fullmoves().get()))
            .with("side", before.turn());
        let played = Value::MoveWords(MoveFacts::of(&before, mistake.played));
        let best = Value::MoveWords(MoveFacts::of(&before, mistake.best));
        let cost = if mistake.loss >= 3_000 {
            Phrase::new("terminal-review-cost-game")
        } else {
            let amount =
                crate::engine::words::pawns_phrase(u32::try_from(mistake.loss).unwrap_or(0));
            Phrase::new("terminal-review-cost").with("amount", amount)
        };
        sentences.push(
            Phrase::new("terminal-review-mistake")
                .with("number", number)
                .with("played", played)
                .with("cost", cost)
                .with("best", best),
        );
    }
    Phrase::joined(Join::Sentences, sentences)
}

/// "Zuletzt: Zug eins, Weiß: Bauer Eva vier (e4).", spoken without "(e4)".
fn last_move(played: &PlayedMove) -> Phrase {
    let line = Phrase::new("move-line")
        .with("count", Value::Spelled(played.number))
        .with("side", played.side)
        .with("words", Value::MoveWords(played.facts))
        .with("san", Value::San(played.facts));
    Phrase::new("terminal-last-move").with("line", line)
}

/// "Zwei: Anna Blind gegen stockfish, Stufe 2, begonnen am 24.11.2026 um 14:59 Uhr (UTC),
/// zwölf Halbzüge, vertagt." — one waiting game in the list `--resume` offers.
fn waiting_game_line(number: usize, replay: &crate::storage::journal::Replay) -> Phrase {
    let state = replay.state();
    let settings = &state.settings;
    let name = |side: &str, color: shakmaty::Color| -> Value {
        if let Some(name) = settings["players"][side].as_str() {
            return Value::from(name);
        }
        match settings["seats"][side].as_str() {
            Some("engine") => Phrase::new("terminal-engine-seat")
                .with("side", color)
                .into(),
            _ => Value::Side(color),
        }
    };
    let white = name("white", shakmaty::Color::White);
    let black = name("black", shakmaty::Color::Black);
    let created = &replay.header.created;
    // "2026-11-24T14:59:30.231Z" → "24.11.2026", "14:59".
    let (date, time) = match (
        created.get(0..4),
        created.get(5..7),
        created.get(8..10),
        created.get(11..16),
    ) {
        (Some(y), Some(m), Some(d), Some(t)) => (format!("{d}.{m}.{y}"), t.to_owned()),
        _ => (created.clone(), String::new()),
    };
    Phrase::new("terminal-waiting-game")
        .with(
            "number",
            Value::Spelled(u32::try_from(number).unwrap_or(u32::MAX)),
        )
        .with("white", white)
        .with("black", black)
        .with("date", date)
        .with("time", time)
        .with("moves", half_moves(state.moves.len(), false))
        .with("adjourned", in_play_settings::yes_no(state.adjourned))
        .with(
            "three_d",
            in_play_settings::yes_no(replay.header.is_three_d()),
        )
}

/// "zwei Halbzüge", "ein Halbzug" (after "nach", `dative`: "zwei Halbzügen", "einem
/// Halbzug").
fn half_moves(count: usize, dative: bool) -> Phrase {
    Phrase::new("terminal-half-moves")
        .with(
            "count",
            Value::Spelled(u32::try_from(count).unwrap_or(u32::MAX)),
        )
        .with("n", count)
        .with("case", if dative { "dative" } else { "nominative" })
}

/// The settings a journal recorded, section by section: a section that does not read back
/// (an unknown key, a rate of 1e308, a clock that is none) is replaced by `current`'s, and
/// its name returned, so that the rest (the clock, the rules) is kept and the loss is said.
fn recorded_config(recorded: serde_json::Value, current: &Config) -> (Config, Vec<String>) {
    let Ok(mut merged) = serde_json::to_value(current) else {
        return (current.clone(), Vec::new());
    };
    let mut unreadable = Vec::new();
    if let (Some(sections), Some(target)) = (recorded.as_object(), merged.as_object_mut()) {
        for (name, value) in sections {
            let previous = target.insert(name.clone(), value.clone());
            if serde_json::from_value::<Config>(serde_json::Value::Object(target.clone())).is_err()
            {
                match previous {
                    Some(previous) => target.insert(name.clone(), previous),
                    None => target.remove(name),
                };
                unreadable.push(name.clone());
            }
        }
    }
    let config = serde_json::from_value(merged).unwrap_or_else(|_| current.clone());
    (config, unreadable)
}

/// Takes the seats and the PGN file out of a journal's settings, leaving the config file's
/// sections; a journal without them keeps `seats` and has no PGN file.
fn take_game_keys(
    settings: &mut serde_json::Value,
    seats: ByColor<Player>,
) -> (ByColor<Player>, Option<(PathBuf, usize)>) {
    let Some(map) = settings.as_object_mut() else {
        return (seats, None);
    };
    let seat = |value: Option<&serde_json::Value>, default: Player| match value
        .and_then(serde_json::Value::as_str)
    {
        Some("engine") => Player::Engine,
        Some("human") => Player::Human,
        Some("remote") => Player::Remote,
        _ => default,
    };
    let recorded = map.remove(SEATS_KEY);
    let seats = match &recorded {
        Some(value) => ByColor {
            white: seat(value.get("white"), seats.white),
            black: seat(value.get("black"), seats.black),
        },
        None => seats,
    };
    let path = map
        .remove(PGN_KEY)
        .and_then(|value| value.as_str().map(PathBuf::from));
    let earlier = map
        .remove(PGN_EARLIER_KEY)
        .and_then(|value| value.as_u64())
        .and_then(|n| usize::try_from(n).ok())
        .unwrap_or(0);
    (seats, path.map(|path| (path, earlier)))
}

/// How the match is played, from the settings.
fn match_settings(config: &Config, seats: ByColor<Player>) -> MatchSettings {
    MatchSettings {
        engine: shakmaty::ByColor {
            white: seats.white == Player::Engine,
            black: seats.black == Player::Engine,
        },
        time: config.clock.time.clone(),
        alarms: config.clock.alarms.clone(),
        tournament: config.game_match.tournament,
        repetition_required: config.game_match.repetition
            == crate::ui::config::Repetition::Required,
        // The player at this keyboard: the one not at another device.
        own_seat: if seats.white == Player::Remote {
            shakmaty::Color::Black
        } else if seats.black == Player::Remote {
            shakmaty::Color::White
        } else {
            config.board.seat.color()
        },
        training: config.game_match.training,
        correction_window: Duration::from_secs(u64::from(config.game_match.correction_seconds)),
    }
}

/// Who plays a game of the journal folder now, when another ansage does (its journal is
/// locked): the second of two `ansage play --resume` is told so.
fn game_played_elsewhere() -> Option<crate::storage::lock::Held> {
    let dir = crate::storage::journal::journal_dir().ok()?;
    let entries = std::fs::read_dir(dir).ok()?;
    entries
        .flatten()
        .map(|entry| entry.path())
        .find_map(|path| {
            let journal = path
                .extension()
                .is_some_and(|e| e == crate::storage::journal::EXTENSION);
            if !journal || !crate::storage::lock::locked_elsewhere(&path) {
                return None;
            }
            let file = std::fs::File::open(&path).ok()?;
            // Held: the lock's holder is named; free after all (the game ended just now): none.
            crate::storage::lock::lock_exclusive(&file).err()
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::words::phrases::shown;

    /// "nach zwei Halbzügen", "ein Halbzug": the case and the plural are the catalogue's.
    #[test]
    fn half_moves_are_counted_in_each_language() {
        let phrase = half_moves(1, true);
        assert_eq!(phrase.arg("n"), Some(&Value::Number(1)));
        assert_eq!(shown(&phrase, Language::GERMAN), "einem Halbzug");
        assert_eq!(
            shown(&half_moves(12, true), Language::GERMAN),
            "zwölf Halbzügen"
        );
        assert_eq!(
            shown(&half_moves(1, false), Language::GERMAN),
            "ein Halbzug"
        );
        assert_eq!(
            shown(&half_moves(2, false), Language::GERMAN),
            "zwei Halbzüge"
        );
        assert_eq!(
            shown(&half_moves(1, true), Language::ENGLISH),
            "one half-move"
        );
        assert_eq!(
            shown(&half_moves(3, false), Language::ENGLISH),
            "three half-moves"
        );
    }

    /// A resumed game's first sentence is its parts, each a catalogue text.
    #[test]
    fn a_loaded_game_is_told_in_sentences_of_the_catalogue() {
        let sentences = Phrase::joined(
            Join::Sentences,
            vec![
                Phrase::new("terminal-continues").with("moves", half_moves(2, true)),
                Phrase::new("terminal-to-move").with("side", shakmaty::Color::White),
                Phrase::new("terminal-clocks-stand"),
            ],
        );
        assert_eq!(
            shown(&sentences, Language::GERMAN),
            "Die unterbrochene Partie geht weiter, nach zwei Halbzügen. Weiß ist am Zug. Die Uhren stehen; sie laufen mit dem nächsten Zug oder mit uhr weiter."
        );
        assert_eq!(
            shown(&sentences, Language::ENGLISH),
            "The interrupted game continues, after two half-moves. White to move. The clocks stand; they run again with the next move or with resume clock."
        );
    }

    #[test]
    fn a_file_that_holds_games_is_said_in_each_language() {
        let file = Phrase::new("terminal-file-holds-games")
            .with("path", "a.pgn")
            .with("n", 1usize);
        assert_eq!(
            shown(&file, Language::ENGLISH),
            "a.pgn already holds one game; this game goes after it."
        );
        assert_eq!(
            shown(&file, Language::GERMAN),
            "a.pgn enthält schon eine Partie; diese Partie kommt dahinter."
        );
    }

    /// A waiting game is shown with its file and spoken with the games folder, in each
    /// language: the place is data (`app-in-file`), its two forms are the catalogue's.
    #[test]
    fn a_waiting_games_place_is_shown_as_its_file_and_spoken_as_the_folder() {
        let place = Phrase::new("app-in-file").with("path", "/home/a/games/g.jsonl");
        let phrase = Phrase::new("interrupted-game-waits").with("where", place);
        let words =
            |language| crate::words::phrases::word(&phrase, language, AnnounceOptions::default());
        let german = words(Language::GERMAN);
        assert_eq!(
            german.shown,
            "Eine unterbrochene Partie wartet in /home/a/games/g.jsonl; mit ansage play --resume geht sie weiter."
        );
        assert_eq!(
            german.spoken,
            "Eine unterbrochene Partie wartet im Spielordner; mit ansage play --resume geht sie weiter."
        );
        let english = words(Language::ENGLISH);
        assert!(
            english.shown.contains("waiting in /home/a/games/g.jsonl;"),
            "{english:?}"
        );
        assert!(
            english.spoken.contains("waiting in the games folder;"),
            "{english:?}"
        );
        let spanish = words(Language::SPANISH);
        assert!(
            spanish
                .shown
                .contains("esperando en /home/a/games/g.jsonl;"),
            "{spanish:?}"
        );
        assert!(
            spanish
                .spoken
                .contains("esperando en la carpeta de partidas;"),
            "{spanish:?}"
        );
    }
}
