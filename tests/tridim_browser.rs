//! The 3D page (issue 32 §2) in a real browser: Debian's Chromium through WebDriver against
//! a real host of a 3D game (`ansage play --variant 3d --host`) on loopback. The sighted
//! opponent sees the three main boards with the attack decks at their corners, the last move
//! and a check marked; plays by tapping origin and target (a deck by its pin); axe-core finds
//! no serious accessibility violation; screenshots are kept in `target/relay-page-3d*.png`.
//!
//! Needs `chromium`, `chromium-driver` and axe-core in `native/axe/` (`make setup`); without
//! them the test says so and passes only outside CI.

mod support;

use std::path::PathBuf;

use serde_json::json;
use support::browser::{Browser, browser_ready};
use support::fresh_dir;
use support::relay::Host;

/// Pairs an English page with `host`; the page plays Black.
fn paired(host: &mut Host, dir: &std::path::Path) -> Browser {
    let browser = Browser::start(&dir.join("profile"));
    browser.open(&format!("http://{}/", host.address));
    browser.wait_text("#pair-heading", "Join the game");
    browser.type_into("#code", &host.code);
    browser.click("#pair-button");
    browser.wait_text("#log", "Connected. You play Black");
    host.process
        .expect("Schwarz ist mit dem anderen Gerät verbunden");
    browser
}

/// The squares (or pins) of the 3D boards that carry `class`.
fn marked(browser: &Browser, class: &str) -> Vec<String> {
    let found = browser.script(
        "return Array.from(document.querySelectorAll('#board3d .' + arguments[0])).map(e => e.dataset.square).sort();",
        json!([class]),
    );
    found
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_str().unwrap().to_owned())
        .collect()
}

/// The aria-label of the square or pin `name`.
fn label(browser: &Browser, name: &str) -> String {
    browser
        .script(
            "return document.querySelector(`[data-square='${arguments[0]}']`).getAttribute('aria-label');",
            json!([name]),
        )
        .as_str()
        .unwrap_or_default()
        .to_owned()
}

/// Where the middle of `css` is on the screen: [x, y].
fn middle(browser: &Browser, css: &str) -> [f64; 2] {
    let found = browser.script(
        "const r = document.querySelector(arguments[0]).getBoundingClientRect(); return [(r.left + r.right) / 2, (r.top + r.bottom) / 2];",
        json!([css]),
    );
    [found[0].as_f64().unwrap(), found[1].as_f64().unwrap()]
}

fn screenshot(browser: &Browser, name: &str) {
    let target = std::env::var_os("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("target"));
    browser.screenshot(&target.join(name));
}

/// On a phone (390 × 844, touch) the page is no wider than the screen; its screenshot is
/// kept as `name`.
fn fits_a_phone(browser: &Browser, name: &str) {
    browser.emulate(390, 844, true);
    let width = browser.script(
        "return [document.documentElement.scrollWidth, window.innerWidth];",
        json!([]),
    );
    assert!(
        width[0].as_f64().unwrap() <= width[1].as_f64().unwrap(),
        "the page fits a phone's width: {width}"
    );
    screenshot(browser, name);
}

/// A 3D game from the page: the host's move is announced and marked; the page shows three
/// main boards of sixteen squares and the four decks of four at their boards' corners, as
/// Black sits (W on top, the Black board at the bottom, its ranks rising downward); Black
/// plays by tapping origin and target; the squares are named with their level; axe-core
/// finds nothing serious.
#[test]
fn the_3d_page_shows_the_boards_and_decks_and_plays_by_tapping() {
    if !browser_ready() {
        return;
    }
    let dir = fresh_dir("tridim-browser");
    let mut host = Host::start(&["--variant", "3d", "--time", "15+10"], &dir);
    let browser = paired(&mut host, &dir);
    browser.wait_until(
        "the 3D boards are drawn",
        "return !document.getElementById('board3d').hidden && document.getElementById('board-frame').hidden;",
    );
    let counts = browser.script(
        "return [document.querySelectorAll('#board3d .sq3:not(.deck)').length, document.querySelectorAll('#board3d .sq3.deck').length, document.querySelectorAll('#board3d .pin3').length, document.querySelectorAll('#board3d .pin3.with-deck').length];",
        json!([]),
    );
    assert_eq!(counts, json!([48, 16, 12, 4]), "3 boards, 4 decks, 12 pins");
    // As Black sits: the White board on top, the Black board at the bottom; on the Black
    // board rank 8 is below rank 5, and file a is right of file d.
    let [_, white_board] = middle(&browser, "[data-square='a1W']");
    let [_, black_board] = middle(&browser, "[data-square='a8S']");
    assert!(white_board < black_board, "W above S for Black");
    let [a_x, rank5] = middle(&browser, "[data-square='a5S']");
    let [d_x, _] = middle(&browser, "[data-square='d5S']");
    let [_, rank8] = middle(&browser, "[data-square='a8S']");
    assert!(rank8 > rank5, "rank 8 nearest Black");
    assert!(a_x > d_x, "the queen's side on Black's right");
    // Black's deck DP6 stands outside the Black board's corner, beyond rank 8.
    let [_, deck_rank9] = middle(&browser, "[data-square='z9DP6']");
    assert!(deck_rank9 > rank8, "DP6 overhangs rank 8");
    assert_eq!(
        label(&browser, "a9DP6"),
        "Anna nine on queen pin six: Black queen (a9DP6)"
    );

    host.process.type_line("b2W-b4W");
    browser.wait_text("#log", "Move one, White: Pawn Bella four on White (b4W).");
    browser.wait_text("#prompt", "Your move.");
    assert_eq!(marked(&browser, "last"), ["b2W", "b4W"]);
    // Black taps the pawn: where it may go is marked; then the target.
    browser.click("[data-square='b7S']");
    // Onto any level that covers the column (3.1(a)).
    assert_eq!(marked(&browser, "target"), ["b5N", "b5S", "b6N", "b6S"]);
    browser.click("[data-square='b5S']");
    host.process
        .expect("Zug eins, Schwarz: Bauer Bella fünf auf Schwarz (b5S).");
    browser.wait_text("#record", "b5S");
    browser.wait_until(
        "Black's move is marked",
        "return document.querySelector(\"[data-square='b5S']\").classList.contains('last');",
    );
    assert_eq!(
        label(&browser, "b5S"),
        "Bella five on Black: Black pawn, last move (b5S)"
    );
    browser.wait_text("#prompt", "White is to move.");
    // The keyboard: the boards are one tab stop; the arrow keys go as the eye goes (for
    // Black, right is towards file a, down towards rank 9), across to the decks.
    let tab_stops = browser.script(
        "return document.querySelectorAll('#board3d [tabindex=\"0\"]').length;",
        json!([]),
    );
    assert_eq!(tab_stops, 1);
    browser.script(
        "document.querySelector(\"[data-square='b8S']\").focus(); return true;",
        json!([]),
    );
    let focused = || {
        browser.script(
            "return document.activeElement.dataset.square || '';",
            json!([]),
        )
    };
    browser.keys(&["\u{E014}"]);
    assert_eq!(focused(), "a8S", "right of b8 is a8 for Black");
    browser.keys(&["\u{E014}"]);
    assert_eq!(focused(), "a8DP6", "and on to the queen's deck");
    browser.keys(&["\u{E015}"]);
    assert_eq!(focused(), "a9DP6", "down is towards rank 9");
    let serious = browser.axe_serious();
    assert!(serious.is_empty(), "axe-core on the 3D page: {serious:#?}");
    screenshot(&browser, "relay-page-3d.png");
    // On a phone the boards fit the width.
    fits_a_phone(&browser, "relay-page-3d-phone.png");
}

/// A deck is moved from the page by tapping its pin and the pin it goes to (3.6): Black's
/// queen's deck, carrying only the queen, goes from DP6 to DP5, and the host hears it.
#[test]
fn a_deck_is_moved_by_tapping_its_pin_and_the_target_pin() {
    if !browser_ready() {
        return;
    }
    let dir = fresh_dir("tridim-browser-deck");
    let fen3d = "Kd0KP1,qa9DP6,kd9KP6,Pb2W DP1w,KP1w,DP6b,KP6b b - - 0 1";
    let mut host = Host::start(&["--variant", "3d", "--fen3d", fen3d], &dir);
    let browser = paired(&mut host, &dir);
    browser.wait_text("#prompt", "Your move.");
    assert_eq!(label(&browser, "DP6"), "DP6: queen pin six, black deck");
    browser.click("[data-square='DP6']");
    let targets = marked(&browser, "target");
    assert!(targets.contains(&"DP5".to_owned()), "{targets:?}");
    browser.click("[data-square='DP5']");
    host.process.expect("Zug eins, Schwarz");
    browser.wait_until(
        "the deck stands on DP5",
        "return document.querySelector(\"[data-square='DP5']\").classList.contains('with-deck');",
    );
    assert_eq!(marked(&browser, "with-deck").len(), 4);
    // The deck's move is marked on both its pins.
    assert_eq!(marked(&browser, "pin3.last"), ["DP5", "DP6"]);
    screenshot(&browser, "relay-page-3d-deck.png");
}

/// F2.1 on the 3D page: the host's announced move waits for the page's repetition; the page
/// says which move to repeat and the player taps it on their own board, then plays their own.
#[test]
fn the_announced_move_is_repeated_by_tapping_it_on_the_3d_page() {
    if !browser_ready() {
        return;
    }
    let dir = fresh_dir("tridim-browser-repetition");
    let mut host = Host::start(&["--variant", "3d", "--repetition", "required"], &dir);
    let browser = paired(&mut host, &dir);
    host.process.type_line("Nc3N");
    browser.wait_text("#prompt", "To repeat: Nc3N.");
    // The player's own board has the knight still on d1 (F2.1: played there once repeated).
    assert!(
        label(&browser, "d1W").contains("White knight"),
        "{}",
        label(&browser, "d1W")
    );
    browser.click("[data-square='d1W']");
    assert!(marked(&browser, "target").contains(&"c3N".to_owned()));
    browser.click("[data-square='c3N']");
    browser.wait_text("#log", "Repeated: Knight Cäsar three on Neutral.");
    host.process
        .expect("Wiederholt: Springer Cäsar drei auf Neutral.");
    browser.wait_text("#prompt", "Your move.");
    browser.click("[data-square='b7S']");
    browser.click("[data-square='b5S']");
    host.process
        .expect("Zug eins, Schwarz: Bauer Bella fünf auf Schwarz");
    browser.wait_text("#record", "b5S");
}

/// The spectators' page of a 3D game (`--spectators`): it draws the three main boards and
/// the decks as the player's page does (board3d.js), White at the bottom, with the last move
/// marked and named on its squares, lists the moves in the spectator's notation, hears the
/// announcements, and has no serious accessibility violation. A screenshot is kept in
/// `target/relay-watch-3d.png`.
#[test]
fn the_spectators_page_draws_the_3d_game() {
    if !browser_ready() {
        return;
    }
    let dir = fresh_dir("tridim-watch-browser");
    let mut host = Host::start(
        &["--variant", "3d", "--spectators", "--time", "15+10"],
        &dir,
    );
    let code = host.spectator_code();
    let (mut device, _) = support::relay::Device::pair(&host.address, &host.code, "en");
    device.expect_line("You play Black");
    let browser = Browser::start(&dir.join("profile"));
    browser.open(&format!("http://{}/watch", host.address));
    browser.wait_text("#pair-heading", "Watch the game");
    browser.type_into("#code", &code);
    browser.click("#pair-form button");
    browser.wait_text("#status", "You are watching.");
    host.process.type_line("b2W-b4W");
    device.expect_state(|s| s["move_now"] == true);
    device.line("c7S-c5S");
    host.process.expect("Zug eins, Schwarz");
    browser.wait_text("#log", "Move one, Black");
    browser.wait_text("#moves", "c5S");
    // Three main boards, the Black one on top, the White one at the bottom, with the decks
    // on their pins: four at the start (two of each side).
    let headings = browser.script(
        "return Array.from(document.querySelectorAll('#board3d h3')).map(h => h.textContent);",
        json!([]),
    );
    assert_eq!(
        headings,
        json!(["Black board (S)", "Neutral board (N)", "White board (W)"])
    );
    let counts = browser.script(
        "return [document.querySelectorAll('#board3d .sq3').length, document.querySelectorAll('#board3d .pin3.with-deck').length, document.querySelectorAll('#board3d .pin3').length];",
        json!([]),
    );
    assert_eq!(counts, json!([3 * 16 + 4 * 4, 4, 12]));
    assert!(
        browser.script("return document.querySelector('#board').hidden;", json!([])) == json!(true),
        "the flat board is hidden in a 3D game"
    );
    let last = browser.script(
        "return Array.from(document.querySelectorAll('#board3d .last')).map(e => e.getAttribute('aria-label'));",
        json!([]),
    );
    assert_eq!(
        last,
        json!(["c5S: black pawn, last move", "c7S: empty, last move"])
    );
    // White's side at the bottom: the White board is below the Black one on the screen.
    let tops = browser.script(
        "return Array.from(document.querySelectorAll('#board3d .level3')).map(s => s.getBoundingClientRect().top);",
        json!([]),
    );
    let tops: Vec<f64> = tops
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|v| v.as_f64())
        .collect();
    assert!(tops.windows(2).all(|w| w[0] < w[1]), "{tops:?}");
    assert!(browser.text("#turn").contains("White to move."));
    assert!(
        browser.axe_serious().is_empty(),
        "{:?}",
        browser.axe_serious()
    );
    screenshot(&browser, "relay-watch-3d.png");
    // On a phone the boards fit the width.
    fits_a_phone(&browser, "relay-watch-3d-phone.png");
}

/// The arbiter's page in a 3D game (`--arbiter`): both players' own 3D boards, each as
/// White sits, with the squares where they differ marked and named (F2.1: Black has not
/// repeated White's move yet), both records, and no serious accessibility violation. A
/// screenshot is kept in `target/relay-arbiter-3d.png`.
#[test]
fn the_arbiters_page_shows_both_3d_boards_and_where_they_differ() {
    if !browser_ready() {
        return;
    }
    let dir = fresh_dir("tridim-arbiter-browser");
    let mut host = Host::start(
        &[
            "--variant",
            "3d",
            "--arbiter",
            "--time",
            "15+10",
            "--repetition",
            "required",
        ],
        &dir,
    );
    let code = host.arbiter_code();
    let (mut device, _) = support::relay::Device::pair(&host.address, &host.code, "en");
    device.expect_line("You play Black");
    let browser = Browser::start(&dir.join("profile"));
    browser.emulate(1280, 900, false);
    browser.open(&format!("http://{}/", host.address));
    browser.wait_text("#pair-heading", "Join the game");
    browser.click("#role input[value='arbiter']");
    browser.type_into("#code", &code);
    browser.click("#pair-button");
    browser.wait_text("#log", "Connected as the arbiter");
    browser.wait_text("#arb-differences", "Both boards agree.");
    host.process.type_line("b2W-b4W");
    device.expect_line("Move one, White");
    browser.wait_text("#arb-differences", "The boards differ on b2W, b4W.");
    // Each player's three boards, the flat chess boards hidden.
    let shown = browser.script(
        "return ['white', 'black'].map(c => [document.getElementById('arb-board3d-' + c).hidden, document.querySelectorAll('#arb-board3d-' + c + ' .level3').length, document.getElementById('arb-board-' + c).closest('.arb-frame').hidden]);",
        json!([]),
    );
    assert_eq!(shown, json!([[false, 3, true], [false, 3, true]]));
    let differing = browser.script(
        "return Array.from(document.querySelectorAll('#arb-board3d-black .differs')).map(e => e.getAttribute('aria-label'));",
        json!([]),
    );
    assert_eq!(
        differing,
        json!([
            "Bella two on White: White pawn, the boards differ here (b2W)",
            "Bella four on White: empty, the boards differ here (b4W)"
        ])
    );
    browser.wait_text("#arb-record-white", "b4W");
    assert_eq!(browser.text("#arb-record-black"), "");
    assert!(
        browser.axe_serious().is_empty(),
        "{:?}",
        browser.axe_serious()
    );
    screenshot(&browser, "relay-arbiter-3d.png");
    // On a phone the boards fit the width.
    fits_a_phone(&browser, "relay-arbiter-3d-phone.png");
}
