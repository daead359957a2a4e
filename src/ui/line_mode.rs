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
#[derive(Debug, Default)]
struct Screen {
    /// The prompt shown before the typed text, when ansage waits for a line.
    prompt: Option<String>,
    /// What the player has typed of the next line.
    typed: String,
    /// Whether the screen's last line holds a prompt or typed text (a sentence must then
    /// begin on a new line).
    line_open: bool,
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
        LineMode::default()
    }

    fn screen(&self) -> std::sync::MutexGuard<'_, Screen> {
        self.screen.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Prints one sentence on a line of its own, then the prompt and the typed text again
    /// if the player was typing.
    pub fn print(&self, line: &str) {
        let mut screen = self.screen();
        let mut text = String::new();
        if screen.line_open {
            text.push('\n');
        }
        text.push_str(&plain(line));
        text.push('\n');
        screen.line_open = false;
        if screen.prompt.is_some() || !screen.typed.is_empty() {
            text.push_str(screen.prompt.as_deref().unwrap_or_default());
            text.push_str(&screen.typed);
            screen.line_open = true;
        }
        write_out(&text);
    }

    /// Shows the prompt: ansage now waits for a line.
    pub fn show_prompt(&self, prompt: &str) {
        let mut screen = self.screen();
        // Already there. A prompt that no longer fits (a line typed ahead was answered
        // under it, and now the other side is to move) is replaced on a fresh line.
        if screen.prompt.as_deref() == Some(prompt) {
            return;
        }
        let mut text = String::new();
        if screen.line_open {
            // Typed ahead while ansage spoke: the prompt comes before it on a fresh line.
            text.push('\n');
        }
        text.push_str(prompt);
        text.push_str(&screen.typed);
        screen.prompt = Some(prompt.to_owned());
        screen.line_open = true;
        write_out(&text);
    }

    /// Handles one key; returns what it finishes, if anything.
    pub fn key(&self, key: Key) -> Option<Finished> {
        let mut screen = self.screen();
        match key {
            Key::Char(c) => {
                screen.typed.push(c);
                screen.line_open = true;
                write_out(c.encode_utf8(&mut [0; 4]));
                None
            }
            Key::Backspace => {
                if screen.typed.pop().is_some() {
                    write_out("\u{8} \u{8}");
                }
                None
            }
            Key::EraseLine => {
                let count = screen.typed.chars().count();
                screen.typed.clear();
                write_out(&"\u{8} \u{8}".repeat(count));
                None
            }
            Key::Enter => {
                let line = std::mem::take(&mut screen.typed);
                screen.prompt = None;
                screen.line_open = false;
                write_out("\n");
                Some(Finished::Line(line))
            }
            Key::EndOfInput if screen.typed.is_empty() => {
                screen.line_open = false;
                write_out("\n");
                Some(Finished::Closed)
            }
            Key::Escape => Some(Finished::StopSpeech),
            Key::EndOfInput | Key::Ignored => None,
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
        assert!(mode.screen().line_open);
        mode.key(Key::Char('3'));
        assert_eq!(mode.key(Key::Enter), Some(Finished::Line("Sf3".into())));
        assert!(!mode.screen().line_open);
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
