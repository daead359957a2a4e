//! The microphone for a terminal program (`ansage play --voice`, `ansage join --voice`):
//! started from the settings, its sentences said at the start, and what it hears sent to the
//! terminal's inputs as [`Input::Heard`].

use std::sync::Arc;
use std::sync::atomic::AtomicBool;
#[cfg(feature = "voice")]
use std::sync::atomic::Ordering;

use crate::language::Language;
#[cfg(feature = "voice")]
use crate::phrase::Join;
use crate::phrase::Phrase;
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
    /// The move the game waits for, so the microphone can commit it early.
    #[cfg(feature = "voice")]
    pub(crate) awaited: Option<crate::voice::live::AwaitedMove>,
    /// What to say about it at the start, as data.
    pub(crate) lines: Vec<(Phrase, Priority)>,
    /// The listening itself; it stops, in order, when dropped.
    _listening: Option<Box<dyn std::any::Any>>,
}

/// Starts listening; what goes wrong is said, and the game goes on typed.
///
/// Returns as soon as the microphone is open (no microphone is said at once); the speech
/// model loads meanwhile, and [`Input::VoiceReady`] says when it is ready, or
/// [`Input::VoiceStopped`] that it could not be loaded.
#[cfg(feature = "voice")]
pub(crate) fn start_voice(
    config: &Config,
    lang: Language,
    sender: std::sync::mpsc::Sender<Input>,
) -> VoiceHandle {
    start_voice_hearing(config, lang, sender, &[])
}

/// Starts listening (as [`start_voice`]) for the words moves are announced in, or the
/// player's own word list (`[voice] lexicon`), and `extra` words besides: the files, levels
/// and pins of a 3D game ("Zacharias", "Neutral", "Damen-Pin").
#[cfg(feature = "voice")]
pub(crate) fn start_voice_hearing(
    config: &Config,
    lang: Language,
    sender: std::sync::mpsc::Sender<Input>,
    extra: &[String],
) -> VoiceHandle {
    use crate::words::lexicon::Lexicon;
    let words = config.announce.options(lang).words;
    // The recogniser listens for the words moves are announced in, or for the player's own.
    let lexicon: &'static Lexicon = match &config.voice.lexicon {
        None if extra.is_empty() => Lexicon::for_words(words),
        None => Box::leak(Box::new(Lexicon::with_extra_words(words, extra))),
        Some(path) => match Lexicon::load_file_with_extra(path, lang, extra) {
            Ok(lexicon) => lexicon,
            Err(sentence) => {
                // The lexicon's reader words its error itself (still text).
                let said = Phrase::joined(
                    Join::Sentences,
                    vec![Phrase::verbatim(sentence), Phrase::new("voice-stays-off")],
                );
                return VoiceHandle {
                    lines: vec![(said, Priority::Message)],
                    ..VoiceHandle::default()
                };
            }
        },
    };
    start_voice_with(config, lang, sender, lexicon)
}

/// Starts listening for the words of `lexicon` (as [`start_voice`]).
#[cfg(feature = "voice")]
fn start_voice_with(
    config: &Config,
    lang: Language,
    sender: std::sync::mpsc::Sender<Input>,
    lexicon: &'static crate::words::lexicon::Lexicon,
) -> VoiceHandle {
    use crate::voice::live::{VoiceEvent, start};
    use crate::voice::recogniser::VoiceError;
    let Some(model) = config.voice.model.clone().or_else(crate::doctor::model_dir) else {
        return VoiceHandle {
            lines: vec![(VoiceError::NoModel.phrase(), Priority::Message)],
            ..VoiceHandle::default()
        };
    };
    let push_to_talk = config.voice.push_to_talk;
    let started = start(
        model,
        lexicon,
        config.voice.device.clone(),
        lang,
        move |event| {
            let input = match event {
                VoiceEvent::Ready { missing_words } => {
                    Input::VoiceReady(ready_sentence(push_to_talk, missing_words))
                }
                VoiceEvent::Heard(alternatives) => Input::Heard(alternatives),
                VoiceEvent::Levels(levels) => Input::VoiceLevels {
                    speech: (levels.speech * 1000.0).round() as u16,
                    noise: (levels.noise * 1000.0).round() as u16,
                    understood: levels.understood,
                },
                // The voice words why it stopped itself (still text).
                VoiceEvent::Stopped(message) => Input::VoiceStopped(Phrase::verbatim(message)),
            };
            sender.send(input).is_ok()
        },
    );
    let live = match started {
        Ok(live) => live,
        // The voice words its own error (still text).
        Err(message) => {
            return VoiceHandle {
                lines: vec![(Phrase::verbatim(message), Priority::Message)],
                ..VoiceHandle::default()
            };
        }
    };
    let loading = Phrase::new("voice-loading").with("device", live.device.as_str());
    let mut talk_switch = None;
    if push_to_talk {
        live.listening.store(false, Ordering::Relaxed);
        talk_switch = Some(live.listening.clone());
    }
    VoiceHandle {
        mute: Some(live.mute.clone()),
        talk_switch,
        awaited: Some(live.awaited.clone()),
        lines: vec![(loading, Priority::Message)],
        _listening: Some(Box::new(live)),
    }
}

impl VoiceHandle {
    /// Whether the microphone is open (the model may still be loading).
    pub(crate) fn listens(&self) -> bool {
        self._listening.is_some()
    }

    /// Tells the microphone which move the game waits for (`None`: none now), so an
    /// utterance naming it clearly is committed as soon as the speaker pauses.
    pub(crate) fn await_move(
        &self,
        awaited: Option<(shakmaty::Chess, crate::understanding::heard::MatchOptions)>,
    ) {
        #[cfg(feature = "voice")]
        if let Some(shared) = &self.awaited {
            shared.set(awaited);
        }
        #[cfg(not(feature = "voice"))]
        let _ = awaited;
    }
}

/// What is said when the speech model is loaded: that voice input is ready, how to speak,
/// and the words the model lacks, if any.
#[cfg(feature = "voice")]
fn ready_sentence(push_to_talk: bool, missing_words: Option<String>) -> Phrase {
    let ready =
        Phrase::new("voice-ready").with("talk", if push_to_talk { "push" } else { "speak" });
    match missing_words {
        // The recogniser words the missing words itself (still text).
        Some(missing) => Phrase::joined(Join::Sentences, vec![ready, Phrase::verbatim(missing)]),
        None => ready,
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
        lines: vec![(
            crate::voice::built_without_voice_phrase(),
            Priority::Message,
        )],
        ..VoiceHandle::default()
    }
}

/// Without the voice feature, one sentence says so and the game is typed.
#[cfg(not(feature = "voice"))]
pub(crate) fn start_voice_hearing(
    config: &Config,
    lang: Language,
    sender: std::sync::mpsc::Sender<Input>,
    _extra: &[String],
) -> VoiceHandle {
    start_voice(config, lang, sender)
}

#[cfg(feature = "voice")]
#[cfg(test)]
mod tests {
    use super::*;
    use crate::words::phrases::shown;

    #[test]
    fn the_ready_sentence_says_ready_how_to_speak_and_the_missing_words() {
        assert_eq!(
            ready_sentence(false, None),
            Phrase::new("voice-ready").with("talk", "speak")
        );
        assert_eq!(
            shown(&ready_sentence(false, None), Language::GERMAN),
            "Spracheingabe bereit. Sagen Sie Ihren Zug."
        );
        assert_eq!(
            shown(&ready_sentence(true, None), Language::ENGLISH),
            "Voice input ready. To speak, press Enter, then say the move."
        );
        assert!(!shown(&ready_sentence(true, None), Language::SPANISH).is_empty());
        let missing = "These words are unknown to the speech model: springer.";
        assert_eq!(
            shown(
                &ready_sentence(false, Some(missing.into())),
                Language::ENGLISH
            ),
            format!("Voice input ready. Say your move. {missing}")
        );
    }
}
