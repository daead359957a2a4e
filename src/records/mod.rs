//! The game record ansage keeps for a blind player (FIDE Laws, Appendix F): F2.5 asks the
//! player to record the game "in Braille oder Langschrift … oder ein Bandgerät", and F2.9c
//! lets an assistant keep it; ansage gives the record in each of those forms.
//!
//! - [`words`]: long-hand, the scoresheet written out in the words of Appendix F;
//! - [`braille`]: the scoresheet in braille (liblouis), paged as a BRF file;
//! - [`tape`]: the announcements spoken into one sound file, with a cue sheet ([`sound`]
//!   stores it as Ogg Vorbis or WAV, [`recorder`] records it in the background during play,
//!   [`player`] plays a part of it back).

pub mod braille;
pub mod player;
pub mod reconcile;
pub mod recorder;
pub mod sound;
pub mod tape;
pub mod words;

use std::path::PathBuf;

use crate::language::Language;
use crate::notation::pgn::Game;
use crate::phrase::Phrase;
use crate::speech::settings::SpeechSettings;
use crate::storage::files::shown_path;

/// The records a game in play keeps up to date (`ansage play --braille-record FILE.brf
/// --audio-record FILE.ogg`), as the PGN file is kept: written safely, so a closed terminal
/// loses nothing. The braille record is written after every move; the tape records what is
/// said at the board as it is said.
#[derive(Debug, Default)]
pub struct KeptRecords {
    /// The braille record, locked while this game writes it.
    braille: Option<braille::Kept>,
    /// The tape, recorded in the background.
    tape: Option<recorder::TapeRecorder>,
    /// The tape's file, for sentences.
    tape_path: Option<PathBuf>,
    /// While this game records its tape, no other ansage does.
    _tape_lock: Option<crate::storage::lock::FileLock>,
    /// Whether a failure was said (it is said once).
    failure_said: bool,
    /// The titles of the parts on the tape when this game began recording onto it.
    on_tape: std::collections::HashSet<String>,
}

impl KeptRecords {
    /// Records for a game: a braille record at `braille`, in the table of `language`, and a
    /// tape at `audio`, spoken with `voice`. A tape already at `audio` is continued (a
    /// resumed game records on after what was said before); a file there that is no tape
    /// of ansage's is refused, as it would be overwritten.
    pub fn new(
        braille: Option<PathBuf>,
        audio: Option<PathBuf>,
        language: Language,
        voice: SpeechSettings,
    ) -> Result<KeptRecords, RecordsError> {
        // One game writes one braille record: a second ansage is told, not let in.
        let braille = braille
            .map(|path| braille::Kept::open(path, language))
            .transpose()?;
        let mut tape_path = None;
        let mut on_tape = std::collections::HashSet::new();
        let (tape, tape_lock) = match audio {
            Some(path) => {
                // One recording on one tape: a second ansage is told, not let in.
                let lock = tape::lock_tape(&path)?;
                let tape = tape::Tape::continued(&path)?
                    .unwrap_or_else(|| tape::Tape::new(sound::SoundFormat::of_path(&path)));
                on_tape = tape.titles().map(str::to_owned).collect();
                tape_path = Some(path.clone());
                (
                    Some(recorder::TapeRecorder::start(tape, path, language, voice)),
                    lock,
                )
            }
            None => (None, None),
        };
        Ok(KeptRecords {
            braille,
            tape,
            tape_path,
            _tape_lock: tape_lock,
            failure_said: false,
            on_tape,
        })
    }

    /// For a resumed game: puts on the tape every move of `game` the tape lacks (a kill cut
    /// the recorder off before it wrote them, or the tape is new), as ansage announces it,
    /// and gives the sentence that names them (issue 31 §3: no part lost without a word).
    pub fn make_up_missing_moves(
        &mut self,
        game: &Game,
        words: &crate::texts::Words,
        language: Language,
    ) -> Option<Phrase> {
        self.tape.as_ref()?;
        self.make_up_missing_parts(tape::move_parts(game, words, language))
    }

    /// For a resumed game: puts on the tape every part of `parts` (each move as announced)
    /// whose title it lacks, and gives the sentence that names them.
    pub fn make_up_missing_parts(&mut self, parts: Vec<tape::Part>) -> Option<Phrase> {
        let recorder = self.tape.as_ref()?;
        let missing: Vec<tape::Part> = parts
            .into_iter()
            .filter(|part| !self.on_tape.contains(&part.title))
            .collect();
        if missing.is_empty() {
            return None;
        }
        let titles = missing
            .iter()
            .map(|part| crate::phrase::Value::Verbatim(part.title.clone()))
            .collect();
        for part in missing {
            self.on_tape.insert(part.title.clone());
            recorder.record(part);
        }
        let path = self.tape_path.clone().unwrap_or_default();
        Some(
            Phrase::new("record-tape-made-up")
                .with("path", shown_path(&path))
                .with(
                    "parts",
                    crate::phrase::Value::List(crate::phrase::Join::And, titles),
                ),
        )
    }

    /// Whether a tape is recorded.
    pub fn taping(&self) -> bool {
        self.tape.is_some()
    }

    /// Puts parts on the tape, if one is recorded.
    pub fn tape(&self, parts: Vec<tape::Part>) {
        if let Some(tape) = &self.tape {
            for part in parts {
                tape.record(part);
            }
        }
    }

    /// Writes the braille record of `game` if it changed since it was last written; gives
    /// the sentence to say when writing a record failed the first time.
    pub fn update(&mut self, game: &Game) -> Option<Phrase> {
        let braille = self.update_braille(game);
        let tape = self
            .tape
            .as_ref()
            .and_then(|tape| tape.take_failure())
            .map(|e| e.phrase());
        let failure = braille.or(tape)?;
        if self.failure_said {
            return None;
        }
        self.failure_said = true;
        Some(failure)
    }

    /// A failure of the tape that was not said yet (a game whose braille record is kept
    /// elsewhere: 3D).
    pub fn tape_failure(&mut self) -> Option<Phrase> {
        let failure = self.tape.as_ref()?.take_failure()?.phrase();
        if self.failure_said {
            return None;
        }
        self.failure_said = true;
        Some(failure)
    }

    /// Ends the records: the tape gets its last parts, however long speaking them takes
    /// (`say` is given "the tape is being finished" when it takes more than a moment). Gives
    /// the sentences to say: a failure not said yet, and which parts are missing from the
    /// tape, by their titles ("1. e4", "Ergebnis") — no part is lost without a word.
    pub fn finish(&mut self, say: &mut dyn FnMut(Phrase)) -> Vec<Phrase> {
        let Some(tape) = self.tape.take() else {
            return Vec::new();
        };
        let path = self.tape_path.take().unwrap_or_default();
        let finished = tape.finish(&mut || say(Phrase::new("record-tape-finishing")));
        let mut out = Vec::new();
        if let Some(failure) = finished.failure
            && !self.failure_said
        {
            out.push(failure.phrase());
        }
        if !finished.lost.is_empty() {
            let titles = finished
                .lost
                .into_iter()
                .map(crate::phrase::Value::Verbatim)
                .collect();
            out.push(
                Phrase::new("record-tape-lost")
                    .with("path", shown_path(&path))
                    .with(
                        "parts",
                        crate::phrase::Value::List(crate::phrase::Join::And, titles),
                    ),
            );
        }
        out
    }

    /// Writes the braille record if the scoresheet changed; gives the failure, or which
    /// characters were spelt.
    fn update_braille(&mut self, game: &Game) -> Option<Phrase> {
        self.braille.as_mut()?.update(game)
    }
}

/// Why a game's records cannot be kept: said before the game starts.
#[derive(Debug, thiserror::Error)]
pub enum RecordsError {
    /// The tape.
    #[error(transparent)]
    Tape(#[from] tape::TapeError),
    /// The braille record.
    #[error(transparent)]
    Braille(#[from] braille::BrailleError),
}

impl RecordsError {
    /// The error as data: one sentence, saying what to do.
    pub fn phrase(&self) -> Phrase {
        match self {
            RecordsError::Tape(e) => e.phrase(),
            RecordsError::Braille(e) => e.phrase(),
        }
    }
}
