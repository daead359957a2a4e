//! Reading a player's record (scoresheet) from a file, for `ansage reconcile`: the game core
//! parses the text ([`Record::parse_bytes`]); opening the file is done here.

use std::path::Path;

use crate::game::reconcile::{MAX_RECORD_BYTES, Record, RecordError};
use crate::storage::files::{ReadError, read_limited};

/// Reads a record from a file (PGN or a plain list of moves), through the file layer: a
/// FIFO, a device or a folder is refused before it is opened (a FIFO would wait for a
/// writer for ever, issue 31), and files larger than [`MAX_RECORD_BYTES`] before they fill
/// the memory.
///
/// # Errors
///
/// [`RecordError::NotFound`], [`RecordError::NotAFile`], [`RecordError::Io`],
/// [`RecordError::TooLarge`], and what [`Record::parse_bytes`] refuses.
pub fn read_record(path: &Path) -> Result<Record, RecordError> {
    let bytes = read_limited(path, MAX_RECORD_BYTES).map_err(|e| match e {
        ReadError::NotAFile(_) => RecordError::NotAFile,
        ReadError::TooLarge { .. } => {
            RecordError::TooLarge(std::fs::metadata(path).map_or(MAX_RECORD_BYTES + 1, |m| m.len()))
        }
        ReadError::Io { source, .. } if source.kind() == std::io::ErrorKind::NotFound => {
            RecordError::NotFound
        }
        ReadError::Io { source, .. } => RecordError::Io(source.kind()),
    })?;
    Record::parse_bytes(&bytes)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_missing_file_says_so() {
        let err = read_record(Path::new("/nonexistent/ansage/record.pgn")).unwrap_err();
        assert_eq!(err, RecordError::NotFound);
    }

    #[test]
    fn a_file_is_read_as_its_text() {
        let dir = std::env::temp_dir().join(format!("ansage-record-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("white.txt");
        std::fs::write(&path, "1. e4 e5 2. Sf3").unwrap();
        let record = read_record(&path).unwrap();
        assert_eq!(record.moves.len(), 3);
        std::fs::write(&path, b"e4\0").unwrap();
        assert_eq!(read_record(&path), Err(RecordError::NotText(2)));
        // A FIFO is refused at once, never waited on.
        let fifo = dir.join("fifo.pgn");
        let name = std::ffi::CString::new(fifo.as_os_str().as_encoded_bytes()).unwrap();
        // SAFETY: mkfifo with a NUL-terminated path.
        assert_eq!(unsafe { libc::mkfifo(name.as_ptr(), 0o600) }, 0);
        assert_eq!(read_record(&fifo), Err(RecordError::NotAFile));
        assert_eq!(
            read_record(Path::new("/dev/zero")),
            Err(RecordError::NotAFile)
        );
        let _ = std::fs::remove_dir_all(&dir);
    }
}
