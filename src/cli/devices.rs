//! `ansage devices`: the microphones ansage can listen to.

use std::process::ExitCode;

use ansage::language::Language;

use super::EXIT_ILLEGAL;
#[cfg(feature = "voice")]
use super::output::print_line;

#[derive(clap::Args)]
pub struct DevicesArgs {
    /// Language of messages: de or en; without it the config file's language, else the
    /// locale's, else German.
    #[arg(long, default_value_t = crate::cli::help::language_of_this_run())]
    pub lang: Language,
}

impl DevicesArgs {
    /// Lists the microphones.
    pub fn run(self) -> ExitCode {
        devices(self.lang)
    }
}

#[cfg(feature = "voice")]
pub(crate) fn devices(lang: Language) -> ExitCode {
    use ansage::phrase::Phrase;
    use ansage::voice::microphone::{Microphone, MicrophoneError, input_devices};
    use ansage::words::phrases::shown;
    let names = match input_devices() {
        Ok(names) => names,
        Err(e) => {
            eprintln!("{}", e.message(lang));
            return ExitCode::from(EXIT_ILLEGAL);
        }
    };
    // The null device only makes silence, and a listed device is only useful if it opens.
    let usable: Vec<_> = names
        .into_iter()
        .filter(|d| d.name != "null" && Microphone::open(Some(&d.name)).is_ok())
        .collect();
    if usable.is_empty() {
        eprintln!("{}", MicrophoneError::NoDevice.message(lang));
        return ExitCode::from(EXIT_ILLEGAL);
    }
    let count = Phrase::new("voice-devices").with("n", usable.len());
    print_line(lang, shown(&count, lang));
    for device in usable {
        print_line(
            lang,
            format_args!("{}: {}", device.name, device.description),
        );
    }
    ExitCode::SUCCESS
}

#[cfg(not(feature = "voice"))]
pub(crate) fn devices(lang: Language) -> ExitCode {
    eprintln!("{}", ansage::voice::built_without_voice(lang));
    ExitCode::from(EXIT_ILLEGAL)
}
