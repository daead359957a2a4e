//! Where a second device joins: the host's addresses on the local network, and the sentence
//! that says them with the pairing code (shown with the web address, spoken digit by digit).

use std::net::{IpAddr, Ipv4Addr, SocketAddr};

use crate::language::Language;
use crate::phrase::{Join, Value};
use crate::texts::{Line, Weight};
use crate::words::catalogue::{self, Arg};
use crate::words::messages::number_words;

/// Where the relay listens unless `--listen` says otherwise: every interface, port 7878.
pub const DEFAULT_LISTEN: SocketAddr = SocketAddr::new(IpAddr::V4(Ipv4Addr::UNSPECIFIED), 7878);

/// The addresses a device on the local network reaches the host at: the listening address
/// itself, or every IPv4 address of this machine but loopback when it listens on all
/// (loopback when there is no other).
pub fn reachable_at(listening: SocketAddr) -> Vec<IpAddr> {
    if !listening.ip().is_unspecified() {
        return vec![listening.ip()];
    }
    let mut found = interface_addresses();
    found.retain(|ip| !ip.is_loopback());
    if found.is_empty() {
        found.push(IpAddr::V4(Ipv4Addr::LOCALHOST));
    }
    found
}

/// The IPv4 addresses of this machine's interfaces.
fn interface_addresses() -> Vec<IpAddr> {
    let mut found = Vec::new();
    let mut list: *mut libc::ifaddrs = std::ptr::null_mut();
    // SAFETY: getifaddrs fills `list` with a linked list that freeifaddrs releases; every
    // node is read only while the list lives, and ifa_addr is checked for null and family
    // before it is read as a sockaddr_in.
    unsafe {
        if libc::getifaddrs(&mut list) != 0 {
            return found;
        }
        let mut node = list;
        while !node.is_null() {
            let address = (*node).ifa_addr;
            if !address.is_null() && i32::from((*address).sa_family) == libc::AF_INET {
                let inet = &*(address as *const libc::sockaddr_in);
                let ip = Ipv4Addr::from(u32::from_be(inet.sin_addr.s_addr));
                if !found.contains(&IpAddr::V4(ip)) {
                    found.push(IpAddr::V4(ip));
                }
            }
            node = (*node).ifa_next;
        }
        libc::freeifaddrs(list);
    }
    found
}

/// The code with its digits as words: "vier sieben eins neun".
pub fn code_in_words(code: &str, language: Language) -> String {
    code.chars()
        .filter_map(|c| c.to_digit(10))
        .map(|digit| number_words(digit, language))
        .collect::<Vec<_>>()
        .join(" ")
}

/// The code said digit by digit ("vier sieben eins neun"), as data.
pub fn spoken_code(code: &str) -> Value {
    let digits = code
        .chars()
        .filter_map(|c| c.to_digit(10))
        .map(Value::Spelled)
        .collect();
    Value::List(Join::Sentences, digits)
}

/// "Ein zweites Gerät …: Adresse 192.168.1.20, Port 7878. Kopplungscode: 4719." with the
/// web address shown and the code spoken digit by digit.
pub fn how_to_join(listening: SocketAddr, code: &str, language: Language) -> Line {
    joining_words(listening, code, language, "relay-how-to-join")
}

/// How the device paired before a restart comes back (`--resume`, issue 30 fault 14): by
/// itself with its token, without a code; another device needs a new code ("neuer code").
pub fn how_to_rejoin(listening: SocketAddr, language: Language) -> Line {
    joining_words(listening, "", language, "relay-how-to-rejoin")
}

/// "Der Schiedsrichter tritt bei …: Adresse 192.168.1.20, Port 7878. Schiedsrichter-Code:
/// 0815." (issue 30: the arbiter's seat, opened with `--arbiter`).
pub fn how_arbiter_joins(listening: SocketAddr, code: &str, language: Language) -> Line {
    joining_words(listening, code, language, "relay-arbiter-how-to-join")
}

/// "Zuschauer sehen zu: im Browser http://192.168.1.20:7878/watch öffnen und den
/// Zuschauer-Code eingeben. Zuschauer-Code: 2046." (`--spectators`).
pub fn how_spectators_join(listening: SocketAddr, code: &str, language: Language) -> Line {
    joining_words(listening, code, language, "relay-spectators-how-to-join")
}

/// The sentence `id` with this machine's addresses, the port and the `code`.
fn joining_words(listening: SocketAddr, code: &str, language: Language, id: &str) -> Line {
    let port = listening.port();
    let addresses = reachable_at(listening);
    let first = addresses
        .first()
        .copied()
        .unwrap_or(IpAddr::V4(Ipv4Addr::LOCALHOST));
    let others: Vec<String> = addresses.iter().skip(1).map(ToString::to_string).collect();
    let url = format!("http://{}", SocketAddr::new(first, port));
    let others = others.join(", ");
    let address = first.to_string();
    let spoken_code = code_in_words(code, language);
    let port = port.to_string();
    let args = [
        ("address", Arg::Words(&address)),
        ("port", Arg::Words(&port)),
        ("url", Arg::Words(&url)),
        ("code", Arg::Words(code)),
        ("spoken-code", Arg::Words(&spoken_code)),
    ];
    let mut shown = catalogue::text(language, id, &args);
    if !others.is_empty() {
        let more = catalogue::text(
            language,
            "relay-other-addresses",
            &[("others", Arg::Words(&others))],
        );
        shown = format!("{shown} {more}");
    }
    Line {
        weight: Weight::Message,
        shown,
        spoken: catalogue::spoken(language, id, &args),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_code_is_spoken_digit_by_digit() {
        assert_eq!(
            code_in_words("4719", Language::GERMAN),
            "vier sieben eins neun"
        );
        assert_eq!(
            code_in_words("0305", Language::ENGLISH),
            "zero three zero five"
        );
    }

    #[test]
    fn the_sentence_names_address_port_and_code() {
        let at: SocketAddr = "127.0.0.1:7878".parse().unwrap();
        let line = how_to_join(at, "4719", Language::GERMAN);
        assert!(
            line.shown.contains("http://127.0.0.1:7878"),
            "{}",
            line.shown
        );
        assert!(line.shown.contains("4719"), "{}", line.shown);
        assert!(line.spoken.contains("Port 7878"), "{}", line.spoken);
        assert!(
            line.spoken.contains("vier sieben eins neun"),
            "{}",
            line.spoken
        );
        assert!(!line.spoken.contains("http"), "{}", line.spoken);
    }

    #[test]
    fn all_interfaces_means_the_machines_addresses() {
        let any: SocketAddr = "0.0.0.0:7878".parse().unwrap();
        let found = reachable_at(any);
        assert!(!found.is_empty());
        assert!(found.iter().all(|ip| !ip.is_unspecified()));
    }
}
