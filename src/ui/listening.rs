//! The microphone for a terminal program (`ansage play --voice`, `ansage join --voice`):
//! started from the settings, its sentences said at the start, and what it hears sent to the
//! terminal's inputs as [`Input::Heard`].

use std::sync::Arc;
use std::sync::atomic::AtomicBool;
#[cfg(feature = "voice")]
use std::sync::atomic::Ordering;

use crate::language::Language;
use crate::speech::speaker::Priority;
use crate::ui::config::Config;
use crate::ui::terminal::Input;

/// The microphone, while it listens.
#[derive(Default)]
pub(crate) struct VoiceHandle {
    /// Set while ansage speaks, so the microphone does not hear it.
    pub(crate) mute: Option<Arc<AtomicBool>>,
    /// Push-to-talk: open for one utterance after the Enter key.
    pub(crate) talk_switch: Option<Arc<AtomicBool>>,
    /// What to say about it at the start.
    pub(crate) lines: Vec<(String, Priority)>,
    /// The listening itself; it stops, in order, when dropped.
    _listening: Option<Box<dyn std::any::Any>>,
}

/// Starts listening; what goes wrong is said, and the game goes on typed.
#[cfg(feature = "voice")]
pub(crate) fn start_voice(
    config: &Config,
    lang: Language,
    sender: std::sync::mpsc::Sender<Input>,
) -> VoiceHandle {
    use crate::voice::live::{VoiceEvent, start};
    use crate::voice::recogniser::VoiceError;
    let Some(model) = config.voice.model.clone().or_else(crate::doctor::model_dir) else {
        return VoiceHandle {
            lines: vec![(VoiceError::NoModel.message(lang), Priority::Message)],
            ..VoiceHandle::default()
        };
    };
    let lexicon = crate::words::lexicon::Lexicon::german();
    let started = start(
        model,
        lexicon,
        config.voice.device.clone(),
        lang,
        move |event| {
            let input = match event {
                VoiceEvent::Heard(alternatives) => Input::Heard(alternatives),
                VoiceEvent::Stopped(message) => Input::VoiceStopped(message),
            };
            sender.send(input).is_ok()
        },
    );
    let live = match started {
        Ok(live) => live,
        Err(message) => {
            return VoiceHandle {
                lines: vec![(message, Priority::Message)],
                ..VoiceHandle::default()
            };
        }
    };
    let de = lang == Language::German;
    let mut lines: Vec<(String, Priority)> = live
        .missing_words
        .iter()
        .map(|line| (line.clone(), Priority::Message))
        .collect();
    lines.push((
        if de {
            format!(
                "Spracheingabe bereit, Mikrofon {}. Sagen Sie Ihren Zug.",
                live.device
            )
        } else {
            format!(
                "Voice input ready, microphone {}. Say your move.",
                live.device
            )
        },
        Priority::Message,
    ));
    let mut talk_switch = None;
    if config.voice.push_to_talk {
        live.listening.store(false, Ordering::Relaxed);
        talk_switch = Some(live.listening.clone());
        lines.push((
            if de {
                "Zum Sprechen die Eingabetaste drücken, dann den Zug sagen.".into()
            } else {
                "To speak, press Enter, then say the move.".into()
            },
            Priority::Message,
        ));
    }
    VoiceHandle {
        mute: Some(live.mute.clone()),
        talk_switch,
        lines,
        _listening: Some(Box::new(live)),
    }
}

/// Without the voice feature, one sentence says so and the game is typed.
#[cfg(not(feature = "voice"))]
pub(crate) fn start_voice(
    _config: &Config,
    lang: Language,
    _sender: std::sync::mpsc::Sender<Input>,
) -> VoiceHandle {
    VoiceHandle {
        lines: vec![(crate::voice::built_without_voice(lang), Priority::Message)],
        ..VoiceHandle::default()
    }
}
