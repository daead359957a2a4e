//! `ansage doctor`: which parts ansage can use here; `ansage doctor --voice`: speech
//! recognition measured on this machine's model.

use std::path::PathBuf;
use std::process::ExitCode;

use ansage::doctor::diagnose;
use ansage::language::Language;

use super::output::print_line;

#[derive(clap::Args)]
pub struct DoctorArgs {
    /// Measure speech recognition: espeak-ng speaks every vocabulary word and 200 move
    /// phrases in two voices into the recogniser; the report says what was recognised,
    /// resolved right, asked back or wrong, the commit latency, the load time and the memory.
    #[arg(long)]
    pub voice: bool,
    /// The speech model directory (else ANSAGE_VOSK_MODEL, else models/).
    #[arg(long, requires = "voice")]
    pub model: Option<PathBuf>,
    /// The words to listen for (a lexicon file: word, concept, pronunciation per line);
    /// the lexicon of the language if not given.
    #[arg(long, requires = "voice")]
    pub lexicon: Option<PathBuf>,
    /// An espeak-ng voice to speak with (repeatable); de and de+m3 for German words, en and
    /// en+f3 for English.
    #[arg(long = "espeak-voice", value_name = "VOICE", requires = "voice")]
    pub espeak_voices: Vec<String>,
    /// Print the report as one JSON object.
    #[arg(long, requires = "voice")]
    pub json: bool,
    /// Language of the report and of the words: de or en; without it the config file's
    /// language, else the locale's, else German.
    #[arg(long, default_value_t = crate::cli::help::language_of_this_run())]
    pub lang: Language,
}

impl DoctorArgs {
    /// Says what works, or measures speech recognition.
    pub fn run(self) -> ExitCode {
        if self.voice {
            return voice_test(self);
        }
        for finding in &diagnose() {
            print_line(self.lang, finding.sentence(self.lang));
        }
        ExitCode::SUCCESS
    }
}

#[cfg(feature = "voice")]
fn voice_test(args: DoctorArgs) -> ExitCode {
    use ansage::doctor::voice_test::{default_voices, run};
    use ansage::voice::recogniser::VoiceError;
    use ansage::words::lexicon::Lexicon;

    let lang = args.lang;
    let fail = |message: String| {
        if args.json {
            print_line(
                lang,
                serde_json::json!({ "status": "error", "message": message }),
            );
        } else {
            eprintln!("{message}");
        }
        ExitCode::from(1)
    };
    let Some(model_dir) = args.model.clone().or_else(ansage::doctor::model_dir) else {
        return fail(VoiceError::NoModel.message(lang));
    };
    let lexicon: &'static Lexicon = match &args.lexicon {
        None => Lexicon::for_words(lang),
        Some(path) => match Lexicon::load_file(path, lang) {
            Ok(lexicon) => lexicon,
            Err(sentence) => return fail(sentence),
        },
    };
    if !model_dir.is_dir() {
        return fail(VoiceError::MissingModel(model_dir).message(lang));
    }
    let voices = if args.espeak_voices.is_empty() {
        default_voices(lang)
    } else {
        args.espeak_voices.clone()
    };
    if !args.json {
        print_line(
            lang,
            ansage::words::phrases::shown(&ansage::phrase::Phrase::new("doctor-voice-intro"), lang),
        );
    }
    match run(&model_dir, lexicon, &voices, |_| {}) {
        Ok(report) => {
            if args.json {
                match serde_json::to_string(&report) {
                    Ok(json) => print_line(lang, json),
                    Err(e) => return fail(e.to_string()),
                }
            } else {
                for line in report.sentences(lang) {
                    print_line(lang, line);
                }
            }
            ExitCode::SUCCESS
        }
        Err(e) => fail(e.message(lang)),
    }
}

#[cfg(not(feature = "voice"))]
fn voice_test(args: DoctorArgs) -> ExitCode {
    eprintln!("{}", ansage::voice::built_without_voice(args.lang));
    ExitCode::from(1)
}
