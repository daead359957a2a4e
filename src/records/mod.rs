//! The game record ansage keeps for a blind player (FIDE Laws, Appendix F): F2.5 asks the
//! player to record the game "in Braille oder Langschrift … oder ein Bandgerät", and F2.9c
//! lets an assistant keep it; ansage gives the record in each of those forms.
//!
//! - [`words`]: long-hand, the scoresheet written out in the words of Appendix F;
//! - [`braille`]: the scoresheet in braille (liblouis), paged as a BRF file;
//! - [`tape`]: the announcements spoken into one sound file, with a cue sheet.

pub mod braille;
pub mod tape;
pub mod words;

use std::path::PathBuf;

use crate::language::Language;
use crate::notation::pgn::Game;
use crate::notation::scoresheet::scoresheet;
use crate::speech::settings::SpeechSettings;
use crate::storage::files::write_safely;

/// The records a game in play keeps up to date after every move (`ansage play
/// --braille-record FILE.brf --audio-record FILE.wav`), as the PGN file is kept: written safely, so a closed terminal
/// loses nothing.
#[derive(Debug, Default)]
pub struct KeptRecords {
    /// The braille record's file and table.
    braille: Option<(PathBuf, braille::Table)>,
    /// The scoresheet last written, so an unchanged game is not written again.
    written: Option<String>,
    /// The tape's sound file, the tape, and the voice it is spoken with.
    audio: Option<(PathBuf, tape::Tape, SpeechSettings)>,
    /// The tape's parts last written.
    taped: Option<Vec<tape::Part>>,
    /// Whether a failure was said (it is said once).
    failure_said: bool,
}

impl KeptRecords {
    /// Records for a game: a braille record at `braille`, in the table of `language`, and a
    /// tape at `audio`, spoken with `voice`.
    pub fn new(
        braille: Option<PathBuf>,
        audio: Option<PathBuf>,
        language: Language,
        voice: SpeechSettings,
    ) -> KeptRecords {
        KeptRecords {
            braille: braille.map(|path| (path, braille::Table::for_language(language))),
            written: None,
            audio: audio.map(|path| (path, tape::Tape::default(), voice)),
            taped: None,
            failure_said: false,
        }
    }

    /// Writes the records of `game` if it changed since they were last written; gives the
    /// sentence to say when writing failed the first time.
    pub fn update(&mut self, game: &Game, language: Language) -> Option<String> {
        let braille = self.update_braille(game, language);
        let tape = self.update_tape(game, language);
        let failure = braille.or(tape)?;
        if self.failure_said {
            return None;
        }
        self.failure_said = true;
        Some(failure)
    }

    /// Speaks the new moves onto the tape and writes it.
    fn update_tape(&mut self, game: &Game, language: Language) -> Option<String> {
        let (path, tape, voice) = self.audio.as_mut()?;
        let parts = tape::parts(game, language);
        if self.taped.as_ref() == Some(&parts) {
            return None;
        }
        match tape
            .update(&parts, language, voice)
            .and_then(|()| tape.write(path))
        {
            Ok(_) => {
                self.taped = Some(parts);
                None
            }
            Err(e) => Some(e.message(language)),
        }
    }

    /// Writes the braille record if the scoresheet changed; gives the failure.
    fn update_braille(&mut self, game: &Game, language: Language) -> Option<String> {
        let (path, table) = self.braille.as_ref()?;
        let print = scoresheet(
            game,
            match table {
                braille::Table::De => Language::German,
                braille::Table::En => Language::English,
            },
        );
        if self.written.as_ref() == Some(&print) {
            return None;
        }
        let de = language == Language::German;
        let failure = match braille::brf(&print, *table) {
            Ok(brf) => match write_safely(path, brf) {
                Ok(()) => {
                    self.written = Some(print);
                    return None;
                }
                Err(e) if de => format!(
                    "Die Braille-Aufzeichnung lässt sich nicht in {} schreiben, {}; nennen Sie beim nächsten Start eine andere Datei.",
                    path.display(),
                    e.reason(language)
                ),
                Err(e) => format!(
                    "The braille record cannot be written to {}, {}; name another file next time.",
                    path.display(),
                    e.reason(language)
                ),
            },
            Err(e) => e.message(language),
        };
        Some(failure)
    }
}
