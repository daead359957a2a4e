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
//! Neither is read whole: a WAV file's header and an Ogg file's page headers say where each
//! part lies ([`read_wav_header`], [`walk_ogg_links`]), so a tape of hours is continued by
//! appending and played back by seeking (issue 31 §5).

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

/// Where a WAV file's samples lie: after the header's chunks, in its `data` chunk.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WavHeader {
    /// The sample format.
    pub layout: Layout,
    /// Where the samples begin.
    pub data_offset: u64,
    /// How many bytes of samples the header declares.
    pub data_len: u64,
}

impl WavHeader {
    /// Where the header's `RIFF` size field lies.
    pub const RIFF_SIZE_AT: u64 = 4;

    /// Where the header's `data` size field lies.
    pub fn data_size_at(&self) -> u64 {
        self.data_offset - 4
    }
}

/// The most a WAV file's header may take before its samples: the chunks other programs add
/// (`LIST`, `fact`) are small.
pub const WAV_HEADER_LIMIT: usize = 64 * 1024;

/// Reads a WAV header from the first bytes of a file (at most [`WAV_HEADER_LIMIT`]): 16-bit
/// PCM, mono or stereo, as ansage writes it. The samples themselves are not read.
pub fn read_wav_header(start: &[u8]) -> Result<WavHeader, SoundError> {
    let u16_at = |at: usize| {
        start
            .get(at..at + 2)
            .map(|b| u16::from_le_bytes([b[0], b[1]]))
    };
    let u32_at = |at: usize| {
        start
            .get(at..at + 4)
            .map(|b| u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
    };
    if start.get(..4) != Some(b"RIFF") || start.get(8..12) != Some(b"WAVE") {
        return Err(sound_error("no RIFF WAVE header"));
    }
    let mut layout = None;
    let mut at = 12;
    loop {
        let (Some(id), Some(size)) = (start.get(at..at + 4), u32_at(at + 4)) else {
            return Err(sound_error("no data chunk in the WAV header"));
        };
        let body = at + 8;
        if id == b"fmt " {
            let format = u16_at(body).ok_or_else(|| sound_error("a WAV fmt chunk cut short"))?;
            let channels = u16_at(body + 2).unwrap_or(0);
            let sample_rate = u32_at(body + 4).unwrap_or(0);
            let bits = u16_at(body + 14).unwrap_or(0);
            // 1: PCM; 0xFFFE: the extensible form, which hound writes for some layouts.
            if !matches!(format, 1 | 0xFFFE) || bits != 16 || channels == 0 || sample_rate == 0 {
                return Err(sound_error(format!(
                    "{bits}-bit samples of format {format}, not the 16-bit PCM ansage writes"
                )));
            }
            layout = Some(Layout {
                sample_rate,
                channels,
            });
        } else if id == b"data" {
            let layout = layout.ok_or_else(|| sound_error("no fmt chunk before the samples"))?;
            return Ok(WavHeader {
                layout,
                data_offset: body as u64,
                data_len: u64::from(size),
            });
        }
        // Chunks are padded to an even length.
        at = body
            .checked_add(size as usize + (size as usize & 1))
            .filter(|&next| next < WAV_HEADER_LIMIT)
            .ok_or_else(|| sound_error("no data chunk in the WAV header"))?;
    }
}

/// A WAV header (44 bytes) for `data_len` bytes of samples in `layout`.
pub fn wav_header(layout: Layout, data_len: u32) -> Vec<u8> {
    let block = layout.channels * 2;
    let mut header = Vec::with_capacity(44);
    header.extend_from_slice(b"RIFF");
    header.extend_from_slice(&data_len.saturating_add(36).to_le_bytes());
    header.extend_from_slice(b"WAVEfmt ");
    header.extend_from_slice(&16u32.to_le_bytes());
    header.extend_from_slice(&1u16.to_le_bytes());
    header.extend_from_slice(&layout.channels.to_le_bytes());
    header.extend_from_slice(&layout.sample_rate.to_le_bytes());
    header.extend_from_slice(&(layout.sample_rate * u32::from(block)).to_le_bytes());
    header.extend_from_slice(&block.to_le_bytes());
    header.extend_from_slice(&16u16.to_le_bytes());
    header.extend_from_slice(b"data");
    header.extend_from_slice(&data_len.to_le_bytes());
    header
}

/// Samples as a WAV file's little-endian bytes.
pub fn pcm_bytes(samples: &[i16]) -> Vec<u8> {
    samples.iter().flat_map(|s| s.to_le_bytes()).collect()
}

/// A WAV file's little-endian bytes as samples (an odd last byte is dropped).
pub fn pcm_samples(bytes: &[u8]) -> Vec<i16> {
    bytes
        .chunks_exact(2)
        .map(|pair| i16::from_le_bytes([pair[0], pair[1]]))
        .collect()
}

/// One link of a chained Ogg file, found by walking its pages' headers: where it lies and
/// how many sample frames it holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LinkSpan {
    /// Its first byte.
    pub start: u64,
    /// The byte after its last page.
    pub end: u64,
    /// Its sample frames (the granule position of its last page).
    pub frames: u64,
}

/// The whole links of a chained Ogg file, read page header by page header (the pages'
/// sound is skipped, so memory stays flat however long the tape), and the layout of its
/// first link. A link cut short at the end (a write that did not finish) is left out.
pub fn walk_ogg_links<R: std::io::Read + std::io::Seek>(
    reader: &mut std::io::BufReader<R>,
) -> Result<(Option<Layout>, Vec<LinkSpan>), SoundError> {
    use std::io::Read;
    let mut links = Vec::new();
    let mut layout = None;
    let mut at: u64 = 0;
    let mut start: u64 = 0;
    loop {
        let mut header = [0u8; 27];
        let read = read_full(reader, &mut header).map_err(sound_error)?;
        let magic = read.min(4);
        if read == 0 || (read < 27 && header[..magic] == b"OggS"[..magic]) {
            // The end, or a page cut short: the end of what was written whole.
            break;
        }
        if &header[..4] != b"OggS" {
            if links.is_empty() && at == 0 {
                return Err(sound_error("no Ogg page at the start"));
            }
            return Err(sound_error(format!("no Ogg page at byte {at}")));
        }
        let mut table = vec![0u8; usize::from(header[26])];
        if read_full(reader, &mut table).map_err(sound_error)? < table.len() {
            break;
        }
        let body: u64 = table.iter().map(|&l| u64::from(l)).sum();
        // The first page of a link (header type 0x02) holds the Vorbis identification
        // header: the channels and the rate.
        let mut read_of_body = 0;
        if header[5] & 0x02 != 0 && layout.is_none() && body >= 16 {
            let mut id = [0u8; 16];
            if read_full(reader, &mut id).map_err(sound_error)? < 16 {
                break;
            }
            read_of_body = 16;
            if id[0] == 1 && &id[1..7] == b"vorbis" {
                layout = Some(Layout {
                    channels: u16::from(id[11]),
                    sample_rate: u32::from_le_bytes([id[12], id[13], id[14], id[15]]),
                });
            }
        }
        let skip = body - read_of_body;
        let skipped = std::io::copy(&mut reader.by_ref().take(skip), &mut std::io::sink())
            .map_err(sound_error)?;
        if skipped < skip {
            break;
        }
        at += 27 + table.len() as u64 + body;
        // Header type 0x04: the last page of a logical stream.
        if header[5] & 0x04 != 0 {
            let granule = u64::from_le_bytes(header[6..14].try_into().unwrap_or([0; 8]));
            links.push(LinkSpan {
                start,
                end: at,
                frames: granule,
            });
            start = at;
        }
    }
    Ok((layout, links))
}

/// Reads until `buffer` is full or the input ends; gives how many bytes were read.
fn read_full(reader: &mut impl std::io::Read, buffer: &mut [u8]) -> std::io::Result<usize> {
    let mut filled = 0;
    while filled < buffer.len() {
        match reader.read(&mut buffer[filled..]) {
            Ok(0) => break,
            Ok(n) => filled += n,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
            Err(e) => return Err(e),
        }
    }
    Ok(filled)
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
        let (_, links) = walk(&chained).unwrap();
        let bytes = |span: &LinkSpan| &chained[span.start as usize..span.end as usize];
        assert_eq!(bytes(&links[0]), &first[..]);
        assert_eq!(bytes(&links[1]), &second[..]);
        let (layout, samples) = decode_ogg_link(bytes(&links[0])).unwrap();
        assert_eq!(layout, Layout::ESPEAK);
        // Vorbis keeps the exact length (the granule position of the last page).
        assert_eq!(samples.len(), tone(700).len());
        let (_, samples) = decode_ogg_link(bytes(&links[1])).unwrap();
        assert_eq!(samples.len(), tone(300).len());
    }

    /// The links of `bytes`, walked as a file would be.
    fn walk(bytes: &[u8]) -> Result<(Option<Layout>, Vec<LinkSpan>), SoundError> {
        walk_ogg_links(&mut std::io::BufReader::new(Cursor::new(bytes.to_vec())))
    }

    #[test]
    fn a_cut_ogg_file_has_no_whole_link_and_never_panics() {
        let link = ogg_link(&tone(200), Layout::ESPEAK, 1, &[]).unwrap();
        for cut in [0, 3, 27, link.len() / 2, link.len() - 1] {
            let (_, links) = walk(&link[..cut]).unwrap();
            assert!(links.is_empty(), "cut at {cut}");
        }
        assert_eq!(walk(&link).unwrap().1.len(), 1);
        assert!(walk(b"not an ogg file at all, just words").is_err());
    }

    #[test]
    fn walking_the_pages_finds_each_whole_link_and_its_length() {
        let first = ogg_link(&tone(700), Layout::ESPEAK, 1, &[("TITLE", "1. e4")]).unwrap();
        let second = ogg_link(&tone(300), Layout::ESPEAK, 2, &[]).unwrap();
        let mut chained = [first.clone(), second.clone()].concat();
        // A third link cut off half-way, as a kill would leave it.
        let third = ogg_link(&tone(300), Layout::ESPEAK, 3, &[]).unwrap();
        chained.extend_from_slice(&third[..third.len() / 2]);
        let mut reader = std::io::BufReader::new(Cursor::new(chained));
        let (layout, links) = walk_ogg_links(&mut reader).unwrap();
        assert_eq!(layout, Some(Layout::ESPEAK));
        let end = (first.len() + second.len()) as u64;
        assert_eq!(
            links,
            vec![
                LinkSpan {
                    start: 0,
                    end: first.len() as u64,
                    frames: tone(700).len() as u64
                },
                LinkSpan {
                    start: first.len() as u64,
                    end,
                    frames: tone(300).len() as u64
                }
            ]
        );
        let mut reader = std::io::BufReader::new(Cursor::new(b"RIFF and more".to_vec()));
        assert!(walk_ogg_links(&mut reader).is_err());
    }

    #[test]
    fn a_wav_header_is_read_without_its_samples() {
        let samples = tone(100);
        let bytes = wav_bytes(&samples, Layout::ESPEAK).unwrap();
        let header = read_wav_header(&bytes[..64]).unwrap();
        assert_eq!(header.layout, Layout::ESPEAK);
        assert_eq!(header.data_len, samples.len() as u64 * 2);
        assert_eq!(pcm_samples(&bytes[header.data_offset as usize..]), samples);
        let ours = [wav_header(Layout::ESPEAK, 200), pcm_bytes(&samples[..100])].concat();
        assert_eq!(
            decode_wav(&ours).unwrap(),
            (Layout::ESPEAK, samples[..100].to_vec())
        );
        assert_eq!(read_wav_header(&ours).unwrap().data_offset, 44);
        assert!(read_wav_header(b"RIFF\0\0\0\0WAVEfmt ").is_err());
        assert!(read_wav_header(b"OggS").is_err());
    }

    #[test]
    fn wav_round_trip() {
        let samples = tone(100);
        let bytes = wav_bytes(&samples, Layout::ESPEAK).unwrap();
        assert_eq!(decode_wav(&bytes).unwrap(), (Layout::ESPEAK, samples));
        assert!(decode_wav(b"RIFF").is_err());
    }
}
