//! The host's open connections, capped and timed out, so that nobody on the network can
//! exhaust the host (issue 30 §5): idle or slow connections, however many, never keep the
//! page from loading, the paired device from coming back, or the game from saving its files.
//!
//! The design:
//! - **Accept first, then shed.** Every connection is accepted (a refused one would be the
//!   right player's as often as an attacker's); when there are more than the caps allow, the
//!   relay closes others: first the oldest of the address that holds the most, so that one
//!   address (an IPv6 /64 network counts as one) can never push out another's connection.
//! - **Caps**, on connections that do not play the seat: [`PER_ADDRESS`] (32) per address,
//!   and [`MAX_TOTAL`] (256) in all, less when the descriptor limit is low. A browser opens at
//!   most six connections to a host plus its WebSocket, `ansage join` one, so 32 leave a
//!   device room for reconnections; an attacker needs eight addresses to fill 256, and even
//!   then the player's one new connection is not the one closed, as its address holds the
//!   fewest. 256 idle connections cost the host a few megabytes (a task and at most a 16 KiB
//!   header buffer each).
//! - **The paired device's connection is never counted nor closed**, so it plays on under
//!   any attack; a rejoin with its token and a pairing with the code come on a new
//!   connection, which is accepted and, coming from an address with few connections, kept.
//! - **Time limits**: a connection must have sent its request (the page or the WebSocket
//!   upgrade) within [`HTTP_SECONDS`] of opening, else it is closed (slow or idle clients,
//!   "slowloris"); a WebSocket must pair or rejoin within [`SOCKET_SECONDS`]; a connection
//!   that ended its work but cannot write (its peer reads nothing) is closed after
//!   [`CLOSING_SECONDS`].
//! - **Descriptors for the game's files**: at start the soft limit of open files is raised to
//!   the hard limit, and the caps leave [`RESERVE`] descriptors free for the journal, the
//!   PGN, speech and the engine; with a limit of 256 the relay keeps at most 128 connections.
//!
//! A connection is closed by shutting its socket down (`shutdown(2)`), which ends whatever
//! the task serving it waits for; the task then drops it. Its entry here is removed before its
//! descriptor is closed, so a socket is only ever shut down while it is still the one
//! registered.

use std::collections::{BTreeMap, HashMap};
use std::io;
use std::net::{IpAddr, SocketAddr};
use std::os::fd::{AsRawFd, RawFd};
use std::pin::Pin;
use std::sync::{Arc, Mutex, MutexGuard};
use std::task::{Context, Poll};
use std::time::{Duration, Instant};

use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::TcpStream;

use crate::relay::guesses::network_of;

/// Connections one address may hold that do not play the seat.
pub const PER_ADDRESS: usize = 32;
/// Connections the relay holds at most that do not play the seat.
pub const MAX_TOTAL: usize = 256;
/// Fewest connections the relay allows in all, however low the descriptor limit.
const MIN_TOTAL: usize = 16;
/// Descriptors kept free for the game's files, speech and the engine.
pub const RESERVE: u64 = 128;
/// Seconds a connection has to send its request, page or WebSocket upgrade.
pub const HTTP_SECONDS: u64 = 10;
/// Seconds a WebSocket has to pair or rejoin (the connection's own timeout is 30 s; this is
/// the backstop for one whose task cannot end because its peer reads nothing).
pub const SOCKET_SECONDS: u64 = 35;
/// Seconds a connection that ended may take to say its last word.
pub const CLOSING_SECONDS: u64 = 3;

/// What a connection is doing, and since when.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Stage {
    /// Sending or waiting for an HTTP request.
    Http(Instant),
    /// A WebSocket that has not paired.
    Socket(Instant),
    /// The WebSocket that plays the seat: never counted, never closed here.
    Paired,
    /// Its work is done; it says its last word.
    Closing(Instant),
}

struct Entry {
    network: IpAddr,
    fd: RawFd,
    stage: Stage,
    /// Shut down already; waiting for its task to drop it.
    shed: bool,
}

impl Entry {
    /// Whether it counts towards the caps.
    fn counted(&self) -> bool {
        !self.shed && self.stage != Stage::Paired
    }
}

/// The open connections.
pub struct Doors {
    open: Mutex<BTreeMap<u64, Entry>>,
    next: Mutex<u64>,
    per_address: usize,
    total: usize,
}

impl Doors {
    /// The registry, with caps that leave [`RESERVE`] of `file_limit` descriptors free.
    pub fn new(file_limit: u64) -> Doors {
        let room = usize::try_from(file_limit.saturating_sub(RESERVE)).unwrap_or(usize::MAX);
        let total = room.clamp(MIN_TOTAL, MAX_TOTAL);
        Doors {
            open: Mutex::new(BTreeMap::new()),
            next: Mutex::new(1),
            per_address: PER_ADDRESS.min(total / 2),
            total,
        }
    }

    fn open(&self) -> MutexGuard<'_, BTreeMap<u64, Entry>> {
        self.open
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// Registers a new connection from `peer` on socket `stream`, and closes others if the
    /// caps are exceeded (never this one, unless its own address holds the most).
    pub fn admit(self: &Arc<Self>, stream: TcpStream, peer: SocketAddr, now: Instant) -> Tracked {
        let id = {
            let mut next = self.next.lock().unwrap_or_else(|p| p.into_inner());
            *next += 1;
            *next
        };
        let network = network_of(peer.ip());
        let mut open = self.open();
        open.insert(
            id,
            Entry {
                network,
                fd: stream.as_raw_fd(),
                stage: Stage::Http(now),
                shed: false,
            },
        );
        self.enforce(&mut open, network);
        drop(open);
        Tracked {
            ticket: Ticket {
                doors: self.clone(),
                id,
            },
            stream,
        }
    }

    /// Closes connections until the caps hold: the oldest of `network` while it holds more
    /// than its share, then the oldest of whichever address holds the most.
    fn enforce(&self, open: &mut BTreeMap<u64, Entry>, network: IpAddr) {
        let mut counts: HashMap<IpAddr, usize> = HashMap::new();
        for entry in open.values().filter(|e| e.counted()) {
            *counts.entry(entry.network).or_default() += 1;
        }
        while counts.get(&network).copied().unwrap_or(0) > self.per_address {
            if !shed_oldest(open, network) {
                break;
            }
            *counts.entry(network).or_default() -= 1;
        }
        let mut total: usize = counts.values().sum();
        while total > self.total {
            // The address with the most; of equals, the one whose oldest is oldest (the
            // map is in the order of opening).
            let most = counts.values().copied().max().unwrap_or(0);
            let Some(victim) = open
                .values()
                .find(|e| e.counted() && counts.get(&e.network) == Some(&most))
                .map(|e| e.network)
            else {
                break;
            };
            if !shed_oldest(open, victim) {
                break;
            }
            *counts.entry(victim).or_default() -= 1;
            total -= 1;
        }
    }

    /// Closes the connections whose time is up.
    pub fn reap(&self, now: Instant) {
        let mut open = self.open();
        for entry in open.values_mut().filter(|e| !e.shed) {
            let (since, limit) = match entry.stage {
                Stage::Http(since) => (since, HTTP_SECONDS),
                Stage::Socket(since) => (since, SOCKET_SECONDS),
                Stage::Closing(since) => (since, CLOSING_SECONDS),
                Stage::Paired => continue,
            };
            if now.saturating_duration_since(since) >= Duration::from_secs(limit) {
                shed(entry);
            }
        }
    }

    fn set_stage(&self, id: u64, stage: Stage) {
        if let Some(entry) = self.open().get_mut(&id) {
            entry.stage = stage;
        }
    }

    /// How many connections are open (closed ones not yet dropped included), and how many of
    /// them count towards the caps.
    #[cfg(test)]
    fn count(&self) -> (usize, usize) {
        let open = self.open();
        (open.len(), open.values().filter(|e| e.counted()).count())
    }
}

/// Shuts down the oldest counted connection of `network`; whether there was one.
fn shed_oldest(open: &mut BTreeMap<u64, Entry>, network: IpAddr) -> bool {
    match open
        .values_mut()
        .find(|e| e.counted() && e.network == network)
    {
        Some(entry) => {
            shed(entry);
            true
        }
        None => false,
    }
}

/// Shuts the connection's socket down: what its task reads ends, what it writes fails.
fn shed(entry: &mut Entry) {
    entry.shed = true;
    // SAFETY: the descriptor is still open: an entry is removed (under the same lock) before
    // its socket is closed (see `Tracked`). shutdown(2) does not close it; it only ends the
    // connection.
    unsafe {
        libc::shutdown(entry.fd, libc::SHUT_RDWR);
    }
}

/// A connection's place in [`Doors`], as the handlers see it (axum's `ConnectInfo`).
#[derive(Clone)]
pub struct Door {
    /// Where the connection comes from.
    pub peer: SocketAddr,
    id: u64,
    doors: Arc<Doors>,
}

impl Door {
    /// The connection became a WebSocket: it has [`SOCKET_SECONDS`] to pair.
    pub fn upgraded(&self) {
        self.doors.set_stage(self.id, Stage::Socket(Instant::now()));
    }

    /// The connection plays the seat: it is neither counted nor closed any more.
    pub fn paired(&self) {
        self.doors.set_stage(self.id, Stage::Paired);
    }

    /// The connection's work is done; it has [`CLOSING_SECONDS`] to say its last word.
    pub fn closing(&self) {
        self.doors
            .set_stage(self.id, Stage::Closing(Instant::now()));
    }
}

/// Removes a connection's entry when it is dropped.
struct Ticket {
    doors: Arc<Doors>,
    id: u64,
}

impl Drop for Ticket {
    fn drop(&mut self) {
        self.doors.open().remove(&self.id);
    }
}

/// A connection's socket, registered in [`Doors`] while it is open.
pub struct Tracked {
    // Dropped first (fields drop in order): the entry goes before the socket is closed.
    ticket: Ticket,
    stream: TcpStream,
}

impl Tracked {
    /// The connection's place, for the handlers.
    pub fn door(&self, peer: SocketAddr) -> Door {
        Door {
            peer,
            id: self.ticket.id,
            doors: self.ticket.doors.clone(),
        }
    }
}

impl AsyncRead for Tracked {
    fn poll_read(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        Pin::new(&mut self.get_mut().stream).poll_read(cx, buf)
    }
}

impl AsyncWrite for Tracked {
    fn poll_write(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        Pin::new(&mut self.get_mut().stream).poll_write(cx, buf)
    }

    fn poll_write_vectored(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        Pin::new(&mut self.get_mut().stream).poll_write_vectored(cx, bufs)
    }

    fn is_write_vectored(&self) -> bool {
        self.stream.is_write_vectored()
    }

    fn poll_flush(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.get_mut().stream).poll_flush(cx)
    }

    fn poll_shutdown(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.get_mut().stream).poll_shutdown(cx)
    }
}

/// Raises the soft limit of open files to the hard limit (at most 65,536), so that the
/// relay's connections and the game's files have room; returns the soft limit now.
pub fn raise_file_limit() -> u64 {
    let mut limit = libc::rlimit {
        rlim_cur: 0,
        rlim_max: 0,
    };
    // SAFETY: getrlimit and setrlimit read and write the one struct they are given.
    unsafe {
        if libc::getrlimit(libc::RLIMIT_NOFILE, &mut limit) != 0 {
            return 1024;
        }
        let wanted = limit.rlim_max.min(65_536);
        if limit.rlim_cur < wanted {
            let raised = libc::rlimit {
                rlim_cur: wanted,
                rlim_max: limit.rlim_max,
            };
            if libc::setrlimit(libc::RLIMIT_NOFILE, &raised) == 0 {
                limit.rlim_cur = wanted;
            }
        }
    }
    limit.rlim_cur
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Connections on loopback from `source` ("127.0.0.2"), registered in `doors`, each with
    /// the accepted end and the far end (whose reads end when the relay closes it).
    async fn connect(
        doors: &Arc<Doors>,
        listener: &tokio::net::TcpListener,
        source: &str,
        count: usize,
    ) -> Vec<(Tracked, std::net::TcpStream)> {
        let target = listener.local_addr().unwrap();
        let mut made = Vec::new();
        for _ in 0..count {
            let socket =
                socket2::Socket::new(socket2::Domain::IPV4, socket2::Type::STREAM, None).unwrap();
            let from: SocketAddr = format!("{source}:0").parse().unwrap();
            socket.bind(&from.into()).unwrap();
            socket.connect(&target.into()).unwrap();
            let far: std::net::TcpStream = socket.into();
            let (stream, peer) = listener.accept().await.unwrap();
            made.push((doors.admit(stream, peer, Instant::now()), far));
        }
        made
    }

    /// Whether the relay closed the far end's connection.
    fn closed(far: &mut std::net::TcpStream) -> bool {
        use std::io::Read;
        far.set_read_timeout(Some(Duration::from_millis(5)))
            .unwrap();
        match far.read(&mut [0u8; 16]) {
            Ok(0) => true,
            Ok(_) => false,
            Err(e) => !matches!(
                e.kind(),
                io::ErrorKind::WouldBlock | io::ErrorKind::TimedOut
            ),
        }
    }

    #[test]
    fn the_caps_leave_room_for_the_games_files() {
        assert_eq!(Doors::new(1024).total, 256);
        assert_eq!(Doors::new(256).total, 128);
        assert_eq!(Doors::new(256).per_address, 32);
        assert_eq!(Doors::new(100).total, MIN_TOTAL);
        assert_eq!(Doors::new(100).per_address, MIN_TOTAL / 2);
    }

    /// One address's flood closes its own oldest connections, never another address's; the
    /// whole network's flood closes connections of the addresses that hold the most.
    #[tokio::test]
    async fn a_flood_closes_the_flooders_oldest_never_the_player() {
        let doors = Arc::new(Doors::new(256));
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let mut player = connect(&doors, &listener, "127.0.0.1", 1).await;
        let mut flood = connect(&doors, &listener, "127.0.0.2", 40).await;
        assert_eq!(doors.count().1, 1 + 32);
        assert!(flood[..8].iter_mut().all(|(_, far)| closed(far)));
        assert!(!flood[8..].iter_mut().any(|(_, far)| closed(far)));
        for source in ["127.0.0.3", "127.0.0.4", "127.0.0.5", "127.0.0.6"] {
            flood.extend(connect(&doors, &listener, source, 32).await);
        }
        assert_eq!(doors.count().1, 128, "the cap with a limit of 256");
        assert!(!closed(&mut player[0].1), "the player's connection stays");
        // The closed ones go when their tasks drop them.
        flood.retain_mut(|(_, far)| !closed(far));
        assert_eq!(doors.count().0, 128);
    }

    /// The paired connection is never counted nor closed; slow ones are.
    #[tokio::test]
    async fn the_paired_connection_stays_and_slow_ones_go() {
        let doors = Arc::new(Doors::new(256));
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let mut made = connect(&doors, &listener, "127.0.0.7", 3).await;
        let peer = made[0].1.local_addr().unwrap();
        made[0].0.door(peer).paired();
        made[1].0.door(peer).upgraded();
        assert_eq!(doors.count().1, 2);
        let later = Instant::now() + Duration::from_secs(HTTP_SECONDS + 1);
        doors.reap(later);
        assert!(!closed(&mut made[0].1), "paired");
        assert!(
            !closed(&mut made[1].1),
            "a WebSocket still has time to pair"
        );
        assert!(
            closed(&mut made[2].1),
            "an HTTP connection without a request"
        );
        doors.reap(Instant::now() + Duration::from_secs(SOCKET_SECONDS + 1));
        assert!(!closed(&mut made[0].1), "paired");
        assert!(closed(&mut made[1].1), "a WebSocket that never paired");
    }
}
