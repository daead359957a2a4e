//! Speech output with the real voices: espeak-ng renders a game's announcements into WAV
//! files, and speech-dispatcher speaks a sentence — through a private daemon of its own
//! that writes its sound into a WAV file, and through this machine's own daemon (or, where
//! that cannot speak, the fallback).

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread;
use std::time::{Duration, Instant};

use ansage::game::events::GameEvent;
use ansage::language::Language;
use ansage::play::{Event, PlaySession};
use ansage::speech::speaker::{
    Priority, RenderProblem, Speaker, SpeechBackend, SpeechError, SpeechSettings, espeak_available,
    open_speaker, render_wav,
};

/// Below this RMS (of full scale) a file counts as silent. espeak-ng's normal amplitude
/// gives about 0.09 for an announcement (measured with sox), half amplitude about 0.045.
const RMS_FLOOR: f64 = 0.02;

/// Plausible speaking time per character at the normal rate. espeak-ng measured 76 to
/// 89 ms a character for announcements (211 at its slowest rate, 27 at its fastest); the
/// bounds leave about a factor of two either way.
const MIN_MS_PER_CHAR: f64 = 40.0;
const MAX_MS_PER_CHAR: f64 = 200.0;

/// The announcements of a short game (the scholar's mate), exactly as `ansage play` says
/// them.
fn game_announcements(language: Language) -> Vec<String> {
    let moves = match language {
        Language::GERMAN => ["e4", "e5", "Lc4", "Sc6", "Dh5", "Sf6", "Dxf7#"],
        Language::ENGLISH => ["e4", "e5", "Bc4", "Nc6", "Qh5", "Nf6", "Qxf7#"],
        other => panic!("no test game in {other:?}"),
    };
    let mut session = PlaySession::new(language);
    let words = session.words_in(language);
    let mut said = Vec::new();
    for m in moves {
        let (events, _) = session.handle_line(m);
        for event in &events {
            if let Event::Game(GameEvent::MovePlayed { .. }) = event {
                said.extend(words.lines(event).into_iter().map(|line| line.spoken));
            }
        }
    }
    assert_eq!(said.len(), moves.len(), "every move is announced: {said:?}");
    said
}

/// A fresh, empty directory for one test.
fn scratch_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("ansage-speech-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temporary directory");
    dir
}

/// Samples (as fractions of full scale) and sample rate of a 16-bit PCM WAV file. Reads
/// the chunks by hand, so a file whose writer was stopped before it could fill in the
/// lengths (speech-dispatcher's) is read to its end.
fn read_wav(path: &Path) -> (Vec<f64>, u32) {
    let bytes = std::fs::read(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    assert!(
        bytes.len() > 12 && &bytes[..4] == b"RIFF" && &bytes[8..12] == b"WAVE",
        "{} is no WAV file",
        path.display()
    );
    let mut at = 12;
    let mut rate = 0;
    let mut channels = 1;
    while at + 8 <= bytes.len() {
        let id = &bytes[at..at + 4];
        let len = u32::from_le_bytes([bytes[at + 4], bytes[at + 5], bytes[at + 6], bytes[at + 7]])
            as usize;
        let body = at + 8;
        if id == b"fmt " {
            channels = u16::from_le_bytes([bytes[body + 2], bytes[body + 3]]).max(1) as usize;
            rate = u32::from_le_bytes([
                bytes[body + 4],
                bytes[body + 5],
                bytes[body + 6],
                bytes[body + 7],
            ]);
            let bits = u16::from_le_bytes([bytes[body + 14], bytes[body + 15]]);
            assert_eq!(bits, 16, "16-bit samples");
        } else if id == b"data" {
            let end = if len == 0 || body + len > bytes.len() {
                bytes.len()
            } else {
                body + len
            };
            let samples = bytes[body..end]
                .chunks_exact(2 * channels)
                .map(|frame| i16::from_le_bytes([frame[0], frame[1]]) as f64 / 32768.0)
                .collect();
            assert!(rate > 0, "a fmt chunk before the data");
            return (samples, rate);
        }
        at = body + len + (len & 1);
    }
    panic!("{} has no data chunk", path.display());
}

fn rms(samples: &[f64]) -> f64 {
    if samples.is_empty() {
        return 0.0;
    }
    (samples.iter().map(|s| s * s).sum::<f64>() / samples.len() as f64).sqrt()
}

fn seconds(samples: &[f64], rate: u32) -> f64 {
    samples.len() as f64 / rate as f64
}

/// Checks that a file holds speech for `text`: not silent, and about as long as the text.
fn assert_plausible_speech(path: &Path, text: &str) -> (f64, f64) {
    let (samples, rate) = read_wav(path);
    let level = rms(&samples);
    let length = seconds(&samples, rate);
    let per_char_ms = length * 1000.0 / text.chars().count() as f64;
    assert!(
        level > RMS_FLOOR,
        "{} is silent (RMS {level:.4}) for {text:?}",
        path.display()
    );
    assert!(
        (MIN_MS_PER_CHAR..=MAX_MS_PER_CHAR).contains(&per_char_ms),
        "{} lasts {length:.2} s, {per_char_ms:.0} ms a character, for {text:?}",
        path.display()
    );
    (level, length)
}

fn require_espeak() {
    assert!(
        espeak_available(),
        "espeak-ng is not installed; install it with make setup or apt-get install espeak-ng"
    );
}

#[test]
fn espeak_renders_a_games_announcements_into_wav_files() {
    require_espeak();
    let dir = scratch_dir("game");
    for language in [Language::GERMAN, Language::ENGLISH] {
        for (i, text) in game_announcements(language).iter().enumerate() {
            let path = dir.join(format!("{language}-{i}.wav"));
            render_wav(text, language, &SpeechSettings::default(), &path)
                .unwrap_or_else(|e| panic!("{}", e.message(language)));
            let (level, length) = assert_plausible_speech(&path, text);
            println!("{text:?}: {length:.2} s, RMS {level:.3}");
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn rate_and_volume_change_the_rendered_speech() {
    require_espeak();
    let dir = scratch_dir("settings");
    let text = "Zug vier, Weiß: Dame Hector fünf schlägt Felix sieben, Schach und Matt.";
    let render = |name: &str, settings: SpeechSettings| {
        let path = dir.join(format!("{name}.wav"));
        render_wav(text, Language::GERMAN, &settings, &path)
            .unwrap_or_else(|e| panic!("{}", e.message(Language::GERMAN)));
        let (samples, rate) = read_wav(&path);
        (seconds(&samples, rate), rms(&samples))
    };
    let (normal_length, normal_level) = render("normal", SpeechSettings::default());
    let (fast_length, _) = render(
        "fast",
        SpeechSettings {
            rate: 50,
            ..SpeechSettings::default()
        },
    );
    let (_, quiet_level) = render(
        "quiet",
        SpeechSettings {
            volume: -50,
            ..SpeechSettings::default()
        },
    );
    // Rate 50 is 313 words a minute against 175: a little over half the time.
    assert!(
        fast_length < 0.75 * normal_length,
        "faster: {fast_length:.2} s against {normal_length:.2} s"
    );
    // Volume -50 is half espeak-ng's amplitude.
    assert!(
        quiet_level < 0.7 * normal_level && quiet_level > 0.3 * normal_level,
        "quieter: RMS {quiet_level:.3} against {normal_level:.3}"
    );
    // An unknown voice falls back to the language's own, it does not fail.
    let (odd_length, _) = render(
        "odd-voice",
        SpeechSettings {
            voice: Some("Klingon".into()),
            ..SpeechSettings::default()
        },
    );
    assert!((odd_length - normal_length).abs() < 0.05 * normal_length);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn rendering_where_nothing_can_be_written_says_why() {
    require_espeak();
    let dir = scratch_dir("missing");
    let path = dir.join("no-such-folder").join("a.wav");
    let error = render_wav(
        "Zug eins.",
        Language::GERMAN,
        &SpeechSettings::default(),
        &path,
    )
    .expect_err("the folder does not exist");
    assert!(
        matches!(error, SpeechError::RenderFailed { .. }),
        "{error:?}"
    );
    let sentence = error.message(Language::GERMAN);
    assert!(sentence.contains("no-such-folder"), "{sentence}");
    assert!(sentence.ends_with("beschreibbar ist."), "{sentence}");
    // Why, in German; espeak-ng's or the system's English words stay out of the sentence.
    assert!(
        matches!(
            error,
            SpeechError::RenderFailed {
                problem: RenderProblem::NoFolder,
                ..
            }
        ),
        "{error:?}"
    );
    assert!(sentence.contains("den Ordner gibt es nicht"), "{sentence}");
    for english in ["ended with", "exit status", "No such file", "os error"] {
        assert!(!sentence.contains(english), "{sentence}");
    }
    assert!(matches!(
        render_wav("\n", Language::GERMAN, &SpeechSettings::default(), &path),
        Err(SpeechError::NoText)
    ));
    let _ = std::fs::remove_dir_all(&dir);
}

/// Says `texts` and watches the mute flag: it must go up and, once everything has been
/// said, come down again. Returns about how long the flag was up (the exact timing is
/// tested in the queue's unit tests).
fn speak_and_watch(speaker: &mut dyn Speaker, texts: &[String]) -> Duration {
    let flag = Arc::new(AtomicBool::new(false));
    speaker.mute_while_speaking(flag.clone());
    let watching = Arc::new(AtomicBool::new(true));
    let watcher = {
        let flag = flag.clone();
        let watching = watching.clone();
        thread::spawn(move || {
            let mut up_since = None;
            let mut up_for = Duration::ZERO;
            while watching.load(Ordering::SeqCst) {
                match (flag.load(Ordering::SeqCst), up_since) {
                    (true, None) => up_since = Some(Instant::now()),
                    (false, Some(since)) => {
                        up_for += since.elapsed();
                        up_since = None;
                    }
                    _ => {}
                }
                thread::sleep(Duration::from_millis(1));
            }
            up_for + up_since.map_or(Duration::ZERO, |s| s.elapsed())
        })
    };
    for text in texts {
        speaker.say(text, Priority::Announcement);
    }
    let start = Instant::now();
    speaker.wait_until_quiet(Duration::from_secs(60));
    assert!(
        start.elapsed() < Duration::from_secs(60),
        "{} never became quiet",
        speaker.description()
    );
    thread::sleep(Duration::from_millis(20));
    watching.store(false, Ordering::SeqCst);
    let up_for = watcher.join().expect("watcher");
    assert!(
        !flag.load(Ordering::SeqCst),
        "the microphone stays muted after {}",
        speaker.description()
    );
    assert!(up_for > Duration::ZERO, "the mute flag never went up");
    up_for
}

#[test]
fn espeak_speaker_speaks_in_order_and_mutes_the_microphone_meanwhile() {
    require_espeak();
    let mut speaker = open_speaker(
        SpeechBackend::Espeak,
        Language::GERMAN,
        SpeechSettings::default(),
    );
    assert_eq!(speaker.description(), "espeak-ng");
    let up_for = speak_and_watch(speaker.as_mut(), &game_announcements(Language::GERMAN)[..2]);
    println!(
        "espeak-ng: mute flag up for {up_for:?} (without a sound card espeak-ng returns at once)"
    );
    assert!(speaker.take_notices().is_empty());
    // The voices are listed when asked for, not at start.
    assert!(
        speaker.voices().iter().any(|v| v == "German"),
        "{:?}",
        speaker.voices()
    );
}

#[test]
fn opening_a_speaker_never_waits_for_the_speech_service() {
    // Whatever this machine has (a daemon, none, one without sound), the speaker is there
    // at once; connecting happens on the speech thread.
    for backend in [
        SpeechBackend::Auto,
        SpeechBackend::Dispatcher,
        SpeechBackend::Espeak,
    ] {
        let start = Instant::now();
        let mut speaker = open_speaker(backend, Language::GERMAN, SpeechSettings::default());
        let opening = start.elapsed();
        println!("{backend:?}: open_speaker returned after {opening:?}");
        assert!(
            opening < Duration::from_millis(500),
            "{backend:?} took {opening:?} to open"
        );
        speaker.wait_until_quiet(Duration::from_secs(10));
    }
}

#[test]
fn speech_dispatcher_on_this_machine_speaks_or_the_fallback_does() {
    let mut speaker = open_speaker(
        SpeechBackend::Dispatcher,
        Language::GERMAN,
        SpeechSettings::default(),
    );
    let sentence = "Zug eins, Weiß: Springer Felix drei.".to_owned();
    speak_and_watch(speaker.as_mut(), std::slice::from_ref(&sentence));
    let notices = speaker.take_notices();
    match notices.as_slice() {
        [] => {
            assert_eq!(speaker.description(), "speech-dispatcher");
            println!("speech-dispatcher spoke a sentence");
        }
        [notice] => {
            let notice = ansage::words::phrases::shown(notice, Language::GERMAN);
            println!("speech-dispatcher could not speak here: {notice}");
            assert!(notice.ends_with('.'), "{notice}");
            assert!(notice.starts_with("speech-dispatcher"), "{notice}");
            assert_ne!(speaker.description(), "speech-dispatcher");
            if espeak_available() {
                assert!(notice.contains("espeak-ng."), "{notice}");
                assert_eq!(speaker.description(), "espeak-ng");
                speak_and_watch(speaker.as_mut(), &[sentence]);
            } else {
                assert_eq!(speaker.description(), "Text");
            }
        }
        more => panic!("one notice at most: {more:?}"),
    }
}

/// The sentence the private daemon speaks.
#[cfg(feature = "dispatcher")]
const DAEMON_SENTENCE: &str = "Zug zwei, Schwarz: Springer Cäsar sechs.";

/// Runs a speech-dispatcher of its own (its own socket and configuration, its sound going
/// through ALSA's file plugin into a WAV file, as there is no sound card), has ansage speak
/// a sentence through it in a child test process (speech-dispatcher's address can only be
/// set through the environment), and checks the sound the daemon made.
#[cfg(feature = "dispatcher")]
#[test]
fn speech_dispatcher_speaks_a_sentence_through_its_own_daemon() {
    let dir = scratch_dir("daemon");
    let conf = dir.join("conf");
    std::fs::create_dir_all(conf.join("modules")).expect("configuration folder");
    let wav = dir.join("daemon.wav");
    std::fs::write(
        conf.join("speechd.conf"),
        format!(
            "AudioOutputMethod \"alsa\"\nAudioALSADevice \"file:FILE={},FORMAT=wav\"\n\
             AddModule \"espeak-ng\" \"sd_espeak-ng\" \"espeak-ng.conf\"\nDefaultModule espeak-ng\n",
            wav.display()
        ),
    )
    .expect("speechd.conf");
    std::fs::write(conf.join("modules").join("espeak-ng.conf"), "").expect("module config");
    let socket = dir.join("speechd.sock");
    let daemon = std::process::Command::new("speech-dispatcher")
        .arg("--run-single")
        .arg("--config-dir")
        .arg(&conf)
        .args(["--communication-method", "unix_socket", "--socket-path"])
        .arg(&socket)
        .arg("--log-dir")
        .arg(dir.join("log"))
        .arg("--pid-file")
        .arg(dir.join("pid"))
        .args(["--timeout", "30"])
        .stdin(std::process::Stdio::null())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn();
    let mut daemon = match daemon {
        Ok(daemon) => daemon,
        Err(e) => {
            println!("speech-dispatcher cannot be started ({e}); the fallback speaks instead.");
            let mut speaker = open_speaker(
                SpeechBackend::Dispatcher,
                Language::GERMAN,
                SpeechSettings::default(),
            );
            speak_and_watch(speaker.as_mut(), &[DAEMON_SENTENCE.to_owned()]);
            assert_eq!(speaker.take_notices().len(), 1);
            return;
        }
    };
    let deadline = Instant::now() + Duration::from_secs(10);
    while !socket.exists() && Instant::now() < deadline {
        thread::sleep(Duration::from_millis(20));
    }
    let child = socket.exists().then(|| {
        std::process::Command::new(std::env::current_exe().expect("test binary"))
            .args([
                "--ignored",
                "--exact",
                "speech_dispatcher_inner",
                "--nocapture",
                "--test-threads=1",
            ])
            .env(
                "SPEECHD_ADDRESS",
                format!("unix_socket:{}", socket.display()),
            )
            .env("ANSAGE_SPEECH_DAEMON_TEST", "1")
            .output()
    });
    let _ = daemon.kill();
    let _ = daemon.wait();
    assert!(socket.exists() || child.is_none(), "unreachable");
    let output = child
        .expect("the private speech-dispatcher opened its socket within 10 seconds")
        .expect("the test binary runs");
    let stdout = String::from_utf8_lossy(&output.stdout);
    for line in stdout.lines().filter(|l| l.contains("mute flag")) {
        println!("child: {line}");
    }
    assert!(
        output.status.success() && stdout.contains("1 passed"),
        "the child test failed:\n{stdout}\n{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let (level, length) = assert_plausible_speech(&wav, DAEMON_SENTENCE);
    println!("speech-dispatcher's own sound: {length:.2} s, RMS {level:.3}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// The child half of the test above: speaks through the daemon named by SPEECHD_ADDRESS.
#[cfg(feature = "dispatcher")]
#[test]
#[ignore = "run by speech_dispatcher_speaks_a_sentence_through_its_own_daemon"]
fn speech_dispatcher_inner() {
    if std::env::var_os("ANSAGE_SPEECH_DAEMON_TEST").is_none() {
        println!("speech_dispatcher_inner runs only inside its parent test.");
        return;
    }
    let mut speaker = open_speaker(
        SpeechBackend::Dispatcher,
        Language::GERMAN,
        SpeechSettings::default(),
    );
    assert_eq!(speaker.description(), "speech-dispatcher");
    let up_for = speak_and_watch(speaker.as_mut(), &[DAEMON_SENTENCE.to_owned()]);
    let notices = speaker.take_notices();
    assert!(notices.is_empty(), "the private daemon speaks: {notices:?}");
    assert_eq!(speaker.description(), "speech-dispatcher");
    // The voices are listed only when asked for (listing takes seconds).
    let voices = speaker.voices();
    assert!(voices.iter().any(|v| v == "German"), "{voices:?}");
    assert!(
        voices.iter().all(|v| v.starts_with("German")),
        "only German voices: {voices:?}"
    );
    println!("speech-dispatcher took the sentence; mute flag up for {up_for:?}");
}
