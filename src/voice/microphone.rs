//! The microphone through cpal: the default input device or a named one, any sample rate and
//! format, delivered as mono f32 chunks (resampled to 16 kHz by the caller). While ansage
//! speaks, the microphone is muted, so it never hears its own announcements.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::time::Duration;

use cpal::traits::{DeviceTrait, HostTrait, StreamTrait};
use cpal::{Data, SampleFormat};

use crate::language::Language;
use crate::phrase::Phrase;
use crate::words::phrases::shown;

/// Why the microphone cannot be used.
#[derive(Debug, thiserror::Error)]
pub enum MicrophoneError {
    /// No input device at all.
    #[error("no microphone found")]
    NoDevice,
    /// No input device by that name.
    #[error("no microphone called {0}")]
    UnknownDevice(String),
    /// The device refused (busy, no permission, unplugged, unsupported format).
    #[error("the microphone {device} cannot be opened: {reason}")]
    Refused {
        /// The device.
        device: String,
        /// Why, as far as the sound system says.
        problem: Refusal,
        /// What the sound system said, in its own (English) words: to be shown apart, never
        /// spoken inside a sentence (see [`MicrophoneError::system_text`]).
        reason: String,
    },
    /// The device stopped delivering sound (unplugged mid-game).
    #[error("the microphone stopped")]
    Stopped,
}

/// Why a microphone refused to open, from the sound system's error kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// Another program uses it.
    Busy,
    /// It is not there (unplugged, or the name is stale).
    Gone,
    /// The system does not let ansage use it.
    NoPermission,
    /// The sound system (PulseAudio, PipeWire, ALSA) is not running.
    NoSoundSystem,
    /// It offers no format or rate ansage can take.
    Unsupported,
    /// Anything else.
    Other,
}

impl Refusal {
    /// The refusal for one of cpal's error kinds.
    pub fn of(kind: cpal::ErrorKind) -> Refusal {
        use cpal::ErrorKind as K;
        match kind {
            K::DeviceBusy => Refusal::Busy,
            K::DeviceNotAvailable | K::DeviceChanged | K::StreamInvalidated => Refusal::Gone,
            K::PermissionDenied => Refusal::NoPermission,
            K::HostUnavailable => Refusal::NoSoundSystem,
            K::UnsupportedConfig | K::UnsupportedOperation | K::InvalidInput => {
                Refusal::Unsupported
            }
            _ => Refusal::Other,
        }
    }
}

impl MicrophoneError {
    /// The refusal of `device` for one of cpal's errors; its English text is kept apart.
    pub fn refused(device: &str, error: &cpal::Error) -> MicrophoneError {
        MicrophoneError::Refused {
            device: device.to_owned(),
            problem: Refusal::of(error.kind()),
            reason: error.to_string(),
        }
    }

    /// What the sound system said, in its own words (English), for the screen only and
    /// marked as such; `None` when ansage's sentence says all there is.
    pub fn system_text(&self) -> Option<&str> {
        match self {
            MicrophoneError::Refused { reason, .. } if !reason.trim().is_empty() => {
                Some(reason.trim())
            }
            _ => None,
        }
    }

    /// The error as data: what happened, what to do, and that typing goes on. The sound
    /// system's own English text is not in it (see [`MicrophoneError::system_text`]).
    pub fn phrase(&self) -> Phrase {
        match self {
            MicrophoneError::NoDevice => Phrase::new("voice-microphone-none"),
            MicrophoneError::UnknownDevice(name) => {
                Phrase::new("voice-microphone-unknown").with("name", name.as_str())
            }
            MicrophoneError::Refused {
                device, problem, ..
            } => Phrase::new("voice-microphone-refused")
                .with("device", device.as_str())
                .with(
                    "problem",
                    match problem {
                        Refusal::Busy => "busy",
                        Refusal::Gone => "gone",
                        Refusal::NoPermission => "no-permission",
                        Refusal::NoSoundSystem => "no-sound-system",
                        Refusal::Unsupported => "unsupported",
                        Refusal::Other => "other",
                    },
                ),
            MicrophoneError::Stopped => Phrase::new("voice-microphone-stopped"),
        }
    }

    /// The error as a sentence for the user, wholly in `language` (see
    /// [`phrase`](Self::phrase)).
    pub fn message(&self, language: Language) -> String {
        shown(&self.phrase(), language)
    }
}

/// An input device: the name to open it by, and its description.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InputDevice {
    /// The name `--device` takes (ALSA: the PCM name, e.g. `hw:1,0` or `null`).
    pub name: String,
    /// What the sound system says about it.
    pub description: String,
}

fn device_name(device: &cpal::Device) -> String {
    let id = device
        .id()
        .map(|id| id.to_string())
        .unwrap_or_else(|_| device.to_string());
    id.split_once(':')
        .map_or(id.clone(), |(_, name)| name.to_owned())
}

/// Keeps alsa-lib's own error lines ("ALSA lib confmisc.c:855: cannot find card '0'") off the
/// terminal, where a screen reader would read them out: on this thread they go to a buffer
/// instead. What went wrong is said by ansage in a sentence of its own.
fn quiet_alsa() {
    #[cfg(target_os = "linux")]
    let _ = alsa::Output::local_error_handler();
}

/// The input devices the sound system lists.
pub fn input_devices() -> Result<Vec<InputDevice>, MicrophoneError> {
    quiet_alsa();
    let host = cpal::default_host();
    let devices = host
        .input_devices()
        .map_err(|e| MicrophoneError::refused("default", &e))?;
    Ok(devices
        .map(|d| InputDevice {
            name: device_name(&d),
            description: d.to_string(),
        })
        .collect())
}

/// An open microphone.
pub struct Microphone {
    _stream: cpal::Stream,
    chunks: Receiver<Vec<f32>>,
    failed: Arc<AtomicBool>,
    muted: Arc<AtomicBool>,
    listening: Arc<AtomicBool>,
    held: Arc<AtomicBool>,
    /// The device's sample rate.
    pub rate: u32,
    /// The device's name.
    pub name: String,
}

impl Microphone {
    /// Opens the named input device, or the default one.
    pub fn open(name: Option<&str>) -> Result<Self, MicrophoneError> {
        quiet_alsa();
        let host = cpal::default_host();
        let device = match name {
            None => host
                .default_input_device()
                .ok_or(MicrophoneError::NoDevice)?,
            Some(name) => host
                .input_devices()
                .map_err(|e| MicrophoneError::refused(name, &e))?
                .find(|d| device_name(d) == name || d.to_string() == name)
                .ok_or_else(|| MicrophoneError::UnknownDevice(name.into()))?,
        };
        let device_name = device.to_string();
        let refused = |e: cpal::Error| MicrophoneError::refused(&device_name, &e);
        let config = device.default_input_config().map_err(refused)?;
        let format = config.sample_format();
        let channels = usize::from(config.channels().max(1));
        let rate = config.sample_rate();
        let (sender, chunks) = mpsc::channel();
        let muted = Arc::new(AtomicBool::new(false));
        let listening = Arc::new(AtomicBool::new(true));
        let failed = Arc::new(AtomicBool::new(false));
        let held = Arc::new(AtomicBool::new(false));
        let (muted_in, listening_in, failed_in, held_in) = (
            muted.clone(),
            listening.clone(),
            failed.clone(),
            held.clone(),
        );
        let stream = device
            .build_input_stream_raw(
                config.into(),
                format,
                move |data: &Data, _| {
                    if muted_in.load(Ordering::Relaxed)
                        || !listening_in.load(Ordering::Relaxed)
                        || held_in.load(Ordering::Relaxed)
                    {
                        return;
                    }
                    if let Some(mono) = to_mono(data, channels) {
                        let _ = sender.send(mono);
                    }
                },
                move |_| failed_in.store(true, Ordering::Relaxed),
                Some(Duration::from_secs(3)),
            )
            .map_err(refused)?;
        stream.play().map_err(refused)?;
        Ok(Microphone {
            _stream: stream,
            chunks,
            failed,
            muted,
            listening,
            held,
            rate,
            name: device_name,
        })
    }

    /// The flag that mutes the microphone while set (the speaker sets it while speaking).
    pub fn mute_flag(&self) -> Arc<AtomicBool> {
        self.muted.clone()
    }

    /// The push-to-talk switch: sound is taken only while it is set (it is, by default).
    pub fn listen_flag(&self) -> Arc<AtomicBool> {
        self.listening.clone()
    }

    /// Mutes or unmutes (ansage mutes while it speaks).
    pub fn set_muted(&self, muted: bool) {
        self.muted.store(muted, Ordering::Relaxed);
        if muted {
            while self.chunks.try_recv().is_ok() {}
        }
    }

    /// Holds the sound back while set (the speech model loads), whatever the mute and
    /// push-to-talk flags say; what was taken before is thrown away.
    pub fn hold(&self, held: bool) {
        self.held.store(held, Ordering::Relaxed);
        if held {
            while self.chunks.try_recv().is_ok() {}
        }
    }

    /// The next chunk of mono sound, waiting at most `timeout`; `Ok(None)` when nothing came.
    pub fn next_chunk(&self, timeout: Duration) -> Result<Option<Vec<f32>>, MicrophoneError> {
        if self.failed.load(Ordering::Relaxed) {
            return Err(MicrophoneError::Stopped);
        }
        match self.chunks.recv_timeout(timeout) {
            Ok(chunk) => Ok(Some(chunk)),
            Err(RecvTimeoutError::Timeout) => Ok(None),
            Err(RecvTimeoutError::Disconnected) => Err(MicrophoneError::Stopped),
        }
    }
}

/// Interleaved samples of any common format as mono f32.
fn to_mono(data: &Data, channels: usize) -> Option<Vec<f32>> {
    fn mix<T: Copy>(samples: &[T], channels: usize, to_f32: impl Fn(T) -> f32) -> Vec<f32> {
        samples
            .chunks(channels)
            .map(|frame| frame.iter().map(|&s| to_f32(s)).sum::<f32>() / frame.len() as f32)
            .collect()
    }
    Some(match data.sample_format() {
        SampleFormat::F32 => mix(data.as_slice::<f32>()?, channels, |s| s),
        SampleFormat::I16 => mix(data.as_slice::<i16>()?, channels, |s| {
            f32::from(s) / 32768.0
        }),
        SampleFormat::I32 => mix(data.as_slice::<i32>()?, channels, |s| {
            s as f32 / 2_147_483_648.0
        }),
        SampleFormat::U16 => mix(data.as_slice::<u16>()?, channels, |s| {
            (f32::from(s) - 32768.0) / 32768.0
        }),
        SampleFormat::I8 => mix(data.as_slice::<i8>()?, channels, |s| f32::from(s) / 128.0),
        SampleFormat::U8 => mix(data.as_slice::<u8>()?, channels, |s| {
            (f32::from(s) - 128.0) / 128.0
        }),
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A chunk already on its way when the sound was cut may still arrive; after that, nothing.
    fn assert_nothing_comes(microphone: &Microphone) {
        std::thread::sleep(Duration::from_millis(100));
        while microphone
            .next_chunk(Duration::ZERO)
            .expect("no error")
            .is_some()
        {}
        assert!(
            microphone
                .next_chunk(Duration::from_millis(300))
                .expect("no error")
                .is_none()
        );
    }

    /// The real capture code, without a microphone: ALSA's null device delivers silence.
    #[test]
    fn the_null_device_delivers_silence_through_the_capture_path() {
        let listed = input_devices().expect("the sound system answers");
        if !listed.iter().any(|d| d.name == "null") {
            println!("skipped: this sound system has no null input device");
            return;
        }
        let microphone = Microphone::open(Some("null")).expect("the null device opens");
        assert!(microphone.rate > 0);
        let chunk = microphone
            .next_chunk(Duration::from_secs(3))
            .expect("no error")
            .expect("a chunk of sound within three seconds");
        assert!(!chunk.is_empty());
        assert!(chunk.iter().all(|s| *s == 0.0), "the null device is silent");
        microphone.set_muted(true);
        assert_nothing_comes(&microphone);
        // Push-to-talk: unmuted but switched off, still nothing; switched on, sound again.
        microphone.set_muted(false);
        let switch = microphone.listen_flag();
        switch.store(false, Ordering::Relaxed);
        assert_nothing_comes(&microphone);
        switch.store(true, Ordering::Relaxed);
        assert!(
            microphone
                .next_chunk(Duration::from_secs(3))
                .expect("no error")
                .is_some()
        );
    }

    #[test]
    fn a_refused_microphone_is_said_in_the_games_language_without_the_systems_english() {
        use cpal::{Error, ErrorKind};
        let system = "The requested device is no longer available";
        let kinds = [
            ErrorKind::DeviceBusy,
            ErrorKind::DeviceChanged,
            ErrorKind::DeviceNotAvailable,
            ErrorKind::HostUnavailable,
            ErrorKind::InvalidInput,
            ErrorKind::PermissionDenied,
            ErrorKind::ResourceExhausted,
            ErrorKind::StreamInvalidated,
            ErrorKind::UnsupportedConfig,
            ErrorKind::UnsupportedOperation,
            ErrorKind::BackendError,
            ErrorKind::Other,
        ];
        for kind in kinds {
            for error in [Error::with_message(kind, system), Error::new(kind)] {
                let refused = MicrophoneError::refused("hw:CARD=USB,DEV=0", &error);
                let english = error.to_string();
                for language in [Language::GERMAN, Language::ENGLISH] {
                    let m = refused.message(language);
                    assert!(!m.contains(&english), "{kind:?}: {m}");
                    assert!(
                        m.ends_with("please type.") || m.ends_with("bitte tippen."),
                        "{m}"
                    );
                    assert!(m.contains("hw:CARD=USB,DEV=0"), "{m}");
                    if language == Language::GERMAN {
                        assert!(m.starts_with("Das Mikrofon"), "{m}");
                        let english_words = ["the", "device", "requested", "available", "error"];
                        for word in m.split(|c: char| !c.is_alphanumeric()) {
                            let word = word.to_lowercase();
                            assert!(!english_words.contains(&word.as_str()), "{kind:?}: {m}");
                        }
                    }
                }
                assert_eq!(refused.system_text(), Some(english.as_str()));
            }
        }
        let gone = MicrophoneError::refused(
            "default",
            &Error::with_message(ErrorKind::DeviceNotAvailable, system),
        );
        assert_eq!(
            gone.message(Language::GERMAN),
            "Das Mikrofon default ist nicht mehr da; wurde es abgezogen? Stecken Sie es wieder ein, oder wählen Sie mit ansage devices ein anderes; bis dahin bitte tippen."
        );
        let busy = MicrophoneError::refused("default", &Error::new(ErrorKind::DeviceBusy));
        assert_eq!(
            busy.message(Language::ENGLISH),
            "The microphone default is busy: another program is recording. Close it and start voice input again; until then, please type."
        );
        assert_eq!(MicrophoneError::Stopped.system_text(), None);
    }

    #[test]
    fn an_unknown_device_is_named() {
        match Microphone::open(Some("no-such-microphone")) {
            Err(MicrophoneError::UnknownDevice(name)) => assert_eq!(name, "no-such-microphone"),
            Err(other) => panic!("unexpected {other:?}"),
            Ok(_) => panic!("opened a microphone that does not exist"),
        }
        assert_eq!(
            MicrophoneError::UnknownDevice("x".into()).message(Language::GERMAN),
            "Ein Mikrofon namens x gibt es nicht. ansage devices zeigt die vorhandenen; bis dahin bitte tippen."
        );
    }
}
