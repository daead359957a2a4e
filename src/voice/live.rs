//! Listening to the microphone during a game, on a thread of its own: chunks → 16 kHz →
//! utterances → the recogniser's alternatives, handed to the game as they come.

use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc;
use std::thread;
use std::time::Duration;

use crate::language::Language;
use crate::voice::audio::{RECOGNISER_RATE, StreamResampler, to_i16};
use crate::voice::listen::Listener;
use crate::voice::microphone::Microphone;
use crate::voice::recogniser::{StreamEvent, Utterances};
use crate::words::lexicon::Lexicon;

/// What the microphone brings to the game.
#[derive(Clone, Debug, PartialEq)]
pub enum VoiceEvent {
    /// An utterance ended: the recogniser's alternatives, most likely first.
    Heard(Vec<String>),
    /// Listening stopped (device unplugged, recogniser failed); the sentence says so.
    Stopped(String),
}

/// Listening is running; dropping this stops it (and waits for the listening thread, so the
/// microphone and the recogniser are closed in order).
pub struct LiveVoice {
    /// Set while ansage itself speaks: the microphone is muted then.
    pub mute: Arc<AtomicBool>,
    /// Push-to-talk: sound is taken only while this is set.
    pub listening: Arc<AtomicBool>,
    /// A line naming the words the model lacks, if any.
    pub missing_words: Option<String>,
    /// The microphone's name.
    pub device: String,
    stop: Arc<AtomicBool>,
    worker: Option<thread::JoinHandle<()>>,
}

impl Drop for LiveVoice {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
        if let Some(worker) = self.worker.take() {
            let _ = worker.join();
        }
    }
}

/// Starts listening on a thread of its own, for the words of `lexicon`. `deliver` gets every event and returns `false`
/// when the game no longer listens. Fails with a sentence when model or microphone cannot
/// be had (the game then goes on typed).
pub fn start(
    model_dir: PathBuf,
    lexicon: &'static Lexicon,
    device: Option<String>,
    language: Language,
    mut deliver: impl FnMut(VoiceEvent) -> bool + Send + 'static,
) -> Result<LiveVoice, String> {
    let (ready, started) = mpsc::channel::<Result<LiveVoice, String>>();
    let stop_in_worker = Arc::new(AtomicBool::new(false));
    let worker = thread::spawn(move || {
        let listener = match Listener::new(&model_dir, lexicon) {
            Ok(listener) => listener,
            Err(e) => {
                let _ = ready.send(Err(e.message(language)));
                return;
            }
        };
        let microphone = match Microphone::open(device.as_deref()) {
            Ok(microphone) => microphone,
            Err(e) => {
                let _ = ready.send(Err(e.message(language)));
                return;
            }
        };
        let mut resampler = match StreamResampler::new(microphone.rate, RECOGNISER_RATE) {
            Ok(resampler) => resampler,
            Err(e) => {
                let _ = ready.send(Err(e.message(language)));
                return;
            }
        };
        let mut utterances = match Utterances::new(listener.model(), listener.grammar()) {
            Ok(utterances) => utterances,
            Err(e) => {
                let _ = ready.send(Err(e.message(language)));
                return;
            }
        };
        let _ = ready.send(Ok(LiveVoice {
            mute: microphone.mute_flag(),
            listening: microphone.listen_flag(),
            missing_words: listener.grammar().missing_line(language),
            device: microphone.name.clone(),
            stop: stop_in_worker.clone(),
            worker: None,
        }));
        loop {
            if stop_in_worker.load(Ordering::Relaxed) {
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
            let events = match utterances.feed(&samples) {
                Ok(events) => events,
                Err(e) => {
                    deliver(VoiceEvent::Stopped(e.message(language)));
                    return;
                }
            };
            for event in events {
                if let StreamEvent::Utterance(recognition) = event {
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
    });
    let mut live = started
        .recv()
        .unwrap_or_else(|_| Err("Die Spracheingabe ließ sich nicht starten.".into()))?;
    live.worker = Some(worker);
    Ok(live)
}
