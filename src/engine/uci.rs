//! The Universal Chess Interface, spoken to an engine in a child process.
//!
//! [`Engine`] starts the program with its standard input and output as pipes. A reader
//! thread turns the engine's output into lines on a channel and a writer thread sends
//! commands, so ansage never blocks on the engine: every wait has a deadline from
//! [`Timeouts`], and a write to an engine that stopped reading cannot hang the game.
//!
//! The conversation:
//!
//! * [`Engine::start`]: `uci`, then the `id name …` and `option name …` lines up to `uciok`;
//!   [`Engine::options`] lists what the engine offers.
//! * [`Engine::set_option`]: `setoption name … value …`, for options the engine listed.
//! * [`Engine::is_ready`]: `isready` … `readyok`. [`Engine::new_game`]: `ucinewgame`, then
//!   `isready`.
//! * [`Engine::set_position`]: `position fen <start> moves <uci …>`, moves in UCI with
//!   standard castling (`e1g1`), checked with shakmaty first.
//! * [`Engine::go`] (or [`Engine::start_search`] and [`Engine::wait_search`] /
//!   [`Engine::poll_search`]): `go` with a [`SearchLimit`]; `info` lines give the score and
//!   principal variation, `bestmove` ends the search. The best move is checked against the
//!   position: an unreadable one is [`EngineError::Nonsense`], an illegal one
//!   [`EngineError::IllegalMove`] — never a move.
//! * [`Engine::stop`]: `stop`, then the `bestmove` it forces.
//! * Dropping the engine sends `quit`, closes its input, waits [`Timeouts::quit`] and then
//!   kills it (an engine that failed is killed at once); the process is always reaped, so no
//!   zombie stays behind.
//!
//! A search that runs past its deadline (its own time plus [`Timeouts::search_margin`], at
//! most [`Timeouts::max_search`]) is sent `stop` and gets [`Timeouts::stop_grace`] more for
//! its `bestmove`; a healthy engine answers then, a hung one is reported as
//! [`EngineError::Timeout`]. An engine whose output ends or whose process exits is
//! [`EngineError::Crashed`]. After any of these the engine is not to be used again: drop it
//! and start a new one ([`EnginePlayer`](super::EnginePlayer) does this).

use std::io::{self, BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, ChildStdout, Command, ExitStatus, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender, SyncSender, TryRecvError};
use std::thread;
use std::time::{Duration, Instant};

use shakmaty::fen::Fen;
use shakmaty::uci::UciMove;
use shakmaty::{CastlingMode, Chess, Color, EnPassantMode, Move, Position};

use super::error::{EngineError, Flood, Wait};
use super::process;
use super::words::Score;
use crate::game::clock::Clock;
use crate::language::Language;

/// How long ansage waits for the engine at each step.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Timeouts {
    /// From `uci` to `uciok` (default 10 s).
    pub handshake: Duration,
    /// From `isready` to `readyok` (default 10 s).
    pub ready: Duration,
    /// Added to a search's own time (its `movetime`, or the mover's clock time) before the
    /// engine is sent `stop` (default 3 s).
    pub search_margin: Duration,
    /// The longest any search may run before the engine is sent `stop`, also the deadline of
    /// searches limited only by nodes or depth (default 60 s).
    pub max_search: Duration,
    /// After `stop`, how long the engine has to send `bestmove` (default 1 s).
    pub stop_grace: Duration,
    /// After `quit`, how long the engine has to exit before it is killed (default 1 s).
    pub quit: Duration,
}

impl Default for Timeouts {
    fn default() -> Timeouts {
        Timeouts {
            handshake: Duration::from_secs(10),
            ready: Duration::from_secs(10),
            search_margin: Duration::from_secs(3),
            max_search: Duration::from_secs(60),
            stop_grace: Duration::from_secs(1),
            quit: Duration::from_secs(1),
        }
    }
}

/// The chess clocks as UCI's `go wtime … btime … winc … binc … movestogo …` gives them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ClockLimit {
    /// White's remaining time.
    pub wtime: Duration,
    /// Black's remaining time.
    pub btime: Duration,
    /// White's increment per move.
    pub winc: Duration,
    /// Black's increment per move.
    pub binc: Duration,
    /// Moves the side to move must still make before the next time control, `None` when
    /// the period lasts for the rest of the game.
    pub movestogo: Option<u32>,
}

impl ClockLimit {
    /// The clocks of a game at `now`, for the side whose turn it is on `clock`.
    ///
    /// UCI knows no delay (Aufschub, 6.2b): a delay is passed as an increment, which makes
    /// the engine plan with about the right time per move.
    pub fn from_clock(clock: &Clock, now: Instant) -> ClockLimit {
        let bonus = |color: Color| {
            let next = clock.moves_made(color).saturating_add(1);
            let bonus = clock.control().period_for_move(next).bonus;
            bonus.increment() + bonus.delay()
        };
        ClockLimit {
            wtime: clock.remaining(Color::White, now),
            btime: clock.remaining(Color::Black, now),
            winc: bonus(Color::White),
            binc: bonus(Color::Black),
            movestogo: clock.moves_to_control(clock.turn()),
        }
    }

    /// The remaining time of `color`.
    pub fn time(&self, color: Color) -> Duration {
        match color {
            Color::White => self.wtime,
            Color::Black => self.btime,
        }
    }
}

/// How long or how deep the engine searches. Every bound given applies; the engine stops at
/// the first one reached. A limit without any bound searches for [`DEFAULT_MOVETIME`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SearchLimit {
    /// Exactly this long (`go movetime`).
    pub movetime: Option<Duration>,
    /// At most this many nodes (`go nodes`).
    pub nodes: Option<u64>,
    /// At most this many plies deep (`go depth`).
    pub depth: Option<u32>,
    /// The engine manages its own time on these clocks (`go wtime … btime …`).
    pub clock: Option<ClockLimit>,
}

/// The search time of a [`SearchLimit`] without any bound.
pub const DEFAULT_MOVETIME: Duration = Duration::from_secs(1);

impl SearchLimit {
    /// Search for exactly `time`.
    pub fn movetime(time: Duration) -> SearchLimit {
        SearchLimit {
            movetime: Some(time),
            ..SearchLimit::default()
        }
    }

    /// Search `nodes` nodes.
    pub fn nodes(nodes: u64) -> SearchLimit {
        SearchLimit {
            nodes: Some(nodes),
            ..SearchLimit::default()
        }
    }

    /// Search `depth` plies deep.
    pub fn depth(depth: u32) -> SearchLimit {
        SearchLimit {
            depth: Some(depth),
            ..SearchLimit::default()
        }
    }

    /// Let the engine manage its time on a game clock.
    pub fn clock(clock: ClockLimit) -> SearchLimit {
        SearchLimit {
            clock: Some(clock),
            ..SearchLimit::default()
        }
    }

    /// Both limits at once: for each kind of bound, the tighter one.
    pub fn and(self, other: SearchLimit) -> SearchLimit {
        fn min<T: Ord>(a: Option<T>, b: Option<T>) -> Option<T> {
            match (a, b) {
                (Some(a), Some(b)) => Some(a.min(b)),
                (a, b) => a.or(b),
            }
        }
        let clock = match (self.clock, other.clock) {
            (Some(a), Some(b)) => Some(ClockLimit {
                wtime: a.wtime.min(b.wtime),
                btime: a.btime.min(b.btime),
                winc: a.winc.min(b.winc),
                binc: a.binc.min(b.binc),
                movestogo: min(a.movestogo, b.movestogo),
            }),
            (a, b) => a.or(b),
        };
        SearchLimit {
            movetime: min(self.movetime, other.movetime),
            nodes: min(self.nodes, other.nodes),
            depth: min(self.depth, other.depth),
            clock,
        }
    }

    /// Whether no bound is set.
    pub fn is_empty(&self) -> bool {
        *self == SearchLimit::default()
    }

    /// The `go` command: `go movetime 500 nodes 2000`, `go wtime 300000 btime 295000 winc 2000
    /// binc 2000`.
    pub fn go_command(&self) -> String {
        let limit = if self.is_empty() {
            SearchLimit::movetime(DEFAULT_MOVETIME)
        } else {
            *self
        };
        let mut command = String::from("go");
        if let Some(clock) = limit.clock {
            command += &format!(
                " wtime {} btime {} winc {} binc {}",
                clock.wtime.as_millis(),
                clock.btime.as_millis(),
                clock.winc.as_millis(),
                clock.binc.as_millis()
            );
            if let Some(moves) = clock.movestogo {
                command += &format!(" movestogo {}", moves.max(1));
            }
        }
        if let Some(time) = limit.movetime {
            command += &format!(" movetime {}", time.as_millis().max(1));
        }
        if let Some(nodes) = limit.nodes {
            command += &format!(" nodes {}", nodes.max(1));
        }
        if let Some(depth) = limit.depth {
            command += &format!(" depth {}", depth.max(1));
        }
        command
    }

    /// When the search should be over at the latest, before [`Timeouts::search_margin`]:
    /// the movetime, or the mover's clock time plus increment; `None` when only nodes or
    /// depth bound it.
    fn own_time(&self, mover: Color) -> Option<Duration> {
        if self.is_empty() {
            return Some(DEFAULT_MOVETIME);
        }
        let clock = self.clock.map(|clock| {
            clock.time(mover)
                + match mover {
                    Color::White => clock.winc,
                    Color::Black => clock.binc,
                }
        });
        match (self.movetime, clock) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        }
    }
}

/// What kind of value a UCI option takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OptionKind {
    /// `check`: true or false.
    Check,
    /// `spin`: a whole number between `min` and `max`.
    Spin,
    /// `combo`: one of `vars`.
    Combo,
    /// `button`: an action without value.
    Button,
    /// `string`: any text.
    String,
    /// A type this client does not know.
    Other,
}

/// An option the engine announced with `option name … type …`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UciOption {
    /// The name as the engine spells it (`Skill Level`).
    pub name: String,
    /// The type.
    pub kind: OptionKind,
    /// The default value, if given.
    pub default: Option<String>,
    /// The smallest value of a spin option.
    pub min: Option<i64>,
    /// The largest value of a spin option.
    pub max: Option<i64>,
    /// The choices of a combo option.
    pub vars: Vec<String>,
}

impl UciOption {
    /// Reads an `option name … type …` line; `None` for other lines or without a name.
    pub fn parse(line: &str) -> Option<UciOption> {
        let mut tokens = line.split_whitespace();
        if tokens.next() != Some("option") || tokens.next() != Some("name") {
            return None;
        }
        const KEYS: [&str; 5] = ["type", "default", "min", "max", "var"];
        let mut name = Vec::new();
        let mut fields: Vec<(&str, Vec<&str>)> = Vec::new();
        for token in tokens {
            if KEYS.contains(&token) {
                fields.push((token, Vec::new()));
            } else if let Some((_, words)) = fields.last_mut() {
                words.push(token);
            } else {
                name.push(token);
            }
        }
        if name.is_empty() {
            return None;
        }
        let mut option = UciOption {
            name: name.join(" "),
            kind: OptionKind::Other,
            default: None,
            min: None,
            max: None,
            vars: Vec::new(),
        };
        for (key, words) in fields {
            let value = words.join(" ");
            match key {
                "type" => {
                    option.kind = match value.as_str() {
                        "check" => OptionKind::Check,
                        "spin" => OptionKind::Spin,
                        "combo" => OptionKind::Combo,
                        "button" => OptionKind::Button,
                        "string" => OptionKind::String,
                        _ => OptionKind::Other,
                    }
                }
                "default" => option.default = Some(value),
                "min" => option.min = value.parse().ok(),
                "max" => option.max = value.parse().ok(),
                _ => option.vars.push(value),
            }
        }
        Some(option)
    }

    /// A spin value moved into the option's range.
    pub fn clamp(&self, value: i64) -> i64 {
        let value = self.min.map_or(value, |min| value.max(min));
        self.max.map_or(value, |max| value.min(max))
    }
}

/// What the engine found: its best move (checked to be legal) and what it said about it.
#[derive(Debug)]
pub struct EngineMove {
    /// The best move, legal in the position searched.
    pub best: Move,
    /// The reply the engine expects, if it said one and it is legal.
    pub ponder: Option<Move>,
    /// The evaluation of the last full `info` line (deepest, first line of several), from
    /// White's view.
    pub score: Option<Score>,
    /// The depth of that line.
    pub depth: Option<u32>,
    /// Its principal variation, as far as its moves are legal one after the other. An engine
    /// weakened by `Skill Level` may play another move than the first of this line.
    pub pv: Vec<Move>,
    /// Nodes searched, as last reported.
    pub nodes: Option<u64>,
    /// The engine trouble that was overcome by restarting it before this move came, oldest
    /// first; empty from [`Engine::go`]. Say [`notices`](Self::notices) to the player.
    pub restarts: Vec<EngineError>,
}

impl EngineMove {
    /// The best move in UCI with standard castling: `e2e4`, `e1g1`, `e7e8q`.
    pub fn uci(&self) -> String {
        self.best.to_uci(CastlingMode::Standard).to_string()
    }

    /// The sentences about restarts to say to the player: "Die Schachengine antwortet nicht
    /// mehr; sie wird neu gestartet."
    pub fn notices(&self, language: Language) -> Vec<String> {
        self.restarts
            .iter()
            .map(|error| error.restart_message(language))
            .collect()
    }

    /// The evaluation in words, when the engine gave one.
    pub fn evaluation(&self, language: Language) -> Option<String> {
        self.score.map(|score| score.words(language))
    }
}

/// Something from the reader thread.
enum Incoming {
    Line(String),
    Closed,
    /// The engine wrote more than any engine does; the reader stopped reading.
    Flooded(Flood),
}

/// The longest line kept: the rest of a longer one is passed over (UCI's longest lines, a
/// deep principal variation or a long list of choices, take a few kilobytes).
const MAX_LINE: usize = 16 * 1024;

/// How many lines may wait unread. Beyond, the reader waits, and so does the engine (its
/// pipe fills): its output never costs more than this much memory.
const BACKLOG: usize = 1024;

/// More lines than this within one second is a flood. Stockfish writes a few hundred lines
/// a second at most (`info … currmove` lines of a long search).
const FLOOD_LINES: u32 = 20_000;

/// More bytes than this within one second is a flood (a line without end is one).
const FLOOD_BYTES: usize = 4 * 1024 * 1024;

/// How often a wait looks whether the process has exited.
const POLL: Duration = Duration::from_millis(100);

/// A search that was started and has not given its best move yet.
#[derive(Debug)]
struct Search {
    position: Chess,
    deadline: Instant,
    stopped: bool,
    info: Info,
}

/// The best `info` line of a search so far.
#[derive(Debug, Default)]
struct Info {
    depth: Option<u32>,
    score: Option<Score>,
    exact: bool,
    pv: Vec<String>,
    nodes: Option<u64>,
}

/// A UCI chess engine running as a child process. See the [module documentation](self).
#[derive(Debug)]
pub struct Engine {
    path: PathBuf,
    child: Child,
    to_engine: Option<Sender<String>>,
    from_engine: Receiver<Incoming>,
    timeouts: Timeouts,
    name: Option<String>,
    options: Vec<UciOption>,
    position: Option<Chess>,
    search: Option<Search>,
    /// Set once the engine crashed, hung or talked nonsense: it is not asked anything again,
    /// every call gives this error again.
    failed: Option<EngineError>,
}

impl Engine {
    /// Starts the program at `path` and introduces ansage (`uci` … `uciok`), within
    /// [`Timeouts::handshake`]. A bare name (`stockfish`) is looked up in `PATH`.
    pub fn start(path: impl AsRef<Path>, timeouts: Timeouts) -> Result<Engine, EngineError> {
        let path = path.as_ref().to_path_buf();
        refuse_non_program(&path)?;
        // In a process group of its own: ending the engine ends all it started.
        let spawn = || {
            process::spawn(
                Command::new(&path)
                    .stdin(Stdio::piped())
                    .stdout(Stdio::piped())
                    .stderr(Stdio::null()),
            )
        };
        // "Text file busy": the program was being written a moment ago (an update, or another
        // thread's fork still holding it open); a few short tries get past it.
        let mut tries = 0;
        let mut child = loop {
            match spawn() {
                Err(e) if e.kind() == io::ErrorKind::ExecutableFileBusy && tries < 20 => {
                    tries += 1;
                    std::thread::sleep(Duration::from_millis(10));
                }
                other => break other.map_err(|source| spawn_error(&path, source))?,
            }
        };
        let (Some(stdin), Some(stdout)) = (child.stdin.take(), child.stdout.take()) else {
            process::end_group(child.id());
            let _ = child.wait();
            process::forget(child.id());
            return Err(EngineError::Io(io::Error::other("no pipes to the engine")));
        };
        let to_engine = spawn_writer(stdin);
        let from_engine = spawn_reader(stdout);
        let mut engine = Engine {
            path,
            child,
            to_engine: Some(to_engine),
            from_engine,
            timeouts,
            name: None,
            options: Vec::new(),
            position: None,
            search: None,
            failed: None,
        };
        engine
            .handshake()
            .map_err(|error| not_a_program(&engine.path, error))?;
        Ok(engine)
    }

    fn handshake(&mut self) -> Result<(), EngineError> {
        self.send("uci")?;
        let deadline = Instant::now() + self.timeouts.handshake;
        loop {
            let line = self
                .next_line(deadline, Wait::Handshake)
                .map_err(|e| self.fail(e))?;
            let line = line.trim();
            if line == "uciok" {
                return Ok(());
            }
            if let Some(name) = line.strip_prefix("id name ") {
                self.name = Some(name.trim().to_owned());
            } else if let Some(option) = UciOption::parse(line) {
                self.options
                    .retain(|o| !o.name.eq_ignore_ascii_case(&option.name));
                self.options.push(option);
            }
            // Anything else (a banner, `id author`, `copyprotection`) is ignored, as UCI says.
        }
    }

    /// The program's path as given to [`start`](Self::start).
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The process id of the engine.
    pub fn id(&self) -> u32 {
        self.child.id()
    }

    /// The name the engine gave (`Stockfish 15.1`), if any.
    pub fn name(&self) -> Option<&str> {
        self.name.as_deref()
    }

    /// The options the engine announced, in its order.
    pub fn options(&self) -> &[UciOption] {
        &self.options
    }

    /// The option called `name` (compared without regard to case, as UCI says).
    pub fn option(&self, name: &str) -> Option<&UciOption> {
        self.options
            .iter()
            .find(|o| o.name.eq_ignore_ascii_case(name))
    }

    /// The timeouts in use.
    pub fn timeouts(&self) -> Timeouts {
        self.timeouts
    }

    /// Whether the engine crashed, hung or talked nonsense; such an engine is asked nothing
    /// more (every call fails) and should be dropped.
    pub fn has_failed(&self) -> bool {
        self.failed.is_some()
    }

    /// Sets an option the engine announced: `setoption name <name> value <value>` (a button
    /// takes no value; `value` is then ignored). [`EngineError::UnknownOption`] for others.
    /// The engine answers nothing; [`is_ready`](Self::is_ready) waits until it has taken
    /// the options in.
    pub fn set_option(&mut self, name: &str, value: &str) -> Result<(), EngineError> {
        let Some(option) = self.option(name) else {
            return Err(EngineError::UnknownOption {
                name: name.to_owned(),
            });
        };
        let command = if option.kind == OptionKind::Button {
            format!("setoption name {}", option.name)
        } else {
            // A line break in the value would start another command.
            let value = value.trim().replace(['\n', '\r'], " ");
            format!("setoption name {} value {value}", option.name)
        };
        self.send(&command)
    }

    /// `isready` … `readyok`, within [`Timeouts::ready`]. Lines before `readyok` (a late
    /// `bestmove`, `info string` lines) are passed over.
    pub fn is_ready(&mut self) -> Result<(), EngineError> {
        if self.search.is_some() {
            self.stop()?;
        }
        self.send("isready")?;
        let deadline = Instant::now() + self.timeouts.ready;
        loop {
            let line = self
                .next_line(deadline, Wait::Ready)
                .map_err(|e| self.fail(e))?;
            if line.trim() == "readyok" {
                return Ok(());
            }
        }
    }

    /// A new game follows: `ucinewgame`, then [`is_ready`](Self::is_ready).
    pub fn new_game(&mut self) -> Result<(), EngineError> {
        if self.search.is_some() {
            self.stop()?;
        }
        self.send("ucinewgame")?;
        self.position = None;
        self.is_ready()
    }

    /// Sends the game: `position fen <start> moves <uci …>`. Every move is checked first:
    /// one that is not legal is [`EngineError::InvalidGame`] and nothing is sent.
    pub fn set_position(&mut self, start: &Chess, moves: &[Move]) -> Result<(), EngineError> {
        let position = play_all(start, moves)?;
        if self.search.is_some() {
            self.stop()?;
        }
        self.send(&position_command(start, moves))?;
        self.position = Some(position);
        Ok(())
    }

    /// The position last sent with [`set_position`](Self::set_position).
    pub fn position(&self) -> Option<&Chess> {
        self.position.as_ref()
    }

    /// Searches the position last sent (the initial position if none was) within `limit`
    /// and returns the best move: [`start_search`](Self::start_search), then
    /// [`wait_search`](Self::wait_search).
    pub fn go(&mut self, limit: &SearchLimit) -> Result<EngineMove, EngineError> {
        self.start_search(limit)?;
        self.wait_search()
    }

    /// Starts a search of the position last sent (the initial position if none was) and
    /// returns at once. [`EngineError::NoLegalMove`] when the position has no legal move.
    pub fn start_search(&mut self, limit: &SearchLimit) -> Result<(), EngineError> {
        if self.search.is_some() {
            self.stop()?;
        }
        let position = match &self.position {
            Some(position) => position.clone(),
            None => {
                self.set_position(&Chess::default(), &[])?;
                Chess::default()
            }
        };
        if position.legal_moves().is_empty() {
            return Err(EngineError::NoLegalMove);
        }
        self.drain()?;
        let wait = match limit.own_time(position.turn()) {
            Some(time) => (time + self.timeouts.search_margin).min(self.timeouts.max_search),
            None => self.timeouts.max_search,
        };
        self.send(&limit.go_command())?;
        self.search = Some(Search {
            position,
            deadline: Instant::now() + wait,
            stopped: false,
            info: Info::default(),
        });
        Ok(())
    }

    /// Whether a search was started and has not given its best move yet.
    pub fn is_searching(&self) -> bool {
        self.search.is_some()
    }

    /// Waits for the running search's best move (see the [module documentation](self) for
    /// its deadline). Without a running search, an [`EngineError::Io`] error.
    pub fn wait_search(&mut self) -> Result<EngineMove, EngineError> {
        loop {
            let Some(search) = &self.search else {
                return Err(EngineError::Io(io::Error::other("no search is running")));
            };
            match self.next_line(search.deadline, Wait::Search) {
                Ok(line) => {
                    if let Some(found) = self.search_line(&line)? {
                        return Ok(found);
                    }
                }
                Err(EngineError::Timeout { .. }) => self.search_overdue()?,
                Err(e) => return Err(self.fail(e)),
            }
        }
    }

    /// Looks, without waiting, whether the running search has finished: its best move, or
    /// `None` while it goes on (or when no search runs). Past the deadline this sends `stop`
    /// or reports [`EngineError::Timeout`], as [`wait_search`](Self::wait_search) would.
    pub fn poll_search(&mut self) -> Result<Option<EngineMove>, EngineError> {
        while let Some(search) = &self.search {
            let deadline = search.deadline;
            match self.try_line() {
                Ok(Some(line)) => {
                    if let Some(found) = self.search_line(&line)? {
                        return Ok(Some(found));
                    }
                }
                Ok(None) if Instant::now() >= deadline => self.search_overdue()?,
                Ok(None) => return Ok(None),
                Err(e) => return Err(self.fail(e)),
            }
        }
        Ok(None)
    }

    /// Stops the running search and returns the best move it forces (`stop` … `bestmove`,
    /// within [`Timeouts::stop_grace`]); `None` when no search runs.
    pub fn stop(&mut self) -> Result<Option<EngineMove>, EngineError> {
        let Some(search) = &mut self.search else {
            return Ok(None);
        };
        if !search.stopped {
            search.stopped = true;
            search.deadline = Instant::now() + self.timeouts.stop_grace;
            self.send("stop")?;
        }
        self.wait_search().map(Some)
    }

    /// Ends the engine: `quit`, then as on drop.
    pub fn quit(self) {
        drop(self);
    }

    /// The search ran past its deadline: the first time it is sent `stop` and given
    /// [`Timeouts::stop_grace`]; the second time it has hung.
    fn search_overdue(&mut self) -> Result<(), EngineError> {
        let grace = self.timeouts.stop_grace;
        let Some(search) = &mut self.search else {
            return Ok(());
        };
        if search.stopped {
            return Err(self.fail(EngineError::Timeout { what: Wait::Search }));
        }
        search.stopped = true;
        search.deadline = Instant::now() + grace;
        self.send("stop")
    }

    /// Handles one line of a running search: `Some` best move when the search is over.
    fn search_line(&mut self, line: &str) -> Result<Option<EngineMove>, EngineError> {
        let Some(search) = &mut self.search else {
            return Ok(None);
        };
        match line.split_whitespace().next() {
            Some("info") => {
                read_info(line, search.position.turn(), &mut search.info);
                Ok(None)
            }
            Some("bestmove") => {
                let search = self.search.take().expect("a search runs");
                best_move(line, search).map(Some).map_err(|e| self.fail(e))
            }
            // Anything else is passed over, as UCI says.
            _ => Ok(None),
        }
    }

    /// Marks the engine as failed (no more questions, no search running) and passes `error`
    /// on.
    fn fail(&mut self, error: EngineError) -> EngineError {
        self.search = None;
        if self.failed.is_none() {
            self.failed = Some(error.again());
        }
        error
    }

    /// Sends one command line.
    fn send(&mut self, command: &str) -> Result<(), EngineError> {
        if let Some(failure) = &self.failed {
            return Err(failure.again());
        }
        let sent = match &self.to_engine {
            Some(to_engine) => to_engine.send(command.to_owned()).is_ok(),
            None => false,
        };
        if sent {
            Ok(())
        } else {
            // The writer thread ended: the engine no longer reads its input.
            let crash = self.crashed();
            Err(self.fail(crash))
        }
    }

    /// Passes over lines already received (a late `bestmove` of an earlier search).
    fn drain(&mut self) -> Result<(), EngineError> {
        while self.try_line()?.is_some() {}
        Ok(())
    }

    /// The next line if one has arrived.
    fn try_line(&mut self) -> Result<Option<String>, EngineError> {
        match self.from_engine.try_recv() {
            Ok(Incoming::Line(line)) => Ok(Some(line)),
            Ok(Incoming::Flooded(what)) => Err(self.fail(EngineError::Flooded { what })),
            Ok(Incoming::Closed) | Err(TryRecvError::Disconnected) => {
                let crash = self.crashed();
                Err(self.fail(crash))
            }
            Err(TryRecvError::Empty) => {
                if let Ok(Some(status)) = self.child.try_wait() {
                    return self.exited(status).map(Some);
                }
                Ok(None)
            }
        }
    }

    /// The next line, waiting until `deadline`.
    /// A timeout is returned as it is (a search gets a second chance after `stop`); other
    /// errors mark the engine as failed.
    fn next_line(&mut self, deadline: Instant, what: Wait) -> Result<String, EngineError> {
        if let Some(failure) = &self.failed {
            return Err(failure.again());
        }
        loop {
            let now = Instant::now();
            if now >= deadline {
                return Err(EngineError::Timeout { what });
            }
            match self.from_engine.recv_timeout((deadline - now).min(POLL)) {
                Ok(Incoming::Line(line)) => return Ok(line),
                Ok(Incoming::Flooded(what)) => {
                    return Err(self.fail(EngineError::Flooded { what }));
                }
                Ok(Incoming::Closed) | Err(RecvTimeoutError::Disconnected) => {
                    let crash = self.crashed();
                    return Err(self.fail(crash));
                }
                Err(RecvTimeoutError::Timeout) => {
                    // The process may have exited while something else (a child of its own)
                    // keeps the pipe open.
                    if let Ok(Some(status)) = self.child.try_wait() {
                        return self.exited(status);
                    }
                }
            }
        }
    }

    /// The process has exited: the lines it wrote before still count; then it crashed.
    fn exited(&mut self, status: ExitStatus) -> Result<String, EngineError> {
        match self.from_engine.recv_timeout(Duration::from_millis(50)) {
            Ok(Incoming::Line(line)) => Ok(line),
            _ => Err(self.fail(EngineError::Crashed {
                status: Some(status),
            })),
        }
    }

    /// The engine's output ended or it stopped reading: it is (about to be) gone. Waits a
    /// little for its exit status.
    fn crashed(&mut self) -> EngineError {
        let deadline = Instant::now() + Duration::from_millis(500);
        loop {
            match self.child.try_wait() {
                Ok(Some(status)) => {
                    return EngineError::Crashed {
                        status: Some(status),
                    };
                }
                Ok(None) if Instant::now() < deadline => thread::sleep(Duration::from_millis(5)),
                _ => return EngineError::Crashed { status: None },
            }
        }
    }
}

impl Drop for Engine {
    /// `stop` (when searching) and `quit`, input closed, [`Timeouts::quit`] to exit; then
    /// its process group is killed (what a wrapper script started, too) and it is reaped.
    /// An engine that failed is killed at once. The reader and writer threads are not
    /// joined: they end with the pipes, and a hung pipe cannot hang ansage.
    fn drop(&mut self) {
        let leader = self.child.id();
        // Hung, crashed or talking nonsense: waiting for it to quit only delays the restart.
        if self.failed.is_none() {
            if let Some(to_engine) = self.to_engine.take() {
                if self.search.is_some() {
                    let _ = to_engine.send("stop".to_owned());
                }
                let _ = to_engine.send("quit".to_owned());
            }
            let deadline = Instant::now() + self.timeouts.quit;
            while matches!(self.child.try_wait(), Ok(None)) && Instant::now() < deadline {
                thread::sleep(Duration::from_millis(5));
            }
        }
        process::end_group(leader);
        let _ = self.child.wait();
        process::forget(leader);
    }
}

/// A file the system would not run as a program (neither ELF nor a `#!` script) is refused
/// before it is started: started by fork and exec (for [`process::spawn`]'s set-up), the C
/// library would hand it to `/bin/sh` and run a text file's lines as commands. A bare name
/// (looked up in `PATH`) and a file that cannot be read are left to the start itself.
fn refuse_non_program(path: &Path) -> Result<(), EngineError> {
    if path.components().count() >= 2 && is_program(path) == Some(false) {
        return Err(EngineError::NotExecutable {
            path: path.to_path_buf(),
            source: io::Error::from_raw_os_error(NOT_A_PROGRAM),
        });
    }
    Ok(())
}

/// ENOEXEC: the file is not a program the system can run.
const NOT_A_PROGRAM: i32 = 8;

/// Whether the file starts as a program the system runs (ELF, or a `#!` script); `None`
/// when it cannot be read.
fn is_program(path: &Path) -> Option<bool> {
    use std::io::Read;
    let mut head = [0u8; 4];
    let n = std::fs::File::open(path)
        .and_then(|mut file| file.read(&mut head))
        .ok()?;
    Some(head[..n].starts_with(b"#!") || head[..n] == *b"\x7fELF")
}

/// A file that is no program the system runs (no ELF, no `#!`) is handed to `/bin/sh` by
/// the C library when started the way engines are (fork and exec, for
/// [`process::spawn`]'s set-up), and the shell ends with 127 at once: that is
/// [`EngineError::NotExecutable`], not a crash.
fn not_a_program(path: &Path, error: EngineError) -> EngineError {
    match &error {
        EngineError::Crashed {
            status: Some(status),
        } if status.code() == Some(127) && is_program(path) == Some(false) => {
            EngineError::NotExecutable {
                path: path.to_path_buf(),
                source: io::Error::from_raw_os_error(NOT_A_PROGRAM),
            }
        }
        _ => error,
    }
}

fn spawn_error(path: &Path, source: io::Error) -> EngineError {
    match source.kind() {
        io::ErrorKind::NotFound => EngineError::NotFound {
            path: path.to_path_buf(),
        },
        io::ErrorKind::PermissionDenied => EngineError::NotExecutable {
            path: path.to_path_buf(),
            source,
        },
        _ if source.raw_os_error() == Some(NOT_A_PROGRAM) => EngineError::NotExecutable {
            path: path.to_path_buf(),
            source,
        },
        _ => EngineError::Io(source),
    }
}

fn spawn_writer(mut stdin: ChildStdin) -> Sender<String> {
    let (sender, receiver) = mpsc::channel::<String>();
    thread::Builder::new()
        .name("engine-writer".into())
        .spawn(move || {
            for line in receiver {
                if writeln!(stdin, "{line}")
                    .and_then(|()| stdin.flush())
                    .is_err()
                {
                    break;
                }
            }
            // Dropping stdin closes the engine's input.
        })
        .expect("a thread for the engine's input");
    sender
}

fn spawn_reader(stdout: ChildStdout) -> Receiver<Incoming> {
    let (sender, receiver) = mpsc::sync_channel(BACKLOG);
    thread::Builder::new()
        .name("engine-reader".into())
        .spawn(move || read_lines(BufReader::new(stdout), &sender))
        .expect("a thread for the engine's output");
    receiver
}

/// Hands the engine's lines to `sender`, each at most [`MAX_LINE`] long, until the output
/// ends, the receiver is gone, or the engine floods ([`FloodMeter`]).
fn read_lines(mut reader: impl BufRead, sender: &SyncSender<Incoming>) {
    let mut line = Vec::new();
    let mut meter = FloodMeter::new();
    loop {
        let available = match reader.fill_buf() {
            Ok([]) => break,
            Ok(available) => available,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(_) => break,
        };
        let (taken, ends) = match available.iter().position(|&b| b == b'\n') {
            Some(end) => (end + 1, true),
            None => (available.len(), false),
        };
        let room = MAX_LINE.saturating_sub(line.len());
        line.extend_from_slice(&available[..taken.min(room)]);
        reader.consume(taken);
        if let Some(flood) = meter.count(taken, ends) {
            let _ = sender.send(Incoming::Flooded(flood));
            return;
        }
        if ends && sender.send(Incoming::Line(take_line(&mut line))).is_err() {
            return;
        }
    }
    if !line.is_empty() && sender.send(Incoming::Line(take_line(&mut line))).is_err() {
        return;
    }
    let _ = sender.send(Incoming::Closed);
}

/// The line collected in `buffer`, without its line break; the buffer is emptied.
fn take_line(buffer: &mut Vec<u8>) -> String {
    let line = String::from_utf8_lossy(buffer)
        .trim_end_matches(['\n', '\r'])
        .to_owned();
    buffer.clear();
    line
}

/// Counts an engine's output per second, to tell a flood from talk.
struct FloodMeter {
    since: Instant,
    lines: u32,
    bytes: usize,
}

impl FloodMeter {
    fn new() -> FloodMeter {
        FloodMeter {
            since: Instant::now(),
            lines: 0,
            bytes: 0,
        }
    }

    /// Counts `bytes` read, and a line when `line_ended`; a flood when the second's counts
    /// pass [`FLOOD_LINES`] or [`FLOOD_BYTES`].
    fn count(&mut self, bytes: usize, line_ended: bool) -> Option<Flood> {
        let now = Instant::now();
        if now.duration_since(self.since) >= Duration::from_secs(1) {
            *self = FloodMeter {
                since: now,
                lines: 0,
                bytes: 0,
            };
        }
        self.lines += u32::from(line_ended);
        self.bytes = self.bytes.saturating_add(bytes);
        if self.lines > FLOOD_LINES {
            Some(Flood::Lines)
        } else if self.bytes > FLOOD_BYTES {
            Some(Flood::Bytes)
        } else {
            None
        }
    }
}

/// Plays `moves` from `start`, each checked.
pub(crate) fn play_all(start: &Chess, moves: &[Move]) -> Result<Chess, EngineError> {
    let mut position = start.clone();
    for (index, m) in moves.iter().enumerate() {
        if !position.is_legal(*m) {
            return Err(EngineError::InvalidGame {
                ply: index + 1,
                uci: m.to_uci(CastlingMode::Standard).to_string(),
            });
        }
        position.play_unchecked(*m);
    }
    Ok(position)
}

/// `position fen <start> moves <uci …>`.
pub fn position_command(start: &Chess, moves: &[Move]) -> String {
    let mut command = format!(
        "position fen {}",
        Fen::from_position(start, EnPassantMode::Legal)
    );
    if !moves.is_empty() {
        command += " moves";
        for m in moves {
            command.push(' ');
            command += &m.to_uci(CastlingMode::Standard).to_string();
        }
    }
    command
}

/// Takes what matters from an `info` line into `info`: the line of the first principal
/// variation (`multipv 1` or none) that is at least as deep as the last one, with its exact
/// score (bounds only while nothing better is known).
fn read_info(line: &str, mover: Color, info: &mut Info) {
    let tokens: Vec<&str> = line.split_whitespace().collect();
    let mut depth = None;
    let mut multipv = 1;
    let mut score = None;
    let mut exact = true;
    let mut nodes = None;
    let mut pv = Vec::new();
    let mut i = 1;
    while i < tokens.len() {
        let next = tokens.get(i + 1).copied();
        match tokens[i] {
            "string" => break,
            "depth" => depth = next.and_then(|t| t.parse().ok()),
            "multipv" => multipv = next.and_then(|t| t.parse().ok()).unwrap_or(0),
            "nodes" => nodes = next.and_then(|t| t.parse().ok()),
            "score" => {
                let value = tokens.get(i + 2).and_then(|t| t.parse::<i32>().ok());
                score = match (next, value) {
                    (Some("cp"), Some(cp)) => Some(Score::Centipawns(cp)),
                    (Some("mate"), Some(n)) => Some(Score::Mate(n)),
                    _ => None,
                };
                i += 2;
                if matches!(tokens.get(i + 1), Some(&"lowerbound" | &"upperbound")) {
                    exact = false;
                    i += 1;
                }
                i += 1;
                continue;
            }
            "pv" => {
                pv = tokens[i + 1..].iter().map(|t| (*t).to_owned()).collect();
                break;
            }
            _ => {}
        }
        i += 1;
    }
    if nodes.is_some() {
        info.nodes = nodes;
    }
    let Some(score) = score else {
        return;
    };
    if multipv != 1 {
        return;
    }
    if !exact && info.score.is_some() {
        return;
    }
    if let (Some(old), Some(new)) = (info.depth, depth)
        && new < old
        && info.exact
    {
        return;
    }
    info.depth = depth.or(info.depth);
    info.score = Some(Score::from_mover(score, mover));
    info.exact = exact;
    if !pv.is_empty() || depth.is_some() {
        info.pv = pv;
    }
}

/// Reads `bestmove <move> [ponder <move>]` against the searched position.
fn best_move(line: &str, search: Search) -> Result<EngineMove, EngineError> {
    let nonsense = || EngineError::Nonsense {
        line: line.to_owned(),
    };
    let mut tokens = line.split_whitespace().skip(1);
    let text = tokens.next().ok_or_else(nonsense)?;
    let uci: UciMove = text.parse().map_err(|_| nonsense())?;
    let best = uci
        .to_move(&search.position)
        .map_err(|_| EngineError::IllegalMove {
            uci: text.to_owned(),
        })?;
    let after = {
        let mut after = search.position.clone();
        after.play_unchecked(best);
        after
    };
    let ponder = match (tokens.next(), tokens.next()) {
        (Some("ponder"), Some(text)) => text
            .parse::<UciMove>()
            .ok()
            .and_then(|uci| uci.to_move(&after).ok()),
        _ => None,
    };
    let mut pv = Vec::new();
    let mut position = search.position;
    for text in &search.info.pv {
        let Some(m) = text
            .parse::<UciMove>()
            .ok()
            .and_then(|uci| uci.to_move(&position).ok())
        else {
            break;
        };
        position.play_unchecked(m);
        pv.push(m);
    }
    Ok(EngineMove {
        best,
        ponder,
        score: search.info.score,
        depth: search.info.depth,
        pv,
        nodes: search.info.nodes,
        restarts: Vec::new(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::test_engines::{FakeEngine, quick};

    #[test]
    fn options_are_read() {
        let spin =
            UciOption::parse("option name Skill Level type spin default 20 min 0 max 20").unwrap();
        assert_eq!(spin.name, "Skill Level");
        assert_eq!(spin.kind, OptionKind::Spin);
        assert_eq!(spin.default.as_deref(), Some("20"));
        assert_eq!((spin.min, spin.max), (Some(0), Some(20)));
        assert_eq!(spin.clamp(25), 20);
        assert_eq!(spin.clamp(-3), 0);
        let string = UciOption::parse("option name Debug Log File type string default ").unwrap();
        assert_eq!(string.kind, OptionKind::String);
        assert_eq!(string.default.as_deref(), Some(""));
        let combo = UciOption::parse(
            "option name Style type combo default Normal var Solid var Normal var Risky",
        )
        .unwrap();
        assert_eq!(combo.vars, ["Solid", "Normal", "Risky"]);
        let button = UciOption::parse("option name Clear Hash type button").unwrap();
        assert_eq!(button.kind, OptionKind::Button);
        assert!(UciOption::parse("id name Stockfish").is_none());
        assert!(UciOption::parse("option name type spin").is_none());
    }

    #[test]
    fn go_commands() {
        assert_eq!(SearchLimit::default().go_command(), "go movetime 1000");
        assert_eq!(
            SearchLimit::movetime(Duration::from_millis(250)).go_command(),
            "go movetime 250"
        );
        assert_eq!(SearchLimit::nodes(500).go_command(), "go nodes 500");
        assert_eq!(SearchLimit::depth(7).go_command(), "go depth 7");
        let clock = ClockLimit {
            wtime: Duration::from_secs(300),
            btime: Duration::from_millis(295_500),
            winc: Duration::from_secs(2),
            binc: Duration::from_secs(2),
            movestogo: Some(12),
        };
        assert_eq!(
            SearchLimit::clock(clock).go_command(),
            "go wtime 300000 btime 295500 winc 2000 binc 2000 movestogo 12"
        );
        assert_eq!(
            SearchLimit::clock(clock)
                .and(SearchLimit::nodes(2000))
                .and(SearchLimit::nodes(100))
                .go_command(),
            "go wtime 300000 btime 295500 winc 2000 binc 2000 movestogo 12 nodes 100"
        );
    }

    #[test]
    fn clock_limits_come_from_the_game_clock() {
        use crate::game::clock::TimeControl;
        let t0 = Instant::now();
        let mut clock = Clock::new(TimeControl::parse("40/90+30, 30+30").unwrap());
        clock.start(t0).unwrap();
        clock.press(t0 + Duration::from_secs(10)).unwrap();
        let limit = ClockLimit::from_clock(&clock, t0 + Duration::from_secs(15));
        assert_eq!(limit.wtime, Duration::from_secs(90 * 60 - 10 + 30));
        assert_eq!(limit.btime, Duration::from_secs(90 * 60 - 5));
        assert_eq!(limit.winc, Duration::from_secs(30));
        assert_eq!(limit.binc, Duration::from_secs(30));
        assert_eq!(limit.movestogo, Some(40));
    }

    #[test]
    fn positions_are_sent_as_fen_and_uci_moves() {
        let start = Chess::default();
        let mut moves = Vec::new();
        let mut position = start.clone();
        for uci in ["e2e4", "e7e5", "g1f3", "b8c6", "f1c4", "g8f6", "e1g1"] {
            let m = uci.parse::<UciMove>().unwrap().to_move(&position).unwrap();
            position.play_unchecked(m);
            moves.push(m);
        }
        assert_eq!(
            position_command(&start, &moves),
            "position fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 moves e2e4 e7e5 g1f3 b8c6 f1c4 g8f6 e1g1"
        );
        assert_eq!(
            position_command(&start, &[]),
            "position fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
        );
        let backwards = moves[1];
        assert!(matches!(
            play_all(&start, &[backwards]),
            Err(EngineError::InvalidGame { ply: 1, .. })
        ));
    }

    #[test]
    fn info_lines_keep_the_deepest_first_line() {
        let mut info = Info::default();
        let lines = [
            "info string NNUE evaluation using nn.nnue enabled",
            "info depth 1 seldepth 1 multipv 1 score cp 18 nodes 20 pv e2e4",
            "info depth 2 seldepth 2 multipv 1 score cp 40 nodes 80 pv d2d4 d7d5",
            "info depth 2 seldepth 2 multipv 2 score cp 10 nodes 90 pv e2e4 e7e5",
            "info depth 3 seldepth 4 multipv 1 score cp 60 lowerbound nodes 150 pv c2c4",
            "info depth 1 currmove e2e4 currmovenumber 1",
            "info depth 3 seldepth 4 multipv 1 score mate -2 nodes 200 pv g2g4 e7e5",
            "info depth garbage score cp x pv",
        ];
        for line in lines {
            read_info(line, Color::Black, &mut info);
        }
        // Black to move and mated in two: White mates.
        assert_eq!(info.score, Some(Score::Mate(2)));
        assert_eq!(info.depth, Some(3));
        assert_eq!(info.pv, ["g2g4", "e7e5"]);
        assert_eq!(info.nodes, Some(200));
    }

    #[test]
    fn a_missing_engine_is_not_found() {
        let error = Engine::start("/nonexistent/stockfish", quick()).unwrap_err();
        assert!(matches!(error, EngineError::NotFound { .. }), "{error:?}");
    }

    #[test]
    fn a_file_that_is_not_a_program_cannot_be_run() {
        let fake = FakeEngine::new("not-a-program", "");
        std::fs::write(fake.path(), "just text\n").unwrap();
        let error = Engine::start(fake.path(), quick()).unwrap_err();
        assert!(
            matches!(error, EngineError::NotExecutable { .. }),
            "{error:?}"
        );
    }

    #[test]
    fn a_fake_engine_plays_and_reports() {
        let fake = FakeEngine::new(
            "good",
            r#"echo "info depth 3 score cp -35 nodes 99 pv e7e5 g1f3"; echo "bestmove e7e5 ponder g1f3""#,
        );
        let mut engine = Engine::start(fake.path(), quick()).unwrap();
        assert_eq!(engine.name(), Some("Fake"));
        assert!(engine.option("skill level").is_some());
        engine.set_option("Skill Level", "3").unwrap();
        assert!(matches!(
            engine.set_option("Contempt", "0"),
            Err(EngineError::UnknownOption { .. })
        ));
        engine.new_game().unwrap();
        let start = Chess::default();
        let e4 = "e2e4".parse::<UciMove>().unwrap().to_move(&start).unwrap();
        engine.set_position(&start, &[e4]).unwrap();
        let found = engine.go(&SearchLimit::nodes(100)).unwrap();
        assert_eq!(found.uci(), "e7e5");
        assert_eq!(found.score, Some(Score::Centipawns(35)));
        assert_eq!(found.depth, Some(3));
        assert_eq!(found.pv.len(), 2);
        assert!(found.ponder.is_some());
        assert_eq!(found.nodes, Some(99));
    }

    #[test]
    fn drop_kills_an_engine_that_ignores_quit_and_leaves_no_zombie() {
        let fake = FakeEngine::with_quit("deaf", "", "exec sleep 30");
        let engine = Engine::start(fake.path(), quick()).unwrap();
        let pid = engine.id();
        let proc = PathBuf::from(format!("/proc/{pid}"));
        assert!(proc.exists());
        let started = Instant::now();
        drop(engine);
        assert!(started.elapsed() < quick().quit + Duration::from_secs(1));
        assert!(!proc.exists(), "process {pid} is still there");
    }
}
