//! Plays recorded sound (a part of a tape, F2.5) through the system's sound player: the
//! program named by `ANSAGE_AUDIO_PLAYER`, else the first there is of `pw-play` (PipeWire),
//! `paplay` (PulseAudio), `aplay` (ALSA) and `play` (sox). Each part is handed over as a short
//! WAV file; a new part, or stopping, ends the one playing at once.

use std::path::Path;
use std::process::{Child, Command, Stdio};

use super::sound::{Layout, wav_bytes};

/// The players tried, in order, with the arguments before the file.
const PLAYERS: [(&str, &[&str]); 4] = [
    ("pw-play", &[]),
    ("paplay", &[]),
    ("aplay", &["-q"]),
    ("play", &["-q"]),
];

/// The environment variable naming the player to use: a program, with arguments, that plays
/// the WAV file named after them.
pub const PLAYER_VARIABLE: &str = "ANSAGE_AUDIO_PLAYER";

/// A sound player: one part at a time.
#[derive(Debug)]
pub struct SoundPlayer {
    /// The program and its arguments before the file.
    command: Vec<String>,
    /// The part playing now.
    playing: Option<Child>,
    /// The folder the parts are written to while they play.
    scratch: crate::storage::files::ScratchFolder,
}

/// Why no sound can be played.
#[derive(Debug, thiserror::Error)]
pub enum PlayerError {
    /// None of the players is installed.
    #[error("no sound player found (pw-play, paplay, aplay or play)")]
    NoPlayer,
    /// The player could not be started or the part not written.
    #[error("the sound player {0} could not be started: {1}")]
    Failed(String, String),
}

impl PlayerError {
    /// The error as data: one sentence, saying what to do.
    pub fn phrase(&self) -> crate::phrase::Phrase {
        use crate::phrase::Phrase;
        match self {
            PlayerError::NoPlayer => Phrase::new("record-no-player"),
            PlayerError::Failed(player, detail) => Phrase::new("record-player-failed")
                .with("player", player.as_str())
                .with("detail", detail.as_str()),
        }
    }

    /// The error as one sentence in the user's language, saying what to do.
    pub fn message(&self, language: crate::language::Language) -> String {
        crate::words::phrases::shown(&self.phrase(), language)
    }
}

/// Whether a program is on the `PATH`.
fn on_path(program: &str) -> bool {
    if program.contains('/') {
        return Path::new(program).is_file();
    }
    std::env::var_os("PATH")
        .is_some_and(|paths| std::env::split_paths(&paths).any(|dir| dir.join(program).is_file()))
}

impl SoundPlayer {
    /// The player named by `ANSAGE_AUDIO_PLAYER`, else the first one installed.
    pub fn find() -> Result<SoundPlayer, PlayerError> {
        let chosen: Option<Vec<String>> = match std::env::var(PLAYER_VARIABLE) {
            Ok(named) if !named.trim().is_empty() => {
                Some(named.split_whitespace().map(str::to_owned).collect())
            }
            _ => PLAYERS
                .iter()
                .find(|(program, _)| on_path(program))
                .map(|(program, args)| {
                    std::iter::once(*program)
                        .chain(args.iter().copied())
                        .map(str::to_owned)
                        .collect()
                }),
        };
        let command = chosen.ok_or(PlayerError::NoPlayer)?;
        let scratch = crate::storage::files::scratch_folder()
            .map_err(|e| PlayerError::Failed(command[0].clone(), e.to_string()))?;
        Ok(SoundPlayer {
            command,
            playing: None,
            scratch,
        })
    }

    /// The player's program, for messages.
    pub fn program(&self) -> &str {
        &self.command[0]
    }

    /// Plays `samples`, ending what was playing.
    pub fn play(&mut self, samples: &[i16], layout: Layout) -> Result<(), PlayerError> {
        self.stop();
        let failed = |detail: String| PlayerError::Failed(self.command[0].clone(), detail);
        let bytes = wav_bytes(samples, layout).map_err(|e| failed(e.to_string()))?;
        let file = self.scratch.path().join("part.wav");
        crate::storage::files::write_safely(&file, bytes).map_err(|e| failed(e.to_string()))?;
        let child = Command::new(&self.command[0])
            .args(&self.command[1..])
            .arg(&file)
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| failed(e.to_string()))?;
        self.playing = Some(child);
        Ok(())
    }

    /// Whether a part is still playing.
    pub fn is_playing(&mut self) -> bool {
        match &mut self.playing {
            Some(child) => matches!(child.try_wait(), Ok(None)),
            None => false,
        }
    }

    /// The failure of the part played last, if the player ended it with an error (no sound
    /// card, a device in use); said once, as the part is then cleared.
    pub fn take_failure(&mut self) -> Option<PlayerError> {
        let child = self.playing.as_mut()?;
        match child.try_wait() {
            Ok(Some(status)) if !status.success() => {
                self.playing = None;
                Some(PlayerError::Failed(
                    self.command[0].clone(),
                    format!("it ended with {status}"),
                ))
            }
            _ => None,
        }
    }

    /// Waits until the part playing has ended, at most `patience`.
    pub fn wait(&mut self, patience: std::time::Duration) {
        let deadline = std::time::Instant::now() + patience;
        while self.is_playing() && std::time::Instant::now() < deadline {
            std::thread::sleep(std::time::Duration::from_millis(20));
        }
    }

    /// Stops the part playing, at once.
    pub fn stop(&mut self) {
        if let Some(mut child) = self.playing.take() {
            let _ = child.kill();
            let _ = child.wait();
        }
    }
}

impl Drop for SoundPlayer {
    fn drop(&mut self) {
        self.stop();
    }
}
