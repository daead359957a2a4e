//! The page a sighted opponent joins with, in a real browser: Debian's Chromium driven
//! through WebDriver (chromedriver) against a real host on loopback. The page pairs with the
//! code, shows the host's announcements, plays and repeats moves by clicking squares, reports
//! a differing board and shows its own correction steps; axe-core finds no serious
//! accessibility violation; a screenshot is kept in `target/relay-page.png`.
//!
//! Needs `chromium` and `chromium-driver` (installed by `make setup`) and axe-core in
//! `native/axe/` (likewise). Without them the test says so and passes only outside CI.

mod support;

use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use serde_json::{Value, json};
use support::fresh_dir;
use support::relay::Host;

const CHROMEDRIVER: &str = "/usr/bin/chromedriver";
const CHROMIUM: &str = "/usr/bin/chromium";

fn axe_script() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("native/axe/node_modules/axe-core/axe.min.js")
}

/// Whether the browser and axe-core are here; in CI they must be.
fn browser_ready() -> bool {
    let missing: Vec<&str> = [(CHROMEDRIVER, "chromium-driver"), (CHROMIUM, "chromium")]
        .into_iter()
        .filter(|(path, _)| !Path::new(path).exists())
        .map(|(_, package)| package)
        .chain((!axe_script().exists()).then_some("axe-core (native/axe)"))
        .collect();
    if missing.is_empty() {
        return true;
    }
    assert!(
        std::env::var_os("CI").is_none(),
        "the browser test needs {}; make setup installs them",
        missing.join(", ")
    );
    eprintln!(
        "browser test not run: {} missing (make setup installs them)",
        missing.join(", ")
    );
    false
}

/// chromedriver on a free port of loopback, and one browser session.
struct Browser {
    driver: Child,
    base: String,
    session: String,
}

impl Browser {
    fn start(profile: &Path) -> Browser {
        let port = TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port();
        let driver = Command::new(CHROMEDRIVER)
            .arg(format!("--port={port}"))
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("chromedriver starts");
        let base = format!("http://127.0.0.1:{port}");
        let until = Instant::now() + Duration::from_secs(20);
        while ureq::get(&format!("{base}/status")).call().is_err() {
            assert!(Instant::now() < until, "chromedriver does not answer");
            std::thread::sleep(Duration::from_millis(100));
        }
        let mut browser = Browser {
            driver,
            base,
            session: String::new(),
        };
        let created = browser.post(
            "/session",
            json!({"capabilities": {"alwaysMatch": {
                "browserName": "chrome",
                "goog:chromeOptions": {
                    "binary": CHROMIUM,
                    "args": [
                        "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                        "--disable-quic", "--no-first-run", "--disable-background-networking",
                        "--disable-component-update", "--disable-sync", "--lang=en-GB",
                        "--window-size=1280,1100",
                        format!("--user-data-dir={}", profile.display()),
                    ]
                }
            }}}),
        );
        browser.session = created["sessionId"].as_str().expect("a session").to_owned();
        browser
    }

    fn post(&self, path: &str, body: Value) -> Value {
        let url = if path == "/session" {
            format!("{}{path}", self.base)
        } else {
            format!("{}/session/{}{path}", self.base, self.session)
        };
        let response = ureq::post(&url)
            .header("Content-Type", "application/json")
            .config()
            .http_status_as_error(false)
            .build()
            .send(body.to_string())
            .expect("chromedriver answers");
        let text = response.into_body().read_to_string().unwrap();
        let value: Value = serde_json::from_str(&text).expect("JSON from chromedriver");
        value["value"].clone()
    }

    fn get(&self, path: &str) -> Value {
        let url = format!("{}/session/{}{path}", self.base, self.session);
        let text = ureq::get(&url)
            .call()
            .expect("chromedriver answers")
            .into_body()
            .read_to_string()
            .unwrap();
        serde_json::from_str::<Value>(&text).unwrap()["value"].clone()
    }

    fn open(&self, url: &str) {
        self.post("/url", json!({ "url": url }));
    }

    fn element(&self, css: &str) -> String {
        let found = self.post("/element", json!({"using": "css selector", "value": css}));
        found
            .as_object()
            .and_then(|o| o.values().next())
            .and_then(Value::as_str)
            .unwrap_or_else(|| panic!("no element {css}: {found}"))
            .to_owned()
    }

    fn click(&self, css: &str) {
        let id = self.element(css);
        self.post(&format!("/element/{id}/click"), json!({}));
    }

    fn type_into(&self, css: &str, text: &str) {
        let id = self.element(css);
        self.post(&format!("/element/{id}/value"), json!({ "text": text }));
    }

    fn script(&self, script: &str, args: Value) -> Value {
        self.post("/execute/sync", json!({"script": script, "args": args}))
    }

    fn text(&self, css: &str) -> String {
        self.script(
            "const e = document.querySelector(arguments[0]); return e ? e.innerText : '';",
            json!([css]),
        )
        .as_str()
        .unwrap_or_default()
        .to_owned()
    }

    /// Waits until the text of `css` contains `needle`.
    fn wait_text(&self, css: &str, needle: &str) -> String {
        let until = Instant::now() + Duration::from_secs(10);
        loop {
            let text = self.text(css);
            if text.contains(needle) {
                return text;
            }
            assert!(
                Instant::now() < until,
                "{css} never showed {needle:?}; it shows:\n{text}"
            );
            std::thread::sleep(Duration::from_millis(100));
        }
    }

    fn screenshot(&self, to: &Path) {
        use base64_decode::decode;
        let shot = self.get("/screenshot");
        let bytes = decode(shot.as_str().expect("a screenshot"));
        std::fs::write(to, bytes).unwrap();
    }
}

impl Drop for Browser {
    fn drop(&mut self) {
        let _ = ureq::delete(&format!("{}/session/{}", self.base, self.session)).call();
        let _ = self.driver.kill();
        let _ = self.driver.wait();
    }
}

/// A small base64 decoder for the screenshot (standard alphabet, padding ignored).
mod base64_decode {
    pub fn decode(text: &str) -> Vec<u8> {
        let value = |c: u8| match c {
            b'A'..=b'Z' => Some(c - b'A'),
            b'a'..=b'z' => Some(c - b'a' + 26),
            b'0'..=b'9' => Some(c - b'0' + 52),
            b'+' => Some(62),
            b'/' => Some(63),
            _ => None,
        };
        let mut out = Vec::with_capacity(text.len() * 3 / 4);
        let (mut buffer, mut bits) = (0u32, 0u32);
        for sextet in text.bytes().filter_map(value) {
            buffer = (buffer << 6) | u32::from(sextet);
            bits += 6;
            if bits >= 8 {
                bits -= 8;
                out.push((buffer >> bits) as u8);
            }
        }
        out
    }
}

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
    browser.wait_text("#log", "Move one, White: Pawn Eva vier (e4).");
    browser.wait_text("#last", "Pawn Eva vier");
    browser.wait_text("#prompt", "Please repeat the announced move");
    // Repeated by clicking the move on the player's own board (F2.1).
    browser.click("[data-square='e2']");
    browser.click("[data-square='e4']");
    browser.wait_text("#log", "Repeated: Pawn Eva vier.");
    host.process.expect("Schwarz hat den Zug wiederholt.");
    // Black's own move, by clicking.
    browser.click("[data-square='c7']");
    browser.click("[data-square='c5']");
    host.process
        .expect("Zug eins, Schwarz: Bauer Cäsar fünf (c5).");
    host.process.type_line("c5");
    browser.wait_text("#log", "White has repeated the move.");
    browser.wait_text("#record", "e4");
    // The board the page shows is the player's own: the pawn stands on c5.
    let label = browser.script(
        "return document.querySelector(\"[data-square='c5']\").getAttribute('aria-label');",
        json!([]),
    );
    assert_eq!(label, "Cäsar fünf: Black pawn (c5)");

    // "My board differs": the player's board has nothing on e4 (they forgot White's pawn).
    browser.type_into("#differs-square", "e4");
    browser.script(
        "document.getElementById('differs-piece').value = ''; return true;",
        json!([]),
    );
    browser.click("#differs-form button[type=submit]");
    // The page gets its own correction step, in its own words.
    browser.wait_text("#log", "Eva vier");
    host.process.expect("F2.7");

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
    let arrow_up = "\u{E013}";
    let active = browser.get("/element/active");
    let active = active
        .as_object()
        .unwrap()
        .values()
        .next()
        .unwrap()
        .as_str()
        .unwrap()
        .to_owned();
    browser.post(
        &format!("/element/{active}/value"),
        json!({"text": arrow_up}),
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
    browser.wait_text("#log", "Move one, White: Pawn Eva vier (e4).");
    browser.wait_text("#record", "c5");
    host.process.expect("wieder verbunden");

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
}
