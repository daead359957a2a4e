//! How many pairing codes and seat tokens the devices on the network may try (issue 30 §2).
//! Each address has its own allowance: a few tries at once, then one every half minute; and
//! the addresses that have tried wrong share one more allowance, so that many addresses
//! together still guess slowly. A first try from an address is always checked, so a player
//! who types the code announced to them pairs at once, however many wrong tries others make;
//! and an address that never tried wrong (the paired device's) needs only its own
//! allowance, given back for each right try, so it rejoins with its token however much the
//! others have spent. No try waits for another's.
//!
//! Wrong tries never renew the code ([`super::pairing`]): this allowance alone bounds a brute
//! force. The code has 10,000 values; once an address has tried, every further try needs the
//! network's allowance, 10 at once and then one every 6 s (600 an hour), and each address's
//! first try is free (on an IPv4 /24 network at most 253 of them, once). Searching
//! systematically, half the codes are tried on average: (5,000 − 10 − 253) / 600 ≈ 7.9 hours
//! ([`expected_brute_force_hours`]). As the code expires after ten minutes, when a new one is
//! made, an attacker covers at most 10 + 100 codes of each (1.1 %), which makes it about 15
//! hours on average. Once a device has paired, codes are refused unchecked (the seat is
//! taken) and only the 128-bit token opens it.

use std::collections::HashMap;
use std::net::IpAddr;
use std::time::Instant;

/// Wrong tries an address may make at once.
const ADDRESS_BURST: f64 = 5.0;
/// Wrong tries an address regains each second after its burst: one every 30 s.
const ADDRESS_PER_SECOND: f64 = 1.0 / 30.0;
/// Wrong tries every address together may make at once.
const NETWORK_BURST: f64 = 10.0;
/// Wrong tries the network regains each second: one every 6 s, so that a four-digit code
/// takes hours to find (10,000 codes, half of them on average: about 8 hours).
const NETWORK_PER_SECOND: f64 = 1.0 / 6.0;
/// Addresses remembered at most; those whose allowance is whole again are forgotten first.
const REMEMBERED: usize = 4096;

/// The expected hours a brute force of the code takes at most speed, ignoring the code's
/// expiry: half the 10,000 codes, less the network's burst and one free try from each of the
/// 253 other addresses of an IPv4 /24 network, at the network's rate.
pub fn expected_brute_force_hours() -> f64 {
    let half = 10_000.0 / 2.0;
    let free = NETWORK_BURST + 253.0;
    (half - free) / (NETWORK_PER_SECOND * 3600.0)
}

/// Whom tries and connections are counted for: an IPv4 address, or an IPv6 address's network
/// (its first 64 bits, which one device may fill with as many addresses as it likes).
pub fn network_of(address: IpAddr) -> IpAddr {
    match address {
        IpAddr::V4(_) => address,
        IpAddr::V6(v6) => {
            let mut octets = v6.octets();
            octets[8..].fill(0);
            IpAddr::from(octets)
        }
    }
}

/// Tries that fill up again at a steady rate.
#[derive(Clone, Debug)]
struct Allowance {
    tokens: f64,
    at: Instant,
    burst: f64,
    per_second: f64,
}

impl Allowance {
    fn full(burst: f64, per_second: f64, now: Instant) -> Allowance {
        Allowance {
            tokens: burst,
            at: now,
            burst,
            per_second,
        }
    }

    fn refill(&mut self, now: Instant) {
        let gained = now.saturating_duration_since(self.at).as_secs_f64() * self.per_second;
        self.tokens = (self.tokens + gained).min(self.burst);
        self.at = now;
    }

    fn left(&mut self, now: Instant) -> bool {
        self.refill(now);
        self.tokens >= 1.0
    }

    fn spend(&mut self, now: Instant) {
        self.refill(now);
        self.tokens = (self.tokens - 1.0).max(0.0);
    }

    fn give_back(&mut self, now: Instant) {
        self.refill(now);
        self.tokens = (self.tokens + 1.0).min(self.burst);
    }

    fn whole(&mut self, now: Instant) -> bool {
        self.refill(now);
        self.tokens >= self.burst
    }
}

/// One address's tries: its allowance, and whether it ever tried wrong (only then its tries
/// cost the network's allowance too).
#[derive(Clone, Debug)]
struct Address {
    own: Allowance,
    wrong: bool,
}

/// The tries of every address.
#[derive(Debug)]
pub struct Guesses {
    addresses: HashMap<IpAddr, Address>,
    network: Allowance,
}

impl Guesses {
    /// No tries yet.
    pub fn new(now: Instant) -> Guesses {
        Guesses {
            addresses: HashMap::new(),
            network: Allowance::full(NETWORK_BURST, NETWORK_PER_SECOND, now),
        }
    }

    /// Whether `address` may try a code or token now; if so, the try is counted at once (so
    /// that tries made at the same moment cannot all pass). An address never seen before
    /// may always try, without costing the network's allowance; one seen before needs its
    /// own allowance, and, once it has tried wrong ([`Guesses::wrong`]), the network's too. A
    /// try that succeeds is given back ([`Guesses::right`]).
    pub fn try_now(&mut self, address: IpAddr, now: Instant) -> bool {
        if self.addresses.len() >= REMEMBERED {
            self.addresses
                .retain(|_, address| !address.own.whole(now) || address.wrong);
        }
        if self.addresses.len() >= REMEMBERED {
            self.addresses.retain(|_, address| !address.own.whole(now));
        }
        let key = self.key(address);
        match self.addresses.get_mut(&key) {
            None => {
                let mut own = Allowance::full(ADDRESS_BURST, ADDRESS_PER_SECOND, now);
                own.spend(now);
                self.addresses.insert(key, Address { own, wrong: false });
                true
            }
            Some(known) => {
                let network = !known.wrong || self.network.left(now);
                if known.own.left(now) && network {
                    known.own.spend(now);
                    if known.wrong {
                        self.network.spend(now);
                    }
                    true
                } else {
                    false
                }
            }
        }
    }

    /// The try of `address` was right (the code or the token): it costs nothing, so a
    /// device that comes back often with its token is never held up.
    pub fn right(&mut self, address: IpAddr, now: Instant) {
        let key = self.key(address);
        if let Some(known) = self.addresses.get_mut(&key) {
            known.own.give_back(now);
            if known.wrong {
                self.network.give_back(now);
            }
        }
    }

    /// The try of `address` was wrong: from now on its tries cost the network's allowance.
    pub fn wrong(&mut self, address: IpAddr) {
        let key = self.key(address);
        if let Some(known) = self.addresses.get_mut(&key) {
            known.wrong = true;
        }
    }

    /// Whom a try is counted for ([`network_of`]); when too many are remembered, every
    /// address not yet remembered shares one allowance.
    fn key(&self, address: IpAddr) -> IpAddr {
        let key = network_of(address);
        if self.addresses.len() >= REMEMBERED && !self.addresses.contains_key(&key) {
            IpAddr::from([0, 0, 0, 0])
        } else {
            key
        }
    }
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;

    fn ip(last: u8) -> IpAddr {
        IpAddr::from([192, 168, 1, last])
    }

    #[test]
    fn an_address_tries_five_times_then_once_every_half_minute() {
        let start = Instant::now();
        let mut guesses = Guesses::new(start);
        for _ in 0..5 {
            assert!(guesses.try_now(ip(9), start));
            guesses.wrong(ip(9));
        }
        assert!(!guesses.try_now(ip(9), start));
        assert!(!guesses.try_now(ip(9), start + Duration::from_secs(20)));
        assert!(guesses.try_now(ip(9), start + Duration::from_secs(31)));
        // Another address, never seen, tries at once.
        assert!(guesses.try_now(ip(20), start));
    }

    #[test]
    fn many_addresses_together_guess_slowly_but_a_new_one_is_always_heard() {
        let start = Instant::now();
        let mut guesses = Guesses::new(start);
        // Ten addresses, two tries each: the first of each is free, the second costs the
        // network's allowance too.
        for last in 1..=10 {
            assert!(guesses.try_now(ip(last), start));
            guesses.wrong(ip(last));
            assert!(guesses.try_now(ip(last), start));
            guesses.wrong(ip(last));
        }
        // The network's allowance is spent: an address seen before waits, though its own
        // allowance is left; the player who never tried is heard.
        assert!(!guesses.try_now(ip(1), start));
        assert!(guesses.try_now(ip(100), start));
        assert!(guesses.try_now(ip(1), start + Duration::from_secs(7)));
    }

    #[test]
    fn a_right_try_costs_nothing() {
        let start = Instant::now();
        let mut guesses = Guesses::new(start);
        for _ in 0..20 {
            assert!(
                guesses.try_now(ip(7), start),
                "a device that rejoins again and again"
            );
            guesses.right(ip(7), start);
        }
    }

    /// The paired device's address never tried wrong: it comes back with its token however
    /// much the others have spent of the network's allowance.
    #[test]
    fn the_paired_device_rejoins_whatever_the_others_spent() {
        let start = Instant::now();
        let mut guesses = Guesses::new(start);
        assert!(guesses.try_now(ip(1), start));
        guesses.right(ip(1), start);
        for last in 2..=4 {
            while guesses.try_now(ip(last), start) {
                guesses.wrong(ip(last));
            }
        }
        assert!(
            !guesses.network.left(start),
            "the network's allowance is spent"
        );
        for _ in 0..20 {
            assert!(guesses.try_now(ip(1), start));
            guesses.right(ip(1), start);
        }
    }

    #[test]
    fn the_addresses_remembered_are_bounded() {
        let start = Instant::now();
        let mut guesses = Guesses::new(start);
        for n in 0..(REMEMBERED as u32 + 10) {
            guesses.try_now(IpAddr::from(n.to_be_bytes()), start);
        }
        assert!(guesses.addresses.len() <= REMEMBERED + 1);
        // The addresses beyond share one allowance: after its tries, a further new address
        // waits too.
        assert!(!guesses.try_now(IpAddr::from([10, 9, 9, 9]), start));
    }

    /// The figure of the module's comment: a brute force of the code takes hours.
    #[test]
    fn a_brute_force_takes_hours() {
        let hours = expected_brute_force_hours();
        assert!((7.8..8.0).contains(&hours), "{hours}");
    }

    #[test]
    fn an_ipv6_network_is_one_guesser() {
        let start = Instant::now();
        let mut guesses = Guesses::new(start);
        for n in 0..5u16 {
            assert!(guesses.try_now(IpAddr::from([0xfd00, 0, 0, 1, 0, 0, 0, n]), start));
        }
        assert!(!guesses.try_now(IpAddr::from([0xfd00, 0, 0, 1, 9, 9, 9, 9]), start));
        assert!(guesses.try_now(IpAddr::from([0xfd00, 0, 0, 2, 0, 0, 0, 1]), start));
    }
}
