//! Writing the player's files safely: a file is replaced only once its new content is
//! complete, a symbolic link is followed (the file it names is written, the link stays), and
//! anything that is not a regular file (a device, a folder) is refused. System errors are
//! said in the player's language.

use std::fs;
use std::io;
use std::path::{Path, PathBuf};

use crate::language::Language;

/// Why a file could not be written.
#[derive(Debug, thiserror::Error)]
pub enum WriteError {
    /// The path names something other than a regular file.
    #[error("{0} is not a regular file")]
    NotAFile(PathBuf),
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
    /// Why, as the end of a sentence: "es ist keine gewöhnliche Datei", "der Ordner fehlt".
    pub fn reason(&self, language: Language) -> String {
        match self {
            WriteError::NotAFile(_) => match language {
                Language::German => "es ist keine gewöhnliche Datei".into(),
                Language::English => "it is not an ordinary file".into(),
            },
            WriteError::Io { source, .. } => io_reason(source, language),
        }
    }
}

/// A system error in words, without codes: "der Ordner existiert nicht".
pub fn io_reason(error: &io::Error, language: Language) -> String {
    let de = language == Language::German;
    let text = match error.kind() {
        io::ErrorKind::NotFound if de => "der Ordner existiert nicht",
        io::ErrorKind::NotFound => "the folder does not exist",
        io::ErrorKind::PermissionDenied if de => "dort darf ich nicht schreiben",
        io::ErrorKind::PermissionDenied => "I may not write there",
        io::ErrorKind::IsADirectory if de => "das ist ein Ordner",
        io::ErrorKind::IsADirectory => "that is a folder",
        io::ErrorKind::StorageFull if de => "der Datenträger ist voll",
        io::ErrorKind::StorageFull => "the disk is full",
        io::ErrorKind::ReadOnlyFilesystem if de => "der Datenträger ist schreibgeschützt",
        io::ErrorKind::ReadOnlyFilesystem => "the disk is read-only",
        io::ErrorKind::InvalidInput if de => "der Dateiname ist ungültig",
        io::ErrorKind::InvalidInput => "the file name is not valid",
        _ if de => "das System verweigert es",
        _ => "the system refuses",
    };
    text.to_owned()
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

/// Writes `contents` to `path`: to a partial file beside it first, then moved into place, so
/// a crash never leaves half a file. A symbolic link is followed; a device or folder refused.
pub fn write_safely(path: &Path, contents: &str) -> Result<(), WriteError> {
    let io_error = |source| WriteError::Io {
        path: path.to_owned(),
        source,
    };
    let target = match fs::canonicalize(path) {
        Ok(real) => {
            let kind = fs::metadata(&real).map_err(io_error)?;
            if !kind.is_file() {
                return Err(WriteError::NotAFile(path.to_owned()));
            }
            real
        }
        Err(e) if e.kind() == io::ErrorKind::NotFound => path.to_owned(),
        Err(e) => return Err(io_error(e)),
    };
    if contents.contains('\0') || target.as_os_str().as_encoded_bytes().contains(&0) {
        return Err(io_error(io::Error::from(io::ErrorKind::InvalidInput)));
    }
    let mut partial = target.clone().into_os_string();
    partial.push(".partial");
    let partial = PathBuf::from(partial);
    fs::write(&partial, contents).map_err(io_error)?;
    fs::rename(&partial, &target).map_err(|e| {
        let _ = fs::remove_file(&partial);
        io_error(e)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

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
            error.reason(Language::German),
            "es ist keine gewöhnliche Datei"
        );
        let missing = dir.join("no/such/folder/file.pgn");
        let error = write_safely(&missing, "x").unwrap_err();
        assert_eq!(error.reason(Language::German), "der Ordner existiert nicht");
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
