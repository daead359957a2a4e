//! The pairing code a joining device must give once, and the token that binds it to its seat
//! afterwards. The code has four digits, is spoken by the host, expires after ten minutes and
//! once used, and is replaced after five wrong tries; the token is 128 random bits.

use std::io::Read;
use std::time::{Duration, Instant};

/// How long a pairing code is valid.
pub const CODE_LIFETIME: Duration = Duration::from_secs(10 * 60);
/// How many wrong codes are tried before the code is replaced.
pub const WRONG_TRIES: u32 = 5;

/// The pairing code of one seat.
#[derive(Clone, Debug)]
pub struct Pairing {
    code: String,
    made: Instant,
    wrong: u32,
    used: bool,
}

/// What a try with a code came to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Attempt {
    /// The code was right: the seat is the device's.
    Paired,
    /// Wrong; this many tries are left before a new code is made.
    Wrong {
        /// Tries left with this code.
        left: u32,
    },
    /// Wrong for the fifth time: this is the new code, which the host says.
    Renewed(String),
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
            wrong: 0,
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

    /// A new code, as after five wrong tries (the host asked for one, or resumed the match).
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
        self.wrong += 1;
        if self.wrong >= WRONG_TRIES {
            return Attempt::Renewed(self.renew(now));
        }
        Attempt::Wrong {
            left: WRONG_TRIES - self.wrong,
        }
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

    #[test]
    fn five_wrong_tries_make_a_new_code() {
        let now = Instant::now();
        let mut pairing = Pairing::new(now);
        let first = pairing.code().to_owned();
        let wrong = if first == "0000" { "1111" } else { "0000" };
        for left in (1..WRONG_TRIES).rev() {
            assert_eq!(pairing.attempt(wrong, now), Attempt::Wrong { left });
        }
        let Attempt::Renewed(second) = pairing.attempt(wrong, now) else {
            panic!("no new code after five wrong tries");
        };
        assert_eq!(pairing.code(), second);
        // The old code is worth nothing now (unless chance made the same one).
        if second != first {
            assert!(matches!(
                pairing.attempt(&first, now),
                Attempt::Wrong { .. }
            ));
        }
        assert_eq!(pairing.attempt(&second, now), Attempt::Paired);
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
