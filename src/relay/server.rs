//! The host's HTTP and WebSocket server: the page for a browser at `/`, and the relay at
//! `/ws`. It runs on a runtime of its own beside the terminal; what a device sends reaches
//! the game as [`GuestNews`], and the game publishes each step through [`Relay::publish`].
//!
//! Nothing a device sends can harm the game: messages over 16 KiB close the connection,
//! unreadable or too fast ones are refused with a sentence, lines over 400 characters are
//! dropped, a device must pair (or rejoin with its token) before anything it sends is played,
//! and a wrong code costs a second before the answer. Nobody can exhaust the host with
//! connections: they are capped and timed out ([`connections`]), and the paired device's is
//! never closed for others.

mod connections;

use std::net::{IpAddr, SocketAddr};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use axum::Router;
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::extract::{ConnectInfo, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use futures_util::{SinkExt, StreamExt};
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::service::TowerToHyperService;
use shakmaty::Color;
use tokio::sync::{mpsc, oneshot};

use self::connections::{Door, Doors};
use super::board3d;
use super::guesses::Guesses;
pub use super::hub::GuestNews;
use super::hub::{Hub, Kick, refused};
pub use super::hub::{News, Role};
use super::page;
use super::protocol::{
    ArbiterState, DeviceState, FromDevice, MAX_ALTERNATIVES, MAX_LINE_CHARS, MAX_MESSAGE_BYTES,
    SaidLine, SpectatorState, ToDevice,
};
use super::watch;
use crate::language::Language;
use crate::phrase::{Phrase, Value};
use crate::words::catalogue;

/// How long a new connection has to pair or rejoin.
const HELLO_TIMEOUT: Duration = Duration::from_secs(30);
/// How long a client may take to send a request's headers (slow clients are closed).
const HEADER_TIMEOUT: Duration = Duration::from_secs(connections::HTTP_SECONDS);
/// The most a request's headers may hold (a browser's are 1 or 2 KiB; hyper's least is 8 KiB).
const MAX_HEADER_BYTES: usize = 16 * 1024;
/// How long a wrong pairing code waits before its answer.
const WRONG_CODE_PAUSE: Duration = Duration::from_secs(1);
/// Messages a connection may send in a burst, and how many come back each second.
const BURST: f64 = 40.0;
const PER_SECOND: f64 = 20.0;
/// Refused messages after which a connection is closed.
const REFUSALS_BEFORE_CLOSE: u32 = 50;

/// Why the relay could not start.
#[derive(Debug, thiserror::Error)]
pub enum RelayError {
    /// The address is taken or not this machine's.
    #[error("cannot listen on {address}: {source}")]
    Listen {
        /// The address asked for.
        address: SocketAddr,
        /// What the system said.
        source: std::io::Error,
    },
    /// The runtime could not be made (no threads left).
    #[error("cannot start the relay: {0}")]
    Runtime(std::io::Error),
}

impl RelayError {
    /// The error as data, with what to do (`relay.ftl`): the address and why it cannot be
    /// listened on, or that no thread could be started.
    pub fn phrase(&self) -> Phrase {
        match self {
            RelayError::Listen { address, source } => {
                let reason = match source.kind() {
                    std::io::ErrorKind::AddrInUse => Phrase::new("relay-address-in-use"),
                    std::io::ErrorKind::AddrNotAvailable => Phrase::new("relay-address-not-here"),
                    _ => crate::storage::files::io_reason_phrase(source),
                };
                Phrase::new("relay-cannot-listen")
                    .with("address", Value::Verbatim(address.to_string()))
                    .with("reason", reason)
            }
            RelayError::Runtime(_) => Phrase::new("relay-no-threads"),
        }
    }
}

/// The running relay of a host.
pub struct Relay {
    shared: Arc<Shared>,
    address: SocketAddr,
    runtime: Option<tokio::runtime::Runtime>,
}

struct Shared {
    hub: Mutex<Hub>,
    news: Box<dyn Fn(Role, GuestNews) -> bool + Send + Sync>,
    /// The wrong codes and tokens each address tried: how many more it may try.
    guesses: Mutex<Guesses>,
}

impl Shared {
    fn guesses(&self) -> MutexGuard<'_, Guesses> {
        // A panic while the allowances were held leaves them as they were.
        self.guesses
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    fn hub(&self) -> MutexGuard<'_, Hub> {
        // A panic while the hub was held leaves it as it was: its state stays usable.
        self.hub
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }
}

impl Relay {
    /// Listens on `listen` for the device that plays `seat` (and the arbiter's, once its
    /// seat is opened); what each sends is handed to `news` with its role. Sentences to a
    /// device are in its language, or `host_language`.
    pub fn start(
        listen: SocketAddr,
        seat: Color,
        host_language: Language,
        news: impl Fn(Role, GuestNews) -> bool + Send + Sync + 'static,
    ) -> Result<Relay, RelayError> {
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(1)
            .thread_name("ansage-relay")
            .enable_all()
            .build()
            .map_err(RelayError::Runtime)?;
        let listener = runtime
            .block_on(tokio::net::TcpListener::bind(listen))
            .map_err(|source| RelayError::Listen {
                address: listen,
                source,
            })?;
        let address = listener.local_addr().unwrap_or(listen);
        let shared = Arc::new(Shared {
            hub: Mutex::new(Hub::new(seat, host_language, Instant::now())),
            news: Box::new(news),
            guesses: Mutex::new(Guesses::new(Instant::now())),
        });
        let doors = Arc::new(Doors::new(connections::raise_file_limit()));
        runtime.spawn(serve(listener, router(shared.clone()), doors.clone()));
        runtime.spawn(async move {
            let mut tick = tokio::time::interval(Duration::from_secs(1));
            loop {
                tick.tick().await;
                doors.reap(Instant::now());
            }
        });
        Ok(Relay {
            shared,
            address,
            runtime: Some(runtime),
        })
    }

    /// The address and port the relay listens on.
    pub fn address(&self) -> SocketAddr {
        self.address
    }

    /// The pairing code.
    pub fn code(&self) -> String {
        self.shared.hub().code()
    }

    /// A new pairing code; the device paired so far must pair again.
    pub fn renew_code(&self) -> String {
        self.shared.hub().renew_code(Instant::now())
    }

    /// The paired device's token and language.
    pub fn guest_token(&self) -> Option<(String, Language)> {
        self.shared.hub().guest_token()
    }

    /// The token and language of the device paired for `role`.
    pub fn token_of(&self, role: Role) -> Option<(String, Language)> {
        self.shared.hub().token_of(role)
    }

    /// Lets the device paired before a restart back in with its token.
    pub fn restore_guest(&self, token: String, language: Language) {
        self.shared.hub().restore_guest(token, language);
    }

    /// Lets the device paired for `role` before a restart back in with its token.
    pub fn restore(&self, role: Role, token: String, language: Language) {
        self.shared.hub().restore(role, token, language);
    }

    /// Lets spectators watch; returns their code.
    pub fn open_gallery(&self) -> String {
        self.shared.hub().open_gallery()
    }

    /// The spectators' code, when they may watch.
    pub fn spectator_code(&self) -> Option<String> {
        self.shared.hub().spectator_code()
    }

    /// How many spectators watch now.
    pub fn spectators(&self) -> usize {
        self.shared.hub().spectators()
    }

    /// The languages the spectators watching now want.
    pub fn spectator_languages(&self) -> Vec<Language> {
        self.shared.hub().spectator_languages()
    }

    /// Sends the spectators watching in `language` their view and the step's sentences.
    pub fn publish_spectators(
        &self,
        view: SpectatorState,
        lines: Vec<SaidLine>,
        language: Language,
    ) {
        self.shared.hub().publish_spectators(view, lines, language);
    }

    /// Opens the arbiter's seat; returns its pairing code.
    pub fn open_arbiter_seat(&self) -> String {
        self.shared.hub().open_arbiter_seat(Instant::now())
    }

    /// The arbiter's pairing code, when its seat is open.
    pub fn arbiter_code(&self) -> Option<String> {
        self.shared.hub().arbiter_code()
    }

    /// Whether a device has paired for the seat of `role`.
    pub fn paired_as(&self, role: Role) -> bool {
        self.shared.hub().paired_as(role)
    }

    /// The language of the device paired for `role`.
    pub fn language_of(&self, role: Role) -> Option<Language> {
        self.shared.hub().language_of(role)
    }

    /// Sends the arbiter's device its overview and the step's sentences, as
    /// [`Relay::publish`] does for the player's.
    pub fn publish_arbiter(
        &self,
        overview: ArbiterState,
        lines: Vec<SaidLine>,
        worded_in: Language,
    ) {
        if !self
            .shared
            .hub()
            .publish_arbiter(overview, lines, worded_in)
        {
            (self.shared.news)(Role::Arbiter, GuestNews::Left);
        }
    }

    /// Whether a device has paired.
    pub fn paired(&self) -> bool {
        self.shared.hub().paired()
    }

    /// How many wrong pairing codes were entered since the start.
    pub fn wrong_tries(&self) -> u32 {
        self.shared.hub().wrong_tries()
    }

    /// The paired device's language.
    pub fn guest_language(&self) -> Option<Language> {
        self.shared.hub().guest_language()
    }

    /// Sends the device its state and the step's sentences (kept for when it comes back),
    /// worded in `worded_in` (dropped when the device wants another language by now).
    pub fn publish(&self, state: DeviceState, lines: Vec<SaidLine>, worded_in: Language) {
        if !self.shared.hub().publish(state, lines, worded_in) {
            (self.shared.news)(Role::Player, GuestNews::Left);
        }
    }
}

impl Drop for Relay {
    fn drop(&mut self) {
        if let Some(runtime) = self.runtime.take() {
            runtime.shutdown_timeout(Duration::from_millis(200));
        }
    }
}

/// Accepts every connection, registers it in `doors` (which closes others when there are
/// too many, and slow ones) and serves it: HTTP/1.1 with a header timeout and a small header
/// buffer, upgraded to the relay's WebSocket at `/ws`. A failed accept (no descriptor left)
/// waits a moment rather than spinning.
async fn serve(listener: tokio::net::TcpListener, app: Router, doors: Arc<Doors>) {
    let mut http = hyper::server::conn::http1::Builder::new();
    http.timer(TokioTimer::new())
        .header_read_timeout(HEADER_TIMEOUT)
        .max_buf_size(MAX_HEADER_BYTES);
    loop {
        let (stream, peer) = match listener.accept().await {
            Ok(accepted) => accepted,
            Err(_) => {
                tokio::time::sleep(Duration::from_millis(50)).await;
                continue;
            }
        };
        // Each sentence and state goes out at once: without TCP_NODELAY the second small
        // frame of a step waits for the device's delayed acknowledgement (40 ms).
        let _ = stream.set_nodelay(true);
        let tracked = doors.admit(stream, peer, Instant::now());
        let door = tracked.door(peer);
        let app = TowerToHyperService::new(app.clone());
        let service = hyper::service::service_fn(move |mut request| {
            request.extensions_mut().insert(ConnectInfo(door.clone()));
            hyper::service::Service::call(&app, request)
        });
        let connection = http
            .serve_connection(TokioIo::new(tracked), service)
            .with_upgrades();
        tokio::spawn(async move {
            let _ = connection.await;
        });
        // Let the connections' tasks run between accepts, however fast they come.
        tokio::task::yield_now().await;
    }
}

fn router(shared: Arc<Shared>) -> Router {
    Router::new()
        .route(
            "/",
            get(|| async { asset(page::INDEX_HTML, "text/html; charset=utf-8") }),
        )
        .route(
            "/app.js",
            get(|| async { asset(page::APP_JS, "text/javascript; charset=utf-8") }),
        )
        .route(
            "/texts.js",
            get(|| async { asset(page::texts_js(), "text/javascript; charset=utf-8") }),
        )
        .route(
            "/style.css",
            get(|| async { asset(page::STYLE_CSS, "text/css; charset=utf-8") }),
        )
        .route(
            "/board3d.js",
            get(|| async { asset(board3d::BOARD3D_JS, "text/javascript; charset=utf-8") }),
        )
        .route(
            "/board3d.css",
            get(|| async { asset(board3d::BOARD3D_CSS, "text/css; charset=utf-8") }),
        )
        .route(
            "/watch",
            get(|| async { asset(watch::WATCH_HTML, "text/html; charset=utf-8") }),
        )
        .route(
            "/watch.js",
            get(|| async { asset(watch::WATCH_JS, "text/javascript; charset=utf-8") }),
        )
        .route(
            "/watch-texts.js",
            get(|| async { asset(watch::texts_js(), "text/javascript; charset=utf-8") }),
        )
        .route(
            "/watch.css",
            get(|| async { asset(watch::WATCH_CSS, "text/css; charset=utf-8") }),
        )
        .route("/ws", get(upgrade))
        .with_state(shared)
}

fn asset(body: &'static str, kind: &'static str) -> Response {
    (
        [
            (header::CONTENT_TYPE, kind),
            (header::CACHE_CONTROL, "no-cache"),
            (
                header::CONTENT_SECURITY_POLICY,
                "default-src 'self'; connect-src 'self' ws: wss:; img-src 'self' data:; frame-ancestors 'none'",
            ),
            (header::X_CONTENT_TYPE_OPTIONS, "nosniff"),
        ],
        body,
    )
        .into_response()
}

async fn upgrade(
    State(shared): State<Arc<Shared>>,
    ConnectInfo(door): ConnectInfo<Door>,
    headers: HeaderMap,
    ws: WebSocketUpgrade,
) -> Response {
    // A page of another site may not play for the device (cross-site WebSocket).
    if !same_origin(&headers) {
        return (StatusCode::FORBIDDEN, "other origin").into_response();
    }
    ws.max_message_size(MAX_MESSAGE_BYTES)
        .max_frame_size(MAX_MESSAGE_BYTES)
        .on_upgrade(move |socket| {
            door.upgraded();
            connection(socket, shared, door)
        })
}

/// Whether the request comes from the host's own page, or from a program (no `Origin`).
/// The page's origin must be the request's own host, and that host must be one of this
/// machine's names: an address ("192.168.1.20:7878", "[::1]:7878"), "localhost", or the
/// machine's own name (with ".local"). A name of someone else's domain that a DNS server
/// points at this machine (DNS rebinding: `Host: evil.example:7878` with
/// `Origin: http://evil.example:7878`) is refused.
fn same_origin(headers: &HeaderMap) -> bool {
    let Some(origin) = headers.get(header::ORIGIN) else {
        return true;
    };
    let host = headers.get(header::HOST).and_then(|h| h.to_str().ok());
    let origin = origin.to_str().ok();
    match (origin, host) {
        (Some(origin), Some(host)) => {
            let without_scheme = origin
                .strip_prefix("http://")
                .or_else(|| origin.strip_prefix("https://"));
            without_scheme == Some(host) && is_this_machine(host)
        }
        _ => false,
    }
}

/// Whether a `Host` header ("192.168.1.20:7878", "[::1]:7878", "localhost:7878",
/// "schachpc.local:7878") names this machine: an address, or one of its own names.
fn is_this_machine(host: &str) -> bool {
    let name = match host.strip_prefix('[') {
        // "[::1]:7878": an IPv6 address in brackets.
        Some(rest) => rest.split(']').next().unwrap_or(""),
        None => host.rsplit_once(':').map_or(host, |(name, _)| name),
    };
    if name.parse::<std::net::IpAddr>().is_ok() {
        return true;
    }
    let name = name.trim_end_matches('.').to_ascii_lowercase();
    if name == "localhost" {
        return true;
    }
    machine_name().is_some_and(|own| name == own || name == format!("{own}.local"))
}

/// This machine's own name, lower case, as the system gives it.
fn machine_name() -> Option<String> {
    let mut buffer = [0u8; 256];
    // SAFETY: gethostname writes at most `buffer.len()` bytes into the buffer it is given.
    let status = unsafe { libc::gethostname(buffer.as_mut_ptr().cast(), buffer.len()) };
    if status != 0 {
        return None;
    }
    let end = buffer.iter().position(|&b| b == 0).unwrap_or(buffer.len());
    let name = std::str::from_utf8(&buffer[..end])
        .ok()?
        .to_ascii_lowercase();
    (!name.is_empty()).then_some(name)
}

/// Messages a connection may still send now: a bucket that fills at `PER_SECOND`.
struct Bucket {
    tokens: f64,
    at: Instant,
}

impl Bucket {
    fn take(&mut self) -> bool {
        let now = Instant::now();
        let refill = now.duration_since(self.at).as_secs_f64() * PER_SECOND;
        self.tokens = (self.tokens + refill).min(BURST);
        self.at = now;
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            return true;
        }
        false
    }
}

async fn connection(socket: WebSocket, shared: Arc<Shared>, door: Door) {
    let peer = door.peer.ip();
    let (mut sink, mut stream) = socket.split();
    let (outbox, mut outgoing) = mpsc::channel::<ToDevice>(256);
    let writer = tokio::spawn(async move {
        while let Some(message) = outgoing.recv().await {
            let Ok(text) = serde_json::to_string(&message) else {
                continue;
            };
            if sink.send(Message::Text(text.into())).await.is_err() {
                break;
            }
        }
        let _ = sink.close().await;
    });
    let id = shared.hub().connect();
    let mut bucket = Bucket {
        tokens: BURST,
        at: Instant::now(),
    };
    let mut refusals = 0u32;
    let opened = Instant::now();
    // Set once the connection plays the seat: the host's word that it must close.
    let mut kicked: Option<oneshot::Receiver<Kick>> = None;
    // The language of the device paired on this connection: its last word (after a new
    // code the hub has forgotten the device) is said in it.
    let mut paired_language: Option<Language> = None;
    loop {
        if paired_language.is_none() && kicked.is_some() {
            paired_language = Some(shared.hub().language_on(id));
        }
        let paired_here = shared.hub().is_live(id);
        let left = if paired_here {
            Duration::MAX
        } else {
            HELLO_TIMEOUT.saturating_sub(opened.elapsed())
        };
        let next = tokio::select! {
            next = tokio::time::timeout(left, stream.next()) => match next {
                Ok(next) => next,
                Err(_) => break,
            },
            why = host_closes(&mut kicked) => {
                let language = paired_language.unwrap_or_else(|| shared.hub().language());
                let last_word = match why {
                    Kick::Replaced => Some(("replaced", "relay-replaced")),
                    Kick::Unpaired => Some(("unpaired", "relay-unpaired")),
                    // Its queue is full: it comes back with its token and gets everything.
                    Kick::TooSlow => None,
                };
                if let Some((kind, id)) = last_word {
                    let _ = outbox.try_send(refused(kind, catalogue::text(language, id, &[])));
                }
                break;
            }
        };
        // An error is a message over the limit or a broken connection: either ends it.
        let Some(Ok(message)) = next else { break };
        let language = shared.hub().language_on(id);
        let refuse = |kind: &str, id: &str| refused(kind, catalogue::text(language, id, &[]));
        let reply = match message {
            Message::Text(text) => {
                if !bucket.take() {
                    Some(refuse("too_fast", "relay-too-fast"))
                } else {
                    match serde_json::from_str::<FromDevice>(text.as_str()) {
                        Ok(message) => {
                            let reply =
                                handle(&shared, id, peer, message, &outbox, &mut kicked).await;
                            if kicked.is_some() {
                                // It plays the seat: no cap or time limit closes it now.
                                door.paired();
                            }
                            reply
                        }
                        Err(_) => Some(refuse("unreadable", "relay-unreadable")),
                    }
                }
            }
            Message::Binary(_) => Some(refuse("unreadable", "relay-unreadable")),
            Message::Close(_) => break,
            Message::Ping(_) | Message::Pong(_) => None,
        };
        if let Some(reply) = reply {
            refusals += 1;
            if outbox.try_send(reply).is_err() || refusals > REFUSALS_BEFORE_CLOSE {
                break;
            }
        }
    }
    if let Some(role) = shared.hub().disconnect(id) {
        (shared.news)(role, GuestNews::Left);
    }
    // Its last word has a moment to go; then the socket is closed, whether the peer reads
    // or not.
    door.closing();
    drop(outbox);
    let _ = tokio::time::timeout(Duration::from_secs(2), writer).await;
}

/// Waits until the host closes this connection; forever while it plays no seat.
async fn host_closes(kicked: &mut Option<oneshot::Receiver<Kick>>) -> Kick {
    if let Some(receiver) = kicked.as_mut() {
        if let Ok(why) = receiver.await {
            return why;
        }
        // The hub let go of the connection without a word (it closed itself).
        *kicked = None;
    }
    std::future::pending().await
}

/// Carries out one readable message; returns a refusal to send back, if any. A pairing or
/// rejoining that succeeds leaves in `kicked` how the host will close the connection.
async fn handle(
    shared: &Shared,
    id: u64,
    peer: IpAddr,
    message: FromDevice,
    outbox: &mpsc::Sender<ToDevice>,
    kicked: &mut Option<oneshot::Receiver<Kick>>,
) -> Option<ToDevice> {
    let (kick, kick_receiver) = oneshot::channel();
    let outcome = match message {
        // A code or token is tried only within the address's allowance (issue 30 §2); a
        // wrong one costs the trying connection a pause, and nobody else waits for it.
        FromDevice::Pair { code, lang, role } => {
            let Some(role) = Role::asked(role.as_deref()) else {
                let language = lang
                    .as_deref()
                    .and_then(crate::relay::protocol::language_of)
                    .unwrap_or_else(|| shared.hub().language());
                let text = catalogue::text(language, "relay-unknown-role", &[]);
                return Some(refused("unreadable", text));
            };
            if !shared.guesses().try_now(peer, Instant::now()) {
                return Some(too_many_tries(shared, lang.as_deref()));
            }
            let outcome = shared.hub().pair(
                id,
                &code,
                lang.as_deref(),
                role,
                Instant::now(),
                outbox.clone(),
                kick,
            );
            match outcome {
                Ok(_) => shared.guesses().right(peer, Instant::now()),
                Err(_) => {
                    shared.guesses().wrong(peer);
                    tokio::time::sleep(WRONG_CODE_PAUSE).await
                }
            }
            outcome
        }
        FromDevice::Rejoin { token, since, lang } => {
            if !shared.guesses().try_now(peer, Instant::now()) {
                return Some(too_many_tries(shared, None));
            }
            let outcome =
                shared
                    .hub()
                    .rejoin(id, &token, since, lang.as_deref(), outbox.clone(), kick);
            match outcome {
                Ok(_) => shared.guesses().right(peer, Instant::now()),
                Err(_) => {
                    shared.guesses().wrong(peer);
                    tokio::time::sleep(WRONG_CODE_PAUSE).await
                }
            }
            outcome
        }
        FromDevice::Line { text } => {
            return played_lines(shared, id, vec![text], |mut lines| {
                GuestNews::Line(lines.remove(0))
            })
            .err();
        }
        FromDevice::Heard { alternatives } => {
            return played_lines(shared, id, alternatives, GuestNews::Heard).err();
        }
        FromDevice::Language { lang } => {
            let chosen = shared.hub().choose_language(id, &lang);
            return match chosen {
                Ok((role, news)) => {
                    (shared.news)(role, news);
                    None
                }
                Err(refusal) => Some(refusal),
            };
        }
    };
    match outcome {
        Ok((sent, (role, news))) => {
            *kicked = Some(kick_receiver);
            for message in sent {
                let _ = outbox.try_send(message);
            }
            (shared.news)(role, news);
            None
        }
        Err((refusal, news)) => {
            if let Some((role, news)) = news {
                (shared.news)(role, news);
            }
            Some(refusal)
        }
    }
}

/// The refusal of a try beyond the address's allowance, in the device's language (or the
/// host's): no code was checked.
fn too_many_tries(shared: &Shared, lang: Option<&str>) -> ToDevice {
    let language = lang
        .and_then(crate::relay::protocol::language_of)
        .unwrap_or_else(|| shared.hub().language());
    refused(
        "too_many_tries",
        catalogue::text(language, "relay-too-many-tries", &[]),
    )
}

/// Lines of the paired device's player, handed to the game as `news` makes them: a typed
/// line, or what its microphone heard (several alternatives). Refused when the connection
/// is not paired, or a line is too long, or there are too many alternatives; nothing is
/// handed on when every line is empty.
fn played_lines(
    shared: &Shared,
    id: u64,
    texts: Vec<String>,
    news: impl FnOnce(Vec<String>) -> GuestNews,
) -> Result<(), ToDevice> {
    let hub = shared.hub();
    let language = hub.language_on(id);
    let Some(role) = hub.role_of(id) else {
        let text = catalogue::text(language, "relay-not-paired", &[]);
        return Err(refused("not_paired", text));
    };
    // Spectators watch; nothing they send reaches the game.
    if role == Role::Spectator {
        let text = catalogue::text(language, "relay-spectators-watch-only", &[]);
        return Err(refused("watch_only", text));
    }
    drop(hub);
    if texts.len() > MAX_ALTERNATIVES
        || texts
            .iter()
            .any(|text| text.chars().count() > MAX_LINE_CHARS)
    {
        let text = catalogue::text(language, "relay-too-long", &[]);
        return Err(refused("too_long", text));
    }
    // Each a line of the player's: control characters and line breaks go.
    let lines: Vec<String> = texts
        .iter()
        .map(|text| {
            let line: String = text
                .chars()
                .map(|c| if c.is_control() { ' ' } else { c })
                .collect();
            line.trim().to_owned()
        })
        .filter(|line| !line.is_empty())
        .collect();
    if !lines.is_empty() {
        (shared.news)(role, news(lines));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A relay that cannot listen says where and why as data; each sink words it in its
    /// language, and the reason of a taken port is the catalogue's.
    #[test]
    fn a_relay_that_cannot_listen_says_why_as_data() {
        let error = RelayError::Listen {
            address: "0.0.0.0:7878".parse().unwrap(),
            source: std::io::Error::from(std::io::ErrorKind::AddrInUse),
        };
        let phrase = error.phrase();
        assert_eq!(phrase.id, "relay-cannot-listen");
        assert_eq!(
            phrase.arg("reason"),
            Some(&Value::from(Phrase::new("relay-address-in-use")))
        );
        for language in [Language::GERMAN, Language::ENGLISH, Language::SPANISH] {
            let text = crate::words::phrases::shown(&phrase, language);
            assert!(text.contains("0.0.0.0:7878"), "{text}");
            assert!(text.contains("--listen"), "{text}");
        }
        assert_ne!(
            crate::words::phrases::shown(&phrase, Language::SPANISH),
            crate::words::phrases::shown(&phrase, Language::GERMAN)
        );
        assert_eq!(
            RelayError::Runtime(std::io::Error::other("x")).phrase().id,
            "relay-no-threads"
        );
    }

    #[test]
    fn only_the_hosts_own_page_may_open_the_socket() {
        let mut headers = HeaderMap::new();
        assert!(same_origin(&headers), "programs send no Origin");
        headers.insert(header::HOST, "192.168.1.20:7878".parse().unwrap());
        headers.insert(header::ORIGIN, "http://192.168.1.20:7878".parse().unwrap());
        assert!(same_origin(&headers));
        headers.insert(header::ORIGIN, "http://evil.example".parse().unwrap());
        assert!(!same_origin(&headers));
        // DNS rebinding (issue 30 §13): a foreign name pointed at this machine, with the
        // page's origin matching it, is refused.
        headers.insert(header::HOST, "evil.example:7884".parse().unwrap());
        headers.insert(header::ORIGIN, "http://evil.example:7884".parse().unwrap());
        assert!(!same_origin(&headers));
        // This machine's addresses and names are its own.
        for own in [
            "127.0.0.1:7884",
            "[::1]:7884",
            "localhost:7884",
            "LOCALHOST:7884",
        ] {
            headers.insert(header::HOST, own.parse().unwrap());
            headers.insert(header::ORIGIN, format!("http://{own}").parse().unwrap());
            assert!(same_origin(&headers), "{own}");
        }
        if let Some(name) = machine_name() {
            let own = format!("{name}.local:7884");
            headers.insert(header::HOST, own.parse().unwrap());
            headers.insert(header::ORIGIN, format!("http://{own}").parse().unwrap());
            assert!(same_origin(&headers), "{own}");
        }
    }
}
