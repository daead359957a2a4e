//! The tape recorder of a game in play (`ansage play --audio-record FILE`): what is said at
//! the board is recorded on a thread of its own, so a move never waits for espeak-ng or for
//! the file to be written. Parts that arrive while one is being spoken are spoken together and
//! the file is written once for them.

use std::path::PathBuf;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc::{Receiver, Sender, channel};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use super::tape::{Part, Tape, TapeError};
use crate::language::Language;
use crate::speech::settings::SpeechSettings;

/// A tape being recorded in the background.
#[derive(Debug)]
pub struct TapeRecorder {
    parts: Option<Sender<Part>>,
    failures: Receiver<TapeError>,
    worker: Option<JoinHandle<()>>,
    /// How many parts the worker has dealt with (put on the tape or lost).
    done: Arc<AtomicUsize>,
    /// The titles of the parts given, in order.
    given: Mutex<Vec<String>>,
    /// The titles of the parts that are not on the tape, as the worker found.
    lost: Arc<Mutex<Vec<String>>>,
}

/// What finishing a tape found: the failure not yet taken, and the parts not on the tape.
#[derive(Debug, Default)]
pub struct Finished {
    /// A failure not taken before.
    pub failure: Option<TapeError>,
    /// The titles of the parts missing from the tape ("1. e4", "Ergebnis").
    pub lost: Vec<String>,
}

/// How long the recorder may go without finishing a part before it counts as stuck (a
/// speech program that never ends): then the parts still to come are said to be missing.
const STUCK: Duration = Duration::from_secs(60);

/// How long finishing the tape takes before the player is told it is being finished.
pub const A_MOMENT: Duration = Duration::from_secs(1);

impl TapeRecorder {
    /// Starts recording onto `tape` (new, or continued), written to `path` after every
    /// part, spoken in `language` with `voice`.
    pub fn start(
        tape: Tape,
        path: PathBuf,
        language: Language,
        voice: SpeechSettings,
    ) -> TapeRecorder {
        let (parts, incoming) = channel::<Part>();
        let (failed, failures) = channel();
        let done = Arc::new(AtomicUsize::new(0));
        let lost = Arc::new(Mutex::new(Vec::new()));
        let worker = {
            let (done, lost) = (done.clone(), lost.clone());
            std::thread::Builder::new()
                .name("tape".to_owned())
                .spawn(move || {
                    let outcome = Outcome {
                        done: &done,
                        lost: &lost,
                        failed: &failed,
                    };
                    record(tape, &path, language, &voice, &incoming, &outcome);
                })
                .ok()
        };
        TapeRecorder {
            parts: Some(parts),
            failures,
            worker,
            done,
            given: Mutex::new(Vec::new()),
            lost,
        }
    }

    /// Adds a part to the end of the tape.
    pub fn record(&self, part: Part) {
        if let Some(parts) = &self.parts {
            if let Ok(mut given) = self.given.lock() {
                given.push(part.title.clone());
            }
            let _ = parts.send(part);
        }
    }

    /// A failure of the recorder since the last call, if any.
    pub fn take_failure(&self) -> Option<TapeError> {
        self.failures.try_recv().ok()
    }

    /// Stops recording once what was given is on the tape: waits as long as the recorder
    /// gets on (speaking a long game's last parts takes a while), calling `slow` once when
    /// that takes more than [`A_MOMENT`]. Gives the failure not yet taken and every part that
    /// is not on the tape, so that no part is lost without a word (issue 31 §3).
    pub fn finish(mut self, slow: &mut dyn FnMut()) -> Finished {
        self.parts = None;
        let given = self.given.lock().map(|g| g.clone()).unwrap_or_default();
        let started = Instant::now();
        let mut told = false;
        let mut finished_all = self.worker.is_none();
        if let Some(worker) = self.worker.take() {
            let mut seen = self.done.load(Ordering::SeqCst);
            let mut since = Instant::now();
            while !worker.is_finished() {
                std::thread::sleep(Duration::from_millis(10));
                let now = self.done.load(Ordering::SeqCst);
                if now != seen {
                    (seen, since) = (now, Instant::now());
                }
                if !told && started.elapsed() >= A_MOMENT {
                    told = true;
                    slow();
                }
                if since.elapsed() >= STUCK {
                    break;
                }
            }
            if worker.is_finished() {
                let _ = worker.join();
                finished_all = true;
            }
        }
        let mut lost = self.lost.lock().map(|l| l.clone()).unwrap_or_default();
        if !finished_all {
            // Stuck: what the worker has not dealt with is not on the tape.
            let done = self.done.load(Ordering::SeqCst).min(given.len());
            lost.extend(given[done..].iter().cloned());
        }
        Finished {
            failure: self.take_failure(),
            lost,
        }
    }
}

/// Where the recorder's thread tells how it gets on.
struct Outcome<'a> {
    done: &'a AtomicUsize,
    lost: &'a Mutex<Vec<String>>,
    failed: &'a Sender<TapeError>,
}

/// The recorder's thread: waits for parts, speaks every part that has come, writes the file.
/// A part that cannot be spoken is missing from the tape; a part that cannot be written is
/// written with the next ones, and is missing only if the tape's last writing failed too.
fn record(
    mut tape: Tape,
    path: &std::path::Path,
    language: Language,
    voice: &SpeechSettings,
    incoming: &Receiver<Part>,
    outcome: &Outcome,
) {
    let mut lost: Vec<String> = Vec::new();
    let mut unwritten: Vec<String> = Vec::new();
    while let Ok(first) = incoming.recv() {
        let mut waiting = vec![first];
        waiting.extend(incoming.try_iter());
        let count = waiting.len();
        for part in waiting {
            let title = part.title.clone();
            if let Err(e) = tape.push(part, language, voice) {
                lost.push(title);
                let _ = outcome.failed.send(e);
            }
        }
        if let Err(e) = tape.write(path) {
            let _ = outcome.failed.send(e);
        }
        // What did not fit is written with the next parts, or is missing at the end.
        unwritten = tape.unwritten();
        outcome.done.fetch_add(count, Ordering::SeqCst);
    }
    lost.extend(unwritten);
    if let Ok(mut shared) = outcome.lost.lock() {
        *shared = lost;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::records::sound::SoundFormat;
    use crate::records::tape::read_cue_sheet;

    #[test]
    fn parts_given_quickly_are_all_on_the_tape_when_it_finishes() {
        if !crate::speech::voices::espeak_available() {
            return;
        }
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("band.ogg");
        let recorder = TapeRecorder::start(
            Tape::new(SoundFormat::OggVorbis),
            path.clone(),
            Language::GERMAN,
            SpeechSettings::default(),
        );
        for (title, spoken) in [
            ("1. e4", "Zug eins, Weiß: Bauer Eva vier."),
            ("1... e5", "Zug eins, Schwarz: Bauer Eva fünf."),
            ("Wiederholung", "Weiß hat den Zug wiederholt."),
        ] {
            recorder.record(Part {
                title: title.to_owned(),
                spoken: spoken.to_owned(),
            });
        }
        let finished = recorder.finish(&mut || {});
        assert!(finished.failure.is_none() && finished.lost.is_empty());
        let sheet = std::fs::read_to_string(dir.path().join("band.ogg.cue")).unwrap();
        let titles: Vec<String> = read_cue_sheet(&sheet)
            .into_iter()
            .map(|c| c.title)
            .collect();
        assert_eq!(titles, ["1. e4", "1... e5", "Wiederholung"]);
    }

    #[test]
    fn a_file_that_cannot_be_written_is_reported_not_fatal() {
        if !crate::speech::voices::espeak_available() {
            return;
        }
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("no-such-folder").join("band.wav");
        let recorder = TapeRecorder::start(
            Tape::new(SoundFormat::Wav),
            path,
            Language::ENGLISH,
            SpeechSettings::default(),
        );
        recorder.record(Part {
            title: "1. e4".to_owned(),
            spoken: "Move one, White: Pawn Eva four.".to_owned(),
        });
        let deadline = Instant::now() + Duration::from_secs(20);
        let failure = loop {
            if let Some(failure) = recorder.take_failure() {
                break failure;
            }
            assert!(Instant::now() < deadline, "no failure reported");
            std::thread::sleep(Duration::from_millis(20));
        };
        assert!(
            failure.message(Language::ENGLISH).contains("band.wav"),
            "{failure}"
        );
        let finished = recorder.finish(&mut || {});
        assert_eq!(finished.lost, ["1. e4"]);
    }
}
