//! Helpers for the relay's tests and its benchmark: a host (`ansage play --host`) whose
//! output is read line by line, and a device that speaks the relay's protocol over a real
//! WebSocket on loopback.

#![allow(dead_code)]

use std::io::{BufRead, BufReader, Write};
use std::net::TcpStream;
use std::path::Path;
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, channel};
use std::time::{Duration, Instant};

use serde_json::{Value, json};
use tungstenite::stream::MaybeTlsStream;
use tungstenite::{Message, WebSocket};

/// How long a test waits for what it expects.
pub const WAIT: Duration = Duration::from_secs(10);

/// A running process whose standard output is read line by line.
pub struct Process {
    pub child: Child,
    stdin: Option<ChildStdin>,
    lines: Receiver<String>,
    /// Every line read so far.
    pub seen: Vec<String>,
}

impl Process {
    /// Starts `ansage ARGS` with its config file and journal in `dir`.
    pub fn start(args: &[&str], dir: &Path) -> Process {
        let mut command = Command::new(env!("CARGO_BIN_EXE_ansage"));
        command.args(args);
        Process::spawn(command, dir)
    }

    /// Starts `ansage ARGS` as [`Process::start`] does, allowed at most `files` open files
    /// (the soft and the hard limit, as `ulimit -n` sets them).
    pub fn start_limited(args: &[&str], dir: &Path, files: u32) -> Process {
        let mut command = Command::new("sh");
        command
            .arg("-c")
            .arg(format!("ulimit -n {files} && exec \"$0\" \"$@\""))
            .arg(env!("CARGO_BIN_EXE_ansage"))
            .args(args);
        Process::spawn(command, dir)
    }

    /// Starts `command` with its config file and journal in `dir`.
    fn spawn(mut command: Command, dir: &Path) -> Process {
        let mut child = command
            .env("ANSAGE_CONFIG", dir.join("config.toml"))
            .env("ANSAGE_JOURNAL_DIR", dir.join("journal"))
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("ansage starts");
        let stdout = child.stdout.take().unwrap();
        let (sender, lines) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if sender.send(line).is_err() {
                    break;
                }
            }
        });
        Process {
            stdin: child.stdin.take(),
            child,
            lines,
            seen: Vec::new(),
        }
    }

    /// The code the host says after a new code was made ("Der neue Code ist 4 7 1 9").
    pub fn renewed_code(&mut self) -> String {
        let line = self.expect("Der neue Code ist");
        line.rsplit("ist ")
            .next()
            .unwrap()
            .chars()
            .filter(char::is_ascii_digit)
            .collect()
    }

    /// Types a line.
    pub fn type_line(&mut self, line: &str) {
        let stdin = self.stdin.as_mut().expect("input open");
        writeln!(stdin, "{line}").expect("ansage reads");
        stdin.flush().unwrap();
    }

    /// Closes standard input (Ctrl-D).
    pub fn close_input(&mut self) {
        self.stdin = None;
    }

    /// Reads lines until one contains `needle`; returns it. Fails with everything seen.
    pub fn expect(&mut self, needle: &str) -> String {
        self.line_within(needle, WAIT)
            .unwrap_or_else(|| panic!("no line with {needle:?}; seen:\n{}", self.seen.join("\n")))
    }

    /// Whether a line with `needle` comes within `wait`.
    pub fn sees_within(&mut self, needle: &str, wait: Duration) -> bool {
        self.line_within(needle, wait).is_some()
    }

    /// The first line with `needle` that comes within `wait`, keeping every line read.
    fn line_within(&mut self, needle: &str, wait: Duration) -> Option<String> {
        let until = Instant::now() + wait;
        loop {
            let left = until.saturating_duration_since(Instant::now());
            let line = self.lines.recv_timeout(left).ok()?;
            self.seen.push(line.clone());
            if line.contains(needle) {
                return Some(line);
            }
        }
    }

    /// Kills the process at once (kill -9) and waits for it.
    pub fn kill(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }

    /// Waits for the process to end on its own; its exit status.
    pub fn wait(&mut self) -> std::process::ExitStatus {
        let until = Instant::now() + WAIT;
        loop {
            if let Some(status) = self.child.try_wait().unwrap() {
                return status;
            }
            assert!(Instant::now() < until, "ansage did not end");
            std::thread::sleep(Duration::from_millis(20));
        }
    }
}

impl Drop for Process {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A host: `ansage play --plain --speech none --host --listen 127.0.0.1:PORT ARGS`, with
/// its address and pairing code read from its first line.
pub struct Host {
    pub process: Process,
    pub address: String,
    pub code: String,
}

impl Host {
    /// Starts a host on a free port of loopback.
    pub fn start(args: &[&str], dir: &Path) -> Host {
        Host::start_at("127.0.0.1:0", args, dir)
    }

    /// Starts a host listening on `listen`.
    pub fn start_at(listen: &str, args: &[&str], dir: &Path) -> Host {
        let mut all = vec![
            "play", "--plain", "--speech", "none", "--host", "--listen", listen,
        ];
        all.extend_from_slice(args);
        let process = Process::start(&all, dir);
        Host::reading_how_to_join(process)
    }

    /// Starts `ansage play --plain --speech none ARGS` that continues a hosted match.
    pub fn resume(args: &[&str], dir: &Path) -> Host {
        let mut all = vec!["play", "--plain", "--speech", "none", "--resume"];
        all.extend_from_slice(args);
        let process = Process::start(&all, dir);
        Host::reading_how_to_join(process)
    }

    /// A started host, with the address and code read from the line that says how to join.
    pub fn reading_how_to_join(mut process: Process) -> Host {
        let line = process.expect("ansage join");
        let (address, code) = join_words(&line);
        Host {
            process,
            address,
            code,
        }
    }

    /// `ansage join ADDRESS CODE --plain --speech none` for this host, with `more` arguments
    /// (`--lang en`).
    pub fn join(&self, more: &[&str], dir: &Path) -> Process {
        let mut all = vec![
            "join",
            self.address.as_str(),
            self.code.as_str(),
            "--plain",
            "--speech",
            "none",
        ];
        all.extend_from_slice(more);
        Process::start(&all, dir)
    }

    /// The line that said how to join or come back, as the host printed it at the start.
    pub fn how_to_join(&self) -> String {
        self.process
            .seen
            .iter()
            .find(|line| line.contains("ansage join"))
            .cloned()
            .unwrap_or_default()
    }
}

impl Host {
    /// The spectators' code, from the line that said how spectators watch (`--spectators`).
    pub fn spectator_code(&mut self) -> String {
        let line = self.process.expect("/watch");
        line.rsplit(' ')
            .next()
            .unwrap_or_default()
            .chars()
            .filter(char::is_ascii_digit)
            .collect()
    }

    /// The arbiter's code, from the line that said how the arbiter joins (`--arbiter`).
    pub fn arbiter_code(&mut self) -> String {
        let line = self.process.expect("ansage join --arbiter");
        let after = line
            .split("ansage join --arbiter ")
            .nth(1)
            .expect("arbiter words");
        let (_, code) = join_words(&format!("ansage join {after}"));
        code
    }
}

impl Host {
    /// `ansage join --arbiter ADDRESS CODE --plain --speech none` for this host, with its
    /// kept token in `dir` and `more` arguments (`--lang en`); without `code`, it comes back
    /// with the token kept there.
    pub fn join_as_arbiter(&self, code: Option<&str>, more: &[&str], dir: &Path) -> Process {
        let mut all = vec!["join", "--arbiter", self.address.as_str()];
        all.extend(code);
        all.extend_from_slice(&["--plain", "--speech", "none"]);
        all.extend_from_slice(more);
        Process::start(&all, dir)
    }
}

/// "… ansage join 127.0.0.1:4711 1234 …" → the address and the code.
pub fn join_words(line: &str) -> (String, String) {
    let after = line.split("ansage join ").nth(1).expect("join words");
    let mut words = after.split_whitespace();
    let address = words.next().unwrap().trim_end_matches('.').to_owned();
    let code: String = words
        .next()
        .unwrap()
        .chars()
        .filter(char::is_ascii_digit)
        .collect();
    (address, code)
}

/// A device on the relay's WebSocket, as the page is.
pub struct Device {
    pub socket: WebSocket<MaybeTlsStream<TcpStream>>,
    /// Every message received so far.
    pub received: Vec<Value>,
}

impl Device {
    /// Opens the WebSocket of the host at `address`.
    pub fn connect(address: &str) -> Device {
        let (socket, _) =
            tungstenite::connect(format!("ws://{address}/ws")).expect("relay answers");
        Device::over(socket)
    }

    /// A device on an open WebSocket, which reads with a short timeout.
    fn over(socket: WebSocket<MaybeTlsStream<TcpStream>>) -> Device {
        if let MaybeTlsStream::Plain(stream) = socket.get_ref() {
            stream
                .set_read_timeout(Some(Duration::from_millis(100)))
                .unwrap();
        }
        Device {
            socket,
            received: Vec::new(),
        }
    }

    /// Connects from the loopback address `source` ("127.0.0.2"), as another machine on the
    /// network would: the relay counts wrong tries per address.
    pub fn connect_from(address: &str, source: &str) -> Device {
        let target: std::net::SocketAddr = address.parse().expect("host address");
        let socket = socket2::Socket::new(
            socket2::Domain::IPV4,
            socket2::Type::STREAM,
            Some(socket2::Protocol::TCP),
        )
        .expect("socket");
        let from: std::net::SocketAddr = format!("{source}:0").parse().expect("source");
        socket
            .bind(&from.into())
            .expect("bind to the source address");
        socket.connect(&target.into()).expect("relay answers");
        let stream: std::net::TcpStream = socket.into();
        let (socket, _) =
            tungstenite::client(format!("ws://{address}/ws"), MaybeTlsStream::Plain(stream))
                .expect("relay upgrades");
        Device::over(socket)
    }

    /// Connects and pairs with `code` in `lang`; returns the token.
    pub fn pair(address: &str, code: &str, lang: &str) -> (Device, String) {
        let mut device = Device::connect(address);
        device.send(json!({"type": "pair", "code": code, "lang": lang}));
        let paired = device.expect_type("paired");
        let token = paired["token"].as_str().unwrap().to_owned();
        (device, token)
    }

    /// Connects and pairs as the arbiter with the arbiter's `code` in `lang`; returns the
    /// token.
    pub fn pair_as_arbiter(address: &str, code: &str, lang: &str) -> (Device, String) {
        let mut device = Device::connect(address);
        device.send(json!({"type": "pair", "code": code, "lang": lang, "role": "arbiter"}));
        let paired = device.expect_type("paired");
        assert_eq!(paired["seat"], "arbiter");
        let token = paired["token"].as_str().unwrap().to_owned();
        (device, token)
    }

    /// Connects and watches with the spectators' `code` in `lang`.
    pub fn watch(address: &str, code: &str, lang: &str) -> Device {
        let mut device = Device::connect(address);
        device.send(json!({"type": "pair", "code": code, "lang": lang, "role": "spectator"}));
        let paired = device.expect_type("paired");
        assert_eq!(paired["seat"], "spectator");
        device
    }

    /// Sends a message.
    pub fn send(&mut self, message: Value) {
        self.socket
            .send(Message::Text(message.to_string().into()))
            .expect("sent");
    }

    /// Sends a line of the player's.
    pub fn line(&mut self, text: &str) {
        self.send(json!({"type": "line", "text": text}));
    }

    /// The next message, if one comes within `wait`; `None` also when the connection closed.
    pub fn next(&mut self, wait: Duration) -> Option<Value> {
        let until = Instant::now() + wait;
        while Instant::now() < until {
            match self.socket.read() {
                Ok(Message::Text(text)) => {
                    let value: Value = serde_json::from_str(text.as_str()).expect("JSON");
                    self.received.push(value.clone());
                    return Some(value);
                }
                Ok(_) => {}
                Err(e) if nothing_yet(&e) => {}
                Err(_) => return None,
            }
        }
        None
    }

    /// Reads until a message comes of which `check` makes something; returns that. Fails
    /// with everything received, naming `what` was awaited.
    pub fn expect<T>(&mut self, what: &str, check: impl Fn(&Value) -> Option<T>) -> T {
        let until = Instant::now() + WAIT;
        while Instant::now() < until {
            if let Some(found) = self
                .next(Duration::from_millis(200))
                .and_then(|m| check(&m))
            {
                return found;
            }
        }
        panic!("no {what}; received: {:#?}", self.received);
    }

    /// The first message of `kind` received so far, or else the next to come: for what
    /// may come before or after another message (a state and the welcome are sent by two
    /// threads).
    pub fn first_of_type(&mut self, kind: &str) -> Value {
        match self.received.iter().find(|m| m["type"] == kind) {
            Some(found) => found.clone(),
            None => self.expect_type(kind),
        }
    }

    /// Reads until a message of `kind` comes; returns it.
    pub fn expect_type(&mut self, kind: &str) -> Value {
        self.expect(&format!("{kind} message"), |m| {
            (m["type"] == kind).then(|| m.clone())
        })
    }

    /// Reads until a sentence containing `needle` comes; returns its shown text.
    pub fn expect_line(&mut self, needle: &str) -> String {
        self.expect(&format!("line with {needle:?}"), |m| lines_with(m, needle))
    }

    /// Reads until a state comes for which `check` holds; returns it.
    pub fn expect_state(&mut self, check: impl Fn(&Value) -> bool) -> Value {
        self.expect("such state", |m| {
            (m["type"] == "state" && check(&m["state"])).then(|| m["state"].clone())
        })
    }

    /// Reads until an arbiter's overview comes for which `check` holds; returns it.
    pub fn expect_overview(&mut self, check: impl Fn(&Value) -> bool) -> Value {
        self.expect("such overview", |m| {
            (m["type"] == "overview" && check(&m["overview"])).then(|| m["overview"].clone())
        })
    }

    /// Whether the host closed the connection (reading ends) within `wait`.
    pub fn closed_within(&mut self, wait: Duration) -> bool {
        let until = Instant::now() + wait;
        while Instant::now() < until {
            match self.socket.read() {
                Ok(_) => {}
                Err(e) if nothing_yet(&e) => {}
                Err(_) => return true,
            }
        }
        false
    }
}

/// Whether a read ended only because nothing came within the read timeout.
fn nothing_yet(error: &tungstenite::Error) -> bool {
    matches!(error, tungstenite::Error::Io(e) if matches!(
        e.kind(),
        std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut
    ))
}

/// The shown text of the first sentence of a `lines` message that contains `needle`.
pub fn lines_with(message: &Value, needle: &str) -> Option<String> {
    if message["type"] != "lines" {
        return None;
    }
    message["lines"]
        .as_array()?
        .iter()
        .filter_map(|line| line["shown"].as_str())
        .find(|shown| shown.contains(needle))
        .map(str::to_owned)
}
