//! The tape recorder of a game in play (`ansage play --audio-record FILE`): what is said at
//! the board is recorded on a thread of its own, so a move never waits for espeak-ng or for
//! the file to be written. Parts that arrive while one is being spoken are spoken together and
//! the file is written once for them.

use std::path::PathBuf;
use std::sync::mpsc::{Receiver, Sender, channel};
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
}

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
        let worker = std::thread::Builder::new()
            .name("tape".to_owned())
            .spawn(move || record(tape, &path, language, &voice, &incoming, &failed))
            .ok();
        TapeRecorder {
            parts: Some(parts),
            failures,
            worker,
        }
    }

    /// Adds a part to the end of the tape.
    pub fn record(&self, part: Part) {
        if let Some(parts) = &self.parts {
            let _ = parts.send(part);
        }
    }

    /// A failure of the recorder since the last call, if any.
    pub fn take_failure(&self) -> Option<TapeError> {
        self.failures.try_recv().ok()
    }

    /// Stops recording once what was given is on the tape, waiting at most `patience`;
    /// the file written last stays whole either way. Gives a failure not yet taken.
    pub fn finish(mut self, patience: Duration) -> Option<TapeError> {
        self.parts = None;
        if let Some(worker) = self.worker.take() {
            let deadline = Instant::now() + patience;
            while !worker.is_finished() && Instant::now() < deadline {
                std::thread::sleep(Duration::from_millis(10));
            }
            if worker.is_finished() {
                let _ = worker.join();
            }
        }
        self.take_failure()
    }
}

/// The recorder's thread: waits for parts, speaks every part that has come, writes the file.
fn record(
    mut tape: Tape,
    path: &std::path::Path,
    language: Language,
    voice: &SpeechSettings,
    incoming: &Receiver<Part>,
    failed: &Sender<TapeError>,
) {
    while let Ok(first) = incoming.recv() {
        let mut waiting = vec![first];
        waiting.extend(incoming.try_iter());
        let mut result = Ok(());
        for part in waiting {
            result = result.and_then(|()| tape.push(part, language, voice));
        }
        if let Err(e) = result.and_then(|()| tape.write(path).map(|_| ())) {
            let _ = failed.send(e);
        }
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
        assert!(recorder.finish(Duration::from_secs(20)).is_none());
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
        let _ = recorder.finish(Duration::from_secs(5));
    }
}
