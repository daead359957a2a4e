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
use support::relay::Host;

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
    browser.wait_text("#prompt", "Please repeat the announced move");
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
    assert_eq!(label, "Cäsar five: Black pawn (c5)");

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
    browser.wait_text("#prompt", "Bitte den angesagten Zug wiederholen");
    browser.wait_text("#status", "Verbunden");
    let german_shot = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("target/relay-page-de.png");
    browser.screenshot(&german_shot);
}
