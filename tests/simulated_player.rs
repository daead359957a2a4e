//! The simulated player (issue 28): a model-based test that drives [`PlaySession`] the way
//! players and the engine do — moves in every form, take-backs, corrections, questions,
//! draw offers and claims, resignations, adjournments and crashes resumed from the journal,
//! settings, voice alternatives, board differences (F2.7, F2.8), the clock with fake time —
//! thousands of times, and checks after every step what must always hold (see
//! [`World::check`] and the invariants named there).
//!
//! The engine side is driven as `src/ui/app.rs` drives it: an [`EngineDesk`] says what to
//! ask, the request is answered later by a separate action (so players type, take back and
//! offer draws while the engine thinks), replies to old requests come back too and are
//! dropped by the desk. The many-run tests use a fast deterministic engine stand-in; a
//! smaller run uses the real Stockfish at level 1.
//!
//! Actions are abstract (`Move { pick }` picks among the legal moves of the position it is
//! typed in), so every shrunk sequence stays meaningful and a failure comes out short.
//!
//! `ANSAGE_SIMULATION_CASES=200000` runs that many sequences instead of the default 10,000.

use std::collections::VecDeque;
use std::path::Path;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use ansage::engine::{EnginePlayer, Level, Score, SearchLimit};
use ansage::game::clock::TimeControl;
use ansage::game::events::{ClockReading, GameEvent};
use ansage::language::Language;
use ansage::notation::pgn::{Game, read_games, result_token, write_game};
use ansage::play::{
    Ask, AskKind, Continuation, EngineDesk, Event, Flow, MatchSettings, Now, PlaySession,
};
use ansage::storage::journal::{Header, JournalEvent, Replay, ReplayState};
use ansage::words::announce::{AnnounceOptions, Style, announce_with};
use proptest::prelude::*;
use proptest::test_runner::{Config as RunnerConfig, TestCaseError, TestRunner};
use shakmaty::san::San;
use shakmaty::zobrist::Zobrist64;
use shakmaty::{ByColor, CastlingMode, Chess, Color, EnPassantMode, Move, Position, Role, Square};

// ------------------------------------------------------------------------------ the players

/// Who sits at the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Players {
    /// Two people at one keyboard.
    People,
    /// The engine plays this side, a person the other.
    Engine(Color),
    /// The engine plays both sides; people only ask questions, adjourn and resume.
    Engines,
}

impl Players {
    fn engine(self) -> ByColor<bool> {
        match self {
            Players::People => ByColor::default(),
            Players::Engine(color) => ByColor::new_with(|c| c == color),
            Players::Engines => ByColor {
                white: true,
                black: true,
            },
        }
    }
}

/// How a match is set up at its start.
#[derive(Clone, Debug)]
struct Setup {
    players: Players,
    /// F2.1: the opponent repeats every announced move.
    repetition: bool,
    /// A clock ("2+1") that the test's ticks run down; flags fall.
    clock: bool,
    /// The F2.6 correction window: three seconds, or none.
    window: bool,
    /// Tournament rules.
    tournament: bool,
}

// ------------------------------------------------------------------------------ the actions

/// How a legal move is typed or said.
#[derive(Clone, Copy, Debug)]
enum Form {
    /// English SAN: "Nf3".
    San,
    /// German SAN: "Sf3".
    German,
    /// UCI: "g1f3".
    Uci,
    /// The announcement's words: "Springer Felix drei".
    Words,
    /// The words with a letter missing: "Sprnger Felix drei" (asked back, or refused).
    Typo,
}

/// One thing a player (or the engine, or the clock, or a crash) does.
#[derive(Clone, Debug)]
enum Action {
    /// A legal move of the position it is typed in.
    Move { pick: u16, form: Form },
    /// A line that is no legal move ("Ke5", "Dh9", "xyz", "pawn takes").
    Illegal { pick: u8 },
    /// Only the target square in words ("Felix drei"): ambiguous when several pieces go there.
    Destination { pick: u16 },
    /// An answer to "Welche Figur …?": "der erste", "1", "der zweite", an origin square.
    Reply { pick: u8, square: u16 },
    /// The opponent repeats the last announced move (F2.1).
    Repeat,
    /// "zurück".
    TakeBack,
    /// "Korrektur: <a move legal once the last move is taken back>" (F2.6).
    Correction { pick: u16 },
    /// "ja".
    Yes,
    /// "nein".
    No,
    /// A question about the game: one answer each.
    Question { pick: u8 },
    /// "remis", "remis annehmen", "remis ablehnen", "remis beanspruchen".
    Draw { pick: u8 },
    /// A legal move with a draw offer: "e4 (=)".
    OfferWithMove { pick: u16 },
    /// "aufgeben".
    Resign,
    /// "vertagen", then `ansage play --resume`.
    Adjourn,
    /// The program is killed; `ansage play --resume` continues from the journal.
    KillResume,
    /// "wiederholung an", "ansage lang", …
    Setting { pick: u8 },
    /// The recogniser's alternatives for a move: agreeing (the move in words and in
    /// notation) or disagreeing (two different moves).
    Heard { pick: u16, other: u16, agree: bool },
    /// F2.7, F2.8: a player reports a square, their board, a move of their record, or asks
    /// to compare.
    Board { pick: u8, square: u16 },
    /// Time passes (fake time) and the clock is looked at.
    Tick { seconds: u8 },
    /// The engine's oldest outstanding request is answered.
    EngineReplies,
    /// "ende".
    Quit,
    /// A line at the arbiter's device (issue 30, the arbiter's seat): the clocks, time, a
    /// reconciliation, yes or no, a board report with a seat, a move (refused), a player's
    /// act (refused), a question, a warning, and rarely a result.
    Arbiter { pick: u8, square: u16 },
    /// A line given as is at the arbiter's device (the regression tests; never generated).
    ArbiterTypes(&'static str),
    /// A line given as is (the regression tests' explicit sequences; never generated).
    Type(&'static str),
}

fn form() -> impl Strategy<Value = Form> {
    prop_oneof![
        Just(Form::San),
        Just(Form::German),
        Just(Form::Uci),
        Just(Form::Words),
        Just(Form::Typo),
    ]
}

/// The actions of people (at any seat), the engine and the clock, weighted roughly as a
/// game has them: mostly moves and engine replies, now and then everything else.
fn action() -> impl Strategy<Value = Action> {
    prop_oneof![
        14 => (any::<u16>(), form()).prop_map(|(pick, form)| Action::Move { pick, form }),
        2 => any::<u8>().prop_map(|pick| Action::Illegal { pick }),
        2 => any::<u16>().prop_map(|pick| Action::Destination { pick }),
        2 => (any::<u8>(), any::<u16>()).prop_map(|(pick, square)| Action::Reply { pick, square }),
        3 => Just(Action::Repeat),
        3 => Just(Action::TakeBack),
        1 => any::<u16>().prop_map(|pick| Action::Correction { pick }),
        4 => Just(Action::Yes),
        2 => Just(Action::No),
        3 => any::<u8>().prop_map(|pick| Action::Question { pick }),
        3 => any::<u8>().prop_map(|pick| Action::Draw { pick }),
        1 => any::<u16>().prop_map(|pick| Action::OfferWithMove { pick }),
        1 => Just(Action::Resign),
        1 => Just(Action::Adjourn),
        1 => Just(Action::KillResume),
        1 => any::<u8>().prop_map(|pick| Action::Setting { pick }),
        2 => (any::<u16>(), any::<u16>(), any::<bool>())
            .prop_map(|(pick, other, agree)| Action::Heard { pick, other, agree }),
        1 => (any::<u8>(), any::<u16>()).prop_map(|(pick, square)| Action::Board { pick, square }),
        3 => (0u8..=30).prop_map(|seconds| Action::Tick { seconds }),
        10 => Just(Action::EngineReplies),
        1 => Just(Action::Quit),
        3 => (any::<u8>(), any::<u16>()).prop_map(|(pick, square)| Action::Arbiter { pick, square }),
    ]
}

fn setup(players: impl Strategy<Value = Players>) -> impl Strategy<Value = Setup> {
    (
        players,
        any::<bool>(),
        any::<bool>(),
        any::<bool>(),
        prop::bool::weighted(0.15),
    )
        .prop_map(|(players, repetition, clock, window, tournament)| Setup {
            players,
            repetition,
            clock,
            window,
            tournament,
        })
}

const ILLEGAL: [&str; 10] = [
    "Ke5",
    "Dh9",
    "xyz",
    "pawn takes",
    "lange rochade",
    "Springer Hector neun",
    "e5e4",
    "Sa3a3",
    "0-0-0",
    "Turm schlägt",
];

const QUESTIONS: [&str; 10] = [
    "material",
    "wo ist mein könig",
    "züge",
    "hilfe",
    "wer ist am zug",
    "fen",
    "wo stehen meine springer",
    "zeit",
    "was hängt",
    "stehe ich im schach",
];

const DRAWS: [&str; 4] = [
    "remis",
    "remis annehmen",
    "remis ablehnen",
    "remis beanspruchen",
];

/// What the arbiter says besides reports, moves and results (`Action::Arbiter`).
const ARBITER: [&str; 15] = [
    "uhr anhalten",
    "weiß: mein brett",
    "schwarz: meine partie",
    "korrektur",
    "uhr stellen weiß 1 minute",
    "uhr weiter",
    "zeit gutschreiben weiß 30 sekunden",
    "zeit abziehen schwarz 20 sekunden",
    "abgleichen",
    "ja",
    "nein",
    "aufgeben",
    "remis annehmen",
    "wo stehen meine springer",
    "verwarnung schwarz",
];

const SETTINGS: [&str; 6] = [
    "wiederholung an",
    "wiederholung aus",
    "ansage lang",
    "ansage kurz",
    "vorlesen aus",
    "vorlesen an",
];

const FILES: [&str; 8] = [
    "Anna", "Bella", "Cäsar", "David", "Eva", "Felix", "Gustav", "Hector",
];
const RANKS: [&str; 8] = [
    "eins", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht",
];

/// A square in the words of Appendix F: "Felix drei".
fn square_words(square: Square) -> String {
    format!(
        "{} {}",
        FILES[square.file() as usize],
        RANKS[square.rank() as usize]
    )
}

/// The legal moves of `position` in a stable order.
fn legal(position: &Chess) -> Vec<Move> {
    let mut moves: Vec<Move> = position.legal_moves().into_iter().collect();
    moves.sort_by_key(|m| m.to_uci(CastlingMode::Standard).to_string());
    moves
}

fn pick_move(position: &Chess, pick: u16) -> Option<Move> {
    let moves = legal(position);
    (!moves.is_empty()).then(|| moves[pick as usize % moves.len()])
}

/// A legal move as a player types or says it.
fn move_text(position: &Chess, played: Move, form: Form, announce: AnnounceOptions) -> String {
    let san = San::from_move(position, played).to_string();
    match form {
        Form::San => san,
        Form::German => san
            .chars()
            .map(|c| match c {
                'N' => 'S',
                'B' => 'L',
                'R' => 'T',
                'Q' => 'D',
                c => c,
            })
            .collect(),
        Form::Uci => played.to_uci(CastlingMode::Standard).to_string(),
        Form::Words => announce_with(position, played, announce),
        Form::Typo => {
            let words = announce_with(position, played, announce);
            let chars: Vec<char> = words.chars().collect();
            if chars.len() < 4 {
                return words;
            }
            let drop = 1 + (played.to() as usize) % (chars.len() - 2);
            chars
                .iter()
                .enumerate()
                .filter(|(i, _)| *i != drop)
                .map(|(_, c)| *c)
                .collect()
        }
    }
}

// ------------------------------------------------------------------------------ the engine

/// What answers the engine's requests.
trait EngineStandIn {
    /// The best move and a score (from White's view) in the game after `moves`.
    fn reply(&mut self, start: &Chess, moves: &[Move]) -> Option<(Move, Option<Score>)>;
}

/// A fast deterministic engine: a move picked by a hash of the position, a score from the
/// material with a little noise (so that draw offers are sometimes accepted).
struct HashEngine;

fn material(position: &Chess, color: Color) -> i32 {
    let board = position.board();
    [
        (Role::Pawn, 100),
        (Role::Knight, 300),
        (Role::Bishop, 300),
        (Role::Rook, 500),
        (Role::Queen, 900),
    ]
    .iter()
    .map(|(role, value)| (board.by_piece(role.of(color)).count() as i32) * value)
    .sum()
}

impl EngineStandIn for HashEngine {
    fn reply(&mut self, start: &Chess, moves: &[Move]) -> Option<(Move, Option<Score>)> {
        let mut position = start.clone();
        for m in moves {
            position.play_unchecked(*m);
        }
        let hash: u64 = position
            .zobrist_hash::<Zobrist64>(EnPassantMode::Legal)
            .into();
        let legal = legal(&position);
        if legal.is_empty() {
            return None;
        }
        let best = legal[(hash % legal.len() as u64) as usize];
        let noise = ((hash >> 20) % 301) as i32 - 150;
        let cp = material(&position, Color::White) - material(&position, Color::Black) + noise;
        Some((best, Some(Score::Centipawns(cp))))
    }
}

/// The real Stockfish at level 1, 50 ms a move.
struct Stockfish(EnginePlayer);

impl EngineStandIn for Stockfish {
    fn reply(&mut self, start: &Chess, moves: &[Move]) -> Option<(Move, Option<Score>)> {
        let found = self
            .0
            .best_move(
                start,
                moves,
                SearchLimit::movetime(Duration::from_millis(50)),
            )
            .ok()?;
        Some((found.best, found.score))
    }
}

// ------------------------------------------------------------------------------ the world

/// A yes-or-no question the session asked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Asked {
    Resign,
    AcceptDraw,
    Other,
}

/// The session, the engine's desk and requests, the journal as app.rs writes it, the fake
/// clock, and what the model remembers to judge the next step.
struct World {
    setup: Setup,
    now: Arc<Mutex<Instant>>,
    session: PlaySession,
    desk: EngineDesk,
    /// Requests sent to the engine and not answered yet, oldest first (the engine answers
    /// even requests the desk no longer waits for).
    outstanding: VecDeque<Ask>,
    /// The journal: its header and its events, as app.rs writes them.
    header: Header,
    journal: Vec<JournalEvent>,
    /// The players' names, as the PGN must have them.
    names: ByColor<String>,
    /// The moves of the game in which a line was kept while the engine thought.
    kept: Option<Vec<Move>>,
    /// The yes-or-no question waiting, if any.
    asked: Option<Asked>,
    /// What happened, for the failure message.
    trace: Vec<String>,
    /// The sequence ended (the player quit).
    over: bool,
}

fn style_name(style: Style) -> &'static str {
    match style {
        Style::Short => "short",
        Style::Long => "long",
        Style::Verbose => "verbose",
    }
}

fn style_of(name: &str) -> Style {
    match name {
        "long" => Style::Long,
        "verbose" => Style::Verbose,
        _ => Style::Short,
    }
}

fn moves_of(game: &Game) -> Vec<Move> {
    game.moves.iter().map(|m| m.played).collect()
}

/// The sentences of events, as shown.
fn texts(session: &PlaySession, events: &[Event]) -> Vec<String> {
    let words = session.words_in(Language::GERMAN);
    events
        .iter()
        .flat_map(|event| words.lines(event))
        .map(|line| line.shown)
        .collect()
}

fn fail(message: String) -> Result<(), TestCaseError> {
    Err(TestCaseError::fail(message))
}

impl World {
    fn new(setup: Setup) -> World {
        let now = Arc::new(Mutex::new(Instant::now()));
        let source: Now = {
            let now = now.clone();
            Arc::new(move || *now.lock().unwrap())
        };
        let settings = MatchSettings {
            time: setup
                .clock
                .then(|| TimeControl::parse("2+1").expect("a time control")),
            tournament: setup.tournament,
            repetition_required: setup.repetition,
            engine: setup.players.engine(),
            correction_window: if setup.window {
                Duration::from_secs(3)
            } else {
                Duration::ZERO
            },
            ..MatchSettings::default()
        };
        let announce = AnnounceOptions {
            words: Language::GERMAN,
            ..AnnounceOptions::default()
        };
        let mut session = PlaySession::with_match(Language::GERMAN, announce, settings, source);
        // As app.rs's set_up: names from the command line, an engine named by its level.
        let names = ByColor::new_with(|color| {
            if *setup.players.engine().get(color) {
                "stockfish, Stufe 1".to_owned()
            } else if color == Color::White {
                "Anna Weiß".to_owned()
            } else {
                "Bert Schwarz".to_owned()
            }
        });
        session.set_tag("White", &names.white);
        session.set_tag("Black", &names.black);
        let header = Header::new(
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            serde_json::json!({
                "players": { "white": names.white, "black": names.black },
                "seats": {
                    "white": if setup.players.engine().white { "engine" } else { "human" },
                    "black": if setup.players.engine().black { "engine" } else { "human" },
                },
                "game_match": { "repetition": setup.repetition, "tournament": setup.tournament },
                "announce": { "style": "short" },
            }),
        );
        let mut world = World {
            setup,
            now,
            session,
            desk: EngineDesk::default(),
            outstanding: VecDeque::new(),
            header,
            journal: Vec::new(),
            names,
            kept: None,
            asked: None,
            trace: Vec::new(),
            over: false,
        };
        world.ask_engine();
        world
    }

    fn now_source(&self) -> Now {
        let now = self.now.clone();
        Arc::new(move || *now.lock().unwrap())
    }

    /// As app.rs's ask_engine: the desk says what is due; it goes to the engine.
    fn ask_engine(&mut self) {
        if let Some(ask) = self.desk.due(&self.session) {
            self.trace.push(format!(
                "  (engine asked #{} {:?} at ply {})",
                ask.id,
                ask.kind,
                ask.ply()
            ));
            self.outstanding.push_back(ask);
        }
    }

    /// The step's game events become journal records, as in app.rs.
    fn journal_events(&mut self, events: &[Event]) {
        let records = self.session.journal_records(events);
        self.journal.extend(records);
    }

    /// As app.rs's journal_settings: a setting the session changed goes into the journal.
    fn journal_setting(&mut self, flow: &Flow) {
        let Flow::Setting(change) = flow else {
            return;
        };
        use ansage::commands::SettingChange;
        let (key, value) = match change {
            SettingChange::Repetition(on) => (
                "game_match",
                serde_json::json!({ "repetition": on, "tournament": self.setup.tournament }),
            ),
            SettingChange::Style(style) => (
                "announce",
                serde_json::json!({ "style": style_name(*style) }),
            ),
            _ => return,
        };
        self.journal.push(JournalEvent::Setting {
            key: key.to_owned(),
            value,
        });
    }

    /// The journal as its bytes on disk.
    fn journal_bytes(&self) -> Vec<u8> {
        let mut bytes = serde_json::to_vec(&self.header).expect("header");
        bytes.push(b'\n');
        for event in &self.journal {
            bytes.extend(serde_json::to_vec(event).expect("event"));
            bytes.push(b'\n');
        }
        bytes
    }

    /// `ansage play --resume`: the journal read back from its bytes, the session continued
    /// as app.rs's continue_game does, the names set again from the journal's settings.
    fn resume(&mut self) -> Result<(), TestCaseError> {
        let bytes = self.journal_bytes();
        let replay = Replay::from_bytes(Path::new("simulated.jsonl"), &bytes)
            .map_err(|e| TestCaseError::fail(format!("the journal cannot be read: {e:?}")))?;
        let game = replay
            .to_game()
            .map_err(|e| TestCaseError::fail(format!("the journal cannot be replayed: {e:?}")))?;
        let state = replay.state();
        let settings = &state.settings;
        let repetition = settings["game_match"]["repetition"]
            .as_bool()
            .unwrap_or(false);
        let style = style_of(settings["announce"]["style"].as_str().unwrap_or("short"));
        let engine = ByColor {
            white: settings["seats"]["white"] == "engine",
            black: settings["seats"]["black"] == "engine",
        };
        let match_settings = MatchSettings {
            time: self
                .setup
                .clock
                .then(|| TimeControl::parse("2+1").expect("a time control")),
            tournament: self.setup.tournament,
            repetition_required: repetition,
            engine,
            correction_window: self.session.settings().correction_window,
            ..MatchSettings::default()
        };
        let announce = AnnounceOptions {
            words: Language::GERMAN,
            style,
            ..AnnounceOptions::default()
        };
        let source = self.now_source();
        let old = std::mem::replace(
            &mut self.session,
            PlaySession::resume_match(
                Language::GERMAN,
                announce,
                match_settings,
                source,
                &game,
                Continuation {
                    latest_clock_ms: state.clock_ms.map(ClockReading::from_pair),
                    awaiting_repetition: !game.moves.is_empty()
                        && state.last_repeated != u32::try_from(game.moves.len()).ok(),
                    decided_by_arbiter: state
                        .result
                        .as_ref()
                        .is_some_and(|result| result.reason == ansage::play::ARBITER_DECISION),
                },
            ),
        );
        for (tag, key) in [("White", "white"), ("Black", "black")] {
            if let Some(name) = settings["players"][key].as_str() {
                self.session.set_tag(tag, name);
            }
        }
        self.journal.push(JournalEvent::Resumed { at_unix_ms: 0 });
        self.desk = EngineDesk::default();
        self.outstanding.clear();
        self.kept = None;
        self.asked = None;
        let new = &self.session;
        // The journal, replayed, gives the same game: moves, result, draw offers, clocks,
        // settings, and the repetition that waited.
        if moves_of(new.game()) != moves_of(old.game()) {
            return fail(format!(
                "resumed with other moves: {:?} instead of {:?}",
                uci_list(new.game()),
                uci_list(old.game())
            ));
        }
        if new.game().result != old.game().result {
            return fail(format!(
                "resumed with result {} instead of {}",
                result_token(new.game().result),
                result_token(old.game().result)
            ));
        }
        for (index, (a, b)) in new.game().moves.iter().zip(&old.game().moves).enumerate() {
            if b.clock.is_some() && a.clock.map(|c| c.as_millis()) != b.clock.map(|c| c.as_millis())
            {
                return fail(format!(
                    "resumed with the clock {:?} after ply {} instead of {:?}",
                    a.clock,
                    index + 1,
                    b.clock
                ));
            }
            if a.draw_offer != b.draw_offer {
                return fail(format!(
                    "resumed without the draw offer of ply {}",
                    index + 1
                ));
            }
        }
        if new.settings().repetition_required != old.settings().repetition_required {
            return fail("resumed with another repetition setting".into());
        }
        if new.announce_options().style != old.announce_options().style {
            return fail("resumed with another announcement style".into());
        }
        if new.game().result.is_none() && new.awaiting_repetition() != old.awaiting_repetition() {
            return fail(format!(
                "resumed with awaiting_repetition {} instead of {}",
                new.awaiting_repetition(),
                old.awaiting_repetition()
            ));
        }
        if let (Some(now), Some(journaled)) = (new.clock_ms_now(), state.clock_ms) {
            if now.pair() != journaled {
                return fail(format!(
                    "resumed with clocks {:?}, the journal has {journaled:?}",
                    now.pair()
                ));
            }
        }
        Ok(())
    }

    /// The engine's oldest request is answered, as app.rs's engine_replied handles it.
    fn engine_replies(&mut self, engine: &mut dyn EngineStandIn) -> Vec<Event> {
        let Some(request) = self.outstanding.pop_front() else {
            return Vec::new();
        };
        let reply = engine.reply(&self.session.game().start.clone(), &request.moves);
        let Some(ask) = self.desk.answered(request.id, &self.session) else {
            self.trace
                .push(format!("  (reply #{} dropped)", request.id));
            return Vec::new();
        };
        let Some((best, score)) = reply else {
            return Vec::new();
        };
        if ask.kind == AskKind::DrawAnswer {
            return self.session.engine_answers_draw(score);
        }
        let mut events = self.session.engine_answers_draw(score);
        if self.session.game().result.is_none() {
            events.extend(self.session.engine_move(ask.ply(), best));
        }
        events
    }

    /// The line a player types for `action`, if it is typed.
    fn line_for(&self, action: &Action) -> Option<String> {
        let position = self.session.position();
        let announce = self.session.announce_options();
        Some(match action {
            Action::Move { pick, form } => {
                let played = pick_move(position, *pick)?;
                move_text(position, played, *form, announce)
            }
            Action::Illegal { pick } => ILLEGAL[*pick as usize % ILLEGAL.len()].to_owned(),
            Action::Destination { pick } => square_words(pick_move(position, *pick)?.to()),
            Action::Reply { pick, square } => match pick % 4 {
                0 => "der erste".to_owned(),
                1 => "1".to_owned(),
                2 => "der zweite".to_owned(),
                _ => square_words(pick_move(position, *square)?.from()?),
            },
            Action::Repeat => {
                let game = self.session.game();
                let last = game.moves.last()?.played;
                let before = game.position_after(game.moves.len() - 1);
                announce_with(&before, last, announce)
            }
            Action::TakeBack => "zurück".to_owned(),
            Action::Correction { pick } => {
                let game = self.session.game();
                if game.moves.is_empty() {
                    return None;
                }
                let before = game.position_after(game.moves.len() - 1);
                let played = pick_move(&before, *pick)?;
                format!(
                    "Korrektur: {}",
                    move_text(&before, played, Form::German, announce)
                )
            }
            Action::Yes => "ja".to_owned(),
            Action::No => "nein".to_owned(),
            Action::Question { pick } => QUESTIONS[*pick as usize % QUESTIONS.len()].to_owned(),
            Action::Draw { pick } => DRAWS[*pick as usize % DRAWS.len()].to_owned(),
            Action::OfferWithMove { pick } => {
                let played = pick_move(position, *pick)?;
                format!(
                    "{} (=)",
                    move_text(position, played, Form::German, announce)
                )
            }
            Action::Resign => "aufgeben".to_owned(),
            Action::Adjourn => "vertagen".to_owned(),
            Action::Setting { pick } => SETTINGS[*pick as usize % SETTINGS.len()].to_owned(),
            Action::Board { pick, square } => {
                let target = Square::new(u32::from(*square) % 64);
                let game = self.session.game();
                match pick % 6 {
                    0 => format!("auf {} steht bei mir nichts", square_words(target)),
                    1 => format!("auf {} steht bei mir ein bauer", square_words(target)),
                    2 => "abgleichen".to_owned(),
                    3 => {
                        let placement = position.board().to_string();
                        format!("mein brett {placement}")
                    }
                    4 if !game.moves.is_empty() => {
                        let before = game.position_after(game.moves.len() - 1);
                        format!("mein brett {}", before.board())
                    }
                    _ if !game.moves.is_empty() => {
                        // A move of Black's record that differs from the game's (F2.8).
                        let index = usize::from(*square) % game.moves.len();
                        let before = game.position_after(index);
                        let other = pick_move(&before, *square)?;
                        let side = if index.is_multiple_of(2) {
                            "weiß"
                        } else {
                            "schwarz"
                        };
                        format!(
                            "{side}: mein zug {} war {}",
                            index / 2 + 1,
                            San::from_move(&before, other)
                        )
                    }
                    _ => return None,
                }
            }
            Action::Quit => "ende".to_owned(),
            Action::Type(line) | Action::ArbiterTypes(line) => (*line).to_owned(),
            Action::Arbiter { pick, square } => {
                let target = Square::new(u32::from(*square) % 64);
                let game = self.session.game();
                match pick {
                    // Rarely, a result.
                    255 => "ergebnis 1-0".to_owned(),
                    254 => "ergebnis remis".to_owned(),
                    _ => match pick % 16 {
                        11 => format!("weiß: auf {} steht bei mir nichts", square_words(target)),
                        12 => format!(
                            "schwarz: auf {} steht bei mir ein bauer",
                            square_words(target)
                        ),
                        // A move: the arbiter moves for nobody.
                        13 => {
                            let played = pick_move(position, *square)?;
                            move_text(position, played, Form::German, announce)
                        }
                        14 if !game.moves.is_empty() => {
                            let index = usize::from(*square) % game.moves.len();
                            let before = game.position_after(index);
                            let other = pick_move(&before, *square)?;
                            let side = if index.is_multiple_of(2) {
                                "weiß"
                            } else {
                                "schwarz"
                            };
                            format!(
                                "{side}: mein zug {} war {}",
                                index / 2 + 1,
                                San::from_move(&before, other)
                            )
                        }
                        15 => "material".to_owned(),
                        n => ARBITER[usize::from(n) % ARBITER.len()].to_owned(),
                    },
                }
            }
            Action::Heard { .. }
            | Action::Tick { .. }
            | Action::EngineReplies
            | Action::KillResume => return None,
        })
    }

    /// Carries out one action and checks every invariant after it.
    fn step(
        &mut self,
        action: &Action,
        engine: &mut dyn EngineStandIn,
    ) -> Result<(), TestCaseError> {
        if self.over {
            return Ok(());
        }
        // Nobody types in a game of engines alone: only questions, time, crashes.
        let action = if self.setup.players == Players::Engines
            && !matches!(
                action,
                Action::Question { .. }
                    | Action::Tick { .. }
                    | Action::Arbiter { .. }
                    | Action::KillResume
                    | Action::Adjourn
                    | Action::EngineReplies
            ) {
            &Action::EngineReplies
        } else {
            action
        };
        let before = Before::of(self);
        let (events, flow, kind) = match action {
            Action::Tick { seconds } => {
                *self.now.lock().unwrap() += Duration::from_secs(u64::from(*seconds));
                (self.session.tick(), Flow::Continue, StepKind::Tick)
            }
            Action::EngineReplies => (
                self.engine_replies(engine),
                Flow::Continue,
                StepKind::Engine,
            ),
            Action::KillResume => {
                self.trace
                    .push("-- killed; resumed from the journal".into());
                let resumed = self.resume().and_then(|()| {
                    self.ask_engine();
                    self.check(&before, action, &[], &Flow::Continue, StepKind::Resume)
                });
                return resumed;
            }
            Action::Heard { pick, other, agree } => {
                let position = self.session.position().clone();
                let Some(played) = pick_move(&position, *pick) else {
                    return Ok(());
                };
                let announce = self.session.announce_options();
                let mut alternatives = vec![move_text(&position, played, Form::Words, announce)];
                if *agree {
                    alternatives.push(move_text(&position, played, Form::German, announce));
                } else if let Some(second) = pick_move(&position, *other) {
                    alternatives.push(move_text(&position, second, Form::Words, announce));
                }
                self.trace.push(format!("heard {alternatives:?}"));
                let (events, flow) = self.session.handle_heard(&alternatives);
                (events, flow, StepKind::Line)
            }
            Action::Arbiter { .. } | Action::ArbiterTypes(_) => {
                let Some(line) = self.line_for(action) else {
                    return Ok(());
                };
                self.trace.push(format!("arbiter> {line}"));
                let (events, flow) = self
                    .session
                    .handle_line_from_arbiter(Language::GERMAN, &line);
                (events, flow, StepKind::Arbiter)
            }
            _ => {
                let Some(line) = self.line_for(action) else {
                    return Ok(());
                };
                self.trace.push(format!("> {line}"));
                let (events, flow) = self.session.handle_line(&line);
                (events, flow, StepKind::Line)
            }
        };
        for text in texts(&self.session, &events) {
            self.trace.push(format!("  {text}"));
        }
        // As app.rs's loop: the journal first, then the engine asked, then the flow.
        self.journal_events(&events);
        self.journal_setting(&flow);
        self.ask_engine();
        let checked = self.check(&before, action, &events, &flow, kind);
        checked?;
        if self.over {
            return Ok(());
        }
        match flow {
            Flow::Quit => {
                self.over = true;
            }
            Flow::Adjourn => {
                self.journal.push(JournalEvent::Adjourned { at_unix_ms: 0 });
                self.trace
                    .push("-- adjourned; resumed from the journal".into());
                let before = Before::of(self);
                let resumed = self.resume().and_then(|()| {
                    self.ask_engine();
                    self.check(&before, action, &[], &Flow::Continue, StepKind::Resume)
                });
                resumed?;
            }
            _ => {}
        }
        Ok(())
    }

    /// Every invariant, after one step.
    fn check(
        &mut self,
        before: &Before,
        action: &Action,
        events: &[Event],
        flow: &Flow,
        kind: StepKind,
    ) -> Result<(), TestCaseError> {
        let said = texts(&self.session, events);
        let session = &self.session;
        let game = session.game();
        let engine = session.settings().engine;

        // The arbiter's line (issue 30): it gets an answer, never ends, saves or adjourns
        // the host's game, makes no move (only a settlement by the records, F2.8, changes
        // the moves), answers no seat's own question and no draw offer (9.1).
        if kind == StepKind::Arbiter {
            if *flow != Flow::Continue {
                return fail(format!("the arbiter's line gave the flow {flow:?}"));
            }
            if events.is_empty() {
                return fail(format!("the arbiter's {action:?} got no answer at all"));
            }
            let settled = events
                .iter()
                .any(|e| matches!(e, Event::Game(GameEvent::Reconciled { .. })));
            if moves_of(game) != before.moves && !settled {
                return fail(format!(
                    "the arbiter's line changed the moves from {:?} to {:?}",
                    before.moves.iter().map(uci).collect::<Vec<_>>(),
                    uci_list(game)
                ));
            }
            let still_running = before.result.is_none() && game.result.is_none();
            if before.asks && !before.proposal && still_running && !settled && !session.asks() {
                return fail(
                    "the arbiter's line answered or dropped a question a seat was asked".into(),
                );
            }
            if before.offer.is_some()
                && still_running
                && !settled
                && session.pending_draw_offer() != before.offer
            {
                return fail("the arbiter's line answered a draw offer".into());
            }
        }
        // Every line gets an answer: something is said, or the flow tells the program what
        // to do (a setting, an adjournment, the end).
        if kind == StepKind::Line && events.is_empty() && *flow == Flow::Continue {
            return fail(format!("{action:?} got no answer at all"));
        }
        // Every question gets exactly one answer (a dropped yes-or-no question is said
        // besides).
        if let Action::Question { .. } = action {
            if kind == StepKind::Line {
                // A yes-or-no question the line dropped is said to be dropped besides.
                let answers = said
                    .iter()
                    .filter(|t| !t.contains("verworfen") && !t.contains("entfällt"))
                    .count();
                if answers != 1 {
                    return fail(format!("a question got {answers} answers: {said:?}"));
                }
            }
        }

        // Nothing kept from an earlier position is offered in a later one: a line kept while
        // the engine thought is asked about only right after the engine's move in the game
        // it was typed in.
        for text in &said {
            if text.contains("ist vorgemerkt") || text.contains("is kept") {
                self.kept = Some(moves_of(game));
            } else if text.starts_with("Während die Engine nachdachte") {
                let moves = moves_of(game);
                let typed_in = &moves[..moves.len().saturating_sub(1)];
                match &self.kept {
                    Some(kept) if kept.as_slice() == typed_in && kind == StepKind::Engine => {}
                    Some(kept) => {
                        return fail(format!(
                            "a line kept at ply {} in {:?} is offered at ply {} in {:?}",
                            kept.len(),
                            kept.iter().map(uci).collect::<Vec<_>>(),
                            moves.len(),
                            moves.iter().map(uci).collect::<Vec<_>>()
                        ));
                    }
                    None => return fail("a kept line is offered that was never kept".into()),
                }
                self.kept = None;
            } else if text.contains("vorgemerkte Eingabe") && text.contains("entfällt") {
                self.kept = None;
            }
        }

        // Someone can always act: the engine, when due (its move, or its answer to a draw
        // offer made to it), has been asked for the game as it stands, and the request is
        // with it; otherwise a person is to move or to repeat.
        let running = game.result.is_none();
        if running && (session.engine_to_move() || session.draw_offer_to_engine().is_some()) {
            if !self.desk.covers(session) {
                return fail("the engine is due but was never asked: the game stalls".into());
            }
            let out = self.desk.out().map(|ask| ask.id);
            if !self.outstanding.iter().any(|ask| Some(ask.id) == out) {
                return fail("the desk waits for a request the engine never got".into());
            }
        } else if running {
            let turn = session.position().turn();
            if *engine.get(turn) {
                return fail(format!(
                    "{turn:?} is the engine's, but the engine is not to move (awaiting repetition: {}): nobody can act",
                    session.awaiting_repetition()
                ));
            }
        }

        // No seat's answer is given by another seat's input: a person never accepts or
        // declines a draw offer made to the engine.
        if kind == StepKind::Line && before.offer_to_engine.is_some() {
            let moves_same = moves_of(game) == before.moves;
            if moves_same && before.result.is_none() && game.result.is_some() {
                let claimed = granted_claim(events);
                if !claimed && !matches!(before.asked, Some(Asked::Resign)) {
                    return fail(format!(
                        "a person's line ended the game ({}) while the draw offer waited for the engine's answer",
                        result_token(game.result)
                    ));
                }
            }
            // A take-back or correction withdraws the offer with the move (the person's own
            // act); anything else must leave it to the engine.
            let taken_back = events.iter().any(|e| {
                matches!(
                    e,
                    Event::Game(
                        GameEvent::MovesTakenBack { .. }
                            | GameEvent::MovesReplaced { .. }
                            | GameEvent::Corrected { .. }
                            | GameEvent::EndTakenBack { .. }
                    )
                )
            });
            if moves_same
                && !taken_back
                && game.result.is_none()
                && session.draw_offer_to_engine().is_none()
            {
                return fail("a person's line answered the draw offer made to the engine".into());
            }
        }

        // The game never ends but by a rule, a claim, an agreement, a resignation or a flag,
        // each given by the seat it belongs to.
        if before.result.is_none() && game.result.is_some() && kind != StepKind::Resume {
            let position = session.position();
            let moved = events.iter().any(|e| {
                matches!(
                    e,
                    Event::Game(GameEvent::MovePlayed { .. } | GameEvent::MovesReplaced { .. })
                )
            });
            let by_rule = moved
                && (position.is_checkmate()
                    || position.is_stalemate()
                    || position.is_insufficient_material()
                    || position.halfmoves() >= 150
                    || repetitions(game) >= 5);
            let claimed = granted_claim(events);
            let by_answer = match kind {
                // Only the person asked: a resignation, or an agreement between two people
                // (mutual offers, or "ja" to the offer).
                StepKind::Line => {
                    matches!(before.asked, Some(Asked::Resign))
                        || (self.setup.players == Players::People
                            && (matches!(before.asked, Some(Asked::AcceptDraw))
                                || matches!(action, Action::Draw { .. })))
                }
                StepKind::Engine => before.offer_to_engine.is_some(),
                // The arbiter's result (12.9f).
                StepKind::Arbiter => said
                    .iter()
                    .any(|t| t.starts_with("Der Schiedsrichter erklärt")),
                _ => false,
            };
            if !(by_rule || claimed || by_answer) {
                return fail(format!(
                    "the game ended ({}) by neither rule, claim, agreement nor resignation after {action:?}",
                    result_token(game.result)
                ));
            }
            if position.is_checkmate() && moved {
                let winner = !position.turn();
                if game.result
                    != Some(shakmaty::Outcome::Known(shakmaty::KnownOutcome::Decisive {
                        winner,
                    }))
                {
                    return fail(format!(
                        "mate, but the result is {}",
                        result_token(game.result)
                    ));
                }
            }
        }

        // The journal, replayed, gives the same game: its moves, result, draw offers and the
        // clocks pressed; and the settings the session plays by.
        let state = ReplayState::replay(&self.header.settings, &self.journal);
        let journaled: Vec<&str> = state.moves.iter().map(|m| m.uci.as_str()).collect();
        let standing = uci_list(game);
        if journaled != standing {
            return fail(format!(
                "the journal has {journaled:?}, the game {standing:?}"
            ));
        }
        let journaled_result = state.result.as_ref().map_or("*", |r| r.result.as_str());
        if journaled_result != result_token(game.result) {
            return fail(format!(
                "the journal's result is {journaled_result}, the game's {}",
                result_token(game.result)
            ));
        }
        for (index, (journaled, recorded)) in state.moves.iter().zip(&game.moves).enumerate() {
            if journaled.draw_offer != recorded.draw_offer {
                return fail(format!(
                    "the journal's draw offer at ply {} differs",
                    index + 1
                ));
            }
            if let (Some(clock), true) = (recorded.clock, session.has_clock()) {
                let mover = if index.is_multiple_of(2) { 0 } else { 1 };
                let journaled_ms = journaled.clock_ms.map(|c| c[mover]);
                if journaled_ms != Some(clock.as_millis() as u64) {
                    return fail(format!(
                        "the journal's clock after ply {} is {:?}, the game's {clock:?}",
                        index + 1,
                        journaled.clock_ms
                    ));
                }
            }
        }
        if state.settings["game_match"]["repetition"].as_bool()
            != Some(session.settings().repetition_required)
        {
            return fail("the journal's repetition setting differs from the session's".into());
        }

        // The PGN equals the game, names and result included (written and read back when
        // the game ends, after a resume, and now and then).
        if game.result != before.result
            || kind == StepKind::Resume
            || game.moves.len().is_multiple_of(8)
        {
            let pgn = write_game(game);
            let read = read_games(pgn.as_bytes()).map_err(|e| {
                TestCaseError::fail(format!("the PGN cannot be read: {e:?}\n{pgn}"))
            })?;
            let [back] = read.as_slice() else {
                return fail(format!("the PGN holds {} games", read.len()));
            };
            if moves_of(back) != moves_of(game) {
                return fail(format!("the PGN's moves differ from the game's:\n{pgn}"));
            }
            if result_token(back.result) != result_token(game.result) {
                return fail(format!("the PGN's result differs from the game's:\n{pgn}"));
            }
            if !pgn.contains(&format!("[Result \"{}\"]", result_token(game.result))) {
                return fail(format!(
                    "the PGN's Result tag is not the game's result:\n{pgn}"
                ));
            }
            for (tag, name) in [("White", &self.names.white), ("Black", &self.names.black)] {
                if back.tag(tag) != Some(name.as_str()) {
                    return fail(format!(
                        "the PGN's {tag} is {:?}, not {name}:\n{pgn}",
                        back.tag(tag)
                    ));
                }
            }
        }

        // The yes-or-no question now waiting, for the next step.
        self.asked = if session
            .prompt_in(Language::GERMAN)
            .starts_with("Ja oder nein")
        {
            if said.iter().any(|t| t.contains("Wirklich aufgeben")) {
                Some(Asked::Resign)
            } else if said.iter().any(|t| t.contains("Remis wirklich annehmen")) {
                Some(Asked::AcceptDraw)
            } else if self.asked.is_some() && said.iter().all(|t| !t.contains("Ja oder nein")) {
                self.asked
            } else {
                Some(Asked::Other)
            }
        } else {
            None
        };
        Ok(())
    }
}

/// Whether a claim was granted in the step (a flag, a threefold repetition, fifty moves).
fn granted_claim(events: &[Event]) -> bool {
    events
        .iter()
        .any(|e| matches!(e, Event::Game(GameEvent::Claimed { granted: true, .. })))
}

/// How often the game's current position stood (for the fivefold repetition).
fn repetitions(game: &Game) -> usize {
    let hash = |p: &Chess| -> u64 { p.zobrist_hash::<Zobrist64>(EnPassantMode::Legal).into() };
    let now = hash(&game.final_position());
    (0..=game.moves.len())
        .filter(|&ply| hash(&game.position_after(ply)) == now)
        .count()
}

fn uci(played: &Move) -> String {
    played.to_uci(CastlingMode::Standard).to_string()
}

fn uci_list(game: &Game) -> Vec<String> {
    game.moves.iter().map(|m| uci(&m.played)).collect()
}

/// What kind of step it was.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum StepKind {
    /// A typed or heard line.
    Line,
    /// The engine's reply.
    Engine,
    /// The clock was looked at.
    Tick,
    /// The program was restarted from the journal.
    Resume,
    /// A line at the arbiter's device.
    Arbiter,
}

/// The state before a step, to judge what the step did.
struct Before {
    moves: Vec<Move>,
    result: Option<shakmaty::Outcome>,
    offer_to_engine: Option<Color>,
    asked: Option<Asked>,
    /// A question waits (yes or no, or the choice between moves).
    asks: bool,
    /// The question waiting is an F2.8 roll-back proposal, which the arbiter may decide.
    proposal: bool,
    /// The draw offer standing.
    offer: Option<Color>,
}

impl Before {
    fn of(world: &World) -> Before {
        Before {
            moves: moves_of(world.session.game()),
            result: world.session.game().result,
            offer_to_engine: world.session.draw_offer_to_engine(),
            asked: world.asked,
            asks: world.session.asks(),
            proposal: world.session.proposal_waiting(),
            offer: world.session.pending_draw_offer(),
        }
    }
}

// ------------------------------------------------------------------------------ the runs

/// Plays one sequence; the error names the failure and shows the whole exchange.
fn play(
    setup: Setup,
    actions: &[Action],
    engine: &mut dyn EngineStandIn,
) -> Result<(), TestCaseError> {
    let mut world = World::new(setup.clone());
    // The invariants hold at the start too (the engine with White is asked at once).
    let before = Before::of(&world);
    world.check(
        &before,
        &Action::Tick { seconds: 0 },
        &[],
        &Flow::Continue,
        StepKind::Tick,
    )?;
    for action in actions {
        if let Err(error) = world.step(action, engine) {
            let trace = world.trace.join("\n");
            return Err(TestCaseError::fail(format!("{error}\n{setup:?}\n{trace}")));
        }
    }
    STEPS.with(|c| c.fetch_add(actions.len(), Ordering::Relaxed));
    if world.session.game().result.is_some() {
        GAMES_OVER.with(|c| c.fetch_add(1, Ordering::Relaxed));
    }
    Ok(())
}

/// How many sequences a many-run test plays: its share of `ANSAGE_SIMULATION_CASES`
/// (10,000 by default).
fn cases(share_per_mille: u32) -> u32 {
    let total: u32 = std::env::var("ANSAGE_SIMULATION_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(10_000);
    (u64::from(total) * u64::from(share_per_mille) / 1000).max(1) as u32
}

fn run(players: impl Strategy<Value = Players>, cases: u32, engine: &mut dyn EngineStandIn) {
    let config = RunnerConfig {
        cases,
        max_shrink_iters: 20_000,
        failure_persistence: Some(Box::new(
            proptest::test_runner::FileFailurePersistence::Direct(
                "tests/simulated_player.proptest-regressions",
            ),
        )),
        ..RunnerConfig::default()
    };
    let mut runner = TestRunner::new(config);
    let strategy = (setup(players), prop::collection::vec(action(), 1..=80));
    let engine = std::cell::RefCell::new(engine);
    let result = runner.run(&strategy, |(setup, actions)| {
        play(setup, &actions, &mut **engine.borrow_mut())
    });
    if let Err(error) = result {
        panic!("{error}");
    }
    // Shown with --nocapture: how much was played.
    println!(
        "{cases} sequences, {} actions, {} games over",
        STEPS.with(|c| c.load(Ordering::Relaxed)),
        GAMES_OVER.with(|c| c.load(Ordering::Relaxed)),
    );
}

// Per test (each runs on its own thread, and proptest runs its cases on that thread).
thread_local! {
    static STEPS: AtomicUsize = const { AtomicUsize::new(0) };
    static GAMES_OVER: AtomicUsize = const { AtomicUsize::new(0) };
}

/// Two people at one keyboard: 40 % of the sequences.
#[test]
fn two_people_play_many_games() {
    run(Just(Players::People), cases(400), &mut HashEngine);
}

/// A person against the engine, either colour: 45 % of the sequences.
#[test]
fn a_person_plays_the_engine_many_games() {
    run(
        prop_oneof![
            Just(Players::Engine(Color::White)),
            Just(Players::Engine(Color::Black))
        ],
        cases(450),
        &mut HashEngine,
    );
}

/// The engine against itself, with questions, crashes and adjournments: 15 %.
#[test]
fn the_engine_plays_itself_many_games() {
    run(Just(Players::Engines), cases(150), &mut HashEngine);
}

/// Twenty sequences against the real Stockfish at level 1.
#[test]
fn a_person_plays_stockfish() {
    let path = Path::new("/usr/games/stockfish");
    assert!(
        path.exists(),
        "Stockfish is missing at {}: run make setup",
        path.display()
    );
    let level = Level::new(1).expect("level 1");
    let mut engine = Stockfish(EnginePlayer::new(path, level));
    run(
        prop_oneof![
            Just(Players::Engine(Color::White)),
            Just(Players::Engine(Color::Black))
        ],
        20,
        &mut engine,
    );
}

// ------------------------------------------------------------------------------ regressions

/// A setup for the regression tests.
fn plain(players: Players) -> Setup {
    Setup {
        players,
        repetition: false,
        clock: false,
        window: false,
        tournament: false,
    }
}

/// Plays a short explicit sequence; panics with the exchange when an invariant fails.
/// Returns the world it ends in.
fn replay_strictly(setup: Setup, actions: &[Action]) -> World {
    let mut world = World::new(setup.clone());
    for action in actions {
        if let Err(error) = world.step(action, &mut HashEngine) {
            panic!("{error}\n{setup:?}\n{}", world.trace.join("\n"));
        }
    }
    world
}

/// Found by the simulated player: with the repetition step on (F2.1), "Korrektur: d3" right
/// after "c4" takes c4 back and plays d3, but the step's events put the take-back (logged)
/// after the new move, so the journal replays c4 and a resumed game has the wrong move.
#[test]
fn regression_correction_with_a_move_while_awaiting_repetition_is_journaled_in_order() {
    replay_strictly(
        Setup {
            repetition: true,
            ..plain(Players::People)
        },
        &[
            Action::Move {
                pick: 7,
                form: Form::San,
            },
            Action::Correction { pick: 8 },
            Action::KillResume,
        ],
    );
}

/// Found by the simulated player, fixed in src/play/differences.rs: with the repetition step
/// on (F2.1), White offers a draw and plays Nc3, writes a3 in the record, Black accepts the
/// draw, then reports a pawn on a3 and agrees to settle (F2.8): Nc3 is taken back, a3 stands
/// on both boards. The live game waits for no repetition, but the journal had none for a3, so
/// the resumed game waited for Black to repeat it.
#[test]
fn regression_a_settlement_after_a_drawn_end_is_resumed_without_waiting_for_a_repetition() {
    replay_strictly(
        Setup {
            repetition: true,
            ..plain(Players::People)
        },
        &[
            Action::Draw { pick: 108 },
            Action::Move {
                pick: 8583,
                form: Form::San,
            },
            Action::Board {
                pick: 173,
                square: 0,
            },
            Action::Draw { pick: 200 },
            Action::Board {
                pick: 7,
                square: 6800,
            },
            Action::Yes,
            Action::Adjourn,
        ],
    );
}

/// Found by the simulated player: against the engine with White, the engine plays d3, the
/// person turns the repetition on ("wiederholung an") and adjourns. d3 was complete (no
/// repetition was asked for it), but the journal has no repetition for it, so the resumed
/// game waits for Black to repeat d3. Suggested fix (src/play): when the repetition is
/// turned on, log `GameEvent::Repeated { ply, count: 1 }` for the last, complete move (as
/// turning it off completes a waiting one), so the journal knows it needs none.
#[test]
fn regression_repetition_turned_on_then_resumed_does_not_wait_for_a_repetition() {
    replay_strictly(
        plain(Players::Engine(Color::White)),
        &[
            Action::EngineReplies,
            Action::Setting { pick: 0 },
            Action::Adjourn,
        ],
    );
}

/// Found by the simulated player, fixed in src/storage/journal.rs: with a clock and the
/// correction window (F2.6), White's e3 is pressed only when Black's d5 closes its window;
/// that press came after d5 in the journal and was dropped on replay, so a resumed game
/// had White's time after e3 without the increment.
#[test]
fn regression_a_press_closed_by_the_next_move_is_replayed() {
    replay_strictly(
        Setup {
            clock: true,
            window: true,
            ..plain(Players::People)
        },
        &[
            Action::Move {
                pick: 8430,
                form: Form::San,
            },
            Action::Destination { pick: 5108 },
            Action::KillResume,
        ],
    );
}

/// Found by the simulated player, fixed in src/storage/journal.rs: with the repetition step
/// on, a3 is repeated, taken back and played again; the journal's last repetition (of the
/// first a3) still counted after the take-back, so the resumed game did not wait for the
/// new a3's repetition.
#[test]
fn regression_a_repetition_taken_back_does_not_complete_the_next_move() {
    replay_strictly(
        Setup {
            repetition: true,
            ..plain(Players::People)
        },
        &[
            Action::Move {
                pick: 0,
                form: Form::San,
            },
            Action::Repeat,
            Action::TakeBack,
            Action::Heard {
                pick: 0,
                other: 0,
                agree: false,
            },
            Action::Quit,
            Action::Yes,
        ],
    );
}

/// Issue 28 §1 (fixed with the EngineDesk): `--black engine`, e4, the engine answers,
/// "zurück", "ja", e4 again: the engine must be asked again although the move list equals
/// an earlier request's; "someone can always act" fails otherwise.
#[test]
fn regression_take_back_then_same_move_asks_the_engine_again() {
    replay_strictly(
        plain(Players::Engine(Color::Black)),
        &[
            Action::Type("e4"),
            Action::EngineReplies,
            Action::TakeBack,
            Action::Yes,
            Action::Type("e4"),
            Action::EngineReplies,
            Action::Type("d4"),
        ],
    );
}

/// Issue 28 §1, with the reply to the old request still under way: e4, "zurück" while the
/// engine thinks, e4 again; the stale reply is dropped and the new request answered.
#[test]
fn regression_a_stale_reply_is_dropped_and_the_engine_asked_anew() {
    replay_strictly(
        plain(Players::Engine(Color::Black)),
        &[
            Action::Type("e4"),
            Action::TakeBack,
            Action::Type("e4"),
            Action::EngineReplies,
            Action::EngineReplies,
            Action::Type("d4"),
        ],
    );
}

/// Issue 28 §2: `--black engine`, e4, "remis", "ja", "ja": the person must not accept their
/// own offer for the engine; only the engine's answer (its evaluation) ends the game.
#[test]
fn regression_a_person_never_accepts_their_own_draw_offer_for_the_engine() {
    for engine in [Color::Black, Color::White] {
        let opening: &[Action] = if engine == Color::White {
            &[Action::EngineReplies, Action::Type("e5")]
        } else {
            &[Action::Type("e4")]
        };
        let mut actions = opening.to_vec();
        actions.extend([
            Action::Type("remis"),
            Action::Yes,
            Action::Yes,
            Action::Type("remis annehmen"),
            Action::Yes,
            Action::EngineReplies,
            Action::EngineReplies,
        ]);
        replay_strictly(plain(Players::Engine(engine)), &actions);
    }
}

/// Issue 28 §4: a move kept while the engine thinks (Sf3) must not be offered after a
/// take-back in another position (c4 played instead of e4).
#[test]
fn regression_a_kept_move_is_not_offered_after_a_take_back() {
    replay_strictly(
        plain(Players::Engine(Color::Black)),
        &[
            Action::Type("e4"),
            Action::Type("Sf3"),
            Action::TakeBack,
            Action::Type("c4"),
            Action::EngineReplies,
            Action::EngineReplies,
            Action::Yes,
        ],
    );
}

/// `PlaySession::resume` says "the tags of `game` are kept", but `resume_match` starts
/// from `with_match`'s "?" tags and never copies them: a game continued from a PGN or a
/// journal loses its players' names unless the caller sets every tag again (app.rs's
/// set_up does for a PGN; continue_game does not for a journal, issue 28 §7). Suggested
/// fix (src/play): copy `game.tags` (but Result, SetUp, FEN) in `resume_match`.
#[test]
fn regression_a_resumed_game_keeps_its_players_names() {
    let mut game = Game::new();
    game.tags.push(("White".into(), "Anna Weiß".into()));
    game.tags.push(("Black".into(), "Bert Schwarz".into()));
    let session = PlaySession::resume(Language::GERMAN, AnnounceOptions::default(), &game);
    assert_eq!(session.game().tag("White"), Some("Anna Weiß"));
    assert_eq!(session.game().tag("Black"), Some("Bert Schwarz"));
}

/// Found by the simulated player once the known defects were fixed: against the engine
/// with the repetition step (F2.1), the engine's move waits for its repetition, the person
/// resigns, and takes the resignation back: the live game forgot the unrepeated move while
/// the journal still waited for it, so a resumed game differed. The move waits again.
#[test]
fn regression_a_move_unrepeated_at_the_end_waits_again_when_the_end_is_taken_back() {
    replay_strictly(
        Setup {
            repetition: true,
            ..plain(Players::Engine(Color::Black))
        },
        &[
            Action::Type("a3"),
            Action::EngineReplies,
            Action::Type("aufgeben"),
            Action::Yes,
            Action::TakeBack,
            Action::Adjourn,
        ],
    );
}

/// Found by the simulated player: the same, but the game was killed and resumed while it
/// was over; after the resignation is taken back the move waits for its repetition in the
/// resumed game too.
#[test]
fn regression_a_resumed_game_over_keeps_its_unrepeated_move() {
    replay_strictly(
        Setup {
            repetition: true,
            ..plain(Players::Engine(Color::Black))
        },
        &[
            Action::Type("a3"),
            Action::EngineReplies,
            Action::Type("aufgeben"),
            Action::Yes,
            Action::KillResume,
            Action::TakeBack,
            Action::Adjourn,
        ],
    );
}

/// Found by the simulated player: the engine's move waits for its repetition, the person
/// reports their board (F2.7) and the records settle it, the move now in both records; the
/// journal did not know it was repeated, so the resumed game waited for it again.
#[test]
fn regression_a_move_settled_by_the_records_counts_as_repeated() {
    replay_strictly(
        Setup {
            repetition: true,
            ..plain(Players::Engine(Color::White))
        },
        &[
            Action::EngineReplies,
            Action::Type("auf Anna drei steht bei mir ein bauer"),
            Action::Adjourn,
        ],
    );
}

/// Found by the simulated player: "wiederholung an" while the step was already on, in a
/// game ended by agreement with its last move unrepeated, journaled that move as repeated;
/// once the end was taken back, the live game waited for it and the resumed one did not.
#[test]
fn regression_repetition_on_again_does_not_complete_an_unrepeated_move() {
    replay_strictly(
        Setup {
            repetition: true,
            ..plain(Players::People)
        },
        &[
            Action::OfferWithMove { pick: 0 },
            Action::Draw { pick: 8 },
            Action::Type("wiederholung an"),
            Action::TakeBack,
            Action::Adjourn,
        ],
    );
}

/// Found by the simulated player (50,000 cases): with the repetition step on (F2.1), e4 is
/// played, White resigns, the game is resumed, the resignation taken back, a move played and
/// repeated, and another resignation taken back: the resumed game must wait for the same
/// repetition as the live one.
#[test]
fn regression_a_resignation_taken_back_twice_keeps_the_awaited_repetition() {
    replay_strictly(
        Setup {
            repetition: true,
            ..plain(Players::People)
        },
        &[
            Action::Move {
                pick: 0,
                form: Form::San,
            },
            Action::Resign,
            Action::Yes,
            Action::KillResume,
            Action::TakeBack,
            Action::Move {
                pick: 0,
                form: Form::San,
            },
            Action::Repeat,
            Action::Resign,
            Action::Yes,
            Action::TakeBack,
            Action::Adjourn,
        ],
    );
}

/// Found with the case above: a resumed game's take-back took back the resignation's move
/// too, where the live game takes back only the resignation. Both now take back the end alone.
#[test]
fn regression_a_resumed_resignation_is_taken_back_alone() {
    let world = replay_strictly(
        plain(Players::People),
        &[
            Action::Move {
                pick: 0,
                form: Form::San,
            },
            Action::Resign,
            Action::Yes,
            Action::KillResume,
            Action::TakeBack,
        ],
    );
    let said = world.trace.last().expect("the take-back was answered");
    assert!(
        said.contains("Das Ende der Partie ist zurückgenommen"),
        "{}",
        world.trace.join("\n")
    );
    assert_eq!(world.session.game().moves.len(), 1, "a3 stands");
}

/// Found by the simulated player with the arbiter's seat: the arbiter's time correction
/// right after a move was journaled as a clock switch at that move's ply, which the
/// journal's replay gives the move as its time, while the game kept the time of the move:
/// a resumed game had another time after the move than the live one.
#[test]
fn regression_the_arbiters_time_correction_after_a_move_is_replayed_alike() {
    let setup = Setup {
        clock: true,
        ..plain(Players::People)
    };
    let world = replay_strictly(
        setup,
        &[
            Action::Type("e4"),
            Action::Tick { seconds: 7 },
            Action::Type("e5"),
            Action::ArbiterTypes("zeit gutschreiben schwarz 30 sekunden"),
            Action::KillResume,
            Action::ArbiterTypes("uhr anhalten"),
            Action::Tick { seconds: 20 },
            Action::ArbiterTypes("uhr weiter"),
            Action::KillResume,
        ],
    );
    assert_eq!(world.session.game().moves.len(), 2);
}

/// The arbiter's yes or no answers no seat's own question, and their moves and a player's
/// acts are refused: the game goes on as the players leave it.
#[test]
fn regression_the_arbiter_answers_no_players_question_and_moves_for_nobody() {
    let world = replay_strictly(
        plain(Players::People),
        &[
            Action::Type("e4"),
            Action::Type("aufgeben"),
            Action::ArbiterTypes("ja"),
            Action::ArbiterTypes("e5"),
            Action::Type("nein"),
            Action::Type("remis"),
            Action::ArbiterTypes("ja"),
            Action::ArbiterTypes("remis annehmen"),
            Action::Type("e5"),
            Action::ArbiterTypes("ergebnis remis"),
            Action::KillResume,
        ],
    );
    assert_eq!(world.session.game().moves.len(), 2);
    assert_eq!(
        world.session.game().result,
        Some(shakmaty::Outcome::Known(shakmaty::KnownOutcome::Draw))
    );
}
