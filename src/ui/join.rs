//! `ansage join ADDRESS CODE`: the other seat of a hosted match, played from another ansage
//! (two blind players at a distance, or a helper's laptop). Every line typed is sent to the
//! host, which plays it for this seat; every sentence the host sends is printed and spoken,
//! in this terminal's language. The token is kept in the state folder, so `ansage join
//! ADDRESS` without a code comes back to the same seat after a crash or a closed terminal.

use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

use crate::language::Language;
use crate::phrase::Phrase;
use crate::relay::client::{Connection, HostNews};
use crate::relay::protocol::{
    ArbiterState, DeviceState, FromDevice, SaidLine, ToDevice, language_code,
};
use crate::speech::speaker::{Priority, SpeechBackend, open_speaker};
use crate::storage::files::io_reason_phrase;
use crate::texts::{Line, Weight};
use crate::ui::config::{Config, config_path};
use crate::ui::output::{silences, speech_priority};
use crate::ui::terminal::{Input, Mode, Terminal};
use crate::words::phrases::word;

/// Everything `ansage join` is started with.
#[derive(Clone, Debug)]
pub struct JoinOptions {
    /// The host's address and port, `192.168.1.20:7878`.
    pub address: String,
    /// The pairing code the host said; without it, the token kept from an earlier join.
    pub code: Option<String>,
    /// Join as the arbiter (`--arbiter`), with the arbiter's code: the overview of both
    /// boards, both records and the clocks instead of a seat.
    pub arbiter: bool,
    /// The language of the sentences.
    pub language: Option<Language>,
    /// The voice.
    pub speech: Option<SpeechBackend>,
    /// Plain lines in and out, even on a terminal.
    pub plain: bool,
    /// Listen to the microphone, with these settings.
    pub voice: Option<VoiceOptions>,
}

/// The microphone of `ansage join --voice`.
#[derive(Clone, Debug, Default)]
pub struct VoiceOptions {
    /// The microphone by name; the default one when `None`.
    pub device: Option<String>,
    /// The speech model directory.
    pub model: Option<PathBuf>,
    /// Listen only after the Enter key.
    pub push_to_talk: bool,
}

/// Joins a hosted match; returns the exit status.
pub fn run(options: JoinOptions) -> ExitCode {
    let mut config = config_path(None)
        .and_then(|path| Config::load(&path))
        .unwrap_or_default();
    if let Some(voice) = &options.voice {
        config.voice.listen = true;
        config.voice.device = voice.device.clone().or(config.voice.device);
        config.voice.model = voice.model.clone().or(config.voice.model);
        config.voice.push_to_talk |= voice.push_to_talk;
    }
    let lang = options.language.unwrap_or(config.language);
    let backend = options.speech.unwrap_or_else(|| config.speech.backend());
    let mut terminal = Terminal::start(Mode::choose(
        options.plain || backend == SpeechBackend::ScreenReader,
    ));
    let mut speaker = open_speaker(backend, lang, config.speech.settings());
    let tell = |terminal: &mut Terminal,
                speaker: &mut Box<dyn crate::speech::speaker::Speaker>,
                text: &str,
                priority: Option<Priority>| {
        terminal.print(text);
        if let Some(priority) = priority {
            speaker.say(text, priority);
        }
    };
    // A sentence of this terminal's own, as data, in this terminal's words: shown, and
    // spoken in its spoken form.
    let say = |terminal: &mut Terminal,
               speaker: &mut Box<dyn crate::speech::speaker::Speaker>,
               phrase: &Phrase,
               priority: Priority| {
        let worded = word(phrase, lang, config.announce.options(lang));
        terminal.print(&worded.shown);
        speaker.say(&worded.spoken, priority);
    };
    let arbiter = options.arbiter;
    let token_file = token_path(&options.address, arbiter);
    let hello = match (
        &options.code,
        token_file.as_ref().and_then(|p| read_token(p)),
    ) {
        (Some(code), _) => FromDevice::Pair {
            code: code.clone(),
            lang: Some(language_code(lang).to_owned()),
            role: arbiter.then(|| "arbiter".to_owned()),
        },
        (None, Some(token)) => FromDevice::Rejoin {
            token: token.trim().to_owned(),
            since: None,
            lang: Some(language_code(lang).to_owned()),
        },
        (None, None) => {
            let id = if arbiter {
                "join-arbiter-code-needed"
            } else {
                "join-code-needed"
            };
            let needed = Phrase::new(id).with("address", options.address.as_str());
            say(&mut terminal, &mut speaker, &needed, Priority::Message);
            return ExitCode::from(2);
        }
    };
    let inputs = terminal.sender();
    let connection = match Connection::open(&options.address, hello, move |news| {
        inputs.send(Input::Host(news)).is_ok()
    }) {
        Ok(connection) => connection,
        Err(error) => {
            let reason = io_reason_phrase(&error);
            say(&mut terminal, &mut speaker, &reason, Priority::Message);
            return ExitCode::FAILURE;
        }
    };
    terminal.set_prompt("> ");
    // The microphone: what it hears goes to the host as the recogniser's alternatives.
    let mut voice = crate::ui::listening::VoiceHandle::default();
    // Whether the microphone hears a 3D game's words (its files, levels and pins): once the
    // host's state says the game is one, it starts again with them.
    let mut hears_3d = false;
    if config.voice.listen {
        voice = crate::ui::listening::start_voice(&config, lang, terminal.sender());
        for (said, priority) in voice.lines.drain(..) {
            say(&mut terminal, &mut speaker, &said, priority);
        }
        if let Some(mute) = &voice.mute {
            speaker.mute_while_speaking(mute.clone());
        }
    }
    let mut status = ExitCode::SUCCESS;
    let mut lost_said = false;
    // Whether the host turned this terminal away for good (a wrong code, the seat taken,
    // opened elsewhere, a new code): the connection then ends without reconnecting.
    let mut turned_away = false;
    let mut paired = false;
    // The board view of this player's own board ("brett"), drawn after each change.
    let mut board_on = config.board.show;
    let mut last_state: Option<Box<crate::relay::protocol::DeviceState>> = None;
    // The arbiter's overview as the host last sent it, read here by "bretter", "brett weiß",
    // "partien"; and whether the arbiter was told of those words.
    let mut last_overview: Option<Box<ArbiterState>> = None;
    let mut local_help_said = false;
    // One prompt a step (issue 30 §12): the host sends a step's sentences, then the state
    // with the prompt that fits after them. The sentences wait here for that state, so the
    // prompt is set before they are printed and shown once after them, never the stale one
    // between; and after a line is sent no prompt is shown until the host has answered it.
    let mut held: Vec<Line> = Vec::new();
    loop {
        let input = terminal.next_input();
        // Anything but the host's sentences and state: what waits is said first.
        if !matches!(
            input,
            Input::Host(HostNews::Sent(
                ToDevice::Lines { .. } | ToDevice::State { .. }
            ))
        ) {
            say_held(&mut terminal, &mut speaker, &mut held);
        }
        // A voice that could not be opened, or failed, and the one that speaks instead.
        for notice in speaker.take_notices() {
            tell(
                &mut terminal,
                &mut speaker,
                &crate::words::phrases::shown(&notice, lang),
                Some(Priority::Message),
            );
        }
        // The arbiter's look at the overview, heard: answered here as if typed.
        let input = match input {
            Input::Heard(alternatives)
                if arbiter
                    && alternatives
                        .first()
                        .is_some_and(|heard| overview_ask(heard, lang).is_some()) =>
            {
                if let Some(switch) = &voice.talk_switch {
                    switch.store(false, std::sync::atomic::Ordering::Relaxed);
                }
                let heard = alternatives[0].clone();
                let said = Phrase::new("heard").with("words", heard.clone());
                say(&mut terminal, &mut speaker, &said, Priority::Chatter);
                Input::Line(heard)
            }
            input => input,
        };
        match input {
            Input::Line(line) if line.trim().is_empty() => {
                if let Some(switch) = &voice.talk_switch {
                    switch.store(true, std::sync::atomic::Ordering::Relaxed);
                    let listening = Phrase::new("listening");
                    say(&mut terminal, &mut speaker, &listening, Priority::Message);
                }
            }
            Input::Heard(alternatives) => {
                if let Some(switch) = &voice.talk_switch {
                    switch.store(false, std::sync::atomic::Ordering::Relaxed);
                }
                let heard = alternatives.first().cloned().unwrap_or_default();
                let said = Phrase::new("heard").with("words", heard);
                say(&mut terminal, &mut speaker, &said, Priority::Chatter);
                connection.send_heard(alternatives);
            }
            Input::VoiceStopped(said) | Input::VoiceReady(said) => {
                say(&mut terminal, &mut speaker, &said, Priority::Message);
            }
            // Escape, or "still": this device's speech stops at once.
            Input::StopSpeech => speaker.stop(),
            Input::Line(line) if silences(&line) => speaker.stop(),
            // The arbiter's own look at the overview: answered here, the host is not asked.
            Input::Line(line) if arbiter && overview_ask(&line, lang).is_some() => {
                let Some(ask) = overview_ask(&line, lang) else {
                    continue;
                };
                let Some(overview) = &last_overview else {
                    let wait = Phrase::new("join-arbiter-no-overview");
                    say(&mut terminal, &mut speaker, &wait, Priority::Message);
                    continue;
                };
                if let OverviewAsk::Board(side) = ask {
                    let state = side.fold_wb(&overview.white, &overview.black);
                    draw_board(&mut terminal, &config, state, lang);
                }
                let answer = overview_answer(ask, overview, lang);
                say(&mut terminal, &mut speaker, &answer, Priority::Message);
            }
            Input::Line(line) => match board_toggle(&line, lang) {
                // The arbiter has no board of their own: what they may look at here.
                Some(_) if arbiter => {
                    let help = Phrase::new("join-arbiter-local-help");
                    say(&mut terminal, &mut speaker, &help, Priority::Message);
                }
                // A 3D game's board is drawn in text on request, as this seat sits.
                Some(_) if last_state.as_ref().is_some_and(|s| s.variant.is_some()) => {
                    if let Some(state) = &last_state {
                        draw_board3(&mut terminal, state, lang);
                    }
                    let black = last_state.as_ref().is_some_and(|s| s.seat == "black");
                    let side = if black {
                        shakmaty::Color::Black
                    } else {
                        shakmaty::Color::White
                    };
                    let help = Phrase::new("join-board-view-3d").with("side", side);
                    say(&mut terminal, &mut speaker, &help, Priority::Message);
                }
                Some(on) => {
                    board_on = on.unwrap_or(!board_on);
                    if let Some(state) = &last_state {
                        if board_on {
                            draw_board(&mut terminal, &config, state, lang);
                        }
                    }
                }
                None => {
                    connection.send(line.trim());
                    // The host answers with the step's sentences and the prompt after them.
                    // (The editor draws its prompt again after each sentence anyway, and
                    // would keep an empty one until a key is pressed.)
                    if paired && terminal.mode() == Mode::Line {
                        terminal.set_prompt("");
                    }
                }
            },
            Input::Host(HostNews::Sent(message)) => match message {
                ToDevice::Paired { token, .. } => {
                    paired = true;
                    if let Some(path) = &token_file {
                        keep_token(path, &token);
                    }
                    // Said with the host's sentences and state that follow at once.
                    if lost_said {
                        let back = word(
                            &Phrase::new("join-back"),
                            lang,
                            config.announce.options(lang),
                        );
                        held.push(Line {
                            weight: Weight::Message,
                            shown: back.shown,
                            spoken: back.spoken,
                        });
                        lost_said = false;
                    }
                }
                ToDevice::Refused { reason, kind } => {
                    turned_away |= !paired || kind == "replaced" || kind == "unpaired";
                    // A line the host did not take (too fast, too long) gets no state: the
                    // last prompt stands again.
                    if let Some(state) = &last_state {
                        terminal.set_prompt(&state.prompt);
                    }
                    tell(
                        &mut terminal,
                        &mut speaker,
                        &reason,
                        Some(Priority::Message),
                    );
                    if kind == "token" || kind == "unpaired" {
                        if let Some(path) = &token_file {
                            let _ = std::fs::remove_file(path);
                        }
                    }
                }
                // Said once the state after them has come.
                ToDevice::Lines { lines } => held.extend(lines.iter().map(SaidLine::to_line)),
                // Only a spectator's page is sent what a spectator sees.
                ToDevice::Watch { .. } => {}
                // The arbiter's device: its prompt, and the sentences before it.
                ToDevice::Overview { overview } => {
                    terminal.set_prompt(&overview.prompt);
                    say_held(&mut terminal, &mut speaker, &mut held);
                    if !local_help_said {
                        let help = Phrase::new("join-arbiter-local-help");
                        say(&mut terminal, &mut speaker, &help, Priority::Message);
                        local_help_said = true;
                    }
                    last_overview = Some(overview);
                }
                ToDevice::State { state } => {
                    terminal.set_prompt(&state.prompt);
                    say_held(&mut terminal, &mut speaker, &mut held);
                    let extra = words_to_hear(&state, &config, lang);
                    if !hears_3d && !extra.is_empty() && voice.listens() {
                        hears_3d = true;
                        // The microphone opened before the game was known: it listens
                        // again, for the 3D words too.
                        drop(std::mem::take(&mut voice));
                        voice = crate::ui::listening::start_voice_hearing(
                            &config,
                            lang,
                            terminal.sender(),
                            &extra,
                        );
                        for (said, priority) in voice.lines.drain(..) {
                            say(&mut terminal, &mut speaker, &said, priority);
                        }
                        if let Some(mute) = &voice.mute {
                            speaker.mute_while_speaking(mute.clone());
                        }
                    }
                    let changed = last_state
                        .as_ref()
                        .is_none_or(|last| last.board != state.board);
                    if board_on && changed {
                        draw_board(&mut terminal, &config, &state, lang);
                    }
                    last_state = Some(state);
                }
            },
            Input::Host(HostNews::Lost) if turned_away => {
                status = ExitCode::FAILURE;
                break;
            }
            Input::Host(HostNews::Lost) if !lost_said => {
                let lost = Phrase::new("join-lost");
                say(&mut terminal, &mut speaker, &lost, Priority::Message);
                lost_said = true;
                // No answer comes while the host is away: the last prompt stands.
                if let Some(state) = &last_state {
                    terminal.set_prompt(&state.prompt);
                }
            }
            Input::Host(HostNews::Unreachable(kind)) => {
                let reason = match kind {
                    Some(std::io::ErrorKind::ConnectionRefused) => Phrase::new("join-refused"),
                    Some(kind) => io_reason_phrase(&std::io::Error::from(kind)),
                    None => Phrase::new("join-not-ansage"),
                };
                let unreachable = Phrase::new("join-unreachable")
                    .with("address", options.address.as_str())
                    .with("reason", reason);
                say(&mut terminal, &mut speaker, &unreachable, Priority::Message);
                status = ExitCode::FAILURE;
                break;
            }
            Input::Interrupted => {
                let how = Phrase::new(if arbiter {
                    "join-arbiter-how-to-leave"
                } else {
                    "join-how-to-leave"
                });
                say(&mut terminal, &mut speaker, &how, Priority::Message);
            }
            Input::Closed | Input::Terminated => break,
            _ => {}
        }
    }
    speaker.stop();
    drop(voice);
    drop(connection);
    speaker.wait_until_quiet(Duration::from_secs(5));
    status
}

/// Prints and speaks the host's sentences that waited for their state.
fn say_held(
    terminal: &mut Terminal,
    speaker: &mut Box<dyn crate::speech::speaker::Speaker>,
    held: &mut Vec<Line>,
) {
    for line in held.drain(..) {
        terminal.print(&line.shown);
        if let Some(priority) = speech_priority(line.weight) {
            speaker.say(&line.spoken, priority);
        }
    }
}

/// "brett", "brett an", "brett aus": the board view at this terminal (`None` toggles); any
/// other line goes to the host.
fn board_toggle(line: &str, language: Language) -> Option<Option<bool>> {
    use crate::commands::{Command, SettingChange, parse_command};
    match parse_command(line, language) {
        Some(Ok(Command::Setting(SettingChange::Board(on)))) => Some(on),
        _ => None,
    }
}

/// Draws this player's own board as the host last sent it, seen from their side.
fn draw_board(
    terminal: &mut Terminal,
    config: &Config,
    state: &crate::relay::protocol::DeviceState,
    language: Language,
) {
    use crate::ui::board_view::{BoardMarks, Theme, compact_board, render_board_to_fit};
    if state.variant.is_some() {
        draw_board3(terminal, state, language);
        return;
    }
    let Ok(board) = state.board.parse::<shakmaty::Board>() else {
        return;
    };
    let marks = BoardMarks {
        last_move: None,
        check: None,
        bottom: if state.seat == "black" {
            shakmaty::Color::Black
        } else {
            shakmaty::Color::White
        },
    };
    let mut view = config.board.view();
    if terminal.mode() != Mode::Editor {
        view.theme = Theme::Mono;
    }
    // In the editor the whole board fits the window (in a tiny one it is as small as it gets).
    let lines = if terminal.mode() == Mode::Editor {
        let size = crossterm::terminal::size().unwrap_or((80, 24));
        render_board_to_fit(&board, marks, &view, language, size)
            .unwrap_or_else(|| compact_board(&board, marks, &view, language))
    } else {
        // Line mode (a braille display, a pipe): one character a square, nine lines.
        compact_board(&board, marks, &view, language)
    };
    for line in lines {
        terminal.print(&line);
    }
}

/// A 3D board (FEN3D) drawn in text as the device's seat sits, the last move and a king in
/// check marked (`tridim::board_text`).
fn draw_board3(terminal: &mut Terminal, state: &DeviceState, language: Language) {
    let Ok(position) = crate::tridim::fen3d::read_fen3d(&state.board) else {
        return;
    };
    let last: Vec<String> = state.last_move.iter().flatten().cloned().collect();
    let lines = crate::tridim::board_text::board_lines_in(
        &position,
        language,
        state.seat != "black",
        &last,
        state.check.as_deref(),
    );
    for line in lines {
        terminal.print(&line);
    }
}

/// Where the token for the host at `address` is kept; the arbiter's apart from a player's,
/// so that a player and the arbiter on one machine never take each other's seat.
fn token_path(address: &str, arbiter: bool) -> Option<PathBuf> {
    let base = std::env::var_os("ANSAGE_JOURNAL_DIR")
        .map(PathBuf::from)
        .or_else(|| dirs::state_dir().map(|dir| dir.join("ansage").join("games")))?;
    let name: String = address
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
        .collect();
    let kind = if arbiter { ".arbiter" } else { "" };
    Some(base.join("joined").join(format!("{name}{kind}.token")))
}

/// Keeps the token, readable by this user only; a link or a file others could read at its
/// place is replaced, never written through (issue 31 §7).
fn keep_token(path: &std::path::Path, token: &str) {
    let _ = crate::storage::files::write_secret(path, token);
}

/// The token kept for this address, if it is one: at most a few bytes of a regular file
/// (a FIFO, `/dev/zero` or a huge file is not read), 32 hexadecimal digits. Anything else
/// is no token: the player is asked for the code (issue 31 §7: a FIFO hung `ansage join`,
/// a 20 KB token was sent again and again).
fn read_token(path: &std::path::Path) -> Option<String> {
    const TOKEN_LIMIT: u64 = 256;
    let bytes = crate::storage::files::read_limited(path, TOKEN_LIMIT).ok()?;
    let token = String::from_utf8(bytes).ok()?.trim().to_owned();
    (token.len() == 32 && token.bytes().all(|b| b.is_ascii_hexdigit())).then_some(token)
}

/// What the arbiter asks of the overview at their own terminal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum OverviewAsk {
    /// Where White's and Black's boards differ, and each record's last move.
    Boards,
    /// One player's board, as their device shows it.
    Board(shakmaty::Color),
    /// Both records.
    Records,
}

/// The arbiter's line as a look at the overview ("bretter", "brett weiß", "partien", in
/// the words of this terminal's language); `None` for a line that goes to the host.
fn overview_ask(line: &str, language: Language) -> Option<OverviewAsk> {
    let typed = normalised(line);
    let asks = [
        ("join-arbiter-words-boards", OverviewAsk::Boards),
        (
            "join-arbiter-words-board-white",
            OverviewAsk::Board(shakmaty::Color::White),
        ),
        (
            "join-arbiter-words-board-black",
            OverviewAsk::Board(shakmaty::Color::Black),
        ),
        ("join-arbiter-words-records", OverviewAsk::Records),
    ];
    asks.into_iter().find_map(|(id, ask)| {
        crate::words::catalogue::text(language, id, &[])
            .split(',')
            .any(|words| normalised(words) == typed)
            .then_some(ask)
    })
}

/// A line as it is compared with the words: small letters, single spaces, no full stop or
/// question mark at the end.
fn normalised(line: &str) -> String {
    line.trim()
        .trim_end_matches(['.', '!', '?'])
        .to_lowercase()
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

/// The answer to the arbiter's look at the overview, as data.
fn overview_answer(ask: OverviewAsk, overview: &ArbiterState, language: Language) -> Phrase {
    match ask {
        OverviewAsk::Boards => {
            let boards = boards_compared(overview);
            let last = |state: &DeviceState| {
                let moves = record_moves(&state.record, language);
                match moves.last() {
                    Some(last) => last.clone(),
                    None => Phrase::new("join-arbiter-no-move"),
                }
            };
            let last_moves = Phrase::new("join-arbiter-last-moves")
                .with("white", last(&overview.white))
                .with("black", last(&overview.black));
            Phrase::joined(crate::phrase::Join::Sentences, vec![boards, last_moves])
        }
        OverviewAsk::Board(side) => {
            let state = side.fold_wb(&overview.white, &overview.black);
            let reading = board_reading(state, language)
                .unwrap_or_else(|| Phrase::verbatim(state.board.clone()));
            Phrase::new("join-arbiter-board")
                .with("side", crate::phrase::color_key(side))
                .with("reading", reading)
        }
        OverviewAsk::Records => {
            let record = |state: &DeviceState| {
                if state.record.is_empty() {
                    return Phrase::new("join-arbiter-record-empty");
                }
                let numbered: Vec<String> = state
                    .record
                    .iter()
                    .enumerate()
                    .map(|(ply, san)| {
                        if ply % 2 == 0 {
                            format!("{}. {san}", ply / 2 + 1)
                        } else {
                            san.clone()
                        }
                    })
                    .collect();
                Phrase::verbatim(numbered.join(" "))
            };
            Phrase::new("join-arbiter-records")
                .with("white", record(&overview.white))
                .with("black", record(&overview.black))
        }
    }
}

/// "The boards agree", or where they differ and what stands there on each.
fn boards_compared(overview: &ArbiterState) -> Phrase {
    use crate::phrase::{Join, Value};
    // A 3D game: the squares and pins the host found differing, named in notation.
    if overview.white.variant.is_some() {
        if overview.differences.is_empty() {
            return Phrase::new("join-arbiter-boards-agree");
        }
        let named = overview
            .differences
            .iter()
            .map(|square| Value::Verbatim(square.clone()))
            .collect();
        return Phrase::new("join-arbiter-boards-differ-3d")
            .with("squares", Value::List(Join::And, named));
    }
    let (Ok(white), Ok(black)) = (
        overview.white.board.parse::<shakmaty::Board>(),
        overview.black.board.parse::<shakmaty::Board>(),
    ) else {
        return Phrase::new("join-arbiter-boards-agree");
    };
    let differing: Vec<shakmaty::Square> = shakmaty::Square::ALL
        .into_iter()
        .filter(|&square| white.piece_at(square) != black.piece_at(square))
        .collect();
    if differing.is_empty() {
        return Phrase::new("join-arbiter-boards-agree");
    }
    let contents = |board: &shakmaty::Board| {
        let each = differing
            .iter()
            .map(|&square| square_content(square, board.piece_at(square)))
            .collect();
        Phrase::joined(Join::Sentences, each)
    };
    Phrase::new("join-arbiter-boards-differ")
        .with(
            "squares",
            Value::List(
                Join::And,
                differing.iter().map(|&s| Value::from(s)).collect(),
            ),
        )
        .with("white", contents(&white))
        .with("black", contents(&black))
}

/// "Eva vier: weißer Bauer." or "Eva zwei ist leer."
fn square_content(square: shakmaty::Square, piece: Option<shakmaty::Piece>) -> Phrase {
    match piece {
        None => Phrase::new("answer-square-empty").with("square", square),
        Some(piece) => Phrase::new("answer-square-piece")
            .with("square", square)
            .with("colour", crate::phrase::color_key(piece.color))
            .with("kind", crate::phrase::role_key(piece.role)),
    }
}

/// A record's moves as said: each in words with its notation, as long as they are legal
/// from the usual start; the rest as written.
fn record_moves(record: &[String], language: Language) -> Vec<Phrase> {
    use crate::notation::facts::MoveFacts;
    use crate::phrase::Value;
    use shakmaty::Position;
    let mut position = shakmaty::Chess::default();
    let mut legal = true;
    record
        .iter()
        .map(|written| {
            let played = legal
                .then(|| crate::notation::san::parse_san(written, language).ok())
                .flatten()
                .and_then(|parsed| parsed.san.to_move(&position).ok());
            match played {
                Some(played) => {
                    let facts = MoveFacts::of(&position, played);
                    position.play_unchecked(played);
                    Phrase::new("join-arbiter-move")
                        .with("words", Value::MoveWords(facts))
                        .with("san", Value::San(facts))
                }
                None => {
                    legal = false;
                    Phrase::verbatim(written.clone())
                }
            }
        })
        .collect()
}

/// A player's board read out as the terminal reads a board: every piece, White's first,
/// and who is to move. `None` when the board is not one a game can have.
fn board_reading(state: &DeviceState, language: Language) -> Option<Phrase> {
    use shakmaty::{CastlingMode, Chess, FromSetup, PositionError, Setup};
    // A 3D board (FEN3D) is read level by level.
    if state.variant.is_some() {
        let position = crate::tridim::fen3d::read_fen3d(&state.board).ok()?;
        return Some(crate::play::three_d::board_read_aloud(&position));
    }
    let board: shakmaty::Board = state.board.parse().ok()?;
    let turn = if state.turn == "black" {
        shakmaty::Color::Black
    } else {
        shakmaty::Color::White
    };
    let mut setup = Setup::empty();
    setup.board = board;
    setup.turn = turn;
    let position: Chess = Chess::from_setup(setup, CastlingMode::Standard)
        .or_else(PositionError::ignore_too_much_material)
        .or_else(PositionError::ignore_impossible_check)
        .ok()?;
    let game = crate::notation::pgn::Game::new();
    let context = crate::commands::QueryContext {
        position: &position,
        game: &game,
        asking: turn,
        language,
        seating: Default::default(),
    };
    crate::commands::answer(&crate::commands::Command::ReadBoard, &context).map(|a| a.phrase())
}

/// The words the microphone must hear besides a game of chess's: a 3D game's files, levels
/// and pins ("Zacharias", "Neutral", "Damen-Pin"); none for a game of chess.
fn words_to_hear(state: &DeviceState, config: &Config, lang: Language) -> Vec<String> {
    if state.variant.is_none() {
        return Vec::new();
    }
    crate::play::three_d::vocabulary(config.announce.options(lang).words)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::words::phrases::shown;

    #[test]
    fn the_arbiters_words_are_read_in_each_language() {
        let white = Some(OverviewAsk::Board(shakmaty::Color::White));
        assert_eq!(
            overview_ask(" Bretter. ", Language::GERMAN),
            Some(OverviewAsk::Boards)
        );
        assert_eq!(overview_ask("Brett  Weiß", Language::GERMAN), white);
        assert_eq!(overview_ask("board white", Language::ENGLISH), white);
        assert_eq!(overview_ask("tablero blancas", Language::SPANISH), white);
        assert_eq!(
            overview_ask("Records?", Language::ENGLISH),
            Some(OverviewAsk::Records)
        );
        assert_eq!(
            overview_ask("planillas", Language::SPANISH),
            Some(OverviewAsk::Records)
        );
        // Anything else goes to the host.
        assert_eq!(overview_ask("pause clock", Language::ENGLISH), None);
        assert_eq!(overview_ask("brett", Language::GERMAN), None);
    }

    #[test]
    fn the_boards_are_compared_square_by_square() {
        let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR";
        let after = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR";
        let mut overview = ArbiterState::default();
        overview.white.board = after.into();
        overview.white.record = vec!["e4".into()];
        overview.black.board = start.into();
        let said = shown(
            &overview_answer(OverviewAsk::Boards, &overview, Language::ENGLISH),
            Language::ENGLISH,
        );
        assert!(
            said.starts_with("White's and Black's boards differ on Eva two and Eva four."),
            "{said}"
        );
        assert!(
            said.contains("Last move in White's record: Pawn Eva four (e4)"),
            "{said}"
        );
        assert!(said.contains("in Black's record: none yet."), "{said}");
        overview.black.board = after.into();
        overview.black.record = vec!["e4".into(), "e5".into()];
        let said = shown(
            &overview_answer(OverviewAsk::Boards, &overview, Language::GERMAN),
            Language::GERMAN,
        );
        assert!(
            said.starts_with("Die Bretter von Weiß und Schwarz stimmen überein."),
            "{said}"
        );
        let records = shown(
            &overview_answer(OverviewAsk::Records, &overview, Language::SPANISH),
            Language::SPANISH,
        );
        assert_eq!(
            records,
            "Planilla de las blancas: 1. e4. Planilla de las negras: 1. e4 e5."
        );
    }

    /// A 3D game at `ansage join --arbiter`: the host's differing squares are named (the
    /// boards are no chess boards to compare), and a player's board is read level by level.
    /// A device at a 3D game hears the 3D words (the microphone opened before the game was
    /// known listens again with them); at a game of chess nothing is added.
    #[test]
    fn a_device_at_a_3d_game_hears_its_words() {
        let config = Config::default();
        let mut state = DeviceState::default();
        assert!(words_to_hear(&state, &config, Language::GERMAN).is_empty());
        state.variant = Some("3D Meder".into());
        let words = words_to_hear(&state, &config, Language::GERMAN);
        for word in ["zacharias", "neutral"] {
            assert!(
                words.iter().any(|w| w.to_lowercase() == word),
                "{word}: {words:?}"
            );
        }
    }

    #[test]
    fn the_3d_boards_are_compared_and_read_at_the_arbiters_join() {
        let session = crate::play::three_d::ThreeDSession::new_3d(Language::ENGLISH);
        let start = crate::tridim::fen3d::write_fen3d(&session.game().position());
        let mut overview = ArbiterState::default();
        overview.white.variant = Some("3D Meder".into());
        overview.black.variant = Some("3D Meder".into());
        overview.white.board = start.clone();
        overview.black.board = start;
        overview.white.record = vec!["b4W".into()];
        overview.differences = vec!["b2W".into(), "b4W".into()];
        let said = shown(
            &overview_answer(OverviewAsk::Boards, &overview, Language::ENGLISH),
            Language::ENGLISH,
        );
        assert!(
            said.starts_with("White's and Black's boards differ on b2W and b4W."),
            "{said}"
        );
        assert!(said.contains("b4W"), "{said}");
        overview.differences.clear();
        let said = shown(
            &overview_answer(OverviewAsk::Boards, &overview, Language::GERMAN),
            Language::GERMAN,
        );
        assert!(
            said.starts_with("Die Bretter von Weiß und Schwarz stimmen überein."),
            "{said}"
        );
        let read = shown(
            &overview_answer(
                OverviewAsk::Board(shakmaty::Color::Black),
                &overview,
                Language::ENGLISH,
            ),
            Language::ENGLISH,
        );
        assert!(read.contains("Queen pin one, white deck"), "{read}");
        assert!(
            !read.contains("Kd0KP1"),
            "read in words, not as FEN3D: {read}"
        );
    }
}
