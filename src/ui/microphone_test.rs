//! "Mikrofontest" in play: the player says three words and hears what was understood, with
//! advice when the voice was too quiet, the room too loud, or the words not recognised
//! (the speech model of another language, or a poor one).

use crate::language::Language;

/// How many utterances the test listens to.
const WORDS: u8 = 3;
/// An utterance quieter than this (thousandths of full scale, RMS) is too quiet to be
/// recognised reliably.
const QUIET_SPEECH: u16 = 30;
/// The room is loud when its noise is more than this share of the voice's level (about
/// 10 dB signal to noise).
const NOISY_SHARE: f32 = 0.3;

/// The microphone test under way.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct MicrophoneTest {
    left: u8,
    understood: u8,
    /// The levels of the utterance whose words come next.
    levels: Option<(u16, u16)>,
}

impl MicrophoneTest {
    /// Starts the test; the sentence asking for the words.
    pub(crate) fn start(language: Language) -> (MicrophoneTest, String) {
        let intro = match language {
            Language::German => {
                "Mikrofontest: Sagen Sie nacheinander drei Wörter, etwa Anna, Felix, Springer, jedes für sich. Ich sage, was ich verstanden habe. Kommt keine Antwort, hört das Mikrofon nichts: prüfen Sie mit ansage devices das Mikrofon und mit alsamixer die Aufnahmelautstärke."
            }
            Language::English => {
                "Microphone test: say three words one after another, for example Anna, Felix, Knight, each on its own. I say what I understood. If no answer comes, the microphone hears nothing: check the microphone with ansage devices and the recording level with alsamixer."
            }
        };
        (
            MicrophoneTest {
                left: WORDS,
                understood: 0,
                levels: None,
            },
            intro.to_owned(),
        )
    }

    /// An utterance ended with these levels; when nothing was understood in it, the
    /// sentence about it (and whether the test is over).
    pub(crate) fn levels(
        &mut self,
        speech: u16,
        noise: u16,
        understood: bool,
        language: Language,
    ) -> Option<(String, bool)> {
        if understood {
            self.levels = Some((speech, noise));
            return None;
        }
        self.levels = None;
        let said = match language {
            Language::German => "Nichts verstanden.",
            Language::English => "Nothing understood.",
        };
        let mut sentence = said.to_owned();
        match advice(speech, noise, language) {
            Some(advice) => {
                sentence.push(' ');
                sentence.push_str(&advice);
            }
            None => {
                sentence.push(' ');
                sentence.push_str(match language {
                    Language::German => "Die Stimme war laut genug, aber kein Wort wurde erkannt: passt das Sprachmodell zur Sprache? ansage doctor --voice prüft es.",
                    Language::English => "The voice was loud enough, but no word was recognised: is the speech model the one for the language? ansage doctor --voice checks it.",
                });
            }
        }
        Some(self.count(sentence, language))
    }

    /// The words of an utterance: what was understood, with advice; and whether the test
    /// is over.
    pub(crate) fn heard(&mut self, alternatives: &[String], language: Language) -> (String, bool) {
        let words = alternatives.first().cloned().unwrap_or_default();
        self.understood += 1;
        let mut sentence = match language {
            Language::German => format!("Verstanden: {words}."),
            Language::English => format!("Understood: {words}."),
        };
        if let Some((speech, noise)) = self.levels.take() {
            if let Some(advice) = advice(speech, noise, language) {
                sentence.push(' ');
                sentence.push_str(&advice);
            }
        }
        self.count(sentence, language)
    }

    fn count(&mut self, mut sentence: String, language: Language) -> (String, bool) {
        self.left = self.left.saturating_sub(1);
        let done = self.left == 0;
        if done {
            sentence.push(' ');
            sentence.push_str(&match language {
                Language::German => format!(
                    "Mikrofontest beendet: {} von {WORDS} Äußerungen verstanden. Weiter mit Ihrem Zug.",
                    self.understood
                ),
                Language::English => format!(
                    "Microphone test over: {} of {WORDS} utterances understood. Go on with your move.",
                    self.understood
                ),
            });
        }
        (sentence, done)
    }
}

/// What to do about the levels, if anything.
fn advice(speech: u16, noise: u16, language: Language) -> Option<String> {
    let de = language == Language::German;
    if speech < QUIET_SPEECH {
        return Some(if de {
            "Das war leise: näher ans Mikrofon, oder die Aufnahme lauter stellen (alsamixer)."
                .into()
        } else {
            "That was quiet: closer to the microphone, or turn the recording level up (alsamixer)."
                .into()
        });
    }
    if f32::from(noise) > NOISY_SHARE * f32::from(speech) {
        return Some(if de {
            "Im Hintergrund ist es laut; das stört die Erkennung. Ein ruhigerer Raum oder ein Headset hilft.".into()
        } else {
            "The background is loud; it disturbs recognition. A quieter room or a headset helps."
                .into()
        });
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn three_utterances_are_said_back_with_advice() {
        let (mut test, intro) = MicrophoneTest::start(Language::German);
        assert!(intro.starts_with("Mikrofontest: Sagen Sie nacheinander drei Wörter"));
        // A clear word in a quiet room.
        assert_eq!(test.levels(200, 5, true, Language::German), None);
        assert_eq!(
            test.heard(&["felix".into()], Language::German),
            ("Verstanden: felix.".into(), false)
        );
        // Too quiet to be understood.
        let (said, done) = test.levels(12, 3, false, Language::German).unwrap();
        assert_eq!(
            said,
            "Nichts verstanden. Das war leise: näher ans Mikrofon, oder die Aufnahme lauter stellen (alsamixer)."
        );
        assert!(!done);
        // Understood, in a loud room: the last one ends the test.
        assert_eq!(test.levels(200, 90, true, Language::German), None);
        let (said, done) = test.heard(&["anna".into()], Language::German);
        assert!(done);
        assert_eq!(
            said,
            "Verstanden: anna. Im Hintergrund ist es laut; das stört die Erkennung. Ein ruhigerer Raum oder ein Headset hilft. Mikrofontest beendet: 2 von 3 Äußerungen verstanden. Weiter mit Ihrem Zug."
        );
    }

    #[test]
    fn a_loud_voice_with_no_word_recognised_points_to_the_model() {
        let (mut test, _) = MicrophoneTest::start(Language::English);
        let (said, _) = test.levels(300, 4, false, Language::English).unwrap();
        assert_eq!(
            said,
            "Nothing understood. The voice was loud enough, but no word was recognised: is the speech model the one for the language? ansage doctor --voice checks it."
        );
    }
}
