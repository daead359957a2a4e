//! A real browser for the page's test and the relay's benchmark: Debian's Chromium driven
//! through WebDriver (chromedriver) on loopback, with the few commands they need.

#![allow(dead_code)]

use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use serde_json::{Value, json};

pub const CHROMEDRIVER: &str = "/usr/bin/chromedriver";
pub const CHROMIUM: &str = "/usr/bin/chromium";

pub fn axe_script() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("native/axe/node_modules/axe-core/axe.min.js")
}

/// Whether the browser and axe-core are here; in CI they must be.
pub fn browser_ready() -> bool {
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
pub struct Browser {
    driver: Child,
    base: String,
    session: String,
}

impl Browser {
    pub fn start(profile: &Path) -> Browser {
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

    pub fn post(&self, path: &str, body: Value) -> Value {
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

    pub fn get(&self, path: &str) -> Value {
        let url = format!("{}/session/{}{path}", self.base, self.session);
        let text = ureq::get(&url)
            .call()
            .expect("chromedriver answers")
            .into_body()
            .read_to_string()
            .unwrap();
        serde_json::from_str::<Value>(&text).unwrap()["value"].clone()
    }

    pub fn open(&self, url: &str) {
        self.post("/url", json!({ "url": url }));
    }

    pub fn element(&self, css: &str) -> String {
        let found = self.post("/element", json!({"using": "css selector", "value": css}));
        found
            .as_object()
            .and_then(|o| o.values().next())
            .and_then(Value::as_str)
            .unwrap_or_else(|| panic!("no element {css}: {found}"))
            .to_owned()
    }

    pub fn click(&self, css: &str) {
        let id = self.element(css);
        self.post(&format!("/element/{id}/click"), json!({}));
    }

    pub fn type_into(&self, css: &str, text: &str) {
        let id = self.element(css);
        self.post(&format!("/element/{id}/value"), json!({ "text": text }));
    }

    pub fn script(&self, script: &str, args: Value) -> Value {
        self.post("/execute/sync", json!({"script": script, "args": args}))
    }

    pub fn text(&self, css: &str) -> String {
        self.script(
            "const e = document.querySelector(arguments[0]); return e ? e.innerText : '';",
            json!([css]),
        )
        .as_str()
        .unwrap_or_default()
        .to_owned()
    }

    /// Waits until the text of `css` contains `needle`.
    pub fn wait_text(&self, css: &str, needle: &str) -> String {
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

    /// Waits until `script` (a function body) returns true.
    pub fn wait_until(&self, what: &str, script: &str) {
        let until = Instant::now() + Duration::from_secs(10);
        while self.script(script, json!([])) != json!(true) {
            assert!(Instant::now() < until, "never: {what}");
            std::thread::sleep(Duration::from_millis(100));
        }
    }

    /// Shows the page as a screen of `width` × `height` CSS pixels (a phone with `mobile`).
    pub fn emulate(&self, width: u32, height: u32, mobile: bool) {
        self.post(
            "/goog/cdp/execute",
            json!({"cmd": "Emulation.setDeviceMetricsOverride", "params": {
                "width": width, "height": height, "deviceScaleFactor": 1, "mobile": mobile
            }}),
        );
    }

    /// Presses keys (WebDriver key codes, such as `"\u{E004}"` for Tab) on whatever has the
    /// focus, one after the other.
    pub fn keys(&self, keys: &[&str]) {
        let actions: Vec<Value> = keys
            .iter()
            .flat_map(|key| {
                [
                    json!({"type": "keyDown", "value": key}),
                    json!({"type": "keyUp", "value": key}),
                ]
            })
            .collect();
        self.post(
            "/actions",
            json!({"actions": [{"type": "key", "id": "keyboard", "actions": actions}]}),
        );
    }

    /// axe-core's serious and critical violations on the page as it is now.
    pub fn axe_serious(&self) -> Vec<Value> {
        let axe = std::fs::read_to_string(axe_script()).unwrap();
        self.script(&format!("{axe}; return true;"), json!([]));
        let violations = self.post(
            "/execute/async",
            json!({
                "script": "const done = arguments[arguments.length - 1]; axe.run(document).then(r => done(r.violations.map(v => ({id: v.id, impact: v.impact, nodes: v.nodes.map(n => n.target.join(' '))})))).catch(e => done([{id: String(e), impact: 'critical'}]));",
                "args": []
            }),
        );
        violations
            .as_array()
            .expect("axe's violations")
            .iter()
            .filter(|v| matches!(v["impact"].as_str(), Some("serious" | "critical")))
            .cloned()
            .collect()
    }

    pub fn screenshot(&self, to: &Path) {
        use base64_decode::decode;
        let shot = self.get("/screenshot");
        let bytes = decode(shot.as_str().expect("a screenshot"));
        // The target folder is not there when CARGO_TARGET_DIR names another.
        if let Some(folder) = to.parent() {
            std::fs::create_dir_all(folder).unwrap();
        }
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
pub mod base64_decode {
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
