//! `ansage play --variant 3d`: a game of three-dimensional chess at this keyboard. The 3D
//! session says what happened; the terminal, the voice and the microphone serve it as they
//! serve `ansage play` (line mode, the line editor or plain lines; every line printed and
//! spoken; Escape and "still" silence the speech). The game is kept in its journal before
//! anything is said of it (`ansage play --resume` continues it after a crash or an
//! adjournment), in its file (`--pgn`) after every move, as PGN-like text with the 3D
//! notation, and shown at the end.

use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

use crate::phrase::Phrase;
use crate::play::Flow;
use crate::play::three_d::ThreeDSession;
use crate::relay::GuestNews;
use crate::speech::speaker::{SpeechBackend, open_speaker};
use crate::storage::files::{MAX_PGN_BYTES, ReadError, read_limited, write_safely};
use crate::texts::{Event, Words};
use crate::tridim::game::{Game3, OpenInFile, decode_game_file, read_game3, split_games3};
use crate::ui::config::Config;
use crate::ui::game_loop::{Ending, Settings, Step, Table};
use crate::ui::host::Actor;
use crate::ui::host::HostOpening;
use crate::ui::in_play_settings;
use crate::ui::output::{EventFormat, Output};
use crate::ui::terminal::{Input, Mode, Terminal};
use crate::ui::three_d_host::ThreeDHost;
use crate::ui::three_d_journal::GameJournal3;
use crate::words::phrases::shown;

/// What a 3D game is started with.
#[derive(Clone, Debug)]
pub struct ThreeDOptions {
    /// The settings (language, speech, voice).
    pub config: Config,
    /// The config file the settings came from: "einstellungen speichern" writes there.
    pub config_path: Option<PathBuf>,
    /// What went wrong reading the config file, said before the game.
    pub config_notice: Option<Phrase>,
    /// Whether the config file could not be read: "einstellungen speichern" then leaves it
    /// as it is rather than replace it with the defaults.
    pub config_broken: bool,
    /// Sentences, or one JSON event a line (`--events json`).
    pub format: EventFormat,
    /// Plain lines in and out.
    pub plain: bool,
    /// The file the game is kept in; a 3D game already there is continued.
    pub pgn: Option<PathBuf>,
    /// Names for the tags.
    pub white: Option<String>,
    /// Names for the tags.
    pub black: Option<String>,
    /// Listen to the microphone.
    pub voice: bool,
    /// Where the game starts (FEN3D), when not from the starting position.
    pub start: Option<crate::tridim::Position3>,
    /// How the record writes pawn captures, when chosen (E10's long form or E12's short
    /// one); otherwise a continued game keeps its file's form and a new one is short.
    pub pawn_captures: Option<crate::tridim::notation::PawnCaptures>,
    /// The engine as a practice opponent (`--black engine`), with its level.
    pub opponent: Option<crate::play::three_d::Opponent3>,
    /// The scoresheet kept in braille (`--braille-record FILE.brf`), after every move.
    pub braille_record: Option<PathBuf>,
    /// The game recorded as it is announced (`--audio-record FILE.wav` or `.ogg`), with a
    /// cue sheet.
    pub audio_record: Option<PathBuf>,
    /// The time control; no clock when `None` (`--clock`).
    pub clock: Option<crate::game::clock::TimeControl>,
    /// When the time left is said without asking (`--alarms`).
    pub alarms: Vec<Duration>,
    /// Tournament rules: a rejected claim costs time (9.5(b)).
    pub tournament: bool,
    /// Continue an interrupted or adjourned 3D game (`--resume [JOURNAL]`): the journal
    /// named, or the most recent 3D game waiting. Its game, file, players, opponent and
    /// record form come from the journal.
    pub resume: Option<Option<PathBuf>>,
    /// The seat played at another device (`--host`): its player joins with a browser (the
    /// 3D page) or `ansage join`, with the code said at the start.
    pub remote: Option<shakmaty::Color>,
    /// Where the relay listens (`--listen`); 0.0.0.0:7878 by default.
    pub listen: Option<std::net::SocketAddr>,
    /// F2.1: the opponent repeats every announced move before their own (`--repetition
    /// required`).
    pub repetition: bool,
    /// With `remote`: spectators may watch the game on the spectators' page (`/watch`)
    /// with a code of their own (`--spectators`).
    pub spectators: bool,
    /// With `remote`: the arbiter's seat, a third device with a code of its own that sees
    /// both players' boards and records and the clocks (`--arbiter`).
    pub arbiter: bool,
}

/// What a resumed game brings from its journal.
struct Resumed3 {
    journal: crate::storage::journal::Journal,
    game: Game3,
    settings: serde_json::Value,
    notes: Vec<Phrase>,
    /// Both clocks after each move, where kept, and as last kept.
    clocks: Vec<Option<[u64; 2]>>,
    latest_clock: Option<[u64; 2]>,
    /// The ply of the last move repeated (F2.1), as journaled.
    last_repeated: Option<u32>,
}

/// The journal at `path`, opened to go on, and its game.
fn resume_from(path: &std::path::Path) -> Result<Resumed3, Phrase> {
    use crate::storage::journal::{Journal, JournalError};
    let said = |error: JournalError| match &error {
        JournalError::BadStart3d { problem, .. } => {
            error.phrase().with("problem", problem.phrase())
        }
        _ => error.phrase(),
    };
    // Read and replayed first: a game that cannot be replayed is not touched.
    let read = Journal::read(path).map_err(said)?;
    if !read.header.is_three_d() {
        return Err(Phrase::new("tridim-journal-not-3d")
            .with("path", crate::storage::files::shown_path(path)));
    }
    read.to_game3().map_err(said)?;
    let (journal, replay) = Journal::resume(path).map_err(said)?;
    let game = replay.to_game3().map_err(said)?;
    let state = replay.state();
    Ok(Resumed3 {
        journal,
        game,
        clocks: state.moves.iter().map(|m| m.clock_ms).collect(),
        latest_clock: state.clock_ms,
        last_repeated: state.last_repeated,
        settings: state.settings,
        notes: replay.notes.iter().map(|note| note.phrase()).collect(),
    })
}

/// What the journal keeps of a 3D game besides its moves, for `--resume`.
fn journal_settings(options: &ThreeDOptions, game: &Game3) -> serde_json::Value {
    let seat = |color: shakmaty::Color| match options.opponent {
        Some(opponent) if opponent.side == color => "engine",
        _ if options.remote == Some(color) => "remote",
        _ => "human",
    };
    serde_json::json!({
        "language": options.config.language.code(),
        // Unnamed players are not "?" in the list of games waiting.
        "players": {
            "white": game.tag("White").filter(|name| *name != "?"),
            "black": game.tag("Black").filter(|name| *name != "?"),
        },
        "tags": game.tags,
        "seats": { "white": seat(shakmaty::Color::White), "black": seat(shakmaty::Color::Black) },
        "engine": options.opponent.map(|o| serde_json::json!({
            "level": o.level.number(), "hint_level": o.hint_level.number()
        })),
        "pgn": options.pgn.as_ref().map(|path| path.to_string_lossy().into_owned()),
        "braille_record": options
            .braille_record
            .as_ref()
            .map(|path| path.to_string_lossy().into_owned()),
        "audio_record": options
            .audio_record
            .as_ref()
            .map(|path| path.to_string_lossy().into_owned()),
        "clock": options.clock.as_ref().map(|control| serde_json::json!({
            "time": control,
            "alarms_ms": options.alarms.iter().map(|a| u64::try_from(a.as_millis()).unwrap_or(u64::MAX)).collect::<Vec<_>>(),
            "tournament": options.tournament,
        })),
        "remote": options.remote.map(crate::game::events::color_key),
        "repetition": options.repetition,
        "read_aloud": options.config.speech.read_aloud,
        "spectators": options.spectators,
        "pawn_captures": match game.pawn_captures {
            crate::tridim::notation::PawnCaptures::Long => "long",
            crate::tridim::notation::PawnCaptures::Short => "short",
        },
    })
}

/// The options a resumed game had, from its journal's settings; what was given now wins.
fn options_from_journal(options: &mut ThreeDOptions, settings: &serde_json::Value) {
    if options.clock.is_none() {
        let clock = &settings["clock"];
        if let Ok(control) = serde_json::from_value(clock["time"].clone()) {
            options.clock = Some(control);
            options.alarms = clock["alarms_ms"]
                .as_array()
                .map(|all| {
                    all.iter()
                        .filter_map(serde_json::Value::as_u64)
                        .map(Duration::from_millis)
                        .collect()
                })
                .unwrap_or_default();
            options.tournament = clock["tournament"].as_bool().unwrap_or(false);
        }
    }
    if options.pgn.is_none() {
        options.pgn = settings["pgn"].as_str().map(PathBuf::from);
    }
    if options.braille_record.is_none() {
        options.braille_record = settings["braille_record"].as_str().map(PathBuf::from);
    }
    if options.audio_record.is_none() {
        options.audio_record = settings["audio_record"].as_str().map(PathBuf::from);
    }
    // F2.1's repetition as last set (in play, "wiederholung an|aus").
    if let Some(on) = settings["repetition"].as_bool() {
        options.repetition = on;
    }
    if let Some(on) = settings["read_aloud"].as_bool() {
        options.config.speech.read_aloud = on;
    }
    // Spectators watch a resumed game too, with a new code.
    options.spectators |= settings["spectators"].as_bool().unwrap_or(false);
    // A game on two devices goes on on two devices: the other device pairs again.
    if options.remote.is_none() {
        options.remote = match settings["remote"].as_str() {
            Some("white") => Some(shakmaty::Color::White),
            Some("black") => Some(shakmaty::Color::Black),
            _ => None,
        };
    }
    // The relay listens where it did, and lets the device paired before back in.
    if options.listen.is_none() {
        options.listen = earlier_relay(settings).map(|record| record.listen);
    }
    if options.opponent.is_none() {
        let level = |key: &str| {
            settings["engine"][key]
                .as_u64()
                .and_then(|n| u8::try_from(n).ok())
                .and_then(crate::engine::Level::new)
        };
        let side = [shakmaty::Color::White, shakmaty::Color::Black]
            .into_iter()
            .find(|c| {
                settings["seats"][if *c == shakmaty::Color::White {
                    "white"
                } else {
                    "black"
                }] == "engine"
            });
        options.opponent = side.map(|side| crate::play::three_d::Opponent3 {
            side,
            level: level("level").unwrap_or_default(),
            hint_level: level("hint_level").unwrap_or(crate::engine::Level::MAX),
        });
    }
}

/// The relay as the journal last kept it (its address, the paired device's token).
fn earlier_relay(settings: &serde_json::Value) -> Option<crate::ui::host::RelayRecord> {
    serde_json::from_value(settings["relay"].clone()).ok()
}

/// Plays a 3D game; returns the exit status.
pub fn run(options: ThreeDOptions) -> ExitCode {
    let backend = options.config.speech.backend();
    let terminal = Terminal::start(Mode::choose(
        options.plain || backend == SpeechBackend::ScreenReader,
    ));
    // Ctrl-C keeps the game (it says how to end); a closed terminal or a kill ends it in
    // order, the journal keeping it for --resume. (`ansage play --resume`, which hands a 3D
    // game to `run_in`, watches them already.)
    crate::ui::terminal::watch_signals(terminal.sender());
    run_in(options, terminal)
}

/// Plays a 3D game at `terminal`, already started (by `ansage play --resume`, which found
/// the game chosen to be one of 3D chess: the lines typed since are kept for it).
pub fn run_in(mut options: ThreeDOptions, mut terminal: Terminal) -> ExitCode {
    let mut config = options.config.clone();
    let lang = config.language;
    let backend = config.speech.backend();
    let mut out = Output::new(
        open_speaker(backend, lang, config.speech.settings()),
        options.format,
    );
    let words = Words::new(lang, config.announce.options(lang));
    let show = |terminal: &mut Terminal, out: &mut Output, events: &[Event]| {
        out.show(terminal, &words, events);
    };
    if let Some(notice) = options.config_notice.take() {
        show(&mut terminal, &mut out, &[Event::say(notice)]);
    }
    // A resumed game: its journal first (it holds the game), then its file.
    let mut resumed = None;
    let mut resumed_relay = None;
    let requested = match options.resume.clone() {
        Some(Some(path)) => Some(path),
        Some(None) => {
            let newest = crate::storage::journal::list_interrupted()
                .games
                .into_iter()
                .find(|replay| replay.header.is_three_d())
                .map(|replay| replay.path);
            if newest.is_none() {
                let none = Phrase::new("tridim-no-interrupted-game");
                show(&mut terminal, &mut out, &[Event::say(none)]);
            }
            newest
        }
        None => None,
    };
    if let Some(path) = requested {
        match resume_from(&path) {
            Ok(found) => {
                options_from_journal(&mut options, &found.settings);
                resumed_relay = earlier_relay(&found.settings);
                resumed = Some(found);
            }
            Err(message) => {
                show(&mut terminal, &mut out, &[Event::say(message)]);
                out.speaker.wait_until_quiet(Duration::from_secs(10));
                return ExitCode::from(2);
            }
        }
    }
    // One game in one file: a second ansage writing it is told, not let in.
    let _lock = match options.pgn.as_deref().map(crate::ui::pgn_lock::lock_pgn) {
        Some(Err(message)) => {
            show(&mut terminal, &mut out, &[Event::say(message)]);
            out.speaker.wait_until_quiet(Duration::from_secs(10));
            return ExitCode::from(2);
        }
        Some(Ok(lock)) => lock,
        None => None,
    };
    // The braille record: a file in its way, or held by another ansage, is said before the
    // game starts.
    let braille = match options
        .braille_record
        .clone()
        .map(|path| crate::records::braille::Kept::open(path, lang))
    {
        Some(Err(e)) => {
            show(&mut terminal, &mut out, &[Event::say(e.phrase())]);
            out.speaker.wait_until_quiet(Duration::from_secs(10));
            return ExitCode::from(2);
        }
        Some(Ok(kept)) => Some(kept),
        None => None,
    };
    // The tape: one already there is continued (a resumed game records on after it); a
    // file there that is no tape of ansage's is refused.
    let mut records = match crate::records::KeptRecords::new(
        None,
        options.audio_record.clone(),
        lang,
        config.speech.settings(),
    ) {
        Ok(records) => records,
        Err(e) => {
            show(&mut terminal, &mut out, &[Event::say(e.phrase())]);
            out.speaker.wait_until_quiet(Duration::from_secs(10));
            return ExitCode::from(2);
        }
    };
    // A game in the file goes on; a file that holds something else is not overwritten.
    // The other games of the file (a finished one after the open one) are kept as they are.
    let mut game = options.start.clone().map(Game3::new).unwrap_or_default();
    let mut continued = false;
    let mut in_file: Option<OpenInFile> = None;
    if let Some(path) = &options.pgn {
        match read_limited(path, MAX_PGN_BYTES) {
            Ok(bytes) => {
                let text = decode_game_file(&bytes);
                if let Some(found) = &resumed {
                    // The journal holds the game; the file's other games stay as they are.
                    in_file = Some(OpenInFile::find(&text).unwrap_or(OpenInFile {
                        game: found.game.clone(),
                        before: text.clone(),
                        after: String::new(),
                    }));
                } else if !text.trim().is_empty() {
                    match OpenInFile::find(&text) {
                        Some(found) => {
                            game = found.game.clone();
                            continued = true;
                            in_file = Some(found);
                        }
                        // Finished 3D games only: the new game goes after them.
                        None if split_games3(&text)
                            .iter()
                            .all(|piece| read_game3(piece).is_ok()) =>
                        {
                            in_file = Some(OpenInFile {
                                game: game.clone(),
                                before: text.clone(),
                                after: String::new(),
                            });
                        }
                        None => {
                            let message = Phrase::new("tridim-file-holds-other")
                                .with("path", path.display().to_string());
                            show(&mut terminal, &mut out, &[Event::say(message)]);
                            out.speaker.wait_until_quiet(Duration::from_secs(10));
                            return ExitCode::from(2);
                        }
                    }
                }
            }
            Err(ReadError::Io { source, .. }) if source.kind() == std::io::ErrorKind::NotFound => {}
            Err(e) => {
                show(&mut terminal, &mut out, &[Event::say(e.phrase())]);
                out.speaker.wait_until_quiet(Duration::from_secs(10));
                return ExitCode::from(2);
            }
        }
    }
    let resumed_journal = resumed.map(|found| {
        game = found.game;
        continued = true;
        if let Some(form) = found.settings["pawn_captures"].as_str() {
            game.pawn_captures = if form == "long" {
                crate::tridim::notation::PawnCaptures::Long
            } else {
                crate::tridim::notation::PawnCaptures::Short
            };
        }
        // The record's tags as the game began (Event, Date, the players …).
        if let Ok(tags) =
            serde_json::from_value::<Vec<(String, String)>>(found.settings["tags"].clone())
        {
            for (name, value) in tags {
                game.set_tag(&name, &value);
            }
        }
        (
            found.journal,
            found.notes,
            found.clocks,
            found.latest_clock,
            found.last_repeated,
            found.settings,
        )
    });
    if !continued {
        game.set_tag("Event", "?");
        game.set_tag("Date", &crate::notation::pgn::today_pgn_date());
        // The practice opponent is named with its level, as chess names its engine
        // ("ansage 3D, Stufe 3"): "wer ist mein Gegner" and "info" say the level.
        let named = |color: shakmaty::Color, given: &Option<String>| {
            given.clone().or_else(|| {
                let opponent = options.opponent.filter(|o| o.side == color)?;
                let name = Phrase::new("terminal-engine-player")
                    .with("program", "ansage 3D")
                    .with("level", u32::from(opponent.level.number()));
                Some(shown(&name, lang))
            })
        };
        let white = named(shakmaty::Color::White, &options.white);
        let black = named(shakmaty::Color::Black, &options.black);
        game.set_tag("White", white.as_deref().unwrap_or("?"));
        game.set_tag("Black", black.as_deref().unwrap_or("?"));
    }
    if let Some(form) = options.pawn_captures {
        game.pawn_captures = form;
    }
    let mut session = ThreeDSession::with_game(game, lang)
        .with_opponent(options.opponent)
        .with_repetition(options.repetition);
    // Lists read aloud or only shown ("vorlesen"), as set, or as a resumed game had it.
    config.speech.read_aloud = options.config.speech.read_aloud;
    session.set_read_aloud(config.speech.read_aloud);
    if let Some(control) = options.clock.clone() {
        session = session.with_clock(
            control,
            &options.alarms,
            options.tournament,
            crate::play::system_now(),
        );
    }
    // The journal: continued when resumed, else new (holding the moves the file had).
    let mut journal = match resumed_journal {
        Some((journal, notes, clocks, latest, last_repeated, settings)) => {
            // The clocks as the journal kept them: the mover's time after each move.
            let mut mover = session.game().start.turn();
            let left: Vec<Option<Duration>> = clocks
                .iter()
                .map(|both| {
                    let index = usize::from(mover == shakmaty::Color::Black);
                    mover = !mover;
                    both.map(|both| Duration::from_millis(both[index]))
                })
                .collect();
            let latest = latest.map(crate::game::events::ClockReading::from_pair);
            session.continue_clock(&left, latest);
            // F2.1: a repetition still waiting when the game stopped is asked for again.
            session.resume_repetition(last_repeated.map(|ply| ply as usize));
            // Moves a kill cut off the tape are put on it now, and named (no part lost
            // without a word).
            let parts = crate::records::tape::move_parts_3d(session.game(), &words, lang);
            if let Some(made_up) = records.make_up_missing_parts(parts) {
                show(&mut terminal, &mut out, &[Event::say(made_up)]);
            }
            let said: Vec<Event> = notes.into_iter().map(Event::say).collect();
            show(&mut terminal, &mut out, &said);
            let text = Phrase::new("tridim-resumed").with("count", session.game().moves.len());
            show(&mut terminal, &mut out, &[Event::say(text)]);
            GameJournal3::resumed(journal, session.game(), &settings, lang)
        }
        None => {
            if continued {
                let text =
                    Phrase::new("tridim-continued").with("count", session.game().moves.len());
                show(&mut terminal, &mut out, &[Event::say(text)]);
            }
            // A new game on the tape begins with who plays, where and when.
            if records.taping() {
                let sheet = session.game().scoresheet(lang);
                let heading: Vec<&str> = sheet.lines().take_while(|l| !l.is_empty()).collect();
                records.tape(vec![crate::records::tape::Part {
                    title: shown(&Phrase::new("terminal-tape-game-title"), lang),
                    spoken: heading.join(". "),
                }]);
            }
            let settings = journal_settings(&options, session.game());
            let (journal, said) = GameJournal3::start(session.game(), settings, lang);
            let said: Vec<Event> = said.into_iter().map(Event::say).collect();
            show(&mut terminal, &mut out, &said);
            journal
        }
    };
    // A file whose rewrite was cut off (a crash, a kill) was put back as it was when it was
    // read: the player hears so (issue 31 §1).
    let restored: Vec<Event> = crate::storage::files::restored_notices()
        .into_iter()
        .map(Event::say)
        .collect();
    show(&mut terminal, &mut out, &restored);
    let greeting = session.greeting();
    // The opening is heard whole, as in a game of chess: the engine's first move waits for
    // it; the player's first line cuts it off (issue 28).
    out.opening_unheard = true;
    show(&mut terminal, &mut out, &greeting);
    // The seat played at another device: the relay listens, and the host hears how to join.
    let mut host = None;
    if let Some(seat) = options.remote {
        let opening = HostOpening {
            seat,
            listen: options.listen,
            arbiter: options.arbiter,
            spectators: options.spectators,
            earlier: resumed_relay.clone(),
        };
        match ThreeDHost::open_at_terminal(
            &opening,
            lang,
            config.announce.options(lang),
            terminal.sender(),
        ) {
            Ok((mut relay, lines)) => {
                // Where it listens, kept at once (the port the system chose for ":0").
                let record = serde_json::to_value(relay.record()).unwrap_or_default();
                if let Some(failure) = journal.setting("relay", record) {
                    show(&mut terminal, &mut out, &[Event::say(failure)]);
                }
                for line in &lines {
                    out.worded_line(&mut terminal, line, &words);
                }
                let said = relay.wait_for_device(&mut session);
                show(&mut terminal, &mut out, &said);
                host = Some(relay);
            }
            Err(error) => {
                show(&mut terminal, &mut out, &[Event::say(error.phrase())]);
                // A new game is not left waiting; a resumed one waits on for --resume.
                let failure = journal.finish_session(&session, false);
                show(
                    &mut terminal,
                    &mut out,
                    &failure.into_iter().map(Event::say).collect::<Vec<_>>(),
                );
                out.speaker.wait_until_quiet(Duration::from_secs(10));
                return ExitCode::from(2);
            }
        }
    }
    // The microphone listens for the words of the 3D board too (Zacharias, null, neun,
    // Neutral, Damen-Pin …).
    let mut voice = crate::ui::listening::VoiceHandle::default();
    if options.voice {
        // The player's own word list (`[voice] lexicon`) hears them too.
        let words = config.announce.options(lang).words;
        voice = crate::ui::listening::start_voice_hearing(
            &config,
            lang,
            terminal.sender(),
            &crate::play::three_d::vocabulary(words),
        );
        let lines: Vec<Event> = voice
            .lines
            .drain(..)
            .map(|(said, _)| Event::say(said))
            .collect();
        show(&mut terminal, &mut out, &lines);
        if let Some(mute) = &voice.mute {
            out.speaker.mute_while_speaking(mute.clone());
        }
    }
    let seed = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0x3d3d, |d| d.as_nanos() as u64)
        | 1;
    // The clock is looked at while nobody types: alarms, a flag that falls.
    if session.has_clock() {
        crate::ui::terminal::start_ticking(terminal.sender());
    }
    // The board is drawn as this keyboard's player sits.
    let board_seat = host
        .as_ref()
        .map(|relay| !relay.seat)
        .or(options.opponent.map(|o| !o.side))
        .unwrap_or(shakmaty::Color::White);
    let saved = GameState::of(session.game());
    let mut table = ThreeDTable {
        session,
        terminal: &mut terminal,
        out,
        words,
        journal: Some(journal),
        records,
        braille,
        host,
        actor: Actor::Nobody,
        pgn: options.pgn.clone(),
        in_file,
        saved,
        failure_said: false,
        seed,
        board_shown_for: None,
        board_seat,
    };
    // "brett an" in the settings: the board before the first move.
    table.draw_board_if_due(&config);
    let mut settings = Settings {
        config,
        path: options.config_path.clone(),
        broken: options.config_broken,
    };
    crate::ui::game_loop::play(&mut table, voice, &mut settings)
}

/// What the game's file holds of it: the moves with their offers, and the end (a
/// resignation or an agreed draw changes no move but must be kept too).
#[derive(Clone, Debug, PartialEq)]
struct GameState {
    moves: Vec<(crate::tridim::Move3, bool)>,
    end: Option<crate::game::rules::GameEnd>,
}

impl GameState {
    fn of(game: &Game3) -> GameState {
        GameState {
            moves: game.moves.clone(),
            end: game.end,
        }
    }
}

/// A 3D game at the table: what the one game loop ([`crate::ui::game_loop`]) needs of it.
struct ThreeDTable<'t> {
    session: ThreeDSession,
    terminal: &'t mut Terminal,
    out: Output,
    /// This terminal's words.
    words: Words,
    /// The journal, until the game ends.
    journal: Option<GameJournal3>,
    /// The tape, when one is recorded.
    records: crate::records::KeptRecords,
    /// The braille scoresheet, when one is kept.
    braille: Option<crate::records::braille::Kept>,
    /// The relay, when a seat is played at another device.
    host: Option<ThreeDHost>,
    /// The device the step being handled came from.
    actor: Actor,
    /// The file the game is kept in (`--pgn`).
    pgn: Option<PathBuf>,
    /// The file's other games, around the open one.
    in_file: Option<OpenInFile>,
    /// What the file holds of the game.
    saved: GameState,
    /// Whether a failure to write the file was said.
    failure_said: bool,
    /// The practice opponent's random choices.
    seed: u64,
    /// How many moves the board drawn after every move ("brett an") shows.
    board_shown_for: Option<usize>,
    /// Whose side the board is drawn from.
    board_seat: shakmaty::Color,
}

impl ThreeDTable<'_> {
    fn say(&mut self, events: &[Event]) {
        self.out.show(self.terminal, &self.words, events);
    }

    /// The file's text with the game in it: the game alone, or in place of the open game.
    fn file_text(&self) -> String {
        let game = self.session.game();
        match &self.in_file {
            Some(found) => found.file_text(game),
            None => game.to_pgn(),
        }
    }

    /// Writes the game into its file (`--pgn`) and the braille scoresheet; a failure is
    /// said once.
    fn write_file(&mut self) {
        // The braille scoresheet follows the game; what went wrong is said.
        if let Some(kept) = self.braille.as_mut() {
            if let Some(said) = kept.update_sheet(self.session.game().scoresheet(kept.language())) {
                self.say(&[Event::say(said)]);
            }
        }
        let Some(path) = self.pgn.clone() else {
            return;
        };
        if let Err(e) = write_safely(&path, self.file_text()) {
            if !self.failure_said {
                self.failure_said = true;
                let text = Phrase::new("tridim-save-failed")
                    .with("path", path.display().to_string())
                    .with("reason", e.reason_phrase());
                self.say(&[Event::say(text)]);
            }
        }
    }

    /// "brett an" (or the settings' board view): the 3D board after every move, shown
    /// under what was said, not spoken.
    fn draw_board_if_due(&mut self, config: &Config) {
        let plies = self.session.game().moves.len();
        if !config.board.show {
            self.board_shown_for = None;
        } else if self.board_shown_for != Some(plies) {
            self.board_shown_for = Some(plies);
            let board = self.session.board_lines(self.board_seat);
            self.say(&board);
        }
    }

    /// What the other player's device or the arbiter's sent: a line, played for its seat
    /// (the arbiter's as a third actor), or news of the connection.
    fn device_news(&mut self, actor: Actor, news: GuestNews) -> Step {
        let lang = self.session.language();
        let Some(relay) = self.host.as_mut() else {
            return Step::Skip;
        };
        let said = match &news {
            GuestNews::Line(line) => Some(vec![line.clone()]),
            GuestNews::Heard(alternatives) => Some(alternatives.clone()),
            _ => None,
        };
        if let Some(alternatives) = said {
            let line = self.session.heard_line(&alternatives);
            // Ending, saving, the settings and engine help belong to the host.
            if actor == Actor::Guest
                && crate::commands::host_device_only(&line, relay.guest_language(lang))
            {
                relay.tell_guest(&self.session, Phrase::new("relay-guest-cannot"));
                return Step::Skip;
            }
            let (events, _) = if actor == Actor::Arbiter {
                self.session
                    .handle_line_from_arbiter(relay.arbiter_language(lang), &line)
            } else {
                self.session.handle_line_from(relay.seat, &line)
            };
            // The device cannot end, save or adjourn the host's game.
            return Step::Done(events, Flow::Continue);
        }
        let (events, told) = if actor == Actor::Arbiter {
            relay.arbiter_news(&news, &mut self.session)
        } else {
            relay.news(&news, &mut self.session)
        };
        // The paired device's token is kept, for --resume.
        if matches!(news, GuestNews::Joined { again: false, .. }) {
            self.keep_relay_record();
        }
        let told: Vec<Event> = told.into_iter().map(Event::say).collect();
        self.say(&told);
        Step::Done(events, Flow::Continue)
    }

    /// Where the relay listens and the paired device's token, into the journal.
    fn keep_relay_record(&mut self) {
        let Some(relay) = &self.host else { return };
        let record = serde_json::to_value(relay.record()).unwrap_or_default();
        let failure = self
            .journal
            .as_mut()
            .and_then(|journal| journal.setting("relay", record));
        if let Some(failure) = failure {
            self.say(&[Event::say(failure)]);
        }
    }
}

impl Table for ThreeDTable<'_> {
    fn io(&mut self) -> (&mut Terminal, &mut Output) {
        (self.terminal, &mut self.out)
    }

    fn prompt(&self) -> String {
        self.session.prompt()
    }

    fn input_arrives(&mut self, input: &Input) {
        self.actor = match input {
            Input::Line(_) | Input::Heard(_) => Actor::Host,
            Input::Guest(_) => Actor::Guest,
            Input::Arbiter(_) => Actor::Arbiter,
            _ => Actor::Nobody,
        };
    }

    fn handle_line(&mut self, line: &str) -> (Vec<Event>, Flow) {
        self.handle_heard(&[line.to_owned()])
    }

    fn handle_heard(&mut self, alternatives: &[String]) -> (Vec<Event>, Flow) {
        // With a second device, this keyboard plays its own seat only.
        match self.host.as_ref().map(|relay| !relay.seat) {
            Some(own) => self.session.handle_heard_from(own, alternatives),
            None => self.session.handle_heard(alternatives),
        }
    }

    fn other_input(&mut self, input: Input) -> Step {
        match input {
            // A flag that falls ends the game, kept like any end.
            Input::Tick => {
                let events = self.session.tick();
                if events.is_empty() {
                    Step::Skip
                } else {
                    Step::Done(events, Flow::Continue)
                }
            }
            Input::Guest(news) => self.device_news(Actor::Guest, news),
            Input::Arbiter(news) => self.device_news(Actor::Arbiter, news),
            Input::Spectator(news) => {
                if let Some(relay) = &self.host {
                    relay.spectator_news(&news, &self.session);
                }
                Step::Skip
            }
            // Ctrl-D: ansage ends; a game not over stays to be continued, and is said so.
            Input::Closed => {
                let game = self.session.game();
                let journaled = self
                    .journal
                    .as_ref()
                    .is_some_and(|journal| journal.path().is_some());
                if game.end.is_none() && !game.moves.is_empty() && journaled {
                    self.say(&[Event::say(Phrase::new("input-closed-resumable"))]);
                }
                Step::Stop
            }
            _ => Step::Skip,
        }
    }

    fn is_over(&self) -> bool {
        self.session.game().end.is_some()
    }

    fn answered_a_question(&self) -> bool {
        self.session.answered_a_question()
    }

    fn record_step(&mut self, events: Vec<Event>, ended_before: bool) -> Vec<Event> {
        // Kept in the journal before it is said, and put on the tape.
        let events = match self.journal.as_mut() {
            Some(journal) => journal.kept(&self.session, events),
            None => events,
        };
        let events = taped(
            &mut self.records,
            &self.words,
            &self.session,
            ended_before,
            events,
        );
        let Some(relay) = &self.host else {
            return events;
        };
        relay.publish(&self.session, &events, self.actor);
        // The host hears what changed the game or the clocks, and warnings (12.9a).
        relay.for_host(events, self.actor)
    }

    fn tell(&mut self, events: &[Event]) {
        self.say(events);
    }

    fn show(&mut self, events: Vec<Event>, config: &Config) {
        self.say(&events);
        self.draw_board_if_due(config);
    }

    fn game_ended(&mut self, _config: &Config) {
        // The game in words, once for each end.
        let sheet: Vec<Event> = self.session.spoken_scoresheet().into_iter().collect();
        self.say(&sheet);
    }

    fn engine_turn(&mut self) -> Vec<Event> {
        // The practice opponent moves at once; its move is nobody's device's.
        let events = self.session.opponent_move(&mut self.seed);
        if !events.is_empty() {
            self.actor = Actor::Nobody;
        }
        events
    }

    fn keep(&mut self, quitting: bool) {
        let now = GameState::of(self.session.game());
        if now != self.saved || quitting {
            self.saved = now;
            self.write_file();
        }
    }

    fn describe_settings(&self, config: &Config, speaker: &str) -> Phrase {
        in_play_settings::describe_settings_3d(config, speaker)
    }

    // "brett an|aus": the 3D board after every move, or on request ("brett") only.
    fn board_setting(&mut self, on: Option<bool>, config: &mut Config) {
        config.board.show = on.unwrap_or(!config.board.show);
        self.board_shown_for = None;
        let said = Phrase::new("terminal-board-view")
            .with("on", in_play_settings::yes_no(config.board.show));
        self.say(&[Event::say(said)]);
        self.draw_board_if_due(config);
    }

    fn game_flow(&mut self, flow: Flow, _config: &mut Config) {
        let lang = self.session.language();
        match flow {
            Flow::NewPairingCode => match self.host.as_mut() {
                Some(relay) => {
                    let line = relay.new_code(lang);
                    self.out.worded_line(self.terminal, &line, &self.words);
                    // The old device's token is no longer kept for --resume.
                    self.keep_relay_record();
                }
                None => self.say(&[Event::say(Phrase::new("relay-not-hosting"))]),
            },
            Flow::RelayStatus => {
                let said = self
                    .host
                    .as_ref()
                    .map_or_else(|| Phrase::new("relay-not-hosting"), ThreeDHost::status);
                self.say(&[Event::say(said)]);
            }
            Flow::Save(path) => {
                let text = match path.or_else(|| self.pgn.clone()) {
                    Some(path) => {
                        // Into its own file, the game goes in place of the open game.
                        let text = if self.pgn.as_ref() == Some(&path) {
                            self.file_text()
                        } else {
                            self.session.game().to_pgn()
                        };
                        match write_safely(&path, text) {
                            Ok(()) => {
                                Phrase::new("tridim-saved").with("path", path.display().to_string())
                            }
                            Err(e) => Phrase::new("tridim-not-saved")
                                .with("path", path.display().to_string())
                                .with("reason", e.reason_phrase()),
                        }
                    }
                    None => Phrase::new("tridim-name-a-file"),
                };
                self.say(&[Event::say(text)]);
            }
            _ => {}
        }
    }

    fn finish(&mut self, ending: Ending) -> ExitCode {
        if let Some(relay) = self.host.take() {
            relay.say_goodbye(&self.session);
        }
        // Input ended after a move not yet kept (the practice opponent's answer): kept now.
        self.keep(false);
        // "ende" adjourns a game not over; input that ends leaves it interrupted.
        let adjourn = matches!(ending, Ending::Quit | Ending::Adjourned);
        if let Some(journal) = self.journal.take() {
            if let Some(failure) = journal.finish_session(&self.session, adjourn) {
                self.say(&[Event::say(failure)]);
            }
        }
        // The tape gets its last parts; what is missing from it is said.
        let mut records = std::mem::take(&mut self.records);
        let finishing = records.finish(&mut |said| self.say(&[Event::say(said)]));
        let finishing: Vec<Event> = finishing.into_iter().map(Event::say).collect();
        self.say(&finishing);
        // Told to stop, ansage stops talking at once.
        if ending == Ending::Terminated {
            self.out.speaker.stop();
        }
        // The game shown at the end (a JSON event with --events json), not spoken.
        let lang = self.session.language();
        if !self.session.game().moves.is_empty() {
            let mut the_game = vec![
                Event::Shown(shown(&Phrase::new("tridim-the-game"), lang)),
                Event::Shown(self.session.game().movetext(lang)),
            ];
            if let Some(end) = self.session.game().end {
                the_game.push(Event::Shown(
                    crate::tridim::game::result_token(&end).to_owned(),
                ));
            }
            self.say(&the_game);
        }
        ExitCode::SUCCESS
    }
}

/// Puts a step's announcements and what else was said on the tape, if one is recorded;
/// `events` come back with a failure of the tape after them (said once).
fn taped(
    records: &mut crate::records::KeptRecords,
    words: &Words,
    session: &ThreeDSession,
    ended_before: bool,
    mut events: Vec<Event>,
) -> Vec<Event> {
    if !records.taping() {
        return events;
    }
    let ended = !ended_before && session.game().end.is_some();
    let language = session.language();
    records.tape(crate::records::tape::parts_of_3d_step(
        &events, words, language, ended,
    ));
    events.extend(records.tape_failure().map(Event::say));
    events
}
