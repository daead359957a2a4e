//! A file that grows at its end and is never rewritten: the tape's sound (issue 31 §5). A
//! tape of hours is hundreds of megabytes; rewriting it whole for every move would hold it in
//! memory and copy it on disk each time. Instead a new part is written after the bytes the
//! cue sheet vouches for (its *committed* length), synced, and only then named on the cue
//! sheet; bytes past the committed length are the remains of a write that was cut off (a
//! kill, a full disk) and are cut away before the next one. Nothing the cue sheet names is
//! ever written over, so hard links keep the file and a crash keeps every named part.
//!
//! A file is opened without following a symbolic link and without waiting on a FIFO, as
//! every reader and writer in this layer does.

use std::fs;
use std::io::{self, Read, Seek, SeekFrom, Write};
use std::os::unix::fs::OpenOptionsExt;
use std::path::{Path, PathBuf};

/// An open file that grows at its end: read anywhere, append after a committed length, and
/// patch a few header bytes in place (a WAV file's sizes).
#[derive(Debug)]
pub struct GrowingFile {
    file: fs::File,
    path: PathBuf,
}

impl GrowingFile {
    /// Opens the regular file at `path` for reading only: a symbolic link, a FIFO or a
    /// device is refused (`InvalidInput`), and nothing waits.
    pub fn open_to_read(path: &Path) -> io::Result<GrowingFile> {
        GrowingFile::open_with(path, false)
    }

    /// Opens the regular file at `path` to read and grow it, with the same refusals as
    /// [`GrowingFile::open_to_read`]. A rewrite of the old kind that was cut off (a
    /// rollback copy beside it) is undone first.
    pub fn open_to_grow(path: &Path) -> io::Result<GrowingFile> {
        super::files::recover(path);
        GrowingFile::open_with(path, true)
    }

    fn open_with(path: &Path, write: bool) -> io::Result<GrowingFile> {
        let file = fs::OpenOptions::new()
            .read(true)
            .write(write)
            .custom_flags(libc::O_NOFOLLOW | libc::O_NONBLOCK)
            .open(path)?;
        if !file.metadata()?.is_file() {
            return Err(io::Error::from(io::ErrorKind::InvalidInput));
        }
        Ok(GrowingFile {
            file,
            path: path.to_owned(),
        })
    }

    /// The file's name, as it was opened.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// How many bytes the file holds now.
    pub fn len(&self) -> io::Result<u64> {
        Ok(self.file.metadata()?.len())
    }

    /// Whether the file is empty.
    pub fn is_empty(&self) -> io::Result<bool> {
        Ok(self.len()? == 0)
    }

    /// Reads `length` bytes from `offset` (fewer at the file's end).
    pub fn read_at(&mut self, offset: u64, length: usize) -> io::Result<Vec<u8>> {
        self.file.seek(SeekFrom::Start(offset))?;
        let mut bytes = Vec::with_capacity(length);
        (&mut self.file)
            .take(length as u64)
            .read_to_end(&mut bytes)?;
        Ok(bytes)
    }

    /// A buffered reader from `offset`, for walking the file (an Ogg file's pages) without
    /// holding it.
    pub fn reader_from(&mut self, offset: u64) -> io::Result<io::BufReader<&mut fs::File>> {
        self.file.seek(SeekFrom::Start(offset))?;
        Ok(io::BufReader::with_capacity(64 * 1024, &mut self.file))
    }

    /// Writes `bytes` at `committed` and syncs them: what lay past `committed` (the remains
    /// of a write cut off before it was named) is cut away first. Nothing before `committed`
    /// is touched. Gives the new length. On a failure the file may hold a tail past
    /// `committed`, which the next append cuts away.
    pub fn append_at(&mut self, committed: u64, bytes: &[u8]) -> io::Result<u64> {
        if self.len()? != committed {
            self.cut_back_to(committed)?;
        }
        self.file.seek(SeekFrom::Start(committed))?;
        self.file.write_all(bytes)?;
        self.file.sync_data()?;
        Ok(committed + bytes.len() as u64)
    }

    /// Cuts away what lies past `committed`: bytes no cue sheet names. A file shorter than
    /// `committed` is damaged and is left as it is (`UnexpectedEof`).
    pub fn cut_back_to(&mut self, committed: u64) -> io::Result<()> {
        let len = self.len()?;
        if len < committed {
            return Err(io::Error::from(io::ErrorKind::UnexpectedEof));
        }
        if len > committed {
            self.file.set_len(committed)?;
            self.file.sync_data()?;
        }
        Ok(())
    }

    /// Writes `bytes` over the bytes at `offset` (a header's size fields: a few bytes, in
    /// one block) and syncs them.
    pub fn patch(&mut self, offset: u64, bytes: &[u8]) -> io::Result<()> {
        self.file.seek(SeekFrom::Start(offset))?;
        self.file.write_all(bytes)?;
        self.file.sync_data()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn appends_after_the_committed_length_and_cuts_a_stale_tail() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("band.wav");
        fs::write(&path, b"HEADpart1").unwrap();
        let mut file = GrowingFile::open_to_grow(&path).unwrap();
        // A write of "part2" was cut off after "pa": the committed length is still 9.
        file.append_at(9, b"pa").unwrap();
        let len = file.append_at(9, b"part2").unwrap();
        assert_eq!(len, 14);
        file.patch(0, b"head").unwrap();
        assert_eq!(fs::read(&path).unwrap(), b"headpart1part2");
        assert_eq!(file.read_at(4, 5).unwrap(), b"part1");
        // A file shorter than the cue sheet says is damaged: nothing is cut.
        assert!(file.cut_back_to(100).is_err());
        assert_eq!(fs::read(&path).unwrap().len(), 14);
    }

    #[test]
    fn links_fifos_and_devices_are_refused() {
        let dir = tempfile::tempdir().unwrap();
        let victim = dir.path().join("victim.txt");
        fs::write(&victim, "keep").unwrap();
        let link = dir.path().join("link.wav");
        std::os::unix::fs::symlink(&victim, &link).unwrap();
        assert!(GrowingFile::open_to_grow(&link).is_err());
        assert!(GrowingFile::open_to_read(Path::new("/dev/zero")).is_err());
        let fifo = dir.path().join("fifo.wav");
        let name = std::ffi::CString::new(fifo.as_os_str().as_encoded_bytes()).unwrap();
        // SAFETY: mkfifo with a NUL-terminated path.
        assert_eq!(unsafe { libc::mkfifo(name.as_ptr(), 0o600) }, 0);
        assert!(GrowingFile::open_to_grow(&fifo).is_err());
        assert_eq!(fs::read_to_string(&victim).unwrap(), "keep");
    }
}
