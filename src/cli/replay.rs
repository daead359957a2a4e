//! `ansage replay`: a recorded game read aloud move by move.

use std::path::PathBuf;
use std::process::ExitCode;

use ansage::language::Language;
use ansage::speech::speaker::SpeechBackend;
use ansage::words::announce::Style;

#[derive(clap::Args)]
pub struct ReplayArgs {
    /// The PGN file.
    pub file: PathBuf,
    /// The game to replay, counted from 1 (the first if not given).
    #[arg(long)]
    pub game: Option<usize>,
    /// Language of notation and messages: de (default) or en.
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
}

impl ReplayArgs {
    /// Replays the game.
    pub fn run(self) -> ExitCode {
        ansage::ui::replay::run(ansage::ui::replay::ReplayOptions {
            file: self.file,
            game: self.game,
            language: self.lang,
            speech: self.speech,
            style: self.style,
            plain: self.plain,
        })
    }
}
