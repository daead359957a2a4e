//! The tape record (Appendix F, F2.5 „ein Bandgerät benutzen“): the game as a tape recorder
//! beside the board would have it, every announcement spoken into one sound file (espeak-ng,
//! one part a move, joined with a short pause; Ogg Vorbis or WAV, see [`super::sound`]), and a
//! cue sheet (`FILE.cue`, one track a part, with the words said) so a player can jump to a
//! move. [`Recording`] reads a tape back, part by part.

use std::path::{Path, PathBuf};
use std::time::Duration;

use shakmaty::Position;

use super::sound::{
    Layout, SoundFormat, WAV_HEADER_LIMIT, WavHeader, decode_ogg_link, decode_wav, ogg_link,
    pcm_bytes, pcm_samples, read_wav_header, walk_ogg_links, wav_header,
};
use crate::game::events::{GameEvent, PlayedMove, Ply};
use crate::language::Language;
use crate::notation::pgn::Game;
use crate::notation::san::write_facts_san;
use crate::phrase::Phrase;
use crate::speech::settings::SpeechSettings;
use crate::speech::speaker::{SpeechError, render_wav};
use crate::storage::files::{WriteError, shown_path, write_safely};
use crate::storage::growing::GrowingFile;
use crate::texts::{Event, Weight, Words};
use crate::words::announce::AnnounceOptions;
use crate::words::phrases::shown;

/// The pause after each announcement.
pub const PAUSE: Duration = Duration::from_millis(400);

/// One part of the tape: what it is called on the cue sheet and what is said.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Part {
    /// The cue sheet's title: "Partie", "1. e4", "1... e5", "Ergebnis".
    pub title: String,
    /// What is spoken.
    pub spoken: String,
}

/// A mark on the cue sheet: where a part starts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cue {
    /// The part's title.
    pub title: String,
    /// What is said in it (the cue sheet's `REM SPOKEN`); empty on sheets without it.
    pub spoken: String,
    /// Where it starts in the sound file.
    pub at: Duration,
}

/// What went wrong writing the tape.
#[derive(Debug, thiserror::Error)]
pub enum TapeError {
    /// espeak-ng could not say a part.
    #[error("could not render speech: {0}")]
    Speech(#[from] SpeechError),
    /// A rendered part could not be read back.
    #[error("could not read the rendered sound: {0}")]
    Sound(String),
    /// A file is in the way of a tape, or cannot be looked at.
    #[error("{0} cannot be used for a tape: {1}")]
    Existing(PathBuf, String),
    /// Another ansage records onto this tape now.
    #[error("{0} is being recorded by another ansage")]
    Locked(PathBuf, crate::storage::lock::Held),
    /// A file is where a tape would be recorded, and is no tape that could be continued.
    #[error("{0} is there already and is no tape ansage could continue")]
    InTheWay(PathBuf),
    /// The tape's name is a symbolic link: a tape is written only into a file of its own.
    #[error("{0} is a symbolic link")]
    Link(PathBuf),
    /// A file that should be a tape is not one ansage can read.
    #[error("{0} is not a tape ansage can read: {1}")]
    NotATape(PathBuf, String),
    /// The cue sheet beside a sound file is missing.
    #[error("the cue sheet {0} is missing")]
    NoCueSheet(PathBuf),
    /// The sound file or cue sheet could not be written.
    #[error("could not write {path}: {error}")]
    Write {
        /// The file.
        path: PathBuf,
        /// Why not.
        error: WriteError,
    },
}

impl TapeError {
    /// The error as data: one sentence, saying what to do.
    pub fn phrase(&self) -> Phrase {
        let at = |id: &'static str, path: &Path| Phrase::new(id).with("path", shown_path(path));
        match self {
            // The speech error's own sentence is added by `message`.
            TapeError::Speech(_) => Phrase::new("record-tape-speech"),
            TapeError::Sound(detail) => {
                Phrase::new("record-tape-sound").with("detail", detail.as_str())
            }
            TapeError::Existing(path, detail) => {
                at("record-tape-existing", path).with("detail", detail.as_str())
            }
            TapeError::Locked(path, held) => at("record-tape-locked", path)
                .with("known", if held.pid.is_some() { "yes" } else { "no" })
                .with("pid", held.pid.unwrap_or(0)),
            TapeError::InTheWay(path) => at("record-tape-in-the-way", path),
            TapeError::Link(path) => at("record-tape-link", path),
            TapeError::NotATape(path, detail) => {
                at("record-tape-not-a-tape", path).with("detail", detail.as_str())
            }
            TapeError::NoCueSheet(path) => at("record-tape-no-cue-sheet", path),
            TapeError::Write { path, error } => {
                at("record-tape-write", path).with("reason", error.reason_phrase())
            }
        }
    }

    /// The error as one sentence in the user's language, saying what to do.
    pub fn message(&self, language: Language) -> String {
        let mut phrase = self.phrase();
        if let TapeError::Speech(e) = self {
            // The speech error words itself (speech/speaker.rs) until it is a phrase too.
            phrase = phrase.with("problem", e.message(language));
        }
        shown(&phrase, language)
    }
}

/// The parts of a game's tape: the heading in words (when the tags say anything), where a
/// game from another position starts, each move as ansage announces it ("Zug eins, Weiß:
/// Bauer Eva vier."), and the result. On a tape of several games, `number` names the game
/// in the heading's title ("Partie 2").
pub fn parts(game: &Game, number: Option<usize>, language: Language) -> Vec<Part> {
    let words = Words::new(
        language,
        AnnounceOptions {
            words: language.announce_words(),
            ..AnnounceOptions::default()
        },
    );
    let mut out = Vec::new();
    let heading = super::words::heading_line(game, language);
    let title = match number {
        Some(number) => shown(
            &Phrase::new("record-title-game-number").with("number", number),
            language,
        ),
        None => title_of("game", language),
    };
    if !heading.is_empty() || number.is_some() {
        let spoken = match number {
            Some(_) if heading.is_empty() => format!("{title}."),
            Some(_) => format!("{title}. {heading}"),
            None => heading,
        };
        out.push(Part { title, spoken });
    }
    if let Some(start) = super::words::start_words(game, language) {
        out.push(Part {
            title: title_of("start", language),
            spoken: start,
        });
    }
    out.extend(move_parts(game, &words, language));
    if let Some(result) = super::words::result_words(game.result, language) {
        out.push(Part {
            title: title_of("result", language),
            spoken: format!("{result}."),
        });
    }
    out
}

/// A part for each move of `game`, as ansage announces it ("Zug eins, Weiß: Bauer Eva
/// vier."), titled by the move ("1. e4").
pub fn move_parts(game: &Game, words: &Words, language: Language) -> Vec<Part> {
    let mut pos = game.start.clone();
    let mut out = Vec::new();
    for (index, recorded) in game.moves.iter().enumerate() {
        let played = PlayedMove::new(Ply::of_index(index), &pos, recorded.played);
        out.push(Part {
            title: move_title(&played, language),
            spoken: words.move_line(&played).spoken,
        });
        pos.play_unchecked(recorded.played);
    }
    out
}

/// A move's title on the cue sheet: "1. e4", "12... Sxe5" (SAN of `language`).
pub fn move_title(played: &PlayedMove, language: Language) -> String {
    let dots = if played.side.is_white() { "." } else { "..." };
    format!(
        "{}{dots} {}",
        played.number,
        write_facts_san(&played.facts, language)
    )
}

/// What a step of a game in play puts on the tape: every move's announcement as a part of
/// its own, and what else was said at the board in that step (a repetition, a correction, a
/// claim and its verdict, a draw offer, a take-back, the settling of two boards, the result)
/// as one part titled by what happened. A step in which nothing happened in the game (a
/// question, a refusal) puts nothing on the tape: a tape recorder beside the board records
/// the game, not the conversation about it.
pub fn parts_of_step(events: &[Event], words: &Words, language: Language) -> Vec<Part> {
    let happened = |event: &Event| matches!(event, Event::Game(game) if !matches!(game, GameEvent::ClockSwitched { .. }));
    if !events.iter().any(happened) {
        return Vec::new();
    }
    let label = step_label(events, language);
    let mut parts = Vec::new();
    let mut said: Vec<String> = Vec::new();
    let flush = |said: &mut Vec<String>, parts: &mut Vec<Part>| {
        if !said.is_empty() {
            parts.push(Part {
                title: label.clone(),
                spoken: std::mem::take(said).join(" "),
            });
        }
    };
    for event in events {
        if let Event::Game(GameEvent::MovePlayed { played, .. }) = event {
            flush(&mut said, &mut parts);
            parts.push(Part {
                title: move_title(played, language),
                spoken: words.move_line(played).spoken,
            });
            continue;
        }
        said.extend(spoken_aloud(event, words));
    }
    flush(&mut said, &mut parts);
    parts
}

/// Every move of a 3D game as the tape has it: titled with its number and notation, spoken
/// as announced — for making up what a kill cut off the tape.
pub fn move_parts_3d(
    game: &crate::tridim::game::Game3,
    words: &Words,
    language: Language,
) -> Vec<Part> {
    let mut pos = game.start.clone();
    let mut out = Vec::new();
    for (m, _) in &game.moves {
        let announcement = Event::Say(
            Weight::Announcement,
            crate::tridim::words::announcement(&pos, m, language, game.pawn_captures),
        );
        out.extend(parts_of_3d_step(&[announcement], words, language, false));
        pos = pos.play_unchecked(m);
    }
    out
}

/// What a step of a 3D game puts on the tape: each move's announcement as a part of its
/// own, titled with its number and notation ("1. b4N", "1... b5S"), and what else was said
/// aloud in that step as one part ("Ergebnis" when the step `ended` the game, else
/// "Ansage"). A step with no move and no end (a question, the board read) puts nothing on it.
pub fn parts_of_3d_step(
    events: &[Event],
    words: &Words,
    language: Language,
    ended: bool,
) -> Vec<Part> {
    let announcement = |event: &Event| match event {
        Event::Say(Weight::Announcement, phrase) if phrase.id == "tridim-announcement" => {
            Some(phrase.clone())
        }
        _ => None,
    };
    if !ended && !events.iter().any(|e| announcement(e).is_some()) {
        return Vec::new();
    }
    let label = title_of(if ended { "result" } else { "announcement" }, language);
    let mut parts = Vec::new();
    let mut said: Vec<String> = Vec::new();
    for event in events {
        if let Some(phrase) = announcement(event) {
            let number = match phrase.arg("number") {
                Some(crate::phrase::Value::Spelled(n)) => *n,
                _ => 0,
            };
            let dots = match phrase.arg("side") {
                Some(crate::phrase::Value::Side(shakmaty::Color::Black)) => "...",
                _ => ".",
            };
            let notation = match phrase.arg("notation") {
                Some(crate::phrase::Value::Verbatim(text)) => text.clone(),
                _ => String::new(),
            };
            let spoken = words
                .lines(event)
                .into_iter()
                .map(|line| line.spoken)
                .collect::<Vec<_>>()
                .join(" ");
            parts.push(Part {
                title: format!("{number}{dots} {notation}"),
                spoken,
            });
            continue;
        }
        said.extend(spoken_aloud(event, words));
    }
    if !said.is_empty() {
        parts.push(Part {
            title: label,
            spoken: said.join(" "),
        });
    }
    parts
}

/// What of `event` is spoken aloud and so goes on the tape: announcements, messages and
/// warnings, not what is only shown or chatter.
fn spoken_aloud(event: &Event, words: &Words) -> Vec<String> {
    words
        .lines(event)
        .into_iter()
        .filter(|line| {
            matches!(
                line.weight,
                Weight::Announcement | Weight::Message | Weight::Warning
            ) && !line.spoken.trim().is_empty()
        })
        .map(|line| line.spoken)
        .collect()
}

/// The title of what a step said besides its moves, after the weightiest thing that
/// happened in it.
fn step_label(events: &[Event], language: Language) -> String {
    let rank = |game: &GameEvent| match game {
        GameEvent::GameEnded { .. } => Some((0, "result")),
        GameEvent::Claimed { .. } => Some((1, "claim")),
        GameEvent::Reconciled { .. } | GameEvent::MovesReplaced { .. } => Some((2, "reconciled")),
        GameEvent::Corrected { .. } => Some((3, "correction")),
        GameEvent::MovesTakenBack { .. } | GameEvent::EndTakenBack { .. } => Some((4, "take-back")),
        GameEvent::DrawOffered { .. } => Some((5, "draw-offer")),
        GameEvent::Repeated { .. } => Some((6, "repetition")),
        GameEvent::MovePlayed { .. } | GameEvent::ClockSwitched { .. } => None,
    };
    let weightiest = events
        .iter()
        .filter_map(|event| match event {
            Event::Game(game) => rank(game),
            _ => None,
        })
        .min_by_key(|(order, _)| *order);
    let (_, what) = weightiest.unwrap_or((7, "announcement"));
    title_of(what, language)
}

/// A part's title on the cue sheet: what it holds ("Ergebnis", "Korrektur").
fn title_of(what: &str, language: Language) -> String {
    shown(&Phrase::new("record-title").with("what", what), language)
}

/// Speaks `parts` with espeak-ng into one sound file at `path` (WAV, or Ogg Vorbis for
/// `.ogg`), a pause after each, and writes the cue sheet beside it (`path` with `.cue`);
/// gives the marks.
pub fn write_tape(
    parts: &[Part],
    language: Language,
    settings: &SpeechSettings,
    path: &Path,
) -> Result<Vec<Cue>, TapeError> {
    // One recording on one tape: a game recording onto it now is not disturbed.
    let _lock = lock_tape(path)?;
    check_place(path)?;
    let mut tape = Tape::new(SoundFormat::of_path(path));
    for part in parts {
        tape.push(part.clone(), language, settings)?;
    }
    tape.write(path)
}

/// Locks the tape at `path` (and so its cue sheet) for this process: `TapeError::Locked`
/// names the ansage recording onto it now. Where no lock file can be made (a read-only
/// folder) there is no lock, and writing the tape will say why it cannot.
pub fn lock_tape(path: &Path) -> Result<Option<crate::storage::lock::FileLock>, TapeError> {
    match crate::storage::lock::lock_beside(path) {
        Ok(lock) => Ok(Some(lock)),
        Err(None) => Ok(None),
        Err(Some(held)) => Err(TapeError::Locked(path.to_owned(), held)),
    }
}

/// Whether a tape may be written at `path`: nothing is there (`Ok(false)`), or a tape of
/// ansage's, with the cue sheet that names it (`Ok(true)`). A symbolic link is refused (a
/// tape is never written through a link into a file ansage did not make), and so is any
/// other file, which is left as it is.
pub fn check_place(path: &Path) -> Result<bool, TapeError> {
    let meta = match std::fs::symlink_metadata(path) {
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(false),
        Err(e) => return Err(TapeError::Existing(path.to_owned(), e.to_string())),
        Ok(meta) => meta,
    };
    if meta.file_type().is_symlink() {
        return Err(TapeError::Link(path.to_owned()));
    }
    if !meta.is_file() || !is_ansage_tape(path) {
        return Err(TapeError::InTheWay(path.to_owned()));
    }
    Ok(true)
}

/// Whether the regular file at `path` is a tape of ansage's: its sound begins as its format
/// does, and a cue sheet beside it names it.
fn is_ansage_tape(path: &Path) -> bool {
    let wanted: &[u8] = match SoundFormat::of_path(path) {
        SoundFormat::OggVorbis => b"OggS",
        SoundFormat::Wav => b"RIFF",
    };
    crate::storage::files::read_start(path, wanted.len()).is_ok_and(|start| start == wanted)
        && sheet_of(path).is_some()
}

/// The cue sheet of the tape at `sound`, if there is one: its own (`game.wav.cue`), or one
/// of the older name (`game.cue`) whose `FILE` line names this tape.
pub fn sheet_of(sound: &Path) -> Option<PathBuf> {
    let own = cue_path(sound);
    if std::fs::symlink_metadata(&own).is_ok() {
        return Some(own);
    }
    let older = older_cue_path(sound);
    let sheet = read_text(&older).ok()?;
    let name = sound.file_name()?.to_string_lossy();
    (cue_sheet_file(&sheet).as_deref() == Some(&*name)).then_some(older)
}

/// The cue sheet's name before each tape had its own: `game.wav` → `game.cue`.
fn older_cue_path(sound: &Path) -> PathBuf {
    sound.with_extension("cue")
}

/// A part spoken but not yet on the file: its sound as the file will hold it (PCM bytes for
/// a WAV tape, a whole Ogg link for an Ogg tape).
#[derive(Debug)]
struct PendingPart {
    part: Part,
    /// How many samples (interleaved) it lasts, its pause included.
    length: u64,
    sound: Vec<u8>,
}

/// Where the tape's file stands: how many of its bytes the cue sheet names, and for a WAV
/// file where its header keeps the sizes.
#[derive(Clone, Copy, Debug)]
struct OnFile {
    committed: u64,
    wav: Option<WavHeader>,
}

/// A tape being recorded. Only what is new is held: each part is spoken once, and written
/// after what the file holds already, without reading or rewriting it (issue 31 §5: an
/// hours-long tape is continued in a few megabytes). The cue sheet is written after the
/// sound and names only what is whole on the file, so a kill or a full disk never loses a
/// part the sheet names.
#[derive(Debug)]
pub struct Tape {
    format: SoundFormat,
    layout: Option<Layout>,
    /// The parts on the file, with their marks.
    cues: Vec<Cue>,
    /// How many samples (interleaved) the file holds.
    recorded: u64,
    /// The file, once it is written (`None`: a new tape, or one to be recorded anew).
    on_file: Option<OnFile>,
    /// Parts spoken, not yet on the file.
    pending: Vec<PendingPart>,
}

impl Tape {
    /// An empty tape in `format`.
    pub fn new(format: SoundFormat) -> Tape {
        Tape {
            format,
            layout: None,
            cues: Vec::new(),
            recorded: 0,
            on_file: None,
            pending: Vec::new(),
        }
    }

    /// The tape already at `path` (with its cue sheet), to be continued: a game resumed
    /// records on after what it said before, as a tape recorder would. Only the cue sheet
    /// and the sound file's header (or its Ogg page headers) are read, never its sound.
    /// `Ok(None)` when there is no file at `path`.
    pub fn continued(path: &Path) -> Result<Option<Tape>, TapeError> {
        if !check_place(path)? {
            return Ok(None);
        }
        let index = TapeIndex::read(path).map_err(|_| TapeError::InTheWay(path.to_owned()))?;
        Ok(Some(Tape {
            format: index.format,
            layout: Some(index.layout),
            recorded: index.lengths.iter().sum(),
            on_file: Some(OnFile {
                committed: index.committed,
                wav: index.wav,
            }),
            cues: index.cues,
            pending: Vec::new(),
        }))
    }

    /// How many parts the tape holds (on the file and still to be written).
    pub fn len(&self) -> usize {
        self.cues.len() + self.pending.len()
    }

    /// Whether the tape holds nothing yet.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The titles of the parts on the tape, in order ("Partie", "1. e4", …).
    pub fn titles(&self) -> impl Iterator<Item = &str> {
        self.cues
            .iter()
            .map(|cue| cue.title.as_str())
            .chain(self.pending.iter().map(|p| p.part.title.as_str()))
    }

    /// Speaks `part` with espeak-ng and adds it, with the pause after it, to the end.
    pub fn push(
        &mut self,
        part: Part,
        language: Language,
        settings: &SpeechSettings,
    ) -> Result<(), TapeError> {
        let scratch =
            crate::storage::files::scratch_folder().map_err(|e| TapeError::Sound(e.to_string()))?;
        let file = scratch.path().join("part.wav");
        render_wav(&part.spoken, language, settings, &file)?;
        let bytes = crate::storage::files::read_limited(&file, 256 << 20)
            .map_err(|e| TapeError::Sound(e.to_string()))?;
        let (part_layout, mut samples) =
            decode_wav(&bytes).map_err(|e| TapeError::Sound(e.to_string()))?;
        let layout = *self.layout.get_or_insert(part_layout);
        if part_layout != layout {
            return Err(TapeError::Sound(format!(
                "espeak-ng wrote {part_layout:?} after {layout:?}"
            )));
        }
        let pause = PAUSE.as_millis() as usize * layout.sample_rate as usize / 1000;
        samples.extend(std::iter::repeat_n(0, pause * usize::from(layout.channels)));
        let length = samples.len() as u64;
        let sound = match self.format {
            SoundFormat::Wav => pcm_bytes(&samples),
            SoundFormat::OggVorbis => {
                let number = (self.len() + 1).to_string();
                let tags = [
                    ("TITLE", part.title.as_str()),
                    ("TRACKNUMBER", number.as_str()),
                    ("DESCRIPTION", part.spoken.as_str()),
                ];
                // Each link its own stream number, as a chained Ogg file needs.
                let serial = 0x616e_0000_i32.wrapping_add(self.len() as i32);
                ogg_link(&samples, layout, serial, &tags)
                    .map_err(|e| TapeError::Sound(e.to_string()))?
            }
        };
        self.pending.push(PendingPart {
            part,
            length,
            sound,
        });
        Ok(())
    }

    /// The marks of the parts: where each starts.
    pub fn cues(&self) -> Vec<Cue> {
        self.cues_up_to(self.pending.len())
    }

    /// The marks of the parts on the file and of the first `count` parts still to be
    /// written.
    fn cues_up_to(&self, count: usize) -> Vec<Cue> {
        let layout = self.layout.unwrap_or(Layout::ESPEAK);
        let mut at = self.recorded;
        let pending = self.pending.iter().take(count).map(|held| {
            let cue = Cue {
                title: held.part.title.clone(),
                spoken: held.part.spoken.clone(),
                at: layout.duration_of(at as usize),
            };
            at += held.length;
            cue
        });
        self.cues.iter().cloned().chain(pending).collect()
    }

    /// The titles of the parts spoken but not on the file yet.
    pub fn unwritten(&self) -> Vec<String> {
        self.pending.iter().map(|p| p.part.title.clone()).collect()
    }

    /// The first `count` parts still to be written are on the file and named by its cue
    /// sheet.
    fn commit(&mut self, count: usize) {
        let cues = self.cues_up_to(count);
        self.cues = cues;
        for part in self.pending.drain(..count) {
            self.recorded += part.length;
        }
    }

    /// Puts the parts spoken since the last writing on the file at `path`, and writes its
    /// cue sheet; gives the marks. A new tape is made with its first part (its cue sheet
    /// first, so a kill between the two leaves no sound file without its sheet); then the
    /// tape grows at its end part by part, the sound synced before the cue sheet names it.
    /// So a disk that fills keeps every part that fitted; the parts that could not be
    /// written stay, and are written with the next ones.
    pub fn write(&mut self, path: &Path) -> Result<Vec<Cue>, TapeError> {
        if self.on_file.is_none() && !self.pending.is_empty() {
            // A tape recorded anew over an older one is written whole, in one step.
            let fresh = std::fs::symlink_metadata(path).is_err();
            let count = if fresh { 1 } else { self.pending.len() };
            self.on_file = Some(self.write_whole(path, count)?);
            self.commit(count);
        }
        if let Some(on_file) = self.on_file
            && !self.pending.is_empty()
        {
            let write_error = |error| TapeError::Write {
                path: path.to_owned(),
                error,
            };
            let appended = append_parts(path, on_file, &self.pending);
            let mut failure = appended.failure.map(write_error);
            // The cue sheet names the parts on the file; where there is no room left for
            // it, the last part gives way until it fits.
            let mut parts = appended.parts;
            while parts > 0 {
                let sound: u64 = self.pending[..parts]
                    .iter()
                    .map(|p| p.sound.len() as u64)
                    .sum();
                let named = settle(path, on_file, on_file.committed + sound)
                    .map_err(write_error)
                    .and_then(|settled| {
                        test_abort_before_sheet();
                        write_sheet(path, &self.cues_up_to(parts), settled.committed)?;
                        Ok(settled)
                    });
                match named {
                    Ok(settled) => {
                        self.on_file = Some(settled);
                        self.commit(parts);
                        break;
                    }
                    Err(e) => {
                        failure.get_or_insert(e);
                        parts -= 1;
                    }
                }
            }
            if let Some(failure) = failure {
                return Err(failure);
            }
        }
        Ok(self.cues())
    }

    /// Writes the first `count` parts as a new file at `path`: the cue sheet first where
    /// nothing is there yet, the sound first where an older tape is recorded anew (its
    /// sheet then still names it).
    fn write_whole(&self, path: &Path, count: usize) -> Result<OnFile, TapeError> {
        let layout = self.layout.unwrap_or(Layout::ESPEAK);
        let sound: Vec<u8> = self
            .pending
            .iter()
            .take(count)
            .flat_map(|p| p.sound.iter().copied())
            .collect();
        let (bytes, wav) = match self.format {
            SoundFormat::OggVorbis => (sound, None),
            SoundFormat::Wav => {
                let data_len = u32::try_from(sound.len()).map_err(|_| too_long(path))?;
                let header = wav_header(layout, data_len);
                let wav = read_wav_header(&header).ok();
                ([header, sound].concat(), wav)
            }
        };
        let committed = bytes.len() as u64;
        let cues = self.cues_up_to(count);
        let fresh = std::fs::symlink_metadata(path).is_err();
        if fresh {
            write_sheet(path, &cues, committed)?;
        }
        write_safely(path, bytes).map_err(|error| TapeError::Write {
            path: path.to_owned(),
            error,
        })?;
        if !fresh {
            write_sheet(path, &cues, committed)?;
        }
        Ok(OnFile { committed, wav })
    }
}

/// Test hook for the fault tests: `ANSAGE_TEST_ABORT_TAPE=before-sheet` ends the process
/// when new parts are on the sound file but not yet on its cue sheet, as a kill -9 there
/// would.
fn test_abort_before_sheet() {
    if std::env::var_os("ANSAGE_TEST_ABORT_TAPE").is_some_and(|p| p == "before-sheet") {
        std::process::abort();
    }
}

/// A WAV tape cannot pass 4 GB (its header counts in 32 bits): more than a day of speech.
fn too_long(path: &Path) -> TapeError {
    TapeError::NotATape(path.to_owned(), "a WAV file ends at 4 GB".to_owned())
}

/// What appending parts to a tape came to: how many are on the file, and why the next one
/// is not.
struct Appended {
    parts: usize,
    failure: Option<WriteError>,
}

/// Writes the parts in `pending` after the committed end of the tape at `path`, one after
/// the other until one does not fit. Nothing the cue sheet names is touched; the sizes in
/// a WAV header are set by [`settle`].
fn append_parts(path: &Path, on_file: OnFile, pending: &[PendingPart]) -> Appended {
    let io_error = |source| WriteError::Io {
        path: path.to_owned(),
        source,
    };
    let mut file = match GrowingFile::open_to_grow(path) {
        Ok(file) => file,
        Err(e) => {
            return Appended {
                parts: 0,
                failure: Some(io_error(e)),
            };
        }
    };
    let mut end = on_file.committed;
    for (parts, part) in pending.iter().enumerate() {
        // A WAV file counts its sizes in 32 bits: more than a day of speech.
        let next = end + part.sound.len() as u64;
        let failure = if on_file.wav.is_some() && u32::try_from(next - 8).is_err() {
            Some(io_error(std::io::Error::from(
                std::io::ErrorKind::FileTooLarge,
            )))
        } else {
            file.append_at(end, &part.sound).err().map(io_error)
        };
        if failure.is_some() {
            return Appended { parts, failure };
        }
        end = next;
    }
    Appended {
        parts: pending.len(),
        failure: None,
    }
}

/// Lets the tape at `path` end at `end`: what lies beyond (parts that gave way) is cut
/// away, and a WAV header gets the sizes. Gives where the file then stands.
fn settle(path: &Path, on_file: OnFile, end: u64) -> Result<OnFile, WriteError> {
    let io_error = |source| WriteError::Io {
        path: path.to_owned(),
        source,
    };
    let mut file = GrowingFile::open_to_grow(path).map_err(io_error)?;
    file.cut_back_to(end).map_err(io_error)?;
    let Some(wav) = on_file.wav else {
        return Ok(OnFile {
            committed: end,
            wav: None,
        });
    };
    let data_len = end - wav.data_offset;
    // Both fit: `end - 8` was checked when the parts were appended.
    for (at, size) in [
        (WavHeader::RIFF_SIZE_AT, (end - 8) as u32),
        (wav.data_size_at(), data_len as u32),
    ] {
        file.patch(at, &size.to_le_bytes()).map_err(io_error)?;
    }
    Ok(OnFile {
        committed: end,
        wav: Some(WavHeader { data_len, ..wav }),
    })
}

/// Writes the cue sheet of the tape at `path`: its marks and how many bytes of the sound
/// file they cover.
fn write_sheet(path: &Path, cues: &[Cue], committed: u64) -> Result<(), TapeError> {
    let cue_path = cue_path(path);
    let name = path
        .file_name()
        .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
    write_safely(&cue_path, cue_sheet(&name, cues, Some(committed))).map_err(|error| {
        TapeError::Write {
            path: cue_path.clone(),
            error,
        }
    })?;
    forget_older_sheet(path);
    Ok(())
}

/// Once a tape has its own cue sheet, a sheet of the older name that names this tape is out
/// of date: it goes. A sheet there that names another tape is left alone.
fn forget_older_sheet(sound: &Path) {
    let older = older_cue_path(sound);
    if older == cue_path(sound) {
        return;
    }
    let names_this = read_text(&older).ok().is_some_and(|sheet| {
        sound
            .file_name()
            .is_some_and(|n| cue_sheet_file(&sheet).as_deref() == Some(&*n.to_string_lossy()))
    });
    if names_this {
        let _ = std::fs::remove_file(older);
    }
}

/// What a tape on disk holds, read from its cue sheet and from its sound file's header (WAV)
/// or page headers (Ogg), never from its sound: memory stays flat however long the tape.
#[derive(Debug)]
struct TapeIndex {
    sound_path: PathBuf,
    format: SoundFormat,
    layout: Layout,
    cues: Vec<Cue>,
    /// Each part's bytes in the sound file.
    spans: Vec<std::ops::Range<u64>>,
    /// Each part's length in samples (interleaved).
    lengths: Vec<u64>,
    /// How many bytes of the sound file the cue sheet names.
    committed: u64,
    /// A WAV file's header.
    wav: Option<WavHeader>,
}

impl TapeIndex {
    /// Reads the index of the tape at `path` (its sound file, or its cue sheet).
    fn read(path: &Path) -> Result<TapeIndex, TapeError> {
        let is_cue = path
            .extension()
            .is_some_and(|e| e.eq_ignore_ascii_case("cue"));
        let (sound_path, sheet_path) = if is_cue {
            let sheet = read_text(path)?;
            let name = cue_sheet_file(&sheet).ok_or_else(|| {
                TapeError::NotATape(path.to_owned(), "the cue sheet names no FILE".to_owned())
            })?;
            (path.with_file_name(name), path.to_owned())
        } else {
            let sheet = sheet_of(path).unwrap_or_else(|| cue_path(path));
            (path.to_owned(), sheet)
        };
        let sheet =
            read_text(&sheet_path).map_err(|_| TapeError::NoCueSheet(sheet_path.clone()))?;
        let cues = read_cue_sheet(&sheet);
        if cues.is_empty() {
            return Err(TapeError::NotATape(
                sheet_path,
                "the cue sheet has no track".to_owned(),
            ));
        }
        let vouched = committed_of_sheet(&sheet);
        let not_a_tape = |detail: String| TapeError::NotATape(sound_path.clone(), detail);
        let mut file =
            GrowingFile::open_to_read(&sound_path).map_err(|e| not_a_tape(e.to_string()))?;
        let file_len = file.len().map_err(|e| not_a_tape(e.to_string()))?;
        if vouched.is_some_and(|v| v > file_len) {
            return Err(not_a_tape(
                "the sound file is shorter than its cue sheet says".to_owned(),
            ));
        }
        let format = SoundFormat::of_path(&sound_path);
        let (layout, spans, lengths, committed, wav) = match format {
            SoundFormat::OggVorbis => {
                let mut reader = file.reader_from(0).map_err(|e| not_a_tape(e.to_string()))?;
                let (layout, links) =
                    walk_ogg_links(&mut reader).map_err(|e| not_a_tape(e.to_string()))?;
                let named: Vec<_> = links
                    .into_iter()
                    .filter(|link| vouched.is_none_or(|v| link.end <= v))
                    .take(cues.len())
                    .collect();
                if named.len() != cues.len() {
                    return Err(not_a_tape(format!(
                        "{} parts in the sound, {} marks on the cue sheet",
                        named.len(),
                        cues.len()
                    )));
                }
                let layout = layout.ok_or_else(|| not_a_tape("no Vorbis header".to_owned()))?;
                let channels = u64::from(layout.channels.max(1));
                let committed = named.last().map_or(0, |link| link.end);
                let spans = named.iter().map(|link| link.start..link.end).collect();
                let lengths = named.iter().map(|link| link.frames * channels).collect();
                (layout, spans, lengths, committed, None)
            }
            SoundFormat::Wav => {
                let start = file
                    .read_at(0, WAV_HEADER_LIMIT)
                    .map_err(|e| not_a_tape(e.to_string()))?;
                let header = read_wav_header(&start).map_err(|e| not_a_tape(e.to_string()))?;
                // The end the cue sheet vouches for; on a sheet without it (tapes written
                // whole), the header's, within the file.
                let end =
                    vouched.unwrap_or_else(|| (header.data_offset + header.data_len).min(file_len));
                if end < header.data_offset {
                    return Err(not_a_tape("the samples end before they begin".to_owned()));
                }
                let total = (end - header.data_offset) / 2;
                let channels = u64::from(header.layout.channels.max(1));
                let starts: Vec<u64> = cues
                    .iter()
                    .map(|cue| {
                        let frames = cue.at.as_micros() as u64
                            * u64::from(header.layout.sample_rate)
                            / 1_000_000;
                        (frames * channels).min(total)
                    })
                    .collect();
                if starts.windows(2).any(|pair| pair[0] > pair[1]) {
                    return Err(not_a_tape("the marks do not increase".to_owned()));
                }
                let ends = starts.iter().skip(1).copied().chain([total]);
                let (spans, lengths) = starts
                    .iter()
                    .zip(ends)
                    .map(|(&from, to)| {
                        let at = |sample: u64| header.data_offset + sample * 2;
                        (at(from)..at(to), to - from)
                    })
                    .unzip();
                let committed = header.data_offset + total * 2;
                let wav = WavHeader {
                    data_len: total * 2,
                    ..header
                };
                (header.layout, spans, lengths, committed, Some(wav))
            }
        };
        Ok(TapeIndex {
            sound_path,
            format,
            layout,
            cues,
            spans,
            lengths,
            committed,
            wav,
        })
    }
}

/// A tape read back from its files, for playing it by move (`ansage replay FILE.ogg`): the
/// marks are read at once, each part's sound only when it is played, by seeking to it.
#[derive(Debug)]
pub struct Recording {
    /// The sample format.
    pub layout: Layout,
    /// Each part's mark: its title, words and start.
    pub cues: Vec<Cue>,
    index: TapeIndex,
    file: GrowingFile,
}

impl Recording {
    /// Reads the marks of the tape at `path` (its sound file, with the cue sheet beside
    /// it), or of the tape a cue sheet names.
    pub fn open(path: &Path) -> Result<Recording, TapeError> {
        let index = TapeIndex::read(path)?;
        let file = GrowingFile::open_to_read(&index.sound_path)
            .map_err(|e| TapeError::NotATape(index.sound_path.clone(), e.to_string()))?;
        Ok(Recording {
            layout: index.layout,
            cues: index.cues.clone(),
            index,
            file,
        })
    }

    /// How many parts the tape holds.
    pub fn len(&self) -> usize {
        self.cues.len()
    }

    /// Whether the tape holds no part.
    pub fn is_empty(&self) -> bool {
        self.cues.is_empty()
    }

    /// How long the whole tape plays.
    pub fn length(&self) -> Duration {
        self.layout
            .duration_of(self.index.lengths.iter().sum::<u64>() as usize)
    }

    /// The sound of part `index` (interleaved samples), read from the file when asked for.
    pub fn samples(&mut self, index: usize) -> Result<Vec<i16>, TapeError> {
        let path = self.index.sound_path.clone();
        let not_a_tape = |detail: String| TapeError::NotATape(path.clone(), detail);
        let span = self
            .index
            .spans
            .get(index)
            .cloned()
            .ok_or_else(|| not_a_tape(format!("there is no part {}", index + 1)))?;
        let bytes = self
            .file
            .read_at(span.start, (span.end - span.start) as usize)
            .map_err(|e| not_a_tape(e.to_string()))?;
        match self.index.format {
            SoundFormat::Wav => Ok(pcm_samples(&bytes)),
            SoundFormat::OggVorbis => decode_ogg_link(&bytes)
                .map(|(_, samples)| samples)
                .map_err(|e| not_a_tape(e.to_string())),
        }
    }
}

/// The bytes of the sound file a cue sheet vouches for (`REM ANSAGE-BYTES 123456`): what
/// lies beyond was being written when the recording stopped, and is no part.
fn committed_of_sheet(sheet: &str) -> Option<u64> {
    sheet
        .lines()
        .find_map(|line| line.trim().strip_prefix(COMMITTED_REM))
        .and_then(|rest| rest.trim().parse().ok())
}

/// The cue sheet's line that says how many bytes of the sound file it names.
const COMMITTED_REM: &str = "REM ANSAGE-BYTES ";

fn read_text(path: &Path) -> Result<String, TapeError> {
    let bytes = crate::storage::files::read_limited(path, 16 << 20)
        .map_err(|e| TapeError::NotATape(path.to_owned(), e.to_string()))?;
    Ok(String::from_utf8_lossy(&bytes).into_owned())
}

/// The sound file a cue sheet names: `FILE "partie.ogg" WAVE`.
fn cue_sheet_file(sheet: &str) -> Option<String> {
    sheet.lines().map(str::trim).find_map(|line| {
        let rest = line.strip_prefix("FILE ")?;
        let rest = rest.strip_prefix('"')?;
        Some(rest[..rest.find('"')?].to_owned())
    })
}

/// The cue sheet beside a sound file: `game.wav` → `game.wav.cue`, its own, so that
/// `game.wav` and `game.ogg` side by side never share one (issue 31 §4).
pub fn cue_path(sound: &Path) -> PathBuf {
    let mut name = sound.as_os_str().to_owned();
    name.push(".cue");
    PathBuf::from(name)
}

/// A cue sheet (CDRWIN format) for `file`: a track a part, its title, the words said (as a
/// `REM SPOKEN` line, which players pass over), its start as minutes, seconds and frames (75
/// a second). `committed` says how many bytes of the sound file the marks cover (a `REM
/// ANSAGE-BYTES` line): what lies beyond is no part.
pub fn cue_sheet(file: &str, cues: &[Cue], committed: Option<u64>) -> String {
    let quoted = |text: &str| text.replace(['"', '\n', '\r'], "'");
    let mut out = format!("FILE \"{}\" WAVE\n", quoted(file));
    if let Some(bytes) = committed {
        out.push_str(&format!("{COMMITTED_REM}{bytes}\n"));
    }
    for (index, cue) in cues.iter().enumerate() {
        let frames = cue.at.as_millis() * 75 / 1000;
        out.push_str(&format!(
            "  TRACK {:02} AUDIO\n    TITLE \"{}\"\n    REM SPOKEN \"{}\"\n    INDEX 01 {:02}:{:02}:{:02}\n",
            index + 1,
            quoted(&cue.title),
            quoted(&cue.spoken),
            frames / (75 * 60),
            frames / 75 % 60,
            frames % 75
        ));
    }
    out
}

/// The marks of a cue sheet, read back: each track's title and start.
pub fn read_cue_sheet(text: &str) -> Vec<Cue> {
    let mut cues = Vec::new();
    let mut title = String::new();
    let mut spoken = String::new();
    for line in text.lines().map(str::trim) {
        if let Some(rest) = line.strip_prefix("TITLE ") {
            title = rest.trim_matches('"').to_owned();
        } else if let Some(rest) = line.strip_prefix("REM SPOKEN ") {
            spoken = rest.trim_matches('"').to_owned();
        } else if let Some(rest) = line.strip_prefix("INDEX 01 ") {
            let parts: Vec<u64> = rest.split(':').filter_map(|p| p.parse().ok()).collect();
            // A mark beyond any time (a cue sheet edited by hand, or damaged) is skipped,
            // never an overflow (found by fuzzing, issue 31).
            let millis = |minutes: u64, seconds: u64, frames: u64| {
                minutes
                    .checked_mul(60)?
                    .checked_add(seconds)?
                    .checked_mul(1000)?
                    .checked_add(frames.checked_mul(1000)? / 75)
            };
            if let [minutes, seconds, frames] = parts[..]
                && let Some(millis) = millis(minutes, seconds, frames)
            {
                cues.push(Cue {
                    title: std::mem::take(&mut title),
                    spoken: std::mem::take(&mut spoken),
                    at: Duration::from_millis(millis),
                });
            }
        }
    }
    cues
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cue_sheet_times_in_frames_read_back() {
        let cues = vec![
            Cue {
                title: "Partie".into(),
                spoken: "Weiß: Adolf Anderssen.".into(),
                at: Duration::ZERO,
            },
            Cue {
                title: "1. e4".into(),
                spoken: "Zug eins, Weiß: Bauer \"Eva\" vier.".into(),
                at: Duration::from_millis(61_240),
            },
        ];
        let sheet = cue_sheet("partie.wav", &cues, Some(123_456));
        assert!(sheet.contains("INDEX 01 01:01:18"), "{sheet}");
        assert_eq!(committed_of_sheet(&sheet), Some(123_456));
        assert_eq!(cue_sheet_file(&sheet).as_deref(), Some("partie.wav"));
        let back = read_cue_sheet(&sheet);
        assert_eq!(back[1].title, "1. e4");
        assert_eq!(back[0].spoken, "Weiß: Adolf Anderssen.");
        // A quotation mark inside the words would end the field: it becomes an apostrophe.
        assert_eq!(back[1].spoken, "Zug eins, Weiß: Bauer 'Eva' vier.");
        assert_eq!(back[1].at, Duration::from_millis(61_240));
    }
}
