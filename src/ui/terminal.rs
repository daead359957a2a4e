//! The terminal: one complete sentence a line, no colours.
//!
//! Three ways to use it ([`Mode`]):
//! - **Line mode** on a terminal read by a screen reader or a braille display (the default
//!   with `TERM=dumb`, a screen reader running, `ANSAGE_SCREEN_READER=1`, `--plain` or
//!   `--screen-reader`): plain text and newlines only, see [`crate::ui::line_mode`].
//! - **The line editor** (reedline, on crossterm) on other terminals, with history on the
//!   arrow keys; lines that arrive while the player is typing are printed above the input
//!   line without destroying it.
//! - **Plain lines** without a terminal (input from a pipe): lines are read one by one and
//!   every event is written as a line, so tests and other programs can drive ansage.
//!
//! Escape alone silences the speech in line mode and in the editor.

use std::borrow::Cow;
use std::collections::VecDeque;
use std::io::{self, BufRead, IsTerminal, Write};
use std::sync::mpsc::{self, Receiver, Sender, SyncSender};
use std::sync::{Arc, Mutex, PoisonError};
use std::thread;

use reedline::{
    Emacs, ExternalPrinter, FileBackedHistory, KeyCode, KeyModifiers, Prompt, PromptEditMode,
    PromptHistorySearch, Reedline, ReedlineEvent, Signal, default_emacs_keybindings,
};

use crate::ui::line_mode::{Finished, LineMode, keys_one_by_one, read_keys};

/// What the editor's Escape binding hands back.
const STOP_SPEECH: &str = "ansage:stop-speech";

/// Something for the game to handle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Input {
    /// A typed line.
    Line(String),
    /// What the microphone heard: the recogniser's alternatives, most likely first.
    Heard(Vec<String>),
    /// An utterance ended: how loud it and the room were, before its words (if any were
    /// understood) come as [`Input::Heard`].
    VoiceLevels {
        /// The loudest moment of the utterance, in thousandths of full scale (RMS).
        speech: u16,
        /// The room's noise, in thousandths of full scale (RMS).
        noise: u16,
        /// Whether words were understood.
        understood: bool,
    },
    /// Listening stopped (microphone unplugged …): the sentence saying so, as data.
    VoiceStopped(crate::phrase::Phrase),
    /// The speech model is loaded and listening began: the sentence saying so, as data.
    VoiceReady(crate::phrase::Phrase),
    /// Ctrl-C at the prompt.
    Interrupted,
    /// The Escape key: stop speaking.
    StopSpeech,
    /// The input ended (Ctrl-D, end of file).
    Closed,
    /// The terminal was closed or ansage was told to stop (SIGHUP, SIGTERM): the game is
    /// saved and stays open for `--resume`.
    Terminated,
    /// Time passed: a look at the clock (alarms, a fallen flag).
    Tick,
    /// The engine answered.
    Engine(crate::ui::engine_seat::Reply),
    /// The device at the other seat sent something (`ansage play --host`).
    Guest(crate::relay::GuestNews),
    /// The arbiter's device sent something (`ansage play --host --arbiter`).
    Arbiter(crate::relay::GuestNews),
    /// A spectator's device joined, left or chose a language (`--spectators`).
    Spectator(crate::relay::GuestNews),
    /// The host sent something (`ansage join`).
    Host(crate::relay::client::HostNews),
}

/// How the terminal is used.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// A line editor on a real terminal.
    Editor,
    /// Line mode on a real terminal: plain text and newlines, keys read one by one.
    Line,
    /// Plain lines in, plain lines out, without a terminal.
    Plain,
}

/// The environment variable that says a screen reader or braille display reads the
/// terminal: `ANSAGE_SCREEN_READER=1` (or any value but 0) chooses line mode.
pub const SCREEN_READER_VARIABLE: &str = "ANSAGE_SCREEN_READER";

impl Mode {
    /// Plain lines without a terminal; on a terminal, line mode when `line_mode_requested`
    /// (`--plain`, `--screen-reader`, `--speech screen-reader`), with `TERM=dumb`, or when
    /// a screen reader is found; else the line editor.
    pub fn choose(line_mode_requested: bool) -> Mode {
        if !io::stdin().is_terminal() || !io::stdout().is_terminal() {
            Mode::Plain
        } else if line_mode_requested || line_mode_wanted_here() {
            Mode::Line
        } else {
            Mode::Editor
        }
    }
}

/// Whether this environment asks for line mode: `TERM=dumb` (or no TERM), the documented
/// variable, or a screen reader (Orca) or braille driver (BRLTTY) running.
fn line_mode_wanted_here() -> bool {
    let term = std::env::var("TERM").unwrap_or_default();
    let asked = std::env::var(SCREEN_READER_VARIABLE).is_ok_and(|v| !v.is_empty() && v != "0");
    term.is_empty() || term == "dumb" || asked || screen_reader_running()
}

/// Whether Orca or BRLTTY runs on this machine (a look through /proc).
pub fn screen_reader_running() -> bool {
    let Ok(processes) = std::fs::read_dir("/proc") else {
        return false;
    };
    processes.flatten().any(|entry| {
        let is_process = entry
            .file_name()
            .to_str()
            .is_some_and(|name| name.bytes().all(|b| b.is_ascii_digit()));
        is_process
            && std::fs::read_to_string(entry.path().join("comm"))
                .is_ok_and(|comm| matches!(comm.trim(), "orca" | "brltty"))
    })
}

/// The prompt shown before the input line ("Weiß> "); shared, so it can change while the
/// player types (after a move arrived by voice).
#[derive(Clone, Default)]
struct SharedPrompt(Arc<Mutex<String>>);

impl SharedPrompt {
    fn set(&self, text: &str) {
        *self.0.lock().unwrap_or_else(PoisonError::into_inner) = text.to_owned();
    }

    fn get(&self) -> String {
        self.0
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .clone()
    }
}

impl Prompt for SharedPrompt {
    fn render_prompt_left(&self) -> Cow<'_, str> {
        Cow::Owned(self.get())
    }

    fn render_prompt_right(&self) -> Cow<'_, str> {
        Cow::Borrowed("")
    }

    fn render_prompt_indicator(&self, _mode: PromptEditMode) -> Cow<'_, str> {
        Cow::Borrowed("")
    }

    fn render_prompt_multiline_indicator(&self) -> Cow<'_, str> {
        Cow::Borrowed("")
    }

    fn render_prompt_history_search_indicator(&self, _search: PromptHistorySearch) -> Cow<'_, str> {
        Cow::Borrowed("? ")
    }
}

/// The terminal: where input comes from and lines go to.
pub struct Terminal {
    mode: Mode,
    inputs: Receiver<Input>,
    sender: Sender<Input>,
    prompt: SharedPrompt,
    /// Editor mode: tells the editor thread to read the next line.
    read_next: Option<Sender<()>>,
    /// Editor mode: prints above the line being typed.
    printer: Option<SyncSender<String>>,
    /// Whether the editor is reading a line now (so printing must go through the printer).
    editor_reading: bool,
    /// Lines that arrived together (typed ahead, or pasted), handed out one at a time.
    typed_ahead: VecDeque<String>,
    /// Editor and line mode: the terminal's settings at the start, given back at the end.
    original_settings: Option<libc::termios>,
    /// Line mode: the screen's last line, shared with the key reader.
    line_mode: Option<LineMode>,
}

impl Drop for Terminal {
    fn drop(&mut self) {
        if let Some(settings) = &self.original_settings {
            // SAFETY: gives standard input back the settings read from it at the start.
            unsafe { libc::tcsetattr(libc::STDIN_FILENO, libc::TCSANOW, settings) };
        }
    }
}

impl Terminal {
    /// Starts reading input in `mode`.
    pub fn start(mode: Mode) -> Terminal {
        let (sender, inputs) = mpsc::channel();
        let prompt = SharedPrompt::default();
        let mut terminal = Terminal {
            mode,
            inputs,
            sender: sender.clone(),
            prompt: prompt.clone(),
            read_next: None,
            printer: None,
            editor_reading: false,
            typed_ahead: VecDeque::new(),
            original_settings: None,
            line_mode: None,
        };
        match mode {
            Mode::Plain => {
                thread::spawn(move || read_plain_lines(sender));
            }
            Mode::Line => {
                terminal.original_settings = keys_one_by_one();
                let line_mode = LineMode::new();
                terminal.line_mode = Some(line_mode.clone());
                thread::spawn(move || {
                    read_keys(line_mode, |finished| {
                        let input = match finished {
                            Finished::Line(line) => Input::Line(line),
                            Finished::Closed => Input::Closed,
                            Finished::StopSpeech => Input::StopSpeech,
                        };
                        sender.send(input).is_ok()
                    })
                });
            }
            Mode::Editor => {
                // Between two lines the terminal does not echo what is typed: ansage shows a
                // line typed ahead itself, after its prompt, when it reads it.
                terminal.original_settings = echo_off();
                let printer = ExternalPrinter::new(64);
                let (read_next, go) = mpsc::channel();
                terminal.printer = Some(printer.sender());
                // Escape alone silences the speech; the typed text stays.
                let mut keys = default_emacs_keybindings();
                keys.add_binding(
                    KeyModifiers::NONE,
                    KeyCode::Esc,
                    ReedlineEvent::ExecuteHostCommand(STOP_SPEECH.to_owned()),
                );
                let mut editor = Reedline::create()
                    .with_ansi_colors(false)
                    .with_edit_mode(Box::new(Emacs::new(keys)))
                    .with_external_printer(printer);
                // Earlier lines on the arrow keys, for this game only.
                if let Ok(history) = FileBackedHistory::new(500) {
                    editor = editor.with_history(Box::new(history));
                }
                thread::spawn(move || read_edited_lines(editor, prompt, go, sender));
                terminal.read_next = Some(read_next);
            }
        }
        terminal
    }

    /// A terminal in plain mode whose inputs are `inputs`, read from no keyboard: for the
    /// tests of what reads a terminal.
    #[cfg(test)]
    pub(crate) fn scripted(inputs: Vec<Input>) -> Terminal {
        let (sender, receiver) = mpsc::channel();
        for input in inputs {
            let _ = sender.send(input);
        }
        Terminal {
            mode: Mode::Plain,
            inputs: receiver,
            sender,
            prompt: SharedPrompt::default(),
            read_next: None,
            printer: None,
            editor_reading: false,
            typed_ahead: VecDeque::new(),
            original_settings: None,
            line_mode: None,
        }
    }

    /// How the terminal is used.
    pub fn mode(&self) -> Mode {
        self.mode
    }

    /// A sender for other sources of input (the microphone).
    pub fn sender(&self) -> Sender<Input> {
        self.sender.clone()
    }

    /// Sets the prompt shown before the input line (editor mode only).
    pub fn set_prompt(&mut self, prompt: &str) {
        self.prompt.set(prompt);
    }

    /// Waits for the next input. `Closed` once every source has ended. Every line typed is
    /// read, in order: lines typed while no line was being edited (before the first prompt,
    /// while ansage spoke or thought) wait in the terminal and are read from there before
    /// the editor starts again, and lines that arrive together are handed out one by one.
    pub fn next_input(&mut self) -> Input {
        if let Some(line) = self.typed_ahead.pop_front() {
            if self.read_next.is_some() {
                let shown = format!("{}{line}", self.prompt.get());
                self.print(&shown);
            }
            return Input::Line(line);
        }
        if self.read_next.is_some() && !self.editor_reading {
            match lines_waiting_in_terminal() {
                Waiting::Lines(lines) => {
                    self.typed_ahead.extend(lines);
                    if let Some(line) = self.typed_ahead.pop_front() {
                        let shown = format!("{}{line}", self.prompt.get());
                        self.print(&shown);
                        return Input::Line(line);
                    }
                }
                Waiting::Ended => return Input::Closed,
                Waiting::Nothing => {}
            }
        }
        if let Some(read_next) = &self.read_next {
            if !self.editor_reading && read_next.send(()).is_ok() {
                self.editor_reading = true;
            }
        }
        if let Some(line_mode) = &self.line_mode {
            line_mode.show_prompt(&self.prompt.get());
        }
        let input = self.inputs.recv().unwrap_or(Input::Closed);
        if matches!(
            input,
            Input::Line(_)
                | Input::Interrupted
                | Input::Closed
                | Input::Terminated
                | Input::StopSpeech
        ) {
            self.editor_reading = false;
        }
        match input {
            // A paste of several lines comes as one: each is a line of its own.
            Input::Line(text) if text.contains(['\n', '\r']) => {
                self.typed_ahead.extend(
                    text.split(['\n', '\r'])
                        .filter(|line| !line.trim().is_empty())
                        .map(str::to_owned),
                );
                Input::Line(self.typed_ahead.pop_front().unwrap_or_default())
            }
            input => input,
        }
    }

    /// Prints one line: above the input line while the player is typing, else plainly.
    pub fn print(&mut self, line: &str) {
        if let Some(line_mode) = &self.line_mode {
            line_mode.print(line);
            return;
        }
        if self.editor_reading {
            if let Some(printer) = &self.printer {
                if printer.send(line.to_owned()).is_ok() {
                    return;
                }
            }
        }
        let mut out = io::stdout().lock();
        let _ = writeln!(out, "{line}");
        let _ = out.flush();
    }

    /// Clears the screen (for the board view), only while nobody is typing.
    pub fn clear_screen(&mut self) {
        if self.mode == Mode::Editor && !self.editor_reading {
            let mut out = io::stdout().lock();
            let _ = crossterm::execute!(
                out,
                crossterm::terminal::Clear(crossterm::terminal::ClearType::All),
                crossterm::cursor::MoveTo(0, 0)
            );
        }
    }

    /// Whether the screen may be cleared now.
    pub fn may_clear(&self) -> bool {
        self.mode == Mode::Editor && !self.editor_reading
    }
}

/// Turns the terminal's echo off (keeping its line mode); returns the settings before.
fn echo_off() -> Option<libc::termios> {
    // SAFETY: tcgetattr fills the struct it is given; tcsetattr reads it.
    unsafe {
        let mut settings: libc::termios = std::mem::zeroed();
        if libc::tcgetattr(libc::STDIN_FILENO, &mut settings) != 0 {
            return None;
        }
        let original = settings;
        settings.c_lflag &= !(libc::ECHO | libc::ECHONL);
        if libc::tcsetattr(libc::STDIN_FILENO, libc::TCSANOW, &settings) != 0 {
            return None;
        }
        Some(original)
    }
}

/// What waits in the terminal while no line is being edited.
enum Waiting {
    /// Complete lines typed ahead.
    Lines(Vec<String>),
    /// The input ended (Ctrl-D typed ahead).
    Ended,
    /// Nothing, or only a line still being typed (the editor takes it over).
    Nothing,
}

/// Reads the complete lines that wait in the terminal. Between two lines the terminal is in
/// its ordinary (canonical) mode, so what the player types meanwhile collects there line by
/// line; the line editor would read it all at once and keep only the first line.
fn lines_waiting_in_terminal() -> Waiting {
    use std::os::fd::AsRawFd;
    let stdin = io::stdin();
    let fd = stdin.as_raw_fd();
    let mut lines = Vec::new();
    loop {
        let mut poll = libc::pollfd {
            fd,
            events: libc::POLLIN,
            revents: 0,
        };
        // SAFETY: one valid pollfd, no waiting.
        let ready = unsafe { libc::poll(&mut poll, 1, 0) };
        if ready <= 0 || poll.revents & libc::POLLIN == 0 {
            break;
        }
        let mut buffer = [0u8; 4096];
        // SAFETY: reads into a buffer of the given length. In canonical mode a read returns
        // at most one line, and poll said one is complete, so this does not block.
        let read = unsafe { libc::read(fd, buffer.as_mut_ptr().cast(), buffer.len()) };
        if read == 0 && lines.is_empty() {
            return Waiting::Ended;
        }
        if read <= 0 {
            break;
        }
        let text = String::from_utf8_lossy(&buffer[..read as usize]).into_owned();
        lines.extend(
            text.split(['\n', '\r'])
                .filter(|line| !line.trim().is_empty())
                .map(str::to_owned),
        );
    }
    if lines.is_empty() {
        Waiting::Nothing
    } else {
        Waiting::Lines(lines)
    }
}

/// Plain mode: every line of standard input, as it comes.
fn read_plain_lines(sender: Sender<Input>) {
    let stdin = io::stdin();
    let mut lock = stdin.lock();
    let mut bytes = Vec::new();
    loop {
        bytes.clear();
        match lock.read_until(b'\n', &mut bytes) {
            Ok(0) | Err(_) => {
                let _ = sender.send(Input::Closed);
                return;
            }
            // Bytes that are not UTF-8 are kept as well as they can be, never dropped.
            Ok(_) => {
                let line = String::from_utf8_lossy(&bytes).into_owned();
                if sender.send(Input::Line(line)).is_err() {
                    return;
                }
            }
        }
    }
}

/// Editor mode: reads one line each time the game asks for one.
fn read_edited_lines(
    mut editor: Reedline,
    prompt: SharedPrompt,
    go: Receiver<()>,
    sender: Sender<Input>,
) {
    while go.recv().is_ok() {
        let input = match editor.read_line(&prompt) {
            Ok(Signal::Success(line)) => Input::Line(line),
            Ok(Signal::CtrlC) => Input::Interrupted,
            Ok(Signal::CtrlD) | Err(_) => Input::Closed,
            Ok(Signal::HostCommand(command)) if command == STOP_SPEECH => Input::StopSpeech,
            Ok(_) => Input::Interrupted,
        };
        let closed = input == Input::Closed;
        if sender.send(input).is_err() || closed {
            return;
        }
    }
}

/// How often the clock is looked at while nobody types.
pub const TICK: std::time::Duration = std::time::Duration::from_millis(250);

/// Sends a [`Input::Tick`] every [`TICK`] while the game runs.
pub fn start_ticking(sender: std::sync::mpsc::Sender<Input>) {
    std::thread::spawn(move || {
        while sender.send(Input::Tick).is_ok() {
            std::thread::sleep(TICK);
        }
    });
}

/// Turns the signals that would end ansage into inputs: Ctrl-C (SIGINT) is answered with a
/// sentence and the game goes on; a closed terminal (SIGHUP) or a kill (SIGTERM) ends the game
/// in order, so it is saved or printed.
pub(crate) fn watch_signals(sender: std::sync::mpsc::Sender<Input>) {
    use signal_hook::consts::{SIGHUP, SIGINT, SIGTERM};
    let Ok(mut signals) = signal_hook::iterator::Signals::new([SIGINT, SIGHUP, SIGTERM]) else {
        return;
    };
    std::thread::spawn(move || {
        for signal in signals.forever() {
            let input = if signal == SIGINT {
                Input::Interrupted
            } else {
                Input::Terminated
            };
            if sender.send(input).is_err() {
                return;
            }
        }
    });
}
