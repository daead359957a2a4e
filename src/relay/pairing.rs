//! The pairing code a joining device must give once, and the token that binds it to its seat
//! afterwards. The code has four digits, is spoken by the host, and expires after ten minutes
//! and once used; the token is 128 random bits.
//!
//! A wrong try never makes the code unusable (issue 30 §2): the code the host announced stays
//! valid until it is used, it expires, or the host asks for a new one. Renewing after a few
//! wrong tries would let any machine on the network invalidate the announced code every half
//! minute, so that the right player could never pair. Guessing is bounded by the allowance of
//! tries instead ([`super::guesses`]), which keeps a brute force of the code at hours.

use std::io::Read;
use std::time::{Duration, Instant};

/// How long a pairing code is valid.
pub const CODE_LIFETIME: Duration = Duration::from_secs(10 * 60);

/// The pairing code of one seat.
#[derive(Clone, Debug)]
pub struct Pairing {
    code: String,
    made: Instant,
    used: bool,
}

/// What a try with a code came to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Attempt {
    /// The code was right: the seat is the device's.
    Paired,
    /// Wrong: the code stays as it is (nobody can make it unusable by guessing).
    Wrong,
    /// The code is older than ten minutes: this is the new code.
    Expired(String),
    /// The code was used already: the seat is taken.
    Used,
}

impl Pairing {
    /// A new random code, made now.
    pub fn new(now: Instant) -> Pairing {
        Pairing {
            code: random_code(),
            made: now,
            used: false,
        }
    }

    /// The code, four digits.
    pub fn code(&self) -> &str {
        &self.code
    }

    /// Whether the code was used.
    pub fn used(&self) -> bool {
        self.used
    }

    /// A new code: the host asked for one, resumed the match, or the code expired.
    pub fn renew(&mut self, now: Instant) -> String {
        *self = Pairing::new(now);
        self.code.clone()
    }

    /// Tries `given` at `now`. Blanks and separators in it are ignored ("47 19", "4-7-1-9").
    pub fn attempt(&mut self, given: &str, now: Instant) -> Attempt {
        if self.used {
            return Attempt::Used;
        }
        if now.duration_since(self.made) > CODE_LIFETIME {
            return Attempt::Expired(self.renew(now));
        }
        let digits: String = given.chars().filter(char::is_ascii_digit).collect();
        if constant_time_eq(digits.as_bytes(), self.code.as_bytes()) {
            self.used = true;
            return Attempt::Paired;
        }
        Attempt::Wrong
    }
}

/// Compares without stopping at the first difference, so the time taken tells nothing.
pub fn constant_time_eq(a: &[u8], b: &[u8]) -> bool {
    if a.len() != b.len() {
        return false;
    }
    a.iter().zip(b).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
}

/// `count` random bytes from the system's generator.
fn random_bytes<const N: usize>() -> [u8; N] {
    let mut bytes = [0u8; N];
    let filled = std::fs::File::open("/dev/urandom")
        .and_then(|mut source| source.read_exact(&mut bytes))
        .is_ok();
    if !filled {
        // No /dev/urandom (a chroot): the clock and the process id, hashed, are a poor
        // but unique fallback; the pairing code still protects the seat.
        use std::hash::{BuildHasher, RandomState};
        for chunk in bytes.chunks_mut(8) {
            let value = RandomState::new().hash_one((Instant::now(), std::process::id()));
            for (byte, source) in chunk.iter_mut().zip(value.to_le_bytes()) {
                *byte = source;
            }
        }
    }
    bytes
}

/// Four random digits; every code equally likely.
fn random_code() -> String {
    loop {
        let value = u16::from_le_bytes(random_bytes::<2>());
        // 65536 is not a multiple of 10000: values from 60000 up would favour small codes.
        if value < 60_000 {
            return format!("{:04}", value % 10_000);
        }
    }
}

/// A seat's token: 128 random bits in hexadecimal.
pub fn new_token() -> String {
    random_bytes::<16>()
        .iter()
        .map(|byte| format!("{byte:02x}"))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_right_code_pairs_once() {
        let now = Instant::now();
        let mut pairing = Pairing::new(now);
        let code = pairing.code().to_owned();
        assert_eq!(code.len(), 4);
        let spaced = format!("{} {}", &code[..2], &code[2..]);
        assert_eq!(pairing.attempt(&spaced, now), Attempt::Paired);
        assert_eq!(pairing.attempt(&code, now), Attempt::Used);
    }

    /// However many wrong tries come, the announced code stays valid (issue 30 §2).
    #[test]
    fn wrong_tries_never_make_the_code_unusable() {
        let now = Instant::now();
        let mut pairing = Pairing::new(now);
        let code = pairing.code().to_owned();
        let wrong = if code == "0000" { "1111" } else { "0000" };
        for _ in 0..100 {
            assert_eq!(pairing.attempt(wrong, now), Attempt::Wrong);
        }
        assert_eq!(pairing.code(), code);
        assert_eq!(pairing.attempt(&code, now), Attempt::Paired);
    }

    #[test]
    fn a_code_expires_after_ten_minutes() {
        let now = Instant::now();
        let mut pairing = Pairing::new(now);
        let code = pairing.code().to_owned();
        let later = now + CODE_LIFETIME + Duration::from_secs(1);
        assert!(matches!(pairing.attempt(&code, later), Attempt::Expired(_)));
        assert!(!pairing.used());
    }

    #[test]
    fn tokens_are_long_and_differ() {
        let (a, b) = (new_token(), new_token());
        assert_eq!(a.len(), 32);
        assert_ne!(a, b);
        assert!(constant_time_eq(a.as_bytes(), a.as_bytes()));
        assert!(!constant_time_eq(a.as_bytes(), b.as_bytes()));
    }
}
