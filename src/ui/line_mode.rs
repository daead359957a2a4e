//! Line mode on a terminal: what a screen reader and a braille display read cleanly.
//!
//! ansage writes only plain text and newlines here: no cursor-position queries, no cursor
//! movement, no redraw, no colours (issue 16). The terminal's own line editing is switched
//! off so ansage sees each key: typed characters are echoed as they are, Backspace erases
//! with the terminal's classic backspace-space-backspace (as the kernel's own echo does),
//! Enter ends the line, and Escape alone silences the speech. A sentence that arrives while
//! the player types goes on a line of its own; the typed text is kept and shown again after
//! it, so nothing typed is lost.

use std::io::{self, Read, Write};
use std::os::fd::AsRawFd;
use std::sync::{Arc, Mutex, PoisonError};

/// What the screen's last line holds, shared by the key reader (which echoes) and the
/// printer (which puts sentences on lines of their own).
///
/// Each sentence goes on a line of its own and the prompt is shown once, when ansage waits
/// for a line again, with what the player had typed so far: never a stale prompt after a
/// sentence ("Schwarz, die Engine denkt>" after the engine's move), never a prompt between
/// the lines of the board or the scoresheet (issue 28). The prompt and typed text on the last
/// line are erased with the echo's backspaces before a sentence, where they fit on one line,
/// so a braille display shows the sentence, then the prompt with the typed text, once.
#[derive(Debug, Default)]
struct Screen {
    /// The prompt shown before the typed text, when ansage waits for a line.
    prompt: Option<String>,
    /// What the player has typed of the next line.
    typed: String,
    /// How many characters of prompt and typed text stand on the last line, as written by
    /// line mode (`None`: none of it; the line is empty or was ended).
    shown: Option<usize>,
    /// The terminal's width, for whether the shown text can be erased.
    columns: usize,
}

/// The width assumed when the terminal does not say.
const DEFAULT_COLUMNS: usize = 80;

impl Screen {
    /// Takes the shown prompt and typed text off the last line: erased with backspaces
    /// when it fits on one line, else ended with a newline.
    fn clear_shown(&mut self, out: &mut String) {
        if let Some(count) = self.shown.take() {
            let columns = if self.columns == 0 {
                DEFAULT_COLUMNS
            } else {
                self.columns
            };
            if count < columns {
                out.push_str(&"\u{8}".repeat(count));
                out.push_str(&" ".repeat(count));
                out.push_str(&"\u{8}".repeat(count));
            } else {
                out.push('\n');
            }
        }
    }

    /// A sentence on a line of its own. The prompt comes back with [`Screen::prompt`].
    fn print(&mut self, line: &str) -> String {
        let mut out = String::new();
        self.clear_shown(&mut out);
        out.push_str(&plain(line));
        out.push('\n');
        out
    }

    /// The prompt and the typed text, once, unless they stand on the last line already.
    fn show_prompt(&mut self, prompt: &str) -> String {
        let mut out = String::new();
        if self.shown.is_some() && self.prompt.as_deref() == Some(prompt) {
            return out;
        }
        self.clear_shown(&mut out);
        self.prompt = Some(prompt.to_owned());
        out.push_str(prompt);
        out.push_str(&self.typed);
        self.shown = Some(prompt.chars().count() + self.typed.chars().count());
        out
    }

    /// One key: what to write, and what it finishes.
    fn key(&mut self, key: Key) -> (String, Option<Finished>) {
        match key {
            Key::Char(c) => {
                self.typed.push(c);
                match self.shown {
                    Some(count) => {
                        self.shown = Some(count + 1);
                        (c.to_string(), None)
                    }
                    // Typed while nothing is shown (a sentence was just printed): the
                    // prompt and the typed text come back at once.
                    None => {
                        let prompt = self.prompt.clone().unwrap_or_default();
                        let out = format!("{prompt}{}", self.typed);
                        self.shown = Some(prompt.chars().count() + self.typed.chars().count());
                        (out, None)
                    }
                }
            }
            Key::Backspace => {
                if self.typed.pop().is_some() {
                    if let Some(count) = self.shown.as_mut() {
                        *count = count.saturating_sub(1);
                        return ("\u{8} \u{8}".into(), None);
                    }
                }
                (String::new(), None)
            }
            Key::EraseLine => {
                let count = self.typed.chars().count();
                self.typed.clear();
                match self.shown.as_mut() {
                    Some(shown) => {
                        *shown = shown.saturating_sub(count);
                        ("\u{8} \u{8}".repeat(count), None)
                    }
                    None => (String::new(), None),
                }
            }
            Key::Enter => {
                let line = std::mem::take(&mut self.typed);
                self.prompt = None;
                self.shown = None;
                ("\n".into(), Some(Finished::Line(line)))
            }
            Key::EndOfInput if self.typed.is_empty() => {
                self.shown = None;
                ("\n".into(), Some(Finished::Closed))
            }
            Key::Escape => (String::new(), Some(Finished::StopSpeech)),
            Key::EndOfInput | Key::Ignored => (String::new(), None),
        }
    }
}

/// The writing half of line mode; the reading half runs on a thread of its own.
#[derive(Clone, Debug, Default)]
pub struct LineMode {
    screen: Arc<Mutex<Screen>>,
}

/// What a key finishes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Finished {
    /// Enter: the typed line.
    Line(String),
    /// Ctrl+D on an empty line: the end of input.
    Closed,
    /// Escape: stop speaking.
    StopSpeech,
}

/// A key, as line mode understands it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Key {
    /// A character for the line.
    Char(char),
    /// Enter: the line is done.
    Enter,
    /// Backspace: the last character goes.
    Backspace,
    /// Ctrl+U: the whole typed line goes.
    EraseLine,
    /// Ctrl+D: the end of input on an empty line.
    EndOfInput,
    /// Escape on its own: stop speaking.
    Escape,
    /// Anything else (arrow keys, function keys, other control keys): ignored.
    Ignored,
}

impl LineMode {
    /// Line mode for this terminal.
    pub fn new() -> LineMode {
        LineMode {
            screen: Arc::new(Mutex::new(Screen {
                columns: terminal_columns(),
                ..Screen::default()
            })),
        }
    }

    fn screen(&self) -> std::sync::MutexGuard<'_, Screen> {
        self.screen.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Prints one sentence on a line of its own; the prompt and the typed text come back
    /// once ansage waits for the next line ([`LineMode::show_prompt`]).
    pub fn print(&self, line: &str) {
        let mut screen = self.screen();
        let text = screen.print(line);
        write_out(&text);
    }

    /// Shows the prompt: ansage now waits for a line.
    pub fn show_prompt(&self, prompt: &str) {
        let mut screen = self.screen();
        let text = screen.show_prompt(prompt);
        if !text.is_empty() {
            write_out(&text);
        }
    }

    /// Handles one key; returns what it finishes, if anything.
    pub fn key(&self, key: Key) -> Option<Finished> {
        let mut screen = self.screen();
        let (text, finished) = screen.key(key);
        if !text.is_empty() {
            write_out(&text);
        }
        finished
    }
}

/// The terminal's width in columns, or 0 when it does not say.
fn terminal_columns() -> usize {
    // SAFETY: TIOCGWINSZ fills the winsize struct it is given.
    unsafe {
        let mut size: libc::winsize = std::mem::zeroed();
        if libc::ioctl(libc::STDOUT_FILENO, libc::TIOCGWINSZ, &mut size) == 0 {
            usize::from(size.ws_col)
        } else {
            0
        }
    }
}

/// A line as plain text: control characters (an escape code in a name or a comment) become
/// spaces.
fn plain(line: &str) -> String {
    line.chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect()
}

fn write_out(text: &str) {
    let mut out = io::stdout().lock();
    let _ = out.write_all(text.as_bytes());
    let _ = out.flush();
}

/// Switches the terminal's own line editing and echo off (signals stay, so Ctrl+C still
/// interrupts); returns the settings before.
pub fn keys_one_by_one() -> Option<libc::termios> {
    // SAFETY: tcgetattr fills the struct it is given; tcsetattr reads it.
    unsafe {
        let mut settings: libc::termios = std::mem::zeroed();
        if libc::tcgetattr(libc::STDIN_FILENO, &mut settings) != 0 {
            return None;
        }
        let original = settings;
        settings.c_lflag &= !(libc::ICANON | libc::ECHO | libc::ECHONL);
        settings.c_cc[libc::VMIN] = 1;
        settings.c_cc[libc::VTIME] = 0;
        if libc::tcsetattr(libc::STDIN_FILENO, libc::TCSANOW, &settings) != 0 {
            return None;
        }
        Some(original)
    }
}

/// How long the rest of an escape sequence (an arrow key) may take to follow its Escape.
const SEQUENCE_WAIT_MS: i32 = 30;

/// Turns the bytes of a terminal into keys.
#[derive(Debug, Default)]
pub struct KeyDecoder {
    utf8: Vec<u8>,
}

impl KeyDecoder {
    /// The key a byte completes, if any; `more` says whether another byte follows at once
    /// (which tells an arrow key's Escape from the Escape key).
    pub fn feed(&mut self, byte: u8, more: impl FnMut() -> Option<u8>) -> Option<Key> {
        match byte {
            b'\r' | b'\n' => Some(Key::Enter),
            0x7f | 0x08 => Some(Key::Backspace),
            0x15 => Some(Key::EraseLine),
            0x04 => Some(Key::EndOfInput),
            0x1b => Some(escape(more)),
            0x00..=0x1f => Some(Key::Ignored),
            _ => {
                self.utf8.push(byte);
                match std::str::from_utf8(&self.utf8) {
                    Ok(text) => {
                        let key = text.chars().next().map(Key::Char);
                        self.utf8.clear();
                        key
                    }
                    // A character still coming.
                    Err(e) if e.error_len().is_none() && self.utf8.len() < 4 => None,
                    Err(_) => {
                        self.utf8.clear();
                        Some(Key::Char(char::REPLACEMENT_CHARACTER))
                    }
                }
            }
        }
    }
}

/// An Escape alone, or an escape sequence (arrow keys, function keys) read to its end.
fn escape(mut more: impl FnMut() -> Option<u8>) -> Key {
    match more() {
        None => Key::Escape,
        Some(b'[' | b'O') => {
            // Parameters, then one final byte from @ to ~.
            while let Some(byte) = more() {
                if (0x40..=0x7e).contains(&byte) {
                    break;
                }
            }
            Key::Ignored
        }
        // Alt+key: no Escape meant.
        Some(_) => Key::Ignored,
    }
}

/// Reads keys from standard input until it ends, handing each finished line (or Escape) to
/// `deliver`, which says whether to go on.
pub fn read_keys(line_mode: LineMode, mut deliver: impl FnMut(Finished) -> bool) {
    let stdin = io::stdin();
    let fd = stdin.as_raw_fd();
    let mut input = stdin.lock();
    let mut decoder = KeyDecoder::default();
    let mut byte = [0u8; 1];
    loop {
        match input.read(&mut byte) {
            Ok(1) => {}
            _ => {
                deliver(Finished::Closed);
                return;
            }
        }
        let more = || {
            let mut poll = libc::pollfd {
                fd,
                events: libc::POLLIN,
                revents: 0,
            };
            // SAFETY: one valid pollfd.
            let ready = unsafe { libc::poll(&mut poll, 1, SEQUENCE_WAIT_MS) };
            let mut next = [0u8; 1];
            // SAFETY: poll said a byte waits; reads one into a one-byte buffer.
            (ready > 0 && unsafe { libc::read(fd, next.as_mut_ptr().cast(), 1) } == 1)
                .then_some(next[0])
        };
        let Some(key) = decoder.feed(byte[0], more) else {
            continue;
        };
        if let Some(done) = line_mode.key(key) {
            let closed = done == Finished::Closed;
            if !deliver(done) || closed {
                return;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn keys(bytes: &[u8]) -> Vec<Key> {
        let mut decoder = KeyDecoder::default();
        let mut rest = bytes.iter().copied().peekable();
        let mut keys = Vec::new();
        while let Some(byte) = rest.next() {
            let key = decoder.feed(byte, || rest.next());
            keys.extend(key);
        }
        keys
    }

    /// One step of line mode: what it writes.
    type Step = dyn Fn(&mut Screen) -> String;

    /// What line mode writes for a sequence of steps, as one string.
    fn written(steps: &[&Step]) -> String {
        let mut screen = Screen {
            columns: 80,
            ..Screen::default()
        };
        steps.iter().map(|step| step(&mut screen)).collect()
    }

    /// What a braille display or a terminal shows of `bytes`: backspaces applied.
    fn seen(bytes: &str) -> String {
        let mut lines: Vec<Vec<char>> = vec![Vec::new()];
        let mut column: usize = 0;
        for c in bytes.chars() {
            let line = lines.last_mut().unwrap();
            match c {
                '\n' => {
                    lines.push(Vec::new());
                    column = 0;
                }
                '\u{8}' => column = column.saturating_sub(1),
                c => {
                    if column < line.len() {
                        line[column] = c;
                    } else {
                        line.push(c);
                    }
                    column += 1;
                }
            }
        }
        lines
            .iter()
            .map(|l| l.iter().collect::<String>().trim_end().to_owned())
            .collect::<Vec<_>>()
            .join("\n")
    }

    #[test]
    fn a_sentence_leaves_no_stale_prompt_behind() {
        // Issue 28: "Schwarz, die Engine denkt>" stood after the engine's move.
        let out = written(&[
            &|s| s.show_prompt("Schwarz, die Engine denkt> "),
            &|s| s.print("Zug eins, Schwarz: Bauer Eva fünf (e5)."),
            &|s| s.show_prompt("Weiß> "),
        ]);
        assert_eq!(seen(&out), "Zug eins, Schwarz: Bauer Eva fünf (e5).\nWeiß>");
    }

    #[test]
    fn the_board_lines_come_without_prompts_between_them() {
        let mut steps: Vec<Box<Step>> = vec![Box::new(|s| s.show_prompt("Ja oder nein> "))];
        for rank in 1..=10 {
            steps.push(Box::new(move |s| s.print(&format!("Zeile {rank}"))));
        }
        steps.push(Box::new(|s| s.show_prompt("Ja oder nein> ")));
        let refs: Vec<&Step> = steps.iter().map(|b| &**b).collect();
        let shown = seen(&written(&refs));
        assert_eq!(shown.matches("Ja oder nein>").count(), 1, "{shown}");
        assert!(shown.ends_with("Zeile 10\nJa oder nein>"), "{shown}");
    }

    #[test]
    fn half_typed_text_is_shown_once_after_the_sentences() {
        let out = written(&[
            &|s| s.show_prompt("Weiß> "),
            &|s| s.key(Key::Char('S')).0,
            &|s| s.key(Key::Char('f')).0,
            &|s| s.print("Noch eine Minute."),
            &|s| s.print("Die Uhr läuft."),
            &|s| s.show_prompt("Weiß> "),
            &|s| s.key(Key::Char('3')).0,
        ]);
        let shown = seen(&out);
        assert_eq!(
            shown, "Noch eine Minute.\nDie Uhr läuft.\nWeiß> Sf3",
            "{out:?}"
        );
        assert_eq!(shown.matches("Sf").count(), 1);
    }

    #[test]
    fn a_key_after_a_sentence_brings_the_prompt_back() {
        let out = written(&[
            &|s| s.show_prompt("Weiß> "),
            &|s| s.print("Zug eins."),
            &|s| s.key(Key::Char('e')).0,
            &|s| s.show_prompt("Weiß> "),
        ]);
        assert_eq!(seen(&out), "Zug eins.\nWeiß> e");
    }

    #[test]
    fn letters_umlauts_and_enter() {
        assert_eq!(
            keys("Lä\r".as_bytes()),
            vec![Key::Char('L'), Key::Char('ä'), Key::Enter]
        );
    }

    #[test]
    fn an_arrow_key_is_not_the_escape_key() {
        assert_eq!(keys(b"\x1b[A"), vec![Key::Ignored]);
        assert_eq!(keys(b"\x1b[1;5C"), vec![Key::Ignored]);
        assert_eq!(keys(b"\x1bOP"), vec![Key::Ignored]);
        assert_eq!(keys(b"\x1b"), vec![Key::Escape]);
    }

    #[test]
    fn control_keys() {
        assert_eq!(
            keys(b"a\x7f\x15\x04\x01"),
            vec![
                Key::Char('a'),
                Key::Backspace,
                Key::EraseLine,
                Key::EndOfInput,
                Key::Ignored
            ]
        );
    }

    #[test]
    fn broken_utf8_becomes_one_replacement_character() {
        assert_eq!(
            keys(&[0xff, b'a']),
            vec![Key::Char(char::REPLACEMENT_CHARACTER), Key::Char('a')]
        );
    }

    #[test]
    fn typed_text_survives_a_sentence_and_a_line_comes_whole() {
        let mode = LineMode::new();
        mode.show_prompt("Weiß> ");
        assert_eq!(mode.key(Key::Char('S')), None);
        assert_eq!(mode.key(Key::Char('f')), None);
        mode.print("Schwarz: Zug eins, Bauer Eva fünf.");
        assert_eq!(mode.screen().typed, "Sf");
        // The sentence took the typed text off the line; it comes back with the next key.
        assert!(mode.screen().shown.is_none());
        mode.key(Key::Char('3'));
        assert_eq!(mode.screen().shown, Some("Weiß> Sf3".chars().count()));
        assert_eq!(mode.key(Key::Enter), Some(Finished::Line("Sf3".into())));
        assert!(mode.screen().shown.is_none());
        assert_eq!(mode.key(Key::Escape), Some(Finished::StopSpeech));
        assert_eq!(mode.key(Key::EndOfInput), Some(Finished::Closed));
    }

    #[test]
    fn a_prompt_that_changed_is_shown_anew() {
        let mode = LineMode::new();
        mode.show_prompt("Weiß> ");
        // A line typed before the prompt came is answered under it.
        mode.print("Zug eins, Weiß: Bauer Eva vier (e4).");
        mode.show_prompt("Schwarz> ");
        assert_eq!(mode.screen().prompt.as_deref(), Some("Schwarz> "));
        mode.key(Key::Char('e'));
        mode.print("Ein Satz.");
        assert_eq!(mode.screen().prompt.as_deref(), Some("Schwarz> "));
        // The same prompt again is not printed twice.
        mode.show_prompt("Schwarz> ");
        assert_eq!(mode.screen().typed, "e");
    }

    #[test]
    fn control_characters_in_a_sentence_become_spaces() {
        assert_eq!(plain("a\u{1b}[2Jb\tc"), "a [2Jb c");
    }
}
