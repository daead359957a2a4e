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
    // Several hard links: only writing in place keeps them all.
    if existing.as_ref().is_some_and(|meta| meta.nlink() > 1) {
        let mut file = fs::OpenOptions::new()
            .write(true)
            .open(&target)
            .map_err(io_error)?;
        file.set_len(0).map_err(io_error)?;
        file.write_all(contents).map_err(io_error)?;
        return file.sync_all().map_err(io_error);
    }
    let dir = match target.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir.to_owned(),
        _ => PathBuf::from("."),
    };
    let name = target
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    // Dropped (and so removed) on every early return: nothing is left behind.
    let mut temporary = tempfile::Builder::new()
        .prefix(&format!(".{name}."))
        .suffix(".partial")
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
    let dir = match path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir.to_owned(),
        _ => PathBuf::from("."),
    };
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

    #[test]
    fn typed_names_lose_their_quotes_and_find_home() {
        assert_eq!(typed_path("\"partie.pgn\""), PathBuf::from("partie.pgn"));
        assert_eq!(typed_path("„partie.pgn“"), PathBuf::from("partie.pgn"));
        if let Some(home) = dirs::home_dir() {
            assert_eq!(typed_path("~/partie.pgn"), home.join("partie.pgn"));
        }
    }
}
