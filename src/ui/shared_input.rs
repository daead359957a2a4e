//! What every game's front end (chess's and Meder's 3D chess's) does with an input before
//! its game hears of it: Escape and "still" stop the speech; an empty line opens the
//! microphone for one utterance (push-to-talk); while the microphone test listens, what was
//! heard is said back, not played; what was heard is echoed ("Gehört: …"); Ctrl-C says how to
//! end. A line or an utterance for the game, and every other input, go on to the front end.

use crate::phrase::{Join, Phrase};
use crate::speech::speaker::Speaker;
use crate::texts::{Event, Weight};
use crate::ui::listening::VoiceHandle;
use crate::ui::microphone_test::MicrophoneTest;
use crate::ui::output::silences;
use crate::ui::terminal::Input;
use std::sync::atomic::Ordering;

/// What an input leaves for the front end once the shared part is done.
#[derive(Debug)]
pub(crate) enum ForTheGame {
    /// Nothing: the input was handled here.
    Nothing,
    /// A typed line.
    Line(String),
    /// An utterance: the recogniser's alternatives, most likely first.
    Heard(Vec<String>),
    /// Any other input: a tick of the clock, the engine, a device's news, the end of input.
    Other(Input),
}

/// An input taken: what is said first, and what is left for the game.
#[derive(Debug)]
pub(crate) struct Taken {
    /// Sentences said before anything the game says.
    pub(crate) said: Vec<Event>,
    /// What is left for the front end and its game.
    pub(crate) rest: ForTheGame,
}

impl Taken {
    fn said(said: Vec<Event>) -> Taken {
        Taken {
            said,
            rest: ForTheGame::Nothing,
        }
    }
}

/// The part of the input that is the same for every game: the microphone test under way.
#[derive(Debug, Default)]
pub(crate) struct SharedInput {
    microphone_test: Option<MicrophoneTest>,
}

impl SharedInput {
    /// "mikrofontest": the next three utterances are said back with advice, not played; the
    /// sentence that asks for them, or that the microphone does not listen.
    pub(crate) fn start_microphone_test(&mut self, voice: &VoiceHandle) -> Phrase {
        if !voice.listens() {
            return Phrase::new("terminal-microphone-not-listening");
        }
        let (test, intro) = MicrophoneTest::begin();
        self.microphone_test = Some(test);
        intro
    }

    /// Does the shared part of `input`; the rest is the front end's.
    pub(crate) fn take(
        &mut self,
        input: Input,
        voice: &VoiceHandle,
        speaker: &mut dyn Speaker,
    ) -> Taken {
        let say = |phrase: Phrase| vec![Event::say(phrase)];
        let said_back = |said: Vec<Phrase>| vec![Event::say(Phrase::joined(Join::Sentences, said))];
        match input {
            // Escape, or "still": the speech stops at once; the game goes on.
            Input::StopSpeech => {
                speaker.stop();
                Taken::said(Vec::new())
            }
            Input::Line(line) if silences(&line) => {
                speaker.stop();
                Taken::said(Vec::new())
            }
            // Push-to-talk: an empty line opens the microphone for one utterance.
            Input::Line(line) if line.trim().is_empty() => match &voice.talk_switch {
                Some(switch) => {
                    switch.store(true, Ordering::Relaxed);
                    Taken::said(say(Phrase::new("listening")))
                }
                None => Taken::said(Vec::new()),
            },
            // A typed line ends the microphone test, and is for the game.
            Input::Line(line) => Taken {
                said: match self.microphone_test.take() {
                    Some(_) => say(Phrase::new("app-microphone-test-stopped")),
                    None => Vec::new(),
                },
                rest: ForTheGame::Line(line),
            },
            Input::VoiceLevels {
                speech,
                noise,
                understood,
            } => {
                let said = self
                    .microphone_test
                    .as_mut()
                    .and_then(|test| test.levels_said(speech, noise, understood));
                match said {
                    Some((said, done)) => {
                        if done {
                            self.microphone_test = None;
                        }
                        Taken::said(said_back(said))
                    }
                    None => Taken::said(Vec::new()),
                }
            }
            Input::Heard(alternatives) => {
                if let Some(switch) = &voice.talk_switch {
                    switch.store(false, Ordering::Relaxed);
                }
                if let Some(test) = self.microphone_test.as_mut() {
                    let (said, done) = test.heard_said(&alternatives);
                    if done {
                        self.microphone_test = None;
                    }
                    return Taken::said(said_back(said));
                }
                let heard = alternatives.first().cloned().unwrap_or_default();
                Taken {
                    said: vec![Event::Say(
                        Weight::Chatter,
                        Phrase::new("heard").with("words", heard),
                    )],
                    rest: ForTheGame::Heard(alternatives),
                }
            }
            Input::VoiceStopped(said) | Input::VoiceReady(said) => Taken::said(say(said)),
            // Ctrl-C: the game goes on, and the player hears how to end it.
            Input::Interrupted => Taken::said(say(Phrase::new("interrupted"))),
            other => Taken {
                said: Vec::new(),
                rest: ForTheGame::Other(other),
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::speech::speaker::TextOnly;

    fn ids(events: &[Event]) -> Vec<String> {
        events
            .iter()
            .map(|event| match event {
                Event::Say(_, phrase) => format!("{phrase:?}"),
                other => format!("{other:?}"),
            })
            .collect()
    }

    #[test]
    fn lines_and_utterances_go_to_the_game_after_what_is_said_first() {
        let mut shared = SharedInput::default();
        let voice = VoiceHandle::default();
        let mut speaker = TextOnly;
        let taken = shared.take(Input::Line("e4".into()), &voice, &mut speaker);
        assert!(taken.said.is_empty());
        assert!(matches!(taken.rest, ForTheGame::Line(line) if line == "e4"));
        let taken = shared.take(
            Input::Heard(vec!["e vier".into(), "e für".into()]),
            &voice,
            &mut speaker,
        );
        assert!(ids(&taken.said)[0].contains("heard"), "{:?}", taken.said);
        assert!(matches!(taken.rest, ForTheGame::Heard(alternatives) if alternatives.len() == 2));
        for stop in [
            Input::StopSpeech,
            Input::Line("still".into()),
            Input::Line(" ".into()),
        ] {
            let taken = shared.take(stop, &voice, &mut speaker);
            assert!(taken.said.is_empty());
            assert!(matches!(taken.rest, ForTheGame::Nothing));
        }
        let taken = shared.take(Input::Interrupted, &voice, &mut speaker);
        assert!(ids(&taken.said)[0].contains("interrupted"));
        let taken = shared.take(Input::Tick, &voice, &mut speaker);
        assert!(matches!(taken.rest, ForTheGame::Other(Input::Tick)));
    }

    #[test]
    fn without_a_microphone_the_test_says_how_to_get_one() {
        let mut shared = SharedInput::default();
        let said = shared.start_microphone_test(&VoiceHandle::default());
        assert_eq!(said, Phrase::new("terminal-microphone-not-listening"));
        assert!(shared.microphone_test.is_none());
    }

    #[test]
    fn during_the_microphone_test_what_is_heard_is_said_back_not_played() {
        let mut shared = SharedInput {
            microphone_test: Some(MicrophoneTest::begin().0),
        };
        let voice = VoiceHandle::default();
        let mut speaker = TextOnly;
        let taken = shared.take(Input::Heard(vec!["e vier".into()]), &voice, &mut speaker);
        assert!(matches!(taken.rest, ForTheGame::Nothing));
        assert!(ids(&taken.said)[0].contains("voice-mictest-understood"));
        // A typed line stops it and is played.
        let taken = shared.take(Input::Line("e4".into()), &voice, &mut speaker);
        assert!(ids(&taken.said)[0].contains("app-microphone-test-stopped"));
        assert!(matches!(taken.rest, ForTheGame::Line(_)));
        assert!(shared.microphone_test.is_none());
    }
}
