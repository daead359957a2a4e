//! Writing the player's files safely: a file is replaced only once its new content is
//! complete, a symbolic link is followed (the file it names is written, the link stays), and
//! anything that is not a regular file (a device, a folder) is refused. System errors are
//! said in the player's language.

use std::fs;
use std::io;
use std::path::{Path, PathBuf};

use crate::language::Language;
use crate::phrase::Phrase;
pub use crate::words::messages::{io_reason, read_reason};
use crate::words::phrases::shown;

/// Why a file could not be written.
#[derive(Debug, thiserror::Error)]
pub enum WriteError {
    /// The path names something other than a regular file.
    #[error("{0} is not a regular file")]
    NotAFile(PathBuf),
    /// The file is write-protected; ansage does not replace it.
    #[error("{0} is read-only")]
    ReadOnly(PathBuf),
    /// The system refused.
    #[error("cannot write {path}: {source}")]
    Io {
        /// The file.
        path: PathBuf,
        /// What the system said.
        source: io::Error,
    },
}

impl WriteError {
    /// Why, as data: the end of a sentence ("es ist keine gewöhnliche Datei", "der Ordner
    /// fehlt"), worded by the words layer (`file-write-reason`).
    pub fn reason_phrase(&self) -> Phrase {
        match self {
            WriteError::NotAFile(_) => Phrase::new("file-not-ordinary"),
            WriteError::ReadOnly(_) => Phrase::new("file-read-only"),
            WriteError::Io { source, .. } => io_reason_phrase(source),
        }
    }

    /// Why, as the end of a sentence in `language`.
    pub fn reason(&self, language: Language) -> String {
        shown(&self.reason_phrase(), language)
    }
}

/// The kind of a system error, as the catalogue's selector key.
fn io_kind(error: &io::Error) -> &'static str {
    crate::phrase::io_kind_key(error.kind())
}

/// A writing error as the end of a sentence: "der Ordner existiert nicht".
pub fn io_reason_phrase(error: &io::Error) -> Phrase {
    Phrase::new("file-io-reason").with("kind", io_kind(error))
}

/// A reading error as the end of a sentence: "ich darf sie nicht lesen".
pub fn read_reason_phrase(error: &io::Error) -> Phrase {
    Phrase::new("file-read-reason").with("kind", io_kind(error))
}

/// The largest PGN file ansage reads: 64 MiB, some hundred thousand games. Anything larger
/// (or endless, such as `/dev/zero`) is refused before it fills the memory.
pub const MAX_PGN_BYTES: u64 = 64 * 1024 * 1024;

/// Why a file could not be read.
#[derive(Debug, thiserror::Error)]
pub enum ReadError {
    /// The path names something other than a regular file (a FIFO, a device, a folder),
    /// which could block or never end.
    #[error("{0} is not a regular file")]
    NotAFile(PathBuf),
    /// The file is larger than ansage reads.
    #[error("{path} is larger than {limit} bytes")]
    TooLarge {
        /// The file.
        path: PathBuf,
        /// The limit in bytes.
        limit: u64,
    },
    /// The system refused.
    #[error("cannot read {path}: {source}")]
    Io {
        /// The file.
        path: PathBuf,
        /// What the system said.
        source: io::Error,
    },
}

impl ReadError {
    /// The error as data: a sentence that says what to do.
    pub fn phrase(&self) -> Phrase {
        match self {
            ReadError::NotAFile(path) if path.is_dir() => {
                Phrase::new("file-is-folder").with("path", shown_path(path))
            }
            ReadError::NotAFile(path) => {
                Phrase::new("file-not-ordinary-read").with("path", shown_path(path))
            }
            ReadError::TooLarge { path, limit } => Phrase::new("file-too-large")
                .with("path", shown_path(path))
                .with(
                    "mib",
                    i64::try_from(limit / (1024 * 1024)).unwrap_or(i64::MAX),
                ),
            ReadError::Io { path, source } if source.kind() == io::ErrorKind::NotFound => {
                Phrase::new("file-missing").with("path", shown_path(path))
            }
            ReadError::Io { path, source } => Phrase::new("file-unreadable")
                .with("path", shown_path(path))
                .with("reason", read_reason_phrase(source)),
        }
    }

    /// The error as a sentence in `language` that says what to do.
    pub fn message(&self, language: Language) -> String {
        shown(&self.phrase(), language)
    }
}

/// A path as shown in a sentence, the same in every language.
pub fn shown_path(path: &Path) -> String {
    path.display().to_string()
}

/// Reads a whole regular file of at most `limit` bytes. A FIFO, a device or a folder is
/// refused before it is opened (opening a FIFO would wait for a writer; `/dev/zero` never
/// ends), and a larger file is refused after `limit` bytes, so memory stays bounded.
pub fn read_limited(path: &Path, limit: u64) -> Result<Vec<u8>, ReadError> {
    use std::io::Read;
    let io_error = |source| ReadError::Io {
        path: path.to_owned(),
        source,
    };
    let kind = fs::metadata(path).map_err(io_error)?;
    if !kind.is_file() {
        return Err(ReadError::NotAFile(path.to_owned()));
    }
    // A rewrite that did not finish is undone before the file is read.
    let kind = match recover(path) {
        Some(_) => fs::metadata(path).map_err(io_error)?,
        None => kind,
    };
    if kind.len() > limit {
        return Err(ReadError::TooLarge {
            path: path.to_owned(),
            limit,
        });
    }
    let file = fs::File::open(path).map_err(io_error)?;
    let mut bytes = Vec::with_capacity(usize::try_from(kind.len()).unwrap_or(0));
    file.take(limit + 1)
        .read_to_end(&mut bytes)
        .map_err(io_error)?;
    if bytes.len() as u64 > limit {
        return Err(ReadError::TooLarge {
            path: path.to_owned(),
            limit,
        });
    }
    Ok(bytes)
}

/// A file name as typed: surrounding quotes removed, `~/` taken as the home folder.
pub fn typed_path(text: &str) -> PathBuf {
    let text = text.trim();
    let unquoted = ['"', '\'', '„', '“', '”']
        .iter()
        .find_map(|q| {
            text.strip_prefix(*q)
                .and_then(|t| t.strip_suffix(['"', '\'', '“', '”']))
        })
        .unwrap_or(text);
    if let Some(rest) = unquoted.strip_prefix("~/") {
        if let Some(home) = dirs::home_dir() {
            return home.join(rest);
        }
    }
    PathBuf::from(unquoted)
}

/// Writes `contents` to `path`: to a new temporary file beside it first (a unique name,
/// created exclusively, so no file or link of that name is ever followed), then moved into
/// place, so a crash never leaves half a file and a failed write leaves nothing behind. A
/// symbolic link named by `path` is followed (the file it names is written, the link stays);
/// the file keeps its permissions and, where the system allows, its owner; a file with
/// several hard links is rewritten in place so that every link sees the new content. A
/// device, FIFO or folder is refused, and so is a read-only file.
pub fn write_safely(path: &Path, contents: impl AsRef<[u8]>) -> Result<(), WriteError> {
    use std::io::Write;
    use std::os::unix::fs::MetadataExt;
    let contents = contents.as_ref();
    let io_error = |source| WriteError::Io {
        path: path.to_owned(),
        source,
    };
    let (target, existing) = match fs::canonicalize(path) {
        Ok(real) => {
            let kind = fs::metadata(&real).map_err(io_error)?;
            if !kind.is_file() {
                return Err(WriteError::NotAFile(path.to_owned()));
            }
            if kind.permissions().readonly() {
                return Err(WriteError::ReadOnly(path.to_owned()));
            }
            (real, Some(kind))
        }
        Err(e) if e.kind() == io::ErrorKind::NotFound => {
            // A dangling link is not followed to create a file somewhere unexpected.
            if fs::symlink_metadata(path).is_ok() {
                return Err(WriteError::NotAFile(path.to_owned()));
            }
            (path.to_owned(), None)
        }
        Err(e) => return Err(io_error(e)),
    };
    if target.as_os_str().as_encoded_bytes().contains(&0) {
        return Err(io_error(io::Error::from(io::ErrorKind::InvalidInput)));
    }
    // Several hard links: only writing in place keeps them all, and only a rollback copy
    // written first keeps the old content should the rewrite not finish (issue 31 §1).
    if existing.as_ref().is_some_and(|meta| meta.nlink() > 1) {
        recover(&target);
        return rewrite_in_place(&target, contents).map_err(io_error);
    }
    let dir = folder_of(&target);
    let name = target
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    // Dropped (and so removed) on every early return: nothing is left behind.
    // A new file is made with the user's umask (0666 less the umask), as any program would
    // make it; only secrets are private (issue 31 §13).
    let mut temporary = tempfile::Builder::new()
        .prefix(&format!(".{name}."))
        .suffix(".partial")
        .permissions(std::os::unix::fs::PermissionsExt::from_mode(0o666))
        .tempfile_in(&dir)
        .map_err(io_error)?;
    temporary.write_all(contents).map_err(io_error)?;
    temporary.as_file().sync_all().map_err(io_error)?;
    if let Some(meta) = &existing {
        let file = temporary.as_file();
        file.set_permissions(meta.permissions()).map_err(io_error)?;
        // Only the superuser may give a file away; anyone else keeps their own.
        let _ = std::os::unix::fs::fchown(file, Some(meta.uid()), Some(meta.gid()));
    }
    temporary
        .persist(&target)
        .map(|_| ())
        .map_err(|e| io_error(e.error))
}

/// The folder a file lies in ("." for a bare name).
pub(crate) fn folder_of(path: &Path) -> PathBuf {
    match path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir.to_owned(),
        _ => PathBuf::from("."),
    }
}

/// The rollback copy of `target`: `.NAME.rollback` beside it.
pub fn rollback_path(target: &Path) -> PathBuf {
    let name = target
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    folder_of(target).join(format!(".{name}.rollback"))
}

/// The first line of a rollback copy: which file (device and inode) and how many bytes of
/// old content follow. A copy that does not match its file is never restored.
const ROLLBACK_MAGIC: &str = "ansage-rollback";

fn rollback_header(meta: &fs::Metadata, len: usize) -> String {
    use std::os::unix::fs::MetadataExt;
    format!("{ROLLBACK_MAGIC} {} {} {len}\n", meta.dev(), meta.ino())
}

/// Makes the folder's entries durable (a new or removed name survives a power cut).
fn sync_folder(dir: &Path) -> io::Result<()> {
    fs::File::open(dir)?.sync_all()
}

/// Test hook for the fault tests: `ANSAGE_TEST_ABORT_REWRITE=after-rollback` (or
/// `mid-rewrite`) ends the process at that point of a rollback-protected rewrite, as a kill
/// -9 or a power cut would.
fn test_abort(point: &str) {
    if std::env::var_os("ANSAGE_TEST_ABORT_REWRITE").is_some_and(|p| p == point) {
        std::process::abort();
    }
}

/// Rewrites a file with several hard links in place, keeping every link and losing nothing:
/// a complete copy of the old content is written, synced and named `.NAME.rollback` first
/// (on a full disk this fails and the file stays untouched), then the file is rewritten and
/// synced, then the copy is removed. Should the rewrite fail, the old content is put back at
/// once; should the process die, [`recover`] puts it back at the next read or write.
fn rewrite_in_place(target: &Path, contents: &[u8]) -> io::Result<()> {
    use std::io::{Read, Seek, SeekFrom, Write};
    let dir = folder_of(target);
    let mut file = fs::OpenOptions::new().read(true).write(true).open(target)?;
    let meta = file.metadata()?;
    let old_len = meta.len();
    // The copy is complete before it gets its name: a `.rollback` that exists is whole.
    let name = target
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let mut copy = tempfile::Builder::new()
        .prefix(&format!(".{name}."))
        .suffix(".rollback-partial")
        .tempfile_in(&dir)?;
    let header = rollback_header(&meta, usize::try_from(old_len).unwrap_or(usize::MAX));
    copy.write_all(header.as_bytes())?;
    // Copied in pieces, never held whole: a hard-linked file may be a tape of hours.
    let copied = io::copy(&mut (&mut file).take(old_len), &mut copy)?;
    if copied != old_len {
        return Err(io::Error::from(io::ErrorKind::UnexpectedEof));
    }
    copy.as_file().sync_all()?;
    // Held while the copy is needed, so that a reader in another process does not restore
    // it under a rewrite that is still going on.
    let _ = crate::storage::lock::lock_exclusive(copy.as_file());
    let rollback = rollback_path(target);
    let copy = copy.persist_noclobber(&rollback).map_err(|e| e.error)?;
    sync_folder(&dir)?;
    test_abort("after-rollback");
    let rewritten = (|| {
        file.seek(SeekFrom::Start(0))?;
        if std::env::var_os("ANSAGE_TEST_ABORT_REWRITE").is_some_and(|p| p == "mid-rewrite") {
            let half = contents.len() / 2;
            file.write_all(&contents[..half])?;
            file.set_len(half as u64)?;
            file.sync_all()?;
            std::process::abort();
        }
        file.write_all(contents)?;
        file.set_len(contents.len() as u64)?;
        file.sync_all()
    })();
    if let Err(error) = rewritten {
        // Put the old content back from the copy: it fits in the blocks the file had.
        let restored = (|| {
            file.seek(SeekFrom::Start(0))?;
            let mut saved = fs::File::open(&rollback)?;
            saved.seek(SeekFrom::Start(header.len() as u64))?;
            io::copy(&mut saved.take(old_len), &mut file)?;
            file.set_len(old_len)?;
            file.sync_all()
        })();
        if restored.is_ok() {
            let _ = fs::remove_file(&rollback);
            let _ = sync_folder(&dir);
        }
        return Err(error);
    }
    fs::remove_file(&rollback)?;
    drop(copy);
    sync_folder(&dir)
}

/// Sentences about files put back by [`recover`] during a read or write through the layer,
/// waiting to be said by the program.
static RESTORED: std::sync::Mutex<Vec<Phrase>> = std::sync::Mutex::new(Vec::new());

/// Takes the sentences about files put back since the last call ("Das Speichern von
/// game.pgn wurde unterbrochen; der vorige Inhalt ist wiederhergestellt."), to be said.
pub fn restored_notices() -> Vec<Phrase> {
    RESTORED
        .lock()
        .map(|mut list| std::mem::take(&mut *list))
        .unwrap_or_default()
}

/// Puts back a file whose rollback-protected rewrite did not finish (the process died, the
/// power went): when a whole `.NAME.rollback` for this very file lies beside it and no
/// process is rewriting it now, its old content is written back in place (every hard link
/// keeps it) and the copy removed. Returns the sentence to say, which is also kept for
/// [`restored_notices`]. A copy the process died while making never got its name, so it is
/// never restored (the file itself was not yet touched then).
pub fn recover(path: &Path) -> Option<Phrase> {
    use std::io::{Read, Seek, SeekFrom, Write};
    use std::os::unix::fs::MetadataExt;
    let target = fs::canonicalize(path).ok()?;
    let rollback = rollback_path(&target);
    // Cheap when there is nothing to do, which is nearly always.
    let kind = fs::symlink_metadata(&rollback).ok()?;
    if !kind.is_file() {
        return None;
    }
    let mut copy = fs::OpenOptions::new()
        .read(true)
        .custom_flags_nofollow()
        .open(&rollback)
        .ok()?;
    // A rewrite going on in another process holds the lock: leave it alone.
    crate::storage::lock::lock_exclusive(&copy).ok()?;
    // The writer may have finished and removed the copy between our open and our lock.
    let opened = copy.metadata().ok()?;
    let named = fs::symlink_metadata(&rollback).ok()?;
    if opened.ino() != named.ino() || opened.dev() != named.dev() || opened.nlink() == 0 {
        return None;
    }
    let mut bytes = Vec::new();
    copy.read_to_end(&mut bytes).ok()?;
    let split = bytes.iter().position(|b| *b == b'\n')?;
    let header = std::str::from_utf8(&bytes[..split]).ok()?;
    let old = &bytes[split + 1..];
    let file_meta = fs::metadata(&target).ok()?;
    if header != rollback_header(&file_meta, old.len()).trim_end() {
        // Not a whole copy of this file (another file now has the name): not restored.
        return None;
    }
    let restored = (|| -> io::Result<()> {
        let mut file = fs::OpenOptions::new().write(true).open(&target)?;
        file.seek(SeekFrom::Start(0))?;
        file.write_all(old)?;
        file.set_len(old.len() as u64)?;
        file.sync_all()?;
        fs::remove_file(&rollback)?;
        sync_folder(&folder_of(&target))
    })();
    restored.ok()?;
    let phrase = Phrase::new("file-restored").with("path", shown_path(path));
    if let Ok(mut list) = RESTORED.lock() {
        list.push(phrase.clone());
    }
    Some(phrase)
}

/// Opening without following a final symbolic link.
trait NoFollow {
    fn custom_flags_nofollow(&mut self) -> &mut Self;
}

impl NoFollow for fs::OpenOptions {
    fn custom_flags_nofollow(&mut self) -> &mut Self {
        use std::os::unix::fs::OpenOptionsExt;
        self.custom_flags(libc::O_NOFOLLOW)
    }
}

/// Makes a folder and the folders above it that are missing, with the user's umask: the
/// one way code outside this layer makes a folder (the layering test in
/// `tests/file_layer.rs` holds every other writer to it).
pub fn make_folder(dir: &Path) -> io::Result<()> {
    fs::create_dir_all(dir)
}

/// The first `n` bytes of the regular file at `path` (fewer if it is shorter), read without
/// following a symbolic link and without waiting on a FIFO: to tell what a file is (a tape's
/// `RIFF` or `OggS`) before anything is written over it.
pub fn read_start(path: &Path, n: usize) -> io::Result<Vec<u8>> {
    use std::io::Read;
    use std::os::unix::fs::OpenOptionsExt;
    let file = fs::OpenOptions::new()
        .read(true)
        .custom_flags(libc::O_NOFOLLOW | libc::O_NONBLOCK)
        .open(path)?;
    if !file.metadata()?.is_file() {
        return Err(io::Error::from(io::ErrorKind::InvalidInput));
    }
    let mut start = Vec::with_capacity(n);
    file.take(n as u64).read_to_end(&mut start)?;
    Ok(start)
}

/// A private scratch folder, removed with what is in it when dropped (see [`scratch_folder`]).
pub type ScratchFolder = tempfile::TempDir;

/// A private scratch folder in the system's temporary folder, removed with everything in it
/// when the value is dropped: for the output of helper programs (espeak-ng's sound files).
pub fn scratch_folder() -> io::Result<tempfile::TempDir> {
    tempfile::tempdir()
}

/// Writes a secret (the join token): to a new file readable by this user only (0600),
/// moved into place, so a crash leaves the old one or the new one. Nothing named by `path`
/// is followed: a symbolic link there is replaced, not written through, and a file there
/// that others could read is replaced by one they cannot (issue 31 §7).
pub fn write_secret(path: &Path, contents: impl AsRef<[u8]>) -> Result<(), WriteError> {
    use std::io::Write;
    let io_error = |source| WriteError::Io {
        path: path.to_owned(),
        source,
    };
    if fs::symlink_metadata(path).is_ok_and(|kind| kind.is_dir()) {
        return Err(WriteError::NotAFile(path.to_owned()));
    }
    let dir = folder_of(path);
    fs::create_dir_all(&dir).map_err(io_error)?;
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    // tempfile creates the file exclusively, readable by its owner only.
    let mut temporary = tempfile::Builder::new()
        .prefix(&format!(".{name}."))
        .suffix(".partial")
        .tempfile_in(&dir)
        .map_err(io_error)?;
    temporary.write_all(contents.as_ref()).map_err(io_error)?;
    temporary.as_file().sync_all().map_err(io_error)?;
    temporary
        .persist(path)
        .map(|_| ())
        .map_err(|e| io_error(e.error))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Issue 31 §7: a secret is never written through a link, and ends up 0600 whatever was
    /// there.
    #[test]
    fn a_secret_replaces_a_link_and_is_for_its_owner_only() {
        use std::os::unix::fs::PermissionsExt;
        let dir = tempfile::tempdir().unwrap();
        let victim = dir.path().join("victim.txt");
        fs::write(&victim, "keep me").unwrap();
        let token = dir.path().join("joined").join("host.token");
        fs::create_dir_all(token.parent().unwrap()).unwrap();
        std::os::unix::fs::symlink(&victim, &token).unwrap();
        write_secret(&token, "0123456789abcdef0123456789abcdef").unwrap();
        assert_eq!(fs::read_to_string(&victim).unwrap(), "keep me");
        assert!(!fs::symlink_metadata(&token).unwrap().is_symlink());
        let mode = fs::metadata(&token).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode, 0o600);
        // A token others could read is replaced by one they cannot.
        fs::set_permissions(&token, fs::Permissions::from_mode(0o644)).unwrap();
        write_secret(&token, "fedcba9876543210fedcba9876543210").unwrap();
        let mode = fs::metadata(&token).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode, 0o600);
        assert_eq!(
            fs::read_to_string(&token).unwrap(),
            "fedcba9876543210fedcba9876543210"
        );
        let left: Vec<_> = fs::read_dir(token.parent().unwrap()).unwrap().collect();
        assert_eq!(left.len(), 1, "no partial file left");
    }

    fn scratch(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("ansage-files-{}-{name}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        dir
    }

    #[test]
    fn a_link_is_followed_and_stays_a_link() {
        let dir = scratch("link");
        let real = dir.join("real.toml");
        let link = dir.join("link.toml");
        fs::write(&real, "old").unwrap();
        std::os::unix::fs::symlink(&real, &link).unwrap();
        write_safely(&link, "new").unwrap();
        assert_eq!(fs::read_to_string(&real).unwrap(), "new");
        assert!(
            fs::symlink_metadata(&link)
                .unwrap()
                .file_type()
                .is_symlink()
        );
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn devices_and_folders_are_refused() {
        assert!(matches!(
            write_safely(Path::new("/dev/null"), "x"),
            Err(WriteError::NotAFile(_))
        ));
        let dir = scratch("folder");
        let error = write_safely(&dir, "x").unwrap_err();
        assert_eq!(
            error.reason(Language::GERMAN),
            "es ist keine gewöhnliche Datei"
        );
        let missing = dir.join("no/such/folder/file.pgn");
        let error = write_safely(&missing, "x").unwrap_err();
        assert_eq!(error.reason(Language::GERMAN), "der Ordner existiert nicht");
        fs::remove_dir_all(&dir).unwrap();
    }

    /// Issue 13: a read-only file is refused, not replaced; a hard link keeps seeing the
    /// file; a planted `FILE.partial` link is never followed; the file keeps its mode; and
    /// nothing is left behind.
    #[test]
    fn files_that_are_not_what_they_seem() {
        use std::os::unix::fs::{MetadataExt, PermissionsExt};
        let dir = scratch("seem");
        let readonly = dir.join("readonly.pgn");
        fs::write(&readonly, "old").unwrap();
        fs::set_permissions(&readonly, fs::Permissions::from_mode(0o444)).unwrap();
        let error = write_safely(&readonly, "new").unwrap_err();
        assert!(matches!(error, WriteError::ReadOnly(_)));
        assert!(error.reason(Language::GERMAN).contains("schreibgeschützt"));
        assert_eq!(fs::read_to_string(&readonly).unwrap(), "old");

        let file = dir.join("linked.pgn");
        let other = dir.join("other-name.pgn");
        fs::write(&file, "old").unwrap();
        fs::hard_link(&file, &other).unwrap();
        write_safely(&file, "new").unwrap();
        assert_eq!(fs::read_to_string(&other).unwrap(), "new");
        assert_eq!(fs::metadata(&file).unwrap().nlink(), 2);

        let game = dir.join("game.pgn");
        let victim = dir.join("victim.txt");
        fs::write(&victim, "keep me").unwrap();
        std::os::unix::fs::symlink(&victim, dir.join("game.pgn.partial")).unwrap();
        fs::write(&game, "old").unwrap();
        fs::set_permissions(&game, fs::Permissions::from_mode(0o640)).unwrap();
        write_safely(&game, "new").unwrap();
        assert_eq!(fs::read_to_string(&victim).unwrap(), "keep me");
        assert_eq!(fs::read_to_string(&game).unwrap(), "new");
        assert!(
            !fs::symlink_metadata(&game)
                .unwrap()
                .file_type()
                .is_symlink()
        );
        assert_eq!(
            fs::metadata(&game).unwrap().permissions().mode() & 0o777,
            0o640
        );
        let left: Vec<String> = fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .filter(|n| n.ends_with(".partial") && n.starts_with('.'))
            .collect();
        assert!(left.is_empty(), "{left:?}");
        fs::remove_dir_all(&dir).unwrap();
    }

    /// Issue 31 §1: a hard-linked file is rewritten in place with a rollback copy first; the
    /// copy is gone afterwards, and a leftover copy (the rewrite did not finish) is restored
    /// at the next read, for every link, and said.
    #[test]
    fn hard_links_keep_every_byte_and_a_leftover_rollback_is_restored() {
        use std::os::unix::fs::MetadataExt;
        let dir = scratch("rollback");
        let file = dir.join("games.pgn");
        let other = dir.join("backup.pgn");
        let old = "[Event \"old\"]\n\n1. e4 e5 *\n".repeat(1000);
        fs::write(&file, &old).unwrap();
        fs::hard_link(&file, &other).unwrap();
        write_safely(&file, "short").unwrap();
        assert_eq!(fs::read_to_string(&other).unwrap(), "short");
        assert!(!rollback_path(&file).exists());
        // A rewrite cut off half-way: the copy lies beside the file, the file is torn.
        let meta = fs::metadata(&file).unwrap();
        let mut copy = rollback_header(&meta, old.len()).into_bytes();
        copy.extend_from_slice(old.as_bytes());
        fs::write(rollback_path(&file), copy).unwrap();
        fs::write(&other, &old[..100]).unwrap();
        let _ = restored_notices();
        let read = read_limited(&file, MAX_PGN_BYTES).unwrap();
        assert_eq!(read, old.as_bytes());
        assert_eq!(fs::read_to_string(&other).unwrap(), old);
        assert_eq!(fs::metadata(&file).unwrap().nlink(), 2);
        assert!(!rollback_path(&file).exists());
        let said = restored_notices();
        assert_eq!(said.len(), 1);
        assert!(shown(&said[0], Language::GERMAN).contains("wiederhergestellt"));
        // A copy of another file (the inode differs) is never restored.
        let mut stale = b"ansage-rollback 1 2 3\nabc".to_vec();
        stale.truncate(25);
        fs::write(rollback_path(&file), stale).unwrap();
        assert!(recover(&file).is_none());
        assert_eq!(fs::read_to_string(&file).unwrap(), old);
        fs::remove_dir_all(&dir).unwrap();
    }

    /// Issue 31 §13: a new file gets the user's umask, not 0600; an existing one keeps its
    /// mode.
    #[test]
    fn new_files_follow_the_umask() {
        use std::os::unix::fs::PermissionsExt;
        let dir = scratch("umask");
        let file = dir.join("new.pgn");
        write_safely(&file, "x").unwrap();
        let mode = fs::metadata(&file).unwrap().permissions().mode() & 0o777;
        // The umask of this process, read without changing it.
        let status = fs::read_to_string("/proc/self/status").unwrap_or_default();
        if let Some(umask) = status
            .lines()
            .find_map(|l| l.strip_prefix("Umask:"))
            .and_then(|u| u32::from_str_radix(u.trim(), 8).ok())
        {
            assert_eq!(mode, 0o666 & !umask);
        }
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn typed_names_lose_their_quotes_and_find_home() {
        assert_eq!(typed_path("\"partie.pgn\""), PathBuf::from("partie.pgn"));
        assert_eq!(typed_path("„partie.pgn“"), PathBuf::from("partie.pgn"));
        if let Some(home) = dirs::home_dir() {
            assert_eq!(typed_path("~/partie.pgn"), home.join("partie.pgn"));
        }
    }
}
