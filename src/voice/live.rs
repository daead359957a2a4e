//! Listening to the microphone during a game, on a thread of its own: chunks → 16 kHz →
//! utterances → the recogniser's alternatives, handed to the game as they come.
//!
//! The microphone opens first, at once; the speech model then loads on the listening thread
//! while the game goes on typed, and says when it is ready.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc;
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::Duration;

use shakmaty::Chess;

use crate::language::Language;
use crate::understanding::heard::{MatchOptions, MoveMatcher};
use crate::voice::audio::{RECOGNISER_RATE, StreamResampler, to_i16};
use crate::voice::listen::{Listener, early_commit_judge};
use crate::voice::microphone::Microphone;
use crate::voice::recogniser::{EarlyCommit, StreamEvent, Utterances, VoiceError};
use crate::words::lexicon::Lexicon;

/// What the microphone brings to the game.
#[derive(Clone, Debug, PartialEq)]
pub enum VoiceEvent {
    /// The speech model is loaded and listening begins; the line naming the words the model
    /// lacks, if any.
    Ready {
        /// A line naming the words the model lacks, if any.
        missing_words: Option<String>,
    },
    /// An utterance ended: how loud it and the room were (sent before its words, and also
    /// for an utterance in which nothing was understood).
    Levels(UtteranceLevels),
    /// An utterance ended: the recogniser's alternatives, most likely first.
    Heard(Vec<String>),
    /// Listening stopped (device unplugged, recogniser failed, the model could not be
    /// loaded); the sentence says so.
    Stopped(String),
}

/// The move the game waits for, shared with the listening thread: while one is set, an
/// utterance that names it clearly is committed when the speaker pauses, without waiting
/// for the end of the utterance (see [`crate::voice::recogniser::EarlyCommit`]).
#[derive(Clone, Default)]
pub struct AwaitedMove(Arc<Mutex<Awaited>>);

#[derive(Default)]
struct Awaited {
    /// Counts the changes, so the listening thread prepares a position's moves only once.
    generation: u64,
    position: Option<(Chess, MatchOptions)>,
}

impl AwaitedMove {
    /// Sets the position a heard move would be played in, and how moves are named there;
    /// `None` while no move is awaited (a question waits, the engine thinks).
    pub fn set(&self, position: Option<(Chess, MatchOptions)>) {
        let mut awaited = self.0.lock().unwrap_or_else(|e| e.into_inner());
        if awaited.position != position {
            awaited.position = position;
            awaited.generation += 1;
        }
    }
}

/// The listening thread's judge for early commit: the awaited position's moves, prepared
/// once per position.
struct EarlyJudge {
    awaited: AwaitedMove,
    lexicon: &'static Lexicon,
    language: Language,
    prepared: Option<(u64, Chess, MoveMatcher)>,
}

impl EarlyJudge {
    fn judge(&mut self, alternatives: &[String]) -> bool {
        let (generation, position) = {
            let awaited = self.awaited.0.lock().unwrap_or_else(|e| e.into_inner());
            (awaited.generation, awaited.position.clone())
        };
        let Some((pos, options)) = position else {
            return false;
        };
        if self
            .prepared
            .as_ref()
            .is_none_or(|(g, _, _)| *g != generation)
        {
            let matcher = MoveMatcher::with_lexicon(&pos, options, self.lexicon);
            self.prepared = Some((generation, pos, matcher));
        }
        let Some((_, pos, matcher)) = &self.prepared else {
            return false;
        };
        early_commit_judge(pos, matcher, alternatives, self.language)
    }
}

/// How loud an utterance and the room around it were (RMS, full scale 1), for the
/// microphone test's advice.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct UtteranceLevels {
    /// The loudest chunk of the utterance.
    pub speech: f32,
    /// The quietest chunk: the room's noise.
    pub noise: f32,
    /// Whether any words were understood (they follow as [`VoiceEvent::Heard`]).
    pub understood: bool,
}

/// The microphone is open; dropping this stops listening (and waits for the listening
/// thread, so the microphone and the recogniser are closed in order).
///
/// The speech model loads on the listening thread after the microphone opened, while the
/// game goes on typed; [`VoiceEvent::Ready`] says when it is loaded, [`VoiceEvent::Stopped`]
/// when it could not be.
pub struct LiveVoice {
    /// Set while ansage itself speaks: the microphone is muted then.
    pub mute: Arc<AtomicBool>,
    /// Push-to-talk: sound is taken only while this is set.
    pub listening: Arc<AtomicBool>,
    /// The microphone's name.
    pub device: String,
    /// The move the game waits for (early commit).
    pub awaited: AwaitedMove,
    stop: Arc<AtomicBool>,
    worker: Option<thread::JoinHandle<()>>,
}

/// How long ending waits for the listening thread; one still loading the model (seconds) is
/// left to end with the program, so "ende" never waits for it.
const JOIN_WAIT: std::time::Duration = std::time::Duration::from_millis(300);

impl Drop for LiveVoice {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
        if let Some(worker) = self.worker.take() {
            let deadline = std::time::Instant::now() + JOIN_WAIT;
            while !worker.is_finished() && std::time::Instant::now() < deadline {
                std::thread::sleep(std::time::Duration::from_millis(5));
            }
            if worker.is_finished() {
                let _ = worker.join();
            }
        }
    }
}

/// The microphone as it opened, handed from the listening thread to the caller.
struct Opened {
    mute: Arc<AtomicBool>,
    listening: Arc<AtomicBool>,
    device: String,
}

/// Starts listening on a thread of its own, for the words of `lexicon`. `deliver` gets every
/// event and returns `false` when the game no longer listens.
///
/// Returns as soon as the microphone is open: what cannot wait (no microphone, no model
/// directory) fails at once with a sentence, and the game then goes on typed. The model
/// loads afterwards on the listening thread; [`VoiceEvent::Ready`] or [`VoiceEvent::Stopped`]
/// says how that went. After a failed load the memory the model took is given back.
pub fn start(
    model_dir: PathBuf,
    lexicon: &'static Lexicon,
    device: Option<String>,
    language: Language,
    deliver: impl FnMut(VoiceEvent) -> bool + Send + 'static,
) -> Result<LiveVoice, String> {
    let (opened_sender, opened) = mpsc::channel::<Result<Opened, String>>();
    let stop = Arc::new(AtomicBool::new(false));
    let awaited = AwaitedMove::default();
    let judge = EarlyJudge {
        awaited: awaited.clone(),
        lexicon,
        language,
        prepared: None,
    };
    let stop_in_worker = stop.clone();
    let worker = thread::spawn(move || {
        // The microphone first: it fails fast, the model is slow.
        let microphone = match Microphone::open(device.as_deref()) {
            Ok(microphone) => {
                // No sound piles up while the model loads.
                microphone.hold(true);
                microphone
            }
            Err(e) => {
                let _ = opened_sender.send(Err(e.message(language)));
                return;
            }
        };
        if !model_dir.is_dir() {
            let error = VoiceError::MissingModel(model_dir);
            let _ = opened_sender.send(Err(error.message(language)));
            return;
        }
        let _ = opened_sender.send(Ok(Opened {
            mute: microphone.mute_flag(),
            listening: microphone.listen_flag(),
            device: microphone.name.clone(),
        }));
        drop(opened_sender);
        listen(microphone, &model_dir, judge, &stop_in_worker, deliver);
    });
    let opened = opened
        .recv()
        .unwrap_or_else(|_| Err(VoiceError::Recogniser.message(language)))?;
    Ok(LiveVoice {
        mute: opened.mute,
        listening: opened.listening,
        device: opened.device,
        awaited,
        stop,
        worker: Some(worker),
    })
}

/// The listening thread after the microphone opened: loads the model, says it is ready,
/// then turns sound into alternatives until told to stop or the sound stops.
fn listen(
    microphone: Microphone,
    model_dir: &Path,
    mut judge: EarlyJudge,
    stop: &AtomicBool,
    mut deliver: impl FnMut(VoiceEvent) -> bool,
) {
    let (lexicon, language) = (judge.lexicon, judge.language);
    let (listener, mut resampler, mut utterances) =
        match load(model_dir, lexicon, microphone.rate, language) {
            Ok(loaded) => loaded,
            Err(message) => {
                drop(microphone);
                give_back_memory();
                deliver(VoiceEvent::Stopped(message));
                return;
            }
        };
    microphone.hold(false);
    let missing_words = listener.grammar().missing_line(language);
    if stop.load(Ordering::Relaxed) || !deliver(VoiceEvent::Ready { missing_words }) {
        return;
    }
    loop {
        if stop.load(Ordering::Relaxed) {
            return;
        }
        let chunk = match microphone.next_chunk(Duration::from_millis(200)) {
            Ok(Some(chunk)) => chunk,
            Ok(None) => continue,
            Err(e) => {
                deliver(VoiceEvent::Stopped(e.message(language)));
                return;
            }
        };
        let samples = match resampler.push(&chunk) {
            Ok(samples) => to_i16(&samples),
            Err(e) => {
                deliver(VoiceEvent::Stopped(e.message(language)));
                return;
            }
        };
        let events = match utterances.feed_judged(&samples, &mut |texts| judge.judge(texts)) {
            Ok(events) => events,
            Err(e) => {
                deliver(VoiceEvent::Stopped(e.message(language)));
                return;
            }
        };
        for event in events {
            if let StreamEvent::Utterance(recognition) = event {
                let levels = UtteranceLevels {
                    speech: recognition.speech_level,
                    noise: recognition.noise_level,
                    understood: !recognition.alternatives.is_empty(),
                };
                if !deliver(VoiceEvent::Levels(levels)) {
                    return;
                }
                let alternatives: Vec<String> = recognition
                    .alternatives
                    .into_iter()
                    .map(|a| a.text)
                    .collect();
                if !alternatives.is_empty() && !deliver(VoiceEvent::Heard(alternatives)) {
                    return;
                }
            }
        }
    }
}

/// The model with its grammar, the resampler from the microphone's rate, and the
/// recogniser; a sentence when one of them cannot be had.
fn load(
    model_dir: &Path,
    lexicon: &'static Lexicon,
    rate: u32,
    language: Language,
) -> Result<(Listener, StreamResampler, Utterances), String> {
    let listener = Listener::new(model_dir, lexicon).map_err(|e| e.message(language))?;
    let resampler = StreamResampler::new(rate, RECOGNISER_RATE).map_err(|e| e.message(language))?;
    let utterances = Utterances::new(listener.model(), listener.grammar())
        .map_err(|e| e.message(language))?
        .with_early_commit(Some(EarlyCommit::DEFAULT));
    Ok((listener, resampler, utterances))
}

/// Hands memory that was freed back to the system. A model that failed to load (or loaded
/// and then proved useless) leaves a quarter of a gigabyte free but still mapped in the
/// allocator's heaps; glibc keeps it unless asked to trim.
fn give_back_memory() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: malloc_trim only releases free memory of the allocator's own heaps; it touches
    // no memory in use.
    unsafe {
        libc::malloc_trim(0);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::fen::parse_fen;

    fn judge() -> (AwaitedMove, EarlyJudge) {
        let awaited = AwaitedMove::default();
        let judge = EarlyJudge {
            awaited: awaited.clone(),
            lexicon: Lexicon::german(),
            language: Language::GERMAN,
            prepared: None,
        };
        (awaited, judge)
    }

    #[test]
    fn a_move_is_committed_early_only_while_one_is_awaited_and_in_its_position() {
        let (awaited, mut judge) = judge();
        let words = ["springer felix drei".to_owned()];
        // No move awaited (the engine thinks, a question waits): nothing early.
        assert!(!judge.judge(&words));
        awaited.set(Some((Chess::default(), MatchOptions::default())));
        assert!(judge.judge(&words));
        // The alternatives disagree: asked at the end of the utterance, not committed.
        let split = [
            "springer felix drei".to_owned(),
            "springer hector drei".to_owned(),
        ];
        assert!(!judge.judge(&split));
        // The position changed: its moves are prepared anew (g1 is empty now).
        let after =
            parse_fen("rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 1 1").unwrap();
        awaited.set(Some((after, MatchOptions::default())));
        assert!(!judge.judge(&words));
        assert!(judge.judge(&["springer cäsar sechs".to_owned()]));
        awaited.set(None);
        assert!(!judge.judge(&["springer cäsar sechs".to_owned()]));
    }
}
