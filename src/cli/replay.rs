//! `ansage replay`: a recorded game read aloud move by move, or a tape played back by move.

use std::path::PathBuf;
use std::process::ExitCode;

use ansage::language::Language;
use ansage::speech::speaker::SpeechBackend;
use ansage::words::announce::Style;

#[derive(clap::Args)]
pub struct ReplayArgs {
    /// The PGN file, or a tape ansage recorded (FILE.ogg, FILE.wav or its FILE.cue) to play
    /// back by move.
    pub file: PathBuf,
    /// The game to replay, counted from 1 (the first if not given).
    #[arg(long)]
    pub game: Option<usize>,
    /// Language of notation and messages: de or en; without it the config file's language,
    /// else the locale's, else German.
    #[arg(long)]
    pub lang: Option<Language>,
    /// Voice: auto, dispatcher, espeak, none (text only) or screen-reader (text only, in line
    /// mode, for a screen reader that reads the terminal).
    #[arg(long, value_enum)]
    pub speech: Option<SpeechBackend>,
    /// How moves are announced: short, long or verbose.
    #[arg(long, value_enum)]
    pub style: Option<Style>,
    /// Plain lines in and out, one event a line, even on a terminal.
    /// `--screen-reader` is the same: line mode for a screen reader or braille display.
    #[arg(long, visible_alias = "screen-reader")]
    pub plain: bool,
    /// Listen to the microphone too: the replay's commands ("weiter", "zurück", "zug 12")
    /// said aloud (muted while ansage speaks).
    #[arg(long)]
    pub voice: bool,
    /// The microphone to use (a name from `ansage devices`); the default one if not given.
    #[arg(long)]
    pub device: Option<String>,
    /// Push-to-talk: the microphone listens only after the Enter key, for one utterance.
    #[arg(long)]
    pub push_to_talk: bool,
    /// The speech model directory (else ANSAGE_VOSK_MODEL, else models/).
    #[arg(long)]
    pub model: Option<PathBuf>,
}

impl ReplayArgs {
    /// Replays the game.
    pub fn run(self) -> ExitCode {
        let options = ansage::ui::replay::ReplayOptions {
            file: self.file,
            game: self.game,
            language: self.lang,
            speech: self.speech,
            style: self.style,
            plain: self.plain,
            voice: (self.voice || self.push_to_talk).then_some(ansage::ui::replay::ReplayVoice {
                device: self.device,
                push_to_talk: self.push_to_talk,
                model: self.model,
            }),
        };
        // A tape (F2.5) is played back by move; anything else is read as PGN.
        if ansage::ui::tape_replay::is_tape(&options.file) {
            ansage::ui::tape_replay::run(options)
        } else {
            ansage::ui::replay::run(options)
        }
    }
}
