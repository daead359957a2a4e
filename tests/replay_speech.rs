//! Issue 28, defects 5 and 10: what `ansage replay` says, heard as a blind player hears it,
//! in a pseudo-terminal with the stand-in espeak-ng of `support::pty` (the real espeak-ng
//! renders each utterance, the stand-in takes as long as the sound and logs its START and
//! END), and for a tape a stand-in sound player that logs when each part plays.
//!
//! - `hilfe` / `help` is spoken whole, every command line of it, in German and English, in a
//!   PGN replay and a tape replay (before, each line cut off the one before: only the last
//!   was heard); a step through the tape cuts the help off at once.
//! - Nothing ansage says is spoken over a tape part (FIDE Laws, Appendix F, F2.5: the tape is
//!   what the player listens to): a notice from the speech queue (speech-dispatcher does not
//!   answer, espeak-ng takes over) is shown at once and spoken when the part has ended.
//!
//! Needs espeak-ng and sox (`make setup`).

mod support;

use std::os::unix::net::UnixListener;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

use support::pty::{Pty, Spoken, now, require_speech_tools};

const LONDON: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/tests/data/corpus/London1851.pgn"
);

/// A short game, for a tape made quickly.
const SHORT_GAME: &str = "[Event \"Casual game\"]\n[White \"Anderssen, Adolf\"]\n[Black \"Kieseritzky, Lionel\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. f4 exf4 1-0\n";

/// The help of a PGN replay, line by line, as printed.
const PGN_HELP_DE: [&str; 9] = [
    "Befehle beim Nachspielen, deutsch oder englisch, getippt oder gesprochen:",
    "weiter, w, n oder Enter: der nächste Halbzug, mit seinen Kommentaren; weiter fünf: fünf Halbzüge.",
    "zurück, z oder b: ein Halbzug zurück; zurück drei: drei Halbzüge.",
    "zug zwölf, zug zwölf schwarz, gehe zu 12, 12...: zur Stellung nach diesem Zug.",
    "anfang: zur Ausgangsstellung; schluss oder zum letzten zug: zum letzten Zug.",
    "stellung oder brett vorlesen: alle Figuren; wer ist am zug; wo: welcher Zug und wie viele noch kommen.",
    "kommentar: die Kommentare zum Zug noch einmal; info: Spieler, Turnier, Datum und Ergebnis; fen: die Stellung als FEN.",
    "wiederholen: das Letzte noch einmal; beenden oder ende: aufhören.",
    "Dazu die Fragen aus ansage play, etwa was steht auf e4, angreifer e4, linie eva, material, letzte drei züge.",
];

const PGN_HELP_EN: [&str; 9] = [
    "Commands while replaying, in English or German, typed or spoken:",
    "next, n, w or Enter: the next half-move, with its comments; next five: five half-moves.",
    "back or b: one half-move back; back three: three half-moves.",
    "move twelve, move twelve black, go to 12, 12...: to the position after that move.",
    "start: to the starting position; end of game or to the last move: to the last move.",
    "position or read board: every piece; whose turn; where: which move, and how many are left.",
    "comment: the comments on the move again; info: players, event, date and result; fen: the position as FEN.",
    "repeat: the last answer again; quit or end: stop.",
    "The questions of ansage play work too, such as what is on e4, attackers e4, file eva, material, last three moves.",
];

/// The help of a tape replay.
const TAPE_HELP_DE: [&str; 7] = [
    "Befehle beim Abspielen einer Aufnahme, deutsch oder englisch, getippt oder gesprochen:",
    "weiter, w, n oder Enter: der nächste Abschnitt; weiter fünf: fünf Abschnitte weiter.",
    "zurück, z oder b: der Abschnitt davor; zurück drei: drei Abschnitte zurück.",
    "zug zwölf, zug zwölf schwarz, gehe zu 12, 12...: die Ansage dieses Zuges.",
    "anfang: an den Anfang des Bandes; schluss: der letzte Abschnitt.",
    "wiederholen: den Abschnitt noch einmal; wo: welcher Abschnitt; info: die Partie.",
    "Escape oder still: Ruhe; beenden oder ende: aufhören.",
];

const TAPE_HELP_EN: [&str; 7] = [
    "Commands while playing a tape, in English or German, typed or spoken:",
    "next, n, w or Enter: the next part; next five: five parts on.",
    "back or b: the part before; back three: three parts back.",
    "move twelve, move twelve black, go to 12, 12...: that move's announcement.",
    "start: to the start of the tape; end of game: the last part.",
    "repeat: the part again; where: which part; info: the game.",
    "Escape or quiet: silence; quit or end: stop.",
];

/// A folder of the test's own, removed at the end.
fn folder(name: &str) -> tempfile::TempDir {
    tempfile::Builder::new()
        .prefix(&format!("ansage-replay-speech-{name}-"))
        .tempdir()
        .unwrap()
}

/// A config file with the fastest voice, so that the stand-in's speech takes less time.
fn fast_voice(dir: &Path) -> PathBuf {
    let config = dir.join("config.toml");
    std::fs::write(&config, "[speech]\nrate = 100\n").unwrap();
    config
}

/// What was said from `since` on (utterances started), in order, as one text.
fn said_since(pty: &Pty, since: f64) -> String {
    pty.spoken()
        .iter()
        .filter(|s| s.started && s.at >= since)
        .map(|s| s.text.as_str())
        .collect::<Vec<_>>()
        .join(" ")
}

/// Waits until everything in `lines` has been spoken since `since` (the speech queue cuts
/// long chatter into parts of whole sentences; the parts together are the lines).
fn wait_until_all_said(pty: &mut Pty, since: f64, lines: &[&str]) {
    let deadline = Instant::now() + Duration::from_secs(120);
    loop {
        pty.pump();
        let said = said_since(pty, since);
        let missing: Vec<&&str> = lines.iter().filter(|l| !said.contains(**l)).collect();
        if missing.is_empty() {
            return;
        }
        assert!(
            Instant::now() < deadline,
            "never spoken: {missing:#?}\nspoken: {:#?}\nshown:\n{}",
            pty.spoken(),
            pty.text()
        );
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// `ansage replay` with the stand-in voice, plainly in line mode (`TERM=dumb`).
fn replay(name: &str, args: &[&str], env: &[(&str, &str)]) -> Pty {
    Pty::start_command(name, "dumb", "replay", args, env)
}

fn help_in_a_pgn_replay(language: &str, help: &[&str], go_on: &str) {
    require_speech_tools();
    let dir = folder(&format!("pgn-help-{language}"));
    let config = fast_voice(dir.path());
    let config = config.to_str().unwrap();
    let mut pty = replay(
        &format!("pgn-help-{language}"),
        &[
            LONDON, "--game", "1", "--speech", "espeak", "--lang", language,
        ],
        &[("ANSAGE_CONFIG", config)],
    );
    pty.wait_until_spoken(go_on);
    let asked = now();
    pty.line(if language == "de" { "hilfe" } else { "help" });
    // Each line shown on its own …
    for line in help {
        pty.wait_for(line);
    }
    // … and each spoken, first to last.
    wait_until_all_said(&mut pty, asked, help);
    pty.line(if language == "de" { "ende" } else { "quit" });
    pty.wait_for_exit();
}

/// `hilfe` in a PGN replay speaks every line of the help, not only its last.
#[test]
fn help_in_a_pgn_replay_is_spoken_whole_in_german() {
    help_in_a_pgn_replay("de", &PGN_HELP_DE, "Weiter mit Enter");
}

/// `help` in an English PGN replay speaks every line of the help, not only its last.
#[test]
fn help_in_a_pgn_replay_is_spoken_whole_in_english() {
    help_in_a_pgn_replay("en", &PGN_HELP_EN, "Next with Enter");
}

/// A stand-in for the sound player: logs "TIME PLAY LENGTH" when a part begins and takes as
/// long as the part (stopping it kills the wait).
fn fake_player(dir: &Path) -> (PathBuf, PathBuf) {
    let log = dir.join("played.log");
    let script = dir.join("player.sh");
    std::fs::write(
        &script,
        format!(
            "#!/bin/sh\nlength=$(soxi -D \"$1\")\necho \"$(date +%s.%N) PLAY $length\" >> {}\nexec sleep \"$length\"\n",
            log.display()
        ),
    )
    .unwrap();
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(&script, std::fs::Permissions::from_mode(0o755)).unwrap();
    (script, log)
}

/// When each part played: from its start to its natural end.
fn parts_played(log: &Path) -> Vec<(f64, f64)> {
    std::fs::read_to_string(log)
        .unwrap_or_default()
        .lines()
        .filter_map(|line| {
            let mut words = line.split_whitespace();
            let at: f64 = words.next()?.parse().ok()?;
            let _ = words.next()?;
            let length: f64 = words.next()?.parse().ok()?;
            Some((at, at + length))
        })
        .collect()
}

fn wait_for_parts(log: &Path, count: usize) -> Vec<(f64, f64)> {
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        let parts = parts_played(log);
        if parts.len() >= count {
            return parts;
        }
        assert!(Instant::now() < deadline, "{count} parts never played");
        std::thread::sleep(Duration::from_millis(10));
    }
}

/// A tape of a short game, recorded by `ansage pgn --audio-record` with the real espeak-ng.
fn short_tape(dir: &Path, language: &str) -> PathBuf {
    let pgn = dir.join("partie.pgn");
    std::fs::write(&pgn, SHORT_GAME).unwrap();
    let tape = dir.join("partie.ogg");
    let out = Command::new(env!("CARGO_BIN_EXE_ansage"))
        .args(["pgn", pgn.to_str().unwrap(), "--lang", language])
        .arg("--audio-record")
        .arg(&tape)
        .env("ANSAGE_CONFIG", "/nonexistent/ansage-test-config.toml")
        .output()
        .expect("ansage pgn runs");
    assert!(
        out.status.success(),
        "the tape is not recorded: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    tape
}

/// Utterances that began while a part played.
fn spoken_over_the_tape(spoken: &[Spoken], parts: &[(f64, f64)]) -> Vec<String> {
    spoken
        .iter()
        .filter(|s| s.started)
        .filter(|s| parts.iter().any(|(from, to)| s.at >= *from && s.at < *to))
        .map(|s| format!("{:.3} {}", s.at, s.text))
        .collect()
}

fn help_in_a_tape_replay(language: &str, help: &[&str], go_on: &str) {
    require_speech_tools();
    let dir = folder(&format!("tape-help-{language}"));
    let tape = short_tape(dir.path(), language);
    let (player, played) = fake_player(dir.path());
    let config = fast_voice(dir.path());
    let mut pty = replay(
        &format!("tape-help-{language}"),
        &[
            tape.to_str().unwrap(),
            "--speech",
            "espeak",
            "--lang",
            language,
        ],
        &[
            ("ANSAGE_CONFIG", config.to_str().unwrap()),
            ("ANSAGE_AUDIO_PLAYER", player.to_str().unwrap()),
        ],
    );
    pty.wait_until_spoken(go_on);
    let help_word = if language == "de" { "hilfe" } else { "help" };
    let asked = now();
    pty.line(help_word);
    for line in help {
        pty.wait_for(line);
    }
    wait_until_all_said(&mut pty, asked, help);
    // Asked again, and while it is spoken, Enter steps on: the part plays at once, and the
    // help is cut off.
    let asked = now();
    pty.line(help_word);
    pty.wait_until_spoken(&help[0][..20]);
    std::thread::sleep(Duration::from_millis(300));
    assert!(parts_played(&played).is_empty(), "a part played unasked");
    let stepped = now();
    pty.line("");
    let parts = wait_for_parts(&played, 1);
    assert!(
        parts[0].0 - stepped < 1.0,
        "the part began {:.2} s after Enter",
        parts[0].0 - stepped
    );
    // The part played to its end, with nothing spoken over it.
    std::thread::sleep(Duration::from_secs_f64((parts[0].1 - now()).max(0.0) + 0.5));
    let spoken = pty.spoken();
    let over = spoken_over_the_tape(&spoken, &parts);
    assert!(
        over.is_empty(),
        "spoken over the tape: {over:#?}; parts played (start, end): {parts:?}"
    );
    assert!(
        spoken
            .iter()
            .filter(|s| s.started && s.at > asked)
            .all(|s| s.at < parts[0].0),
        "the help went on after the step: {spoken:#?}"
    );
    pty.line(if language == "de" { "ende" } else { "quit" });
    pty.wait_for_exit();
}

/// `hilfe` in a tape replay speaks every line of the help; Enter steps on at once.
#[test]
fn help_in_a_tape_replay_is_spoken_whole_in_german() {
    help_in_a_tape_replay("de", &TAPE_HELP_DE, "Abspielen mit Enter");
}

/// `help` in an English tape replay speaks every line of the help; Enter steps on at once.
#[test]
fn help_in_a_tape_replay_is_spoken_whole_in_english() {
    help_in_a_tape_replay("en", &TAPE_HELP_EN, "Play with Enter");
}

/// A speech-dispatcher that takes the connection and never answers: a socket nobody reads.
fn silent_dispatcher(dir: &Path) -> (UnixListener, String) {
    let socket = dir.join("speechd.sock");
    let listener = UnixListener::bind(&socket).unwrap();
    (listener, format!("unix_socket:{}", socket.display()))
}

/// Issue 28, defect 10: `--speech auto` where speech-dispatcher does not answer. The notice
/// that espeak-ng speaks instead comes while the first part plays; it is shown at once and
/// spoken only after the part has ended, never over it.
#[test]
fn a_notice_waits_until_the_tape_part_has_ended() {
    require_speech_tools();
    let dir = folder("tape-notice");
    let tape = short_tape(dir.path(), "de");
    let (player, played) = fake_player(dir.path());
    let (_listener, address) = silent_dispatcher(dir.path());
    let config = fast_voice(dir.path());
    let mut pty = replay(
        "tape-notice",
        &[tape.to_str().unwrap(), "--speech", "auto", "--lang", "de"],
        &[
            ("ANSAGE_CONFIG", config.to_str().unwrap()),
            ("ANSAGE_AUDIO_PLAYER", player.to_str().unwrap()),
            ("SPEECHD_ADDRESS", &address),
        ],
    );
    // Two steps: the first while speech-dispatcher is still being waited for (the notice
    // comes while the part plays), the second once espeak-ng speaks (the notice, if not yet
    // said, waits again).
    pty.wait_for("Abspielen mit Enter");
    pty.line("");
    let parts = wait_for_parts(&played, 1);
    pty.wait_for("speech-dispatcher");
    let shown = now();
    assert!(
        shown < parts[0].1,
        "the notice was not shown while the part played: shown at {shown:.2}, part {:?}",
        parts[0]
    );
    let notice_said = pty.wait_until_spoken("speech-dispatcher");
    assert!(
        notice_said >= parts[0].1,
        "the notice was spoken {:.2} s before the part ended",
        parts[0].1 - notice_said
    );
    let spoken = pty.spoken();
    let over = spoken_over_the_tape(&spoken, &parts);
    assert!(
        over.is_empty(),
        "spoken over the tape: {over:#?}; parts played (start, end): {parts:?}"
    );
    pty.line("ende");
    pty.wait_for_exit();
}

/// Issue 28, defect 10 as the blind player met it: the notice is waiting in the speech
/// queue when Enter plays a part; it was spoken within 40 ms of the part's start. Now it is
/// shown at once and spoken after the part.
#[test]
fn a_notice_waiting_when_a_part_starts_is_not_spoken_over_it() {
    require_speech_tools();
    let dir = folder("tape-notice-waiting");
    let tape = short_tape(dir.path(), "de");
    let (player, played) = fake_player(dir.path());
    let (_listener, address) = silent_dispatcher(dir.path());
    let config = fast_voice(dir.path());
    let mut pty = replay(
        "tape-notice-waiting",
        &[tape.to_str().unwrap(), "--speech", "auto", "--lang", "de"],
        &[
            ("ANSAGE_CONFIG", config.to_str().unwrap()),
            ("ANSAGE_AUDIO_PLAYER", player.to_str().unwrap()),
            ("SPEECHD_ADDRESS", &address),
        ],
    );
    // espeak-ng has taken over (after speech-dispatcher's time limit) and speaks the
    // greeting; the notice waits to be taken.
    pty.wait_until_spoken("Aufnahme partie.ogg");
    pty.line("");
    let parts = wait_for_parts(&played, 1);
    pty.wait_for("speech-dispatcher");
    let notice_said = pty.wait_until_spoken("speech-dispatcher");
    let spoken = pty.spoken();
    let over = spoken_over_the_tape(&spoken, &parts);
    assert!(
        over.is_empty(),
        "spoken over the tape: {over:#?}; parts played (start, end): {parts:?}"
    );
    assert!(notice_said >= parts[0].1);
    eprintln!(
        "the notice began {:.3} s after the part ended",
        notice_said - parts[0].1
    );
    // The next part: nothing is said over it either.
    pty.line("");
    let parts = wait_for_parts(&played, 2);
    std::thread::sleep(Duration::from_secs_f64((parts[1].1 - now()).max(0.0) + 0.3));
    let over = spoken_over_the_tape(&pty.spoken(), &parts[1..]);
    assert!(
        over.is_empty(),
        "spoken over the tape: {over:#?}; parts played (start, end): {parts:?}"
    );
    pty.line("ende");
    pty.wait_for_exit();
}
