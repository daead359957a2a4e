//! The tape record (Appendix F, F2.5 „ein Bandgerät benutzen“): the game as a tape recorder
//! beside the board would have it, every announcement spoken into one WAV file (espeak-ng,
//! one part a move, joined with a short pause), and a cue sheet (`FILE.cue`, one track a
//! move) so a player can jump to a move.

use std::io::Cursor;
use std::path::{Path, PathBuf};
use std::time::Duration;

use shakmaty::Position;

use crate::game::events::{PlayedMove, Ply};
use crate::language::Language;
use crate::notation::pgn::{Game, move_number_label};
use crate::notation::san::write_facts_san;
use crate::speech::settings::SpeechSettings;
use crate::speech::speaker::{SpeechError, render_wav};
use crate::storage::files::{WriteError, write_safely};
use crate::texts::Words;
use crate::words::announce::AnnounceOptions;

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
    /// The error as one sentence in the user's language, saying what to do.
    pub fn message(&self, language: Language) -> String {
        let de = language == Language::German;
        match self {
            TapeError::Speech(e) => e.message(language),
            TapeError::Sound(detail) if de => format!(
                "Die gesprochene Aufnahme ließ sich nicht lesen ({detail}); prüfen Sie espeak-ng mit ansage doctor."
            ),
            TapeError::Sound(detail) => format!(
                "The spoken recording could not be read ({detail}); check espeak-ng with ansage doctor."
            ),
            TapeError::Write { path, error } if de => format!(
                "{} lässt sich nicht schreiben, {}; bitte einen anderen Dateinamen nennen.",
                path.display(),
                error.reason(language)
            ),
            TapeError::Write { path, error } => format!(
                "Cannot write {}, {}; please name another file.",
                path.display(),
                error.reason(language)
            ),
        }
    }
}

/// The parts of a game's tape: the heading in words (when the tags say anything), each
/// move as ansage announces it ("Zug eins, Weiß: Bauer Eva vier."), and the result.
pub fn parts(game: &Game, language: Language) -> Vec<Part> {
    let de = language == Language::German;
    let words = Words::new(
        language,
        AnnounceOptions {
            words: language,
            ..AnnounceOptions::default()
        },
    );
    let mut out = Vec::new();
    let heading = super::words::heading_line(game, language);
    if !heading.is_empty() {
        out.push(Part {
            title: if de { "Partie" } else { "Game" }.to_owned(),
            spoken: heading,
        });
    }
    let mut pos = game.start.clone();
    for (index, recorded) in game.moves.iter().enumerate() {
        let played = PlayedMove::new(Ply::of_index(index), &pos, recorded.played);
        out.push(Part {
            title: format!(
                "{} {}",
                move_number_label(&pos),
                write_facts_san(&played.facts, language)
            ),
            spoken: words.move_line(&played).spoken,
        });
        pos.play_unchecked(recorded.played);
    }
    if let Some(result) = super::words::result_words(game.result, language) {
        out.push(Part {
            title: if de { "Ergebnis" } else { "Result" }.to_owned(),
            spoken: format!("{result}."),
        });
    }
    out
}

/// Speaks `parts` with espeak-ng into one WAV file at `path`, a pause after each, and
/// writes the cue sheet beside it (`path` with `.cue`); gives the marks.
pub fn write_tape(
    parts: &[Part],
    language: Language,
    settings: &SpeechSettings,
    path: &Path,
) -> Result<Vec<Cue>, TapeError> {
    let mut tape = Tape::default();
    tape.update(parts, language, settings)?;
    tape.write(path)
}

/// A tape being recorded: every part spoken, kept as sound, so that a game in play speaks
/// only its new moves after each move.
#[derive(Debug, Default)]
pub struct Tape {
    /// Each part with its sound (16-bit samples).
    rendered: Vec<(Part, Vec<i16>)>,
    /// The sound's format, as espeak-ng writes it.
    spec: Option<hound::WavSpec>,
}

impl Tape {
    /// Makes the tape hold `parts`: the parts it already holds are kept, the others spoken.
    pub fn update(
        &mut self,
        parts: &[Part],
        language: Language,
        settings: &SpeechSettings,
    ) -> Result<(), TapeError> {
        let same = self
            .rendered
            .iter()
            .zip(parts)
            .take_while(|((held, _), part)| held == *part)
            .count();
        self.rendered.truncate(same);
        if same == parts.len() {
            return Ok(());
        }
        let scratch = tempfile::tempdir().map_err(|e| TapeError::Sound(e.to_string()))?;
        for (index, part) in parts.iter().enumerate().skip(same) {
            let file = scratch.path().join(format!("{index}.wav"));
            render_wav(&part.spoken, language, settings, &file)?;
            let reader =
                hound::WavReader::open(&file).map_err(|e| TapeError::Sound(e.to_string()))?;
            let part_spec = reader.spec();
            let spec = *self.spec.get_or_insert(part_spec);
            if part_spec != spec || spec.bits_per_sample != 16 {
                return Err(TapeError::Sound(format!(
                    "espeak-ng wrote {part_spec:?} after {spec:?}"
                )));
            }
            let mut samples = Vec::new();
            for sample in reader.into_samples::<i16>() {
                samples.push(sample.map_err(|e| TapeError::Sound(e.to_string()))?);
            }
            let pause = PAUSE.as_millis() as usize * spec.sample_rate as usize / 1000;
            samples.extend(std::iter::repeat_n(0, pause * usize::from(spec.channels)));
            self.rendered.push((part.clone(), samples));
        }
        Ok(())
    }

    /// Writes the tape as one WAV file at `path` and its cue sheet beside it; gives the marks.
    pub fn write(&self, path: &Path) -> Result<Vec<Cue>, TapeError> {
        let spec = self.spec.unwrap_or(hound::WavSpec {
            channels: 1,
            sample_rate: 22050,
            bits_per_sample: 16,
            sample_format: hound::SampleFormat::Int,
        });
        let mut cues = Vec::new();
        let mut bytes = Cursor::new(Vec::new());
        {
            let mut writer = hound::WavWriter::new(&mut bytes, spec)
                .map_err(|e| TapeError::Sound(e.to_string()))?;
            let mut written = 0;
            for (part, samples) in &self.rendered {
                cues.push(Cue {
                    title: part.title.clone(),
                    at: duration_of(written, spec),
                });
                for sample in samples {
                    writer
                        .write_sample(*sample)
                        .map_err(|e| TapeError::Sound(e.to_string()))?;
                }
                written += samples.len();
            }
            writer
                .finalize()
                .map_err(|e| TapeError::Sound(e.to_string()))?;
        }
        write_safely(path, bytes.into_inner()).map_err(|error| TapeError::Write {
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
        Ok(cues)
    }
}

/// The cue sheet beside a sound file: `game.wav` → `game.cue`.
pub fn cue_path(sound: &Path) -> PathBuf {
    sound.with_extension("cue")
}

fn duration_of(samples: usize, spec: hound::WavSpec) -> Duration {
    let frames = samples as u64 / u64::from(spec.channels.max(1));
    Duration::from_micros(frames * 1_000_000 / u64::from(spec.sample_rate.max(1)))
}

/// A cue sheet (CDRWIN format) for `file`: a track a part, its start as minutes, seconds and
/// frames (75 a second).
pub fn cue_sheet(file: &str, cues: &[Cue]) -> String {
    let quoted = |text: &str| text.replace('"', "'");
    let mut out = format!("FILE \"{}\" WAVE\n", quoted(file));
    for (index, cue) in cues.iter().enumerate() {
        let frames = cue.at.as_millis() * 75 / 1000;
        out.push_str(&format!(
            "  TRACK {:02} AUDIO\n    TITLE \"{}\"\n    INDEX 01 {:02}:{:02}:{:02}\n",
            index + 1,
            quoted(&cue.title),
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
    for line in text.lines().map(str::trim) {
        if let Some(rest) = line.strip_prefix("TITLE ") {
            title = rest.trim_matches('"').to_owned();
        } else if let Some(rest) = line.strip_prefix("INDEX 01 ") {
            let parts: Vec<u64> = rest.split(':').filter_map(|p| p.parse().ok()).collect();
            if let [minutes, seconds, frames] = parts[..] {
                let millis = (minutes * 60 + seconds) * 1000 + frames * 1000 / 75;
                cues.push(Cue {
                    title: std::mem::take(&mut title),
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
                at: Duration::ZERO,
            },
            Cue {
                title: "1. e4".into(),
                at: Duration::from_millis(61_240),
            },
        ];
        let sheet = cue_sheet("partie.wav", &cues);
        assert!(sheet.contains("INDEX 01 01:01:18"), "{sheet}");
        let back = read_cue_sheet(&sheet);
        assert_eq!(back[1].title, "1. e4");
        assert_eq!(back[1].at, Duration::from_millis(61_240));
    }
}
