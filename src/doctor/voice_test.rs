//! `ansage doctor --voice`: the voice path measured on this machine's speech model, so
//! recognition can be measured wherever a model is (the German one cannot be fetched on
//! every machine).
//!
//! espeak-ng speaks every vocabulary word and a fixed set of move phrases in two voices; each
//! recording goes through exactly the path the microphone's sound takes in a game (16 kHz,
//! 20 ms chunks, the grammar, early commit, the move matcher), and the report says how many
//! words were recognised, how many moves were resolved right, asked back, not understood or
//! wrong, how long the commit took after the end of speech, how long the model took to load,
//! and the peak memory.

use std::path::{Path, PathBuf};
use std::process::Command;

use shakmaty::san::SanPlus;
use shakmaty::{Chess, Move, Position};

use crate::language::Language;
use crate::notation::fen::parse_fen;
use crate::phrase::{Phrase, Value};
use crate::understanding::interpret::Interpretation;
use crate::voice::audio::{AudioError, RECOGNISER_RATE, read_wav, resample, to_i16};
use crate::voice::listen::Listener;
use crate::voice::recogniser::{EarlyCommit, VoiceError, recognise};
use crate::words::lexicon::{Concept, Lexicon};
use crate::words::phrases::shown;

/// How many move phrases the self-test speaks (each in every voice).
pub const MOVE_PHRASES: usize = 200;

/// The positions the move phrases are taken from, in turn: the start, open and closed
/// games, a middlegame with captures and checks, castling both ways, promotions.
const POSITIONS: [&str; 8] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4",
    "rnbqkbnr/ppp2ppp/4p3/3p4/2PP4/8/PP2PPPP/RNBQKBNR w KQkq - 0 3",
    "r3k2r/pppq1ppp/2npbn2/4p3/4P3/2NPBN2/PPPQ1PPP/R3K2R b KQkq - 5 8",
    "r1b2rk1/pp3ppp/2n1pn2/q1bp4/2P5/P1N1PN2/1PQ1BPPP/R1B2RK1 w - - 1 10",
    "2r3k1/1P3pp1/4p2p/8/3n4/P5P1/5PKP/2R5 w - - 0 35",
    "8/5k2/8/3K4/8/8/1p4P1/8 b - - 0 60",
    "r4rk1/ppp2ppp/2n5/3qp3/3P4/2P2N2/P1Q2PPP/R3KB1R w KQ - 0 14",
];

/// Silence (a little room noise) after each phrase, long enough for the end of speech.
const TRAILING_QUIET_MS: u32 = 600;

/// Why the self-test could not run.
#[derive(Debug, thiserror::Error)]
pub enum VoiceTestError {
    /// The model or the recogniser could not be used.
    #[error(transparent)]
    Voice(#[from] VoiceError),
    /// espeak-ng is missing or failed.
    #[error("espeak-ng could not speak")]
    NoSpeech,
    /// The recordings cannot be written (a full disk, no temporary directory).
    #[error("the recordings cannot be written into {0}")]
    Scratch(PathBuf),
    /// espeak-ng's recording could not be read.
    #[error(transparent)]
    Audio(#[from] AudioError),
}

impl VoiceTestError {
    /// The error for the user, with what to do, as data.
    pub fn phrase(&self) -> Phrase {
        match self {
            VoiceTestError::Voice(e) => e.phrase(),
            VoiceTestError::Audio(e) => e.phrase(),
            VoiceTestError::Scratch(dir) => {
                Phrase::new("doctor-voice-scratch").with("dir", dir.display().to_string())
            }
            VoiceTestError::NoSpeech => Phrase::new("doctor-voice-no-speech"),
        }
    }

    /// The error as a sentence for the user, with what to do.
    pub fn message(&self, language: Language) -> String {
        shown(&self.phrase(), language)
    }
}

/// A word that was not recognised as itself.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct MissedWord {
    /// The word spoken.
    pub word: String,
    /// The espeak-ng voice that spoke it.
    pub voice: String,
    /// What the recogniser heard (empty: nothing).
    pub heard: String,
}

/// A move phrase resolved to another move than the one spoken.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct WrongMove {
    /// The position, as FEN.
    pub fen: String,
    /// The phrase spoken.
    pub phrase: String,
    /// The espeak-ng voice that spoke it.
    pub voice: String,
    /// What the recogniser heard.
    pub heard: String,
    /// The move meant, in UCI.
    pub expected: String,
    /// The move ansage took, in UCI.
    pub played: String,
}

/// What the self-test found.
#[derive(Clone, Debug, Default, PartialEq, serde::Serialize)]
pub struct VoiceReport {
    /// The model's directory.
    pub model: String,
    /// How long loading the model and compiling the grammar took.
    pub load_ms: u64,
    /// The words the recogniser listens for.
    pub grammar_words: usize,
    /// Lexicon words the model does not know (it cannot hear them).
    pub unknown_words: Vec<String>,
    /// The espeak-ng voices that spoke.
    pub voices: Vec<String>,
    /// Vocabulary words spoken (every word in every voice).
    pub words_spoken: usize,
    /// Of those, heard as themselves.
    pub words_recognised: usize,
    /// The others.
    pub words_missed: Vec<MissedWord>,
    /// Move phrases spoken (every phrase in every voice).
    pub moves_spoken: usize,
    /// Resolved to the move spoken.
    pub moves_right: usize,
    /// Asked back (several moves fit).
    pub moves_asked: usize,
    /// Not understood as any move.
    pub moves_not_understood: usize,
    /// Resolved to another move than the one spoken.
    pub moves_wrong: usize,
    /// The wrong ones.
    pub wrong_moves: Vec<WrongMove>,
    /// Moves committed early, before the end of the utterance.
    pub moves_committed_early: usize,
    /// From the end of speech to the move being taken, median over the moves taken.
    pub commit_ms_median: f64,
    /// The same, 95th percentile.
    pub commit_ms_p95: f64,
    /// The most memory ansage held (resident), in megabytes.
    pub peak_memory_mb: f64,
}

/// The espeak-ng voices the self-test speaks with for a language's words (its catalogue
/// says which).
pub fn default_voices(words: Language) -> Vec<String> {
    shown(&crate::phrase::Phrase::new("doctor-voice-voices"), words)
        .split(',')
        .map(|voice| voice.trim().to_owned())
        .filter(|voice| !voice.is_empty())
        .collect()
}

/// A move phrase of the self-test.
struct MovePhrase {
    pos: Chess,
    fen: String,
    played: Move,
    text: String,
}

/// The phrase for a move in the lexicon's words, read off its SAN (E1–E9: piece, the
/// disambiguation, "schlägt", the target, the promotion piece, "Schach"); `None` when the
/// lexicon has no word for a part of it. A pawn push starts with the pawn's name where the
/// lexicon has one.
fn phrase_for(pos: &Chess, m: Move, lexicon: &Lexicon) -> Option<String> {
    let san = SanPlus::from_move(pos.clone(), m).to_string();
    let (body, status) = match san.strip_suffix('#') {
        Some(body) => (body, Some(Concept::Checkmate)),
        None => match san.strip_suffix('+') {
            Some(body) => (body, Some(Concept::Check)),
            None => (san.as_str(), None),
        },
    };
    let pawn = Concept::Piece(shakmaty::Role::Pawn);
    let mut concepts: Vec<Concept> = Vec::new();
    match body {
        "O-O" => concepts.extend([Concept::Short, Concept::Castling]),
        "O-O-O" => concepts.extend([Concept::Long, Concept::Castling]),
        _ => {
            let pawn_push = m.role() == shakmaty::Role::Pawn && !m.is_capture();
            if pawn_push && lexicon.words_for(pawn).next().is_some() {
                concepts.push(pawn);
            }
            for c in body.chars() {
                let concept = match c {
                    'a'..='h' => Concept::File(shakmaty::File::from_char(c)?),
                    '1'..='8' => Concept::Rank(shakmaty::Rank::from_char(c)?),
                    'x' => Concept::Takes,
                    '=' => Concept::Promotion,
                    _ => Concept::Piece(shakmaty::Role::from_char(c)?),
                };
                concepts.push(concept);
            }
        }
    }
    concepts.extend(status);
    let words: Option<Vec<&str>> = concepts
        .iter()
        .map(|c| lexicon.words_for(*c).next())
        .collect();
    words.map(|w| w.join(" "))
}

/// The fixed set of move phrases: the positions' legal moves in turn, one from each
/// position at a time, as far as the lexicon has the words; at most [`MOVE_PHRASES`].
fn move_phrases(lexicon: &Lexicon) -> Vec<MovePhrase> {
    let mut per_position: Vec<Vec<MovePhrase>> = POSITIONS
        .iter()
        .filter_map(|fen| parse_fen(fen).ok().map(|pos| (*fen, pos)))
        .map(|(fen, pos)| {
            pos.legal_moves()
                .into_iter()
                .filter_map(|m| {
                    phrase_for(&pos, m, lexicon).map(|text| MovePhrase {
                        pos: pos.clone(),
                        fen: fen.to_owned(),
                        played: m,
                        text,
                    })
                })
                .collect::<Vec<MovePhrase>>()
        })
        .map(|mut list| {
            // Castling and promotions first, then checks, then captures, so that every
            // kind of phrase is among the first taken; then reversed for popping.
            list.sort_by_key(|p| {
                let kind = if p.played.is_castle() || p.played.is_promotion() {
                    0
                } else if p.text.contains(lexicon_check_word(lexicon)) {
                    1
                } else if p.played.is_capture() {
                    2
                } else {
                    3
                };
                std::cmp::Reverse(kind)
            });
            list
        })
        .collect();
    let mut phrases = Vec::new();
    while phrases.len() < MOVE_PHRASES && per_position.iter().any(|p| !p.is_empty()) {
        for list in &mut per_position {
            if let Some(phrase) = list.pop() {
                if phrases.len() < MOVE_PHRASES {
                    phrases.push(phrase);
                }
            }
        }
    }
    phrases
}

/// The lexicon's word for check, or a string no phrase contains.
fn lexicon_check_word(lexicon: &Lexicon) -> &str {
    lexicon.words_for(Concept::Check).next().unwrap_or("\u{0}")
}

/// espeak-ng's recording of `text` at 16 kHz with quiet after it, and where the speech ends
/// (milliseconds).
fn spoken(text: &str, voice: &str, dir: &Path) -> Result<(Vec<i16>, f64), VoiceTestError> {
    let wav = dir.join("phrase.wav");
    let ok = Command::new("espeak-ng")
        .args(["-v", voice, "-s", "150", "-w"])
        .arg(&wav)
        .arg(text)
        .output()
        .is_ok_and(|out| out.status.success());
    if !ok {
        // espeak-ng that runs but cannot write: the disk, not the voice.
        let runs = Command::new("espeak-ng")
            .arg("--version")
            .output()
            .is_ok_and(|out| out.status.success());
        return Err(if runs {
            VoiceTestError::Scratch(dir.to_owned())
        } else {
            VoiceTestError::NoSpeech
        });
    }
    // A recording espeak-ng wrote but that cannot be read back was cut short: the disk.
    let written = read_wav(&wav).map_err(|_| VoiceTestError::Scratch(dir.to_owned()))?;
    let audio = resample(&written, RECOGNISER_RATE)?;
    let last_loud = audio
        .samples
        .iter()
        .rposition(|s| s.abs() > 0.02)
        .unwrap_or(0);
    let speech_end_ms = last_loud as f64 * 1000.0 / f64::from(RECOGNISER_RATE);
    let mut samples = to_i16(&audio.samples);
    // A room is never digitally silent: a little noise, as a microphone picks up.
    let mut seed = 0x2545_f491_4f6c_dd1du64;
    for _ in 0..(RECOGNISER_RATE * TRAILING_QUIET_MS / 1000) {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        samples.push((seed % 61) as i16 - 30);
    }
    Ok((samples, speech_end_ms))
}

/// The most memory this process has held (resident), in megabytes; 0 where the system
/// does not say.
pub fn peak_memory_mb() -> f64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|status| {
            status
                .lines()
                .find(|l| l.starts_with("VmHWM:"))
                .and_then(|l| l.split_whitespace().nth(1))
                .and_then(|kb| kb.parse::<f64>().ok())
        })
        .map_or(0.0, |kb| kb / 1024.0)
}

fn percentile(values: &mut [f64], p: f64) -> f64 {
    if values.is_empty() {
        return 0.0;
    }
    values.sort_by(f64::total_cmp);
    values[((values.len() - 1) as f64 * p).round() as usize]
}

/// Runs the self-test on the model in `model_dir`, listening for the words of `lexicon`,
/// spoken by espeak-ng in `voices`. `progress` is told what is being done.
pub fn run(
    model_dir: &Path,
    lexicon: &'static Lexicon,
    voices: &[String],
    mut progress: impl FnMut(&str),
) -> Result<VoiceReport, VoiceTestError> {
    let started = std::time::Instant::now();
    let listener = Listener::new(model_dir, lexicon)?;
    let mut report = VoiceReport {
        model: model_dir.display().to_string(),
        load_ms: started.elapsed().as_millis() as u64,
        grammar_words: listener.grammar().words.len().saturating_sub(1),
        unknown_words: listener.grammar().missing.clone(),
        voices: voices.to_vec(),
        ..VoiceReport::default()
    };
    let dir = scratch_dir();
    crate::storage::files::make_folder(&dir).map_err(|_| VoiceTestError::Scratch(dir.clone()))?;
    let result = measure(&listener, lexicon, voices, &dir, &mut report, &mut progress);
    let _ = std::fs::remove_dir_all(&dir);
    result?;
    report.peak_memory_mb = peak_memory_mb();
    Ok(report)
}

fn scratch_dir() -> PathBuf {
    std::env::temp_dir().join(format!("ansage-voice-test-{}", std::process::id()))
}

fn measure(
    listener: &Listener,
    lexicon: &Lexicon,
    voices: &[String],
    dir: &Path,
    report: &mut VoiceReport,
    progress: &mut impl FnMut(&str),
) -> Result<(), VoiceTestError> {
    // Every vocabulary word the model knows, alone.
    let known: Vec<(String, Concept)> = listener
        .grammar()
        .words
        .iter()
        .filter_map(|w| lexicon.concept(w).map(|c| (w.clone(), c)))
        .collect();
    progress("words");
    for voice in voices {
        for (word, concept) in &known {
            let (samples, _) = spoken(word, voice, dir)?;
            let recognition = recognise(
                listener.model(),
                listener.grammar(),
                &samples,
                None,
                &mut |_| false,
            )?;
            let heard = recognition
                .alternatives
                .first()
                .map(|a| a.text.clone())
                .unwrap_or_default();
            report.words_spoken += 1;
            if lexicon.concept(&heard) == Some(*concept) {
                report.words_recognised += 1;
            } else {
                report.words_missed.push(MissedWord {
                    word: word.clone(),
                    voice: voice.clone(),
                    heard,
                });
            }
        }
    }
    progress("moves");
    // The phrases are in the lexicon's words: they are heard in its language.
    let lexicon_language: Language = lexicon
        .code()
        .and_then(|code| code.parse().ok())
        .unwrap_or_default();
    let mut latencies = Vec::new();
    for voice in voices {
        for phrase in move_phrases(lexicon) {
            let (samples, speech_end_ms) = spoken(&phrase.text, voice, dir)?;
            let heard = listener.listen_samples(
                &samples,
                &phrase.pos,
                lexicon_language,
                Some(EarlyCommit::DEFAULT),
            )?;
            let r = &heard.recognition;
            report.moves_spoken += 1;
            let taken = match &heard.interpretation {
                Interpretation::Move { played, .. } if *played == phrase.played => {
                    report.moves_right += 1;
                    true
                }
                Interpretation::Move { played, .. } => {
                    report.moves_wrong += 1;
                    report.wrong_moves.push(WrongMove {
                        fen: phrase.fen.clone(),
                        phrase: phrase.text.clone(),
                        voice: voice.clone(),
                        heard: r
                            .alternatives
                            .first()
                            .map(|a| a.text.clone())
                            .unwrap_or_default(),
                        expected: uci(phrase.played),
                        played: uci(*played),
                    });
                    true
                }
                Interpretation::Question(_) => {
                    report.moves_asked += 1;
                    false
                }
                _ => {
                    report.moves_not_understood += 1;
                    false
                }
            };
            if r.committed_at_ms.is_some() {
                report.moves_committed_early += 1;
            }
            if taken {
                let committed_at = r
                    .committed_at_ms
                    .or(r.endpoint_at_ms)
                    .or(r.finalized_at_ms)
                    .unwrap_or(r.audio_ms) as f64;
                latencies.push((committed_at - speech_end_ms).max(0.0) + r.slowest_chunk_ms);
            }
        }
    }
    report.commit_ms_median = percentile(&mut latencies, 0.5);
    report.commit_ms_p95 = percentile(&mut latencies, 0.95);
    Ok(())
}

fn uci(m: Move) -> String {
    m.to_uci(shakmaty::CastlingMode::Standard).to_string()
}

impl VoiceReport {
    /// The report as sentences, one finding each.
    pub fn sentences(&self, language: Language) -> Vec<String> {
        self.phrases()
            .iter()
            .map(|phrase| shown(phrase, language))
            .collect()
    }

    /// The report as data, one phrase per finding.
    pub fn phrases(&self) -> Vec<Phrase> {
        let mut lines = Vec::new();
        let seconds = format!("{:.1}", self.load_ms as f64 / 1000.0);
        let (whole, tenth) = seconds.split_once('.').unwrap_or((&seconds, "0"));
        lines.push(
            Phrase::new("doctor-report-model")
                .with("model", self.model.as_str())
                .with("whole", whole)
                .with("tenth", tenth)
                .with("words", self.grammar_words),
        );
        lines.push(if self.unknown_words.is_empty() {
            Phrase::new("doctor-report-knows-all")
        } else {
            Phrase::new("doctor-report-unknown").with("words", self.unknown_words.join(", "))
        });
        lines.push(
            Phrase::new("doctor-report-words")
                .with("recognised", self.words_recognised)
                .with("spoken", self.words_spoken)
                .with("voices", self.voices.join(", ")),
        );
        let mut missed: Option<Phrase> = None;
        for m in self.words_missed.iter().take(12) {
            let heard: Value = if m.heard.is_empty() {
                Phrase::new("doctor-report-nothing").into()
            } else {
                Value::Verbatim(m.heard.clone())
            };
            let item = match missed.take() {
                None => Phrase::new("doctor-report-missed-word"),
                Some(before) => Phrase::new("doctor-report-missed-next").with("before", before),
            };
            missed = Some(item.with("word", m.word.as_str()).with("heard", heard));
        }
        if let Some(missed) = missed {
            lines.push(Phrase::new("doctor-report-missed").with("missed", missed));
        }
        lines.push(
            Phrase::new("doctor-report-moves")
                .with("spoken", self.moves_spoken)
                .with("right", self.moves_right)
                .with("asked", self.moves_asked)
                .with("unclear", self.moves_not_understood)
                .with("wrong", self.moves_wrong),
        );
        for wrong in self.wrong_moves.iter().take(5) {
            lines.push(
                Phrase::new("doctor-report-wrong")
                    .with("phrase", wrong.phrase.as_str())
                    .with("heard", wrong.heard.as_str())
                    .with("played", wrong.played.as_str())
                    .with("expected", wrong.expected.as_str()),
            );
        }
        lines.push(
            Phrase::new("doctor-report-latency")
                .with("median", self.commit_ms_median.round() as i64)
                .with("p95", self.commit_ms_p95.round() as i64)
                .with("early", self.moves_committed_early),
        );
        lines.push(
            Phrase::new("doctor-report-memory").with("mb", self.peak_memory_mb.round() as i64),
        );
        lines
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn move_phrases_are_read_off_the_san_in_the_lexicons_words() {
        let german = Lexicon::german();
        let pos = Chess::default();
        use shakmaty::san::San;
        let nf3 = San::from_ascii(b"Nf3").unwrap().to_move(&pos).unwrap();
        let e4 = San::from_ascii(b"e4").unwrap().to_move(&pos).unwrap();
        assert_eq!(
            phrase_for(&pos, nf3, german).as_deref(),
            Some("springer felix drei")
        );
        assert_eq!(
            phrase_for(&pos, e4, german).as_deref(),
            Some("bauer eva vier")
        );
        let phrases = move_phrases(german);
        assert_eq!(phrases.len(), MOVE_PHRASES);
        // Castling, captures, promotions and checks are among them.
        for part in ["rochade", "schlägt", "umwandlung", "schach"] {
            assert!(
                phrases.iter().any(|p| p.text.contains(part)),
                "{part} is missing"
            );
        }
    }

    #[test]
    fn a_lexicon_without_piece_words_gets_only_the_moves_it_can_say() {
        let text = "하나\tfile:a\n둘\tfile:b\n셋\tfile:c\n넷\tfile:d\n다섯\tfile:e\n여섯\tfile:f\n일곱\tfile:g\n여덟\tfile:h\n일\trank:1\n이\trank:2\n삼\trank:3\n사\trank:4\n오\trank:5\n육\trank:6\n칠\trank:7\n팔\trank:8\n";
        let korean: &'static Lexicon = Box::leak(Box::new(Lexicon::from_tsv(text).unwrap()));
        let phrases = move_phrases(korean);
        assert!(!phrases.is_empty());
        for phrase in &phrases {
            assert_eq!(
                phrase.played.role(),
                shakmaty::Role::Pawn,
                "{}",
                phrase.text
            );
            assert_eq!(phrase.text.split(' ').count(), 2, "{}", phrase.text);
        }
    }

    #[test]
    fn the_report_reads_as_sentences() {
        let report = VoiceReport {
            model: "models/x".into(),
            load_ms: 1300,
            grammar_words: 80,
            voices: vec!["de".into(), "de+m3".into()],
            words_spoken: 160,
            words_recognised: 150,
            moves_spoken: 400,
            moves_right: 380,
            moves_asked: 15,
            moves_not_understood: 5,
            commit_ms_median: 61.2,
            commit_ms_p95: 90.0,
            moves_committed_early: 300,
            peak_memory_mb: 480.4,
            ..VoiceReport::default()
        };
        let lines = report.sentences(Language::GERMAN);
        assert_eq!(
            lines[0],
            "Sprachmodell models/x geladen in 1,3 Sekunden; es hört auf 80 Wörter."
        );
        assert!(
            lines.contains(
                &"Züge: 400 gesprochen; 380 richtig, 15 nachgefragt, 5 nicht verstanden, 0 falsch."
                    .to_owned()
            )
        );
        assert!(lines.iter().all(|l| l.ends_with('.')));
        let english = report.sentences(Language::ENGLISH);
        assert_eq!(
            english[0],
            "Speech model models/x loaded in 1.3 seconds; it listens for 80 words."
        );
        assert_eq!(english[5], "Memory: at most 480 MB.");
    }

    #[test]
    fn the_report_is_data_and_lists_the_missed_words_in_order() {
        let report = VoiceReport {
            words_missed: vec![
                MissedWord {
                    word: "anna".into(),
                    voice: "de".into(),
                    heard: String::new(),
                },
                MissedWord {
                    word: "cäsar".into(),
                    voice: "de".into(),
                    heard: "anna".into(),
                },
            ],
            ..VoiceReport::default()
        };
        let phrases = report.phrases();
        assert_eq!(phrases[0].id, "doctor-report-model");
        assert_eq!(phrases[3].id, "doctor-report-missed");
        let lines = report.sentences(Language::GERMAN);
        assert_eq!(
            lines[3],
            "Nicht erkannt, in Klammern das Gehörte: anna (nichts), cäsar (anna)."
        );
        let lines = report.sentences(Language::ENGLISH);
        assert_eq!(
            lines[3],
            "Not recognised, what was heard in brackets: anna (nothing), cäsar (anna)."
        );
    }

    #[test]
    fn each_language_has_its_test_voices() {
        assert_eq!(default_voices(Language::GERMAN), ["de", "de+m3"]);
        assert_eq!(default_voices(Language::ENGLISH), ["en", "en+f3"]);
    }
}
