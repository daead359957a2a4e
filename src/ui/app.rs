//! `ansage play`: the game session, the terminal, the voice, the board view and the
//! settings put together. The session decides what is said; this module says it (screen and
//! voice), draws the board, listens, and keeps the game and the settings safe on disk.

use std::collections::VecDeque;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use shakmaty::Position;

use crate::language::Language;
use crate::notation::pgn::write_game;
use crate::notation::scoresheet::german_scoresheet;
use crate::play::{Event, Flow, PlaySession};
use crate::speech::announce::{AnnounceOptions, Style};
use crate::speech::speaker::{
    Priority, Speaker, SpeechBackend, SpeechChange, SpeechSettings, open_speaker,
};
use crate::ui::board_view::{BoardMarks, BoardViewOptions, board_width, render_board};
use crate::ui::commands::SettingChange;
use crate::ui::config::Config;
use crate::ui::terminal::{Input, Mode, Terminal};

/// Who plays a side.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, clap::ValueEnum)]
pub enum Seat {
    /// A person at this keyboard (or microphone).
    #[default]
    Human,
}

/// Everything `ansage play` is started with.
#[derive(Clone, Debug, Default)]
pub struct PlayOptions {
    /// The settings: defaults, then the config file, then the command line.
    pub config: Config,
    /// Where "einstellungen speichern" writes the settings.
    pub config_path: Option<PathBuf>,
    /// A sentence about the config file to say at the start (it could not be read …).
    pub config_notice: Option<String>,
    /// The PGN file kept up to date after every move.
    pub pgn: Option<PathBuf>,
    /// Plain lines in and out even on a terminal.
    pub plain: bool,
    /// Who plays White and Black.
    pub seats: [Seat; 2],
}

/// How many lines of the log are shown again under a freshly drawn board.
const LOG_UNDER_BOARD: usize = 6;

/// Plays one game; returns the exit status.
pub fn run(options: PlayOptions) -> ExitCode {
    let PlayOptions {
        mut config,
        config_path,
        config_notice,
        pgn,
        plain,
        seats: _,
    } = options;
    let lang = config.language;
    let mut terminal = Terminal::start(Mode::choose(plain));
    let backend = parse_backend(&config.speech.backend);
    let (speaker, speech_notice) = open_speaker(backend, lang, speech_settings(&config));
    let announce = AnnounceOptions {
        style: config.announce.style,
        say_pawn: config.announce.say_pawn,
        words: lang,
    };
    let mut app = App {
        session: PlaySession::with_announcements(lang, announce),
        terminal: &mut terminal,
        speaker,
        log: VecDeque::new(),
        board_shown_for: None,
        pgn_saved_moves: 0,
        pgn_failure_said: false,
        pgn,
        lang,
    };
    for notice in [config_notice, speech_notice].into_iter().flatten() {
        app.tell(&notice, Priority::Message);
    }
    let greeting = app.session.greeting();
    app.show(greeting, &config);

    let mut voice = VoiceHandle::default();
    if config.voice.listen {
        voice = start_voice(&config, lang, app.terminal.sender());
        for (line, priority) in voice.lines.drain(..) {
            app.tell(&line, priority);
        }
        if let Some(mute) = &voice.mute {
            app.speaker.mute_while_speaking(mute.clone());
        }
    }

    let de = lang == Language::German;
    loop {
        let prompt = app.session.prompt();
        app.terminal.set_prompt(&prompt);
        let input = app.terminal.next_input();
        if let Input::Line(line) = &input {
            // The typed line stays in the log under a redrawn board, as on the screen.
            app.remember(&format!("{prompt}{}", line.trim_end()));
        }
        let (events, flow) = match input {
            Input::Line(line) if line.trim().is_empty() && voice.talk_switch.is_some() => {
                if let Some(switch) = &voice.talk_switch {
                    switch.store(true, Ordering::Relaxed);
                }
                let listening = if de { "Ich höre." } else { "Listening." };
                (vec![Event::Message(listening.to_owned())], Flow::Continue)
            }
            Input::Line(line) if line.trim().is_empty() => continue,
            Input::Line(line) => app.session.handle_line(&line),
            Input::Heard(alternatives) => {
                if let Some(switch) = &voice.talk_switch {
                    switch.store(false, Ordering::Relaxed);
                }
                let heard = alternatives.first().cloned().unwrap_or_default();
                app.tell(
                    &format!("{} {heard}", if de { "Gehört:" } else { "Heard:" }),
                    Priority::Chatter,
                );
                app.session.handle_heard(&alternatives)
            }
            Input::VoiceStopped(message) => (vec![Event::Message(message)], Flow::Continue),
            Input::Interrupted => (
                vec![Event::Message(if de {
                    "Zum Beenden ende eingeben; die Partie bleibt erhalten.".into()
                } else {
                    "To stop, type quit; the game is kept.".into()
                })],
                Flow::Continue,
            ),
            Input::Closed => break,
        };
        app.show(events, &config);
        app.autosave();
        match flow {
            Flow::Continue => {}
            Flow::Quit => break,
            Flow::Save(path) => app.save_now(path.as_deref()),
            Flow::Setting(change) => {
                app.change_setting(change, &mut config, config_path.as_deref());
            }
        }
    }
    drop(voice);
    let status = app.finish();
    app.speaker.wait_until_quiet(Duration::from_secs(15));
    status
}

/// The parts of a running game.
struct App<'t> {
    session: PlaySession,
    terminal: &'t mut Terminal,
    speaker: Box<dyn Speaker>,
    /// The last lines printed, shown again under a freshly drawn board.
    log: VecDeque<String>,
    /// How many moves the drawn board shows (`None`: no board drawn yet).
    board_shown_for: Option<usize>,
    pgn: Option<PathBuf>,
    pgn_saved_moves: usize,
    pgn_failure_said: bool,
    lang: Language,
}

impl App<'_> {
    /// Prints a line and speaks it.
    fn tell(&mut self, text: &str, priority: Priority) {
        self.print(text);
        self.speaker.say(text, priority);
    }

    /// Prints lines without speaking them, remembering them for the board view.
    fn print(&mut self, text: &str) {
        for line in text.lines() {
            self.terminal.print(line);
            self.remember(line);
        }
    }

    /// Keeps a line for the log shown under a redrawn board.
    fn remember(&mut self, line: &str) {
        self.log.push_back(line.to_owned());
        if self.log.len() > LOG_UNDER_BOARD {
            self.log.pop_front();
        }
    }

    /// Draws the board if it is on and the position changed, then prints and speaks events.
    fn show(&mut self, events: Vec<Event>, config: &Config) {
        self.draw_board_if_changed(config);
        // A voice that failed during the game, and the one that took over, said once.
        for notice in self.speaker.take_notices() {
            self.tell(&notice, Priority::Message);
        }
        for event in events {
            match event {
                Event::Announcement(text) => self.tell(&text, Priority::Announcement),
                Event::Message(text) => self.tell(&text, Priority::Message),
                Event::Chatter(text) => self.tell(&text, Priority::Chatter),
                Event::Text(text) => self.print(&text),
            }
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
        // A board wider than the terminal would wrap into nonsense: squares are narrowed to
        // fit, down to the smallest size.
        if let Ok((columns, _)) = crossterm::terminal::size() {
            while board_width(&view) > columns
                && view.square_width > BoardViewOptions::MIN_SQUARE_WIDTH
            {
                view.square_width -= 1;
            }
        }
        let lines = render_board(position.board(), marks, &view, self.lang);
        let redraw_log = self.terminal.may_clear();
        if redraw_log {
            self.terminal.clear_screen();
        }
        for line in &lines {
            self.terminal.print(line);
        }
        if redraw_log {
            for line in self.log.clone() {
                self.terminal.print(&line);
            }
        }
    }

    /// With a PGN file, the game is written after every move, so not even a closed terminal
    /// or Ctrl-C loses it.
    fn autosave(&mut self) {
        let Some(path) = self.pgn.clone() else {
            return;
        };
        let moves = self.session.game().moves.len();
        if moves == self.pgn_saved_moves {
            return;
        }
        self.pgn_saved_moves = moves;
        if let Err(e) = std::fs::write(&path, write_game(self.session.game())) {
            if !self.pgn_failure_said {
                self.pgn_failure_said = true;
                let message = if self.lang == Language::German {
                    format!(
                        "Die Partie lässt sich nicht in {} sichern: {e}. Sie wird am Ende angezeigt.",
                        path.display()
                    )
                } else {
                    format!(
                        "The game cannot be saved to {}: {e}. It will be shown at the end.",
                        path.display()
                    )
                };
                self.tell(&message, Priority::Message);
            }
        }
    }

    /// "speichern [DATEI]": writes the game now.
    fn save_now(&mut self, path: Option<&Path>) {
        let de = self.lang == Language::German;
        let Some(path) = path.map(Path::to_owned).or_else(|| self.pgn.clone()) else {
            self.tell(
                if de {
                    "Wohin? Sagen Sie speichern und einen Dateinamen, etwa: speichern partie.pgn"
                } else {
                    "Where to? Say save and a file name, for example: save game.pgn"
                },
                Priority::Message,
            );
            return;
        };
        let message = match std::fs::write(&path, write_game(self.session.game())) {
            Ok(()) => {
                if self.pgn.is_none() {
                    // From now on this file is kept up to date after every move.
                    self.pgn = Some(path.clone());
                    self.pgn_saved_moves = self.session.game().moves.len();
                }
                if de {
                    format!("Partie gespeichert in {}.", path.display())
                } else {
                    format!("Game saved to {}.", path.display())
                }
            }
            Err(e) => {
                if de {
                    format!(
                        "Die Partie ließ sich nicht in {} speichern: {e}. Bitte einen anderen Dateinamen nennen.",
                        path.display()
                    )
                } else {
                    format!(
                        "The game could not be saved to {}: {e}. Please name another file.",
                        path.display()
                    )
                }
            }
        };
        self.tell(&message, Priority::Message);
    }

    /// Changes a setting, says what it is now, and keeps `config` in step.
    fn change_setting(
        &mut self,
        change: SettingChange,
        config: &mut Config,
        config_path: Option<&Path>,
    ) {
        let de = self.lang == Language::German;
        let speech_change = match &change {
            SettingChange::Faster => Some(SpeechChange::Faster),
            SettingChange::Slower => Some(SpeechChange::Slower),
            SettingChange::Louder => Some(SpeechChange::Louder),
            SettingChange::Quieter => Some(SpeechChange::Quieter),
            SettingChange::Higher => Some(SpeechChange::Higher),
            SettingChange::Lower => Some(SpeechChange::Lower),
            _ => None,
        };
        let message = if let Some(speech_change) = speech_change {
            let mut settings = speech_settings(config);
            let changed = settings.change(speech_change);
            store_speech_settings(config, &settings);
            self.speaker.set_settings(settings.clone());
            if changed {
                settings.describe(self.lang)
            } else if de {
                format!("Weiter geht es nicht. {}", settings.describe(self.lang))
            } else {
                format!("That is the limit. {}", settings.describe(self.lang))
            }
        } else {
            match change {
                SettingChange::Voice(name) => self.change_voice(&name, config),
                SettingChange::Board(on) => {
                    config.board.show = on.unwrap_or(!config.board.show);
                    self.board_shown_for = None;
                    if config.board.show {
                        self.draw_board_if_changed(config);
                    }
                    match (config.board.show, de) {
                        (true, true) => "Brettansicht an.".into(),
                        (false, true) => "Brettansicht aus.".into(),
                        (true, false) => "Board view on.".into(),
                        (false, false) => "Board view off.".into(),
                    }
                }
                SettingChange::Style(style) => {
                    config.announce.style = style;
                    style_sentence(style, self.lang)
                }
                SettingChange::SayPawn(on) => {
                    config.announce.say_pawn = on;
                    match (on, de) {
                        (true, true) => "Bauernzüge nennen jetzt den Bauern: Bauer Eva vier.",
                        (false, true) => "Bauernzüge ohne das Wort Bauer: Eva vier.",
                        (true, false) => "Pawn moves now name the pawn: Bauer Eva vier.",
                        (false, false) => "Pawn moves without the word Bauer: Eva vier.",
                    }
                    .into()
                }
                SettingChange::Show => describe_settings(config, self.speaker.description()),
                SettingChange::Save => match config_path {
                    Some(path) => match config.save(path) {
                        Ok(()) if de => {
                            format!("Einstellungen gespeichert in {}.", path.display())
                        }
                        Ok(()) => format!("Settings saved to {}.", path.display()),
                        Err(e) => e.message(self.lang),
                    },
                    None => crate::ui::config::ConfigError::NoPlace.message(self.lang),
                },
                // Handled above.
                _ => String::new(),
            }
        };
        if !message.is_empty() {
            self.tell(&message, Priority::Message);
        }
    }

    fn change_voice(&mut self, name: &str, config: &mut Config) -> String {
        let de = self.lang == Language::German;
        let voices = self.speaker.voices();
        let mut settings = speech_settings(config);
        // speech-dispatcher lists its voices only after the first sentence; until then any
        // name is passed on as it is.
        let chosen = if voices.is_empty() {
            settings.choose_voice(name, &[name.trim().to_owned()])
        } else {
            settings.choose_voice(name, &voices)
        };
        if !chosen {
            let some: Vec<&str> = voices.iter().take(8).map(String::as_str).collect();
            return if de {
                format!(
                    "Die Stimme {name} kenne ich nicht. Es gibt zum Beispiel: {}.",
                    some.join(", ")
                )
            } else {
                format!(
                    "I do not know the voice {name}. There are for example: {}.",
                    some.join(", ")
                )
            };
        }
        store_speech_settings(config, &settings);
        self.speaker.set_settings(settings.clone());
        let now = settings
            .voice
            .unwrap_or_else(|| if de { "Standard" } else { "default" }.to_owned());
        if de {
            format!("Stimme jetzt {now}.")
        } else {
            format!("Voice now {now}.")
        }
    }

    /// Leaves the game safe: written to the PGN file, or printed.
    fn finish(&mut self) -> ExitCode {
        let de = self.lang == Language::German;
        if self.session.game().moves.is_empty() {
            return ExitCode::SUCCESS;
        }
        let game = write_game(self.session.game());
        match self.pgn.clone() {
            Some(path) => match std::fs::write(&path, &game) {
                Ok(()) => {
                    self.print(&if de {
                        format!("Partie gespeichert in {}.", path.display())
                    } else {
                        format!("Game saved to {}.", path.display())
                    });
                    ExitCode::SUCCESS
                }
                Err(e) => {
                    self.print(&if de {
                        format!(
                            "Die Partie ließ sich nicht speichern in {}: {e}. Hier ist sie:",
                            path.display()
                        )
                    } else {
                        format!(
                            "The game could not be saved to {}: {e}. Here it is:",
                            path.display()
                        )
                    });
                    self.print(&game);
                    ExitCode::from(3)
                }
            },
            None => {
                self.print(if de { "Die Partie:" } else { "The game:" });
                let sheet = german_scoresheet(self.session.game());
                self.print(sheet.trim_end());
                ExitCode::SUCCESS
            }
        }
    }
}

/// The speech backend a config names; `auto` for anything else (checked when read).
fn parse_backend(name: &str) -> SpeechBackend {
    use clap::ValueEnum;
    SpeechBackend::from_str(name, true).unwrap_or(SpeechBackend::Auto)
}

/// The voice settings a config holds.
fn speech_settings(config: &Config) -> SpeechSettings {
    SpeechSettings {
        rate: config.speech.rate,
        pitch: config.speech.pitch,
        volume: config.speech.volume,
        voice: config.speech.voice.clone(),
    }
}

fn store_speech_settings(config: &mut Config, settings: &SpeechSettings) {
    config.speech.rate = settings.rate;
    config.speech.pitch = settings.pitch;
    config.speech.volume = settings.volume;
    config.speech.voice = settings.voice.clone();
}

fn style_sentence(style: Style, lang: Language) -> String {
    match (style, lang) {
        (Style::Short, Language::German) => "Ansage jetzt kurz: Springer Felix drei.",
        (Style::Long, Language::German) => {
            "Ansage jetzt lang: Springer von Gustav eins nach Felix drei."
        }
        (Style::Verbose, Language::German) => {
            "Ansage jetzt ausführlich: mit Ausgangsfeld und geschlagener Figur."
        }
        (Style::Short, Language::English) => "Announcements now short: Springer Felix drei.",
        (Style::Long, Language::English) => {
            "Announcements now long: Springer von Gustav eins nach Felix drei."
        }
        (Style::Verbose, Language::English) => {
            "Announcements now verbose: with the origin square and the piece taken."
        }
    }
    .into()
}

/// "einstellungen": every setting in a few sentences.
fn describe_settings(config: &Config, speaker: &str) -> String {
    let de = config.language == Language::German;
    let speech = speech_settings(config).describe(config.language);
    let style = match (config.announce.style, de) {
        (Style::Short, true) => "kurz",
        (Style::Long, true) => "lang",
        (Style::Verbose, true) => "ausführlich",
        (Style::Short, false) => "short",
        (Style::Long, false) => "long",
        (Style::Verbose, false) => "verbose",
    };
    let pawn = match (config.announce.say_pawn, de) {
        (true, true) => "mit dem Wort Bauer",
        (false, true) => "ohne das Wort Bauer",
        (true, false) => "with the word Bauer",
        (false, false) => "without the word Bauer",
    };
    let board = match (config.board.show, de) {
        (true, true) => "an",
        (false, true) => "aus",
        (true, false) => "on",
        (false, false) => "off",
    };
    if de {
        format!(
            "Sprache Deutsch. Ansage {style}, Bauernzüge {pawn}. Sprachausgabe {speaker}: {speech} Brettansicht {board}."
        )
    } else {
        format!(
            "Language English. Announcements {style}, pawn moves {pawn}. Speech {speaker}: {speech} Board view {board}."
        )
    }
}

/// The microphone, while it listens.
#[derive(Default)]
struct VoiceHandle {
    /// Set while ansage speaks, so the microphone does not hear it.
    mute: Option<Arc<AtomicBool>>,
    /// Push-to-talk: open for one utterance after the Enter key.
    talk_switch: Option<Arc<AtomicBool>>,
    /// What to say about it at the start.
    lines: Vec<(String, Priority)>,
    /// The listening itself; it stops, in order, when dropped.
    _listening: Option<Box<dyn std::any::Any>>,
}

/// Starts listening; what goes wrong is said, and the game goes on typed.
#[cfg(feature = "voice")]
fn start_voice(
    config: &Config,
    lang: Language,
    sender: std::sync::mpsc::Sender<Input>,
) -> VoiceHandle {
    use crate::voice::live::{VoiceEvent, start};
    use crate::voice::recogniser::VoiceError;
    let Some(model) = config.voice.model.clone().or_else(crate::doctor::model_dir) else {
        return VoiceHandle {
            lines: vec![(VoiceError::NoModel.message(lang), Priority::Message)],
            ..VoiceHandle::default()
        };
    };
    let lexicon = crate::speech::lexicon::Lexicon::german();
    let started = start(
        model,
        lexicon,
        config.voice.device.clone(),
        lang,
        move |event| {
            let input = match event {
                VoiceEvent::Heard(alternatives) => Input::Heard(alternatives),
                VoiceEvent::Stopped(message) => Input::VoiceStopped(message),
            };
            sender.send(input).is_ok()
        },
    );
    let live = match started {
        Ok(live) => live,
        Err(message) => {
            return VoiceHandle {
                lines: vec![(message, Priority::Message)],
                ..VoiceHandle::default()
            };
        }
    };
    let de = lang == Language::German;
    let mut lines: Vec<(String, Priority)> = live
        .missing_words
        .iter()
        .map(|line| (line.clone(), Priority::Message))
        .collect();
    lines.push((
        if de {
            format!(
                "Spracheingabe bereit, Mikrofon {}. Sagen Sie Ihren Zug.",
                live.device
            )
        } else {
            format!(
                "Voice input ready, microphone {}. Say your move.",
                live.device
            )
        },
        Priority::Message,
    ));
    let mut talk_switch = None;
    if config.voice.push_to_talk {
        live.listening.store(false, Ordering::Relaxed);
        talk_switch = Some(live.listening.clone());
        lines.push((
            if de {
                "Zum Sprechen die Eingabetaste drücken, dann den Zug sagen.".into()
            } else {
                "To speak, press Enter, then say the move.".into()
            },
            Priority::Message,
        ));
    }
    VoiceHandle {
        mute: Some(live.mute.clone()),
        talk_switch,
        lines,
        _listening: Some(Box::new(live)),
    }
}

/// Without the voice feature, one sentence says so and the game is typed.
#[cfg(not(feature = "voice"))]
fn start_voice(
    _config: &Config,
    lang: Language,
    _sender: std::sync::mpsc::Sender<Input>,
) -> VoiceHandle {
    VoiceHandle {
        lines: vec![(crate::voice::built_without_voice(lang), Priority::Message)],
        ..VoiceHandle::default()
    }
}
