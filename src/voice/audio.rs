//! Audio for the recogniser: WAV files of any common format read as mono, and resampled to
//! the recogniser's 16 kHz with a proper (sinc) resampler.

use std::path::Path;

use audioadapter_buffers::direct::InterleavedSlice;
use rubato::{
    Async, FixedAsync, Resampler, SincInterpolationParameters, SincInterpolationType,
    WindowFunction,
};

use crate::language::Language;
use crate::phrase::Phrase;
use crate::words::phrases::shown;

/// The sample rate the recogniser works at.
pub const RECOGNISER_RATE: u32 = 16_000;

/// Mono audio: samples from -1 to 1, and their rate.
#[derive(Clone, Debug, PartialEq)]
pub struct Audio {
    /// The samples, one channel.
    pub samples: Vec<f32>,
    /// Samples per second.
    pub rate: u32,
}

impl Audio {
    /// The length in milliseconds.
    pub fn duration_ms(&self) -> u64 {
        if self.rate == 0 {
            return 0;
        }
        self.samples.len() as u64 * 1000 / u64::from(self.rate)
    }
}

/// Why audio could not be read.
#[derive(Debug, thiserror::Error)]
pub enum AudioError {
    /// The recording is a FIFO, a device or a folder.
    #[error("{0} is not an ordinary file")]
    NotAFile(String),
    /// The file could not be opened or read.
    #[error("the file {path} cannot be read: {reason}")]
    Unreadable {
        /// The file.
        path: String,
        /// What the system said.
        reason: String,
    },
    /// The file is not a WAV file.
    #[error("the file {0} is not a WAV file")]
    NotWav(String),
    /// A WAV format this reader does not take.
    #[error("the WAV format of {path} is not supported: {format}")]
    Unsupported {
        /// The file.
        path: String,
        /// The format, in words.
        format: String,
    },
    /// The data stops before the header says it should.
    #[error("the WAV file {0} is cut off")]
    Truncated(String),
    /// No samples at all.
    #[error("the WAV file {0} holds no sound")]
    Empty(String),
    /// The recording lasts longer than [`MAX_RECORDING_MS`].
    #[error("the WAV file {path} lasts {minutes} minutes, longer than ansage listens")]
    TooLong {
        /// The file.
        path: String,
        /// How long it lasts, in whole minutes.
        minutes: u64,
    },
    /// The resampler refused.
    #[error("the audio could not be converted to 16 kHz: {0}")]
    Resampling(String),
}

impl AudioError {
    /// What went wrong, as data.
    pub fn phrase(&self) -> Phrase {
        match self {
            AudioError::NotAFile(path) => {
                Phrase::new("voice-audio-not-a-file").with("path", path.as_str())
            }
            AudioError::Unreadable { path, reason } => Phrase::new("voice-audio-unreadable")
                .with("path", path.as_str())
                .with("reason", reason.as_str()),
            AudioError::NotWav(path) => {
                Phrase::new("voice-audio-not-wav").with("path", path.as_str())
            }
            AudioError::Unsupported { path, format } => Phrase::new("voice-audio-unsupported")
                .with("path", path.as_str())
                .with("format", format.as_str()),
            AudioError::Truncated(path) => {
                Phrase::new("voice-audio-truncated").with("path", path.as_str())
            }
            AudioError::Empty(path) => Phrase::new("voice-audio-empty").with("path", path.as_str()),
            AudioError::TooLong { path, minutes } => Phrase::new("voice-audio-too-long")
                .with("path", path.as_str())
                .with("minutes", i64::try_from(*minutes).unwrap_or(i64::MAX)),
            AudioError::Resampling(reason) => {
                Phrase::new("voice-audio-resampling").with("reason", reason.as_str())
            }
        }
    }

    /// The error as a sentence for the user.
    pub fn message(&self, language: Language) -> String {
        shown(&self.phrase(), language)
    }
}

/// The longest recording ansage listens to: four hours. A longer one (or a header that
/// claims one) is refused with a sentence before any sound is read.
pub const MAX_RECORDING_MS: u64 = 4 * 60 * 60 * 1000;

/// Reads a WAV file (8, 16, 24 or 32-bit integer, or 32-bit float; any number of channels,
/// mixed down to mono; any sample rate) whole. [`WavStream`] reads it in pieces instead.
pub fn read_wav(path: &Path) -> Result<Audio, AudioError> {
    let mut stream = WavStream::open(path)?;
    let mut samples = Vec::new();
    while let Some(chunk) = stream.next_chunk(8192)? {
        samples.extend_from_slice(&chunk);
    }
    if samples.is_empty() {
        return Err(AudioError::Empty(stream.shown));
    }
    Ok(Audio {
        samples,
        rate: stream.rate,
    })
}

/// A WAV file read in pieces, mixed down to mono: memory stays flat however long the
/// recording is.
pub struct WavStream {
    reader: hound::WavReader<std::io::BufReader<std::fs::File>>,
    shown: String,
    channels: usize,
    /// `None` for 32-bit float samples, else the scale of the integer samples.
    int_scale: Option<f32>,
    rate: u32,
    frames: u32,
}

impl WavStream {
    /// Opens a WAV file and checks its header: an ordinary file, a format ansage reads, and
    /// no longer than [`MAX_RECORDING_MS`].
    pub fn open(path: &Path) -> Result<WavStream, AudioError> {
        let shown = path.display().to_string();
        // Opening a FIFO would wait for a writer, for ever.
        if std::fs::metadata(path).is_ok_and(|meta| !meta.is_file()) {
            return Err(AudioError::NotAFile(shown));
        }
        let reader = hound::WavReader::open(path).map_err(|e| match e {
            hound::Error::IoError(io) => AudioError::Unreadable {
                path: shown.clone(),
                reason: io.to_string(),
            },
            hound::Error::FormatError(_) => AudioError::NotWav(shown.clone()),
            hound::Error::Unsupported => AudioError::Unsupported {
                path: shown.clone(),
                format: "unbekannte Kodierung".into(),
            },
            other => AudioError::Unsupported {
                path: shown.clone(),
                format: other.to_string(),
            },
        })?;
        let spec = reader.spec();
        if !(4_000..=384_000).contains(&spec.sample_rate) {
            return Err(AudioError::Unsupported {
                path: shown,
                format: format!("{} Hz", spec.sample_rate),
            });
        }
        let int_scale = match (spec.sample_format, spec.bits_per_sample) {
            (hound::SampleFormat::Float, 32) => None,
            (hound::SampleFormat::Int, bits @ (8 | 16 | 24 | 32)) => {
                Some((1u64 << (bits - 1)) as f32)
            }
            (format, bits) => {
                return Err(AudioError::Unsupported {
                    path: shown,
                    format: format!("{bits} Bit {format:?}"),
                });
            }
        };
        let frames = reader.duration();
        let duration_ms = u64::from(frames) * 1000 / u64::from(spec.sample_rate);
        if duration_ms > MAX_RECORDING_MS {
            return Err(AudioError::TooLong {
                path: shown,
                minutes: duration_ms / 60_000,
            });
        }
        Ok(WavStream {
            reader,
            shown,
            channels: usize::from(spec.channels.max(1)),
            int_scale,
            rate: spec.sample_rate,
            frames,
        })
    }

    /// The sample rate.
    pub fn rate(&self) -> u32 {
        self.rate
    }

    /// How long the recording lasts, as its header says, in milliseconds.
    pub fn duration_ms(&self) -> u64 {
        u64::from(self.frames) * 1000 / u64::from(self.rate)
    }

    /// The next at most `frames` frames, mixed down to mono; `None` at the end.
    pub fn next_chunk(&mut self, frames: usize) -> Result<Option<Vec<f32>>, AudioError> {
        let wanted = frames.max(1) * self.channels;
        let interleaved = match self.int_scale {
            None => collect(
                self.reader.samples::<f32>().take(wanted),
                &self.shown,
                |s| s,
            )?,
            Some(scale) => collect(
                self.reader.samples::<i32>().take(wanted),
                &self.shown,
                |s| s as f32 / scale,
            )?,
        };
        if interleaved.is_empty() {
            return Ok(None);
        }
        Ok(Some(
            interleaved
                .chunks(self.channels)
                .map(|frame| frame.iter().sum::<f32>() / frame.len() as f32)
                .collect(),
        ))
    }
}

fn collect<S, I: Iterator<Item = hound::Result<S>>>(
    samples: I,
    path: &str,
    convert: impl Fn(S) -> f32,
) -> Result<Vec<f32>, AudioError> {
    let mut out = Vec::new();
    for sample in samples {
        match sample {
            Ok(s) => out.push(convert(s)),
            Err(hound::Error::IoError(_)) => return Err(AudioError::Truncated(path.to_owned())),
            Err(e) => {
                return Err(AudioError::Unsupported {
                    path: path.to_owned(),
                    format: e.to_string(),
                });
            }
        }
    }
    Ok(out)
}

/// Resamples mono audio to `rate` with a sinc resampler.
pub fn resample(audio: &Audio, rate: u32) -> Result<Audio, AudioError> {
    if audio.rate == rate || audio.samples.is_empty() {
        return Ok(Audio {
            samples: audio.samples.clone(),
            rate,
        });
    }
    let ratio = f64::from(rate) / f64::from(audio.rate);
    let parameters = SincInterpolationParameters::new(128, WindowFunction::Blackman2)
        .oversampling_factor(128)
        .interpolation(SincInterpolationType::Cubic);
    let mut resampler = Async::<f32>::new_sinc(ratio, 1.1, &parameters, 1024, 1, FixedAsync::Input)
        .map_err(|e| AudioError::Resampling(e.to_string()))?;
    let frames = audio.samples.len();
    let input = InterleavedSlice::new(&audio.samples, 1, frames)
        .map_err(|e| AudioError::Resampling(e.to_string()))?;
    let capacity = resampler.process_all_needed_output_len(frames);
    let mut out = vec![0.0f32; capacity];
    let mut output = InterleavedSlice::new_mut(&mut out, 1, capacity)
        .map_err(|e| AudioError::Resampling(e.to_string()))?;
    let (_, written) = resampler
        .process_all_into_buffer(&input, &mut output, frames, None)
        .map_err(|e| AudioError::Resampling(e.to_string()))?;
    out.truncate(written);
    Ok(Audio { samples: out, rate })
}

/// Resamples a stream (a microphone's chunks of any size) to another rate, chunk by chunk.
pub struct StreamResampler {
    resampler: Option<Async<f32>>,
    pending: Vec<f32>,
    output: Vec<f32>,
}

impl StreamResampler {
    /// A resampler from `from` Hz to `to` Hz (passing samples through when they are equal).
    pub fn new(from: u32, to: u32) -> Result<Self, AudioError> {
        let resampler = if from == to {
            None
        } else {
            let parameters = SincInterpolationParameters::new(128, WindowFunction::Blackman2)
                .oversampling_factor(128)
                .interpolation(SincInterpolationType::Cubic);
            Some(
                Async::<f32>::new_sinc(
                    f64::from(to) / f64::from(from),
                    1.1,
                    &parameters,
                    1024,
                    1,
                    FixedAsync::Input,
                )
                .map_err(|e| AudioError::Resampling(e.to_string()))?,
            )
        };
        let capacity = resampler.as_ref().map_or(0, |r| r.output_frames_max());
        Ok(StreamResampler {
            resampler,
            pending: Vec::new(),
            output: vec![0.0; capacity],
        })
    }

    /// Takes samples in; returns the resampled samples ready so far.
    pub fn push(&mut self, samples: &[f32]) -> Result<Vec<f32>, AudioError> {
        let Some(resampler) = self.resampler.as_mut() else {
            return Ok(samples.to_vec());
        };
        self.pending.extend_from_slice(samples);
        let mut out = Vec::new();
        loop {
            let needed = resampler.input_frames_next();
            if self.pending.len() < needed {
                break;
            }
            let input = InterleavedSlice::new(&self.pending[..needed], 1, needed)
                .map_err(|e| AudioError::Resampling(e.to_string()))?;
            let capacity = self.output.len();
            let mut output = InterleavedSlice::new_mut(&mut self.output, 1, capacity)
                .map_err(|e| AudioError::Resampling(e.to_string()))?;
            let (used, written) = resampler
                .process_into_buffer(&input, &mut output, None)
                .map_err(|e| AudioError::Resampling(e.to_string()))?;
            out.extend_from_slice(&self.output[..written]);
            self.pending.drain(..used);
        }
        Ok(out)
    }
}

impl StreamResampler {
    /// The samples still inside the resampler, pushed out with silence behind them: for
    /// the end of a recording.
    pub fn finish(&mut self) -> Result<Vec<f32>, AudioError> {
        let Some(resampler) = self.resampler.as_ref() else {
            return Ok(Vec::new());
        };
        let silence = resampler.input_frames_next() + resampler.output_delay() * 2;
        self.push(&vec![0.0; silence])
    }
}

/// 16-bit samples, as the recogniser takes them.
pub fn to_i16(samples: &[f32]) -> Vec<i16> {
    samples
        .iter()
        .map(|s| (s.clamp(-1.0, 1.0) * f32::from(i16::MAX)) as i16)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn write_wav(path: &Path, spec: hound::WavSpec, frames: usize, value: impl Fn(usize) -> f32) {
        let mut writer = hound::WavWriter::create(path, spec).unwrap();
        for i in 0..frames {
            for _ in 0..spec.channels {
                match (spec.sample_format, spec.bits_per_sample) {
                    (hound::SampleFormat::Float, _) => writer.write_sample(value(i)).unwrap(),
                    (_, 8) => writer.write_sample((value(i) * 127.0) as i8).unwrap(),
                    (_, 16) => writer.write_sample((value(i) * 32767.0) as i16).unwrap(),
                    (_, bits) => writer
                        .write_sample((value(i) * ((1u64 << (bits - 1)) as f32 - 1.0)) as i32)
                        .unwrap(),
                }
            }
        }
        writer.finalize().unwrap();
    }

    fn tone(i: usize, rate: u32) -> f32 {
        0.5 * (i as f32 * 440.0 * std::f32::consts::TAU / rate as f32).sin()
    }

    #[test]
    fn any_common_format_becomes_16_khz_mono() {
        let dir = std::env::temp_dir().join(format!("ansage-audio-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        for (channels, rate, bits, format) in [
            (2, 48_000, 16, hound::SampleFormat::Int),
            (1, 8_000, 8, hound::SampleFormat::Int),
            (1, 44_100, 24, hound::SampleFormat::Int),
            (2, 22_050, 32, hound::SampleFormat::Float),
        ] {
            let path = dir.join(format!("{channels}-{rate}-{bits}.wav"));
            let spec = hound::WavSpec {
                channels,
                sample_rate: rate,
                bits_per_sample: bits,
                sample_format: format,
            };
            write_wav(&path, spec, rate as usize / 2, |i| tone(i, rate));
            let audio = read_wav(&path).unwrap();
            assert_eq!(audio.rate, rate);
            assert_eq!(audio.samples.len(), rate as usize / 2);
            let peak = audio.samples.iter().fold(0.0f32, |m, s| m.max(s.abs()));
            assert!((peak - 0.5).abs() < 0.02, "{bits}-bit peak {peak}");
            let resampled = resample(&audio, RECOGNISER_RATE).unwrap();
            assert_eq!(resampled.rate, RECOGNISER_RATE);
            let expected = RECOGNISER_RATE as usize / 2;
            assert!(
                resampled.samples.len().abs_diff(expected) < 50,
                "{} samples",
                resampled.samples.len()
            );
            assert_eq!(
                resampled.duration_ms(),
                500 - u64::from(resampled.samples.len() < expected)
            );
        }
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_stream_in_odd_chunks_comes_out_at_16_khz() {
        let mut stream = StreamResampler::new(44_100, RECOGNISER_RATE).unwrap();
        let second: Vec<f32> = (0..44_100).map(|i| tone(i, 44_100)).collect();
        let mut out = Vec::new();
        for chunk in second.chunks(441) {
            out.extend(stream.push(chunk).unwrap());
        }
        // All but the last, still-buffered block of one second arrives at 16 kHz.
        assert!(
            out.len() > 14_000 && out.len() <= 16_000,
            "{} samples",
            out.len()
        );
        let mut same = StreamResampler::new(16_000, 16_000).unwrap();
        assert_eq!(same.push(&[0.25, -0.5]).unwrap(), [0.25, -0.5]);
    }

    #[test]
    fn bad_files_are_named_in_words() {
        let dir = std::env::temp_dir().join(format!("ansage-badaudio-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let text = dir.join("text.wav");
        std::fs::write(&text, "this is not audio").unwrap();
        let err = read_wav(&text).unwrap_err();
        assert!(matches!(err, AudioError::NotWav(_)), "{err:?}");
        assert!(err.message(Language::GERMAN).contains("keine WAV-Datei"));

        let cut = dir.join("cut.wav");
        let spec = hound::WavSpec {
            channels: 1,
            sample_rate: 16_000,
            bits_per_sample: 16,
            sample_format: hound::SampleFormat::Int,
        };
        write_wav(&cut, spec, 16_000, |i| tone(i, 16_000));
        let bytes = std::fs::read(&cut).unwrap();
        std::fs::write(&cut, &bytes[..bytes.len() / 2]).unwrap();
        let err = read_wav(&cut).unwrap_err();
        assert!(matches!(err, AudioError::Truncated(_)), "{err:?}");

        let empty = dir.join("empty.wav");
        write_wav(&empty, spec, 0, |_| 0.0);
        assert!(matches!(
            read_wav(&empty).unwrap_err(),
            AudioError::Empty(_)
        ));

        let missing = read_wav(&dir.join("missing.wav")).unwrap_err();
        assert!(matches!(missing, AudioError::Unreadable { .. }));
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
