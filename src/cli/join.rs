//! `ansage join`: play the other seat of a match hosted with `ansage play --host`.

use std::process::ExitCode;

use ansage::language::Language;
use ansage::speech::speaker::SpeechBackend;

#[derive(clap::Args)]
pub struct JoinArgs {
    /// The host's address and port, as the host says it: 192.168.1.20:7878 (port 7878 when
    /// none is given).
    pub address: String,
    /// The pairing code the host says (four digits). Without it, ansage comes back to the
    /// seat it joined before at this address.
    pub code: Option<String>,
    /// Join as the arbiter, with the arbiter's code (the host started with --arbiter): see
    /// both boards, both records and the clocks; "boards", "board white", "records" read
    /// them here.
    #[arg(long)]
    pub arbiter: bool,
    /// Language of messages: de or en; without it the config file's language, else the
    /// locale's, else German.
    #[arg(long)]
    pub lang: Option<Language>,
    /// Voice: auto, dispatcher, espeak, none (text only) or screen-reader (text only, in line
    /// mode, for a screen reader that reads the terminal).
    #[arg(long, value_enum)]
    pub speech: Option<SpeechBackend>,
    /// Plain lines in and out, even on a terminal.
    /// `--screen-reader` is the same: line mode for a screen reader or braille display.
    #[arg(long, visible_alias = "screen-reader")]
    pub plain: bool,
    /// Listen to the microphone too (muted while ansage speaks).
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
    pub model: Option<std::path::PathBuf>,
}

impl JoinArgs {
    /// Joins the match.
    pub fn run(self) -> ExitCode {
        ansage::ui::join::run(ansage::ui::join::JoinOptions {
            address: self.address,
            code: self.code,
            arbiter: self.arbiter,
            language: self.lang,
            speech: self.speech,
            plain: self.plain,
            voice: self.voice.then_some(ansage::ui::join::VoiceOptions {
                device: self.device,
                model: self.model,
                push_to_talk: self.push_to_talk,
            }),
        })
    }
}
