//! Someone on the same network attacks the host of a two-device match (issue 30 §2, §5), on
//! loopback with bounded counts: idle and slow connections beyond the host's descriptors,
//! wrong codes from other machines. The page still loads, the player pairs with the code the
//! host announced, the paired device comes back and plays, and the game still saves.
//!
//! Other addresses of loopback (127.0.0.2 …) stand for other machines. The figures of the
//! closing note come from `figures_under_attack`, run by hand:
//! `cargo test --no-default-features --features "voice dispatcher" --test attack -- --ignored --nocapture`.

mod support;

use std::io::{Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::time::{Duration, Instant};

use serde_json::json;
use support::fresh_dir;
use support::relay::{Device, Host, Process, WAIT};

/// A TCP connection to `address` from the loopback address `source`.
fn tcp_from(address: &str, source: &str) -> TcpStream {
    let target: SocketAddr = address.parse().unwrap();
    let socket = socket2::Socket::new(socket2::Domain::IPV4, socket2::Type::STREAM, None).unwrap();
    let from: SocketAddr = format!("{source}:0").parse().unwrap();
    socket.bind(&from.into()).unwrap();
    socket.connect(&target.into()).unwrap();
    socket.into()
}

/// `count` idle connections spread over `sources` loopback addresses from 127.0.0.`first`.
fn idle_connections(address: &str, first: u8, sources: u8, count: usize) -> Vec<TcpStream> {
    (0..count)
        .map(|n| {
            let source = format!("127.0.0.{}", first + (n % usize::from(sources)) as u8);
            tcp_from(address, &source)
        })
        .collect()
}

/// `count` connections that send a request's headers a byte a second and never finish
/// ("slowloris"), each with its first bytes sent.
fn slow_connections(address: &str, first: u8, sources: u8, count: usize) -> Vec<TcpStream> {
    let mut made = idle_connections(address, first, sources, count);
    for stream in &mut made {
        let _ = stream.write_all(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ");
    }
    made
}

/// Whether the host closed the connection: reading ends, or writing fails.
fn closed_by_host(stream: &mut TcpStream) -> bool {
    stream
        .set_read_timeout(Some(Duration::from_millis(20)))
        .unwrap();
    match stream.read(&mut [0u8; 512]) {
        Ok(0) => true,
        Ok(_) => false,
        Err(e) => !matches!(
            e.kind(),
            std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut
        ),
    }
}

/// The status line of `GET /` from this machine's own address, if one comes within `wait`.
fn get_page(address: &str, wait: Duration) -> Option<String> {
    let mut stream = TcpStream::connect(address).ok()?;
    stream.set_read_timeout(Some(wait)).unwrap();
    write!(
        stream,
        "GET / HTTP/1.1\r\nHost: {address}\r\nConnection: close\r\n\r\n"
    )
    .ok()?;
    let mut answer = Vec::new();
    let _ = stream.read_to_end(&mut answer);
    let answer = String::from_utf8_lossy(&answer);
    answer.lines().next().map(str::to_owned)
}

/// A host allowed only `files` open files (soft and hard limit), as on a machine with a low
/// `ulimit -n`.
fn limited_host(args: &[&str], dir: &std::path::Path, files: u32) -> Host {
    let mut all = vec![
        "play",
        "--plain",
        "--speech",
        "none",
        "--host",
        "--listen",
        "127.0.0.1:0",
    ];
    all.extend_from_slice(args);
    Host::reading_how_to_join(Process::start_limited(&all, dir, files))
}

/// Issue 30 §5: with only 256 descriptors, 300 idle connections from ten other machines
/// (more than the host could hold) do not keep the page from loading, the player from
/// pairing, the paired device from coming back with its token and playing, or the game
/// from being saved. Before, the host ran out of descriptors: `GET /` timed out and the
/// game could not be saved.
#[test]
fn idle_connections_beyond_the_descriptors_block_nothing() {
    let dir = fresh_dir("attack-idle");
    let pgn = dir.join("match.pgn");
    let mut host = limited_host(&["--pgn", pgn.to_str().unwrap()], &dir, 256);
    let mut idle = idle_connections(&host.address, 2, 10, 300);
    let status = get_page(&host.address, Duration::from_secs(5));
    assert_eq!(
        status.as_deref(),
        Some("HTTP/1.1 200 OK"),
        "GET / under attack"
    );
    let (mut device, token) = Device::pair(&host.address, &host.code, "de");
    device.expect_line("Sie spielen Schwarz");
    host.process.type_line("e4");
    device.expect_line("Zug eins, Weiß: Bauer Eva vier");
    // More idle connections; the device drops and comes back with its token.
    idle.extend(idle_connections(&host.address, 12, 10, 200));
    drop(device);
    let mut device = Device::connect(&host.address);
    device.send(json!({"type": "rejoin", "token": token}));
    device.expect_type("paired");
    device.line("e5");
    host.process.expect("Zug eins, Schwarz: Bauer Eva fünf");
    // Most idle connections were closed at once: the host holds no more than its cap.
    let closed = idle.iter_mut().map(closed_by_host).filter(|c| *c).count();
    assert!(
        closed >= 500 - 128,
        "{closed} of 500 idle connections closed"
    );
    // The game's files can still be written.
    host.process.type_line("aufgeben");
    host.process.expect("Wirklich aufgeben");
    host.process.type_line("ja");
    host.process.expect("Schwarz gewinnt");
    host.process.close_input();
    host.process.expect("Partie gespeichert in");
    let saved = std::fs::read_to_string(&pgn).expect("the game is saved");
    assert!(saved.contains("1. e4 e5"), "{saved}");
    drop(host);
    let _ = std::fs::remove_dir_all(&dir);
}

/// Issue 30 §5: a connection that sends its request's headers a byte a second, and one that
/// sends nothing, are closed by the host (after ten seconds; the test allows twenty), while
/// the player pairs and plays. Before, both stayed open for minutes.
#[test]
fn slow_and_silent_connections_are_closed() {
    let dir = fresh_dir("attack-slow");
    let mut host = Host::start(&[], &dir);
    let mut slow = slow_connections(&host.address, 2, 1, 1).remove(0);
    let mut silent = idle_connections(&host.address, 3, 1, 1).remove(0);
    let (mut device, _) = Device::pair(&host.address, &host.code, "de");
    device.expect_line("Sie spielen Schwarz");
    let until = Instant::now() + Duration::from_secs(20);
    let (mut slow_closed, mut silent_closed) = (false, false);
    let started = Instant::now();
    while Instant::now() < until && !(slow_closed && silent_closed) {
        if !slow_closed {
            slow_closed = slow.write_all(b"a").is_err() || closed_by_host(&mut slow);
            if slow_closed {
                eprintln!("slow connection closed after {:?}", started.elapsed());
            }
        }
        if !silent_closed {
            silent_closed = closed_by_host(&mut silent);
            if silent_closed {
                eprintln!("silent connection closed after {:?}", started.elapsed());
            }
        }
        std::thread::sleep(Duration::from_secs(1));
    }
    assert!(slow_closed, "the slow connection is still open after 20 s");
    assert!(
        silent_closed,
        "the silent connection is still open after 20 s"
    );
    // The paired device was not closed with them.
    host.process.type_line("e4");
    device.expect_line("Zug eins, Weiß: Bauer Eva vier");
    drop(host);
    let _ = std::fs::remove_dir_all(&dir);
}

/// Issue 30 §2: wrong codes from three other machines, as many as their allowance lets
/// through, never make the code the host announced unusable: the player pairs with it, and
/// the host never had to say a new code. Before, five wrong tries renewed it.
#[test]
fn wrong_tries_from_other_machines_never_renew_the_announced_code() {
    let dir = fresh_dir("attack-codes");
    let mut host = Host::start(&[], &dir);
    let wrong = if host.code == "0000" { "1111" } else { "0000" };
    let mut checked = 0;
    for source in ["127.0.0.2", "127.0.0.3", "127.0.0.4"] {
        let mut intruder = Device::connect_from(&host.address, source);
        for _ in 0..7 {
            intruder.send(json!({"type": "pair", "code": wrong}));
            let refused = intruder.expect_type("refused");
            if refused["kind"] == "code" {
                checked += 1;
            } else {
                assert_eq!(refused["kind"], "too_many_tries", "{refused}");
            }
        }
    }
    assert!(checked >= 10, "{checked} wrong codes were checked");
    let (mut device, _) = Device::pair(&host.address, &host.code, "de");
    device.expect_line("Sie spielen Schwarz");
    assert!(
        !host.process.seen.iter().any(|l| l.contains("neue Code")),
        "{:#?}",
        host.process.seen
    );
    host.process.type_line("e4");
    device.expect_line("Zug eins, Weiß: Bauer Eva vier");
    drop(host);
    let _ = std::fs::remove_dir_all(&dir);
}

/// The host's resident memory in KiB (VmRSS).
fn rss_kib(host: &Host) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{}/status", host.process.child.id()))
        .unwrap_or_default();
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.split_whitespace().next()?.parse().ok())
        .unwrap_or(0)
}

/// The median of `rounds` (at most ten) host moves → the device's announcement; the
/// knights go round (g1-f3, b1-c3, f3-g1, c3-b1 and the same for Black), so no position
/// comes five times.
fn move_latency(host: &mut Host, device: &mut Device, rounds: usize) -> Duration {
    const WHITE: [(&str, &str); 4] = [
        ("Sf3", "Springer Felix drei"),
        ("Sc3", "Springer Cäsar drei"),
        ("Sg1", "Springer Gustav eins"),
        ("Sb1", "Springer Bella eins"),
    ];
    const BLACK: [(&str, &str); 4] = [
        ("Sf6", "Springer Felix sechs"),
        ("Sc6", "Springer Cäsar sechs"),
        ("Sg8", "Springer Gustav acht"),
        ("Sb8", "Springer Bella acht"),
    ];
    let mut took = Vec::new();
    for round in 0..rounds.min(10) {
        let (white, words) = WHITE[round % 4];
        let started = Instant::now();
        host.process.type_line(white);
        device.expect_line(words);
        took.push(started.elapsed());
        let (black, words) = BLACK[round % 4];
        device.line(black);
        host.process.expect(words);
    }
    took.sort();
    took[took.len() / 2]
}

/// A new host with a paired device, attacked by what `attack` opens; prints the host's
/// memory and the move latency.
fn measure<T>(what: &str, attack: impl FnOnce(&Host) -> T) {
    let dir = fresh_dir("attack-figures");
    let mut host = Host::start(&[], &dir);
    let (mut device, _) = Device::pair(&host.address, &host.code, "de");
    device.expect_line("Sie spielen Schwarz");
    let attacking = attack(&host);
    let latency = move_latency(&mut host, &mut device, 10);
    eprintln!(
        "FIGURE {what}: host RSS {} KiB, move latency (median of 10) {latency:?}",
        rss_kib(&host)
    );
    drop(attacking);
    drop(host);
    let _ = std::fs::remove_dir_all(&dir);
}

/// Every hostile device tries a wrong code; with `answered`, each reads its refusal (so the
/// tries were all made before what the test does next).
fn try_wrong(hostile: &mut [Device], wrong: &str, answered: bool) {
    for device in hostile.iter_mut() {
        device.send(json!({"type": "pair", "code": wrong}));
    }
    if answered {
        for device in hostile.iter_mut() {
            device.expect_type("refused");
        }
    }
}

/// Pairs with the code and rejoins with the token while `hostile_count` connections from
/// three other machines try wrong codes (spending the network's allowance, and some tries
/// still on their way); returns how long pairing and rejoining took.
fn pair_and_rejoin_under(hostile_count: usize) -> (Duration, Duration) {
    let dir = fresh_dir("attack-pair");
    let mut host = Host::start(&[], &dir);
    let wrong = if host.code == "0000" { "1111" } else { "0000" };
    let mut hostile: Vec<Device> = (0..hostile_count)
        .map(|n| Device::connect_from(&host.address, &format!("127.0.0.{}", 2 + n % 3)))
        .collect();
    try_wrong(&mut hostile, wrong, true);
    try_wrong(&mut hostile, wrong, false);
    let started = Instant::now();
    let (device, token) = Device::pair(&host.address, &host.code, "de");
    let paired = started.elapsed();
    try_wrong(&mut hostile, wrong, true);
    try_wrong(&mut hostile, wrong, false);
    drop(device);
    let started = Instant::now();
    let mut back = Device::connect(&host.address);
    back.send(json!({"type": "rejoin", "token": token}));
    let answer = back.next(WAIT);
    let rejoined = started.elapsed();
    assert_eq!(
        answer.as_ref().map(|m| m["type"].clone()),
        Some(json!("paired")),
        "the rejoin was answered {answer:?}"
    );
    host.process.type_line("e4");
    back.expect_line("Zug eins, Weiß: Bauer Eva vier");
    drop(host);
    let _ = std::fs::remove_dir_all(&dir);
    (paired, rejoined)
}

/// Issue 30 §2: sixty connections from three other machines spend the network's allowance
/// of wrong codes; the player still pairs with the announced code, and the paired device
/// comes back with its token at once. Before, a rejoin from an address that had tried
/// before was refused unchecked once the others had spent the network's allowance.
#[test]
fn pairing_and_rejoining_go_through_sixty_wrong_code_sockets() {
    let (paired, rejoined) = pair_and_rejoin_under(60);
    eprintln!("paired in {paired:?}, rejoined in {rejoined:?} under 60 wrong-code sockets");
}

/// The figures of the closing note, measured: time to pair and to rejoin under 20 and 60
/// hostile connections, and the host's memory and move latency idle and under each attack
/// (500 idle TCP, 500 slow-header, 60 wrong-code sockets, 30 tries at the paired seat).
#[test]
#[ignore = "measures figures; run by hand with --ignored --nocapture"]
fn figures_under_attack() {
    for hostile in [20, 60] {
        let (paired, rejoined) = pair_and_rejoin_under(hostile);
        eprintln!("FIGURE {hostile} wrong-code sockets: pair {paired:?}, rejoin {rejoined:?}");
    }
    for hostile in [20, 60] {
        let (paired, rejoined) = arbiter_pair_and_rejoin_under(hostile);
        eprintln!(
            "FIGURE {hostile} wrong arbiter-code sockets: arbiter pairs {paired:?}, rejoins {rejoined:?}"
        );
    }
    measure("idle", |_| ());
    measure("500 idle TCP", |host| {
        idle_connections(&host.address, 2, 20, 500)
    });
    measure("500 slow-header", |host| {
        slow_connections(&host.address, 2, 20, 500)
    });
    measure("60 wrong-code sockets", |host| {
        let wrong = if host.code == "0000" { "1111" } else { "0000" };
        let mut hostile: Vec<Device> = (0..60)
            .map(|n| Device::connect_from(&host.address, &format!("127.0.0.{}", 2 + n % 3)))
            .collect();
        for device in &mut hostile {
            device.send(json!({"type": "pair", "code": wrong}));
        }
        hostile
    });
    measure("30 tries at the paired seat", |host| {
        let mut seat_taker = Device::connect_from(&host.address, "127.0.0.9");
        for _ in 0..30 {
            seat_taker.send(json!({"type": "pair", "code": host.code}));
        }
        seat_taker
    });
}

/// A code that is neither of `codes`.
fn wrong_code(codes: &[&str]) -> String {
    ["0000", "1111", "2222"]
        .into_iter()
        .find(|wrong| !codes.contains(wrong))
        .unwrap()
        .to_owned()
}

/// The arbiter's seat (issue 30): wrong arbiter codes count against the same allowance as
/// wrong player codes (a machine that spent it on the arbiter's seat is refused unchecked
/// at the player's, even with the right code), and twenty connections from three other
/// machines guessing the arbiter's code never keep the arbiter holding it from pairing, nor
/// the player. Once the arbiter is in, codes for the seat are refused unchecked.
#[test]
fn wrong_arbiter_codes_spend_the_same_allowance_and_never_block_the_arbiter() {
    let dir = fresh_dir("attack-arbiter");
    let mut host = Host::start(&["--arbiter"], &dir);
    let arbiter_code = host.arbiter_code();
    let wrong = wrong_code(&[&host.code, &arbiter_code]);
    let mut intruder = Device::connect_from(&host.address, "127.0.0.2");
    let mut checked = 0;
    let mut spent = false;
    for _ in 0..10 {
        intruder.send(json!({"type": "pair", "code": wrong, "role": "arbiter"}));
        let refused = intruder.expect_type("refused");
        match refused["kind"].as_str() {
            Some("code") => checked += 1,
            Some("too_many_tries") => {
                spent = true;
                break;
            }
            _ => panic!("{refused}"),
        }
    }
    assert!(spent, "{checked} wrong arbiter codes were all checked");
    // The same machine's allowance is spent for the player's seat too: even the right
    // player's code is not checked.
    intruder.send(json!({"type": "pair", "code": host.code}));
    assert_eq!(intruder.expect_type("refused")["kind"], "too_many_tries");

    let mut hostile: Vec<Device> = (0..20)
        .map(|n| Device::connect_from(&host.address, &format!("127.0.0.{}", 3 + n % 3)))
        .collect();
    let try_arbiter = |hostile: &mut [Device], answered: bool| {
        for device in hostile.iter_mut() {
            device.send(json!({"type": "pair", "code": wrong, "role": "arbiter"}));
        }
        if answered {
            for device in hostile.iter_mut() {
                device.expect_type("refused");
            }
        }
    };
    try_arbiter(&mut hostile, true);
    try_arbiter(&mut hostile, false);
    let started = Instant::now();
    let (mut arbiter, _) = Device::pair_as_arbiter(&host.address, &arbiter_code, "en");
    let took = started.elapsed();
    eprintln!("FIGURE arbiter paired in {took:?} under 20 wrong-code sockets");
    arbiter.expect_line("Connected as the arbiter");
    host.process.expect("Der Schiedsrichter ist verbunden");
    let (mut player, _) = Device::pair(&host.address, &host.code, "en");
    player.expect_line("You play Black");
    // The seat is taken: the right arbiter's code from another machine is refused unchecked.
    let mut late = Device::connect_from(&host.address, "127.0.0.9");
    late.send(json!({"type": "pair", "code": arbiter_code, "role": "arbiter"}));
    assert_eq!(late.expect_type("refused")["kind"], "seat_taken");
    host.process.type_line("e4");
    arbiter.expect_line("Move one, White: Pawn Eva four (e4).");
    drop(hostile);
    drop(host);
    let _ = std::fs::remove_dir_all(&dir);
}

/// Pairs the arbiter with its code and rejoins with its token while `hostile_count`
/// connections from three other machines try wrong arbiter codes; returns how long pairing
/// and rejoining took.
fn arbiter_pair_and_rejoin_under(hostile_count: usize) -> (Duration, Duration) {
    let dir = fresh_dir("attack-arbiter-pair");
    let mut host = Host::start(&["--arbiter"], &dir);
    let arbiter_code = host.arbiter_code();
    let wrong = wrong_code(&[&host.code, &arbiter_code]);
    let mut hostile: Vec<Device> = (0..hostile_count)
        .map(|n| Device::connect_from(&host.address, &format!("127.0.0.{}", 2 + n % 3)))
        .collect();
    let try_arbiter = |hostile: &mut [Device], answered: bool| {
        for device in hostile.iter_mut() {
            device.send(json!({"type": "pair", "code": wrong, "role": "arbiter"}));
        }
        if answered {
            for device in hostile.iter_mut() {
                device.expect_type("refused");
            }
        }
    };
    try_arbiter(&mut hostile, true);
    try_arbiter(&mut hostile, false);
    let started = Instant::now();
    let (arbiter, token) = Device::pair_as_arbiter(&host.address, &arbiter_code, "en");
    let paired = started.elapsed();
    try_arbiter(&mut hostile, true);
    try_arbiter(&mut hostile, false);
    drop(arbiter);
    let started = Instant::now();
    let mut back = Device::connect(&host.address);
    back.send(json!({"type": "rejoin", "token": token}));
    let answer = back.next(WAIT);
    let rejoined = started.elapsed();
    assert_eq!(
        answer.as_ref().map(|m| m["seat"].clone()),
        Some(json!("arbiter")),
        "the rejoin was answered {answer:?}"
    );
    host.process.type_line("e4");
    back.expect_line("Move one, White: Pawn Eva four (e4).");
    drop(host);
    let _ = std::fs::remove_dir_all(&dir);
    (paired, rejoined)
}
