//! `ansage listen`: a WAV recording heard as if through the microphone, and the move it
//! names resolved.

use std::path::PathBuf;
use std::process::ExitCode;

use ansage::language::Language;
#[cfg(feature = "voice")]
use ansage::notation::fen::parse_fen;

#[cfg(feature = "voice")]
use super::output::print_line;
use super::output::print_refusal;
use super::parse::ParseAnswer;
#[cfg(feature = "voice")]
use super::parse::to_answer;

#[derive(clap::Args)]
pub struct ListenArgs {
    /// The recording: any WAV (8 to 32 bit, mono or stereo, any rate).
    #[arg(long)]
    pub wav: PathBuf,
    /// The position as FEN (the start position if not given).
    #[arg(long)]
    pub fen: Option<String>,
    /// The speech model directory (else ANSAGE_VOSK_MODEL, else models/).
    #[arg(long)]
    pub model: Option<PathBuf>,
    /// Language of messages: de or en; without it the config file's language, else the
    /// locale's, else German.
    #[arg(long, default_value_t = crate::cli::help::language_of_this_run())]
    pub lang: Language,
    /// Print one JSON object: the parse answer plus "heard" and "timings".
    #[arg(long)]
    pub json: bool,
    /// Commit as soon as a partial result names exactly one legal move clearly.
    #[arg(long)]
    pub early_commit: bool,
    /// The words to listen for (a lexicon file: word, concept, pronunciation per line);
    /// the German lexicon if not given.
    #[arg(long)]
    pub lexicon: Option<PathBuf>,
}

impl ListenArgs {
    /// Listens to the recording.
    pub fn run(self) -> ExitCode {
        listen(
            &self.wav,
            self.fen.as_deref(),
            self.model,
            self.lexicon,
            self.lang,
            self.json,
            self.early_commit,
        )
    }
}

#[cfg(feature = "voice")]
pub(crate) fn listen(
    wav: &std::path::Path,
    fen: Option<&str>,
    model: Option<PathBuf>,
    lexicon: Option<PathBuf>,
    lang: Language,
    json: bool,
    early_commit: bool,
) -> ExitCode {
    use ansage::phrase::Phrase;
    use ansage::voice::listen::Listener;
    use ansage::voice::recogniser::EarlyCommit;
    use ansage::voice::recogniser::VoiceError;
    use ansage::words::lexicon::Lexicon;
    use ansage::words::phrases::shown;

    let refuse = |message: String, json: bool| {
        let answer = ParseAnswer::Invalid { message };
        print_refusal(&answer, json, lang);
        answer.exit_code()
    };
    let pos = match fen.map(parse_fen).transpose() {
        Ok(pos) => pos.unwrap_or_default(),
        Err(e) => return refuse(format!("FEN: {}", e.message(lang)), json),
    };
    // A recording that is no ordinary file, or lasts longer than ansage listens, is refused
    // before the model loads (seconds).
    {
        use ansage::voice::audio::{AudioError, WavStream};
        if let Err(error @ (AudioError::NotAFile(_) | AudioError::TooLong { .. })) =
            WavStream::open(wav)
        {
            return refuse(error.message(lang), json);
        }
    }
    let Some(model_dir) = model.or_else(ansage::doctor::model_dir) else {
        return refuse(VoiceError::NoModel.message(lang), json);
    };
    let lexicon: &'static Lexicon = match lexicon {
        None => Lexicon::for_words(lang),
        Some(path) => match Lexicon::load_file(&path, lang) {
            Ok(lexicon) => lexicon,
            Err(sentence) => return refuse(sentence, json),
        },
    };
    let listener = match Listener::new(&model_dir, lexicon) {
        Ok(listener) => listener,
        Err(e) => return refuse(e.message(lang), json),
    };
    if let Some(line) = listener.grammar().missing_line(lang) {
        eprintln!("{line}");
    }
    let heard = match listener.listen_wav(
        wav,
        &pos,
        lang,
        early_commit.then_some(EarlyCommit::DEFAULT),
    ) {
        Ok(heard) => heard,
        Err(e) => return refuse(e.message(lang), json),
    };
    let texts: Vec<String> = heard
        .recognition
        .alternatives
        .iter()
        .map(|a| a.text.clone())
        .collect();
    let first = texts.first().cloned().unwrap_or_default();
    let answer = to_answer(&pos, heard.interpretation.clone(), &first, lang);
    if json {
        let mut value = serde_json::to_value(&answer).expect("plain data serialises");
        value["heard"] = serde_json::json!(texts);
        value["timings"] = serde_json::json!({
            "load_ms": listener.load_ms(),
            "audio_ms": heard.recognition.audio_ms,
            "decode_ms": heard.recognition.decode_ms,
            "commit_at_ms": heard.committed_at_ms,
            "end_of_speech_at_ms": heard.recognition.endpoint_at_ms.or(heard.recognition.finalized_at_ms),
        });
        print_line(lang, value);
    } else {
        let words = if texts.is_empty() {
            "—".to_owned()
        } else {
            texts.join(" | ")
        };
        print_line(
            lang,
            shown(&Phrase::new("voice-heard").with("words", words), lang),
        );
        match &answer {
            ParseAnswer::Ok { uci, san, .. } => print_line(
                lang,
                shown(
                    &Phrase::new("voice-heard-move")
                        .with("san", san.as_str())
                        .with("uci", uci.as_str()),
                    lang,
                ),
            ),
            other => print_refusal(other, false, lang),
        }
    }
    answer.exit_code()
}

#[cfg(not(feature = "voice"))]
pub(crate) fn listen(
    _wav: &std::path::Path,
    _fen: Option<&str>,
    _model: Option<PathBuf>,
    _lexicon: Option<PathBuf>,
    lang: Language,
    json: bool,
    _early_commit: bool,
) -> ExitCode {
    let answer = ParseAnswer::Invalid {
        message: ansage::voice::built_without_voice(lang),
    };
    print_refusal(&answer, json, lang);
    answer.exit_code()
}
