//! The one game loop every game's front end runs, chess's (`ui::app`) and Meder's 3D
//! chess's (`ui::three_d_app`): the prompt, an input taken (what is shared first, by
//! [`SharedInput`]), the game's step kept, sent to the other devices and shown, the
//! engine's turn, the game in words at its end, the game kept in its file, and what the
//! step asks of the front end (the settings, the microphone test, saving, the relay, an
//! end). What differs between the games (their records, journals, engines, boards) is the
//! [`Table`]'s.

use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

use crate::commands::SettingChange;
use crate::play::Flow;
use crate::texts::Event;
use crate::ui::config::{Config, ConfigError};
use crate::ui::in_play_settings;
use crate::ui::listening::VoiceHandle;
use crate::ui::output::Output;
use crate::ui::shared_input::{ForTheGame, SharedInput};
use crate::ui::terminal::{Input, Terminal};

/// What one input comes to.
pub(crate) enum Step {
    /// Events to keep and show, and what to do next.
    Done(Vec<Event>, Flow),
    /// Nothing happened (an empty line, input closed while engines play on).
    Skip,
    /// The game loop ends.
    Stop,
}

/// How the game loop ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Ending {
    /// "ende" (or "ja" to it).
    Quit,
    /// "vertagen", or "ende" in a game that is not over: kept to be continued.
    Adjourned,
    /// The input ended (Ctrl-D), or no one can make the next move.
    InputEnded,
    /// Told to stop by a signal (SIGTERM, SIGHUP): the game stays open in its journal.
    Terminated,
}

/// The settings the loop keeps: those changed in play, and where they are saved.
pub(crate) struct Settings {
    /// The settings now (changed in play).
    pub(crate) config: Config,
    /// Where "einstellungen speichern" writes them.
    pub(crate) path: Option<PathBuf>,
    /// Whether the settings file could not be read (it is then never overwritten).
    pub(crate) broken: bool,
}

/// A game at the table, as the loop needs it: what differs between chess and 3D chess.
pub(crate) trait Table {
    /// The terminal and the screen and voice.
    fn io(&mut self) -> (&mut Terminal, &mut Output);

    /// The prompt at this keyboard.
    fn prompt(&self) -> String;

    /// The move the microphone may commit as soon as the speaker pauses.
    fn awaited_move(&self) -> Option<(shakmaty::Chess, crate::understanding::heard::MatchOptions)> {
        None
    }

    /// Whether a person plays (without one, the game is played to its end and ansage stops).
    fn people(&self) -> bool {
        true
    }

    /// An input arrives, before anything is done with it.
    fn input_arrives(&mut self, _input: &Input) {}

    /// A line typed at this keyboard, for its player.
    fn handle_line(&mut self, line: &str) -> (Vec<Event>, Flow);

    /// An utterance heard at this keyboard: the recogniser's alternatives.
    fn handle_heard(&mut self, alternatives: &[String]) -> (Vec<Event>, Flow);

    /// Any other input: the clock's tick, a device's news, the engine's reply, the end of
    /// the input.
    fn other_input(&mut self, input: Input) -> Step;

    /// Told to stop by a signal: what the game keeps for `--resume`.
    fn terminate(&mut self) {}

    /// Whether the game is over.
    fn is_over(&self) -> bool;

    /// Whether the last line answered ansage's question (it is then news).
    fn answered_a_question(&self) -> bool;

    /// A step's events kept (the journal, the tape) and sent to the other devices; those
    /// this terminal shows are returned. `ended_before` says whether the game was over
    /// before the step.
    fn record_step(&mut self, events: Vec<Event>, ended_before: bool) -> Vec<Event>;

    /// Shows and says sentences that are no step of the game.
    fn tell(&mut self, events: &[Event]);

    /// Shows and says a step's events, with the board where it is drawn.
    fn show(&mut self, events: Vec<Event>, config: &Config);

    /// The game just ended: its scoresheet in words, and what else is offered.
    fn game_ended(&mut self, config: &Config);

    /// The engine's turn: its move asked for, or made; the events of a move made at once.
    fn engine_turn(&mut self) -> Vec<Event>;

    /// The game kept in its file after a step (`quitting`: the last step).
    fn keep(&mut self, quitting: bool);

    /// "einstellungen": every setting in a few sentences.
    fn describe_settings(&self, config: &Config, speaker: &str) -> crate::phrase::Phrase {
        in_play_settings::describe_settings(config, speaker)
    }

    /// "brett", "brett an|aus".
    fn board_setting(&mut self, on: Option<bool>, config: &mut Config);

    /// What a step asks of this front end alone: saving the game, the relay's code and
    /// status, the engine's help, an adjournment.
    fn game_flow(&mut self, flow: Flow, config: &mut Config);

    /// The settings after a step, for the journal.
    fn settings_changed(&mut self, _config: &Config) {}

    /// The end: the other devices told, the journal closed, the records finished, the game
    /// left safe; the exit status.
    fn finish(&mut self, ending: Ending) -> ExitCode;
}

/// Plays the game at `table` until it ends; `voice` listens (or not), `settings` change in
/// play. Returns the exit status.
pub(crate) fn play(
    table: &mut impl Table,
    voice: VoiceHandle,
    settings: &mut Settings,
) -> ExitCode {
    // The engine's move (3D: made at once) before anyone types.
    let before = table.is_over();
    let events = table.engine_turn();
    if !events.is_empty() {
        let events = table.record_step(events, before);
        table.show(events, &settings.config);
        table.keep(false);
    }
    let ending = run_loop(table, &voice, settings);
    drop(voice);
    let status = table.finish(ending);
    // The last sentence (the result, "Partie gespeichert") is heard to its end, not more: a
    // voice that never ends its sentences (a speech service without sound) is not waited
    // for long. Told to stop, ansage stops talking.
    let (_, out) = table.io();
    if ending == Ending::Terminated {
        out.speaker.stop();
    } else {
        out.speaker.wait_until_quiet(Duration::from_secs(4));
    }
    status
}

fn run_loop(table: &mut impl Table, voice: &VoiceHandle, settings: &mut Settings) -> Ending {
    // What changes from here on is what "einstellungen speichern" saves.
    let mut settings_at_start = settings.config.clone();
    // What every game's front end does with an input first; the microphone test.
    let mut shared_input = SharedInput::default();
    loop {
        let prompt = table.prompt();
        let input = {
            let (terminal, _) = table.io();
            terminal.set_prompt(&prompt);
            voice.await_move(table.awaited_move());
            table.io().0.next_input()
        };
        let ended_before = table.is_over();
        if let Input::Line(line) = &input {
            // The typed line stays in the log under a redrawn board, as on the screen.
            table
                .io()
                .1
                .remember(&format!("{prompt}{}", line.trim_end()));
        }
        table.input_arrives(&input);
        // What every game's front end does alike first: the speech stopped, push-to-talk,
        // the microphone test, "Gehört: …", Ctrl-C.
        let taken = {
            let (_, out) = table.io();
            shared_input.take(input, voice, out.speaker.as_mut())
        };
        table.tell(&taken.said);
        let step = match taken.rest {
            ForTheGame::Nothing => Step::Skip,
            ForTheGame::Line(line) => {
                // The player's first line cuts off the opening still being said; nothing
                // else is queued before a move is announced.
                let out = table.io().1;
                if std::mem::take(&mut out.opening_unheard) {
                    out.speaker.stop();
                }
                let (events, flow) = table.handle_line(&line);
                Step::Done(events, flow)
            }
            ForTheGame::Heard(alternatives) => {
                let (events, flow) = table.handle_heard(&alternatives);
                Step::Done(events, flow)
            }
            // Told to stop (SIGTERM, SIGHUP): ansage ends at once, without finishing its
            // sentences; the game stays open in its journal, for --resume.
            ForTheGame::Other(Input::Terminated) => {
                table.terminate();
                table.io().1.speaker.stop();
                return Ending::Terminated;
            }
            ForTheGame::Other(input) => table.other_input(input),
        };
        let (events, flow) = match step {
            Step::Done(events, flow) => (events, flow),
            Step::Skip => continue,
            Step::Stop => return Ending::InputEnded,
        };
        // Nothing is announced before it is safe on disk.
        let events = table.record_step(events, ended_before);
        // "ende": what is still being said gives way to the result, so ansage ends at once.
        if matches!(flow, Flow::Quit | Flow::Adjourn) {
            table.io().1.speaker.stop();
        }
        // The prompt that fits the state after the step, before its sentences are printed:
        // the editor draws it again under them, and an asynchronous step (the device's move
        // or repetition arriving while the host waits at the prompt) leaves no stale prompt
        // behind (issue 30 §12).
        let prompt = table.prompt();
        table.io().0.set_prompt(&prompt);
        // An answer to ansage's question is news: it cuts off the question still being
        // said and is never dropped for a later move (issue 28).
        let answered = table.answered_a_question();
        table.io().1.answer_is_news = answered;
        table.show(events, &settings.config);
        table.io().1.answer_is_news = false;
        // The engine answers (3D's at once; Stockfish's reply comes as an input).
        let engine_before = table.is_over();
        let engine_events = table.engine_turn();
        if !engine_events.is_empty() {
            let events = table.record_step(engine_events, engine_before);
            table.show(events, &settings.config);
        }
        // At the end of the game the scoresheet is spoken in words (F2.5 „Langschrift“ for
        // the ear), once for each end (again after an end taken back and come again).
        if !ended_before && table.is_over() && table.people() {
            table.game_ended(&settings.config);
        }
        // The game is kept after every step, safely.
        table.keep(flow == Flow::Quit);
        if !table.people() && table.is_over() {
            return Ending::InputEnded;
        }
        match flow {
            Flow::Continue => {}
            Flow::Quit => return Ending::Quit,
            Flow::Adjourn => {
                table.game_flow(Flow::Adjourn, &mut settings.config);
                return Ending::Adjourned;
            }
            Flow::MicrophoneTest => {
                let said = shared_input.start_microphone_test(voice);
                table.tell(&[Event::say(said)]);
            }
            Flow::Setting(SettingChange::Save) => {
                let said = if settings.broken {
                    let path = settings.path.clone().unwrap_or_default();
                    ConfigError::WouldOverwriteBroken(path).phrase()
                } else {
                    let changes = settings.config.changes_since(&settings_at_start);
                    let (said, saved) = in_play_settings::save(&changes, settings.path.as_deref());
                    if saved {
                        settings_at_start = settings.config.clone();
                    }
                    said
                };
                table.tell(&[Event::say(said)]);
            }
            Flow::Setting(SettingChange::Board(on)) => {
                table.board_setting(on, &mut settings.config);
            }
            Flow::Setting(SettingChange::Show) => {
                let speaker = table.io().1.speaker.description().to_owned();
                let said = table.describe_settings(&settings.config, &speaker);
                table.tell(&[Event::say(said)]);
            }
            Flow::Setting(change) => {
                let language = settings.config.language;
                let said = {
                    let (_, out) = table.io();
                    in_play_settings::change(
                        &change,
                        &mut settings.config,
                        out.speaker.as_mut(),
                        language,
                    )
                };
                let said: Vec<Event> = said.into_iter().map(Event::say).collect();
                table.tell(&said);
            }
            flow => table.game_flow(flow, &mut settings.config),
        }
        // A level, a style, a voice or a file changed in play: into the journal, so that
        // a resumed game goes on with it.
        table.settings_changed(&settings.config);
    }
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
    use std::sync::{Arc, Mutex};

    use super::*;
    use crate::phrase::Phrase;
    use crate::speech::speaker::{Priority, Speaker, SpeechSettings};
    use crate::texts::Weight;
    use crate::ui::output::EventFormat;

    /// A voice that says nothing and counts how often it was stopped.
    struct Voice {
        stops: Arc<AtomicUsize>,
    }

    impl Speaker for Voice {
        fn say(&mut self, _text: &str, _priority: Priority) {}
        fn description(&self) -> &str {
            "test"
        }
        fn mute_while_speaking(&mut self, _flag: Arc<AtomicBool>) {}
        fn set_settings(&mut self, _settings: SpeechSettings) {}
        fn voices(&self) -> Vec<String> {
            Vec::new()
        }
        fn wait_until_quiet(&mut self, _timeout: std::time::Duration) {}
        fn stop(&mut self) {
            self.stops.fetch_add(1, Ordering::SeqCst);
        }
    }

    /// A game that keeps a log of what the loop asked of it: "zug" is a move, "matt" one
    /// that ends the game, "zurück" takes the end back, "ende" quits; the engine answers
    /// once at the start when `engine_moves_first`.
    struct Logged {
        terminal: Terminal,
        out: Output,
        over: bool,
        engine_moves_first: bool,
        log: Arc<Mutex<Vec<String>>>,
    }

    impl Logged {
        fn note(&self, entry: impl Into<String>) {
            self.log.lock().unwrap().push(entry.into());
        }
    }

    fn step_event(id: &'static str) -> Vec<Event> {
        vec![Event::Say(Weight::Announcement, Phrase::new(id))]
    }

    impl Table for Logged {
        fn io(&mut self) -> (&mut Terminal, &mut Output) {
            (&mut self.terminal, &mut self.out)
        }
        fn prompt(&self) -> String {
            "> ".into()
        }
        fn handle_line(&mut self, line: &str) -> (Vec<Event>, Flow) {
            self.note(format!("line {line}"));
            match line {
                "matt" => self.over = true,
                "zurück" => self.over = false,
                "ende" => return (step_event("end"), Flow::Quit),
                "einstellungen speichern" => {
                    return (Vec::new(), Flow::Setting(SettingChange::Save));
                }
                "brett an" => return (Vec::new(), Flow::Setting(SettingChange::Board(Some(true)))),
                "speichern" => return (Vec::new(), Flow::Save(None)),
                "vertagen" => return (Vec::new(), Flow::Adjourn),
                _ => {}
            }
            (step_event("move"), Flow::Continue)
        }
        fn handle_heard(&mut self, alternatives: &[String]) -> (Vec<Event>, Flow) {
            self.handle_line(&alternatives[0])
        }
        fn other_input(&mut self, input: Input) -> Step {
            self.note(format!("other {input:?}"));
            match input {
                Input::Closed => Step::Stop,
                _ => Step::Skip,
            }
        }
        fn terminate(&mut self) {
            self.note("terminate");
        }
        fn is_over(&self) -> bool {
            self.over
        }
        fn answered_a_question(&self) -> bool {
            false
        }
        fn record_step(&mut self, events: Vec<Event>, ended_before: bool) -> Vec<Event> {
            self.note(format!(
                "record {} ended_before={ended_before}",
                events.len()
            ));
            events
        }
        fn tell(&mut self, events: &[Event]) {
            for event in events {
                self.note(format!("tell {event:?}"));
            }
        }
        fn show(&mut self, events: Vec<Event>, _config: &Config) {
            self.note(format!("show {}", events.len()));
        }
        fn game_ended(&mut self, _config: &Config) {
            self.note("game ended");
        }
        fn engine_turn(&mut self) -> Vec<Event> {
            if std::mem::take(&mut self.engine_moves_first) {
                self.note("engine moves");
                return step_event("engine");
            }
            Vec::new()
        }
        fn keep(&mut self, quitting: bool) {
            self.note(format!("keep quitting={quitting}"));
        }
        fn board_setting(&mut self, on: Option<bool>, _config: &mut Config) {
            self.note(format!("board {on:?}"));
        }
        fn game_flow(&mut self, flow: Flow, _config: &mut Config) {
            self.note(format!("flow {flow:?}"));
        }
        fn finish(&mut self, ending: Ending) -> ExitCode {
            self.note(format!("finish {ending:?}"));
            ExitCode::SUCCESS
        }
    }

    struct Played {
        log: Vec<String>,
        stops: usize,
    }

    fn play_lines(inputs: Vec<Input>, settings: &mut Settings, engine_first: bool) -> Played {
        let stops = Arc::new(AtomicUsize::new(0));
        let log = Arc::new(Mutex::new(Vec::new()));
        let mut out = Output::new(
            Box::new(Voice {
                stops: stops.clone(),
            }),
            EventFormat::Text,
        );
        out.opening_unheard = true;
        let mut table = Logged {
            terminal: Terminal::scripted(inputs),
            out,
            over: false,
            engine_moves_first: engine_first,
            log: log.clone(),
        };
        play(&mut table, VoiceHandle::default(), settings);
        let log = log.lock().unwrap().clone();
        Played {
            log,
            stops: stops.load(Ordering::SeqCst),
        }
    }

    fn settings() -> Settings {
        Settings {
            config: Config::default(),
            path: None,
            broken: false,
        }
    }

    fn line(text: &str) -> Input {
        Input::Line(text.to_owned())
    }

    fn position(log: &[String], entry: &str) -> usize {
        log.iter()
            .position(|e| e == entry)
            .unwrap_or_else(|| panic!("{entry:?} is not in {log:#?}"))
    }

    #[test]
    fn a_step_is_kept_before_it_is_shown_and_the_game_filed_after_it() {
        let played = play_lines(vec![line("zug"), Input::Closed], &mut settings(), false);
        let log = &played.log;
        let recorded = position(log, "record 1 ended_before=false");
        let shown = position(log, "show 1");
        let kept = position(log, "keep quitting=false");
        assert!(position(log, "line zug") < recorded, "{log:#?}");
        assert!(recorded < shown && shown < kept, "{log:#?}");
        assert_eq!(log.last().map(String::as_str), Some("finish InputEnded"));
    }

    #[test]
    fn the_engines_first_move_is_kept_shown_and_filed_before_anyone_types() {
        let played = play_lines(vec![line("zug"), Input::Closed], &mut settings(), true);
        let log = &played.log;
        assert_eq!(
            &log[..4],
            [
                "engine moves",
                "record 1 ended_before=false",
                "show 1",
                "keep quitting=false"
            ],
            "{log:#?}"
        );
    }

    #[test]
    fn the_game_in_words_is_said_once_for_each_end() {
        let inputs = vec![
            line("matt"),
            line("zug"),
            line("zurück"),
            line("matt"),
            Input::Closed,
        ];
        let played = play_lines(inputs, &mut settings(), false);
        let ends = played.log.iter().filter(|e| *e == "game ended").count();
        assert_eq!(ends, 2, "{:#?}", played.log);
    }

    #[test]
    fn the_first_line_cuts_off_the_opening_and_later_lines_do_not() {
        let played = play_lines(
            vec![line("zug"), line("zug"), Input::Closed],
            &mut settings(),
            false,
        );
        assert_eq!(played.stops, 1, "{:#?}", played.log);
    }

    #[test]
    fn ende_files_the_game_once_more_and_nothing_after_it_is_read() {
        let played = play_lines(vec![line("ende"), line("zug")], &mut settings(), false);
        let log = &played.log;
        assert!(log.contains(&"keep quitting=true".to_owned()), "{log:#?}");
        assert!(!log.contains(&"line zug".to_owned()), "{log:#?}");
        assert_eq!(log.last().map(String::as_str), Some("finish Quit"));
        // What was still being said gives way: the opening, and again for the end.
        assert!(played.stops >= 2, "{log:#?}");
    }

    #[test]
    fn a_signal_stops_the_speech_and_the_game_stays_for_resume() {
        let played = play_lines(
            vec![Input::Terminated, line("zug"), Input::Closed],
            &mut settings(),
            false,
        );
        let log = &played.log;
        assert_eq!(log, &["terminate", "finish Terminated"], "{log:#?}");
        assert!(
            played.stops >= 2,
            "stopped at once and at the end: {log:#?}"
        );
    }

    #[test]
    fn settings_are_never_saved_over_a_file_that_could_not_be_read() {
        let dir = std::env::temp_dir().join(format!("ansage-loop-{}", std::process::id()));
        let _ = std::fs::create_dir_all(&dir);
        let path = dir.join("broken.toml");
        std::fs::write(&path, "[speech\nrate = ").unwrap();
        let mut settings = Settings {
            config: Config::default(),
            path: Some(path.clone()),
            broken: true,
        };
        settings.config.speech.read_aloud = !settings.config.speech.read_aloud;
        let played = play_lines(
            vec![line("einstellungen speichern"), Input::Closed],
            &mut settings,
            false,
        );
        let refusal = Event::say(ConfigError::WouldOverwriteBroken(path.clone()).phrase());
        assert!(
            played.log.contains(&format!("tell {refusal:?}")),
            "{:#?}",
            played.log
        );
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "[speech\nrate = ");
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn the_board_saving_and_adjourning_go_to_the_games_front_end() {
        let inputs = vec![
            line("brett an"),
            line("speichern"),
            line("vertagen"),
            line("zug"),
        ];
        let played = play_lines(inputs, &mut settings(), false);
        let log = &played.log;
        let board = position(log, "board Some(true)");
        let save = position(log, "flow Save(None)");
        let adjourn = position(log, "flow Adjourn");
        assert!(board < save && save < adjourn, "{log:#?}");
        assert!(!log.contains(&"line zug".to_owned()), "{log:#?}");
        assert_eq!(log.last().map(String::as_str), Some("finish Adjourned"));
    }
}
