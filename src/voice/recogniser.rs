//! Offline speech recognition with Vosk, restricted to a grammar: the words of a lexicon.
//!
//! Nothing here knows which language it serves: the words come from the caller (from a
//! lexicon file), and the model from a directory.

use std::path::{Path, PathBuf};
use std::time::Instant;

use vosk::{CompleteResult, DecodingState, LogLevel, Model, Recognizer};

use crate::language::Language;
use crate::phrase::Phrase;
use crate::voice::model_files::{ModelFault, check_model_files};
use crate::words::phrases::shown;

/// How many alternatives (n-best) the recogniser is asked for.
pub const ALTERNATIVES: u16 = 5;
/// Audio is fed in chunks of this many samples (20 ms at 16 kHz): a small chunk lets a move
/// be committed within a few hundredths of a second of the speaker's last word, where a
/// 100 ms chunk alone added 50 ms on average.
pub const CHUNK: usize = 320;
/// The length of a chunk in milliseconds.
pub const CHUNK_MS: u64 = 20;
/// A chunk this loud (RMS, full scale 1) or louder holds speech.
pub const SPEECH_LEVEL: f32 = 0.01;
/// This much quiet after speech ends the utterance, when the words were not committed early
/// (see [`crate::voice::listen::EarlyCommit`]).
pub const ENDPOINT_QUIET_MS: u64 = 300;

/// The loudness (root mean square) of 16-bit samples, full scale 1.
fn rms(samples: &[i16]) -> f32 {
    if samples.is_empty() {
        return 0.0;
    }
    let sum: f64 = samples
        .iter()
        .map(|&s| (f64::from(s) / 32768.0).powi(2))
        .sum();
    (sum / samples.len() as f64).sqrt() as f32
}

/// Why the recogniser cannot be used.
#[derive(Debug, thiserror::Error)]
pub enum VoiceError {
    /// No model directory was given or found.
    #[error("no speech model found")]
    NoModel,
    /// The model directory does not exist.
    #[error("the speech model directory {0} does not exist")]
    MissingModel(PathBuf),
    /// libvosk could not load the model.
    #[error("the speech model in {0} could not be loaded")]
    CorruptModel(PathBuf),
    /// A file of the model is missing, cut off or damaged (found before libvosk read it).
    #[error("the speech model's files are damaged: {0}")]
    DamagedModel(#[from] ModelFault),
    /// The model crashed or failed its trial in a child process
    /// ([`crate::voice::trial`]).
    #[error("the speech model in {} failed its trial load", .dir.display())]
    FailedTrial {
        /// The model's folder.
        dir: PathBuf,
        /// Whether the trial did not end in time (else it crashed).
        hung: bool,
    },
    /// Not one grammar word is known to the model.
    #[error("the speech model knows none of the words")]
    NoWords,
    /// The recogniser could not be created.
    #[error("the recogniser could not be started")]
    Recogniser,
}

impl VoiceError {
    /// What went wrong and what to do, as data.
    pub fn phrase(&self) -> Phrase {
        let dir = |dir: &PathBuf| dir.display().to_string();
        match self {
            VoiceError::NoModel => Phrase::new("voice-no-model"),
            VoiceError::MissingModel(path) => {
                Phrase::new("voice-missing-model").with("dir", dir(path))
            }
            VoiceError::CorruptModel(path) => {
                Phrase::new("voice-corrupt-model").with("dir", dir(path))
            }
            VoiceError::DamagedModel(fault) => {
                Phrase::new("voice-damaged-model").with("fault", fault.phrase())
            }
            VoiceError::FailedTrial { dir: path, hung } => Phrase::new(if *hung {
                "voice-trial-hung"
            } else {
                "voice-trial-crashed"
            })
            .with("dir", dir(path)),
            VoiceError::NoWords => Phrase::new("voice-no-words"),
            VoiceError::Recogniser => Phrase::new("voice-no-recogniser"),
        }
    }

    /// The error as a sentence for the user, with what to do.
    pub fn message(&self, language: Language) -> String {
        shown(&self.phrase(), language)
    }
}

/// A loaded speech model.
pub struct VoiceModel {
    model: Model,
    dir: PathBuf,
    /// How long loading took, in milliseconds.
    pub load_ms: u64,
}

impl VoiceModel {
    /// Loads the model in `dir`: its files are checked first
    /// ([`check_model_files`]), and the first time a model is used it is tried in a
    /// child process ([`crate::voice::trial`]), so that a damaged model costs a sentence,
    /// not the game.
    pub fn load(dir: &Path) -> Result<Self, VoiceError> {
        if !dir.is_dir() {
            return Err(VoiceError::MissingModel(dir.to_owned()));
        }
        // A model that passed its trial as it is now needs neither check nor trial again.
        if !crate::voice::trial::passed(dir) {
            check_model_files(dir)?;
            crate::voice::trial::prove(dir).map_err(|failure| VoiceError::FailedTrial {
                dir: dir.to_owned(),
                hung: failure == crate::voice::trial::TrialFailure::Hung,
            })?;
        }
        Self::load_unproven(dir)
    }

    /// Loads the model in `dir` as libvosk reads it, without checks or trial: for the
    /// trial itself.
    pub(crate) fn load_unproven(dir: &Path) -> Result<Self, VoiceError> {
        if !dir.is_dir() {
            return Err(VoiceError::MissingModel(dir.to_owned()));
        }
        vosk::set_log_level(LogLevel::Error);
        let started = Instant::now();
        let model = Model::new(dir.to_string_lossy())
            .ok_or_else(|| VoiceError::CorruptModel(dir.to_owned()))?;
        Ok(VoiceModel {
            model,
            dir: dir.to_owned(),
            load_ms: started.elapsed().as_millis() as u64,
        })
    }

    /// The model's directory.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// Whether the model can recognise a word.
    pub fn knows(&mut self, word: &str) -> bool {
        self.model.find_word(word).is_some()
    }
}

/// The words the recogniser listens for, as the model spells them.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Grammar {
    /// Words the model knows.
    pub words: Vec<String>,
    /// Groups of spellings of which the model knows none (each group listed by its first).
    pub missing: Vec<String>,
}

impl Grammar {
    /// Builds the grammar from groups of spellings of one word ("cäsar", "caesar", "cesar"):
    /// every spelling the model knows is kept; a group with none is reported missing.
    /// "[unk]" is added, so that other sounds are heard as unknown rather than forced into
    /// a word.
    pub fn for_model(
        model: &mut VoiceModel,
        groups: &[Vec<String>],
    ) -> Result<Grammar, VoiceError> {
        let mut grammar = Grammar::default();
        for group in groups {
            let known: Vec<&String> = group.iter().filter(|w| model.knows(w)).collect();
            if known.is_empty() {
                if let Some(first) = group.first() {
                    grammar.missing.push(first.clone());
                }
            }
            for word in known {
                if !grammar.words.contains(word) {
                    grammar.words.push(word.clone());
                }
            }
        }
        if grammar.words.is_empty() {
            return Err(VoiceError::NoWords);
        }
        grammar.words.push("[unk]".into());
        Ok(grammar)
    }

    /// Adds the words the model knows of `optional` (before `[unk]`); the others are left
    /// out without being named as missing (the command words, which a lexicon for another
    /// language does not need).
    pub fn with_optional(mut self, model: &mut VoiceModel, optional: &[String]) -> Grammar {
        let unknown = self.words.pop();
        for word in optional {
            if model.knows(word) && !self.words.contains(word) {
                self.words.push(word.clone());
            }
        }
        self.words.extend(unknown);
        self
    }

    /// One line naming the words the model lacks, as data; `None` when it knows them all.
    pub fn missing_phrase(&self) -> Option<Phrase> {
        (!self.missing.is_empty())
            .then(|| Phrase::new("voice-missing-words").with("words", self.missing.join(", ")))
    }

    /// One line naming the words the model lacks, or `None` when it knows them all.
    pub fn missing_line(&self, language: Language) -> Option<String> {
        self.missing_phrase().map(|phrase| shown(&phrase, language))
    }
}

/// One way of hearing the utterance.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Alternative {
    /// The words heard.
    pub text: String,
    /// The recogniser's confidence (larger is surer; not a probability).
    pub confidence: f32,
}

/// What the recogniser heard in a stretch of audio.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Recognition {
    /// The alternatives, most likely first (empty words dropped).
    pub alternatives: Vec<Alternative>,
    /// Partial results as the audio came in: (milliseconds of audio fed, words so far).
    pub partials: Vec<(u64, String)>,
    /// Milliseconds of audio.
    pub audio_ms: u64,
    /// Milliseconds spent decoding.
    pub decode_ms: u64,
    /// Where (milliseconds of audio) the recogniser first ended an utterance on silence.
    pub finalized_at_ms: Option<u64>,
    /// Where (milliseconds of audio) ansage's own end-of-speech detection stopped listening.
    pub endpoint_at_ms: Option<u64>,
    /// Where (milliseconds of audio) the words were committed early (see [`EarlyCommit`]).
    pub committed_at_ms: Option<u64>,
    /// The longest time one chunk took to decode, in milliseconds (what a live microphone
    /// waits at most after a chunk arrives).
    pub slowest_chunk_ms: f64,
    /// How loud the utterance was: its loudest chunk (RMS, full scale 1).
    pub speech_level: f32,
    /// How loud the room was: the utterance's quietest chunk (RMS, full scale 1).
    pub noise_level: f32,
}

/// When an utterance may be committed before its end: after this much quiet following
/// speech, the recogniser's result so far is taken, and offered to a judge (does it name
/// exactly one legal move, and could no other move's phrase go on from it?); when the judge
/// takes it, it is delivered at once, else listening goes on as if nothing had happened.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EarlyCommit {
    /// How long the speaker must have been quiet, in milliseconds of audio: longer than
    /// the gaps between the words of a phrase, so a move is not taken from the middle of
    /// a sentence, and far shorter than [`ENDPOINT_QUIET_MS`].
    pub quiet_ms: u64,
}

impl EarlyCommit {
    /// What ansage uses (measured with `cargo bench --bench voice`).
    pub const DEFAULT: EarlyCommit = EarlyCommit { quiet_ms: 40 };
}

/// What a stream of audio brought.
#[derive(Clone, Debug, PartialEq)]
pub enum StreamEvent {
    /// The words so far in the current utterance, after a chunk.
    Partial {
        /// Milliseconds of audio fed since the stream began.
        at_ms: u64,
        /// The words so far.
        text: String,
    },
    /// An utterance ended ([`ENDPOINT_QUIET_MS`] of quiet after speech, or the recogniser's
    /// own rule), or was committed early ([`Recognition::committed_at_ms`]).
    Utterance(Recognition),
}

/// An utterance's audio is kept for a look at its result before it ends up to this length;
/// a longer one (talk, noise) is only ever ended by quiet.
const KEEP_FOR_EARLY_COMMIT: usize = 20 * crate::voice::audio::RECOGNISER_RATE as usize;

/// A recogniser listening to a stream of 16 kHz audio, one utterance after another, as from
/// a microphone.
pub struct Utterances {
    recogniser: Recognizer,
    buffer: Vec<i16>,
    fed: usize,
    heard_speech: bool,
    quiet_ms: u64,
    /// The audio of the current utterance, to give the recogniser its state back after a
    /// look at the result (see [`EarlyCommit`]).
    audio: Vec<i16>,
    /// The current utterance grew too long to keep: it is not committed early.
    too_long: bool,
    early_commit: Option<EarlyCommit>,
    /// The result was looked at in the current stretch of quiet.
    looked: bool,
    /// The utterance was committed early: the rest of it (a trailing "Schach", the end of a
    /// word) is heard out but not delivered again.
    committed: bool,
    current: Recognition,
    decode_started: Option<Instant>,
}

impl Utterances {
    /// Starts listening with the grammar.
    pub fn new(model: &VoiceModel, grammar: &Grammar) -> Result<Self, VoiceError> {
        let mut recogniser = Recognizer::new_with_grammar(
            &model.model,
            crate::voice::audio::RECOGNISER_RATE as f32,
            &grammar.words,
        )
        .ok_or(VoiceError::Recogniser)?;
        recogniser.set_max_alternatives(ALTERNATIVES);
        recogniser.set_words(false);
        Ok(Utterances {
            recogniser,
            buffer: Vec::with_capacity(CHUNK),
            fed: 0,
            heard_speech: false,
            quiet_ms: 0,
            audio: Vec::new(),
            too_long: false,
            early_commit: None,
            looked: false,
            committed: false,
            current: Recognition::default(),
            decode_started: None,
        })
    }

    /// Commits utterances early by `rule` (see [`EarlyCommit`]); `None` waits for every
    /// utterance's end.
    pub fn with_early_commit(mut self, rule: Option<EarlyCommit>) -> Self {
        self.early_commit = rule;
        self
    }

    /// Milliseconds of audio fed so far.
    pub fn fed_ms(&self) -> u64 {
        self.fed as u64 * 1000 / u64::from(crate::voice::audio::RECOGNISER_RATE)
    }

    /// Feeds samples; whole chunks are decoded, the rest waits for more. Utterances end on
    /// quiet; none is committed early.
    pub fn feed(&mut self, samples: &[i16]) -> Result<Vec<StreamEvent>, VoiceError> {
        self.feed_judged(samples, &mut |_| false)
    }

    /// Feeds samples as [`Utterances::feed`] does; with an [`EarlyCommit`] rule, `judge` is
    /// offered the alternatives heard so far (most likely first) when the speaker paused, and
    /// returning `true` commits the utterance on them.
    pub fn feed_judged(
        &mut self,
        samples: &[i16],
        judge: &mut dyn FnMut(&[String]) -> bool,
    ) -> Result<Vec<StreamEvent>, VoiceError> {
        let mut events = Vec::new();
        self.buffer.extend_from_slice(samples);
        while self.buffer.len() >= CHUNK {
            let chunk: Vec<i16> = self.buffer.drain(..CHUNK).collect();
            self.decode_chunk(&chunk, &mut events, judge)?;
        }
        Ok(events)
    }

    fn decode_chunk(
        &mut self,
        chunk: &[i16],
        events: &mut Vec<StreamEvent>,
        judge: &mut dyn FnMut(&[String]) -> bool,
    ) -> Result<(), VoiceError> {
        self.fed += chunk.len();
        let at_ms = self.fed_ms();
        let chunk_ms = chunk.len() as u64 * 1000 / u64::from(crate::voice::audio::RECOGNISER_RATE);
        let level = rms(chunk);
        self.current.speech_level = self.current.speech_level.max(level);
        self.current.noise_level = if self.current.audio_ms == 0 {
            level
        } else {
            self.current.noise_level.min(level)
        };
        // End of speech: after speech, ENDPOINT_QUIET_MS of quiet ends the utterance (sooner
        // than the recogniser's own rule, which waits about a second).
        if level >= SPEECH_LEVEL {
            self.heard_speech = true;
            self.quiet_ms = 0;
            self.looked = false;
        } else if self.heard_speech {
            self.quiet_ms += chunk_ms;
        }
        if !self.committed && !self.too_long && self.early_commit.is_some() {
            if self.audio.len() + chunk.len() <= KEEP_FOR_EARLY_COMMIT {
                self.audio.extend_from_slice(chunk);
            } else {
                self.audio = Vec::new();
                self.too_long = true;
            }
        }
        let started = Instant::now();
        self.decode_started.get_or_insert(started);
        let state = self.recogniser.accept_waveform(chunk);
        self.current.audio_ms += chunk_ms;
        self.current.slowest_chunk_ms = self
            .current
            .slowest_chunk_ms
            .max(started.elapsed().as_secs_f64() * 1000.0);
        match state {
            Ok(DecodingState::Finalized) => {
                self.current.finalized_at_ms = Some(at_ms);
                let result = alternatives(self.recogniser.result());
                let heard = self.heard_speech || !result.is_empty();
                let committed = self.committed;
                let done = self.end_utterance(result);
                if heard && !committed {
                    events.push(StreamEvent::Utterance(done));
                }
                return Ok(());
            }
            Ok(DecodingState::Running) => {
                let partial = self.recogniser.partial_result().partial.to_owned();
                if !partial.is_empty() && !self.committed {
                    if self
                        .current
                        .partials
                        .last()
                        .is_none_or(|(_, last)| *last != partial)
                    {
                        self.current.partials.push((at_ms, partial.clone()));
                    }
                    events.push(StreamEvent::Partial {
                        at_ms,
                        text: partial,
                    });
                }
            }
            Ok(DecodingState::Failed) | Err(_) => return Err(VoiceError::Recogniser),
        }
        if self.quiet_ms >= ENDPOINT_QUIET_MS {
            self.current.endpoint_at_ms = Some(at_ms);
            let result = alternatives(self.recogniser.final_result());
            let committed = self.committed;
            let done = self.end_utterance(result);
            if !committed {
                events.push(StreamEvent::Utterance(done));
            }
            return Ok(());
        }
        if let Some(rule) = self.early_commit {
            if !self.committed && !self.too_long && !self.looked && self.quiet_ms >= rule.quiet_ms {
                self.looked = true;
                self.look_early(at_ms, started, events, judge)?;
            }
        }
        Ok(())
    }

    /// The speaker paused: the result so far is taken (which ends the recogniser's
    /// utterance) and offered to `judge`. Taken, it is delivered as the utterance, and the
    /// rest of the utterance is heard out quietly; not taken, the recogniser is given its
    /// state back by hearing the utterance's audio again.
    fn look_early(
        &mut self,
        at_ms: u64,
        started: Instant,
        events: &mut Vec<StreamEvent>,
        judge: &mut dyn FnMut(&[String]) -> bool,
    ) -> Result<(), VoiceError> {
        let result = alternatives(self.recogniser.final_result());
        self.recogniser.reset();
        let texts: Vec<String> = result.iter().map(|a| a.text.clone()).collect();
        if !texts.is_empty() && judge(&texts) {
            self.committed = true;
            let mut heard = self.current.clone();
            heard.alternatives = result;
            heard.committed_at_ms = Some(at_ms);
            heard.decode_ms = self
                .decode_started
                .map_or(0, |t| t.elapsed().as_millis() as u64);
            heard.slowest_chunk_ms = heard
                .slowest_chunk_ms
                .max(started.elapsed().as_secs_f64() * 1000.0);
            self.audio = Vec::new();
            events.push(StreamEvent::Utterance(heard));
            return Ok(());
        }
        for piece in self.audio.chunks(CHUNK) {
            if let Ok(DecodingState::Failed) | Err(_) = self.recogniser.accept_waveform(piece) {
                return Err(VoiceError::Recogniser);
            }
        }
        Ok(())
    }

    /// Ends the current utterance now (end of the recording) and returns what was heard;
    /// the next audio starts a new utterance.
    pub fn finish(&mut self) -> Recognition {
        let result = alternatives(self.recogniser.final_result());
        self.end_utterance(result)
    }

    fn end_utterance(&mut self, alternatives: Vec<Alternative>) -> Recognition {
        let mut done = std::mem::take(&mut self.current);
        done.alternatives = alternatives;
        done.decode_ms = self
            .decode_started
            .take()
            .map_or(0, |t| t.elapsed().as_millis() as u64);
        self.recogniser.reset();
        self.heard_speech = false;
        self.quiet_ms = 0;
        self.looked = false;
        self.committed = false;
        self.too_long = false;
        self.audio.clear();
        done
    }
}

/// Recognises a recording (16 kHz mono) as one utterance, fed in [`CHUNK_MS`] chunks as
/// from a microphone. With an [`EarlyCommit`] rule, `judge` is offered the alternatives
/// heard so far when the speaker pauses; returning `true` commits the utterance on them and
/// stops listening there.
pub fn recognise(
    model: &VoiceModel,
    grammar: &Grammar,
    samples: &[i16],
    early_commit: Option<EarlyCommit>,
    judge: &mut dyn FnMut(&[String]) -> bool,
) -> Result<Recognition, VoiceError> {
    let mut pieces = samples.chunks(CHUNK);
    let mut next = || pieces.next().map(<[i16]>::to_vec);
    let mut recognition = recognise_stream(model, grammar, &mut next, early_commit, judge)?;
    recognition.audio_ms =
        samples.len() as u64 * 1000 / u64::from(crate::voice::audio::RECOGNISER_RATE);
    Ok(recognition)
}

/// As [`recognise`], for a recording that arrives in pieces of any length (`next` gives
/// the next, `None` at the end): nothing is kept but the piece at hand, so memory stays
/// flat however long the recording is. Reading stops at the first utterance. The
/// recognition's `audio_ms` is the sound read.
pub fn recognise_stream(
    model: &VoiceModel,
    grammar: &Grammar,
    next: &mut dyn FnMut() -> Option<Vec<i16>>,
    early_commit: Option<EarlyCommit>,
    judge: &mut dyn FnMut(&[String]) -> bool,
) -> Result<Recognition, VoiceError> {
    let mut stream = Utterances::new(model, grammar)?.with_early_commit(early_commit);
    let mut read: u64 = 0;
    let mut pending: Vec<i16> = Vec::new();
    let mut heard: Option<Recognition> = None;
    'pieces: while let Some(piece) = next() {
        read += piece.len() as u64;
        pending.extend_from_slice(&piece);
        let whole = pending.len() / CHUNK * CHUNK;
        for chunk in pending[..whole].chunks(CHUNK) {
            for event in stream.feed_judged(chunk, judge)? {
                if let StreamEvent::Utterance(recognition) = event {
                    heard = Some(recognition);
                    break 'pieces;
                }
            }
        }
        pending.drain(..whole);
    }
    // The last piece shorter than a chunk, as a microphone's last chunk.
    if heard.is_none() && !pending.is_empty() {
        for event in stream.feed_judged(&pending, judge)? {
            if let StreamEvent::Utterance(recognition) = event {
                heard = Some(recognition);
                break;
            }
        }
    }
    let mut recognition = match heard {
        Some(recognition) => recognition,
        None => {
            // The recording ended before a pause: decode what is left.
            let rest = std::mem::take(&mut stream.buffer);
            let mut events = Vec::new();
            if !rest.is_empty() {
                stream.decode_chunk(&rest, &mut events, judge)?;
            }
            match events.into_iter().find_map(|e| match e {
                StreamEvent::Utterance(recognition) => Some(recognition),
                StreamEvent::Partial { .. } => None,
            }) {
                Some(recognition) => recognition,
                None => stream.finish(),
            }
        }
    };
    recognition.audio_ms = read * 1000 / u64::from(crate::voice::audio::RECOGNISER_RATE);
    Ok(recognition)
}

fn alternatives(result: CompleteResult) -> Vec<Alternative> {
    let list: Vec<Alternative> = match result {
        CompleteResult::Multiple(multiple) => multiple
            .alternatives
            .iter()
            .map(|a| Alternative {
                text: a.text.trim().to_owned(),
                confidence: a.confidence,
            })
            .collect(),
        CompleteResult::Single(single) => vec![Alternative {
            text: single.text.trim().to_owned(),
            confidence: 1.0,
        }],
    };
    let mut out: Vec<Alternative> = Vec::new();
    for alternative in list {
        let text = alternative
            .text
            .replace("[unk]", "")
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ");
        if !text.is_empty() && !out.iter().any(|a| a.text == text) {
            out.push(Alternative {
                text,
                ..alternative
            });
        }
    }
    out
}

/// The trial of [`crate::voice::trial`], in its child process: loads the model, starts a recogniser with a grammar of its first word and feeds it a
/// second of quiet and of noise, as a game would; a crash ends this process.
pub fn try_model(dir: &Path) -> bool {
    let Ok(model) = VoiceModel::load_unproven(dir) else {
        return false;
    };
    let grammar = Grammar {
        words: vec!["[unk]".into()],
        missing: Vec::new(),
    };
    let Ok(mut utterances) = Utterances::new(&model, &grammar) else {
        return false;
    };
    // Quiet, then noise (a simple generator: no randomness needed), then quiet again.
    let mut state: u32 = 0x2545_f491;
    let sound: Vec<i16> = (0..16_000 * 2)
        .map(|i| {
            if (8_000..24_000).contains(&i) {
                state ^= state << 13;
                state ^= state >> 17;
                state ^= state << 5;
                (state % 8_000) as i16 - 4_000
            } else {
                0
            }
        })
        .collect();
    for chunk in sound.chunks(CHUNK) {
        if utterances.feed(chunk).is_err() {
            return false;
        }
    }
    let _ = utterances.finish();
    true
}
