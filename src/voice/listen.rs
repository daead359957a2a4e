//! From sound to a move: audio → 16 kHz → Vosk (grammar, n-best) → understanding.
//! A WAV file goes through exactly the path the microphone will.

use std::path::Path;

use shakmaty::Chess;

use crate::commands::table::command_words;
use crate::language::Language;
use crate::understanding::heard::{MatchOptions, MoveMatcher};
use crate::understanding::interpret::{Interpretation, interpret_alternatives};
use crate::voice::audio::{AudioError, RECOGNISER_RATE, StreamResampler, WavStream, to_i16};
use crate::voice::recogniser::{
    EarlyCommit, Grammar, Recognition, VoiceError, VoiceModel, recognise, recognise_stream,
};

/// How many frames of a WAV file are read at a time: about 85 ms at 48 kHz.
const WAV_PIECE_FRAMES: usize = 4096;
use crate::words::lexicon::Lexicon;

/// Why listening failed.
#[derive(Debug, thiserror::Error)]
pub enum ListenError {
    /// The sound could not be read.
    #[error(transparent)]
    Audio(#[from] AudioError),
    /// The recogniser could not be used.
    #[error(transparent)]
    Voice(#[from] VoiceError),
}

impl ListenError {
    /// The error as a sentence for the user.
    pub fn message(&self, language: Language) -> String {
        match self {
            ListenError::Audio(e) => e.message(language),
            ListenError::Voice(e) => e.message(language),
        }
    }
}

/// Whether a recogniser's alternatives so far (most likely first) may be committed before
/// the utterance ends: the first names exactly one legal move as a whole phrase that no
/// other move's phrase goes on from ([`MoveMatcher::commits_early`]), and the alternatives
/// all agree on it ([`interpret_alternatives`] plays it without asking).
pub fn early_commit_judge(
    pos: &Chess,
    matcher: &MoveMatcher,
    alternatives: &[String],
    language: Language,
) -> bool {
    let Some(first) = alternatives.first() else {
        return false;
    };
    let Some(committed) = matcher.commits_early(first) else {
        return false;
    };
    matches!(
        interpret_alternatives(pos, matcher, alternatives, language),
        Interpretation::Move { played, .. } if played == committed
    )
}

/// A model with its grammar, ready to listen.
pub struct Listener {
    model: VoiceModel,
    grammar: Grammar,
    lexicon: &'static Lexicon,
}

impl Listener {
    /// Loads the model and builds the grammar from the lexicon's vocabulary and the command
    /// words of the command table.
    pub fn new(model_dir: &Path, lexicon: &'static Lexicon) -> Result<Self, VoiceError> {
        let mut model = VoiceModel::load(model_dir)?;
        let grammar = Grammar::for_model(&mut model, &lexicon.grammar_groups())?.with_optional(
            &mut model,
            &command_words(lexicon.code().unwrap_or_default()),
        );
        Ok(Listener {
            model,
            grammar,
            lexicon,
        })
    }

    /// The grammar in use (and the words the model lacks).
    pub fn grammar(&self) -> &Grammar {
        &self.grammar
    }

    /// The loaded model.
    pub fn model(&self) -> &VoiceModel {
        &self.model
    }

    /// How long loading the model took, in milliseconds.
    pub fn load_ms(&self) -> u64 {
        self.model.load_ms
    }

    /// Listens to a WAV file in a position. With `early_commit`, listening stops as soon as
    /// a partial result names exactly one legal move clearly (see [`EarlyCommit`]).
    pub fn listen_wav(
        &self,
        path: &Path,
        pos: &Chess,
        language: Language,
        early_commit: Option<EarlyCommit>,
    ) -> Result<Heard, ListenError> {
        // Streamed: read, mixed down, resampled and recognised piece by piece, so a long
        // recording costs no more memory than a short one.
        let mut wav = WavStream::open(path)?;
        if wav.duration_ms() == 0 {
            return Err(AudioError::Empty(path.display().to_string()).into());
        }
        let mut resampler = StreamResampler::new(wav.rate(), RECOGNISER_RATE)?;
        let mut failure: Option<AudioError> = None;
        let mut ended = false;
        let mut next = || -> Option<Vec<i16>> {
            loop {
                let resampled = match wav.next_chunk(WAV_PIECE_FRAMES) {
                    Ok(Some(mono)) => resampler.push(&mono),
                    Ok(None) if !ended => {
                        ended = true;
                        resampler.finish()
                    }
                    Ok(None) => return None,
                    Err(error) => Err(error),
                };
                match resampled {
                    Ok(samples) if samples.is_empty() => continue,
                    Ok(samples) => return Some(to_i16(&samples)),
                    Err(error) => {
                        failure = Some(error);
                        return None;
                    }
                }
            }
        };
        let matcher = MoveMatcher::with_lexicon(pos, MatchOptions::default(), self.lexicon);
        let mut judge = |texts: &[String]| early_commit_judge(pos, &matcher, texts, language);
        let recognised = recognise_stream(
            &self.model,
            &self.grammar,
            &mut next,
            early_commit,
            &mut judge,
        );
        if let Some(error) = failure {
            return Err(error.into());
        }
        let mut recognition = recognised?;
        recognition.audio_ms = wav.duration_ms();
        Ok(self.interpret(recognition, pos, &matcher, language))
    }

    /// Listens to 16 kHz samples in a position, as [`Listener::listen_wav`] does.
    pub fn listen_samples(
        &self,
        samples: &[i16],
        pos: &Chess,
        language: Language,
        early_commit: Option<EarlyCommit>,
    ) -> Result<Heard, VoiceError> {
        let matcher = MoveMatcher::with_lexicon(pos, MatchOptions::default(), self.lexicon);
        let mut judge = |texts: &[String]| early_commit_judge(pos, &matcher, texts, language);
        let recognition = recognise(
            &self.model,
            &self.grammar,
            samples,
            early_commit,
            &mut judge,
        )?;
        Ok(self.interpret(recognition, pos, &matcher, language))
    }

    /// What the recognition means in the position.
    fn interpret(
        &self,
        recognition: Recognition,
        pos: &Chess,
        matcher: &MoveMatcher,
        language: Language,
    ) -> Heard {
        let texts: Vec<String> = recognition
            .alternatives
            .iter()
            .map(|a| a.text.clone())
            .collect();
        let interpretation = interpret_alternatives(pos, matcher, &texts, language);
        let committed_at = recognition.committed_at_ms;
        Heard {
            recognition,
            interpretation,
            committed_at_ms: committed_at,
        }
    }
}

/// What was heard and what it means.
#[derive(Clone, Debug)]
pub struct Heard {
    /// The recogniser's output.
    pub recognition: Recognition,
    /// The move, question or reason.
    pub interpretation: Interpretation,
    /// Where early commit stopped listening (milliseconds of audio), if it did.
    pub committed_at_ms: Option<u64>,
}
