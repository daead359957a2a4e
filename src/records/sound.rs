//! The tape's sound file (Appendix F, F2.5 „Bandgerät“), in one of two forms chosen by its
//! name:
//!
//! - **Ogg Vorbis** (`.ogg`, `.oga`): every part is a link of a chained Ogg file (one logical
//!   stream after the other, as the Ogg format allows), each with its own `TITLE` ("1. e4")
//!   and the words said as its `DESCRIPTION`. A part is encoded once, when it is said, so a
//!   tape that grows during a game costs only its new part; players show each link's title,
//!   and a few kilobytes a move keep a whole game small.
//! - **WAV** (any other name): 16-bit PCM as espeak-ng writes it, the parts one after the
//!   other.
//!
//! Both are read back here into samples, part by part, for `ansage replay` and for a tape
//! that is continued.

use std::io::Cursor;
use std::num::{NonZeroU8, NonZeroU32};
use std::path::Path;

use vorbis_rs::{VorbisBitrateManagementStrategy, VorbisDecoder, VorbisEncoderBuilder};

/// How the tape's sound is stored.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SoundFormat {
    /// 16-bit PCM in a WAV file.
    Wav,
    /// A chained Ogg Vorbis file, a link a part.
    OggVorbis,
}

impl SoundFormat {
    /// The format a file's name asks for: `.ogg` and `.oga` are Ogg Vorbis, anything else WAV.
    pub fn of_path(path: &Path) -> SoundFormat {
        let extension = path
            .extension()
            .map(|e| e.to_string_lossy().to_lowercase())
            .unwrap_or_default();
        match extension.as_str() {
            "ogg" | "oga" => SoundFormat::OggVorbis,
            _ => SoundFormat::Wav,
        }
    }
}

/// The sample format of the tape: mono or stereo 16-bit samples at a rate.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Layout {
    /// Samples a second.
    pub sample_rate: u32,
    /// 1 for mono.
    pub channels: u16,
}

impl Layout {
    /// espeak-ng's output: 22,050 Hz mono.
    pub const ESPEAK: Layout = Layout {
        sample_rate: 22_050,
        channels: 1,
    };

    /// The WAV header for this layout.
    pub fn wav_spec(self) -> hound::WavSpec {
        hound::WavSpec {
            channels: self.channels,
            sample_rate: self.sample_rate,
            bits_per_sample: 16,
            sample_format: hound::SampleFormat::Int,
        }
    }

    /// How long `samples` (interleaved) last.
    pub fn duration_of(self, samples: usize) -> std::time::Duration {
        let frames = samples as u64 / u64::from(self.channels.max(1));
        std::time::Duration::from_micros(frames * 1_000_000 / u64::from(self.sample_rate.max(1)))
    }
}

/// Sound that could not be encoded or decoded, in a few words for a sentence.
#[derive(Debug, thiserror::Error)]
#[error("{0}")]
pub struct SoundError(pub String);

fn sound_error(error: impl std::fmt::Display) -> SoundError {
    SoundError(error.to_string())
}

/// The Vorbis quality of the tape: speech at 22 kHz is clear at 0 (about 30 kbit/s, a part's
/// own headers included).
const QUALITY: f32 = 0.0;

/// One part encoded as a complete Ogg Vorbis stream (a link of the chained file), with the
/// stream number `serial` (unique in the file) and the comment tags `tags`.
pub fn ogg_link(
    samples: &[i16],
    layout: Layout,
    serial: i32,
    tags: &[(&str, &str)],
) -> Result<Vec<u8>, SoundError> {
    let rate = NonZeroU32::new(layout.sample_rate).ok_or_else(|| sound_error("rate 0"))?;
    let channels = u8::try_from(layout.channels)
        .ok()
        .and_then(NonZeroU8::new)
        .ok_or_else(|| sound_error("no channels"))?;
    let mut builder = VorbisEncoderBuilder::new_with_serial(rate, channels, Vec::new(), serial);
    builder.bitrate_management_strategy(VorbisBitrateManagementStrategy::QualityVbr {
        target_quality: QUALITY,
    });
    for (tag, value) in tags {
        builder.comment_tag(*tag, *value).map_err(sound_error)?;
    }
    let mut encoder = builder.build().map_err(sound_error)?;
    let per_channel = usize::from(channels.get());
    for block in samples.chunks(4096 * per_channel) {
        let planar: Vec<Vec<f32>> = (0..per_channel)
            .map(|channel| {
                block
                    .iter()
                    .skip(channel)
                    .step_by(per_channel)
                    .map(|&s| f32::from(s) / 32768.0)
                    .collect()
            })
            .collect();
        encoder.encode_audio_block(&planar).map_err(sound_error)?;
    }
    encoder.finish().map_err(sound_error)
}

/// The links of a chained Ogg file, in order: each a whole logical stream, from its first
/// page to the page that ends it.
pub fn ogg_links(bytes: &[u8]) -> Result<Vec<&[u8]>, SoundError> {
    let mut links = Vec::new();
    let mut start = 0;
    let mut at = 0;
    while at < bytes.len() {
        let header = bytes
            .get(at..at + 27)
            .filter(|h| h.starts_with(b"OggS"))
            .ok_or_else(|| sound_error(format!("no Ogg page at byte {at}")))?;
        let segments = usize::from(header[26]);
        let table = bytes
            .get(at + 27..at + 27 + segments)
            .ok_or_else(|| sound_error("an Ogg page cut short"))?;
        let body: usize = table.iter().map(|&l| usize::from(l)).sum();
        let end = at + 27 + segments + body;
        if end > bytes.len() {
            return Err(sound_error("an Ogg page cut short"));
        }
        // Header type 0x04: the last page of a logical stream.
        if header[5] & 0x04 != 0 {
            links.push(&bytes[start..end]);
            start = end;
        }
        at = end;
    }
    if start != bytes.len() {
        return Err(sound_error("the last Ogg stream has no end"));
    }
    Ok(links)
}

/// One link decoded into 16-bit samples (interleaved), with its layout.
pub fn decode_ogg_link(link: &[u8]) -> Result<(Layout, Vec<i16>), SoundError> {
    let mut decoder =
        VorbisDecoder::<Cursor<Vec<u8>>>::new(Cursor::new(link.to_vec())).map_err(sound_error)?;
    let layout = Layout {
        sample_rate: decoder.sampling_frequency().get(),
        channels: u16::from(decoder.channels().get()),
    };
    let mut samples = Vec::new();
    while let Some(block) = decoder.decode_audio_block().map_err(sound_error)? {
        let planes = block.samples();
        let frames = planes.first().map_or(0, |p| p.len());
        for frame in 0..frames {
            for plane in planes {
                let value = (plane[frame] * 32768.0).round().clamp(-32768.0, 32767.0);
                samples.push(value as i16);
            }
        }
    }
    Ok((layout, samples))
}

/// A WAV file's samples (16-bit) and layout.
pub fn decode_wav(bytes: &[u8]) -> Result<(Layout, Vec<i16>), SoundError> {
    let reader = hound::WavReader::new(Cursor::new(bytes)).map_err(sound_error)?;
    let spec = reader.spec();
    if spec.bits_per_sample != 16 || spec.sample_format != hound::SampleFormat::Int {
        return Err(sound_error(format!(
            "{}-bit samples, not the 16 bits ansage writes",
            spec.bits_per_sample
        )));
    }
    let samples = reader
        .into_samples::<i16>()
        .collect::<Result<Vec<_>, _>>()
        .map_err(sound_error)?;
    Ok((
        Layout {
            sample_rate: spec.sample_rate,
            channels: spec.channels,
        },
        samples,
    ))
}

/// `samples` as a WAV file.
pub fn wav_bytes(samples: &[i16], layout: Layout) -> Result<Vec<u8>, SoundError> {
    let mut bytes = Cursor::new(Vec::new());
    let mut writer = hound::WavWriter::new(&mut bytes, layout.wav_spec()).map_err(sound_error)?;
    for sample in samples {
        writer.write_sample(*sample).map_err(sound_error)?;
    }
    writer.finalize().map_err(sound_error)?;
    Ok(bytes.into_inner())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A tone of `millis` at 22,050 Hz.
    fn tone(millis: usize) -> Vec<i16> {
        (0..22_050 * millis / 1000)
            .map(|i| ((i as f32 * 0.05).sin() * 8000.0) as i16)
            .collect()
    }

    #[test]
    fn the_name_chooses_the_format() {
        assert_eq!(
            SoundFormat::of_path(Path::new("partie.ogg")),
            SoundFormat::OggVorbis
        );
        assert_eq!(
            SoundFormat::of_path(Path::new("Partie.OGA")),
            SoundFormat::OggVorbis
        );
        assert_eq!(
            SoundFormat::of_path(Path::new("partie.wav")),
            SoundFormat::Wav
        );
        assert_eq!(SoundFormat::of_path(Path::new("partie")), SoundFormat::Wav);
    }

    #[test]
    fn chained_links_split_and_decode_to_their_length() {
        let first = ogg_link(&tone(700), Layout::ESPEAK, 1, &[("TITLE", "1. e4")]).unwrap();
        let second = ogg_link(&tone(300), Layout::ESPEAK, 2, &[("TITLE", "1... e5")]).unwrap();
        let chained = [first.clone(), second.clone()].concat();
        let links = ogg_links(&chained).unwrap();
        assert_eq!(links, vec![&first[..], &second[..]]);
        let (layout, samples) = decode_ogg_link(links[0]).unwrap();
        assert_eq!(layout, Layout::ESPEAK);
        // Vorbis keeps the exact length (the granule position of the last page).
        assert_eq!(samples.len(), tone(700).len());
        let (_, samples) = decode_ogg_link(links[1]).unwrap();
        assert_eq!(samples.len(), tone(300).len());
    }

    #[test]
    fn a_cut_ogg_file_is_an_error_not_a_panic() {
        let link = ogg_link(&tone(200), Layout::ESPEAK, 1, &[]).unwrap();
        for cut in [0, 3, 27, link.len() / 2, link.len() - 1] {
            let result = ogg_links(&link[..cut]);
            if cut == 0 {
                assert!(result.unwrap().is_empty());
            } else {
                assert!(result.is_err(), "cut at {cut}");
            }
        }
        assert!(ogg_links(b"not an ogg file at all, just words").is_err());
    }

    #[test]
    fn wav_round_trip() {
        let samples = tone(100);
        let bytes = wav_bytes(&samples, Layout::ESPEAK).unwrap();
        assert_eq!(decode_wav(&bytes).unwrap(), (Layout::ESPEAK, samples));
        assert!(decode_wav(b"RIFF").is_err());
    }
}
