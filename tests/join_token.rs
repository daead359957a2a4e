//! The token `ansage join` keeps for coming back without a code (issue 31 §7), against what
//! may lie at its place: a link to another file, a FIFO, a link to `/dev/zero`, a huge file,
//! a file others can read. The token is never written through a link, is readable by its
//! owner only, and a place that holds no token asks for the code at once.

mod support;

use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use support::fresh_dir;
use support::relay::{Host, Process};

/// Where `ansage join ADDRESS` keeps its token, for the journal folder in `dir`.
fn token_file(dir: &Path, address: &str) -> PathBuf {
    let name: String = address
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
        .collect();
    dir.join("journal")
        .join("joined")
        .join(format!("{name}.token"))
}

/// A place that holds no token (a FIFO, a link to `/dev/zero`, 20 KB, a short text) asks
/// for the code at once: it is not opened, not read to its end, not sent.
#[test]
fn a_place_without_a_token_asks_for_the_code_at_once() {
    let address = "127.0.0.1:9";
    for (case, make) in [
        (
            "fifo",
            Box::new(|path: &Path| {
                let name = std::ffi::CString::new(path.as_os_str().as_encoded_bytes()).unwrap();
                // SAFETY: mkfifo reads the NUL-terminated name it is given.
                assert_eq!(unsafe { libc::mkfifo(name.as_ptr(), 0o600) }, 0);
            }) as Box<dyn Fn(&Path)>,
        ),
        (
            "dev-zero",
            Box::new(|path: &Path| {
                std::os::unix::fs::symlink("/dev/zero", path).unwrap();
            }),
        ),
        (
            "huge",
            Box::new(|path: &Path| {
                std::fs::write(path, "a".repeat(20_000)).unwrap();
            }),
        ),
        (
            "not-hex",
            Box::new(|path: &Path| {
                std::fs::write(path, "not a token at all, but 32 long!").unwrap();
            }),
        ),
    ] {
        let dir = fresh_dir(&format!("join-token-{case}"));
        let token = token_file(&dir, address);
        std::fs::create_dir_all(token.parent().unwrap()).unwrap();
        make(&token);
        let mut join = Process::start(
            &[
                "join", address, "--plain", "--speech", "none", "--lang", "en",
            ],
            &dir,
        );
        join.expect("To join I need the pairing code the host tells you");
        // It ends by itself, asking for the code (a FIFO hung it before, waiting for a
        // writer; /dev/zero was read without end).
        let status = join.wait();
        assert_eq!(status.code(), Some(2), "{case}");
    }
}

/// A link at the token's place is replaced, not written through, and the token is readable
/// by its owner only, also where a readable file was before.
#[test]
fn the_token_is_never_written_through_a_link_and_is_private() {
    let dir = fresh_dir("join-token-link");
    let host = Host::start(&[], &dir);
    let token = token_file(&dir, &host.address);
    std::fs::create_dir_all(token.parent().unwrap()).unwrap();
    let victim = dir.join("victim.txt");
    std::fs::write(&victim, "the player's notes").unwrap();
    std::os::unix::fs::symlink(&victim, &token).unwrap();
    let mut join = host.join(&["--lang", "en"], &dir);
    join.expect("You play Black");
    let until = Instant::now() + Duration::from_secs(10);
    while std::fs::symlink_metadata(&token).is_ok_and(|m| m.is_symlink()) && Instant::now() < until
    {
        std::thread::sleep(Duration::from_millis(50));
    }
    assert_eq!(
        std::fs::read_to_string(&victim).unwrap(),
        "the player's notes"
    );
    let kept = std::fs::symlink_metadata(&token).unwrap();
    assert!(kept.is_file(), "a file of its own now");
    assert_eq!(kept.permissions().mode() & 0o777, 0o600);
    let written = std::fs::read_to_string(&token).unwrap();
    assert_eq!(written.trim().len(), 32, "{written:?}");
    join.kill();
}
