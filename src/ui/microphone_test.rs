//! "Mikrofontest" in play: the player says three words and hears what was understood, with
//! advice when the voice was too quiet, the room too loud, or the words not recognised
//! (the speech model of another language, or a poor one).

use crate::phrase::Phrase;

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
    /// Starts the test; the sentence asking for the words, as data.
    pub(crate) fn begin() -> (MicrophoneTest, Phrase) {
        (
            MicrophoneTest {
                left: WORDS,
                understood: 0,
                levels: None,
            },
            Phrase::new("voice-mictest-intro"),
        )
    }

    /// An utterance ended with these levels; when nothing was understood in it, the
    /// sentences about it, one phrase each (and whether the test is over).
    pub(crate) fn levels_said(
        &mut self,
        speech: u16,
        noise: u16,
        understood: bool,
    ) -> Option<(Vec<Phrase>, bool)> {
        if understood {
            self.levels = Some((speech, noise));
            return None;
        }
        self.levels = None;
        let mut said = vec![Phrase::new("voice-mictest-nothing")];
        said.push(
            advice(speech, noise).unwrap_or_else(|| Phrase::new("voice-mictest-not-recognised")),
        );
        Some(self.count(said))
    }

    /// The words of an utterance: what was understood, with advice, one phrase each; and
    /// whether the test is over.
    pub(crate) fn heard_said(&mut self, alternatives: &[String]) -> (Vec<Phrase>, bool) {
        let words = alternatives.first().cloned().unwrap_or_default();
        self.understood += 1;
        let mut said = vec![Phrase::new("voice-mictest-understood").with("words", words)];
        if let Some((speech, noise)) = self.levels.take() {
            said.extend(advice(speech, noise));
        }
        self.count(said)
    }

    fn count(&mut self, mut said: Vec<Phrase>) -> (Vec<Phrase>, bool) {
        self.left = self.left.saturating_sub(1);
        let done = self.left == 0;
        if done {
            said.push(
                Phrase::new("voice-mictest-over")
                    .with("understood", u32::from(self.understood))
                    .with("count", u32::from(WORDS)),
            );
        }
        (said, done)
    }
}

/// What to do about the levels, if anything.
fn advice(speech: u16, noise: u16) -> Option<Phrase> {
    if speech < QUIET_SPEECH {
        return Some(Phrase::new("voice-mictest-quiet"));
    }
    if f32::from(noise) > NOISY_SHARE * f32::from(speech) {
        return Some(Phrase::new("voice-mictest-noisy"));
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::language::Language;
    use crate::phrase::Join;
    use crate::words::phrases::shown;

    /// The sentences as the terminal says them, one after the other (as ui/app.rs joins
    /// them).
    fn sentences(said: Vec<Phrase>, language: Language) -> String {
        shown(&Phrase::joined(Join::Sentences, said), language)
    }

    #[test]
    fn three_utterances_are_said_back_with_advice() {
        let (mut test, intro) = MicrophoneTest::begin();
        assert!(
            shown(&intro, Language::GERMAN)
                .starts_with("Mikrofontest: Sagen Sie nacheinander drei Wörter")
        );
        // A clear word in a quiet room.
        assert_eq!(test.levels_said(200, 5, true), None);
        let (said, done) = test.heard_said(&["felix".into()]);
        assert!(!done);
        assert_eq!(sentences(said, Language::GERMAN), "Verstanden: felix.");
        // Too quiet to be understood.
        let (said, done) = test.levels_said(12, 3, false).unwrap();
        let said = sentences(said, Language::GERMAN);
        assert_eq!(
            said,
            "Nichts verstanden. Das war leise: näher ans Mikrofon, oder die Aufnahme lauter stellen (alsamixer)."
        );
        assert!(!done);
        // Understood, in a loud room: the last one ends the test.
        assert_eq!(test.levels_said(200, 90, true), None);
        let (said, done) = test.heard_said(&["anna".into()]);
        assert!(done);
        assert_eq!(
            sentences(said, Language::GERMAN),
            "Verstanden: anna. Im Hintergrund ist es laut; das stört die Erkennung. Ein ruhigerer Raum oder ein Headset hilft. Mikrofontest beendet: 2 von 3 Äußerungen verstanden. Weiter mit Ihrem Zug."
        );
    }

    #[test]
    fn the_test_says_data() {
        let (mut test, intro) = MicrophoneTest::begin();
        assert_eq!(intro, Phrase::new("voice-mictest-intro"));
        let (said, done) = test.levels_said(12, 3, false).unwrap();
        assert!(!done);
        assert_eq!(
            said,
            [
                Phrase::new("voice-mictest-nothing"),
                Phrase::new("voice-mictest-quiet")
            ]
        );
    }

    #[test]
    fn a_loud_voice_with_no_word_recognised_points_to_the_model() {
        let (mut test, _) = MicrophoneTest::begin();
        let (said, _) = test.levels_said(300, 4, false).unwrap();
        assert_eq!(
            said,
            [
                Phrase::new("voice-mictest-nothing"),
                Phrase::new("voice-mictest-not-recognised")
            ]
        );
        assert_eq!(
            sentences(said.clone(), Language::ENGLISH),
            "Nothing understood. The voice was loud enough, but no word was recognised: is the speech model the one for the language? ansage doctor --voice checks it."
        );
        let spanish = sentences(said, Language::SPANISH);
        assert!(spanish.contains("ansage doctor --voice"), "{spanish}");
        assert!(!spanish.contains("Nothing"), "{spanish}");
    }
}
