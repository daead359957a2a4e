//! Reading a player's record (scoresheet) from a file, for `ansage reconcile`: the game core
//! parses the text ([`Record::parse_bytes`]); opening the file is done here.

use std::io::Read as _;
use std::path::Path;

use crate::game::reconcile::{MAX_RECORD_BYTES, Record, RecordError};

/// Reads a record from a file (PGN or a plain list of moves). Files larger than
/// [`MAX_RECORD_BYTES`] are refused before they fill the memory.
///
/// # Errors
///
/// [`RecordError::NotFound`], [`RecordError::Io`], [`RecordError::TooLarge`], and what
/// [`Record::parse_bytes`] refuses.
pub fn read_record(path: &Path) -> Result<Record, RecordError> {
    let file = std::fs::File::open(path).map_err(|e| match e.kind() {
        std::io::ErrorKind::NotFound => RecordError::NotFound,
        _ => RecordError::Io(e.kind()),
    })?;
    let mut bytes = Vec::new();
    file.take(MAX_RECORD_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| RecordError::Io(e.kind()))?;
    if bytes.len() as u64 > MAX_RECORD_BYTES {
        let size = std::fs::metadata(path)
            .map(|m| m.len())
            .unwrap_or(bytes.len() as u64);
        return Err(RecordError::TooLarge(size));
    }
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
        let _ = std::fs::remove_dir_all(&dir);
    }
}
