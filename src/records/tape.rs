//! The tape record (Appendix F, F2.5 „ein Bandgerät benutzen“): the game as a tape recorder
//! beside the board would have it, every announcement spoken into one sound file (espeak-ng,
//! one part a move, joined with a short pause; Ogg Vorbis or WAV, see [`super::sound`]), and a
//! cue sheet (`FILE.cue`, one track a part, with the words said) so a player can jump to a
//! move. [`Recording`] reads a tape back, part by part.

use std::path::{Path, PathBuf};
use std::time::Duration;

use shakmaty::Position;

use super::sound::{
    Layout, SoundFormat, decode_ogg_link, decode_wav, ogg_link, ogg_links, wav_bytes,
};
use crate::game::events::{GameEvent, PlayedMove, Ply};
use crate::language::Language;
use crate::notation::pgn::Game;
use crate::notation::san::write_facts_san;
use crate::phrase::Phrase;
use crate::speech::settings::SpeechSettings;
use crate::speech::speaker::{SpeechError, render_wav};
use crate::storage::files::{WriteError, shown_path, write_safely};
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
    let mut pos = game.start.clone();
    for (index, recorded) in game.moves.iter().enumerate() {
        let played = PlayedMove::new(Ply::of_index(index), &pos, recorded.played);
        out.push(Part {
            title: move_title(&played, language),
            spoken: words.move_line(&played).spoken,
        });
        pos.play_unchecked(recorded.played);
    }
    if let Some(result) = super::words::result_words(game.result, language) {
        out.push(Part {
            title: title_of("result", language),
            spoken: format!("{result}."),
        });
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
        for line in words.lines(event) {
            let spoken_aloud = matches!(
                line.weight,
                Weight::Announcement | Weight::Message | Weight::Warning
            );
            if spoken_aloud && !line.spoken.trim().is_empty() {
                said.push(line.spoken);
            }
        }
    }
    flush(&mut said, &mut parts);
    parts
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

/// A part as it is held: its sound, as PCM for a WAV tape or as its encoded Ogg link.
#[derive(Debug)]
struct HeldPart {
    part: Part,
    /// How many samples it lasts, its pause included.
    length: usize,
    sound: HeldSound,
}

#[derive(Debug)]
enum HeldSound {
    Pcm(Vec<i16>),
    OggLink(Vec<u8>),
}

/// A tape being recorded: every part spoken once and kept as sound, so that a game in play
/// speaks only its new parts; the file is written whole each time, safely.
#[derive(Debug)]
pub struct Tape {
    format: SoundFormat,
    layout: Option<Layout>,
    held: Vec<HeldPart>,
}

impl Tape {
    /// An empty tape in `format`.
    pub fn new(format: SoundFormat) -> Tape {
        Tape {
            format,
            layout: None,
            held: Vec::new(),
        }
    }

    /// The tape already at `path` (with its cue sheet), to be continued: a game resumed
    /// records on after what it said before, as a tape recorder would. `Ok(None)` when
    /// there is no file at `path`.
    pub fn continued(path: &Path) -> Result<Option<Tape>, TapeError> {
        if !check_place(path)? {
            return Ok(None);
        }
        let recording = Recording::open(path).map_err(|_| TapeError::InTheWay(path.to_owned()))?;
        let format = SoundFormat::of_path(path);
        let mut tape = Tape::new(format);
        tape.layout = Some(recording.layout);
        for (index, (cue, samples)) in recording.parts.into_iter().enumerate() {
            let part = Part {
                title: cue.title,
                spoken: cue.spoken,
            };
            let sound = match (&format, &recording.links) {
                (SoundFormat::OggVorbis, Some(links)) => HeldSound::OggLink(links[index].clone()),
                _ => HeldSound::Pcm(samples.clone()),
            };
            tape.held.push(HeldPart {
                part,
                length: samples.len(),
                sound,
            });
        }
        Ok(Some(tape))
    }

    /// How many parts the tape holds.
    pub fn len(&self) -> usize {
        self.held.len()
    }

    /// Whether the tape holds nothing yet.
    pub fn is_empty(&self) -> bool {
        self.held.is_empty()
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
        let bytes = std::fs::read(&file).map_err(|e| TapeError::Sound(e.to_string()))?;
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
        let length = samples.len();
        let sound = match self.format {
            SoundFormat::Wav => HeldSound::Pcm(samples),
            SoundFormat::OggVorbis => {
                let number = (self.held.len() + 1).to_string();
                let tags = [
                    ("TITLE", part.title.as_str()),
                    ("TRACKNUMBER", number.as_str()),
                    ("DESCRIPTION", part.spoken.as_str()),
                ];
                // Each link its own stream number, as a chained Ogg file needs.
                let serial = 0x616e_0000 + self.held.len() as i32;
                let link = ogg_link(&samples, layout, serial, &tags)
                    .map_err(|e| TapeError::Sound(e.to_string()))?;
                HeldSound::OggLink(link)
            }
        };
        self.held.push(HeldPart {
            part,
            length,
            sound,
        });
        Ok(())
    }

    /// The marks of the parts: where each starts.
    pub fn cues(&self) -> Vec<Cue> {
        let layout = self.layout.unwrap_or(Layout::ESPEAK);
        let mut at = 0;
        self.held
            .iter()
            .map(|held| {
                let cue = Cue {
                    title: held.part.title.clone(),
                    spoken: held.part.spoken.clone(),
                    at: layout.duration_of(at),
                };
                at += held.length;
                cue
            })
            .collect()
    }

    /// The whole tape as the bytes of its sound file.
    fn sound_bytes(&self) -> Result<Vec<u8>, TapeError> {
        let layout = self.layout.unwrap_or(Layout::ESPEAK);
        match self.format {
            SoundFormat::OggVorbis => Ok(self
                .held
                .iter()
                .flat_map(|held| match &held.sound {
                    HeldSound::OggLink(link) => link.as_slice(),
                    HeldSound::Pcm(_) => &[],
                })
                .copied()
                .collect()),
            SoundFormat::Wav => {
                let samples: Vec<i16> = self
                    .held
                    .iter()
                    .flat_map(|held| match &held.sound {
                        HeldSound::Pcm(samples) => samples.as_slice(),
                        HeldSound::OggLink(_) => &[],
                    })
                    .copied()
                    .collect();
                wav_bytes(&samples, layout).map_err(|e| TapeError::Sound(e.to_string()))
            }
        }
    }

    /// Writes the tape as one sound file at `path` and its cue sheet beside it; gives the
    /// marks.
    pub fn write(&self, path: &Path) -> Result<Vec<Cue>, TapeError> {
        let cues = self.cues();
        write_safely(path, self.sound_bytes()?).map_err(|error| TapeError::Write {
            path: path.to_owned(),
            error,
        })?;
        let cue_path = cue_path(path);
        let name = path
            .file_name()
            .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
        write_safely(&cue_path, cue_sheet(&name, &cues)).map_err(|error| TapeError::Write {
            path: cue_path.clone(),
            error,
        })?;
        forget_older_sheet(path);
        Ok(cues)
    }
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

/// A tape read back from its files: each part with its mark and its sound, for playing it
/// by move (`ansage replay FILE.ogg`) and for continuing it.
#[derive(Debug)]
pub struct Recording {
    /// The sample format.
    pub layout: Layout,
    /// Each part's mark (title, words, start) and its samples.
    pub parts: Vec<(Cue, Vec<i16>)>,
    /// For an Ogg tape, each part's link as it is in the file.
    links: Option<Vec<Vec<u8>>>,
}

impl Recording {
    /// Reads the sound file at `path` and the cue sheet beside it (`path` with `.cue`); a
    /// cue sheet may be named instead, and then names its sound file.
    pub fn open(path: &Path) -> Result<Recording, TapeError> {
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
        let bytes = crate::storage::files::read_limited(&sound_path, MAX_TAPE_BYTES)
            .map_err(|e| TapeError::NotATape(sound_path.clone(), e.to_string()))?;
        let not_a_tape = |detail: String| TapeError::NotATape(sound_path.clone(), detail);
        match SoundFormat::of_path(&sound_path) {
            SoundFormat::OggVorbis => {
                let links = ogg_links(&bytes).map_err(|e| not_a_tape(e.to_string()))?;
                if links.len() != cues.len() {
                    return Err(not_a_tape(format!(
                        "{} parts in the sound, {} marks on the cue sheet",
                        links.len(),
                        cues.len()
                    )));
                }
                let mut layout = None;
                let mut parts = Vec::new();
                for (cue, link) in cues.into_iter().zip(&links) {
                    let (link_layout, samples) =
                        decode_ogg_link(link).map_err(|e| not_a_tape(e.to_string()))?;
                    layout.get_or_insert(link_layout);
                    parts.push((cue, samples));
                }
                Ok(Recording {
                    layout: layout.unwrap_or(Layout::ESPEAK),
                    parts,
                    links: Some(links.into_iter().map(<[u8]>::to_vec).collect()),
                })
            }
            SoundFormat::Wav => {
                let (layout, samples) =
                    decode_wav(&bytes).map_err(|e| not_a_tape(e.to_string()))?;
                let channels = usize::from(layout.channels.max(1));
                // Each mark as a sample index; the marks must increase and lie in the file.
                let starts: Vec<usize> = cues
                    .iter()
                    .map(|cue| {
                        let frames =
                            cue.at.as_micros() as u64 * u64::from(layout.sample_rate) / 1_000_000;
                        (frames as usize * channels).min(samples.len())
                    })
                    .collect();
                if starts.windows(2).any(|pair| pair[0] > pair[1]) {
                    return Err(not_a_tape("the marks do not increase".to_owned()));
                }
                let mut parts = Vec::new();
                for (index, cue) in cues.into_iter().enumerate() {
                    let end = starts.get(index + 1).copied().unwrap_or(samples.len());
                    parts.push((cue, samples[starts[index]..end].to_vec()));
                }
                Ok(Recording {
                    layout,
                    parts,
                    links: None,
                })
            }
        }
    }
}

/// The largest tape ansage reads: hours of speech.
const MAX_TAPE_BYTES: u64 = 1 << 30;

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
/// a second).
pub fn cue_sheet(file: &str, cues: &[Cue]) -> String {
    let quoted = |text: &str| text.replace(['"', '\n', '\r'], "'");
    let mut out = format!("FILE \"{}\" WAVE\n", quoted(file));
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
        let sheet = cue_sheet("partie.wav", &cues);
        assert!(sheet.contains("INDEX 01 01:01:18"), "{sheet}");
        let back = read_cue_sheet(&sheet);
        assert_eq!(back[1].title, "1. e4");
        assert_eq!(back[0].spoken, "Weiß: Adolf Anderssen.");
        // A quotation mark inside the words would end the field: it becomes an apostrophe.
        assert_eq!(back[1].spoken, "Zug eins, Weiß: Bauer 'Eva' vier.");
        assert_eq!(back[1].at, Duration::from_millis(61_240));
    }
}
