//! The page a sighted opponent joins with, in a real browser: Debian's Chromium driven
//! through WebDriver (chromedriver) against a real host on loopback. The page pairs with the
//! code, shows the host's announcements, plays and repeats moves by clicking squares, reports
//! a differing board and shows its own correction steps; axe-core finds no serious
//! accessibility violation; a screenshot is kept in `target/relay-page.png`.
//!
//! Needs `chromium` and `chromium-driver` (installed by `make setup`) and axe-core in
//! `native/axe/` (likewise). Without them the test says so and passes only outside CI.

mod support;

use std::path::PathBuf;

use serde_json::{Value, json};
use support::browser::{Browser, axe_script, browser_ready};
use support::fresh_dir;
use support::relay::{Device, Host};

#[test]
fn a_sighted_opponent_plays_from_the_browser() {
    if !browser_ready() {
        return;
    }
    let dir = fresh_dir("browser");
    let mut host = Host::start(&["--repetition", "required", "--time", "15+10"], &dir);
    let browser = Browser::start(&dir.join("profile"));
    browser.open(&format!("http://{}/", host.address));
    // The page speaks the browser's language (English here); the host speaks German.
    browser.wait_text("#pair-heading", "Join the game");
    browser.type_into("#code", &host.code);
    browser.click("#pair-button");
    browser.wait_text("#log", "Connected. You play Black");
    host.process
        .expect("Schwarz ist mit dem anderen Gerät verbunden");

    // The host's move is announced on the page, in a live region and as the last move.
    host.process.type_line("e4");
    browser.wait_text("#log", "Move one, White: Pawn Eva four (e4).");
    browser.wait_text("#last", "Pawn Eva four");
    browser.wait_text("#prompt", "To repeat: e4.");
    browser.wait_text("#hint", "Please repeat the announced move");
    // Repeated by clicking the move on the player's own board (F2.1).
    browser.click("[data-square='e2']");
    browser.click("[data-square='e4']");
    browser.wait_text("#log", "Repeated: Pawn Eva four.");
    // The host hears the same event in German.
    host.process.expect("Wiederholt: Bauer Eva vier.");
    // Black's own move, by clicking.
    browser.click("[data-square='c7']");
    browser.click("[data-square='c5']");
    host.process
        .expect("Zug eins, Schwarz: Bauer Cäsar fünf (c5).");
    host.process.type_line("c5");
    browser.wait_text("#log", "Repeated: Pawn Cäsar five.");
    browser.wait_text("#record", "e4");
    // The board the page shows is the player's own: the pawn stands on c5.
    let label = browser.script(
        "return document.querySelector(\"[data-square='c5']\").getAttribute('aria-label');",
        json!([]),
    );
    // The last move on it is marked, for the eye and in the square's name.
    assert_eq!(label, "Cäsar five: Black pawn, last move (c5)");

    // "My board differs": the player's board has nothing on e4 (they forgot White's pawn).
    browser.type_into("#differs-square", "e4");
    browser.script(
        "document.getElementById('differs-piece').value = ''; return true;",
        json!([]),
    );
    browser.click("#differs-form button[type=submit]");
    // The page gets its own correction step, in its own words.
    browser.wait_text("#log", "Eva four");
    browser.wait_text("#log", "F2.7");

    browser.wait_text("#prompt", "White is to move.");
    // A draw offer from the page, declined at the host.
    browser.click("[data-line='offer']");
    host.process.expect("bietet Remis an");
    host.process.type_line("remis ablehnen");

    // The keyboard: the board is one tab stop, the arrow keys walk it (as Black sees it,
    // up is towards White), Enter picks a square.
    let focused = || {
        browser.script(
            "return document.activeElement.dataset.square || '';",
            json!([]),
        )
    };
    browser.script(
        "document.querySelector(\"[data-square='e7']\").focus(); return true;",
        json!([]),
    );
    // The key goes to whatever has the focus, as a person's would.
    let arrow_up = "\u{E013}";
    browser.post(
        "/actions",
        json!({"actions": [{"type": "key", "id": "keyboard", "actions": [
            {"type": "keyDown", "value": arrow_up},
            {"type": "keyUp", "value": arrow_up}
        ]}]}),
    );
    assert_eq!(focused(), "e6", "up from e7 is e6 for Black");
    let tab_stops = browser.script(
        "return document.querySelectorAll('#board [tabindex=\"0\"]').length;",
        json!([]),
    );
    assert_eq!(tab_stops, 1);

    // A reload (a closed tab, a suspended phone) comes back with the token: the game, the
    // last sentences and the state are there again.
    browser.open(&format!("http://{}/", host.address));
    browser.wait_text("#log", "Move one, White: Pawn Eva four (e4).");
    browser.wait_text("#record", "c5");
    host.process.expect("wieder verbunden");

    // Every label is the page's language's, from the catalogues: the English page shows
    // no German label, and after choosing Deutsch no English one.
    let texts = ansage::relay::page::texts();
    let labels = || {
        browser.script(
            "return [document.title].concat(Array.from(document.querySelectorAll('[data-t]')).map(e => e.textContent), Array.from(document.querySelectorAll('[data-t-label]')).map(e => e.getAttribute('aria-label')), Array.from(document.querySelectorAll('#differs-piece option')).map(e => e.textContent));",
            json!([]),
        )
    };
    let only_in = |language: &str, other: &str, shown: &Value| {
        // Each label, and each part of one such as "White: pawn".
        let shown: Vec<&str> = shown
            .as_array()
            .unwrap()
            .iter()
            .filter_map(Value::as_str)
            .flat_map(|label| std::iter::once(label).chain(label.split(": ")))
            .collect();
        for (key, text) in &texts[other] {
            if texts[language][key] != *text {
                assert!(
                    !shown.contains(&text.as_str()),
                    "{other} {key}: {text:?} on the {language} page: {shown:?}"
                );
            }
        }
    };
    let english = labels();
    assert!(english.to_string().contains("\"Clock\""), "{english}");
    only_in("en", "de", &english);
    let clock_label = browser.script(
        "return document.getElementById('clocks').getAttribute('aria-label');",
        json!([]),
    );
    assert_eq!(clock_label, "Clock");

    let shot = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("target/relay-page.png");
    browser.screenshot(&shot);
    let png = std::fs::read(&shot).unwrap();
    assert!(png.starts_with(b"\x89PNG"), "a PNG screenshot");

    // Accessibility: axe-core finds nothing serious or critical.
    let axe = std::fs::read_to_string(axe_script()).unwrap();
    browser.script(&format!("{axe}; return true;"), json!([]));
    let violations = browser.post(
        "/execute/async",
        json!({
            "script": "const done = arguments[arguments.length - 1]; axe.run(document).then(r => done(r.violations.map(v => ({id: v.id, impact: v.impact, nodes: v.nodes.length})))).catch(e => done([{id: String(e), impact: 'critical'}]));",
            "args": []
        }),
    );
    let serious: Vec<&Value> = violations
        .as_array()
        .expect("axe's violations")
        .iter()
        .filter(|v| matches!(v["impact"].as_str(), Some("serious" | "critical")))
        .collect();
    assert!(serious.is_empty(), "axe-core: {serious:#?}");

    // The same page in German: the pairing form's language choice (its options come from
    // the host's language folders).
    browser.script(
        "const s = document.getElementById('lang'); s.value = 'de'; s.dispatchEvent(new Event('change')); return true;",
        json!([]),
    );
    browser.wait_text("#board-label", "Ihr Brett");
    let german = labels();
    only_in("de", "en", &german);
    let clock_label = browser.script(
        "return document.getElementById('clocks').getAttribute('aria-label');",
        json!([]),
    );
    assert_eq!(clock_label, "Uhr");
    // Chosen after pairing, the language reaches the host too: what the device is told
    // from now on (the next announcement, the prompt, the record) is German.
    host.process.type_line("Sf3");
    browser.wait_text("#log", "Zug zwei, Weiß: Springer Felix drei (Sf3).");
    browser.wait_text("#last", "Springer Felix drei");
    browser.wait_text("#prompt", "Zu wiederholen: Sf3.");
    browser.wait_text("#hint", "Bitte den angesagten Zug wiederholen");
    browser.wait_text("#status", "Verbunden");
    let german_shot = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("target/relay-page-de.png");
    browser.screenshot(&german_shot);
}

const TAB: &str = "\u{E004}";
const ENTER: &str = "\u{E007}";
const ESCAPE: &str = "\u{E00C}";

/// Pairs the page (an English browser) with `host`; the page plays Black.
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

/// Clicks the from-square, then the to-square.
fn play(browser: &Browser, from: &str, to: &str) {
    browser.click(&format!("[data-square='{from}']"));
    browser.click(&format!("[data-square='{to}']"));
}

/// The squares that carry a class on the page's board.
fn marked(browser: &Browser, class: &str) -> Vec<String> {
    let found = browser.script(
        "return Array.from(document.querySelectorAll('#board .square.' + arguments[0])).map(e => e.dataset.square).sort();",
        json!([class]),
    );
    found
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_str().unwrap().to_owned())
        .collect()
}

/// Where an element is on the screen now: [top, bottom, viewport height].
fn placed(browser: &Browser, css: &str) -> [f64; 3] {
    let found = browser.script(
        "const r = document.querySelector(arguments[0]).getBoundingClientRect(); return [r.top, r.bottom, window.innerHeight];",
        json!([css]),
    );
    let v: Vec<f64> = found
        .as_array()
        .unwrap()
        .iter()
        .map(|n| n.as_f64().unwrap())
        .collect();
    [v[0], v[1], v[2]]
}

/// Whether the first element of `css` is seen on the screen now: its middle lies in the
/// viewport, and nothing (no scrolled box, no other element) hides it there.
fn seen(browser: &Browser, css: &str) -> bool {
    browser.script(
        "const e = document.querySelector(arguments[0]); const r = e.getBoundingClientRect(); const x = (r.left + r.right) / 2, y = (r.top + r.bottom) / 2; if (y < 0 || y > window.innerHeight || x < 0 || x > window.innerWidth) return false; const top = document.elementFromPoint(x, y); return top !== null && (top === e || e.contains(top));",
        json!([css]),
    ) == json!(true)
}

/// Issue 30, "the page as a sighted player sees it" and fault 9: the last move and a king in
/// check are marked on the player's own board, coordinates run along its edges as the player
/// sits, what to do now is beside the board, a wrong repetition's answer is visible without
/// scrolling on a desktop (1280×800) and a phone (390×844) and does not move the board, the
/// end of the game stands in a panel with its reason; axe-core finds nothing serious, with a
/// clock, paired and unpaired.
#[test]
fn the_board_reads_at_a_glance() {
    if !browser_ready() {
        return;
    }
    let dir = fresh_dir("browser-glance");
    let mut host = Host::start(&["--repetition", "required", "--time", "15+10"], &dir);
    let browser = Browser::start(&dir.join("profile"));
    browser.emulate(390, 844, true);
    browser.open(&format!("http://{}/", host.address));
    browser.wait_text("#pair-heading", "Join the game");
    let unpaired = browser.axe_serious();
    assert!(unpaired.is_empty(), "axe-core, unpaired: {unpaired:#?}");
    let pairing_shot =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("target/relay-page-pairing.png");
    browser.screenshot(&pairing_shot);
    browser.type_into("#code", &host.code);
    browser.click("#pair-button");
    browser.wait_text("#log", "Connected. You play Black");
    host.process
        .expect("Schwarz ist mit dem anderen Gerät verbunden");

    // Coordinates as Black sits: rank 1 at the top, file h on the left.
    assert_eq!(
        browser
            .text("#ranks")
            .split_whitespace()
            .collect::<String>(),
        "12345678"
    );
    assert_eq!(
        browser
            .text("#files")
            .split_whitespace()
            .collect::<String>(),
        "hgfedcba"
    );

    host.process.type_line("e4");
    browser.wait_text("#prompt", "To repeat: e4.");
    // Not yet on Black's own board: nothing marked until Black repeats it.
    assert!(marked(&browser, "last").is_empty());
    play(&browser, "e2", "e4");
    browser.wait_text("#log", "Repeated: Pawn Eva four.");
    browser.wait_until(
        "e2 and e4 marked as the last move",
        "return document.querySelectorAll('#board .square.last').length === 2;",
    );
    assert_eq!(marked(&browser, "last"), ["e2", "e4"]);
    browser.wait_text("#prompt", "Your move.");
    play(&browser, "f7", "f6");
    host.process.expect("Zug eins, Schwarz");
    host.process.type_line("f6");
    host.process.expect("Wiederholt");
    host.process.type_line("Dh5");
    browser.wait_text("#prompt", "To repeat: Qh5+.");
    let board_before = placed(&browser, "#board");

    // A wrong repetition: its answer stands beside the board, on the phone's screen, and the
    // board stays where it was.
    play(&browser, "d1", "h4");
    let said = browser.wait_text("#feedback", "The move announced was");
    assert!(said.contains("Queen Hector five"), "{said}");
    // The squares tapped, in words, not as raw squares (fault 11).
    assert!(said.contains("not David one to Hector four"), "{said}");
    assert!(
        seen(&browser, "#feedback p"),
        "on the phone: {:?}",
        placed(&browser, "#feedback p")
    );
    assert_eq!(
        placed(&browser, "#board"),
        board_before,
        "the board did not move"
    );
    let phone_shot = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("target/relay-page-phone.png");
    browser.screenshot(&phone_shot);
    browser.emulate(1280, 800, false);
    assert!(
        seen(&browser, "#feedback p"),
        "on the desktop: {:?}",
        placed(&browser, "#feedback p")
    );
    let [_, board_bottom, height] = placed(&browser, "#files");
    assert!(
        board_bottom <= height,
        "the whole board on the desktop: {board_bottom} of {height}"
    );

    // The right repetition: the queen's move is marked, and Black's king is in check.
    play(&browser, "d1", "h5");
    browser.wait_text("#log", "Repeated: Queen Hector five");
    browser.wait_until(
        "the check marked",
        "return document.querySelectorAll('#board .square.check').length === 1;",
    );
    assert_eq!(marked(&browser, "check"), ["e8"]);
    assert_eq!(marked(&browser, "last"), ["d1", "h5"]);
    let label = browser.script(
        "return document.querySelector(\"[data-square='e8']\").getAttribute('aria-label');",
        json!([]),
    );
    assert_eq!(label, "Eva eight: Black king, in check (e8)");
    let paired = browser.axe_serious();
    assert!(
        paired.is_empty(),
        "axe-core, paired with a clock: {paired:#?}"
    );
    let desktop_shot =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("target/relay-page-desktop.png");
    browser.screenshot(&desktop_shot);

    // The end: a panel with the result and the reason, and the same in the live region.
    host.process.type_line("aufgeben");
    host.process.expect("Wirklich aufgeben?");
    host.process.type_line("ja");
    browser.wait_text("#end", "0-1");
    let end = browser.wait_text("#end", "Black wins");
    assert!(end.contains("Game over"), "{end}");
    assert!(end.contains("White resigns"), "{end}");
    browser.wait_text("#log", "Game over: 0-1");
    assert!(
        seen(&browser, "#end-reason"),
        "the end panel on the screen: {:?}",
        placed(&browser, "#end")
    );
    assert_the_end_offers_nothing_refused(&browser);
    // The board is read, not played: a tap sends nothing.
    play(&browser, "e7", "e5");
    assert!(marked(&browser, "chosen").is_empty(), "no square taken up");
    let ended = browser.axe_serious();
    assert!(ended.is_empty(), "axe-core, at the end: {ended:#?}");
    let end_shot = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("target/relay-page-end.png");
    browser.screenshot(&end_shot);
}

/// Fault 11: a legal promotion asks for the piece in the page (no `prompt()`): keyboard
/// reachable, Escape sends nothing, the knight is played when chosen; a pawn move to the
/// last rank that is not legal asks nothing, and the host says why in words.
#[test]
fn a_promotion_is_chosen_in_the_page() {
    if !browser_ready() {
        return;
    }
    let dir = fresh_dir("browser-promotion");
    let mut host = Host::start(
        &[
            "--repetition",
            "required",
            "--fen",
            "4k3/8/8/8/8/8/1p6/4K3 b - - 0 1",
        ],
        &dir,
    );
    let browser = paired(&mut host, &dir);
    browser.wait_text("#prompt", "Your move.");
    // No window.prompt, ever.
    browser.script(
        "window.prompt = () => { window.prompted = true; return 'q'; }; return true;",
        json!([]),
    );
    let dialog_open = || {
        browser.script(
            "return document.getElementById('promotion').open;",
            json!([]),
        )
    };

    // b2 to a1 takes nothing: not a move, and no question about a piece.
    play(&browser, "b2", "a1");
    let refused = browser.wait_text("#feedback", "Anna one");
    assert!(
        seen(&browser, "#feedback p"),
        "the refusal beside the board"
    );
    assert!(refused.contains("not played"), "{refused}");
    assert_eq!(dialog_open(), json!(false));

    // b2 to b1: the chooser opens with the queen focused; Escape closes it and sends nothing.
    play(&browser, "b2", "b1");
    assert_eq!(dialog_open(), json!(true));
    let focused = browser.script(
        "return document.activeElement.dataset.role || '';",
        json!([]),
    );
    assert_eq!(focused, "q");
    let names = browser.text("#promotion").to_lowercase();
    let shot = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("target/relay-page-promotion.png");
    browser.screenshot(&shot);
    assert!(
        names.contains("knight") && names.contains("queen"),
        "{names}"
    );
    browser.keys(&[ESCAPE]);
    assert_eq!(dialog_open(), json!(false));
    // Again, and the knight by the keyboard: queen, rook, bishop, knight.
    play(&browser, "b2", "b1");
    browser.keys(&[TAB, TAB, TAB]);
    let focused = browser.script(
        "return document.activeElement.dataset.role || '';",
        json!([]),
    );
    assert_eq!(focused, "n");
    browser.keys(&[ENTER]);
    let played = host.process.expect("Zug eins, Schwarz");
    assert!(played.contains("Springer"), "the knight: {played}");
    assert!(
        !host.process.seen.iter().any(|line| line.contains("Dame")),
        "Escape sent nothing: {:?}",
        host.process.seen
    );
    assert_eq!(
        browser.script("return window.prompted === true;", json!([])),
        json!(false)
    );
}

/// Fault 6: a move made while the connection is down waits, shown beside the board, and is
/// sent after the page is back.
#[test]
fn a_move_made_while_disconnected_is_sent_after_rejoining() {
    if !browser_ready() {
        return;
    }
    let dir = fresh_dir("browser-queue");
    let mut host = Host::start(&["--repetition", "required"], &dir);
    let browser = paired(&mut host, &dir);
    host.process.type_line("e4");
    browser.wait_text("#prompt", "To repeat: e4.");
    // The connection drops, and stays down until the test lets it back.
    browser.script(
        "window.RealSocket = WebSocket; window.WebSocket = function () { return new window.RealSocket('ws://127.0.0.1:9/'); }; window.WebSocket.OPEN = 1; socket.close(); return true;",
        json!([]),
    );
    browser.wait_text("#status", "Connection lost");
    host.process.expect("Schwarz");
    play(&browser, "e2", "e4");
    let waiting = browser.wait_text("#feedback", "Not sent yet");
    assert!(
        seen(&browser, "#queued"),
        "the waiting move beside the board"
    );
    assert!(waiting.contains("e2e4"), "{waiting}");
    browser.wait_text("#log", "Not sent yet");
    // Back: the move goes out, the host hears it.
    browser.script(
        "window.WebSocket = window.RealSocket; return true;",
        json!([]),
    );
    host.process.expect("wieder verbunden");
    host.process.expect("Wiederholt: Bauer Eva vier.");
    browser.wait_text("#log", "Repeated: Pawn Eva four.");
    browser.wait_until(
        "the waiting note gone",
        "return !document.getElementById('queued');",
    );
}

/// Fault 7, the page's half: after a drop the page says the last sentence it has (`since`)
/// and shows no sentence twice. Needs the host's half (numbered sentences).
#[test]
fn a_reconnect_shows_no_sentence_twice() {
    if !browser_ready() {
        return;
    }
    let dir = fresh_dir("browser-since");
    let mut host = Host::start(&["--repetition", "required"], &dir);
    let browser = paired(&mut host, &dir);
    host.process.type_line("e4");
    browser.wait_text("#log", "Move one, White: Pawn Eva four (e4).");
    let before = browser.text("#log");
    browser.script("socket.close(); return true;", json!([]));
    host.process.expect("wieder verbunden");
    browser.wait_text("#status", "Connected");
    // Something new after the rejoin, so everything the host sent again has arrived.
    host.process.type_line("zeit");
    play(&browser, "e2", "e4");
    browser.wait_text("#log", "Repeated: Pawn Eva four.");
    let after = browser.text("#log");
    let count = |text: &str, line: &str| text.lines().filter(|l| *l == line).count();
    for line in before.lines().filter(|l| !l.is_empty()) {
        assert_eq!(
            count(&after, line),
            1,
            "{line:?} shown once; the log:\n{after}"
        );
    }
}

/// Axe-core without a clock, before and after pairing; the keyboard's focus ring on a square
/// lies inside it, so no neighbour hides part of it (fault 14).
#[test]
fn the_page_without_a_clock_is_accessible() {
    if !browser_ready() {
        return;
    }
    let dir = fresh_dir("browser-axe");
    let mut host = Host::start(&[], &dir);
    let browser = Browser::start(&dir.join("profile"));
    browser.open(&format!("http://{}/", host.address));
    browser.wait_text("#pair-heading", "Join the game");
    let unpaired = browser.axe_serious();
    assert!(unpaired.is_empty(), "axe-core, unpaired: {unpaired:#?}");
    browser.type_into("#code", &host.code);
    browser.click("#pair-button");
    browser.wait_text("#log", "Connected. You play Black");
    host.process
        .expect("Schwarz ist mit dem anderen Gerät verbunden");
    browser.wait_text("#prompt", "White is to move.");
    let paired = browser.axe_serious();
    assert!(
        paired.is_empty(),
        "axe-core, paired without a clock: {paired:#?}"
    );
    // The ring of the square the keyboard reached.
    browser.script(
        "document.querySelector(\"[data-square='e7']\").focus(); return true;",
        json!([]),
    );
    browser.keys(&["\u{E013}"]);
    let ring = browser.script(
        "const e = document.activeElement; const s = getComputedStyle(e); return [e.dataset.square || '', s.outlineStyle, parseFloat(s.outlineOffset) + parseFloat(s.outlineWidth), Number(s.zIndex) || 0];",
        json!([]),
    );
    assert_eq!(ring[0], "e6");
    assert_eq!(ring[1], "solid", "a focus ring: {ring}");
    assert!(
        ring[2].as_f64().unwrap() <= 0.0,
        "the ring lies inside the square: {ring}"
    );
    assert!(
        ring[3].as_i64().unwrap() > 0,
        "the focused square lies above its neighbours: {ring}"
    );
}

/// Fault 6, the other way: a line entered while the connection is down, when the game went
/// on meanwhile (the host moved), is not sent into the new position; the page says so
/// beside the board and in the live region.
#[test]
fn a_line_entered_while_the_game_went_on_is_refused_in_words() {
    if !browser_ready() {
        return;
    }
    let dir = fresh_dir("browser-stale");
    let mut host = Host::start(&["--repetition", "required"], &dir);
    let browser = paired(&mut host, &dir);
    host.process.type_line("e4");
    browser.wait_text("#prompt", "To repeat: e4.");
    play(&browser, "e2", "e4");
    host.process.expect("Wiederholt: Bauer Eva vier.");
    browser.wait_text("#prompt", "Your move.");
    play(&browser, "e7", "e5");
    host.process.expect("Zug eins, Schwarz");
    host.process.type_line("e5");
    host.process.expect("Wiederholt");
    browser.wait_text("#prompt", "White is to move.");
    browser.script(
        "window.RealSocket = WebSocket; window.WebSocket = function () { return new window.RealSocket('ws://127.0.0.1:9/'); }; window.WebSocket.OPEN = 1; socket.close(); return true;",
        json!([]),
    );
    browser.wait_text("#status", "Connection lost");
    browser.type_into("#line", "d6");
    browser.click("#line-form button[type=submit]");
    browser.wait_text("#feedback", "Not sent yet");
    // Meanwhile the host moves: the page's line was meant for another position.
    host.process.type_line("Sf3");
    host.process.expect("Zug zwei, Weiß");
    browser.script(
        "window.WebSocket = window.RealSocket; return true;",
        json!([]),
    );
    host.process.expect("wieder verbunden");
    let refused = browser.wait_text(
        "#feedback",
        "The game went on while the connection was down",
    );
    assert!(refused.contains("d6"), "{refused}");
    assert!(
        seen(&browser, "#feedback p"),
        "the refusal beside the board"
    );
    browser.wait_text("#log", "so this was not sent: d6");
    browser.wait_text("#prompt", "To repeat: Nf3.");
    // Nothing reached the host: the next thing it hears is the repetition.
    play(&browser, "g1", "f3");
    host.process.expect("Wiederholt: Springer Felix drei.");
    assert!(
        !host
            .process
            .seen
            .iter()
            .any(|line| line.contains("d6") || line.contains("David sechs")),
        "d6 was not sent: {:?}",
        host.process.seen
    );
}

/// Whether the element of `css` is disabled now.
fn disabled(browser: &Browser, css: &str) -> bool {
    browser.script(
        "return document.querySelector(arguments[0]).disabled === true;",
        json!([css]),
    ) == json!(true)
}

/// The host's draw offer waits for the page's answer: beside the board the page asks for a
/// yes or a no (or the move, when the player is to move), and its Yes and No buttons answer
/// it: the host hears the refusal, and a later offer accepted ends the game in a draw.
#[test]
fn a_draw_offer_to_the_page_is_asked_and_answered_with_its_buttons() {
    if !browser_ready() {
        return;
    }
    let dir = fresh_dir("browser-offer");
    let mut host = Host::start(&["--repetition", "required"], &dir);
    let browser = paired(&mut host, &dir);
    browser.wait_text("#prompt", "White is to move.");
    // Nothing is asked: Yes and No would only be refused, so they are disabled.
    assert!(disabled(&browser, "[data-line='yes']"));
    assert!(disabled(&browser, "[data-line='no']"));
    host.process.type_line("remis");
    host.process.expect("bietet Remis an");
    let asked = browser.wait_text("#prompt", "Your opponent offers a draw");
    assert!(asked.contains("please answer yes or no."), "{asked}");
    assert!(!disabled(&browser, "[data-line='yes']"));
    assert!(!disabled(&browser, "[data-line='no']"));
    browser.wait_text("#log", "White offers a draw.");
    browser.click("[data-line='no']");
    host.process.expect("Schwarz lehnt das Remisangebot ab.");
    browser.wait_text("#prompt", "White is to move.");

    // An offer while the page's player is to move: a yes, a no or the move answers it.
    host.process.type_line("e4");
    browser.wait_text("#prompt", "To repeat: e4.");
    play(&browser, "e2", "e4");
    host.process.expect("Wiederholt: Bauer Eva vier.");
    browser.wait_text("#prompt", "Your move.");
    host.process.type_line("remis");
    host.process.expect("bietet Remis an");
    let asked = browser.wait_text("#prompt", "Your opponent offers a draw");
    assert!(asked.contains("or make your move"), "{asked}");
    browser.click("[data-line='yes']");
    // The game's end is asked once more, and answered with the same button.
    browser.wait_text("#log", "Really accept the draw?");
    browser.wait_text("#prompt", "Please answer yes or no.");
    browser.click("[data-line='yes']");
    host.process.expect("Remis");
    browser.wait_text("#end", "1/2-1/2");
    assert!(!browser.text("#prompt").contains("offers a draw"));
}

/// The game is over: the buttons of actions the host would refuse now (offer, claim,
/// resign, yes, no), "my board differs" and the line are disabled; "repeat last move" is
/// not; the board sends nothing.
fn assert_the_end_offers_nothing_refused(browser: &Browser) {
    for css in [
        "[data-line='offer']",
        "[data-line='claim']",
        "[data-line='resign']",
        "[data-line='yes']",
        "[data-line='no']",
        "#differs-fieldset",
        "#line",
        "#line-send",
    ] {
        assert!(disabled(browser, css), "{css} is disabled at the end");
    }
    assert!(!disabled(browser, "[data-line='repeat']"));
}

/// Lines queued while the connection was down, when the seat is then closed to the page (the
/// host made a new code): the page says they were not sent and will not be, beside the
/// pairing form (a live region) and no longer as waiting; nothing reaches the host.
#[test]
fn lines_queued_before_a_kick_are_said_not_sent() {
    if !browser_ready() {
        return;
    }
    let dir = fresh_dir("browser-kicked");
    let mut host = Host::start(&["--repetition", "required"], &dir);
    let browser = paired(&mut host, &dir);
    host.process.type_line("e4");
    browser.wait_text("#prompt", "To repeat: e4.");
    browser.script(
        "window.RealSocket = WebSocket; window.WebSocket = function () { return new window.RealSocket('ws://127.0.0.1:9/'); }; window.WebSocket.OPEN = 1; socket.close(); return true;",
        json!([]),
    );
    browser.wait_text("#status", "Connection lost");
    play(&browser, "e2", "e4");
    browser.wait_text("#feedback", "Not sent yet");
    host.process.type_line("neuer code");
    host.process.expect("ansage join");
    browser.script(
        "window.WebSocket = window.RealSocket; return true;",
        json!([]),
    );
    let said = browser.wait_text("#pair-error", "will not be");
    assert!(said.contains("e2e4"), "{said}");
    let role = browser.script(
        "return document.getElementById('pair-error').getAttribute('role');",
        json!([]),
    );
    assert_eq!(role, "alert", "said in a live region");
    assert!(seen(&browser, "#pair-error"), "on the screen");
    assert_eq!(
        browser.script(
            "return document.getElementById('queued') === null;",
            json!([])
        ),
        json!(true),
        "no longer shown as waiting"
    );
    assert!(
        !host
            .process
            .seen
            .iter()
            .any(|line| line.contains("Wiederholt")),
        "e2e4 was not sent: {:?}",
        host.process.seen
    );
}

/// The squares that carry a class on one of the arbiter's boards (`white` or `black`).
fn arbiter_marked(browser: &Browser, board: &str, class: &str) -> Vec<String> {
    let found = browser.script(
        "return Array.from(document.querySelectorAll('#arb-board-' + arguments[0] + ' .arb-square.' + arguments[1])).map(e => e.dataset.square).sort();",
        json!([board, class]),
    );
    found
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_str().unwrap().to_owned())
        .collect()
}

/// The lines the page has sent since `record_sent_lines`.
fn sent_lines(browser: &Browser) -> Vec<String> {
    let sent = browser.script("return window.sentLines || [];", json!([]));
    sent.as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_str().unwrap().to_owned())
        .collect()
}

/// From now on the page's outgoing lines are kept in `window.sentLines` (and still sent).
fn record_sent_lines(browser: &Browser) {
    browser.script(
        "window.sentLines = []; const real = socket.send.bind(socket); socket.send = (data) => { const m = JSON.parse(data); if (m.type === 'line') window.sentLines.push(m.text); real(data); }; return true;",
        json!([]),
    );
}

/// Issue 30, the arbiter's seat, in the browser: the arbiter pairs with the arbiter's code
/// (the pairing form's choice "Arbiter"), sees both players' own boards side by side with
/// the squares where they differ marked on both and said in words (F2.7: after White's e4,
/// before Black's repetition, e2 and e4), both records, the clocks and whether the remote
/// player is connected; stops and starts the clocks (6.12, 6.13: the host's `uhr` says they
/// stand); the Yes and No buttons wait for a proposal; a result is asked once more before it
/// is sent; the arbiter's "e7e5" is refused in words and plays nothing. axe-core finds nothing serious, unpaired and paired, with a
/// clock; screenshots on a desktop (target/relay-arbiter.png) and a phone.
#[test]
fn the_arbiter_watches_both_boards_from_the_browser() {
    if !browser_ready() {
        return;
    }
    let dir = fresh_dir("browser-arbiter");
    let mut host = Host::start(
        &["--arbiter", "--time", "5+3", "--repetition", "required"],
        &dir,
    );
    let arbiter_code = host.arbiter_code();
    let (mut device, _) = Device::pair(&host.address, &host.code, "en");
    device.expect_line("You play Black");
    let browser = Browser::start(&dir.join("profile"));
    browser.emulate(1280, 800, false);
    browser.open(&format!("http://{}/", host.address));
    browser.wait_text("#pair-heading", "Join the game");
    browser.click("#role input[value='arbiter']");
    let unpaired = browser.axe_serious();
    assert!(unpaired.is_empty(), "axe-core, unpaired: {unpaired:#?}");
    browser.type_into("#code", &arbiter_code);
    browser.click("#pair-button");
    browser.wait_text("#log", "Connected as the arbiter");
    host.process.expect("Der Schiedsrichter ist verbunden");
    browser.wait_text("#arb-prompt", "You are the arbiter. White is to move.");
    browser.wait_text("#arb-remote", "Black's device is connected.");
    browser.wait_text("#arb-differences", "Both boards agree.");
    // The player's view is not shown: no board to move on.
    assert_eq!(
        browser.script(
            "return document.getElementById('layout').hidden && document.querySelectorAll('#arbiter button[data-square], #arbiter .square').length === 0;",
            json!([]),
        ),
        json!(true)
    );

    // White's e4, not yet repeated by Black: the boards differ on e2 and e4.
    host.process.type_line("e4");
    device.expect_line("Move one, White: Pawn Eva four (e4).");
    let said = browser.wait_text("#arb-differences", "The boards differ on e2, e4.");
    assert!(
        seen(&browser, "#arb-differences"),
        "{said}: {:?}",
        placed(&browser, "#arb-differences")
    );
    assert_eq!(
        browser.script(
            "return document.getElementById('arb-differences').getAttribute('aria-live');",
            json!([])
        ),
        json!("polite"),
        "said in a live region"
    );
    for board in ["white", "black"] {
        assert_eq!(arbiter_marked(&browser, board, "differs"), ["e2", "e4"]);
    }
    assert_eq!(arbiter_marked(&browser, "white", "last"), ["e2", "e4"]);
    assert!(arbiter_marked(&browser, "black", "last").is_empty());
    browser.wait_text("#arb-record-white", "e4");
    assert_eq!(browser.text("#arb-record-black"), "");
    browser.wait_text("#arb-prompt", "Black is to repeat e4.");
    let cell = browser.text("#arb-board-black [data-square='e4']");
    assert_eq!(cell, "Eva four: empty, the boards differ here (e4)");
    // White left, Black right; both boards and the clocks on the desktop's screen.
    browser.wait_text("#arb-clock-white", "White");
    let [white_left, black_left] = [
        placed_x(&browser, "#arb-board-white"),
        placed_x(&browser, "#arb-board-black"),
    ];
    assert!(white_left < black_left, "White's board left of Black's");
    for css in ["#arb-board-white", "#arb-board-black", "#arb-clocks"] {
        let [_, bottom, height] = placed(&browser, css);
        assert!(
            bottom <= height,
            "{css} on the desktop's screen: {bottom} of {height}"
        );
    }
    // Yes and No wait for a proposal to take moves back; there is none.
    assert!(disabled(&browser, "[data-arb='yes']"));
    assert!(disabled(&browser, "[data-arb='no']"));
    let paired = browser.axe_serious();
    assert!(
        paired.is_empty(),
        "axe-core, the arbiter paired with a clock: {paired:#?}"
    );
    // Kept in target/; copied to docs/relay-arbiter.png by hand when the page changes.
    let desktop = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("target/relay-arbiter.png");
    browser.screenshot(&desktop);
    browser.emulate(390, 844, true);
    let phone = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("target/relay-arbiter-phone.png");
    browser.screenshot(&phone);
    let [white_top, black_top] = [
        placed(&browser, "#arb-board-white")[0],
        placed(&browser, "#arb-board-black")[0],
    ];
    assert!(white_top < black_top, "stacked on the phone");
    // What differs and what happens now come first on the phone's screen.
    assert!(
        seen(&browser, "#arb-differences") && seen(&browser, "#arb-prompt"),
        "on the phone: {:?}",
        placed(&browser, "#arb-differences")
    );
    browser.emulate(1280, 800, false);

    // Black repeats: the boards agree again.
    device.line("e2e4");
    browser.wait_text("#arb-differences", "Both boards agree.");
    assert!(arbiter_marked(&browser, "black", "differs").is_empty());
    browser.wait_text("#arb-record-black", "e4");

    // Stop clocks: the clocks stand (the host's "uhr" says so); Start clocks runs Black's.
    browser.wait_until(
        "Black's clock runs",
        "return document.getElementById('arb-clock-black').classList.contains('running');",
    );
    browser.click("[data-arb='pause']");
    browser.wait_until(
        "the clocks stand",
        "return !document.getElementById('arb-stopped').hidden && !document.querySelector('#arb-clocks .running');",
    );
    browser.wait_text("#arb-stopped", "The clocks are stopped.");
    host.process.type_line("uhr");
    host.process.expect("Die Uhren sind angehalten.");
    browser.click("[data-arb='resume']");
    browser.wait_until(
        "Black's clock runs again",
        "return document.getElementById('arb-clock-black').classList.contains('running') && document.getElementById('arb-stopped').hidden;",
    );

    // The arbiter's line moves for nobody: refused in words, beside the boards.
    browser.type_into("#arb-line", "e7e5");
    browser.click("#arb-line-send");
    let refused = browser.wait_text("#arb-feedback", "The arbiter does not move for the players");
    assert!(
        refused.contains("clocks"),
        "says what the arbiter can do: {refused}"
    );
    assert!(seen(&browser, "#arb-feedback p"), "beside the boards");
    device.line("e7e5");
    host.process
        .expect("Zug eins, Schwarz: Bauer Eva fünf (e5).");

    // The forms send what the arbiter would type: time, a warning; a result only once
    // confirmed (last here: with the session's result, it ends the game).
    record_sent_lines(&browser);
    // No time entered: said beside the boards, nothing sent.
    browser.click("#arb-time button[type=submit]");
    browser.wait_text("#arb-feedback", "Please enter the minutes or seconds");
    assert!(sent_lines(&browser).is_empty());
    browser.script(
        "document.getElementById('arb-time-direction').value = 'take'; document.getElementById('arb-time-side').value = 'black'; document.getElementById('arb-minutes').value = '1'; document.getElementById('arb-seconds').value = '30'; return true;",
        json!([]),
    );
    browser.click("#arb-time button[type=submit]");
    browser.script(
        "document.getElementById('arb-warning-side').value = 'white'; return true;",
        json!([]),
    );
    browser.click("#arb-warning button[type=submit]");
    browser.click("[data-result='white']");
    browser.wait_text(
        "#arb-confirm",
        "Declare 1-0, White wins? This ends the game.",
    );
    assert_eq!(
        browser.script("return document.activeElement.id;", json!([])),
        json!("arb-confirm-yes")
    );
    browser.click("#arb-confirm-no");
    // Escape cancels too, and the focus goes back to the result's button.
    browser.click("[data-result='black']");
    browser.keys(&[ESCAPE]);
    assert_eq!(
        browser.script(
            "return [document.getElementById('arb-confirm').hidden, document.activeElement.dataset.result || ''];",
            json!([])
        ),
        json!([true, "black"])
    );
    browser.click("[data-result='draw']");
    browser.click("#arb-confirm-yes");
    browser.wait_until(
        "the confirmed result sent",
        "return (window.sentLines || []).length === 3;",
    );
    assert_eq!(
        sent_lines(&browser),
        ["take time black 90 seconds", "warning white", "result draw"]
    );

    // In German: the headings, the summary and what the buttons send.
    browser.script(
        "const s = document.getElementById('lang'); s.value = 'de'; s.dispatchEvent(new Event('change')); return true;",
        json!([]),
    );
    browser.wait_text("#arb-board-white-heading", "Brett von Weiß");
    // Black's e5, not yet repeated at the host.
    browser.wait_text("#arb-differences", "Die Bretter weichen ab auf e5, e7.");
    browser.wait_text("#arb-prompt", "Sie sind der Schiedsrichter.");
    // The declared draw ended the game: the clock buttons, in German now, send nothing.
    assert!(disabled(&browser, "[data-arb='pause']"));
    assert_eq!(browser.text("[data-arb='pause']"), "Uhren anhalten");
}

/// The arbiter's page without a clock: no clocks, no clock buttons; axe-core finds nothing
/// serious. The remote player's device coming and going is shown at once (it was shown only
/// with the next move). A reload rejoins as the arbiter. At the end (White resigns at the host) the panel shows the result and why, and
/// what the ended game would refuse is disabled.
#[test]
fn the_arbiters_page_without_a_clock_is_accessible() {
    if !browser_ready() {
        return;
    }
    let dir = fresh_dir("browser-arbiter-axe");
    let mut host = Host::start(&["--arbiter"], &dir);
    let arbiter_code = host.arbiter_code();
    let browser = Browser::start(&dir.join("profile"));
    browser.open(&format!("http://{}/", host.address));
    browser.wait_text("#pair-heading", "Join the game");
    browser.click("#role input[value='arbiter']");
    browser.type_into("#code", &arbiter_code);
    browser.click("#pair-button");
    browser.wait_text("#log", "Connected as the arbiter");
    browser.wait_text("#arb-remote", "Black's device is not connected.");
    for css in [
        "#arb-clocks",
        "#arb-stopped",
        "[data-arb='pause']",
        "#arb-time",
    ] {
        assert_eq!(
            browser.script(
                "return document.querySelector(arguments[0]).hidden;",
                json!([css])
            ),
            json!(true),
            "{css} hidden without a clock"
        );
    }
    let paired = browser.axe_serious();
    assert!(
        paired.is_empty(),
        "axe-core, the arbiter paired without a clock: {paired:#?}"
    );

    // A reload comes back with the token, as the arbiter: the arbiter's view again, the
    // sentences not shown twice.
    let (mut device, _) = Device::pair(&host.address, &host.code, "en");
    device.expect_line("You play Black");
    browser.wait_text("#arb-remote", "Black's device is connected.");
    host.process.type_line("e4");
    browser.wait_text("#arb-record-white", "e4");
    browser.open(&format!("http://{}/", host.address));
    host.process
        .expect("Der Schiedsrichter ist wieder verbunden");
    browser.wait_text("#arb-record-white", "e4");
    browser.wait_text("#arb-prompt", "You are the arbiter. Black is to move.");
    assert_eq!(
        browser.script(
            "return document.getElementById('layout').hidden && !document.getElementById('arbiter').hidden;",
            json!([])
        ),
        json!(true),
        "the arbiter's view, not a player's"
    );
    let log = browser.text("#log");
    assert_eq!(
        log.matches("Move one, White: Pawn Eva four (e4).").count(),
        1,
        "{log}"
    );
    // The remote player's device goes: the arbiter sees it at once.
    drop(device);
    host.process.expect("Schwarz");
    browser.wait_text("#arb-remote", "Black's device is not connected.");

    // The end (White resigns at the host): the panel with the result and why; what the
    // ended game refuses is disabled.
    host.process.type_line("aufgeben");
    host.process.expect("Wirklich aufgeben?");
    host.process.type_line("ja");
    let end = browser.wait_text("#arb-end", "0-1");
    assert!(end.contains("White resigns"), "{end}");
    browser.wait_text("#log", "Game over: 0-1");
    for css in [
        "[data-arb='reconcile']",
        "#arb-result",
        "#arb-warning-fieldset",
        "#arb-time-fieldset",
    ] {
        assert!(disabled(&browser, css), "{css} is disabled at the end");
    }
    let ended = browser.axe_serious();
    assert!(
        ended.is_empty(),
        "axe-core, the arbiter at the end: {ended:#?}"
    );
    let shot = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("target/relay-arbiter-end.png");
    browser.screenshot(&shot);
}

/// Where an element's left edge is on the screen now.
fn placed_x(browser: &Browser, css: &str) -> f64 {
    browser
        .script(
            "return document.querySelector(arguments[0]).getBoundingClientRect().left;",
            json!([css]),
        )
        .as_f64()
        .unwrap()
}
