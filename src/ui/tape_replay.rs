//! `ansage replay FILE.ogg` (or `.wav`, `.cue`): a tape ansage recorded (F2.5) played back
//! by move. The tape session says where to go; the sound player plays the part; the
//! terminal shows each part's words; the voice speaks only ansage's own sentences (the
//! greeting, help, errors), never a part a second time, and never over a part: what arises
//! while a part plays (a notice that another voice took over, …) is shown at once and spoken
//! when the part has ended.

use std::path::Path;
use std::process::ExitCode;
use std::time::Duration;

use crate::phrase::Phrase;
use crate::records::player::SoundPlayer;
use crate::records::tape::Recording;
use crate::replay::tape::{TapeAction, TapeSession};
use crate::speech::speaker::{Priority, open_speaker};
use crate::texts::{Event, Words};
use crate::ui::config::{Config, config_path};
use crate::ui::output::{EventFormat, Output, silences, speech_priority};
use crate::ui::replay::ReplayOptions;
use crate::ui::terminal::{Input, Mode, Terminal};

/// Whether `path` names a tape rather than a PGN file: `.ogg`, `.oga`, `.wav` or `.cue`.
pub fn is_tape(path: &Path) -> bool {
    path.extension()
        .map(|e| e.to_string_lossy().to_lowercase())
        .is_some_and(|e| matches!(e.as_str(), "ogg" | "oga" | "wav" | "cue"))
}

/// Plays a tape back; returns the exit status.
pub fn run(options: ReplayOptions) -> ExitCode {
    let (config, config_notice) = match config_path(None).and_then(|path| Config::load(&path)) {
        Ok(config) => (config, None),
        Err(e) => (Config::default(), Some(e)),
    };
    let lang = options.language.unwrap_or(config.language);
    let mut recording = match Recording::open(&options.file) {
        Ok(recording) => recording,
        Err(e) => {
            eprintln!("{}", e.message(lang));
            return ExitCode::from(3);
        }
    };
    let backend = options.speech.unwrap_or_else(|| config.speech.backend());
    let mut terminal = Terminal::start(Mode::choose(
        options.plain || backend == crate::speech::speaker::SpeechBackend::ScreenReader,
    ));
    let mut out = Output::new(
        open_speaker(backend, lang, config.speech.settings()),
        EventFormat::Text,
    );
    let words = Words::new(lang, config.announce.options(lang));
    let tell = |terminal: &mut Terminal, out: &mut Output, events: &[Event]| {
        out.show(terminal, &words, events);
    };
    // What arose while a part played, to be spoken when it has ended.
    let mut held = Held::default();
    if let Some(notice) = config_notice {
        tell(&mut terminal, &mut out, &[Event::say(notice.phrase())]);
    }
    let length = recording.length();
    let name = options
        .file
        .file_name()
        .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
    let cues = recording.cues.clone();
    let mut session = TapeSession::new(name, cues, length, lang);
    let mut player = match SoundPlayer::find() {
        Ok(player) => Some(player),
        Err(e) => {
            tell(&mut terminal, &mut out, &[Event::say(e.phrase())]);
            None
        }
    };
    let greeting = session.greeting();
    tell(&mut terminal, &mut out, &greeting);
    if options.voice.is_some() {
        // The tape's own sound would reach the microphone.
        let sentence = Phrase::new("tape-no-microphone");
        tell(&mut terminal, &mut out, &[Event::say(sentence)]);
    }
    // A look now and then: a part that has ended lets the sentences held back be spoken.
    start_looking(terminal.sender());
    loop {
        terminal.set_prompt(&session.prompt());
        let input = terminal.next_input();
        let failure = player.as_mut().and_then(SoundPlayer::take_failure);
        if let Some(failure) = failure {
            held.release(&mut out);
            tell(&mut terminal, &mut out, &[Event::say(failure.phrase())]);
        }
        let line = match input {
            Input::Tick => {
                if player.as_mut().is_some_and(SoundPlayer::is_playing) {
                    // A notice that arose meanwhile is shown now, and spoken after the part.
                    held.show(&mut terminal, &mut out, &words, &[]);
                } else {
                    held.release(&mut out);
                }
                continue;
            }
            Input::Line(line) => line,
            Input::Heard(alternatives) => alternatives.first().cloned().unwrap_or_default(),
            // Escape: the part playing and the voice stop at once.
            Input::StopSpeech => {
                stop(&mut player, &mut out);
                continue;
            }
            // The input has ended (a script's lines): the part playing is heard to its end.
            Input::Closed => {
                if let Some(player) = &mut player {
                    player.wait(Duration::from_secs(60));
                }
                held.release(&mut out);
                break;
            }
            Input::Interrupted | Input::Terminated => break,
            _ => continue,
        };
        // Whatever comes next, the part playing and the voice give way to it.
        stop(&mut player, &mut out);
        // "still" silences ("stop" ends the replay, as in a PGN replay).
        if silences(&line) && !line.trim().eq_ignore_ascii_case("stop") {
            continue;
        }
        let (events, action) = session.handle_line(&line);
        // Nothing plays now, and no part comes next: what was held back is said first.
        if !matches!(action, TapeAction::Play(_)) || player.is_none() {
            held.release(&mut out);
        }
        match action {
            TapeAction::Nothing => tell(&mut terminal, &mut out, &events),
            TapeAction::Quit => {
                tell(&mut terminal, &mut out, &events);
                break;
            }
            TapeAction::Play(index) => {
                let Some(sound) = &mut player else {
                    tell(&mut terminal, &mut out, &events);
                    continue;
                };
                // Only the part played is read from the file (issue 31 §5).
                let samples = match recording.samples(index) {
                    Ok(samples) => samples,
                    Err(e) => {
                        held.release(&mut out);
                        tell(&mut terminal, &mut out, &events);
                        tell(&mut terminal, &mut out, &[Event::say(e.phrase())]);
                        continue;
                    }
                };
                match sound.play(&samples, recording.layout) {
                    // The part's words are shown; anything to be said waits for its end.
                    Ok(()) => held.show(&mut terminal, &mut out, &words, &events),
                    Err(e) => {
                        held.release(&mut out);
                        tell(&mut terminal, &mut out, &events);
                        tell(&mut terminal, &mut out, &[Event::say(e.phrase())]);
                        player = None;
                    }
                }
            }
        }
    }
    out.speaker.wait_until_quiet(Duration::from_secs(2));
    ExitCode::SUCCESS
}

/// How often the loop looks whether the part playing has ended.
const LOOK: Duration = Duration::from_millis(50);

/// Sends an [`Input::Tick`] every [`LOOK`] while the replay runs.
fn start_looking(sender: std::sync::mpsc::Sender<Input>) {
    std::thread::spawn(move || {
        while sender.send(Input::Tick).is_ok() {
            std::thread::sleep(LOOK);
        }
    });
}

/// Sentences held back while a part of the tape plays: shown at once, spoken when the part
/// has ended, so that the voice never talks over the tape (F2.5: the tape is what the
/// player listens to).
#[derive(Default)]
struct Held {
    /// What to say, in order, with the voice's priority.
    lines: Vec<(String, Priority)>,
}

impl Held {
    /// Shows the speech queue's notices and `events` now, and keeps their spoken forms.
    fn show(&mut self, terminal: &mut Terminal, out: &mut Output, words: &Words, events: &[Event]) {
        // The speech queue's notices are data, worded in this terminal's language.
        let notices = out.speaker.take_notices().into_iter().map(Event::say);
        for event in notices.chain(events.iter().cloned()) {
            for line in words.lines(&event) {
                for part in line.shown.lines() {
                    terminal.print(part);
                }
                if let Some(priority) = speech_priority(line.weight) {
                    self.lines.push((line.spoken, priority));
                }
            }
        }
    }

    /// Says what was held back, now that nothing plays.
    fn release(&mut self, out: &mut Output) {
        if self.lines.is_empty() {
            return;
        }
        out.speaker.new_event();
        for (spoken, priority) in self.lines.drain(..) {
            out.speaker.say(&spoken, priority);
        }
    }
}

/// Stops the part playing and the voice.
fn stop(player: &mut Option<SoundPlayer>, out: &mut Output) {
    if let Some(player) = player {
        player.stop();
    }
    out.speaker.stop();
}
