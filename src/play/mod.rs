//! A match for two players at one keyboard or microphone (FIDE Appendix F): every move
//! announced in the words of Appendix F, repeated by the opponent when the match asks for it
//! (F2.1), timed by the clock (article 6), and both players' records and boards mirrored so
//! that a difference is settled by F2.7 and F2.8. The session turns each typed line into
//! lines of text (which the caller prints) and announcements (which the caller also speaks);
//! it never touches the terminal itself.
//!
//! One job a module: `seats` keeps both players' records and boards, `repetition` checks the
//! opponent's repetition, `timing` runs the clock, `differences` finds and settles
//! differences between the two boards and records, `confirm` asks before what cannot be
//! undone, `typed_ahead` keeps what is typed while the engine thinks.

mod arbiter_seat;
mod clock_commands;
mod confirm;
mod devices;
mod differences;
mod engine_desk;
#[cfg(test)]
mod match_tests;
mod repetition;
mod seats;
pub mod three_d;
mod timing;
mod typed_ahead;
mod variant;

use std::path::PathBuf;
use std::time::{Duration, Instant};

use shakmaty::{ByColor, Chess, Color, Move, Position};

use self::confirm::{Confirm, YesNo, yes_or_no};
pub use self::engine_desk::{Ask, AskKind, EngineDesk, engine_accepts_draw};
pub use self::repetition::{RepetitionCheck, check_repetition};
pub use self::seats::{Seat, Seats};
pub use self::timing::{ClockNews, GameClock, Now, system_now};
pub use self::variant::Variant;
use crate::commands::{Command, HelpScope, QueryContext, SettingChange, answer, help_in};
use crate::engine::Score;
use crate::game::clock::{ClockError, TimeControl};
use crate::game::events::{ClockReading, GameEvent, PlayedMove, Ply};
use crate::game::rules::{
    Arbiter, Claim, ClaimVerdict, GameEnd, GenericArbiter, Mode, OfferVerdict, Standard,
};
use crate::language::Language;
use crate::notation::fen::write_fen;
use crate::notation::input::{Resolution, resolve};
use crate::notation::pgn::{Game, RecordedMove, today_pgn_date};
use crate::understanding::heard::{MatchOptions, MoveMatcher};
use crate::understanding::heard::{Question, Understanding, understand_reply};
use crate::understanding::intent::{Intent, MoveCheck, Reader, correction_with_move};
use crate::understanding::interpret::{Interpretation, interpret_alternatives, interpret_with};
use crate::words::announce::AnnounceOptions;

use crate::notation::facts::MoveFacts;
use crate::phrase::{Join, Phrase, Value};
pub use crate::texts::Event;
use crate::texts::{Weight, Words, move_in_list};
use crate::words::phrases::shown;

/// What the caller should do after a line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Flow {
    /// Read the next line.
    Continue,
    /// The player asked to stop.
    Quit,
    /// The game is adjourned ("vertagen", or "ende" in a game that is not over): saved, and
    /// kept to be continued with `--resume`.
    Adjourn,
    /// A new pairing code for the device at the other seat ("neuer code").
    NewPairingCode,
    /// How the other device is connected ("verbindung").
    RelayStatus,
    /// The microphone test ("mikrofontest"): the next three utterances are said back with
    /// advice, not played.
    MicrophoneTest,
    /// Save the game as PGN: to this file, or to the game's file.
    Save(Option<PathBuf>),
    /// Change or show a setting that lives outside the game (voice, board view, config).
    Setting(SettingChange),
    /// Ask the engine: a hint, an evaluation, a review, or a new level.
    Engine(EngineAsk),
}

/// What the player asks of the engine.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EngineAsk {
    /// "Tipp": a move for the side to move.
    Hint,
    /// "Bewertung": how the position stands.
    Evaluation,
    /// "Rückblick": the biggest mistakes so far.
    Review,
    /// "Stufe drei": the engine's strength from now on.
    Level(crate::engine::Level),
    /// "Tipp spielen": the engine's best move, played for the player (training).
    PlayBest,
}

/// How a match is played: with or without a clock, the repetition step, tournament rules,
/// and whose board "bei mir" means.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MatchSettings {
    /// The time control; no clock when `None`.
    pub time: Option<TimeControl>,
    /// Times left at which the players are told (none: only on request, F2.9d).
    pub alarms: Vec<Duration>,
    /// Tournament rules: illegal moves counted (7.5), false claims cost time (9.5b), a move
    /// corrected only before the opponent's clock runs (F2.6), the arbiter may change times.
    pub tournament: bool,
    /// F2.1: the opponent repeats every announced move, and their clock starts only then.
    pub repetition_required: bool,
    /// The player at this device: whose board and record "bei mir" and "mein Zug" mean when
    /// no colour is named.
    pub own_seat: Color,
    /// The sides the engine plays. Its record is the true one: it repeats nothing, and a
    /// take-back against it takes back a move pair.
    pub engine: ByColor<bool>,
    /// The players asked for engine help (hints, evaluations, the review during a game)
    /// between two people. Against the engine it is always on; in tournament mode never.
    pub training: bool,
    /// F2.3, F2.6: after a move is announced, how long its mover may still correct a slip
    /// ("Korrektur") before the opponent's clock starts. Zero starts it at once.
    pub correction_window: Duration,
}

/// The default correction window (F2.6): three seconds.
pub const DEFAULT_CORRECTION_WINDOW: Duration = Duration::from_secs(3);

/// What a journal says beyond the moves, for continuing a match.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Continuation {
    /// Both clocks as last journaled (White's first, in milliseconds).
    pub latest_clock_ms: Option<ClockReading>,
    /// Whether the last move was announced but not yet repeated (F2.1).
    pub awaiting_repetition: bool,
    /// Whether the game's result was the arbiter's decision (the journal's reason
    /// [`ARBITER_DECISION`]): it stands after `--resume` as before, no player takes it back.
    pub decided_by_arbiter: bool,
}

/// The reason the journal writes with a result the arbiter declared.
pub const ARBITER_DECISION: &str = "arbiter";

/// A game in progress: of chess by default, or of Meder's 3D chess
/// (`PlaySession<Meder>`, [`three_d::ThreeDSession`]).
#[derive(Clone)]
pub struct PlaySession<R: Variant = Standard> {
    game: R::Game,
    position: R::Position,
    /// The language the seat now acting types in: the host's, or a device's while its line
    /// is read ([`PlaySession::handle_line_from`]). The session words nothing in it: every
    /// sink words the session's events in its own language.
    reading: Language,
    announce: AnnounceOptions,
    /// Whether the move list, the FEN and the scoresheet are spoken, or only shown.
    read_aloud: bool,
    /// A question waiting for its reply ("Welcher Springer: …?").
    pending: Option<R::Question>,
    /// Every move played, as announced, for "wiederholen".
    announcements: Vec<R::Announced>,
    /// Draw offers, claims, resignation and the automatic ends (articles 5 and 9).
    arbiter: GenericArbiter<R>,
    /// How the match is played.
    settings: MatchSettings,
    /// The clock, if the match has one.
    clock: GameClock,
    /// Both players' records and boards.
    seats: Seats<R>,
    /// The ply of the announced move that waits for the opponent's repetition (F2.1).
    awaiting: Option<usize>,
    /// The opponent's own move, given before they repeated the announced one: played once
    /// they have repeated it.
    queued: Option<Vec<String>>,
    /// Game events that come after the step's own events (clock presses, claims,
    /// repetitions, moves set by a correction or a reconciliation), in order.
    log: Vec<GameEvent>,
    /// An act that waits for the player's yes (resignation, a roll-back …).
    confirm: Option<Confirm<R>>,
    /// What the player typed while the engine was thinking: asked about once the engine
    /// has moved.
    typed_ahead: Option<typed_ahead::KeptInput>,
    /// The half-move looked at while stepping through the game ("blättern"): the number
    /// of plies of the position said; `None` at the game as it stands.
    browsing: Option<usize>,
    /// Whether the last line stepped through the game (else stepping ends).
    browsed: bool,
    /// The announced move that waited for its repetition when the game ended: it waits
    /// again if that end is taken back.
    awaiting_at_end: Option<usize>,
    /// Whether the last line answered a question (yes or no, the choice between moves, a
    /// draw offer): its answer is news, heard at once, not behind the question.
    answered: bool,
    /// The ply at which the engine gave up (failed even after a restart): its side's move
    /// is then typed or said at the keyboard, until a move is played.
    engine_gave_up_at: Option<usize>,
    /// F2.6: the ply just announced and until when its mover may still correct it; the
    /// opponent's clock starts when this runs out (F2.3), or at once when they go on.
    correction_window: Option<(usize, Instant)>,
    /// The seat whose device the line being handled came from (two devices, the relay).
    speaker: Option<Color>,
    /// The seat a waiting yes-or-no question was asked of (two devices).
    confirm_seat: Option<Color>,
    /// What only this game's session keeps ([`Variant::Own`]).
    own: R::Own,
    /// How many times both boards and records were settled (F2.7, F2.8): a step that
    /// settles them is news for both players.
    settlements: u32,
}

impl Default for MatchSettings {
    /// No clock, no repetition step, friendly rules, White at this device.
    fn default() -> Self {
        MatchSettings {
            time: None,
            alarms: Vec::new(),
            tournament: false,
            repetition_required: false,
            own_seat: Color::White,
            engine: ByColor::default(),
            training: false,
            correction_window: DEFAULT_CORRECTION_WINDOW,
        }
    }
}

impl MatchSettings {
    /// The arbiter's mode these settings call for.
    pub fn mode(&self) -> Mode {
        if self.tournament {
            Mode::Tournament
        } else {
            Mode::Casual
        }
    }

    /// Whether engine help (hint, evaluation, the review during a game) is allowed: for
    /// training only, that is against the engine or with `--training`, and never in
    /// tournament mode.
    pub fn engine_help_allowed(&self) -> bool {
        !self.tournament && (self.training || self.engine.white || self.engine.black)
    }

    /// The one side a person plays against the engine, if exactly one side is the engine's.
    pub fn single_human_seat(&self) -> Option<Color> {
        match (self.engine.white, self.engine.black) {
            (true, false) => Some(Color::Black),
            (false, true) => Some(Color::White),
            _ => None,
        }
    }
}

/// Whether a move brought the end about (mate, stalemate, no mating material, the fifth
/// repetition, seventy-five moves), rather than a player or the clock.
fn ended_by_move(end: GameEnd) -> bool {
    use crate::words::messages::DrawReason;
    match end {
        GameEnd::Checkmate { .. } => true,
        GameEnd::Draw(reason) => matches!(
            reason,
            DrawReason::Stalemate
                | DrawReason::InsufficientMaterial
                | DrawReason::FivefoldRepetition
                | DrawReason::SeventyFiveMoves
        ),
        GameEnd::Resignation { .. } | GameEnd::Forfeit { .. } | GameEnd::Decision { .. } => false,
    }
}

/// What a line's intent decided before the game's state is asked.
enum Decided {
    /// The line is answered: these events, and what the caller does next.
    Done(Vec<Event>, Flow),
    /// "Sf3?": checked, and said once the game's state allows a move.
    MoveQuestion(MoveCheck),
    /// A move, or the reply to a question waiting for one.
    MoveOrReply,
}

/// The words a reply to a promotion question may use in one language folder
/// (`promotion.toml`): each piece's names and letters, and words that name nothing.
#[derive(serde::Deserialize)]
struct PromotionWords {
    queen: Vec<String>,
    rook: Vec<String>,
    bishop: Vec<String>,
    knight: Vec<String>,
    fillers: Vec<String>,
}

impl PromotionWords {
    /// Every folder's words, by language code, read once.
    fn of(code: &str) -> Option<&'static PromotionWords> {
        use std::collections::HashMap;
        use std::sync::OnceLock;
        static WORDS: OnceLock<HashMap<&'static str, PromotionWords>> = OnceLock::new();
        WORDS
            .get_or_init(|| {
                crate::words::folders::FOLDERS
                    .iter()
                    .filter_map(|folder| {
                        let text = folder.file("promotion.toml")?;
                        let words = toml::from_str(text).unwrap_or_else(|error| {
                            panic!("src/words/{}/promotion.toml: {error}", folder.code)
                        });
                        Some((folder.code, words))
                    })
                    .collect()
            })
            .get(code)
    }

    /// The piece `word` (in lower case) names, if any.
    fn piece(&self, word: &str) -> Option<shakmaty::Role> {
        use shakmaty::Role;
        [
            (Role::Queen, &self.queen),
            (Role::Rook, &self.rook),
            (Role::Bishop, &self.bishop),
            (Role::Knight, &self.knight),
        ]
        .into_iter()
        .find(|(_, words)| words.iter().any(|w| w == word))
        .map(|(role, _)| role)
    }
}

/// The piece a promotion reply names: "Dame", "D", "q", "in einen Turm", "knight", in the
/// words of the seat's language `code` and of the languages it also understands
/// (`commands.toml`). `None` when the reply names no piece, several, or says more than a
/// promotion needs.
fn promotion_piece(line: &str, code: &str) -> Option<shakmaty::Role> {
    let table = crate::commands::table::table();
    let codes: Vec<&str> = match table.languages.iter().find(|l| l.code == code) {
        Some(own) => std::iter::once(code)
            .chain(own.also_understands.iter().map(String::as_str))
            .collect(),
        None => Language::all().map(|language| language.code()).collect(),
    };
    let understood: Vec<&PromotionWords> = codes
        .iter()
        .filter_map(|code| PromotionWords::of(code))
        .collect();
    let mut named = None;
    for word in line
        .split(|c: char| c.is_whitespace() || matches!(c, '=' | ',' | '.' | '!' | '(' | ')'))
        .filter(|w| !w.is_empty())
    {
        let word = word.to_lowercase();
        let role = match understood.iter().find_map(|words| words.piece(&word)) {
            Some(role) => role,
            None if understood.iter().any(|words| words.fillers.contains(&word)) => {
                continue;
            }
            None => return None,
        };
        if named.is_some_and(|earlier| earlier != role) {
            return None;
        }
        named = Some(role);
    }
    named
}

/// What every game's session does alike: chess's and Meder's 3D chess's.
impl<R: Variant> PlaySession<R> {
    /// Whether the last line answered a question ansage asked (yes or no, which of
    /// several moves, a draw offer): the answer is news and is heard at once, cutting off
    /// the question if it is still being said (issue 28).
    pub fn answered_a_question(&self) -> bool {
        self.answered
    }

    /// Whether the move list (`züge`), the FEN and the scoresheet are spoken, or only shown.
    pub fn set_read_aloud(&mut self, on: bool) {
        self.read_aloud = on;
    }

    /// Whether the move list, the FEN and the scoresheet at the end are spoken ("vorlesen").
    pub fn reads_aloud(&self) -> bool {
        self.read_aloud
    }

    /// How lists are given: spoken in short parts the next event cuts off, or only shown.
    pub(crate) fn list_weight(&self) -> Weight {
        if self.read_aloud {
            Weight::Chatter
        } else {
            Weight::Screen
        }
    }

    /// The game so far: its record, with tags, moves and result.
    pub fn game(&self) -> &R::Game {
        &self.game
    }

    /// How the game ended, if the arbiter saw it end (a result read from a saved game may
    /// come without its reason).
    pub fn end(&self) -> Option<GameEnd> {
        self.arbiter.end()
    }

    /// Whether the match has a clock.
    pub fn has_clock(&self) -> bool {
        self.clock.is_set()
    }

    /// Both players' records and boards.
    pub fn seats(&self) -> &Seats<R> {
        &self.seats
    }

    /// How many times both boards and records were settled (F2.7, F2.8) in this session.
    pub fn settlements(&self) -> u32 {
        self.settlements
    }

    /// The game events of the step just handled, for the journal: the clock set or
    /// switched, a settlement (F2.7, F2.8), repetitions (F2.1) …
    pub fn logged(&self) -> &[GameEvent] {
        &self.log
    }

    /// Whether the match is played under tournament rules (the arbiter's overview says so).
    pub fn tournament(&self) -> bool {
        self.settings.tournament
    }

    /// Whose clock runs now, if the match has a clock and it runs.
    pub fn clock_running(&self) -> Option<Color> {
        self.clock.millis_now().and_then(|(_, running)| running)
    }

    /// Both clocks now, if the match has a clock.
    pub fn clock_ms_now(&self) -> Option<ClockReading> {
        self.clock.millis_now().map(|(millis, _)| millis)
    }

    /// Both clocks now and whose runs, when the game has a clock.
    pub fn clock_now(&self) -> Option<(ClockReading, Option<Color>)> {
        self.clock.millis_now()
    }

    /// Both clocks after `ply` completed moves, once that move's clock was pressed.
    pub fn clock_ms_after(&self, ply: usize) -> Option<ClockReading> {
        self.clock.millis_at_ply(ply)
    }

    /// Who offered the draw that waits for an answer (9.1).
    pub fn pending_offer(&self) -> Option<Color> {
        self.arbiter.pending_offer()
    }

    /// The seat whose yes or no a waiting question wants ("Wirklich aufgeben?"), if one
    /// waits.
    pub fn confirmation_seat(&self) -> Option<Color> {
        self.confirm.as_ref().and(self.confirm_seat)
    }
}

impl PlaySession<Standard> {
    /// A new game from the standard start position, announced in the words of `language`.
    pub fn new(language: Language) -> Self {
        Self::with_announcements(
            language,
            AnnounceOptions {
                words: language.announce_words(),
                ..AnnounceOptions::default()
            },
        )
    }

    /// A new game whose moves are announced as `announce` says, without a clock.
    pub fn with_announcements(language: Language, announce: AnnounceOptions) -> Self {
        Self::with_match(language, announce, MatchSettings::default(), system_now())
    }

    /// A new match played as `settings` say, reading the time from `now`; its clock (if it
    /// has one) starts at once with White's time running (6.5).
    pub fn with_match(
        language: Language,
        announce: AnnounceOptions,
        settings: MatchSettings,
        now: Now,
    ) -> Self {
        let mut game = Game::new();
        // The seven tags PGN readers expect (the result is added when the game is written).
        game.tags = [
            ("Event", "?".to_owned()),
            ("Site", "?".to_owned()),
            ("Date", today_pgn_date()),
            ("Round", "?".to_owned()),
            ("White", "?".to_owned()),
            ("Black", "?".to_owned()),
        ]
        .into_iter()
        .map(|(name, value)| (name.to_owned(), value))
        .collect();
        let mode = settings.mode();
        let clock = match &settings.time {
            Some(control) => GameClock::started(
                control.clone(),
                Color::White,
                &settings.alarms,
                settings.tournament,
                now,
            ),
            None => GameClock::none(now),
        };
        PlaySession {
            game,
            position: Chess::default(),
            reading: language,
            announce,
            read_aloud: true,
            pending: None,
            announcements: Vec::new(),
            arbiter: Arbiter::new(Chess::default(), mode),
            seats: Seats::new(&Chess::default(), language),
            settings,
            clock,
            awaiting: None,
            queued: None,
            log: Vec::new(),
            confirm: None,
            typed_ahead: None,
            answered: false,
            browsing: None,
            browsed: false,
            awaiting_at_end: None,
            engine_gave_up_at: None,
            correction_window: None,
            speaker: None,
            confirm_seat: None,
            own: (),
            settlements: 0,
        }
    }

    /// A new match from the start position of `game` (a set-up position), its clock started
    /// for the side to move there (6.5).
    pub fn from_game(
        language: Language,
        announce: AnnounceOptions,
        settings: MatchSettings,
        now: Now,
        game: &Game,
    ) -> Self {
        let mut session = Self::with_match(language, announce, settings, now);
        session.position = game.start.clone();
        session.game.start = game.start.clone();
        session.arbiter = Arbiter::new(game.start.clone(), session.settings.mode());
        session.seats = Seats::new(&game.start, language);
        if let Some(control) = session.settings.time.clone() {
            session.clock = GameClock::started(
                control,
                game.start.turn(),
                &session.settings.alarms,
                session.settings.tournament,
                session.clock.source(),
            );
        }
        session
    }

    /// The scoresheet in the words of Appendix F, to be spoken at the end of a game ("Die
    /// Partie in Worten: Zug eins, Weiß, Bauer Eva vier. …"); `None` when lists are only
    /// shown or no move was played.
    pub fn spoken_scoresheet(&self) -> Option<Event> {
        if !self.read_aloud || self.announcements.is_empty() {
            return None;
        }
        Some(Event::GameInWords(self.announcements.clone()))
    }

    /// Sets a tag of the game's PGN (White, Black, Event …), replacing one of that name.
    pub fn set_tag(&mut self, name: &str, value: &str) {
        match self.game.tags.iter_mut().find(|(tag, _)| tag == name) {
            Some((_, old)) => *old = value.to_owned(),
            None => self.game.tags.push((name.to_owned(), value.to_owned())),
        }
    }

    /// Continues a game: its moves are played again (and their announcements kept for
    /// "wiederholen"); the tags of `game` are kept.
    pub fn resume(language: Language, announce: AnnounceOptions, game: &Game) -> Self {
        Self::resume_match(
            language,
            announce,
            MatchSettings::default(),
            system_now(),
            game,
            Continuation::default(),
        )
    }

    /// Continues a match: its moves are played again, both records and boards hold them,
    /// and the clock (if the match has one) shows the times written with the moves, or the
    /// latest journaled times, and stands until the players go on. When the last move was
    /// waiting for its repetition, it waits again.
    pub fn resume_match(
        language: Language,
        announce: AnnounceOptions,
        settings: MatchSettings,
        now: Now,
        game: &Game,
        continuation: Continuation,
    ) -> Self {
        let mut session = Self::with_match(language, announce, settings, now);
        // The game's tags (the players' names, the event) go on with it; its result, set-up
        // and FEN are the game's own (issue 28: a resumed game lost its names).
        for (name, value) in &game.tags {
            if !matches!(name.as_str(), "Result" | "SetUp" | "FEN") {
                session.set_tag(name, value);
            }
        }
        session.position = game.start.clone();
        session.game.start = game.start.clone();
        session.arbiter = Arbiter::new(game.start.clone(), session.settings.mode());
        session.seats = Seats::new(&game.start, language);
        if session.clock.is_set() {
            let control = session.settings.time.clone();
            if let Some(control) = control {
                session.clock = GameClock::started(
                    control,
                    game.start.turn(),
                    &session.settings.alarms,
                    session.settings.tournament,
                    session.clock.source(),
                );
            }
        }
        for recorded in &game.moves {
            session.record_move(recorded.played, recorded.draw_offer);
            if let Some(last) = session.game.moves.last_mut() {
                last.clock = recorded.clock;
            }
        }
        if session.game.result.is_none() {
            session.game.result = game.result;
        }
        // The arbiter's decision stands as it did before the interruption.
        if continuation.decided_by_arbiter {
            if let Some(shakmaty::Outcome::Known(outcome)) = game.result {
                let winner = match outcome {
                    shakmaty::KnownOutcome::Decisive { winner } => Some(winner),
                    shakmaty::KnownOutcome::Draw => None,
                };
                let _ = session.arbiter.decide(winner);
            }
        }
        let plies = session.game.moves.len();
        let unrepeated = continuation.awaiting_repetition
            && plies > 0
            && session.settings.repetition_required
            && !*session.settings.engine.get(session.position.turn());
        let awaiting = unrepeated && session.game.result.is_none();
        // A game that ended with its last move unrepeated waits for it again should that
        // end be taken back, as it would have without the interruption.
        if unrepeated && session.game.result.is_some() {
            session.awaiting_at_end = Some(plies);
        }
        // F2.3: every announced move is complete, a repetition still pending or not; a
        // correction window open at the interruption is over.
        session
            .clock
            .continue_game(&session.game, continuation.latest_clock_ms, plies);
        if session.game.result.is_some() {
            session.clock.stop();
        }
        session
            .seats
            .agree_on(&session.moves_with_clocks(), &session.position);
        if awaiting {
            // The announcer has the move; the opponent's record and board do not yet.
            let before = session.game.position_after(plies - 1);
            let played = session.game.moves[plies - 1].played;
            let mut moves = session.moves_with_clocks();
            moves.pop();
            session.seats.agree_on(&moves, &before);
            session
                .seats
                .write(!session.position.turn(), &before, played, None);
            session.awaiting = Some(plies);
        }
        session
    }

    /// The scoresheet ("züge"): shown in notation, spoken in Appendix F words, as chatter
    /// (in short parts that the next event cuts off).
    fn scoresheet(&self) -> Event {
        Event::Scoresheet {
            game: Box::new(self.game.clone()),
            moves: self.announcements.clone(),
            weight: self.list_weight(),
        }
    }

    /// The FEN ("fen"): shown for copying, and spelt out sign by sign for the ear ("FEN:
    /// klein r, klein n, …, Schrägstrich, acht, …"), so it can be written down.
    fn fen_line(&self) -> Event {
        let fen = write_fen(&self.position);
        Event::Say(
            self.list_weight(),
            Phrase::new("fen-line")
                .with("fen", fen.as_str())
                .with("spelled", Value::SpelledFen(fen)),
        )
    }

    /// Every move of the game, as announced.
    pub fn played_moves(&self) -> &[PlayedMove] {
        &self.announcements
    }

    /// The last move played, if any.
    pub fn last_move(&self) -> Option<&PlayedMove> {
        self.announcements.last()
    }

    /// The words layer a sink of `language` words this session's events with: its language
    /// and the session's announcement style.
    pub fn words_in(&self, language: Language) -> Words {
        Words::new(language, self.announce)
    }

    /// The current position.
    pub fn position(&self) -> &Chess {
        &self.position
    }

    /// The greeting at the start of a game: spoken as chatter, so that a question or a move
    /// typed at once cuts it off instead of waiting for it.
    pub fn greeting(&self) -> Vec<Event> {
        let set_up = self.game.start != Chess::default();
        let id = if set_up {
            "greeting-set-up"
        } else {
            "greeting"
        };
        vec![Event::Say(
            Weight::Chatter,
            Phrase::new(id).with("side", self.position.turn()),
        )]
    }

    /// The prompt that tells whose move it is, or who repeats the announced move, at the
    /// host's terminal, in `language`.
    pub fn prompt_in(&self, language: Language) -> String {
        self.prompt_asked_in(self.confirm.is_some(), language)
    }

    /// The prompt in `language`; "Ja oder nein>" when `asked` (a question waits for the
    /// player it is for).
    fn prompt_asked_in(&self, asked: bool, language: Language) -> String {
        shown(&self.prompt_phrase(asked), language)
    }

    /// The prompt as data; `asked` when a question waits for the player it is for.
    fn prompt_phrase(&self, asked: bool) -> Phrase {
        let id = if self.game.result.is_some() {
            "prompt-over"
        } else if asked {
            "prompt-confirm"
        } else if self.awaiting.is_some() {
            "prompt-repeats"
        } else if self.engine_to_move() {
            "prompt-engine-thinks"
        } else {
            "prompt-turn"
        };
        Phrase::new(id).with("side", self.position.turn())
    }

    /// The position in which a heard move would be played now, and how the player names
    /// moves: `None` while a question waits for its answer, the engine or the other device
    /// (`seat`: the side this terminal plays in a relay) is to move, a move waits to be
    /// repeated, or the game is over. The microphone commits a move early only then.
    pub fn awaited_move(&self, seat: Option<Color>) -> Option<(Chess, MatchOptions)> {
        let waiting = self.pending.is_some()
            || self.confirm.is_some()
            || self.awaiting.is_some()
            || self.game.result.is_some()
            || self.engine_to_move()
            || seat.is_some_and(|own| own != self.position.turn());
        (!waiting).then(|| {
            (
                self.position.clone(),
                MatchOptions {
                    pawn_name_optional: !self.announce.say_pawn,
                    words: self.announce.words,
                },
            )
        })
    }

    /// Whether the engine is to move now: the game runs, its side is to move, and no move
    /// waits for a repetition.
    pub fn engine_to_move(&self) -> bool {
        self.game.result.is_none()
            && self.awaiting.is_none()
            && *self.settings.engine.get(self.position.turn())
            && self.engine_gave_up_at != Some(self.game.moves.len())
    }

    /// The engine gave up on this move (it failed even after a restart): the move of its
    /// side is now taken from the keyboard or the voice, as from a player. A line kept
    /// while the engine thought is dropped, with a sentence.
    pub fn engine_gave_up(&mut self) -> Vec<Event> {
        self.engine_gave_up_at = Some(self.game.moves.len());
        let Some(kept) = self.typed_ahead.take() else {
            return Vec::new();
        };
        vec![Event::say(
            Phrase::new("play-kept-input-dropped").with("input", kept.shown()),
        )]
    }

    /// No engine can play (its program is missing): the sides it was to play are typed
    /// by the player, so the game never waits for it.
    pub fn without_engine(&mut self) {
        self.settings.engine = ByColor::new_with(|_| false);
    }

    /// The side that made the draw offer standing now (article 9.1b), if one does: the
    /// other side's answer is awaited. Read-only, for the device's state (issue 30).
    pub fn pending_draw_offer(&self) -> Option<Color> {
        self.game
            .result
            .is_none()
            .then(|| self.arbiter.pending_offer())
            .flatten()
    }

    /// The side whose engine must answer a draw offer now: the offer stands (9.1b), a
    /// person made it, and the engine plays the other side. The keyboard never answers it
    /// for the engine; the engine's evaluation does ([`PlaySession::engine_answers_draw`]).
    pub fn draw_offer_to_engine(&self) -> Option<Color> {
        if self.game.result.is_some() {
            return None;
        }
        let by = self.arbiter.pending_offer()?;
        let engine = !by;
        (*self.settings.engine.get(engine) && !*self.settings.engine.get(by)).then_some(engine)
    }

    /// The engine answers the draw offer made to it (9.1): it accepts when its `score` (from
    /// White's view, as the engine gave it) says it stands worse, or the position is equal
    /// late in the game; else it declines. Either is said in words, with its reason.
    pub fn engine_answers_draw(&mut self, score: Option<Score>) -> Vec<Event> {
        let Some(engine) = self.draw_offer_to_engine() else {
            return Vec::new();
        };
        let result_before = self.game.result;
        let accepts = engine_accepts_draw(score, engine, self.game.moves.len());
        let view = score
            .map(|score| Value::from(score.phrase()))
            .unwrap_or_else(|| Value::Verbatim(String::new()));
        let mut events = Vec::new();
        if accepts {
            if let Ok(end) = self.arbiter.accept_draw(engine) {
                let text = self.finish_with(end);
                events.push(Event::say(
                    Phrase::new("play-engine-accepts-draw")
                        .with("side", engine)
                        .with("view", view)
                        .with("end", text),
                ));
            }
        } else if self.arbiter.decline_draw(engine).is_ok() {
            events.push(Event::say(
                Phrase::new("play-engine-declines-draw")
                    .with("side", engine)
                    .with("view", view),
            ));
        }
        self.after_input();
        self.finish_step(result_before, &mut events);
        events
    }

    /// The engine's move, found for the position after `ply` plies: played and announced
    /// as a player's move would be. A reply for another ply (the game went on or back
    /// meanwhile) or an illegal move is dropped.
    pub fn engine_move(&mut self, ply: usize, played: Move) -> Vec<Event> {
        if ply != self.game.moves.len() || !self.engine_to_move() || !self.position.is_legal(played)
        {
            return Vec::new();
        }
        let result_before = self.game.result;
        let mut events = self.play_move(played, false);
        events.extend(self.typed_ahead_after_engine());
        self.after_input();
        self.finish_step(result_before, &mut events);
        events
    }

    /// The clock, if the match has one (for the engine's time).
    pub fn clock(&self) -> Option<&crate::game::clock::Clock> {
        self.clock.clock()
    }

    /// The time now, as the session reads it.
    pub fn now(&self) -> std::time::Instant {
        self.clock.now()
    }

    /// How the match is played.
    pub fn settings(&self) -> &MatchSettings {
        &self.settings
    }

    /// Whether an announced move waits for the opponent's repetition (F2.1).
    pub fn awaiting_repetition(&self) -> bool {
        self.awaiting.is_some()
    }

    /// Ends a step (a line, a tick, the engine's move): the game events logged during it
    /// follow its own events, then the end of the game, or that an end without a move was
    /// taken back (the result `*`).
    fn finish_step(&mut self, result_before: Option<shakmaty::Outcome>, events: &mut Vec<Event>) {
        events.extend(self.drop_stale_typed_ahead());
        events.extend(self.log.drain(..).map(Event::Game));
        if self.game.result == result_before {
            return;
        }
        let moves_went = events.iter().any(|event| {
            matches!(event, Event::Game(GameEvent::MovesTakenBack { .. }))
                || matches!(event, Event::Game(GameEvent::MovesReplaced { taken_back, .. }) if !taken_back.is_empty())
        });
        if self.game.result.is_some() || !moves_went {
            events.push(Event::Game(GameEvent::GameEnded {
                result: crate::game::events::GameResult::of(self.game.result),
            }));
        }
    }

    /// Looks at the clock while nobody types: alarms (when set), and a fallen flag, which
    /// ends the game (6.9, 6.10).
    pub fn tick(&mut self) -> Vec<Event> {
        let result_before = self.game.result;
        let mut events = self.tick_inner();
        self.finish_step(result_before, &mut events);
        events
    }

    fn tick_inner(&mut self) -> Vec<Event> {
        if self.game.result.is_some() {
            return Vec::new();
        }
        let mut events = self.expire_correction_window();
        for news in self.clock.news() {
            match news {
                ClockNews::Alarm(alarm) => {
                    events.push(Event::Say(Weight::Warning, alarm.phrase()));
                }
                ClockNews::Flag(flag) => events.extend(self.flag_fell(flag.color)),
            }
        }
        events
    }

    /// 6.9, 6.10: `color`'s time ran out; the game is lost, or drawn when the opponent
    /// could not checkmate by any series of legal moves.
    fn flag_fell(&mut self, color: Color) -> Vec<Event> {
        let Ok(end) = self.arbiter.time_forfeit(color) else {
            return Vec::new();
        };
        let end = self.finish_with(end);
        // A move still waiting for its repetition (F2.1) waits again if the end is taken
        // back, as after any other end (found by the simulated player: a flag that fell on
        // the clock's tick forgot it, and the resumed game disagreed).
        if let Some(ply) = self.awaiting.take() {
            self.awaiting_at_end = Some(ply);
        }
        self.clock.stop();
        self.log.push(GameEvent::Claimed {
            ply: self.ply(),
            kind: crate::game::events::ClaimKind::Flag,
            granted: true,
        });
        vec![Event::Say(Weight::Warning, end)]
    }

    /// The ply the game stands at.
    fn ply(&self) -> Ply {
        Ply::after(self.game.moves.len())
    }

    /// Handles one typed line: a command or a move.
    pub fn handle_line(&mut self, line: &str) -> (Vec<Event>, Flow) {
        self.handle_read_line(line, None)
    }

    /// Handles one line whose meaning may already be read (`intent`), so that a heard line
    /// is not read a second time.
    fn handle_read_line(&mut self, line: &str, intent: Option<Intent>) -> (Vec<Event>, Flow) {
        self.answered = false;
        self.browsed = false;
        let result_before = self.game.result;
        let mut events = self.expire_correction_window();
        let (more, flow) = self.decide_line(line, intent);
        // Any line but a step through the game is for the game as it stands.
        if !self.browsed {
            self.browsing = None;
        }
        events.extend(more);
        self.after_input();
        self.finish_step(result_before, &mut events);
        (events, flow)
    }

    /// Once the game is over, the clock stands.
    fn after_input(&mut self) {
        if self.awaiting.is_none() {
            self.queued = None;
        }
        if self.game.result.is_some() {
            // A move still waiting for its repetition waits again if the end is taken back.
            if let Some(ply) = self.awaiting.take() {
                self.awaiting_at_end = Some(ply);
            }
            self.clock.stop();
        }
    }

    fn handle_line_inner(&mut self, line: &str) -> (Vec<Event>, Flow) {
        self.decide_line(line, None)
    }

    /// How a line is read now: in the position, in the seat's language, with moves named
    /// as announced, and whether "Korrektur: …" can take a move back (a move was played and
    /// the game runs).
    fn reader(&self) -> Reader<'_> {
        Reader {
            position: &self.position,
            language: self.reading,
            naming: self.naming(),
            correction: self.game.result.is_none() && !self.game.moves.is_empty(),
        }
    }

    /// How the player names moves: as they are announced.
    fn naming(&self) -> MatchOptions {
        MatchOptions {
            pawn_name_optional: !self.announce.say_pawn,
            words: self.announce.words,
        }
    }

    /// Decides on what a line means, as far as the game's state does not matter yet: a
    /// correction, a command, a query for one side, a refused command, a question ansage
    /// does not know. A move question and a move (or reply) are left to the caller.
    fn decide_intent(&mut self, intent: Intent) -> Decided {
        match intent {
            Intent::Correction(corrected) => {
                let before = self.game.moves.len();
                let (mut events, _) = self.execute(Command::Undo);
                // The take-back comes before the corrected move, in the journal too (found
                // by the simulated player: the journal had the move, then the take-back).
                events.extend(self.log.drain(..).map(Event::Game));
                // Only when the move was taken back (not refused in tournament mode).
                if self.game.moves.len() < before {
                    let (more, flow) = self.handle_line_inner(corrected);
                    events.extend(more);
                    return Decided::Done(events, flow);
                }
                Decided::Done(events, Flow::Continue)
            }
            Intent::Command(command) => {
                let (events, flow) = self.execute_dropping_question(command);
                Decided::Done(events, flow)
            }
            Intent::ForSeat {
                seat,
                command,
                otherwise,
            } => match self.answer_query(&command, Some(seat)) {
                Some(answer) => Decided::Done(vec![Event::answered(&answer)], Flow::Continue),
                None => self.decide_intent(*otherwise),
            },
            Intent::Refused(error) => Decided::Done(vec![Event::say(error.0)], Flow::Continue),
            // A question ansage does not know is said so, never read as a move ("Sf3?" is
            // still checked as a move).
            Intent::UnknownQuestion => {
                let mut events = self.drop_question();
                events.push(Event::say(Phrase::new("question-unknown")));
                Decided::Done(events, Flow::Continue)
            }
            Intent::MoveQuestion(check) => Decided::MoveQuestion(check),
            Intent::MoveOrReply => Decided::MoveOrReply,
        }
    }

    /// Decides on a typed line; `intent` is what it means when already read.
    fn decide_line(&mut self, line: &str, intent: Option<Intent>) -> (Vec<Event>, Flow) {
        // A yes-or-no question before what cannot be undone takes the answer first.
        if let Some(confirm) = self.confirm.take() {
            self.answered = true;
            return self.answer_confirmation(confirm, line);
        }
        // A draw offer stands (article 9.1): "ja" accepts it, "nein" declines it, as
        // "remis annehmen" and "remis ablehnen" do. At two devices the offerer's own yes or
        // no is no answer to it: the opponent answers.
        if self.pending.is_none()
            && self.game.result.is_none()
            && self.arbiter.pending_offer().is_some()
            && self.draw_offer_to_engine().is_none()
        {
            if let Some(own) = self.own_offer_refusal() {
                if yes_or_no(line) != YesNo::Neither {
                    return (own, Flow::Continue);
                }
            }
            match yes_or_no(line) {
                YesNo::Yes => {
                    self.answered = true;
                    return self.execute_dropping_question(Command::AcceptDraw);
                }
                YesNo::No => {
                    self.answered = true;
                    return self.execute_dropping_question(Command::DeclineDraw);
                }
                YesNo::Neither => {}
            }
        }
        // A yes or no to the player's own offer, which the engine answers itself.
        if self.pending.is_none()
            && self.draw_offer_to_engine().is_some()
            && yes_or_no(line) != YesNo::Neither
        {
            return self.execute(Command::AcceptDraw);
        }
        // The line is read once: what it means, then what the game makes of it.
        let intent = match intent {
            Some(intent) => intent,
            None => Intent::read(line, &self.reader()),
        };
        let move_question = match self.decide_intent(intent) {
            Decided::Done(events, flow) => return (events, flow),
            Decided::MoveQuestion(check) => Some(check),
            Decided::MoveOrReply => None,
        };
        if self.game.result.is_some() {
            return (
                vec![Event::say(Phrase::new(if self.settings.tournament {
                    "play-game-over-tournament"
                } else {
                    "play-game-over"
                }))],
                Flow::Continue,
            );
        }
        if self.engine_to_move() && self.pending.is_none() {
            return (self.keep_typed_ahead(&[line.to_owned()]), Flow::Continue);
        }
        if self.awaiting.is_some() {
            return (self.repetition(&[line.to_owned()]), Flow::Continue);
        }
        if let Some(check) = move_question {
            return (vec![self.move_checked(check)], Flow::Continue);
        }
        // A pending question takes the reply first: "Gustav eins", "der erste", "ja".
        if let Some(asked) = self.pending.take() {
            self.answered = true;
            return (self.answer_reply(&asked, line), Flow::Continue);
        }
        let naming = MatchOptions {
            pawn_name_optional: !self.announce.say_pawn,
            words: self.announce.words,
        };
        let interpretation = interpret_with(&self.position, line, self.reading, naming);
        (
            self.apply(interpretation, &[line.to_owned()]),
            Flow::Continue,
        )
    }

    /// F2.1: the opponent repeats the announced move. The right move starts their clock;
    /// anything else is pointed out at once and the repetition is asked for again.
    fn repetition(&mut self, said: &[String]) -> Vec<Event> {
        let Some(ply) = self.awaiting else {
            return Vec::new();
        };
        let before = self.game.position_after(ply - 1);
        let announced = self.game.moves[ply - 1].played;
        match check_repetition(&before, announced, said, self.reading, self.announce) {
            RepetitionCheck::Confirmed => {
                self.awaiting = None;
                let repeater = !before.turn();
                self.seats.write(repeater, &before, announced, None);
                self.log.push(GameEvent::Repeated {
                    ply: Ply::after(ply),
                    count: 1,
                });
                let mut events = vec![Event::say(
                    Phrase::new("repeated")
                        .with("words", Value::MoveWords(MoveFacts::of(&before, announced))),
                )];
                // The opponent goes on: a correction window still open closes (F2.3).
                events.extend(self.close_correction_window());
                // The move they gave too early is played now.
                if let Some(queued) = self.queued.take() {
                    if self.game.result.is_none() {
                        let naming = MatchOptions {
                            pawn_name_optional: !self.announce.say_pawn,
                            words: self.announce.words,
                        };
                        // A typed line is read as typed (notation too); heard alternatives
                        // as the recogniser's.
                        let interpretation = if queued.len() == 1 {
                            interpret_with(&self.position, &queued[0], self.reading, naming)
                        } else {
                            let matcher = MoveMatcher::with_options(&self.position, naming);
                            interpret_alternatives(&self.position, &matcher, &queued, self.reading)
                        };
                        events.extend(self.apply(interpretation, &queued));
                    }
                }
                events
            }
            RepetitionCheck::Mismatch(sentence) => {
                // Their own next move instead of the repetition: kept, and played once they
                // have repeated.
                let naming = MatchOptions {
                    pawn_name_optional: !self.announce.say_pawn,
                    words: self.announce.words,
                };
                let own_move = said.iter().find_map(|text| {
                    match interpret_with(&self.position, text, self.reading, naming) {
                        Interpretation::Move { played, .. } => Some(played),
                        _ => None,
                    }
                });
                let Some(own_move) = own_move else {
                    return vec![Event::say(sentence)];
                };
                self.queued = Some(said.to_vec());
                vec![Event::say(
                    Phrase::new("play-repeat-announced-first")
                        .with(
                            "announced",
                            Value::MoveWords(MoveFacts::of(&before, announced)),
                        )
                        .with(
                            "own",
                            Value::MoveWords(MoveFacts::of(&self.position, own_move)),
                        ),
                )]
            }
        }
    }

    /// After "wiederholen" ("repeat") while the announced move waits for its repetition:
    /// that it still waits, said to the player who repeats (issue 30 §10).
    ///
    /// Appendix F2.1: „Die Züge müssen deutlich angesagt werden, vom Gegner wiederholt und
    /// von ihm auf seinem Brett ausgeführt werden.“ The repetition is the opponent saying
    /// the move back and playing it on their own board; that is how they show they heard
    /// it right. "wiederholen" names no move, so it cannot count as the repetition: it says
    /// the announcement again (the player asked to hear it), and then that the move still
    /// has to be repeated, and how.
    fn repetition_still_waiting(&self) -> Option<Event> {
        let ply = self.awaiting?;
        let before = self.game.position_after(ply - 1);
        let announced = self.game.moves.get(ply - 1)?.played;
        let repeater = !before.turn();
        if self.speaker().is_some_and(|speaker| speaker != repeater) {
            return None;
        }
        Some(Event::say(
            Phrase::new("play-repetition-still-waiting")
                .with("side", repeater)
                .with("words", Value::MoveWords(MoveFacts::of(&before, announced))),
        ))
    }

    /// The move of `ply` is complete (F2.3): the mover's clock stops and the opponent's
    /// starts. The mover's time is written with the move.
    fn press_for(&mut self, ply: usize) -> Vec<Event> {
        let now = self.clock.now();
        self.press_for_at(ply, now)
    }

    /// As [`PlaySession::press_for`], pressed at `at` (not later than now).
    fn press_for_at(&mut self, ply: usize, at: Instant) -> Vec<Event> {
        if self.clock.is_paused() {
            self.clock.resume();
        }
        match self.clock.press_at(at) {
            Ok(Some(time)) => {
                if let Some(recorded) = self.game.moves.get_mut(ply - 1) {
                    recorded.clock = Some(time);
                }
                self.seats.set_clock(ply, time);
                if let Some((clock_ms, running)) = self.clock.millis_now() {
                    self.log.push(GameEvent::ClockSwitched {
                        ply: Ply::after(ply),
                        clocks: clock_ms,
                        running,
                    });
                }
                Vec::new()
            }
            Ok(None) => Vec::new(),
            Err(ClockError::FlagFell(flag)) => self.flag_fell(flag.color),
            Err(e) => vec![Event::Say(Weight::Message, e.phrase())],
        }
    }

    /// The moves of the game with the mover's time after each.
    fn moves_with_clocks(&self) -> Vec<(Move, Option<Duration>)> {
        self.game
            .moves
            .iter()
            .map(|recorded| (recorded.played, recorded.clock))
            .collect()
    }

    /// Makes the game consist of `target`: moves after the first difference are taken
    /// back, and the rest of `target` is played.
    fn set_game_moves(&mut self, target: &[Move]) {
        let common = self
            .game
            .moves
            .iter()
            .zip(target)
            .take_while(|(recorded, played)| recorded.played == **played)
            .count();
        if common == self.game.moves.len() && common == target.len() {
            return;
        }
        let taken_back: Vec<PlayedMove> = self.announcements.drain(common..).rev().collect();
        self.engine_gave_up_at = None;
        self.game.moves.truncate(common);
        self.game.result = None;
        self.pending = None;
        self.position = self.game.final_position();
        self.arbiter = self.rebuilt_arbiter();
        for &played in &target[common..] {
            self.record_move(played, false);
        }
        self.log.push(GameEvent::MovesReplaced {
            taken_back,
            played: self.announcements[common..].to_vec(),
        });
    }

    /// The arbiter for the game as it stands now.
    fn rebuilt_arbiter(&self) -> Arbiter {
        let mode = self.settings.mode();
        Arbiter::from_game(&self.game, mode)
            .unwrap_or_else(|_| Arbiter::new(self.position.clone(), mode))
    }

    /// A pending question about a move is dropped, and said so: `Vec::new()` when none waits.
    fn drop_question(&mut self) -> Vec<Event> {
        match self.pending.take() {
            Some(_) => vec![Event::say(Phrase::new("question-dropped"))],
            None => Vec::new(),
        }
    }

    /// Carries out a typed or heard command. A pending question about a move survives only
    /// "wiederholen" (which says it again), "zurück" (which drops it itself) and the help;
    /// any other command drops it, and says so after its own answer.
    fn execute_dropping_question(&mut self, command: Command) -> (Vec<Event>, Flow) {
        if matches!(
            command,
            Command::Repeat(_) | Command::Undo | Command::Help(_)
        ) {
            return self.execute(command);
        }
        let (mut events, flow) = self.execute(command);
        events.extend(self.drop_question());
        (events, flow)
    }

    /// Carries out a command, or answers a query about the game.
    fn execute(&mut self, command: Command) -> (Vec<Event>, Flow) {
        let say = |phrase: Phrase| (vec![Event::say(phrase)], Flow::Continue);
        match command {
            Command::Help(topic) => {
                // The list names what this game offers: engine help only where it is
                // allowed, a new pairing code only at the host's device, pausing a clock
                // only with one, the arbiter's time correction only in tournament mode.
                let scope = HelpScope {
                    engine: self.settings.engine_help_allowed(),
                    host: self.speaker().is_some()
                        && self.speaker() == Some(self.settings.own_seat),
                    clock: self.clock.is_set(),
                    tournament: self.settings.tournament,
                    arbiter: false,
                };
                (
                    vec![Event::Say(
                        Weight::Chatter,
                        help_in(topic.as_deref(), self.reading, scope),
                    )],
                    Flow::Continue,
                )
            }
            Command::Repeat(count) => {
                if let Some(asked) = &self.pending {
                    return (vec![Event::say(asked.phrase.clone())], Flow::Continue);
                }
                if self.announcements.is_empty() {
                    return say(Phrase::new("no-move-yet"));
                }
                let from = self.announcements.len().saturating_sub(count.max(1));
                let mut events: Vec<Event> = self.announcements[from..]
                    .iter()
                    .cloned()
                    .map(Event::Announce)
                    .collect();
                events.extend(self.repetition_still_waiting());
                (events, Flow::Continue)
            }
            command @ (Command::Clock
            | Command::PauseClock
            | Command::ResumeClock
            | Command::AdjustClock { .. }
            | Command::SetClock { .. }) => (
                self.clock_command(&command).unwrap_or_default(),
                Flow::Continue,
            ),
            Command::BoardReport {
                seat,
                square,
                piece,
            } => (self.report_square(seat, square, piece), Flow::Continue),
            Command::BoardPlacement { seat, placement } => {
                (self.report_placement(seat, &placement), Flow::Continue)
            }
            Command::RecordEntry {
                seat,
                number,
                side,
                text,
            } => (self.record_entry(seat, number, side, &text), Flow::Continue),
            Command::Reconcile => (self.reconcile_now(Vec::new()), Flow::Continue),
            // A result and a warning are the arbiter's, given at the arbiter's device.
            Command::ArbiterResult(_) | Command::ArbiterWarning(_) => {
                say(Phrase::new("play-arbiter-only"))
            }
            Command::Hint | Command::Evaluation if self.game.result.is_some() => {
                say(Phrase::new("play-help-game-over"))
            }
            // Fair play: engine help during a game is for training only.
            Command::Hint | Command::Evaluation | Command::Review
                if self.game.result.is_none() && !self.settings.engine_help_allowed() =>
            {
                say(self.no_engine_help())
            }
            Command::Hint if self.engine_to_move() => {
                say(Phrase::new("play-hint-engine-thinks").with("side", self.position.turn()))
            }
            Command::Hint => (Vec::new(), Flow::Engine(EngineAsk::Hint)),
            Command::PlayBest if self.game.result.is_some() => {
                say(Phrase::new("play-best-game-over"))
            }
            Command::PlayBest if !self.settings.engine_help_allowed() => say(self.no_engine_help()),
            Command::PlayBest
                if self.engine_to_move() || self.awaiting.is_some() || self.pending.is_some() =>
            {
                say(Phrase::new("play-best-not-now"))
            }
            Command::PlayBest => (Vec::new(), Flow::Engine(EngineAsk::PlayBest)),
            Command::Browse(step) => (self.browse(step), Flow::Continue),
            Command::Evaluation => (Vec::new(), Flow::Engine(EngineAsk::Evaluation)),
            Command::Review if self.game.moves.is_empty() => say(Phrase::new("no-move-yet")),
            Command::Review => (Vec::new(), Flow::Engine(EngineAsk::Review)),
            Command::EngineLevel(level) => (Vec::new(), Flow::Engine(EngineAsk::Level(level))),
            Command::Scoresheet => (vec![self.scoresheet()], Flow::Continue),
            Command::Fen => (vec![self.fen_line()], Flow::Continue),
            // While a question waits, "zurück" drops the question, not a move.
            Command::Undo if self.pending.is_some() => {
                self.pending = None;
                say(Phrase::new("play-question-dropped").with("side", self.position.turn()))
            }
            // The arbiter's result stands: no player takes it back.
            Command::Undo
                if self.game.result.is_some()
                    && matches!(self.arbiter.end(), Some(GameEnd::Decision { .. })) =>
            {
                say(Phrase::new("play-arbiter-result-stands"))
            }
            // F2.6: a slip is corrected by taking the move back ("Korrektur").
            // The engine's move waits for the player's repetition: "zurück" takes back the
            // player's last move and the engine's answer, once the player agrees.
            Command::Undo
                if self.awaiting.is_some()
                    && *self.settings.engine.get(!self.position.turn())
                    && !self.settings.tournament =>
            {
                if self.game.moves.len() >= 2 {
                    (self.ask_take_back(2), Flow::Continue)
                } else {
                    self.awaiting = None;
                    self.queued = None;
                    (self.take_back(), Flow::Continue)
                }
            }
            // F2.6 in tournament mode: only before the opponent's clock was started.
            Command::Undo
                if self.settings.tournament
                    && !self.in_correction_window(self.game.moves.len())
                    && self.game.result.is_none() =>
            {
                say(Phrase::new("play-tournament-move-stands"))
            }
            Command::Undo if self.settings.tournament && self.game.result.is_some() => {
                say(Phrase::new("play-tournament-no-take-back"))
            }
            Command::Undo if self.awaiting.is_some() => {
                (self.correct_announcement(), Flow::Continue)
            }
            Command::Undo => {
                let end_only = self.game.result.is_some()
                    && self.arbiter.end().is_some_and(|end| !ended_by_move(end));
                // Against the engine a take-back is the move pair: the player is to move
                // again. More than one move goes back only when the player agrees.
                let last_by_engine =
                    !self.game.moves.is_empty() && *self.settings.engine.get(!self.position.turn());
                if !end_only && last_by_engine && self.game.moves.len() >= 2 {
                    return (self.ask_take_back(2), Flow::Continue);
                }
                (self.take_back(), Flow::Continue)
            }
            Command::Resign if self.game.result.is_none() => {
                self.confirm = Some(Confirm::Resign);
                say(Phrase::new("play-confirm-resign").with("side", self.speaking_side()))
            }
            // The engine answers an offer made to it by its evaluation, never the keyboard.
            Command::AcceptDraw | Command::DeclineDraw if self.draw_offer_to_engine().is_some() => {
                say(Phrase::new("play-engine-answers-offer"))
            }
            // At two devices, an offer is answered by the player it was made to.
            Command::AcceptDraw | Command::DeclineDraw if self.own_offer_refusal().is_some() => {
                (self.own_offer_refusal().unwrap_or_default(), Flow::Continue)
            }
            Command::AcceptDraw
                if self.game.result.is_none() && self.arbiter.pending_offer().is_some() =>
            {
                self.confirm = Some(Confirm::AcceptDraw);
                say(Phrase::new("play-confirm-accept-draw"))
            }
            Command::Quit if self.game.result.is_none() && !self.game.moves.is_empty() => {
                self.confirm = Some(Confirm::Quit);
                say(Phrase::new("play-confirm-quit"))
            }
            Command::Resign
            | Command::OfferDraw
            | Command::AcceptDraw
            | Command::DeclineDraw
            | Command::ClaimDraw(_) => (self.arbitrate(command), Flow::Continue),
            Command::ClaimDrawWith { claim, announced } => {
                (self.claim_in_advance(claim, &announced), Flow::Continue)
            }
            Command::Save(path) => (Vec::new(), Flow::Save(path)),
            Command::Quit => (Vec::new(), Flow::Quit),
            Command::Adjourn if self.game.result.is_some() => {
                say(Phrase::new("play-adjourn-game-over"))
            }
            Command::Adjourn => (Vec::new(), Flow::Adjourn),
            Command::NewPairingCode => (Vec::new(), Flow::NewPairingCode),
            Command::RelayStatus => (Vec::new(), Flow::RelayStatus),
            Command::MicrophoneTest => (Vec::new(), Flow::MicrophoneTest),
            Command::Setting(SettingChange::Style(style)) => {
                self.announce.style = style;
                (Vec::new(), Flow::Setting(SettingChange::Style(style)))
            }
            Command::Setting(SettingChange::ReadAloud(on)) => {
                self.read_aloud = on;
                (Vec::new(), Flow::Setting(SettingChange::ReadAloud(on)))
            }
            Command::Setting(SettingChange::SayPawn(on)) => {
                self.announce.say_pawn = on;
                (Vec::new(), Flow::Setting(SettingChange::SayPawn(on)))
            }
            Command::Setting(SettingChange::Words(words)) => {
                self.announce.words = words.language();
                (Vec::new(), Flow::Setting(SettingChange::Words(words)))
            }
            Command::Setting(SettingChange::Repetition(on)) => {
                let was_on = std::mem::replace(&mut self.settings.repetition_required, on);
                if !on {
                    // Off: a move that waited when the game ended is complete too.
                    self.awaiting_at_end = None;
                }
                let mut events = vec![Event::say(Phrase::new(if on {
                    "play-repetition-on"
                } else {
                    "play-repetition-off"
                }))];
                // The moves so far count as repeated: a game resumed from its journal
                // waits for no repetition of a move played while the step was off (found
                // by the simulated player).
                if on
                    && !was_on
                    && self.awaiting.is_none()
                    && self.awaiting_at_end.is_none()
                    && !self.game.moves.is_empty()
                {
                    self.log.push(GameEvent::Repeated {
                        ply: self.ply(),
                        count: 1,
                    });
                }
                // A move waiting for its repetition is complete now.
                if !on {
                    if let Some(ply) = self.awaiting.take() {
                        let before = self.game.position_after(ply - 1);
                        let played = self.game.moves[ply - 1].played;
                        self.seats.write(!before.turn(), &before, played, None);
                        events.extend(self.close_correction_window());
                    }
                }
                (events, Flow::Setting(SettingChange::Repetition(on)))
            }
            Command::Setting(change) => (Vec::new(), Flow::Setting(change)),
            query => match self.answer_query(&query, None) {
                Some(text) => (vec![Event::answered(&text)], Flow::Continue),
                None => (Vec::new(), Flow::Continue),
            },
        }
    }

    /// The side a player speaks for when no colour is named: the person against the
    /// engine, else (two people at one keyboard) the side to move.
    /// At two devices, when the player whose device the line came from made the draw
    /// offer that stands: that they cannot answer their own offer (article 9.1: the
    /// opponent accepts or declines it).
    fn own_offer_refusal(&self) -> Option<Vec<Event>> {
        let offerer = self.arbiter.pending_offer()?;
        (self.game.result.is_none() && self.speaker() == Some(offerer)).then(|| {
            vec![Event::say(
                Phrase::new("play-own-draw-offer")
                    .with("side", offerer)
                    .with("other", !offerer),
            )]
        })
    }

    fn speaking_side(&self) -> Color {
        self.speaker()
            .or_else(|| self.settings.single_human_seat())
            .unwrap_or_else(|| self.position.turn())
    }

    /// Answers a question about the position. "Mein" means the side named by a prefix
    /// ("schwarz: wo ist mein könig"), else the person playing the engine, else the side to
    /// move, which the answer then names ("Für Weiß: …"), since two people share the keys.
    fn answer_query(
        &self,
        query: &Command,
        seat: Option<Color>,
    ) -> Option<crate::commands::Answer> {
        let asking = seat.unwrap_or_else(|| self.speaking_side());
        let context = QueryContext {
            position: &self.position,
            game: &self.game,
            asking,
            language: self.reading,
            seating: crate::commands::Seating {
                engine: self.settings.engine,
                clock: self.has_clock().then(|| self.clock.describe()),
            },
        };
        let text = answer(query, &context)?;
        use crate::commands::Owner::{Mine, Theirs};
        let personal = matches!(
            query,
            Command::Pieces {
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
                | Command::LastMoveOf(Mine | Theirs)
        );
        if personal
            && seat.is_none()
            && self.speaker().is_none()
            && self.settings.single_human_seat().is_none()
        {
            return Some(text.for_side(asking));
        }
        Some(text)
    }

    /// Why engine help is not given now.
    fn no_engine_help(&self) -> Phrase {
        Phrase::new(if self.settings.tournament {
            "play-no-engine-help-tournament"
        } else {
            "play-no-engine-help"
        })
    }

    /// Resignation, draw offers and their answers, and claims, decided by the arbiter; the
    /// player to move is the one who speaks (two players share the keyboard).
    fn arbitrate(&mut self, command: Command) -> Vec<Event> {
        let turn = self.speaking_side();
        let sentence = match command {
            Command::Resign => self.arbiter.resign(turn).map(|end| self.finish_with(end)),
            Command::OfferDraw => self.arbiter.offer_draw(turn).map(|verdict| match verdict {
                OfferVerdict::Agreed(end) => self.finish_with(end),
                OfferVerdict::Pending { by } => {
                    self.log.push(GameEvent::DrawOffered {
                        side: by,
                        with_move: false,
                    });
                    // An offer to the engine is answered by the engine, not at the keys.
                    let to_engine =
                        *self.settings.engine.get(!by) && !*self.settings.engine.get(by);
                    let id = if to_engine {
                        "play-draw-offered-to-engine"
                    } else {
                        "play-draw-offered-at-the-board"
                    };
                    Phrase::new(id).with("offerer", by).with("other", !by)
                }
            }),
            // At one keyboard, the answer comes from the player who did not offer.
            Command::AcceptDraw => {
                let by = self
                    .arbiter
                    .pending_offer()
                    .map_or(turn, |offerer| !offerer);
                self.arbiter
                    .accept_draw(by)
                    .map(|end| self.finish_with(end))
            }
            Command::DeclineDraw => {
                let by = self
                    .arbiter
                    .pending_offer()
                    .map_or(turn, |offerer| !offerer);
                self.arbiter
                    .decline_draw(by)
                    .map(|()| crate::game::rules::offer_declined(by))
            }
            Command::ClaimDraw(kind) => return self.claim(kind, None),
            _ => return Vec::new(),
        };
        vec![Event::say(sentence.unwrap_or_else(|error| error.phrase()))]
    }

    /// "remis beantragen mit Sf3": a claim about the position after the announced move
    /// (9.2a, 9.3a). A move that is not understood, not legal or not one move makes no
    /// claim: the player is told why and may claim again.
    fn claim_in_advance(&mut self, kind: Option<Claim>, announced: &str) -> Vec<Event> {
        let naming = MatchOptions {
            pawn_name_optional: !self.announce.say_pawn,
            words: self.announce.words,
        };
        let refused = |why: Phrase| {
            vec![Event::say(Phrase::joined(
                Join::Sentences,
                vec![why, Phrase::new("game-claim-not-made")],
            ))]
        };
        match interpret_with(&self.position, announced, self.reading, naming) {
            Interpretation::Move { played, .. } => self.claim(kind, Some(played)),
            Interpretation::Question(question) => refused(question.phrase),
            Interpretation::Illegal(refusal) => refused(refusal.phrase(&self.position)),
            Interpretation::Invalid(phrase) => refused(phrase),
        }
    }

    /// A draw claim of the player to move (9.2, 9.3), about the board or, with `announced`,
    /// about the position after that move; `kind` `None` claims what holds.
    fn claim(&mut self, kind: Option<Claim>, announced: Option<Move>) -> Vec<Event> {
        let claimable = self.arbiter.claimable(announced);
        let claim = kind
            .or_else(|| claimable.first().copied())
            .unwrap_or(Claim::Repetition);
        let kind = match claim {
            Claim::Repetition => crate::game::events::ClaimKind::Threefold,
            Claim::FiftyMoves => crate::game::events::ClaimKind::FiftyMoves,
        };
        let verdict = self.arbiter.claim_draw(claim, announced);
        if let Ok(verdict) = &verdict {
            let granted = matches!(verdict, ClaimVerdict::Granted(_));
            self.log.push(GameEvent::Claimed {
                ply: self.ply(),
                kind,
                granted,
            });
        }
        let sentence = verdict.map(|verdict| match verdict {
            ClaimVerdict::Granted(granted) => {
                self.game.result = Some(granted.end.pgn_outcome());
                granted.phrase()
            }
            ClaimVerdict::Rejected(rejected) => {
                let mut text = vec![rejected.phrase()];
                // 9.5b in tournament mode: time for the opponent, less for the
                // claimant.
                if let Some(bonus) = rejected.opponent_bonus {
                    if let Some(time) = self.clock.add_penalty_time(bonus.color, bonus.add) {
                        text.push(time);
                    }
                }
                if let Some(penalty) = rejected.claimant_penalty {
                    if let Some(time) = self
                        .clock
                        .cut_to(penalty.color, |left| penalty.remaining_after(left))
                    {
                        text.push(time);
                    }
                }
                Phrase::joined(crate::phrase::Join::Sentences, text)
            }
        });
        vec![Event::say(sentence.unwrap_or_else(|error| error.phrase()))]
    }

    /// Records the end of the game and says it.
    fn finish_with(&mut self, end: GameEnd) -> Phrase {
        self.game.result = Some(end.pgn_outcome());
        end.phrase()
    }

    /// How moves are announced now.
    pub fn announce_options(&self) -> AnnounceOptions {
        self.announce
    }

    /// "Sf3?" said: the move is possible, or why it is not.
    fn move_checked(&self, check: MoveCheck) -> Event {
        match check {
            MoveCheck::Possible(played) => Event::say(Phrase::new("play-move-possible").with(
                "words",
                Value::MoveWords(MoveFacts::of(&self.position, played)),
            )),
            MoveCheck::Illegal(reason) => Event::say(reason.phrase(&self.position)),
        }
    }

    /// Handles what the recogniser heard: its alternatives, most likely first. Commands and
    /// replies to a question are taken from the first; a move must be what the alternatives
    /// agree on, else ansage asks (F2.1).
    pub fn handle_heard(&mut self, alternatives: &[String]) -> (Vec<Event>, Flow) {
        self.answered = false;
        let result_before = self.game.result;
        let (mut events, flow) = self.handle_heard_inner(alternatives);
        self.finish_step(result_before, &mut events);
        (events, flow)
    }

    fn handle_heard_inner(&mut self, alternatives: &[String]) -> (Vec<Event>, Flow) {
        let Some(first) = alternatives.first() else {
            return (Vec::new(), Flow::Continue);
        };
        // The first alternative is read once; a command, a correction or a question is
        // decided as a typed line.
        let intent = Intent::read(first, &self.reader());
        let is_command = !intent.is_move_or_reply() || correction_with_move(first).is_some();
        if is_command
            || self.pending.is_some()
            || self.confirm.is_some()
            || self.game.result.is_some()
        {
            return self.handle_read_line(first, Some(intent));
        }
        if self.engine_to_move() {
            let events = self.keep_typed_ahead(alternatives);
            return (events, Flow::Continue);
        }
        if self.awaiting.is_some() {
            let events = self.repetition(alternatives);
            self.after_input();
            return (events, Flow::Continue);
        }
        let naming = MatchOptions {
            pawn_name_optional: !self.announce.say_pawn,
            words: self.announce.words,
        };
        let matcher = MoveMatcher::with_options(&self.position, naming);
        let interpretation =
            interpret_alternatives(&self.position, &matcher, alternatives, self.reading);
        let events = self.apply(interpretation, alternatives);
        self.after_input();
        (events, Flow::Continue)
    }

    /// Plays a move, asks a question, or says why nothing was played. `said` is what the
    /// player typed or said, for a move that only their own board allows.
    fn apply(&mut self, interpretation: Interpretation, said: &[String]) -> Vec<Event> {
        match interpretation {
            Interpretation::Move { played, draw_offer } => self.play_move(played, draw_offer),
            Interpretation::Question(asked) => {
                let phrase = asked.phrase.clone();
                self.pending = Some(asked);
                vec![Event::say(phrase)]
            }
            Interpretation::Illegal(refusal) => {
                if let Some(events) = self.legal_on_own_board(said) {
                    return events;
                }
                // A line refused before it is played or announced is an input error, not an
                // illegal move under 7.4: no penalty in any mode.
                vec![Event::say(
                    Phrase::new("play-move-not-played")
                        .with("reason", refusal.phrase(&self.position)),
                )]
            }
            Interpretation::Invalid(phrase) => vec![Event::say(phrase)],
        }
    }

    /// Writes both clocks to the journal after they were paused, resumed or changed.
    fn journal_clock(&mut self) {
        if let Some((clock_ms, running)) = self.clock.millis_now() {
            // The journal's replay gives the last move the times of a later switch at its
            // ply: the game's record says the same, so that a resumed game has the move's
            // time as the live one (found by the simulated player after the arbiter's time
            // correction).
            let mover = !self.position.turn();
            if let Some(last) = self.game.moves.last_mut() {
                if last.clock.is_some() {
                    last.clock = Some(Duration::from_millis(clock_ms.get(mover)));
                }
            }
            self.log.push(GameEvent::ClockSwitched {
                ply: self.ply(),
                clocks: clock_ms,
                running,
            });
        }
    }

    /// F2.6: "Korrektur" before the opponent repeated the move: the announced move is taken
    /// back (the opponent's clock never started), and the mover announces again.
    fn correct_announcement(&mut self) -> Vec<Event> {
        let Some(ply) = self.awaiting.take() else {
            return Vec::new();
        };
        let Some(withdrawn) = self.announcements.get(ply - 1).cloned() else {
            return Vec::new();
        };
        let dropped = self.queued.take().is_some();
        let unpressed = self.in_correction_window(ply);
        self.correction_window = None;
        let kept: Vec<Move> = self.game.moves[..ply - 1]
            .iter()
            .map(|m| m.played)
            .collect();
        self.set_game_moves(&kept);
        // Within the window the opponent's clock never ran; after it, both clocks go back.
        if !unpressed {
            self.clock.restore(self.game.moves.len());
        }
        self.seats
            .agree_on(&self.moves_with_clocks(), &self.position);
        let mut events = vec![Event::Game(GameEvent::Corrected {
            withdrawn,
            to_move: self.position.turn(),
        })];
        if dropped {
            events.push(Event::say(Phrase::new("advance-move-dropped")));
        }
        events
    }

    /// The reply to a pending question. Whatever fits the question is its answer, even
    /// when it could also be read as a new move ("Turm" after "In welche Figur umwandeln");
    /// only a reply that fits none of the candidates is taken as a move of its own.
    fn answer_reply(&mut self, asked: &Question, line: &str) -> Vec<Event> {
        if let Some(played) = self.fits_question(asked, line) {
            return self.play_move(played, false);
        }
        if yes_or_no(line) == YesNo::No {
            return vec![Event::say(Phrase::new("play-say-the-move-again"))];
        }
        // A move in notation ("c4", "Sbd2") is that move.
        let resolved = resolve(&self.position, line, self.reading);
        match resolved.resolution {
            Resolution::Move(played) => return self.play_move(played, resolved.draw_offer),
            Resolution::Illegal(reason) => {
                // Notation that is no legal move ("f4" with f3 taken): its reason is said
                // and the question stays.
                self.pending = Some(asked.clone());
                return vec![Event::say(Phrase::joined(
                    Join::Sentences,
                    vec![reason.phrase(&self.position), asked.phrase.clone()],
                ))];
            }
            _ => {}
        }
        match understand_reply(&self.position, asked, line, self.reading) {
            Understanding::Move { played, .. } => self.play_move(played, false),
            // A reply that narrows nothing is unrelated: the question is dropped, said so
            // once, and the line is read as a new move.
            Understanding::Question(again) if again.candidates == asked.candidates => {
                let mut events = vec![Event::say(Phrase::new("question-dropped"))];
                let naming = MatchOptions {
                    pawn_name_optional: !self.announce.say_pawn,
                    words: self.announce.words,
                };
                let interpretation = interpret_with(&self.position, line, self.reading, naming);
                events.extend(self.apply(interpretation, &[line.to_owned()]));
                events
            }
            Understanding::Question(again) => {
                let phrase = again.phrase.clone();
                self.pending = Some(again);
                vec![Event::say(phrase)]
            }
            Understanding::NoMatch { phrase, .. } => vec![Event::say(phrase)],
        }
    }

    /// The candidate a reply names: the piece of a promotion in words or letter (German or
    /// English, any case), a number or "der erste", "ja" to a question with one candidate,
    /// the origin square, or the candidate move itself in notation or words.
    fn fits_question(&self, asked: &Question, line: &str) -> Option<Move> {
        let candidates = &asked.candidates;
        if candidates.iter().all(|m| m.promotion().is_some()) {
            if let Some(role) = promotion_piece(line, self.reading.code()) {
                return candidates
                    .iter()
                    .copied()
                    .find(|m| m.promotion() == Some(role));
            }
        }
        if candidates.len() == 1 && yes_or_no(line) == YesNo::Yes {
            return Some(candidates[0]);
        }
        if let Ok(number) = line.trim().trim_end_matches('.').parse::<usize>() {
            if (1..=candidates.len()).contains(&number) {
                return Some(candidates[number - 1]);
            }
        }
        if let Resolution::Move(played) = resolve(&self.position, line, self.reading).resolution {
            if candidates.contains(&played) {
                return Some(played);
            }
        }
        match understand_reply(&self.position, asked, line, self.reading) {
            Understanding::Move { played, .. } if candidates.contains(&played) => Some(played),
            _ => None,
        }
    }

    /// The mover plays and announces a legal move: it is recorded and announced; it is
    /// complete (the clock pressed, F2.3) at once, or when the opponent has repeated it (F2.1).
    fn play_move(&mut self, played: Move, draw_offer: bool) -> Vec<Event> {
        // 9.5b: after a rejected claim about an announced move, that move must be played.
        if let Some(announced) = self.arbiter.announced_move() {
            if announced != played {
                let error = crate::game::rules::RulesError::AnnouncedMove { announced };
                return vec![Event::say(error.phrase())];
            }
        }
        // The move before this one is complete now, if its correction window was open.
        let mut events = self.close_correction_window();
        // A move while the clocks stand starts them again.
        if self.clock.is_paused() {
            events.push(Event::say(self.clock.resume()));
        }
        let before = self.position.clone();
        let mover = before.turn();
        events.extend(self.record_move(played, draw_offer));
        let ply = self.game.moves.len();
        self.seats.write(mover, &before, played, None);
        let engine_moved = *self.settings.engine.get(mover);
        let engine_answers = *self.settings.engine.get(!mover);
        if self.game.result.is_some() {
            // A move that ends the game needs no press (6.8a) and no repetition.
            self.seats.write(!mover, &before, played, None);
            return events;
        }
        if self.settings.repetition_required && !engine_answers {
            self.awaiting = Some(ply);
        } else {
            self.seats.write(!mover, &before, played, None);
        }
        // F2.3: the move is complete once announced. Between two people its mover has a
        // short window to correct a slip (F2.6); then the opponent's clock runs, also while
        // they repeat the move, so nobody loses time by withholding the repetition.
        let window = self.settings.correction_window;
        if engine_moved || engine_answers || window.is_zero() {
            events.extend(self.press_for(ply));
        } else {
            self.correction_window = Some((ply, self.clock.now() + window));
        }
        events
    }

    /// Whether the move of `ply` may still be corrected before the opponent's clock runs
    /// (F2.6).
    fn in_correction_window(&self, ply: usize) -> bool {
        ply > 0 && matches!(self.correction_window, Some((open, _)) if open == ply)
    }

    /// The correction window of the last move ran out: the opponent's clock starts (F2.3).
    fn expire_correction_window(&mut self) -> Vec<Event> {
        match self.correction_window {
            Some((_, until)) if self.clock.now() >= until => self.close_correction_window(),
            _ => Vec::new(),
        }
    }

    /// The last move is complete: its correction window closes and the opponent's clock
    /// starts.
    fn close_correction_window(&mut self) -> Vec<Event> {
        match self.correction_window.take() {
            Some((ply, until)) if ply <= self.game.moves.len() && self.game.result.is_none() => {
                self.press_for_at(ply, until)
            }
            _ => Vec::new(),
        }
    }

    /// The move of ply `index` for a list ("Zug zwölf, Schwarz, Springer Felix sechs"), as
    /// data.
    fn ply_phrase(&self, index: usize) -> Value {
        match self.announcements.get(index) {
            Some(played) => Value::from(move_in_list(played)),
            None => Value::Verbatim(String::new()),
        }
    }

    /// Records a legal move, announces it, and says when the game is over.
    fn record_move(&mut self, played: Move, draw_offer: bool) -> Vec<Event> {
        let mover = self.position.turn();
        let announced =
            PlayedMove::new(Ply::of_index(self.game.moves.len()), &self.position, played);
        let mut recorded = RecordedMove::new(played);
        recorded.draw_offer = draw_offer;
        self.game.moves.push(recorded);
        self.position.play_unchecked(played);
        self.announcements.push(announced.clone());
        // The announcement first; whether a draw offer came with it is known at the end.
        let mut events = Vec::new();
        // The arbiter follows every move: the ends of articles 5 and 9.6, draw offers (9.1),
        // and what the next player could claim (9.2, 9.3).
        let report = self.arbiter.play(played);
        if draw_offer {
            let _ = self.arbiter.offer_draw(mover);
            events.push(Event::Game(GameEvent::DrawOffered {
                side: mover,
                with_move: true,
            }));
        }
        match report {
            Ok(report) => {
                // An offer made before the move is written with it: (=).
                if report.draw_offer {
                    if let Some(last) = self.game.moves.last_mut() {
                        last.draw_offer = true;
                    }
                }
                events.extend(report.phrases().into_iter().map(Event::say));
                if let Some(end) = report.end {
                    self.game.result = Some(end.pgn_outcome());
                } else if let Some(claims) = report.may_claim(self.position.turn()) {
                    events.push(Event::say(claims));
                }
            }
            // Not reached: the move is legal, the game runs, and an announced move (9.5b) is
            // checked before; said all the same rather than lost.
            Err(e) => events.push(Event::say(e.phrase())),
        }
        let draw_offer = self.game.moves.last().is_some_and(|last| last.draw_offer);
        events.insert(
            0,
            Event::Game(GameEvent::MovePlayed {
                played: announced,
                draw_offer,
            }),
        );
        events
    }

    /// Takes back the last move, or an end that no move brought, and says which.
    fn take_back(&mut self) -> Vec<Event> {
        // An end that no move brought (resignation, agreement, a claim, a forfeit) is taken
        // back by itself; the moves stand. A resumed game's arbiter knows only the ends a
        // move brings, so an end it does not know was not brought by a move either: taken
        // back by itself too, as it would have been before the interruption (found by the
        // simulated player).
        if self.game.result.is_some() && !self.arbiter.end().is_some_and(ended_by_move) {
            self.game.result = None;
            // F2.1: the announced move that was not repeated before the end waits for its
            // repetition again (found by the simulated player).
            self.awaiting = self
                .awaiting_at_end
                .take()
                .filter(|&ply| ply == self.game.moves.len());
            self.arbiter = self.rebuilt_arbiter();
            self.clock.restore(self.game.moves.len());
            return vec![Event::Game(GameEvent::EndTakenBack {
                to_move: self.position.turn(),
            })];
        }
        self.take_back_moves(1)
    }

    /// Takes back the last `count` moves and names them: "Zurückgenommen: Zug zwölf,
    /// Schwarz, Springer Felix sechs. Schwarz ist am Zug." The clocks go back to the times
    /// before them, unless the move is still in its correction window (its mover's clock
    /// simply runs on, F2.6).
    fn take_back_moves(&mut self, count: usize) -> Vec<Event> {
        let len = self.game.moves.len();
        let count = count.min(len);
        if count == 0 {
            return vec![Event::say(Phrase::new("nothing-to-take-back"))];
        }
        let unpressed = count == 1 && self.in_correction_window(len);
        self.correction_window = None;
        // Taken back: the engine is asked again, where it gave up before too.
        self.engine_gave_up_at = None;
        self.game.moves.truncate(len - count);
        // The end is gone with the moves: no repetition waits for its taking back (found by
        // the simulated player: a stale one made a later end's taking back wait for a move
        // repeated long before).
        self.awaiting_at_end = None;
        let moves: Vec<PlayedMove> = self.announcements.drain(len - count..).rev().collect();
        self.game.result = None;
        self.position = self.game.final_position();
        self.arbiter = self.rebuilt_arbiter();
        self.seats
            .agree_on(&self.moves_with_clocks(), &self.position);
        if !unpressed {
            self.clock.restore(self.game.moves.len());
        }
        vec![Event::Game(GameEvent::MovesTakenBack {
            moves,
            to_move: self.position.turn(),
        })]
    }

    /// Steps through the game's moves without changing it, and back to the present: says
    /// the position after the move looked at (issue 28, what lichess's blind mode offers).
    fn browse(&mut self, step: crate::commands::Browse) -> Vec<Event> {
        use crate::commands::Browse;
        self.browsed = true;
        let len = self.announcements.len();
        let at = match (step, self.browsing) {
            (Browse::Present, _) | (Browse::Forward, None) => None,
            (Browse::Back, None) => Some(len.saturating_sub(1)),
            (Browse::Back, Some(at)) => Some(at.saturating_sub(1)),
            (Browse::Forward, Some(at)) if at + 1 >= len => None,
            (Browse::Forward, Some(at)) => Some(at + 1),
        };
        let turn = self.position.turn();
        self.browsing = at;
        let Some(at) = at else {
            let id = if self.announcements.is_empty() {
                "browse-present-start"
            } else {
                "browse-present"
            };
            let mut events = Vec::new();
            if let Some(last) = self.announcements.last() {
                events.push(Event::PositionAfter(Some(last.clone())));
            }
            events.push(Event::say(Phrase::new(id).with("side", turn)));
            return events;
        };
        let after = at
            .checked_sub(1)
            .map(|index| self.announcements[index].clone());
        let left = u32::try_from(len - at).unwrap_or(u32::MAX);
        vec![
            Event::PositionAfter(after),
            Event::say(
                Phrase::new("browse-where")
                    .with("count", Value::Spelled(left))
                    .with("left", Value::Number(i64::from(left))),
            ),
        ]
    }

    /// The engine's best move, played for the player who asked for it in training
    /// ("tipp spielen"), in the game after `ply` plies; nothing if the game went on or back
    /// meanwhile, or it is no longer that player's move.
    pub fn play_best(&mut self, ply: usize, best: Move) -> Vec<Event> {
        if ply != self.game.moves.len()
            || self.game.result.is_some()
            || self.engine_to_move()
            || self.awaiting.is_some()
            || self.confirm.is_some()
            || !self.position.is_legal(best)
        {
            return Vec::new();
        }
        let result_before = self.game.result;
        self.pending = None;
        let mut events = self.play_move(best, false);
        self.after_input();
        self.finish_step(result_before, &mut events);
        events
    }

    /// The journal's records of a step's `events` (its game events, with the draw offer and
    /// both clocks of each move as the game has them now); empty when the step changed
    /// nothing in the game. The one way a step becomes journal records, for `ansage play`
    /// and the tests that replay a journal.
    pub fn journal_records(&self, events: &[Event]) -> Vec<crate::storage::journal::JournalEvent> {
        let game_events: Vec<GameEvent> = events
            .iter()
            .filter_map(|event| match event {
                Event::Game(game) => Some(game.clone()),
                _ => None,
            })
            .collect();
        if game_events.is_empty() {
            return Vec::new();
        }
        let game_now = |ply: Ply| {
            let draw_offer = self
                .game
                .moves
                .get(ply.index())
                .is_some_and(|m| m.draw_offer);
            // Both clocks once pressed; at the announcement of a move that waits for its
            // repetition, the clocks as they are.
            let clocks = self
                .clock_ms_after(ply.0 as usize)
                .or_else(|| self.clock_ms_now());
            (draw_offer, clocks)
        };
        let mut records =
            crate::storage::journal::records_of(&game_events, game_now, self.game.moves.len());
        // A result the arbiter declared is written as theirs, so that it stands after
        // `--resume` too.
        if matches!(self.arbiter.end(), Some(GameEnd::Decision { .. })) {
            for record in &mut records {
                if let crate::storage::journal::JournalEvent::Result { result, reason } = record {
                    if result != "*" {
                        ARBITER_DECISION.clone_into(reason);
                    }
                }
            }
        }
        records
    }

    /// Whether ansage waits for a yes or no, or for the choice between moves.
    pub fn asks(&self) -> bool {
        self.confirm.is_some() || self.pending.is_some()
    }

    /// Whose move it is.
    pub fn turn(&self) -> Color {
        self.position.turn()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::Outcome;

    /// The sentences of events, as shown, in German.
    pub(super) fn texts(events: &[Event]) -> Vec<String> {
        let words = Words::new(Language::GERMAN, AnnounceOptions::default());
        events
            .iter()
            .flat_map(|event| words.lines(event))
            .map(|line| line.shown)
            .collect()
    }

    /// A game of one person against the engine, which plays `engine`.
    pub(super) fn against_engine(engine: Color) -> PlaySession {
        PlaySession::with_match(
            Language::GERMAN,
            AnnounceOptions::default(),
            MatchSettings {
                engine: ByColor::new_with(|color| color == engine),
                ..MatchSettings::default()
            },
            system_now(),
        )
    }

    /// A pawn's move without a capture, as the engine would send it.
    fn pawn_move(from: shakmaty::Square, to: shakmaty::Square) -> Move {
        Move::Normal {
            role: shakmaty::Role::Pawn,
            from,
            capture: None,
            to,
            promotion: None,
        }
    }

    /// How often one typed line is read (tokenised by the command reader or resolved as
    /// notation) on its way to a decision.
    fn reads_of(line: &str) -> usize {
        let mut session = PlaySession::new(Language::GERMAN);
        crate::notation::reads::take();
        session.handle_line(line);
        crate::notation::reads::take()
    }

    #[test]
    fn a_typed_line_is_read_few_times() {
        // A line is read once into its intent (understanding::intent), each reader at most
        // once: "e4" by the command reader, for a question word, and as notation; "Sf3?"
        // by the command reader and as notation (before the intent: 3, and 4 when its
        // check was made twice).
        for (line, most) in [
            ("e4", 3),
            ("Sf3?", 2),
            ("hilfe", 1),
            ("schwarz: wo ist mein könig", 2),
            ("wo ist mein könig?", 1),
        ] {
            let reads = reads_of(line);
            eprintln!("reads of {line:?}: {reads}");
            assert!(
                reads <= most,
                "{line:?} was read {reads} times, at most {most}"
            );
        }
        // A heard command is read as a command once (before: twice, in handle_heard and
        // again in handle_line).
        let mut session = PlaySession::new(Language::GERMAN);
        crate::notation::reads::take();
        session.handle_heard(&["hilfe".to_owned()]);
        assert_eq!(crate::notation::reads::take(), 1);
    }

    #[test]
    fn fools_mate_is_announced_and_ends_the_game() {
        let mut session = PlaySession::new(Language::GERMAN);
        for line in ["f3", "e5", "g4"] {
            session.handle_line(line);
        }
        let (events, flow) = session.handle_line("Dh4");
        assert_eq!(flow, Flow::Continue);
        assert_eq!(
            texts(&events),
            [
                "Zug zwei, Schwarz: Dame Hector vier, Schachmatt (Dh4#).",
                "Schachmatt. Schwarz gewinnt."
            ]
        );
        assert!(session.game().result.is_some());
        let (events, _) = session.handle_line("a3");
        assert!(texts(&events)[0].starts_with("Die Partie ist beendet."));
    }

    #[test]
    fn wrong_input_keeps_the_game() {
        let mut session = PlaySession::new(Language::GERMAN);
        session.handle_line("e4");
        let (events, _) = session.handle_line("Sf4");
        assert_eq!(
            texts(&events),
            ["Kein Springer kann Felix vier erreichen. Der Zug wurde nicht ausgeführt."]
        );
        let (events, _) = session.handle_line("blabla");
        assert!(texts(&events)[0].starts_with("blabla ist kein Zug."));
        assert_eq!(session.game().moves.len(), 1);
        assert_eq!(session.turn(), Color::Black);
    }

    #[test]
    fn a_heard_move_is_awaited_only_when_one_could_be_played() {
        let mut session = PlaySession::new(Language::GERMAN);
        let (pos, _) = session.awaited_move(None).expect("White's move is awaited");
        assert_eq!(pos, Chess::default());
        // In a relay, only at the device whose side is to move.
        assert!(session.awaited_move(Some(Color::Black)).is_none());
        assert!(session.awaited_move(Some(Color::White)).is_some());
        // While a question waits for its answer, a heard move is not committed early.
        session.handle_line("felix drei");
        assert!(session.awaited_move(None).is_none());
        session.handle_line("springer");
        let (pos, _) = session.awaited_move(None).expect("Black's move is awaited");
        assert_eq!(pos.turn(), Color::Black);
    }

    #[test]
    fn words_and_a_question_with_its_reply() {
        let mut session = PlaySession::new(Language::GERMAN);
        let (events, _) = session.handle_line("springer felix drei");
        assert_eq!(
            texts(&events),
            ["Zug eins, Weiß: Springer Felix drei (Sf3)."]
        );
        session.handle_line("e5");
        let (events, _) = session.handle_line("Läufer Bella fünf");
        assert_eq!(
            texts(&events),
            [
                "Ich habe „Läufer Bella fünf“ verstanden, aber kein Läufer kann Bella fünf erreichen. \
              Der Zug wurde nicht ausgeführt."
            ]
        );
        let (events, _) = session.handle_line("Bauer Eva fünf");
        assert_eq!(
            texts(&events),
            [
                "Ich habe „Bauer Eva fünf“ verstanden, aber kein Bauer kann Eva fünf erreichen. \
              Bauer von Eva zwei nach Eva vier? Ja oder nein."
            ]
        );
        let (events, _) = session.handle_line("nein");
        assert_eq!(
            texts(&events),
            ["Gut, dann sagen Sie den Zug bitte noch einmal."]
        );
        assert_eq!(session.game().moves.len(), 2);
        session.handle_line("Bauer Eva fünf");
        let (events, _) = session.handle_line("von Eva zwei");
        assert_eq!(texts(&events), ["Zug zwei, Weiß: Bauer Eva vier (e4)."]);
        session.handle_line("zurück");
        let (events, _) = session.handle_line("bauer eva vier");
        assert_eq!(texts(&events), ["Zug zwei, Weiß: Bauer Eva vier (e4)."]);
    }

    #[test]
    fn heard_alternatives_commands_and_korrektur() {
        let mut session = PlaySession::new(Language::GERMAN);
        let heard = |list: &[&str]| list.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        let (events, _) = session.handle_heard(&heard(&["springer felix drei", "springer felix"]));
        assert_eq!(
            texts(&events),
            ["Zug eins, Weiß: Springer Felix drei (Sf3)."]
        );
        // F2.6: "Korrektur" takes the slip back.
        let (events, _) = session.handle_heard(&heard(&["korrektur"]));
        assert_eq!(
            texts(&events),
            ["Zurückgenommen: Zug eins, Weiß, Springer Felix drei. Weiß ist am Zug."]
        );
        // Alternatives naming different moves: asked, then answered by voice.
        let (events, _) =
            session.handle_heard(&heard(&["springer felix drei", "springer hector drei"]));
        assert!(
            texts(&events)[0].starts_with("Meinten Sie"),
            "{:?}",
            texts(&events)
        );
        let (events, _) = session.handle_heard(&heard(&["felix drei"]));
        assert_eq!(
            texts(&events),
            ["Zug eins, Weiß: Springer Felix drei (Sf3)."]
        );
        assert_eq!(session.handle_heard(&heard(&["ende"])).1, Flow::Continue);
        assert_eq!(session.handle_heard(&heard(&["ja"])).1, Flow::Adjourn);
    }

    #[test]
    fn queries_by_word_or_notation() {
        let mut session = PlaySession::new(Language::GERMAN);
        for query in ["was steht auf eva zwei", "Eva zwei?", "e2?"] {
            let (events, _) = session.handle_line(query);
            assert_eq!(texts(&events), ["Eva zwei: weißer Bauer."], "{query}");
        }
        let (events, _) = session.handle_heard(&["was steht auf eva vier".to_owned()]);
        assert_eq!(texts(&events), ["Eva vier ist leer."]);
        let (events, _) = session.handle_line("wiederholen");
        assert_eq!(texts(&events), ["Noch kein Zug gespielt."]);
        session.handle_line("e4");
        let (events, _) = session.handle_heard(&["wiederholen".to_owned()]);
        assert_eq!(texts(&events), ["Zug eins, Weiß: Bauer Eva vier (e4)."]);
        let (events, _) = session.handle_line("zeit");
        assert_eq!(texts(&events), ["In dieser Partie läuft keine Uhr."]);
    }

    /// The phrases of `events` worded in `language` (the 3D session's tests use it too).
    pub(super) fn worded(events: &[Event], language: Language) -> Vec<String> {
        events
            .iter()
            .map(|event| match event {
                Event::Say(_, phrase) => shown(phrase, language),
                other => panic!("not a phrase: {other:?}"),
            })
            .collect()
    }

    #[test]
    fn a_question_and_its_refusals_are_data_worded_by_each_reader() {
        let mut session = PlaySession::new(Language::GERMAN);
        for line in ["d4", "d5", "Sf3", "Sf6"] {
            session.handle_line(line);
        }
        // The question is kept as data and said again as data ("wiederholen").
        let (asked, _) = session.handle_line("Sd2");
        let [Event::Say(Weight::Message, question)] = asked.as_slice() else {
            panic!("{asked:?}");
        };
        assert_eq!(question.id, "input-ask-which-origin");
        let (again, _) = session.handle_line("wiederholen");
        assert_eq!(again, asked);
        assert_eq!(
            worded(&asked, Language::ENGLISH),
            ["Which knight: from Bella one or from Felix three?"]
        );
        assert!(
            !worded(&asked, Language::SPANISH)[0].contains("Welcher"),
            "{:?}",
            worded(&asked, Language::SPANISH)
        );
        // Notation that is no legal move: the rule's reason, then the question again.
        let (events, _) = session.handle_line("f4");
        let [Event::Say(_, joined)] = events.as_slice() else {
            panic!("{events:?}");
        };
        assert_eq!(joined.id, "joined");
        assert_eq!(
            worded(&events, Language::GERMAN),
            [
                "Kein Bauer kann Felix vier erreichen. Welcher Springer: von Bella eins oder von Felix drei?"
            ]
        );
        assert!(
            worded(&events, Language::ENGLISH)[0]
                .ends_with("Which knight: from Bella one or from Felix three?"),
            "{:?}",
            worded(&events, Language::ENGLISH)
        );
        // A question ansage does not know, and "Sf3?" checked: data as well.
        let (events, _) = session.handle_line("wie spät ist es bei dir?");
        assert!(
            events
                .iter()
                .any(|e| matches!(e, Event::Say(_, p) if p.id == "question-unknown")),
            "{events:?}"
        );
    }

    #[test]
    fn the_prompt_is_worded_in_the_readers_language() {
        let mut session = PlaySession::new(Language::GERMAN);
        session.handle_line("e4");
        assert_eq!(
            session.prompt_for(Color::Black, Language::GERMAN),
            "Schwarz> "
        );
        assert_eq!(
            session.prompt_for(Color::Black, Language::ENGLISH),
            "Black> "
        );
        assert_eq!(
            session.prompt_for(Color::Black, Language::SPANISH),
            "Negras> "
        );
    }

    #[test]
    fn a_new_move_in_notation_answers_a_question_with_itself() {
        let mut session = PlaySession::new(Language::GERMAN);
        for line in ["d4", "d5", "Sf3", "Sf6"] {
            session.handle_line(line);
        }
        let (events, _) = session.handle_line("Sd2");
        assert_eq!(
            texts(&events),
            ["Welcher Springer: von Bella eins oder von Felix drei?"]
        );
        // f4 is not legal here (the knight on f3 blocks it): not taken as "Felix drei".
        let (events, _) = session.handle_line("f4");
        assert_eq!(
            texts(&events),
            [
                "Kein Bauer kann Felix vier erreichen. Welcher Springer: von Bella eins oder von Felix drei?"
            ]
        );
        // A square in notation naming a candidate's origin answers.
        let (events, _) = session.handle_line("b1");
        assert_eq!(
            texts(&events),
            ["Zug drei, Weiß: Springer Bella David zwei (Sbd2)."]
        );
        session.handle_line("zurück");
        session.handle_line("Sd2");
        let (events, _) = session.handle_line("c4");
        assert_eq!(texts(&events), ["Zug drei, Weiß: Bauer Cäsar vier (c4)."]);
        session.handle_line("zurück");
        session.handle_line("Sd2");
        let (events, _) = session.handle_line("Sbd2");
        assert_eq!(
            texts(&events),
            ["Zug drei, Weiß: Springer Bella David zwei (Sbd2)."]
        );
    }

    #[test]
    fn while_asked_zurueck_drops_the_question_and_wiederholen_repeats_it() {
        let mut session = PlaySession::new(Language::GERMAN);
        for line in ["d4", "d5", "Sf3", "Sf6"] {
            session.handle_line(line);
        }
        let (events, _) = session.handle_line("Sd2");
        let question = texts(&events)[0].clone();
        let (events, _) = session.handle_line("wiederholen");
        assert_eq!(texts(&events), [question]);
        let (events, _) = session.handle_line("zurück");
        assert_eq!(
            texts(&events),
            ["Frage verworfen; kein Zug wurde gespielt. Weiß ist am Zug."]
        );
        assert_eq!(session.game().moves.len(), 4, "no move was taken back");
        // Without a question, zurück takes the last move back (F2.6).
        session.handle_line("zurück");
        assert_eq!(session.game().moves.len(), 3);
    }

    #[test]
    fn a_question_about_a_move_is_dropped_after_an_unrelated_line() {
        let mut session = PlaySession::new(Language::GERMAN);
        for line in ["d4", "d5", "Sf3", "Sf6"] {
            session.handle_line(line);
        }
        // "Sd2": which knight? Asked once.
        let (events, _) = session.handle_line("Sd2");
        assert!(texts(&events)[0].ends_with('?'), "{:?}", texts(&events));
        // A command is answered, and the question is dropped, which is said once.
        let (events, _) = session.handle_line("material");
        assert_eq!(
            texts(&events),
            [
                "Material gleich, je neununddreißig Punkte.",
                "Die Frage nach dem gemeinten Zug ist verworfen."
            ]
        );
        let (events, _) = session.handle_line("zeit");
        assert_eq!(texts(&events), ["In dieser Partie läuft keine Uhr."]);
        // A reply that narrows nothing drops it too, and is read as a new move.
        session.handle_line("Sd2");
        let (events, _) = session.handle_line("blabla");
        assert_eq!(
            texts(&events)[0],
            "Die Frage nach dem gemeinten Zug ist verworfen."
        );
        assert_eq!(texts(&events).len(), 2, "{:?}", texts(&events));
        let (events, _) = session.handle_line("zeit");
        assert_eq!(texts(&events), ["In dieser Partie läuft keine Uhr."]);
        // An unknown question drops it as well, and is never a move.
        session.handle_line("Sd2");
        let (events, _) = session.handle_line("wie spät ist es");
        assert_eq!(
            texts(&events),
            [
                "Die Frage nach dem gemeinten Zug ist verworfen.",
                "Diese Frage kenne ich nicht. Hilfe nennt alle Fragen."
            ]
        );
        assert_eq!(session.game().moves.len(), 4);
    }

    #[test]
    fn questions_are_answered_for_the_player_who_asks() {
        // 1. e4 d5 2. Lb5+: at one keyboard the side to move asks.
        let mut session = PlaySession::new(Language::GERMAN);
        for line in ["e4", "d5", "Lb5"] {
            session.handle_line(line);
        }
        let (events, _) = session.handle_line("bin ich im schach");
        assert_eq!(
            texts(&events),
            ["Für Schwarz: Ja, Sie stehen im Schach durch den Läufer auf Bella fünf."]
        );
        // Against the engine "ich" is the person, whoever is to move.
        let mut session = against_engine(Color::Black);
        session.handle_line("e4");
        let (events, _) = session.handle_line("was hat er gezogen");
        assert_eq!(
            texts(&events),
            ["Schwarz hat in dieser Partie noch nicht gezogen."]
        );
        let (events, _) = session.handle_line("kann ich rochieren");
        assert_eq!(
            texts(&events),
            [
                "Kurze Rochade: jetzt nicht, zwischen König und Turm sind Felix eins und Gustav eins besetzt. Lange Rochade: jetzt nicht, zwischen König und Turm sind Bella eins, Cäsar eins und David eins besetzt."
            ]
        );
        // A question is never played as a move: "kann ich rochieren" castled once.
        assert_eq!(session.game().moves.len(), 1);
    }

    #[test]
    fn a_move_with_a_question_mark_is_checked_not_played() {
        let mut session = PlaySession::new(Language::GERMAN);
        let (events, _) = session.handle_line("Sf3?");
        assert_eq!(
            texts(&events),
            ["Springer Felix drei ist möglich. Zum Spielen ohne Fragezeichen eingeben."]
        );
        let (events, _) = session.handle_line("Sf4?");
        assert_eq!(texts(&events), ["Kein Springer kann Felix vier erreichen."]);
        // In words too; a question that is no move is said so.
        let (events, _) = session.handle_line("Springer Felix drei?");
        assert_eq!(
            texts(&events),
            ["Springer Felix drei ist möglich. Zum Spielen ohne Fragezeichen eingeben."]
        );
        let (events, _) = session.handle_line("Hallo?");
        assert_eq!(
            texts(&events),
            ["Diese Frage kenne ich nicht. Hilfe nennt alle Fragen."]
        );
        assert!(session.game().moves.is_empty());
        // "?!" and "??" are marks of a move, which is played.
        session.handle_line("e4?!");
        assert_eq!(session.game().moves.len(), 1);
        assert_eq!(session.prompt_in(Language::GERMAN), "Schwarz> ");
    }

    /// Article 9: a threefold repetition is pointed out and granted on claim; a draw offer
    /// (9.1) is answered by the other player; resignation (5.1b) ends the game.
    /// 9.2(a), 9.5(b): the player to move claims about the move he announces — in
    /// notation or in words; refused, he must play it; a move not understood makes no claim.
    #[test]
    fn a_claim_about_the_announced_move() {
        let mut session = PlaySession::new(Language::GERMAN);
        for line in ["Sf3", "Sf6", "Sg1", "Sg8", "Sf3", "Sf6", "Sg1"] {
            session.handle_line(line);
        }
        let mut refused = PlaySession::new(Language::GERMAN);
        for line in ["Sf3", "Sf6", "Sg1", "Sg8", "Sf3", "Sf6", "Sg1"] {
            refused.handle_line(line);
        }
        let (events, _) = refused.handle_line("remis beantragen mit Sh5");
        let said = texts(&events);
        assert!(said[0].starts_with("Der Antrag wird abgelehnt"), "{said:?}");
        assert!(
            said[0].contains("Der angekündigte Zug muss nun gespielt werden."),
            "{said:?}"
        );
        let (events, _) = refused.handle_line("Sg8");
        assert_eq!(
            texts(&events),
            ["Nach dem abgelehnten Antrag muss der angekündigte Zug gespielt werden."]
        );
        assert_eq!(refused.game().moves.len(), 7);
        let (events, _) = session.handle_line("remis beantragen mit Sz9");
        let said = texts(&events);
        assert!(said[0].ends_with("Der Antrag ist nicht gestellt: Beantragen Sie Remis noch einmal, mit dem Zug, den Sie spielen wollen."), "{said:?}");
        assert_eq!(session.game().result, None);
        let (events, _) = session.handle_line("remis beantragen mit Springer Gustav acht");
        assert!(
            texts(&events)[0].starts_with("Remis durch dreimalige Stellungswiederholung."),
            "{:?}",
            texts(&events)
        );
        assert_eq!(
            session.game().result,
            Some(Outcome::Known(shakmaty::KnownOutcome::Draw))
        );
        assert_eq!(
            session.game().moves.len(),
            7,
            "the announced move is not played"
        );
    }

    #[test]
    fn claims_offers_and_resignation() {
        let mut session = PlaySession::new(Language::GERMAN);
        for line in ["Sf3", "Sf6", "Sg1", "Sg8", "Sf3", "Sf6", "Sg1"] {
            session.handle_line(line);
        }
        let (events, _) = session.handle_line("remis beantragen");
        assert!(
            texts(&events)[0].starts_with("Der Antrag wird abgelehnt"),
            "{:?}",
            texts(&events)
        );
        // The rejected claim stands as Black's draw offer (9.1c), written (=) with the move.
        let (events, _) = session.handle_line("Sg8");
        assert_eq!(
            texts(&events)[1..],
            [
                "Mit diesem Zug steht das Remisangebot.",
                "Weiß kann beantragen: Remis wegen dreimaliger Stellungswiederholung; dazu remis beantragen sagen."
            ]
        );
        assert!(session.game().moves[7].draw_offer);
        let (events, _) = session.handle_line("remis beantragen");
        assert!(texts(&events)[0].starts_with("Remis durch dreimalige Stellungswiederholung."));
        assert_eq!(
            session.game().result,
            Some(Outcome::Known(shakmaty::KnownOutcome::Draw))
        );

        let mut session = PlaySession::new(Language::GERMAN);
        session.handle_line("e4");
        session.handle_line("remis");
        let (events, _) = session.handle_line("remis annehmen");
        assert_eq!(
            texts(&events),
            ["Remis wirklich annehmen? Dann endet die Partie unentschieden. Ja oder nein."]
        );
        let (events, _) = session.handle_line("ja");
        assert_eq!(texts(&events), ["Remis nach Vereinbarung."]);

        let mut session = PlaySession::new(Language::GERMAN);
        session.handle_line("e4");
        let (events, _) = session.handle_line("aufgeben");
        assert_eq!(
            texts(&events),
            ["Wirklich aufgeben? Dann hat Schwarz die Partie verloren. Ja oder nein."]
        );
        let (events, _) = session.handle_line("ja");
        assert_eq!(texts(&events), ["Schwarz gibt auf. Weiß gewinnt."]);
        assert_eq!(session.prompt_in(Language::GERMAN), "Partie beendet> ");
    }

    #[test]
    fn undo_and_quit() {
        let mut session = PlaySession::new(Language::GERMAN);
        session.handle_line("e4");
        let (events, _) = session.handle_line("zurück");
        assert_eq!(
            texts(&events),
            ["Zurückgenommen: Zug eins, Weiß, Bauer Eva vier. Weiß ist am Zug."]
        );
        // No move stands: nothing to lose, no question.
        assert_eq!(session.handle_line("ende").1, Flow::Quit);
    }

    /// Issue 12 §3: resigning, accepting a draw and ending an unfinished game ask once and
    /// act only on yes; anything else drops the question and is handled as usual.
    #[test]
    fn what_cannot_be_undone_is_asked_once() {
        let mut session = PlaySession::new(Language::GERMAN);
        session.handle_line("e4");
        session.handle_line("aufgeben");
        let (events, _) = session.handle_line("nein");
        assert_eq!(
            texts(&events),
            ["Gut, nicht aufgegeben; die Partie geht weiter. Schwarz ist am Zug."]
        );
        assert!(session.game().result.is_none());
        session.handle_line("aufgeben");
        let (events, _) = session.handle_line("e5");
        assert_eq!(
            texts(&events),
            [
                "Die Frage ist verworfen; nichts wurde geändert.",
                "Zug eins, Schwarz: Bauer Eva fünf (e5)."
            ]
        );
        assert!(session.game().result.is_none());
        // "wiederholen" asks again.
        session.handle_line("remis");
        session.handle_line("remis annehmen");
        let (events, _) = session.handle_line("wiederholen");
        assert_eq!(texts(&events), ["Remis wirklich annehmen? Ja oder nein."]);
        session.handle_line("nein");
        assert!(session.game().result.is_none());
        // Ending an unfinished game asks, and keeps it resumable.
        let (events, flow) = session.handle_line("ende");
        assert_eq!(flow, Flow::Continue);
        assert!(texts(&events)[0].contains("Wirklich aufhören?"));
        let (_, flow) = session.handle_line("Ja");
        assert_eq!(flow, Flow::Adjourn);
        // A finished game ends without a question.
        let mut session = PlaySession::new(Language::ENGLISH);
        for line in ["f3", "e5", "g4", "Qh4"] {
            session.handle_line(line);
        }
        assert_eq!(session.handle_line("quit").1, Flow::Quit);
    }

    /// Issue 17 §3: English announcements in the international form, understood back;
    /// the German words are a setting.
    #[test]
    fn english_words_by_default_and_german_words_on_request() {
        let mut session = PlaySession::new(Language::ENGLISH);
        let (events, _) = session.handle_line("knight felix three");
        let said = session.words_in(Language::GERMAN).lines(&events[0])[0]
            .shown
            .clone();
        assert!(said.contains("Knight Felix three"), "{said}");
        let (events, flow) = session.handle_line("words german");
        assert_eq!(
            flow,
            Flow::Setting(SettingChange::Words(
                crate::words::announce::AnnounceWords::of(crate::language::Language::GERMAN)
            ))
        );
        assert!(events.is_empty());
        let (events, _) = session.handle_line("springer felix sechs");
        let said = session.words_in(Language::GERMAN).lines(&events[0])[0]
            .shown
            .clone();
        assert!(said.contains("Springer Felix sechs"), "{said}");
        session.handle_line("words english");
        let (events, _) = session.handle_line("pawn e four");
        let said = session.words_in(Language::GERMAN).lines(&events[0])[0]
            .shown
            .clone();
        assert!(said.contains("Pawn Eva four"), "{said}");
    }

    /// Issue 12 §1: every kind of question takes the answers that fit it, even a word that
    /// would also be a move of its own ("Turm" after the promotion question).
    #[test]
    fn answers_to_every_kind_of_question_are_answers() {
        let promote = |answer: &str, lang: Language| {
            let mut session = PlaySession::new(lang);
            for line in ["a4", "h5", "a5", "h4", "a6", "h3", "axb7", "hxg2", "bxa8"] {
                session.handle_line(line);
            }
            let (events, _) = session.handle_line(answer);
            (
                texts(&events),
                session.game().moves.last().map(|m| m.played),
            )
        };
        use shakmaty::Role::{Bishop, Knight, Queen, Rook};
        for (answer, role) in [
            ("Turm", Rook),
            ("T", Rook),
            ("t", Rook),
            ("R", Rook),
            ("rook", Rook),
            ("D", Queen),
            ("d", Queen),
            ("Q", Queen),
            ("Dame", Queen),
            ("in eine Dame", Queen),
            ("=D", Queen),
            ("L", Bishop),
            ("läufer", Bishop),
            ("B", Bishop),
            ("S", Knight),
            ("N", Knight),
            ("Springer", Knight),
            ("knight", Knight),
            ("der erste", Queen),
            ("2", Rook),
            ("bxa8=N", Knight),
        ] {
            for lang in [Language::GERMAN, Language::ENGLISH] {
                let (said, last) = promote(answer, lang);
                assert_eq!(
                    last.and_then(|m| m.promotion()),
                    Some(role),
                    "{answer} ({lang:?}): {said:?}"
                );
                assert_eq!(last.map(|m| m.to()), Some(shakmaty::Square::A8), "{answer}");
            }
        }
        // A Spanish seat names the piece in its own words (promotion.toml), and in English,
        // which Spanish also understands (commands.toml).
        for (answer, role) in [
            ("dama", Queen),
            ("en una torre", Rook),
            ("alfil", Bishop),
            ("C", Knight),
            ("caballo", Knight),
            ("a queen", Queen),
        ] {
            let (said, last) = promote(answer, Language::SPANISH);
            assert_eq!(
                last.and_then(|m| m.promotion()),
                Some(role),
                "{answer} (es): {said:?}"
            );
        }
        // Which piece: the origin square in words or notation, an ordinal, or the move.
        let which = |answer: &str| {
            let mut session = PlaySession::new(Language::GERMAN);
            for line in ["d4", "d5", "Sf3", "Sf6"] {
                session.handle_line(line);
            }
            session.handle_line("Sd2");
            session.handle_line(answer);
            session.game().moves.get(4).map(|m| m.played.from())
        };
        for (answer, from) in [
            ("bella eins", shakmaty::Square::B1),
            ("b1", shakmaty::Square::B1),
            ("von felix drei", shakmaty::Square::F3),
            ("der zweite", shakmaty::Square::F3),
            ("1", shakmaty::Square::B1),
            ("Sfd2", shakmaty::Square::F3),
        ] {
            assert_eq!(which(answer), Some(Some(from)), "{answer}");
        }
        // "… ? Ja oder nein." about one move heard not quite as said: j, y, ja, yes.
        for yes in ["ja", "j", "Yes", "y", "1", "e3"] {
            let mut session = PlaySession::new(Language::GERMAN);
            let (events, _) = session.handle_line("spinger efa drei");
            assert_eq!(
                texts(&events),
                ["Bauer von Eva zwei nach Eva drei? Ja oder nein."]
            );
            session.handle_line(yes);
            assert_eq!(session.game().moves.len(), 1, "{yes}");
        }
        let mut session = PlaySession::new(Language::GERMAN);
        session.handle_line("spinger efa drei");
        assert_eq!(
            texts(&session.handle_line("n").0),
            ["Gut, dann sagen Sie den Zug bitte noch einmal."]
        );
        assert!(session.game().moves.is_empty());
        // "Welche Figur nach …": the piece's name answers.
        let mut session = PlaySession::new(Language::GERMAN);
        session.handle_line("felix drei");
        session.handle_line("springer");
        assert_eq!(
            session.game().moves[0].played.role(),
            shakmaty::Role::Knight
        );
    }

    /// Issue 12 §3: a take-back of two moves against the engine asks first, and every
    /// take-back names the moves it took back.
    #[test]
    fn a_take_back_of_a_pair_asks_and_names_the_moves() {
        let mut session = against_engine(Color::Black);
        session.handle_line("e4");
        let black_move = pawn_move(shakmaty::Square::E7, shakmaty::Square::E5);
        session.engine_move(1, black_move);
        let (events, _) = session.handle_line("zurück");
        assert_eq!(
            texts(&events),
            [
                "Zwei Züge zurücknehmen: Zug eins, Schwarz, Bauer Eva fünf und Zug eins, Weiß, Bauer Eva vier? Ja oder nein."
            ]
        );
        assert_eq!(session.game().moves.len(), 2, "asked only");
        let (events, _) = session.handle_line("ja");
        assert_eq!(
            texts(&events),
            [
                "Zurückgenommen: Zug eins, Schwarz, Bauer Eva fünf und Zug eins, Weiß, Bauer Eva vier. Weiß ist am Zug."
            ]
        );
        assert!(session.game().moves.is_empty());
    }

    /// Issue 12 §1: a line typed while the engine thinks is not taken as the engine's move;
    /// it is kept and played only when the player says yes after the engine's move.
    #[test]
    fn input_while_the_engine_thinks_is_kept_and_confirmed() {
        let mut session = against_engine(Color::Black);
        session.handle_line("e4");
        assert!(session.engine_to_move());
        assert_eq!(
            session.prompt_in(Language::GERMAN),
            "Schwarz, die Engine denkt> "
        );
        let (events, _) = session.handle_line("d4");
        assert_eq!(
            texts(&events),
            [
                "Schwarz ist am Zug, die Engine denkt nach. Ihre Eingabe „d4“ ist vorgemerkt; nach dem Zug der Engine frage ich, ob sie gelten soll."
            ]
        );
        assert_eq!(session.game().moves.len(), 1);
        // A hint now would be for the engine's side: refused.
        let (events, flow) = session.handle_line("tipp");
        assert_eq!(flow, Flow::Continue);
        assert!(
            texts(&events)[0].contains("die Engine denkt nach"),
            "{events:?}"
        );
        // Questions about the position are answered meanwhile.
        let (events, _) = session.handle_line("wo ist mein könig");
        assert_eq!(texts(&events), ["Ihr König steht auf Eva eins."]);
        let black_move = pawn_move(shakmaty::Square::E7, shakmaty::Square::E5);
        let events = session.engine_move(1, black_move);
        assert_eq!(
            texts(&events),
            [
                "Zug eins, Schwarz: Bauer Eva fünf (e5).",
                "Während die Engine nachdachte, hatten Sie „d4“ eingegeben: Bauer von David zwei nach David vier. Jetzt spielen? Ja oder nein."
            ]
        );
        assert_eq!(session.prompt_in(Language::GERMAN), "Ja oder nein> ");
        let (events, _) = session.handle_line("ja");
        assert_eq!(texts(&events), ["Zug zwei, Weiß: Bauer David vier (d4)."]);
        // Typed ahead and no longer possible: dropped with a sentence.
        let mut session = against_engine(Color::Black);
        session.handle_line("e4");
        session.handle_line("e5");
        let black_move = pawn_move(shakmaty::Square::E7, shakmaty::Square::E5);
        let events = texts(&session.engine_move(1, black_move));
        assert!(
            events[1].starts_with("Ihre vorgemerkte Eingabe „e5“ ist nach dem Zug der Engine nicht möglich und entfällt"),
            "{events:?}"
        );
        assert!(session.handle_line("ja").0.len() == 1);
        assert_eq!(session.game().moves.len(), 2, "nothing else was played");
    }

    /// Issue 12 §2: engine help is for training: against the engine or with --training,
    /// never in tournament mode; after the game the review is always there.
    #[test]
    fn engine_help_only_in_training() {
        let session_with = |settings: MatchSettings| {
            let mut session = PlaySession::with_match(
                Language::GERMAN,
                AnnounceOptions::default(),
                settings,
                system_now(),
            );
            session.handle_line("e4");
            session
        };
        let engine_black = ByColor {
            white: false,
            black: true,
        };
        for (settings, allowed) in [
            (MatchSettings::default(), false),
            (
                MatchSettings {
                    training: true,
                    ..MatchSettings::default()
                },
                true,
            ),
            (
                MatchSettings {
                    tournament: true,
                    training: true,
                    ..MatchSettings::default()
                },
                false,
            ),
            (
                MatchSettings {
                    engine: engine_black,
                    tournament: true,
                    ..MatchSettings::default()
                },
                false,
            ),
        ] {
            let mut session = session_with(settings.clone());
            for ask in ["bewertung", "rückblick", "tipp"] {
                let (events, flow) = session.handle_line(ask);
                assert_eq!(
                    matches!(flow, Flow::Engine(_)),
                    allowed,
                    "{ask} {settings:?}: {events:?}"
                );
                if !allowed {
                    assert!(texts(&events)[0].contains("Engine"), "{events:?}");
                }
            }
            // After the game the review is always available.
            session.handle_line("aufgeben");
            session.handle_line("ja");
            assert!(session.game().result.is_some());
            let (_, flow) = session.handle_line("rückblick");
            assert_eq!(flow, Flow::Engine(EngineAsk::Review), "{settings:?}");
        }
        // Against the engine, help is there (the engine is to move: evaluation only).
        let mut session = session_with(MatchSettings {
            engine: engine_black,
            ..MatchSettings::default()
        });
        assert_eq!(
            session.handle_line("bewertung").1,
            Flow::Engine(EngineAsk::Evaluation)
        );
    }

    /// Issue 12 §4: "mein" is the person against the engine, the side a prefix names, or
    /// at one keyboard the side to move, which the answer names.
    #[test]
    fn mein_means_the_asking_player() {
        let mut session = against_engine(Color::White);
        session.engine_move(0, pawn_move(shakmaty::Square::E2, shakmaty::Square::E4));
        let (events, _) = session.handle_line("wo ist mein könig");
        assert_eq!(texts(&events), ["Ihr König steht auf Eva acht."]);
        session.handle_line("e5");
        // The engine (White) is to move: "mein" is still Black, the person.
        let (events, _) = session.handle_line("wo ist mein könig");
        assert_eq!(texts(&events), ["Ihr König steht auf Eva acht."]);

        let mut session = PlaySession::new(Language::GERMAN);
        session.handle_line("e4");
        let (events, _) = session.handle_line("wo ist mein könig");
        assert_eq!(
            texts(&events),
            ["Für Schwarz: Ihr König steht auf Eva acht."]
        );
        let (events, _) = session.handle_line("weiß: wo ist mein könig");
        assert_eq!(texts(&events), ["Ihr König steht auf Eva eins."]);
        let (events, _) = session.handle_line("Schwarz: wo stehen meine springer");
        assert_eq!(
            texts(&events),
            ["Ihre Springer stehen auf Bella acht und Gustav acht."]
        );
    }
}
