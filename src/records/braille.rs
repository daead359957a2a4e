//! The braille record (Appendix F, F2.5 „in Braille“): the scoresheet translated with
//! liblouis and set on braille pages of 40 cells and 25 lines, as a BRF file (braille ASCII)
//! that an embosser or a braille display's file viewer reads.
//!
//! liblouis is called through its command-line tool `lou_translate` (Debian package
//! `liblouis-bin`): the `louis` crate's bindings (louis-sys) pull in an old `clang-sys` that
//! cannot be linked beside the one speech-dispatcher's bindings use, so the crate does not
//! build together with the `dispatcher` feature.
//!
//! The tables: German is `de-g0-detailed.utb`, German Basisschrift (uncontracted) with
//! capitals marked. Uncontracted because contractions would mangle notation and names
//! ("Sf3", "Kieseritzky"); with capitals, because on a scoresheet a capital is a piece (`Lc4`)
//! and a small letter a file (`c4`). English is `en-ueb-g1.ctb`, Unified English Braille
//! grade 1 (uncontracted), for the same reasons. Both are written through `en-us-brf.dis`,
//! the braille ASCII of BRF files.

use std::collections::BTreeSet;
use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use crate::language::Language;
use crate::notation::pgn::Game;
use crate::notation::scoresheet::scoresheet;
use crate::phrase::Phrase;
use crate::storage::files::{shown_path, write_safely};
use crate::storage::lock::{FileLock, Held, lock_beside};

/// Cells a braille line holds.
pub const CELLS: usize = 40;
/// Lines a braille page holds, the page number's line included.
pub const LINES: usize = 25;
/// How far a line that goes on from the line above is indented, in cells.
const INDENT: &str = "  ";

/// The braille table a record is written with: the table of a language (its folder's
/// `language.toml` names it), given on the command line by the language's code (`de`, `en`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Table(Language);

impl Table {
    /// The table for records in `language`.
    pub fn for_language(language: Language) -> Table {
        Table(language)
    }

    /// The language whose table this is: the record is worded in it.
    pub fn language(self) -> Language {
        self.0
    }

    /// The liblouis table list (braille ASCII display table, then the text table), as the
    /// language's folder names it.
    pub fn liblouis_tables(self) -> &'static str {
        &self.0.settings().braille_table
    }
}

impl std::str::FromStr for Table {
    type Err = crate::language::UnknownLanguage;

    fn from_str(text: &str) -> Result<Table, Self::Err> {
        text.parse().map(Table)
    }
}

/// What went wrong writing braille.
#[derive(Debug, thiserror::Error)]
pub enum BrailleError {
    /// liblouis's `lou_translate` is not installed.
    #[error("lou_translate (liblouis) is not installed: {0}")]
    Missing(String),
    /// The braille table is not installed (liblouis-data is missing).
    #[error("liblouis could not load the braille table: {0}")]
    Failed(String),
    /// liblouis ran with its table but gave no translation.
    #[error("liblouis could not translate the record: {0}")]
    Untranslatable(String),
    /// Another ansage writes this braille record now.
    #[error("{0} is being written by another ansage")]
    Locked(PathBuf, Held),
}

impl BrailleError {
    /// The error as data: one sentence, saying what to do.
    pub fn phrase(&self) -> Phrase {
        match self {
            BrailleError::Missing(_) => Phrase::new("record-braille-missing"),
            // The detail is liblouis's own English: only the table's name is said.
            BrailleError::Failed(_) => Phrase::new("record-braille-table-missing"),
            BrailleError::Untranslatable(_) => Phrase::new("record-braille-untranslatable"),
            BrailleError::Locked(path, held) => Phrase::new("record-braille-locked")
                .with("path", shown_path(path))
                .with("holder", held.holder_phrase()),
        }
    }

    /// The error as one sentence in the user's language, saying what to do.
    pub fn message(&self, language: Language) -> String {
        crate::words::phrases::shown(&self.phrase(), language)
    }
}

/// Runs `lou_translate` in `direction` (`--forward`, `--backward`) over `lines`, a line of
/// output for each line of input.
fn lou_translate(
    direction: &str,
    table: Table,
    lines: &[String],
) -> Result<Vec<String>, BrailleError> {
    if lines.is_empty() {
        return Ok(Vec::new());
    }
    let mut child = Command::new("lou_translate")
        .arg(direction)
        .arg(table.liblouis_tables())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| BrailleError::Missing(e.to_string()))?;
    // lou_translate reads backslash escapes (`\x2654`): a backslash itself is doubled.
    let mut input = String::new();
    for line in lines {
        input.push_str(&line.replace('\\', "\\\\"));
        input.push('\n');
    }
    let mut stdin = child.stdin.take().expect("stdin is piped");
    let writer = std::thread::spawn(move || stdin.write_all(input.as_bytes()));
    let output = child
        .wait_with_output()
        .map_err(|e| BrailleError::Failed(e.to_string()))?;
    let _ = writer.join();
    let text = String::from_utf8_lossy(&output.stdout);
    let out: Vec<String> = text.lines().map(str::to_owned).collect();
    if !output.status.success() || out.len() != lines.len() {
        let said = String::from_utf8_lossy(&output.stderr);
        let missing =
            said.contains("Cannot resolve table") || said.contains("could not be compiled");
        let said = said.lines().next().unwrap_or("no output").trim().to_owned();
        return Err(if missing {
            BrailleError::Failed(said)
        } else {
            BrailleError::Untranslatable(said)
        });
    }
    Ok(out)
}

/// Each line of `text` in braille ASCII, a line of braille for a line of print.
pub fn translate(text: &str, table: Table) -> Result<Vec<String>, BrailleError> {
    let lines: Vec<String> = text.lines().map(str::to_owned).collect();
    lou_translate("--forward", table, &lines)
}

/// How a character the table cannot write is spelt in the record: its Unicode code.
pub fn spelling(c: char) -> String {
    format!("U+{:04X}", u32::from(c))
}

/// The characters of `text` that `table` cannot write as braille ASCII (liblouis gives
/// them as a code in its own notation, as bytes outside braille ASCII, or fails on the
/// whole text): control characters always, others as liblouis answers for each alone.
fn unwritable(text: &str, table: Table) -> Result<BTreeSet<char>, BrailleError> {
    let mut bad = BTreeSet::new();
    let mut asked = BTreeSet::new();
    for c in text.chars().filter(|c| *c != '\n' && *c != '\r') {
        if c.is_control() || ('\u{80}'..='\u{9f}').contains(&c) {
            bad.insert(c);
        } else if !c.is_ascii() {
            asked.insert(c);
        }
    }
    // Beyond this many distinct characters, the rarer scripts are spelt without asking.
    const ASKED: usize = 256;
    let mut asked: Vec<char> = asked.into_iter().collect();
    if asked.len() > ASKED {
        for c in asked.split_off(ASKED) {
            bad.insert(c);
        }
    }
    sort_out(&asked, table, &mut bad)?;
    Ok(bad)
}

/// Puts the characters of `chars` that `table` cannot write into `bad`: all of them asked at
/// once, and when liblouis fails on the lot (the German table stops at the first character
/// its display table lacks), each half again.
fn sort_out(chars: &[char], table: Table, bad: &mut BTreeSet<char>) -> Result<(), BrailleError> {
    if chars.is_empty() {
        return Ok(());
    }
    let lines: Vec<String> = chars.iter().map(char::to_string).collect();
    match lou_translate("--forward", table, &lines) {
        Ok(out) => {
            for (c, cells) in chars.iter().zip(out) {
                // One character is a few cells; liblouis's escape ('\X738B') is longer.
                let fits = !cells.is_empty()
                    && cells.len() <= 6
                    && cells.bytes().all(|b| (0x20..0x7f).contains(&b));
                if !fits {
                    bad.insert(*c);
                }
            }
            Ok(())
        }
        Err(BrailleError::Untranslatable(_)) if chars.len() == 1 => {
            bad.insert(chars[0]);
            Ok(())
        }
        Err(BrailleError::Untranslatable(_)) => {
            let (left, right) = chars.split_at(chars.len() / 2);
            sort_out(left, table, bad)?;
            sort_out(right, table, bad)
        }
        Err(e) => Err(e),
    }
}

/// A record in braille, and the characters spelt in it by their code.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    /// The BRF file.
    pub brf: String,
    /// The characters the table could not write, spelt as [`spelling`] says.
    pub spelt: Vec<char>,
}

impl Record {
    /// The sentence that says which characters were spelt, if any were.
    pub fn notice(&self) -> Option<Phrase> {
        if self.spelt.is_empty() {
            return None;
        }
        let codes: Vec<String> = self.spelt.iter().map(|c| spelling(*c)).collect();
        Some(
            Phrase::new("record-braille-spelt")
                .with("count", self.spelt.len())
                .with("characters", codes.join(", ")),
        )
    }
}

/// The record `text` as a BRF file, whatever characters it holds: those the table cannot
/// write are spelt by their code (`U+1F600`), and the record says which.
pub fn record(text: &str, table: Table) -> Result<Record, BrailleError> {
    let bad = unwritable(text, table)?;
    let print: String = text
        .chars()
        .map(|c| {
            if bad.contains(&c) {
                spelling(c)
            } else {
                c.to_string()
            }
        })
        .collect();
    Ok(Record {
        brf: paged(&translate(&print, table)?),
        spelt: bad.into_iter().collect(),
    })
}

/// The braille record a game in play keeps (`play --braille-record FILE.brf`), locked so
/// that no second ansage writes it at the same time.
#[derive(Debug)]
pub struct Kept {
    path: PathBuf,
    table: Table,
    /// The scoresheet last written, so an unchanged game is not written again.
    written: Option<String>,
    /// Whether the spelt characters were said (they are said once).
    spelt_said: bool,
    _lock: Option<FileLock>,
}

impl Kept {
    /// The record at `path` in the table of `language`; refused when another ansage writes
    /// it now. Where no lock file can be made (a read-only folder), the record goes on
    /// unlocked: writing it will say what is wrong.
    pub fn open(path: PathBuf, language: Language) -> Result<Kept, BrailleError> {
        let lock = match lock_beside(&path) {
            Ok(lock) => Some(lock),
            Err(None) => None,
            Err(Some(held)) => return Err(BrailleError::Locked(path, held)),
        };
        Ok(Kept {
            path,
            table: Table::for_language(language),
            written: None,
            spelt_said: false,
            _lock: lock,
        })
    }

    /// The record's file.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Writes the record of `game` if its scoresheet changed; gives the sentence to say: a
    /// failure, or the first time characters were spelt.
    pub fn update(&mut self, game: &Game) -> Option<Phrase> {
        self.update_sheet(scoresheet(game, self.table.language()))
    }

    /// The language the record is written in (its braille table's).
    pub fn language(&self) -> Language {
        self.table.language()
    }

    /// Writes the record of the scoresheet `print` (a 3D game's, `Game3::scoresheet`) if it
    /// changed; gives the sentence to say, as [`Kept::update`].
    pub fn update_sheet(&mut self, print: String) -> Option<Phrase> {
        if self.written.as_ref() == Some(&print) {
            return None;
        }
        let record = match record(&print, self.table) {
            Ok(record) => record,
            Err(e) => return Some(e.phrase()),
        };
        if let Err(e) = write_safely(&self.path, &record.brf) {
            return Some(
                Phrase::new("record-braille-unwritable")
                    .with("path", shown_path(&self.path))
                    .with("reason", e.reason_phrase()),
            );
        }
        self.written = Some(print);
        let notice = record.notice()?;
        if self.spelt_said {
            return None;
        }
        self.spelt_said = true;
        Some(notice)
    }
}

/// Braille ASCII lines read back into print (liblouis back-translation).
pub fn back_translate(lines: &[String], table: Table) -> Result<Vec<String>, BrailleError> {
    lou_translate("--backward", table, lines)
}

/// The record `text` as a BRF file: translated with `table`, on pages of [`LINES`] lines of
/// at most [`CELLS`] cells.
/// Characters the table cannot write are spelt by their code ([`record`]).
pub fn brf(text: &str, table: Table) -> Result<String, BrailleError> {
    record(text, table).map(|record| record.brf)
}

/// Braille lines set on pages: a line too long for [`CELLS`] cells goes on, indented by two
/// cells, on the next; each page has [`LINES`] lines, the last of them holding the page
/// number in braille at its right end; pages end with a form feed; lines end with CR LF.
pub fn paged(lines: &[String]) -> String {
    let mut body = Vec::new();
    for line in lines {
        wrap(line.trim_end(), &mut body);
    }
    // A blank line closing the text fills no page.
    while body.last().is_some_and(|l: &String| l.is_empty()) {
        body.pop();
    }
    let mut out = String::new();
    let per_page = LINES - 1;
    for (index, page) in body.chunks(per_page).enumerate() {
        for line in page {
            out.push_str(line);
            out.push_str("\r\n");
        }
        for _ in page.len()..per_page {
            out.push_str("\r\n");
        }
        let number = braille_number(index + 1);
        out.push_str(&" ".repeat(CELLS - number.len()));
        out.push_str(&number);
        out.push_str("\r\n\x0c");
    }
    out
}

/// Splits `line` into lines of at most [`CELLS`] cells, at spaces where it can; the lines
/// after the first are indented. A word longer than a line (none on a scoresheet) is cut
/// where the line ends; [`unpaged`] joins its pieces with a space.
fn wrap(line: &str, out: &mut Vec<String>) {
    let mut rest = line;
    let mut first = true;
    loop {
        let indent = if first { "" } else { INDENT };
        let room = CELLS - indent.len();
        if rest.chars().count() <= room {
            out.push(format!("{indent}{rest}"));
            return;
        }
        // Braille ASCII is one byte a cell.
        let cut = rest
            .char_indices()
            .take(room + 1)
            .filter(|(_, c)| *c == ' ')
            .map(|(at, _)| at)
            .last()
            .filter(|at| *at > 0);
        let (head, tail) = match cut {
            Some(at) => (&rest[..at], &rest[at + 1..]),
            None => {
                let at = rest
                    .char_indices()
                    .nth(room)
                    .map_or(rest.len(), |(at, _)| at);
                (&rest[..at], &rest[at..])
            }
        };
        out.push(format!("{indent}{}", head.trim_end()));
        rest = tail.trim_start();
        first = false;
    }
}

/// A page number in braille ASCII: the number sign, then the digits as the letters a–j
/// (the same in German and English braille): 12 → `#AB`.
pub fn braille_number(number: usize) -> String {
    let mut out = String::from("#");
    for digit in number.to_string().bytes() {
        out.push(match digit {
            b'0' => 'J',
            d => char::from(b'A' + (d - b'1')),
        });
    }
    out
}

/// The braille lines of a BRF file without its page layout: page numbers and the padding
/// of the last page left out, and lines that went on joined again.
pub fn unpaged(brf: &str) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    for page in brf.split('\x0c').filter(|p| !p.is_empty()) {
        let page_lines: Vec<&str> = page.split("\r\n").collect();
        // The page's lines, then the number's line, then the empty rest after the last CR LF.
        let body = &page_lines[..page_lines.len().saturating_sub(2)];
        for line in body {
            match line.strip_prefix(INDENT) {
                Some(more) if !lines.is_empty() => {
                    let last = lines.last_mut().expect("not empty");
                    last.push(' ');
                    last.push_str(more);
                }
                _ => lines.push((*line).to_owned()),
            }
        }
    }
    while lines.last().is_some_and(String::is_empty) {
        lines.pop();
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn page_numbers_in_braille() {
        assert_eq!(braille_number(1), "#A");
        assert_eq!(braille_number(10), "#AJ");
        assert_eq!(braille_number(25), "#BE");
    }

    #[test]
    fn long_lines_go_on_indented_and_come_back_whole() {
        let long = "#A' E#D E#E #B' .SF#C .SC#F #C' .LB#E A#F #D' .LA#D .SF#F #E' #J-#J".to_owned();
        let lines: Vec<String> = (0..30)
            .map(|i| if i == 3 { String::new() } else { long.clone() })
            .collect();
        let brf = paged(&lines);
        let pages: Vec<&str> = brf.split('\x0c').filter(|p| !p.is_empty()).collect();
        assert!(pages.len() >= 2);
        for page in &pages {
            let page_lines: Vec<&str> = page.trim_end_matches("\r\n").split("\r\n").collect();
            assert_eq!(page_lines.len(), LINES);
            assert!(page_lines.iter().all(|l| l.chars().count() <= CELLS));
        }
        assert!(pages[1].trim_end().ends_with("#B"));
        assert_eq!(unpaged(&brf), lines);
    }
}
