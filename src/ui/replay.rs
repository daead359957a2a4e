//! The command line's `ansage replay`: the game chosen from its file, then the session, the
//! terminal and the voice put together as `ansage play` puts them: every event printed as a
//! line, and spoken without the notation in brackets.

use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

use crate::language::Language;
use crate::phrase::Phrase;
use crate::replay::{Event, Flow, ReplaySession, load};
use crate::speech::speaker::{SpeechBackend, open_speaker};
use crate::texts::Words;
use crate::ui::config::{Config, config_path};
use crate::ui::listening::{VoiceHandle, start_voice};
use crate::ui::output::{EventFormat, Output, silences};
use crate::ui::terminal::{Input, Mode, Terminal};
use crate::words::announce::{AnnounceOptions, Style};

/// Everything `ansage replay` is started with; what is not given comes from the config file,
/// else ansage's defaults.
#[derive(Clone, Debug, Default)]
pub struct ReplayOptions {
    /// The PGN file.
    pub file: PathBuf,
    /// The game's number in the file, from 1; the first game when `None`.
    pub game: Option<usize>,
    /// The language of messages and notation.
    pub language: Option<Language>,
    /// The voice.
    pub speech: Option<SpeechBackend>,
    /// How moves are announced.
    pub style: Option<Style>,
    /// Plain lines in and out, even on a terminal.
    pub plain: bool,
    /// Listen to the microphone too (PGN replays; a tape plays its own sound).
    pub voice: Option<ReplayVoice>,
}

/// The microphone for a replay.
#[derive(Clone, Debug, Default)]
pub struct ReplayVoice {
    /// The microphone's name; the default one when `None`.
    pub device: Option<String>,
    /// Listen only after the Enter key, for one utterance.
    pub push_to_talk: bool,
    /// The speech model directory; else ANSAGE_VOSK_MODEL, else models/.
    pub model: Option<PathBuf>,
}

/// Replays one game; returns the exit status.
pub fn run(options: ReplayOptions) -> ExitCode {
    let (mut config, config_notice) = match config_path(None).and_then(|path| Config::load(&path)) {
        Ok(config) => (config, None),
        Err(e) => (Config::default(), Some(e)),
    };
    if let Some(voice) = &options.voice {
        config.voice.listen = true;
        config.voice.push_to_talk |= voice.push_to_talk;
        config.voice.device = voice.device.clone().or(config.voice.device.take());
        config.voice.model = voice.model.clone().or(config.voice.model.take());
    }
    let lang = options.language.unwrap_or(config.language);
    let (game, place, passed_over) = match load(&options.file, options.game) {
        Ok(chosen) => chosen,
        Err(e) => {
            eprintln!("{}", e.message(lang));
            return e.exit_code();
        }
    };
    for problem in &passed_over {
        eprintln!("{}", problem.message(lang));
    }
    let announce = AnnounceOptions {
        style: options.style.unwrap_or(config.announce.style),
        ..config.announce.options(lang)
    };
    let backend = options.speech.unwrap_or_else(|| config.speech.backend());
    let settings = config.speech.settings();
    let mut terminal = Terminal::start(Mode::choose(
        options.plain || backend == SpeechBackend::ScreenReader,
    ));
    let speaker = open_speaker(backend, lang, settings);
    let mut out = Output::new(speaker, EventFormat::Text);
    let words = Words::new(lang, announce);
    if let Some(notice) = config_notice {
        out.tell(&mut terminal, &Event::say(notice.phrase()), &words);
    }
    let mut session = ReplaySession::new(game, lang, announce).in_file(place);
    let greeting = session.greeting();
    out.show(&mut terminal, &words, &greeting);
    let voice = if options.voice.is_some() {
        let mut voice = start_voice(&config, lang, terminal.sender());
        for (said, _) in voice.lines.drain(..) {
            out.tell(&mut terminal, &Event::say(said), &words);
        }
        if let Some(mute) = &voice.mute {
            out.speaker.mute_while_speaking(mute.clone());
        }
        voice
    } else {
        VoiceHandle::default()
    };
    loop {
        terminal.set_prompt(&session.prompt());
        let (events, flow) = match terminal.next_input() {
            // Escape, or "still" ("stop" closes the replay): the speech stops at once.
            Input::StopSpeech => {
                out.speaker.stop();
                continue;
            }
            Input::Line(line) if silences(&line) && !line.trim().eq_ignore_ascii_case("stop") => {
                out.speaker.stop();
                continue;
            }
            // Push-to-talk: Enter opens the microphone for one utterance.
            Input::Line(line) if line.trim().is_empty() && voice.talk_switch.is_some() => {
                if let Some(switch) = &voice.talk_switch {
                    switch.store(true, std::sync::atomic::Ordering::Relaxed);
                }
                (vec![Event::say(Phrase::new("listening"))], Flow::Continue)
            }
            Input::Line(line) => session.handle_line(&line),
            Input::Heard(alternatives) => {
                if let Some(switch) = &voice.talk_switch {
                    switch.store(false, std::sync::atomic::Ordering::Relaxed);
                }
                let heard = alternatives.first().cloned().unwrap_or_default();
                session.handle_line(&heard)
            }
            Input::VoiceStopped(said) | Input::VoiceReady(said) => {
                (vec![Event::say(said)], Flow::Continue)
            }
            // Nothing is lost when a replay ends: Ctrl-C ends it too.
            Input::Interrupted | Input::Closed | Input::Terminated => break,
            // Clock ticks and the like are for `ansage play`.
            _ => continue,
        };
        // The session's style may have changed ("ansage lang").
        let words = Words::new(lang, session.announce_options());
        out.show(&mut terminal, &words, &events);
        if flow == Flow::Quit {
            break;
        }
    }
    out.speaker.stop();
    out.speaker.wait_until_quiet(Duration::from_secs(2));
    ExitCode::SUCCESS
}
