//! Advisory locks, so that two ansage programs never write one game or one PGN file at once:
//! `flock` on the open journal, and on a hidden lock file beside a PGN file (which is
//! replaced as a whole at every save, so it cannot carry the lock itself). A lock dies with
//! its process, so a crash leaves nothing that blocks the next start.

use std::fs::{File, OpenOptions};
use std::io;
use std::os::fd::AsRawFd;
use std::os::unix::fs::{MetadataExt, OpenOptionsExt};
use std::path::{Path, PathBuf};

use crate::phrase::Phrase;

/// Another process holds the lock.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Held {
    /// Its process number, where the system tells it.
    pub pid: Option<u32>,
}

impl Held {
    /// Who holds the lock, as data: "ein anderes ansage (Prozess 4242)" / "another ansage
    /// (process 4242)".
    pub fn holder_phrase(&self) -> Phrase {
        match self.pid {
            Some(pid) => Phrase::new("file-holder-process").with("pid", pid),
            None => Phrase::new("file-holder"),
        }
    }

    /// Who holds the lock, in `language`.
    pub fn holder(&self, language: crate::language::Language) -> String {
        crate::words::phrases::shown(&self.holder_phrase(), language)
    }
}

/// Takes the exclusive lock on an open file without waiting: `Err(Held)` when another
/// process has it. A file system without locks counts as unlocked.
pub fn lock_exclusive(file: &File) -> Result<(), Held> {
    // SAFETY: flock on a descriptor this process owns.
    let done = unsafe { libc::flock(file.as_raw_fd(), libc::LOCK_EX | libc::LOCK_NB) };
    if done == 0 {
        return Ok(());
    }
    match io::Error::last_os_error().raw_os_error() {
        Some(code) if code == libc::EWOULDBLOCK => Err(Held {
            pid: holder_pid(file),
        }),
        _ => Ok(()),
    }
}

/// Whether another process holds the lock on the file at `path` now.
pub fn locked_elsewhere(path: &Path) -> bool {
    let Ok(file) = File::open(path) else {
        return false;
    };
    // SAFETY: flock on a descriptor this process owns; closing it gives the lock back.
    let done = unsafe { libc::flock(file.as_raw_fd(), libc::LOCK_SH | libc::LOCK_NB) };
    done != 0 && io::Error::last_os_error().raw_os_error() == Some(libc::EWOULDBLOCK)
}

/// The process that holds a lock on `file`, read from `/proc/locks` (Linux).
fn holder_pid(file: &File) -> Option<u32> {
    let inode = file.metadata().ok()?.ino();
    let locks = std::fs::read_to_string("/proc/locks").ok()?;
    locks.lines().find_map(|line| {
        // "1: FLOCK  ADVISORY  WRITE 4242 fd:01:123456 0 EOF"
        let fields: Vec<&str> = line.split_whitespace().collect();
        let pid = fields.get(4)?.parse::<u32>().ok()?;
        let node = fields.get(5)?.rsplit(':').next()?.parse::<u64>().ok()?;
        (node == inode && pid != std::process::id()).then_some(pid)
    })
}

/// A lock on a file that is replaced as a whole (a PGN file), held through a hidden lock
/// file beside it (`.game.pgn.lock`) for as long as this value lives. The lock file is
/// removed when the lock is given back, so none is left beside the player's files
/// (issue 31 §13).
#[derive(Debug)]
pub struct FileLock {
    file: Option<File>,
    path: PathBuf,
}

impl FileLock {
    /// The lock file.
    pub fn path(&self) -> &Path {
        &self.path
    }
}

impl Drop for FileLock {
    fn drop(&mut self) {
        // Removed while still locked, so that no other process can lock this name's old
        // file after we let go: one that opened it meanwhile finds, once it has the lock,
        // that the name no longer names its file, and tries again with a new one.
        let _ = std::fs::remove_file(&self.path);
        drop(self.file.take());
    }
}

/// Locks `target` for this process. `Err(Some(Held))` when another process writes it;
/// `Err(None)` when no lock file can be made there (the folder is read-only, say) or
/// `target` is no regular file (its writer refuses it), which the caller may pass over.
pub fn lock_beside(target: &Path) -> Result<FileLock, Option<Held>> {
    // A device, FIFO or folder is never written, so it needs no lock, and no lock file is
    // made in `/dev`.
    if std::fs::metadata(target).is_ok_and(|kind| !kind.is_file()) {
        return Err(None);
    }
    let name = target.file_name().ok_or(None)?.to_string_lossy();
    let dir = match target.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir.to_owned(),
        _ => PathBuf::from("."),
    };
    let path = dir.join(format!(".{name}.lock"));
    // A holder that lets go removes the name; a few rounds settle any such race.
    for _ in 0..100 {
        let file = OpenOptions::new()
            .read(true)
            .write(true)
            .create(true)
            .truncate(false)
            // A planted link is never followed.
            .custom_flags(libc::O_NOFOLLOW)
            .open(&path)
            .map_err(|_| None)?;
        lock_exclusive(&file).map_err(Some)?;
        // The lock counts only if the name still names the file we locked.
        let opened = file.metadata().map_err(|_| None)?;
        match std::fs::symlink_metadata(&path) {
            Ok(named) if named.ino() == opened.ino() && named.dev() == opened.dev() => {
                return Ok(FileLock {
                    file: Some(file),
                    path,
                });
            }
            _ => continue,
        }
    }
    Err(None)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_second_lock_on_the_same_file_is_refused_until_the_first_goes() {
        let dir = std::env::temp_dir().join(format!("ansage-lock-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let target = dir.join("game.pgn");
        let first = lock_beside(&target).unwrap();
        // flock locks belong to the open file, so a second open in this process conflicts.
        assert!(matches!(lock_beside(&target), Err(Some(_))));
        assert!(locked_elsewhere(first.path()));
        drop(first);
        // Given back, the lock file is gone (issue 31 §13).
        assert!(!dir.join(".game.pgn.lock").exists());
        let again = lock_beside(&target).unwrap();
        assert!(again.path().exists());
        drop(again);
        assert!(!dir.join(".game.pgn.lock").exists());
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
