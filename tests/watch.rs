//! Spectators (issue 30: "Spectators, read-only, no records' secrets, only if the host
//! allows"), end to end on loopback: a real host (`ansage play --host --spectators`), the
//! remote player's device and spectators on real WebSockets, and the spectators' page in a
//! real browser. Spectators see the game as ansage keeps it, never a player's own board or
//! record, and nothing they send reaches the game.

mod support;

use std::path::PathBuf;

use serde_json::json;
use support::browser::{Browser, browser_ready};
use support::fresh_dir;
use support::relay::{Device, Host};

/// Spectators watch with their code, in their own languages: they get the game's moves and
/// announcements and the clocks, no player's record or board (the view has no such field),
/// and a line they send is refused in words; the game goes on as before; they are told when
/// the host ends.
#[test]
fn spectators_see_the_game_and_send_nothing() {
    let dir = fresh_dir("watch-game");
    let mut host = Host::start(
        &["--spectators", "--repetition", "required", "--time", "5+3"],
        &dir,
    );
    let code = host.spectator_code();
    assert_ne!(code, host.code, "the spectators have a code of their own");
    let (mut device, _) = Device::pair(&host.address, &host.code, "en");
    device.expect_line("You play Black");
    let mut english = Device::watch(&host.address, &code, "en");
    let mut spanish = Device::watch(&host.address, &code, "es");
    let view = english.expect_type("watch");
    assert_eq!(
        view["view"]["board"],
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR"
    );

    host.process.type_line("Sf3");
    english.expect_line("Move one, White: Knight Felix three (Nf3).");
    let watched = spanish.expect("the view after Nf3", |m| {
        (m["type"] == "watch" && m["view"]["moves"] == json!(["Cf3"])).then(|| m["view"].clone())
    });
    assert_eq!(watched["last_move"], json!(["g1", "f3"]));
    assert!(watched["clock"]["white_ms"].as_u64().is_some());
    // No player's own board or record reaches a spectator: Black has not repeated yet, and
    // nothing in the view says what Black's board or record holds.
    let keys: Vec<&String> = watched.as_object().unwrap().keys().collect();
    for secret in ["record", "white", "black", "differences", "legal"] {
        assert!(!keys.iter().any(|k| k.as_str() == secret), "{keys:?}");
    }
    // A spectator's line is refused and plays nothing.
    english.line("e7e5");
    let refused = english.expect_type("refused");
    assert_eq!(refused["kind"], "watch_only");
    assert_eq!(
        refused["reason"],
        "Spectators only watch; nothing goes to the game."
    );
    device.line("g1f3");
    device.line("e7e5");
    host.process
        .expect("Zug eins, Schwarz: Bauer Eva fünf (e5).");
    english.expect_line("Move one, Black: Pawn Eva five (e5).");
    // The host counts them on request.
    host.process.type_line("verbindung");
    host.process.expect("2 Zuschauer sehen zu.");
    // The page's language changes what a spectator is sent.
    english.send(json!({"type": "language", "lang": "de"}));
    english.expect("the view in German", |m| {
        (m["type"] == "watch" && m["view"]["moves"] == json!(["Sf3", "e5"])).then_some(())
    });
    // The host ends: the spectators hear that a resumed game has a new code for them.
    host.process.type_line("ende");
    host.process.close_input();
    spanish.expect_line("un nuevo código de espectadores");
}

/// A wrong code, or spectators the host did not allow, are refused in the device's words;
/// no more than sixteen watch at once.
#[test]
fn only_the_spectators_code_lets_in_and_only_when_allowed() {
    let dir = fresh_dir("watch-refused");
    let host = Host::start(&[], &dir);
    let mut device = Device::connect(&host.address);
    device.send(json!({"type": "pair", "code": host.code, "lang": "en", "role": "spectator"}));
    let refused = device.expect_type("refused");
    assert_eq!(refused["kind"], "no_spectators");
    assert!(
        refused["reason"]
            .as_str()
            .is_some_and(|r| r.contains("--spectators")),
        "{refused}"
    );

    let dir = fresh_dir("watch-full");
    let mut host = Host::start(&["--spectators"], &dir);
    let code = host.spectator_code();
    let wrong = if code == "0000" { "1111" } else { "0000" };
    let mut stranger = Device::connect(&host.address);
    stranger.send(json!({"type": "pair", "code": wrong, "lang": "es", "role": "spectator"}));
    assert_eq!(stranger.expect_type("refused")["kind"], "code");
    // The player's code makes no spectator, and the spectators' code no player.
    let watching: Vec<Device> = (0..16)
        .map(|_| Device::watch(&host.address, &code, "de"))
        .collect();
    let mut seventeenth = Device::connect(&host.address);
    seventeenth.send(json!({"type": "pair", "code": code, "lang": "en", "role": "spectator"}));
    let refused = seventeenth.expect_type("refused");
    assert_eq!(refused["kind"], "full");
    assert_eq!(
        refused["reason"],
        "Sixteen spectators watch already; this game lets in no more. Try again later."
    );
    drop(watching);
    let mut player = Device::connect(&host.address);
    player.send(json!({"type": "pair", "code": code, "lang": "en"}));
    if code != host.code {
        assert_eq!(player.expect_type("refused")["kind"], "code");
    }
}

/// The spectators' page in a real browser: it pairs with the code, draws the game's board
/// with the last move marked, lists the moves, and has no serious accessibility violation.
/// A screenshot is kept in `target/relay-watch.png`.
#[test]
fn the_spectators_page_shows_the_game_in_the_browser() {
    if !browser_ready() {
        return;
    }
    let dir = fresh_dir("watch-browser");
    let mut host = Host::start(&["--spectators", "--time", "15+10"], &dir);
    let code = host.spectator_code();
    let (mut device, _) = Device::pair(&host.address, &host.code, "en");
    device.expect_line("You play Black");
    let browser = Browser::start(&dir.join("profile"));
    browser.open(&format!("http://{}/watch", host.address));
    browser.wait_text("#pair-heading", "Watch the game");
    assert!(
        browser.axe_serious().is_empty(),
        "{:?}",
        browser.axe_serious()
    );
    browser.type_into("#code", &code);
    browser.click("#pair-form button");
    browser.wait_text("#status", "You are watching.");
    for (host_move, device_move, heard) in [
        ("e4", "e7e5", "Zug eins, Schwarz"),
        ("Sf3", "b8c6", "Zug zwei, Schwarz"),
        ("Lb5", "a7a6", "Zug drei, Schwarz"),
    ] {
        host.process.type_line(host_move);
        device.expect_state(|s| s["move_now"] == true);
        device.line(device_move);
        host.process.expect(heard);
    }
    browser.wait_text("#moves", "Bb5");
    browser.wait_text("#log", "Move three, Black: Pawn Anna six (a6).");
    let label = browser.script(
        "return document.querySelector('#board tr:nth-child(3) td:nth-child(2)').getAttribute('aria-label');",
        json!([]),
    );
    assert_eq!(label, "a6: black pawn");
    let marked = browser.script(
        "return [...document.querySelectorAll('#board td.last')].map(td => td.getAttribute('aria-label'));",
        json!([]),
    );
    assert_eq!(marked, json!(["a7: empty", "a6: black pawn"]));
    assert!(browser.text("#turn").contains("White to move."));
    assert!(
        browser.axe_serious().is_empty(),
        "{:?}",
        browser.axe_serious()
    );
    let shot = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("target/relay-watch.png");
    browser.screenshot(&shot);
    assert!(std::fs::read(&shot).unwrap().starts_with(b"\x89PNG"));
}
