//! `ansage play --variant 3d`: a game of three-dimensional chess at this keyboard. The 3D
//! session says what happened; the terminal, the voice and the microphone serve it as they
//! serve `ansage play` (line mode, the line editor or plain lines; every line printed and
//! spoken; Escape and "still" silence the speech). The game is kept in its file (`--pgn`)
//! after every move, as PGN-like text with the 3D notation, and shown at the end.

use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

use crate::phrase::Phrase;
use crate::play::Flow;
use crate::play::three_d::ThreeDSession;
use crate::speech::speaker::{SpeechBackend, open_speaker};
use crate::storage::files::{MAX_PGN_BYTES, ReadError, read_limited, write_safely};
use crate::texts::{Event, Weight, Words};
use crate::tridim::game::{Game3, OpenInFile, decode_game_file};
use crate::ui::config::Config;
use crate::ui::output::{EventFormat, Output, silences};
use crate::ui::terminal::{Input, Mode, Terminal};
use crate::words::phrases::shown;

/// What a 3D game is started with.
#[derive(Clone, Debug)]
pub struct ThreeDOptions {
    /// The settings (language, speech, voice).
    pub config: Config,
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
}

/// Plays a 3D game; returns the exit status.
pub fn run(options: ThreeDOptions) -> ExitCode {
    let config = options.config;
    let lang = config.language;
    let backend = config.speech.backend();
    let mut terminal = Terminal::start(Mode::choose(
        options.plain || backend == SpeechBackend::ScreenReader,
    ));
    let mut out = Output {
        speaker: open_speaker(backend, lang, config.speech.settings()),
        format: EventFormat::Text,
    };
    let words = Words::new(lang, config.announce.options(lang));
    let show = |terminal: &mut Terminal, out: &mut Output, events: &[Event]| {
        out.show(terminal, &words, events);
    };
    // One game in one file: a second ansage writing it is told, not let in.
    let _lock = match options.pgn.as_deref().map(crate::ui::app::lock_pgn) {
        Some(Err(message)) => {
            show(&mut terminal, &mut out, &[Event::say(message)]);
            out.speaker.wait_until_quiet(Duration::from_secs(10));
            return ExitCode::from(2);
        }
        Some(Ok(lock)) => lock,
        None => None,
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
                if !text.trim().is_empty() {
                    match OpenInFile::find(&text) {
                        Some(found) => {
                            game = found.game.clone();
                            continued = true;
                            in_file = Some(found);
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
    // The file's text with the game in it: the game alone, or in place of the open game.
    let file_text = |game: &Game3| match &in_file {
        Some(found) => found.file_text(game),
        None => game.to_pgn(),
    };
    if !continued {
        game.set_tag("Event", "?");
        game.set_tag("Date", &crate::notation::pgn::today_pgn_date());
        game.set_tag("White", options.white.as_deref().unwrap_or("?"));
        game.set_tag("Black", options.black.as_deref().unwrap_or("?"));
    }
    if let Some(form) = options.pawn_captures {
        game.pawn_captures = form;
    }
    let mut session = ThreeDSession::with_game(game, lang).with_opponent(options.opponent);
    if continued {
        let text = Phrase::new("tridim-continued").with("count", session.game().moves.len());
        show(&mut terminal, &mut out, &[Event::say(text)]);
    }
    let greeting = session.greeting();
    show(&mut terminal, &mut out, &greeting);
    // The microphone listens for the words of the 3D board too (Zacharias, null, neun,
    // Neutral, Damen-Pin …).
    let mut voice = crate::ui::listening::VoiceHandle::default();
    if options.voice {
        let words = config.announce.options(lang).words;
        let lexicon: &'static crate::words::lexicon::Lexicon =
            Box::leak(Box::new(crate::words::lexicon::Lexicon::with_extra_words(
                words,
                &crate::play::three_d::vocabulary(words),
            )));
        voice = crate::ui::listening::start_voice_with(&config, lang, terminal.sender(), lexicon);
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
    let mut saved_moves = session.game().moves.len();
    let mut failure_said = false;
    // Writes the game into its file (`--pgn`); a failure is said once.
    let mut keep = |terminal: &mut Terminal, out: &mut Output, game: &Game3| {
        let Some(path) = &options.pgn else {
            return;
        };
        if let Err(e) = write_safely(path, file_text(game)) {
            if !failure_said {
                failure_said = true;
                let text = Phrase::new("tridim-save-failed")
                    .with("path", path.display().to_string())
                    .with("reason", e.reason_phrase());
                show(terminal, out, &[Event::say(text)]);
            }
        }
    };
    let mut seed = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0x3d3d, |d| d.as_nanos() as u64)
        | 1;
    if options.opponent.is_some() {
        let events = session.opponent_move(&mut seed);
        show(&mut terminal, &mut out, &events);
        // The practice opponent's first move is kept at once, whatever comes after.
        if session.game().moves.len() != saved_moves {
            saved_moves = session.game().moves.len();
            keep(&mut terminal, &mut out, session.game());
        }
    }
    loop {
        terminal.set_prompt(&session.prompt());
        let line = match terminal.next_input() {
            Input::Line(line) => line,
            Input::Heard(alternatives) => alternatives.first().cloned().unwrap_or_default(),
            Input::StopSpeech => {
                out.speaker.stop();
                continue;
            }
            Input::Interrupted => {
                let text = Phrase::new("tridim-interrupted");
                show(&mut terminal, &mut out, &[Event::say(text)]);
                continue;
            }
            Input::VoiceReady(said) | Input::VoiceStopped(said) => {
                show(&mut terminal, &mut out, &[Event::say(said)]);
                continue;
            }
            Input::Closed | Input::Terminated => break,
            _ => continue,
        };
        if silences(&line) {
            out.speaker.stop();
            continue;
        }
        let (events, flow) = session.handle_line(&line);
        // A move or the end cuts off what is still being said.
        if events
            .iter()
            .any(|e| matches!(e, Event::Say(Weight::Announcement, _)))
        {
            out.speaker.new_event();
        }
        show(&mut terminal, &mut out, &events);
        // The engine answers at once.
        let events = session.opponent_move(&mut seed);
        show(&mut terminal, &mut out, &events);
        // The game is kept after every move, safely.
        if session.game().moves.len() != saved_moves || flow == Flow::Quit {
            saved_moves = session.game().moves.len();
            keep(&mut terminal, &mut out, session.game());
        }
        match flow {
            Flow::Quit => break,
            Flow::Save(path) => {
                let target = path.or_else(|| options.pgn.clone());
                let text = match target {
                    Some(path) => match write_safely(&path, {
                        // Into its own file, the game goes in place of the open game.
                        if options.pgn.as_ref() == Some(&path) {
                            file_text(session.game())
                        } else {
                            session.game().to_pgn()
                        }
                    }) {
                        Ok(()) => {
                            Phrase::new("tridim-saved").with("path", path.display().to_string())
                        }
                        Err(e) => Phrase::new("tridim-not-saved")
                            .with("path", path.display().to_string())
                            .with("reason", e.reason_phrase()),
                    },
                    None => Phrase::new("tridim-name-a-file"),
                };
                show(&mut terminal, &mut out, &[Event::say(text)]);
            }
            _ => {}
        }
    }
    // Input ended after a move not yet kept (the practice opponent's answer): kept now.
    if session.game().moves.len() != saved_moves {
        keep(&mut terminal, &mut out, session.game());
    }
    drop(voice);
    out.speaker.stop();
    if !session.game().moves.is_empty() {
        terminal.print(&shown(&Phrase::new("tridim-the-game"), lang));
        terminal.print(&session.game().movetext(lang));
        if let Some(end) = session.game().end {
            terminal.print(end.result());
        }
    }
    out.speaker.wait_until_quiet(Duration::from_secs(4));
    ExitCode::SUCCESS
}
