//! ansage as a blind player meets it (issue 16): in a real pseudo-terminal, with a screen
//! reader's view of the bytes, and with speech that takes real time. The sound card is
//! stood in for by a script in front of the real espeak-ng: it renders each utterance with
//! espeak-ng into a WAV file and sleeps as long as the sound lasts, logging when each
//! utterance starts and ends (one that is cut off never ends).
//!
//! Checked: line mode writes no escape sequence in a whole game, and a sentence that
//! arrives while the player types keeps the typed text; a move is heard at once after a long
//! answer; Escape and "still" silence the speech; "ende" ends without waiting for the answer
//! being spoken; the first line never waits for the speech service.

mod support;

use std::time::{Duration, Instant};

use support::pty::{Pty, now, require_speech_tools};

#[test]
fn a_whole_game_in_line_mode_writes_plain_text_and_keeps_what_was_typed() {
    // TERM=dumb chooses line mode; the clock's alarm arrives while the player types.
    let mut pty = Pty::start(
        "line",
        "dumb",
        &["--speech", "none", "--time", "1", "--alarms", "57s"],
        &[],
    );
    pty.wait_for("Neue Partie");
    pty.send("Sf");
    pty.wait_for("siebenundfünfzig Sekunden");
    // The alarm went on a line of its own, and the typed text was shown again after it.
    let text = pty.text();
    let alarm_at = text.find("siebenundfünfzig Sekunden").unwrap();
    assert!(
        text[alarm_at..].contains("\nWeiß> Sf") || text[alarm_at..].contains("\r\nWeiß> Sf"),
        "the typed text is shown again after the alarm:\n{text:?}"
    );
    pty.line("3");
    pty.wait_for("Springer Felix drei");
    for (line, answer) in [
        ("e5", "Bauer Eva fünf"),
        ("vorlesen", "Weiß ist am Zug"),
        ("züge", "1. Sf3 e5"),
        (
            "fen",
            "rnbqkbnr/pppp1ppp/8/4p3/8/5N2/PPPPPPPP/RNBQKB1R w KQkq - 0 2",
        ),
        ("hilfe", "hilfe"),
        ("brett", "8"),
        ("Sxe5", "Springer schlägt Eva fünf"),
        ("ende", "Ja oder nein"),
    ] {
        let before = pty.text().matches(answer).count();
        pty.line(line);
        pty.wait_for_count(answer, before + 1);
    }
    pty.line("ja");
    pty.wait_for_exit();
    let bytes = &pty.bytes;
    let escapes = bytes.iter().filter(|&&b| b == 0x1b).count();
    println!(
        "line mode, a whole game: {} bytes, {escapes} escape bytes",
        bytes.len()
    );
    assert_eq!(
        escapes,
        0,
        "line mode wrote escape codes:\n{:?}",
        String::from_utf8_lossy(bytes)
    );
    // Nothing but text, newlines and the echo's backspaces reaches the screen reader.
    assert!(
        bytes
            .iter()
            .all(|&b| b >= 0x20 || matches!(b, b'\n' | b'\r' | 0x08)),
        "other control bytes in line mode"
    );
}

#[test]
fn a_move_is_heard_at_once_after_the_board_is_read_aloud() {
    require_speech_tools();
    let mut pty = Pty::start("chatter", "dumb", &["--speech", "espeak"], &[]);
    pty.wait_for("Neue Partie");
    pty.line("e4");
    pty.wait_until_spoken("Zug eins, Weiß");
    pty.line("vorlesen");
    pty.wait_until_spoken("Weiß: König");
    std::thread::sleep(Duration::from_millis(1500));
    let typed = now();
    pty.line("e5");
    let heard = pty.wait_until_spoken("Zug eins, Schwarz");
    println!(
        "a move after the board read aloud: spoken {:.0} ms after Enter",
        (heard - typed) * 1000.0
    );
    // The long answer was cut off, and what was left of it never came.
    assert!(!pty.ended("Weiß: König"), "{:#?}", pty.spoken());
    let spoken = pty.spoken();
    assert!(
        !spoken
            .iter()
            .any(|s| s.started && s.at > heard && s.text.contains("Schwarz: König")),
        "the rest of the board came after the move: {spoken:#?}"
    );
    // The game's end says the result; nothing else waits.
    pty.line("ende");
    pty.wait_for("Ja oder nein");
    pty.line("ja");
    let took = pty.wait_for_exit();
    println!("ende: ansage ended {took:?} after the yes");
}

#[test]
fn escape_and_still_silence_the_speech_at_once() {
    require_speech_tools();
    for term in ["dumb", "xterm-256color"] {
        let mut pty = Pty::start("stop", term, &["--speech", "espeak"], &[]);
        pty.wait_for("Neue Partie");
        pty.line("vorlesen");
        pty.wait_until_spoken("Weiß: König");
        let pressed = now();
        pty.send("\x1b");
        // The part being spoken stops, and the rest of the board is not read.
        std::thread::sleep(Duration::from_millis(800));
        assert!(!pty.ended("Weiß: König"), "{term}: {:#?}", pty.spoken());
        assert!(
            !pty.spoken().iter().any(|s| s.at > pressed && s.started),
            "{term}: speech went on after Escape: {:#?}",
            pty.spoken()
        );
        // The game goes on: a move after Escape is played and spoken.
        pty.line("d4");
        pty.wait_until_spoken("Zug eins, Weiß: Bauer David vier");
        pty.line("züge");
        pty.wait_until_spoken("Zug eins, Weiß, Bauer David vier");
        // Typed words stop it too.
        pty.line("still");
        let said = now();
        std::thread::sleep(Duration::from_millis(800));
        assert!(
            !pty.ended("Zug eins, Weiß, Bauer David vier"),
            "{term}: {:#?}",
            pty.spoken()
        );
        assert!(!pty.spoken().iter().any(|s| s.at > said && s.started));
        assert!(!pty.text().contains("kein Zug"), "{term}: still is no move");
    }
}

#[test]
fn the_first_line_never_waits_for_the_speech_service() {
    require_speech_tools();
    // espeak-ng answers its --version only after two seconds; the greeting is on the screen
    // before that, and is spoken once the voice is there.
    let started = Instant::now();
    let mut pty = Pty::start(
        "first",
        "dumb",
        &["--speech", "espeak"],
        &[("PROBE_DELAY", "2")],
    );
    pty.wait_for("Neue Partie");
    let first_line = started.elapsed();
    let probed = pty.dir.join("speech.log.probed");
    assert!(
        !probed.exists(),
        "the first line waited for espeak-ng ({first_line:?})"
    );
    println!("first line after {first_line:?} while espeak-ng was still being asked");
    // What was said meanwhile is not lost.
    pty.wait_until_spoken("Neue Partie");
    pty.line("e4");
    pty.wait_until_spoken("Zug eins, Weiß: Bauer Eva vier");
}

#[test]
fn voices_are_listed_when_asked_and_a_wrong_name_is_refused() {
    require_speech_tools();
    let mut pty = Pty::start("voices", "dumb", &["--speech", "espeak"], &[]);
    pty.wait_for("Neue Partie");
    pty.line("stimmen");
    pty.wait_for("Stimmen");
    assert!(pty.text().contains("German"), "{}", pty.text());
    pty.line("stimme xyz");
    pty.wait_for("Die Stimme xyz kenne ich nicht");
    pty.line("einstellungen");
    pty.wait_for("Stimme");
    assert!(!pty.text().contains("Stimme jetzt xyz"));
}

#[test]
fn saving_settings_keeps_what_changed_in_play_not_this_calls_options() {
    // `--speech none` is this call's option; "schneller" and "brett an" change in play.
    let dir = support::fresh_dir("save-settings");
    let output = support::play_plain(
        &[],
        &["schneller", "brett an", "einstellungen speichern", "ende"],
        Duration::from_millis(50),
        &dir,
    );
    let lines = support::stdout_lines(&output);
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("Einstellungen gespeichert")),
        "{lines:?}"
    );
    let saved = std::fs::read_to_string(dir.join("config.toml")).unwrap();
    assert!(
        !saved.contains("\"none\""),
        "--speech none was saved:\n{saved}"
    );
    assert!(saved.contains("rate = 10"), "{saved}");
    assert!(saved.contains("show = true"), "{saved}");
}

#[test]
fn the_scoresheet_and_the_fen_are_spoken_unless_asked_to_be_only_shown() {
    require_speech_tools();
    let mut pty = Pty::start("lists", "dumb", &["--speech", "espeak"], &[]);
    pty.wait_for("Neue Partie");
    pty.line("f3");
    pty.wait_until_spoken("Zug eins, Weiß");
    // The FEN is spelt sign by sign, so it can be written down by ear.
    pty.line("fen");
    pty.wait_until_spoken("FEN:");
    pty.wait_until_spoken("klein r, klein n, klein b, klein q, klein k");
    // Shown only: the move list is on the screen and not spoken.
    pty.line("vorlesen aus");
    pty.wait_until_spoken("Vorlesen aus");
    pty.line("züge");
    pty.wait_for("1. f3");
    std::thread::sleep(Duration::from_millis(500));
    assert!(
        !pty.spoken()
            .iter()
            .any(|s| s.text.starts_with("Zug eins, Weiß, Bauer")),
        "the move list was spoken: {:#?}",
        pty.spoken()
    );
    // Spoken again: at the end of the game the scoresheet is read in words.
    pty.line("vorlesen an");
    pty.wait_until_spoken("Vorlesen an");
    for (line, said) in [
        ("e5", "Zug eins, Schwarz"),
        ("g4", "Zug zwei, Weiß"),
        ("Dh4", "Zug zwei, Schwarz"),
    ] {
        pty.line(line);
        pty.wait_until_spoken(said);
    }
    pty.wait_until_spoken("Die Partie in Worten: Zug eins, Weiß, Bauer Felix drei.");
    // "ende" cuts it off and ends at once.
    pty.line("ende");
    let took = pty.wait_for_exit();
    assert!(took < Duration::from_secs(2), "ende took {took:?}");
}

#[test]
fn a_draw_offer_is_answered_with_yes_or_no() {
    let dir = support::fresh_dir("draw-yes-no");
    let output = support::play_plain(
        &[],
        &["e4", "remis", "nein", "e5", "remis", "ja", "ja"],
        Duration::from_millis(50),
        &dir,
    );
    let lines = support::stdout_lines(&output);
    assert!(
        lines.iter().any(|l| l == "Weiß lehnt das Remisangebot ab."),
        "{lines:?}"
    );
    assert!(
        lines.iter().any(|l| l == "Remis nach Vereinbarung."),
        "{lines:?}"
    );
}
